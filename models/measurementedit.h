#pragma once
// The measured baseline of a workload (core::Measurement, the `measured:` block of
// docs/design-format.md) as the workload editor edits it: one field per YAML key, each
// edit one undoable CmdEntryChange of the workload, "" clears a figure, and a whole
// baseline is removed in one step.

#include "core/measurement.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace topoplan::models {

class DesignDocument;

/// One field of a measured baseline. `key` is the design-file key (core/measurement.h).
struct MeasurementField {
    enum class Kind { Text, Number, Choice };
    const char* key;
    Kind kind;
    double min = 0.0; ///< Number: accepted range, inclusive
    double max = 0.0;
    QStringList choices; ///< Choice: accepted texts
};

/// The fields in file order (source, platform, use_case, interval_min, users, think_ms,
/// tpm, nopm, tps, iops, read_iops, write_iops, mb_s, read_mb_s, write_mb_s, read_latency_ms,
/// write_latency_ms, cpu_pct, cpu_of, cores, core_rating, rating_source, uncertainty_pct):
/// every key of core::measurementSchema() but origins and forced. Ranges: what a
/// real system can show (cpu_pct 0-100 %; latencies 0.001-100,000 ms; rates up to 10^9);
/// a value outside is a typo or a unit mix-up, not a measurement.
const std::vector<MeasurementField>& measurementFields();
/// The field's help text: the design format's (core::measurementSchema(), context
/// "DesignSchema"), translated.
QString measurementFieldHelp(const MeasurementField& field);
/// The field's value as the editor shows it ("" when absent or no baseline).
QString measurementText(const std::optional<core::Measurement>& m, const QString& key);
/// `m` (a new baseline when absent) with `key` set from `text` ("" clears a figure; a figure
/// changed loses its origin, Measurement::origins: it is typed, no longer the file's);
/// std::nullopt with `error` set ("cpu_pct: '150' is not accepted (expected ...)") when the
/// text is not a number in range, or the edit makes the baseline contradict itself as the
/// design loader refuses it (core::measurementContradictions(): read_iops + write_iops above
/// iops, read_mb_s + write_mb_s above mb_s).
std::optional<core::Measurement> withMeasurementField(const std::optional<core::Measurement>& m, const QString& key,
                                                      const QString& text, QString* error);
/// Sets field `key` of the baseline of workload `workloadIndex`: one undoable command
/// (CmdEntryChange), none when nothing changes. Returns why it is refused ("" accepted).
QString editMeasurement(DesignDocument* document, int workloadIndex, const QString& key, const QString& text);
/// Removes the baseline of workload `workloadIndex` (one undoable command); "" when done
/// or when it has none.
QString removeMeasurement(DesignDocument* document, int workloadIndex);

/// What importMeasurement() did: `ok`, a one-line `summary` ("Imported 9 figures from
/// TK.txt into oracle-oltp") or, refused, the `diagnostics` (errors) or the `error`, and
/// the notes of the import.
struct MeasurementImportResult {
    bool ok = false;
    QString summary;
    /// Refused: every file's errors (the readers', core::fitToWorkload()'s); imported: the
    /// warnings (a reader's, the profile looks unlike the workload's kind, a refusal overridden:
    /// Diagnostic::Override::Forced). Each says whether an override helps
    /// (Diagnostic::overridable), which the front end words (the designer: its Import Anyway).
    core::Diagnostics diagnostics;
    /// Refused for what is no diagnostic of the files (no such workload, a storage not the
    /// workload's, a design check), translated; "" otherwise.
    QString error;
    QStringList notes;
    /// Refused only for what `import-measurement --force` overrides (another engine, a truncated
    /// report, one host of a storage's N): importMeasurement() with `force` imports it, the
    /// refusals then `warnings`. False when nothing was refused or a refusal is a hard one (a
    /// file with errors, an idle database, no throughput, an absurd demand).
    bool forceable = false;
    /// The refusals a forced import overrode (core::Measurement::forced of the baseline
    /// written), empty when none: the summary names them too.
    QStringList forced;
    /// The use case the baseline was written in (its `use_case`; "" none) and why that one
    /// ("the use case chosen in the tool bar", "the old baseline's", "the first use case
    /// listing workload x"): the summary says both.
    QString useCase;
    QString useCaseBasis;
    /// The summary up to the use case, without the refusals overridden (a box that lists them).
    QString imported;
};
/// Reads the measurement files `paths` (AWR / Statspack reports, perfmon or esxtop CSVs,
/// HammerDB logs; core::readMeasurementFile), combines them (core::combineReports: RAC
/// instance reports summed) and makes them the baseline of workload `workloadIndex`
/// (core::applyMeasurement): one undoable command. A file with errors, an idle database,
/// no throughput figure, figures the workload's kind cannot calibrate from
/// (core::fitToWorkload): nothing changes, `error` says why. With `storage` (the workload's
/// array or cluster, as `import-measurement --storage`), the same baseline becomes the
/// storage's too, in the workload's use case: both in one undo step. Reads the files on the
/// calling (GUI) thread: measurement files are at most a few MB (the readers refuse over 256 MiB).
/// `force`: as `import-measurement --force` (core::fitToWorkload's `force`).
/// `chosenUseCase`: the use case chosen in the designer (the tool bar's, the live
/// prediction's). The baseline is written in it when it lists the workload (as
/// `--use-case`), else by the command's own rule: the old baseline's use case, else the
/// first use case listing the workload (core::applyMeasurement).
MeasurementImportResult importMeasurement(DesignDocument* document, int workloadIndex, const QStringList& paths,
                                          const QString& storage = {}, bool force = false,
                                          const QString& chosenUseCase = {});

} // namespace topoplan::models
