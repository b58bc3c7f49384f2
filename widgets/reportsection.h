#pragma once

#include <QByteArray>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

class QPainter;
class QRectF;

namespace topoplan::widgets {

class DesignScene;
struct ReportData;

/// A vector figure of a report: drawn by `paint` into the rectangle it is given (any
/// size, aspect ratio `size` kept by the caller) and/or given as an SVG document (`svg`,
/// charts and treemaps: reportcharts.cpp). In HTML it becomes inline SVG (`svg`, else what
/// `paint` draws into a QSvgGenerator); in PDF `paint` draws it straight into the page
/// (vector, text as text), else QSvgRenderer draws `svg` (text as outlines).
struct ReportFigure {
    QString id;      ///< unique in the report
    QSizeF size;     ///< natural size in px of 1/96 inch (CSS px)
    QString caption; ///< what it shows and its units; ReportContent::figure numbers it
    std::function<void(QPainter*, const QRectF&)> paint;
    /// On a portrait page, a wide figure may be turned a quarter (landscape, top to the
    /// left) when that makes it much larger.
    bool mayRotate = false;
    QByteArray svg; ///< the figure as an SVG document of `size` px (may be empty)
};

/// What a section writes: HTML of the subset QTextDocument understands (headings,
/// paragraphs, tables, <pre>) plus figures. Text passed in is escaped here.
class ReportContent {
public:
    /// A level-1 heading (a section) or level 2; `pageBreak` starts a new page first.
    void heading(const QString& text, int level = 1, bool pageBreak = false);
    void paragraph(const QString& text);
    /// Raw HTML, not escaped (the caller escapes).
    void html(const QString& html) { m_html += html; }
    /// A table with a header row; columns in `numeric` are right-aligned. Cells are text.
    void table(const QStringList& header, const std::vector<QStringList>& rows, const std::vector<int>& numeric = {});
    /// A bulleted list.
    void list(const QStringList& items);
    /// Preformatted text (the design file).
    void preformatted(const QString& text);
    /// A figure at its natural size, shrunk to the text width if wider, with its caption
    /// numbered in order of appearance ("Figure 3: ..."). Returns the number.
    int figure(ReportFigure figure);

    /// Titles of the report's sections, for a table of contents (set by the exporter).
    /// A level-1 heading with one of these texts gets the anchor anchorOf(its index).
    void setContents(const QStringList& titles) { m_contents = titles; }
    const QStringList& contents() const { return m_contents; }
    /// Where the table of contents goes: the exporter replaces the mark by contentsHtml().
    void contentsMark() { m_html += contentsMarker(); }
    static QString contentsMarker() { return QStringLiteral("<!--topoplan:contents-->"); }
    /// The anchor of contents entry `index` (0-based): "section-1", ...
    static QString anchorOf(int index) { return QStringLiteral("section-%1").arg(index + 1); }
    /// The contents as links to the sections' anchors: a list (HTML), or a table with a
    /// page column holding pageMarker(index) for the PDF writer to fill in.
    QString contentsHtml(bool pageColumn) const;
    /// The text standing for entry `index`'s page number until the PDF is laid out.
    static QString pageMarker(int index) { return QStringLiteral("#p%1#").arg(index + 1); }

    const QString& htmlText() const { return m_html; }
    const std::vector<ReportFigure>& figures() const { return m_figures; }

private:
    QString m_html;
    std::vector<ReportFigure> m_figures;
    QStringList m_contents;
};

/// One section of a report (title page, capacity, diagram, ...). The report is a list of
/// sections rendered in order (ReportExporter); further sections (charts, treemap) are
/// added with ReportExporter::insertSection(). Sections run on the GUI thread: they may
/// draw the scene.
class ReportSection {
public:
    virtual ~ReportSection() = default;
    /// Stable identifier ("title", "summary", "capacity", "diagram", "paths",
    /// "redundancy", "performance", "scenarios", "assumptions", "appendix").
    virtual QString id() const = 0;
    /// The heading, translated; shown in the table of contents (empty: not listed).
    virtual QString title() const = 0;
    /// Writes the section. `scene` draws the design (may be null: no diagram).
    virtual void render(const ReportData& data, DesignScene* scene, ReportContent& out) const = 0;
};

} // namespace topoplan::widgets
