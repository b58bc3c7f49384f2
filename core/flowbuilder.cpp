// FlowAnalyzer::buildFlows(): the flows of a design and their allowed initiator-target
// pairs, from workloads, zoning, masking views, port groups, port roles and NPAR functions.
#include "core/flowanalyzer.h"

#include "core/flowsupport.h"
#include "core/modelconstants.h"
#include "core/storagepolicy.h"

#include <algorithm>
#include <map>
#include <set>

namespace topoplan::core {

using flowsupport::inSeparateFcFabrics;
using flowsupport::portCarries;

void FlowAnalyzer::buildFlows()
{
    const Design& d = m_design.design;
    const Topology& topo = m_design.topology;
    const DesignGraphType& g = m_graph.graph();

    // All ports of a device and of the devices seated in it (a host's adapters); with
    // `cabledOnly` false also the free ports (whole ports broken out into lanes stay out:
    // their lanes stand for them), to count the pairs a missing cable leaves out.
    auto subtreePorts = [&](int dev, bool cabledOnly = true) {
        std::vector<int> out;
        std::vector<int> stack{dev};
        while (!stack.empty()) {
            const int x = stack.back();
            stack.pop_back();
            for (int p : topo.devices[x].ports)
                if (topo.ports[p].link >= 0 // uncabled ports carry nothing; broken-out ports through their lanes
                    || (!cabledOnly && (topo.ports[p].lane > 0 || topo.ports[p].breakout.empty())))
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

    // The device holding a port: the host for an adapter's port.
    auto hostOf = [&](int p) {
        const int dev = topo.ports[p].device;
        return topo.devices[dev].model->kind == "adapter" && topo.devices[dev].parent >= 0 ? topo.devices[dev].parent : dev;
    };
    std::set<int> workloadHosts;
    for (const Workload& w : d.workloads)
        if (topo.deviceIndex(w.host) >= 0)
            workloadHosts.insert(topo.deviceIndex(w.host));

    // NPAR share of a partitioned endpoint port for a function. A partition carries a
    // flow when its function fits and, for LAN (nic) flows, its network is a design
    // fabric of the flow: for backup flows an Ethernet fabric holding the other end (the
    // appliance port); for client flows an Ethernet fabric that reaches beyond the hosts'
    // own ports (RA-1 db-public also holds the DD9300; mgmt and vMotion join host ports
    // only). docs/analysis-json.md: the fabric is "chosen by the NPAR partition's network".
    // When no nic partition of the port names a design fabric (free-text networks) the
    // largest nic partition is taken. Returns false when the port has no partition for
    // the flow (the pair is not designed).
    auto share = [&](FlowPair& pair, int port, const char* function, int otherPort) {
        const TopoPort& tp = topo.ports[port];
        if (tp.partitions.empty())
            return true;
        const Device& dev = d.devices[topo.devices[tp.device].designIndex];
        const bool lan = std::string(function) == "nic";
        auto lanFabricOfFlow = [&](const Fabric& fab) {
            if (fab.kind != "ethernet")
                return false;
            if (otherPort >= 0)
                return std::find(fab.ports.begin(), fab.ports.end(), topo.ports[otherPort].ref) != fab.ports.end();
            for (const std::string& ref : fab.ports) {
                const int q = topo.portIndex(ref);
                if (q >= 0 && !workloadHosts.count(hostOf(q)))
                    return true;
            }
            return false;
        };
        pair.sharePort = m_graph.portVertex(port);
        const Partition* largest = nullptr;
        bool namesFabric = false;
        for (int k : tp.partitions) {
            const Partition& part = dev.partitions[k];
            if (part.function != function)
                continue;
            const auto fit = std::find_if(d.fabrics.begin(), d.fabrics.end(), [&](const Fabric& x) { return x.id == part.network; });
            const Fabric* fab = lan && fit != d.fabrics.end() ? &*fit : nullptr;
            namesFabric = namesFabric || fab;
            if (!lan || (fab && lanFabricOfFlow(*fab))) {
                pair.shareGbps += part.gbps;
                pair.shareIds += (pair.shareIds.empty() ? "" : "+") + part.id;
            }
            if (!largest || part.gbps > largest->gbps)
                largest = &part;
        }
        if (pair.shareGbps <= 0.0 && largest && !namesFabric) {
            pair.shareGbps = largest->gbps;
            pair.shareIds = largest->id;
        }
        return pair.shareGbps > 0.0;
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
    std::set<std::string> leftOutHosts;
    auto addFlow = [&](FlowDef f, int workload) {
        std::string key = f.kind + "|" + f.source + "|" + f.destination + "|";
        for (const FlowPair& p : f.pairs)
            key += std::to_string(p.initiator) + "," + std::to_string(p.target) + ";";
        const auto it = byKey.find(key);
        if (it != byKey.end()) {
            if (workload >= 0 && it->second >= 0)
                m_flows[it->second].workloads.push_back(workload);
            return;
        }
        if (m_pairs + f.pairs.size() > m_maxPairs) { // the pair limit: left out whole (key -1)
            byKey.emplace(std::move(key), -1);
            ++m_leftOut.flows;
            m_leftOut.pairs += f.pairs.size();
            const std::string& host = f.kind == "client" ? f.destination : f.source;
            if (leftOutHosts.insert(host).second)
                m_leftOut.hosts.push_back(host);
            return;
        }
        m_pairs += f.pairs.size();
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
            // vSAN: the tolerance comes from the workloads' object policies (set below, once
            // the flows are merged).
            f.tolerated = vsan ? 0 : constants::kPowerFlexFailuresTolerated;
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
        // Pairs are enumerated over every port; those with a free end are only counted
        // (FlowDef::allowedPairs) when the design names them (a zone or a masking view
        // holds both ends: a free LAN port is no pair the design allowed), so the cabled
        // pairs keep their order.
        const std::vector<int> storageAll = subtreePorts(storage, false);
        const std::vector<int> hostAll = subtreePorts(host, false);
        auto cabled = [&](int p) { return topo.ports[p].link >= 0; };
        int allowed = 0;
        auto take = [&](const FlowPair& pair, int i, int t, bool named) {
            const bool both = cabled(i) && cabled(t);
            if (both || named)
                ++allowed;
            if (both)
                f.pairs.push_back(pair);
        };
        const std::vector<int> controllers = controllersOf(storage);
        // Active/standby controllers (catalog active_controllers, e.g. EqualLogic PS Series).
        const int active = int(sd.model->paramOr("active_controllers", 0.0));
        if (active > 0 && active < int(controllers.size())) {
            f.controllers = controllers;
            f.activeControllers = active;
        }
        for (const ComponentSpec& c : sd.model->components) {
            const int cv = m_graph.vertexById(sd.id + "/" + c.id);
            const FailureElement& fe = m_graph.elements()[m_graph.elementIndex(sd.id + "/" + c.id)];
            bool all = !controllers.empty();
            for (int x : controllers)
                all = all && std::binary_search(fe.vertices.begin(), fe.vertices.end(), x);
            if (all) {
                f.endpointComponents.push_back(m_graph.elementIndex(sd.id + "/" + c.id));
                f.endpointComponentVertices.push_back(cv);
            }
        }
        // No pair because nothing is cabled: the status says which end (issue 16: analyze
        // printed "0 paths" and nothing about what was missing).
        bool cabledTarget = false;
        for (int t : storagePorts)
            cabledTarget = cabledTarget || topo.ports[t].spec->role == "target" || (backup && topo.ports[t].spec->role == "nic");
        if (hostPorts.empty())
            f.noPairs = findingText(QT_TRANSLATE_NOOP("Finding", "no cable from %1: none of its ports (or of its adapters) is cabled"),
                                    {idArg(w.host)});
        else if (!cabledTarget)
            f.noPairs = findingText(QT_TRANSLATE_NOOP("Finding", "no cable to %1: none of its target ports is cabled"),
                                    {idArg(w.storage)});
        if (backup) {
            for (int t : storageAll) {
                const std::string& role = topo.ports[t].spec->role;
                if ((role != "nic" && role != "target") || !topo.ports[t].spec->hasProtocol("ethernet"))
                    continue;
                for (int i : hostAll)
                    if (lanPort(i)) {
                        FlowPair pair{m_graph.portVertex(i), m_graph.portVertex(t), TrafficClass::Ethernet,
                                      controllerOf(m_graph.portVertex(t)), -1};
                        if (share(pair, i, "nic", t))
                            take(pair, i, t, false);
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
            // Software iSCSI / NVMe/TCP: a host port with role `nic` is an initiator when the
            // design says it carries that traffic: an iSCSI NPAR partition, a design fabric
            // holding it and a target port of this storage, or (listed in no fabric) when
            // the host has no dedicated initiator port and the cabling decides.
            std::set<std::string> targetRefs;
            for (int t : storagePorts)
                if (topo.ports[t].spec->role == "target")
                    targetRefs.insert(topo.ports[t].ref);
            bool dedicatedInitiator = false;
            for (int i : hostPorts)
                dedicatedInitiator = dedicatedInitiator || topo.ports[i].spec->role == "initiator";
            auto nicInitiator = [&](int i) {
                if (!portCarries(d, topo, i, "iscsi", "iscsi") && !portCarries(d, topo, i, "nvme-tcp", "nic"))
                    return false;
                if (!topo.ports[i].partitions.empty() && flowsupport::partitionGbps(d, topo, i, "iscsi", nullptr) > 0.0)
                    return true;
                bool listed = false;
                for (const Fabric& fab : d.fabrics) {
                    if (std::find(fab.ports.begin(), fab.ports.end(), topo.ports[i].ref) == fab.ports.end())
                        continue;
                    listed = true;
                    for (const std::string& ref : fab.ports)
                        if (targetRefs.count(ref))
                            return true;
                }
                return !listed && !dedicatedInitiator;
            };
            for (int i : hostAll) {
                const std::string& role = topo.ports[i].spec->role;
                if (role != "initiator" && !(role == "nic" && nicInitiator(i)))
                    continue;
                const std::string& iref = topo.ports[i].ref;
                if (masked && !allowedInit.count(iref))
                    continue;
                for (int t : storageAll) {
                    if (topo.ports[t].spec->role != "target")
                        continue;
                    const std::string& tref = topo.ports[t].ref;
                    if (masked && !allowedTargets.count(tref))
                        continue;
                    const PortSpec& ts = *topo.ports[t].spec;
                    TrafficClass cls;
                    if (role == "initiator" && (portCarries(d, topo, i, "fcoe", "fcoe") || topo.ports[i].spec->hasProtocol("fc"))
                        && (ts.hasProtocol("fc") || ts.hasProtocol("fcoe"))) {
                        cls = TrafficClass::Fc;
                        if (d.zoning.empty()) {
                            // Without zones a target is still seen only inside the initiator's
                            // fabric: two FC fabrics are separate SANs (newcomer 17: with no
                            // zoning, fabric B's initiator reached fabric A's ports over the
                            // IOMs' Ethernet VLTi). Both ends in design FC fabrics, none
                            // holding both: no pair.
                            if (inSeparateFcFabrics(d, iref, topo.ports[t].ref))
                                continue;
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
                    if (share(pair, i, cls == TrafficClass::Fc ? "fcoe" : cls == TrafficClass::Iscsi ? "iscsi" : "nic", t))
                        take(pair, i, t, masked || (cls == TrafficClass::Fc && !d.zoning.empty()));
                }
            }
        }
        f.allowedPairs = allowed;
        addFlow(std::move(f), wi);
    }
    // vSAN flows: the distinct policies of their workloads' objects (one resolution for
    // every analysis, storagepolicy.h); the weakest FTT is what the flow tolerates.
    for (FlowDef& f : m_flows) {
        const Cluster* cl = f.cluster ? d.cluster(f.destination) : nullptr;
        if (!cl || cl->kind != "vsan")
            continue;
        for (int wi : f.workloads)
            for (const PolicyObject& o : workloadPolicies(d, d.workloads[wi])) {
                auto same = std::find_if(f.objects.begin(), f.objects.end(), [&](const FlowDef::ObjectPolicy& x) {
                    return x.ftt == o.policy.ftt && x.sftt == o.policy.sftt && x.raid == o.policy.raid;
                });
                if (same == f.objects.end())
                    same = f.objects.insert(f.objects.end(), {o.policy.ftt, o.policy.sftt, o.policy.raid, ""});
                const std::string name = o.group.empty() ? "cluster default" : o.group;
                if (("," + same->groups + ",").find("," + name + ",") == std::string::npos)
                    same->groups += (same->groups.empty() ? "" : ",") + name;
            }
        f.tolerated = f.objects.empty() ? constants::kDefaultVsanFtt : f.objects.front().ftt;
        for (const FlowDef::ObjectPolicy& o : f.objects)
            f.tolerated = std::min(f.tolerated, f.stretched ? o.sftt + std::min(o.ftt, 1) : o.ftt);
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
                        if (share(pair, p, "nic", -1))
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

} // namespace topoplan::core
