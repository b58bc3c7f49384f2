#pragma once

#include <QGroupBox>
#include <QWidget>

#include "core/measurement.h"

#include <optional>
#include <string>

class QFormLayout;
class QLabel;

namespace topoplan::models {
class AnalysisRunner;
class DesignDocument;
} // namespace topoplan::models

namespace topoplan::widgets {

/// The live prediction of one workload in the Inspector (issue 15): IOPS (read, write),
/// MB/s, read and write latency, TPM / NOPM, CPU, each at 3 significant digits with its
/// interval ("interval pending" until AnalysisRunner::uncertaintyReady), the basis line
/// ("calibrated: ..." / "a priori: ..."), the derivation of every measured parameter of the
/// workload (core::Parameter::basisText) and the parameters to measure next. Refreshes
/// itself on the runner's signals without rebuilding the Inspector's form (an editor being
/// typed in keeps its focus). While a new result is being computed (after an edit) the
/// last figures stay, greyed, instead of a one-line "computing…", and until the intervals
/// are in the block keeps at least the height it had: the fields below it do not jump up
/// and down under the cursor as the point value and then the interval arrive (issue 16).
/// GUI thread.
class WorkloadPredictionView : public QWidget {
    Q_OBJECT
public:
    WorkloadPredictionView(models::AnalysisRunner* runner, const std::string& workload, QWidget* parent = nullptr);

    /// What the view shows, as plain text (tests, accessibility).
    QString text() const;
    const std::string& workload() const { return m_workload; }
    /// Takes over what `old` (the same workload's view on the page this one replaces, an
    /// Inspector rebuild) showed: its last figures and its height, as long as the new
    /// result or its intervals are still coming.
    void carryOver(const WorkloadPredictionView& old);

private:
    void refresh();
    /// The height it is laid out with, 0 before it is shown (a new widget's default size).
    int shownHeight() const;

    models::AnalysisRunner* m_runner;
    std::string m_workload;
    QLabel* m_label;
    QString m_lastFigures; ///< the HTML of the last prediction with figures ("" before one)
};

/// The "Measured baseline" group of the workload editor: the core::Measurement fields by
/// their design-file keys (models::measurementFields()), each edit one undo step
/// (models::editMeasurement), "Remove baseline" in one step (models::removeMeasurement). A
/// refused value stays in its editor, marked, with the reason as tooltip and through
/// statusMessage(). GUI thread.
class MeasuredBaselineEditor : public QGroupBox {
    Q_OBJECT
public:
    /// `runner`: the live analysis, whose use case (the tool bar's) an import is written in
    /// when it lists the workload (importMeasurementFiles()); may be null.
    MeasuredBaselineEditor(models::DesignDocument* document, int workloadIndex,
                           const models::AnalysisRunner* runner = nullptr, QWidget* parent = nullptr);

Q_SIGNALS:
    void statusMessage(const QString& message);

private:
    /// "Import Measurement…" (widgets/measurementimportui.h) and the origins of the
    /// baseline's figures as the import recorded them.
    void addImportRows(QFormLayout* form, const std::optional<core::Measurement>& measured);

    models::DesignDocument* m_document;
    int m_workloadIndex;
    const models::AnalysisRunner* m_runner;
};

/// Appends the performance rows of workload `workloadIndex` to an Inspector form: with
/// `prediction`, the heading "Prediction" and a WorkloadPredictionView (when `runner` is
/// set); with `baseline`, the MeasuredBaselineEditor. Returns the editor (nullptr without
/// one) for its statusMessage().
MeasuredBaselineEditor* addWorkloadPerformanceRows(QFormLayout* form, models::AnalysisRunner* runner,
                                                    models::DesignDocument* document, int workloadIndex, bool prediction,
                                                    bool baseline);

} // namespace topoplan::widgets
