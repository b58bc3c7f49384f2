#include "models/designdocument.h"

#include "models/cmdfailurechange.h"
#include "models/diagnostictext.h"
#include "models/tsanannotations.h"

#include "core/builtin.h"
#include "core/designio.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QUndoStack>

#include <algorithm>
#include <atomic>
#include <set>

namespace topoplan::models {

namespace {
QString diagnosticsText(const core::Diagnostics& diagnostics)
{
    QStringList lines;
    for (const core::Diagnostic& d : diagnostics)
        if (d.severity == core::Diagnostic::Severity::Error)
            lines << diagnosticLine(d);
    return lines.join(QLatin1Char('\n'));
}

/// core::buildAnalysableTopology, and the warnings of baselines imported forced or with
/// warnings (core::warnImportedBaselines) that `diagnostics` does not hold yet: the reader
/// says them when a file is opened, but an edit in memory (an import, Import Anyway, any edit
/// after them) reads no file, and the Findings tab must say what `check` says of the saved design.
std::optional<core::AnalysableDesign> analysableDesign(const core::Design& design, const core::Catalog& catalog,
                                                       const std::string& fileName, core::Diagnostics& diagnostics)
{
    auto analysable = core::buildAnalysableTopology(design, catalog, fileName, diagnostics);
    core::Diagnostics forced;
    core::warnImportedBaselines(design, fileName, forced);
    for (core::Diagnostic& f : forced)
        if (std::none_of(diagnostics.begin(), diagnostics.end(),
                         [&](const core::Diagnostic& d) { return d.id == f.id && d.message == f.message; }))
            diagnostics.push_back(std::move(f));
    return analysable;
}

/// Loads a design as the designer edits it: errors of design entries (a storage group
/// saved before its storage was set, a scenario event on a removed device) do not refuse
/// it, they are reported and those entries left out of the analysis
/// (core::buildAnalysableTopology); errors of devices, slots, ports or cables do, as
/// core::resolveDesign reports them. The catalogs and devices are checked first on the
/// design without its entries, which gives the catalog to check the whole design against.
std::optional<core::LoadedDesign> loadForEditing(std::optional<core::Design> design, const std::string& fileName,
                                                 const std::string& baseDir, core::Diagnostics& diagnostics,
                                                 const core::CatalogAccess& access)
{
    if (!design)
        return std::nullopt;
    core::Design shell = *design;
    shell.siteLinks.clear();
    shell.fabrics.clear();
    shell.zoning.clear();
    shell.portGroups.clear();
    shell.maskingViews.clear();
    shell.clusters.clear();
    shell.storageGroups.clear();
    shell.workloads.clear();
    shell.useCases.clear();
    shell.scenarios.clear();
    core::Diagnostics structure;
    const auto resolved = core::resolveDesign(std::move(shell), fileName, baseDir, structure, access);
    if (!resolved)
        return core::resolveDesign(std::move(*design), fileName, baseDir, diagnostics, access); // says why, as the CLI
    auto analysable = analysableDesign(*design, *resolved->catalog, fileName, diagnostics);
    if (!analysable)
        return std::nullopt;
    return core::LoadedDesign{std::move(*design), resolved->catalog, std::move(analysable->topology), fileName};
}

/// A diagnostic without its position: how an error is recognised across edits (an
/// insertion shifts the line numbers of a file that is not written anyway).
std::string errorKey(const core::Diagnostic& d) { return d.id + "\n" + d.message; }
} // namespace

DesignDocument::DesignDocument(QObject* parent)
    : QObject(parent), m_design(std::make_shared<core::Design>()), m_catalog(core::Catalog::builtin()),
      m_topology(std::make_shared<const core::Topology>()), m_undoStack(new QUndoStack(this))
{
    // In the user's language, as File > New names it (newDesign()): the window title and the
    // Inspector's name field of the first empty design (issue 16: "Untitled" in German).
    m_design->name = tr("Untitled").toStdString();
    // Modified follows the undo stack, except that failure injection (CmdFailureChange)
    // never changes the file (issue 6): see isModified().
    auto update = [this] {
        const bool modified = isModified();
        if (modified != m_modified) {
            m_modified = modified;
            Q_EMIT modifiedChanged(modified);
        }
    };
    connect(m_undoStack, &QUndoStack::cleanChanged, this, update);
    connect(m_undoStack, &QUndoStack::indexChanged, this, update);
}

DesignDocument::~DesignDocument() = default;

bool DesignDocument::open(const QString& pathOrBuiltin)
{
    core::Diagnostics diagnostics;
    std::optional<core::LoadedDesign> loaded;
    std::string baseDir = ".";
    QString fileName;
    m_refusedCatalogs.clear();
    if (pathOrBuiltin.startsWith(QLatin1String("builtin:"))) {
        const std::string prefix = pathOrBuiltin.mid(8).toStdString();
        const core::EmbeddedFile* f = prefix.empty() ? nullptr : core::findBuiltinExample(prefix);
        if (!f) {
            m_errorString = tr("No builtin example named %1").arg(pathOrBuiltin);
            return false;
        }
        const std::string name = "<builtin>/examples/" + f->name;
        loaded = loadForEditing(core::readDesignText(f->text, name, diagnostics), name, ".", diagnostics, m_catalogAccess);
    } else {
        const QFileInfo info(pathOrBuiltin);
        baseDir = info.absolutePath().toStdString();
        const std::string path = info.filePath().toStdString();
        auto design = core::readDesignFile(path, diagnostics);
        if (design)
            for (const std::string& c : core::catalogsOutsideAccess(*design, baseDir, m_catalogAccess))
                m_refusedCatalogs << QDir::cleanPath(QDir(QString::fromStdString(baseDir)).absoluteFilePath(QString::fromStdString(c)));
        loaded = loadForEditing(std::move(design), path, baseDir, diagnostics, m_catalogAccess);
        fileName = info.absoluteFilePath();
    }
    return replace(std::move(loaded), diagnostics, fileName, pathOrBuiltin, baseDir);
}

bool DesignDocument::openRecovered(const QString& text, const QString& fileName, const QString& recoveryPath)
{
    core::Diagnostics diagnostics;
    const std::string baseDir = fileName.isEmpty() ? std::string(".") : QFileInfo(fileName).absolutePath().toStdString();
    const std::string name = (recoveryPath.isEmpty() ? tr("recovered design") : recoveryPath).toStdString();
    // Catalog files outside the design's folder are refused as open() refuses them, and
    // listed for the same question (issue 16: Recover showed the refusal only).
    m_refusedCatalogs.clear();
    auto design = core::readDesignText(text.toStdString(), name, diagnostics);
    if (design)
        for (const std::string& c : core::catalogsOutsideAccess(*design, baseDir, m_catalogAccess))
            m_refusedCatalogs << QDir::cleanPath(QDir(QString::fromStdString(baseDir)).absoluteFilePath(QString::fromStdString(c)));
    auto loaded = loadForEditing(std::move(design), name, baseDir, diagnostics, m_catalogAccess);
    if (!replace(std::move(loaded), diagnostics, fileName, fileName, baseDir))
        return false;
    // A recovered design differs from its file: make it modified by moving the clean
    // index to an unreachable place.
    m_undoStack->resetClean();
    return true;
}

void DesignDocument::allowCatalogs(const QStringList& absolutePaths)
{
    for (const QString& p : absolutePaths)
        m_catalogAccess.files.push_back(p.toStdString());
}

void DesignDocument::newDesign()
{
    core::Design empty;
    empty.name = tr("Untitled").toStdString();
    core::Diagnostics diagnostics;
    auto loaded = core::resolveDesign(std::move(empty), "untitled", ".", diagnostics);
    replace(std::move(loaded), diagnostics, QString(), QString(), ".");
}

bool DesignDocument::replace(std::optional<core::LoadedDesign> loaded, const core::Diagnostics& diagnostics,
                             const QString& fileName, const QString& origin, const std::string& baseDir)
{
    if (!loaded) {
        m_errorString = diagnosticsText(diagnostics);
        return false;
    }
    m_errorString.clear();
    m_undoStack->clear();
    m_design = std::make_shared<core::Design>(std::move(loaded->design));
    m_catalog = std::move(loaded->catalog);
    m_topology = std::make_shared<const core::Topology>(std::move(loaded->topology));
    m_analysed.reset();
    m_checked.reset();
    m_sourceName = loaded->fileName;
    m_diagnostics = diagnostics;
    m_baseDir = baseDir;
    m_fileName = fileName;
    m_origin = origin;
    m_failures.clear();
    if (core::hasErrors(m_diagnostics))
        rebuild(false); // the design without its broken entries, for the analyses
    ++m_revision;
    Q_EMIT designReplaced();
    Q_EMIT failuresChanged();
    Q_EMIT topologyChanged();
    Q_EMIT fileNameChanged(m_fileName);
    m_modified = false;
    Q_EMIT modifiedChanged(false);
    return true;
}

bool DesignDocument::save()
{
    if (m_fileName.isEmpty()) {
        m_errorString = tr("The design has no file name yet: use Save As.");
        return false;
    }
    return saveAs(m_fileName);
}

bool DesignDocument::saveAs(const QString& path)
{
    if (!writeTo(path))
        return false;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (absolute != m_fileName) {
        m_fileName = absolute;
        m_origin = absolute;
        m_baseDir = QFileInfo(path).absolutePath().toStdString();
        Q_EMIT fileNameChanged(m_fileName);
    }
    m_undoStack->setClean();
    return true;
}

bool DesignDocument::writeTo(const QString& path)
{
    const std::string text = core::writeDesign(*m_design);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        m_errorString = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    file.write(text.data(), qint64(text.size()));
    if (!file.commit()) {
        m_errorString = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    m_errorString.clear();
    return true;
}

QString DesignDocument::title() const
{
    // A design named by an English session ("Untitled", the placeholder) reads in the user's language.
    return m_design->name.empty() || m_design->name == "Untitled" ? tr("Untitled") : QString::fromStdString(m_design->name);
}

bool DesignDocument::isModified() const
{
    const int clean = m_undoStack->cleanIndex();
    if (clean < 0)
        return true; // the clean state cannot be reached again (a recovered design)
    const int index = m_undoStack->index();
    for (int i = std::min(clean, index); i < std::max(clean, index); ++i)
        if (!dynamic_cast<const CmdFailureChange*>(m_undoStack->command(i)))
            return true;
    return false;
}

std::optional<core::LoadedDesign> DesignDocument::snapshot() const
{
    if (!m_topology || m_batchDepth) // in a batch the topology is still the design's before it
        return std::nullopt;
    return core::LoadedDesign{m_analysed ? *m_analysed : *m_design, m_catalog, *m_topology, m_sourceName};
}

std::optional<DesignSnapshot> DesignDocument::sharedSnapshot() const
{
    // In a StructuralBatch the topology is still the design's before the batch: a worker
    // given both read the edited design's devices by the old topology's indices (a crash,
    // newcomer check: Delete of several devices, the Scenario dock recomputing on the
    // removal's clean-up). topologyChanged() at the batch's end asks again.
    if (!m_topology || m_batchDepth)
        return std::nullopt;
    return DesignSnapshot{m_analysed ? m_analysed : m_design, m_catalog, m_topology, m_sourceName};
}

core::Design& DesignDocument::edit()
{
    // Only the GUI thread hands out references, so a count of 1 cannot grow meanwhile.
    // use_count() is a relaxed load: when a worker has just dropped the last snapshot, the
    // acquire fence orders its reads of the design before our writes (the drop is a
    // release decrement; C++ [atomics.fences]: fence-to-atomic synchronization).
    if (m_design.use_count() > 1) {
        m_design = std::make_shared<core::Design>(*m_design);
    } else {
        std::atomic_thread_fence(std::memory_order_acquire);
        tsan::acquire(m_design.get()); // TSan does not model fences: DesignSnapshot::load()
    }
    return *m_design;
}

const core::Model* DesignDocument::modelOf(const std::string& id) const
{
    const core::Device* d = m_design->device(id);
    return d ? m_catalog->find(d->model) : nullptr;
}

std::string DesignDocument::uniqueDeviceId(const std::string& base) const
{
    std::set<std::string> used;
    for (const core::DesignId& x : core::designIds(*m_design))
        used.insert(x.id);
    if (!used.count(base))
        return base;
    for (int n = 2;; ++n) {
        const std::string id = base + "-" + std::to_string(n);
        if (!used.count(id))
            return id;
    }
}

QString DesignDocument::newProblem(core::Design candidate, bool allowUnset) const
{
    std::set<std::string> existing;
    for (const core::Diagnostic& d : m_diagnostics)
        if (d.severity == core::Diagnostic::Severity::Error)
            existing.insert(errorKey(d));
    core::Diagnostics diagnostics;
    auto analysable = analysableDesign(candidate, *m_catalog, m_sourceName, diagnostics);
    const bool analysableAfter = analysable.has_value();
    m_checked = Checked{std::move(candidate), nullptr, nullptr, diagnostics};
    if (analysable) {
        if (!core::hasErrors(diagnostics))
            analysable->design = {}; // the design itself is analysed: keep no second copy
        else
            m_checked->analysed = std::make_shared<const core::Design>(std::move(analysable->design));
        m_checked->topology = std::make_shared<const core::Topology>(std::move(analysable->topology));
    }
    for (const core::Diagnostic& d : diagnostics) {
        if (d.severity != core::Diagnostic::Severity::Error || existing.count(errorKey(d)))
            continue;
        // An entry's problem that leaves the rest analysable is a finding, except in the
        // entry being edited itself (allowUnset), where only an unset reference is.
        if (analysableAfter && !allowUnset)
            continue;
        if (allowUnset && (d.message.find("''") != std::string::npos || d.id.find("''") != std::string::npos))
            continue;
        return diagnosticSubjectMessage(d);
    }
    return {};
}

int DesignDocument::deviceIndex(const std::string& id) const
{
    for (int i = 0; i < int(m_design->devices.size()); ++i)
        if (m_design->devices[i].id == id)
            return i;
    return -1;
}

int DesignDocument::linkIndex(const std::string& linkId) const
{
    for (int i = 0; i < int(m_design->links.size()); ++i)
        if (m_design->links[i].id() == linkId)
            return i;
    return -1;
}

void DesignDocument::insertDevice(int index, const core::Device& device)
{
    core::Design& design = edit();
    index = std::clamp(index, 0, int(design.devices.size()));
    design.devices.insert(design.devices.begin() + index, device);
    if (!m_batchDepth)
        rebuild(true);
    Q_EMIT deviceAdded(QString::fromStdString(device.id));
    structureChanged();
}

core::Device DesignDocument::takeDevice(int index)
{
    const QString id = QString::fromStdString(m_design->devices.at(index).id);
    Q_EMIT deviceAboutToBeRemoved(id);
    core::Design& design = edit();
    core::Device device = std::move(design.devices[index]);
    design.devices.erase(design.devices.begin() + index);
    if (!m_batchDepth)
        rebuild(true);
    Q_EMIT deviceRemoved(id);
    structureChanged();
    return device;
}

void DesignDocument::setDevicePosition(const std::string& id, const std::optional<std::pair<double, double>>& at)
{
    if (!m_design->device(id))
        return;
    core::Device* d = edit().device(id);
    d->at = at;
    m_checked.reset();
    Q_EMIT deviceChanged(QString::fromStdString(id), DeviceProperty::Position);
}

void DesignDocument::setDeviceSeat(const std::string& id, const std::string& parent, const std::string& slot,
                                   const std::optional<std::pair<double, double>>& at)
{
    if (!m_design->device(id))
        return;
    core::Device* d = edit().device(id);
    d->parent = parent;
    d->slot = slot;
    d->at = at;
    rebuild(true);
    Q_EMIT deviceChanged(QString::fromStdString(id), DeviceProperty::Seat);
    Q_EMIT topologyChanged();
}

void DesignDocument::setDeviceMount(const std::string& id, const core::RackMount& mount)
{
    if (!m_design->device(id))
        return;
    edit().device(id)->mount = mount;
    rebuild(true);
    Q_EMIT deviceChanged(QString::fromStdString(id), DeviceProperty::Mount);
    Q_EMIT topologyChanged();
}

void DesignDocument::putEntry(Section section, int index, const std::optional<Entry>& entry, bool replace)
{
    const std::optional<Entry> old = (replace || !entry) ? entryAt(*m_design, section, index) : std::nullopt;
    // A link's id is its two ends: a changed link is a removed and an added cable.
    const QString oldLink = section == Section::Link && old ? entryLabel(*old) : QString();
    if (!oldLink.isEmpty())
        Q_EMIT linkAboutToBeRemoved(oldLink);
    models::putEntry(edit(), section, index, entry, replace);
    if (!m_batchDepth)
        rebuild(true);
    if (!oldLink.isEmpty())
        Q_EMIT linkRemoved(oldLink);
    const QString label = entry ? entryLabel(*entry) : old ? entryLabel(*old) : QString();
    if (section == Section::Link && entry)
        Q_EMIT linkAdded(label);
    else if (section == Section::Device)
        Q_EMIT deviceChanged(label, DeviceProperty::Config);
    else if (section == Section::Workload)
        Q_EMIT workloadChanged(label);
    Q_EMIT entriesChanged(section);
    structureChanged(); // inside a StructuralBatch (a removal's reference clean-up): at its end
}

void DesignDocument::setRequirements(const core::Props& requirements)
{
    edit().requirements = requirements;
    rebuild(true);
    Q_EMIT requirementsChanged();
    Q_EMIT topologyChanged();
}

void DesignDocument::setDesignInfo(const std::string& name, const std::vector<std::string>& notes)
{
    core::Design& d = edit(); // a worker may hold the shared design
    d.name = name;
    d.notes = notes;
    Q_EMIT designInfoChanged();
}

void DesignDocument::setCanvasNotes(const std::vector<core::CanvasNote>& notes)
{
    edit().canvasNotes = notes; // a worker may hold the shared design
    m_checked.reset();
    Q_EMIT canvasNotesChanged();
}

void DesignDocument::renameDevice(const std::string& from, const std::string& to)
{
    if (!m_design->device(from) || !core::renameDevice(edit(), from, to))
        return;
    rebuild(true);
    Q_EMIT deviceRenamed(QString::fromStdString(from), QString::fromStdString(to));
    Q_EMIT topologyChanged();
}

void DesignDocument::insertLink(int index, const core::Link& link)
{
    core::Design& design = edit();
    index = std::clamp(index, 0, int(design.links.size()));
    design.links.insert(design.links.begin() + index, link);
    if (!m_batchDepth)
        rebuild(true);
    Q_EMIT linkAdded(QString::fromStdString(link.id()));
    structureChanged();
}

core::Link DesignDocument::takeLink(int index)
{
    const QString id = QString::fromStdString(m_design->links.at(index).id());
    Q_EMIT linkAboutToBeRemoved(id);
    core::Design& design = edit();
    core::Link link = std::move(design.links[index]);
    design.links.erase(design.links.begin() + index);
    if (!m_batchDepth)
        rebuild(true);
    Q_EMIT linkRemoved(id);
    structureChanged();
    return link;
}

bool DesignDocument::isFailed(const std::string& target) const
{
    return std::find(m_failures.begin(), m_failures.end(), target) != m_failures.end();
}

void DesignDocument::setFailures(std::vector<std::string> failures)
{
    if (failures == m_failures)
        return;
    m_failures = std::move(failures);
    ++m_revision;
    Q_EMIT failuresChanged();
}

void DesignDocument::insertScenario(int index, const core::Scenario& scenario)
{
    core::Design& design = edit();
    design.scenarios.insert(design.scenarios.begin() + index, scenario);
    rebuild(false);
    Q_EMIT scenariosChanged();
    Q_EMIT topologyChanged();
}

core::Scenario DesignDocument::takeScenario(int index)
{
    core::Design& design = edit();
    core::Scenario s = std::move(design.scenarios[std::size_t(index)]);
    design.scenarios.erase(design.scenarios.begin() + index);
    rebuild(false);
    Q_EMIT scenariosChanged();
    Q_EMIT topologyChanged();
    return s;
}

void DesignDocument::structureChanged()
{
    if (m_batchDepth) {
        m_batchChanged = true; // rebuilt and announced when the batch ends
        return;
    }
    Q_EMIT topologyChanged();
}

DesignDocument::StructuralBatch::StructuralBatch(DesignDocument* document) : m_document(document)
{
    ++m_document->m_batchDepth;
}

DesignDocument::StructuralBatch::~StructuralBatch()
{
    if (--m_document->m_batchDepth || !m_document->m_batchChanged)
        return;
    m_document->m_batchChanged = false;
    m_document->rebuild(true);
    Q_EMIT m_document->topologyChanged();
}

void DesignDocument::rebuild(bool analysisRelevant)
{
    if (m_checked && m_checked->design == *m_design) {
        // The edit that was checked: its topology is this design's.
        m_topology = std::move(m_checked->topology);
        m_analysed = std::move(m_checked->analysed);
        m_diagnostics = std::move(m_checked->diagnostics);
    } else {
        m_diagnostics.clear();
        auto analysable = analysableDesign(*m_design, *m_catalog, m_sourceName, m_diagnostics);
        m_topology = analysable ? std::make_shared<const core::Topology>(std::move(analysable->topology)) : nullptr;
        m_analysed = analysable && core::hasErrors(m_diagnostics)
            ? std::make_shared<const core::Design>(std::move(analysable->design))
            : nullptr;
    }
    m_checked.reset();
    if (analysisRelevant)
        ++m_revision;
}

} // namespace topoplan::models
