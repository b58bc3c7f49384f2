#pragma once
// The GUI's measurement import (issue 19): "Import Measurement…" in the measured-baseline
// editor and report files dropped on a host on the canvas both end here. The import itself
// is models::importMeasurement (one undo step); this shows its refusal. GUI thread.

#include <QString>
#include <QStringList>

#include <functional>

class QLabel;
class QMimeData;
class QWidget;

namespace topoplan::core {
struct Diagnostic;
struct Measurement;
}

namespace topoplan::models {
class DesignDocument;
}

namespace topoplan::widgets {

/// Object name of the message box a refused import opens (tests find it by this name).
inline constexpr const char* kMeasurementImportErrorBox = "measurementImportError";
/// Object name of the message box an import with warnings opens (the measurement looks
/// unlike the workload's kind: core::fitToWorkload).
inline constexpr const char* kMeasurementImportWarningBox = "measurementImportWarning";
/// Object name of the refusal box's "Import Anyway" button: shown only when every refusal is
/// one `import-measurement --force` overrides (models::MeasurementImportResult::forceable).
inline constexpr const char* kMeasurementImportAnywayButton = "measurementImportAnyway";

/// Imports `files` into workload `workloadIndex` (models::importMeasurement). Refused (a
/// file of another kind, a truncated report, an idle database, ...): the design is left
/// as it was and a window-modal message box on `parent` (not blocking: QMessageBox::open())
/// lists each file's messages with line, column and what was expected. Returns the status
/// bar text ("Imported 9 figures from TK.txt into workload oracle-oltp." / "Not imported:
/// ..."); `ok` tells which. Imported with warnings: a window-modal warning box lists them.
/// A refusal that `--force` overrides (another engine, a truncated report, one host of a
/// storage's N) offers "Import Anyway" beside Cancel: it imports the files forced, in one
/// undo step, the refusals then listed as warnings; Cancel leaves the design unchanged.
/// `force`: import forced at once (what "Import Anyway" does). `status` receives the status
/// bar text of an import that happens later, after "Import Anyway" (it names the refusals
/// overridden), and whether it imported; the import's warning box then says it was forced
/// and lists them.
/// With `storage` (the workload's array or cluster): the storage's baseline too, in the same
/// undo step (models::importMeasurement). `useCase`: the use case chosen in the tool bar
/// (models::AnalysisRunner::useCase()); the baseline is written in it when it lists the
/// workload, else by the command's rule (the old baseline's, else the first listing it); the
/// returned text says which and why. The boxes say each message in the user's language and
/// word its override with the "Import Anyway" button (importDiagnosticLine()).
QString importMeasurementFiles(QWidget* parent, models::DesignDocument* document, int workloadIndex,
                               const QStringList& files, bool* ok = nullptr, const QString& storage = {},
                               bool force = false, const std::function<void(const QString&, bool)>& status = {},
                               const QString& useCase = {});

/// Asks for measurement files (QFileDialog; AWR / Statspack reports, perfmon and esxtop
/// CSVs, HammerDB logs) and imports them as importMeasurementFiles() does. "" when cancelled.
QString importMeasurementDialog(QWidget* parent, models::DesignDocument* document, int workloadIndex,
                                const QString& storage = {}, const std::function<void(const QString&, bool)>& status = {},
                                const QString& useCase = {});

/// A diagnostic of a measurement import (core::fitToWorkload(), a reader's) as the designer's
/// boxes show it: models::diagnosticLine() (the message in the user's language), then its
/// override (core::Diagnostic::overridable) in the designer's words, the "Import Anyway"
/// button translated: "(\"Import Anyway\" imports it all the same)", "; \"Import Anyway\"
/// cannot override it: <why> (it overrides only ...)", "; imported all the same (\"Import
/// Anyway\")". The command says --force there instead (core::Diagnostic::text()).
QString importDiagnosticLine(const core::Diagnostic& d);

/// The local files a drag carries (measurement files dropped on a host on the canvas or on a
/// workload in the Design tree), empty when it carries none.
QStringList droppedFiles(const QMimeData* mime);

/// Where each figure of `measured` was read, as the import recorded it in its origins:
/// "From <source>:" and one line per figure (key, value as stored, the part of the origin
/// after "from"), the whole origin texts as tooltip. Object name `objectName`.
QLabel* measurementOriginsLabel(const core::Measurement& measured, const QString& objectName);

} // namespace topoplan::widgets
