// bench_gui: the designer's responsiveness on large synthetic designs (issue 5 targets:
// panning a 2,000-device design at >= 30 frames per second; no GUI-thread stall over
// 50 ms while a 10,000-device analysis runs on the worker thread). Not a test: the
// figures depend on the machine; it prints them and exits 0 (1 when a target is missed).
//
// Design: tests/bench/syntheticdesign.h, written to a temporary file with its catalog and
// opened by DesignDocument as a user would open it; the whole main window is shown.
// Frames: the view pans by 40 px per frame, at 100 % zoom and at "fit design" zoom;
// once as a user pans (the view scrolls and paints what is exposed) and once with the
// whole viewport repainted every frame (the worst case). Stall: a 1 ms precise
// QTimer on the GUI thread (a heartbeat); a stall is a gap between two of its ticks minus
// 1 ms, from the end of the edit that triggers the recompute until 200 ms after the result
// arrived; the worst and the 99th percentile of all gaps are printed. The edit itself (its
// check, command and topology build, synchronous by design) is printed on its own line.
//
// RA-1 edit burst (issue 15): the longest GUI-thread block during 20 edits 30 ms apart with
// the interval stage off and on, in the same run, and their ratio (printRa1Burst()).
//
// Usage: bench_gui [--pan-devices 2000] [--analysis-devices 10000] [--seconds 3]
//                  [--burst-edits 20] [--ra1-burst-only]
// Run under Xvfb (xvfb-run -a -s "-screen 0 1600x1000x24") or QT_QPA_PLATFORM=offscreen.
#include "core/designio.h"
#include "core/topology.h"
#include "models/analysisrunner.h"
#include "models/designdocument.h"
#include "models/designentry.h"
#include "models/devicecopy.h"
#include "models/cmddevicemove.h"
#include "models/cmddeviceremove.h"
#include "syntheticdesign.h"
#include "widgets/designscene.h"
#include "widgets/deviceitem.h"
#include "widgets/designview.h"
#include "widgets/mainwindow.h"
#include "widgets/racks/rackdock.h"
#include "widgets/racks/rackview.h"

#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <memory>
#include <vector>

using namespace topoplan;

namespace {

/// Times every event delivered on the GUI thread while `tracing` (--trace-events): an
/// event whose delivery (nested deliveries included) takes `thresholdUs` or more is
/// printed (unless it used under a fifth of that in CPU: an event preempted by another
/// process) with its GUI-thread CPU time, nesting depth, receiver class, object name and event type, so that
/// the event or slot behind a stall can be named instead of guessed.
class TracingApplication : public QApplication {
public:
    using QApplication::QApplication;
    bool tracing = false;
    qint64 thresholdUs = 5000;
    bool notify(QObject* receiver, QEvent* event) override
    {
        if (!tracing)
            return QApplication::notify(receiver, event);
        const int type = event->type();
        const char* cls = receiver->metaObject()->className();
        const QString name = receiver->objectName();
        QElapsedTimer t;
        t.start();
        const qint64 cpu0 = threadCpuUs();
        ++m_depth;
        const bool r = QApplication::notify(receiver, event);
        --m_depth;
        const qint64 us = t.nsecsElapsed() / 1000;
        const qint64 cpuUs = threadCpuUs() - cpu0;
        if (us >= thresholdUs && cpuUs >= thresholdUs / 5) // not an event merely preempted
            m_lines.push_back(QStringLiteral("    %1%2 us (GUI-thread CPU %3 us)  depth %4  %5 '%6'  event %7")
                                  .arg(QString(m_depth * 2, QLatin1Char(' ')))
                                  .arg(us)
                                  .arg(cpuUs)
                                  .arg(m_depth)
                                  .arg(QLatin1String(cls), name)
                                  .arg(type));
        return r;
    }
    /// Prints the events collected so far (innermost first, as they ended) and forgets them.
    void flush()
    {
        for (const QString& l : m_lines)
            std::printf("%s\n", qPrintable(l));
        m_lines.clear();
    }

    /// CPU time of this thread, microseconds (bench::threadCpuSeconds()): the wall time
    /// of an event minus this is time the GUI thread waited for a core.
    static qint64 threadCpuUs() { return qint64(bench::threadCpuSeconds() * 1e6); }

private:
    int m_depth = 0;
    QStringList m_lines;
};

/// Writes the synthetic design of `devices` devices and its catalog into `dir`; returns
/// the design file's path.
QString writeSynthetic(const QTemporaryDir& dir, int devices)
{
    const auto catalog = bench::syntheticCatalog();
    bench::SyntheticDesign gen = bench::generateSynthetic(devices, catalog);
    gen.design.design.catalogs = {"builtin", "bench.catalog.yaml"};
    QFile cat(dir.filePath(QStringLiteral("bench.catalog.yaml")));
    cat.open(QIODevice::WriteOnly);
    cat.write(bench::syntheticCatalogText());
    const QString path = dir.filePath(QStringLiteral("synthetic-%1.topoplan.yaml").arg(devices));
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(QByteArray::fromStdString(core::writeDesign(gen.design.design)));
    return path;
}

/// Runs the event loop until `done()` or `timeoutMs`; false on timeout.
template <typename F>
bool waitFor(F&& done, int timeoutMs)
{
    QElapsedTimer t;
    t.start();
    while (!done()) {
        if (t.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    }
    return true;
}

/// A synthetic design opened as a user opens it, in a shown main window.
struct OpenDesign {
    models::DesignDocument doc;
    std::unique_ptr<widgets::MainWindow> window;
};

/// Writes the synthetic design of `devices` devices into `dir`, opens it, shows a
/// 1600 x 1000 main window on it and waits for the first analysis (scheduled by the
/// window); prints the sizes and the times taken. nullptr (and the errors on stderr)
/// when the design does not open.
std::unique_ptr<OpenDesign> openSynthetic(const QTemporaryDir& dir, int devices)
{
    auto open = std::make_unique<OpenDesign>();
    const QString path = writeSynthetic(dir, devices);
    QElapsedTimer t;
    t.start();
    if (!open->doc.open(path)) {
        std::fprintf(stderr, "%s\n", qPrintable(open->doc.errorString()));
        return nullptr;
    }
    const qint64 openMs = t.restart();
    open->window = std::make_unique<widgets::MainWindow>(&open->doc);
    open->window->resize(1600, 1000);
    open->window->show();
    QCoreApplication::processEvents();
    const qint64 windowMs = t.restart();
    waitFor([&] { return open->window->analysisRunner()->result() != nullptr; }, 300000);
    std::printf("%d devices (%zu in the design, %zu cables): open %lld ms, window %lld ms, first analysis %lld ms\n",
                devices, open->doc.design().devices.size(), open->doc.design().links.size(), (long long)openMs,
                (long long)windowMs, (long long)t.elapsed());
    return open;
}

/// Frames per second while panning `view` for `seconds`. `full`: every frame repaints
/// the whole viewport (worst case); otherwise the view scrolls as it does for a user
/// (QGraphicsView blits the viewport and paints the exposed strip) and a frame is one
/// delivered paint.
double panFps(widgets::DesignView* view, double seconds, bool full)
{
    QScrollBar* h = view->horizontalScrollBar();
    QScrollBar* v = view->verticalScrollBar();
    struct PaintCounter : QObject {
        int paints = 0;
        bool eventFilter(QObject*, QEvent* e) override
        {
            paints += e->type() == QEvent::Paint ? 1 : 0;
            return false;
        }
    } counter;
    view->viewport()->installEventFilter(&counter);
    int dx = 40;
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < seconds * 1000) {
        if (h->value() + dx > h->maximum() || h->value() + dx < h->minimum()) {
            dx = -dx;
            v->setValue(v->value() + (v->value() + 200 > v->maximum() ? -v->value() : 200));
        }
        h->setValue(h->value() + dx);
        if (full)
            view->viewport()->repaint();
        QCoreApplication::processEvents();
    }
    view->viewport()->removeEventFilter(&counter);
    return counter.paints / (t.elapsed() / 1000.0);
}

/// What one RA-1 edit burst measured on the GUI thread.
struct BurstFigures {
    double worstMs = 0.0;     ///< longest heartbeat gap minus its 1 ms period (edits included)
    double p99Ms = 0.0;
    double worstEditMs = 0.0; ///< longest single edit (check + command + topology build)
    /// The most GUI-thread CPU time spent within one heartbeat gap: the part of a gap the
    /// GUI thread itself was busy (a wall-clock gap also counts time the process waited
    /// for a core on a loaded machine).
    double worstCpuMs = 0.0;
    std::size_t heartbeats = 0;
    qint64 settledMs = 0;     ///< first edit to the last result (and its intervals, when on)
    int evaluations = 0;      ///< model evaluations of the last intervals (0: off)
    bool settled = false;
};

/// The live recompute of RA-1 (builtin:ra1, opened in a shown 1600 x 1000 main window as
/// the app opens it) under an edit burst: `edits` edits of sql-oltp-1's users, `gapMs`
/// apart (a user stepping a spin box: each edit supersedes the previous run, issue 15:
/// the interval stage must not stall the GUI thread), then until the last revision's result
/// (with `intervals`, also its intervals) and 200 ms more. The heartbeat is the one of the
/// 10,000-device stall figure (a 1 ms precise QTimer), here over the whole burst.
BurstFigures ra1Burst(bool intervals, int edits, int gapMs)
{
    BurstFigures f;
    models::DesignDocument doc;
    if (!doc.open(QStringLiteral("builtin:ra1"))) {
        std::fprintf(stderr, "%s\n", qPrintable(doc.errorString()));
        return f;
    }
    widgets::MainWindow window(&doc);
    window.resize(1600, 1000);
    window.show();
    models::AnalysisRunner* runner = window.analysisRunner();
    runner->setIntervalsEnabled(intervals);
    waitFor([&] { return runner->result() != nullptr && (!intervals || runner->uncertainty() != nullptr); }, 300000);
    const int w = models::findEntry(doc.design(), models::Section::Workload, QStringLiteral("sql-oltp-1"));
    QElapsedTimer clock;
    clock.start();
    qint64 last = clock.nsecsElapsed();
    qint64 lastCpuUs = TracingApplication::threadCpuUs();
    std::vector<qint64> gapsUs;
    QTimer tick;
    tick.setTimerType(Qt::PreciseTimer);
    tick.setInterval(1);
    QObject::connect(&tick, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        const qint64 cpu = TracingApplication::threadCpuUs();
        gapsUs.push_back(std::max<qint64>(0, (now - last) / 1000 - 1000));
        f.worstCpuMs = std::max(f.worstCpuMs, (cpu - lastCpuUs) / 1000.0);
        last = now;
        lastCpuUs = cpu;
    });
    tick.start();
    QElapsedTimer burst;
    burst.start();
    for (int i = 0; i < edits; ++i) {
        QElapsedTimer edit;
        edit.start();
        models::editEntryField(&doc, models::Section::Workload, w, QStringLiteral("profile.users"), QString::number(40 + i % 20));
        f.worstEditMs = std::max(f.worstEditMs, edit.nsecsElapsed() / 1e6);
        waitFor([] { return false; }, gapMs);
    }
    f.settled = waitFor([&] { return runner->result() != nullptr && (!intervals || runner->uncertainty() != nullptr); }, 300000);
    f.settledMs = burst.elapsed();
    if (const core::UncertaintyResult* u = runner->uncertainty())
        f.evaluations = u->evaluations;
    waitFor([] { return false; }, 200);
    tick.stop();
    std::sort(gapsUs.begin(), gapsUs.end());
    f.heartbeats = gapsUs.size();
    f.worstMs = gapsUs.empty() ? 0.0 : gapsUs.back() / 1000.0;
    f.p99Ms = gapsUs.empty() ? 0.0 : gapsUs[std::size_t(double(gapsUs.size() - 1) * 0.99)] / 1000.0;
    return f;
}

/// Prints the RA-1 burst with intervals off and on, in that order in the same process, and
/// their ratios (on / off). True when the longest block with intervals on stays <= 50 ms
/// (the issue 5 stall target).
bool printRa1Burst(int edits, int gapMs)
{
    std::printf("RA-1 edit burst (%d edits of sql-oltp-1's users, %d ms apart, then until the last result settles "
                "+ 200 ms; longest GUI-thread block = longest 1 ms heartbeat gap minus 1 ms, edits included):\n",
                edits, gapMs);
    const BurstFigures off = ra1Burst(false, edits, gapMs);
    const BurstFigures on = ra1Burst(true, edits, gapMs);
    auto print = [](const char* name, const BurstFigures& b) {
        std::printf("  %s: longest block %.1f ms wall (GUI-thread CPU within one gap at most %.1f ms), 99th percentile "
                    "%.1f ms over %zu heartbeats; longest edit %.1f ms; settled %lld ms after the first edit%s%s\n",
                    name, b.worstMs, b.worstCpuMs, b.p99Ms, b.heartbeats, b.worstEditMs, (long long)b.settledMs,
                    b.settled ? "" : " (timed out)",
                    b.evaluations ? (", last intervals " + std::to_string(b.evaluations) + " model evaluations").c_str() : "");
    };
    print("intervals off", off);
    print("intervals on ", on);
    auto ratio = [](double a, double b) { return b > 0 ? a / b : 0.0; };
    std::printf("  ratios on / off: longest block %.2f (GUI-thread CPU %.2f), 99th percentile %.2f, settle time %.2f\n",
                ratio(on.worstMs, off.worstMs), ratio(on.worstCpuMs, off.worstCpuMs), ratio(on.p99Ms, off.p99Ms),
                ratio(double(on.settledMs), double(off.settledMs)));
    return on.settled && off.settled && on.worstMs <= 50.0;
}

} // namespace

int main(int argc, char** argv)
{
    TracingApplication app(argc, argv);
    std::setvbuf(stdout, nullptr, _IOLBF, 0); // lines appear as they are measured
    int panDevices = 2000, analysisDevices = 10000;
    double seconds = 3.0;
    bool traceEvents = false;
    int repaints = 3;
    int burstEdits = 20;
    bool burstOnly = false;
    for (int i = 1; i < argc; ++i) {
        const bool value = i + 1 < argc;
        if (!std::strcmp(argv[i], "--trace-events"))
            traceEvents = true;
        else if (value && !std::strcmp(argv[i], "--pan-devices"))
            panDevices = std::atoi(argv[++i]);
        else if (value && !std::strcmp(argv[i], "--analysis-devices"))
            analysisDevices = std::atoi(argv[++i]);
        else if (value && !std::strcmp(argv[i], "--repaints"))
            repaints = std::max(1, std::atoi(argv[++i]));
        else if (value && !std::strcmp(argv[i], "--seconds"))
            seconds = std::atof(argv[++i]);
        else if (value && !std::strcmp(argv[i], "--burst-edits"))
            burstEdits = std::max(1, std::atoi(argv[++i]));
        else if (!std::strcmp(argv[i], "--ra1-burst-only"))
            burstOnly = true;
    }
    // First: the RA-1 edit burst with intervals off and on (issue 15), before the large
    // synthetic designs load the machine's memory.
    const bool burstOk = printRa1Burst(burstEdits, 30);
    if (burstOnly) {
        std::printf("%s\n", burstOk ? "all targets met" : "a target was missed");
        return burstOk ? 0 : 1;
    }
    QTemporaryDir dir;
    bool ok = burstOk;
    std::printf("Targets (issue 5): panning %d devices >= 30 fps; GUI-thread stall <= 50 ms while a %d-device "
                "analysis runs.\n", panDevices, analysisDevices);

    {
        const auto open = openSynthetic(dir, panDevices);
        if (!open)
            return 2;
        widgets::MainWindow& window = *open->window;
        widgets::DesignView* view = window.view();
        view->resetTransform();
        view->centerOn(view->sceneRect().topLeft() + QPointF(800, 500));
        const double fps100 = panFps(view, seconds, false);
        const double fps100Full = panFps(view, seconds, true);
        // Zoomed out: twice the "fit design" scale, so that there is room to pan.
        view->fitDesign();
        view->scale(2, 2);
        QCoreApplication::processEvents();
        const double scale = view->transform().m11();
        const double fpsFit = panFps(view, seconds, false);
        const double fpsFitFull = panFps(view, seconds, true);
        std::printf("  panning at 100 %% zoom: %.1f fps (whole viewport repainted every frame: %.1f fps)\n"
                    "  panning zoomed out (%.1f %%, twice the fit-design scale): %.1f fps (whole viewport: %.1f fps)\n",
                    fps100, fps100Full, scale * 100, fpsFit, fpsFitFull);
        ok = ok && fps100 >= 30 && fpsFit >= 30;

        // Structural edits (devices and cables added or removed): each timed with the
        // events it posts (topology build, canvas relayout, views), best of 3.
        models::DesignDocument& doc = open->doc;
        auto timed = [](auto&& f) {
            QElapsedTimer t;
            t.start();
            f();
            QCoreApplication::processEvents();
            return t.elapsed();
        };
        auto best = [&](auto&& edit, auto&& undo, qint64& editMs, qint64& undoMs) {
            editMs = undoMs = 1 << 30;
            for (int run = 0; run < 3; ++run) {
                editMs = std::min(editMs, timed(edit));
                undoMs = std::min(undoMs, timed(undo));
            }
        };
        const std::string iom = "mx-1-iom-a";
        std::size_t iomCables = 0;
        for (const core::Link& l : doc.design().links)
            iomCables += l.a.rfind(iom + ":", 0) == 0 || l.b.rfind(iom + ":", 0) == 0;
        qint64 removeMs = 0, removeUndoMs = 0, pasteMs = 0, pasteUndoMs = 0;
        best([&] { doc.undoStack()->push(new models::CmdDeviceRemove(&doc, iom)); }, [&] { doc.undoStack()->undo(); },
             removeMs, removeUndoMs);
        const core::Design chassis = models::copyDevices(doc.design(), {"mx-1"});
        int pasted = 0;
        best([&] { models::pasteDevices(&doc, chassis, 40, 40, nullptr, &pasted); }, [&] { doc.undoStack()->undo(); }, pasteMs,
             pasteUndoMs);
        // Delete with four chassis selected (112 devices with their modules, one undo step).
        qint64 deleteMs = 0, deleteUndoMs = 0;
        widgets::DesignScene* scene = window.scene();
        best(
            [&] {
                scene->clearSelection();
                for (const char* id : {"mx-1", "mx-2", "mx-3", "mx-4"})
                    scene->deviceItem(id)->setSelected(true);
                scene->deleteSelection();
            },
            [&] { doc.undoStack()->undo(); }, deleteMs, deleteUndoMs);
        std::printf("  remove an IOM with its %zu cables: %lld ms, undo %lld ms\n"
                    "  paste a chassis (%d devices, %zu cables): %lld ms, undo %lld ms\n"
                    "  delete 4 selected chassis with their modules: %lld ms, undo %lld ms\n",
                    iomCables, (long long)removeMs, (long long)removeUndoMs, pasted, chassis.links.size(), (long long)pasteMs,
                    (long long)pasteUndoMs, (long long)deleteMs, (long long)deleteUndoMs);

        // The Racks dock (widgets/racks/rackview.cpp) rebuilds its elevation on the GUI thread
        // after every topology change while it is shown (a copy of the design and the
        // elevation's layout, RackView::rebuild): the IOM removal and its undo with the dock
        // hidden and shown, GUI-thread CPU time (steadier than wall time on a shared
        // machine), best of 3 each; the difference is the rack view's share.
        if (widgets::RackDock* racks = window.rackDock()) {
            auto cpuOfEdit = [&] {
                double best = 1e9;
                for (int run = 0; run < 3; ++run) {
                    const double t0 = bench::threadCpuSeconds();
                    doc.undoStack()->push(new models::CmdDeviceRemove(&doc, iom));
                    QCoreApplication::processEvents();
                    doc.undoStack()->undo();
                    QCoreApplication::processEvents();
                    best = std::min(best, (bench::threadCpuSeconds() - t0) * 1000);
                }
                return best;
            };
            racks->dock()->hide();
            QCoreApplication::processEvents();
            const double hiddenMs = cpuOfEdit();
            racks->dock()->show();
            racks->dock()->raise();
            QCoreApplication::processEvents();
            const bool visible = racks->rackView()->isVisible();
            const double shownMs = cpuOfEdit();
            racks->dock()->hide();
            QCoreApplication::processEvents();
            std::printf("  remove the IOM and undo, GUI-thread CPU: Racks dock hidden %.0f ms, shown%s %.0f ms (the rack "
                        "view's rebuild: about %.0f ms per edit)\n",
                        hiddenMs, visible ? "" : " (not visible!)", shownMs, std::max(0.0, (shownMs - hiddenMs) / 2));
        }

        // Cable routing (issue 16): the full orthogonal route of every cable, and one
        // device move (only the cables it touches are re-routed), each beside a baseline
        // measured here: the same relayout with routing off (cables drawn as curves, as the
        // canvas did before routing). A design this large is routed on the worker pool
        // (DesignScene::kAsyncRoutingCables): the GUI thread's share is the relayout and
        // the drawing of the routes when they arrive; the router's own time is the worker's.
        // Wall time and GUI-thread CPU time (steadier on a shared machine).
        QElapsedTimer rt;
        const auto cpuMs = [] { return bench::threadCpuSeconds() * 1000; };
        rt.start();
        double cpu = cpuMs();
        scene->setCableRouting(false);
        const qint64 relayoutOffMs = rt.restart();
        const double offCpuMs = cpuMs() - cpu;
        cpu = cpuMs();
        scene->setCableRouting(true); // returns once the worker has the routing
        const qint64 relayoutOnMs = rt.elapsed();
        const double onCpuMs = cpuMs() - cpu;
        cpu = cpuMs();
        scene->waitForRouting(); // the GUI thread waits here only for the figures
        const qint64 routesReadyMs = rt.elapsed();
        const double drawCpuMs = cpuMs() - cpu;
        const auto full = scene->routingStats();
        const core::Device* mx = doc.design().device("mx-1");
        const auto at = mx && mx->at ? *mx->at : std::pair<double, double>(0, 0);
        std::size_t mxCables = 0;
        for (const core::Link& l : doc.design().links)
            mxCables += l.a.rfind("mx-1-", 0) == 0 || l.b.rfind("mx-1-", 0) == 0;
        const auto moveMx = [&] { doc.undoStack()->push(new models::CmdDeviceMove(&doc, {{"mx-1", std::pair(at.first + 40, at.second + 60)}})); };
        // The move with routing on: GUI-thread time of the edit, then until its routes are drawn.
        double moveCpuMs = 1e9, moveDrawCpuMs = 1e9;
        qint64 moveOnMs = 1 << 30, moveReadyMs = 1 << 30;
        models::CableRouter::Stats moved;
        for (int run = 0; run < 3; ++run) {
            rt.restart();
            cpu = cpuMs();
            moveMx();
            const double editCpu = cpuMs() - cpu;
            const qint64 editMs = rt.elapsed();
            cpu = cpuMs();
            scene->waitForRouting();
            if (editCpu < moveCpuMs) {
                moveCpuMs = editCpu;
                moveOnMs = editMs;
                moveReadyMs = rt.elapsed();
                moveDrawCpuMs = cpuMs() - cpu;
                moved = scene->routingStats();
            }
            doc.undoStack()->undo();
            scene->waitForRouting();
        }
        // The same move with routing off (baseline).
        double moveOffCpuMs = 1e9;
        qint64 moveOffMs = 1 << 30;
        scene->setCableRouting(false);
        for (int run = 0; run < 3; ++run) {
            rt.restart();
            cpu = cpuMs();
            moveMx();
            moveOffCpuMs = std::min(moveOffCpuMs, cpuMs() - cpu);
            moveOffMs = std::min(moveOffMs, rt.elapsed());
            doc.undoStack()->undo();
        }
        scene->setCableRouting(true);
        scene->waitForRouting();
        std::printf("  routing: full route of %zu cables in %d bundles on the worker: router %.1f ms (graph of %d nodes built in %.1f ms%s, "
                    "searches %.1f ms, %d without avoidance)\n"
                    "  routing: relayout with routing: GUI thread %.0f ms CPU (%lld ms wall), routes drawn after %lld ms wall "
                    "(+%.0f ms GUI CPU to draw them); baseline without routing %.0f ms CPU (%lld ms wall): GUI CPU ratio %.2f\n"
                    "  routing: move a chassis (mx-1, %zu cables): GUI thread %.0f ms CPU (%lld ms wall), routes drawn after %lld ms "
                    "(+%.0f ms GUI CPU; router %.1f ms on the worker, %d of %d bundles re-routed); baseline without routing: "
                    "%.0f ms CPU (%lld ms wall): GUI CPU ratio %.2f\n",
                    doc.design().links.size(), full.bundles, full.elapsedMs, full.nodes, full.graphMs,
                    full.overBudget ? ", over budget" : "", full.searchMs, full.fallback, onCpuMs, (long long)relayoutOnMs,
                    (long long)routesReadyMs, drawCpuMs, offCpuMs, (long long)relayoutOffMs, onCpuMs / std::max(offCpuMs, 1.0),
                    mxCables, moveCpuMs, (long long)moveOnMs, (long long)moveReadyMs, moveDrawCpuMs, moved.elapsedMs,
                    moved.rerouted, moved.bundles, moveOffCpuMs, (long long)moveOffMs, moveCpuMs / std::max(moveOffCpuMs, 1.0));
    }

    {
        const auto open = openSynthetic(dir, analysisDevices);
        if (!open)
            return 2;
        widgets::MainWindow& window = *open->window;
        models::DesignDocument& doc = open->doc;
        models::AnalysisRunner* runner = window.analysisRunner();

        // The live recompute after one edit: a workload's user count.
        qint64 worstUs = 0;
        QElapsedTimer clock;
        clock.start();
        qint64 last = clock.nsecsElapsed();
        QTimer tick;
        tick.setTimerType(Qt::PreciseTimer);
        tick.setInterval(1);
        qint64 worstAtUs = 0; // when the worst stall ended, from the edit's start
        qint64 editStartNs = 0;
        std::vector<qint64> gapsUs; // every heartbeat gap minus its 1 ms period
        QObject::connect(&tick, &QTimer::timeout, [&] {
            const qint64 now = clock.nsecsElapsed();
            gapsUs.push_back(std::max<qint64>(0, (now - last) / 1000 - 1000));
            if ((now - last) / 1000 - 1000 > worstUs) {
                worstUs = (now - last) / 1000 - 1000;
                worstAtUs = (now - editStartNs) / 1000;
            }
            last = now;
        });
        qint64 resultAtUs = 0;
        QObject::connect(runner, &models::AnalysisRunner::resultReady, [&] { resultAtUs = (clock.nsecsElapsed() - editStartNs) / 1000; });
        tick.start();
        QCoreApplication::processEvents();
        last = clock.nsecsElapsed();
        QElapsedTimer edit;
        edit.start();
        editStartNs = clock.nsecsElapsed();
        const int w = models::findEntry(doc.design(), models::Section::Workload, QStringLiteral("w-1"));
        models::editEntryField(&doc, models::Section::Workload, w, QStringLiteral("profile.iops"), QStringLiteral("25000"));
        const qint64 editMs = edit.elapsed();
        last = clock.nsecsElapsed(); // the edit itself is reported on its own line, not as a stall
        // Nor what ran before the edit (a tick in the processEvents() above measured the
        // tail of the first analysis from the clock's start: once a 137 ms "stall" that had
        // ended before the edit began).
        gapsUs.clear();
        worstUs = 0;
        worstAtUs = 0;
        app.tracing = traceEvents;
        const bool done = waitFor([&] { return runner->result() != nullptr; }, 300000);
        const qint64 analysisMs = edit.elapsed();
        // Intervals on (issue 15): the second stage (estimateUncertainty on the pool) runs
        // after the point estimate; the stall is measured until 200 ms after it delivered.
        const bool intervals = done && waitFor([&] { return runner->uncertainty() != nullptr; }, 300000);
        const qint64 intervalsMs = edit.elapsed();
        const core::UncertaintyResult* u = runner->uncertainty();
        waitFor([] { return false; }, 200);
        tick.stop();
        app.tracing = false;
        std::sort(gapsUs.begin(), gapsUs.end());
        const double p99Ms = gapsUs.empty() ? 0.0 : gapsUs[std::size_t(double(gapsUs.size() - 1) * 0.99)] / 1000.0;
        std::printf("  edit (check + command + topology build on the GUI thread): %lld ms\n"
                    "  recompute until the result is shown: %lld ms%s\n"
                    "  intervals (second stage) delivered at %lld ms%s: %d model evaluations in %.0f ms on the worker\n"
                    "  GUI-thread stall with intervals on, after the edit returned, until 200 ms after the intervals: "
                    "worst %.1f ms, 99th percentile %.1f ms over %zu heartbeats (worst ended %.0f ms after the edit "
                    "began; result delivered at %.0f ms)\n",
                    (long long)editMs, (long long)analysisMs, done ? "" : " (timed out)", (long long)intervalsMs,
                    intervals ? "" : " (timed out)", u ? u->evaluations : 0, u ? u->elapsedMs : 0.0, worstUs / 1000.0,
                    p99Ms, gapsUs.size(), worstAtUs / 1000.0, resultAtUs / 1000.0);
        if (traceEvents) {
            std::printf("  events delivered on the GUI thread taking >= %lld ms (innermost first):\n",
                        (long long)app.thresholdUs / 1000);
            app.flush();
        }
        ok = ok && worstUs <= 50000;

        // Where GUI-thread time goes on this design (each step timed alone).
        QElapsedTimer step;
        step.start();
        const auto shared = doc.sharedSnapshot();
        const qint64 snapshotMs = step.restart();
        const core::LoadedDesign loaded = shared->load(); // on the worker in the live analysis
        const qint64 loadMs = step.restart();
        window.scene()->setAnalysis(runner->result());
        const qint64 overlayMs = step.restart();
        Q_EMIT runner->resultReady(); // every view's refresh: tables, summary, overlays, inspector
        QCoreApplication::processEvents();
        const qint64 viewsMs = step.restart();
        // The whole canvas at the window's zoom (fit design), as after an overlay change.
        const qint64 repaintCpu0 = TracingApplication::threadCpuUs();
        for (int i = 0; i < repaints; ++i)
            window.view()->viewport()->repaint();
        const qint64 repaintMs = step.restart();
        const double repaintCpuMs = (TracingApplication::threadCpuUs() - repaintCpu0) / 1000.0 / repaints;
        std::printf("  whole-canvas repaint at %.1f %% zoom: %.1f ms (GUI-thread CPU %.1f ms), mean of %d\n",
                    window.view()->zoom() * 100, double(repaintMs) / repaints, repaintCpuMs, repaints);
        core::Diagnostics diagnostics;
        core::buildTopology(doc.design(), doc.catalog(), "<bench>", diagnostics);
        const qint64 topologyMs = step.restart();
        std::printf("  GUI-thread steps: shared snapshot for the worker %lld ms (its copy, made on the worker: %lld ms), "
                    "topology build %lld ms, canvas overlays %lld ms, all views on a result %lld ms\n",
                    (long long)snapshotMs, (long long)loadMs, (long long)topologyMs, (long long)overlayMs,
                    (long long)viewsMs);
    }
    std::printf("%s\n", ok ? "all targets met" : "a target was missed");
    return ok ? 0 : 1;
}
