#include "widgets/drawioexporter.h"

#include "core/catalog.h"
#include "core/design.h"
#include "core/topology.h"
#include "models/designdocument.h"
#include "models/kindstyle.h"
#include "widgets/designlayout.h"
#include "widgets/designscene.h"
#include "widgets/exportfile.h"

#include <QCoreApplication>
#include <QXmlStreamWriter>

#include <map>
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
    }

    void writeCells()
    {
        cell(QStringLiteral("0"), {}, {}, {});
        m_xml.writeEndElement();
        cell(QStringLiteral("1"), QStringLiteral("0"), {}, {});
        m_xml.writeEndElement();
        for (const std::string& root : m_children[""])
            writeDevice(root, QPointF(0, 0), QStringLiteral("1"));
        const core::Design& design = m_doc->design();
        const core::Topology* t = m_doc->topology();
        for (std::size_t i = 0; i < design.links.size(); ++i) {
            const core::Link& l = design.links[i];
            QString label;
            const int pa = t ? t->portIndex(l.a) : -1;
            if (pa >= 0 && t->ports[pa].link >= 0) {
                const core::TopoLink& tl = t->links[t->ports[pa].link];
                label = Tr::tr("%1 Gb/s %2").arg(tl.speedGbps).arg(models::familyLabel(tl.family));
            }
            if (!l.breakout.empty())
                label += (label.isEmpty() ? QString() : QStringLiteral(", ")) + Tr::tr("breakout %1").arg(qs(l.breakout));
            edge(QStringLiteral("link:%1").arg(i), label, l.a, l.b, false);
        }
        if (t) {
            int n = 0;
            for (const core::TopoLink& l : t->links)
                if (l.midplane)
                    edge(QStringLiteral("mid:%1").arg(n++), {}, t->ports[l.a].ref, t->ports[l.b].ref, true);
        }
    }

private:
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

    void writeDevice(const std::string& id, const QPointF& parentOrigin, const QString& parentCell)
    {
        const DevicePlace* place = m_layout.device(id);
        if (!place)
            return;
        const core::Model* model = place->model;
        const QString cellId = QStringLiteral("dev:") + qs(id);
        const QColor fill = models::kindColor(model ? model->kind : std::string());
        const bool container = !m_children[id].empty();
        const QString style = QStringLiteral("rounded=1;arcSize=6;whiteSpace=wrap;html=0;fillColor=%1;strokeColor=%2;"
                                             "verticalAlign=top;align=left;spacingLeft=4;fontSize=%3;%4")
                                  .arg(fill.name(), fill.darker(170).name(), place->depth == 0 ? QStringLiteral("10")
                                                                                                : QStringLiteral("8"),
                                       container ? QStringLiteral("container=1;collapsible=0;") : QString());
        const QString label = model ? qs(id) + QLatin1Char('\n') + qs(model->name) : qs(id);
        cell(cellId, parentCell, label, style);
        m_xml.writeAttribute(QStringLiteral("vertex"), QStringLiteral("1"));
        geometry(place->rect.translated(-parentOrigin));
        m_xml.writeEndElement();
        m_deviceCells.insert(id);

        const QPointF origin = place->rect.topLeft();
        for (const auto& [name, port] : place->ports) {
            const double side = std::max(4.0, std::min(8.0, port.pitch - 2));
            const QRectF r(port.anchor - origin - QPointF(side / 2, side / 2), QSizeF(side, side));
            const std::string family = port.spec ? DesignScene::portFamily(*port.spec) : std::string();
            const QColor c = family == "backplane" ? QColor(0x88, 0x88, 0x88) : models::familyColor(family);
            const bool top = port.edge == PortEdge::Top;
            const QString pstyle = QStringLiteral("rounded=0;html=0;fillColor=%1;strokeColor=%2;fontSize=6;"
                                                  "labelPosition=center;verticalLabelPosition=%3;align=center;verticalAlign=%4;"
                                                  "resizable=0;movable=0;")
                                       .arg(c.name(), c.darker(150).name(), top ? QStringLiteral("top") : QStringLiteral("bottom"),
                                            top ? QStringLiteral("bottom") : QStringLiteral("top"));
            const std::string ref = id + ":" + name;
            cell(QStringLiteral("port:") + qs(ref), cellId, port.label, pstyle);
            m_xml.writeAttribute(QStringLiteral("vertex"), QStringLiteral("1"));
            geometry(r);
            m_xml.writeEndElement();
            m_portCells.insert(ref);
        }
        for (const std::string& child : m_children[id])
            writeDevice(child, origin, cellId);
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

    void edge(const QString& id, const QString& label, const std::string& a, const std::string& b, bool midplane)
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
        const QString style = QStringLiteral("endArrow=none;html=0;rounded=0;strokeColor=%1;strokeWidth=%2;fontSize=7;"
                                             "labelBackgroundColor=#ffffff;%3")
                                  .arg(c.name(), midplane ? QStringLiteral("1") : QStringLiteral("1.5"),
                                       midplane ? QStringLiteral("dashed=1;") : QString());
        cell(id, QStringLiteral("1"), label, style);
        m_xml.writeAttribute(QStringLiteral("edge"), QStringLiteral("1"));
        m_xml.writeAttribute(QStringLiteral("source"), source);
        m_xml.writeAttribute(QStringLiteral("target"), target);
        m_xml.writeStartElement(QStringLiteral("mxGeometry"));
        m_xml.writeAttribute(QStringLiteral("relative"), QStringLiteral("1"));
        m_xml.writeAttribute(QStringLiteral("as"), QStringLiteral("geometry"));
        m_xml.writeEndElement();
        m_xml.writeEndElement();
    }

    const models::DesignDocument* m_doc;
    QXmlStreamWriter& m_xml;
    DesignLayout m_layout;
    std::map<std::string, std::vector<std::string>> m_children;
    std::set<std::string> m_portCells;
    std::set<std::string> m_deviceCells;
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
