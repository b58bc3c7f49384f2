#pragma once

#include "models/poolwatcher.h"
#include "widgets/chartplots.h"

#include <QTimer>
#include <QWidget>

#include <string>
#include <vector>

class QComboBox;
class QCustomPlot;
class QCPItemStraightLine;
class QLabel;

namespace topoplan::widgets {
class ElidedLabel;
}
class QPushButton;
class QSlider;

namespace topoplan::models {
class DesignDocument;
}

namespace topoplan::widgets {

/// Scenario timeline: plays a scenario of the design (timed failures and repairs) minute
/// by minute with play / pause / step and a time slider. The IOPS-and-latency-over-time
/// chart (total IOPS of the selected workloads, IOPS-weighted mean read latency in ms)
/// shows the scenario and the no-failure baseline together, and shades each rebuild
/// (core::rebuildEstimate: start delay, then the under-load duration). The prediction of
/// every scenario state is computed once on a worker thread (core::evaluateScenario
/// states, core::simulatePerformance per state). While the time moves, the document's
/// failure set follows the scenario state (DesignDocument::setFailures, not an undo step),
/// so the canvas and the other panels show it; Stop restores the set it had before.
class ScenarioTimeline : public QWidget {
    Q_OBJECT
public:
    /// One state of the scenario (charts::TimelineState) and the scenario over time
    /// (charts::TimelineData, the chart's data; charts::evaluateTimeline computes it).
    using State = charts::TimelineState;
    using Timeline = charts::TimelineData;

    explicit ScenarioTimeline(models::DesignDocument* document, QWidget* parent = nullptr);
    ~ScenarioTimeline() override;

    /// Chooses scenario `id` and use case `useCase` (empty: all non-backup workloads) and
    /// starts computing; timelineReady() when done.
    void select(const QString& id, const QString& useCase);
    /// The use case chosen in the main tool bar: the timeline follows it (until the user
    /// picks another one here). Empty: the design's default use case.
    void setUseCase(const QString& useCase);
    const Timeline& timeline() const { return m_timeline; }
    /// Moves the time cursor (minutes) and applies that state's failures to the document.
    void setTime(double minute);
    double time() const { return m_minute; }
    void play();
    void pause();
    /// Back to minute 0 and the failure set from before playing.
    void stop();
    QCustomPlot* plot() const { return m_plot; }

Q_SIGNALS:
    void timelineReady();

private:
    void rebuildCombos();
    void compute();
    void draw();
    /// Empties the chart and the timeline (no scenario, or a new design).
    void clearChart();
    const State* stateAt(double minute) const;

    models::DesignDocument* m_document;
    QComboBox* m_scenario;
    QComboBox* m_useCase;
    QString m_preferredUseCase; ///< the tool bar's use case (setUseCase)
    QPushButton* m_play;
    QPushButton* m_step;
    QPushButton* m_stop;
    QSlider* m_slider;
    ElidedLabel* m_label; ///< one line, elided, the whole text in its tooltip
    QCustomPlot* m_plot;
    QCPItemStraightLine* m_cursor = nullptr;
    QTimer m_timer;
    models::PoolWatcher<Timeline> m_watcher;
    Timeline m_timeline;
    double m_minute = 0.0;
    bool m_pending = false;           ///< a newer selection waits for the running job
    bool m_applied = false;           ///< the document's failure set is ours
    std::vector<std::string> m_saved; ///< the failure set before playback
};

} // namespace topoplan::widgets
