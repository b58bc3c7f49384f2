#include "models/designdocument.h"

#include "models/cmdfailurechange.h"

#include "core/builtin.h"
#include "core/designio.h"

#include <QFileInfo>
#include <QSaveFile>
#include <QUndoStack>

#include <algorithm>
#include <set>

namespace topoplan::models {

namespace {
QString diagnosticsText(const core::Diagnostics& diagnostics)
{
    QStringList lines;
    for (const core::Diagnostic& d : diagnostics)
        if (d.severity == core::Diagnostic::Severity::Error)
            lines << QString::fromStdString(d.text());
    return lines.join(QLatin1Char('\n'));
}

/// A diagnostic without its position: how an error is recognised across edits (an
/// insertion shifts the line numbers of a file that is not written anyway).
std::string errorKey(const core::Diagnostic& d) { return d.id + "\n" + d.message; }
} // namespace

DesignDocument::DesignDocument(QObject* parent)
    : QObject(parent), m_catalog(core::Catalog::builtin()), m_undoStack(new QUndoStack(this))
{
    m_design.name = "Untitled";
    m_topology = core::Topology{};
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
    if (pathOrBuiltin.startsWith(QLatin1String("builtin:"))) {
        const std::string prefix = pathOrBuiltin.mid(8).toStdString();
        const core::EmbeddedFile* f = prefix.empty() ? nullptr : core::findBuiltinExample(prefix);
        if (!f) {
            m_errorString = tr("No builtin example named %1").arg(pathOrBuiltin);
            return false;
        }
        loaded = core::loadDesignText(f->text, "<builtin>/examples/" + f->name, ".", diagnostics);
    } else {
        const QFileInfo info(pathOrBuiltin);
        loaded = core::loadDesignFile(info.filePath().toStdString(), diagnostics);
        baseDir = info.absolutePath().toStdString();
        fileName = info.absoluteFilePath();
    }
    return replace(std::move(loaded), diagnostics, fileName, pathOrBuiltin, baseDir);
}

bool DesignDocument::openRecovered(const QString& text, const QString& fileName)
{
    core::Diagnostics diagnostics;
    const std::string baseDir = fileName.isEmpty() ? std::string(".") : QFileInfo(fileName).absolutePath().toStdString();
    auto loaded = core::loadDesignText(text.toStdString(), tr("recovered design").toStdString(), baseDir, diagnostics);
    if (!replace(std::move(loaded), diagnostics, fileName, fileName, baseDir))
        return false;
    // A recovered design differs from its file: make it modified by moving the clean
    // index to an unreachable place.
    m_undoStack->resetClean();
    return true;
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
    m_design = std::move(loaded->design);
    m_catalog = std::move(loaded->catalog);
    m_topology = std::move(loaded->topology);
    m_sourceName = loaded->fileName;
    m_diagnostics = diagnostics;
    m_baseDir = baseDir;
    m_fileName = fileName;
    m_origin = origin;
    m_failures.clear();
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
    const std::string text = core::writeDesign(m_design);
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
    return m_design.name.empty() ? tr("Untitled") : QString::fromStdString(m_design.name);
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
    if (!m_topology || core::hasErrors(m_diagnostics))
        return std::nullopt;
    return core::LoadedDesign{m_design, m_catalog, *m_topology, m_sourceName};
}

const core::Model* DesignDocument::modelOf(const std::string& id) const
{
    const core::Device* d = m_design.device(id);
    return d ? m_catalog->find(d->model) : nullptr;
}

std::string DesignDocument::uniqueDeviceId(const std::string& base) const
{
    std::set<std::string> used;
    for (const core::DesignId& x : core::designIds(m_design))
        used.insert(x.id);
    if (!used.count(base))
        return base;
    for (int n = 2;; ++n) {
        const std::string id = base + "-" + std::to_string(n);
        if (!used.count(id))
            return id;
    }
}

QString DesignDocument::newProblem(const core::Design& candidate, bool allowUnset) const
{
    std::set<std::string> existing;
    for (const core::Diagnostic& d : m_diagnostics)
        if (d.severity == core::Diagnostic::Severity::Error)
            existing.insert(errorKey(d));
    core::Diagnostics diagnostics;
    core::buildTopology(candidate, *m_catalog, m_sourceName, diagnostics);
    for (const core::Diagnostic& d : diagnostics) {
        if (d.severity != core::Diagnostic::Severity::Error || existing.count(errorKey(d)))
            continue;
        if (allowUnset && (d.message.find("''") != std::string::npos || d.id.find("''") != std::string::npos))
            continue;
        return d.id.empty() ? QString::fromStdString(d.message)
                            : QString::fromStdString(d.id + ": " + d.message);
    }
    return {};
}

int DesignDocument::deviceIndex(const std::string& id) const
{
    for (int i = 0; i < int(m_design.devices.size()); ++i)
        if (m_design.devices[i].id == id)
            return i;
    return -1;
}

int DesignDocument::linkIndex(const std::string& linkId) const
{
    for (int i = 0; i < int(m_design.links.size()); ++i)
        if (m_design.links[i].id() == linkId)
            return i;
    return -1;
}

void DesignDocument::insertDevice(int index, const core::Device& device)
{
    index = std::clamp(index, 0, int(m_design.devices.size()));
    m_design.devices.insert(m_design.devices.begin() + index, device);
    rebuild(true);
    Q_EMIT deviceAdded(QString::fromStdString(device.id));
    Q_EMIT topologyChanged();
}

core::Device DesignDocument::takeDevice(int index)
{
    const QString id = QString::fromStdString(m_design.devices.at(index).id);
    Q_EMIT deviceAboutToBeRemoved(id);
    core::Device device = std::move(m_design.devices[index]);
    m_design.devices.erase(m_design.devices.begin() + index);
    rebuild(true);
    Q_EMIT deviceRemoved(id);
    Q_EMIT topologyChanged();
    return device;
}

void DesignDocument::setDevicePosition(const std::string& id, const std::optional<std::pair<double, double>>& at)
{
    core::Device* d = m_design.device(id);
    if (!d)
        return;
    d->at = at;
    Q_EMIT deviceChanged(QString::fromStdString(id), DeviceProperty::Position);
}

void DesignDocument::setDeviceSeat(const std::string& id, const std::string& parent, const std::string& slot,
                                   const std::optional<std::pair<double, double>>& at)
{
    core::Device* d = m_design.device(id);
    if (!d)
        return;
    d->parent = parent;
    d->slot = slot;
    d->at = at;
    rebuild(true);
    Q_EMIT deviceChanged(QString::fromStdString(id), DeviceProperty::Seat);
    Q_EMIT topologyChanged();
}

void DesignDocument::putEntry(Section section, int index, const std::optional<Entry>& entry, bool replace)
{
    const std::optional<Entry> old = (replace || !entry) ? entryAt(m_design, section, index) : std::nullopt;
    // A link's id is its two ends: a changed link is a removed and an added cable.
    const QString oldLink = section == Section::Link && old ? entryLabel(*old) : QString();
    if (!oldLink.isEmpty())
        Q_EMIT linkAboutToBeRemoved(oldLink);
    models::putEntry(m_design, section, index, entry, replace);
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
    Q_EMIT topologyChanged();
}

void DesignDocument::setRequirements(const core::Props& requirements)
{
    m_design.requirements = requirements;
    rebuild(true);
    Q_EMIT requirementsChanged();
    Q_EMIT topologyChanged();
}

void DesignDocument::setDesignInfo(const std::string& name, const std::vector<std::string>& notes)
{
    m_design.name = name;
    m_design.notes = notes;
    Q_EMIT designInfoChanged();
}

void DesignDocument::renameDevice(const std::string& from, const std::string& to)
{
    if (!core::renameDevice(m_design, from, to))
        return;
    rebuild(true);
    Q_EMIT deviceRenamed(QString::fromStdString(from), QString::fromStdString(to));
    Q_EMIT topologyChanged();
}

void DesignDocument::insertLink(int index, const core::Link& link)
{
    index = std::clamp(index, 0, int(m_design.links.size()));
    m_design.links.insert(m_design.links.begin() + index, link);
    rebuild(true);
    Q_EMIT linkAdded(QString::fromStdString(link.id()));
    Q_EMIT topologyChanged();
}

core::Link DesignDocument::takeLink(int index)
{
    const QString id = QString::fromStdString(m_design.links.at(index).id());
    Q_EMIT linkAboutToBeRemoved(id);
    core::Link link = std::move(m_design.links[index]);
    m_design.links.erase(m_design.links.begin() + index);
    rebuild(true);
    Q_EMIT linkRemoved(id);
    Q_EMIT topologyChanged();
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
    m_design.scenarios.insert(m_design.scenarios.begin() + index, scenario);
    rebuild(false);
    Q_EMIT scenariosChanged();
    Q_EMIT topologyChanged();
}

core::Scenario DesignDocument::takeScenario(int index)
{
    core::Scenario s = std::move(m_design.scenarios[std::size_t(index)]);
    m_design.scenarios.erase(m_design.scenarios.begin() + index);
    rebuild(false);
    Q_EMIT scenariosChanged();
    Q_EMIT topologyChanged();
    return s;
}

void DesignDocument::rebuild(bool analysisRelevant)
{
    m_diagnostics.clear();
    m_topology = core::buildTopology(m_design, *m_catalog, m_sourceName, m_diagnostics);
    if (analysisRelevant)
        ++m_revision;
}

} // namespace topoplan::models
