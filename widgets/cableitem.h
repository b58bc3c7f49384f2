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
    /// The port reference the link starts at.
    const std::string& endA() const { return m_a; }
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

    /// Below this level of detail (QStyleOptionGraphicsItem::levelOfDetailFromTransform,
    /// 1 = 100 % zoom) a cable is drawn as a 1-pixel line: its widest normal pen, 1.8 +
    /// 2.5 scene units, is under about a pixel from here.
    static constexpr double kFarLod = 0.25;
    /// Below this level of detail midplane links (inside their chassis) are not drawn.
    static constexpr double kMidplaneLod = 0.3;

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
    /// The colour of the 1-pixel line drawn below kFarLod: the strongest mark's (down
    /// grey, route amber, selected blue, SPOF red, utilization from 70 % amber and from
    /// 90 % red), else the family colour of `pen`; opaque.
    static QColor farColor(const QPen& pen, unsigned overlay, bool selected);
    /// The overlay marks paint() draws, from the scene's state as of the last
    /// syncOverlay(): paint() reads only these members (a scene lookup by link id per
    /// cable per repaint was half of the repaint of a 10,000-device canvas).
    enum Overlay : unsigned { Spof = 1, Highlighted = 2, Failed = 4, Busy = 8, Saturated = 16 };
    unsigned m_overlay = 0;

    DesignScene* m_scene;
    std::string m_linkId;
    std::string m_a, m_b;
    bool m_midplane;
    QPen m_pen; ///< drawn instead of pen(), whose change would be a geometry change
};

} // namespace topoplan::widgets
