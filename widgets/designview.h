#pragma once

#include <QGraphicsView>
#include <QStringList>

#include <functional>

namespace topoplan::models {
class AnalysisRunner;
}

namespace topoplan::widgets {

class AbstractTool;
class DesignScene;
class Minimap;

/// The canvas view: forwards mouse events to the active tool, zooms (Ctrl+wheel at the
/// cursor, zoomIn/zoomOut), scrolls (wheel; Shift+wheel sideways, as draw.io and Visio
/// do), pans (middle drag, or Space held with the left button), fits the design or a
/// rectangle (the selection), shows the overview (Minimap) in its corner while the design
/// does not fit, and accepts catalog models dropped from the palette (placed through
/// DesignScene::placeModel) and measurement files dropped on a host (imported as the
/// baseline of a workload it runs: widgets/measurementimportui.h).
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
    /// Zooms so that scene rectangle `rect` (plus a 40-unit margin) fills the view, at most
    /// 3x (a port stub is then some 30 pixels wide), and centres it.
    void zoomToRect(const QRectF& rect);
    /// Zooms to the selected items (View > Zoom to Selection); false when nothing is selected.
    bool zoomToSelection();
    /// Centres `rect` if it is not wholly visible, zooming out to show it if it is larger
    /// than the view (what Find does with a hit); the zoom stays otherwise.
    void bringIntoView(const QRectF& rect);
    /// Centres the view on scene point `p` (the overview's click); the view stops auto-fitting.
    void centreOn(const QPointF& p);
    /// The overview in the view's corner (shown only while the design exceeds the view).
    Minimap* minimap() const { return m_minimap; }
    /// Shows the overview when the design's items do not fit in the visible area, else hides
    /// it; places it in the bottom-right corner and redraws its frame.
    void updateMinimap();

    /// Picks the workload a measurement file dropped on a host running several goes to:
    /// returns an index into `workloads` (ids), or -1 to cancel. Default: a menu at the
    /// cursor. Tests set one that answers at once.
    using WorkloadChooser = std::function<int(const QStringList& workloads)>;
    void setWorkloadChooser(WorkloadChooser chooser) { m_chooseWorkload = std::move(chooser); }
    /// The live analysis, whose use case (the tool bar's) a dropped measurement is written in
    /// when it lists the workload (importMeasurementFiles()); may be null.
    void setAnalysisRunner(const models::AnalysisRunner* runner) { m_runner = runner; }

Q_SIGNALS:
    void statusMessage(const QString& message);
    /// A measurement dropped on the canvas became the baseline of workload `index` (the
    /// Inspector shows it).
    void measurementImported(int workloadIndex);
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
    /// The active tool's marks (AbstractTool::drawForeground).
    void drawForeground(QPainter* painter, const QRectF& rect) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void scaleBy(double factor);
    bool event(QEvent* event) override;
    /// A canvas note is being edited in place: keys are its text.
    bool editingNote() const;
    void scrollContentsBy(int dx, int dy) override;
    /// Measurement files dropped at `viewPos`: imported into a workload of the host there.
    /// False when the drop is not on a host running a workload (the reason as status).
    bool dropMeasurement(const QStringList& files, const QPoint& viewPos);

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
    Minimap* m_minimap = nullptr;
    WorkloadChooser m_chooseWorkload;
    const models::AnalysisRunner* m_runner = nullptr;
};

} // namespace topoplan::widgets
