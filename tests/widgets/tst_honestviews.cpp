// Intervals and bases where the views showed bare points (issue 15, the newcomer check of
// 2026-12-01): link utilization (status bar, cable tooltip, inspector) with the interval the
// predicted MB/s give it; the use-case comparison's stacks with error bars; the knee and the
// scenario status line said to be point estimates with their basis; the Sensitivity view
// sized to its 8 rows with elided labels and the whole label as a tooltip; no TPM for SLOB.
#include "intervalwait.h"

#include "core/performance/predictionbasis.h"
#include "models/analysisrunner.h"
#include "models/designdocument.h"
#include "models/predictiontext.h"
#include "widgets/chartplots.h"
#include "widgets/performanceinspector.h"
#include "widgets/qcustomplotsupport.h"
#include "widgets/sensitivityview.h"

#include <QFontMetrics>
#include <QTest>
#include <QTextDocument>

using namespace topoplan;
using testing::LiveDesign;

using testing::errorBarPoints;

class TestHonestViews : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // The format: models::localNumber at 1 decimal (English locale in the tests), the
    // interval when it has a width, "interval pending" while it computes.
    void utilizationText()
    {
        const core::Interval range{0.35, 0.502};
        QCOMPARE(models::utilizationText(0.421, &range, false), QStringLiteral("42.1 % (35–50.2 %)"));
        const core::Interval point{0.421, 0.421};
        QCOMPARE(models::utilizationText(0.421, &point, false), QStringLiteral("42.1 %"));
        QCOMPARE(models::utilizationText(0.421, nullptr, true), QStringLiteral("42.1 % (interval pending)"));
        QCOMPARE(models::utilizationText(0.421, &range, false, 0), QStringLiteral("42 % (35–50 %)"));
    }

    // RA-1's links carry the workloads' predicted MB/s (AnalysisRunner: offered load from
    // the model), so their utilization has the interval of those MB/s: with the second stage
    // in, the loaded links have low <= point <= high and at least one a width.
    void linkUtilizationHasInterval()
    {
        LiveDesign live;
        QVERIFY(live.open(QStringLiteral("builtin:ra1")));
        models::AnalysisRunner& runner = *live.runner;
        const core::AnalysisResult* r = runner.result();
        QVERIFY(r);
        const auto& intervals = runner.linkUtilizationIntervals();
        int loaded = 0, wide = 0;
        for (const core::LinkLoad& l : r->links) {
            if (l.utilization <= 0)
                continue;
            ++loaded;
            const auto it = intervals.find(l.link);
            QVERIFY2(it != intervals.end(), l.link.c_str());
            QVERIFY(it->second.low <= l.utilization * (1 + 1e-9) && l.utilization <= it->second.high * (1 + 1e-9));
            wide += it->second.high > it->second.low * 1.01 ? 1 : 0;
        }
        QVERIFY(loaded > 0);
        QVERIFY(wide > 0);
    }

    // The stacks of the use-case comparison get an error bar each where intervals are given
    // (one interval per use case), none without.
    void useCaseBarsHaveErrorBars()
    {
        LiveDesign live;
        QVERIFY(live.open(QStringLiteral("builtin:ra1")));
        models::AnalysisRunner& runner = *live.runner;
        const auto& cases = runner.useCasePerformance();
        QVERIFY(cases.size() >= 2);
        QCustomPlot plot;
        plot.resize(600, 400);
        widgets::charts::setupPlot(&plot, QStringLiteral("use cases"));
        widgets::charts::plotUseCases(&plot, cases);
        QCOMPARE(errorBarPoints(plot), 0);
        std::vector<const core::UncertaintyResult*> each;
        for (const auto& [id, perf] : cases)
            each.push_back(id == runner.performance()->useCase ? runner.uncertainty() : nullptr);
        widgets::charts::plotUseCases(&plot, cases, each);
        QCOMPARE(errorBarPoints(plot), int(cases.size()));
        // docs/screenshots, only with TOPOPLAN_SCREENSHOT_DIR set.
        if (const QString dir = qEnvironmentVariable("TOPOPLAN_SCREENSHOT_DIR"); !dir.isEmpty()) {
            plot.replot();
            plot.grab().save(dir + QStringLiteral("/ra1-use-cases-intervals.png"));
        }
    }

    // The knee is a point of the point model's sweep: its label says so, with the basis.
    void kneeSaysPointEstimate()
    {
        std::vector<core::LoadPoint> curve;
        for (double u = 1; u <= 1024; u *= 2) // IOPS that stop growing past 16 users (made up for the chart)
            curve.push_back({u, std::min(u, 16.0) * 1000.0, 0.2 + u / 100.0, 0.1, 0.0});
        QCustomPlot plot;
        plot.resize(800, 400);
        widgets::charts::setupPlot(&plot, QStringLiteral("curve"));
        QVERIFY(widgets::charts::plotLoadCurve(&plot, curve, QStringLiteral("w"), QStringLiteral("calibrated")) >= 0);
        auto* knee = plot.findChild<QCPItemText*>(QStringLiteral("kneeLabel"));
        QVERIFY(knee);
        QVERIFY2(knee->text().contains(QLatin1String("point estimate of the point model")) && knee->text().contains(QLatin1String("calibrated")),
                 qPrintable(knee->text()));
    }

    // With a band (core::latencyCurveWithBand), the chart fills it around the read and
    // write latency and the IOPS, and the knee label says the curve is a point estimate
    // with a band, not "no interval". Band: made up, +-20 % around each point.
    void curveBandIsFilled()
    {
        std::vector<core::LoadPoint> curve;
        std::vector<core::LoadBand> band;
        for (double u = 1; u <= 1024; u *= 2) { // the curve of kneeSaysPointEstimate
            const core::LoadPoint p{u, std::min(u, 16.0) * 1000.0, 0.2 + u / 100.0, 0.1, 0.0};
            curve.push_back(p);
            band.push_back({u, {p.iops * 0.8, p.iops * 1.2}, {p.readLatencyMs * 0.8, p.readLatencyMs * 1.2},
                            {p.writeLatencyMs * 0.8, p.writeLatencyMs * 1.2}});
        }
        QCustomPlot plot;
        plot.resize(800, 400);
        widgets::charts::setupPlot(&plot, QStringLiteral("curve"));
        QVERIFY(widgets::charts::plotLoadCurve(&plot, curve, QStringLiteral("w"), QStringLiteral("calibrated"), band) >= 0);
        int filled = 0;
        for (int g = 0; g < plot.graphCount(); ++g)
            if (const QCPGraph* low = plot.graph(g)->channelFillGraph()) {
                ++filled;
                QCOMPARE(low->data()->size(), int(band.size()));
                QCOMPARE(plot.graph(g)->data()->size(), int(band.size()));
            }
        QCOMPARE(filled, 3); // read latency, write latency, IOPS
        // The y ranges hold the bands' high ends (1.2 x the largest value).
        QVERIFY(plot.yAxis2->range().upper >= 16000 * 1.2);
        auto* knee = plot.findChild<QCPItemText*>(QStringLiteral("kneeLabel"));
        QVERIFY(knee);
        QVERIFY2(knee->text().contains(QLatin1String("band: the tornado's parameters at their ends, calibrated"))
                     && !knee->text().contains(QLatin1String("no interval")),
                 qPrintable(knee->text()));
    }

    // A sweep without a knee (core::throughputKnee() -1: no positive light-load slope, here
    // no IOPS at all) has no knee label to carry the note: the chart itself says its curves
    // are point estimates, with the basis.
    void curveWithoutKneeSaysPointEstimate()
    {
        std::vector<core::LoadPoint> curve;
        for (double u = 1; u <= 1024; u *= 2) // no throughput, latency only (made up for the chart)
            curve.push_back({u, 0.0, 0.2, 0.1, 0.0});
        QCustomPlot plot;
        plot.resize(800, 400);
        widgets::charts::setupPlot(&plot, QStringLiteral("curve"));
        QCOMPARE(widgets::charts::plotLoadCurve(&plot, curve, QStringLiteral("w"), QStringLiteral("a priori")), -1);
        auto* note = plot.findChild<QCPItemText*>(QStringLiteral("pointEstimateLabel"));
        QVERIFY(note);
        QVERIFY2(note->text().contains(QLatin1String("point estimate of the point model")) && note->text().contains(QLatin1String("a priori")),
                 qPrintable(note->text()));
    }

    // The Scenario chart's rebuild label (RA-2's disk-group failure at minute 15) is a
    // prediction like the others: the minutes under load with the interval of the resync
    // parameters' ranges (core::rebuildEstimate) and their basis.
    void rebuildLabelHasIntervalAndBasis()
    {
        models::DesignDocument doc;
        QVERIFY(doc.open(QStringLiteral("builtin:ra2")));
        const std::optional<core::LoadedDesign> design = doc.snapshot();
        QVERIFY(design);
        const widgets::charts::TimelineData t = widgets::charts::evaluateTimeline(*design, "disk-group-failure", "");
        QCOMPARE(t.rebuilds.size(), std::size_t(1));
        const core::RebuildEstimate& r = t.rebuilds.front();
        QVERIFY(r.underLoadMinutesLow < r.underLoadMinutes && r.underLoadMinutes < r.underLoadMinutesHigh);
        QCustomPlot plot;
        plot.resize(900, 400);
        widgets::charts::setupPlot(&plot, QStringLiteral("scenario"));
        widgets::charts::plotTimeline(&plot, t);
        auto* label = plot.findChild<QCPItemText*>(QStringLiteral("rebuildLabel"));
        QVERIFY(label);
        const QString minutes = QString::fromStdString(core::formatWithInterval(r.underLoadMinutes, r.underLoadMinutesLow, r.underLoadMinutesHigh, ""));
        QVERIFY(minutes.contains(QLatin1Char('(')));
        QVERIFY2(label->text().contains(minutes + QStringLiteral(" min under load, ") + models::basisLabel(core::weakestBasis(r.parameters))),
                 qPrintable(label->text()));
    }

    // The Sensitivity view of RA-1's sql-oltp-1 (8 tornado bars): the chart is at least as
    // tall as its rows' two label lines, no row label is wider than the elision width, and
    // the top bar's tooltip gives its whole label.
    void tornadoFitsItsRows()
    {
        LiveDesign live;
        QVERIFY(live.open(QStringLiteral("builtin:ra1")));
        models::AnalysisRunner& runner = *live.runner;
        widgets::SensitivityView view(nullptr);
        view.resize(700, 300);
        view.showResults(runner.performance(), runner.uncertainty(), false);
        view.setWorkload(QStringLiteral("sql-oltp-1"));
        const core::WorkloadUncertainty* u = core::findUncertainty(*runner.uncertainty(), "sql-oltp-1");
        QVERIFY(u && u->tornado.size() >= 6);
        QCOMPARE(view.barCount(), int(u->tornado.size()));
        QCustomPlot* plot = view.plot();
        const QFontMetrics fm(plot->yAxis->tickLabelFont());
        QVERIFY(plot->minimumHeight() >= view.barCount() * 2 * fm.lineSpacing());
        auto* ticker = dynamic_cast<QCPAxisTickerText*>(plot->yAxis->ticker().data());
        QVERIFY(ticker);
        // The label elided to 200 px, its basis " (assumed)" kept beside it.
        for (const QString& label : ticker->ticks()) {
            const QString first = label.section(QLatin1Char('\n'), 0, 0);
            QVERIFY2(fm.horizontalAdvance(first) <= 202 + fm.horizontalAdvance(QStringLiteral(" (measured)")), qPrintable(label));
            QVERIFY2(first.endsWith(QLatin1Char(')')), qPrintable(label));
        }
        QTextDocument tip;
        tip.setHtml(view.barToolTip(0));
        QVERIFY2(tip.toPlainText().contains(QString::fromStdString(u->tornado.front().label)), qPrintable(tip.toPlainText()));
        QVERIFY(view.barToolTip(view.barCount()).isEmpty());
    }

    // SLOB counts no transactions (RA-2): the inspector's prediction has no TPM row.
    void slobShowsNoTpm()
    {
        LiveDesign live;
        QVERIFY(live.open(QStringLiteral("builtin:ra2-vsan-allflash")));
        models::AnalysisRunner& runner = *live.runner;
        const core::PerformanceResult* perf = runner.performance();
        QVERIFY(perf && !perf->workloads.empty());
        QVERIFY(!core::producesTpm(perf->workloads.front()));
        widgets::WorkloadPredictionView view(&runner, perf->workloads.front().id);
        QVERIFY2(!view.text().contains(QLatin1String("TPM")), qPrintable(view.text()));
        QVERIFY(view.text().contains(QLatin1String("IOPS")));
    }
};

QTEST_MAIN(TestHonestViews)
#include "tst_honestviews.moc"
