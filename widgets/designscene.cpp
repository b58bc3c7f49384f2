#include "widgets/designscene.h"

#include "core/analysis.h"
#include "core/catalog.h"
#include "core/topology.h"
#include "models/cableplanner.h"
#include "models/cmdbatch.h"
#include "models/cmddeviceadd.h"
#include "models/cmddeviceremove.h"
#include "models/cmdlinkadd.h"
#include "models/cmdlinkremove.h"
#include "models/designdocument.h"
#include "widgets/cableitem.h"
#include "models/cmdnotechange.h"
#include "widgets/cableroutes.h"
#include "widgets/deviceitem.h"
#include "widgets/noteitem.h"
#include "widgets/siteitem.h"

#include <QGraphicsView>
#include <QtConcurrent/QtConcurrentRun>
#include <QStyleOptionGraphicsItem>
#include <QUndoStack>

#include <algorithm>
#include <cmath>

namespace topoplan::widgets {

/// Turns the scene's BSP index off while many items change geometry (each change would
/// otherwise update the tree: minutes for 2,000 devices) and back on afterwards, when
/// Qt rebuilds it once. Nests.
class DesignScene::BulkUpdate {
public:
    explicit BulkUpdate(DesignScene* scene) : m_scene(scene)
    {
        if (m_scene->m_bulkDepth++ == 0)
            m_scene->setItemIndexMethod(QGraphicsScene::NoIndex);
    }
    ~BulkUpdate()
    {
        if (--m_scene->m_bulkDepth == 0)
            m_scene->setItemIndexMethod(QGraphicsScene::BspTreeIndex);
    }
    BulkUpdate(const BulkUpdate&) = delete;
    BulkUpdate& operator=(const BulkUpdate&) = delete;

private:
    DesignScene* m_scene;
};

DesignScene::DesignScene(models::DesignDocument* document, QObject* parent)
    : QGraphicsScene(parent), m_document(document), m_router(std::make_shared<models::CableRouter>()),
      m_routingWatcher(new QFutureWatcher<RoutingResult>(this))
{
    setItemIndexMethod(QGraphicsScene::BspTreeIndex);
    connect(m_routingWatcher, &QFutureWatcherBase::finished, this, &DesignScene::routingFinished);
    using D = models::DesignDocument;
    connect(document, &D::designReplaced, this, &DesignScene::rebuildAll);
    // Structural changes mark what must be re-read; the topologyChanged() that follows
    // every such change does it once. Edits of design-level objects (zoning, workloads,
    // ...) change nothing drawn and cost no relayout.
    connect(document, &D::deviceAdded, this, [this](const QString& id) {
        addDevice(id);
        m_midplaneDirty = true;
    });
    connect(document, &D::deviceAboutToBeRemoved, this, [this](const QString& id) {
        removeDevice(id);
        m_midplaneDirty = true;
    });
    connect(document, &D::linkAdded, this, [this](const QString& id) {
        addCable(id);
        m_layoutDirty = true;
    });
    connect(document, &D::linkAboutToBeRemoved, this, [this](const QString& id) {
        removeCable(id);
        m_layoutDirty = true;
    });
    connect(document, &D::deviceChanged, this, [this](const QString&, models::DeviceProperty property) {
        if (property == models::DeviceProperty::Position)
            relayout(); // a move: no topologyChanged() follows
        else if (property == models::DeviceProperty::Seat)
            m_midplaneDirty = true;
        else
            m_layoutDirty = true; // the site of a device is drawn
    });
    connect(document, &D::deviceRenamed, this, [this](const QString&, const QString& to) {
        rebuildAll(); // (topologyChanged() follows and re-reads nothing more: no dirty flag)
        selectDevice(to.toStdString());
    });
    connect(document, &D::failuresChanged, this, [this] { repaintOverlays(); });
    connect(document, &D::canvasNotesChanged, this, &DesignScene::syncNotes);
    connect(document, &D::topologyChanged, this, [this] {
        indexTopoLinks();
        if (m_midplaneDirty)
            rebuildMidplane();
        if (m_midplaneDirty || m_layoutDirty)
            relayout();
        m_midplaneDirty = m_layoutDirty = false;
        if (!m_document->failures().empty())
            repaintOverlays(); // a device seated, removed or moved to a site may be down now
    });
    rebuildAll();
}

DesignScene::~DesignScene()
{
    // The worker holds its own copies (input, router): waiting only keeps it from
    // outliving the window's thread pool use at exit.
    m_routingWatcher->waitForFinished();
}

void DesignScene::route(CableRouteInput in)
{
    // The routes whose ends moved are not drawn until they are routed again: a route
    // must start and end at its ports (a curve stands in meanwhile).
    std::map<std::string, std::vector<QPointF>> kept;
    for (const models::CableRouter::Cable& c : in.cables)
        if (const auto it = m_routes.find(c.id); it != m_routes.end() && it->second.size() >= 2
            && it->second.front() == c.a.anchor && it->second.back() == c.b.anchor)
            kept.emplace(c.id, std::move(it->second));
    m_routes = std::move(kept);
    if (m_routingBusy) {
        m_routingQueued = true; // routed again from the layout of then, when this one ends
        return;
    }
    if (in.cables.size() < kAsyncRoutingCables) {
        m_router->update(in.obstacles, in.cables);
        m_routes = m_router->routes();
        m_routingStats = m_router->stats();
        return;
    }
    // A plain-value copy of the input and the router go to the worker (STYLE.md 7); the
    // GUI thread does not touch the router until the result is back.
    m_routingBusy = true;
    m_routingWatcher->setFuture(QtConcurrent::run([router = m_router, in = std::move(in)] {
        router->update(in.obstacles, in.cables);
        return RoutingResult{router->routes(), router->stats()};
    }));
}

void DesignScene::routingFinished()
{
    if (!m_routingBusy || !m_routingWatcher->isFinished())
        return; // taken by waitForRouting() already
    m_routingBusy = false;
    RoutingResult result = m_routingWatcher->result();
    m_routingStats = result.stats;
    if (m_routingQueued) {
        // The layout changed while the worker routed: route it once more; meanwhile the
        // new routes are drawn where their ends are still where they were routed from.
        m_routingQueued = false;
        m_routes = std::move(result.routes);
        route(cableRouteInput(m_layout, m_document->design()));
    } else {
        m_routes = std::move(result.routes);
    }
    const BulkUpdate bulk(this);
    for (auto& [id, item] : m_cables)
        item->syncFromDesign();
    Q_EMIT routesUpdated();
}

void DesignScene::waitForRouting()
{
    while (m_routingBusy) {
        m_routingWatcher->waitForFinished();
        routingFinished();
    }
}

void DesignScene::indexTopoLinks()
{
    m_topoLinks.clear();
    if (const core::Topology* t = m_document->topology())
        for (std::size_t i = 0; i < t->links.size(); ++i)
            m_topoLinks.emplace(t->links[i].id, i);
}

const core::TopoLink* DesignScene::topoLink(const std::string& linkId) const
{
    const core::Topology* t = m_document->topology();
    const auto it = m_topoLinks.find(linkId);
    return t && it != m_topoLinks.end() && it->second < t->links.size() && t->links[it->second].id == linkId
               ? &t->links[it->second]
               : nullptr;
}

void DesignScene::rebuildAll()
{
    const BulkUpdate bulk(this);
    indexTopoLinks();
    indexDownDevices(); // the cables' overlays read it while the items are made
    clearSelection();
    for (auto& [id, item] : m_devices)
        delete item;
    for (auto& [id, item] : m_cables)
        delete item;
    for (CableItem* item : m_midplane)
        delete item;
    for (auto& [id, item] : m_notes)
        delete item;
    m_notes.clear();
    m_devices.clear();
    m_cables.clear();
    m_midplane.clear();
    for (const core::Device& d : m_document->design().devices)
        addDevice(QString::fromStdString(d.id));
    for (const core::Link& l : m_document->design().links)
        addCable(l); // not by id: a lookup of each id in the link list is quadratic
    rebuildMidplane();
    relayout();
    syncNotes();
}

void DesignScene::addDevice(const QString& qid)
{
    const std::string id = qid.toStdString();
    if (m_devices.count(id))
        return;
    auto* item = new DeviceItem(this, id);
    addItem(item);
    m_devices[id] = item;
}

void DesignScene::removeDevice(const QString& qid)
{
    const auto it = m_devices.find(qid.toStdString());
    if (it == m_devices.end())
        return;
    delete it->second;
    m_devices.erase(it);
}

void DesignScene::addCable(const QString& qid)
{
    const int index = m_document->linkIndex(qid.toStdString());
    if (index >= 0)
        addCable(m_document->design().links[index]);
}

void DesignScene::addCable(const core::Link& l)
{
    std::string id = l.id();
    if (m_cables.count(id))
        return;
    auto* item = new CableItem(this, id, l.a, l.b, false);
    addItem(item);
    m_cables[id] = item;
}

void DesignScene::removeCable(const QString& qid)
{
    const auto it = m_cables.find(qid.toStdString());
    if (it == m_cables.end())
        return;
    delete it->second;
    m_cables.erase(it);
}

void DesignScene::rebuildMidplane()
{
    const BulkUpdate bulk(this);
    for (CableItem* item : m_midplane)
        delete item;
    m_midplane.clear();
    const core::Topology* t = m_document->topology();
    if (!t)
        return;
    for (const core::TopoLink& l : t->links) {
        if (!l.midplane)
            continue;
        auto* item = new CableItem(this, l.id, t->ports[l.a].ref, t->ports[l.b].ref, true);
        addItem(item);
        m_midplane.push_back(item);
    }
}

void DesignScene::indexMidplaneTitles()
{
    m_rootOf.clear();
    m_midplaneTitles.clear();
    if (m_midplane.empty())
        return;
    std::unordered_map<std::string, std::string> parent;
    for (const core::Device& d : m_document->design().devices)
        if (!d.parent.empty())
            parent.emplace(d.id, d.parent);
    for (const auto& [id, up] : parent) {
        std::string root = up;
        for (int guard = 0; guard < 64; ++guard) { // a parent cycle is an error of the design, not a hang
            const auto it = parent.find(root);
            if (it == parent.end())
                break;
            root = it->second;
        }
        m_rootOf.emplace(id, root);
    }
    std::set<std::string> roots;
    for (CableItem* item : m_midplane) {
        const std::string& ref = item->endA();
        const auto it = m_rootOf.find(ref.substr(0, ref.find(':')));
        if (it != m_rootOf.end())
            roots.insert(it->second);
    }
    for (const auto& [id, root] : m_rootOf)
        if (roots.count(root))
            if (const DeviceItem* item = deviceItem(id))
                m_midplaneTitles[root].push_back(item->titleRect());
}

const std::vector<QRectF>* DesignScene::midplaneTitles(const std::string& ref) const
{
    const auto root = m_rootOf.find(ref.substr(0, ref.find(':')));
    if (root == m_rootOf.end())
        return nullptr;
    const auto it = m_midplaneTitles.find(root->second);
    return it == m_midplaneTitles.end() ? nullptr : &it->second;
}

void DesignScene::relayout()
{
    const BulkUpdate bulk(this);
    m_layout.compute(m_document->design(), m_document->catalog());
    if (m_routing)
        route(cableRouteInput(m_layout, m_document->design()));
    m_usedPorts.clear();
    auto wholePort = [](const std::string& ref) {
        const std::size_t first = ref.find(':');
        const std::size_t second = first == std::string::npos ? first : ref.find(':', first + 1);
        return second == std::string::npos ? ref : ref.substr(0, second);
    };
    for (const core::Link& l : m_document->design().links) {
        m_usedPorts.insert(wholePort(l.a));
        m_usedPorts.insert(wholePort(l.b));
    }
    if (const core::Topology* t = m_document->topology())
        for (const core::TopoLink& l : t->links)
            if (l.midplane) {
                m_usedPorts.insert(t->ports[l.a].ref);
                m_usedPorts.insert(t->ports[l.b].ref);
            }
    for (auto& [id, item] : m_devices)
        item->syncFromDesign();
    for (auto& [id, item] : m_cables)
        item->syncFromDesign();
    indexMidplaneTitles();
    for (CableItem* item : m_midplane)
        item->syncFromDesign();
    syncSites();
    m_contentRect = m_layout.bounds();
    for (const auto& [id, item] : m_notes)
        m_contentRect = m_contentRect.united(item->sceneBoundingRect());
    setSceneRect(m_contentRect.isNull() ? QRectF(0, 0, 800, 600) : m_contentRect.adjusted(-200, -200, 200, 200));
}

void DesignScene::syncSites()
{
    const auto& regions = m_layout.sites();
    for (auto it = m_sites.begin(); it != m_sites.end();) {
        if (!regions.count(it->first)) {
            delete it->second;
            it = m_sites.erase(it);
        } else {
            ++it;
        }
    }
    for (const auto& [id, rect] : regions) {
        SiteItem*& item = m_sites[id];
        if (!item) {
            item = new SiteItem(this, id);
            addItem(item);
        }
        item->syncFromDesign();
    }
}

void DesignScene::syncNotes()
{
    const std::vector<core::CanvasNote>& notes = m_document->design().canvasNotes;
    std::set<std::string> ids;
    for (const core::CanvasNote& n : notes)
        ids.insert(n.id);
    for (auto it = m_notes.begin(); it != m_notes.end();) {
        if (!ids.count(it->first)) {
            delete it->second;
            it = m_notes.erase(it);
        } else {
            ++it;
        }
    }
    m_contentRect = m_layout.bounds();
    for (const core::CanvasNote& n : notes) {
        NoteItem*& item = m_notes[n.id];
        if (!item) {
            item = new NoteItem(this, n.id);
            addItem(item);
        } else {
            item->syncFromDesign();
        }
        m_contentRect = m_contentRect.united(item->sceneBoundingRect());
    }
    const QRectF rect = m_contentRect.isNull() ? QRectF(0, 0, 800, 600) : m_contentRect.adjusted(-200, -200, 200, 200);
    if (rect != sceneRect())
        setSceneRect(rect);
}

NoteItem* DesignScene::noteItem(const std::string& id) const
{
    const auto it = m_notes.find(id);
    return it == m_notes.end() ? nullptr : it->second;
}

std::vector<std::string> DesignScene::selectedNoteIds() const
{
    std::vector<std::string> ids;
    for (QGraphicsItem* i : selectedItems())
        if (i->type() == NoteItem::Type)
            ids.push_back(static_cast<NoteItem*>(i)->id());
    return ids;
}

bool DesignScene::isNoteSelected(const std::string& id) const
{
    const NoteItem* item = noteItem(id);
    return item && item->isSelected();
}

NoteItem* DesignScene::addNote(const QPointF& scenePos, const QString& text)
{
    if (m_document->design().canvasNotes.size() >= core::kMaxCanvasNotes) {
        Q_EMIT statusMessage(tr("Not added: the design holds %1 notes, the most it may have.").arg(core::kMaxCanvasNotes));
        return nullptr;
    }
    const double g = DesignLayout::kGrid;
    core::CanvasNote note;
    note.text = text.toStdString();
    note.x = std::round(scenePos.x() / g) * g;
    note.y = std::round(scenePos.y() / g) * g;
    auto* cmd = models::CmdNoteChange::add(m_document, note);
    const std::string id = cmd->after().back().id;
    m_document->undoStack()->push(cmd);
    NoteItem* item = noteItem(id);
    if (item) {
        clearSelection();
        item->setSelected(true);
    }
    return item;
}

DeviceItem* DesignScene::deviceItem(const std::string& id) const
{
    const auto it = m_devices.find(id);
    return it == m_devices.end() ? nullptr : it->second;
}

CableItem* DesignScene::cableItem(const std::string& linkId) const
{
    const auto it = m_cables.find(linkId);
    return it == m_cables.end() ? nullptr : it->second;
}

const std::vector<QPointF>* DesignScene::cableRoute(const std::string& linkId) const
{
    if (!m_routing)
        return nullptr;
    const auto it = m_routes.find(linkId);
    return it == m_routes.end() ? nullptr : &it->second;
}

void DesignScene::setCableRouting(bool on)
{
    waitForRouting();
    m_routing = on;
    m_router->clear();
    m_routes.clear();
    m_routingStats = {};
    relayout();
}

bool DesignScene::isPortUsed(const std::string& ref) const { return m_usedPorts.count(ref) > 0; }

std::string DesignScene::portFamily(const core::PortSpec& spec)
{
    if (spec.media == "backplane")
        return "backplane";
    const auto families = core::portFamilies(spec);
    if (families.empty())
        return "ethernet";
    // A unified port (Ethernet and FC) is drawn as Ethernet, its default personality.
    for (const std::string& f : families)
        if (f == "ethernet")
            return f;
    return families.front();
}

namespace {
std::string baseIdOf(const core::Model& m)
{
    std::string base = m.id.substr(m.id.find('/') + 1);
    for (char& c : base)
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '.' || c == '_'))
            c = '-';
    return base;
}
} // namespace

std::string DesignScene::placeModel(const std::string& modelId, const QPointF& scenePos, QString* reason)
{
    const core::Model* model = m_document->catalog().find(modelId);
    if (!model) {
        if (reason)
            *reason = tr("Unknown model '%1'.").arg(QString::fromStdString(modelId));
        return {};
    }
    core::Device device;
    device.model = modelId;
    device.id = m_document->uniqueDeviceId(baseIdOf(*model) + "-1");
    std::string owner;
    const SlotPlace* slot = m_layout.slotAt(scenePos, model->fits, &owner);
    if (slot) {
        device.parent = owner;
        device.slot = slot->name;
    } else {
        const double g = DesignLayout::kGrid;
        device.at = std::pair<double, double>(std::round(scenePos.x() / g) * g, std::round(scenePos.y() / g) * g);
    }
    const QString why = models::CmdDeviceAdd::check(*m_document, device);
    if (!why.isEmpty()) {
        if (reason)
            *reason = why;
        return {};
    }
    m_document->undoStack()->push(new models::CmdDeviceAdd(m_document, device));
    selectDevice(device.id);
    return device.id;
}

QString DesignScene::connectPorts(const std::string& a, const std::string& b)
{
    const core::Link link = models::proposeLink(m_document->design(), m_document->catalog(), a, b);
    QString why = models::CmdLinkAdd::check(*m_document, link);
    if (!why.isEmpty()) {
        // A whole-port cable already on a port that can break out: say how to get lanes.
        for (const std::string& end : {a, b}) {
            const std::string hint = models::breakoutHint(m_document->design(), m_document->catalog(), end);
            if (!hint.empty()) {
                why += QStringLiteral("; ") + QString::fromStdString(hint);
                break;
            }
        }
        return why;
    }
    m_document->undoStack()->push(new models::CmdLinkAdd(m_document, link));
    return {};
}

QString DesignScene::deleteSelection()
{
    const auto devices = selectedDeviceIds();
    const auto links = selectedLinkIds();
    const auto notes = selectedNoteIds();
    if (devices.empty() && links.empty() && notes.empty())
        return {};
    const core::Design& d = m_document->design();
    const auto devicesBefore = d.devices.size(), linksBefore = d.links.size(), workloadsBefore = d.workloads.size();
    const auto errorCount = [this] {
        const core::Diagnostics& all = m_document->diagnostics();
        return std::count_if(all.begin(), all.end(), [](const core::Diagnostic& x) { return x.severity == core::Diagnostic::Severity::Error; });
    };
    const auto errorsBefore = errorCount();
    // One undo step and one topology build and relayout for all (CmdBatch).
    auto* batch = new models::CmdBatch(m_document, tr("Delete %n items", nullptr, int(devices.size() + links.size() + notes.size())));
    if (!notes.empty())
        if (auto* cmd = models::CmdNoteChange::remove(m_document, notes, batch))
            batch->run(cmd);
    for (const std::string& l : links)
        if (m_document->linkIndex(l) >= 0)
            batch->run(new models::CmdLinkRemove(m_document, l, batch));
    for (const std::string& id : devices)
        if (m_document->design().device(id)) // not gone with a device removed before it
            batch->run(new models::CmdDeviceRemove(m_document, id, batch));
    batch->commit(m_document->undoStack());
    // What went, counted on the design (seated devices and their ports' cables go too).
    const core::Design& after = m_document->design();
    const int goneDevices = int(devicesBefore - after.devices.size()), goneLinks = int(linksBefore - after.links.size()),
              goneWorkloads = int(workloadsBefore - after.workloads.size());
    QStringList parts;
    if (goneDevices == 1 && devices.size() == 1)
        parts << QString::fromStdString(devices.front());
    else if (goneDevices > 0)
        parts << (goneDevices == 1 ? tr("1 device") : tr("%1 devices").arg(goneDevices));
    if (goneLinks > 0)
        parts << (goneLinks == 1 ? tr("1 cable") : tr("%1 cables").arg(goneLinks));
    if (goneWorkloads > 0)
        parts << (goneWorkloads == 1 ? tr("1 workload") : tr("%1 workloads").arg(goneWorkloads));
    if (!notes.empty())
        parts << (notes.size() == 1 ? tr("1 note") : tr("%1 notes").arg(notes.size()));
    if (parts.isEmpty())
        return {};
    const QString what = parts.size() == 1 ? parts.front() : tr("%1 and %2").arg(QStringList(parts.mid(0, parts.size() - 1)).join(QStringLiteral(", ")), parts.back());
    // Port groups, storage groups, masking views and zones that named a deleted device
    // stay and are errors now (issue 16: deleting RA-1's pmax left 53 errors and the
    // message said nothing): counted as the errors the delete added.
    const int dangling = int(std::max<std::ptrdiff_t>(0, errorCount() - errorsBefore));
    if (dangling > 0)
        return tr("Deleted %1 (one undo step: Edit > Undo restores it); %n reference(s) to it are now errors: see Findings.",
                  nullptr, dangling)
            .arg(what);
    return tr("Deleted %1 (one undo step: Edit > Undo restores it).").arg(what);
}

std::vector<std::string> DesignScene::selectedDeviceIds() const
{
    std::vector<std::string> ids;
    for (QGraphicsItem* i : selectedItems())
        if (i->type() == DeviceItem::Type)
            ids.push_back(static_cast<DeviceItem*>(i)->id());
    return ids;
}

std::vector<std::string> DesignScene::selectedLinkIds() const
{
    std::vector<std::string> ids;
    for (QGraphicsItem* i : selectedItems())
        if (i->type() == CableItem::Type)
            ids.push_back(static_cast<CableItem*>(i)->linkId());
    return ids;
}

void DesignScene::selectDevice(const std::string& id)
{
    clearSelection();
    if (DeviceItem* item = deviceItem(id))
        item->setSelected(true);
}

double DesignScene::finestLevelOfDetail() const
{
    const QList<QGraphicsView*> all = views();
    if (all.isEmpty())
        return 1.0;
    double finest = 0.0;
    for (const QGraphicsView* v : all)
        if (v->isVisible()) // a hidden view (the overview while the design fits) shows nothing
            finest = std::max(finest, QStyleOptionGraphicsItem::levelOfDetailFromTransform(v->viewportTransform()));
    if (finest == 0.0)
        return 1.0;
    return finest;
}

QPointF DesignScene::devicePosition(const std::string& id) const
{
    const DevicePlace* p = m_layout.device(id);
    return p ? p->rect.topLeft() : QPointF();
}

} // namespace topoplan::widgets

namespace topoplan::widgets {

void DesignScene::setAnalysis(const core::AnalysisResult* result)
{
    // Overlays only restyle the cables (CableItem::syncOverlay): no geometry changes, no
    // rebuild of the scene's index, a repaint of what changed.
    m_utilization.clear();
    m_utilizationIntervals.clear();
    m_spofs.clear();
    m_failedLinks.clear();
    if (result) {
        for (const core::LinkLoad& l : result->links) {
            m_utilization[l.link] = l.utilization;
            if (l.failed)
                m_failedLinks.insert(l.link);
        }
        for (const core::FlowResult& f : result->flows)
            for (const core::SpofResult& s : f.spofs)
                if (!s.endpoint)
                    m_spofs.insert(s.element);
    }
    repaintOverlays();
}

void DesignScene::markAnalysisStale()
{
    m_spofs.clear();
    m_failedLinks.clear();
    repaintOverlays();
}

std::unordered_map<std::string, unsigned> DesignScene::overlayKeys() const
{
    enum : unsigned { Highlighted = 1, Spof = 2, Down = 4, Failed = 8, Parts = 16 };
    std::unordered_map<std::string, unsigned> keys;
    // An element below a device (port, lane, component, disk group) marks the device.
    auto parts = [&keys](const std::string& ref) {
        const std::size_t cut = ref.find_first_of(":/");
        if (cut != std::string::npos && ref.find(" -- ") == std::string::npos)
            keys[ref.substr(0, cut)] |= Parts;
    };
    for (const std::string& h : m_highlight) {
        if (m_devices.count(h))
            keys[h] |= Highlighted;
        parts(h);
    }
    for (const std::string& x : m_spofs) {
        if (m_devices.count(x))
            keys[x] |= Spof;
        parts(x);
    }
    for (const std::string& f : m_document->failures()) {
        if (m_devices.count(f))
            keys[f] |= Failed;
        parts(f);
    }
    for (const std::string& d : m_downDevices)
        keys[d] |= Down;
    return keys;
}

void DesignScene::indexDownDevices()
{
    m_downDevices.clear();
    const models::DesignDocument& doc = *m_document;
    if (doc.failures().empty())
        return;
    std::unordered_map<std::string, const core::Device*> byId;
    for (const core::Device& d : doc.design().devices)
        byId.emplace(d.id, &d);
    for (const core::Device& d : doc.design().devices)
        for (const core::Device* a = &d; a;) {
            if (doc.isFailed(a->id) || (!a->site.empty() && doc.isFailed(a->site))) {
                m_downDevices.insert(d.id);
                break;
            }
            const auto up = a->parent.empty() ? byId.end() : byId.find(a->parent);
            a = up == byId.end() ? nullptr : up->second;
        }
}

void DesignScene::repaintOverlays()
{
    // Device items cache their picture (DeviceCoordinateCache): a scene update() alone
    // repaints the old failure marks, SPOF badges and route highlights. Only the items
    // whose overlay changed are told; one with port or component marks always is (which
    // of its ports is marked is not in its key). No scene-wide update(): at far zoom on a
    // large design it repaints everything.
    indexDownDevices();
    std::unordered_map<std::string, unsigned> keys = overlayKeys();
    auto changed = [](const std::unordered_map<std::string, unsigned>& other, const std::string& id, unsigned key) {
        const auto it = other.find(id);
        return (it == other.end() ? 0u : it->second) != key || (key & 16u); // 16: Parts
    };
    for (const auto& [id, key] : keys)
        if (changed(m_overlayKeys, id, key))
            if (const auto item = m_devices.find(id); item != m_devices.end())
                item->second->update();
    for (const auto& [id, key] : m_overlayKeys)
        if (changed(keys, id, key))
            if (const auto item = m_devices.find(id); item != m_devices.end())
                item->second->update();
    m_overlayKeys = std::move(keys);
    // Cables repaint themselves when their pen or marks change; sites may show a failure.
    for (auto& [id, item] : m_cables)
        item->syncOverlay();
    for (CableItem* item : m_midplane)
        item->syncOverlay();
    for (auto& [id, item] : m_sites)
        item->update();
}

bool DesignScene::isFailed(const std::string& id) const
{
    if (m_failedLinks.count(id))
        return true;
    const models::DesignDocument& doc = *m_document;
    if (doc.failures().empty())
        return false;
    if (doc.isFailed(id))
        return true;
    // A lane is down with its port; a port with its device (indexDownDevices()).
    const std::string device = id.substr(0, id.find(':'));
    if (device != id && doc.isFailed(id.substr(0, id.rfind(':'))))
        return true;
    return m_downDevices.count(device) > 0;
}

void DesignScene::setOverlayState(OverlayState state)
{
    m_utilization = std::move(state.utilization);
    m_spofs = std::move(state.spofs);
    repaintOverlays();
}

void DesignScene::setUtilizationIntervals(std::map<std::string, core::Interval> intervals)
{
    m_utilizationIntervals = std::move(intervals);
}

const core::Interval* DesignScene::linkUtilizationInterval(const std::string& linkId) const
{
    const auto it = m_utilizationIntervals.find(linkId);
    return it == m_utilizationIntervals.end() ? nullptr : &it->second;
}

double DesignScene::linkUtilization(const std::string& linkId) const
{
    const auto it = m_utilization.find(linkId);
    return it == m_utilization.end() ? -1.0 : it->second;
}

} // namespace topoplan::widgets

namespace topoplan::widgets {

void DesignScene::setHighlight(std::set<std::string> ids)
{
    m_highlight = std::move(ids);
    repaintOverlays();
}

} // namespace topoplan::widgets
