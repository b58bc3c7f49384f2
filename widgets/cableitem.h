#pragma once

#include <QGraphicsPathItem>
#include <QPen>

#include <string>

namespace topoplan::widgets {

class DesignScene;

/// A link on the canvas: a cable of the design (solid, selectable, coloured by family)
/// or a midplane connection implied by a chassis model (dashed, not selectable). Holds
/// only the link id ("a -- b") and its end references; the path comes from the layout.
class CableItem : public QGraphicsPathItem {
public:
    enum { Type = UserType + 2 };

    CableItem(DesignScene* scene, const std::string& linkId, const std::string& a, const std::string& b,
              bool midplane);

    const std::string& linkId() const { return m_linkId; }
    bool isMidplane() const { return m_midplane; }
    /// Recomputes the path between the two port anchors, then syncOverlay().
    void syncFromDesign();
    /// Recomputes the pen (family colour, width by utilization) and the overlay marks (SPOF,
    /// route highlight, failed) from the topology and the scene's overlays, and repaints the
    /// cable only when one of them changed; the geometry stays, so that a new analysis result
    /// costs no geometry change (boundingRect() keeps a fixed margin).
    void syncOverlay();
    /// The hover text: link id, rate, family, breakout or midplane, utilization, SPOF.
    /// Made when the pointer enters the cable (not for every cable on every result).
    QString toolTipText() const;

    int type() const override { return Type; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    QPainterPath shape() const override;
    QRectF boundingRect() const override;

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent* event) override;

private:
    struct Style {
        std::string family;
        double gbps = 0.0;
        std::string breakout;
        double utilization = -1.0;
    };
    Style style() const;
    unsigned m_overlay = 0; ///< SPOF 1, highlighted 2, failed 4, as last painted

    DesignScene* m_scene;
    std::string m_linkId;
    std::string m_a, m_b;
    bool m_midplane;
    QPen m_pen; ///< drawn instead of pen(), whose change would be a geometry change
};

} // namespace topoplan::widgets
