#include "core/designgraph.h"

#include "core/findingtext.h"
#include "core/racklayout.h"

#include <algorithm>

namespace topoplan::core {

const char* trafficClassName(TrafficClass c)
{
    switch (c) {
    case TrafficClass::Fc: return "fc";
    case TrafficClass::Iscsi: return "iscsi";
    case TrafficClass::NvmeTcp: return "nvme-tcp";
    case TrafficClass::Ethernet: return "ethernet";
    }
    return "?";
}

const char* failureKindName(FailureElement::Kind kind)
{
    switch (kind) {
    case FailureElement::Kind::Device: return QT_TRANSLATE_NOOP("Finding", "device");
    case FailureElement::Kind::Component: return QT_TRANSLATE_NOOP("Finding", "component");
    case FailureElement::Kind::DiskGroup: return QT_TRANSLATE_NOOP("Finding", "disk group");
    case FailureElement::Kind::Port: return QT_TRANSLATE_NOOP("Finding", "port");
    case FailureElement::Kind::Link: return QT_TRANSLATE_NOOP("Finding", "link");
    case FailureElement::Kind::Site: return QT_TRANSLATE_NOOP("Finding", "site");
    case FailureElement::Kind::Cluster: return QT_TRANSLATE_NOOP("Finding", "cluster");
    case FailureElement::Kind::PowerFeed: return QT_TRANSLATE_NOOP("Finding", "power feed");
    }
    return "?";
}

unsigned linkTrafficClasses(const Design& d, const Topology& topo, int l)
{
    const TopoLink& link = topo.links[l];
    const PortSpec& a = *topo.ports[link.a].spec;
    const PortSpec& b = *topo.ports[link.b].spec;
    unsigned classes = 0;
    const bool eth = link.family == "ethernet";
    if (link.family == "fc" || (eth && a.hasProtocol("fcoe") && b.hasProtocol("fcoe")))
        classes |= 1u << int(TrafficClass::Fc);
    if (eth && a.hasProtocol("iscsi") && b.hasProtocol("iscsi"))
        classes |= 1u << int(TrafficClass::Iscsi);
    if (eth && a.hasProtocol("nvme-tcp") && b.hasProtocol("nvme-tcp"))
        classes |= 1u << int(TrafficClass::NvmeTcp);
    if (eth && a.hasProtocol("ethernet") && b.hasProtocol("ethernet"))
        classes |= 1u << int(TrafficClass::Ethernet);
    // NPAR: a partitioned port carries only the classes of its partitions' functions
    // (fcoe: FC frames; iscsi; nic: TCP/IP, NVMe/TCP), so a link to a NIC-only
    // partitioned port is an Ethernet link (payload at TCP's, not FCoE's, efficiency).
    for (int end : {link.a, link.b}) {
        const TopoPort& tp = topo.ports[end];
        if (tp.partitions.empty())
            continue;
        const Device& dev = d.devices[topo.devices[tp.device].designIndex];
        unsigned allowed = 0;
        for (int k : tp.partitions) {
            const std::string& fn = dev.partitions[k].function;
            if (fn == "fcoe")
                allowed |= 1u << int(TrafficClass::Fc);
            else if (fn == "iscsi")
                allowed |= 1u << int(TrafficClass::Iscsi);
            else if (fn == "nic")
                allowed |= (1u << int(TrafficClass::Ethernet)) | (1u << int(TrafficClass::NvmeTcp));
        }
        classes &= allowed;
    }
    return classes;
}

bool isSwitchingKind(const std::string& kind)
{
    return kind == "switch" || kind == "iom" || kind == "fabric-interconnect";
}

namespace {

void sortUnique(std::vector<int>& v)
{
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
}

} // namespace

int DesignGraph::addVertex(GraphVertex v)
{
    const std::string id = v.id;
    const int index = int(boost::add_vertex(std::move(v), m_graph));
    m_vertexById.emplace(id, index);
    m_wiringParent.push_back(-1);
    return index;
}

void DesignGraph::addElement(FailureElement e)
{
    sortUnique(e.vertices);
    m_elementById.emplace(e.id, int(m_elements.size()));
    m_elements.push_back(std::move(e));
}

DesignGraph::DesignGraph(const LoadedDesign& design)
    : m_design(design)
{
    const Topology& topo = design.topology;
    const Design& d = design.design;
    m_deviceVertex.assign(topo.devices.size(), -1);
    m_portVertex.assign(topo.ports.size(), -1);
    m_vertexById.reserve(topo.devices.size() * 4 + topo.ports.size());
    m_elementById.reserve(topo.devices.size() * 4 + topo.ports.size() + topo.links.size());

    // Vertices: devices, their components and disk groups, their ports.
    std::vector<std::map<std::string, int>> componentVertex(topo.devices.size());
    std::vector<std::vector<int>> diskGroupVertices(topo.devices.size());
    for (int i = 0; i < int(topo.devices.size()); ++i) {
        const TopoDevice& td = topo.devices[i];
        GraphVertex v;
        v.kind = GraphVertex::Kind::Device;
        v.id = td.id;
        v.device = i;
        v.switching = isSwitchingKind(td.model->kind);
        m_deviceVertex[i] = addVertex(std::move(v));
        for (const ComponentSpec& c : td.model->components) {
            GraphVertex cv;
            cv.kind = GraphVertex::Kind::Component;
            cv.id = td.id + "/" + c.id;
            cv.device = i;
            componentVertex[i][c.id] = addVertex(std::move(cv));
        }
        for (const ComponentSpec& c : td.model->components) {
            const int cv = componentVertex[i][c.id];
            const auto parent = componentVertex[i].find(c.parent);
            m_wiringParent[cv] = parent != componentVertex[i].end() ? parent->second : m_deviceVertex[i];
        }
        const int groups = int(propNumber(d.devices[td.designIndex].config, "disk_groups"));
        for (int g = 1; g <= groups && g <= 4096; ++g) {
            GraphVertex gv;
            gv.kind = GraphVertex::Kind::DiskGroup;
            gv.id = td.id + "/dg-" + std::to_string(g);
            gv.device = i;
            const int index = addVertex(std::move(gv));
            m_wiringParent[index] = m_deviceVertex[i];
            diskGroupVertices[i].push_back(index);
        }
    }
    for (int p = 0; p < int(topo.ports.size()); ++p) {
        const TopoPort& tp = topo.ports[p];
        GraphVertex v;
        v.kind = GraphVertex::Kind::Port;
        v.id = tp.ref;
        v.device = tp.device;
        v.port = p;
        m_portVertex[p] = addVertex(std::move(v));
    }
    // Wiring.
    for (int p = 0; p < int(topo.ports.size()); ++p) {
        const TopoPort& tp = topo.ports[p];
        int parent = -1;
        if (tp.parentPort >= 0) {
            parent = m_portVertex[tp.parentPort];
        } else {
            const auto comp = componentVertex[tp.device].find(tp.spec->component);
            parent = comp != componentVertex[tp.device].end() ? comp->second : m_deviceVertex[tp.device];
        }
        m_wiringParent[m_portVertex[p]] = parent;
    }
    for (int i = 0; i < int(topo.devices.size()); ++i) {
        const TopoDevice& td = topo.devices[i];
        if (td.parent >= 0 && td.model->kind == "adapter")
            m_wiringParent[m_deviceVertex[i]] = m_deviceVertex[td.parent]; // a seated adapter is part of its host
    }
    for (int v = 0; v < vertexCount(); ++v)
        if (m_wiringParent[v] >= 0)
            boost::add_edge(v, m_wiringParent[v], GraphEdge{-1}, m_graph);
    // Links (cables and midplane) and the classes they carry.
    m_linkClasses.assign(topo.links.size(), 0u);
    for (int l = 0; l < int(topo.links.size()); ++l) {
        const TopoLink& link = topo.links[l];
        boost::add_edge(m_portVertex[link.a], m_portVertex[link.b], GraphEdge{l}, m_graph);
        m_linkClasses[l] = linkTrafficClasses(d, topo, l);
    }

    // Failure elements. Devices first: a device takes down everything seated in it.
    std::vector<std::vector<int>> ownVertices(topo.devices.size()); // device, components, disk groups, ports
    for (int i = 0; i < int(topo.devices.size()); ++i) {
        ownVertices[i].push_back(m_deviceVertex[i]);
        for (const auto& [id, v] : componentVertex[i])
            ownVertices[i].push_back(v);
        for (int v : diskGroupVertices[i])
            ownVertices[i].push_back(v);
        for (int p : topo.devices[i].ports)
            ownVertices[i].push_back(m_portVertex[p]);
    }
    std::vector<std::vector<int>> deviceExpansion(topo.devices.size());
    auto expand = [&](auto&& self, int dev, std::vector<int>& out) -> void {
        out.insert(out.end(), ownVertices[dev].begin(), ownVertices[dev].end());
        for (int c : topo.devices[dev].children)
            self(self, c, out);
    };
    for (int i = 0; i < int(topo.devices.size()); ++i) {
        expand(expand, i, deviceExpansion[i]);
        FailureElement e;
        e.kind = FailureElement::Kind::Device;
        e.id = topo.devices[i].id;
        e.vertices = deviceExpansion[i];
        addElement(std::move(e));
    }
    for (int i = 0; i < int(topo.devices.size()); ++i) {
        for (const auto& [cid, cv] : componentVertex[i]) {
            FailureElement e;
            e.kind = FailureElement::Kind::Component;
            e.id = topo.devices[i].id + "/" + cid;
            // Every vertex of this device whose wiring chain passes through the component.
            for (int v : ownVertices[i]) {
                for (int x = v; x >= 0 && x != m_deviceVertex[i]; x = m_wiringParent[x])
                    if (x == cv) {
                        e.vertices.push_back(v);
                        break;
                    }
            }
            addElement(std::move(e));
        }
        for (int v : diskGroupVertices[i]) {
            FailureElement e;
            e.kind = FailureElement::Kind::DiskGroup;
            e.id = m_graph[v].id;
            e.vertices = {v};
            addElement(std::move(e));
        }
    }
    for (int p = 0; p < int(topo.ports.size()); ++p) {
        FailureElement e;
        e.kind = FailureElement::Kind::Port;
        e.id = topo.ports[p].ref;
        e.vertices.push_back(m_portVertex[p]);
        addElement(std::move(e));
    }
    for (int p = 0; p < int(topo.ports.size()); ++p)
        if (topo.ports[p].parentPort >= 0)
            m_elements[m_elementById.at(topo.ports[topo.ports[p].parentPort].ref)].vertices.push_back(m_portVertex[p]);
    m_linkElement.assign(topo.links.size(), -1);
    for (int l = 0; l < int(topo.links.size()); ++l) {
        const auto known = m_elementById.find(topo.links[l].id);
        m_linkElement[l] = known != m_elementById.end() ? known->second : int(m_elements.size());
        FailureElement e;
        e.kind = FailureElement::Kind::Link;
        e.id = topo.links[l].id;
        e.link = l;
        addElement(std::move(e));
    }
    for (const Site& s : d.sites) {
        FailureElement e;
        e.kind = FailureElement::Kind::Site;
        e.id = s.id;
        for (int i = 0; i < int(topo.devices.size()); ++i)
            if (topo.devices[i].site == s.id)
                e.vertices.insert(e.vertices.end(), ownVertices[i].begin(), ownVertices[i].end());
        addElement(std::move(e));
    }
    for (const Cluster& c : d.clusters) {
        FailureElement e;
        e.kind = FailureElement::Kind::Cluster;
        e.id = c.id;
        for (const std::string& m : c.members) {
            const int dev = topo.deviceIndex(m);
            if (dev >= 0)
                e.vertices.insert(e.vertices.end(), deviceExpansion[dev].begin(), deviceExpansion[dev].end());
        }
        addElement(std::move(e));
    }
    // Power feeds (core/rack.h): a feed takes down the racked devices it feeds alone;
    // devices on several feeds go down when all of them fail (resolve()).
    for (const Rack& r : d.racks)
        for (const PowerFeed& f : r.feeds) {
            FailureElement e;
            e.kind = FailureElement::Kind::PowerFeed;
            e.id = f.id;
            for (int i = 0; i < int(topo.devices.size()); ++i) {
                const Device& dev = d.devices[topo.devices[i].designIndex];
                const std::vector<std::string> feeds = dev.parent.empty() ? mountFeeds(d, dev) : std::vector<std::string>{};
                if (feeds.size() == 1 && feeds.front() == f.id)
                    e.vertices.insert(e.vertices.end(), deviceExpansion[i].begin(), deviceExpansion[i].end());
            }
            addElement(std::move(e));
        }
    for (int i = 0; i < int(topo.devices.size()); ++i) {
        const Device& dev = d.devices[topo.devices[i].designIndex];
        if (dev.parent.empty() && dev.mount.racked())
            if (std::vector<std::string> feeds = mountFeeds(d, dev); feeds.size() > 1)
                m_multiFed.emplace_back(m_elementById.at(dev.id), std::move(feeds));
    }
    for (FailureElement& e : m_elements)
        sortUnique(e.vertices);

    m_killers.assign(vertexCount(), {});
    std::vector<int> killerCount(vertexCount(), 0);
    for (const FailureElement& e : m_elements)
        for (int v : e.vertices)
            ++killerCount[v];
    for (int v = 0; v < vertexCount(); ++v)
        m_killers[v].reserve(killerCount[v]);
    for (int e = 0; e < int(m_elements.size()); ++e)
        for (int v : m_elements[e].vertices)
            m_killers[v].push_back(e);
    for (auto& k : m_killers)
        sortUnique(k);
}

int DesignGraph::vertexById(const std::string& id) const
{
    const auto it = m_vertexById.find(id);
    return it == m_vertexById.end() ? -1 : it->second;
}

int DesignGraph::ownerDevice(int v) const
{
    const int dev = m_graph[v].device;
    return dev >= 0 ? m_deviceVertex[dev] : -1;
}

int DesignGraph::elementIndex(const std::string& id) const
{
    auto it = m_elementById.find(id);
    // A link is the same cable either way round: "b -- a" names the link "a -- b"
    // (failure targets of analyze --fail and scenarios).
    if (const auto sep = id.find(" -- "); it == m_elementById.end() && sep != std::string::npos)
        it = m_elementById.find(id.substr(sep + 4) + " -- " + id.substr(0, sep));
    return it == m_elementById.end() ? -1 : it->second;
}

std::vector<int> DesignGraph::killersOfLink(int link) const
{
    std::vector<int> out;
    appendKillersOfLink(link, out);
    sortUnique(out);
    return out;
}

void DesignGraph::appendKillersOfLink(int link, std::vector<int>& out) const
{
    const TopoLink& l = m_design.topology.links[link];
    const auto& a = m_killers[m_portVertex[l.a]];
    const auto& b = m_killers[m_portVertex[l.b]];
    out.insert(out.end(), a.begin(), a.end());
    out.insert(out.end(), b.begin(), b.end());
    out.push_back(m_linkElement[link]);
}

std::vector<int> DesignGraph::resolve(const FailureSet& set, std::vector<std::string>* unknown) const
{
    std::vector<int> out;
    for (const std::string& t : set.targets) {
        const int e = elementIndex(t);
        if (e >= 0)
            out.push_back(e);
        else if (unknown)
            unknown->push_back(t);
    }
    for (const auto& [device, feeds] : m_multiFed)
        if (std::all_of(feeds.begin(), feeds.end(), [&](const std::string& f) {
                return std::find(set.targets.begin(), set.targets.end(), f) != set.targets.end();
            }))
            out.push_back(device);
    sortUnique(out);
    return out;
}

FailureMask DesignGraph::emptyMask() const
{
    FailureMask m;
    m.vertex.assign(vertexCount(), 0);
    m.link.assign(m_design.topology.links.size(), 0);
    return m;
}

FailureMask DesignGraph::mask(const std::vector<int>& elements) const
{
    FailureMask m = emptyMask();
    for (int e : elements) {
        const FailureElement& fe = m_elements[e];
        for (int v : fe.vertices)
            m.vertex[v] = 1;
        if (fe.link >= 0)
            m.link[fe.link] = 1;
    }
    return m;
}

} // namespace topoplan::core
