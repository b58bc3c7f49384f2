#pragma once

#include <QGraphicsView>
#include <QTimer>

namespace topoplan::widgets {

class DesignView;

/// The canvas overview (issue 16): a small QGraphicsView of the same scene in the
/// canvas's bottom-right corner (a child of its viewport: showing it there does not
/// relayout the scroll area, whose scroll bars would come and go with it) with the part the canvas shows drawn as a blue frame; a
/// click or drag in it centres the canvas there. Shown only while the design does not fit
/// in the canvas (DesignView::updateMinimap()). It repaints at most every 200 ms after a
/// change of the design (NoViewportUpdate plus a timer; overlay colours follow with the next): on 10,000 devices a live second view
/// would repaint the whole design after every edit. Not interactive: items never see its
/// mouse events.
class Minimap : public QGraphicsView {
    Q_OBJECT
public:
    explicit Minimap(DesignView* view);

    /// Fits the whole design and redraws the frame (after a zoom, scroll or resize of the canvas).
    void refresh();
    /// The frame drawn: the canvas's visible scene rectangle.
    QRectF visibleRect() const;

protected:
    void drawForeground(QPainter* painter, const QRectF& rect) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;

private:
    void panTo(const QPoint& viewportPos);

    DesignView* m_view;
    QTimer m_repaint;
};

} // namespace topoplan::widgets
