#include "widgets/selecttool.h"

#include "core/catalog.h"
#include "models/cmddevicemove.h"
#include "models/cmddeviceseat.h"
#include "models/designdocument.h"
#include "widgets/designlayout.h"
#include "widgets/designscene.h"
#include "widgets/designview.h"
#include "widgets/deviceitem.h"
#include "widgets/noteitem.h"
#include "widgets/idpicker.h"

#include <QApplication>
#include <QDrag>
#include <QGraphicsRectItem>
#include <QPainter>
#include <QMouseEvent>
#include <QToolTip>
#include <QUndoStack>

#include <cmath>

namespace topoplan::widgets {

namespace {
QPointF snapped(const QPointF& p)
{
    const double g = DesignLayout::kGrid;
    return QPointF(std::round(p.x() / g) * g, std::round(p.y() / g) * g);
}
} // namespace

SelectTool::~SelectTool() { clearGhost(); }

void SelectTool::deactivate()
{
    clearGhost();
    m_pressed = m_dragging = false;
}

void SelectTool::clearGhost()
{
    delete m_ghost;
    m_ghost = nullptr;
}

std::string SelectTool::rootOf(const std::string& id) const
{
    const core::Design& d = m_view->designScene()->document()->design();
    std::string r = id;
    for (int guard = 0; guard < 16; ++guard) {
        const core::Device* dev = d.device(r);
        if (!dev || dev->parent.empty() || !d.device(dev->parent))
            break;
        r = dev->parent;
    }
    return r;
}

bool SelectTool::mousePress(QMouseEvent* event, const QPointF& scenePos)
{
    m_pressed = false;
    m_dragging = false;
    m_start.clear();
    m_seatable.clear();
    m_portDrag.clear();
    clearGhost();
    if (event->button() != Qt::LeftButton)
        return false;
    // A press on an initiator or target port stub may start dragging the port into a
    // reference field (zone, port group, fabric, masking view) of the Inspector.
    const std::string port = m_view->designScene()->layout().portAt(scenePos);
    if (!port.empty())
        if (const core::Model* m = m_view->designScene()->document()->modelOf(port.substr(0, port.find(':'))))
            if (const core::PortSpec* spec = m->port(port.substr(port.find(':') + 1)))
                if (spec->role == "initiator" || spec->role == "target")
                    m_portDrag = port;
    DeviceItem* hit = nullptr;
    for (QGraphicsItem* item : m_view->items(event->position().toPoint())) {
        if (item->type() == NoteItem::Type)
            return false; // a note above a device: the note takes the press (NoteItem moves itself)
        if (item->type() == DeviceItem::Type) {
            hit = static_cast<DeviceItem*>(item);
            break;
        }
    }
    if (!hit)
        return false;
    m_pressed = true;
    m_pressPos = scenePos;
    m_primary = rootOf(hit->id());
    const core::Model* model = m_view->designScene()->document()->modelOf(hit->id());
    if (model && !model->fits.empty()) {
        m_seatable = hit->id();
        m_seatableStart = m_view->designScene()->devicePosition(hit->id());
    }
    return false; // QGraphicsView selects the item
}

bool SelectTool::mouseMove(QMouseEvent* event, const QPointF& scenePos)
{
    if (!m_pressed || !(event->buttons() & Qt::LeftButton))
        return false;
    if (!m_portDrag.empty()) {
        if ((event->position().toPoint() - m_view->mapFromScene(m_pressPos)).manhattanLength() >= QApplication::startDragDistance())
            dragPort();
        return true;
    }
    if (!m_dragging) {
        if ((scenePos - m_pressPos).manhattanLength() < 4.0 / std::max(0.05, m_view->transform().m11()))
            return true;
        m_dragging = true;
        ++m_gesture;
    }
    if (m_seatable.empty())
        moveSelection(scenePos);
    else
        moveGhost(scenePos);
    return true;
}

void SelectTool::moveSelection(const QPointF& scenePos)
{
    DesignScene* scene = m_view->designScene();
    if (m_start.empty()) {
        m_start[m_primary] = scene->devicePosition(m_primary);
        for (const std::string& id : scene->selectedDeviceIds()) {
            const std::string r = rootOf(id);
            m_start.try_emplace(r, scene->devicePosition(r));
        }
    }
    const QPointF primaryStart = m_start[m_primary];
    const QPointF delta = snapped(primaryStart + (scenePos - m_pressPos)) - primaryStart;
    std::map<std::string, models::CmdDeviceMove::Position> positions;
    for (const auto& [id, start] : m_start)
        positions[id] = std::pair<double, double>(start.x() + delta.x(), start.y() + delta.y());
    models::DesignDocument* doc = scene->document();
    bool changed = false;
    for (const auto& [id, at] : positions) {
        const core::Device* d = doc->design().device(id);
        changed = changed || !d || d->at != at;
    }
    if (changed)
        doc->undoStack()->push(new models::CmdDeviceMove(doc, positions, m_gesture));
}

void SelectTool::moveGhost(const QPointF& scenePos)
{
    DesignScene* scene = m_view->designScene();
    const DevicePlace* place = scene->layout().device(m_seatable);
    if (!place)
        return;
    if (!m_ghost) {
        m_ghost = new QGraphicsRectItem(QRectF(QPointF(0, 0), place->rect.size()));
        m_ghost->setZValue(100);
        scene->addItem(m_ghost);
    }
    m_ghost->setPos(snapped(m_seatableStart + (scenePos - m_pressPos)));
    const SlotPlace* slot = scene->layout().slotAt(scenePos, place->model ? place->model->fits : std::string(), nullptr);
    const bool fits = slot && place->model && slot->type == place->model->fits;
    const QColor c = !slot ? QColor(0x1a, 0x73, 0xe8) : fits ? QColor(0x1b, 0x7f, 0x3b) : QColor(0xb0, 0x00, 0x20);
    m_ghost->setPen(QPen(c, 1.5, Qt::DashLine));
    QColor fill = c;
    fill.setAlpha(40);
    m_ghost->setBrush(fill);
}

void SelectTool::dropGhost(QMouseEvent* event, const QPointF& scenePos)
{
    DesignScene* scene = m_view->designScene();
    models::DesignDocument* doc = scene->document();
    const std::string id = m_seatable;
    const QPointF topLeft = m_ghost ? m_ghost->pos() : snapped(m_seatableStart + (scenePos - m_pressPos));
    clearGhost();
    const core::Device* d = doc->design().device(id);
    const core::Model* model = doc->modelOf(id);
    if (!d || !model)
        return;
    std::string owner;
    const SlotPlace* slot = scene->layout().slotAt(scenePos, model->fits, &owner);
    if (slot && owner != id) {
        if (owner == d->parent && slot->name == d->slot)
            return; // dropped back where it was
        const QString why = models::CmdDeviceSeat::check(*doc, id, owner, slot->name);
        if (!why.isEmpty()) {
            Q_EMIT statusMessage(tr("Not seated: %1").arg(why));
            QToolTip::showText(event->globalPosition().toPoint(), tr("Not seated: %1").arg(why), m_view);
            return;
        }
        // The push relays out the scene, which frees `slot` (ASan: heap-use-after-free, issue 8).
        const std::string slotName = slot->name;
        doc->undoStack()->push(new models::CmdDeviceSeat(doc, id, owner, slotName));
        Q_EMIT statusMessage(tr("Seated %1 in %2 %3.")
                                 .arg(QString::fromStdString(id), QString::fromStdString(owner),
                                      QString::fromStdString(slotName)));
        return;
    }
    const std::pair<double, double> at(topLeft.x(), topLeft.y());
    if (d->parent.empty()) {
        doc->undoStack()->push(new models::CmdDeviceMove(doc, {{id, at}}));
        return;
    }
    const QString why = models::CmdDeviceSeat::check(*doc, id, "", "");
    if (!why.isEmpty()) {
        Q_EMIT statusMessage(tr("Not taken out: %1").arg(why));
        return;
    }
    // d points into the design before the edit: the command changes it (or, with a worker
    // holding a snapshot, replaces it), so the old parent is read first.
    const QString parent = QString::fromStdString(d->parent);
    doc->undoStack()->push(new models::CmdDeviceSeat(doc, id, "", "", at));
    Q_EMIT statusMessage(tr("Took %1 out of %2.").arg(QString::fromStdString(id), parent));
}

void SelectTool::dragPort()
{
    const std::string ref = m_portDrag;
    m_portDrag.clear();
    m_pressed = false;
    Q_EMIT statusMessage(tr("Drop %1 on a zone, port group, fabric or masking view field of the Inspector.")
                             .arg(QString::fromStdString(ref)));
    auto* drag = new QDrag(m_view);
    drag->setMimeData(portDragMimeData(ref));
    // The port's reference under the cursor while it travels.
    const QString text = QString::fromStdString(ref);
    const QFontMetrics fm(m_view->font());
    QPixmap pixmap(fm.horizontalAdvance(text) + 12, fm.height() + 6);
    pixmap.fill(QColor(0xe8, 0xf0, 0xfe));
    QPainter painter(&pixmap);
    painter.setPen(QColor(0x1a, 0x73, 0xe8));
    painter.drawRect(pixmap.rect().adjusted(0, 0, -1, -1));
    painter.drawText(pixmap.rect(), Qt::AlignCenter, text);
    painter.end();
    drag->setPixmap(pixmap);
    drag->exec(Qt::CopyAction);
}

bool SelectTool::mouseRelease(QMouseEvent* event, const QPointF& scenePos)
{
    const bool wasDragging = m_dragging;
    if (wasDragging && !m_seatable.empty())
        dropGhost(event, scenePos);
    clearGhost();
    m_pressed = false;
    m_dragging = false;
    m_start.clear();
    m_seatable.clear();
    m_portDrag.clear();
    return wasDragging;
}

} // namespace topoplan::widgets
