#include "models/measurementedit.h"

#include "core/designschema.h"
#include "core/measurements/measurementimport.h"
#include "core/numberformat.h"
#include "models/cmdentrychange.h"
#include "models/designdocument.h"
#include "models/designentry.h"
#include "models/diagnostictext.h"
#include "models/findingtext.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <string_view>

namespace topoplan::models {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(MeasurementEdit)
};

using K = MeasurementField::Kind;

/// The optional number behind a Number field, or nullptr for another key.
std::optional<double>* numberOf(core::Measurement& m, const QString& key)
{
    for (const auto& [name, member] : core::measurementNumbers())
        if (key == QLatin1String(name))
            return &(m.*member);
    return nullptr;
}

/// The string behind a Text or Choice field, or nullptr.
std::string* textOf(core::Measurement& m, const QString& key)
{
    if (key == QLatin1String("source")) return &m.source;
    if (key == QLatin1String("platform")) return &m.platform;
    if (key == QLatin1String("use_case")) return &m.useCase;
    if (key == QLatin1String("cpu_of")) return &m.cpuOf;
    if (key == QLatin1String("rating_source")) return &m.ratingSource;
    return nullptr;
}

const MeasurementField* findField(const QString& key)
{
    for (const MeasurementField& f : measurementFields())
        if (key == QLatin1String(f.key))
            return &f;
    return nullptr;
}
} // namespace

const std::vector<MeasurementField>& measurementFields()
{
    // Ranges: the widest a real measurement shows. 10^9 IOPS/tpm is three orders of
    // magnitude above the largest published systems (TPC-C's top result, 2020: 707 M tpmC);
    // 100 s mean latency is a hung system; 10^6 users/sessions above any benchmark kit.
    static const std::vector<MeasurementField> fields = {
        {"source", K::Text, 0, 0, {}},
        {"platform", K::Text, 0, 0, {}},
        {"use_case", K::Text, 0, 0, {}},
        {"interval_min", K::Number, 0.01, 1e6, {}},
        {"users", K::Number, 1, 1e6, {}},
        {"think_ms", K::Number, 0, 1e7, {}},
        {"tpm", K::Number, 0, 1e9, {}},
        {"nopm", K::Number, 0, 1e9, {}},
        {"tps", K::Number, 0, 1e8, {}},
        {"iops", K::Number, 0, 1e9, {}},
        {"read_iops", K::Number, 0, 1e9, {}},
        {"write_iops", K::Number, 0, 1e9, {}},
        {"mb_s", K::Number, 0, 1e7, {}},
        {"read_mb_s", K::Number, 0, 1e7, {}},
        {"write_mb_s", K::Number, 0, 1e7, {}},
        {"read_latency_ms", K::Number, 0.001, 1e5, {}},
        {"write_latency_ms", K::Number, 0.001, 1e5, {}},
        {"cpu_pct", K::Number, 0, 100, {}},
        {"cpu_of", K::Choice, 0, 0, {QStringLiteral("vm"), QStringLiteral("host")}},
        {"cores", K::Number, 1, 4096, {}},
        {"core_rating", K::Number, 0.001, 1e4, {}},
        {"rating_source", K::Text, 0, 0, {}},
        {"uncertainty_pct", K::Number, 0, 100, {}},
    };
    return fields;
}

QString measurementFieldHelp(const MeasurementField& field)
{
    for (const core::PropSpec& spec : core::measurementSchema())
        if (std::string_view(spec.key) == field.key)
            return QCoreApplication::translate("DesignSchema", spec.help); // core/designschema.cpp, in the user's language
    return {};
}

QString measurementText(const std::optional<core::Measurement>& m, const QString& key)
{
    if (!m)
        return {};
    core::Measurement copy = *m;
    if (std::optional<double>* v = numberOf(copy, key))
        return *v ? QString::fromStdString(core::formatNumber(**v)) : QString();
    if (std::string* s = textOf(copy, key))
        return QString::fromStdString(*s);
    return {};
}

std::optional<core::Measurement> withMeasurementField(const std::optional<core::Measurement>& m, const QString& key,
                                                      const QString& rawText, QString* error)
{
    const MeasurementField* field = findField(key);
    if (!field) {
        *error = Tr::tr("A measured baseline has no field '%1'.").arg(key);
        return std::nullopt;
    }
    const QString text = rawText.trimmed();
    core::Measurement out = m.value_or(core::Measurement{});
    if (field->kind == K::Number) {
        std::optional<double>& v = *numberOf(out, key);
        const std::optional<double> was = v;
        if (text.isEmpty()) {
            v.reset();
        } else {
            bool ok = false;
            const double x = text.toDouble(&ok);
            if (!ok || !std::isfinite(x) || x < field->min || x > field->max) {
                *error = Tr::tr("%1: '%2' is not accepted (expected a number from %3 to %4: %5)")
                             .arg(key, text, QString::fromStdString(core::formatNumber(field->min)),
                                  QString::fromStdString(core::formatNumber(field->max)), measurementFieldHelp(*field));
                return std::nullopt;
            }
            v = x;
        }
        // A figure typed by hand is no longer the one the file gave: its origin goes.
        if (v != was)
            out.origins.erase(key.toStdString());
    } else if (field->kind == K::Choice) {
        const QString value = text.isEmpty() ? field->choices.value(0) : text;
        if (!field->choices.contains(value)) {
            *error = Tr::tr("%1: '%2' is not accepted (expected one of: %3)").arg(key, text, field->choices.join(QStringLiteral(", ")));
            return std::nullopt;
        }
        *textOf(out, key) = value.toStdString();
    } else {
        std::string value = text.toStdString();
        if (key == QLatin1String("platform") && value.empty())
            value = "this"; // the default (core/measurement.h)
        *textOf(out, key) = value;
    }
    // The parts of a total above it (read_iops + write_iops over iops, read_mb_s + write_mb_s
    // over mb_s): refused as the design loader refuses them, so that a saved design reopens.
    for (const core::MeasurementContradiction& c : core::measurementContradictions(out)) {
        *error = key + QLatin1String(": ") + translatedText(c.text);
        return std::nullopt;
    }
    return out;
}

QString editMeasurement(DesignDocument* document, int workloadIndex, const QString& key, const QString& text)
{
    const std::optional<Entry> before = entryAt(document->design(), Section::Workload, workloadIndex);
    if (!before)
        return Tr::tr("There is no workload %1.").arg(workloadIndex);
    core::Workload w = std::get<core::Workload>(*before);
    if (!w.measured && text.trimmed().isEmpty())
        return {}; // clearing a field of no baseline: nothing to do
    QString error;
    std::optional<core::Measurement> m = withMeasurementField(w.measured, key, text, &error);
    if (!m)
        return error;
    if (m == w.measured)
        return {};
    m->pos = w.measured ? w.measured->pos : core::SourcePos{};
    w.measured = std::move(m);
    const Entry after(w);
    const QString why = CmdEntryChange::check(*document, Section::Workload, workloadIndex, after);
    if (!why.isEmpty())
        return why;
    auto* cmd = new CmdEntryChange(document, Section::Workload, workloadIndex, after);
    cmd->setText(Tr::tr("Edit measured baseline of %1 (%2)").arg(QString::fromStdString(w.id), key));
    document->undoStack()->push(cmd);
    return {};
}

QString removeMeasurement(DesignDocument* document, int workloadIndex)
{
    const std::optional<Entry> before = entryAt(document->design(), Section::Workload, workloadIndex);
    if (!before)
        return Tr::tr("There is no workload %1.").arg(workloadIndex);
    core::Workload w = std::get<core::Workload>(*before);
    if (!w.measured)
        return {};
    w.measured.reset();
    auto* cmd = new CmdEntryChange(document, Section::Workload, workloadIndex, Entry(w));
    cmd->setText(Tr::tr("Remove measured baseline of %1").arg(QString::fromStdString(w.id)));
    document->undoStack()->push(cmd);
    return {};
}

namespace {
// The use case an import of workload `w` is written in (MeasurementImportResult::useCase):
// `chosen` (the designer's) when it lists w, else "" (the command's own rule,
// core::applyMeasurement: the old baseline's, else the first listing w).
std::string importUseCase(const core::Design& design, const core::Workload& w, const QString& chosen)
{
    const core::UseCase* u = design.useCase(chosen.toStdString());
    return u && std::find(u->workloads.begin(), u->workloads.end(), w.id) != u->workloads.end() ? u->id : std::string();
}

// Why the baseline written (`after`) has its use case: the one chosen, the old baseline's, the
// first listing the workload, or none (the summary's words).
QString useCaseBasis(const core::Workload& before, const std::optional<core::Measurement>& after,
                     const std::string& target, const QString& chosen)
{
    const QString id = QString::fromStdString(before.id);
    if (!after || after->useCase.empty())
        return Tr::tr("no use case lists workload %1; the response-time law is solved over the design's default use case").arg(id);
    if (!target.empty())
        return Tr::tr("the use case chosen in the tool bar");
    const QString notListed = chosen.isEmpty() ? QString()
                                               : QStringLiteral("; ") + Tr::tr("the tool bar's use case %1 does not list it").arg(chosen);
    if (before.measured && before.measured->useCase == after->useCase)
        return Tr::tr("the old baseline's") + notListed;
    return Tr::tr("the first use case listing workload %1").arg(id) + notListed;
}
} // namespace

MeasurementImportResult importMeasurement(DesignDocument* document, int workloadIndex, const QStringList& paths,
                                          const QString& storage, bool force, const QString& chosenUseCase)
{
    MeasurementImportResult result;
    const std::optional<Entry> before = entryAt(document->design(), Section::Workload, workloadIndex);
    if (!before) {
        result.error = Tr::tr("There is no workload %1.").arg(workloadIndex);
        return result;
    }
    const core::Workload& w = std::get<core::Workload>(*before);
    const core::MeasurementTarget target{w.id, storage.toStdString(), importUseCase(document->design(), w, chosenUseCase)};
    std::vector<core::MeasurementReport> reports;
    for (const QString& path : paths)
        reports.push_back(core::readMeasurementFile(QFile::encodeName(path).toStdString()));
    core::CombinedMeasurement combined = core::combineReports(reports);
    const core::CombinedMeasurement unfitted = combined;
    core::fitToWorkload(document->design(), target, combined, force);
    if (!combined.ok()) {
        for (const core::Diagnostic& d : combined.diagnostics)
            if (d.severity == core::Diagnostic::Severity::Error)
                result.diagnostics.push_back(d);
        // Would --force import it? The same checks, forced: only the overridable refusals go.
        if (!force && unfitted.ok()) {
            core::CombinedMeasurement forced = unfitted;
            core::fitToWorkload(document->design(), target, forced, true);
            result.forceable = forced.ok();
        }
        return result;
    }
    core::Design design = document->design();
    std::string why;
    std::vector<std::string> notes = combined.notes;
    if (!core::applyMeasurement(design, target, combined.measured, why, notes)) {
        result.error = QString::fromStdString(why);
        return result;
    }
    // The entries the import changed: the workload, and with `storage` its array or cluster.
    std::vector<std::pair<Section, int>> changed{{Section::Workload, workloadIndex}};
    if (!storage.isEmpty()) {
        const int cluster = findEntry(design, Section::Cluster, storage);
        changed.push_back(cluster >= 0 ? std::pair{Section::Cluster, cluster}
                                       : std::pair{Section::Device, findEntry(design, Section::Device, storage)});
    }
    std::vector<Entry> after;
    for (const auto& [section, index] : changed) {
        after.push_back(*entryAt(design, section, index));
        if (const QString refused = CmdEntryChange::check(*document, section, index, after.back()); !refused.isEmpty()) {
            result.error = refused;
            return result;
        }
    }
    QStringList names;
    for (const QString& path : paths)
        names << QFileInfo(path).fileName();
    const QString files = names.join(QStringLiteral(", "));
    if (storage.isEmpty()) {
        auto* cmd = new CmdEntryChange(document, Section::Workload, workloadIndex, after.front());
        cmd->setText(Tr::tr("Import measurement %1 into %2").arg(files, QString::fromStdString(w.id)));
        document->undoStack()->push(cmd);
    } else {
        // One undo step for both baselines.
        auto* cmd = new QUndoCommand(Tr::tr("Import measurement %1 into %2 and %3").arg(files, QString::fromStdString(w.id), storage));
        for (std::size_t i = 0; i < changed.size(); ++i)
            new CmdEntryChange(document, changed[i].first, changed[i].second, after[i], cmd);
        document->undoStack()->push(cmd);
    }
    result.ok = true;
    result.summary =
        storage.isEmpty()
            ? Tr::tr("Imported %n figure(s) from %1 into workload %2.", nullptr, int(combined.measured.origins.size()))
                  .arg(files, QString::fromStdString(w.id))
            : Tr::tr("Imported %n figure(s) from %1 into workload %2 and storage %3.", nullptr,
                     int(combined.measured.origins.size()))
                  .arg(files, QString::fromStdString(w.id), storage);
    const std::optional<core::Measurement>& written = design.workload(w.id)->measured;
    result.useCase = written ? QString::fromStdString(written->useCase) : QString();
    result.useCaseBasis = useCaseBasis(w, written, target.useCase, chosenUseCase);
    result.summary += QLatin1Char(' ') + (result.useCase.isEmpty()
                                              ? Tr::tr("Use case: none (%1).").arg(result.useCaseBasis)
                                              : Tr::tr("Use case %1 (%2).").arg(result.useCase, result.useCaseBasis));
    result.imported = result.summary;
    // The refusals overridden in the user's language (the baseline's `forced:` keeps their
    // English, Measurement::forced): each is a Forced diagnostic whose message is that text.
    for (const core::Diagnostic& d : combined.diagnostics)
        if (d.overridable == core::Diagnostic::Override::Forced)
            result.forced << diagnosticMessage(d);
    if (!result.forced.isEmpty())
        result.summary += QLatin1Char(' ') + Tr::tr("Imported anyway, overriding: %1").arg(result.forced.join(QStringLiteral("; ")));
    // The readers' warnings (core::combineReports()) and the import's.
    for (const core::Diagnostic& d : combined.diagnostics)
        if (d.severity == core::Diagnostic::Severity::Warning)
            result.diagnostics.push_back(d);
    for (const std::string& n : notes)
        result.notes << QString::fromStdString(n);
    return result;
}

} // namespace topoplan::models
