#pragma once

#include <QByteArray>
#include <QString>

namespace topoplan::models {
class DesignDocument;
}

namespace topoplan::widgets {

/// Writes a design as a draw.io diagram (uncompressed `mxfile` / `mxGraphModel` XML,
/// the format of draw.io / diagrams.net, which Visio imports through draw.io). Geometry
/// is the canvas's (DesignLayout, points = draw.io units):
/// - one vertex per device, filled in its kind's colour, id "dev:DEVICE", labelled with
///   the device id and the model name; a device seated in a chassis, sled or array is a
///   child cell of its parent (draw.io container, coordinates relative to the parent);
/// - one small child vertex per port, id "port:DEVICE:PORT", labelled with the short port
///   label and coloured by link family: the connection point of cables;
/// - one edge per cable, id "link:N" (N = position in the design's links), from port cell
///   to port cell (a breakout lane attaches to its whole port), labelled with the rate and
///   medium ("16 Gb/s FC", "25 Gb/s Ethernet, breakout 4x25ge");
/// - midplane connections implied by chassis models as dashed grey edges, id "mid:N".
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
