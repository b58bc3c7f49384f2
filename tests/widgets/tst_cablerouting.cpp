// Routed cables on RA-1 (issue 16): the canvas draws orthogonal routes that cut no other
// device, every cable of RA-1 is a line of its own (34 cables, 34 lines: no two share a
// segment), and the draw.io export carries the same routes as waypoints, free ports
// white, rotated port labels and a legend. Expected counts come from the example file
// (resources/examples/ra1-mx7000-powermax.topoplan.yaml: 34 links, 21 devices).
#include "core/design.h"
#include "models/cmddevicemove.h"
#include "models/cmddevicerename.h"
#include "models/designdocument.h"
#include "widgets/cableitem.h"
#include "widgets/designscene.h"
#include "widgets/diagramexporter.h"
#include "widgets/drawioexporter.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QXmlStreamReader>
#include <QtTest>

#include <map>
#include <set>

using namespace topoplan;

namespace {
using Route = std::vector<QPointF>;

bool cuts(const QRectF& r, const QPointF& p, const QPointF& q)
{
    const double x0 = std::min(p.x(), q.x()), x1 = std::max(p.x(), q.x());
    const double y0 = std::min(p.y(), q.y()), y1 = std::max(p.y(), q.y());
    const bool xs = x0 == x1 ? (x0 > r.left() && x0 < r.right()) : (x0 < r.right() && x1 > r.left());
    const bool ys = y0 == y1 ? (y0 > r.top() && y0 < r.bottom()) : (y0 < r.bottom() && y1 > r.top());
    return xs && ys;
}

/// True if two orthogonal polylines run on top of each other for more than a unit.
bool overlap(const Route& a, const Route& b)
{
    for (std::size_t i = 0; i + 1 < a.size(); ++i)
        for (std::size_t j = 0; j + 1 < b.size(); ++j) {
            const QPointF p = a[i], q = a[i + 1], r = b[j], s = b[j + 1];
            const bool aH = std::abs(p.y() - q.y()) < 0.01, bH = std::abs(r.y() - s.y()) < 0.01;
            if (aH != bH)
                continue;
            const double c1 = aH ? p.y() : p.x(), c2 = aH ? r.y() : r.x();
            if (std::abs(c1 - c2) > 0.01)
                continue;
            const double lo = std::max(std::min(aH ? p.x() : p.y(), aH ? q.x() : q.y()), std::min(aH ? r.x() : r.y(), aH ? s.x() : s.y()));
            const double hi = std::min(std::max(aH ? p.x() : p.y(), aH ? q.x() : q.y()), std::max(aH ? r.x() : r.y(), aH ? s.x() : s.y()));
            if (hi - lo > 1.0)
                return true;
        }
    return false;
}
} // namespace

class TestCableRouting : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QVERIFY2(m_doc.open(QStringLiteral("builtin:ra1")), qPrintable(m_doc.errorString())); }

    void canvasRoutesAvoidDevicesAndStayApart()
    {
        widgets::DesignScene scene(&m_doc);
        const core::Design& d = m_doc.design();
        QCOMPARE(d.links.size(), std::size_t(34));
        std::vector<Route> routes;
        for (const core::Link& l : d.links) {
            const Route* r = scene.cableRoute(l.id());
            QVERIFY2(r && r->size() >= 2, l.id().c_str());
            routes.push_back(*r);
            // The item draws the route: its path ends at the route's ends.
            const QPainterPath path = scene.cableItem(l.id())->path();
            QCOMPARE(path.pointAtPercent(0), r->front());
            QCOMPARE(path.pointAtPercent(1), r->back());
            // No top-level device but the two the cable connects is cut.
            const std::string da = l.a.substr(0, l.a.find(':')), db = l.b.substr(0, l.b.find(':'));
            auto rootOf = [&](std::string id) {
                while (d.device(id) && !d.device(id)->parent.empty())
                    id = d.device(id)->parent;
                return id;
            };
            for (const auto& [id, place] : scene.layout().devices()) {
                if (place.depth != 0 || id == rootOf(da) || id == rootOf(db))
                    continue;
                for (std::size_t i = 0; i + 1 < r->size(); ++i)
                    QVERIFY2(!cuts(place.rect, (*r)[i], (*r)[i + 1]), qPrintable(QString::fromStdString(l.id() + " cuts " + id)));
            }
            // Nor a seated module of its chassis other than its own (issue 16 leftover: the
            // IOM A1 cables to the PowerMax ran through IOM B1). A module the cable's
            // device sits in, or one inside that device, is its own.
            auto within = [&](std::string id, const std::string& of) {
                for (; !id.empty(); id = d.device(id) ? d.device(id)->parent : std::string())
                    if (id == of)
                        return true;
                return false;
            };
            for (const auto& [id, place] : scene.layout().devices()) {
                // The ends' own modules count too: the IOM A1 - IOM B1 cables must go around
                // IOM B1 to reach its bottom ports, not through it.
                const bool end = id == da || id == db;
                if (place.depth == 0 || (!end && (within(da, id) || within(db, id) || within(id, da) || within(id, db))))
                    continue;
                for (std::size_t i = 0; i + 1 < r->size(); ++i)
                    QVERIFY2(!cuts(place.rect, (*r)[i], (*r)[i + 1]), qPrintable(QString::fromStdString(l.id() + " cuts module " + id)));
            }
        }
        QCOMPARE(scene.routingStats().fallback, 0);
        // Lanes fanned out: no two cables between the same two devices share a segment.
        auto pair = [&](std::size_t i) {
            const core::Link& l = d.links[i];
            std::string a = l.a.substr(0, l.a.find(':')), b = l.b.substr(0, l.b.find(':'));
            return a < b ? std::pair(a, b) : std::pair(b, a);
        };
        for (std::size_t i = 0; i < routes.size(); ++i)
            for (std::size_t j = i + 1; j < routes.size(); ++j)
                if (pair(i) == pair(j))
                    QVERIFY2(!overlap(routes[i], routes[j]), qPrintable(QString::fromStdString(d.links[i].id() + " on " + d.links[j].id())));
        // A move re-routes only what it touches: moving the DD9300 (top right, 4 cables to
        // the spines) 40 units right leaves the SAN cables (IOMs to PowerMax) as they were.
        const Route san = *scene.cableRoute(d.links[0].id());
        const auto at = *d.device("dd9300")->at;
        m_doc.undoStack()->push(new models::CmdDeviceMove(&m_doc, {{"dd9300", std::pair(at.first + 40, at.second)}}));
        QCOMPARE(*scene.cableRoute(d.links[0].id()), san);
        QVERIFY(scene.routingStats().rerouted >= 1);
        QVERIFY(scene.routingStats().rerouted < scene.routingStats().bundles);
        m_doc.undoStack()->undo();
    }

    // A design of 120 cables (at least DesignScene::kAsyncRoutingCables: 100) is routed
    // on the worker pool (issue 16 leftover: 726 ms of routing on the GUI thread for
    // 2,000 devices): a move returns with the routing still running, the moved switch's
    // cables drawn as curves meanwhile (no route: their ends moved), the others keeping
    // their routes; when the worker is done every route starts and ends at its ports
    // again and only the moved switch's bundles were re-routed. 60 generic servers, each
    // cabled to two of 4 generic switches (resources/catalog/generic.yaml: eth-1/eth-2,
    // 48 access ports per switch), made up for the case.
    void largeDesignRoutesOnTheWorker()
    {
        QString text = QStringLiteral("format: topoplan/1\nname: many cables\ncatalogs: [builtin]\ndevices:\n");
        for (int s = 1; s <= 4; ++s)
            text += QStringLiteral("  - {id: sw-%1, model: generic/switch, at: [%2, 0]}\n").arg(s).arg(s * 900);
        for (int i = 0; i < 60; ++i)
            text += QStringLiteral("  - {id: srv-%1, model: generic/server, at: [%2, %3]}\n").arg(i).arg((i % 20) * 200).arg(300 + (i / 20) * 150);
        text += QStringLiteral("links:\n");
        for (int i = 0; i < 60; ++i) {
            const int pair = i < 30 ? 1 : 3;
            text += QStringLiteral("  - {a: srv-%1:eth-1, b: sw-%2:eth1/1/%3}\n").arg(i).arg(pair).arg(i % 30 + 1);
            text += QStringLiteral("  - {a: srv-%1:eth-2, b: sw-%2:eth1/1/%3}\n").arg(i).arg(pair + 1).arg(i % 30 + 1);
        }
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("many.topoplan.yaml"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text.toUtf8());
        file.close();
        models::DesignDocument doc;
        QVERIFY2(doc.open(path), qPrintable(doc.errorString()));
        QCOMPARE(doc.design().links.size(), std::size_t(120));
        QVERIFY(doc.design().links.size() >= widgets::DesignScene::kAsyncRoutingCables);
        widgets::DesignScene scene(&doc);
        scene.waitForRouting();
        auto atPorts = [&](const core::Link& l) {
            const Route* r = scene.cableRoute(l.id());
            QPointF a, b, n;
            return r && scene.layout().portAnchor(l.a, a, n) && scene.layout().portAnchor(l.b, b, n) && r->front() == a && r->back() == b;
        };
        for (const core::Link& l : doc.design().links)
            QVERIFY2(atPorts(l), l.id().c_str());
        const std::string moved = doc.design().links[0].id(); // srv-0 -- sw-1
        const std::string still = doc.design().links[1].id(); // srv-0 -- sw-2
        QVERIFY(moved.find("sw-1") != std::string::npos && still.find("sw-2") != std::string::npos);
        const Route before = *scene.cableRoute(still);
        QSignalSpy updated(&scene, &widgets::DesignScene::routesUpdated);
        const auto at = *doc.design().device("sw-1")->at;
        doc.undoStack()->push(new models::CmdDeviceMove(&doc, {{"sw-1", std::pair(at.first + 300, at.second)}}));
        QVERIFY(scene.isRouting()); // the move returned; the worker routes
        QVERIFY(!scene.cableRoute(moved));
        QVERIFY(scene.cableRoute(still) && *scene.cableRoute(still) == before);
        QVERIFY(scene.cableItem(moved)->path().elementCount() > 1); // drawn meanwhile (a curve)
        scene.waitForRouting();
        QVERIFY(!scene.isRouting());
        QCOMPARE(updated.count(), 1);
        for (const core::Link& l : doc.design().links)
            QVERIFY2(atPorts(l), l.id().c_str());
        QVERIFY(scene.routingStats().rerouted >= 1);
        QVERIFY(scene.routingStats().rerouted < scene.routingStats().bundles);
        // A late finished signal of the worker changes nothing more.
        QCoreApplication::processEvents();
        QCOMPARE(updated.count(), 1);
    }

    void drawioCarriesTheRoutes()
    {
        widgets::DesignScene scene(&m_doc);
        QXmlStreamReader xml(widgets::DrawioExporter(&m_doc).toXml());
        int cables = 0, withPoints = 0, freeWhite = 0, usedColoured = 0, rotatedLabels = 0, legend = 0, labelled = 0;
        QString currentEdge;
        std::map<QString, std::vector<QPointF>> points;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            const auto a = xml.attributes();
            const QString id = a.value(QLatin1String("id")).toString();
            const QString style = a.value(QLatin1String("style")).toString();
            if (xml.name() == QLatin1String("mxCell")) {
                currentEdge.clear();
                if (id.startsWith(QLatin1String("link:"))) {
                    ++cables;
                    currentEdge = id;
                    QVERIFY(style.contains(QLatin1String("edgeStyle=orthogonalEdgeStyle")));
                    labelled += !a.value(QLatin1String("value")).isEmpty();
                }
                if (id.startsWith(QLatin1String("port:"))) {
                    const bool white = style.contains(QLatin1String("fillColor=#ffffff"));
                    const std::string ref = id.mid(5).toStdString();
                    ++(scene.isPortUsed(ref) ? usedColoured : freeWhite);
                    QVERIFY2(scene.isPortUsed(ref) != white, qPrintable(id));
                }
                rotatedLabels += id.startsWith(QLatin1String("label:")) && style.contains(QLatin1String("horizontal=0"));
                legend += id.startsWith(QLatin1String("legend")) || id.startsWith(QLatin1String("title"));
            } else if (xml.name() == QLatin1String("mxPoint") && !currentEdge.isEmpty()) {
                points[currentEdge].emplace_back(a.value(QLatin1String("x")).toDouble(), a.value(QLatin1String("y")).toDouble());
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(cables, 34);
        // The waypoints are the canvas route's bends (numbers written with 1 decimal).
        const core::Design& d = m_doc.design();
        for (std::size_t i = 0; i < d.links.size(); ++i) {
            const Route& r = *scene.cableRoute(d.links[i].id());
            const auto& p = points[QStringLiteral("link:%1").arg(i)];
            withPoints += !p.empty();
            QCOMPARE(p.size(), r.size() - 2);
            for (std::size_t k = 0; k < p.size(); ++k)
                QVERIFY(std::abs(p[k].x() - r[k + 1].x()) < 0.06 && std::abs(p[k].y() - r[k + 1].y()) < 0.06);
        }
        QCOMPARE(withPoints, 34);
        QVERIFY(freeWhite > 0 && usedColoured > 0);
        // The spines' port labels ("eth1/1/17" -> "17" ... ) are rotated like the canvas's.
        QVERIFY(rotatedLabels > 0);
        QVERIFY(legend > 0);
        // One media label per group of parallel cables, not one per cable.
        QVERIFY2(labelled > 0 && labelled < 34 / 2, qPrintable(QString::number(labelled)));
    }

    // A cable group's media label sits on its route clear of every device box but those
    // holding both ends (issue 16, scripts/check-drawio.sh on RA-1 after the chassis
    // routing change: "4 x 100 Gb/s Ethernet" of the IOMs' VLTi lay on IOM B1, draw.io
    // putting it at the middle of the path). The label's box: draw.io's fontSize 7 (the
    // edge style) at about 0.55 em per character (DejaVu Sans), one line of 10 units; its
    // place: the mxGeometry x of the edge (-1 source, 0 middle, 1 target of the path). Nor
    // does a label lie on another.
    void drawioLabelsClearOfDevices()
    {
        widgets::DesignScene scene(&m_doc);
        QXmlStreamReader xml(widgets::DrawioExporter(&m_doc).toXml());
        std::map<int, std::pair<QString, double>> labels; // link index -> text, position
        int current = -1;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            const auto a = xml.attributes();
            if (xml.name() == QLatin1String("mxCell")) {
                const QString id = a.value(QLatin1String("id")).toString();
                current = id.startsWith(QLatin1String("link:")) && !a.value(QLatin1String("value")).isEmpty() ? id.mid(5).toInt() : -1;
                if (current >= 0)
                    labels[current] = {a.value(QLatin1String("value")).toString(), 0.0};
            } else if (xml.name() == QLatin1String("mxGeometry") && current >= 0) {
                labels[current].second = a.value(QLatin1String("x")).toDouble(); // absent: 0, the middle
            }
        }
        QVERIFY(labels.size() >= 5);
        const core::Design& d = m_doc.design();
        auto ancestors = [&](const std::string& ref) {
            std::set<std::string> out;
            for (std::string id = ref.substr(0, ref.find(':')); !id.empty(); id = d.device(id) ? d.device(id)->parent : std::string())
                out.insert(id);
            return out;
        };
        std::vector<std::pair<QRectF, QString>> placed;
        for (const auto& [i, label] : labels) {
            const core::Link& l = d.links[std::size_t(i)];
            const Route& r = *scene.cableRoute(l.id());
            double total = 0.0;
            for (std::size_t k = 0; k + 1 < r.size(); ++k)
                total += QLineF(r[k], r[k + 1]).length();
            // The point at the label's share of the path.
            double left = (label.second + 1.0) / 2.0 * total;
            QPointF at = r.back();
            for (std::size_t k = 0; k + 1 < r.size(); ++k) {
                const double len = QLineF(r[k], r[k + 1]).length();
                if (left <= len) {
                    at = len > 0 ? r[k] + (r[k + 1] - r[k]) * (left / len) : r[k];
                    break;
                }
                left -= len;
            }
            const QSizeF size(label.first.size() * 7 * 0.55 + 4, 10);
            const QRectF box(at - QPointF(size.width() / 2, size.height() / 2), size);
            // Nor on another cable's label (RA-1's two "1 Gb/s Ethernet" labels overlapped).
            for (const auto& [other, text] : placed)
                QVERIFY2(!other.intersects(box), qPrintable(QStringLiteral("'%1' lies on '%2'").arg(label.first, text)));
            placed.emplace_back(box, label.first);
            const std::set<std::string> upA = ancestors(l.a), upB = ancestors(l.b);
            for (const core::Device& dev : d.devices) {
                if (upA.count(dev.id) && upB.count(dev.id))
                    continue;
                const widgets::DevicePlace* place = scene.layout().device(dev.id);
                QVERIFY2(!place || !place->rect.intersects(box),
                         qPrintable(QStringLiteral("'%1' (%2) lies on %3").arg(label.first, QString::fromStdString(l.id()), QString::fromStdString(dev.id))));
            }
        }
    }

    void longIdsAreNeverElided()
    {
        // A mezzanine card (about 40 units wide) renamed to a 26-character id: the SVG
        // export (the canvas drawn by itself) and the draw.io export show it whole.
        const std::string longId = "ora-mezzanine-card-1a-long";
        m_doc.undoStack()->push(new models::CmdDeviceRename(&m_doc, "ora-mezz-1a", longId));
        QVERIFY(m_doc.design().device(longId));
        widgets::DesignScene scene(&m_doc);
        QXmlStreamReader svg(widgets::DiagramExporter(&scene, {}).toSvg());
        QStringList texts;
        bool inText = false;
        while (!svg.atEnd()) {
            const auto t = svg.readNext();
            if (t == QXmlStreamReader::StartElement)
                inText = svg.name() == QLatin1String("text");
            else if (t == QXmlStreamReader::Characters && inText)
                texts << svg.text().toString();
            else if (t == QXmlStreamReader::EndElement)
                inText = false;
        }
        // Whole on one line, or wrapped over consecutive lines (broken after its hyphens,
        // docs/designer.md), never cut: some run of consecutive text lines spells it.
        bool whole = false;
        for (qsizetype i = 0; i < texts.size() && !whole; ++i) {
            QString run;
            for (qsizetype j = i; j < texts.size() && j < i + 4 && !whole; ++j)
                whole = (run += texts[j]) == QString::fromStdString(longId);
        }
        QStringList near;
        for (const QString& t : texts)
            if (t.contains(QLatin1String("ora")) || t.contains(QLatin1String("card")) || t.contains(QLatin1String("long")))
                near << t;
        QVERIFY2(whole, qPrintable(near.join(QLatin1Char('|'))));
        // Model names may elide ("PowerMax 2000 (1 brick, …"); no elided text is an id's.
        for (const QString& t : texts)
            if (const qsizetype cut = t.indexOf(QChar(0x2026)); cut >= 0)
                for (const core::Device& d : m_doc.design().devices)
                    QVERIFY2(!QString::fromStdString(d.id).startsWith(t.left(cut)), qPrintable(t));
        const QByteArray drawio = widgets::DrawioExporter(&m_doc).toXml();
        QVERIFY(drawio.contains(("value=\"" + longId).c_str()));
        m_doc.undoStack()->undo();
    }

private:
    models::DesignDocument m_doc;
};

QTEST_MAIN(TestCableRouting)
#include "tst_cablerouting.moc"
