// The Racks view (issue 17, docs/racks.md "Rack elevation view"): dragging a device re-racks
// it snapped to whole units as one undo step; a drop that does not fit is refused with its
// reason (overlap, taller than the free space, full depth opposite another) and leaves the
// design as it was; a not-racked device drags into a rack; the selection follows the canvas
// both ways. Expected units come from the RA-1 design file (its notes, "Racks": MX7000 at
// U10-16, spines at U40 and U39, management switches at U37 and U36 of rack-a1) and the
// catalog's height_u (read here through core::rackLayout, not copied).
#include "core/racklayout.h"
#include "models/cmddevicerack.h"
#include "models/designdocument.h"
#include "widgets/designscene.h"
#include "widgets/mainwindow.h"
#include "widgets/racks/rackdock.h"
#include "widgets/racks/rackview.h"
#include "widgets/reportdata.h"
#include "widgets/reportexporter.h"

#include <QDockWidget>
#include <QStatusBar>
#include <QUndoStack>
#include <QtTest>

using namespace topoplan;
using widgets::RackElevation;
using widgets::RackFace;

namespace {

/// The centre of unit `u` of `rack`'s column of `face`, in widget coordinates.
QPoint unitPoint(widgets::RackView& view, const std::string& rack, RackFace face, int u)
{
    for (const RackElevation::Column& c : view.elevation().columns())
        if (c.rack == rack && c.face == face)
            return view.toWidget(QPointF(c.units.center().x(), c.units.bottom() - (u - 0.5) * RackElevation::kUnitPx));
    qFatal("no column %s", rack.c_str());
}

/// A drag of the device at `from` to `to` as a user makes it (press, moves, release).
void drag(widgets::RackView& view, QPoint from, QPoint to)
{
    QTest::mousePress(&view, Qt::LeftButton, {}, from);
    const QPoint mid = (from + to) / 2;
    QMouseEvent m1(QEvent::MouseMove, mid, view.mapToGlobal(mid), Qt::NoButton, Qt::LeftButton, {});
    QApplication::sendEvent(&view, &m1);
    QMouseEvent m2(QEvent::MouseMove, to, view.mapToGlobal(to), Qt::NoButton, Qt::LeftButton, {});
    QApplication::sendEvent(&view, &m2);
    QTest::mouseRelease(&view, Qt::LeftButton, {}, to);
}

int mountU(const models::DesignDocument& doc, const std::string& id) { return doc.design().device(id)->mount.u; }

} // namespace

class TestRackView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void dragReracksAsOneUndoStep()
    {
        models::DesignDocument doc;
        QVERIFY(doc.open("builtin:ra1"));
        widgets::RackView view(&doc);
        view.show();
        QCOMPARE(mountU(doc, "spine-1"), 40); // the RA-1 file
        const int steps = doc.undoStack()->count();
        drag(view, unitPoint(view, "rack-a1", RackFace::Front, 40), unitPoint(view, "rack-a1", RackFace::Front, 30));
        QCOMPARE(mountU(doc, "spine-1"), 30);
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        // The view redrew from the design: spine-1 is drawn at U30 now.
        bool found = false;
        for (const RackElevation::DeviceBox& b : view.elevation().deviceBoxes())
            if (b.device == "spine-1" && !b.fromBehind)
                found = view.elevation().unitAt(b.rect.center())->second == 30;
        QVERIFY(found);
        doc.undoStack()->undo();
        QCOMPARE(mountU(doc, "spine-1"), 40);
    }

    void refusedDropsSayWhyAndChangeNothing()
    {
        models::DesignDocument doc;
        QVERIFY(doc.open("builtin:ra1"));
        widgets::RackView view(&doc);
        view.setFaces({RackFace::Front, RackFace::Rear});
        view.show();
        QStringList messages;
        connect(&view, &widgets::RackView::statusMessage, this, [&](const QString& m) { messages << m; });
        const std::string before = doc.design().devices.front().id;
        const int steps = doc.undoStack()->count();

        // Overlap: spine-1 onto U12, inside the MX7000 (U10-16).
        drag(view, unitPoint(view, "rack-a1", RackFace::Front, 40), unitPoint(view, "rack-a1", RackFace::Front, 12));
        QVERIFY(!messages.isEmpty());
        QVERIFY2(messages.last().contains("mx7000-1"), qPrintable(messages.last()));
        QVERIFY(messages.last().startsWith("Cannot rack spine-1 there"));
        QCOMPARE(mountU(doc, "spine-1"), 40);

        // Taller than the free space: the MX7000 (height_u from the catalog) grabbed at its
        // lowest unit and dropped at U33: U33-35 are free below mgmt-sw-2 at U36.
        const core::RackLayout layout = core::rackLayout(doc.design(), doc.catalog());
        int mxHeight = 0;
        for (const core::MountedDevice& m : layout.racks.front().devices)
            if (m.device == "mx7000-1")
                mxHeight = m.highU - m.lowU + 1;
        QVERIFY(mxHeight > 3);
        messages.clear();
        drag(view, unitPoint(view, "rack-a1", RackFace::Front, 10), unitPoint(view, "rack-a1", RackFace::Front, 33));
        QVERIFY(!messages.isEmpty());
        QVERIFY2(messages.last().contains(QStringLiteral("only 3 U are free from U33 up to mgmt-sw-2 at U36")), qPrintable(messages.last()));
        QCOMPARE(mountU(doc, "mx7000-1"), 10);

        // Full depth opposite another: spine-2 (U39) onto the rear face at U12, behind the
        // full-depth MX7000.
        messages.clear();
        drag(view, unitPoint(view, "rack-a1", RackFace::Front, 39), unitPoint(view, "rack-a1", RackFace::Rear, 12));
        QVERIFY(!messages.isEmpty());
        QVERIFY2(messages.last().contains("full depth"), qPrintable(messages.last()));
        QCOMPARE(mountU(doc, "spine-2"), 39);
        QCOMPARE(doc.design().device("spine-2")->mount.face, std::string("front"));

        QCOMPARE(doc.undoStack()->count(), steps);
        QCOMPARE(doc.design().devices.front().id, before);
        QVERIFY(!doc.isModified());
    }

    void notRackedDeviceDragsIntoARack()
    {
        models::DesignDocument doc;
        QVERIFY(doc.open("builtin:ra1"));
        doc.undoStack()->push(new models::CmdDeviceRack(&doc, "mgmt-sw-1", {}));
        QVERIFY(!doc.design().device("mgmt-sw-1")->mount.racked());
        widgets::RackView view(&doc);
        view.show();
        const RackElevation::DeviceBox* box = nullptr;
        for (const RackElevation::DeviceBox& b : view.elevation().deviceBoxes())
            if (b.device == "mgmt-sw-1")
                box = &b;
        QVERIFY(box);
        QVERIFY(box->rack.empty()); // in the not-racked list
        const int steps = doc.undoStack()->count();
        drag(view, view.toWidget(box->rect.center()), unitPoint(view, "rack-a2", RackFace::Front, 20));
        QCOMPARE(doc.design().device("mgmt-sw-1")->mount.rack, std::string("rack-a2"));
        QCOMPARE(mountU(doc, "mgmt-sw-1"), 20);
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        // ...and back out onto the list: not racked again, one more step.
        drag(view, unitPoint(view, "rack-a2", RackFace::Front, 20), view.toWidget(view.elevation().notRackedRect().topLeft() + QPointF(20, 30)));
        QVERIFY(!doc.design().device("mgmt-sw-1")->mount.racked());
        QCOMPARE(doc.undoStack()->count(), steps + 2);
    }

    void selectionFollowsTheCanvasBothWays()
    {
        models::DesignDocument doc;
        QVERIFY(doc.open("builtin:ra1"));
        widgets::MainWindow window(&doc);
        window.show();
        widgets::RackDock* dock = window.rackDock();
        QVERIFY(dock);
        dock->toggleAction()->trigger();
        QVERIFY(dock->dock()->isVisible());
        widgets::RackView& view = *dock->rackView();
        // Canvas -> racks: a sled selected highlights its chassis.
        std::string sled;
        for (const core::Device& d : doc.design().devices)
            if (d.parent == "mx7000-1" && sled.empty())
                sled = d.id;
        QVERIFY(!sled.empty());
        window.scene()->selectDevice(sled);
        QCOMPARE(view.selection(), (std::set<std::string>{"mx7000-1"}));
        // Racks -> canvas: a click on pmax selects it there.
        QTest::mouseClick(&view, Qt::LeftButton, {}, unitPoint(view, "rack-a2", RackFace::Front, 3));
        QCOMPARE(window.scene()->selectedDeviceIds(), (std::vector<std::string>{"pmax"}));
        // Refreshed on every edit: undoing a re-rack redraws.
        doc.undoStack()->push(new models::CmdDeviceRack(&doc, "spine-1", models::CmdDeviceRack::moved(doc, "spine-1", "rack-a1", 30, "front")));
        bool at30 = false;
        for (const RackElevation::DeviceBox& b : view.elevation().deviceBoxes())
            at30 = at30 || (b.device == "spine-1" && view.elevation().unitAt(b.rect.center())->second == 30);
        QVERIFY(at30);
        // New design: the elevation is empty of racks.
        doc.newDesign();
        QVERIFY(view.elevation().layout().racks.empty());
    }

    /// Not a check: with TOPOPLAN_SCREENSHOT_DIR set, writes the screenshots of
    /// docs/screenshots (RA-1's racks in the designer, a refused drag and its message).
    void screenshots()
    {
        const QString dir = qEnvironmentVariable("TOPOPLAN_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("TOPOPLAN_SCREENSHOT_DIR not set");
        models::DesignDocument doc;
        QVERIFY(doc.open("builtin:ra1"));
        widgets::MainWindow window(&doc);
        window.resize(1600, 1000);
        window.show();
        widgets::RackDock* dock = window.rackDock();
        dock->toggleAction()->trigger();
        QTest::qWait(100);
        window.scene()->selectDevice("pmax");
        QTest::qWait(50);
        QVERIFY(window.grab().save(dir + "/racks-view.png"));
        widgets::RackView& view = *dock->rackView();
        // A refused drag: the MX7000 onto U33, three units free below mgmt-sw-2; the preview
        // stays red while the button is held.
        const QPoint from = unitPoint(view, "rack-a1", RackFace::Front, 10), to = unitPoint(view, "rack-a1", RackFace::Front, 33);
        QTest::mousePress(&view, Qt::LeftButton, {}, from);
        QMouseEvent move(QEvent::MouseMove, to, view.mapToGlobal(to), Qt::NoButton, Qt::LeftButton, {});
        QApplication::sendEvent(&view, &move);
        QTest::qWait(50);
        QVERIFY(window.grab().save(dir + "/racks-refused-drag.png"));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, to);
    }

    void reportHasARackPagePerRack()
    {
        models::DesignDocument doc;
        QVERIFY(doc.open("builtin:ra1"));
        const widgets::ReportData data = widgets::prepareReportData(*doc.snapshot(), "builtin:ra1", {}, {});
        widgets::ReportExporter exporter;
        const widgets::ReportContent content = exporter.render(data, nullptr);
        QVERIFY(content.contents().contains("Racks and build documents"));
        // One elevation figure per rack of the design file, drawn as SVG with that rack only.
        for (const core::Rack& r : doc.design().racks) {
            const QString id = QString::fromStdString(r.id);
            const auto f = std::find_if(content.figures().begin(), content.figures().end(),
                                        [&](const widgets::ReportFigure& x) { return x.id == "rack-" + id; });
            QVERIFY2(f != content.figures().end(), qPrintable(id));
            QCOMPARE(f->svg.count("class=\"rack\""), qsizetype(1));
            QVERIFY(f->svg.contains("data-rack=\"" + id.toUtf8() + "\""));
        }
        // The device table names every racked device; the cable schedule has RA-1's 34
        // cables and breakout lanes (issue 17: "lists every one of its 34 cables and breakout lanes").
        const QString html = content.htmlText();
        for (const core::Device& d : doc.design().devices)
            if (d.mount.racked())
                QVERIFY2(html.contains("<td>" + QString::fromStdString(d.id) + "</td>"), d.id.c_str());
        QVERIFY(html.contains("<td>C034</td>"));
        QVERIFY(!html.contains("<td>C035</td>"));
        QVERIFY(html.contains("Bill of materials per site and rack"));
    }
};

QTEST_MAIN(TestRackView)
#include "tst_rackview.moc"
