#pragma once

#include "widgets/abstracttool.h"

#include <string>

class QGraphicsPathItem;

namespace topoplan::widgets {

/// Makes cables: press on a port, drag to another port, release. The scene turns the
/// gesture into a CmdLinkAdd (breakout lanes chosen automatically); a refused cable
/// shows the reason in the status bar and in a tooltip at the cursor.
class CableTool : public AbstractTool {
    Q_OBJECT
public:
    using AbstractTool::AbstractTool;
    ~CableTool() override;

    void deactivate() override;
    bool mousePress(QMouseEvent* event, const QPointF& scenePos) override;
    bool mouseMove(QMouseEvent* event, const QPointF& scenePos) override;
    bool mouseRelease(QMouseEvent* event, const QPointF& scenePos) override;

private:
    void clearRubber();

    std::string m_from;
    QPointF m_fromPos;
    QGraphicsPathItem* m_rubber = nullptr;
};

} // namespace topoplan::widgets
