#pragma once
// Running a poppler-utils tool (pdfinfo, pdftotext) on an exported PDF, for the widgets
// tests that read their PDFs back the way users' tools do.
#include <QProcess>
#include <QString>
#include <QStringList>

namespace topoplan::testing {

/// Standard output of poppler tool `tool` run with `args` (UTF-8), or an empty string when
/// it is missing or fails (the caller skips its test).
inline QString poppler(const QString& tool, const QStringList& args)
{
    QProcess p;
    p.start(tool, args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

} // namespace topoplan::testing
