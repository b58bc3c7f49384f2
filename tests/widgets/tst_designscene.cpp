// The canvas: items mirror the design (one per device, cable and midplane link), placing
// from the palette (the drop goes through DesignScene::placeModel), seating into a slot,
// refused slots and cables with their reasons, the cable tool driven by mouse events,
// deleting a selection, and the main window's modified state.
#include "core/designio.h"
#include "models/designdocument.h"
#include "widgets/cableitem.h"
#include "widgets/cabletool.h"
#include "widgets/designscene.h"
#include "widgets/designview.h"
#include "widgets/deviceitem.h"
#include "models/analysisrunner.h"
#include "models/pathsmodel.h"
#include "widgets/analysispanel.h"
#include "widgets/mainwindow.h"
#include "widgets/selecttool.h"

#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTimer>
#include <QTreeView>
#include <QTest>
#include <QUndoStack>

using namespace topoplan;

class TestDesignScene : public QObject {
    Q_OBJECT

    static std::unique_ptr<models::DesignDocument> ra1()
    {
        auto doc = std::make_unique<models::DesignDocument>();
        if (!doc->open(QStringLiteral("builtin:ra1")))
            qFatal("cannot open builtin:ra1");
        return doc;
    }

    static QPointF slotCenter(const widgets::DesignScene& scene, const std::string& device, const std::string& slot)
    {
        const widgets::DevicePlace* p = scene.layout().device(device);
        for (const widgets::SlotPlace& s : p->slots)
            if (s.name == slot)
                return s.rect.center();
        qFatal("no slot %s", slot.c_str());
    }

private Q_SLOTS:
    void itemsMirrorTheDesign()
    {
        auto doc = ra1();
        widgets::DesignScene scene(doc.get());
        for (const core::Device& d : doc->design().devices) {
            QVERIFY2(scene.deviceItem(d.id), d.id.c_str());
            QVERIFY(!scene.layout().device(d.id)->rect.isEmpty());
        }
        for (const core::Link& l : doc->design().links) {
            widgets::CableItem* c = scene.cableItem(l.id());
            QVERIFY2(c && !c->path().isEmpty(), l.id().c_str());
        }
        // RA-1: mezz 1A/1B/2A/2B port 1 of both MX840c reach iom-a1 / iom-b1: 8 midplane links.
        QCOMPARE(scene.midplaneCount(), std::size_t(8));
        // Seated devices are drawn inside their parent.
        QVERIFY(scene.layout().device("mx7000-1")->rect.contains(scene.layout().device("ora-mezz-1a")->rect));
        QVERIFY(scene.layout().device("ora-host")->rect.contains(scene.layout().device("ora-mezz-1a")->rect));
    }

    // Midplane links leave the header texts of the chassis' devices clear (issue 16: the
    // dashed links from the mezzanine cards to the IOMs ran straight across "db-mezz-1a",
    // "ora-mezz-2a": on the canvas and in the SVG export, which paints the same items).
    // Every point of every link's drawn path lies outside every seated device's id and
    // model text (DeviceItem::titleRect()), and the link still leaves its card's port
    // and reaches its IOM's.
    void midplaneLinksLeaveTitlesClear()
    {
        auto doc = ra1();
        widgets::DesignScene scene(doc.get());
        std::vector<std::pair<std::string, QRectF>> titles;
        for (const core::Device& d : doc->design().devices)
            if (!d.parent.empty()) {
                titles.emplace_back(d.id, scene.deviceItem(d.id)->titleRect());
                QVERIFY2(!titles.back().second.isEmpty(), d.id.c_str());
            }
        // The card's id text lies within its card, under the port band.
        QVERIFY(scene.layout().device("ora-mezz-2a")->rect.contains(scene.deviceItem("ora-mezz-2a")->titleRect()));
        int links = 0;
        for (QGraphicsItem* item : scene.items()) {
            auto* cable = dynamic_cast<widgets::CableItem*>(item);
            if (!cable || !cable->isMidplane())
                continue;
            ++links;
            const QList<QPolygonF> pieces = cable->path().toSubpathPolygons();
            QVERIFY(!pieces.isEmpty());
            for (const QPolygonF& piece : pieces)
                for (const QPointF& p : piece)
                    for (const auto& [id, title] : titles)
                        QVERIFY2(!title.contains(p), (cable->linkId() + " crosses the title of " + id).c_str());
            QPointF a, na, b, nb;
            const std::string& linkId = cable->linkId();
            const std::string ends[2] = {linkId.substr(0, linkId.find(" -- ")), linkId.substr(linkId.find(" -- ") + 4)};
            QVERIFY(scene.layout().portAnchor(ends[0], a, na) && scene.layout().portAnchor(ends[1], b, nb));
            const QPointF first = pieces.front().front(), last = pieces.back().back();
            QVERIFY2(std::min(QLineF(first, a).length(), QLineF(first, b).length()) < 0.5, linkId.c_str());
            QVERIFY2(std::min(QLineF(last, a).length(), QLineF(last, b).length()) < 0.5, linkId.c_str());
        }
        QCOMPARE(links, 8);
    }

    void placeFromPaletteFreeStanding()
    {
        auto doc = ra1();
        widgets::DesignScene scene(doc.get());
        QString reason;
        const std::string id = scene.placeModel("dell/dd9300", QPointF(1203, 96), &reason);
        QCOMPARE(QString::fromStdString(id), QStringLiteral("dd9300-1"));
        QVERIFY(reason.isEmpty());
        const core::Device* d = doc->design().device(id);
        QVERIFY(d && d->at);
        QCOMPARE(d->at->first, 1200.0); // snapped to the 10-unit grid
        QCOMPARE(d->at->second, 100.0);
        QVERIFY(scene.deviceItem(id));
        QVERIFY(scene.deviceItem(id)->isSelected());
        doc->undoStack()->undo();
        QVERIFY(!scene.deviceItem(id));
        QVERIFY(!doc->isModified());
    }

    void placeIntoChassisSlot()
    {
        auto doc = ra1();
        widgets::DesignScene scene(doc.get());
        QString reason;
        const std::string id =
            scene.placeModel("dell/poweredge-mx740c", slotCenter(scene, "mx7000-1", "sled-5"), &reason);
        QVERIFY2(!id.empty(), qPrintable(reason));
        const core::Device* d = doc->design().device(id);
        QCOMPARE(QString::fromStdString(d->parent), QStringLiteral("mx7000-1"));
        QCOMPARE(QString::fromStdString(d->slot), QStringLiteral("sled-5"));
        QVERIFY(!d->at);
        QVERIFY(scene.layout().device("mx7000-1")->rect.contains(scene.layout().device(id)->rect));
        // A mezzanine card into the new sled's bay.
        const std::string card = scene.placeModel("qlogic/ql41262", slotCenter(scene, id, "mezz-1a"), &reason);
        QVERIFY2(!card.empty(), qPrintable(reason));
        QCOMPARE(QString::fromStdString(doc->design().device(card)->parent), QString::fromStdString(id));
        // Its port 1 is wired to iom-a1 by the midplane (sled-5 A:1 -> fabric-a1 eth1/1/5).
        QCOMPARE(scene.midplaneCount(), std::size_t(9));
    }

    void refusesWrongAndOccupiedSlot()
    {
        auto doc = ra1();
        widgets::DesignScene scene(doc.get());
        const std::size_t devices = doc->design().devices.size();
        QString reason;
        QVERIFY(scene.placeModel("dell/poweredge-mx740c", slotCenter(scene, "mx7000-1", "fabric-c1"), &reason).empty());
        QVERIFY2(reason.contains(QLatin1String("does not fit")), qPrintable(reason));
        reason.clear();
        QVERIFY(scene.placeModel("dell/mx9116n", slotCenter(scene, "mx7000-1", "fabric-a2"), &reason).size());
        QVERIFY(scene.placeModel("dell/mx9116n", slotCenter(scene, "mx7000-1", "fabric-a2"), &reason).empty());
        QVERIFY2(reason.contains(QLatin1String("occupied")), qPrintable(reason));
        QCOMPARE(doc->design().devices.size(), devices + 1);
    }

    void cableThroughTheSceneAndRefusal()
    {
        auto doc = ra1();
        widgets::DesignScene scene(doc.get());
        QCOMPARE(scene.connectPorts("mgmt-sw-1:eth1/1/2", "mx-mm-1:gb2"), QString());
        QVERIFY(scene.cableItem("mgmt-sw-1:eth1/1/2 -- mx-mm-1:gb2"));
        const QString why = scene.connectPorts("mgmt-sw-1:eth1/1/3", "spine-1:eth1/1/5");
        QVERIFY2(why.contains(QLatin1String("mismatch")), qPrintable(why));
        QCOMPARE(doc->undoStack()->count(), 1);
    }

    void cableToolWithTheMouse()
    {
        auto doc = ra1();
        widgets::DesignScene scene(doc.get());
        widgets::DesignView view(&scene);
        view.resize(1400, 1000);
        auto* tool = new widgets::CableTool(&view);
        view.setTool(tool);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setTransform(QTransform::fromScale(2, 2));
        QSignalSpy messages(tool, &widgets::AbstractTool::statusMessage);
        auto drag = [&](const std::string& a, const std::string& b) {
            QPointF pa, pb, n;
            QVERIFY(scene.layout().portAnchor(a, pa, n));
            QVERIFY(scene.layout().portAnchor(b, pb, n));
            view.centerOn((pa + pb) / 2);
            const QPoint va = view.mapFromScene(pa), vb = view.mapFromScene(pb);
            QTest::mousePress(view.viewport(), Qt::LeftButton, {}, va);
            QTest::mouseMove(view.viewport(), vb);
            QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, vb);
        };
        // Two devices: a switch cabled to itself is refused (topology.cpp, issue 3).
        drag("mgmt-sw-1:eth1/1/5", "mgmt-sw-2:eth1/1/6");
        QCOMPARE(doc->design().links.back().id(), std::string("mgmt-sw-1:eth1/1/5 -- mgmt-sw-2:eth1/1/6"));
        drag("mgmt-sw-2:eth1/1/7", "mgmt-sw-1:eth1/1/5"); // already cabled
        QVERIFY(!messages.isEmpty());
        QVERIFY2(messages.last().first().toString().startsWith(QLatin1String("Cable refused")),
                 qPrintable(messages.last().first().toString()));
    }

    void dragIsOneUndoStep()
    {
        auto doc = ra1();
        widgets::DesignScene scene(doc.get());
        widgets::DesignView view(&scene);
        view.resize(1200, 900);
        view.setTool(new widgets::SelectTool(&view));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setTransform(QTransform());
        const QRectF r = scene.layout().device("dd9300")->rect;
        const auto before = *doc->design().device("dd9300")->at; // as in the RA-1 example file
        view.centerOn(r.center());
        const QPoint start = view.mapFromScene(r.center() + QPointF(0, 4));
        QTest::mousePress(view.viewport(), Qt::LeftButton, {}, start);
        for (int i = 1; i <= 6; ++i)
            QTest::mouseMove(view.viewport(), start + QPoint(10 * i, 5 * i));
        QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, start + QPoint(60, 30));
        QCOMPARE(doc->undoStack()->count(), 1);
        const core::Device* d = doc->design().device("dd9300");
        // The drag moved 60 x 30 pixels at scale 1 onto a 10-unit grid.
        QCOMPARE(d->at->first, before.first + 60);
        QCOMPARE(d->at->second, before.second + 30);
        doc->undoStack()->undo();
        QCOMPARE(doc->design().device("dd9300")->at->first, before.first);
    }

    void dragSledIntoSlotAndModuleOut()
    {
        auto doc = ra1();
        widgets::DesignScene scene(doc.get());
        widgets::DesignView view(&scene);
        view.resize(1400, 1000);
        auto* tool = new widgets::SelectTool(&view);
        view.setTool(tool);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy messages(tool, &widgets::AbstractTool::statusMessage);
        view.setTransform(QTransform());
        view.centerOn(scene.layout().device("mx7000-1")->rect.center());
        auto drag = [&](const QPointF& from, const QPointF& to) {
            const QPoint a = view.mapFromScene(from), b = view.mapFromScene(to);
            QTest::mousePress(view.viewport(), Qt::LeftButton, {}, a);
            QTest::mouseMove(view.viewport(), (a + b) / 2);
            QTest::mouseMove(view.viewport(), b);
            QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, b);
        };
        QString reason;
        const QPointF chassis = scene.layout().device("mx7000-1")->rect.topLeft();
        const std::string sled = scene.placeModel("dell/poweredge-mx740c", chassis + QPointF(0, -120), &reason);
        QVERIFY2(!sled.empty(), qPrintable(reason));
        // A wrong slot is refused with the reason; the sled stays free-standing.
        drag(scene.layout().device(sled)->rect.topLeft() + QPointF(8, 8), slotCenter(scene, "mx7000-1", "fabric-c1"));
        QVERIFY(doc->design().device(sled)->parent.empty());
        QVERIFY2(messages.last().first().toString().contains(QLatin1String("does not fit")),
                 qPrintable(messages.last().first().toString()));
        // Into bay 5: one undo step.
        const int steps = doc->undoStack()->index();
        drag(scene.layout().device(sled)->rect.topLeft() + QPointF(8, 8), slotCenter(scene, "mx7000-1", "sled-5"));
        QCOMPARE(QString::fromStdString(doc->design().device(sled)->slot), QStringLiteral("sled-5"));
        QCOMPARE(doc->undoStack()->index(), steps + 1);
        // A mezzanine card dragged out of ora-host stands free on the canvas.
        const QRectF card = scene.layout().device("ora-mezz-2b")->rect;
        drag(card.center(), chassis + QPointF(-60, 260));
        const core::Device* c = doc->design().device("ora-mezz-2b");
        QVERIFY(c->parent.empty());
        // The message names the host the card came out of (read before the edit changed it).
        QCOMPARE(messages.last().first().toString(), QStringLiteral("Took ora-mezz-2b out of ora-host."));
        QVERIFY(c->at.has_value());
        doc->undoStack()->undo();
        QCOMPARE(QString::fromStdString(doc->design().device("ora-mezz-2b")->parent), QStringLiteral("ora-host"));
    }

    void deleteSelectionIsOneStep()
    {
        auto doc = ra1();
        widgets::DesignScene scene(doc.get());
        const std::string before = core::writeDesign(doc->design());
        scene.selectDevice("iom-b1");
        scene.deviceItem("iom-a1")->setSelected(true);
        scene.cableItem("mx-mm-1:gb1 -- mgmt-sw-1:eth1/1/1")->setSelected(true);
        // One topology build for the step (CmdBatch), not one per command (3 here, with a
        // beginMacro).
        QSignalSpy topology(doc.get(), &models::DesignDocument::topologyChanged);
        scene.deleteSelection();
        QCOMPARE(topology.count(), 1);
        QVERIFY(!scene.deviceItem("iom-b1"));
        QVERIFY(!scene.deviceItem("iom-a1"));
        QVERIFY(!scene.cableItem("mx-mm-1:gb1 -- mgmt-sw-1:eth1/1/1"));
        QVERIFY(!scene.cableItem("iom-b1:eth1/1/43:1 -- pmax:fa-1d-3"));
        QCOMPARE(doc->undoStack()->count(), 1);
        const std::string after = core::writeDesign(doc->design());
        topology.clear();
        doc->undoStack()->undo();
        QCOMPARE(topology.count(), 1);
        QCOMPARE(core::writeDesign(doc->design()), before);
        QVERIFY(scene.deviceItem("iom-b1"));
        QVERIFY(scene.cableItem("iom-b1:eth1/1/43:1 -- pmax:fa-1d-3"));
        doc->undoStack()->redo();
        QCOMPARE(core::writeDesign(doc->design()), after);
        QVERIFY(!scene.deviceItem("iom-a1"));
        doc->undoStack()->undo();
    }

    void failedParentMarksWhatItCarries()
    {
        // RA-1 (architectures.md): the sleds ora-host and sql-host and the I/O modules
        // sit in chassis mx7000-1; pmax stands alone. A failed chassis takes its sleds and their ports
        // down (DesignScene::isFailed, the one rule indexDownDevices() holds).
        auto doc = ra1();
        widgets::DesignScene scene(doc.get());
        QVERIFY(!scene.isFailed("ora-host"));
        doc->setFailures({"mx7000-1"});
        QVERIFY(scene.isFailed("mx7000-1"));
        QVERIFY(scene.isFailed("ora-host"));
        QVERIFY(scene.isFailed("sql-host"));
        QVERIFY(!scene.isFailed("pmax"));
        // iom-a1 sits in the chassis' slot fabric-a1; its ports go down with it.
        QVERIFY(scene.isFailed("iom-a1"));
        const widgets::DevicePlace* iom = scene.layout().device("iom-a1");
        QVERIFY(iom && !iom->ports.empty());
        QVERIFY(scene.isFailed("iom-a1:" + iom->ports.begin()->first));
        doc->setFailures({});
        QVERIFY(!scene.isFailed("ora-host"));
    }

    void farZoomRepaintsOnlyWhatItShows()
    {
        // Zoomed far out (CableItem::kFarLod) a cable is a 1-pixel line: a new width
        // (utilization under 70 %, no halo) changes nothing on screen and repaints
        // nothing; at 100 % zoom the same change repaints the cable. Connecting to
        // QGraphicsScene::changed routes every item update through that signal.
        auto doc = ra1();
        widgets::DesignScene scene(doc.get());
        widgets::DesignView view(&scene);
        view.resize(800, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const std::string link = doc->design().links.front().id();
        QVERIFY(scene.cableItem(link));
        QList<QRectF> changed;
        connect(&scene, &QGraphicsScene::changed, this, [&changed](const QList<QRectF>& r) { changed += r; });
        auto setUtilization = [&](double u) {
            changed.clear();
            scene.setOverlayState({{{link, u}}, {}});
            QCoreApplication::processEvents();
        };
        view.zoomOut(); // a user's zoom: the view stops fitting the design on its own
        view.setTransform(QTransform::fromScale(0.1, 0.1)); // far: the widest cable pen (4.3 units) is 0.43 px
        QCoreApplication::processEvents();
        QVERIFY(scene.finestLevelOfDetail() < widgets::CableItem::kFarLod);
        setUtilization(0.0);
        setUtilization(0.3);
        QVERIFY2(changed.isEmpty(), "a width change repainted a cable that is 1 pixel wide at any width");
        setUtilization(0.95); // from 90 %: the line turns red, visible at any zoom
        QVERIFY(!changed.isEmpty());
        view.resetTransform(); // 100 %
        QCoreApplication::processEvents();
        QCOMPARE(scene.finestLevelOfDetail(), 1.0);
        setUtilization(0.0);
        setUtilization(0.3);
        QVERIFY(!changed.isEmpty());
    }

    void clickingAPathHighlightsItsRoute()
    {
        auto doc = ra1();
        widgets::MainWindow window(doc.get());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY_WITH_TIMEOUT(window.analysisRunner()->result() != nullptr, 20000);
        auto* panel = window.findChild<widgets::AnalysisPanel*>();
        QVERIFY(panel);
        QTreeView* paths = nullptr;
        for (QTreeView* v : panel->findChildren<QTreeView*>())
            if (v->model() == panel->pathsModel())
                paths = v;
        QVERIFY(paths);
        panel->setCurrentWidget(paths);
        // The views take a result one event-loop turn after it is delivered (afterGuiTurn).
        QTRY_VERIFY_WITH_TIMEOUT(panel->pathsModel()->rowCount() > 0, 20000);
        QModelIndex flow;
        for (int r = 0; r < panel->pathsModel()->rowCount(); ++r)
            if (panel->pathsModel()->index(r, 0).data().toString() == QLatin1String("storage:ora-host->pmax"))
                flow = panel->pathsModel()->index(r, 0);
        QVERIFY(flow.isValid());
        QTest::mouseClick(paths->viewport(), Qt::LeftButton, {}, paths->visualRect(flow).center());
        QVERIFY(window.scene()->isHighlighted("ora-mezz-1a:1"));
        QVERIFY(window.scene()->isHighlighted("pmax:fa-1d-1"));
        QVERIFY(!window.scene()->isHighlighted("sql-mezz-1a:1"));
        if (!qEnvironmentVariableIsEmpty("TOPOPLAN_GRAB"))
            window.grab().save(qEnvironmentVariable("TOPOPLAN_GRAB"));
    }

    void mainWindowModifiedState()
    {
        auto doc = ra1();
        widgets::MainWindow window(doc.get());
        QVERIFY(!window.isWindowModified());
        QVERIFY(window.windowTitle().contains(QLatin1String("RA-1")));
        QString reason;
        QVERIFY(!window.scene()->placeModel("generic/spine-switch", QPointF(1500, 60), &reason).empty());
        QVERIFY(window.isWindowModified());
        doc->undoStack()->undo();
        QVERIFY(!window.isWindowModified());
        QVERIFY(window.maybeSave()); // nothing to save: no prompt

        // With unsaved changes the window asks; Cancel keeps the design, Discard lets go.
        doc->undoStack()->redo();
        auto answer = [](QMessageBox::StandardButton button) {
            QTimer::singleShot(0, [button] {
                for (QWidget* w : QApplication::topLevelWidgets())
                    if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible())
                        box->button(button)->click();
            });
        };
        answer(QMessageBox::Cancel);
        QVERIFY(!window.maybeSave());
        QVERIFY(doc->isModified());
        answer(QMessageBox::Discard);
        QVERIFY(window.maybeSave());
    }
};

QTEST_MAIN(TestDesignScene)
#include "tst_designscene.moc"
