#include "models/referenceindex.h"

#include "core/catalog.h"
#include "core/sanchecks.h"
#include "models/designdocument.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <set>

namespace topoplan::models {

namespace {

/// The translation context of the pickers' texts.
class ReferencePicker {
    Q_DECLARE_TR_FUNCTIONS(ReferencePicker)
};

QString qs(const std::string& s) { return QString::fromStdString(s); }

bool isHostKind(const std::string& kind)
{
    return kind == "server" || kind == "sled" || kind == "blade" || kind == "hci-node" || kind == "sds-node";
}

bool isStorageKind(const std::string& kind)
{
    return kind == "array" || kind == "backup-appliance" || kind == "hci-node" || kind == "sds-node";
}

ReferenceChoices make(ReferenceChoices::Kind kind, bool multi, QStringList ids, const QString& what, const QString& prefix = {})
{
    ReferenceChoices c;
    c.kind = kind;
    c.multi = multi;
    c.ids = std::move(ids);
    c.what = what;
    c.portPrefix = prefix;
    return c;
}

} // namespace

QStringList splitReferenceList(const QString& text)
{
    return text.split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts);
}

QString pickedText(const ReferenceChoices& choices, const QString& current, const QString& ref, QString* why)
{
    QString value = ref;
    if (!choices.portPrefix.isEmpty()) {
        if (!ref.startsWith(choices.portPrefix)) {
            *why = ReferencePicker::tr("%1 is not %2.").arg(ref, choices.what);
            return {};
        }
        value = ref.mid(choices.portPrefix.size());
    }
    if (!choices.ids.contains(value)) {
        *why = ReferencePicker::tr("%1 is not %2.").arg(ref, choices.what);
        return {};
    }
    if (!choices.multi)
        return value;
    QStringList items = splitReferenceList(current);
    if (!items.contains(value))
        items << value;
    return items.join(QStringLiteral(", "));
}

ReferenceIndex::ReferenceIndex(const DesignDocument& document) : m_revision(document.revision())
{
    const core::Design& d = document.design();
    for (const core::Device& dev : d.devices) {
        const QString id = qs(dev.id);
        m_devices << id;
        m_failureTargets << id;
        const core::Model* m = document.modelOf(dev.id);
        if (!m)
            continue;
        if (isHostKind(m->kind))
            m_hosts << id;
        if (isStorageKind(m->kind))
            m_storage << id;
        if (m->kind == "array")
            m_arrays << id;
        for (const core::ComponentSpec& c : m->components)
            m_failureTargets << id + QLatin1Char('/') + qs(c.id);
        for (const core::PortSpec& p : m->ports) {
            const QString ref = id + QLatin1Char(':') + qs(p.name);
            m_failureTargets << ref;
            if (p.npar > 0)
                m_nparPortsOf[id] << qs(p.name);
            if (p.role != "initiator" && p.role != "target")
                continue;
            if (p.hasProtocol("ethernet") || p.hasProtocol("iscsi") || p.hasProtocol("nvme-tcp"))
                m_ethernetPorts << ref;
            if (p.role == "target") {
                m_targetPortsOf[id] << qs(p.name);
                if (p.hasProtocol("fc") || p.hasProtocol("fcoe"))
                    m_fcTargets << ref;
                continue;
            }
            // Sends FC frames: native FC, or FCoE where a partitioned port has an fcoe
            // partition (flowsupport::portCarries, as core::sanCheckFindings "cna-no-fcoe").
            bool partitioned = false, fcoePartition = false;
            for (const core::Partition& part : dev.partitions)
                if (part.port == p.name) {
                    partitioned = true;
                    fcoePartition = fcoePartition || part.function == "fcoe";
                }
            if (p.hasProtocol("fc") || (p.hasProtocol("fcoe") && (!partitioned || fcoePartition)))
                m_fcInitiators << ref;
            if (p.hasProtocol("iscsi"))
                m_iscsiInitiators << ref;
        }
    }
    for (const core::Site& s : d.sites) {
        m_sites << qs(s.id);
        m_failureTargets << qs(s.id);
    }
    for (const core::Cluster& c : d.clusters) {
        m_failureTargets << qs(c.id);
        if (c.kind == "vsan" || c.kind == "powerflex")
            m_storage << qs(c.id);
    }
    for (const core::Link& l : d.links)
        m_failureTargets << qs(l.id());
    for (const core::StorageGroup& g : d.storageGroups) {
        m_storageGroups << qs(g.id);
        m_storageOfGroup.insert(qs(g.id), qs(g.storage));
    }
    for (const core::PortGroup& g : d.portGroups) {
        m_portGroups << qs(g.id);
        m_arrayOfPortGroup.insert(qs(g.id), qs(g.array));
    }
    for (const core::Workload& w : d.workloads)
        m_workloads << qs(w.id);
    // The cabled FC domains (what "zone-cross-fabric" compares), when the design resolves.
    if (const auto shared = document.sharedSnapshot()) {
        const core::LoadedDesign loaded = shared->load();
        const auto domains = core::sanDomains(loaded, core::TrafficClass::Fc);
        for (int k = 0; k < int(domains.size()); ++k)
            for (const std::vector<int>* v : {&domains[k].initiators, &domains[k].targets})
                for (int p : *v) {
                    const core::TopoPort& tp = loaded.topology.ports[p];
                    // A lane's domain is its port's: zones name whole ports.
                    const int whole = tp.parentPort >= 0 ? tp.parentPort : p;
                    m_fcDomainOf.emplace(qs(loaded.topology.ports[whole].ref), k);
                }
    }
    // Once initiators are cabled to an FC switch or IOM, only those are offered (a zone of
    // another is the "zone-unreachable" mistake); before any is, every FC-capable one.
    QStringList cabled;
    for (const QString& p : m_fcInitiators)
        if (m_fcDomainOf.count(p))
            cabled << p;
    if (!cabled.isEmpty())
        m_fcInitiators = cabled;
}

ReferenceChoices ReferenceIndex::fcInitiators(bool withIscsi) const
{
    if (!withIscsi)
        return make(ReferenceChoices::Kind::Port, false, m_fcInitiators,
                    ReferencePicker::tr("an FC initiator port (native FC, or a CNA port with an FCoE partition)"));
    QStringList ids = m_fcInitiators;
    for (const QString& p : m_iscsiInitiators)
        if (!ids.contains(p))
            ids << p;
    return make(ReferenceChoices::Kind::Port, true, ids,
                ReferencePicker::tr("an FC or iSCSI initiator port (a CNA port needs an FCoE or iSCSI function)"));
}

ReferenceChoices ReferenceIndex::zoneTargets(const core::Zone& zone) const
{
    const auto own = m_fcDomainOf.find(qs(zone.initiator));
    if (own == m_fcDomainOf.end())
        return make(ReferenceChoices::Kind::Port, true, m_fcTargets, ReferencePicker::tr("an FC target port"));
    QStringList ids;
    for (const QString& t : m_fcTargets)
        if (const auto it = m_fcDomainOf.find(t); it != m_fcDomainOf.end() && it->second == own->second)
            ids << t;
    return make(ReferenceChoices::Kind::Port, true, ids,
                ReferencePicker::tr("an FC target port in the fabric of %1").arg(qs(zone.initiator)));
}

ReferenceChoices ReferenceIndex::failureTargets() const
{
    return make(ReferenceChoices::Kind::FailureTarget, false, m_failureTargets,
                ReferencePicker::tr("a device, port, cable, site, cluster or component"));
}

ReferenceChoices ReferenceIndex::choices(Section section, const Entry& entry, const QString& field) const
{
    using K = ReferenceChoices::Kind;
    const auto is = [&](const char* name) { return field == QLatin1String(name); };
    const QString hosts = ReferencePicker::tr("a host (server, sled, blade or node)");
    const QString storage = ReferencePicker::tr("an array, backup appliance, storage node or storage cluster");
    // The storage groups on `on` (all while unset).
    const auto groupsOn = [&](const std::string& on) {
        if (on.empty())
            return m_storageGroups;
        QStringList out;
        for (const QString& g : m_storageGroups)
            if (m_storageOfGroup.value(g) == qs(on))
                out << g;
        return out;
    };
    switch (section) {
    case Section::Workload: {
        const auto& w = std::get<core::Workload>(entry);
        if (is("host"))
            return make(K::Device, false, m_hosts, hosts);
        if (is("storage"))
            return make(K::Device, false, m_storage, storage);
        if (is("storage_group"))
            return make(K::Entry, false, groupsOn(w.storage),
                        w.storage.empty() ? ReferencePicker::tr("a storage group")
                                          : ReferencePicker::tr("a storage group on %1").arg(qs(w.storage)));
        break;
    }
    case Section::StorageGroup: {
        const auto& g = std::get<core::StorageGroup>(entry);
        if (is("storage"))
            return make(K::Device, false, m_storage, storage);
        if (is("parent")) {
            QStringList others = m_storageGroups;
            others.removeAll(qs(g.id));
            return make(K::Entry, false, others, ReferencePicker::tr("another storage group"));
        }
        break;
    }
    case Section::Zone: {
        const auto& z = std::get<core::Zone>(entry);
        if (is("initiator"))
            return fcInitiators(false);
        if (is("targets"))
            return zoneTargets(z);
        break;
    }
    case Section::PortGroup: {
        const auto& g = std::get<core::PortGroup>(entry);
        if (is("array"))
            return make(K::Device, false, m_arrays, ReferencePicker::tr("an array"));
        if (is("ports")) {
            if (g.array.empty())
                return make(K::Port, true, {}, ReferencePicker::tr("a front-end port of the group's array (set the array first)"));
            return make(K::Port, true, m_targetPortsOf.value(qs(g.array)),
                        ReferencePicker::tr("a front-end (target) port of %1").arg(qs(g.array)), qs(g.array) + QLatin1Char(':'));
        }
        break;
    }
    case Section::MaskingView: {
        const auto& v = std::get<core::MaskingView>(entry);
        if (is("initiators"))
            return fcInitiators(true);
        if (is("storage_group"))
            return make(K::Entry, false, m_storageGroups, ReferencePicker::tr("a storage group"));
        if (is("port_group")) {
            // The port groups on the storage group's array (all while it is unset).
            const QString array = m_storageOfGroup.value(qs(v.storageGroup));
            QStringList ids;
            for (const QString& g : m_portGroups)
                if (array.isEmpty() || m_arrayOfPortGroup.value(g) == array)
                    ids << g;
            return make(K::Entry, false, ids,
                        array.isEmpty() ? ReferencePicker::tr("a port group")
                                        : ReferencePicker::tr("a port group on %1").arg(array));
        }
        break;
    }
    case Section::Fabric: {
        const auto& f = std::get<core::Fabric>(entry);
        if (is("ports")) {
            if (f.kind == "fc") {
                QStringList ids = m_fcInitiators;
                ids << m_fcTargets;
                return make(K::Port, true, ids, ReferencePicker::tr("an FC initiator or target port"));
            }
            return make(K::Port, true, m_ethernetPorts, ReferencePicker::tr("an Ethernet, iSCSI or NVMe/TCP initiator or target port"));
        }
        break;
    }
    case Section::Cluster:
        if (is("members"))
            return make(K::Device, true, m_hosts, hosts);
        if (is("witness"))
            return make(K::Device, false, m_devices, ReferencePicker::tr("a device"));
        break;
    case Section::UseCase:
        if (is("workloads"))
            return make(K::Entry, true, m_workloads, ReferencePicker::tr("a workload"));
        break;
    case Section::Device: {
        const auto& dev = std::get<core::Device>(entry);
        if (is("site"))
            return make(K::Entry, false, m_sites, ReferencePicker::tr("a site"));
        if (field.startsWith(QLatin1String("partition.")) && field.endsWith(QLatin1String(".port")))
            return make(K::Port, false, m_nparPortsOf.value(qs(dev.id)),
                        ReferencePicker::tr("a partitionable port of %1").arg(qs(dev.id)), qs(dev.id) + QLatin1Char(':'));
        break;
    }
    default:
        break;
    }
    return {};
}

} // namespace topoplan::models
