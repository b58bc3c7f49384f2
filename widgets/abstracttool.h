#pragma once

#include <QObject>
#include <QPointF>

class QKeyEvent;
class QMouseEvent;
class QPainter;
class QRectF;

namespace topoplan::widgets {

class DesignView;

/// An interaction mode of the canvas (STYLE.md 8): the view forwards its mouse events
/// to the active tool. A handler returns true when it consumed the event; otherwise the
/// view applies QGraphicsView's default (selection, rubber band).
class AbstractTool : public QObject {
    Q_OBJECT
public:
    explicit AbstractTool(DesignView* view);

    virtual void activate() {}
    virtual void deactivate() {}
    virtual bool mousePress(QMouseEvent* event, const QPointF& scenePos) = 0;
    virtual bool mouseMove(QMouseEvent* event, const QPointF& scenePos) = 0;
    virtual bool mouseRelease(QMouseEvent* event, const QPointF& scenePos) = 0;
    /// Draws the tool's own marks over the scene (scene coordinates, `rect` the exposed
    /// part), called by the view while the tool is active. They are the view's, never the
    /// scene's: exports and other views do not see them. Default: nothing.
    virtual void drawForeground(QPainter* painter, const QRectF& rect);

Q_SIGNALS:
    /// A message for the status bar (empty clears it).
    void statusMessage(const QString& message);

protected:
    DesignView* m_view;
};

} // namespace topoplan::widgets
