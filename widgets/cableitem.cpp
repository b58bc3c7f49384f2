#include "widgets/cableitem.h"
#include "models/predictiontext.h"

#include "core/catalog.h"
#include "core/topology.h"
#include "models/designdocument.h"
#include "models/kindstyle.h"
#include "widgets/designscene.h"

#include <QPainter>
#include <QPainterPathStroker>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
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

namespace {

/// The curve a, c1, c2, b (a cubic Bézier) with a gap where it would cross one of
/// `titles` (issue 16: midplane links drawn straight across the card ids "db-mezz-1a",
/// "ora-mezz-2a" on the canvas and in the SVG export; a gap in the path, not a clip, so
/// every paint device, QSvgGenerator too, draws it the same). The link reads as passing
/// under the text. kTitleClearance scene units are kept clear around each text (a
/// dashed 1-unit line touching a letter still hides it), the curve is followed in
/// kSteps straight pieces (under a scene unit each on a chassis' links, at most ~120
/// units long).
QPainterPath clearOfTitles(QPointF a, QPointF c1, QPointF c2, QPointF b, const std::vector<QRectF>& titles)
{
    constexpr double kTitleClearance = 1.5;
    constexpr int kSteps = 160;
    QPainterPath curve(a);
    curve.cubicTo(c1, c2, b);
    const QRectF span = curve.controlPointRect().adjusted(-kTitleClearance, -kTitleClearance, kTitleClearance, kTitleClearance);
    std::vector<QRectF> near;
    for (const QRectF& t : titles)
        if (t.intersects(span))
            near.push_back(t.adjusted(-kTitleClearance, -kTitleClearance, kTitleClearance, kTitleClearance));
    if (near.empty())
        return curve;
    QPainterPath out;
    bool drawing = false;
    for (int i = 0; i <= kSteps; ++i) {
        const double t = double(i) / kSteps, u = 1 - t;
        const QPointF p = u * u * u * a + 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t * b;
        if (std::any_of(near.begin(), near.end(), [&](const QRectF& r) { return r.contains(p); })) {
            drawing = false;
            continue;
        }
        if (drawing)
            out.lineTo(p);
        else
            out.moveTo(p);
        drawing = true;
    }
    return out;
}

} // namespace

void CableItem::syncFromDesign()
{
    QPainterPath path;
    if (const std::vector<QPointF>* route = m_midplane ? nullptr : m_scene->cableRoute(m_linkId); route && route->size() >= 2) {
        // The orthogonal route (models::CableRouter) around the devices.
        path.moveTo(route->front());
        for (std::size_t i = 1; i < route->size(); ++i)
            path.lineTo((*route)[i]);
    } else {
        QPointF a, na, b, nb;
        const DesignLayout& layout = m_scene->layout();
        if (layout.portAnchor(m_a, a, na) && layout.portAnchor(m_b, b, nb)) {
            // Midplane links (inside their chassis), and every cable with routing off.
            const double dist = std::hypot(b.x() - a.x(), b.y() - a.y());
            const double reach = m_midplane ? std::clamp(dist / 4, 8.0, 40.0) : std::clamp(dist / 3, 25.0, 140.0);
            const QPointF c1 = a + na * reach, c2 = b + nb * reach;
            const std::vector<QRectF>* titles = m_midplane ? m_scene->midplaneTitles(m_a) : nullptr;
            if (titles && !titles->empty())
                path = clearOfTitles(a, c1, c2, b, *titles);
            else {
                path.moveTo(a);
                path.cubicTo(c1, c2, b);
            }
        }
    }
    if (path != this->path())
        setPath(path); // a geometry change (BSP index) only for the cables whose route changed
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
    pen.setJoinStyle(Qt::RoundJoin);
    // The marks paint() draws, read from the scene here and not in paint() (a scene-wide
    // repaint of a large design at far zoom is what made the GUI thread stall).
    unsigned overlay = 0;
    if (m_scene->isSpof(m_linkId))
        overlay |= Spof;
    if (m_scene->isHighlighted(m_a) && m_scene->isHighlighted(m_b))
        overlay |= Highlighted;
    if (m_scene->isFailed(m_linkId) || m_scene->isFailed(m_a) || m_scene->isFailed(m_b))
        overlay |= Failed;
    // The warm halo from 70 % utilization, red from 90 % (see paint()).
    if (s.utilization >= 0.7)
        overlay |= s.utilization >= 0.9 ? Saturated : Busy;
    if (pen == m_pen && overlay == m_overlay)
        return;
    // Repaint only what a view can show: when every view of the scene is zoomed far out,
    // a cable is a 1-pixel line in farColor() (a midplane link is not drawn), so a new
    // width (utilization) changes nothing on screen. A zoom repaints the whole viewport
    // with the pen kept here. On a 10,000-device design at fit zoom this is what keeps a
    // new result from repainting the whole canvas (see docs/gui-responsiveness.md).
    const double lod = m_scene->finestLevelOfDetail();
    const bool visible = m_midplane ? lod >= kMidplaneLod
                         : lod >= kFarLod
                             ? true
                             : farColor(pen, overlay, isSelected()) != farColor(m_pen, m_overlay, isSelected());
    m_pen = pen; // not setPen(): no geometry change (boundingRect() has a fixed margin)
    m_overlay = overlay;
    if (visible)
        update();
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
               .arg(s.utilization >= 0
                        ? QObject::tr("<br>utilization %1")
                              .arg(models::utilizationText(s.utilization, m_scene->linkUtilizationInterval(m_linkId),
                                                           m_scene->utilizationIntervalsPending()))
                        : QString())
        + (m_scene->isSpof(m_linkId) ? QObject::tr("<br><b>single point of failure</b>") : QString());
}

QRectF CableItem::boundingRect() const
{
    // The widest stroke painted: the route kHighlight, pen + 6, on the widest pen (2.5 +
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

namespace {
// The overlay colours of paint(): halos from 70 % and 90 % utilization, SPOF, route
// kHighlight, selection, down link.
const QColor kBusy(0xf0, 0xa0, 0x00, 120), kSaturated(0xd0, 0x02, 0x1b, 120), kRed(0xd0, 0x02, 0x1b);
const QColor kHighlight(0xff, 0xc8, 0x00, 190), kSelection(0x1a, 0x73, 0xe8, 110), kGrey(0x9e, 0x9e, 0x9e);
} // namespace

QColor CableItem::farColor(const QPen& pen, unsigned overlay, bool selected)
{
    QColor c = overlay & Failed        ? kGrey
               : overlay & Highlighted ? kHighlight
               : selected              ? kSelection
               : overlay & Spof        ? kRed
               : overlay & Saturated   ? kSaturated
               : overlay & Busy        ? kBusy
                                       : pen.color();
    c.setAlpha(255);
    return c;
}

void CableItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    // Zoomed far out (a cable's pen under about half a pixel): midplane links (inside
    // their chassis) are not drawn and a cable is one 1-pixel cosmetic line without
    // antialiasing in the colour of its strongest mark (failed grey, route amber,
    // selected blue, SPOF red, utilization from 70 % amber and from 90 % red, else its
    // family): the halos and widths of normal zoom would be under a pixel wide there.
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    if (m_midplane && lod < kMidplaneLod)
        return;
    painter->setBrush(Qt::NoBrush);
    if (lod < kFarLod) {
        painter->setRenderHint(QPainter::Antialiasing, false);
        painter->setPen(QPen(farColor(m_pen, m_overlay, isSelected()), 0)); // cosmetic: one pixel at any zoom
        painter->drawPath(path());
        return;
    }
    painter->setRenderHint(QPainter::Antialiasing, lod >= 0.5);
    if (m_overlay & Highlighted) {
        painter->setPen(QPen(kHighlight, m_pen.widthF() + 6, Qt::SolidLine, Qt::RoundCap));
        painter->drawPath(path());
    }
    // Overlays: a warm halo from 70 % utilization, a red dashed halo on a SPOF cable.
    if (m_overlay & (Busy | Saturated)) {
        painter->setPen(QPen(m_overlay & Saturated ? kSaturated : kBusy, m_pen.widthF() + 5, Qt::SolidLine, Qt::RoundCap));
        painter->drawPath(path());
    }
    if (m_overlay & Spof) {
        painter->setPen(QPen(kRed, m_pen.widthF() + 3, Qt::DashLine, Qt::RoundCap));
        painter->drawPath(path());
    }
    if (isSelected()) {
        painter->setPen(QPen(kSelection, m_pen.widthF() + 4, Qt::SolidLine, Qt::RoundCap));
        painter->drawPath(path());
    }
    if (m_overlay & Failed) {
        // Failure-injection mode: a down link is drawn grey and dotted with a red cross.
        painter->setPen(QPen(kGrey, m_pen.widthF(), Qt::DotLine, Qt::RoundCap));
        painter->drawPath(path());
        const QPointF mid = path().pointAtPercent(0.5);
        painter->setPen(QPen(kRed, 2.0));
        painter->drawLine(mid + QPointF(-5, -5), mid + QPointF(5, 5));
        painter->drawLine(mid + QPointF(-5, 5), mid + QPointF(5, -5));
        return;
    }
    painter->setPen(m_pen);
    painter->drawPath(path());
}

} // namespace topoplan::widgets
