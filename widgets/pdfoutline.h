#pragma once
// PDF navigation the Qt PDF engine does not write: bookmarks (the document outline, ISO
// 32000-1 12.3.3) and internal links. QPdfWriter (Qt 6.4 to 6.8) has no outline API and
// writes a link to "#anchor" as a URI action; this post-processes the finished file with
// qpdf's libqpdf (Debian libqpdf-dev), which parses and rewrites it.

#include <QByteArray>
#include <QString>

#include <vector>

namespace topoplan::widgets {

/// A bookmark of the PDF: a section's title, its page (0-based), the height of its heading
/// on that page in points from the top of the page's text area, and the anchor its links
/// name ("section-1": a link to "#section-1" jumps there).
struct PdfOutlineEntry {
    QString title;
    int page = 0;
    double topPt = 0.0;
    QString anchor;
};

/// `pdf` with one top-level bookmark per entry (in order, each to its page at its height;
/// the viewer opens with the bookmarks shown) and every link annotation to "#ANCHOR" of an
/// entry turned into a jump to it. `textTopPt`: the top of the text area, points from the
/// page's top edge (the page layout's top margin). Returns an empty array with `error` set
/// when libqpdf cannot read the file (it never should: the file is Qt's own).
QByteArray addPdfNavigation(const QByteArray& pdf, const std::vector<PdfOutlineEntry>& entries, double textTopPt,
                            QString* error);

} // namespace topoplan::widgets
