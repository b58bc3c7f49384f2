#include "widgets/deviceitem.h"

#include "core/catalog.h"
#include "core/design.h"
#include "models/designdocument.h"
#include "models/kindstyle.h"
#include "widgets/designscene.h"
#include "widgets/labelwrap.h"

#include <QFontMetricsF>
#include <QGraphicsSceneHoverEvent>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace topoplan::widgets {

namespace {
QFont sceneFont(double pixels, bool bold = false)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPointSizeF(pixels * 0.75); // 96 dpi: scene units as pixels at zoom 1
    f.setBold(bold);
    return f;
}

QString qs(const std::string& s) { return QString::fromStdString(s); }
} // namespace

DeviceItem::DeviceItem(DesignScene* scene, const std::string& id) : m_scene(scene), m_id(id)
{
    setFlag(ItemIsSelectable);
    setAcceptHoverEvents(true);
    // Panning repaints the same devices at the same zoom: paint each once into a pixmap
    // (re-painted on update(), i.e. on every state change via syncFromDesign()).
    setCacheMode(DeviceCoordinateCache);
}

void DeviceItem::syncFromDesign()
{
    const DevicePlace* p = m_scene->layout().device(m_id);
    prepareGeometryChange();
    if (!p) {
        m_rect = QRectF();
        setVisible(false);
        return;
    }
    setVisible(true);
    setPos(p->rect.topLeft());
    setZValue(p->depth * 2);
    m_rect = QRectF(QPointF(0, 0), p->rect.size());
    if (p->model)
        m_tip = (QStringLiteral("<b>%1</b><br>%2 %3<br><small>%4</small>")
                       .arg(qs(m_id).toHtmlEscaped(), qs(p->model->vendor).toHtmlEscaped(),
                            qs(p->model->name).toHtmlEscaped(), qs(p->model->id)));
    // A seated card or sled is labelled with its id (what zoning and cables name); its
    // slot goes into the tooltip.
    if (const core::Device* d = m_scene->document()->design().device(m_id); d && !d->parent.empty())
        m_tip += QObject::tr("<br>slot %1 of %2").arg(qs(d->slot).toHtmlEscaped(), qs(d->parent).toHtmlEscaped());
    setToolTip(m_tip);
    m_name = qs(m_id);
    update();
}

QRectF DeviceItem::boundingRect() const { return m_rect.adjusted(-5, -5, 5, 5); }

DeviceItem::Header DeviceItem::header(const DevicePlace& place) const
{
    const bool top = place.depth == 0;
    const double width = place.rect.width();
    int maxLabel = 0;
    bool hasTop = false;
    for (const auto& [name, port] : place.ports) {
        maxLabel = std::max<int>(maxLabel, int(port.label.size()));
        hasTop = hasTop || port.edge == PortEdge::Top;
    }
    const bool rotated = maxLabel > 2;
    const double band = rotated ? maxLabel * 4.4 + 5.0 : 10.0;
    const double headerTop = hasTop ? band : 0.0;
    Header h;
    const double idPixels = top ? 11 : (width < 60 ? 6.3 : 7.5);
    const QFont idFont = sceneFont(idPixels, true);
    const QFontMetricsF idMetrics(idFont);
    const QRectF idRect(5, headerTop + 2, width - 10, top ? 14 : 10);
    const double modelHeight = top ? 11 : 8;
    // An id too long for a narrow card ("ora-mezz-1a" on a mezzanine card) takes the
    // model name's line too, in two lines of even width broken where a line may break
    // ("ora-" / "mezz-1a", not the greedy "ora-mezz-" / "1a": balancedLines()); the
    // model is in the tooltip. A copied card's longer id ("ora-mezz-1a-1") takes three
    // lines of a smaller font rather than a break within a word (cardIdLines()). Where
    // even that does not fit, the font shrinks until the id fits on one line: an id is
    // never elided ("ql4…2-1" hid which card it was).
    const QRectF twoLines(idRect.left(), idRect.top(), idRect.width(), idRect.height() + modelHeight);
    const bool wraps = idMetrics.horizontalAdvance(m_name) > idRect.width();
    const CardIdLabel idLabel = wraps ? cardIdLines(m_name, idFont, twoLines) : CardIdLabel{};
    const bool wrapFits = idLabel.lines.size() >= 2;
    h.idFont = idFont;
    h.idBox = idRect;
    h.id = m_name;
    if (wrapFits) {
        h.idFont = idLabel.font;
        h.idBox = twoLines;
        h.id = idLabel.lines.join(QLatin1Char('\n'));
    } else if (const double advance = idMetrics.horizontalAdvance(m_name); advance > idRect.width())
        h.idFont = sceneFont(std::max(2.5, idPixels * idRect.width() / advance * 0.98), true);
    if (place.model && !wrapFits) {
        h.modelFont = sceneFont(top ? 8.5 : 6);
        h.modelBox = QRectF(5, idRect.bottom(), width - 10, modelHeight);
        h.model = QFontMetricsF(h.modelFont).elidedText(qs(place.model->name), Qt::ElideRight, h.modelBox.width());
    }
    return h;
}

QRectF DeviceItem::titleRect() const
{
    const DevicePlace* p = m_scene->layout().device(m_id);
    if (!p)
        return {};
    const Header h = header(*p);
    QRectF r = QFontMetricsF(h.idFont).boundingRect(h.idBox, Qt::AlignLeft | Qt::AlignVCenter, h.id);
    if (!h.model.isEmpty())
        r |= QFontMetricsF(h.modelFont).boundingRect(h.modelBox, Qt::AlignLeft | Qt::AlignVCenter, h.model);
    return r.translated(p->rect.topLeft());
}

void DeviceItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    const DevicePlace* p = m_scene->layout().device(m_id);
    if (!p)
        return;
    const QPointF origin = p->rect.topLeft();
    const bool top = p->depth == 0;
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const std::string kind = p->model ? p->model->kind : std::string();
    const QColor fill = p->model ? models::kindColor(kind) : QColor(0xff, 0xd0, 0xd0);

    painter->setRenderHint(QPainter::Antialiasing, lod >= 0.2);
    painter->setBrush(fill);
    painter->setPen(QPen(isSelected() ? QColor(0x1a, 0x73, 0xe8) : fill.darker(top ? 190 : 160),
                         isSelected() ? 2.5 : (top ? 1.3 : 0.9)));
    painter->drawRoundedRect(m_rect, top ? 5 : 3, top ? 5 : 3);
    if (m_scene->isHighlighted(m_id)) {
        painter->setPen(QPen(QColor(0xff, 0xb0, 0x00), 3));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(m_rect.adjusted(-2, -2, 2, 2), top ? 6 : 4, top ? 6 : 4);
    }

    // The port band (the header sits below the top one; header() places it).
    int maxLabel = 0;
    for (const auto& [name, port] : p->ports)
        maxLabel = std::max<int>(maxLabel, int(port.label.size()));
    const bool rotated = maxLabel > 2;
    const double band = rotated ? maxLabel * 4.4 + 5.0 : 10.0;

    // Header: id (bold) and model name.
    painter->setPen(Qt::black);
    if (lod > 0.25) {
        const Header h = header(*p);
        painter->setFont(h.idFont);
        painter->drawText(h.idBox, Qt::AlignLeft | Qt::AlignVCenter, h.id);
        if (!h.model.isEmpty()) {
            painter->setFont(h.modelFont);
            painter->setPen(QColor(0x40, 0x40, 0x40));
            painter->drawText(h.modelBox, Qt::AlignLeft | Qt::AlignVCenter, h.model);
        }
    }

    // Empty slots.
    painter->setBrush(QColor(255, 255, 255, 110));
    for (const SlotPlace& s : p->slots) {
        if (!s.occupant.empty())
            continue;
        const QRectF r = s.rect.translated(-origin);
        painter->setPen(QPen(QColor(0x90, 0x90, 0x90), 0.8, Qt::DashLine));
        painter->drawRoundedRect(r, 2, 2);
        if (lod > 0.5) {
            painter->setPen(QColor(0x70, 0x70, 0x70));
            const QFont slotFont = sceneFont(6);
            painter->setFont(slotFont);
            // Lines of even width ("fabric-" / "a2"; a name without a break mark split in
            // the middle, not a one-letter last line); where three lines do not fit the
            // cell, Qt's wrap anywhere as before.
            const QRectF text = r.adjusted(2, 1, -2, -1);
            const QStringList lines = balancedLines(qs(s.name), QFontMetricsF(slotFont), text.width(), 3);
            if (!lines.isEmpty())
                painter->drawText(text, Qt::AlignCenter, lines.join(QLatin1Char('\n')));
            else
                painter->drawText(text, Qt::AlignCenter | Qt::TextWrapAnywhere, qs(s.name));
        }
    }

    // Port stubs and labels. Zoomed far out (a stub under 1.5 px) the stubs are left
    // out: they could not be told apart, and a large design pans smoothly. The SPOF badge
    // and the failure marks stay.
    if (lod < 0.2) {
        if (m_scene->isSpof(m_id))
            paintSpofBadge(painter);
        paintFailure(painter);
        return;
    }
    const QFont labelFont = sceneFont(6.3);
    painter->setFont(labelFont);
    for (const auto& [name, port] : p->ports) {
        const QPointF a = port.anchor - origin;
        const std::string family = DesignScene::portFamily(*port.spec);
        const QColor c = family == "backplane" ? QColor(0x88, 0x88, 0x88) : models::familyColor(family);
        const bool used = m_scene->isPortUsed(m_id + ":" + name);
        const double w = std::min(7.0, port.pitch - 1.5);
        const bool onRoute = m_scene->isHighlighted(m_id + ":" + name);
        painter->setPen(onRoute ? QPen(QColor(0xff, 0xa0, 0x00), 2.0) : QPen(c.darker(130), 0.8));
        painter->setBrush(used ? c : QColor(Qt::white));
        painter->drawRect(QRectF(a.x() - w / 2, a.y() - 3, w, 6));
        if (m_scene->document()->isFailed(m_id + ":" + name)) {
            painter->setPen(QPen(QColor(0xd0, 0x02, 0x1b), 1.6));
            painter->drawLine(a + QPointF(-w * 0.7, -w * 0.7), a + QPointF(w * 0.7, w * 0.7));
            painter->drawLine(a + QPointF(-w * 0.7, w * 0.7), a + QPointF(w * 0.7, -w * 0.7));
        }
        if (m_scene->isSpof(m_id + ":" + name)) {
            painter->setPen(QPen(QColor(0xd0, 0x02, 0x1b), 1.2));
            painter->setBrush(Qt::NoBrush);
            painter->drawEllipse(a, w * 0.8, w * 0.8);
        }
        if (lod < 0.45)
            continue;
        painter->setPen(QColor(0x30, 0x30, 0x30));
        const bool isTop = port.edge == PortEdge::Top;
        if (rotated) {
            painter->save();
            painter->translate(a.x(), isTop ? a.y() + 4 : a.y() - 4);
            painter->rotate(isTop ? 90 : -90);
            painter->drawText(QRectF(0, -port.pitch / 2, band, port.pitch), Qt::AlignLeft | Qt::AlignVCenter,
                              port.label);
            painter->restore();
        } else {
            const QRectF r(a.x() - port.pitch / 2 - 2, isTop ? a.y() + 3 : a.y() - 12, port.pitch + 4, 9);
            painter->drawText(r, Qt::AlignCenter, port.label);
        }
    }
    if (m_scene->isSpof(m_id))
        paintSpofBadge(painter);
    paintFailure(painter);
}

void DeviceItem::paintFailure(QPainter* painter) const
{
    // Failure-injection mode: a device down is greyed out; the failed one itself (not
    // what it carries) is framed and crossed in red; failed components and disk groups
    // are listed in a red tag at its bottom.
    const QColor red(0xd0, 0x02, 0x1b);
    if (m_scene->isFailed(m_id)) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(60, 60, 60, 80));
        painter->drawRoundedRect(m_rect, 4, 4);
        if (m_scene->document()->isFailed(m_id)) {
            painter->setPen(QPen(red, 3.0));
            painter->setBrush(Qt::NoBrush);
            painter->drawRoundedRect(m_rect, 4, 4);
            painter->drawLine(m_rect.topLeft(), m_rect.bottomRight());
            painter->drawLine(m_rect.bottomLeft(), m_rect.topRight());
        }
    }
    QStringList parts;
    for (const std::string& f : m_scene->document()->failures())
        if (f.compare(0, m_id.size() + 1, m_id + "/") == 0)
            parts << qs(f.substr(m_id.size() + 1));
    if (parts.isEmpty())
        return;
    const QFont font = sceneFont(8, true);
    const QString text = QStringLiteral("✕ %1 failed").arg(parts.join(QStringLiteral(", ")));
    const double w = std::min(m_rect.width() - 6, QFontMetricsF(font).horizontalAdvance(text) + 8);
    const QRectF tag(m_rect.left() + 3, m_rect.bottom() - 16, w, 13);
    painter->setPen(Qt::NoPen);
    painter->setBrush(red);
    painter->drawRoundedRect(tag, 3, 3);
    painter->setPen(Qt::white);
    painter->setFont(font);
    painter->drawText(tag, Qt::AlignCenter, QFontMetricsF(font).elidedText(text, Qt::ElideRight, tag.width() - 4));
}

void DeviceItem::paintSpofBadge(QPainter* painter) const
{
    const double r = 7.0;
    const QPointF c(m_rect.right() - r - 2, m_rect.top() + r + 2);
    painter->setPen(QPen(Qt::white, 1.2));
    painter->setBrush(QColor(0xd0, 0x02, 0x1b));
    painter->drawEllipse(c, r, r);
    painter->setFont(sceneFont(10, true));
    painter->drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt::AlignCenter, QStringLiteral("!"));
}

void DeviceItem::hoverMoveEvent(QGraphicsSceneHoverEvent* event)
{
    const std::string ref = m_scene->layout().portAt(event->scenePos());
    const DevicePlace* p = m_scene->layout().device(m_id);
    if (ref.empty() || !p || ref.compare(0, m_id.size() + 1, m_id + ":") != 0) {
        setToolTip(m_tip);
        return;
    }
    const auto it = p->ports.find(ref.substr(m_id.size() + 1));
    if (it == p->ports.end())
        return;
    const core::PortSpec& s = *it->second.spec;
    QStringList protocols;
    for (const std::string& x : s.protocols)
        protocols << qs(x);
    QString cabled;
    for (const core::Link& l : m_scene->document()->design().links)
        for (const std::string* end : {&l.a, &l.b})
            if (end->compare(0, ref.size(), ref) == 0 && (end->size() == ref.size() || (*end)[ref.size()] == ':'))
                cabled += QStringLiteral("<br>") + qs(l.id()).toHtmlEscaped();
    setToolTip(QObject::tr("<b>%1</b><br>%2 Gb/s %3, %4<br>role %5%6%7")
                   .arg(qs(ref).toHtmlEscaped())
                   .arg(s.speedGbps)
                   .arg(qs(s.media), protocols.join(QLatin1Char('/')), qs(s.role))
                   .arg(s.breakouts.empty() ? QString()
                                            : QObject::tr("<br>breakouts ") + qs([&] {
                                                  std::string b;
                                                  for (const auto& x : s.breakouts)
                                                      b += (b.empty() ? "" : ", ") + x;
                                                  return b;
                                              }()))
                   .arg(cabled));
}

} // namespace topoplan::widgets
