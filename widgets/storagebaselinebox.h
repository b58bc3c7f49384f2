#pragma once
// The measured baseline of a storage system or cluster in the Inspector (issue 19): what
// `topoplan-cli import-measurement --storage ID` does, from the GUI. GUI thread.

#include <QGroupBox>

#include <string>

namespace topoplan::models {
class AnalysisRunner;
class DesignDocument;
} // namespace topoplan::models

namespace topoplan::widgets {

/// "Measured baseline" of storage `storageId` (an array device or a cluster): its source and
/// where each figure was read (measurementOriginsLabel()), the workloads on the storage to
/// measure through (a combo box; the storage calibration finds them through the baseline's
/// use case, docs/performance-model.md), and "Import Measurement…": the files become the
/// chosen workload's baseline and the storage's, in one undo step
/// (models::importMeasurement with `storage`). Shown only for a storage some workload uses.
class StorageBaselineBox : public QGroupBox {
    Q_OBJECT
public:
    /// `runner`: the live analysis, whose use case (the tool bar's) an import is written in
    /// when it lists the chosen workload (importMeasurementFiles()); may be null.
    StorageBaselineBox(models::DesignDocument* document, const std::string& storageId,
                       const models::AnalysisRunner* runner = nullptr, QWidget* parent = nullptr);

    /// Whether `storageId` is the storage of a workload of the design (the box has something to offer).
    static bool offeredFor(const models::DesignDocument& document, const std::string& storageId);

Q_SIGNALS:
    void statusMessage(const QString& message);
};

} // namespace topoplan::widgets
