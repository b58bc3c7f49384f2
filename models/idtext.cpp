#include "models/idtext.h"

#include "core/findingtext.h"

#include <QCoreApplication>
#include <QStringList>

namespace topoplan::models {

QString joinedIds(const std::vector<std::string>& ids)
{
    QStringList out;
    for (const std::string& s : ids)
        out << QString::fromStdString(s);
    return out.join(QStringLiteral(", "));
}

QString joinedKinds(const std::vector<std::string>& kinds)
{
    QStringList out;
    for (const std::string& k : kinds)
        out << QCoreApplication::translate(core::kFindingContext, k.c_str());
    return out.join(QStringLiteral(", "));
}

} // namespace topoplan::models
