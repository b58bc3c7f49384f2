// `topoplan-cli export` and `topoplan-cli report`: the only commands that need Qt's GUI
// modules. They construct a QApplication (offscreen platform unless QT_QPA_PLATFORM says
// otherwise, so no display is needed) and draw the design with the canvas's own scene.
#include "commands.h"

#include "core/numberformat.h"
#include "core/designgraph.h"
#include "models/analysisrunner.h"
#include "models/designdocument.h"
#include "widgets/designscene.h"
#include "widgets/diagramexporter.h"
#include "widgets/drawioexporter.h"
#include "widgets/racks/rackelevation.h"
#include "widgets/reportdata.h"
#include "widgets/reportexporter.h"
#include "widgets/translation.h"

#include <QApplication>
#include <QFileInfo>
#include <QLocale>

#include <memory>
#include <ostream>

namespace topoplan::cli {

namespace {

/// The QApplication the exporters need (fonts, the scene's items). Offscreen unless
/// the user chose a platform: the output does not depend on a display. `lang` (--lang)
/// chooses the language of titles, tables and numbers; English when empty, so the output
/// does not depend on the machine's locale. `translated` (optional) tells whether a
/// translation for `lang` was found.
std::unique_ptr<QApplication> makeApplication(const std::string& lang = {}, bool* translated = nullptr)
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "topoplan-cli";
    static char* argv[] = {name, nullptr};
    auto app = std::make_unique<QApplication>(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Topoplan"));
    QApplication::setApplicationVersion(QStringLiteral(TOPOPLAN_VERSION));
    const bool found = widgets::installTranslations(app.get(), lang.empty() ? QStringLiteral("en") : QString::fromStdString(lang));
    if (translated)
        *translated = found;
    return app;
}

/// Reads `--opt VALUE`; false (usage printed) when the value is missing.
bool takeValue(const std::vector<std::string>& args, std::size_t& i, std::string& value, const char* command,
               const char* usage, std::ostream& err)
{
    if (i + 1 >= args.size() || (args[i + 1].size() > 1 && args[i + 1][0] == '-')) {
        err << "topoplan-cli " << command << ": " << args[i] << " needs a value\n" << usage;
        return false;
    }
    value = args[++i];
    return true;
}

/// Opens the design into `doc`; prints the diagnostics and returns false when it has errors.
bool openDocument(models::DesignDocument& doc, const std::string& file, std::ostream& err)
{
    if (doc.open(QString::fromStdString(file)))
        return true;
    err << doc.errorString().toStdString() << "\n";
    return false;
}

/// Writes `bytes` like the other commands write their outputs (writeOutputFile).
int writeBytes(const std::string& path, const QByteArray& bytes, const char* command, std::ostream& out,
               std::ostream& err)
{
    std::string error;
    if (!writeOutputFile(path, bytes.toStdString(), error)) {
        err << "topoplan-cli " << command << ": cannot write " << path << ": " << error << "\n";
        return kIoError;
    }
    out << "wrote " << path << " (" << bytes.size() << " bytes)\n";
    return kOk;
}

/// `export FILE -o OUT.svg|OUT.pdf --what racks [--face front|rear|both]`: the rack
/// elevations of every rack, the faces asked for (both: front and rear side by side, the
/// default), with power and weight budgets (widgets::RackElevation, docs/racks.md).
int runExportRacks(const std::string& file, const std::string& output, const std::string& face, std::ostream& out,
                   std::ostream& err)
{
    const QString suffix = QFileInfo(QString::fromStdString(output)).suffix().toLower();
    if (suffix != QLatin1String("svg") && suffix != QLatin1String("pdf")) {
        err << "topoplan-cli export: --what racks writes .svg or .pdf, not " << output << "\n";
        return kUsage;
    }
    const auto app = makeApplication();
    models::DesignDocument doc;
    if (!openDocument(doc, file, err))
        return kInvalidDesign;
    widgets::ElevationOptions options;
    if (face == "front")
        options.faces = {widgets::RackFace::Front};
    else if (face == "rear")
        options.faces = {widgets::RackFace::Rear};
    else
        options.faces = {widgets::RackFace::Front, widgets::RackFace::Rear};
    options.titleBlock = true;
    options.title = doc.title();
    options.revision = widgets::designFingerprint(doc.design());
    const widgets::RackElevation elevation(doc.design(), doc.catalog(), options);
    QByteArray bytes;
    QString error;
    if (!elevation.encode(suffix, &bytes, &error)) {
        err << "topoplan-cli export: " << output << ": " << error.toStdString() << "\n";
        return kIoError;
    }
    std::size_t racked = 0;
    for (const core::RackSummary& r : elevation.layout().racks)
        racked += r.devices.size();
    const int status = writeBytes(output, bytes, "export", out, err);
    if (status == kOk)
        out << core::formatCount(elevation.layout().racks.size(), "rack", "racks") << ", "
            << core::formatCount(racked, "device", "devices") << " racked, "
            << core::formatCount(elevation.layout().notRacked.size(), "top-level device", "top-level devices") << " not racked\n";
    return status;
}

} // namespace

int runExport(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    const char* usage =
        "usage: topoplan-cli export FILE -o OUT.svg|OUT.pdf|OUT.png|OUT.drawio [--selection ID...] [--overlays] [--dpi N]\n"
        "       topoplan-cli export FILE -o OUT.csv --what cables|bom\n"
        "       topoplan-cli export FILE -o DIR --what netbox\n"
        "       topoplan-cli export FILE -o OUT.svg|OUT.pdf --what racks [--face front|rear|both]\n";
    std::string file, output, what, face;
    std::vector<std::string> selection;
    bool overlays = false;
    int dpi = 150;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "-o" || a == "--output") {
            if (!takeValue(args, i, output, "export", usage, err))
                return kUsage;
        } else if (a == "--what") {
            if (!takeValue(args, i, what, "export", usage, err))
                return kUsage;
        } else if (a == "--face") {
            if (!takeValue(args, i, face, "export", usage, err))
                return kUsage;
            if (face != "front" && face != "rear" && face != "both") {
                err << "topoplan-cli export: --face is '" << face << "' (expected front, rear or both)\n";
                return kUsage;
            }
        } else if (a == "--overlays") {
            overlays = true;
        } else if (a == "--dpi") {
            std::string v;
            if (!takeValue(args, i, v, "export", usage, err))
                return kUsage;
            bool ok = false;
            dpi = QString::fromStdString(v).toInt(&ok);
            if (!ok || dpi < 18 || dpi > 1200) {
                err << "topoplan-cli export: --dpi expects a whole number from 18 to 1200, not '" << v << "'\n";
                return kUsage;
            }
        } else if (a == "--selection") {
            while (i + 1 < args.size() && !args[i + 1].empty() && args[i + 1][0] != '-')
                selection.push_back(args[++i]);
            if (selection.empty()) {
                err << "topoplan-cli export: --selection needs at least one device id\n" << usage;
                return kUsage;
            }
        } else if (!takeDesignArgument(a, file, "export", usage, err)) {
            return kUsage;
        }
    }
    if (file.empty() || output.empty()) {
        err << usage;
        return kUsage;
    }
    if (!face.empty() && what != "racks") {
        err << "topoplan-cli export: --face applies to --what racks only\n";
        return kUsage;
    }
    if (!what.empty()) {
        if (!selection.empty() || overlays) {
            err << "topoplan-cli export: --what " << what << " takes no --selection or --overlays\n";
            return kUsage;
        }
        if (what == "racks")
            return runExportRacks(file, output, face.empty() ? "both" : face, out, err);
        return runExportDocument(file, output, what, out, err);
    }
    const QString suffix = QFileInfo(QString::fromStdString(output)).suffix().toLower();
    const bool drawio = suffix == QLatin1String("drawio");
    if (!drawio && !widgets::DiagramExporter::formats().contains(suffix)) {
        err << "topoplan-cli export: " << output << ": unknown format (expected .svg, .pdf, .png or .drawio)\n";
        return kUsage;
    }
    if (drawio && !selection.empty()) {
        err << "topoplan-cli export: --selection applies to .svg, .pdf and .png; a .drawio file holds the whole design\n";
        return kUsage;
    }
    const auto app = makeApplication();
    models::DesignDocument doc;
    if (!openDocument(doc, file, err))
        return kInvalidDesign;
    for (const std::string& id : selection)
        if (!doc.design().device(id)) {
            err << file << ": error: --selection '" << id << "' is not a device of the design\n";
            return kInvalidDesign;
        }
    if (drawio)
        return writeBytes(output, widgets::DrawioExporter(&doc).toXml(), "export", out, err);

    widgets::DesignScene scene(&doc);
    std::optional<models::AnalysisRunner::Outcome> analysis;
    if (overlays)
        if (const auto snapshot = doc.snapshot())
            analysis = models::AnalysisRunner::compute(*snapshot, {}, nullptr);
    widgets::DiagramOptions options;
    options.selection = selection;
    options.overlays = overlays;
    options.analysis = analysis ? &analysis->analysis : nullptr;
    options.dpi = dpi;
    QByteArray bytes;
    QString error;
    if (!widgets::DiagramExporter(&scene, options).encode(suffix, &bytes, &error)) {
        err << "topoplan-cli export: " << output << ": " << error.toStdString() << "\n";
        return kIoError;
    }
    return writeBytes(output, bytes, "export", out, err);
}

int runReport(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    const char* usage =
        "usage: topoplan-cli report FILE -o OUT.pdf|OUT.html [--fail ID]... [--scenario ID] [--use-case ID] [--lang LANG]\n";
    std::string file, output, scenario, useCase, lang;
    core::FailureSet failures;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "-o" || a == "--output") {
            if (!takeValue(args, i, output, "report", usage, err))
                return kUsage;
        } else if (a == "--fail") {
            if (!takeValue(args, i, failures.targets.emplace_back(), "report", usage, err))
                return kUsage;
        } else if (a == "--scenario") {
            if (!takeValue(args, i, scenario, "report", usage, err))
                return kUsage;
        } else if (a == "--use-case") {
            if (!takeValue(args, i, useCase, "report", usage, err))
                return kUsage;
        } else if (a == "--lang") {
            if (!takeValue(args, i, lang, "report", usage, err))
                return kUsage;
        } else if (!takeDesignArgument(a, file, "report", usage, err)) {
            return kUsage;
        }
    }
    if (file.empty() || output.empty()) {
        err << usage;
        return kUsage;
    }
    const QString suffix = QFileInfo(QString::fromStdString(output)).suffix().toLower();
    if (!widgets::ReportExporter::formats().contains(suffix)) {
        err << "topoplan-cli report: " << output << ": unknown format (expected .pdf or .html)\n";
        return kUsage;
    }
    bool translated = false;
    const auto app = makeApplication(lang, &translated);
    if (!lang.empty() && !translated && QLocale().language() != QLocale::English)
        err << "topoplan-cli report: no translation for '" << lang << "'; the report is in English\n";
    models::DesignDocument doc;
    if (!openDocument(doc, file, err))
        return kInvalidDesign;
    const auto snapshot = doc.snapshot();
    if (!snapshot)
        return kInvalidDesign;
    const std::string origin = doc.origin().toStdString();
    bool bad = !checkFailureTargets(*snapshot, failures, origin, err);
    if (!scenario.empty()) {
        bool found = false;
        for (const core::Scenario& s : snapshot->design.scenarios)
            found = found || s.id == scenario;
        if (!found) {
            err << origin << ": error: no scenario '" << scenario << "' in the design\n";
            bad = true;
        }
    }
    if (!useCase.empty() && !snapshot->design.useCase(useCase)) {
        err << origin << ": error: no use case '" << useCase << "' in the design\n";
        bad = true;
    }
    if (bad)
        return kInvalidDesign;
    const widgets::ReportData data =
        widgets::prepareReportData(*snapshot, origin, failures.targets, scenario, nullptr, {}, useCase);
    widgets::DesignScene scene(&doc);
    QByteArray bytes;
    QString error;
    if (!widgets::ReportExporter().encode(suffix, data, &scene, &bytes, &error)) {
        err << "topoplan-cli report: " << output << ": " << error.toStdString() << "\n";
        return kIoError;
    }
    return writeBytes(output, bytes, "report", out, err);
}

} // namespace topoplan::cli
