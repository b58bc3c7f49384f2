#pragma once

#include <QByteArray>
#include <QString>

namespace topoplan::widgets {

/// Writes an exported file atomically (QSaveFile: a temporary file renamed over `path`, so
/// a failed write leaves nothing half-written). `encoded` is the encoder's outcome: when
/// false, `error` already holds why, prefixed here with the path. Returns false with
/// "PATH: cannot write: REASON" in `error` when the file cannot be written.
bool writeExportFile(const QString& path, bool encoded, const QByteArray& bytes, QString* error);

} // namespace topoplan::widgets
