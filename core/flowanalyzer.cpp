// FlowAnalyzer: the flow model of a design (flows built in flowbuilder.cpp), whether a
// flow survives a failure state, and run(), which chains the per-flow stages of FlowRun
// (flowrun.h): paths, redundancy, bandwidth and load, then utilization and findings.
#include "core/flowanalyzer.h"

#include "core/diagnostic.h"
#include "core/flowrun.h"
#include "core/flowsupport.h"
#include "core/modelconstants.h"

#include <boost/graph/connected_components.hpp>
#include <boost/graph/filtered_graph.hpp>

#include <algorithm>

namespace topoplan::core {

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

} // namespace

namespace {

// A profile's read share (read_pct, default all reads) and I/O sizes in KiB (8 KiB
// when neither is given: the Oracle / SQL Server block size of the reference papers).
struct IoMix {
    double readShare, readKB, writeKB;
};
IoMix ioMix(const Props& profile)
{
    const double readKB = propNumber(profile, "read_kb", propNumber(profile, "write_kb", 8.0));
    return {propNumber(profile, "read_pct", 100.0) / 100.0, readKB, propNumber(profile, "write_kb", readKB)};
}

} // namespace

FlowAnalyzer::FlowAnalyzer(const LoadedDesign& design, std::size_t maxPairs)
    : m_design(design)
    , m_graph(design)
    , m_maxPairs(maxPairs)
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
        const IoMix m = ioMix(w.profile);
        const double kb = m.readShare * m.readKB + (1.0 - m.readShare) * m.writeKB;
        return propNumber(w.profile, "iops") * kb * constants::kBytesPerIoKB / constants::kBytesPerMB;
    }
    known = false;
    return 0.0;
}

double FlowAnalyzer::reverseShare(int workload) const
{
    const Workload& w = m_design.design.workloads[workload];
    const std::string kind = propString(w.profile, "kind");
    if (kind == "restore")
        return 1.0;
    if (kind == "backup" || w.engine == "backup")
        return 0.0;
    const IoMix m = ioMix(w.profile);
    const double bytes = m.readShare * m.readKB + (1.0 - m.readShare) * m.writeKB;
    return bytes > 0.0 ? m.readShare * m.readKB / bytes : 1.0;
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
    // Active/standby arrays: the active controller is the first one that is up and has at
    // least one connected pair (EqualLogic vertical port failover: when the active
    // controller's ports or their switch are lost, the standby controller's ports take
    // over; Dell EqualLogic PS6110 / PS6010 Installation and Setup guides).
    const auto& v = state.mask->vertex;
    auto down = [&](int c) {
        if (v[c])
            return true;
        for (const FlowPair& q : flow.pairs)
            if (q.controller == c && pairConnected(flow, q, state))
                return false;
        return true;
    };
    return pairConnected(flow, pair, state) && flowsupport::controllerActive(flow, pair.controller, down);
}

bool FlowAnalyzer::pairConnected(const FlowDef& flow, const FlowPair& pair, FabricState& state) const
{
    const auto& v = state.mask->vertex;
    if (v[pair.initiator] || v[pair.target] || v[pair.controller])
        return false;
    if ((flow.sourceVertex >= 0 && v[flow.sourceVertex]) || (flow.destinationVertex >= 0 && v[flow.destinationVertex]))
        return false;
    const auto& comp = components(m_graph, state, pair.cls);
    return comp[pair.initiator] >= 0 && comp[pair.initiator] == comp[pair.target];
}

namespace flowsupport {

namespace {

// Data sites of a stretched cluster: its domains without the witness's.
int dataSites(const FlowDef& f)
{
    return f.witnessDomain >= 0 ? f.witnessDomain : f.domains;
}

// The object policies a vSAN flow applies (one default policy when the workloads name none).
const std::vector<FlowDef::ObjectPolicy>& objectPolicies(const FlowDef& f)
{
    static const std::vector<FlowDef::ObjectPolicy> kDefault{{}};
    return f.objects.empty() ? kDefault : f.objects;
}

// Data-site copies of an object that survive, and whether it stays accessible.
// vSAN voting rule (VMware vSAN stretched cluster guide; vSAN "object accessibility"): an
// object is accessible while more than 50 % of its votes and at least one full data copy
// are reachable. PFTT=1 places a full copy in each data site and a witness component at
// the witness site, one vote each; a site's copy survives while that site loses no more
// hosts than its SFTT (local RAID) tolerates, taken at the worst placement. PFTT=0 keeps
// the object in one (any) site.
bool objectAccessible(const FlowDef::ObjectPolicy& o, const ClusterLoss& loss, int& copies)
{
    const int sites = int(loss.lostInSite.size());
    copies = 0;
    for (int site = 0; site < sites; ++site)
        copies += loss.lostInSite[site] <= o.sftt;
    return o.ftt >= 1 ? copies >= 1 && copies + int(loss.witnessUp) >= 2 : copies == sites;
}

} // namespace

ClusterLoss clusterLoss(const FlowDef& f, const std::vector<char>& reached)
{
    ClusterLoss loss;
    loss.lostInSite.assign(f.stretched ? dataSites(f) : 0, 0);
    loss.witnessUp = f.witness >= 0 && reached[f.members.size()];
    for (int k = 0; k < int(f.members.size()); ++k)
        if (!reached[k])
            loseMember(f, k, loss);
    return loss;
}

void loseMember(const FlowDef& f, int k, ClusterLoss& loss)
{
    if (k == int(f.members.size())) {
        loss.witnessUp = false;
        return;
    }
    ++loss.lost;
    const int site = f.memberDomain[k];
    if (site >= 0 && site < int(loss.lostInSite.size()))
        ++loss.lostInSite[site];
}

bool clusterAlive(const FlowDef& f, const ClusterLoss& loss)
{
    if (!f.stretched)
        return loss.lost <= f.tolerated;
    int copies = 0;
    for (const FlowDef::ObjectPolicy& o : objectPolicies(f))
        if (!objectAccessible(o, loss, copies))
            return false;
    return true;
}

FlowAnalyzer::Status clusterStatus(const FlowDef& f, const std::vector<char>& reached, const DesignGraphType& g, int paths)
{
    FlowAnalyzer::Status s;
    s.paths = paths;
    auto say = [&s](FindingText t) {
        s.text = englishText(t);
        s.phrase = std::move(t);
    };
    auto joined = [](const std::vector<std::string>& names) {
        std::string out;
        for (const std::string& n : names)
            out += (out.empty() ? "" : ", ") + n;
        return out;
    };
    // Clauses joined with "; " as one text.
    auto clauses = [](std::vector<FindingText> parts) {
        FindingText out = std::move(parts.front());
        for (std::size_t i = 1; i < parts.size(); ++i)
            out = findingText(QT_TRANSLATE_NOOP("Finding", "%1; %2"), {textArg(std::move(out)), textArg(std::move(parts[i]))});
        return out;
    };
    std::vector<std::string> lost;
    for (int k = 0; k < int(f.members.size()); ++k)
        if (!reached[k])
            lost.push_back(g[f.members[k]].id);
    if (f.stretched) {
        // The voting rule: objectAccessible above.
        const int sites = dataSites(f);
        const ClusterLoss loss = clusterLoss(f, reached);
        const std::vector<int>& lostInSite = loss.lostInSite;
        const bool witnessUp = loss.witnessUp;
        std::vector<int> hostsInSite(sites, 0);
        std::vector<std::string> siteLost(sites);
        for (int k = 0; k < int(f.members.size()); ++k) {
            const int site = f.memberDomain[k];
            if (site < 0 || site >= sites)
                continue;
            ++hostsInSite[site];
            if (!reached[k])
                siteLost[site] += (siteLost[site].empty() ? "" : ", ") + g[f.members[k]].id;
        }
        s.alive = true;
        bool degraded = !lost.empty() || !witnessUp;
        std::vector<FindingText> why;
        for (const FlowDef::ObjectPolicy& o : objectPolicies(f)) {
            int copies = 0;
            if (objectAccessible(o, loss, copies))
                continue;
            s.alive = false;
            std::string where;
            for (int site = 0; site < sites; ++site)
                if (lostInSite[site] > o.sftt)
                    where += (where.empty() ? "" : "; ") + siteLost[site];
            const FindingArg objects = o.groups.empty() ? textArg(findingText(QT_TRANSLATE_NOOP("Finding", "the cluster")))
                                                        : idArg(o.groups);
            std::vector<FindingArg> args = {objects, numberArg(o.ftt), numberArg(o.sftt), idArg(where)};
            why.push_back(witnessUp
                              ? findingTextN("objects of %1 (PFTT=%2, SFTT=%3) with components on %4 are inaccessible: %n data "
                                             "site copy left with the witness (vSAN needs more than 50 % of the votes and one full copy)",
                                             QT_TRANSLATE_N_NOOP("Finding", "objects of %1 (PFTT=%2, SFTT=%3) with components on %4 are "
                                                                            "inaccessible: %n data site copies left with the witness "
                                                                            "(vSAN needs more than 50 % of the votes and one full copy)"),
                                             copies, std::move(args))
                              : findingTextN("objects of %1 (PFTT=%2, SFTT=%3) with components on %4 are inaccessible: %n data "
                                             "site copy left and the witness lost (vSAN needs more than 50 % of the votes and one full copy)",
                                             QT_TRANSLATE_N_NOOP("Finding", "objects of %1 (PFTT=%2, SFTT=%3) with components on %4 are "
                                                                            "inaccessible: %n data site copies left and the witness lost "
                                                                            "(vSAN needs more than 50 % of the votes and one full copy)"),
                                             copies, std::move(args)));
        }
        if (!s.alive) {
            say(clauses(std::move(why)));
            return s;
        }
        if (!degraded) {
            s.text = "ok";
            return s;
        }
        std::vector<FindingText> parts;
        if (!lost.empty()) {
            int siteCopiesLost = 0;
            for (int site = 0; site < sites; ++site)
                siteCopiesLost += lostInSite[site] > 0 && lostInSite[site] == hostsInSite[site];
            parts.push_back(siteCopiesLost > 0
                                ? findingText(QT_TRANSLATE_NOOP("Finding", "%1 lost or unreachable (a whole data site: objects run on "
                                                                           "the other site's copy with the witness)"),
                                              {idArg(joined(lost))})
                                : findingText(QT_TRANSLATE_NOOP("Finding", "%1 lost or unreachable"), {idArg(joined(lost))}));
        }
        if (!witnessUp)
            parts.push_back(findingText(QT_TRANSLATE_NOOP("Finding", "witness %1 lost or unreachable: objects accessible but no "
                                                                     "longer protected against a site failure"),
                                        {idArg(f.witness >= 0 ? g[f.witness].id : std::string("?"))}));
        say(findingText(QT_TRANSLATE_NOOP("Finding", "degraded: %1"), {textArg(clauses(std::move(parts)))}));
        return s;
    }
    s.alive = clusterAlive(f, clusterLoss(f, reached));
    if (lost.empty())
        s.text = "ok";
    else if (s.alive)
        say(findingText(QT_TRANSLATE_NOOP("Finding", "degraded: %1 lost or unreachable (%2 tolerated)"),
                        {idArg(joined(lost)), numberArg(f.tolerated)}));
    else
        say(findingTextN("objects with components on %1 are inaccessible (%n member lost or unreachable, %2 tolerated)",
                         QT_TRANSLATE_N_NOOP("Finding", "objects with components on %1 are inaccessible (%n members lost or "
                                                        "unreachable, %2 tolerated)"),
                         (long long)lost.size(), {idArg(joined(lost)), numberArg(f.tolerated)}));
    return s;
}

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

} // namespace flowsupport

FlowAnalyzer::Status FlowAnalyzer::status(const FlowDef& flow, FabricState& state) const
{
    Status s;
    const auto& v = state.mask->vertex;
    const DesignGraphType& g = m_graph.graph();
    auto say = [&s](FindingText t) {
        s.text = englishText(t);
        s.phrase = std::move(t);
    };
    if (flow.sourceVertex >= 0 && v[flow.sourceVertex]) {
        say(findingText(QT_TRANSLATE_NOOP("Finding", "source %1 is down"), {idArg(flow.source)}));
        return s;
    }
    if (flow.destinationVertex >= 0 && v[flow.destinationVertex]) {
        say(findingText(QT_TRANSLATE_NOOP("Finding", "destination %1 is down"), {idArg(flow.destination)}));
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
            if (flowsupport::memberDown(m_graph, flow.members[k], v))
                reached[k] = 0;
        }
        return flowsupport::clusterStatus(flow, reached, g, paths);
    }
    for (const FlowPair& p : flow.pairs)
        if (pairAlive(flow, p, state))
            ++s.paths;
    s.alive = s.paths > 0;
    if (s.alive)
        s.text = "ok";
    else if (flow.pairs.empty() && !flow.noPairs.empty())
        say(flow.noPairs);
    else if (flow.pairs.empty())
        say(findingText(QT_TRANSLATE_NOOP("Finding", "no initiator-target pair is allowed (check zoning, masking views, port "
                                                     "roles and NPAR functions)")));
    else
        say(findingTextN("no surviving path: the %n allowed initiator-target pair is not connected",
                         QT_TRANSLATE_N_NOOP("Finding", "no surviving path: none of the %n allowed initiator-target pairs is connected"),
                         (long long)flow.pairs.size()));
    return s;
}

AnalysisResult FlowAnalyzer::run(const FailureMask& mask, const std::vector<std::string>& failedIds,
                                 const AnalysisOptions& options, const std::atomic<bool>* cancel,
                                 std::vector<ElementImpact>* impacts) const
{
    const Design& d = m_design.design;
    AnalysisResult result;
    result.revision = options.revision;
    result.designName = d.name;
    result.failed = failedIds;
    result.notes = m_notes;
    FlowRun r(*this, mask, options);
    for (int fi = 0; fi < int(m_flows.size()); ++fi) {
        if (flowsupport::cancelled(cancel)) {
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
        const Status st = status(f, r.state());
        fr.reachable = st.alive;
        fr.status = st.text;
        fr.statusText = st.phrase;

        const PathSet paths = r.tracePaths(f, fr);
        const bool pathSpof = r.singlePointsOfFailure(fi, f, paths, fr, impacts);
        r.maxFlows(f, paths, pathSpof, fr);
        r.addLoad(f, paths, fr);
        result.flows.push_back(std::move(fr));
    }
    r.utilization(result);
    r.addFindings(result);
    if (m_leftOut.flows > 0) {
        result.findings.push_back(makeFinding(
            Finding::Severity::Error, "path-limit",
            findingTextN("the analysis traces at most %1 initiator-target pairs and this design has %2: %n flow is not analysed "
                         "(hosts %3); its paths, single points of failure and load are missing. Split the design, or narrow "
                         "zoning and masking views",
                         QT_TRANSLATE_N_NOOP("Finding",
                                             "the analysis traces at most %1 initiator-target pairs and this design has %2: %n "
                                             "flows are not analysed (hosts %3); their paths, single points of failure and load "
                                             "are missing. Split the design, or narrow zoning and masking views"),
                         m_leftOut.flows,
                         {numberArg(double(m_maxPairs)), numberArg(double(m_pairs + m_leftOut.pairs)), listArg(m_leftOut.hosts, 5)}),
            m_leftOut.hosts));
    }
    std::stable_sort(result.findings.begin(), result.findings.end(),
                     [](const Finding& a, const Finding& b) { return int(a.severity) > int(b.severity); });
    return result;
}

std::vector<std::vector<LinkLoad>> FlowAnalyzer::linkLoads(const FailureMask& mask, const std::vector<AnalysisOptions>& loads,
                                                           const std::atomic<bool>* cancel) const
{
    std::vector<std::vector<LinkLoad>> out;
    if (loads.empty())
        return out;
    FlowRun r(*this, mask, loads.front());
    std::vector<PathSet> paths;
    paths.reserve(m_flows.size());
    for (const FlowDef& f : m_flows) {
        if (flowsupport::cancelled(cancel))
            return {};
        FlowResult ignored;
        paths.push_back(r.tracePaths(f, ignored));
    }
    for (const AnalysisOptions& load : loads) {
        r.resetLoad(load);
        AnalysisResult result;
        for (std::size_t fi = 0; fi < m_flows.size(); ++fi)
            r.addLoad(m_flows[fi], paths[fi], result.flows.emplace_back());
        r.utilization(result);
        out.push_back(std::move(result.links));
    }
    return out;
}

} // namespace topoplan::core
