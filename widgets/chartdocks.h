#pragma once

#include <QObject>

class QAction;
class QComboBox;
class QDockWidget;

namespace topoplan::widgets {

class FailTool;
class MainWindow;
class PerformancePanel;
class ScenarioTimeline;
class SensitivityView;
class SweepView;
class WhatBrokePanel;

/// The charts and failure-injection mode of a MainWindow, created in one place: the Fail
/// tool (tool bar action, shortcut X), and the docks Charts (PerformancePanel), What
/// broke, N-1 sweep, Scenario and Sensitivity, tabbed with the Analysis dock at the bottom. Wires the
/// selection both ways: selecting devices on the canvas highlights their workloads in
/// the charts; a treemap click selects the workload's host on the canvas.
class ChartDocks : public QObject {
    Q_OBJECT
public:
    explicit ChartDocks(MainWindow* window);

    FailTool* failTool() const { return m_failTool; }
    QAction* failAction() const { return m_failAction; }
    PerformancePanel* performancePanel() const { return m_performance; }
    WhatBrokePanel* whatBroke() const { return m_whatBroke; }
    SweepView* sweepView() const { return m_sweep; }
    ScenarioTimeline* timeline() const { return m_timeline; }
    /// The Sensitivity dock (tornado of the selected workload's prediction).
    SensitivityView* sensitivityView() const { return m_sensitivity; }
    /// The tool bar's "Use case" selector: which use case's workloads the live
    /// prediction runs (models::AnalysisRunner::setUseCase); item data is the id.
    QComboBox* useCaseBox() const { return m_useCaseBox; }
    /// Raises the dock holding `widget`.
    void raise(QWidget* widget);

private:
    /// Refills the use case selector from the design, keeping the selection when the
    /// use case still exists (else the design's default, its first use case).
    void refreshUseCases();

    QDockWidget* addDock(const QString& title, const QString& name, QWidget* widget);

    MainWindow* m_window;
    FailTool* m_failTool;
    QAction* m_failAction = nullptr;
    QComboBox* m_useCaseBox = nullptr;
    PerformancePanel* m_performance;
    WhatBrokePanel* m_whatBroke;
    SweepView* m_sweep;
    ScenarioTimeline* m_timeline;
    SensitivityView* m_sensitivity;
};

} // namespace topoplan::widgets
