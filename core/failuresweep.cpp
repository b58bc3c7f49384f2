#include "core/failuresweep.h"

#include "core/flowanalyzer.h"
#include "core/modelconstants.h"
#include "core/numberformat.h"

#include <algorithm>
#include <chrono>

namespace topoplan::core {

SweepResult sweepFailures(const LoadedDesign& design, int depth, const std::atomic<bool>* cancel,
                          const SweepProgress& progress, long maxPairs, double maxSeconds)
{
    const auto started = std::chrono::steady_clock::now();
    const double budget = maxSeconds > 0.0 ? maxSeconds : constants::kSweepTimeBudgetSeconds;
    SweepResult out;
    out.depth = depth == 2 ? 2 : 1;
    const FlowAnalyzer analyzer(design);
    const DesignGraph& graph = analyzer.graph();
    const auto& elements = graph.elements();
    const Topology& topo = design.topology;
    std::vector<ElementImpact> impacts(elements.size());
    const FailureMask none = graph.emptyMask();
    const AnalysisResult base = analyzer.run(none, {}, {}, cancel, &impacts);
    if (base.cancelled) {
        out.cancelled = true;
        return out;
    }
    // Flows left out by the pair limit are not in the sweep: say so (the analysis's finding).
    for (const Finding& x : base.findings)
        if (x.code == "path-limit")
            out.notice = x.message;
    // Topology::isUsed() for every port in one pass: cabled, or broken out with a cabled lane.
    std::vector<char> used(topo.ports.size(), 0);
    for (int p = 0; p < int(topo.ports.size()); ++p) {
        const TopoPort& tp = topo.ports[p];
        if (tp.link >= 0) {
            used[p] = 1;
            if (tp.parentPort >= 0 && !topo.ports[tp.parentPort].breakout.empty() && topo.ports[tp.parentPort].lane == 0)
                used[tp.parentPort] = 1;
        }
    }
    auto tested = [&](int e) {
        const FailureElement& fe = elements[e];
        if (fe.kind != FailureElement::Kind::Port)
            return true;
        const int p = graph.graph()[fe.vertices.front()].port;
        return p >= 0 && used[p]; // a free port carries nothing
    };
    std::vector<int> relevant;
    for (int e = 0; e < int(elements.size()); ++e) {
        if (!tested(e))
            continue;
        ++out.elementsTested;
        const ElementImpact& im = impacts[e];
        // A disk group takes no path down, yet two of them (on two hosts) can take a vSAN
        // cluster below its tolerated failures: keep them for the pairs.
        // (Only those of hci-node devices: a backup appliance's shelves are no cluster members.)
        bool diskGroup = false;
        if (elements[e].kind == FailureElement::Kind::DiskGroup && !elements[e].vertices.empty()) {
            const int dev = graph.graph()[elements[e].vertices.front()].device;
            diskGroup = dev >= 0 && topo.devices[dev].model && topo.devices[dev].model->kind == "hci-node";
        }
        if (!diskGroup && im.pathsLost == 0 && im.flowsBroken.empty()) {
            ++out.harmless;
            continue;
        }
        relevant.push_back(e);
        if (out.depth == 1) {
            SweepEntry entry;
            entry.elements = {elements[e].id};
            entry.kinds = {failureKindName(elements[e].kind)};
            for (int f : im.flowsBroken)
                entry.flowsBroken.push_back(analyzer.flows()[f].id);
            entry.endpointOnly = !im.flowsBroken.empty() && im.endpointOnly;
            entry.pathsLost = im.pathsLost;
            out.entries.push_back(std::move(entry));
        }
    }
    if (out.depth == 2) {
        out.elementsTested = 0;
        const auto& flows = analyzer.flows();
        const long n = long(relevant.size());
        out.pairsTotal = n * (n - 1) / 2;
        const long limit = std::min(out.pairsTotal, maxPairs > 0 ? maxPairs : constants::kMaxSweepPairs);
        long done = 0;
        for (std::size_t i = 0; i < relevant.size() && !out.limited; ++i) {
            for (std::size_t j = i + 1; j < relevant.size(); ++j) {
                if (cancel && cancel->load(std::memory_order_relaxed)) {
                    out.cancelled = true;
                    return out;
                }
                const bool outOfTime = done % 64 == 0 && done > 0
                    && std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count() >= budget;
                if (done >= limit || outOfTime) {
                    out.limited = true;
                    out.limitReason = outOfTime ? "time" : "pairs";
                    out.notice = (out.notice.empty() ? std::string() : out.notice + "; ") + "N-2 sweep stopped after " + std::to_string(done) + " of " + std::to_string(out.pairsTotal)
                        + " pairs (" + (outOfTime ? "time budget " + formatNumber(budget) + " s" : std::string("limit")) + ")";
                    break;
                }
                if (progress && done % 1024 == 0)
                    progress(done, limit);
                ++done;
                const int a = relevant[i], b = relevant[j];
                ++out.elementsTested;
                const FailureMask mask = graph.mask({a, b});
                FabricState state = analyzer.fabric(mask);
                SweepEntry entry;
                for (int f = 0; f < int(flows.size()); ++f) {
                    const auto& ba = impacts[a].flowsBroken;
                    const auto& bb = impacts[b].flowsBroken;
                    if (std::find(ba.begin(), ba.end(), f) != ba.end() || std::find(bb.begin(), bb.end(), f) != bb.end())
                        continue;
                    if (!analyzer.status(flows[f], state).alive)
                        entry.flowsBroken.push_back(flows[f].id);
                }
                if (entry.flowsBroken.empty())
                    continue;
                entry.elements = {elements[a].id, elements[b].id};
                entry.kinds = {failureKindName(elements[a].kind), failureKindName(elements[b].kind)};
                out.entries.push_back(std::move(entry));
            }
        }
    }
    std::stable_sort(out.entries.begin(), out.entries.end(), [](const SweepEntry& x, const SweepEntry& y) {
        if (x.flowsBroken.size() != y.flowsBroken.size())
            return x.flowsBroken.size() > y.flowsBroken.size();
        if (x.pathsLost != y.pathsLost)
            return x.pathsLost > y.pathsLost;
        return x.elements < y.elements;
    });
    return out;
}

} // namespace topoplan::core
