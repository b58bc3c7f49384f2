#include "widgets/cableitem.h"

#include "core/catalog.h"
#include "core/topology.h"
#include "models/designdocument.h"
#include "models/kindstyle.h"
#include "widgets/designscene.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPathStroker>
#include <QStyleOptionGraphicsItem>

#include <cmath>

namespace topoplan::widgets {

CableItem::CableItem(DesignScene* scene, const std::string& linkId, const std::string& a, const std::string& b,
                     bool midplane)
    : m_scene(scene), m_linkId(linkId), m_a(a), m_b(b), m_midplane(midplane)
{
    setFlag(ItemIsSelectable, !midplane);
    setZValue(midplane ? 7 : 10);
    setAcceptHoverEvents(true); // the tooltip is made when the pointer comes, not per result
}

void CableItem::hoverEnterEvent(QGraphicsSceneHoverEvent* event)
{
    setToolTip(toolTipText());
    QGraphicsPathItem::hoverEnterEvent(event);
}

void CableItem::syncFromDesign()
{
    QPointF a, na, b, nb;
    const DesignLayout& layout = m_scene->layout();
    if (!layout.portAnchor(m_a, a, na) || !layout.portAnchor(m_b, b, nb)) {
        setPath({});
        return;
    }
    const double dist = std::hypot(b.x() - a.x(), b.y() - a.y());
    const double reach = m_midplane ? std::clamp(dist / 4, 8.0, 40.0) : std::clamp(dist / 3, 25.0, 140.0);
    QPainterPath path(a);
    path.cubicTo(a + na * reach, b + nb * reach, b);
    setPath(path);
    syncOverlay();
}

void CableItem::syncOverlay()
{
    const Style s = style();
    QColor c = models::familyColor(s.family);
    double width = m_midplane ? 1.0 : (s.breakout.empty() ? 1.8 : 1.3);
    if (s.utilization > 0 && !m_midplane)
        width += 2.5 * std::min(s.utilization, 1.0);
    QPen pen(c, width);
    if (m_midplane) {
        c.setAlpha(170);
        pen.setColor(c);
        pen.setStyle(Qt::DashLine);
    }
    pen.setCapStyle(Qt::RoundCap);
    // The marks paint() draws from the scene's state (a scene-wide repaint of a large
    // design at far zoom is what made the GUI thread stall).
    unsigned overlay = 0;
    if (m_scene->isSpof(m_linkId))
        overlay |= 1u;
    if (m_scene->isHighlighted(m_a) && m_scene->isHighlighted(m_b))
        overlay |= 2u;
    if (m_scene->isFailed(m_linkId) || m_scene->isFailed(m_a) || m_scene->isFailed(m_b))
        overlay |= 4u;
    if (pen != m_pen || overlay != m_overlay) {
        m_pen = pen; // not setPen(): no geometry change (boundingRect() has a fixed margin)
        m_overlay = overlay;
        update();
    }
}

CableItem::Style CableItem::style() const
{
    // Family and speed from the topology when the design is valid, else from the port.
    Style s;
    if (const core::TopoLink* l = m_scene->topoLink(m_linkId)) {
        s.family = l->family;
        s.gbps = l->speedGbps;
        s.breakout = l->breakout;
    }
    if (s.family.empty()) {
        // No topology (the design has errors): what both ends and the breakout mode
        // allow, so that an FC cable stays FC-coloured meanwhile. A "NxNNgfc" breakout is
        // FC; an end that cannot run Ethernet decides; else end A's default personality.
        const auto* doc = m_scene->document();
        const int li = m_midplane ? -1 : doc->linkIndex(m_linkId);
        if (li >= 0 && s.breakout.empty())
            s.breakout = doc->design().links[li].breakout;
        std::vector<const core::PortSpec*> ends;
        for (const std::string& ref : {m_a, m_b}) {
            std::string dev, port;
            int lane = 0;
            const core::Model* m = core::splitPortRef(ref, dev, port, lane) ? doc->modelOf(dev) : nullptr;
            if (const core::PortSpec* spec = m ? m->port(port) : nullptr)
                ends.push_back(spec);
        }
        if (s.breakout.find("gfc") != std::string::npos)
            s.family = "fc";
        for (const core::PortSpec* spec : ends)
            if (s.family.empty() && DesignScene::portFamily(*spec) != "ethernet")
                s.family = DesignScene::portFamily(*spec);
        if (s.family.empty() && !ends.empty())
            s.family = DesignScene::portFamily(*ends.front());
    }
    s.utilization = m_scene->linkUtilization(m_linkId);
    return s;
}

QString CableItem::toolTipText() const
{
    const Style s = style();
    return QStringLiteral("%1<br>%2%3%4%5")
               .arg(QString::fromStdString(m_linkId).toHtmlEscaped(),
                    s.gbps > 0 ? QObject::tr("%1 Gb/s ").arg(s.gbps) : QString(), QString::fromStdString(s.family),
                    m_midplane ? QObject::tr(", midplane")
                               : s.breakout.empty() ? QString()
                                                    : QObject::tr(", breakout %1").arg(QString::fromStdString(s.breakout)))
               .arg(s.utilization >= 0 ? QObject::tr("<br>utilization %1 %").arg(QLocale().toString(s.utilization * 100, 'f', 1))
                                       : QString())
        + (m_scene->isSpof(m_linkId) ? QObject::tr("<br><b>single point of failure</b>") : QString());
}

QRectF CableItem::boundingRect() const
{
    // The widest stroke painted: the route highlight, pen + 6, on the widest pen (2.5 +
    // 1.8 at full utilization): so overlays never change the geometry.
    constexpr double kMargin = (1.8 + 2.5 + 6) / 2 + 0.5;
    return path().controlPointRect().adjusted(-kMargin, -kMargin, kMargin, kMargin);
}

QPainterPath CableItem::shape() const
{
    QPainterPathStroker s;
    s.setWidth(6);
    return s.createStroke(path());
}

void CableItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    // Zoomed far out: midplane links (inside their chassis) are not drawn and cables are
    // drawn without antialiasing, so that a large design pans smoothly.
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    if (m_midplane && lod < 0.3)
        return;
    painter->setRenderHint(QPainter::Antialiasing, lod >= 0.5);
    painter->setBrush(Qt::NoBrush);
    if (m_scene->isHighlighted(m_a) && m_scene->isHighlighted(m_b)) {
        painter->setPen(QPen(QColor(0xff, 0xc8, 0x00, 190), m_pen.widthF() + 6, Qt::SolidLine, Qt::RoundCap));
        painter->drawPath(path());
    }
    // Overlays: a warm halo from 70 % utilization, a red dashed halo on a SPOF cable.
    const double u = m_scene->linkUtilization(m_linkId);
    if (u >= 0.7) {
        painter->setPen(QPen(u >= 0.9 ? QColor(0xd0, 0x02, 0x1b, 120) : QColor(0xf0, 0xa0, 0x00, 120),
                             m_pen.widthF() + 5, Qt::SolidLine, Qt::RoundCap));
        painter->drawPath(path());
    }
    if (m_scene->isSpof(m_linkId)) {
        painter->setPen(QPen(QColor(0xd0, 0x02, 0x1b), m_pen.widthF() + 3, Qt::DashLine, Qt::RoundCap));
        painter->drawPath(path());
    }
    if (isSelected()) {
        painter->setPen(QPen(QColor(0x1a, 0x73, 0xe8, 110), m_pen.widthF() + 4, Qt::SolidLine, Qt::RoundCap));
        painter->drawPath(path());
    }
    if (m_scene->isFailed(m_linkId) || m_scene->isFailed(m_a) || m_scene->isFailed(m_b)) {
        // Failure-injection mode: a down link is drawn grey and dotted with a red cross.
        painter->setPen(QPen(QColor(0x9e, 0x9e, 0x9e), m_pen.widthF(), Qt::DotLine, Qt::RoundCap));
        painter->drawPath(path());
        const QPointF mid = path().pointAtPercent(0.5);
        painter->setPen(QPen(QColor(0xd0, 0x02, 0x1b), 2.0));
        painter->drawLine(mid + QPointF(-5, -5), mid + QPointF(5, 5));
        painter->drawLine(mid + QPointF(-5, 5), mid + QPointF(5, -5));
        return;
    }
    painter->setPen(m_pen);
    painter->drawPath(path());
}

} // namespace topoplan::widgets
