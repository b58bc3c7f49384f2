// Link utilization per direction (issue 16, "Traps"): the designer showed a 16GFC lane
// "142.6 % busy (2282 MB/s of 1600 MB/s)" while simulate gave its array port 100 % out
// and 42.6 % in. A full-duplex link carries its rate in each direction (FC-FS; IEEE
// 802.3 full duplex), so its utilization is the busier direction's, and the analysis
// under the performance model's load must agree with the model's own port centers
// ("<port> in" / "<port> out"). The design is RA-1 with pmax cabled by one 16GFC lane
// only (iom-a1:eth1/1/43:1 -- pmax:fa-1d-1, its file's first lane), under its DSS use case.
#include "analysistesthelpers.h"

#include "core/analysis.h"
#include "core/builtin.h"
#include "core/designloader.h"
#include "core/performance.h"

#include <QtTest>

#include <atomic>
#include <sstream>

using namespace topoplan::core;

namespace {

// RA-1 without every pmax cable but the first lane.
std::string ra1OneLane()
{
    const EmbeddedFile* f = findBuiltinExample("ra1");
    std::istringstream in(f ? f->text : std::string());
    std::string out, line;
    bool firstLane = true;
    while (std::getline(in, line)) {
        const bool pmaxCable = line.find("  - {a: ") == 0 && line.find(", b: pmax:") != std::string::npos;
        if (pmaxCable && !firstLane)
            continue;
        firstLane = firstLane && !pmaxCable;
        out += line + "\n";
    }
    return out;
}

double centerUtilization(const PerformanceResult& r, const std::string& id)
{
    for (const CenterPerformance& c : r.centers)
        if (c.id == id)
            return c.utilization;
    return -1.0;
}

} // namespace

class TestLinkDirection : public QObject {
    Q_OBJECT
private slots:
    void laneAgreesWithTheModelsPortCenters()
    {
        Diagnostics diagnostics;
        const auto design = loadDesignText(ra1OneLane(), "ra1-one-lane.topoplan.yaml", ".", diagnostics);
        QVERIFY2(design, formatDiagnostics(diagnostics).c_str());
        // The offered load as the designer and `analyze --use-case` take it.
        PerformanceOptions po;
        po.useCase = "oltp-dss";
        const PerformanceResult perf = simulatePerformance(*design, po, analyze(*design, {}));
        AnalysisOptions options;
        for (const Workload& w : design->design.workloads)
            options.offeredMBps[w.id] = 0.0;
        for (const WorkloadPerformance& wp : perf.workloads)
            options.offeredMBps[wp.id] = wp.mbps;
        const AnalysisResult r = analyze(*design, {}, nullptr, options);
        const LinkLoad* lane = nullptr;
        for (const LinkLoad& l : r.links)
            if (l.link == "iom-a1:eth1/1/43:1 -- pmax:fa-1d-1")
                lane = &l;
        QVERIFY(lane);
        const double out = centerUtilization(perf, "pmax:fa-1d-1 out"), in = centerUtilization(perf, "pmax:fa-1d-1 in");
        QVERIFY(out > 0.0 && in > 0.0);
        // Reads leave the array port (b -> a of the link id), writes enter it (a -> b).
        QVERIFY2(std::abs(lane->loadBtoAMBps / lane->capacityMBps - out) < 0.01,
                 qPrintable(QStringLiteral("%1 vs %2").arg(lane->loadBtoAMBps / lane->capacityMBps).arg(out)));
        QVERIFY2(std::abs(lane->loadAtoBMBps / lane->capacityMBps - in) < 0.01,
                 qPrintable(QStringLiteral("%1 vs %2").arg(lane->loadAtoBMBps / lane->capacityMBps).arg(in)));
        QVERIFY(std::abs(lane->utilization - std::max(out, in)) < 0.01);
        QVERIFY(lane->utilization <= 1.0 + 1e-9); // one direction cannot carry more than its rate
        // A saturated-link finding names the direction and gives the other one apart.
        for (const Finding& f : r.findings)
            if (f.code == "saturated" && f.ids.front() == lane->link) {
                QVERIFY2(f.message.find(" busy from pmax:fa-1d-1 to iom-a1:eth1/1/43:1 ") != std::string::npos, f.message.c_str());
                QVERIFY(f.message.find("per direction; the other direction carries") != std::string::npos);
            }
    }

    // core::linkLoads (the paths traced once for several offered loads: the ends of the
    // link utilization interval, models::AnalysisRunner) gives every link the loads that a
    // whole analyze() at the same offered load gives it (the expected values), intact and
    // with iom-a1 failed. Loads: RA-1's use case oltp-dss as the model predicts it, scaled
    // by 0.5 and by 2, and with oracle-dss alone at 10 times.
    void linkLoadsAgreeWithAnalyze()
    {
        const std::optional<LoadedDesign> design = topoplan::testing::builtinExample("ra1");
        PerformanceOptions po;
        po.useCase = "oltp-dss";
        const PerformanceResult perf = simulatePerformance(*design, po, analyze(*design, {}));
        std::vector<AnalysisOptions> loads(3);
        for (const WorkloadPerformance& wp : perf.workloads) {
            loads[0].offeredMBps[wp.id] = wp.mbps * 0.5;
            loads[1].offeredMBps[wp.id] = wp.mbps * 2.0;
            loads[2].offeredMBps[wp.id] = wp.id == "oracle-dss" ? wp.mbps * 10.0 : wp.mbps;
        }
        for (const FailureSet& failed : {FailureSet{}, FailureSet{{"iom-a1"}}}) {
            const std::vector<std::vector<LinkLoad>> ends = linkLoads(*design, failed, loads);
            QCOMPARE(ends.size(), loads.size());
            int loaded = 0;
            for (std::size_t k = 0; k < loads.size(); ++k) {
                const AnalysisResult whole = analyze(*design, failed, nullptr, loads[k]);
                QCOMPARE(ends[k].size(), whole.links.size());
                for (std::size_t i = 0; i < whole.links.size(); ++i) {
                    const LinkLoad &a = ends[k][i], &b = whole.links[i];
                    QCOMPARE(a.link, b.link);
                    QCOMPARE(a.failed, b.failed);
                    QCOMPARE(a.loadAtoBMBps, b.loadAtoBMBps);
                    QCOMPARE(a.loadBtoAMBps, b.loadBtoAMBps);
                    QCOMPARE(a.capacityMBps, b.capacityMBps);
                    QCOMPARE(a.utilization, b.utilization);
                    loaded += b.utilization > 0.0;
                }
            }
            QVERIFY(loaded > 0); // the comparison covers loaded links, not only idle ones
        }
        std::atomic<bool> cancel{true};
        QVERIFY(linkLoads(*design, {}, loads, &cancel).empty());
    }
};

QTEST_GUILESS_MAIN(TestLinkDirection)
#include "tst_linkdirection.moc"
