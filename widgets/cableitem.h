#pragma once

#include <QGraphicsPathItem>

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
    /// Recomputes the path between the two port anchors and the pen from the topology.
    void syncFromDesign();

    int type() const override { return Type; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    QPainterPath shape() const override;

private:
    DesignScene* m_scene;
    std::string m_linkId;
    std::string m_a, m_b;
    bool m_midplane;
};

} // namespace topoplan::widgets
