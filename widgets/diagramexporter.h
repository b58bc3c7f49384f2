#pragma once

#include <QCoreApplication>
#include <QDate>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <string>
#include <vector>

class QPainter;

namespace topoplan::core {
struct AnalysisResult;
struct Design;
} // namespace topoplan::core

namespace topoplan::widgets {

class DesignScene;

/// The revision shown on diagrams and reports: the first 8 hex digits of the SHA-1 of the
/// design in canonical form (core::writeDesign), so the same design always shows the same
/// revision and any change to it shows another.
QString designFingerprint(const core::Design& design);

/// What a diagram export shows.
struct DiagramOptions {
    /// Device ids to export (with the devices seated in them and the cables among them);
    /// empty: the whole design.
    std::vector<std::string> selection;
    /// Draw the analysis overlays (link utilization halos, single-point-of-failure
    /// badges) from `analysis`; false: the plain design.
    bool overlays = false;
    /// The analysis whose overlays are drawn (may be null: none). The scene's own
    /// overlays are put back after drawing, so the canvas keeps what it showed.
    const core::AnalysisResult* analysis = nullptr;
    bool legend = true;     ///< device kinds and link media present in the diagram
    bool titleBlock = true; ///< design name, date, revision, source
    QString title;          ///< empty: the document's title
    QString revision;       ///< shown in the title block; empty: designFingerprint() of the design
    QDate date = QDate::currentDate();
    int dpi = 150;          ///< PNG only: pixels per inch (the diagram's units are 1/96 inch)
};

/// Exports the canvas of a DesignScene as a diagram: the scene drawn by itself
/// (QGraphicsScene::render, so port labels, colours and overlays are exactly the
/// canvas's), with a legend and a title block underneath. Units: one scene unit is a
/// CSS pixel (1/96 inch, the canvas at 100 % zoom; the canvas's fonts are sized for it),
/// so the PDF page is the diagram's natural size (size() x 72 / 96 points), SVG user
/// units are scene units and a PNG at `dpi` has size() x dpi / 96 pixels. Thread affinity: GUI thread (it touches the scene's items;
/// it hides unselected items and clears the selection while drawing, then restores them).
class DiagramExporter {
    Q_DECLARE_TR_FUNCTIONS(DiagramExporter)
public:
    DiagramExporter(DesignScene* scene, DiagramOptions options);

    /// The diagram's size in px of 1/96 inch (diagram + legend + title block).
    QSizeF size() const { return m_size; }
    /// Draws the diagram scaled into `target` (aspect ratio kept, centred).
    void paint(QPainter* painter, const QRectF& target) const;

    /// The diagram as an SVG document (QSvgGenerator; vector, text kept as text; its
    /// <desc> lists every device id drawn, since the canvas shortens seated devices' ids).
    QByteArray toSvg() const;
    /// The diagram encoded as `format` ("svg", "pdf": vector, one page of the diagram's
    /// size, "png": at options.dpi). False with a message in `error` for an unknown
    /// format or an image too large to allocate.
    bool encode(const QString& format, QByteArray* out, QString* error) const;
    /// Writes `path`, the format from its extension: .svg, .pdf (vector, one page of the
    /// diagram's size) or .png (at options.dpi). False with a message in `error` for an
    /// unknown extension or a file that cannot be written; nothing half-written is left
    /// (QSaveFile).
    bool write(const QString& path, QString* error) const;

    /// The extensions write() understands, lower case without the dot.
    static QStringList formats();

private:
    QRectF sourceRect() const;
    void paintLegend(QPainter* painter, const QRectF& rect) const;
    void paintTitleBlock(QPainter* painter, const QRectF& rect) const;
    void paintScene(QPainter* painter, const QRectF& target) const;

    DesignScene* m_scene;
    DiagramOptions m_options;
    std::vector<std::string> m_devices; ///< devices drawn (selection with seated devices), all when empty selection
    QRectF m_source;                    ///< scene rectangle drawn
    QSizeF m_size;
    double m_bandHeight = 0.0;          ///< legend + title block band under the diagram, points
};

} // namespace topoplan::widgets
