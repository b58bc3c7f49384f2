// Predictions with intervals in the GUI (issue 15): the Inspector's prediction of a
// workload shows a hand-made interval as core::formatWithInterval writes it and "interval
// pending" before; the Sensitivity view draws one bar per core::TornadoBar and the
// "Measure next" line; the IOPS chart carries one error bar per workload with the given
// interval; the workload editor's measured baseline commits one undo step per field. With
// TOPOPLAN_SCREENSHOT_DIR set (under Xvfb), saves docs/screenshots/ra1-*.png, ra4-*.png and ra5-*.png.
#include "models/analysisrunner.h"
#include "models/designdocument.h"
#include "models/designentry.h"
#include "widgets/chartdocks.h"
#include "widgets/chartplots.h"
#include "widgets/designscene.h"
#include "widgets/inspector.h"
#include "widgets/mainwindow.h"
#include "widgets/performanceinspector.h"
#include "widgets/performancepanel.h"
#include "widgets/qcustomplotsupport.h"
#include "widgets/sensitivityview.h"

#include "intervalwait.h"

#include <QDockWidget>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace topoplan;
using testing::waitForIntervals;

namespace {
/// A hand-made uncertainty of `perf`: every figure +-10 % (IOPS -10 %/+8 %), a tornado of
/// three bars for `tornadoOf`, measureNext of two labels. Values are test inputs.
core::UncertaintyResult handMade(const core::PerformanceResult& perf, const std::string& tornadoOf)
{
    core::UncertaintyResult u;
    for (const core::WorkloadPerformance& w : perf.workloads) {
        core::WorkloadUncertainty x;
        x.workload = w.id;
        x.basis = "a priori";
        x.basisSummary = "a priori: CPU per I/O assumed";
        auto band = [](double v) { return core::Interval{v * 0.9, v * 1.1}; };
        x.iops = {w.iops * 0.9, w.iops * 1.08};
        x.readIops = band(w.readIops);
        x.writeIops = band(w.writeIops);
        x.mbps = band(w.mbps);
        x.readLatencyMs = band(w.readLatencyMs);
        x.writeLatencyMs = band(w.writeLatencyMs);
        x.tpm = band(w.tpm);
        x.nopm = band(w.nopm);
        x.cpuUtilization = band(w.cpuUtilization);
        if (w.id == tornadoOf) {
            x.tornado = {{"cpu-per-physical-io", "CPU per physical I/O", core::Basis::Assumed, 20, 80, w.iops * 1.3, w.iops * 0.6},
                         {"pmax/director-io-cost", "Director cost per I/O", core::Basis::Sourced, 8, 12, w.iops * 1.1, w.iops * 0.9},
                         {w.id + "/cpu-per-txn", "CPU per transaction", core::Basis::Measured, 3.8, 4.2, w.iops * 1.02, w.iops * 0.98}};
            x.measureNext = {"CPU per physical I/O (assumed)", "Director cost per I/O (sourced)"};
        }
        u.workloads.push_back(std::move(x));
    }
    u.parameters.push_back({"cpu-per-physical-io", "CPU per physical I/O", "us", 40, 20, 80, core::Basis::Assumed, "assumed"});
    return u;
}
} // namespace

class TestSensitivity : public QObject {
    Q_OBJECT

    static void shoot(QWidget* w, const QString& name)
    {
        const QString dir = qEnvironmentVariable("TOPOPLAN_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QTest::qWait(300);
        w->grab().save(dir + QLatin1Char('/') + name);
    }

private Q_SLOTS:
    void inspectorShowsTheInterval()
    {
        models::DesignDocument doc;
        QVERIFY(doc.open(QStringLiteral("builtin:ra1")));
        models::AnalysisRunner runner(&doc);
        runner.setDebounceMs(0);
        QString pendingText;
        QMetaObject::Connection once = connect(&runner, &models::AnalysisRunner::resultReady, this, [&] {
            widgets::WorkloadPredictionView early(&runner, "sql-oltp-1");
            pendingText = early.text();
        });
        runner.schedule();
        waitForIntervals(&runner);
        disconnect(once);
        // Before the intervals: the point with "interval pending", never a bare number.
        QVERIFY2(pendingText.contains(QLatin1String("interval pending")), qPrintable(pendingText));
        const core::PerformanceResult* perf = runner.performance();
        QVERIFY(perf);
        widgets::WorkloadPredictionView view(&runner, "sql-oltp-1");
        runner.deliverUncertainty(doc.revision(), handMade(*perf, "sql-oltp-1"));
        const core::WorkloadPerformance* w = nullptr;
        for (const core::WorkloadPerformance& x : perf->workloads)
            w = x.id == "sql-oltp-1" ? &x : w;
        QVERIFY(w);
        const QString text = view.text();
        const QString iops = QString::fromStdString(core::formatWithInterval(w->iops, {w->iops * 0.9, w->iops * 1.08}, "IOPS"));
        QVERIFY2(text.contains(iops), qPrintable(text + QStringLiteral("\nexpected: ") + iops));
        const QString read = QString::fromStdString(
            core::formatWithInterval(w->readLatencyMs, {w->readLatencyMs * 0.9, w->readLatencyMs * 1.1}, "ms"));
        QVERIFY2(text.contains(read), qPrintable(text));
        QVERIFY(text.contains(QLatin1String("a priori: CPU per I/O assumed")));
        QVERIFY(text.contains(QLatin1String("Measure next: CPU per physical I/O (assumed)")));
        QVERIFY(!text.contains(QLatin1String("pending")));
    }

    void tornadoHasOneBarPerTornadoBar()
    {
        core::PerformanceResult perf;
        core::WorkloadPerformance w;
        w.id = "sql-oltp-1";
        w.iops = 16627; // RA-1 use case 1 (published-results.yaml), as a hand-made point
        perf.workloads.push_back(w);
        widgets::SensitivityView view(nullptr);
        view.resize(900, 400);
        view.showResults(&perf, nullptr, true);
        QCOMPARE(view.barCount(), 0); // pending: the empty state
        const core::UncertaintyResult u = handMade(perf, "sql-oltp-1");
        view.showResults(&perf, &u, false);
        QCOMPARE(view.workload(), QStringLiteral("sql-oltp-1"));
        QCOMPARE(view.barCount(), 3);
        // In the plot: the bars' keys are three rows, and each row's low and high ends, as
        // drawn (QCPBars::dataPixelPosition: the bar's end at base value + value, read back
        // in axis coordinates), are the TornadoBar's figures. (It once added the figure as
        // the value: every bar ran from the point to twice the point, off the axis.)
        view.plot()->replot();
        std::set<double> keys;
        std::multiset<double> values;
        for (int i = 0; i < view.plot()->plottableCount(); ++i)
            if (auto* bars = qobject_cast<QCPBars*>(view.plot()->plottable(i)))
                for (int k = 0; k < bars->dataCount(); ++k) {
                    keys.insert(bars->dataMainKey(k));
                    QCOMPARE(bars->baseValue(), w.iops);
                    const double drawnEnd = view.plot()->xAxis->pixelToCoord(bars->dataPixelPosition(k).x());
                    values.insert(std::round(drawnEnd));
                }
        QCOMPARE(int(keys.size()), 3);
        for (const core::TornadoBar& b : u.workloads[0].tornado) {
            QVERIFY2(values.count(std::round(b.figureAtLow)), std::to_string(b.figureAtLow).c_str());
            QVERIFY2(values.count(std::round(b.figureAtHigh)), std::to_string(b.figureAtHigh).c_str());
        }
        QVERIFY(view.measureNextText().contains(QLatin1String("CPU per physical I/O (assumed)")));
        QVERIFY(view.headlineText().contains(QString::fromStdString(core::formatWithInterval(w.iops, u.workloads[0].iops, "IOPS"))));
        // No tornado: the empty state, no bar.
        core::UncertaintyResult none = u;
        none.workloads[0].tornado.clear();
        view.showResults(&perf, &none, false);
        QCOMPARE(view.barCount(), 0);
    }

    void iopsChartHasErrorBars()
    {
        core::PerformanceResult perf;
        for (const char* id : {"a", "b"}) {
            core::WorkloadPerformance w;
            w.id = id;
            w.iops = id[0] == 'a' ? 1000 : 2500; // hand-made
            perf.workloads.push_back(w);
        }
        const core::UncertaintyResult u = handMade(perf, "");
        QCustomPlot plot;
        widgets::charts::plotIops(&plot, perf, &u);
        QCPErrorBars* err = nullptr;
        for (int i = 0; i < plot.plottableCount(); ++i)
            err = err ? err : qobject_cast<QCPErrorBars*>(plot.plottable(i));
        QVERIFY(err);
        QCOMPARE(err->dataCount(), 2);
        for (int i = 0; i < 2; ++i) {
            const double v = perf.workloads[std::size_t(i)].iops;
            QCOMPARE(err->data()->at(i).errorMinus, v - v * 0.9);
            QCOMPARE(err->data()->at(i).errorPlus, v * 1.08 - v);
        }
        QVERIFY(plot.yAxis->range().upper >= 2500 * 1.08);
    }

    void baselineEditorCommitsOneUndoStep()
    {
        models::DesignDocument doc;
        QVERIFY(doc.open(QStringLiteral("builtin:ra1")));
        const int i = models::findEntry(doc.design(), models::Section::Workload, QStringLiteral("sql-snap-oltp"));
        widgets::MeasuredBaselineEditor editor(&doc, i);
        auto* tpm = editor.findChild<QLineEdit*>(QStringLiteral("measured.tpm"));
        QVERIFY(tpm);
        // Every field of the design-file block (core/measurement.h) is there.
        for (const char* key : {"source", "platform", "use_case", "users", "think_ms", "nopm", "tps", "iops", "read_iops",
                                "write_iops", "mb_s", "read_mb_s", "write_mb_s", "read_latency_ms", "write_latency_ms", "cpu_pct", "cpu_of",
                                "uncertainty_pct"})
            QVERIFY2(editor.findChild<QLineEdit*>(QStringLiteral("measured.") + QLatin1String(key)), key);
        const int before = doc.undoStack()->index();
        tpm->setText(QStringLiteral("163382")); // RA-1 use case 1, SQL Server (published-results.yaml)
        tpm->setModified(true);
        Q_EMIT tpm->editingFinished();
        QCOMPARE(doc.undoStack()->index(), before + 1);
        QCOMPARE(*doc.design().workload("sql-snap-oltp")->measured->tpm, 163382.0);
        // A refused value: marked, the design unchanged.
        QSignalSpy status(&editor, &widgets::MeasuredBaselineEditor::statusMessage);
        auto* cpu = editor.findChild<QLineEdit*>(QStringLiteral("measured.cpu_pct"));
        cpu->setText(QStringLiteral("250"));
        cpu->setModified(true);
        Q_EMIT cpu->editingFinished();
        QCOMPARE(status.count(), 1);
        QVERIFY(status.first().at(0).toString().contains(QLatin1String("cpu_pct")));
        QCOMPARE(doc.undoStack()->index(), before + 1);
    }

    void screenshots()
    {
        if (qEnvironmentVariableIsEmpty("TOPOPLAN_SCREENSHOT_DIR"))
            QSKIP("TOPOPLAN_SCREENSHOT_DIR not set");
        for (const char* design : {"ra1", "ra4", "ra5"}) {
            models::DesignDocument doc;
            QVERIFY(doc.open(QStringLiteral("builtin:") + QLatin1String(design)));
            widgets::MainWindow window(&doc);
            window.resize(1600, 1000);
            window.show();
            waitForIntervals(window.analysisRunner());
            const core::PerformanceResult* perf = window.analysisRunner()->performance();
            QVERIFY(perf && !perf->workloads.empty());
            const std::string id = std::string(design) == "ra1" ? "sql-oltp-1" : perf->workloads.front().id;
            const int wi = models::findEntry(doc.design(), models::Section::Workload, QString::fromStdString(id));
            window.findChild<widgets::Inspector*>()->showEntry(models::Section::Workload, wi);
            widgets::SensitivityView* sensitivity = window.chartDocks()->sensitivityView();
            sensitivity->setWorkload(QString::fromStdString(id));
            window.chartDocks()->raise(sensitivity);
            QTest::qWait(500);
            shoot(&window, QStringLiteral("%1-prediction-window.png").arg(QLatin1String(design)));
            shoot(window.findChild<QDockWidget*>(QStringLiteral("inspector")) ? window.findChild<QDockWidget*>(QStringLiteral("inspector"))
                                                                              : static_cast<QWidget*>(window.findChild<widgets::Inspector*>()),
                  QStringLiteral("%1-inspector-workload.png").arg(QLatin1String(design)));
            // Only a design that carries a baseline for the workload (RA-1): RA-4 and RA-5 have none.
            if (auto* baseline = window.findChild<widgets::MeasuredBaselineEditor*>(); baseline && std::string(design) == "ra1")
                shoot(baseline, QStringLiteral("%1-measured-baseline.png").arg(QLatin1String(design)));
            sensitivity->resize(1000, 420);
            shoot(sensitivity, QStringLiteral("%1-sensitivity.png").arg(QLatin1String(design)));
            widgets::PerformancePanel* panel = window.chartDocks()->performancePanel();
            window.chartDocks()->raise(panel);
            for (auto [chart, name] : {std::pair{widgets::PerformancePanel::Iops, "iops-intervals"},
                                       std::pair{widgets::PerformancePanel::Latency, "latency-intervals"}}) {
                panel->showChart(chart);
                QTest::qWait(200);
                shoot(panel->plot(chart), QStringLiteral("%1-%2.png").arg(QLatin1String(design), QLatin1String(name)));
            }
            // Tiles with rounded figures, interval and basis (issue 15).
            panel->showTreemap(false);
            panel->iopsTreemap()->resize(1000, 420);
            QTest::qWait(200);
            shoot(panel->iopsTreemap(), QStringLiteral("%1-treemap-tiles.png").arg(QLatin1String(design)));
        }
    }
};

QTEST_MAIN(TestSensitivity)
#include "tst_sensitivity.moc"
