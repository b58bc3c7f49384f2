#include "widgets/treemapwidget.h"

#include "models/localnumber.h"
#include "widgets/labelwrap.h"

#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace topoplan::widgets {

namespace {
/// ColorBrewer Set2 (8 classes), Harrower & Brewer 2003.
const QColor kSet2[] = {QColor(0x66, 0xc2, 0xa5), QColor(0xfc, 0x8d, 0x62), QColor(0x8d, 0xa0, 0xcb),
                        QColor(0xe7, 0x8a, 0xc3), QColor(0xa6, 0xd8, 0x54), QColor(0xff, 0xd9, 0x2f),
                        QColor(0xe5, 0xc4, 0x94), QColor(0xb3, 0xb3, 0xb3)};
constexpr double kHeader = 16.0; ///< group title band, px

/// A tile's value: whole numbers without decimals (49,461 IOPS, 4 paths), others with two
/// significant digits below 10 (4.5 TB, 0.4 TB, 0.03 TB: a small redo log is not "0.0").
QString tileValue(double v)
{
    if (v == std::floor(v) || v >= 10)
        return models::fixedNumber(v, 0); // the shared helper: no "-0"
    const int decimals = v > 0 ? std::max(1, 1 - int(std::floor(std::log10(v)))) : 1;
    return models::fixedNumber(v, decimals);
}
constexpr double kPad = 2.0;
} // namespace

TreemapWidget::TreemapWidget(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(true);
    setMinimumSize(160, 120);
}

void TreemapWidget::setItems(QVector<TreemapItem> items, const QString& unit)
{
    m_items = std::move(items);
    m_unit = unit;
    m_groups.clear();
    for (const TreemapItem& i : m_items)
        if (!m_groups.contains(i.group))
            m_groups << i.group;
    relayout();
    update();
}

void TreemapWidget::setCurrent(const QString& id)
{
    m_current = id;
    update();
}

QColor TreemapWidget::groupColor(const QString& group) const
{
    const int i = int(m_groups.indexOf(group));
    return kSet2[(i < 0 ? 0 : i) % 8];
}

QVector<QRectF> TreemapWidget::tileRects() const { return m_tiles; }

void TreemapWidget::resizeEvent(QResizeEvent*) { relayout(); }

void TreemapWidget::layoutIn(const QRectF& bounds)
{
    m_tiles = QVector<QRectF>(m_items.size());
    m_groupRects.clear();
    std::vector<double> totals;
    for (const QString& g : m_groups) {
        double t = 0.0;
        for (const TreemapItem& i : m_items)
            t += i.group == g ? std::max(0.0, i.value) : 0.0;
        totals.push_back(t);
    }
    const QRectF area = bounds.adjusted(1, 1, -1, -1);
    const auto groupRects = core::squarify(totals, {area.x(), area.y(), area.width(), area.height()});
    for (int g = 0; g < m_groups.size(); ++g) {
        const core::TreemapRect& r = groupRects[std::size_t(g)];
        const QRectF gr(r.x, r.y, r.width, r.height);
        m_groupRects << gr;
        // Tiles below the group's title band (when the group is tall enough for one).
        const double header = gr.height() > 3 * kHeader ? kHeader : 0.0;
        const QRectF inner = gr.adjusted(kPad, kPad + header, -kPad, -kPad);
        std::vector<double> values;
        QVector<int> index;
        for (int i = 0; i < m_items.size(); ++i)
            if (m_items[i].group == m_groups[g]) {
                values.push_back(std::max(0.0, m_items[i].value));
                index << i;
            }
        const auto tiles = core::squarify(values, {inner.x(), inner.y(), std::max(0.0, inner.width()), std::max(0.0, inner.height())});
        for (int k = 0; k < index.size(); ++k)
            m_tiles[index[k]] = QRectF(tiles[std::size_t(k)].x, tiles[std::size_t(k)].y, tiles[std::size_t(k)].width,
                                       tiles[std::size_t(k)].height);
    }
}

int TreemapWidget::tileAt(const QPointF& pos) const
{
    for (int i = 0; i < m_tiles.size(); ++i)
        if (m_tiles[i].contains(pos) && !m_tiles[i].isEmpty())
            return i;
    return -1;
}

void TreemapWidget::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    paintTiles(p, rect());
}

void TreemapWidget::paintTo(QPainter* painter, const QSizeF& size)
{
    const QRectF bounds(QPointF(0, 0), size);
    layoutIn(bounds);
    paintTiles(*painter, bounds);
    relayout();
}

void TreemapWidget::paintTiles(QPainter& p, const QRectF& bounds) const
{
    p.fillRect(bounds, palette().base());
    if (m_items.isEmpty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(bounds, Qt::AlignCenter, tr("No data"));
        return;
    }
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.85);
    for (int g = 0; g < m_groupRects.size(); ++g) {
        const QRectF gr = m_groupRects[g];
        const QColor c = groupColor(m_groups[g]);
        p.setPen(QPen(c.darker(160), 1.5));
        p.setBrush(c.lighter(150));
        p.drawRect(gr.adjusted(0.5, 0.5, -0.5, -0.5));
        if (gr.height() > 3 * kHeader) {
            QFont bold = small;
            bold.setBold(true);
            p.setFont(bold);
            p.setPen(Qt::black);
            p.drawText(QRectF(gr.x() + 4, gr.y() + 1, gr.width() - 8, kHeader), Qt::AlignLeft | Qt::AlignVCenter,
                       QFontMetricsF(bold).elidedText(m_groups[g], Qt::ElideRight, gr.width() - 8));
        }
    }
    p.setFont(small);
    for (int i = 0; i < m_items.size(); ++i) {
        const QRectF r = m_tiles[i];
        if (r.width() < 1 || r.height() < 1)
            continue;
        const QColor c = groupColor(m_items[i].group);
        const bool current = !m_current.isEmpty() && m_items[i].id == m_current;
        p.setPen(QPen(current ? QColor(0x1a, 0x73, 0xe8) : c.darker(170), current ? 3 : 1));
        p.setBrush(c);
        p.drawRect(r.adjusted(1, 1, -1, -1));
        // The label (an id) whole, wrapped at '-', ':', '/' where it does not fit one line
        // (labelwrap.h), never elided: a tile too small for it shows none (the tooltip, the
        // report's table name it). Then the value lines, elided; nothing where a line does
        // not fit.
        // Broken only after the marks, never inside a word ("spin" / "e-2" was, newcomer 19):
        // in the tile's font, else a fifth smaller, else no label.
        const QRectF inner = r.adjusted(3, 2, -3, -2);
        QFont tileFont = small;
        QStringList label;
        for (const double scale : {1.0, 0.8}) {
            tileFont.setPointSizeF(small.pointSizeF() * scale);
            const QFontMetricsF m(tileFont);
            const int room = inner.width() > 24 ? int(inner.height() / m.height()) : 0;
            if (room > 0 && !(label = balancedLines(m_items[i].label, m, inner.width(), std::min(room, 3), false)).isEmpty())
                break;
        }
        p.setFont(tileFont);
        const QFontMetricsF fm(tileFont);
        if (!label.isEmpty()) {
            p.setPen(Qt::black);
            for (int k = 0; k < label.size(); ++k)
                p.drawText(QRectF(inner.left(), inner.top() + k * fm.height(), inner.width(), fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                           label[k]);
            const QStringList lines = m_items[i].valueText.isEmpty() ? QStringList{tileValue(m_items[i].value)}
                                                                     : m_items[i].valueText.split(QLatin1Char('\n'));
            const int first = int(label.size());
            for (int k = 0; k < lines.size() && inner.height() > (first + k + 1) * fm.height(); ++k)
                p.drawText(QRectF(inner.left(), inner.top() + (first + k) * fm.height(), inner.width(), fm.height()),
                           Qt::AlignLeft | Qt::AlignVCenter, fm.elidedText(lines[k], Qt::ElideRight, inner.width()));
        }
    }
}

void TreemapWidget::mouseMoveEvent(QMouseEvent* event)
{
    const int i = tileAt(event->position());
    if (i < 0) {
        QToolTip::hideText();
        return;
    }
    const TreemapItem& t = m_items[i];
    QToolTip::showText(event->globalPosition().toPoint(),
                       t.tooltip.isEmpty() ? QStringLiteral("<b>%1</b> (%2)<br>%3 %4")
                                                 .arg(t.label.toHtmlEscaped(), t.group.toHtmlEscaped(),
                                                      t.valueText.isEmpty() ? tileValue(t.value)
                                                                            : t.valueText.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")),
                                                      m_unit)
                                           : t.tooltip,
                       this);
}

void TreemapWidget::mousePressEvent(QMouseEvent* event)
{
    const int i = tileAt(event->position());
    if (i >= 0 && event->button() == Qt::LeftButton) {
        m_current = m_items[i].id;
        update();
        Q_EMIT itemActivated(m_items[i].id);
    }
}

} // namespace topoplan::widgets
