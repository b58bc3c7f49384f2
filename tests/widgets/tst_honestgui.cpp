// Predictions in the GUI and the report as issue 15 asks (presentation): the Inspector
// lists the measured parameters that calibrated a workload whatever their scope (RA-2's
// come from the cluster vsan-1's baseline); the a-priori designs RA-4 and RA-5 (no
// `measured:` block in their design files) show "a priori" with an interval and say what to
// measure next; the TPM / NOPM and DSS charts carry error bars; treemap tiles and the
// "what broke" panel write predictions at 3 significant digits with their intervals; the
// report computes the intervals of every use case it charts and shows them for the
// busiest centers and the backup windows, beside the parameter registry.
// Expected texts follow core/numberformat.h's rules (3 significant digits, thousands
// separated), worked by hand from hand-made inputs where the input is made here.
#include "core/performance/parameters.h"
#include "models/analysisrunner.h"
#include "models/designdocument.h"
#include "models/failureimpact.h"
#include "widgets/chartplots.h"
#include "widgets/designscene.h"
#include "widgets/performanceinspector.h"
#include "widgets/qcustomplotsupport.h"
#include "widgets/reportdata.h"
#include "widgets/reportexporter.h"
#include "widgets/treemapwidget.h"
#include "widgets/whatbrokepanel.h"

#include "intervalwait.h"

#include <QSignalSpy>
#include <QTest>
#include <QTextDocument>

using namespace topoplan;

namespace {
using testing::waitForIntervals;

using testing::errorBarPoints;

/// Hand-made intervals of one workload (test inputs).
core::UncertaintyResult oneWorkload(const std::string& id, const std::string& basis, const std::string& summary,
                                    core::Interval iops, core::Interval readMs, core::Interval writeMs)
{
    core::UncertaintyResult u;
    core::WorkloadUncertainty wu;
    wu.workload = id;
    wu.basis = basis;
    wu.basisSummary = summary;
    wu.iops = iops;
    wu.readLatencyMs = readMs;
    wu.writeLatencyMs = writeMs;
    u.workloads.push_back(wu);
    return u;
}

QString plain(const QString& html)
{
    QTextDocument doc;
    doc.setHtml(html);
    return doc.toPlainText();
}
// The impact of losing iom-a1 on one workload (before -> after: IOPS, read ms, write ms).
models::FailureImpact ioModuleLost(models::FailureImpact::WorkloadChange change)
{
    models::FailureImpact impact;
    impact.failed = {"iom-a1"};
    impact.workloads.push_back(std::move(change));
    return impact;
}

} // namespace

class TestHonestGui : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // RA-2's SLOB workloads are calibrated from the cluster's baseline (vsan-1 carries
    // `measured:` in resources/examples/ra2-vsan-allflash.topoplan.yaml, source "RA-2 paper,
    // SLOB heavy R1 (4 VMs)"); their parameters are "vsan-1/..." (core/performance/
    // calibration.h, calibrateFromStorage).
    void inspectorListsClusterScopedMeasuredParameters()
    {
        models::DesignDocument doc;
        QVERIFY(doc.open(QStringLiteral("builtin:ra2-vsan-allflash")));
        models::AnalysisRunner runner(&doc);
        runner.setDebounceMs(0);
        runner.schedule();
        waitForIntervals(&runner);
        const core::PerformanceResult* perf = runner.performance();
        QVERIFY(perf && !perf->workloads.empty());
        const std::string id = perf->workloads.front().id;
        widgets::WorkloadPredictionView view(&runner, id);
        const QString text = view.text();
        QVERIFY2(text.contains(QLatin1String("vsan-1/")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("Measured from RA-2 paper")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("calibrated")), qPrintable(text));
    }

    // RA-4 and RA-5 carry no baseline (their design files' notes: "no measured result is
    // typed here"): every reachable workload is a priori, with an interval (low < high) and
    // a "Measure next" line of at least one parameter, in the Inspector and in the treemap
    // tile of the same workload.
    void aPrioriDesignsSayWhatToMeasure_data()
    {
        QTest::addColumn<QString>("design");
        QTest::newRow("RA-4") << QStringLiteral("builtin:ra4");
        QTest::newRow("RA-5") << QStringLiteral("builtin:ra5");
    }
    void aPrioriDesignsSayWhatToMeasure()
    {
        QFETCH(QString, design);
        models::DesignDocument doc;
        QVERIFY(doc.open(design));
        models::AnalysisRunner runner(&doc);
        runner.setDebounceMs(0);
        runner.schedule();
        waitForIntervals(&runner);
        const core::PerformanceResult* perf = runner.performance();
        const core::UncertaintyResult* u = runner.uncertainty();
        QVERIFY(perf && u);
        const QVector<widgets::TreemapItem> tiles = widgets::charts::iopsTreemapItems(*perf, doc.design(), u, false);
        int shown = 0;
        for (const core::WorkloadPerformance& w : perf->workloads) {
            if (!w.reachable || w.iops <= 0)
                continue;
            const core::WorkloadUncertainty* wu = core::findUncertainty(*u, w.id);
            QVERIFY(wu);
            QCOMPARE(QString::fromStdString(wu->basis), QStringLiteral("a priori"));
            QVERIFY2(wu->iops.low < wu->iops.high, w.id.c_str());
            widgets::WorkloadPredictionView view(&runner, w.id);
            const QString text = view.text();
            QVERIFY2(text.contains(QLatin1String("a priori")), qPrintable(text));
            QVERIFY2(text.contains(QLatin1String("Measure next: ")), qPrintable(text));
            for (const widgets::TreemapItem& t : tiles)
                if (t.id == QString::fromStdString(w.id))
                    QVERIFY2(t.valueText.endsWith(QLatin1String("\na priori")) && t.valueText.contains(QLatin1Char('-')),
                             qPrintable(t.valueText));
            ++shown;
        }
        QVERIFY(shown > 0);
    }

    // One error bar per bar of the TPM / NOPM and DSS charts. Hand-made inputs.
    void tpmAndDssChartsHaveErrorBars()
    {
        core::PerformanceResult perf;
        core::UncertaintyResult u;
        for (const char* id : {"oltp", "dss"}) {
            core::WorkloadPerformance w;
            w.id = id;
            const bool oltp = id[0] == 'o';
            w.tpm = oltp ? 100000 : 0;
            w.nopm = oltp ? 45000 : 0;
            w.mbps = oltp ? 80 : 900;
            w.profile.kind = oltp ? "oltp" : "dss";
            perf.workloads.push_back(w);
            core::WorkloadUncertainty x;
            x.workload = id;
            x.tpm = {w.tpm * 0.8, w.tpm * 1.2};
            x.nopm = {w.nopm * 0.8, w.nopm * 1.2};
            x.mbps = {w.mbps * 0.5, w.mbps * 1.5};
            u.workloads.push_back(x);
        }
        QCustomPlot tpm, dss;
        QCOMPARE(int(widgets::charts::plotTpm(&tpm, perf, &u).size()), 1);
        QCOMPARE(errorBarPoints(tpm), 2); // TPM and NOPM of "oltp"
        QCOMPARE(int(widgets::charts::plotDss(&dss, perf, &u).size()), 1);
        QCOMPARE(errorBarPoints(dss), 1);
        QVERIFY(dss.yAxis->range().upper >= 900 * 1.5);
    }

    // Treemap tiles (issue 15: no false precision): the tile's text is the figure at 3
    // significant digits with its interval and the basis word, never the model's unrounded
    // double. Hand-made: 49,461.3 IOPS in 40,123-60,456 -> "49,500 IOPS (40,100-60,500)";
    // before the intervals arrive "interval pending"; the drawn tile shows those lines.
    void treemapTilesAreRoundedWithInterval()
    {
        core::Design design;
        core::Workload wl;
        wl.id = "ora";
        wl.engine = "oracle";
        design.workloads.push_back(wl);
        core::PerformanceResult perf;
        core::WorkloadPerformance w;
        w.id = "ora";
        w.iops = 49461.3;
        w.readLatencyMs = 0.53127;
        w.writeLatencyMs = 0.81234;
        w.profile.kind = "oltp";
        perf.workloads.push_back(w);
        const core::UncertaintyResult u = oneWorkload("ora", "a priori", "a priori: CPU per physical I/O assumed",
                                                       {40123, 60456}, {0.4, 0.9}, {0.6, 1.4});
        const auto tiles = widgets::charts::iopsTreemapItems(perf, design, &u, false);
        QCOMPARE(tiles.size(), 1);
        QCOMPARE(tiles[0].valueText, QStringLiteral("49,500 IOPS (40,100-60,500)\na priori"));
        QVERIFY(!tiles[0].tooltip.contains(QLatin1String("49,461")) && !tiles[0].tooltip.contains(QLatin1String("49461")));
        QVERIFY(tiles[0].tooltip.contains(QLatin1String("49,500 IOPS (40,100-60,500)")));
        QVERIFY(tiles[0].tooltip.contains(QLatin1String("0.531 ms (0.400-0.900)")));
        const auto pending = widgets::charts::iopsTreemapItems(perf, design, nullptr, true);
        QCOMPARE(pending[0].valueText, QStringLiteral("49,500 IOPS (interval pending)"));
        // Drawn: the same pixels as a tile whose text is the value line and the basis line.
        widgets::TreemapWidget shown, expected;
        shown.resize(300, 200);
        expected.resize(300, 200);
        shown.setItems(tiles, QStringLiteral("IOPS"));
        auto copy = tiles;
        copy[0].valueText = QStringLiteral("49,461");
        expected.setItems(copy, QStringLiteral("IOPS"));
        QVERIFY(shown.grab().toImage() != expected.grab().toImage());
    }

    // "What broke" (hand-made impact): before -> after at 3 significant digits, the value
    // under failure with its interval, the change at 2: 16,627.4 -> 14,321.7 IOPS is
    // (14,321.7 - 16,627.4) / 16,627.4 = -13.87 % -> "-14 %"; the basis line follows.
    // Without intervals the panel says they are computing.
    void whatBrokeShowsIntervals()
    {
        const models::FailureImpact impact = ioModuleLost({"sql-oltp-1", 16627.4, 14321.7, 0.5, 0.61234, 0.3, 0.3});
        const core::UncertaintyResult u = oneWorkload("sql-oltp-1", "calibrated", "calibrated: CPU per transaction measured",
                                                       {12000, 16100}, {0.55, 0.7}, {0.3, 0.3});
        const QString text = plain(widgets::WhatBrokePanel::render(impact, &u));
        QVERIFY2(text.contains(QStringLiteral("16,600 → 14,300 (12,000-16,100) IOPS (-14 %)")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("0.500 → 0.612 (0.550-0.700) ms (+22 %)")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("calibrated: CPU per transaction measured")), qPrintable(text));
        const QString pending = plain(widgets::WhatBrokePanel::render(impact, nullptr));
        QVERIFY2(pending.contains(QStringLiteral("16,600 → 14,300 IOPS (-14 %)")), qPrintable(pending));

        // A small change no finer than the figures show (issue 16: "(-0.077 %)",
        // "(+0.095 %)" beside figures at 3 significant digits): 41,500 -> 41,468 IOPS is
        // -0.077 %; the figures resolve 100 IOPS in 41,500 = 0.24 %, one decimal: "-0.1 %".
        // 0.170 -> 0.17016 ms is +0.094 %; 0.001 ms in 0.170 is 0.59 %: "+0.1 %". An
        // unchanged figure is "±0 %".
        const models::FailureImpact small = ioModuleLost({"oracle-oltp", 41500, 41468, 0.170, 0.17016, 0.3, 0.3});
        const QString fine = plain(widgets::WhatBrokePanel::render(small, nullptr));
        QVERIFY2(fine.contains(QStringLiteral("41,500 → 41,500 IOPS (-0.1 %)")), qPrintable(fine));
        QVERIFY2(fine.contains(QStringLiteral("0.170 → 0.170 ms (+0.1 %)")), qPrintable(fine));
        QVERIFY2(fine.contains(QStringLiteral("0.300 → 0.300 ms (±0 %)")), qPrintable(fine));
        QVERIFY2(!fine.contains(QStringLiteral("0.077")) && !fine.contains(QStringLiteral("0.094")), qPrintable(fine));
        QVERIFY2(pending.contains(QStringLiteral("Intervals computing")), qPrintable(pending));
    }

    // The report (RA-1): the charts draw every use case with its intervals; the busiest
    // centers carry their utilization interval (core::estimateUncertainty's centers), the
    // backup windows theirs (core::backupWindow's, worked by hand in tst_backup: first full
    // 15.1-60.3 min), the Assumptions list the parameter registry with basis and range, and
    // each workload's basis line stands under the performance table.
    void reportHasIntervals()
    {
        models::DesignDocument doc;
        QVERIFY(doc.open(QStringLiteral("builtin:ra1")));
        const widgets::ReportData data = widgets::prepareReportData(*doc.snapshot(), "builtin:ra1", {}, {});
        QVERIFY(data.useCases.size() > 1);
        QCOMPARE(data.useCaseUncertainties.size(), data.useCases.size());
        for (std::size_t i = 0; i < data.useCases.size(); ++i)
            for (const core::WorkloadPerformance& w : data.useCases[i].second.workloads)
                if (w.reachable)
                    QVERIFY2(core::findUncertainty(data.useCaseUncertainties[i], w.id), w.id.c_str());
        QVERIFY(data.performance && data.uncertainty);
        widgets::DesignScene scene(&doc);
        const QString html = QString::fromUtf8(widgets::ReportExporter().toHtml(data, &scene));
        int widths = 0;
        for (std::size_t i = 0; i < std::min<std::size_t>(data.performance->centers.size(), 12); ++i) {
            const core::CenterPerformance& c = data.performance->centers[i];
            const core::CenterUncertainty* cu = core::findCenterUncertainty(*data.uncertainty, c.id);
            QVERIFY2(cu, c.id.c_str());
            const QString cell = QString::fromStdString(
                core::formatWithInterval(c.utilization * 100, cu->utilization.low * 100, cu->utilization.high * 100, ""));
            QVERIFY2(html.contains(QStringLiteral(">%1<").arg(cell)), qPrintable(cell));
            widths += cu->utilization.high > cu->utilization.low;
        }
        QVERIFY(widths > 0);
        bool firstFull = false;
        for (const core::BackupWindow& b : data.backups)
            if (b.workload == "oracle-backup-full-1") {
                firstFull = true;
                QVERIFY(html.contains(QStringLiteral(">30.2 (15.1-60.3)<")));
            }
        QVERIFY(firstFull);
        for (const core::ParameterSpec& s : core::parameterRegistry())
            QVERIFY2(html.contains(QString::fromLatin1(s.name)), s.name);
        // The basis line of every workload, listed under the performance table (in a table
        // column it wrapped a word per line).
        for (const core::WorkloadUncertainty& wu : data.uncertainty->workloads) {
            const QString line = QString::fromStdString(wu.workload + ": " + wu.basisSummary).toHtmlEscaped();
            QVERIFY2(html.contains(line), qPrintable(line));
        }
    }
};

QTEST_MAIN(TestHonestGui)
#include "tst_honestgui.moc"
