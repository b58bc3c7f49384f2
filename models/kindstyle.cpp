#include "models/kindstyle.h"

#include <QCoreApplication>

#include <map>

namespace topoplan::models {

const std::vector<std::string>& kindOrder()
{
    static const std::vector<std::string> order = {
        "chassis", "sled", "blade", "server", "hci-node", "sds-node", "adapter", "iom", "fabric-interconnect",
        "switch", "array", "backup-appliance", "shelf", "drive", "witness", "management-module"};
    return order;
}

QString kindLabel(const std::string& kind)
{
    static const std::map<std::string, const char*> labels = {
        {"chassis", QT_TRANSLATE_NOOP("Kind", "Chassis")},
        {"sled", QT_TRANSLATE_NOOP("Kind", "Compute sleds")},
        {"blade", QT_TRANSLATE_NOOP("Kind", "Blades")},
        {"server", QT_TRANSLATE_NOOP("Kind", "Rack servers")},
        {"hci-node", QT_TRANSLATE_NOOP("Kind", "Hyperconverged nodes")},
        {"sds-node", QT_TRANSLATE_NOOP("Kind", "Software-defined storage nodes")},
        {"adapter", QT_TRANSLATE_NOOP("Kind", "Adapters (CNA, HBA, NIC)")},
        {"iom", QT_TRANSLATE_NOOP("Kind", "I/O modules")},
        {"fabric-interconnect", QT_TRANSLATE_NOOP("Kind", "Fabric interconnects")},
        {"switch", QT_TRANSLATE_NOOP("Kind", "Switches")},
        {"array", QT_TRANSLATE_NOOP("Kind", "Storage arrays")},
        {"backup-appliance", QT_TRANSLATE_NOOP("Kind", "Backup appliances")},
        {"shelf", QT_TRANSLATE_NOOP("Kind", "Drive shelves")},
        {"drive", QT_TRANSLATE_NOOP("Kind", "Drives")},
        {"witness", QT_TRANSLATE_NOOP("Kind", "Witness appliances")},
        {"management-module", QT_TRANSLATE_NOOP("Kind", "Management modules")},
    };
    const auto it = labels.find(kind);
    return it == labels.end() ? QString::fromStdString(kind) : QCoreApplication::translate("Kind", it->second);
}

QColor kindColor(const std::string& kind)
{
    static const std::map<std::string, QColor> colors = {
        {"chassis", QColor(0xe8, 0xea, 0xee)},      {"sled", QColor(0xdc, 0xe9, 0xf7)},
        {"blade", QColor(0xdc, 0xe9, 0xf7)},        {"server", QColor(0xdc, 0xe9, 0xf7)},
        {"hci-node", QColor(0xd9, 0xf0, 0xe3)},     {"sds-node", QColor(0xd9, 0xf0, 0xe3)},
        {"adapter", QColor(0xfb, 0xf3, 0xd5)},      {"iom", QColor(0xe6, 0xde, 0xf5)},
        {"fabric-interconnect", QColor(0xe6, 0xde, 0xf5)},
        {"switch", QColor(0xe6, 0xde, 0xf5)},       {"array", QColor(0xfd, 0xe4, 0xd0)},
        {"backup-appliance", QColor(0xf6, 0xdc, 0xe4)},
        {"shelf", QColor(0xf3, 0xe9, 0xdd)},        {"drive", QColor(0xf3, 0xe9, 0xdd)},
        {"witness", QColor(0xe0, 0xf0, 0xf0)},      {"management-module", QColor(0xee, 0xee, 0xe0)},
    };
    const auto it = colors.find(kind);
    return it == colors.end() ? QColor(0xee, 0xee, 0xee) : it->second;
}

QColor familyColor(const std::string& family)
{
    if (family == "fc")
        return QColor(0xd9, 0x6c, 0x00);
    if (family == "ethernet")
        return QColor(0x1f, 0x6f, 0xc8);
    if (family == "sas")
        return QColor(0x7b, 0x3f, 0xb0);
    if (family == "infiniband")
        return QColor(0x00, 0x8c, 0x8c);
    return QColor(0x80, 0x80, 0x80);
}

QString familyLabel(const std::string& family)
{
    static const std::map<std::string, const char*> labels = {
        {"fc", QT_TRANSLATE_NOOP("Family", "Fibre Channel")},
        {"ethernet", QT_TRANSLATE_NOOP("Family", "Ethernet")},
        {"sas", QT_TRANSLATE_NOOP("Family", "SAS")},
        {"infiniband", QT_TRANSLATE_NOOP("Family", "InfiniBand")},
    };
    const auto it = labels.find(family);
    return it == labels.end() ? QString::fromStdString(family) : QCoreApplication::translate("Family", it->second);
}

} // namespace topoplan::models
