#include "models/idtext.h"

#include <QStringList>

namespace topoplan::models {

QString joinedIds(const std::vector<std::string>& ids)
{
    QStringList out;
    for (const std::string& s : ids)
        out << QString::fromStdString(s);
    return out.join(QStringLiteral(", "));
}

} // namespace topoplan::models
