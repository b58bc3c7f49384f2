#pragma once

#include "widgets/abstracttool.h"

#include <QGraphicsScene>
#include <QPointer>

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
    /// Starts a cable at port `ref` without a drag (the canvas context menu's "Cable from
    /// here"): the rubber band follows the pointer, the next click on a port ends it there.
    void startFrom(const std::string& ref);
    bool mousePress(QMouseEvent* event, const QPointF& scenePos) override;
    bool mouseMove(QMouseEvent* event, const QPointF& scenePos) override;
    bool mouseRelease(QMouseEvent* event, const QPointF& scenePos) override;

private:
    void clearRubber();
    /// The cable's start at `ref` and its rubber band.
    void beginAt(const std::string& ref);

    std::string m_from;
    QPointF m_fromPos;
    bool m_clickToEnd = false; ///< started by startFrom(): the next press ends the cable
    QGraphicsPathItem* m_rubber = nullptr;
    /// The scene that owns m_rubber: when the window closes, the scene goes (with the item)
    /// before the view and this tool, so the item is deleted only while its scene lives
    /// (closing the window with a cable being drawn freed it twice).
    QPointer<QGraphicsScene> m_rubberScene;
};

} // namespace topoplan::widgets
