#pragma once

#include "widgets/pdfoutline.h"
#include "widgets/reportsection.h"

#include <QString>

class QIODevice;

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

namespace topoplan::widgets {

class DesignScene;
struct ReportData;


/// Writes a design report as HTML (one self-contained file, figures as inline SVG, the
/// contents linking to the sections) or PDF (A4 portrait, vector figures, page numbers
/// "Page N of M" and the design name in the footer, title page without them; a contents
/// table with each section's page and links to it, a bookmark per section), from a list of ReportSection rendered in
/// order (defaultReportSections() unless changed). Thread affinity: GUI thread (the
/// diagram section draws the scene); compute the ReportData on a worker first
/// (prepareReportData).
class ReportExporter {
public:
    ReportExporter();
    ~ReportExporter();

    const std::vector<std::unique_ptr<ReportSection>>& sections() const { return m_sections; }
    /// Inserts `section` after the section with id `afterId` (at the end when not found).
    void insertSection(const QString& afterId, std::unique_ptr<ReportSection> section);

    /// Renders every section: the HTML QTextDocument reads, with figures as
    /// `<img src="figure:ID">` placeholders.
    ReportContent render(const ReportData& data, DesignScene* scene) const;
    /// The HTML report (UTF-8, figures inline as SVG).
    QByteArray toHtml(const ReportData& data, DesignScene* scene) const;

    /// Called with the page being printed and the page count; return false to cancel.
    using PageProgress = std::function<bool(int page, int pages)>;
    /// The report encoded as `format` ("pdf", "html", "htm"). False with a message in
    /// `error` for an unknown format or a cancel.
    bool encode(const QString& format, const ReportData& data, DesignScene* scene, QByteArray* out, QString* error,
                const PageProgress& progress = {}) const;
    /// Writes `path`: .html/.htm or .pdf by extension. False with a message in `error`
    /// for an unknown extension, an unwritable file, or a cancel (then no file is left
    /// behind: QSaveFile).
    bool write(const QString& path, const ReportData& data, DesignScene* scene, QString* error,
               const PageProgress& progress = {}) const;

    /// The extensions write() understands.
    static QStringList formats();

private:
    /// Lays out and prints the PDF; `outline` receives the sections' pages.
    bool writePdf(QIODevice* device, const ReportData& data, DesignScene* scene, const PageProgress& progress,
                  std::vector<PdfOutlineEntry>* outline = nullptr) const;

    std::vector<std::unique_ptr<ReportSection>> m_sections;
};

} // namespace topoplan::widgets
