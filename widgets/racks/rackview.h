#pragma once

#include "core/design.h"
#include "widgets/racks/rackelevation.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace topoplan::core {
struct Catalog;
}
namespace topoplan::models {
class DesignDocument;
}

namespace topoplan::widgets {

/// The designer's rack elevation (the Racks dock): RackElevation of the document's design,
/// redrawn after every edit and on new/open (lazily, while shown), with the not-racked
/// top-level devices listed beside the racks. Dragging a device moves a drop preview
/// snapped to whole units; the release racks it there as one undo step
/// (models::CmdDeviceRack), or is refused with the reason (statusMessage) when it does not
/// fit. Dropping a racked device on the not-racked list takes it out of its rack. Units:
/// the elevation's px (1/96 inch) times zoom(). Thread affinity: GUI thread.
class RackView : public QWidget {
    Q_OBJECT
public:
    explicit RackView(models::DesignDocument* document, QWidget* parent = nullptr);
    ~RackView() override;

    /// The faces drawn side by side per rack (front, rear, or both).
    void setFaces(const std::vector<RackFace>& faces);
    std::vector<RackFace> faces() const { return m_faces; }
    /// Devices drawn highlighted (ids of top-level devices; seated ones map to theirs).
    void setSelection(const std::set<std::string>& ids);
    const std::set<std::string>& selection() const { return m_selection; }
    /// Scale of the drawing (1: 100 %, 14 px per U); clamped to 0.25-4.
    void setZoom(double zoom);
    double zoom() const { return m_zoom; }
    /// The zoom at which the whole elevation's height fits `heightPx`, at most 1.
    double fitZoom(int heightPx);

    /// The elevation as drawn now (brought up to date with the design first).
    const RackElevation& elevation();
    /// Widget coordinates of a point of the elevation (px) and back.
    QPoint toWidget(const QPointF& elevationPx) const;
    QPointF toElevation(const QPoint& widgetPos) const;

    QSize sizeHint() const override;

Q_SIGNALS:
    /// The user clicked device `id` (top-level): select it on the canvas.
    void deviceClicked(const QString& id);
    /// A refusal and its reason, or what a drop did.
    void statusMessage(const QString& message);

protected:
    void paintEvent(QPaintEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;

private:
    /// The design changed: rebuilt now when shown, else when next shown.
    void invalidate();
    void rebuild();
    /// The mount the dragged device would get at `pos` (widget), or nullopt over no column.
    struct Target {
        std::string rack;
        int u = 0;
        std::string face;
        bool operator==(const Target&) const = default;
    };
    std::optional<Target> targetAt(const QPoint& pos) const;
    void updateGhost(const QPoint& pos);
    void drop(const QPoint& pos);

    models::DesignDocument* m_document;
    core::Design m_design; ///< the copy drawn (the document's design may be replaced by an edit)
    std::shared_ptr<const core::Catalog> m_catalog;
    std::unique_ptr<RackElevation> m_elevation;
    bool m_dirty = true;
    std::vector<RackFace> m_faces{RackFace::Front};
    std::set<std::string> m_selection;
    double m_zoom = 1.0;

    struct Drag {
        std::string device;
        int grabOffsetU = 0;     ///< units between the device's lowest unit and the grab point
        bool fromBehind = false; ///< grabbed where it is seen from behind: it keeps its face
        std::string face;        ///< the device's own face
        int heightU = 1;
        QPoint pressPos;
        bool moved = false;
        std::optional<Target> checked; ///< the target `reason` is for
        QString reason;
    };
    std::optional<Drag> m_drag;
};

} // namespace topoplan::widgets
