#include "widgets/canvascontextmenu.h"

#include "core/catalog.h"
#include "models/cmddeviceseat.h"
#include "models/cmdfailurechange.h"
#include "models/cmdlinkremove.h"
#include "models/designdocument.h"
#include "widgets/cableitem.h"
#include "widgets/cabletool.h"
#include "widgets/designscene.h"
#include "widgets/designview.h"
#include "widgets/deviceitem.h"
#include "widgets/failtool.h"
#include "widgets/noteitem.h"
#include "widgets/picktool.h"
#include "widgets/sanactions.h"

#include <QAction>
#include <QDockWidget>
#include <QKeyEvent>
#include <QMenu>
#include <QUndoStack>

#include <algorithm>
#include <cstdlib>

namespace topoplan::widgets {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }
/// Entries of a submenu before it is cut off (a chassis has 8 sled bays, a switch 50 ports).
constexpr int kMaxSubmenuEntries = 24;
/// Where Unseat puts a module: this far right of its chassis (scene units, two grid steps
/// of DesignLayout::kGrid: apart from the chassis, on the grid when the chassis is).
constexpr double kUnseatGap = 2 * DesignLayout::kGrid;

/// Whether a cable can start at port `ref` of `spec`: it is free, or it is broken out and
/// a lane is still free (the cable takes the next one, models::proposeLink). The lane
/// count is the breakout mode's ("4x16gfc": 4).
bool canCableFrom(const DesignScene& scene, const std::string& ref, const core::PortSpec& spec)
{
    if (spec.media == "backplane")
        return false;
    if (!scene.isPortUsed(ref))
        return true;
    int lanes = 0, used = 0;
    for (const core::Link& l : scene.document()->design().links)
        for (const std::string& end : {l.a, l.b})
            if (end.size() > ref.size() && end.compare(0, ref.size() + 1, ref + ":") == 0) {
                ++used;
                lanes = std::max(lanes, std::atoi(l.breakout.c_str()));
            }
    return used > 0 && used < lanes;
}

/// The event filter of keepKeysInMenu(): a ShortcutOverride accepted here delivers the key
/// to the menu instead of the shortcut map.
class MenuKeys : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::ShortcutOverride
            && !(static_cast<QKeyEvent*>(event)->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))) {
            event->accept();
            return true;
        }
        return QObject::eventFilter(watched, event);
    }
};
} // namespace

void keepKeysInMenu(QMenu* menu)
{
    auto* filter = new MenuKeys(menu);
    menu->installEventFilter(filter);
    for (QMenu* sub : menu->findChildren<QMenu*>())
        sub->installEventFilter(filter);
}

CanvasContextMenu::CanvasContextMenu(DesignView* view, Hooks hooks) : QObject(view), m_view(view), m_hooks(hooks)
{
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this, &CanvasContextMenu::show);
}

void CanvasContextMenu::show(const QPoint& viewportPos)
{
    if (qobject_cast<FailTool*>(m_view->tool()) || qobject_cast<PickTool*>(m_view->tool()))
        return; // the Fail tool lists failure targets; a right click ends a pick
    std::unique_ptr<QMenu> menu = menuAt(m_view->mapToScene(viewportPos));
    menu->exec(m_view->viewport()->mapToGlobal(viewportPos));
}

std::unique_ptr<QMenu> CanvasContextMenu::menuAt(const QPointF& scenePos)
{
    auto menu = std::make_unique<QMenu>(m_view);
    DesignScene* scene = m_view->designScene();
    const std::string port = scene->layout().portAt(scenePos);
    QGraphicsItem* hit = nullptr;
    for (QGraphicsItem* item : scene->items(scenePos))
        if (item->type() == DeviceItem::Type || item->type() == CableItem::Type || item->type() == NoteItem::Type) {
            hit = item;
            break;
        }
    // The item clicked becomes the selection, unless it is part of it (then the entries
    // act on the whole selection, as Delete and Duplicate do).
    auto select = [&](QGraphicsItem* item) {
        if (item && !item->isSelected()) {
            scene->clearSelection();
            item->setSelected(true);
        }
    };
    if (hit && hit->type() == NoteItem::Type) {
        select(hit);
        addNoteEntries(menu.get(), static_cast<NoteItem*>(hit));
    } else if (!port.empty()) {
        const std::string device = port.substr(0, port.find(':'));
        select(scene->deviceItem(device));
        addPortEntries(menu.get(), port);
    } else if (hit && hit->type() == CableItem::Type) {
        auto* cable = static_cast<CableItem*>(hit);
        if (!cable->isMidplane())
            select(cable);
        addCableEntries(menu.get(), cable->linkId(), cable->isMidplane());
    } else if (hit) {
        select(hit);
        addDeviceEntries(menu.get(), static_cast<DeviceItem*>(hit)->id());
    } else {
        scene->clearSelection();
        addEmptyEntries(menu.get(), scenePos);
    }
    keepKeysInMenu(menu.get());
    return menu;
}

void CanvasContextMenu::showProperties()
{
    if (auto* dock = m_view->window()->findChild<QDockWidget*>(QStringLiteral("inspector"))) {
        dock->show();
        dock->raise();
    }
}

void CanvasContextMenu::addFailEntry(QMenu* menu, const std::string& target)
{
    models::DesignDocument* doc = m_view->designScene()->document();
    const bool repair = doc->isFailed(target);
    QAction* a = menu->addAction(repair ? tr("&Repair %1").arg(qs(target)) : tr("&Fail %1").arg(qs(target)), this, [this, doc, target, repair] {
        doc->undoStack()->push(models::CmdFailureChange::toggle(doc, target));
        Q_EMIT statusMessage(repair ? tr("Repaired %1.").arg(qs(target)) : tr("Failed %1: re-analysing; see What broke.").arg(qs(target)));
    });
    a->setObjectName(QStringLiteral("ctxFail"));
}

void CanvasContextMenu::addZoneEntries(QMenu* menu, const QStringList& initiators)
{
    if (!m_hooks.san || initiators.isEmpty())
        return;
    const QStringList groups = m_hooks.san->portGroups();
    QMenu* sub = menu->addMenu(tr("Zo&ne to Port Group"));
    sub->setObjectName(QStringLiteral("ctxZone"));
    sub->setToolTip(initiators.join(QStringLiteral(", ")));
    for (const QString& g : groups)
        sub->addAction(g, this, [this, initiators, g] { m_hooks.san->zone(initiators, g); });
    if (!groups.isEmpty())
        sub->addSeparator();
    sub->addAction(tr("Choose Initiators and Port Group..."), this, [this, initiators] { m_hooks.san->openZoneDialog(initiators); });
}

void CanvasContextMenu::addDeviceEntries(QMenu* menu, const std::string& id)
{
    DesignScene* scene = m_view->designScene();
    models::DesignDocument* doc = scene->document();
    menu->addAction(tr("&Properties"), this, &CanvasContextMenu::showProperties)->setObjectName(QStringLiteral("ctxProperties"));
    menu->addSeparator();
    addFailEntry(menu, id);
    const std::size_t selected = scene->selectedDeviceIds().size() + scene->selectedLinkIds().size();
    menu->addAction(selected > 1 ? tr("&Delete %n Items", nullptr, int(selected)) : tr("&Delete"), scene, &DesignScene::deleteSelection)
        ->setObjectName(QStringLiteral("ctxDelete"));
    if (m_hooks.duplicate)
        menu->addAction(tr("D&uplicate"), m_hooks.duplicate, &QAction::trigger)->setObjectName(QStringLiteral("ctxDuplicate"));
    // A seated module is taken out, a loose one seated into a free slot that takes it
    // (CmdDeviceSeat::check says which do): a seated sled offered Seat Into (issue 16).
    const core::Model* model = doc->modelOf(id);
    const core::Device* device = doc->design().device(id);
    if (device && !device->parent.empty()) {
        const std::string parent = device->parent;
        QAction* unseat = menu->addAction(tr("Un&seat from %1").arg(qs(parent)), this, [this, doc, id, parent] {
            // Onto the canvas right of its outermost enclosure (the chassis), level with it.
            std::string top = id;
            while (const core::Device* d = doc->design().device(top)) {
                if (d->parent.empty())
                    break;
                top = d->parent;
            }
            const DevicePlace* place = m_view->designScene()->layout().device(top);
            const QRectF beside = place ? place->rect : QRectF();
            const QPointF at(beside.right() + kUnseatGap, beside.top());
            doc->undoStack()->push(new models::CmdDeviceSeat(doc, id, "", "", std::make_pair(at.x(), at.y())));
            Q_EMIT statusMessage(tr("Took %1 out of %2.").arg(qs(id), qs(parent)));
        });
        unseat->setObjectName(QStringLiteral("ctxUnseat"));
        const QString why = models::CmdDeviceSeat::check(*doc, id, "", "");
        unseat->setEnabled(why.isEmpty());
        unseat->setToolTip(why);
    } else if (model && !model->fits.empty()) {
        QMenu* seat = menu->addMenu(tr("&Seat Into"));
        seat->setObjectName(QStringLiteral("ctxSeat"));
        int n = 0;
        for (const auto& [owner, place] : scene->layout().devices())
            for (const SlotPlace& slot : place.slots)
                if (n < kMaxSubmenuEntries && slot.occupant.empty() && slot.type == model->fits && owner != id
                    && models::CmdDeviceSeat::check(*doc, id, owner, slot.name).isEmpty()) {
                    ++n;
                    const std::string parent = owner, name = slot.name;
                    seat->addAction(tr("%1, slot %2").arg(qs(owner), qs(slot.name)), this, [doc, id, parent, name] {
                        doc->undoStack()->push(new models::CmdDeviceSeat(doc, id, parent, name));
                    });
                }
        seat->setEnabled(n > 0);
        if (n == 0)
            seat->setTitle(tr("&Seat Into (no free slot of type %1)").arg(qs(model->fits)));
    }
    // Cable from one of the device's free ports.
    if (m_hooks.cable && model && !model->ports.empty()) {
        QMenu* cable = menu->addMenu(tr("&Cable From Here"));
        cable->setObjectName(QStringLiteral("ctxCableFrom"));
        int n = 0;
        for (const core::PortSpec& p : model->ports) {
            const std::string ref = id + ":" + p.name;
            if (n >= kMaxSubmenuEntries || !canCableFrom(*scene, ref, p))
                continue;
            ++n;
            cable->addAction(qs(ref), this, [this, ref] {
                if (m_hooks.cableTool)
                    m_hooks.cableTool->trigger();
                m_hooks.cable->startFrom(ref);
            });
        }
        cable->setEnabled(n > 0);
    }
    if (m_hooks.san)
        addZoneEntries(menu, m_hooks.san->initiatorsOn(id));
    menu->addSeparator();
    menu->addAction(tr("&Zoom To"), this, [this, id] {
        if (const DevicePlace* p = m_view->designScene()->layout().device(id))
            zoomTo(p->rect);
    })->setObjectName(QStringLiteral("ctxZoom"));
}

void CanvasContextMenu::addPortEntries(QMenu* menu, const std::string& ref)
{
    DesignScene* scene = m_view->designScene();
    models::DesignDocument* doc = scene->document();
    const std::string device = ref.substr(0, ref.find(':'));
    QAction* title = menu->addAction(tr("Port %1").arg(qs(ref)));
    title->setEnabled(false);
    menu->addAction(tr("&Properties of %1").arg(qs(device)), this, &CanvasContextMenu::showProperties)
        ->setObjectName(QStringLiteral("ctxProperties"));
    menu->addSeparator();
    addFailEntry(menu, ref);
    // The cables of the port (whole port or its lanes).
    std::vector<std::string> cables;
    for (const core::Link& l : doc->design().links)
        for (const std::string& end : {l.a, l.b})
            if (end == ref || end.rfind(ref + ":", 0) == 0)
                cables.push_back(l.id());
    for (const std::string& linkId : cables)
        menu->addAction(tr("&Delete Cable %1").arg(qs(linkId)), this, [doc, linkId] {
            if (doc->linkIndex(linkId) >= 0)
                doc->undoStack()->push(new models::CmdLinkRemove(doc, linkId));
        })->setObjectName(QStringLiteral("ctxDelete"));
    const core::Model* model = doc->modelOf(device);
    const core::PortSpec* spec = model ? model->port(ref.substr(ref.find(':') + 1)) : nullptr;
    if (m_hooks.cable && spec && canCableFrom(*scene, ref, *spec))
        menu->addAction(tr("&Cable From Here"), this, [this, ref] {
            if (m_hooks.cableTool)
                m_hooks.cableTool->trigger();
            m_hooks.cable->startFrom(ref);
        })->setObjectName(QStringLiteral("ctxCableFrom"));
    if (m_hooks.san && m_hooks.san->initiatorsOn(device).contains(qs(ref)))
        addZoneEntries(menu, {qs(ref)});
    menu->addSeparator();
    menu->addAction(tr("&Zoom To %1").arg(qs(device)), this, [this, device] {
        if (const DevicePlace* p = m_view->designScene()->layout().device(device))
            zoomTo(p->rect);
    })->setObjectName(QStringLiteral("ctxZoom"));
}

void CanvasContextMenu::addCableEntries(QMenu* menu, const std::string& linkId, bool midplane)
{
    DesignScene* scene = m_view->designScene();
    QAction* title = menu->addAction(midplane ? tr("Midplane link %1").arg(qs(linkId)) : tr("Cable %1").arg(qs(linkId)));
    title->setEnabled(false);
    if (!midplane)
        menu->addAction(tr("&Properties"), this, &CanvasContextMenu::showProperties)->setObjectName(QStringLiteral("ctxProperties"));
    menu->addSeparator();
    addFailEntry(menu, linkId);
    if (!midplane) {
        const std::size_t selected = scene->selectedDeviceIds().size() + scene->selectedLinkIds().size();
        menu->addAction(selected > 1 ? tr("&Delete %n Items", nullptr, int(selected)) : tr("&Delete"), scene, &DesignScene::deleteSelection)
            ->setObjectName(QStringLiteral("ctxDelete"));
    }
    menu->addSeparator();
    menu->addAction(tr("&Zoom To"), this, [this, linkId] {
        if (CableItem* c = m_view->designScene()->cableItem(linkId))
            zoomTo(c->sceneBoundingRect());
    })->setObjectName(QStringLiteral("ctxZoom"));
}

void CanvasContextMenu::addNoteEntries(QMenu* menu, NoteItem* note)
{
    DesignScene* scene = m_view->designScene();
    const std::string id = note->id();
    menu->addAction(tr("&Edit Note"), this, [scene, id] {
        if (NoteItem* item = scene->noteItem(id))
            item->startEditing();
    })->setObjectName(QStringLiteral("ctxEditNote"));
    const std::size_t selected = scene->selectedDeviceIds().size() + scene->selectedLinkIds().size() + scene->selectedNoteIds().size();
    menu->addAction(selected > 1 ? tr("&Delete %n Items", nullptr, int(selected)) : tr("&Delete"), this, [this, scene] {
        const QString removed = scene->deleteSelection();
        if (!removed.isEmpty())
            Q_EMIT statusMessage(removed);
    })->setObjectName(QStringLiteral("ctxDelete"));
}

void CanvasContextMenu::addEmptyEntries(QMenu* menu, const QPointF& scenePos)
{
    DesignScene* scene = m_view->designScene();
    menu->addAction(tr("Add &Note Here"), this, [scene, scenePos] {
        if (NoteItem* item = scene->addNote(scenePos, tr("Note")))
            item->startEditing();
    })->setObjectName(QStringLiteral("ctxAddNote"));
    menu->addSeparator();
    if (m_hooks.fit)
        menu->addAction(m_hooks.fit);
    if (m_hooks.san) {
        menu->addSeparator();
        m_hooks.san->addTo(menu);
    }
}

void CanvasContextMenu::zoomTo(const QRectF& rect) { m_view->zoomToRect(rect); }

} // namespace topoplan::widgets
