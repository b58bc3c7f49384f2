#pragma once

#include <QByteArray>
#include <QString>

namespace topoplan::models {
class DesignDocument;
}

namespace topoplan::widgets {

/// Writes a design as a draw.io diagram (uncompressed `mxfile` / `mxGraphModel` XML,
/// the format of draw.io / diagrams.net, which Visio imports through draw.io). Geometry
/// is the canvas's (DesignLayout and models::CableRouter, points = draw.io units):
/// - one vertex per device, filled in its kind's colour, id "dev:DEVICE", labelled with
///   the device id (never elided: the font shrinks to fit) and, where it fits, the model
///   name; a device seated in a chassis, sled or array is a child cell of its parent
///   (draw.io container, coordinates relative to the parent);
/// - one small child vertex per port, id "port:DEVICE:PORT": the connection point of
///   cables, white when free, in its link family's colour when cabled or midplane-wired;
///   its short label a text cell "label:DEVICE:PORT" inside the device (horizontal=0,
///   rotated, where the device's labels are longer than 2 characters, as on the canvas);
/// - one edge per cable, id "link:N" (N = position in the design's links), from port cell
///   to port cell (a breakout lane attaches to its whole port, pinned beside its centre),
///   along the canvas's orthogonal route (its bends as waypoints); the cables between the
///   same two devices with the same rate and breakout carry one label on their middle
///   cable ("8 x 16 Gb/s Fibre Channel, breakout 4x16gfc");
/// - midplane connections implied by chassis models as dashed grey edges, id "mid:N";
/// - below the diagram a legend (cells "legend:...": device kinds, link media, port fill)
///   and a title block ("title...": name, date, revision, source).
/// scripts/check-drawio.sh opens the file in draw.io's own engine (docs/designer.md).
class DrawioExporter {
public:
    explicit DrawioExporter(const models::DesignDocument* document);

    /// The whole .drawio file.
    QByteArray toXml() const;
    /// Writes toXml() to `path` atomically (QSaveFile). False with a message in `error`
    /// when the file cannot be written.
    bool write(const QString& path, QString* error) const;

private:
    const models::DesignDocument* m_document;
};

} // namespace topoplan::widgets
