#pragma once
// Runs the built topoplan-cli (TOPOPLAN_CLI) as a user would, for the CLI tests
// (tst_analyzecli, tst_exportcli, tst_reportcli). QProcess is QtCore.

#include <QByteArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

namespace topoplan::testing {

/// What one run of the CLI gave: exit status (-1 when it crashed or timed out), stdout, stderr.
struct CliRun {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

/// Runs topoplan-cli with `args` and `environment` (default: the test's own), waiting at
/// most `timeoutMs`.
inline CliRun runCli(const QStringList& args, const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment(),
                     int timeoutMs = 120000)
{
    QProcess p;
    p.setProcessEnvironment(environment);
    p.start(QStringLiteral(TOPOPLAN_CLI), args);
    CliRun r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

/// Runs topoplan-cli as on a machine without a display (DISPLAY and WAYLAND_DISPLAY removed,
/// QT_QPA_PLATFORM unset): `export` and `report` must choose the offscreen platform themselves.
inline CliRun runCliWithoutDisplay(const QStringList& args, int timeoutMs = 300000)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    return runCli(args, env, timeoutMs);
}

} // namespace topoplan::testing
