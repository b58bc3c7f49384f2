#pragma once

#include "core/performance.h"
#include "core/performance/uncertainty.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <string>

class QComboBox;
class QCustomPlot;
class QLabel;

namespace topoplan::models {
class AnalysisRunner;
}

namespace topoplan::widgets {

/// The Sensitivity view (issue 15): for the chosen workload (combo box, or the canvas
/// selection through setWorkload), a QCustomPlot tornado of its headline figure
/// (core::WorkloadUncertainty::tornadoFigure, IOPS or TPM) — one bar per parameter from
/// the figure with the parameter at its low end to the figure at its high end, coloured by
/// basis (charts::plotTornado) — with the figure, its interval and basis above, and the
/// line "Measure next: ..." below. Says why when there is no workload, no result yet or no
/// tornado. Follows the AnalysisRunner's second stage (uncertaintyReady). GUI thread.
class SensitivityView : public QWidget {
    Q_OBJECT
public:
    /// `runner` may be null (tests give results with showResults()).
    explicit SensitivityView(models::AnalysisRunner* runner, QWidget* parent = nullptr);

    /// Shows these results (copied); nullptr `performance` shows the empty state,
    /// nullptr `uncertainty` with `pending` says the intervals are computing.
    void showResults(const core::PerformanceResult* performance, const core::UncertaintyResult* uncertainty, bool pending);
    /// Shows workload `id` when it is predicted (else keeps the current choice).
    void setWorkload(const QString& id);
    QString workload() const;

    QCustomPlot* plot() const { return m_plot; }
    QComboBox* workloadBox() const { return m_box; }
    /// Bars drawn (one per core::TornadoBar of the shown workload).
    int barCount() const { return m_bars; }
    /// The headline (figure, interval, basis) and the "Measure next" line as shown.
    QString headlineText() const;
    QString measureNextText() const;
    /// The tooltip of the bar at row `row` (0: the top bar, the largest swing): the whole
    /// label (the chart elides long ones), basis, range and the figure at both ends; empty
    /// when there is no such bar.
    QString barToolTip(int row) const;

private:
    void refreshFromRunner();
    void redraw();

    models::AnalysisRunner* m_runner;
    QComboBox* m_box;
    QLabel* m_headline;
    QCustomPlot* m_plot;
    QLabel* m_next;
    std::optional<core::PerformanceResult> m_performance;
    std::shared_ptr<const core::UncertaintyResult> m_uncertainty;
    bool m_pending = false;
    QString m_wanted; ///< the workload asked for (kept across results)
    int m_bars = 0;
};

} // namespace topoplan::widgets
