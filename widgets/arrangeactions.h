#pragma once

#include <QObject>
#include <QRectF>

#include <map>
#include <string>

class QMenu;

namespace topoplan::widgets {

class DesignScene;

/// Edit > Arrange (issue 16, the draw.io / Visio habit): align the selected top-level
/// devices on their left, right, top or bottom edges or their horizontal or vertical
/// centres, and distribute them horizontally or vertically with equal gaps between their
/// boxes. Each is one CmdDeviceMove (one undo step). Seated devices follow their chassis and
/// are not moved themselves; a selected card counts as its top-level device.
class ArrangeActions : public QObject {
    Q_OBJECT
public:
    enum class Mode { Left, HCenter, Right, Top, VCenter, Bottom, DistributeH, DistributeV };

    ArrangeActions(DesignScene* scene, QObject* parent = nullptr);

    /// Adds the eight entries (object names "align-left", ..., "distribute-v") to `menu`.
    void addTo(QMenu* menu);
    /// Arranges the selection; returns false (and says why in statusMessage) when fewer
    /// than 2 (align) or 3 (distribute) top-level devices are selected.
    bool arrange(Mode mode);

    /// The new top-left corners of `boxes` (id -> box, scene units) for `mode`; only the
    /// boxes that move. Align takes the extreme edge (or the centre of the boxes' bounding
    /// rect); distribute keeps the first and last box (by position) and spaces the others
    /// with equal gaps, in their order.
    static std::map<std::string, QPointF> arranged(const std::map<std::string, QRectF>& boxes, Mode mode);

Q_SIGNALS:
    void statusMessage(const QString& message);

private:
    DesignScene* m_scene;
};

} // namespace topoplan::widgets
