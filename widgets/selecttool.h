#pragma once

#include "widgets/abstracttool.h"

#include <map>
#include <string>

namespace topoplan::widgets {

/// Selects (click, Ctrl+click, rubber band: QGraphicsView's defaults) and moves devices.
/// Dragging moves the free-standing devices of the selection (a seated device moves its
/// chassis), snapped to the grid, as one mergeable CmdDeviceMove per drag.
class SelectTool : public AbstractTool {
    Q_OBJECT
public:
    using AbstractTool::AbstractTool;

    bool mousePress(QMouseEvent* event, const QPointF& scenePos) override;
    bool mouseMove(QMouseEvent* event, const QPointF& scenePos) override;
    bool mouseRelease(QMouseEvent* event, const QPointF& scenePos) override;

private:
    std::string rootOf(const std::string& id) const;

    bool m_pressed = false;
    bool m_dragging = false;
    QPointF m_pressPos;
    std::string m_primary;
    std::map<std::string, QPointF> m_start; ///< root devices being moved -> position at press
    int m_gesture = 0;
};

} // namespace topoplan::widgets
