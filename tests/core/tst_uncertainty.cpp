// The parameter registry and the uncertainty engine (core/performance/parameters.h,
// core/performance/uncertainty.h, issue 15 part 2): ranges, overrides, intervals, tornado,
// reproducibility, cancellation, and formatWithInterval. Expected values come from the
// registry's own ranges, the contract's definitions or hand arithmetic noted inline.
#include "core/analysis.h"
#include "core/modelconstants.h"
#include "core/performance.h"
#include "core/performance/parameters.h"
#include "analysistesthelpers.h"

#include <QtTest>

#include <atomic>
#include <set>

using namespace topoplan::core;

namespace {

// RA-3 "single-vm": one HammerDB SQL Server VM on PowerFlex (architectures.md, RA-3), the
// smallest design of the examples with a closed transactional workload.
struct Small {
    LoadedDesign design = topoplan::testing::builtinExample("ra3");
    PerformanceOptions options;
    AnalysisResult analysis;
    PerformanceResult point;
    Small()
    {
        options.useCase = "single-vm";
        analysis = analyze(design, FailureSet{});
        point = simulatePerformance(design, options, analysis);
    }
    double tpmWith(const ParameterOverrides& ov) const
    {
        PerformanceOptions o = options;
        o.overrides = std::make_shared<const ParameterOverrides>(ov);
        return simulatePerformance(design, o, analysis).workloads.at(0).tpm;
    }
    UncertaintyResult uncertainty(const UncertaintyOptions& uo) const
    {
        return estimateUncertainty(design, options, point, analysis, uo);
    }
};

const Parameter* param(const std::vector<Parameter>& ps, const std::string& id)
{
    for (const Parameter& p : ps)
        if (p.id == id)
            return &p;
    return nullptr;
}

bool inside(double v, const Interval& i)
{
    const double eps = 1e-9 * std::max(1.0, std::abs(v));
    return i.low - eps <= v && v <= i.high + eps;
}

} // namespace

class TstUncertainty : public QObject {
    Q_OBJECT
private slots:
    // Every registry entry: a unique name without '/', a label, a justification, and
    // low <= value <= high for absolute entries (relative ones: factors low <= 1 <= high).
    void registryIsConsistent()
    {
        std::set<std::string> names;
        for (const ParameterSpec& s : parameterRegistry()) {
            QVERIFY2(names.insert(s.name).second, s.name);
            QVERIFY(std::string(s.name).find('/') == std::string::npos);
            QVERIFY(*s.label && *s.basisText);
            if (s.relative) {
                QVERIFY2(s.catalogKey && s.low <= 1.0 && 1.0 <= s.high, s.name);
            } else {
                QVERIFY2(s.low <= s.value && s.value <= s.high, s.name);
            }
        }
        // Point values are the constants of modelconstants.h (their sources are there).
        QCOMPARE(findParameterSpec("cpu-per-physical-io")->value, constants::kCpuPerPhysicalIoS * 1e6);
        QCOMPARE(findParameterSpec("tpcc-cpu-per-txn")->value, constants::kTpccCpuPerTxnS * 1e3);
    }

    // Every example's point estimate records the parameters it used, each within its range
    // and named after a registry entry (the id's last component).
    void everyExampleRecordsItsParameters()
    {
        for (const char* ex : {"ra1", "ra2-vsan-allflash", "ra2-vsan-stretched", "ra3", "ra4", "ra5"}) {
            const LoadedDesign d = topoplan::testing::builtinExample(ex);
            const PerformanceResult r = simulatePerformance(d, PerformanceOptions{});
            QVERIFY2(!r.parameters.empty(), ex);
            std::set<std::string> ids;
            for (const Parameter& p : r.parameters) {
                QVERIFY2(ids.insert(p.id).second, p.id.c_str());
                QVERIFY2(p.low <= p.value && p.value <= p.high, p.id.c_str());
                QVERIFY2(findParameterSpec(p.id.substr(p.id.rfind('/') + 1)), p.id.c_str());
            }
        }
    }

    // Overrides: empty ones give the point estimate bit for bit; an override at the point
    // value too; one that matters moves the figure in the direction the model's structure
    // says (the VM's vCPUs are a center every transaction visits: more CPU per physical I/O
    // can only lower its throughput).
    void overridesApply()
    {
        Small s;
        const double tpm = s.point.workloads.at(0).tpm;
        QVERIFY(tpm > 0);
        QCOMPARE(s.tpmWith({}), tpm);
        const Parameter* cpu = param(s.point.parameters, "cpu-per-physical-io");
        QVERIFY(cpu);
        QCOMPARE(s.tpmWith({{cpu->id, cpu->value}}), tpm);
        QVERIFY(s.tpmWith({{cpu->id, cpu->high}}) < tpm);
        // A workload-scoped one: only its own workload's id applies.
        QVERIFY(param(s.point.parameters, "pflex-1/director-io-cost") == nullptr); // PowerFlex has no directors
    }

    // The engine on the small design: every interval contains the point; the cost is
    // 2 evaluations per parameter with a range plus the samples; a parameter with
    // low == high (TPC-C New-Order share: the clause 5.2.3 mix, no range) gives no bar; the
    // bars are sorted by swing; the tornado figure of a HammerDB workload is TPM.
    void intervalsContainThePoint()
    {
        Small s;
        UncertaintyOptions uo;
        uo.samples = 16;
        uo.tornadoBars = 100;
        const UncertaintyResult u = s.uncertainty(uo);
        QVERIFY(!u.cancelled);
        int varying = 0;
        for (const Parameter& p : u.parameters)
            varying += p.high > p.low;
        QCOMPARE(u.evaluations, 2 * varying + uo.samples);
        const WorkloadPerformance& w = s.point.workloads.at(0);
        const WorkloadUncertainty* wu = findUncertainty(u, w.id);
        QVERIFY(wu);
        QCOMPARE(wu->tornadoFigure, std::string("tpm"));
        QVERIFY(inside(w.iops, wu->iops) && inside(w.readIops, wu->readIops) && inside(w.writeIops, wu->writeIops));
        QVERIFY(inside(w.mbps, wu->mbps) && inside(w.tpm, wu->tpm) && inside(w.nopm, wu->nopm));
        QVERIFY(inside(w.readLatencyMs, wu->readLatencyMs) && inside(w.writeLatencyMs, wu->writeLatencyMs));
        QVERIFY(inside(w.cpuUtilization, wu->cpuUtilization));
        QVERIFY(wu->tpm.high > wu->tpm.low); // CPU per I/O alone moves it (overridesApply)
        const Parameter* share = param(u.parameters, "tpcc-new-order-share");
        QVERIFY(share && share->low == share->high);
        QVERIFY(!wu->tornado.empty());
        for (size_t i = 0; i < wu->tornado.size(); ++i) {
            QVERIFY(wu->tornado[i].parameterId != "tpcc-new-order-share");
            if (i > 0)
                QVERIFY(std::abs(wu->tornado[i].figureAtHigh - wu->tornado[i].figureAtLow)
                        <= std::abs(wu->tornado[i - 1].figureAtHigh - wu->tornado[i - 1].figureAtLow));
        }
        // The one-at-a-time extremes are part of the interval (contract).
        for (const TornadoBar& b : wu->tornado)
            QVERIFY(inside(b.figureAtLow, wu->tpm) && inside(b.figureAtHigh, wu->tpm));
        QCOMPARE(wu->basis, std::string("a priori")); // RA-3 carries no measured baseline here
        QVERIFY(wu->basisSummary.rfind("a priori", 0) == 0);
        QVERIFY(!wu->measureNext.empty());
    }

    // The same seed gives the same band; another seed another one (the sample differs).
    void reproducibleWithTheSameSeed()
    {
        Small s;
        UncertaintyOptions uo;
        uo.samples = 12;
        uo.seed = 7;
        const UncertaintyResult a = s.uncertainty(uo);
        const UncertaintyResult b = s.uncertainty(uo);
        QCOMPARE(a.workloads.at(0).iops.low, b.workloads.at(0).iops.low);
        QCOMPARE(a.workloads.at(0).iops.high, b.workloads.at(0).iops.high);
        QCOMPARE(a.workloads.at(0).readLatencyMs.high, b.workloads.at(0).readLatencyMs.high);
        // Tornado only: the band is the one-at-a-time extremes, which do not depend on the seed.
        uo.samples = 0;
        const UncertaintyResult c = s.uncertainty(uo);
        uo.seed = 8;
        const UncertaintyResult d = s.uncertainty(uo);
        QCOMPARE(c.workloads.at(0).tpm.low, d.workloads.at(0).tpm.low);
    }

    // A set cancel flag stops before the first evaluation.
    void cancellable()
    {
        Small s;
        std::atomic<bool> cancel{true};
        UncertaintyOptions uo;
        uo.cancel = &cancel;
        const UncertaintyResult u = s.uncertainty(uo);
        QVERIFY(u.cancelled);
        QCOMPARE(u.evaluations, 0);
    }

    // The context records each id once, applies its override, and keeps the recorded value
    // the point value (the parameter table shows the model's own figure).
    void contextRecordsOnce()
    {
        const ParameterOverrides ov{{"w1/buffer-cache-share", 0.6}};
        ParameterContext ctx(&ov);
        QCOMPARE(ctx.value("buffer-cache-share", "w1"), 0.6);
        QCOMPARE(ctx.value("buffer-cache-share", "w2"), constants::kBufferCacheShareOfVmMemory);
        QCOMPARE(ctx.value("buffer-cache-share", "w1"), 0.6);
        QCOMPARE(int(ctx.used().size()), 2);
        QCOMPARE(ctx.used().front().value, constants::kBufferCacheShareOfVmMemory);
        Parameter m{"w1/cpu-per-txn", "CPU per transaction", "ms", 4.0, 3.8, 4.2, Basis::Measured, "67 % x 6 vCPU / 995 tx/s"};
        QCOMPARE(ctx.use(m), 4.0);
        QCOMPARE(ctx.used().back().basis, Basis::Measured);
    }

    // 3 significant digits, thousands separated, the interval only when it has a width.
    void formatWithIntervalCases_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("high");
        QTest::addColumn<QString>("unit");
        QTest::addColumn<QString>("expected");
        QTest::newRow("issue example") << 16627.0 << 14912.0 << 18081.0 << "IOPS" << "16,600 IOPS (14,900-18,100)";
        QTest::newRow("a priori example") << 143642.0 << 40000.0 << 160000.0 << "IOPS" << "144,000 IOPS (40,000-160,000)";
        QTest::newRow("point only") << 143642.0 << 143642.0 << 143642.0 << "IOPS" << "144,000 IOPS";
        QTest::newRow("below one") << 0.14237 << 0.1 << 0.2 << "ms" << "0.142 ms (0.100-0.200)";
        QTest::newRow("one to ten") << 1.0 << 0.5 << 2.25 << "ms" << "1.00 ms (0.500-2.25)";
        QTest::newRow("millions") << 1234567.0 << 1e6 << 2e6 << "" << "1,230,000 (1,000,000-2,000,000)";
        QTest::newRow("zero") << 0.0 << 0.0 << 0.0 << "TPM" << "0 TPM";
        QTest::newRow("negative") << -3.544 << -4.0 << -3.0 << "%" << "-3.54 % (-4.00--3.00)";
    }
    void formatWithIntervalCases()
    {
        QFETCH(double, value);
        QFETCH(double, low);
        QFETCH(double, high);
        QFETCH(QString, unit);
        QFETCH(QString, expected);
        QCOMPARE(QString::fromStdString(formatWithInterval(value, Interval{low, high}, unit.toStdString())), expected);
    }
};

QTEST_GUILESS_MAIN(TstUncertainty)
#include "tst_uncertainty.moc"
