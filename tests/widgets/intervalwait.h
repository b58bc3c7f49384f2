#pragma once
// Waiting for the second stage of the live analysis in GUI tests, and counting what it
// draws (one helper for tst_honestgui, tst_sensitivity, tst_honestviews, tst_analysisviews).

#include "models/analysisrunner.h"
#include "models/designdocument.h"
#include "widgets/mainwindow.h"

#include <memory>

#include "widgets/qcustomplotsupport.h"

#include <QSignalSpy>
#include <QTest>

namespace topoplan::testing {

/// Returns once `runner` holds the intervals of its current result (AnalysisRunner::
/// uncertainty()): at once when it has them, else after uncertaintyReady (a failed QVERIFY
/// when they take more than 120 s), plus one short wait for the views, which take the result
/// one event-loop turn later (afterGuiTurn).
inline void waitForIntervals(models::AnalysisRunner* runner)
{
    if (runner->uncertainty())
        return;
    QSignalSpy intervals(runner, &models::AnalysisRunner::uncertaintyReady);
    QVERIFY(intervals.wait(120000));
    QTest::qWait(50);
}

/// Error bars drawn on `plot`: the data points of its QCPErrorBars plottables.
inline int errorBarPoints(QCustomPlot& plot)
{
    int n = 0;
    for (int i = 0; i < plot.plottableCount(); ++i)
        if (auto* e = qobject_cast<QCPErrorBars*>(plot.plottable(i)))
            n += e->dataCount();
    return n;
}

/// A design opened with its live analysis run (no debounce) up to its intervals.
struct LiveDesign {
    models::DesignDocument doc;
    std::unique_ptr<models::AnalysisRunner> runner;
    /// Opens `design` (a file or builtin:NAME) and waits for the first result's intervals;
    /// false when it does not open or no intervals arrive.
    bool open(const QString& design)
    {
        if (!doc.open(design))
            return false;
        runner = std::make_unique<models::AnalysisRunner>(&doc);
        runner->setDebounceMs(0);
        runner->schedule();
        waitForIntervals(runner.get());
        return runner->uncertainty() != nullptr;
    }
};

/// The main window on a design, shown, with its live analysis (the window's own runner and
/// debounce) waited for up to the intervals of its prediction.
struct LiveWindow {
    models::DesignDocument doc;
    std::unique_ptr<widgets::MainWindow> window;

    /// Opens `design` (a file or builtin:NAME) in a new window of `size` px and settles;
    /// false when it does not open or no result arrives.
    bool open(const QString& design, QSize size = QSize(1600, 1000))
    {
        if (!doc.open(design))
            return false;
        window = std::make_unique<widgets::MainWindow>(&doc);
        window->resize(size);
        window->show();
        return QTest::qWaitForWindowExposed(window.get()) && settle();
    }
    /// Waits until the current revision's result, and its intervals when it has a
    /// prediction, are shown (at most 60 s); false when they do not arrive.
    bool settle()
    {
        models::AnalysisRunner* r = window->analysisRunner();
        QTest::qWait(100); // the debounce of an edit made just now
        if (!QTest::qWaitFor([r] { return r->result() && (!r->performance() || r->uncertainty()); }, 60000))
            return false;
        QTest::qWait(100); // the views take the result in their own turns (afterGuiTurn)
        return true;
    }
};

} // namespace topoplan::testing
