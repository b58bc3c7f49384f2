#include "widgets/exportfile.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace topoplan::widgets {

bool writeExportFile(const QString& path, bool encoded, const QByteArray& bytes, QString* error)
{
    if (!encoded) {
        if (error)
            *error = path + QStringLiteral(": ") + *error;
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = QCoreApplication::translate("ExportFile", "%1: cannot write: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace topoplan::widgets
