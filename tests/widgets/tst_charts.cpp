// Charts, treemaps and failure-injection mode in the main window: chart data equal the
// analysis results they show, the RA-1 treemap groups the eight databases by engine and
// workload type, the use-case bars show RA-1's three use cases, a Fail-tool click on IOM
// A1 leaves 4 paths per host, RA-2's disk-group-failure scenario drops IOPS and shows the
// rebuild. With TOPOPLAN_SCREENSHOT_DIR set (run under Xvfb), saves the screenshots of
// docs/screenshots/.
#include "core/designio.h"
#include "models/analysisrunner.h"
#include "models/designdocument.h"
#include "models/designentry.h"
#include "widgets/cableitem.h"
#include "widgets/chartdocks.h"
#include "widgets/designscene.h"
#include "widgets/designview.h"
#include "widgets/deviceitem.h"
#include "widgets/failtool.h"
#include "widgets/mainwindow.h"
#include "widgets/performancepanel.h"
#include "widgets/qcustomplotsupport.h"
#include "widgets/scenariotimeline.h"
#include "widgets/sweepview.h"
#include "widgets/treemapwidget.h"
#include "widgets/whatbrokepanel.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>

#include <set>

using namespace topoplan;

class TestCharts : public QObject {
    Q_OBJECT

    static void shoot(QWidget* w, const char* name)
    {
        const QString dir = qEnvironmentVariable("TOPOPLAN_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QTest::qWait(300);
        w->grab().save(dir + QLatin1Char('/') + QLatin1String(name));
    }

    // The live result, and the Performance and What broke panels having taken it: they do
    // so one event-loop turn after resultReady (widgets/guiturn.h), which under load can be
    // later than any fixed wait.
    static void waitForResult(widgets::MainWindow* w)
    {
        models::AnalysisRunner* runner = w->analysisRunner();
        QSignalSpy ready(runner, &models::AnalysisRunner::resultReady);
        QSignalSpy shown(w->chartDocks()->performancePanel(), &widgets::PerformancePanel::resultShown);
        QSignalSpy broke(w->chartDocks()->whatBroke(), &widgets::WhatBrokePanel::resultShown);
        qsizetype shownAtReady = -1, brokeAtReady = -1;
        const QMetaObject::Connection at = QObject::connect(runner, &models::AnalysisRunner::resultReady, [&] {
            shownAtReady = shown.count();
            brokeAtReady = broke.count();
        });
        QVERIFY(ready.wait(30000));
        QTRY_VERIFY_WITH_TIMEOUT(shown.count() > shownAtReady && broke.count() > brokeAtReady, 30000);
        QObject::disconnect(at);
    }

    static std::unique_ptr<widgets::MainWindow> window(models::DesignDocument& doc, const QString& builtin)
    {
        if (!doc.open(builtin))
            qFatal("cannot open %s", qPrintable(builtin));
        auto w = std::make_unique<widgets::MainWindow>(&doc);
        w->resize(1600, 1000);
        w->show();
        return w;
    }

    static QCPBars* bars(QCustomPlot* plot, int i) { return qobject_cast<QCPBars*>(plot->plottable(i)); }

private Q_SLOTS:
    void ra1ChartsShowTheAnalysis()
    {
        models::DesignDocument doc;
        auto w = window(doc, QStringLiteral("builtin:ra1"));
        models::AnalysisRunner* runner = w->analysisRunner();
        // The use case with all eight databases running together (RA-1 example
        // "oltp-dss-snapshot", architectures.md RA-1 use case 3), chosen as a user does in
        // the tool bar's selector.
        QComboBox* useCases = w->chartDocks()->useCaseBox();
        QVERIFY(useCases);
        QCOMPARE(useCases->currentData().toString(), QStringLiteral("oltp-only")); // the default: the first
        const int all = useCases->findData(QStringLiteral("oltp-dss-snapshot"));
        QVERIFY(all >= 0);
        useCases->setCurrentIndex(all);
        Q_EMIT useCases->activated(all);
        QCOMPARE(runner->useCase(), QStringLiteral("oltp-dss-snapshot"));
        waitForResult(w.get());
        widgets::PerformancePanel* panel = w->chartDocks()->performancePanel();
        const core::PerformanceResult* perf = runner->performance();
        QVERIFY(perf);

        // IOPS bars: one per workload, equal to the prediction.
        QCPBars* iops = bars(panel->plot(widgets::PerformancePanel::Iops), 0);
        QVERIFY(iops);
        QCOMPARE(iops->data()->size(), int(perf->workloads.size()));
        for (int i = 0; i < iops->data()->size(); ++i)
            QCOMPARE(iops->data()->at(i)->value, perf->workloads[std::size_t(i)].iops);
        // Latency bars: read then write, equal to the prediction.
        QCustomPlot* latency = panel->plot(widgets::PerformancePanel::Latency);
        for (int i = 0; i < int(perf->workloads.size()); ++i) {
            QCOMPARE(bars(latency, 0)->data()->at(i)->value, perf->workloads[std::size_t(i)].readLatencyMs);
            QCOMPARE(bars(latency, 1)->data()->at(i)->value, perf->workloads[std::size_t(i)].writeLatencyMs);
        }

        // Hover texts after a selection (the newcomer's crash: they pointed into a copy
        // destroyed when setSelectedWorkloads returned): each names its workload.
        panel->setSelectedWorkloads({QStringLiteral("oracle-oltp")});
        for (auto chart : {widgets::PerformancePanel::Iops, widgets::PerformancePanel::Latency})
            for (int i = 0; i < int(perf->workloads.size()); ++i)
                QVERIFY(panel->tooltipText(chart, i).contains(QString::fromStdString(perf->workloads[std::size_t(i)].id)));
        panel->setSelectedWorkloads({});

        // Treemap: RA-1's eight databases (architectures.md RA-1: Oracle and SQL Server,
        // OLTP, DSS and snapshot OLTP), grouped by engine and workload type.
        const auto& tiles = panel->iopsTreemap()->items();
        QCOMPARE(tiles.size(), 8);
        std::set<QString> groups;
        for (const widgets::TreemapItem& t : tiles)
            groups.insert(t.group);
        QCOMPARE(groups, (std::set<QString>{QStringLiteral("oracle OLTP"), QStringLiteral("oracle DSS"),
                                            QStringLiteral("sqlserver OLTP"), QStringLiteral("sqlserver DSS")}));
        for (const widgets::TreemapItem& t : tiles)
            for (const core::WorkloadPerformance& p : perf->workloads)
                if (QString::fromStdString(p.id) == t.id)
                    QCOMPARE(t.value, p.iops);

        // Use-case bars: RA-1's three database use cases (the backup ones predict no IOPS),
        // each stack's height the use case's total predicted IOPS.
        QCustomPlot* uc = panel->plot(widgets::PerformancePanel::UseCases);
        auto* ticker = dynamic_cast<QCPAxisTickerText*>(uc->xAxis->ticker().data());
        QCOMPARE(ticker->ticks().size(), 3);
        QCOMPARE(ticker->ticks().value(0), QStringLiteral("oltp-only"));
        QCOMPARE(ticker->ticks().value(2), QStringLiteral("oltp-dss-snapshot"));
        for (int c = 0; c < 3; ++c) {
            double stacked = 0, total = 0;
            for (int s = 0; s < uc->plottableCount(); ++s)
                stacked += bars(uc, s)->data()->at(c)->value;
            for (const core::WorkloadPerformance& p : runner->useCasePerformance()[std::size_t(c)].second.workloads)
                total += p.iops;
            QVERIFY(std::abs(stacked - total) < 1e-6 * total);
        }
        // Capacity bars equal core::storageCapacities.
        QCPBars* raw = bars(panel->plot(widgets::PerformancePanel::Capacity), 0);
        for (int i = 0; i < raw->data()->size(); ++i)
            QCOMPARE(raw->data()->at(i)->value, runner->capacities()[std::size_t(i)].rawTB);

        // The latency-vs-load curve arrives from its worker, with a knee.
        QSignalSpy curve(panel, &widgets::PerformancePanel::loadCurveReady);
        if (panel->loadCurve().empty())
            QVERIFY(curve.wait(30000));
        QVERIFY(panel->loadKnee() >= 0);
        // Once the intervals are in, the curve is swept again with its band (the workload's
        // tornado parameters at their ends, core::latencyCurveWithBand): a band point per
        // curve point, each holding its point.
        QVERIFY(QTest::qWaitFor([&] { return !panel->loadBand().empty(); }, 120000));
        QCOMPARE(panel->loadBand().size(), panel->loadCurve().size());
        for (std::size_t i = 0; i < panel->loadBand().size(); ++i) {
            const core::LoadBand& b = panel->loadBand()[i];
            const core::LoadPoint& p = panel->loadCurve()[i];
            QVERIFY(b.iops.low <= p.iops && p.iops <= b.iops.high);
            QVERIFY(b.readLatencyMs.low <= p.readLatencyMs && p.readLatencyMs <= b.readLatencyMs.high);
        }

        w->chartDocks()->raise(panel);
        panel->showTreemap(false);
        shoot(w.get(), "ra1-iops-treemap.png");
        panel->showChart(widgets::PerformancePanel::UseCases);
        shoot(w.get(), "ra1-use-cases.png");
        panel->showChart(widgets::PerformancePanel::Latency);
        shoot(panel, "ra1-latency-chart.png");
        panel->showChart(widgets::PerformancePanel::Capacity);
        shoot(panel, "ra1-capacity-chart.png");
        panel->showChart(widgets::PerformancePanel::LoadCurve);
        {
            // The knee label covers no curve: every curve, sampled along its segments in
            // pixels, stays outside the label's rectangle.
            QTest::qWait(100); // laid out at its tab's size
            QCustomPlot* lc = panel->plot(widgets::PerformancePanel::LoadCurve);
            lc->replot();
            auto* knee = lc->findChild<QCPItemText*>(QStringLiteral("kneeLabel"));
            QVERIFY(knee);
            const QRectF label(knee->topLeft->pixelPosition(), knee->bottomRight->pixelPosition());
            QVERIFY(label.width() > 20);
            // Read and write latency, IOPS, users / IOPS (time per I/O per user), and the
            // band of each of the first three (two graphs without a pen, the upper filled).
            int lines = 0, filled = 0;
            for (int g = 0; g < lc->graphCount(); ++g) {
                lines += lc->graph(g)->pen().style() != Qt::NoPen;
                filled += lc->graph(g)->channelFillGraph() != nullptr;
            }
            QCOMPARE(lines, 4);
            QCOMPARE(filled, 3);
            QCOMPARE(lc->graphCount(), 10);
            for (int g = 0; g < lc->graphCount(); ++g) {
                const QCPGraph* graph = lc->graph(g);
                auto pixel = [graph](double key, double value) {
                    return QPointF(graph->keyAxis()->coordToPixel(key), graph->valueAxis()->coordToPixel(value));
                };
                for (int i = 0; i + 1 < graph->data()->size(); ++i) {
                    const QPointF a = pixel(graph->data()->at(i)->key, graph->data()->at(i)->value);
                    const QPointF b = pixel(graph->data()->at(i + 1)->key, graph->data()->at(i + 1)->value);
                    for (double t = 0; t <= 1.0; t += 0.05)
                        QVERIFY2(!label.contains(a + (b - a) * t), qPrintable(graph->name()));
                }
            }
        }
        shoot(w.get(), "ra1-latency-vs-load.png");
    }

    void failToolClickOnIomA1()
    {
        models::DesignDocument doc;
        auto w = window(doc, QStringLiteral("builtin:ra1"));
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        models::AnalysisRunner* runner = w->analysisRunner();
        if (!runner->result())
            waitForResult(w.get());
        const std::string text = core::writeDesign(doc.design());
        w->chartDocks()->failAction()->trigger();
        QCOMPARE(w->view()->tool(), static_cast<widgets::AbstractTool*>(w->chartDocks()->failTool()));
        const QRectF r = w->scene()->layout().device("iom-a1")->rect;
        w->view()->ensureVisible(r);
        // A point of the IOM's body that no port stub or cable covers (scan its rows).
        QPointF at;
        for (double y = r.top() + 4; y < r.bottom() && at.isNull(); y += 3)
            for (double x = r.left() + 4; x < r.right() && at.isNull(); x += 3)
                if (w->chartDocks()->failTool()->targetAt({x, y}) == "iom-a1")
                    at = {x, y};
        QVERIFY(!at.isNull());
        QTest::mouseClick(w->view()->viewport(), Qt::LeftButton, {}, w->view()->mapFromScene(at));
        QCOMPARE(doc.failures(), std::vector<std::string>{"iom-a1"});
        QVERIFY(w->scene()->isFailed("iom-a1"));
        QVERIFY(w->scene()->isFailed("iom-a1:eth1/1/43"));
        waitForResult(w.get());
        // architectures.md RA-1: 8 paths per host, 4 per fabric; IOM A1 is fabric A.
        for (const core::FlowResult& f : runner->result()->flows)
            if (f.kind == "storage" && f.destination == "pmax")
                QCOMPARE(int(f.paths.size()), 4);
        const QString html = w->chartDocks()->whatBroke()->html();
        QVERIFY(html.contains(QStringLiteral("8 → ")));
        QVERIFY(html.contains(QStringLiteral("Predicted performance")));
        shoot(w.get(), "ra1-fail-iom-a1.png");
        // A second click repairs; undo brings the failure back; the design never changed.
        QTest::mouseClick(w->view()->viewport(), Qt::LeftButton, {}, w->view()->mapFromScene(at));
        QVERIFY(doc.failures().empty());
        doc.undoStack()->undo();
        QCOMPARE(doc.failures(), std::vector<std::string>{"iom-a1"});
        QCOMPARE(core::writeDesign(doc.design()), text);
    }

    void failToolPrefersTheDeviceUnderACable()
    {
        // Cables are drawn above devices. Where a cable crosses a device (its body or its
        // label) the Fail tool fails the device; on a cable away from devices, the cable.
        models::DesignDocument doc;
        auto w = window(doc, QStringLiteral("builtin:ra1"));
        widgets::DesignScene* scene = w->scene();
        const widgets::FailTool* tool = w->chartDocks()->failTool();
        int onDevice = 0, onCable = 0;
        for (QGraphicsItem* item : scene->items()) {
            auto* cable = qgraphicsitem_cast<widgets::CableItem*>(item);
            if (!cable || cable->isMidplane())
                continue;
            for (double t = 0.05; t < 0.96; t += 0.05) {
                const QPointF p = cable->path().pointAtPercent(t);
                if (!scene->layout().portAt(p).empty() || !cable->contains(p))
                    continue;
                std::string device; // the topmost device under the point, as drawn
                for (QGraphicsItem* under : scene->items(p))
                    if (auto* d = qgraphicsitem_cast<widgets::DeviceItem*>(under)) {
                        device = d->id();
                        break;
                    }
                const std::string target = tool->targetAt(p);
                if (!device.empty()) {
                    QCOMPARE(target, device);
                    ++onDevice;
                } else if (scene->items(p).front() == cable) {
                    QCOMPARE(target, cable->linkId());
                    ++onCable;
                }
            }
        }
        // RA-1's cables from the IOMs to the arrays cross devices and run free (the case
        // must occur for the test to mean anything).
        QVERIFY(onDevice > 0);
        QVERIFY(onCable > 0);
    }

    void toolBarKeepsItsButtonsInPlaceAcrossUndoTexts()
    {
        // The Edit menu's Undo names the command ("Undo Edit oracle-oltp"); the tool bar's
        // Undo keeps its text, so the buttons after it do not move; its tooltip names it.
        models::DesignDocument doc;
        auto w = window(doc, QStringLiteral("builtin:ra1"));
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        auto* tools = w->findChild<QToolBar*>(QStringLiteral("tools"));
        auto* undo = w->findChild<QAction*>(QStringLiteral("toolUndo"));
        QVERIFY(tools && undo);
        QVERIFY(!undo->isEnabled());
        QWidget* undoButton = tools->widgetForAction(undo);
        QWidget* last = tools->widgetForAction(tools->actions().constLast());
        const QRect before = undoButton->geometry(), lastBefore = last->geometry();
        const int wl = models::findEntry(doc.design(), models::Section::Workload, QStringLiteral("oracle-oltp"));
        QVERIFY(wl >= 0);
        QVERIFY(models::editEntryField(&doc, models::Section::Workload, wl, QStringLiteral("profile.users"),
                                       QStringLiteral("120")).isEmpty());
        QTest::qWait(50); // the tool bar lays out again
        QVERIFY(undo->isEnabled());
        QVERIFY(undo->toolTip().contains(QStringLiteral("oracle-oltp")));
        QCOMPARE(undoButton->geometry(), before);
        QCOMPARE(last->geometry(), lastBefore);
    }

    void sweepRowShowsTheFailure()
    {
        models::DesignDocument doc;
        auto w = window(doc, QStringLiteral("builtin:ra1"));
        widgets::SweepView* sweep = w->chartDocks()->sweepView();
        QSignalSpy ready(sweep, &widgets::SweepView::sweepReady);
        QVERIFY(ready.wait(30000));
        QVERIFY(!sweep->result().entries.empty());
        QCOMPARE(sweep->table()->model()->rowCount(), int(sweep->result().entries.size()));
        // Row 0 is the sweep's top-ranked element.
        // A click on it shows that failure (a selection or focus change alone does not:
        // issue 5, tst_guifixes).
        QTableView* table = sweep->table();
        const QRect row0 = table->visualRect(table->model()->index(0, 1));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, row0.center());
        QCOMPARE(doc.failures(), sweep->result().entries.front().elements);
        w->chartDocks()->raise(sweep);
        waitForResult(w.get());
        shoot(w.get(), "ra1-n1-sweep.png");
    }

    void ra2DiskGroupScenario()
    {
        models::DesignDocument doc;
        auto w = window(doc, QStringLiteral("builtin:ra2-vsan-allflash"));
        widgets::ScenarioTimeline* timeline = w->chartDocks()->timeline();
        QSignalSpy ready(timeline, &widgets::ScenarioTimeline::timelineReady);
        timeline->select(QStringLiteral("disk-group-failure"), QStringLiteral("failure-test"));
        QVERIFY(ready.wait(30000));
        const auto& t = timeline->timeline();
        // RA-2's example scenario: esx-1/dg-1 fails at minute 15 of 30.
        QCOMPARE(t.durationMin, 30.0);
        QCOMPARE(t.states.size(), std::size_t(2));
        QCOMPARE(t.states[1].atMin, 15.0);
        QVERIFY(t.states[1].iops < t.states[0].iops); // the IOPS drop
        QCOMPARE(t.rebuilds.size(), std::size_t(1));
        // The plotted scenario line equals the states: baseline before 15, failure after.
        QCPGraph* iops = timeline->plot()->graph(0);
        QCOMPARE(iops->data()->at(10)->value, t.states[0].iops);
        QCOMPARE(iops->data()->at(20)->value, t.states[1].iops);
        w->chartDocks()->raise(timeline);
        timeline->setTime(20);
        QCOMPARE(doc.failures(), std::vector<std::string>{"esx-1/dg-1"});
        waitForResult(w.get());
        shoot(w.get(), "ra2-disk-group-scenario.png");
        timeline->stop();
        QVERIFY(doc.failures().empty());
    }
};

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
