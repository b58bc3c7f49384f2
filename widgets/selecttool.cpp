#include "widgets/selecttool.h"

#include "models/cmddevicemove.h"
#include "models/designdocument.h"
#include "widgets/designlayout.h"
#include "widgets/designscene.h"
#include "widgets/designview.h"
#include "widgets/deviceitem.h"

#include <QGraphicsItem>
#include <QMouseEvent>
#include <QUndoStack>

#include <cmath>

namespace topoplan::widgets {

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
    if (event->button() != Qt::LeftButton)
        return false;
    DeviceItem* hit = nullptr;
    for (QGraphicsItem* item : m_view->items(event->position().toPoint()))
        if (item->type() == DeviceItem::Type) {
            hit = static_cast<DeviceItem*>(item);
            break;
        }
    if (!hit)
        return false;
    m_pressed = true;
    m_pressPos = scenePos;
    m_primary = rootOf(hit->id());
    return false; // QGraphicsView selects the item
}

bool SelectTool::mouseMove(QMouseEvent* event, const QPointF& scenePos)
{
    if (!m_pressed || !(event->buttons() & Qt::LeftButton))
        return false;
    DesignScene* scene = m_view->designScene();
    if (!m_dragging) {
        if ((scenePos - m_pressPos).manhattanLength() < 4.0 / std::max(0.05, m_view->transform().m11()))
            return true;
        m_dragging = true;
        ++m_gesture;
        m_start[m_primary] = scene->devicePosition(m_primary);
        for (const std::string& id : scene->selectedDeviceIds()) {
            const std::string r = rootOf(id);
            m_start.try_emplace(r, scene->devicePosition(r));
        }
    }
    const double g = DesignLayout::kGrid;
    const QPointF primaryStart = m_start[m_primary];
    const QPointF target = primaryStart + (scenePos - m_pressPos);
    const QPointF snapped(std::round(target.x() / g) * g, std::round(target.y() / g) * g);
    const QPointF delta = snapped - primaryStart;
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
    return true;
}

bool SelectTool::mouseRelease(QMouseEvent*, const QPointF&)
{
    const bool wasDragging = m_dragging;
    m_pressed = false;
    m_dragging = false;
    m_start.clear();
    return wasDragging;
}

} // namespace topoplan::widgets
