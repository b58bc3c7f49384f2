// Performance-model benchmarks (issue 4). Printed figures, not a timed test: the times
// depend on the machine. Targets: RA-1 full simulation <= 10 ms; a 1..1,024-user
// latency-vs-load sweep of RA-2 <= 200 ms; 1,000 workload classes on 10,000 centers
// with the approximate solver <= 1 s; approximate vs exact MVA within 2 % on small
// populations.
#include "core/analysis.h"
#include "core/builtin.h"
#include "core/designloader.h"
#include "core/performance/curveband.h"
#include "core/performance/mva.h"
#include "core/performance.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <random>

using namespace topoplan::core;
using Clock = std::chrono::steady_clock;

namespace {

double msSince(Clock::time_point t0)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

std::optional<LoadedDesign> example(const char* prefix)
{
    Diagnostics diags;
    const EmbeddedFile* f = findBuiltinExample(prefix);
    return f ? loadDesignText(f->text, f->name, "", diags) : std::nullopt;
}

} // namespace

int main()
{
    int failures = 0;
    // 1. RA-1 full simulation (use case oltp-dss-snapshot: 8 workloads), best of 20 runs.
    if (auto ra1 = example("ra1")) {
        PerformanceOptions o;
        o.useCase = "oltp-dss-snapshot";
        double best = 1e9;
        PerformanceResult r;
        for (int i = 0; i < 20; ++i) {
            const auto t0 = Clock::now();
            r = simulatePerformance(*ra1, o);
            best = std::min(best, msSince(t0));
        }
        std::printf("RA-1 full simulation (8 workloads, %zu centers, %s): %.2f ms (target <= 10 ms) %s\n", r.centers.size(),
                    r.method.c_str(), best, best <= 10 ? "ok" : "OVER");
        failures += best > 10;
        // 1b. RA-1 interval (core/performance/uncertainty.h): one-at-a-time low/high per
        //     parameter with a range + the Latin hypercube samples, one graph analysis reused.
        //     No target: it runs after the point estimate on the worker thread; reported.
        const AnalysisResult analysis = analyze(*ra1, FailureSet{});
        double bestInterval = 1e9;
        UncertaintyResult u;
        for (int i = 0; i < 3; ++i) {
            const auto t0 = Clock::now();
            u = estimateUncertainty(*ra1, o, r, analysis);
            bestInterval = std::min(bestInterval, msSince(t0));
        }
        std::printf("RA-1 interval (8 workloads, %zu parameters, %d model evaluations, %d samples): %.0f ms (%.2f ms per "
                    "evaluation)\n",
                    u.parameters.size(), u.evaluations, UncertaintyOptions{}.samples, bestInterval,
                    bestInterval / std::max(1, u.evaluations));
        // 1c. The link-utilization interval's two ends (models::AnalysisRunner::linkIntervals):
        //     core::linkLoads (paths traced once, loads only) beside two whole analyze() runs
        //     at the same offered loads (what it did before), best of 5 each. No target.
        std::vector<AnalysisOptions> ends(2);
        for (const WorkloadPerformance& w : r.workloads)
            if (const WorkloadUncertainty* wu = findUncertainty(u, w.id)) {
                ends[0].offeredMBps[w.id] = std::min(wu->mbps.low, w.mbps);
                ends[1].offeredMBps[w.id] = std::max(wu->mbps.high, w.mbps);
            }
        double once = 1e9, twice = 1e9;
        for (int i = 0; i < 5; ++i) {
            auto t0 = Clock::now();
            const auto loads = linkLoads(*ra1, FailureSet{}, ends);
            once = std::min(once, msSince(t0));
            t0 = Clock::now();
            for (const AnalysisOptions& e : ends)
                (void)analyze(*ra1, FailureSet{}, nullptr, e);
            twice = std::min(twice, msSince(t0));
        }
        std::printf("RA-1 link-utilization interval ends: linkLoads %.2f ms (2 x analyze() %.2f ms)\n", once, twice);
        // 1d. The latency-vs-load band of oracle-oltp (core/performance/curveband.h): 11
        //     points, each with its tornado's two ends (3 evaluations a point), routes once.
        const WorkloadUncertainty* wu = findUncertainty(u, "oracle-oltp");
        std::vector<double> users;
        for (double n = 1; n <= 1024; n *= 2)
            users.push_back(n);
        const auto t0 = Clock::now();
        const LoadCurve banded = latencyCurveWithBand(*ra1, o, "oracle-oltp", users, wu ? bandEnds(wu->tornado) : std::vector<ParameterOverrides>{});
        std::printf("RA-1 latency-vs-load sweep of oracle-oltp with its band, %zu points (%zu tornado parameters at "
                    "their ends): %.0f ms\n",
                    banded.points.size(), wu ? wu->tornado.size() : std::size_t(0), msSince(t0));
    }
    // 2. RA-2 latency-vs-load sweep: 1..1,024 users (11 doubling steps), use case heavy.
    if (auto ra2 = example("ra2-vsan-allflash")) {
        PerformanceOptions o;
        o.useCase = "heavy";
        std::vector<double> users;
        for (double u = 1; u <= 1024; u *= 2)
            users.push_back(u);
        const auto t0 = Clock::now();
        const auto curve = latencyCurve(*ra2, o, "", users);
        const double ms = msSince(t0);
        std::printf("RA-2 latency-vs-load sweep, %zu points 1..1,024 users per VM: %.1f ms (target <= 200 ms) %s\n", curve.size(),
                    ms, ms <= 200 ? "ok" : "OVER");
        for (const LoadPoint& p : curve)
            std::printf("    %5.0f users/VM: %8.0f IOPS, read %.3f ms, write %.3f ms\n", p.users, p.iops, p.readLatencyMs,
                        p.writeLatencyMs);
        failures += ms > 200;
    }
    // 3. 1,000 closed classes on 10,000 centers, each class visiting 20 centers (random,
    //    fixed seed), populations 1..64, think 0..50 ms: Schweitzer-Bard.
    {
        std::mt19937 rng(42);
        std::uniform_int_distribution<int> center(0, 9999), pop(1, 64);
        std::uniform_real_distribution<double> demand(1e-5, 1e-3), think(0.0, 0.05);
        mva::Network net;
        for (int k = 0; k < 10000; ++k)
            net.addCenter("k" + std::to_string(k));
        for (int r = 0; r < 1000; ++r) {
            net.classes.push_back({"c" + std::to_string(r), false, double(pop(rng)), think(rng), 0.0, {}});
            for (int v = 0; v < 20; ++v)
                net.addDemand(r, center(rng), demand(rng));
        }
        mva::Options opt;
        opt.forceApproximate = true;
        opt.linearizerMaxClasses = 0;
        const auto t0 = Clock::now();
        const mva::Solution s = mva::solve(net, opt);
        const double ms = msSince(t0);
        std::printf("1,000 classes x 10,000 centers, %s: %.1f ms, %d iterations, converged %s (target <= 1,000 ms) %s\n",
                    s.method.c_str(), ms, s.iterations, s.converged ? "yes" : "NO", ms <= 1000 ? "ok" : "OVER");
        failures += ms > 1000 || !s.converged;
    }
    // 4. Approximate vs exact on small populations: 200 random 3-class networks of 6 centers,
    //    populations 1..8 per class.
    {
        std::mt19937 rng(7);
        std::uniform_int_distribution<int> pop(1, 8);
        std::uniform_real_distribution<double> demand(0.0, 0.01), think(0.0, 0.05);
        double worstLin = 0, worstSb = 0, sumLin = 0, sumSb = 0;
        int n = 0;
        for (int trial = 0; trial < 200; ++trial) {
            mva::Network net;
            for (int k = 0; k < 6; ++k)
                net.addCenter("k" + std::to_string(k));
            for (int r = 0; r < 3; ++r) {
                net.classes.push_back({"c", false, double(pop(rng)), think(rng), 0.0, {}});
                for (int k = 0; k < 6; ++k)
                    net.addDemand(r, k, demand(rng));
            }
            const auto e = mva::solveExact(net);
            const auto l = mva::solveLinearizer(net);
            const auto s = mva::solveApproximate(net);
            for (int r = 0; r < 3; ++r) {
                const double el = std::abs(l.throughput[r] / e.throughput[r] - 1) * 100;
                const double es = std::abs(s.throughput[r] / e.throughput[r] - 1) * 100;
                worstLin = std::max(worstLin, el);
                worstSb = std::max(worstSb, es);
                sumLin += el;
                sumSb += es;
                ++n;
            }
        }
        std::printf("approximate vs exact throughput, 600 classes of 200 random small networks:\n"
                    "    Linearizer (used by solve()): mean %.3f %%, worst %.3f %% (target <= 2 %%) %s\n"
                    "    Schweitzer-Bard:              mean %.3f %%, worst %.3f %%\n",
                    sumLin / n, worstLin, worstLin <= 2 ? "ok" : "OVER", sumSb / n, worstSb);
        failures += worstLin > 2;
    }
    return failures == 0 ? 0 : 1;
}
