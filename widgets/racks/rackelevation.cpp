#include "widgets/racks/rackelevation.h"

#include "core/catalog.h"
#include "core/design.h"
#include "models/findingtext.h"
#include "models/kindstyle.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDate>
#include <QFont>
#include <QFontMetricsF>
#include <QLocale>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QXmlStreamWriter>

#include <algorithm>
#include <cmath>
#include <map>

namespace topoplan::widgets {

namespace {

/// Translation context of this file's user-visible strings.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(RackElevation)
};

// Layout, px of 1/96 inch. The units are to scale (kUnitPx per 44.45 mm); the rest is
// sized for 9 px text.
constexpr double kMargin = 16;
constexpr double kTitleH = 40;
constexpr double kGroupTitleH = 22;
constexpr double kRackHeaderH = 30;
constexpr double kFaceLabelH = 14;
constexpr double kFaceGap = 10;
constexpr double kRackGap = 28;
constexpr double kRowGap = 24;
constexpr double kGutter = 18;          ///< U numbers left and right of the 19-inch opening
constexpr double kOpeningMm = 482.6;    ///< 19-inch panel width (EIA-310-E), mm
constexpr double kLineH = 12;
constexpr double kBarH = 14;
constexpr double kLegendH = 46;
constexpr double kNotRackedW = 200;
constexpr int kMaxFindingLines = 4;
constexpr double kFontPx = 9;

const QColor kInk(0x22, 0x22, 0x22);
const QColor kGrey(0x70, 0x70, 0x70);
const QColor kFrame(0x55, 0x5b, 0x66);
const QColor kEmptyUnit(0xf7, 0xf8, 0xfa);
const QColor kError(0xc6, 0x28, 0x28);
const QColor kWarning(0xb2, 0x6a, 0x00);
const QColor kSelected(0x1e, 0x6f, 0xd9);
const QColor kLoad(0x4a, 0x7f, 0xc1);
const QColor kLoadAfterLoss(0xf0, 0xb4, 0x5a);

QString qs(const std::string& s) { return QString::fromStdString(s); }
QString faceName(RackFace f) { return f == RackFace::Front ? QStringLiteral("front") : QStringLiteral("rear"); }
RackFace faceOf(const std::string& face) { return face == "rear" ? RackFace::Rear : RackFace::Front; }

QFont fontOf(double sizePx, bool bold)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(std::max(1, int(std::lround(sizePx))));
    f.setBold(bold);
    return f;
}

/// kW with one decimal: the figures are sums of catalog maxima, mostly assumed (two
/// significant digits for racks below 10 kW).
QString kw(double w) { return QLocale().toString(w / 1000.0, 'f', 1); }
/// kg rounded to 10 kg, for the same reason.
QString kg(double v) { return QLocale().toString(std::round(v / 10.0) * 10.0, 'f', 0); }

/// QPainter backend (screen, PDF, PNG).
class PainterCanvas : public ElevationCanvas {
public:
    explicit PainterCanvas(QPainter* p) : m_p(p) {}
    void beginGroup(const QString&, const std::vector<std::pair<QString, QString>>&) override {}
    void endGroup() override {}
    void rect(const QRectF& r, const QColor& fill, const QColor& stroke, double w, bool dash) override
    {
        QPen pen(stroke, w);
        if (dash)
            pen.setStyle(Qt::DashLine);
        m_p->setPen(w > 0 ? pen : QPen(Qt::NoPen));
        m_p->setBrush(fill.alpha() ? QBrush(fill) : QBrush(Qt::NoBrush));
        m_p->drawRect(r);
    }
    void line(const QPointF& a, const QPointF& b, const QColor& color, double w) override
    {
        m_p->setPen(QPen(color, w));
        m_p->drawLine(a, b);
    }
    void text(const QRectF& r, const QString& t, int align, double sizePx, bool bold, const QColor& color) override
    {
        m_p->setFont(fontOf(sizePx, bold));
        m_p->setPen(color);
        m_p->drawText(r, int(align) | Qt::AlignVCenter | Qt::TextSingleLine, t);
    }

private:
    QPainter* m_p;
};

/// SVG backend: one element per primitive, groups as <g class=... data-...>.
class SvgCanvas : public ElevationCanvas {
public:
    SvgCanvas(QIODevice* out, QSizeF size, const QString& title) : m_w(out)
    {
        m_w.setAutoFormatting(true);
        m_w.setAutoFormattingIndent(1);
        m_w.writeStartDocument();
        m_w.writeStartElement(QStringLiteral("svg"));
        m_w.writeDefaultNamespace(QStringLiteral("http://www.w3.org/2000/svg"));
        m_w.writeAttribute(QStringLiteral("width"), num(size.width()));
        m_w.writeAttribute(QStringLiteral("height"), num(size.height()));
        m_w.writeAttribute(QStringLiteral("viewBox"), QStringLiteral("0 0 %1 %2").arg(num(size.width()), num(size.height())));
        m_w.writeAttribute(QStringLiteral("font-family"), QStringLiteral("DejaVu Sans, sans-serif"));
        m_w.writeTextElement(QStringLiteral("title"), title);
        rect(QRectF(QPointF(0, 0), size), QColor(Qt::white), QColor(Qt::transparent), 0, false);
    }
    void finish()
    {
        m_w.writeEndElement();
        m_w.writeEndDocument();
    }
    void beginGroup(const QString& cls, const std::vector<std::pair<QString, QString>>& data) override
    {
        m_w.writeStartElement(QStringLiteral("g"));
        m_w.writeAttribute(QStringLiteral("class"), cls);
        for (const auto& [name, value] : data)
            m_w.writeAttribute(QStringLiteral("data-") + name, value);
    }
    void endGroup() override { m_w.writeEndElement(); }
    void rect(const QRectF& r, const QColor& fill, const QColor& stroke, double w, bool dash) override
    {
        m_w.writeEmptyElement(QStringLiteral("rect"));
        m_w.writeAttribute(QStringLiteral("x"), num(r.x()));
        m_w.writeAttribute(QStringLiteral("y"), num(r.y()));
        m_w.writeAttribute(QStringLiteral("width"), num(r.width()));
        m_w.writeAttribute(QStringLiteral("height"), num(r.height()));
        paintAttributes(fill, QStringLiteral("fill"));
        if (w > 0 && stroke.alpha()) {
            paintAttributes(stroke, QStringLiteral("stroke"));
            m_w.writeAttribute(QStringLiteral("stroke-width"), num(w));
            if (dash)
                m_w.writeAttribute(QStringLiteral("stroke-dasharray"), QStringLiteral("4 3"));
        }
    }
    void line(const QPointF& a, const QPointF& b, const QColor& color, double w) override
    {
        m_w.writeEmptyElement(QStringLiteral("line"));
        m_w.writeAttribute(QStringLiteral("x1"), num(a.x()));
        m_w.writeAttribute(QStringLiteral("y1"), num(a.y()));
        m_w.writeAttribute(QStringLiteral("x2"), num(b.x()));
        m_w.writeAttribute(QStringLiteral("y2"), num(b.y()));
        paintAttributes(color, QStringLiteral("stroke"));
        m_w.writeAttribute(QStringLiteral("stroke-width"), num(w));
    }
    void text(const QRectF& r, const QString& t, int align, double sizePx, bool bold, const QColor& color) override
    {
        if (t.isEmpty())
            return;
        m_w.writeStartElement(QStringLiteral("text"));
        const bool right = align & Qt::AlignRight, centre = align & Qt::AlignHCenter;
        m_w.writeAttribute(QStringLiteral("x"), num(right ? r.right() : centre ? r.center().x() : r.left()));
        // Baseline of a vertically centred line: DejaVu Sans' cap height is 0.73 em.
        m_w.writeAttribute(QStringLiteral("y"), num(r.center().y() + sizePx * 0.36));
        m_w.writeAttribute(QStringLiteral("font-size"), num(sizePx));
        if (bold)
            m_w.writeAttribute(QStringLiteral("font-weight"), QStringLiteral("bold"));
        if (right || centre)
            m_w.writeAttribute(QStringLiteral("text-anchor"), right ? QStringLiteral("end") : QStringLiteral("middle"));
        paintAttributes(color, QStringLiteral("fill"));
        m_w.writeCharacters(t);
        m_w.writeEndElement();
    }

private:
    static QString num(double v) { return QString::number(v, 'f', 2).remove(QRegularExpression(QStringLiteral("\\.?0+$"))); }
    void paintAttributes(const QColor& c, const QString& name)
    {
        m_w.writeAttribute(name, c.alpha() ? c.name(QColor::HexRgb) : QStringLiteral("none"));
        if (c.alpha() && c.alpha() < 255)
            m_w.writeAttribute(name + QStringLiteral("-opacity"), num(c.alphaF()));
    }
    QXmlStreamWriter m_w;
};

/// The legend under an exported elevation, one line each.
QStringList legendLines()
{
    return {Tr::tr("1 U = 44.45 mm (EIA-310-E), drawn to scale. Dashed: a full-depth device mounted on the other face, "
                   "seen from behind. ½: half depth."),
            Tr::tr("Red: a physical check failed (docs/racks.md, \"Checks\"). Power: maximum draw per feed with all feeds up (blue)"),
            Tr::tr("and after the loss of another feed (orange, A+B), from catalog figures; in brackets the range from the assumed figures' ranges.")};
}

} // namespace

int RackElevation::unitsOf(const core::Design& design, const core::Catalog& catalog, const std::string& device)
{
    const core::Device* d = design.device(device);
    if (!d)
        return 1;
    // The layout of this one device mounted at U1 of a probe rack: the same rule as the checks.
    core::Design probe;
    probe.racks.push_back({});
    probe.racks.back().id = "probe";
    probe.racks.back().heightU = 60;
    core::Device copy = *d;
    copy.parent.clear();
    copy.mount = {};
    copy.mount.rack = "probe";
    copy.mount.u = 1;
    probe.devices.push_back(copy);
    const core::RackLayout l = core::rackLayout(probe, catalog);
    const core::MountedDevice& m = l.racks.front().devices.front();
    return std::max(1, m.highU - m.lowU + 1);
}

RackElevation::RackElevation(const core::Design& design, const core::Catalog& catalog, ElevationOptions options)
    : m_design(design), m_catalog(catalog), m_options(std::move(options)), m_layout(core::rackLayout(design, catalog)),
      m_findings(core::rackFindings(design, catalog))
{
    if (m_options.faces.empty())
        m_options.faces = {RackFace::Front};
    for (const core::Finding& f : m_findings)
        if (f.severity == core::Finding::Severity::Error)
            m_flagged.insert(f.ids.begin(), f.ids.end());
    layOut();
}

QRectF RackElevation::unitRect(const Column& column, int lowU, int highU) const
{
    const double top = column.units.bottom() - highU * kUnitPx;
    return QRectF(column.units.left(), top, column.units.width(), (highU - lowU + 1) * kUnitPx);
}

void RackElevation::layOut()
{
    double y = kMargin + (m_options.titleBlock ? kTitleH : 0.0);
    double width = 0;
    // Sites in design order (racks of no site first), rows as they first appear.
    std::vector<std::string> sites{""};
    for (const core::Site& s : m_design.sites)
        sites.push_back(s.id);
    for (const core::RackSummary& r : m_layout.racks)
        if (std::find(sites.begin(), sites.end(), r.rack->site) == sites.end())
            sites.push_back(r.rack->site);
    const double scale = kUnitPx / core::kRackUnitMm;
    for (const std::string& site : sites) {
        std::vector<std::string> rows;
        for (const core::RackSummary& r : m_layout.racks)
            if (r.rack->site == site && std::find(rows.begin(), rows.end(), r.rack->row) == rows.end())
                rows.push_back(r.rack->row);
        for (const std::string& row : rows) {
            std::vector<const core::RackSummary*> racks;
            for (const core::RackSummary& r : m_layout.racks)
                if (r.rack->site == site && r.rack->row == row && (m_options.racks.empty() || m_options.racks.count(r.rack->id)))
                    racks.push_back(&r);
            if (racks.empty())
                continue;
            std::stable_sort(racks.begin(), racks.end(),
                             [](const auto* a, const auto* b) { return a->rack->position < b->rack->position; });
            QString title = row.empty() ? Tr::tr("Racks") : Tr::tr("Row %1").arg(qs(row));
            if (!site.empty())
                title = Tr::tr("Site %1 · %2").arg(qs(site), title);
            m_groupTitles.emplace_back(title, y);
            y += kGroupTitleH;
            double x = kMargin, rowBottom = y;
            for (const core::RackSummary* r : racks) {
                RackPlace place{r, {}, y + kRackHeaderH + kFaceLabelH, {}};
                const double columnW = std::max(r->rack->widthMm * scale, kOpeningMm * scale + 2 * kGutter);
                double cx = x;
                for (RackFace f : m_options.faces) {
                    place.columns.push_back({r->rack->id, r->rack->heightU, f,
                                             QRectF(cx + kGutter, place.columnsTop, columnW - 2 * kGutter, r->rack->heightU * kUnitPx)});
                    cx += columnW + kFaceGap;
                }
                const double w = cx - kFaceGap - x;
                std::size_t findings = 0;
                for (const core::Finding& f : m_findings)
                    findings += std::count(f.ids.begin(), f.ids.end(), r->rack->id) ? 1 : 0;
                const double budgetH = double(std::max<std::size_t>(r->rack->feeds.size(), 1)) * (kBarH + 2 * kLineH) + kBarH + 2 * kLineH
                                       + double(std::min<std::size_t>(findings, kMaxFindingLines)) * kLineH + 8;
                place.frame = QRectF(x, y, w, kRackHeaderH + kFaceLabelH + r->rack->heightU * kUnitPx + 6 + budgetH);
                rowBottom = std::max(rowBottom, place.frame.bottom());
                x += w + kRackGap;
                for (const Column& c : place.columns)
                    m_columns.push_back(c);
                m_places.push_back(std::move(place));
            }
            width = std::max(width, x - kRackGap);
            y = rowBottom + kRowGap;
        }
    }
    if (m_places.empty()) {
        const QString none = Tr::tr("The design has no racks (docs/racks.md: racks: and a device's rack and u).");
        m_groupTitles.emplace_back(none, y);
        y += kGroupTitleH + kRowGap;
        // As wide as the sentence (in its drawing font), so that the not-racked list beside
        // it starts after it, in every language (newcomer 17: the two overlapped).
        width = std::max(width, kMargin + std::max(420.0, QFontMetricsF(fontOf(11, true)).horizontalAdvance(none) + 4));
    }
    // Device boxes, for drawing and hit tests.
    for (const RackPlace& p : m_places)
        for (const Column& c : p.columns)
            for (const core::MountedDevice& m : p.summary->devices) {
                const bool own = faceOf(m.face) == c.face;
                if (own || m.fullDepth)
                    m_boxes.push_back({m.device, c.rack, c.face, !own, unitRect(c, m.lowU, m.highU)});
            }
    if (m_options.titleBlock) {
        // Wide enough for the title and the legend (one rack alone is narrower).
        double text = QFontMetricsF(fontOf(14, true)).horizontalAdvance(m_options.title);
        for (const QString& line : legendLines())
            text = std::max(text, QFontMetricsF(fontOf(8, false)).horizontalAdvance(line));
        width = std::max(width, kMargin + text + 4);
    }
    double bottom = y - kRowGap;
    if (m_options.notRackedList) {
        const double left = std::max(width, kMargin) + kRackGap;
        double ny = kMargin + (m_options.titleBlock ? kTitleH : 0.0) + kGroupTitleH;
        for (const std::string& id : m_layout.notRacked) {
            const int units = std::min(unitsOf(m_design, m_catalog, id), 6);
            m_boxes.push_back({id, "", RackFace::Front, false, QRectF(left, ny, kNotRackedW, units * kUnitPx)});
            ny += units * kUnitPx + 4;
        }
        // At least 10 U tall: also the drop zone that takes a device out of its rack.
        const double top = kMargin + (m_options.titleBlock ? kTitleH : 0.0);
        ny = std::max(ny, top + kGroupTitleH + 10 * kUnitPx);
        m_notRacked = QRectF(left, top, kNotRackedW, ny - top);
        width = left + kNotRackedW;
        bottom = std::max(bottom, ny);
    }
    m_size = QSizeF(width + kMargin, bottom + (m_options.titleBlock ? kLegendH : 0.0) + kMargin);
}

const RackElevation::DeviceBox* RackElevation::deviceAt(const QPointF& p) const
{
    const DeviceBox* behind = nullptr;
    for (const DeviceBox& b : m_boxes)
        if (b.rect.contains(p)) {
            if (!b.fromBehind)
                return &b;
            behind = behind ? behind : &b;
        }
    return behind;
}

std::optional<std::pair<const RackElevation::Column*, int>> RackElevation::unitAt(const QPointF& p) const
{
    for (const Column& c : m_columns)
        if (p.x() >= c.units.left() - kGutter && p.x() <= c.units.right() + kGutter)
            return std::pair{&c, int(std::floor((c.units.bottom() - p.y()) / kUnitPx)) + 1};
    return std::nullopt;
}

QColor RackElevation::colorOf(const std::string& device) const
{
    const core::Device* d = m_design.device(device);
    const core::Model* m = d ? m_catalog.find(d->model) : nullptr;
    return models::kindColor(m ? m->kind : std::string());
}

QString RackElevation::label(const QString& text, double widthPx, double sizePx) const
{
    return QFontMetricsF(fontOf(sizePx, false)).elidedText(text, Qt::ElideRight, std::max(0.0, widthPx));
}

void RackElevation::draw(ElevationCanvas& c) const
{
    if (m_options.titleBlock) {
        c.text(QRectF(kMargin, kMargin, m_size.width() - 2 * kMargin, 18), m_options.title, Qt::AlignLeft, 14, true, kInk);
        c.text(QRectF(kMargin, kMargin + 20, m_size.width() - 2 * kMargin, 14),
               Tr::tr("Rack elevations · revision %1 · %2").arg(m_options.revision, QDate::currentDate().toString(Qt::ISODate)),
               Qt::AlignLeft, kFontPx, false, kGrey);
    }
    for (const auto& [title, y] : m_groupTitles)
        c.text(QRectF(kMargin, y, m_size.width() - 2 * kMargin, kGroupTitleH - 6), title, Qt::AlignLeft, 11, true, kInk);
    for (const RackPlace& p : m_places)
        drawRack(c, p);
    if (m_options.notRackedList)
        drawNotRacked(c);
    if (m_options.ghost) {
        const auto& g = *m_options.ghost;
        for (const Column& col : m_columns)
            if (col.rack == g.rack && col.face == g.face) {
                const QColor colour = g.fits ? QColor(0x2e, 0x9d, 0x4a) : kError;
                QColor fill = colour;
                fill.setAlpha(60);
                const QRectF r = unitRect(col, g.u, g.u + g.heightU - 1);
                c.rect(r, fill, colour, 2, true);
                c.text(r.adjusted(4, 0, -4, 0), label(qs(g.device), r.width() - 8, kFontPx), Qt::AlignLeft, kFontPx, true, colour);
            }
    }
    if (m_options.titleBlock) {
        const double y = m_size.height() - kMargin - kLegendH + 6;
        const QStringList legend = legendLines();
        for (int i = 0; i < legend.size(); ++i)
            c.text(QRectF(kMargin, y + i * kLineH, m_size.width() - 2 * kMargin, kLineH), legend[i], Qt::AlignLeft, 8, false, kGrey);
    }
}

void RackElevation::drawRack(ElevationCanvas& c, const RackPlace& p) const
{
    const core::Rack& rack = *p.summary->rack;
    const bool flagged = m_flagged.count(rack.id) > 0;
    c.beginGroup(QStringLiteral("rack"), {{QStringLiteral("rack"), qs(rack.id)},
                                          {QStringLiteral("site"), qs(rack.site)},
                                          {QStringLiteral("row"), qs(rack.row)},
                                          {QStringLiteral("height-u"), QString::number(rack.heightU)}});
    const QRectF header(p.frame.left(), p.frame.top(), p.frame.width(), 16);
    c.text(header, qs(rack.id), Qt::AlignLeft, 11, true, flagged ? kError : kInk);
    c.text(QRectF(p.frame.left(), p.frame.top() + 15, p.frame.width(), 13),
           label(Tr::tr("%1 U · %2 of %1 U used · %3 × %4 mm")
                     .arg(rack.heightU)
                     .arg(p.summary->usedU)
                     .arg(QLocale().toString(rack.widthMm, 'f', 0), QLocale().toString(rack.depthMm, 'f', 0)),
                 p.frame.width(), 8),
           Qt::AlignLeft, 8, false, kGrey);
    for (const Column& col : p.columns)
        drawColumn(c, p, col);
    drawBudget(c, p, p.columnsTop + rack.heightU * kUnitPx + 6);
    c.endGroup();
}

void RackElevation::drawColumn(ElevationCanvas& c, const RackPlace& p, const Column& col) const
{
    const core::Rack& rack = *p.summary->rack;
    c.beginGroup(QStringLiteral("rack-face"), {{QStringLiteral("face"), faceName(col.face)}});
    c.text(QRectF(col.units.left(), p.columnsTop - kFaceLabelH, col.units.width(), kFaceLabelH - 2),
           col.face == RackFace::Front ? Tr::tr("front") : Tr::tr("rear"), Qt::AlignHCenter, 8, true, kGrey);
    const QRectF frame = col.units.adjusted(-kGutter, -2, kGutter, 2);
    c.rect(frame, QColor(0xe4, 0xe6, 0xea), m_flagged.count(rack.id) ? kError : kFrame, m_flagged.count(rack.id) ? 2 : 1);
    // Every unit numbered on both rails; empty ones as light slots.
    for (int u = 1; u <= rack.heightU; ++u) {
        const QRectF r = unitRect(col, u, u);
        c.rect(r.adjusted(0.5, 0.5, -0.5, -0.5), kEmptyUnit, QColor(0xd6, 0xd9, 0xde), 0.5);
        c.text(QRectF(frame.left(), r.top(), kGutter - 2, r.height()), QString::number(u), Qt::AlignRight, 7, false, kGrey);
        c.text(QRectF(col.units.right() + 2, r.top(), kGutter - 2, r.height()), QString::number(u), Qt::AlignLeft, 7, false, kGrey);
    }
    // Devices seen from behind first, so the face's own devices are drawn over them.
    for (const bool behind : {true, false})
        for (const core::MountedDevice& m : p.summary->devices) {
            const bool own = faceOf(m.face) == col.face;
            if (own != behind && (own || m.fullDepth))
                drawDevice(c, m, col, behind);
        }
    c.endGroup();
}

void RackElevation::drawDevice(ElevationCanvas& c, const core::MountedDevice& m, const Column& col, bool fromBehind) const
{
    const QRectF r = unitRect(col, m.lowU, m.highU).adjusted(1, 1, -1, -1);
    const bool flagged = m_flagged.count(m.device) > 0;
    const bool selected = m_options.selected.count(m.device) > 0;
    c.beginGroup(QStringLiteral("device"), {{QStringLiteral("device"), qs(m.device)},
                                            {QStringLiteral("model"), qs(m.model)},
                                            {QStringLiteral("u"), QString::number(m.lowU)},
                                            {QStringLiteral("height-u"), QString::number(m.highU - m.lowU + 1)},
                                            {QStringLiteral("face"), qs(m.face)},
                                            {QStringLiteral("depth"), m.fullDepth ? QStringLiteral("full") : QStringLiteral("half")}});
    QColor fill = colorOf(m.device);
    if (fromBehind)
        fill = QColor::fromRgbF(fill.redF() * 0.4 + 0.6, fill.greenF() * 0.4 + 0.6, fill.blueF() * 0.4 + 0.6);
    const QColor stroke = flagged ? kError : selected ? kSelected : fromBehind ? kGrey : kFrame;
    c.rect(r, fill, stroke, flagged || selected ? 2.5 : 1, fromBehind);
    // Expansion shelves (config shelves) racked above the head: one divider each.
    const core::Device* d = m_design.device(m.device);
    const core::Model* model = d ? m_catalog.find(d->model) : nullptr;
    const int headU = model ? std::max(1, int(std::ceil(model->heightU - 1e-9))) : m.highU - m.lowU + 1;
    const int shelves = d ? int(core::propNumber(d->config, "shelves")) : 0;
    if (!fromBehind && shelves > 0 && m.highU - m.lowU + 1 > headU) {
        const int shelfU = (m.highU - m.lowU + 1 - headU) / shelves;
        for (int i = 0; i < shelves && shelfU > 0; ++i) {
            const QRectF s = unitRect(col, m.lowU + headU + i * shelfU, m.lowU + headU + (i + 1) * shelfU - 1).adjusted(1, 1, -1, -1);
            c.line(s.bottomLeft(), s.bottomRight(), kFrame, 1);
            c.text(s.adjusted(6, 0, -6, 0), label(Tr::tr("shelf %1 · %2").arg(i + 1).arg(qs(core::propString(d->config, "shelf_model"))), s.width() - 12, 7.5),
                   Qt::AlignLeft, 7.5, false, kInk);
        }
    }
    const double units = m.highU - m.lowU + 1;
    const QRectF head = shelves > 0 && !fromBehind ? unitRect(col, m.lowU, m.lowU + headU - 1).adjusted(1, 1, -1, -1) : r;
    const QString halfMark = m.fullDepth ? QString() : QStringLiteral("½");
    const double textW = head.width() - 10 - (halfMark.isEmpty() ? 0 : 14);
    const QString id = fromBehind ? Tr::tr("%1 (rear)").arg(qs(m.device)) : qs(m.device);
    const QColor ink = fromBehind ? kGrey : kInk;
    if (units >= 2 && !fromBehind) {
        c.text(QRectF(head.left() + 5, head.center().y() - 11, textW, 11), label(id, textW, kFontPx), Qt::AlignLeft, kFontPx, true, ink);
        c.text(QRectF(head.left() + 5, head.center().y(), textW, 11),
               label(model ? qs(model->vendor + " " + model->name) : qs(m.model), textW, 7.5), Qt::AlignLeft, 7.5, false, kGrey);
    } else {
        c.text(QRectF(head.left() + 5, head.top(), textW, std::min(head.height(), kUnitPx)), label(id, textW, kFontPx),
               Qt::AlignLeft, kFontPx, !fromBehind, ink);
    }
    if (!halfMark.isEmpty())
        c.text(QRectF(head.right() - 16, head.top(), 14, std::min(head.height(), kUnitPx)), halfMark, Qt::AlignRight, kFontPx, true, ink);
    c.endGroup();
}

void RackElevation::drawBudget(ElevationCanvas& c, const RackPlace& p, double top) const
{
    const core::RackSummary& s = *p.summary;
    const core::Rack& rack = *s.rack;
    const double left = p.frame.left(), w = p.frame.width();
    double y = top;
    c.beginGroup(QStringLiteral("budget"), {{QStringLiteral("max-w"), QString::number(s.maxW, 'f', 0)},
                                            {QStringLiteral("weight-kg"), QString::number(s.weightKg, 'f', 0)}});
    // One bar: `value` of `capacity` (blue, red when over), `after` (orange) beyond it.
    auto bar = [&](const QString& name, const QString& figures, double value, double after, double capacity) {
        c.text(QRectF(left, y, w, kLineH), label(name, w * 0.45, 8), Qt::AlignLeft, 8, true, kInk);
        c.text(QRectF(left + w * 0.4, y, w * 0.6, kLineH), figures, Qt::AlignRight, 8, false, kInk);
        y += kLineH;
        const QRectF frame(left, y + 1, w, kBarH - 5);
        c.rect(frame, QColor(0xee, 0xee, 0xee), kFrame, 0.5);
        if (capacity > 0) {
            const double f = std::min(value / capacity, 1.0), fa = std::min(after / capacity, 1.0);
            if (fa > f)
                c.rect(QRectF(frame.left(), frame.top(), frame.width() * fa, frame.height()), after > capacity ? kError : kLoadAfterLoss,
                       Qt::transparent, 0);
            c.rect(QRectF(frame.left(), frame.top(), frame.width() * f, frame.height()), value > capacity ? kError : kLoad,
                   Qt::transparent, 0);
        }
        y += kBarH;
    };
    const auto up = core::feedLoads(s, {});
    for (const core::PowerFeed& feed : rack.feeds) {
        core::FeedLoad worst;
        QString lost;
        for (const core::PowerFeed& other : rack.feeds)
            if (other.id != feed.id) {
                const core::FeedLoad l = core::feedLoads(s, {other.id}).at(feed.id);
                if (l.w > worst.w) {
                    worst = l;
                    lost = qs(other.id);
                }
            }
        const core::FeedLoad& now = up.at(feed.id);
        bar(qs(feed.id), Tr::tr("%1 (%2–%3) of %4 kW").arg(kw(now.w), kw(now.lowW), kw(now.highW), kw(feed.capacityW())), now.w,
            worst.w, feed.capacityW());
        const QString after = lost.isEmpty() ? Tr::tr("the only feed: no power redundancy")
                                             : Tr::tr("%1 lost: %2 kW (%3–%4)").arg(lost, kw(worst.w), kw(worst.lowW), kw(worst.highW));
        c.text(QRectF(left, y, w, kLineH), label(after, w, 7.5), Qt::AlignLeft, 7.5, false,
               lost.isEmpty() ? kWarning : worst.w > feed.capacityW() ? kError : kInk);
        y += kLineH;
    }
    if (rack.feeds.empty()) {
        c.text(QRectF(left, y, w, kLineH), label(Tr::tr("No power feeds: %1 kW (%2–%3) maximum draw, not checked").arg(kw(s.maxW), kw(s.maxWLow), kw(s.maxWHigh)), w, 8),
               Qt::AlignLeft, 8, false, kWarning);
        y += 2 * kLineH + kBarH;
    }
    bar(Tr::tr("weight"),
        rack.maxWeightKg > 0 ? Tr::tr("%1 (%2–%3) of %4 kg").arg(kg(s.weightKg), kg(s.weightKgLow), kg(s.weightKgHigh), kg(rack.maxWeightKg))
                             : Tr::tr("%1 (%2–%3) kg, no limit given").arg(kg(s.weightKg), kg(s.weightKgLow), kg(s.weightKgHigh)),
        s.weightKg, 0, rack.maxWeightKg);
    c.text(QRectF(left, y, w, kLineH),
           label(Tr::tr("max. draw %1 kW, typical %2 kW · %3 of %4 figures assumed").arg(kw(s.maxW), kw(s.typicalW)).arg(s.assumedFigures).arg(s.figures), w, 7.5),
           Qt::AlignLeft, 7.5, false, kGrey);
    y += kLineH;
    int lines = 0;
    for (const core::Finding& f : m_findings) {
        if (!std::count(f.ids.begin(), f.ids.end(), rack.id) || lines >= kMaxFindingLines)
            continue;
        const QColor colour = f.severity == core::Finding::Severity::Error     ? kError
                              : f.severity == core::Finding::Severity::Warning ? kWarning
                                                                                : kGrey;
        c.text(QRectF(left, y, w, kLineH), label(qs(f.code + ": ") + models::findingMessage(f), w, 7.5), Qt::AlignLeft, 7.5, false, colour);
        y += kLineH;
        ++lines;
    }
    c.endGroup();
}

void RackElevation::drawNotRacked(ElevationCanvas& c) const
{
    c.beginGroup(QStringLiteral("not-racked"), {});
    c.rect(m_notRacked.adjusted(-6, -4, 6, 4), QColor(0xfa, 0xfa, 0xfa), QColor(0xb0, 0xb4, 0xba), 1, true);
    c.text(QRectF(m_notRacked.left(), m_notRacked.top(), m_notRacked.width(), kGroupTitleH - 6),
           !m_layout.notRacked.empty()    ? Tr::tr("Not racked (drag into a rack)")
           : m_design.devices.empty() ? Tr::tr("No device in the design")
                                      : Tr::tr("Every device is racked"),
           Qt::AlignLeft, 11, true, kInk);
    for (const DeviceBox& b : m_boxes) {
        if (!b.rack.empty())
            continue;
        const bool selected = m_options.selected.count(b.device) > 0;
        c.beginGroup(QStringLiteral("device"), {{QStringLiteral("device"), qs(b.device)}});
        c.rect(b.rect.adjusted(1, 1, -1, -1), colorOf(b.device), selected ? kSelected : kFrame, selected ? 2.5 : 1);
        const int units = unitsOf(m_design, m_catalog, b.device);
        c.text(QRectF(b.rect.left() + 5, b.rect.top(), b.rect.width() - 10, std::min(b.rect.height(), kUnitPx)),
               label(Tr::tr("%1 · %2 U").arg(qs(b.device)).arg(units), b.rect.width() - 10, kFontPx), Qt::AlignLeft, kFontPx, true, kInk);
        c.endGroup();
    }
    c.endGroup();
}

void RackElevation::paint(QPainter* painter, const QRectF& target) const
{
    if (m_size.isEmpty())
        return;
    const double s = std::min(target.width() / m_size.width(), target.height() / m_size.height());
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    painter->translate(target.center() - QPointF(m_size.width() * s / 2, m_size.height() * s / 2));
    painter->scale(s, s);
    painter->fillRect(QRectF(QPointF(0, 0), m_size), Qt::white);
    PainterCanvas canvas(painter);
    draw(canvas);
    painter->restore();
}

QByteArray RackElevation::toSvg() const
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    SvgCanvas canvas(&buffer, m_size, m_options.title.isEmpty() ? Tr::tr("Rack elevations") : Tr::tr("Rack elevations: %1").arg(m_options.title));
    draw(canvas);
    canvas.finish();
    return buffer.data();
}

bool RackElevation::encode(const QString& format, QByteArray* out, QString* error) const
{
    const QString suffix = format.toLower();
    if (suffix == QLatin1String("svg")) {
        *out = toSvg();
        return true;
    }
    if (suffix != QLatin1String("pdf")) {
        if (error)
            *error = Tr::tr("unknown rack elevation format '.%1' (expected .svg or .pdf)").arg(suffix);
        return false;
    }
    QBuffer buffer(out);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&buffer);
    pdf.setResolution(96);
    pdf.setPageSize(QPageSize(m_size * 72.0 / 96.0, QPageSize::Point, QString(), QPageSize::ExactMatch));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    pdf.setTitle(m_options.title.isEmpty() ? Tr::tr("Rack elevations") : Tr::tr("Rack elevations: %1").arg(m_options.title));
    pdf.setCreator(QStringLiteral("Topoplan"));
    QPainter painter(&pdf);
    paint(&painter, QRectF(QPointF(0, 0), m_size));
    painter.end();
    return true;
}

} // namespace topoplan::widgets
