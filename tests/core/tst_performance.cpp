// The performance model (core/performance.h) on the builtin examples: structure, failures,
// service levels, curves, and the published-results regression guard. Expected values
// come from the reference architectures (architectures.md) or hand reasoning noted inline.
#include "core/builtin.h"
#include "core/designloader.h"
#include "core/performance.h"
#include "core/referencecheck.h"
#include "core/workloadprofile.h"

#include <QtTest>

#include <algorithm>
#include <fstream>
#include <sstream>

using namespace topoplan::core;

namespace {

LoadedDesign example(const char* prefix)
{
    Diagnostics diags;
    const EmbeddedFile* f = findBuiltinExample(prefix);
    auto d = loadDesignText(f->text, f->name, "", diags);
    if (!d)
        qFatal("example %s does not load", prefix);
    return *d;
}

const WorkloadPerformance* byId(const PerformanceResult& r, const std::string& id)
{
    for (const WorkloadPerformance& w : r.workloads)
        if (w.id == id)
            return &w;
    return nullptr;
}

double totalIops(const PerformanceResult& r)
{
    double s = 0;
    for (const WorkloadPerformance& w : r.workloads)
        s += w.iops;
    return s;
}

} // namespace

class TstPerformance : public QObject {
    Q_OBJECT
private slots:
    // RA-1: each ESXi host has 8 paths (architectures.md); losing director 1 leaves the 4
    // zoned ports of director 2 (2 per initiator x 2 initiators); losing IOM A1 leaves
    // fabric B's initiator and its 4 ports.
    void ra1PathsAndFailures()
    {
        const LoadedDesign d = example("ra1");
        PerformanceOptions o;
        o.useCase = "oltp-only";
        const PerformanceResult base = simulatePerformance(d, o);
        for (const WorkloadPerformance& w : base.workloads) {
            QCOMPARE(w.paths, 8);
            QVERIFY(w.reachable);
            QVERIFY(w.iops > 0);
            QVERIFY(w.readLatencyMs > 0);
            QVERIFY(w.tpm > 0 && std::abs(w.nopm / w.tpm - 0.45) < 1e-12); // TPC-C clause 5.2.3 mix
        }
        o.failed = {"pmax/dir-1"};
        for (const WorkloadPerformance& w : simulatePerformance(d, o).workloads)
            QCOMPARE(w.paths, 4);
        o.failed = {"iom-a1"};
        for (const WorkloadPerformance& w : simulatePerformance(d, o).workloads)
            QCOMPARE(w.paths, 4);
        o.failed = {"pmax"};
        const PerformanceResult down = simulatePerformance(d, o);
        for (const WorkloadPerformance& w : down.workloads)
            QVERIFY(!w.reachable);
        QVERIFY(!down.findings.empty());
    }

    // Utilization law per center: U <= 1 for closed load, and the bottleneck is the busiest.
    void centersAndBottleneck()
    {
        PerformanceOptions o;
        o.useCase = "oltp-dss";
        const PerformanceResult r = simulatePerformance(example("ra1"), o);
        QVERIFY(!r.centers.empty());
        QCOMPARE(r.bottleneck, r.centers.front().id);
        for (size_t i = 1; i < r.centers.size(); ++i)
            QVERIFY(r.centers[i - 1].utilization >= r.centers[i].utilization);
        for (const CenterPerformance& c : r.centers)
            QVERIFY(c.utilization >= 0 && c.utilization <= 1.0 + 1e-6);
    }

    // Service levels: the catalog gives Diamond 0.6 ms and Bronze 7.2 ms for the PowerMax 2000.
    void serviceLevelTargets()
    {
        const LoadedDesign d = example("ra1");
        QCOMPARE(serviceLevelTargetMs(d, "pmax", "diamond"), 0.6);
        QCOMPARE(serviceLevelTargetMs(d, "pmax", "bronze"), 7.2);
        QCOMPARE(serviceLevelTargetMs(d, "pmax", ""), 0.0);
        PerformanceOptions o;
        o.useCase = "oltp-only";
        const PerformanceResult r = simulatePerformance(d, o);
        QCOMPARE(byId(r, "oracle-oltp")->serviceLevel, std::string("diamond"));
        // Every workload over its target has a slo-missed finding.
        for (const WorkloadPerformance& w : r.workloads)
            if (std::max(w.readLatencyMs, w.writeLatencyMs) > w.targetMs) {
                bool found = false;
                for (const PerformanceFinding& f : r.findings)
                    found = found || (f.code == "slo-missed" && f.ids.front() == w.id);
                QVERIFY(found);
            }
    }

    // RA-2 (issue 4 "done when"): losing a disk group or a host lowers IOPS of the failure
    // test; losing the VM's own host makes it unreachable (HA restart not modelled).
    void ra2Failures()
    {
        const LoadedDesign d = example("ra2-vsan-allflash");
        PerformanceOptions o;
        o.useCase = "failure-test";
        const double healthy = totalIops(simulatePerformance(d, o));
        o.failed = {"esx-1/dg-1"};
        const double dg = totalIops(simulatePerformance(d, o));
        o.failed = {"esx-1"};
        const double host = totalIops(simulatePerformance(d, o));
        qInfo("RA-2 failure test: healthy %.0f IOPS, disk group lost %.0f, host lost %.0f", healthy, dg, host);
        QVERIFY(dg < healthy);
        QVERIFY(host < dg);
        o.failed = {"esx-3"};
        QVERIFY(!simulatePerformance(d, o).workloads.front().reachable);
        QVERIFY(unknownPerformanceFailures(d, {"esx-1/dg-3", "nope", "esx-1/dg-2"}) == std::vector<std::string>({"esx-1/dg-3", "nope"}));
    }

    // Stretched cluster: writes wait for the 2 ms inter-site RTT, so write latency exceeds 2 ms.
    void stretchedRtt()
    {
        PerformanceOptions o;
        o.useCase = "heavy";
        const PerformanceResult r = simulatePerformance(example("ra2-vsan-stretched"), o);
        for (const WorkloadPerformance& w : r.workloads)
            QVERIFY(w.writeLatencyMs > 2.0);
        o.failed = {"site-b"};
        const PerformanceResult down = simulatePerformance(example("ra2-vsan-stretched"), o);
        QVERIFY(!byId(down, "lb-slob-heavy")->reachable);
        QVERIFY(byId(down, "la-slob-heavy")->reachable);
        for (const CenterPerformance& c : down.centers) // no remote copy left to wait for: no RTT center
            QVERIFY2(c.kind != "rtt", c.id.c_str());
    }

    // Latency vs load: latency never drops as users grow (MVA is monotone in the population);
    // throughput rises to the bottleneck's bound and then stays within 1 % of it (past
    // saturation the asynchronous-write fixed point, solved with Schweitzer-Bard, may give
    // up a few tenths of a percent).
    void latencyCurveMonotone()
    {
        PerformanceOptions o;
        o.useCase = "heavy";
        const auto curve = latencyCurve(example("ra2-vsan-allflash"), o, "", {1, 2, 4, 8, 16, 32, 64, 128, 256});
        QCOMPARE(curve.size(), size_t(9));
        for (size_t i = 1; i < curve.size(); ++i) {
            QVERIFY(curve[i].iops >= curve[i - 1].iops * (1 - 1e-2));
            QVERIFY(curve[i].readLatencyMs >= curve[i - 1].readLatencyMs * (1 - 1e-6));
        }
    }

    // Every example simulates (RA-3, RA-4, RA-5 included) with reachable workloads.
    void allExamplesSimulate()
    {
        for (const EmbeddedFile& f : builtinExampleFiles()) {
            Diagnostics diags;
            auto d = loadDesignText(f.text, f.name, "", diags);
            QVERIFY2(d.has_value(), f.name.c_str());
            const PerformanceResult r = simulatePerformance(*d, {});
            for (const WorkloadPerformance& w : r.workloads) {
                QVERIFY2(w.reachable, (f.name + ": " + w.id + ": " + w.status).c_str());
                QVERIFY2(std::isfinite(w.iops) && w.iops > 0, (f.name + ": " + w.id).c_str());
            }
        }
    }

    // TPC-C NURand access (clause 2.1.6): the block pmf is a probability distribution over
    // ceil(n / rows per block) blocks, and the hottest share f of the blocks holds more than f
    // of the accesses (skew) but never more than all of them.
    void nurandSkew()
    {
        const std::vector<double>& pmf = nurandBlockPmf(8191, 100000, 26);
        QCOMPARE(int(pmf.size()), 3847); // ceil(100000 / 26)
        double sum = 0;
        for (double p : pmf)
            sum += p;
        QVERIFY(std::abs(sum - 1.0) < 1e-9);
        QVERIFY(std::is_sorted(pmf.rbegin(), pmf.rend()));
        for (double f : {0.01, 0.04, 0.2, 0.5}) {
            const double h = nurandHitRatio(8191, 100000, 26, f);
            QVERIFY2(h > f && h < 1.0, std::to_string(f).c_str());
        }
        QCOMPARE(nurandHitRatio(1023, 3000, 12, 0.0), 0.0);
        QCOMPARE(nurandHitRatio(1023, 3000, 12, 1.0), 1.0);
        // Hand-computed: NURand(7, 1, 8), one row per block. b = 1..7: v = 7 gets
        // sum over s in 1..7 of 2^(pop(s) - 3) / 8 = (3^3 - 1) / 8 / 8 = 26 / 64; b = 8: v = 8 | u,
        // u uniform in 0..7, v = 15 with 1 / 64, and 15 wraps to the same row as 7
        // ((v - 1) % 8). Hottest row: 27 / 64.
        QCOMPARE(nurandBlockPmf(7, 8, 1).front(), 27.0 / 64.0);
    }

    // Regression guard against shared/reference/published-results.yaml. The median absolute
    // percentage error is printed; the bound asserted is the current state of the model plus a
    // margin (issue 4's goal is <= 15 %; OLTP transaction rates are far off today, see the
    // report of validate-reference): it catches regressions, and must be tightened as the
    // model improves. Figures already matched are held individually.
    void publishedResults()
    {
        std::ifstream in(TOPOPLAN_SHARED_DIR "/reference/published-results.yaml");
        if (!in)
            QSKIP("shared/reference/published-results.yaml not found");
        std::stringstream s;
        s << in.rdbuf();
        const ReferenceReport rep = checkReference(s.str());
        QVERIFY(rep.error.empty());
        qInfo("published results: %d figures compared, median absolute percentage error %.1f %%", rep.compared,
              rep.medianAbsErrorPct);
        QVERIFY(rep.compared >= 40);
        QVERIFY(rep.medianAbsErrorPct < 80.0);
        for (const ReferenceFigure& f : rep.figures) {
            const bool held = f.figure.find("capacity") != std::string::npos || f.figure.rfind("paths", 0) == 0
                || f.figure.rfind("backup_first_full", 0) == 0;
            if (held && f.kind == "value")
                QVERIFY2(std::abs(f.errorPct) <= 30.0, (f.architecture + " " + f.figure).c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TstPerformance)
#include "tst_performance.moc"
