#include "widgets/diagramexporter.h"

#include "core/catalog.h"
#include "core/design.h"
#include "core/designio.h"
#include "models/designdocument.h"
#include "models/kindstyle.h"
#include "widgets/cableitem.h"
#include "widgets/chartplots.h"
#include "widgets/designscene.h"
#include "widgets/noteitem.h"
#include "widgets/deviceitem.h"
#include "widgets/exportfile.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGraphicsItem>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>
#include <set>

namespace topoplan::widgets {

namespace {


constexpr double kMargin = 24.0;      ///< around the diagram, px (1/96 in)
constexpr double kMinWidth = 900.0;   ///< the legend and title block need this much, px
constexpr double kTitleWidth = 330.0; ///< title block width, px
constexpr double kLegendRow = 16.0;   ///< legend line height, px
constexpr double kDpi = 96.0;         ///< drawing units per inch: the canvas's at 100 % zoom (CSS px)

std::string deviceOfRef(const std::string& ref) { return ref.substr(0, ref.find(':')); }

/// Restores what the exporter changes on the scene for the time of one drawing.
class SceneStateGuard {
public:
    SceneStateGuard(DesignScene* scene, const DiagramOptions& options, const std::set<std::string>& devices)
        : m_scene(scene), m_overlays(scene->overlayState())
    {
        m_selected = scene->selectedItems();
        scene->clearSelection();
        scene->setAnalysis(options.overlays ? options.analysis : nullptr);
        // Items the canvas caches as pixmaps (DeviceItem) draw themselves for the export:
        // SVG and PDF keep vector shapes and real text.
        for (QGraphicsItem* item : scene->items())
            if (item->cacheMode() != QGraphicsItem::NoCache) {
                m_cached.emplace_back(item, item->cacheMode());
                item->setCacheMode(QGraphicsItem::NoCache);
            }
        if (options.selection.empty())
            return;
        for (QGraphicsItem* item : scene->items()) {
            bool keep = true;
            if (item->type() == DeviceItem::Type) {
                keep = devices.count(static_cast<DeviceItem*>(item)->id()) > 0;
            } else if (item->type() == CableItem::Type) {
                const std::string& id = static_cast<CableItem*>(item)->linkId();
                const std::size_t sep = id.find(" -- ");
                keep = sep != std::string::npos && devices.count(deviceOfRef(id.substr(0, sep)))
                    && devices.count(deviceOfRef(id.substr(sep + 4)));
            }
            if (!keep && item->isVisible()) {
                item->setVisible(false);
                m_hidden.push_back(item);
            }
        }
    }
    ~SceneStateGuard()
    {
        for (QGraphicsItem* item : m_hidden)
            item->setVisible(true);
        for (const auto& [item, mode] : m_cached)
            item->setCacheMode(mode);
        m_scene->setOverlayState(std::move(m_overlays));
        for (QGraphicsItem* item : m_selected)
            item->setSelected(true);
    }

private:
    DesignScene* m_scene;
    DesignScene::OverlayState m_overlays;
    QList<QGraphicsItem*> m_selected;
    std::vector<QGraphicsItem*> m_hidden;
    std::vector<std::pair<QGraphicsItem*, QGraphicsItem::CacheMode>> m_cached;
};

} // namespace

DiagramExporter::DiagramExporter(DesignScene* scene, DiagramOptions options) : m_scene(scene), m_options(std::move(options))
{
    scene->waitForRouting(); // an export draws the routes, not the curves shown meanwhile
    const core::Design& design = scene->document()->design();
    // The selection closed over seated devices: a chassis brings its sleds and IOMs.
    std::set<std::string> chosen(m_options.selection.begin(), m_options.selection.end());
    for (const core::Device& d : design.devices) {
        bool in = m_options.selection.empty();
        for (const core::Device* p = &d; p && !in; p = p->parent.empty() ? nullptr : design.device(p->parent))
            in = chosen.count(p->id) > 0;
        if (in)
            m_devices.push_back(d.id);
    }
    m_source = sourceRect();
    m_bandHeight = (m_options.legend || m_options.titleBlock) ? 7 * kLegendRow : 0.0;
    const double width = std::max(m_source.width() + 2 * kMargin, (m_options.legend || m_options.titleBlock) ? kMinWidth : 0.0);
    m_size = QSizeF(width, m_source.height() + 2 * kMargin + m_bandHeight);
}

QString designFingerprint(const core::Design& design)
{
    const std::string text = core::writeDesign(design);
    return QString::fromLatin1(
        QCryptographicHash::hash(QByteArrayView(text.data(), qsizetype(text.size())), QCryptographicHash::Sha1).toHex().left(8));
}

QStringList DiagramExporter::formats() { return {QStringLiteral("svg"), QStringLiteral("pdf"), QStringLiteral("png")}; }

QRectF DiagramExporter::sourceRect() const
{
    QRectF r;
    const std::set<std::string> devices(m_devices.begin(), m_devices.end());
    for (const std::string& id : m_devices)
        if (DeviceItem* item = m_scene->deviceItem(id))
            r |= item->sceneBoundingRect();
    // Cables (free-standing routes can bulge outside the devices).
    for (QGraphicsItem* item : m_scene->items())
        if (item->type() == CableItem::Type) {
            const std::string& id = static_cast<CableItem*>(item)->linkId();
            const std::size_t sep = id.find(" -- ");
            if (sep != std::string::npos && devices.count(deviceOfRef(id.substr(0, sep)))
                && devices.count(deviceOfRef(id.substr(sep + 4))))
                r |= item->sceneBoundingRect();
        } else if (item->type() == NoteItem::Type && m_options.selection.empty()) {
            r |= item->sceneBoundingRect(); // the canvas notes belong to the whole diagram
        }
    return r.isNull() ? QRectF(0, 0, 200, 100) : r.adjusted(-6, -6, 6, 6);
}

void DiagramExporter::paintScene(QPainter* painter, const QRectF& target) const
{
    const std::set<std::string> devices(m_devices.begin(), m_devices.end());
    SceneStateGuard guard(m_scene, m_options, devices);
    m_scene->render(painter, target, m_source, Qt::KeepAspectRatio);
}

void DiagramExporter::paint(QPainter* painter, const QRectF& target) const
{
    painter->save();
    const double scale = std::min(target.width() / m_size.width(), target.height() / m_size.height());
    painter->translate(target.center().x() - m_size.width() * scale / 2, target.center().y() - m_size.height() * scale / 2);
    painter->scale(scale, scale);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->fillRect(QRectF(QPointF(0, 0), m_size), Qt::white);
    const QRectF diagram(kMargin, kMargin, m_size.width() - 2 * kMargin, m_source.height());
    paintScene(painter, diagram);
    if (m_bandHeight > 0) {
        const QRectF band(kMargin, m_size.height() - m_bandHeight - kMargin / 2, m_size.width() - 2 * kMargin,
                          m_bandHeight);
        painter->setPen(QPen(QColor(0x60, 0x60, 0x60), 0.6));
        painter->drawLine(band.topLeft(), band.topRight());
        if (m_options.titleBlock)
            paintTitleBlock(painter, QRectF(band.right() - kTitleWidth, band.top() + 6, kTitleWidth, band.height() - 8));
        if (m_options.legend)
            paintLegend(painter, QRectF(band.left(), band.top() + 6,
                                        band.width() - (m_options.titleBlock ? kTitleWidth + 12 : 0), band.height() - 8));
    }
    painter->restore();
}

void DiagramExporter::paintLegend(QPainter* painter, const QRectF& rect) const
{
    const models::DesignDocument* doc = m_scene->document();
    std::vector<std::string> kinds;
    for (const std::string& id : m_devices)
        if (const core::Model* m = doc->modelOf(id))
            if (std::find(kinds.begin(), kinds.end(), m->kind) == kinds.end())
                kinds.push_back(m->kind);
    // In the palette's order.
    std::vector<std::string> orderedKinds;
    for (const std::string& k : models::kindOrder())
        if (std::find(kinds.begin(), kinds.end(), k) != kinds.end())
            orderedKinds.push_back(k);
    for (const std::string& k : kinds)
        if (std::find(orderedKinds.begin(), orderedKinds.end(), k) == orderedKinds.end())
            orderedKinds.push_back(k);
    std::set<std::string> families;
    bool midplane = false;
    if (const core::Topology* t = doc->topology()) {
        const std::set<std::string> devices(m_devices.begin(), m_devices.end());
        for (const core::TopoLink& l : t->links) {
            const std::string& da = t->devices[t->ports[l.a].device].id;
            const std::string& db = t->devices[t->ports[l.b].device].id;
            if (!devices.count(da) || !devices.count(db))
                continue;
            if (l.midplane)
                midplane = true;
            else
                families.insert(l.family);
        }
    }

    QFont heading(QStringLiteral("DejaVu Sans"));
    heading.setPointSizeF(7.5);
    heading.setBold(true);
    QFont body = heading;
    body.setBold(false);
    body.setPointSizeF(7);
    const QFontMetricsF metrics(body, painter->device());
    const double swatch = 22.0, gap = 6.0, columnGap = 22.0;
    const int rowsPerCol = std::max(1, int((rect.height() - kLegendRow) / kLegendRow));

    double x = rect.left();
    auto drawHeading = [&](const QString& text) {
        painter->setFont(heading);
        painter->setPen(Qt::black);
        painter->drawText(QRectF(x, rect.top(), 200, kLegendRow), Qt::AlignLeft | Qt::AlignVCenter, text);
    };
    auto drawLabel = [&](double lx, double ly, const QString& text) {
        painter->setFont(body);
        painter->setPen(Qt::black);
        painter->drawText(QRectF(lx, ly, metrics.horizontalAdvance(text) + 4, kLegendRow), Qt::AlignLeft | Qt::AlignVCenter,
                          text);
    };
    // Devices: swatches, as many columns as the band needs.
    drawHeading(tr("Devices"));
    double columnWidth = 0;
    for (std::size_t i = 0; i < orderedKinds.size(); ++i) {
        const QString label = models::kindLabel(orderedKinds[i]);
        columnWidth = std::max(columnWidth, swatch + gap + metrics.horizontalAdvance(label));
        const double cy = rect.top() + kLegendRow * double(1 + i % rowsPerCol);
        const QColor c = models::kindColor(orderedKinds[i]);
        painter->setPen(QPen(c.darker(160), 0.8));
        painter->setBrush(c);
        painter->drawRoundedRect(QRectF(x, cy + 3, swatch, kLegendRow - 6), 2, 2);
        drawLabel(x + swatch + gap, cy, label);
        if ((i + 1) % rowsPerCol == 0 || i + 1 == orderedKinds.size()) {
            x += columnWidth + columnGap;
            columnWidth = 0;
        }
    }
    // Link media, then the overlays; each a column.
    struct Entry {
        QPen pen;
        QString text;
    };
    auto drawColumn = [&](const QString& title, const std::vector<Entry>& entries) {
        if (entries.empty())
            return;
        drawHeading(title);
        double y = rect.top() + kLegendRow, width = 0;
        for (const Entry& e : entries) {
            painter->setPen(e.pen);
            painter->drawLine(QPointF(x + 2, y + kLegendRow / 2), QPointF(x + swatch - 2, y + kLegendRow / 2));
            drawLabel(x + swatch + gap, y, e.text);
            width = std::max(width, swatch + gap + metrics.horizontalAdvance(e.text));
            y += kLegendRow;
        }
        x += width + columnGap;
    };
    std::vector<Entry> links;
    for (const std::string& f : families)
        links.push_back({QPen(models::familyColor(f), 1.8, Qt::SolidLine, Qt::RoundCap), models::familyLabel(f)});
    if (midplane)
        links.push_back({QPen(QColor(0x80, 0x80, 0x80), 1.0, Qt::DashLine), tr("Midplane (implied by the chassis)")});
    drawColumn(tr("Links"), links);
    if (m_options.overlays && m_options.analysis)
        drawColumn(tr("Overlays"),
                   {{QPen(QColor(0xf0, 0xa0, 0x00, 120), 6, Qt::SolidLine, Qt::RoundCap), tr("Utilization 70-90 %")},
                    {QPen(QColor(0xd0, 0x02, 0x1b, 120), 6, Qt::SolidLine, Qt::RoundCap), tr("Utilization 90 % and over")},
                    {QPen(QColor(0xd0, 0x02, 0x1b), 2, Qt::DashLine), tr("Single point of failure")}});
}

void DiagramExporter::paintTitleBlock(QPainter* painter, const QRectF& rect) const
{
    const models::DesignDocument* doc = m_scene->document();
    const QString title = m_options.title.isEmpty() ? doc->title() : m_options.title;
    const QString revision = m_options.revision.isEmpty() ? designFingerprint(doc->design()) : m_options.revision;
    const QString origin = doc->origin().isEmpty() ? tr("(unsaved)") : doc->origin();
    painter->setPen(QPen(QColor(0x40, 0x40, 0x40), 0.8));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(rect);
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPointSizeF(6.8);
    const double rowH = 13.0;
    const double rowsTop = rect.bottom() - 4 * rowH - 3;
    // Title: bold, wrapped, at most what fits above the rows (elided on its last line).
    QFont titleFont = f;
    titleFont.setPointSizeF(8.5);
    titleFont.setBold(true);
    painter->setFont(titleFont);
    painter->setPen(Qt::black);
    const QRectF titleRect(rect.left() + 6, rect.top() + 4, rect.width() - 12, rowsTop - rect.top() - 6);
    const QFontMetricsF tm(titleFont, painter->device());
    const int maxLines = std::max(1, int(titleRect.height() / tm.lineSpacing()));
    QStringList lines;
    QString rest = title;
    while (!rest.isEmpty() && lines.size() < maxLines) {
        if (lines.size() + 1 == maxLines || tm.horizontalAdvance(rest) <= titleRect.width()) {
            lines << tm.elidedText(rest, Qt::ElideRight, titleRect.width());
            break;
        }
        int cut = rest.size();
        while (cut > 0 && tm.horizontalAdvance(rest.left(cut)) > titleRect.width())
            cut = rest.lastIndexOf(QLatin1Char(' '), cut - 1);
        if (cut <= 0)
            cut = rest.size();
        lines << rest.left(cut);
        rest = rest.mid(cut).trimmed();
    }
    painter->drawText(titleRect, Qt::AlignLeft | Qt::AlignTop, lines.join(QLatin1Char('\n')));
    painter->setFont(f);
    painter->setPen(QPen(QColor(0xa0, 0xa0, 0xa0), 0.5));
    painter->drawLine(QPointF(rect.left(), rowsTop - 2), QPointF(rect.right(), rowsTop - 2));
    const QFontMetricsF fm(f, painter->device());
    const QList<QPair<QString, QString>> rows = {
        {tr("Date"), m_options.date.toString(Qt::ISODate)},
        {tr("Revision"), revision},
        {tr("Source"), origin},
        {tr("Scope"), m_options.selection.empty() ? tr("whole design")
                                                      : tr("selection (%n devices)", nullptr, int(m_devices.size()))},
    };
    double y = rowsTop;
    for (const auto& [key, value] : rows) {
        painter->setPen(QColor(0x50, 0x50, 0x50));
        painter->drawText(QRectF(rect.left() + 6, y, 60, rowH), Qt::AlignLeft | Qt::AlignVCenter, key);
        painter->setPen(Qt::black);
        const double w = rect.width() - 72;
        painter->drawText(QRectF(rect.left() + 66, y, w, rowH), Qt::AlignLeft | Qt::AlignVCenter,
                          fm.elidedText(value, Qt::ElideMiddle, w));
        y += rowH;
    }
}

QByteArray DiagramExporter::toSvg() const
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(m_size.toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), m_size));
    svg.setResolution(int(kDpi));
    // QSvgGenerator writes title and description unescaped (charts::svgMetadataText).
    svg.setTitle(charts::svgMetadataText(m_options.title.isEmpty() ? m_scene->document()->title() : m_options.title));
    // The canvas shortens seated devices' ids ("mezz-1a" in "ora-host") and elides
    // long ones; the description keeps every id drawn so the file can be searched.
    QStringList ids;
    for (const std::string& id : m_devices)
        ids << QString::fromStdString(id);
    svg.setDescription(charts::svgMetadataText(tr("Topoplan diagram. Devices: %1").arg(ids.join(QStringLiteral(", ")))));
    QPainter painter(&svg);
    paint(&painter, QRectF(QPointF(0, 0), m_size));
    painter.end();
    return buffer.data();
}

bool DiagramExporter::encode(const QString& format, QByteArray* out, QString* error) const
{
    const QString suffix = format.toLower();
    if (!formats().contains(suffix)) {
        if (error)
            *error = tr("unknown diagram format '.%1' (expected .svg, .pdf or .png)").arg(suffix);
        return false;
    }
    if (suffix == QLatin1String("svg")) {
        *out = toSvg();
        return true;
    }
    QBuffer buffer(out);
    buffer.open(QIODevice::WriteOnly);
    if (suffix == QLatin1String("pdf")) {
        QPdfWriter pdf(&buffer);
        pdf.setResolution(int(kDpi));
        pdf.setPageSize(QPageSize(m_size * 72.0 / kDpi, QPageSize::Point, QString(), QPageSize::ExactMatch));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setTitle(m_options.title.isEmpty() ? m_scene->document()->title() : m_options.title);
        pdf.setCreator(QStringLiteral("Topoplan"));
        QPainter painter(&pdf);
        paint(&painter, QRectF(QPointF(0, 0), m_size));
        painter.end();
        return true;
    }
    // Painted at the canvas's 96 dpi (fonts are sized for it) and scaled; the file then
    // carries the resolution asked for.
    const double scale = std::clamp(m_options.dpi, 18, 1200) / kDpi;
    QImage image((m_size * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
    if (image.isNull()) {
        if (error)
            *error = tr("the image would be too large (%1 x %2 pixels): choose a lower resolution")
                         .arg(int(m_size.width() * scale))
                         .arg(int(m_size.height() * scale));
        return false;
    }
    image.setDotsPerMeterX(int(std::round(kDpi / 0.0254)));
    image.setDotsPerMeterY(int(std::round(kDpi / 0.0254)));
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::TextAntialiasing);
    paint(&painter, QRectF(QPointF(0, 0), m_size * scale));
    painter.end();
    image.setDotsPerMeterX(int(std::round(m_options.dpi / 0.0254)));
    image.setDotsPerMeterY(int(std::round(m_options.dpi / 0.0254)));
    if (!image.save(&buffer, "PNG")) {
        if (error)
            *error = tr("cannot encode the PNG image (%1 x %2 pixels)").arg(image.width()).arg(image.height());
        return false;
    }
    return true;
}

bool DiagramExporter::write(const QString& path, QString* error) const
{
    QByteArray bytes;
    QString why;
    const bool encoded = encode(QFileInfo(path).suffix(), &bytes, &why);
    if (error)
        *error = why;
    return writeExportFile(path, encoded, bytes, error);
}

} // namespace topoplan::widgets
