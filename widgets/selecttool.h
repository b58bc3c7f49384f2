#pragma once

#include "widgets/abstracttool.h"

#include <map>
#include <string>

class QGraphicsRectItem;

namespace topoplan::widgets {

/// Selects (click, Ctrl+click, rubber band: QGraphicsView's defaults) and moves devices.
/// Dragging a free-standing device (or the empty area of a chassis) moves the
/// free-standing devices of the selection, snapped to the grid, as one mergeable
/// CmdDeviceMove per drag. Dragging a device that fits a slot (sled, module, IOM) shows
/// its outline: released over a slot of its type it is seated there (CmdDeviceSeat,
/// refused with the reason for a wrong or occupied slot); released elsewhere it stands
/// free at that point. Dragging an initiator or target port stub drags the port itself
/// (its reference, kPortMimeType) onto a reference field of the Inspector (IdPicker).
class SelectTool : public AbstractTool {
    Q_OBJECT
public:
    using AbstractTool::AbstractTool;
    ~SelectTool() override;

    void deactivate() override;
    bool mousePress(QMouseEvent* event, const QPointF& scenePos) override;
    bool mouseMove(QMouseEvent* event, const QPointF& scenePos) override;
    bool mouseRelease(QMouseEvent* event, const QPointF& scenePos) override;

private:
    std::string rootOf(const std::string& id) const;
    void moveSelection(const QPointF& scenePos);
    void moveGhost(const QPointF& scenePos);
    void dropGhost(QMouseEvent* event, const QPointF& scenePos);
    void clearGhost();
    /// Runs the drag of port m_portDrag (QDrag::exec: returns when it is dropped).
    void dragPort();

    bool m_pressed = false;
    bool m_dragging = false;
    QPointF m_pressPos;
    std::string m_primary;
    std::map<std::string, QPointF> m_start; ///< root devices being moved -> position at press
    int m_gesture = 0;
    std::string m_seatable;                 ///< device dragged as an outline, or ""
    QPointF m_seatableStart;
    QGraphicsRectItem* m_ghost = nullptr;
    std::string m_portDrag;                 ///< initiator/target port pressed on, or ""
};

} // namespace topoplan::widgets
