#include "widgets/drawioexporter.h"

#include "core/catalog.h"
#include "core/design.h"
#include "core/topology.h"
#include "models/designdocument.h"
#include "models/kindstyle.h"
#include "models/cablerouter.h"
#include "widgets/cableroutes.h"
#include "widgets/designlayout.h"
#include "widgets/designscene.h"
#include "widgets/diagramexporter.h"
#include "widgets/exportfile.h"

#include <QCoreApplication>
#include <QDate>
#include <QLineF>
#include <QLocale>
#include <QXmlStreamWriter>

#include <algorithm>
#include <cmath>

#include <map>
#include <optional>
#include <set>

namespace topoplan::widgets {

namespace {

/// Translation context of this file's user-visible strings.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(DrawioExporter)
};

QString qs(const std::string& s) { return QString::fromStdString(s); }
QString num(double v) { return QString::number(v, 'f', 1); }

/// The whole port "DEVICE:PORT" of a reference that may name a breakout lane.
std::string wholePort(const std::string& ref)
{
    const std::size_t first = ref.find(':');
    const std::size_t second = first == std::string::npos ? first : ref.find(':', first + 1);
    return second == std::string::npos ? ref : ref.substr(0, second);
}

class Writer {
public:
    Writer(const models::DesignDocument* doc, QXmlStreamWriter& xml) : m_doc(doc), m_xml(xml)
    {
        m_layout.compute(doc->design(), doc->catalog());
        for (const core::Device& d : doc->design().devices)
            m_children[d.parent].push_back(d.id);
        // The canvas's routes (the same router on the same layout).
        const CableRouteInput in = cableRouteInput(m_layout, doc->design());
        m_router.update(in.obstacles, in.cables);
        for (const core::Link& l : doc->design().links) {
            m_usedPorts.insert(wholePort(l.a));
            m_usedPorts.insert(wholePort(l.b));
        }
        if (const core::Topology* t = doc->topology())
            for (const core::TopoLink& l : t->links)
                if (l.midplane) {
                    m_usedPorts.insert(t->ports[l.a].ref);
                    m_usedPorts.insert(t->ports[l.b].ref);
                }
    }

    void writeCells()
    {
        cell(QStringLiteral("0"), {}, {}, {});
        m_xml.writeEndElement();
        cell(QStringLiteral("1"), QStringLiteral("0"), {}, {});
        m_xml.writeEndElement();
        for (const std::string& root : m_children[""])
            writeDevice(root, QPointF(0, 0), QStringLiteral("1"));
        writeCables();
        const core::Topology* t = m_doc->topology();
        if (t) {
            int n = 0;
            for (const core::TopoLink& l : t->links)
                if (l.midplane)
                    edge(QStringLiteral("mid:%1").arg(n++), {}, t->ports[l.a].ref, t->ports[l.b].ref, true);
        }
        writeLegendAndTitle();
    }

private:
    /// The rate and medium of cable `l` ("16 Gb/s FC", "10 Gb/s Ethernet"), empty when the
    /// design has errors.
    QString media(const core::Link& l) const
    {
        const core::Topology* t = m_doc->topology();
        const int pa = t ? t->portIndex(l.a) : -1;
        if (pa < 0 || t->ports[pa].link < 0)
            return {};
        const core::TopoLink& tl = t->links[t->ports[pa].link];
        return Tr::tr("%1 Gb/s %2").arg(tl.speedGbps).arg(models::familyLabel(tl.family));
    }

    /// One edge per cable. Cables between the same two devices with the same medium and
    /// breakout carry one label for all ("8 x 16 Gb/s FC, breakout 4x16gfc") on their middle
    /// cable: a label per cable piled up on its neighbours'.
    void writeCables()
    {
        const core::Design& design = m_doc->design();
        std::map<std::string, std::vector<std::size_t>> groups;
        std::vector<QString> labels(design.links.size());
        for (std::size_t i = 0; i < design.links.size(); ++i) {
            const core::Link& l = design.links[i];
            labels[i] = media(l);
            std::string da = l.a.substr(0, l.a.find(':')), db = l.b.substr(0, l.b.find(':'));
            if (db < da)
                std::swap(da, db);
            groups[da + "|" + db + "|" + labels[i].toStdString() + "|" + l.breakout].push_back(i);
        }
        std::vector<std::size_t> labelledWith(design.links.size(), 0); // the group's size on its middle cable
        for (const auto& [key, members] : groups)
            labelledWith[members[members.size() / 2]] = members.size();
        for (std::size_t i = 0; i < design.links.size(); ++i) {
            const core::Link& l = design.links[i];
            QString label;
            if (const std::size_t n = labelledWith[i]) {
                label = n > 1 ? Tr::tr("%1 x %2").arg(n).arg(labels[i]) : labels[i];
                if (!l.breakout.empty())
                    label += (label.isEmpty() ? QString() : QStringLiteral(", ")) + Tr::tr("breakout %1").arg(qs(l.breakout));
            }
            const std::vector<QPointF>* route = m_router.route(l.id());
            edge(QStringLiteral("link:%1").arg(i), label, l.a, l.b, false, route,
                 label.isEmpty() || !route ? std::nullopt : labelPosition(*route, label, l.a, l.b));
        }
    }

    /// Where on `route` the label `text` (fontSize 7, one line) sits clear of every device
    /// box but those holding both ends (the chassis of a cable between two of its IOMs) and
    /// of the labels placed before it (m_labels, which it joins):
    /// the middle of the longest segment that has room for it, as draw.io's relative edge
    /// label position (-1 at the source, 0 the middle of the path, 1 at the target).
    /// nullopt: no segment has room (draw.io's default, the middle, stays). draw.io put the
    /// label at the middle of the path, which on RA-1 lay on an IOM's box.
    std::optional<double> labelPosition(const std::vector<QPointF>& route, const QString& text, const std::string& a,
                                        const std::string& b)
    {
        if (route.size() < 2)
            return std::nullopt;
        const core::Design& design = m_doc->design();
        auto ancestors = [&](const std::string& ref) {
            std::set<std::string> out;
            for (std::string id = ref.substr(0, ref.find(':')); !id.empty();) {
                out.insert(id);
                const core::Device* d = design.device(id);
                id = d ? d->parent : std::string();
            }
            return out;
        };
        const std::set<std::string> upA = ancestors(a), upB = ancestors(b);
        std::vector<QRectF> obstacles;
        for (const core::Device& d : design.devices)
            if (!(upA.count(d.id) && upB.count(d.id)))
                if (const DevicePlace* place = m_layout.device(d.id))
                    obstacles.push_back(place->rect);
        // fontSize 7 of a sans font: about 0.55 em per character, a line of 9 units.
        const QSizeF size(text.size() * 7 * 0.55 + 4, 10);
        double total = 0.0;
        std::vector<double> length(route.size() - 1);
        for (std::size_t i = 0; i + 1 < route.size(); ++i)
            total += (length[i] = QLineF(route[i], route[i + 1]).length());
        if (total <= 0.0)
            return std::nullopt;
        obstacles.insert(obstacles.end(), m_labels.begin(), m_labels.end());
        double best = -1.0, bestAt = 0.0, along = 0.0;
        QRectF bestBox;
        for (std::size_t i = 0; i + 1 < route.size(); along += length[i], ++i) {
            const QPointF mid = (route[i] + route[i + 1]) / 2;
            const QRectF box(mid - QPointF(size.width() / 2, size.height() / 2), size);
            const bool clear = std::none_of(obstacles.begin(), obstacles.end(), [&](const QRectF& r) { return r.intersects(box); });
            if (clear && length[i] > best) {
                best = length[i];
                bestAt = along + length[i] / 2;
                bestBox = box;
            }
        }
        if (best < 0.0)
            return std::nullopt;
        m_labels.push_back(bestBox);
        return 2.0 * bestAt / total - 1.0;
    }

    /// A vertex cell with its geometry (absolute: parent "1").
    void vertex(const QString& id, const QString& parent, const QString& value, const QString& style, const QRectF& r)
    {
        cell(id, parent, value, style);
        m_xml.writeAttribute(QStringLiteral("vertex"), QStringLiteral("1"));
        geometry(r);
        m_xml.writeEndElement();
    }

    /// Below the diagram: a legend (device kinds and link media present) and a title block
    /// (design name, date, revision, source, scope), as the SVG/PDF export has.
    void writeLegendAndTitle()
    {
        QRectF bounds = m_layout.bounds();
        for (const core::Link& l : m_doc->design().links) // routes may run below the devices
            if (const std::vector<QPointF>* r = m_router.route(l.id()))
                for (const QPointF& p : *r)
                    bounds |= QRectF(p, QSizeF(0.1, 0.1));
        const double top = bounds.bottom() + 40, rowH = 16;
        std::vector<std::string> kinds;
        for (const std::string& k : models::kindOrder())
            for (const core::Device& d : m_doc->design().devices)
                if (const core::Model* m = m_doc->modelOf(d.id); m && m->kind == k) {
                    kinds.push_back(k);
                    break;
                }
        std::set<std::string> families;
        bool midplane = false;
        if (const core::Topology* t = m_doc->topology())
            for (const core::TopoLink& l : t->links)
                l.midplane ? void(midplane = true) : void(families.insert(l.family));
        const QString text = QStringLiteral("text;html=0;align=left;verticalAlign=middle;fontSize=9;");
        double x = bounds.left();
        vertex(QStringLiteral("legend:devices"), QStringLiteral("1"), Tr::tr("Devices"), text + QStringLiteral("fontStyle=1;"),
               QRectF(x, top, 160, rowH));
        for (std::size_t i = 0; i < kinds.size(); ++i) {
            const QColor c = models::kindColor(kinds[i]);
            const double y = top + rowH * double(1 + i);
            vertex(QStringLiteral("legend:kind:") + qs(kinds[i]), QStringLiteral("1"), {},
                   QStringLiteral("rounded=1;html=0;fillColor=%1;strokeColor=%2;").arg(c.name(), c.darker(160).name()),
                   QRectF(x, y + 3, 22, rowH - 6));
            vertex(QStringLiteral("legend:kind-label:") + qs(kinds[i]), QStringLiteral("1"), models::kindLabel(kinds[i]), text,
                   QRectF(x + 28, y, 150, rowH));
        }
        x += 200;
        vertex(QStringLiteral("legend:links"), QStringLiteral("1"), Tr::tr("Links"), text + QStringLiteral("fontStyle=1;"),
               QRectF(x, top, 160, rowH));
        int row = 1;
        auto lineEntry = [&](const QString& id, const QColor& c, bool dashed, const QString& label) {
            const double y = top + rowH * row++;
            vertex(QStringLiteral("legend:link:") + id, QStringLiteral("1"), {},
                   QStringLiteral("shape=line;html=0;strokeWidth=%1;strokeColor=%2;%3")
                       .arg(dashed ? QStringLiteral("1") : QStringLiteral("2"), c.name(), dashed ? QStringLiteral("dashed=1;") : QString()),
                   QRectF(x, y + 4, 22, rowH - 8));
            vertex(QStringLiteral("legend:link-label:") + id, QStringLiteral("1"), label, text, QRectF(x + 28, y, 200, rowH));
        };
        for (const std::string& f : families)
            lineEntry(qs(f), models::familyColor(f), false, models::familyLabel(f));
        if (midplane)
            lineEntry(QStringLiteral("midplane"), QColor(0x88, 0x88, 0x88), true, Tr::tr("Midplane (implied by the chassis)"));
        lineEntry(QStringLiteral("free-port"), QColor(0x60, 0x60, 0x60), false, Tr::tr("Port: filled = cabled, white = free"));
        // Title block, right-aligned under the diagram.
        const double w = 330, h = rowH * 6;
        const QRectF block(std::max(bounds.right() - w, x + 250), top, w, h);
        vertex(QStringLiteral("title"), QStringLiteral("1"), {}, QStringLiteral("rounded=0;html=0;fillColor=#ffffff;strokeColor=#404040;"), block);
        vertex(QStringLiteral("title:name"), QStringLiteral("1"), m_doc->title(),
               QStringLiteral("text;html=0;whiteSpace=wrap;align=left;verticalAlign=top;fontSize=10;fontStyle=1;spacingLeft=4;"),
               QRectF(block.left(), block.top(), w, rowH * 2));
        const QList<QPair<QString, QString>> rows = {
            {Tr::tr("Date"), QDate::currentDate().toString(Qt::ISODate)},
            {Tr::tr("Revision"), designFingerprint(m_doc->design())},
            {Tr::tr("Source"), m_doc->origin().isEmpty() ? Tr::tr("(unsaved)") : m_doc->origin()},
            {Tr::tr("Made by"), QStringLiteral("Topoplan")},
        };
        for (int i = 0; i < rows.size(); ++i)
            vertex(QStringLiteral("title:row%1").arg(i), QStringLiteral("1"), rows[i].first + QStringLiteral(": ") + rows[i].second,
                   text + QStringLiteral("fontSize=8;spacingLeft=4;"), QRectF(block.left(), block.top() + rowH * (2 + i), w, rowH));
    }

    /// Opens an <mxCell>; the caller closes it (after an <mxGeometry>).
    void cell(const QString& id, const QString& parent, const QString& value, const QString& style)
    {
        m_xml.writeStartElement(QStringLiteral("mxCell"));
        m_xml.writeAttribute(QStringLiteral("id"), id);
        if (!value.isEmpty())
            m_xml.writeAttribute(QStringLiteral("value"), value);
        if (!style.isEmpty())
            m_xml.writeAttribute(QStringLiteral("style"), style);
        if (!parent.isEmpty())
            m_xml.writeAttribute(QStringLiteral("parent"), parent);
    }

    void geometry(const QRectF& r)
    {
        m_xml.writeStartElement(QStringLiteral("mxGeometry"));
        m_xml.writeAttribute(QStringLiteral("x"), num(r.x()));
        m_xml.writeAttribute(QStringLiteral("y"), num(r.y()));
        m_xml.writeAttribute(QStringLiteral("width"), num(r.width()));
        m_xml.writeAttribute(QStringLiteral("height"), num(r.height()));
        m_xml.writeAttribute(QStringLiteral("as"), QStringLiteral("geometry"));
        m_xml.writeEndElement();
    }

    /// The label of a device and its font size: the id always whole (never elided: the
    /// font shrinks until it fits the box, down to 4 pt), the model name on a second line
    /// only where it fits too. Text widths are estimated at 0.6 em per character (DejaVu
    /// Sans and Helvetica, draw.io's default font, average about 0.55 em for ids).
    static std::pair<QString, double> deviceLabel(const std::string& id, const core::Model* model, const QRectF& box,
                                                  bool top, double headerHeight)
    {
        constexpr double kEm = 0.6;
        const double width = box.width() - 8;
        // One font size per cell in draw.io: two lines of 1.2 em must fit the header.
        const double idSize = std::clamp(width / (kEm * double(std::max<std::size_t>(id.size(), 1))), 4.0,
                                         std::min(top ? 10.0 : 8.0, (headerHeight - 2) / 1.2));
        QString label = qs(id);
        if (model && kEm * idSize * double(model->name.size()) <= width && 2 * 1.2 * idSize <= headerHeight - 2)
            label += QLatin1Char('\n') + qs(model->name);
        return {label, std::floor(idSize * 2) / 2};
    }

    void writeDevice(const std::string& id, const QPointF& parentOrigin, const QString& parentCell)
    {
        const DevicePlace* place = m_layout.device(id);
        if (!place)
            return;
        const core::Model* model = place->model;
        const QString cellId = QStringLiteral("dev:") + qs(id);
        const QColor fill = models::kindColor(model ? model->kind : std::string());
        const bool container = !m_children[id].empty();
        // The header sits below the top port band (its labels), as on the canvas.
        int maxLabel = 0;
        bool hasTop = false;
        for (const auto& [name, port] : place->ports) {
            maxLabel = std::max<int>(maxLabel, int(port.label.size()));
            hasTop = hasTop || port.edge == PortEdge::Top;
        }
        const bool rotated = maxLabel > 2;
        const double band = rotated ? maxLabel * 4.4 + 5.0 : 10.0;
        const bool top = place->depth == 0;
        const double header = top ? 30.0 : 22.0;
        const auto [label, fontSize] = deviceLabel(id, model, place->rect, top, header);
        const QString style = QStringLiteral("rounded=1;arcSize=6;html=0;fillColor=%1;strokeColor=%2;"
                                             "verticalAlign=top;align=left;spacingLeft=4;spacingTop=%3;fontSize=%4;%5%6")
                                  .arg(fill.name(), fill.darker(170).name(), num(hasTop ? band : 0.0), num(fontSize),
                                       top ? QStringLiteral("fontStyle=1;") : QString(),
                                       container ? QStringLiteral("container=1;collapsible=0;") : QString());
        cell(cellId, parentCell, label, style);
        m_xml.writeAttribute(QStringLiteral("vertex"), QStringLiteral("1"));
        geometry(place->rect.translated(-parentOrigin));
        m_xml.writeEndElement();
        m_deviceCells.insert(id);

        const QPointF origin = place->rect.topLeft();
        for (const auto& [name, port] : place->ports)
            writePort(id, name, port, origin, cellId, rotated, band);
        for (const std::string& child : m_children[id])
            writeDevice(child, origin, cellId);
    }

    /// A port: a small square on its device's edge, white when free, in its link family's
    /// colour when cabled or midplane-wired; its short label inside the device next to it,
    /// rotated (horizontal=0) where the device's labels are longer than 2 characters, as
    /// the canvas and the SVG draw them.
    void writePort(const std::string& id, const std::string& name, const PortPlace& port, const QPointF& origin,
                   const QString& deviceCell, bool rotated, double band)
    {
        const double side = std::max(4.0, std::min(8.0, port.pitch - 2));
        const QRectF r(port.anchor - origin - QPointF(side / 2, side / 2), QSizeF(side, side));
        const std::string family = port.spec ? DesignScene::portFamily(*port.spec) : std::string();
        const QColor c = family == "backplane" ? QColor(0x88, 0x88, 0x88) : models::familyColor(family);
        const bool isTop = port.edge == PortEdge::Top;
        const std::string ref = id + ":" + name;
        const bool used = m_usedPorts.count(ref) > 0;
        const QString pstyle = QStringLiteral("rounded=0;html=0;fillColor=%1;strokeColor=%2;fontSize=6;resizable=0;movable=0;"
                                              "labelBackgroundColor=none;")
                                   .arg(used ? c.name() : QStringLiteral("#ffffff"), c.darker(150).name());
        cell(QStringLiteral("port:") + qs(ref), deviceCell, {}, pstyle);
        m_xml.writeAttribute(QStringLiteral("vertex"), QStringLiteral("1"));
        geometry(r);
        m_xml.writeEndElement();
        m_portCells.insert(ref);
        // The label as a text cell of its own inside the device (a port cell's own label
        // would sit outside the 8-unit square or over it).
        const double w = rotated ? band - 2 : port.pitch + 4;
        const double h = rotated ? port.pitch : 9;
        const QPointF a = port.anchor - origin;
        const QRectF box = rotated ? QRectF(a.x() - h / 2, isTop ? a.y() + side / 2 : a.y() - side / 2 - w, h, w)
                                   : QRectF(a.x() - w / 2, isTop ? a.y() + side / 2 : a.y() - side / 2 - h, w, h);
        const QString lstyle = QStringLiteral("text;html=0;fontSize=6;fontColor=#303030;spacing=0;resizable=0;movable=0;"
                                              "align=center;verticalAlign=middle;%1")
                                   .arg(rotated ? QStringLiteral("horizontal=0;") : QString());
        cell(QStringLiteral("label:") + qs(ref), deviceCell, port.label, lstyle);
        m_xml.writeAttribute(QStringLiteral("vertex"), QStringLiteral("1"));
        geometry(box);
        m_xml.writeEndElement();
    }

    /// The cell a link end attaches to: its port, else its device.
    QString endCell(const std::string& ref) const
    {
        const std::string port = wholePort(ref);
        if (m_portCells.count(port))
            return QStringLiteral("port:") + qs(port);
        const std::string device = ref.substr(0, ref.find(':'));
        return m_deviceCells.count(device) ? QStringLiteral("dev:") + qs(device) : QString();
    }

    /// An edge from the port cell of `a` to that of `b`. With `route` (the canvas's
    /// orthogonal route, models::CableRouter) its bends are the edge's waypoints and its
    /// ends are pinned where the route leaves the ports (a breakout lane beside its port's
    /// centre), so draw.io draws the canvas's lines; edgeStyle=orthogonalEdgeStyle keeps
    /// the edge orthogonal when a user drags a device in draw.io.
    void edge(const QString& id, const QString& label, const std::string& a, const std::string& b, bool midplane,
              const std::vector<QPointF>* route = nullptr, std::optional<double> labelAt = std::nullopt)
    {
        const QString source = endCell(a), target = endCell(b);
        if (source.isEmpty() || target.isEmpty())
            return;
        std::string family;
        if (const core::Topology* t = m_doc->topology()) {
            const int pa = t->portIndex(a);
            if (pa >= 0 && t->ports[pa].link >= 0)
                family = t->links[t->ports[pa].link].family;
        }
        const QColor c = midplane ? QColor(0x88, 0x88, 0x88) : models::familyColor(family);
        QString style = QStringLiteral("endArrow=none;html=0;rounded=0;strokeColor=%1;strokeWidth=%2;fontSize=7;"
                                       "labelBackgroundColor=#ffffff;%3")
                            .arg(c.name(), midplane ? QStringLiteral("1") : QStringLiteral("1.5"),
                                 midplane ? QStringLiteral("dashed=1;") : QString());
        if (route && route->size() >= 2) {
            style += QStringLiteral("edgeStyle=orthogonalEdgeStyle;") + pin(QStringLiteral("exit"), a, route->front())
                + pin(QStringLiteral("entry"), b, route->back());
        }
        cell(id, QStringLiteral("1"), label, style);
        m_xml.writeAttribute(QStringLiteral("edge"), QStringLiteral("1"));
        m_xml.writeAttribute(QStringLiteral("source"), source);
        m_xml.writeAttribute(QStringLiteral("target"), target);
        m_xml.writeStartElement(QStringLiteral("mxGeometry"));
        m_xml.writeAttribute(QStringLiteral("relative"), QStringLiteral("1"));
        if (labelAt)
            m_xml.writeAttribute(QStringLiteral("x"), QString::number(*labelAt, 'f', 3));
        m_xml.writeAttribute(QStringLiteral("as"), QStringLiteral("geometry"));
        if (route && route->size() > 2) {
            m_xml.writeStartElement(QStringLiteral("Array"));
            m_xml.writeAttribute(QStringLiteral("as"), QStringLiteral("points"));
            for (std::size_t i = 1; i + 1 < route->size(); ++i) {
                m_xml.writeStartElement(QStringLiteral("mxPoint"));
                m_xml.writeAttribute(QStringLiteral("x"), num((*route)[i].x()));
                m_xml.writeAttribute(QStringLiteral("y"), num((*route)[i].y()));
                m_xml.writeEndElement();
            }
            m_xml.writeEndElement();
        }
        m_xml.writeEndElement();
        m_xml.writeEndElement();
    }

    /// The exitX/exitY (or entryX/entryY) that pin an edge's end to `point` on the port
    /// cell of `ref` (fractions of the cell), or "" when the port is not drawn.
    QString pin(const QString& prefix, const std::string& ref, const QPointF& point) const
    {
        const std::string port = wholePort(ref);
        const std::size_t colon = port.find(':');
        const DevicePlace* d = colon == std::string::npos ? nullptr : m_layout.device(port.substr(0, colon));
        if (!d)
            return {};
        const auto it = d->ports.find(port.substr(colon + 1));
        if (it == d->ports.end())
            return {};
        const double side = std::max(4.0, std::min(8.0, it->second.pitch - 2));
        const double fx = std::clamp(0.5 + (point.x() - it->second.anchor.x()) / side, 0.0, 1.0);
        return QStringLiteral("%1X=%2;%1Y=0.5;%1Dx=0;%1Dy=0;%1Perimeter=0;").arg(prefix, QString::number(fx, 'f', 3));
    }

    const models::DesignDocument* m_doc;
    QXmlStreamWriter& m_xml;
    DesignLayout m_layout;
    models::CableRouter m_router;
    std::set<std::string> m_usedPorts; ///< whole ports cabled or midplane-wired
    std::map<std::string, std::vector<std::string>> m_children;
    std::set<std::string> m_portCells;
    std::set<std::string> m_deviceCells;
    std::vector<QRectF> m_labels; ///< cable labels placed so far (labelPosition)
};

} // namespace

DrawioExporter::DrawioExporter(const models::DesignDocument* document) : m_document(document) {}

QByteArray DrawioExporter::toXml() const
{
    QByteArray out;
    QXmlStreamWriter xml(&out);
    xml.setAutoFormatting(true);
    xml.setAutoFormattingIndent(1);
    xml.writeStartDocument();
    xml.writeStartElement(QStringLiteral("mxfile"));
    xml.writeAttribute(QStringLiteral("host"), QStringLiteral("Topoplan"));
    xml.writeAttribute(QStringLiteral("type"), QStringLiteral("device"));
    xml.writeStartElement(QStringLiteral("diagram"));
    xml.writeAttribute(QStringLiteral("id"), QStringLiteral("topoplan"));
    xml.writeAttribute(QStringLiteral("name"), m_document->title());
    xml.writeStartElement(QStringLiteral("mxGraphModel"));
    for (const auto& [k, v] : {std::pair{"grid", "1"}, {"gridSize", "10"}, {"guides", "1"}, {"tooltips", "1"},
                               {"connect", "1"}, {"arrows", "0"}, {"fold", "1"}, {"page", "0"}, {"pageScale", "1"},
                               {"math", "0"}, {"shadow", "0"}})
        xml.writeAttribute(QLatin1String(k), QLatin1String(v));
    xml.writeStartElement(QStringLiteral("root"));
    Writer(m_document, xml).writeCells();
    xml.writeEndElement(); // root
    xml.writeEndElement(); // mxGraphModel
    xml.writeEndElement(); // diagram
    xml.writeEndElement(); // mxfile
    xml.writeEndDocument();
    return out;
}

bool DrawioExporter::write(const QString& path, QString* error) const
{
    return writeExportFile(path, true, toXml(), error);
}

} // namespace topoplan::widgets
