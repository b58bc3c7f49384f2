#pragma once
// Rack elevations of a design (issue 17, docs/racks.md "Rack elevations"): one renderer for
// the designer's Racks view, `topoplan-cli export --what racks` (SVG, PDF) and the report's
// rack pages. The elevation is laid out once (geometry in px of 1/96 inch) and drawn onto an
// ElevationCanvas: QPainter (screen, PDF) or an SVG writer that keeps one <g> per rack and
// per device, with their ids, so the file can be read by tools.

#include "core/racklayout.h"

#include <QColor>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

class QPainter;

namespace topoplan::core {
struct Catalog;
struct Design;
} // namespace topoplan::core

namespace topoplan::widgets {

/// The side of a rack the elevation shows: seen from the front (the side front-facing
/// devices face) or from the rear.
enum class RackFace { Front, Rear };

/// Drawing primitives of an elevation, in the elevation's px. Groups nest; `data` are
/// name/value pairs the SVG writer keeps as data-NAME attributes (the painter ignores them).
class ElevationCanvas {
public:
    virtual ~ElevationCanvas() = default;
    virtual void beginGroup(const QString& cls, const std::vector<std::pair<QString, QString>>& data) = 0;
    virtual void endGroup() = 0;
    /// A rectangle; `dash` draws the outline dashed; alpha of `fill` is kept.
    virtual void rect(const QRectF& r, const QColor& fill, const QColor& stroke, double strokeWidth, bool dash = false) = 0;
    virtual void line(const QPointF& a, const QPointF& b, const QColor& color, double width) = 0;
    /// One line of text in `r`, vertically centred, aligned by `align` (Qt::AlignLeft,
    /// AlignHCenter or AlignRight); `sizePx` is the font's pixel size (DejaVu Sans).
    virtual void text(const QRectF& r, const QString& text, int align, double sizePx, bool bold, const QColor& color) = 0;
};

/// What an elevation shows.
struct ElevationOptions {
    /// The faces drawn, each rack's columns in this order (front, rear, or both).
    std::vector<RackFace> faces = {RackFace::Front};
    std::set<std::string> selected; ///< device ids drawn highlighted
    std::set<std::string> racks;    ///< the racks drawn (ids); empty: every rack
    bool notRackedList = false;     ///< a column of the top-level devices without a rack (the designer)
    bool titleBlock = false;        ///< design name and revision on top, legend at the foot (exports)
    QString title;                  ///< titleBlock: the design's name
    QString revision;               ///< titleBlock: e.g. designFingerprint()
    /// A drop preview: `device` drawn at `u` on `face` of `rack`, green when `fits`, else red.
    struct Ghost {
        std::string device;
        std::string rack;
        int u = 0;
        RackFace face = RackFace::Front;
        int heightU = 1;
        bool fits = true;
    };
    std::optional<Ghost> ghost;
};

/// The laid-out elevation of a design: racks side by side per row, rows and sites one below
/// the other, each rack with its U scale, its devices to scale (1 U = kUnitPx px), the
/// power budget per feed (all feeds up and after the loss of another feed, A+B) and the
/// weight budget under it, its physical findings (core::rackFindings) marked. Units:
/// px of 1/96 inch. Keeps pointers into `design`, which must outlive it.
class RackElevation {
public:
    static constexpr double kUnitPx = 14.0; ///< one rack unit (44.45 mm, EIA-310-E) on screen

    RackElevation(const core::Design& design, const core::Catalog& catalog, ElevationOptions options);

    QSizeF size() const { return m_size; }
    const core::RackLayout& layout() const { return m_layout; }
    const ElevationOptions& options() const { return m_options; }
    /// Sets or clears the drop preview (no new layout).
    void setGhost(std::optional<ElevationOptions::Ghost> ghost) { m_options.ghost = std::move(ghost); }
    /// The not-racked list's area (empty without ElevationOptions::notRackedList).
    QRectF notRackedRect() const { return m_notRacked; }
    /// The physical findings drawn (core::rackFindings).
    const std::vector<core::Finding>& findings() const { return m_findings; }

    /// A drawn device box: the device, its rack ("" in the not-racked list), the face column
    /// it is drawn in, whether it is seen from behind, and its rectangle.
    struct DeviceBox {
        std::string device;
        std::string rack;
        RackFace column = RackFace::Front;
        bool fromBehind = false;
        QRectF rect;
    };
    /// A face column of a rack: its units area (U1 at the bottom).
    struct Column {
        std::string rack;
        int heightU = 42;
        RackFace face = RackFace::Front;
        QRectF units;
    };
    const std::vector<DeviceBox>& deviceBoxes() const { return m_boxes; }
    const std::vector<Column>& columns() const { return m_columns; }
    /// The device drawn at `p` (a device on the column's own face before one seen from
    /// behind), or nullptr.
    const DeviceBox* deviceAt(const QPointF& p) const;
    /// The column and the unit (1-based, may be out of the rack's range when above or below)
    /// under `p`, or std::nullopt when `p` is over no column (horizontally).
    std::optional<std::pair<const Column*, int>> unitAt(const QPointF& p) const;

    /// Draws the whole elevation in its own px onto `canvas`.
    void draw(ElevationCanvas& canvas) const;
    /// Draws it scaled into `target` (aspect ratio kept, centred).
    void paint(QPainter* painter, const QRectF& target) const;
    /// An SVG document of size() px: <g class="rack" data-rack=ID> per rack holding
    /// <g class="rack-face" data-face=front|rear> with <g class="device" data-device=ID
    /// data-u=N data-height-u=N data-face=F> per device drawn; text as text.
    QByteArray toSvg() const;
    /// "svg" or "pdf" (one page of size(), vector). False with `error` for another format.
    bool encode(const QString& format, QByteArray* out, QString* error) const;

    /// Units a device takes in a rack (its model's height_u rounded up plus its expansion
    /// shelves, as core::rackLayout counts them); 1 for an unknown model.
    static int unitsOf(const core::Design& design, const core::Catalog& catalog, const std::string& device);

private:
    struct RackPlace {
        const core::RackSummary* summary;
        QRectF frame;       ///< the whole rack group (header, columns, budget)
        double columnsTop;  ///< top of the units areas
        std::vector<Column> columns;
    };
    void layOut();
    void drawRack(ElevationCanvas& c, const RackPlace& place) const;
    void drawColumn(ElevationCanvas& c, const RackPlace& place, const Column& column) const;
    void drawDevice(ElevationCanvas& c, const core::MountedDevice& m, const Column& column, bool fromBehind) const;
    void drawBudget(ElevationCanvas& c, const RackPlace& place, double top) const;
    void drawNotRacked(ElevationCanvas& c) const;
    QRectF unitRect(const Column& column, int lowU, int highU) const;
    QColor colorOf(const std::string& device) const;
    QString label(const QString& text, double widthPx, double sizePx) const;

    const core::Design& m_design;
    const core::Catalog& m_catalog;
    ElevationOptions m_options;
    core::RackLayout m_layout;
    std::vector<core::Finding> m_findings;
    std::set<std::string> m_flagged; ///< devices and racks named by an error finding
    std::vector<RackPlace> m_places;
    std::vector<std::pair<QString, double>> m_groupTitles; ///< site / row headings and their y
    std::vector<Column> m_columns;
    std::vector<DeviceBox> m_boxes;
    QRectF m_notRacked;
    QSizeF m_size;
};

} // namespace topoplan::widgets
