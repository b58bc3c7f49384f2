#include "widgets/reportexporter.h"

#include "widgets/chartplots.h"
#include "widgets/exportfile.h"
#include "widgets/reportdata.h"
#include "widgets/reportsections.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgRenderer>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextObjectInterface>

#include <map>

namespace topoplan::widgets {

namespace {

/// Translation context of this file's user-visible strings.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ReportExporter)
};


constexpr int kFigureObjectType = QTextFormat::UserObject + 7;
constexpr int kFigureIdProperty = QTextFormat::UserProperty + 7;
constexpr int kPdfDpi = 96;              ///< layout resolution of the PDF: CSS px, the figures' and the canvas's units
constexpr double kFooterHeightPt = 20.0; ///< page footer band, points
const QMarginsF kPageMarginsPt(50, 45, 50, 36); ///< A4 page margins, points (left, top, right, bottom)

/// Stylesheet of the HTML file (browsers).
constexpr const char* kHtmlStyle = R"(
body { font-family: 'DejaVu Sans', 'Segoe UI', Arial, sans-serif; font-size: 10pt; color: #222; max-width: 1100px; margin: 2em auto; padding: 0 1em; }
h1 { color: #1a3d6d; border-bottom: 2px solid #1a3d6d; font-size: 16pt; margin-top: 1.6em; }
h2 { color: #1a3d6d; font-size: 12pt; margin-top: 1.2em; }
table.data { border-collapse: collapse; margin: 6px 0 14px; }
table.data th, table.data td { border: 1px solid #b8c2d0; padding: 3px 6px; vertical-align: top; }
table.data th { background: #dde4ee; }
pre { font-family: 'DejaVu Sans Mono', monospace; font-size: 8pt; background: #f7f7f7; padding: 8px; overflow-x: auto; }
.caption { color: #444; }
svg { max-width: 100%; height: auto; }
)";

/// Stylesheet QTextDocument applies for the PDF (its CSS subset).
constexpr const char* kPdfStyle = R"(
h1 { color: #1a3d6d; font-size: 15pt; margin-top: 6px; margin-bottom: 8px; }
h2 { color: #1a3d6d; font-size: 11pt; margin-top: 12px; margin-bottom: 4px; }
table.data { border-color: #b8c2d0; border-style: solid; margin-bottom: 10px; }
th { font-weight: bold; }
td, th { font-size: 7.5pt; }
pre { font-family: 'DejaVu Sans Mono'; font-size: 6.5pt; white-space: pre-wrap; }
p.caption { font-size: 8pt; color: #444444; }
)";

/// Paints the report's figures into the QTextDocument (vector, straight into the PDF
/// painter) at their natural size (the layout's units are the figures' px), shrunk to fit.
class FigureHandler : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    FigureHandler(const std::vector<ReportFigure>& figures, QSizeF maxSize) : m_maxSize(maxSize)
    {
        for (const ReportFigure& f : figures)
            m_figures[f.id] = &f;
    }
    QSizeF intrinsicSize(QTextDocument*, int, const QTextFormat& format) override
    {
        const ReportFigure* f = find(format);
        return f ? fitted(*f).first : QSizeF();
    }
    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument*, int, const QTextFormat& format) override
    {
        const ReportFigure* f = find(format);
        if (!f)
            return;
        if (!fitted(*f).second) {
            paint(*f, painter, rect);
            return;
        }
        // Landscape on a portrait page: the figure's top faces the page's left edge.
        painter->save();
        painter->translate(rect.bottomLeft());
        painter->rotate(-90);
        paint(*f, painter, QRectF(0, 0, rect.height(), rect.width()));
        painter->restore();
    }

private:
    static void paint(const ReportFigure& f, QPainter* painter, const QRectF& rect)
    {
        if (f.paint) {
            f.paint(painter, rect);
            return;
        }
        QSvgRenderer svg(f.svg);
        svg.render(painter, rect);
    }
    const ReportFigure* find(const QTextFormat& format) const
    {
        const auto it = m_figures.find(format.property(kFigureIdProperty).toString());
        return it == m_figures.end() ? nullptr : it->second;
    }
    /// The box a figure takes in the layout, and whether it is drawn turned.
    std::pair<QSizeF, bool> fitted(const ReportFigure& f) const
    {
        auto fit = [this](QSizeF s) {
            if (s.width() > m_maxSize.width() || s.height() > m_maxSize.height())
                s.scale(m_maxSize, Qt::KeepAspectRatio);
            return s;
        };
        const QSizeF upright = fit(f.size);
        if (!f.mayRotate)
            return {upright, false};
        const QSizeF turned = fit(f.size.transposed());
        // Turn only for a clear gain (15 % larger), so near-square figures stay upright.
        return turned.height() > upright.width() * 1.15 ? std::pair{turned, true} : std::pair{upright, false};
    }

    std::map<QString, const ReportFigure*> m_figures;
    QSizeF m_maxSize;
};

/// Replaces the `<img src="figure:ID">` placeholders of `doc` by figure objects.
void insertFigureObjects(QTextDocument& doc)
{
    std::vector<std::pair<int, QString>> found;
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextFragment f = it.fragment();
            if (f.charFormat().isImageFormat()) {
                const QString name = f.charFormat().toImageFormat().name();
                if (name.startsWith(QLatin1String("figure:")))
                    found.emplace_back(f.position(), name.mid(7));
            }
        }
    for (auto it = found.rbegin(); it != found.rend(); ++it) {
        QTextCursor c(&doc);
        c.setPosition(it->first);
        c.setPosition(it->first + 1, QTextCursor::KeepAnchor);
        QTextCharFormat format;
        format.setObjectType(kFigureObjectType);
        format.setProperty(kFigureIdProperty, it->second);
        c.insertText(QString(QChar::ObjectReplacementCharacter), format);
    }
}

/// Keeps each figure on one page with its caption and the heading right above it: where
/// the figure's caption would end on a later page than the figure starts, the figure (or
/// that heading) starts a new page. `pageHeight` in the layout's units; the layout is
/// redone as it goes (QTextDocumentLayout lays out lazily, up to the block asked for).
void keepFiguresTogether(QTextDocument& doc, double pageHeight)
{
    QAbstractTextDocumentLayout* layout = doc.documentLayout();
    auto hasFigure = [](const QTextBlock& b) {
        for (auto it = b.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().objectType() == kFigureObjectType)
                return true;
        return false;
    };
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        if (!hasFigure(b))
            continue;
        const QTextBlock caption = b.next();
        const QRectF figure = layout->blockBoundingRect(b);
        const double bottom = caption.isValid() ? layout->blockBoundingRect(caption).bottom() : figure.bottom();
        const int page = int(figure.top() / pageHeight);
        if (int((bottom - 1.0) / pageHeight) == page)
            continue;
        QTextBlock first = b;
        if (b.previous().isValid() && b.previous().blockFormat().headingLevel() > 0)
            first = b.previous();
        const double top = layout->blockBoundingRect(first).top();
        if (top - std::floor(top / pageHeight) * pageHeight < 2.0)
            continue; // already at the top of a page: a break would only leave an empty page
        QTextBlockFormat format = first.blockFormat();
        format.setPageBreakPolicy(format.pageBreakPolicy() | QTextFormat::PageBreak_AlwaysBefore);
        QTextCursor(first).setBlockFormat(format);
        // Lay out everything again: the incremental relayout after a format change left
        // later tables at stale positions (content drawn over or lost).
        doc.markContentsDirty(0, doc.characterCount());
    }
}

/// Splits every block whose lines fall on two pages into one block per page (margins 0
/// at the split, so nothing moves). QTextLayout::draw (Qt 6.4) draws, besides the lines
/// inside the clip, the last line of a block that lies wholly above it: that line, shown on
/// the page before, was printed again at the top of the next page, hidden by the painter's
/// clip but still in the page's text (pdftotext found it twice, issue 17). With no block
/// across a page break, no such line exists. List items are left as they are (a split
/// would give the new block a bullet). Lines laid out a fraction of a px above a page's
/// top edge count as that page's (`kEdgePx`).
void splitBlocksAtPageBreaks(QTextDocument& doc, double pageHeight)
{
    constexpr double kEdgePx = 1.0;
    QAbstractTextDocumentLayout* layout = doc.documentLayout();
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        QTextLayout* tl = b.layout();
        if (!tl || tl->lineCount() < 2 || b.textList())
            continue;
        const double top = layout->blockBoundingRect(b).top();
        auto pageOf = [&](int line) { return int((top + tl->lineAt(line).y() + kEdgePx) / pageHeight); };
        for (int l = 1; l < tl->lineCount(); ++l) {
            if (pageOf(l) == pageOf(l - 1))
                continue;
            QTextCursor c(&doc);
            c.setPosition(b.position() + tl->lineAt(l).textStart());
            QTextBlockFormat after = b.blockFormat();
            after.setTopMargin(0);
            after.setTextIndent(0);
            QTextBlockFormat before = b.blockFormat();
            before.setBottomMargin(0);
            c.insertBlock(after, c.charFormat());
            QTextCursor(b).setBlockFormat(before);
            break; // the rest of the block is the next block, visited next
        }
    }
}

/// The page of each contents entry (the page its anchor ReportContent::anchorOf(i) is laid
/// out on), written over its ReportContent::pageMarker(i) in the contents table. Returns
/// the entries with their page (0-based) and height on it in points (`pointsPerUnit`).
/// The numbers are as wide as the markers' digits or narrower, so the title page's layout
/// and with it every page break stays as it was.
std::vector<PdfOutlineEntry> fillContentsPages(QTextDocument& doc, const QStringList& titles, double pageHeight,
                                               double pointsPerUnit)
{
    std::vector<PdfOutlineEntry> out;
    QAbstractTextDocumentLayout* layout = doc.documentLayout();
    std::map<QString, double> anchorTop;
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it)
            for (const QString& name : it.fragment().charFormat().anchorNames())
                anchorTop.emplace(name, layout->blockBoundingRect(b).top());
    for (int i = 0; i < titles.size(); ++i) {
        const auto it = anchorTop.find(ReportContent::anchorOf(i));
        if (it == anchorTop.end())
            continue;
        const int page = int(it->second / pageHeight);
        out.push_back({titles[i], page, (it->second - page * pageHeight) * pointsPerUnit, ReportContent::anchorOf(i)});
    }
    for (const PdfOutlineEntry& e : out) {
        const int i = int(titles.indexOf(e.title));
        QTextCursor c = doc.find(ReportContent::pageMarker(i));
        if (!c.isNull())
            c.insertText(QString::number(e.page + 1));
    }
    // Entries whose heading is missing keep no marker text.
    for (int i = 0; i < titles.size(); ++i)
        for (QTextCursor c = doc.find(ReportContent::pageMarker(i)); !c.isNull(); c = doc.find(ReportContent::pageMarker(i)))
            c.removeSelectedText();
    return out;
}

QByteArray figureSvg(const ReportFigure& f)
{
    const QByteArray out =
        !f.svg.isEmpty() ? f.svg
                         : charts::svgOf(f.size.toSize(), [&](QPainter* p) { f.paint(p, QRectF(QPointF(0, 0), f.size)); }, f.caption);
    // Inline in HTML: drop the XML declaration (and a DOCTYPE, if any).
    const int svgStart = out.indexOf("<svg");
    return svgStart > 0 ? out.mid(svgStart) : out;
}

} // namespace

ReportExporter::ReportExporter() : m_sections(defaultReportSections()) {}
ReportExporter::~ReportExporter() = default;

void ReportExporter::insertSection(const QString& afterId, std::unique_ptr<ReportSection> section)
{
    auto it = std::find_if(m_sections.begin(), m_sections.end(), [&](const auto& s) { return s->id() == afterId; });
    m_sections.insert(it == m_sections.end() ? it : it + 1, std::move(section));
}

QStringList ReportExporter::formats() { return {QStringLiteral("pdf"), QStringLiteral("html"), QStringLiteral("htm")}; }

ReportContent ReportExporter::render(const ReportData& data, DesignScene* scene) const
{
    ReportContent content;
    QStringList titles;
    for (const auto& s : m_sections)
        if (!s->title().isEmpty())
            titles << s->title();
    content.setContents(titles);
    for (const auto& s : m_sections)
        s->render(data, scene, content);
    return content;
}

QByteArray ReportExporter::toHtml(const ReportData& data, DesignScene* scene) const
{
    const ReportContent content = render(data, scene);
    QString body = content.htmlText();
    body.replace(ReportContent::contentsMarker(), content.contentsHtml(false));
    for (const ReportFigure& f : content.figures())
        body.replace(QStringLiteral("<img src=\"figure:%1\" />").arg(f.id.toHtmlEscaped()), QString::fromUtf8(figureSvg(f)));
    const QString title = QString::fromStdString(data.design.design.name).toHtmlEscaped();
    return QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n"
                          "<meta name=\"generator\" content=\"Topoplan\">\n<title>%2</title>\n<style>%3</style>\n</head>\n"
                          "<body>\n%4</body>\n</html>\n")
        .arg(QLocale().bcp47Name(), title, QString::fromLatin1(kHtmlStyle), body)
        .toUtf8();
}

bool ReportExporter::writePdf(QIODevice* device, const ReportData& data, DesignScene* scene, const PageProgress& progress,
                              std::vector<PdfOutlineEntry>* outline) const
{
    const ReportContent content = render(data, scene);
    QPdfWriter pdf(device);
    pdf.setResolution(kPdfDpi);
    pdf.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, kPageMarginsPt, QPageLayout::Point));
    pdf.setTitle(QString::fromStdString(data.design.design.name));
    pdf.setCreator(QStringLiteral("Topoplan"));

    const double scale = kPdfDpi / 72.0;
    const QRectF paint = pdf.pageLayout().paintRectPixels(kPdfDpi);
    const QSizeF page(paint.width(), paint.height() - kFooterHeightPt * scale);

    QTextDocument doc;
    doc.documentLayout()->setPaintDevice(&pdf);
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(8.5);
    doc.setDefaultFont(font);
    doc.setDefaultStyleSheet(QString::fromLatin1(kPdfStyle));
    doc.setDocumentMargin(0);
    doc.setHtml(QString(content.htmlText()).replace(ReportContent::contentsMarker(), content.contentsHtml(true)));
    FigureHandler figures(content.figures(), QSizeF(page.width(), page.height() * 0.86));
    doc.documentLayout()->registerHandler(kFigureObjectType, &figures);
    insertFigureObjects(doc);
    doc.setPageSize(page);
    keepFiguresTogether(doc, page.height());
    splitBlocksAtPageBreaks(doc, page.height());
    const std::vector<PdfOutlineEntry> sections = fillContentsPages(doc, content.contents(), page.height(), 1.0 / scale);
    if (outline)
        *outline = sections;

    QPainter painter(&pdf);
    const int pages = doc.pageCount();
    QFont footerFont = font;
    footerFont.setPointSizeF(7);
    const QString name = QString::fromStdString(data.design.design.name);
    for (int i = 0; i < pages; ++i) {
        if (progress && !progress(i + 1, pages))
            return false;
        if (i > 0)
            pdf.newPage();
        painter.save();
        const QRectF clip(0, i * page.height(), page.width(), page.height());
        painter.setClipRect(QRectF(QPointF(0, 0), page));
        painter.translate(0, -i * page.height());
        QAbstractTextDocumentLayout::PaintContext context;
        // Half a pixel inside the page at both ends: a line laid out to start exactly at the
        // next page's top (or end at this page's top) touches the page rectangle, and
        // QTextLayout::draw would draw it here too, hidden by the painter's clip but still
        // in the page's text (a search found it twice).
        context.clip = clip.adjusted(0, 0.5, 0, -0.5);
        doc.documentLayout()->draw(&painter, context);
        painter.restore();
        if (i == 0)
            continue; // the title page has no footer
        const QRectF footer(0, page.height() + 4 * scale, page.width(), (kFooterHeightPt - 4) * scale);
        painter.setPen(QPen(QColor(0x90, 0x90, 0x90), 0.5 * scale));
        painter.drawLine(footer.topLeft(), footer.topRight());
        painter.setFont(footerFont);
        painter.setPen(QColor(0x50, 0x50, 0x50));
        painter.drawText(footer, Qt::AlignLeft | Qt::AlignVCenter,
                         painter.fontMetrics().elidedText(name, Qt::ElideRight, int(footer.width() * 0.7)));
        painter.drawText(footer, Qt::AlignRight | Qt::AlignVCenter, Tr::tr("Page %1 of %2").arg(i + 1).arg(pages));
    }
    painter.end();
    return true;
}

bool ReportExporter::encode(const QString& format, const ReportData& data, DesignScene* scene, QByteArray* out,
                            QString* error, const PageProgress& progress) const
{
    const QString suffix = format.toLower();
    if (!formats().contains(suffix)) {
        if (error)
            *error = Tr::tr("unknown report format '.%1' (expected .pdf or .html)").arg(suffix);
        return false;
    }
    if (suffix != QLatin1String("pdf")) {
        *out = toHtml(data, scene);
        return true;
    }
    QByteArray plain;
    QBuffer buffer(&plain);
    buffer.open(QIODevice::WriteOnly);
    std::vector<PdfOutlineEntry> outline;
    if (!writePdf(&buffer, data, scene, progress, &outline)) {
        if (error)
            *error = Tr::tr("cancelled");
        return false;
    }
    // Bookmarks and internal links; should libqpdf ever refuse Qt's file, the report is
    // still whole without them.
    QString why;
    *out = addPdfNavigation(plain, outline, kPageMarginsPt.top(), &why);
    if (out->isEmpty()) {
        qWarning("report PDF written without bookmarks: %s", qPrintable(why));
        *out = plain;
    }
    return true;
}

bool ReportExporter::write(const QString& path, const ReportData& data, DesignScene* scene, QString* error,
                           const PageProgress& progress) const
{
    QByteArray bytes;
    QString why;
    const bool encoded = encode(QFileInfo(path).suffix(), data, scene, &bytes, &why, progress);
    if (error)
        *error = why;
    return writeExportFile(path, encoded, bytes, error);
}

} // namespace topoplan::widgets

#include "reportexporter.moc"
