#include "core/flowanalyzer.h"

#include "core/modelconstants.h"
#include "core/units.h"
#include "core/yamlsupport.h"

#include <boost/graph/biconnected_components.hpp>
#include <boost/graph/boykov_kolmogorov_max_flow.hpp>
#include <boost/graph/connected_components.hpp>
#include <boost/graph/filtered_graph.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <deque>
#include <map>
#include <set>
#include <unordered_map>

namespace topoplan::core {

using yamlsupport::formatNumber;

const char* severityName(Finding::Severity s)
{
    switch (s) {
    case Finding::Severity::Info: return "info";
    case Finding::Severity::Warning: return "warning";
    case Finding::Severity::Error: return "error";
    }
    return "?";
}

namespace {

bool cancelled(const std::atomic<bool>* cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

void sortUnique(std::vector<int>& v)
{
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
}

std::vector<int> unite(const std::vector<int>& a, const std::vector<int>& b)
{
    std::vector<int> out;
    out.reserve(a.size() + b.size());
    std::set_union(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
    return out;
}

std::string percent(double v)
{
    return formatNumber(std::round(v * 1000.0) / 10.0) + " %";
}

std::string mbps(double v)
{
    return formatNumber(std::round(v)) + " MB/s";
}

// NPAR: the partitions of a port with a given function, and their bandwidth share.
double partitionGbps(const Design& design, const Topology& topo, int port, const char* function, std::string* ids = nullptr)
{
    const TopoPort& tp = topo.ports[port];
    const Device& dev = design.devices[topo.devices[tp.device].designIndex];
    double gbps = 0.0;
    for (int k : tp.partitions) {
        if (dev.partitions[k].function == function) {
            gbps += dev.partitions[k].gbps;
            if (ids)
                *ids += (ids->empty() ? "" : "+") + dev.partitions[k].id;
        }
    }
    return gbps;
}

// Whether an endpoint port may carry a function, honouring NPAR partitions: a
// partitioned port carries only the functions of its partitions.
bool portCarries(const Design& design, const Topology& topo, int port, const char* protocol, const char* function)
{
    const TopoPort& tp = topo.ports[port];
    if (!tp.spec->hasProtocol(protocol))
        return false;
    if (tp.partitions.empty() || !function)
        return true;
    return partitionGbps(design, topo, port, function) > 0.0;
}

// Payload MB/s of a link for a traffic class (hardware-facts.md, modelconstants.h).
double linkPayloadMBps(const TopoLink& link, TrafficClass c)
{
    const double gbps = link.speedGbps;
    if (link.family == "fc")
        return gbps == 10.0 ? constants::kFc10PayloadMBps : gbps * constants::kFcPayloadMBpsPerGfc;
    const double line = units::gbpsToMBps(gbps);
    return line * (c == TrafficClass::Fc ? constants::kFcoePayload : constants::kTcpPayloadMtu1500);
}

// Payload MB/s of an endpoint port for a class, NPAR share first.
double portPayloadMBps(const Design& design, const Topology& topo, int port, TrafficClass c, std::string* partition)
{
    const TopoPort& tp = topo.ports[port];
    double gbps = tp.speedGbps;
    if (tp.link >= 0)
        gbps = topo.links[tp.link].speedGbps;
    if (!tp.partitions.empty()) {
        const char* fn = c == TrafficClass::Fc ? "fcoe" : c == TrafficClass::Iscsi ? "iscsi" : "nic";
        const double share = partitionGbps(design, topo, port, fn, partition);
        if (share > 0.0)
            gbps = std::min(gbps, share);
    }
    const bool nativeFc = tp.spec->hasProtocol("fc") && !tp.spec->hasProtocol("ethernet");
    if (nativeFc)
        return gbps == 10.0 ? constants::kFc10PayloadMBps : gbps * constants::kFcPayloadMBpsPerGfc;
    return units::gbpsToMBps(gbps) * (c == TrafficClass::Fc ? constants::kFcoePayload : constants::kTcpPayloadMtu1500);
}

struct TransitVertex {
    const DesignGraphType* g = nullptr;
    const FailureMask* m = nullptr;
    bool operator()(DesignGraphType::vertex_descriptor v) const
    {
        return !m->vertex[v] && ((*g)[v].kind == GraphVertex::Kind::Port || (*g)[v].switching);
    }
};

struct TransitEdge {
    const DesignGraph* dg = nullptr;
    const FailureMask* m = nullptr;
    TrafficClass c = TrafficClass::Fc;
    bool operator()(DesignGraphType::edge_descriptor e) const
    {
        const int l = dg->graph()[e].link;
        return l < 0 || (!m->link[l] && dg->linkCarries(l, c));
    }
};

// The switching fabric of one traffic class under a failure state, contracted: one node
// per alive switching device, one trunk per pair of switches joined by alive links.
struct SwitchGraph {
    std::unordered_map<int, int> nodeOfVertex;
    std::vector<int> vertexOfNode;
    struct Trunk {
        int a = -1, b = -1;
        std::vector<int> links;
        double payloadMBps = 0.0;
        double rawGbps = 0.0;
    };
    std::vector<Trunk> trunks;
    std::vector<std::vector<std::pair<int, int>>> adj; // node -> (node, trunk)
    std::vector<int> label;
    std::vector<std::vector<int>> labelNodes;
    // Separation analysis: elements that can disconnect two switches, with the
    // component labels of the switch graph without them.
    bool separationDone = false;
    std::vector<int> sepElements;
    std::vector<std::vector<int>> sepLabels;
    std::map<std::pair<int, int>, std::vector<int>> sepCache;
    std::map<std::pair<int, int>, std::vector<int>> routeCache; // node sequence
    std::vector<int> scratchDegree;  // per-flow pruning of dead ends (max flow networks)
    std::vector<char> scratchPruned;

    int node(int vertex) const
    {
        const auto it = nodeOfVertex.find(vertex);
        return it == nodeOfVertex.end() ? -1 : it->second;
    }

    std::vector<int> labels(const std::vector<char>& deadNode, const std::vector<char>& deadTrunk) const
    {
        std::vector<int> lab(vertexOfNode.size(), -1);
        int next = 0;
        std::vector<int> stack;
        for (int s = 0; s < int(vertexOfNode.size()); ++s) {
            if (lab[s] >= 0 || deadNode[s])
                continue;
            lab[s] = next;
            stack.push_back(s);
            while (!stack.empty()) {
                const int u = stack.back();
                stack.pop_back();
                for (const auto& [w, k] : adj[u]) {
                    if (deadTrunk[k] || deadNode[w] || lab[w] >= 0)
                        continue;
                    lab[w] = next;
                    stack.push_back(w);
                }
            }
            ++next;
        }
        return lab;
    }

    std::vector<int> route(int from, int to)
    {
        const auto key = std::make_pair(from, to);
        const auto it = routeCache.find(key);
        if (it != routeCache.end())
            return it->second;
        std::vector<int> prev(vertexOfNode.size(), -2);
        std::deque<int> queue{from};
        prev[from] = -1;
        while (!queue.empty() && prev[to] == -2) {
            const int u = queue.front();
            queue.pop_front();
            for (const auto& [w, k] : adj[u])
                if (prev[w] == -2) {
                    prev[w] = u;
                    queue.push_back(w);
                }
        }
        std::vector<int> out;
        if (prev[to] != -2)
            for (int x = to; x >= 0; x = prev[x])
                out.insert(out.begin(), x);
        routeCache.emplace(key, out);
        return out;
    }
};

// Where an endpoint port meets the fabric.
struct Attachment {
    bool ok = false;
    int link = -1;
    int peer = -1;   // peer port vertex
    int sw = -1;     // switch device vertex (-1 when the peer is an endpoint port)
};

} // namespace

FlowAnalyzer::FlowAnalyzer(const LoadedDesign& design)
    : m_design(design)
    , m_graph(design)
{
    buildFlows();
}

double FlowAnalyzer::offeredMBps(int workload, const AnalysisOptions& options, bool& known) const
{
    const Workload& w = m_design.design.workloads[workload];
    const auto it = options.offeredMBps.find(w.id);
    known = true;
    if (it != options.offeredMBps.end())
        return it->second;
    if (propHas(w.profile, "mb_s"))
        return propNumber(w.profile, "mb_s");
    if (propHas(w.profile, "iops")) {
        const double readShare = propNumber(w.profile, "read_pct", 100.0) / 100.0;
        const double readKB = propNumber(w.profile, "read_kb", propNumber(w.profile, "write_kb", 8.0));
        const double writeKB = propNumber(w.profile, "write_kb", readKB);
        const double kb = readShare * readKB + (1.0 - readShare) * writeKB;
        return propNumber(w.profile, "iops") * kb * constants::kBytesPerIoKB / constants::kBytesPerMB;
    }
    known = false;
    return 0.0;
}

void FlowAnalyzer::buildFlows()
{
    const Design& d = m_design.design;
    const Topology& topo = m_design.topology;
    const DesignGraphType& g = m_graph.graph();

    // All ports of a device and of the devices seated in it (a host's adapters).
    auto subtreePorts = [&](int dev) {
        std::vector<int> out;
        std::vector<int> stack{dev};
        while (!stack.empty()) {
            const int x = stack.back();
            stack.pop_back();
            for (int p : topo.devices[x].ports)
                if (topo.ports[p].link >= 0) // uncabled ports carry nothing; broken-out ports through their lanes
                    out.push_back(p);
            for (int c : topo.devices[x].children)
                if (topo.devices[c].model->kind == "adapter")
                    stack.push_back(c);
        }
        return out;
    };
    auto controllerOf = [&](int portVertex) {
        int top = -1;
        for (int x = m_graph.wiringParent(portVertex); x >= 0; x = m_graph.wiringParent(x)) {
            if (g[x].kind != GraphVertex::Kind::Component)
                return top >= 0 ? top : x;
            const std::string& id = g[x].id;
            const ComponentSpec* spec = topo.devices[g[x].device].model->component(id.substr(id.find('/') + 1));
            if (spec && (spec->kind == "director" || spec->kind == "controller"))
                return x;
            top = x;
        }
        return top >= 0 ? top : m_graph.ownerDevice(portVertex);
    };
    auto lanPort = [&](int p) {
        const std::string& role = topo.ports[p].spec->role;
        return (role == "nic" || role == "initiator") && portCarries(d, topo, p, "ethernet", "nic");
    };

    // NPAR share of a partitioned endpoint port for a function. LAN flows use the nic
    // partitions whose network is a design fabric holding the other end; without one,
    // the largest nic partition (RA-1: the 15 GbE database public partition, which also
    // carries backup traffic; the smaller ones are management and vMotion).
    auto share = [&](FlowPair& pair, int port, const char* function, int otherPort) {
        const TopoPort& tp = topo.ports[port];
        if (tp.partitions.empty())
            return;
        const Device& dev = d.devices[topo.devices[tp.device].designIndex];
        std::set<std::string> fabricsOfOther;
        if (otherPort >= 0)
            for (const Fabric& fab : d.fabrics)
                if (std::find(fab.ports.begin(), fab.ports.end(), topo.ports[otherPort].ref) != fab.ports.end())
                    fabricsOfOther.insert(fab.id);
        pair.sharePort = m_graph.portVertex(port);
        const Partition* largest = nullptr;
        for (int k : tp.partitions) {
            const Partition& part = dev.partitions[k];
            if (part.function != function)
                continue;
            if (std::string(function) != "nic" || fabricsOfOther.count(part.network)) {
                pair.shareGbps += part.gbps;
                pair.shareIds += (pair.shareIds.empty() ? "" : "+") + part.id;
            }
            if (!largest || part.gbps > largest->gbps)
                largest = &part;
        }
        if (pair.shareGbps <= 0.0 && largest) {
            pair.shareGbps = largest->gbps;
            pair.shareIds = largest->id;
        }
    };
    auto controllersOf = [&](int dev) {
        std::vector<int> out;
        for (const ComponentSpec& c : topo.devices[dev].model->components)
            if (c.kind == "director" || c.kind == "controller")
                out.push_back(m_graph.vertexById(topo.devices[dev].id + "/" + c.id));
        return out;
    };

    std::map<std::string, int> byKey;
    std::map<std::string, int> idCount;
    auto addFlow = [&](FlowDef f, int workload) {
        std::string key = f.kind + "|" + f.source + "|" + f.destination + "|";
        for (const FlowPair& p : f.pairs)
            key += std::to_string(p.initiator) + "," + std::to_string(p.target) + ";";
        const auto it = byKey.find(key);
        if (it != byKey.end()) {
            if (workload >= 0)
                m_flows[it->second].workloads.push_back(workload);
            return;
        }
        if (workload >= 0)
            f.workloads.push_back(workload);
        // Same endpoints with other pairs (another masking view): keep the ids unique.
        const std::string id = f.kind + ":" + f.source + "->" + f.destination;
        const int n = ++idCount[id];
        f.id = n == 1 ? id : id + "#" + std::to_string(n);
        byKey.emplace(key, int(m_flows.size()));
        m_flows.push_back(std::move(f));
    };

    std::map<std::string, std::set<std::string>> zones;
    for (const Zone& z : d.zoning)
        zones[z.initiator].insert(z.targets.begin(), z.targets.end());
    bool fcWithoutZoning = false;
    std::set<int> databaseHosts;
    for (int wi = 0; wi < int(d.workloads.size()); ++wi) {
        const Workload& w = d.workloads[wi];
        const int host = topo.deviceIndex(w.host);
        if (host < 0)
            continue;
        const int hostV = m_graph.deviceVertex(host);
        const std::string profileKind = propString(w.profile, "kind");
        const std::vector<int> hostPorts = subtreePorts(host);

        if (const Cluster* cl = d.cluster(w.storage)) {
            FlowDef f;
            f.kind = "storage";
            f.source = w.host;
            f.destination = cl->id;
            f.sourceVertex = hostV;
            f.cluster = true;
            const bool vsan = cl->kind == "vsan";
            if (!vsan && cl->kind != "powerflex") {
                m_notes.push_back("workload '" + w.id + "': storage is a " + cl->kind
                                  + " cluster, which holds no storage; no storage flow is analysed");
                continue;
            }
            std::map<std::string, int> domainOf;
            for (const std::string& m : cl->members) {
                const int dev = topo.deviceIndex(m);
                if (dev < 0)
                    continue;
                f.members.push_back(m_graph.deviceVertex(dev));
                const std::string domain = cl->witness.empty() ? m : topo.devices[dev].site;
                f.memberDomain.push_back(domainOf.emplace(domain, int(domainOf.size())).first->second);
            }
            if (!cl->witness.empty() && topo.deviceIndex(cl->witness) >= 0) {
                const int wdev = topo.deviceIndex(cl->witness);
                f.witness = m_graph.deviceVertex(wdev);
                f.witnessDomain = domainOf.emplace("witness:" + topo.devices[wdev].site, int(domainOf.size())).first->second;
                f.stretched = true;
            }
            f.domains = int(domainOf.size());
            if (vsan) {
                const StorageGroup* sg = d.storageGroup(w.storageGroup);
                f.tolerated = int(sg ? propNumber(sg->props, "ftt", constants::kDefaultVsanFtt) : constants::kDefaultVsanFtt);
            } else {
                f.tolerated = constants::kPowerFlexFailuresTolerated;
            }
            const char* initRole = vsan ? "nic" : "initiator";
            const char* targetRole = vsan ? "nic" : "target";
            auto addTargets = [&](int memberVertex, int memberIndex) {
                const int dev = g[memberVertex].device;
                if (memberVertex == hostV)
                    return;
                for (int t : subtreePorts(dev)) {
                    const std::string& role = topo.ports[t].spec->role;
                    if (!(role == targetRole || (memberVertex == f.witness && role == "nic"))
                        || !topo.ports[t].spec->hasProtocol("ethernet"))
                        continue;
                    for (int i : hostPorts)
                        if (topo.ports[i].spec->role == initRole && portCarries(d, topo, i, "ethernet", "nic"))
                            f.pairs.push_back({m_graph.portVertex(i), m_graph.portVertex(t), TrafficClass::Ethernet,
                                               memberVertex, memberIndex});
                }
            };
            for (int k = 0; k < int(f.members.size()); ++k)
                addTargets(f.members[k], k);
            if (f.witness >= 0)
                addTargets(f.witness, int(f.members.size()));
            databaseHosts.insert(host);
            addFlow(std::move(f), wi);
            continue;
        }

        const int storage = topo.deviceIndex(w.storage);
        if (storage < 0)
            continue;
        const TopoDevice& sd = topo.devices[storage];
        const bool backup = w.engine == "backup" || profileKind == "backup" || profileKind == "restore"
            || sd.model->kind == "backup-appliance";
        FlowDef f;
        f.kind = backup ? "backup" : "storage";
        f.source = w.host;
        f.destination = w.storage;
        f.sourceVertex = hostV;
        f.destinationVertex = m_graph.deviceVertex(storage);
        const std::vector<int> storagePorts = subtreePorts(storage);
        const std::vector<int> controllers = controllersOf(storage);
        for (const ComponentSpec& c : sd.model->components) {
            const int cv = m_graph.vertexById(sd.id + "/" + c.id);
            const FailureElement& fe = m_graph.elements()[m_graph.elementIndex(sd.id + "/" + c.id)];
            bool all = !controllers.empty();
            for (int x : controllers)
                all = all && std::binary_search(fe.vertices.begin(), fe.vertices.end(), x);
            if (all)
                f.endpointComponents.push_back(m_graph.elementIndex(sd.id + "/" + c.id));
            (void)cv;
        }
        if (backup) {
            for (int t : storagePorts) {
                const std::string& role = topo.ports[t].spec->role;
                if ((role != "nic" && role != "target") || !topo.ports[t].spec->hasProtocol("ethernet"))
                    continue;
                for (int i : hostPorts)
                    if (lanPort(i)) {
                        FlowPair pair{m_graph.portVertex(i), m_graph.portVertex(t), TrafficClass::Ethernet,
                                      controllerOf(m_graph.portVertex(t)), -1};
                        share(pair, i, "nic", t);
                        f.pairs.push_back(pair);
                    }
            }
        } else {
            databaseHosts.insert(host);
            // Masking views of the workload's storage group (or a parent group).
            std::set<std::string> allowedInit, allowedTargets;
            bool masked = false;
            for (std::string sg = w.storageGroup; !sg.empty();) {
                for (const MaskingView& mv : d.maskingViews) {
                    if (mv.storageGroup != sg)
                        continue;
                    const PortGroup* pg = d.portGroup(mv.portGroup);
                    if (!pg || pg->array != w.storage)
                        continue;
                    masked = true;
                    allowedInit.insert(mv.initiators.begin(), mv.initiators.end());
                    for (const std::string& p : pg->ports)
                        allowedTargets.insert(pg->array + ":" + p);
                }
                const StorageGroup* group = d.storageGroup(sg);
                sg = group ? group->parent : std::string();
                if (masked)
                    break;
            }
            for (int i : hostPorts) {
                if (topo.ports[i].spec->role != "initiator")
                    continue;
                const std::string& iref = topo.ports[i].ref;
                if (masked && !allowedInit.count(iref))
                    continue;
                for (int t : storagePorts) {
                    if (topo.ports[t].spec->role != "target")
                        continue;
                    const std::string& tref = topo.ports[t].ref;
                    if (masked && !allowedTargets.count(tref))
                        continue;
                    const PortSpec& ts = *topo.ports[t].spec;
                    TrafficClass cls;
                    if ((portCarries(d, topo, i, "fcoe", "fcoe") || topo.ports[i].spec->hasProtocol("fc"))
                        && (ts.hasProtocol("fc") || ts.hasProtocol("fcoe"))) {
                        cls = TrafficClass::Fc;
                        if (d.zoning.empty()) {
                            fcWithoutZoning = true;
                        } else {
                            const auto z = zones.find(iref);
                            if (z == zones.end() || !z->second.count(tref))
                                continue;
                        }
                    } else if (portCarries(d, topo, i, "iscsi", "iscsi") && ts.hasProtocol("iscsi")) {
                        cls = TrafficClass::Iscsi;
                    } else if (portCarries(d, topo, i, "nvme-tcp", "nic") && ts.hasProtocol("nvme-tcp")) {
                        cls = TrafficClass::NvmeTcp;
                    } else {
                        continue;
                    }
                    FlowPair pair{m_graph.portVertex(i), m_graph.portVertex(t), cls, controllerOf(m_graph.portVertex(t)), -1};
                    share(pair, i, cls == TrafficClass::Fc ? "fcoe" : cls == TrafficClass::Iscsi ? "iscsi" : "nic", t);
                    f.pairs.push_back(pair);
                }
            }
        }
        addFlow(std::move(f), wi);
    }
    if (fcWithoutZoning)
        m_notes.push_back("the design has no zoning: every FC initiator is taken to see every target port of its array");

    // Clients -> database hosts: clients enter at the LAN switches that are not storage
    // switches (spines, top-of-rack): spine switches when the design has any, else the
    // Ethernet switches with no array target port attached.
    std::vector<int> entries, spines;
    for (int dev = 0; dev < int(topo.devices.size()); ++dev) {
        const TopoDevice& td = topo.devices[dev];
        if (td.model->kind != "switch")
            continue;
        bool storageSwitch = false;
        for (int p : td.ports) {
            const int l = topo.ports[p].link;
            if (l < 0)
                continue;
            const int other = topo.links[l].a == p ? topo.links[l].b : topo.links[l].a;
            if (topo.ports[other].spec->role == "target")
                storageSwitch = true;
        }
        if (td.model->id.find("spine") != std::string::npos)
            spines.push_back(m_graph.deviceVertex(dev));
        else if (!storageSwitch)
            entries.push_back(m_graph.deviceVertex(dev));
    }
    if (!spines.empty())
        entries = spines;
    if (!entries.empty()) {
        for (int host : databaseHosts) {
            FlowDef f;
            f.kind = "client";
            f.source = "clients";
            f.destination = topo.devices[host].id;
            f.destinationVertex = m_graph.deviceVertex(host);
            f.entrySwitches = entries;
            for (int p : subtreePorts(host))
                if (lanPort(p))
                    for (int x : entries) {
                        FlowPair pair{x, m_graph.portVertex(p), TrafficClass::Ethernet, f.destinationVertex, -1};
                        share(pair, p, "nic", -1);
                        f.pairs.push_back(pair);
                    }
            if (!f.pairs.empty())
                addFlow(std::move(f), -1);
        }
        std::string names;
        for (int x : entries)
            names += (names.empty() ? "" : ", ") + g[x].id;
        m_notes.push_back("clients are taken to enter the LAN at: " + names);
    }
}

FabricState FlowAnalyzer::fabric(const FailureMask& mask) const
{
    FabricState s;
    s.mask = &mask;
    return s;
}

namespace {

const std::vector<int>& components(const DesignGraph& dg, FabricState& s, TrafficClass c)
{
    auto& comp = s.component[int(c)];
    if (!s.computed[int(c)]) {
        const DesignGraphType& g = dg.graph();
        TransitEdge ep{&dg, s.mask, c};
        TransitVertex vp{&g, s.mask};
        boost::filtered_graph<DesignGraphType, TransitEdge, TransitVertex> fg(g, ep, vp);
        comp.assign(boost::num_vertices(g), -1);
        boost::connected_components(fg, comp.data());
        s.computed[int(c)] = true;
    }
    return comp;
}

} // namespace

bool FlowAnalyzer::pairAlive(const FlowDef& flow, const FlowPair& pair, FabricState& state) const
{
    const auto& v = state.mask->vertex;
    if (v[pair.initiator] || v[pair.target] || v[pair.controller])
        return false;
    if ((flow.sourceVertex >= 0 && v[flow.sourceVertex]) || (flow.destinationVertex >= 0 && v[flow.destinationVertex]))
        return false;
    const auto& comp = components(m_graph, state, pair.cls);
    return comp[pair.initiator] >= 0 && comp[pair.initiator] == comp[pair.target];
}

namespace {

// Cluster availability from the members reached (docs/analysis-json.md "clusters").
FlowAnalyzer::Status clusterStatus(const FlowDef& f, const std::vector<char>& reached, const DesignGraphType& g, int paths)
{
    FlowAnalyzer::Status s;
    s.paths = paths;
    std::vector<std::string> lost;
    for (int k = 0; k < int(f.members.size()); ++k)
        if (!reached[k])
            lost.push_back(g[f.members[k]].id);
    if (f.stretched) {
        std::vector<char> domainUp(f.domains, 0);
        bool dataUp = false;
        for (int k = 0; k < int(f.members.size()); ++k)
            if (reached[k]) {
                domainUp[f.memberDomain[k]] = 1;
                dataUp = true;
            }
        if (f.witness >= 0 && reached[f.members.size()])
            domainUp[f.witnessDomain] = 1;
        const int up = int(std::count(domainUp.begin(), domainUp.end(), 1));
        s.alive = dataUp && 2 * up > f.domains;
        s.text = s.alive ? (lost.empty() ? "ok" : "degraded: " + std::to_string(up) + " of " + std::to_string(f.domains)
                                                   + " fault domains (sites and witness) reachable")
                         : "quorum lost: " + std::to_string(up) + " of " + std::to_string(f.domains)
                               + " fault domains (sites and witness) reachable, a majority is needed";
        return s;
    }
    s.alive = int(lost.size()) <= f.tolerated;
    std::string names;
    for (const std::string& n : lost)
        names += (names.empty() ? "" : ", ") + n;
    if (lost.empty())
        s.text = "ok";
    else if (s.alive)
        s.text = "degraded: " + names + " lost or unreachable (" + std::to_string(f.tolerated) + " tolerated)";
    else
        s.text = "objects with components on " + names + " are inaccessible (" + std::to_string(lost.size())
            + " members lost or unreachable, " + std::to_string(f.tolerated) + " tolerated)";
    return s;
}

// A member counts as lost when it is down or one of its disk groups failed.
bool memberDown(const DesignGraph& dg, int memberVertex, const std::vector<char>& vertexFailed)
{
    if (vertexFailed[memberVertex])
        return true;
    const DesignGraphType& g = dg.graph();
    for (auto [e, end] = boost::out_edges(memberVertex, g); e != end; ++e) {
        const auto w = boost::target(*e, g);
        if (g[w].kind == GraphVertex::Kind::DiskGroup && vertexFailed[w])
            return true;
    }
    return false;
}

} // namespace

FlowAnalyzer::Status FlowAnalyzer::status(const FlowDef& flow, FabricState& state) const
{
    Status s;
    const auto& v = state.mask->vertex;
    const DesignGraphType& g = m_graph.graph();
    if (flow.sourceVertex >= 0 && v[flow.sourceVertex]) {
        s.text = "source " + flow.source + " is down";
        return s;
    }
    if (flow.destinationVertex >= 0 && v[flow.destinationVertex]) {
        s.text = "destination " + flow.destination + " is down";
        return s;
    }
    if (flow.cluster) {
        std::vector<char> reached(flow.members.size() + 1, 0);
        int paths = 0;
        for (const FlowPair& p : flow.pairs)
            if (pairAlive(flow, p, state)) {
                ++paths;
                reached[p.member] = 1;
            }
        for (int k = 0; k < int(flow.members.size()); ++k) {
            if (flow.members[k] == flow.sourceVertex)
                reached[k] = 1;
            if (memberDown(m_graph, flow.members[k], v))
                reached[k] = 0;
        }
        return clusterStatus(flow, reached, g, paths);
    }
    for (const FlowPair& p : flow.pairs)
        if (pairAlive(flow, p, state))
            ++s.paths;
    s.alive = s.paths > 0;
    if (s.alive)
        s.text = "ok";
    else if (flow.pairs.empty())
        s.text = "no initiator-target pair is allowed (check zoning, masking views, port roles and NPAR functions)";
    else
        s.text = "no surviving path: none of the " + std::to_string(flow.pairs.size())
            + " allowed initiator-target pairs is connected";
    return s;
}

namespace {

// Max flow network of one flow, node-split (every vertex v becomes v_in -> v_out).
struct FlowNetwork {
    using Traits = boost::adjacency_list_traits<boost::vecS, boost::vecS, boost::directedS>;
    struct EdgeProps {
        long capacity = 0;
        long residual = 0;
        Traits::edge_descriptor reverse;
    };
    using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property, EdgeProps>;
    static constexpr long kInf = 1000000000000000L;

    Graph g;
    std::unordered_map<int, int> local; // full vertex -> split index (in = 2k+2, out = 2k+3)
    std::vector<int> fullOf;            // per split pair
    // A capacity-limited edge that can be a bottleneck; named only when it is in the cut.
    struct Named {
        Traits::edge_descriptor e;
        int kind = 0;  // 0: NPAR share of port vertex `id`, 1: link `id`, 2: trunk `id`
        int id = -1;
        double rawGbps = 0.0;
    };
    std::vector<Named> named; // capacity-limited edges that can be a bottleneck

    FlowNetwork() { boost::add_vertex(g), boost::add_vertex(g); } // 0 = S, 1 = T

    Traits::edge_descriptor arc(int u, int v, long cap)
    {
        auto e = boost::add_edge(u, v, g).first;
        auto r = boost::add_edge(v, u, g).first;
        g[e].capacity = cap;
        g[r].capacity = 0;
        g[e].reverse = r;
        g[r].reverse = e;
        return e;
    }
    int in(int full, long vcap, int nameKind = -1, double raw = 0.0)
    {
        const auto it = local.find(full);
        if (it != local.end())
            return it->second;
        const int a = int(boost::add_vertex(g));
        boost::add_vertex(g);
        local.emplace(full, a);
        fullOf.push_back(full);
        const auto e = arc(a, a + 1, vcap);
        if (vcap < kInf && nameKind >= 0)
            named.push_back({e, nameKind, full, raw});
        return a;
    }
    static int out(int in) { return in + 1; }
    void link(int a, int b, long cap, int nameKind = -1, int id = -1, double raw = 0.0)
    {
        const auto e1 = arc(out(a), b, cap);
        const auto e2 = arc(out(b), a, cap);
        if (cap < kInf && nameKind >= 0) {
            named.push_back({e1, nameKind, id, raw});
            named.push_back({e2, nameKind, id, raw});
        }
    }
    long maxFlow()
    {
        const std::size_t n = boost::num_vertices(g);
        std::vector<boost::default_color_type> color(n);
        std::vector<long> distance(n);
        std::vector<Traits::edge_descriptor> pred(n);
        auto idx = boost::get(boost::vertex_index, g);
        return boost::boykov_kolmogorov_max_flow(g, boost::get(&EdgeProps::capacity, g), boost::get(&EdgeProps::residual, g),
                                                 boost::get(&EdgeProps::reverse, g),
                                                 boost::make_iterator_property_map(pred.begin(), idx),
                                                 boost::make_iterator_property_map(color.begin(), idx),
                                                 boost::make_iterator_property_map(distance.begin(), idx), idx, 0, 1);
    }
    // The saturated capacity-limited edges leaving the source side of the residual graph.
    std::vector<const Named*> cut() const
    {
        std::vector<char> seen(boost::num_vertices(g), 0);
        std::vector<int> stack{0};
        seen[0] = 1;
        while (!stack.empty()) {
            const int u = stack.back();
            stack.pop_back();
            for (auto [e, end] = boost::out_edges(u, g); e != end; ++e) {
                const int w = int(boost::target(*e, g));
                if (!seen[w] && g[*e].residual > 0) {
                    seen[w] = 1;
                    stack.push_back(w);
                }
            }
        }
        std::vector<const Named*> out;
        for (const Named& n : named)
            if (seen[boost::source(n.e, g)] && !seen[boost::target(n.e, g)])
                out.push_back(&n);
        return out;
    }
};

} // namespace

AnalysisResult FlowAnalyzer::run(const FailureMask& mask, const std::vector<std::string>& failedIds,
                                 const AnalysisOptions& options, const std::atomic<bool>* cancel,
                                 std::vector<ElementImpact>* impacts) const
{
    const Design& d = m_design.design;
    const Topology& topo = m_design.topology;
    const DesignGraphType& g = m_graph.graph();
    AnalysisResult result;
    result.revision = options.revision;
    result.designName = d.name;
    result.failed = failedIds;
    result.notes = m_notes;
    FabricState state = fabric(mask);

    // Contracted switch graphs, per class, built on demand.
    std::array<std::unique_ptr<SwitchGraph>, kTrafficClassCount> switchGraphs;
    auto switchGraph = [&](TrafficClass c) -> SwitchGraph& {
        auto& sg = switchGraphs[int(c)];
        if (sg)
            return *sg;
        sg = std::make_unique<SwitchGraph>();
        for (int dev = 0; dev < int(topo.devices.size()); ++dev) {
            const int v = m_graph.deviceVertex(dev);
            if (g[v].switching && !mask.vertex[v]) {
                sg->nodeOfVertex.emplace(v, int(sg->vertexOfNode.size()));
                sg->vertexOfNode.push_back(v);
            }
        }
        sg->adj.assign(sg->vertexOfNode.size(), {});
        std::map<std::pair<int, int>, int> trunkOf;
        for (int l = 0; l < int(topo.links.size()); ++l) {
            const TopoLink& link = topo.links[l];
            const int pa = m_graph.portVertex(link.a), pb = m_graph.portVertex(link.b);
            if (mask.link[l] || mask.vertex[pa] || mask.vertex[pb] || !m_graph.linkCarries(l, c))
                continue;
            const int na = sg->node(m_graph.ownerDevice(pa)), nb = sg->node(m_graph.ownerDevice(pb));
            if (na < 0 || nb < 0 || na == nb)
                continue;
            const auto key = std::minmax(na, nb);
            auto [it, inserted] = trunkOf.emplace(key, int(sg->trunks.size()));
            if (inserted) {
                sg->trunks.push_back({key.first, key.second, {}, 0.0, 0.0});
                sg->adj[key.first].push_back({key.second, it->second});
                sg->adj[key.second].push_back({key.first, it->second});
            }
            auto& t = sg->trunks[it->second];
            t.links.push_back(l);
            t.payloadMBps += linkPayloadMBps(link, c);
            t.rawGbps += link.speedGbps;
        }
        sg->label = sg->labels(std::vector<char>(sg->vertexOfNode.size(), 0), std::vector<char>(sg->trunks.size(), 0));
        int labels = 0;
        for (int l : sg->label)
            labels = std::max(labels, l + 1);
        sg->labelNodes.assign(labels, {});
        for (int n = 0; n < int(sg->label.size()); ++n)
            sg->labelNodes[sg->label[n]].push_back(n);
        return *sg;
    };
    // Elements whose failure can disconnect two switches of a class, found from
    // articulation points and bridges (Boost biconnected components) plus every element
    // that takes down several switches or trunks at once (a chassis, a site, a broken-out
    // port); each with the switch graph's components without it.
    auto prepareSeparation = [&](SwitchGraph& sg) {
        if (sg.separationDone)
            return;
        sg.separationDone = true;
        const int nodes = int(sg.vertexOfNode.size());
        using Simple = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS, boost::no_property,
                                             boost::property<boost::edge_index_t, std::size_t>>;
        Simple simple(nodes);
        for (std::size_t k = 0; k < sg.trunks.size(); ++k)
            boost::add_edge(sg.trunks[k].a, sg.trunks[k].b, k, simple);
        std::vector<std::size_t> bicomp(sg.trunks.size());
        std::vector<int> articulation;
        auto compMap = boost::make_iterator_property_map(bicomp.begin(), boost::get(boost::edge_index, simple));
        boost::biconnected_components(simple, compMap, std::back_inserter(articulation));
        std::vector<char> isArticulation(nodes, 0);
        for (int a : articulation)
            isArticulation[a] = 1;
        std::map<std::size_t, int> compSize;
        for (std::size_t c : bicomp)
            ++compSize[c];
        std::vector<char> isBridge(sg.trunks.size(), 0);
        for (std::size_t k = 0; k < sg.trunks.size(); ++k)
            isBridge[k] = sg.trunks[k].links.size() == 1 && compSize[bicomp[k]] == 1;

        std::map<int, std::pair<std::vector<int>, std::vector<int>>> effect; // element -> (nodes, trunks)
        for (int n = 0; n < nodes; ++n)
            for (int e : m_graph.killersOfVertex(sg.vertexOfNode[n]))
                effect[e].first.push_back(n);
        for (int k = 0; k < int(sg.trunks.size()); ++k) {
            std::vector<int> all;
            for (int l : sg.trunks[k].links) {
                const auto ks = m_graph.killersOfLink(l);
                all.insert(all.end(), ks.begin(), ks.end());
            }
            std::sort(all.begin(), all.end());
            for (std::size_t i = 0; i < all.size();) {
                std::size_t j = i;
                while (j < all.size() && all[j] == all[i])
                    ++j;
                if (j - i == sg.trunks[k].links.size())
                    effect[all[i]].second.push_back(k);
                i = j;
            }
        }
        for (auto& [e, eff] : effect) {
            auto& [ns, ts] = eff;
            bool candidate = true;
            if (ns.size() == 1) {
                bool incidentOnly = true;
                for (int k : ts)
                    incidentOnly = incidentOnly && (sg.trunks[k].a == ns[0] || sg.trunks[k].b == ns[0]);
                if (incidentOnly)
                    candidate = isArticulation[ns[0]];
            } else if (ns.empty() && ts.size() == 1) {
                candidate = isBridge[ts[0]];
            } else if (ns.empty() && ts.empty()) {
                candidate = false;
            }
            if (!candidate)
                continue;
            std::vector<char> deadNode(nodes, 0), deadTrunk(sg.trunks.size(), 0);
            for (int n : ns)
                deadNode[n] = 1;
            for (int k : ts)
                deadTrunk[k] = 1;
            sg.sepElements.push_back(e);
            sg.sepLabels.push_back(sg.labels(deadNode, deadTrunk));
        }
    };
    auto separators = [&](SwitchGraph& sg, int a, int b) -> const std::vector<int>& {
        prepareSeparation(sg);
        const auto key = std::minmax(a, b);
        auto it = sg.sepCache.find(key);
        if (it != sg.sepCache.end())
            return it->second;
        std::vector<int> out;
        for (std::size_t k = 0; k < sg.sepElements.size(); ++k) {
            const auto& lab = sg.sepLabels[k];
            if (lab[a] < 0 || lab[b] < 0 || lab[a] != lab[b])
                out.push_back(sg.sepElements[k]);
        }
        return sg.sepCache.emplace(key, std::move(out)).first->second;
    };
    auto attachment = [&](int portVertex, TrafficClass c) {
        Attachment at;
        const GraphVertex& pv = g[portVertex];
        if (pv.kind != GraphVertex::Kind::Port) { // a client entry switch
            at.ok = !mask.vertex[portVertex];
            at.sw = portVertex;
            return at;
        }
        const int l = topo.ports[pv.port].link;
        if (l < 0 || mask.link[l] || !m_graph.linkCarries(l, c))
            return at;
        const TopoLink& link = topo.links[l];
        const int peer = m_graph.portVertex(link.a == pv.port ? link.b : link.a);
        if (mask.vertex[peer])
            return at;
        at.ok = true;
        at.link = l;
        at.peer = peer;
        const int owner = m_graph.ownerDevice(peer);
        if (g[owner].switching)
            at.sw = owner;
        return at;
    };
    auto attachKillers = [&](const Attachment& at) {
        std::vector<int> out;
        if (at.link >= 0)
            out = m_graph.killersOfLink(at.link);
        if (at.sw >= 0)
            out = unite(out, m_graph.killersOfVertex(at.sw));
        return out;
    };
    auto chainNames = [&](int v, int controller, std::vector<std::string>& hops) {
        for (int x = m_graph.wiringParent(v); x >= 0 && g[x].kind == GraphVertex::Kind::Component; x = m_graph.wiringParent(x)) {
            hops.push_back(g[x].id);
            if (x == controller)
                break;
        }
    };
    // The design fabric of a path: one holding both ends, else one of the initiator's
    // (or, for client flows, the host port's) named after the NPAR partition used.
    auto fabricOf = [&](const std::string& a, const std::string& b, const FlowPair& p) -> std::string {
        std::string first, byPartition;
        const std::string shareNetworks = p.sharePort >= 0 ? p.shareIds : std::string();
        for (const Fabric& f : d.fabrics) {
            const bool hasA = std::find(f.ports.begin(), f.ports.end(), a) != f.ports.end();
            const bool hasB = std::find(f.ports.begin(), f.ports.end(), b) != f.ports.end();
            if (hasA && hasB)
                return f.id;
            if ((hasA || hasB) && first.empty())
                first = f.id;
            if ((hasA || hasB) && p.sharePort >= 0) {
                const TopoPort& tp = topo.ports[g[p.sharePort].port];
                const Device& dev = d.devices[topo.devices[tp.device].designIndex];
                for (int k : tp.partitions)
                    if (dev.partitions[k].network == f.id && ("+" + p.shareIds + "+").find("+" + dev.partitions[k].id + "+") != std::string::npos)
                        byPartition = f.id;
            }
        }
        return byPartition.empty() ? first : byPartition;
    };

    auto sharePayloadMBps = [&](const FlowPair& p) {
        return units::gbpsToMBps(p.shareGbps) * (p.cls == TrafficClass::Fc ? constants::kFcoePayload : constants::kTcpPayloadMtu1500);
    };
    // Loads.
    std::vector<std::array<double, kTrafficClassCount>> linkLoad(topo.links.size());
    for (auto& a : linkLoad)
        a.fill(0.0);
    struct EndpointLoad {
        double loadMBps = 0.0;
        double capacityMBps = 0.0;
        std::string partition;
    };
    std::map<int, EndpointLoad> endpointPortLoad; // port index -> load on its share
    std::vector<std::vector<int>> touchedLinks, touchedEndpointPorts; // per flow result

    const std::vector<FailureElement>& elements = m_graph.elements();
    for (int fi = 0; fi < int(m_flows.size()); ++fi) {
        if (cancelled(cancel)) {
            result.cancelled = true;
            return result;
        }
        const FlowDef& f = m_flows[fi];
        FlowResult fr;
        fr.id = f.id;
        fr.kind = f.kind;
        fr.source = f.source;
        fr.destination = f.destination;
        fr.designedPairs = int(f.pairs.size());
        if (!f.pairs.empty())
            fr.protocol = trafficClassName(f.pairs.front().cls);
        for (int w : f.workloads)
            fr.workloads.push_back(d.workloads[w].id);
        const Status st = status(f, state);
        fr.reachable = st.alive;
        fr.status = st.text;

        // Paths and what kills each of them.
        std::vector<int> alivePairs;
        std::vector<std::vector<int>> pairKillers;
        std::vector<std::vector<int>> pairRoutes; // switch nodes
        for (int pi = 0; pi < int(f.pairs.size()); ++pi) {
            const FlowPair& p = f.pairs[pi];
            if (!pairAlive(f, p, state))
                continue;
            SwitchGraph& sg = switchGraph(p.cls);
            const Attachment ai = attachment(p.initiator, p.cls);
            const Attachment at = attachment(p.target, p.cls);
            std::vector<int> killers = m_graph.killersOfVertex(p.target);
            killers = unite(killers, m_graph.killersOfVertex(p.controller));
            if (g[p.initiator].kind == GraphVertex::Kind::Port)
                killers = unite(killers, m_graph.killersOfVertex(p.initiator));
            killers = unite(killers, attachKillers(ai));
            killers = unite(killers, attachKillers(at));
            if (f.sourceVertex >= 0)
                killers = unite(killers, m_graph.killersOfVertex(f.sourceVertex));
            if (f.destinationVertex >= 0)
                killers = unite(killers, m_graph.killersOfVertex(f.destinationVertex));
            std::vector<int> route;
            if (ai.sw >= 0 && at.sw >= 0) {
                const int na = sg.node(ai.sw), nb = sg.node(at.sw);
                if (na >= 0 && nb >= 0 && na != nb) {
                    std::vector<int> sep = separators(sg, na, nb);
                    killers = unite(killers, sep);
                }
                if (na >= 0 && nb >= 0)
                    route = sg.route(na, nb);
            }
            alivePairs.push_back(pi);
            pairKillers.push_back(std::move(killers));
            pairRoutes.push_back(std::move(route));

            PathResult path;
            path.initiator = g[p.initiator].id;
            path.target = g[p.target].id;
            path.controller = g[p.controller].id;
            path.fabric = fabricOf(path.initiator, path.target, p);
            const bool named = !path.fabric.empty();
            path.hops.push_back(path.initiator);
            if (ai.peer >= 0)
                path.hops.push_back(g[ai.peer].id);
            for (int n : pairRoutes.back()) {
                if (sg.vertexOfNode[n] != p.initiator)
                    path.hops.push_back(g[sg.vertexOfNode[n]].id);
                if (!named)
                    path.fabric += (path.fabric.empty() ? "" : "+") + g[sg.vertexOfNode[n]].id;
            }
            if (at.peer >= 0 && at.peer != p.initiator && at.sw >= 0)
                path.hops.push_back(g[at.peer].id);
            path.hops.push_back(path.target);
            chainNames(p.target, p.controller, path.hops);
            fr.paths.push_back(std::move(path));
        }

        // Single points of failure: elements that kill every surviving path (clusters:
        // that make the flow lose its availability rule).
        std::vector<int> breakers;
        if (fr.reachable) {
            if (!f.cluster) {
                breakers = pairKillers.empty() ? std::vector<int>{} : pairKillers.front();
                for (std::size_t k = 1; k < pairKillers.size() && !breakers.empty(); ++k) {
                    std::vector<int> both;
                    std::set_intersection(breakers.begin(), breakers.end(), pairKillers[k].begin(), pairKillers[k].end(),
                                          std::back_inserter(both));
                    breakers.swap(both);
                }
            } else {
                std::vector<int> candidates = m_graph.killersOfVertex(f.sourceVertex);
                for (const auto& k : pairKillers)
                    candidates = unite(candidates, k);
                for (int m : f.members) {
                    candidates = unite(candidates, m_graph.killersOfVertex(m));
                    for (auto [e, end] = boost::out_edges(m, g); e != end; ++e)
                        if (g[boost::target(*e, g)].kind == GraphVertex::Kind::DiskGroup)
                            candidates = unite(candidates, m_graph.killersOfVertex(int(boost::target(*e, g))));
                }
                for (int e : candidates) {
                    const auto& ev = elements[e].vertices;
                    auto hits = [&](int v) { return std::binary_search(ev.begin(), ev.end(), v); };
                    if (hits(f.sourceVertex)) {
                        breakers.push_back(e);
                        continue;
                    }
                    std::vector<char> reached(f.members.size() + 1, 0);
                    for (std::size_t k = 0; k < alivePairs.size(); ++k)
                        if (!std::binary_search(pairKillers[k].begin(), pairKillers[k].end(), e))
                            reached[f.pairs[alivePairs[k]].member] = 1;
                    for (int k = 0; k < int(f.members.size()); ++k) {
                        if (f.members[k] == f.sourceVertex)
                            reached[k] = 1;
                        bool down = memberDown(m_graph, f.members[k], mask.vertex) || hits(f.members[k]);
                        for (auto [ed, end] = boost::out_edges(f.members[k], g); ed != end && !down; ++ed)
                            if (g[boost::target(*ed, g)].kind == GraphVertex::Kind::DiskGroup && hits(int(boost::target(*ed, g))))
                                down = true;
                        if (down)
                            reached[k] = 0;
                    }
                    if (!clusterStatus(f, reached, g, 0).alive)
                        breakers.push_back(e);
                }
            }
        }
        auto isEndpointElement = [&](int e) {
            if (std::find(f.endpointComponents.begin(), f.endpointComponents.end(), e) != f.endpointComponents.end())
                return true;
            if (f.cluster && elements[e].kind == FailureElement::Kind::Cluster && elements[e].id == f.destination)
                return true;
            const auto& ev = elements[e].vertices;
            for (int v : {f.sourceVertex, f.destinationVertex})
                if (v >= 0 && std::binary_search(ev.begin(), ev.end(), v))
                    return true;
            return false;
        };
        bool pathSpof = false;
        for (int e : breakers) {
            SpofResult s;
            s.element = elements[e].id;
            s.kind = failureKindName(elements[e].kind);
            s.endpoint = isEndpointElement(e);
            pathSpof = pathSpof || !s.endpoint;
            fr.spofs.push_back(s);
        }
        if (impacts) {
            for (int e : breakers) {
                (*impacts)[e].flowsBroken.push_back(fi);
                if (!isEndpointElement(e))
                    (*impacts)[e].endpointOnly = false;
            }
            for (const auto& k : pairKillers)
                for (int e : k)
                    ++(*impacts)[e].pathsLost;
        }

        // Max flow networks: vertex connectivity (unit vertex capacities) and payload
        // bandwidth (link capacities, NPAR shares), over the surviving pairs.
        if (fr.reachable && !alivePairs.empty()) {
            for (int mode = pathSpof ? 1 : 0; mode < 2; ++mode) {
                const bool unit = mode == 0;
                FlowNetwork net;
                const long inf = FlowNetwork::kInf;
                auto vcap = [&](int v) -> long {
                    if (v == f.sourceVertex || v == f.destinationVertex)
                        return inf;
                    for (int e : f.endpointComponents)
                        if (m_graph.vertexById(elements[e].id) == v)
                            return inf;
                    if (f.cluster && std::find(f.members.begin(), f.members.end(), v) != f.members.end())
                        return inf;
                    return unit ? 1 : inf;
                };
                auto chain = [&](int v) { // v up to its root; returns the root's split index
                    int prev = -1;
                    int root = -1;
                    for (int x = v; x >= 0; x = m_graph.wiringParent(x)) {
                        const int ix = net.in(x, vcap(x));
                        if (prev >= 0)
                            net.link(prev, ix, inf);
                        prev = ix;
                        root = x;
                    }
                    return std::make_pair(prev, root);
                };
                std::set<int> labels;
                std::set<int> terminals;
                std::set<int> done;
                std::unordered_map<int, const FlowPair*> shareOf;
                auto sideOf = [&](int endpointPort, const FlowPair& p, bool initiatorSide) {
                    if (!done.insert(endpointPort).second)
                        return;
                    const Attachment at = attachment(endpointPort, p.cls);
                    int portIn;
                    if (g[endpointPort].kind != GraphVertex::Kind::Port) { // entry switch
                        portIn = net.in(endpointPort, vcap(endpointPort));
                        net.arc(0, portIn, inf);
                    } else {
                        if (!unit && endpointPort == p.sharePort && p.shareGbps > 0.0) {
                            const double payload = sharePayloadMBps(p);
                            portIn = net.in(endpointPort, long(payload * 1000.0), 0, p.shareGbps);
                            shareOf[endpointPort] = &p;
                        } else {
                            portIn = net.in(endpointPort, vcap(endpointPort));
                        }
                        const int root = chain(endpointPort).second;
                        const int rootIx = net.local.at(root);
                        if (initiatorSide)
                            net.arc(0, rootIx, inf);
                        else
                            net.arc(FlowNetwork::out(rootIx), 1, inf);
                    }
                    if (!at.ok)
                        return;
                    if (at.link >= 0) {
                        const TopoLink& link = topo.links[at.link];
                        const long cap = unit ? inf : long(linkPayloadMBps(link, p.cls) * 1000.0);
                        if (at.sw >= 0)
                            chain(at.peer);
                        else
                            net.in(at.peer, vcap(at.peer));
                        if (done.insert(-2 - at.link).second)
                            net.link(portIn, net.local.at(at.peer), cap, 1, at.link, link.speedGbps);
                    }
                    if (at.sw >= 0) {
                        SwitchGraph& sg = switchGraph(p.cls);
                        const int n = sg.node(at.sw);
                        if (n >= 0) {
                            labels.insert(sg.label[n]);
                            terminals.insert(n);
                        }
                    }
                };
                TrafficClass cls = f.pairs[alivePairs.front()].cls;
                for (int pi : alivePairs) {
                    const FlowPair& p = f.pairs[pi];
                    sideOf(p.initiator, p, true);
                    sideOf(p.target, p, false);
                }
                // Switch trunks of the components involved, pruned of dead ends.
                SwitchGraph& sg = switchGraph(cls);
                // Scratch vectors of the switch graph: every node of the labels involved is
                // reset here before it is read (neighbours share their node's label).
                std::vector<int>& degree = sg.scratchDegree;
                std::vector<char>& pruned = sg.scratchPruned;
                degree.resize(sg.vertexOfNode.size());
                pruned.resize(sg.vertexOfNode.size());
                std::vector<int> queue;
                for (int lab : labels)
                    for (int n : sg.labelNodes[lab]) {
                        degree[n] = int(sg.adj[n].size());
                        pruned[n] = 0;
                        if (degree[n] <= 1 && !terminals.count(n))
                            queue.push_back(n);
                    }
                while (!queue.empty()) {
                    const int n = queue.back();
                    queue.pop_back();
                    if (pruned[n])
                        continue;
                    pruned[n] = 1;
                    for (const auto& [w, k] : sg.adj[n])
                        if (!pruned[w] && --degree[w] <= 1 && !terminals.count(w))
                            queue.push_back(w);
                }
                for (int lab : labels)
                    for (int n : sg.labelNodes[lab]) {
                        if (pruned[n])
                            continue;
                        for (const auto& [w, k] : sg.adj[n]) {
                            if (w < n || pruned[w])
                                continue;
                            const auto& t = sg.trunks[k];
                            const int a = net.in(sg.vertexOfNode[t.a], vcap(sg.vertexOfNode[t.a]));
                            const int b = net.in(sg.vertexOfNode[t.b], vcap(sg.vertexOfNode[t.b]));
                            net.link(a, b, unit ? inf : long(t.payloadMBps * 1000.0), 2, k, t.rawGbps);
                        }
                    }
                const long flow = net.maxFlow();
                if (unit) {
                    fr.minFailuresToBreak = int(std::min<long>(flow, 1000000));
                } else {
                    fr.maxMBps = double(flow) / 1000.0;
                    for (const auto* n : net.cut()) {
                        if (n->kind == 0) {
                            const FlowPair& sp = *shareOf.at(n->id);
                            fr.bottleneck.push_back(g[n->id].id + " (NPAR " + sp.shareIds + ", " + formatNumber(sp.shareGbps) + " Gb/s)");
                        } else if (n->kind == 1) {
                            fr.bottleneck.push_back(topo.links[n->id].id);
                        } else {
                            const auto& t = sg.trunks[n->id];
                            fr.bottleneck.push_back(g[sg.vertexOfNode[t.a]].id + " -- " + g[sg.vertexOfNode[t.b]].id + " ("
                                                    + std::to_string(t.links.size()) + (t.links.size() == 1 ? " link)" : " links)"));
                        }
                        fr.maxGbps += n->rawGbps;
                    }
                    std::sort(fr.bottleneck.begin(), fr.bottleneck.end());
                    fr.bottleneck.erase(std::unique(fr.bottleneck.begin(), fr.bottleneck.end()), fr.bottleneck.end());
                }
            }
            if (pathSpof)
                fr.minFailuresToBreak = 1;
            if (f.cluster)
                fr.minFailuresToBreak = std::min(fr.minFailuresToBreak, f.tolerated + 1);
        }

        // Offered load, spread evenly over the surviving paths.
        bool known = true;
        for (int w : f.workloads) {
            bool k = false;
            fr.offeredMBps += offeredMBps(w, options, k);
            known = known && k;
        }
        fr.offeredKnown = known && !f.workloads.empty();
        std::vector<int>& touched = touchedLinks.emplace_back();
        std::vector<int>& touchedPorts = touchedEndpointPorts.emplace_back();
        if (fr.offeredMBps > 0.0 && !alivePairs.empty()) {
            const double share = fr.offeredMBps / double(alivePairs.size());
            for (std::size_t k = 0; k < alivePairs.size(); ++k) {
                const FlowPair& p = f.pairs[alivePairs[k]];
                const int ci = int(p.cls);
                for (int endpoint : {p.initiator, p.target}) {
                    const Attachment at = attachment(endpoint, p.cls);
                    if (at.link >= 0 && !(endpoint == p.target && at.peer == p.initiator)) {
                        linkLoad[at.link][ci] += share;
                        touched.push_back(at.link);
                    }
                    if (g[endpoint].kind == GraphVertex::Kind::Port) {
                        touchedPorts.push_back(g[endpoint].port);
                        auto& e = endpointPortLoad[g[endpoint].port];
                        e.loadMBps += share;
                        if (endpoint == p.sharePort && p.shareGbps > 0.0) {
                            e.capacityMBps = sharePayloadMBps(p);
                            e.partition = p.shareIds;
                        } else if (e.capacityMBps <= 0.0) {
                            std::string ignored;
                            e.capacityMBps = portPayloadMBps(d, topo, g[endpoint].port, p.cls, &ignored);
                        }
                    }
                }
                SwitchGraph& sg = switchGraph(p.cls);
                const auto& route = pairRoutes[k];
                for (std::size_t h = 1; h < route.size(); ++h) {
                    for (const auto& [w, t] : sg.adj[route[h - 1]]) {
                        if (w != route[h])
                            continue;
                        const auto& trunk = sg.trunks[t];
                        for (int l : trunk.links) {
                            linkLoad[l][ci] += share * linkPayloadMBps(topo.links[l], p.cls) / trunk.payloadMBps;
                            touched.push_back(l);
                        }
                        break;
                    }
                }
            }
        }
        result.flows.push_back(std::move(fr));
    }

    // Link and port utilization.
    for (int l = 0; l < int(topo.links.size()); ++l) {
        const TopoLink& link = topo.links[l];
        LinkLoad ll;
        ll.link = link.id;
        ll.family = link.family;
        ll.speedGbps = link.speedGbps;
        ll.failed = mask.link[l] || mask.vertex[m_graph.portVertex(link.a)] || mask.vertex[m_graph.portVertex(link.b)];
        int dominant = int(TrafficClass::Ethernet);
        double best = -1.0;
        for (int c = 0; c < kTrafficClassCount; ++c) {
            const double cap = linkPayloadMBps(link, TrafficClass(c));
            ll.loadMBps += linkLoad[l][c];
            if (linkLoad[l][c] > 0.0)
                ll.utilization += linkLoad[l][c] / cap;
            if (linkLoad[l][c] > best && m_graph.linkCarries(l, TrafficClass(c))) {
                best = linkLoad[l][c];
                dominant = c;
            }
        }
        ll.capacityMBps = linkPayloadMBps(link, TrafficClass(dominant));
        result.links.push_back(ll);
    }
    for (const auto& [port, load] : endpointPortLoad) {
        PortLoad pl;
        pl.port = topo.ports[port].ref;
        pl.capacityMBps = load.capacityMBps;
        pl.partition = load.partition;
        pl.loadMBps = load.loadMBps;
        pl.utilization = pl.capacityMBps > 0.0 ? load.loadMBps / pl.capacityMBps : 0.0;
        result.ports.push_back(pl);
    }
    // Busiest element on each flow's paths.
    for (std::size_t k = 0; k < result.flows.size(); ++k) {
        FlowResult& fr = result.flows[k];
        for (int port : touchedEndpointPorts[k]) {
            const EndpointLoad& e = endpointPortLoad.at(port);
            const double u = e.capacityMBps > 0.0 ? e.loadMBps / e.capacityMBps : 0.0;
            if (u > fr.busiestUtilization) {
                fr.busiestUtilization = u;
                fr.busiestLink = topo.ports[port].ref + (e.partition.empty() ? "" : " (NPAR " + e.partition + ")");
            }
        }
        for (int l : touchedLinks[k])
            if (result.links[l].utilization > fr.busiestUtilization) {
                fr.busiestUtilization = result.links[l].utilization;
                fr.busiestLink = result.links[l].link;
            }
    }

    // Findings.
    auto add = [&](Finding::Severity s, std::string code, std::string message, std::vector<std::string> ids) {
        result.findings.push_back({s, std::move(code), std::move(message), std::move(ids)});
    };
    std::map<std::string, std::vector<std::string>> spofFlows, endpointFlows;
    bool unknownLoad = false;
    for (const FlowResult& fr : result.flows) {
        const std::string what = fr.kind == "storage" ? "storage " + fr.destination + " is unreachable from " + fr.source
            : fr.kind == "backup"                     ? "backup appliance " + fr.destination + " is unreachable from " + fr.source
                                                      : "clients cannot reach database host " + fr.destination;
        if (!fr.reachable)
            add(Finding::Severity::Error, "unreachable", what + ": " + fr.status, {fr.id, fr.source, fr.destination});
        else if (fr.status != "ok")
            add(Finding::Severity::Warning, "degraded", fr.id + ": " + fr.status, {fr.id, fr.destination});
        for (const SpofResult& s : fr.spofs)
            (s.endpoint ? endpointFlows : spofFlows)[s.element].push_back(fr.id);
        if (!fr.offeredKnown && !fr.workloads.empty())
            unknownLoad = true;
    }
    for (const auto& [element, flows] : spofFlows) {
        std::string list;
        for (const std::string& f : flows)
            list += (list.empty() ? "" : ", ") + f;
        std::vector<std::string> ids{element};
        ids.insert(ids.end(), flows.begin(), flows.end());
        add(Finding::Severity::Warning, "spof", "single point of failure: losing " + element + " breaks " + list, ids);
    }
    for (const auto& [element, flows] : endpointFlows) {
        std::string list;
        for (const std::string& f : flows)
            list += (list.empty() ? "" : ", ") + f;
        std::vector<std::string> ids{element};
        ids.insert(ids.end(), flows.begin(), flows.end());
        add(Finding::Severity::Info, "endpoint",
            "flow endpoint: " + element + " is (or holds) the single source or destination of " + list
                + "; its loss stops these flows by design, no path redundancy can cover it",
            ids);
    }
    if (propHas(d.requirements, "min_paths")) {
        const int minPaths = int(propNumber(d.requirements, "min_paths"));
        for (const FlowResult& fr : result.flows)
            if (fr.kind == "storage" && fr.reachable && int(fr.paths.size()) < minPaths
                && !d.cluster(fr.destination))
                add(Finding::Severity::Warning, "min-paths",
                    fr.source + " has " + std::to_string(fr.paths.size()) + " paths to " + fr.destination
                        + ", fewer than the design's requirement min_paths: " + std::to_string(minPaths),
                    {fr.id, fr.source, fr.destination});
    }
    for (const LinkLoad& ll : result.links)
        if (ll.utilization > constants::kSaturatedUtilization)
            add(Finding::Severity::Warning, "saturated",
                "link " + ll.link + " is " + percent(ll.utilization) + " busy (" + mbps(ll.loadMBps) + " of " + mbps(ll.capacityMBps)
                    + "); above 90 %, Topoplan's saturation policy (modelconstants.h)",
                {ll.link});
    for (const PortLoad& pl : result.ports)
        if (pl.utilization > constants::kSaturatedUtilization)
            add(Finding::Severity::Warning, "saturated",
                "port " + pl.port + (pl.partition.empty() ? "" : " (NPAR " + pl.partition + ")") + " is " + percent(pl.utilization)
                    + " busy (" + mbps(pl.loadMBps) + " of " + mbps(pl.capacityMBps)
                    + "); above 90 %, Topoplan's saturation policy (modelconstants.h)",
                {pl.port});
    // Asymmetric dual fabrics: design fabrics of the same kind named as a pair (san-a /
    // san-b, fabric-1 / fabric-2) with different port counts, bandwidth or initiators.
    auto pairName = [](const std::string& id) {
        const std::size_t cut = id.find_last_of("-_");
        if (cut != std::string::npos && id.size() - cut == 2)
            return id.substr(0, cut);
        if (!id.empty() && id.size() > 1 && (std::isdigit(static_cast<unsigned char>(id.back())) || id.back() == 'a' || id.back() == 'b'))
            return id.substr(0, id.size() - 1);
        return id;
    };
    auto fabricFigures = [&](const Fabric& f, int& initiators, double& gbps) {
        initiators = 0;
        gbps = 0.0;
        for (const std::string& ref : f.ports) {
            const int p = topo.portIndex(ref);
            if (p < 0)
                continue;
            if (topo.ports[p].spec->role == "initiator")
                ++initiators;
            gbps += topo.ports[p].link >= 0 ? topo.links[topo.ports[p].link].speedGbps : topo.ports[p].speedGbps;
        }
    };
    for (std::size_t a = 0; a < d.fabrics.size(); ++a)
        for (std::size_t b = a + 1; b < d.fabrics.size(); ++b) {
            const Fabric& fa = d.fabrics[a];
            const Fabric& fb = d.fabrics[b];
            if (fa.kind != fb.kind || pairName(fa.id) != pairName(fb.id) || pairName(fa.id) == fa.id)
                continue;
            int ia = 0, ib = 0;
            double ga = 0.0, gb = 0.0;
            fabricFigures(fa, ia, ga);
            fabricFigures(fb, ib, gb);
            std::string diff;
            if (fa.ports.size() != fb.ports.size())
                diff += std::to_string(fa.ports.size()) + " vs " + std::to_string(fb.ports.size()) + " ports";
            if (std::abs(ga - gb) > 1e-9)
                diff += std::string(diff.empty() ? "" : ", ") + formatNumber(ga) + " vs " + formatNumber(gb) + " Gb/s";
            if (ia != ib)
                diff += std::string(diff.empty() ? "" : ", ") + std::to_string(ia) + " vs " + std::to_string(ib) + " initiators";
            if (!diff.empty())
                add(Finding::Severity::Warning, "asymmetric-fabric",
                    "fabrics " + fa.id + " and " + fb.id + " are not symmetric (" + diff
                        + "): losing the larger one shifts more load than the other can take",
                    {fa.id, fb.id});
        }
    for (int e = 0; e < int(elements.size()); ++e)
        if (elements[e].kind == FailureElement::Kind::DiskGroup && mask.vertex[elements[e].vertices.front()]) {
            bool clusterMember = false;
            for (const FlowDef& f : m_flows)
                clusterMember = clusterMember
                    || std::find(f.members.begin(), f.members.end(), m_graph.ownerDevice(elements[e].vertices.front())) != f.members.end();
            if (!clusterMember)
                add(Finding::Severity::Warning, "disk-group-failed",
                    "disk group " + elements[e].id + " has failed: the data it holds is unavailable until it is rebuilt",
                    {elements[e].id});
        }
    if (unknownLoad)
        result.notes.push_back("closed workloads (users and think time) without iops or mb_s offer 0 MB/s here: their "
                               "throughput comes from the performance model, which can pass it in (AnalysisOptions::offeredMBps)");
    std::stable_sort(result.findings.begin(), result.findings.end(),
                     [](const Finding& a, const Finding& b) { return int(a.severity) > int(b.severity); });
    return result;
}

} // namespace topoplan::core
