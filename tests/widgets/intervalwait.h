#pragma once
// Waiting for the second stage of the live analysis in GUI tests, and counting what it
// draws (one helper for tst_honestgui, tst_sensitivity, tst_honestviews).

#include "models/analysisrunner.h"
#include "models/designdocument.h"

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

} // namespace topoplan::testing
