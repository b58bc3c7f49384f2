#pragma once

#include <QGraphicsView>

namespace topoplan::widgets {

class AbstractTool;
class DesignScene;

/// The canvas view: forwards mouse events to the active tool, zooms (Ctrl+wheel,
/// zoomIn/zoomOut), pans (middle drag, or Space held with the left button), fits the
/// design, and accepts catalog models dropped from the palette (placed through
/// DesignScene::placeModel).
class DesignView : public QGraphicsView {
    Q_OBJECT
public:
    explicit DesignView(DesignScene* scene, QWidget* parent = nullptr);

    DesignScene* designScene() const { return m_scene; }
    void setTool(AbstractTool* tool);
    AbstractTool* tool() const { return m_tool; }

    void zoomIn();
    void zoomOut();
    /// Zooms so the whole design is visible (at most 2x); the view keeps fitting on
    /// resize until the user zooms or pans.
    void fitDesign();
    /// Current scale factor (1 = one scene unit per pixel).
    double zoom() const { return transform().m11(); }

Q_SIGNALS:
    void statusMessage(const QString& message);
    /// A left click on the canvas where there is no item (the Inspector shows the design).
    void emptyAreaClicked();

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void drawBackground(QPainter* painter, const QRectF& rect) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void scaleBy(double factor);

    DesignScene* m_scene;
    AbstractTool* m_tool = nullptr;
    bool m_panning = false;
    bool m_spaceHeld = false;
    bool m_autoFit = true; ///< fit on resize until the user zooms or pans
    /// The viewport size without scroll bars that the last fit was for: a resize that
    /// only shows or hides a scroll bar leaves it unchanged and does not refit (refitting
    /// then toggled the scroll bar back, for ever: a frozen window, found by tst_monkey).
    QSize m_fittedFor;
    QPoint m_panLast;
};

} // namespace topoplan::widgets
