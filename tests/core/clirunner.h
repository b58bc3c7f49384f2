#pragma once
// Runs the built topoplan-cli (TOPOPLAN_CLI, set by tests/CMakeLists.txt) the way a user
// does, for the CLI tests. QtCore only.
#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace topoplan::tests {

/// What one run printed and how it ended; exitCode -1 when it crashed or timed out.
struct CliRun {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

/// Runs topoplan-cli with `args` (2 minutes at most), optionally feeding `input` on stdin.
inline CliRun runCli(const QStringList& args, const QByteArray& input = {})
{
    QProcess p;
    p.start(QStringLiteral(TOPOPLAN_CLI), args);
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    CliRun r;
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

} // namespace topoplan::tests
