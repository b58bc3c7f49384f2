// The walk-through of issue 16's "Done when": RA-1's whole SAN (the FC part of
// resources/examples/ra1-mx7000-powermax.topoplan.yaml: MX7000, the Oracle and SQL Server
// MX840c sleds with their mezzanine CNAs 1A and 1B and their FCoE partitions, IOMs A1 and
// B1, the PowerMax 2000, its 16 FC lanes: eth1/1/43 of each IOM broken out to 4 x 16GFC to
// ports 1-2 (fabric A) and 3-4 (fabric B) of SLICs 1d and 2d, eth1/1/44 likewise to SLICs 1e
// and 2e; fabrics, zones, port groups, storage groups, masking views, workloads) built
// from an empty design in the main window with only what a user
// does with the mouse: palette drops onto the canvas and slots, the context menu (Cable
// From Here, Zone to Port Group), SAN Tools > Create Fabrics from Cabling, and the
// Inspector's pickers (drop-down entries, Pick on the canvas). No port id is typed;
// typed are only new entry ids, device names and numbers. Expected values are RA-1's
// (its file's zones, fabric and port group members; its rule of 8 paths per ESXi host,
// architectures.md), not the walk-through's own output.
#include "core/analysis.h"
#include "core/designio.h"
#include "models/analysisrunner.h"
#include "models/catalogmodel.h"
#include "models/designdocument.h"
#include "widgets/canvascontextmenu.h"
#include "widgets/designscene.h"
#include "widgets/designtree.h"
#include "widgets/designview.h"
#include "widgets/idpicker.h"
#include "widgets/inspector.h"
#include "widgets/mainwindow.h"
#include "widgets/picktool.h"

#include <QAction>
#include <QComboBox>
#include <QLineEdit>
#include <QMenu>
#include <QMimeData>
#include <QStatusBar>
#include <QTest>
#include <QToolButton>
#include <QHeaderView>
#include <QTreeView>
#include <QUndoStack>

#include <memory>
#include <set>
#include <tuple>

using namespace topoplan;
using models::Section;

namespace {

std::set<std::string> asSet(const std::vector<std::string>& v) { return {v.begin(), v.end()}; }

class Walk {
public:
    models::DesignDocument doc;
    std::unique_ptr<widgets::MainWindow> window;
    QStringList log; ///< the steps, for a failure message

    bool open()
    {
        doc.newDesign();
        window = std::make_unique<widgets::MainWindow>(&doc);
        window->resize(1600, 1000);
        window->show();
        return QTest::qWaitForWindowExposed(window.get());
    }
    static void settle()
    {
        QTest::qWait(15);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
    widgets::DesignView* view() const { return window->view(); }
    widgets::DesignScene* scene() const { return window->scene(); }
    QString status() const { return window->statusBar()->currentMessage(); }
    QPoint inView(const QPointF& scenePos) const
    {
        view()->centerOn(scenePos);
        return view()->mapFromScene(scenePos);
    }
    QPointF portPoint(const std::string& ref) const
    {
        QPointF anchor, normal;
        scene()->layout().portAnchor(ref, anchor, normal);
        return anchor;
    }

    /// Drops catalog model `model` from the palette at scene point `at`; the new id.
    std::string drop(const char* model, const QPointF& at)
    {
        std::set<std::string> before;
        for (const core::Device& d : doc.design().devices)
            before.insert(d.id);
        QMimeData data;
        data.setData(QString::fromLatin1(models::CatalogModel::kMimeType), QByteArray(model));
        const QPoint p = inView(at);
        QDragEnterEvent enter(p, Qt::CopyAction, &data, Qt::LeftButton, {});
        QApplication::sendEvent(view()->viewport(), &enter);
        QDropEvent ev(QPointF(p), Qt::CopyAction, &data, Qt::LeftButton, {});
        QApplication::sendEvent(view()->viewport(), &ev);
        settle();
        for (const core::Device& d : doc.design().devices)
            if (!before.count(d.id))
                return d.id;
        log << QStringLiteral("drop %1 refused: %2").arg(QLatin1String(model), status());
        return {};
    }
    /// Drops `model` into slot `slot` of device `owner`.
    std::string seat(const char* model, const std::string& owner, const std::string& slot)
    {
        for (const widgets::SlotPlace& s : scene()->layout().device(owner)->slots)
            if (s.name == slot)
                return drop(model, s.rect.center());
        return {};
    }
    /// Renames device `from` in the Inspector's id field (typing a name, not a port id).
    void rename(const std::string& from, const QString& to)
    {
        scene()->selectDevice(from);
        settle();
        auto* line = window->inspector()->findChild<QLineEdit*>(QStringLiteral("id"));
        QVERIFY(line);
        line->selectAll();
        QTest::keyClicks(line, to);
        QTest::keyClick(line, Qt::Key_Return);
        settle();
        QVERIFY2(doc.design().device(to.toStdString()), qPrintable(status()));
    }
    /// Cables `from` to `to` with the context menu's Cable From Here and a click on `to`.
    void cable(const std::string& from, const std::string& to)
    {
        auto* menu = window->findChild<widgets::CanvasContextMenu*>();
        auto m = menu->menuAt(portPoint(from));
        QAction* start = nullptr;
        for (QAction* a : m->actions())
            if (a->objectName() == QLatin1String("ctxCableFrom"))
                start = a;
        QVERIFY2(start, from.c_str());
        start->trigger();
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, inView(portPoint(to)));
        settle();
        const std::size_t n = doc.design().links.size();
        QVERIFY2(n > 0 && (doc.design().links.back().a.rfind(from, 0) == 0 || doc.design().links.back().b.rfind(from, 0) == 0),
                 qPrintable(QStringLiteral("%1 -> %2: %3").arg(QString::fromStdString(from), QString::fromStdString(to), status())));
    }
    widgets::IdPicker* picker(const QString& field) const
    {
        settle();
        return window->inspector()->findChild<widgets::IdPicker*>(QStringLiteral("picker:") + field);
    }
    /// Chooses (ticks) `id` in the drop-down of picker `field`.
    void choose(const QString& field, const QString& id)
    {
        widgets::IdPicker* p = picker(field);
        QVERIFY2(p && p->listButton(), qPrintable(field));
        QMenu* menu = p->listButton()->menu();
        Q_EMIT menu->aboutToShow();
        QAction* entry = nullptr;
        for (QAction* a : menu->actions())
            if (a->text() == id)
                entry = a;
        QVERIFY2(entry, qPrintable(field + QLatin1String(" offers no ") + id));
        entry->trigger();
        settle();
    }
    /// Presses Pick of `field` and clicks scene point `at`.
    void pick(const QString& field, const QPointF& at)
    {
        widgets::IdPicker* p = picker(field);
        QVERIFY2(p && p->pickButton(), qPrintable(field));
        QTest::mouseClick(p->pickButton(), Qt::LeftButton);
        QVERIFY(widgets::PickTool::of(view())->isPicking());
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, inView(at));
        settle();
        QVERIFY2(!widgets::PickTool::of(view())->isPicking(), qPrintable(status()));
    }
    /// Types a number (not an id) into line edit `field` of the Inspector.
    void typeNumber(const QString& field, const QString& number)
    {
        settle();
        auto* line = window->inspector()->findChild<QLineEdit*>(field);
        QVERIFY2(line, qPrintable(field));
        line->setFocus();
        line->selectAll();
        QTest::keyClicks(line, number);
        QTest::keyClick(line, Qt::Key_Return);
        settle();
    }
    /// Adds entry `id` to `section` in the Design dock (it is shown in the Inspector).
    void add(Section section, const QString& id)
    {
        QCOMPARE(window->designTree()->add(section, id), QString());
        settle();
    }
};

} // namespace

class TstWalkthroughSan : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void buildsTheSanOfRa1WithoutTypedPortIds()
    {
        Walk w;
        QVERIFY(w.open());
        // Devices from the palette, sleds and modules dropped onto their slots.
        const std::string chassis = w.drop("dell/poweredge-mx7000", QPointF(100, 100));
        QVERIFY2(!chassis.empty(), qPrintable(w.log.join('\n')));
        const std::string sled = w.seat("dell/poweredge-mx840c", chassis, "sled-1");
        const std::string sqlSled = w.seat("dell/poweredge-mx840c", chassis, "sled-3");
        const std::string iomA = w.seat("dell/mx9116n", chassis, "fabric-a1");
        const std::string iomB = w.seat("dell/mx9116n", chassis, "fabric-b1");
        QVERIFY2(!sled.empty() && !iomA.empty() && !iomB.empty(), qPrintable(w.log.join('\n')));
        const std::string cna1 = w.seat("qlogic/ql41262", sled, "mezz-1a");
        const std::string cna2 = w.seat("qlogic/ql41262", sled, "mezz-1b");
        const std::string cna3 = w.seat("qlogic/ql41262", sqlSled, "mezz-1a");
        const std::string cna4 = w.seat("qlogic/ql41262", sqlSled, "mezz-1b");
        QVERIFY2(!cna1.empty() && !cna2.empty() && !cna3.empty() && !cna4.empty(), qPrintable(w.log.join('\n')));
        const QRectF bounds = w.scene()->layout().bounds();
        const std::string array = w.drop("dell/powermax-2000", QPointF(bounds.right() + 300, bounds.top()));
        QVERIFY2(!array.empty(), qPrintable(w.log.join('\n')));
        // RA-1's names (typed names of devices; every reference follows).
        w.rename(chassis, QStringLiteral("mx7000-1"));
        w.rename(sled, QStringLiteral("ora-host"));
        w.rename(cna1, QStringLiteral("ora-mezz-1a"));
        w.rename(cna2, QStringLiteral("ora-mezz-1b"));
        w.rename(sqlSled, QStringLiteral("sql-host"));
        w.rename(cna3, QStringLiteral("sql-mezz-1a"));
        w.rename(cna4, QStringLiteral("sql-mezz-1b"));
        w.rename(iomA, QStringLiteral("iom-a1"));
        w.rename(iomB, QStringLiteral("iom-b1"));
        w.rename(array, QStringLiteral("pmax"));
        if (QTest::currentTestFailed())
            return;
        // The FCoE partitions of port 1 of each CNA: the port from the picker's drop-down,
        // the function from its combo box.
        for (const char* card : {"ora-mezz-1a", "ora-mezz-1b", "sql-mezz-1a", "sql-mezz-1b"}) {
            w.scene()->selectDevice(card);
            w.choose(QStringLiteral("partition.0.port"), QStringLiteral("1"));
            Walk::settle();
            auto* function = w.window->inspector()->findChild<QComboBox*>(QStringLiteral("partition.0.function"));
            QVERIFY(function);
            function->setCurrentText(QStringLiteral("fcoe"));
            Q_EMIT function->activated(function->currentIndex());
            Walk::settle();
            QCOMPARE(w.doc.design().device(card)->partitions.front().function, std::string("fcoe"));
        }
        // The 16 FC lanes: eth1/1/43 and eth1/1/44 of each IOM broken out to the PowerMax
        // (RA-1's file). (The second lane onwards: Cable From Here on the broken-out port is
        // offered while a lane is free; it was not, a trap of this walk.)
        const std::tuple<const char*, const char*, std::vector<const char*>> lanes[] = {
            {"iom-a1", "eth1/1/43", {"fa-1d-1", "fa-1d-2", "fa-2d-1", "fa-2d-2"}},
            {"iom-b1", "eth1/1/43", {"fa-1d-3", "fa-1d-4", "fa-2d-3", "fa-2d-4"}},
            {"iom-a1", "eth1/1/44", {"fa-1e-1", "fa-1e-2", "fa-2e-1", "fa-2e-2"}},
            {"iom-b1", "eth1/1/44", {"fa-1e-3", "fa-1e-4", "fa-2e-3", "fa-2e-4"}}};
        for (const auto& [iom, from, ports] : lanes)
            for (const char* port : ports) {
                w.cable(std::string(iom) + ":" + from, std::string("pmax:") + port);
                if (QTest::currentTestFailed())
                    return;
            }
        QCOMPARE(w.doc.design().links.size(), std::size_t(16));

        // Fabrics from the cabling (SAN Tools).
        QAction* fabrics = w.window->findChild<QAction*>(QStringLiteral("sanFabrics"));
        QVERIFY(fabrics);
        fabrics->trigger();
        Walk::settle();
        QCOMPARE(w.doc.design().fabrics.size(), std::size_t(2));

        // The port groups: the array from the drop-down, the 8 ports of each picked on the
        // canvas (the D SLICs for Oracle, the E SLICs for SQL Server: RA-1's file).
        const std::pair<const char*, std::vector<const char*>> groups[] = {
            {"ora-pg", {"fa-1d-1", "fa-1d-2", "fa-2d-1", "fa-2d-2", "fa-1d-3", "fa-1d-4", "fa-2d-3", "fa-2d-4"}},
            {"sql-pg", {"fa-1e-1", "fa-1e-2", "fa-2e-1", "fa-2e-2", "fa-1e-3", "fa-1e-4", "fa-2e-3", "fa-2e-4"}}};
        for (const auto& [group, ports] : groups) {
            w.add(Section::PortGroup, QString::fromLatin1(group));
            w.choose(QStringLiteral("array"), QStringLiteral("pmax"));
            for (const char* p : ports) {
                w.pick(QStringLiteral("ports"), w.portPoint(std::string("pmax:") + p));
                if (QTest::currentTestFailed())
                    return;
            }
        }
        // Zones: the context menu of each host, Zone to Port Group > its group (both fabrics).
        for (const auto& [host, group] : {std::pair("ora-host", "ora-pg"), std::pair("sql-host", "sql-pg")}) {
            auto* menu = w.window->findChild<widgets::CanvasContextMenu*>();
            auto m = menu->menuAt(w.scene()->layout().device(host)->rect.topLeft() + QPointF(30, 8));
            QAction* zone = nullptr;
            for (QAction* a : m->actions())
                if (a->menu() && a->menu()->objectName() == QLatin1String("ctxZone"))
                    for (QAction* g : a->menu()->actions())
                        if (g->text() == QLatin1String(group))
                            zone = g;
            QVERIFY2(zone, host);
            zone->trigger();
            Walk::settle();
        }
        // Storage group, masking view, workload of each host: ids typed for the new entries,
        // every reference from a drop-down or the canvas (the host picked through a card:
        // its sled).
        struct Host {
            const char *prefix, *group, *sg, *mv, *workload, *sizeGb;
        };
        for (const Host& h : {Host{"ora", "ora-pg", "ora-oltp-sg", "ora-mv", "oracle-oltp", "2000"},
                              Host{"sql", "sql-pg", "sql-oltp-1-sg", "sql-mv", "sql-oltp-1", "1450"}}) {
            const QString prefix = QString::fromLatin1(h.prefix);
            w.add(Section::StorageGroup, QString::fromLatin1(h.sg));
            w.choose(QStringLiteral("storage"), QStringLiteral("pmax"));
            w.typeNumber(QStringLiteral("size_gb"), QString::fromLatin1(h.sizeGb));
            w.add(Section::MaskingView, QString::fromLatin1(h.mv));
            w.choose(QStringLiteral("initiators"), prefix + QStringLiteral("-mezz-1a:1"));
            w.choose(QStringLiteral("initiators"), prefix + QStringLiteral("-mezz-1b:1"));
            w.choose(QStringLiteral("storage_group"), QString::fromLatin1(h.sg));
            w.choose(QStringLiteral("port_group"), QString::fromLatin1(h.group));
            w.add(Section::Workload, QString::fromLatin1(h.workload));
            w.pick(QStringLiteral("host"), w.scene()->layout().device(std::string(h.prefix) + "-mezz-1a")->rect.center());
            w.choose(QStringLiteral("storage"), QStringLiteral("pmax"));
            w.choose(QStringLiteral("storage_group"), QString::fromLatin1(h.sg));
            w.typeNumber(QStringLiteral("profile.users"), QStringLiteral("100"));
        }
        if (QTest::currentTestFailed())
            return;

        // RA-1's SAN for the Oracle host.
        models::DesignDocument ra1;
        QVERIFY(ra1.open(QStringLiteral("builtin:ra1")));
        const core::Design& want = ra1.design();
        const core::Design& got = w.doc.design();
        for (const char* initiator : {"ora-mezz-1a:1", "ora-mezz-1b:1", "sql-mezz-1a:1", "sql-mezz-1b:1"}) {
            const core::Zone* built = nullptr;
            const core::Zone* spec = nullptr;
            for (const core::Zone& z : got.zoning)
                built = z.initiator == initiator ? &z : built;
            for (const core::Zone& z : want.zoning)
                spec = z.initiator == initiator ? &z : spec;
            QVERIFY2(built && spec, initiator);
            QCOMPARE(asSet(built->targets), asSet(spec->targets));
        }
        for (const char* group : {"ora-pg", "sql-pg"})
            QCOMPARE(asSet(got.portGroup(group)->ports), asSet(want.portGroup(group)->ports));
        // Each built fabric holds the members of one of RA-1's SAN fabrics (san-a, san-b).
        for (const core::Fabric& f : got.fabrics) {
            const core::Fabric* same = nullptr;
            for (const core::Fabric& r : want.fabrics)
                if (r.kind == "fc" && std::find(r.ports.begin(), r.ports.end(), f.ports.front()) != r.ports.end())
                    same = &r;
            QVERIFY(same);
            QCOMPARE(asSet(f.ports), asSet(same->ports));
        }
        QCOMPARE(got.workload("oracle-oltp")->host, std::string("ora-host"));
        QCOMPARE(got.workload("sql-oltp-1")->host, std::string("sql-host"));
        QCOMPARE(got.maskingViews.front().portGroup, std::string("ora-pg"));
        QCOMPARE(got.maskingViews.back().portGroup, std::string("sql-pg"));
        // RA-1's rule: 8 paths per ESXi host; no SAN mistake reported.
        QVERIFY2(!core::hasErrors(w.doc.diagnostics()), qPrintable(w.doc.errorString()));
        const auto loaded = w.doc.snapshot();
        QVERIFY(loaded);
        const core::AnalysisResult r = core::analyze(*loaded, {});
        int found = 0;
        for (const core::FlowResult& f : r.flows)
            if (f.id == "storage:ora-host->pmax" || f.id == "storage:sql-host->pmax") {
                ++found;
                QCOMPARE(int(f.paths.size()), 8);
            }
        QCOMPARE(found, 2);
        for (const core::Finding& f : r.findings)
            for (const char* code : {"switch-serves-no-initiator", "zone-cross-fabric", "zone-unreachable", "cna-no-fcoe",
                                     "masking-view-no-path", "asymmetric-fabric"})
                QVERIFY2(f.code != code, f.message.c_str());
        // The whole walk is undoable, step by step, back to the empty design.
        while (w.doc.undoStack()->canUndo())
            w.doc.undoStack()->undo();
        QVERIFY(w.doc.design().devices.empty());
    }

    // With TOPOPLAN_SCREENSHOT_DIR set (under Xvfb): the window on each small design made
    // for one SAN mistake (tests/data/analysis/san-*/, tst_sanchecks), its first warning
    // selected in Findings: docs/screenshots/san-findings-<case>.png.
    void sanFindingScreenshots()
    {
        const QString dir = qEnvironmentVariable("TOPOPLAN_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("TOPOPLAN_SCREENSHOT_DIR not set");
        // Each case and a word of its SAN finding's message (core/sanchecks.cpp).
        const std::pair<const char*, const char*> cases[] = {{"san-idle-iom", "IOM"},           {"san-zone-unreachable", "zone"},
                                                             {"san-zone-cross", "zone"},        {"san-cna-no-fcoe", "FCoE"},
                                                             {"san-mv-no-path", "masking view"}, {"san-asymmetric", "symmetric"}};
        for (const auto& [name, word] : cases) {
            models::DesignDocument doc;
            QVERIFY(doc.open(QStringLiteral(TOPOPLAN_TEST_DATA "/analysis/%1/design.topoplan.yaml").arg(QLatin1String(name))));
            widgets::MainWindow window(&doc);
            window.resize(1600, 1000);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QTRY_VERIFY_WITH_TIMEOUT(window.analysisRunner()->result() != nullptr, 30000);
            QTest::qWait(300);
            // The SAN finding in the Findings table, its message column wide enough to read.
            for (QTreeView* v : window.findChildren<QTreeView*>()) {
                QAbstractItemModel* m = v->model();
                if (!m || m->columnCount() < 2 || m->headerData(0, Qt::Horizontal).toString() != QLatin1String("Severity"))
                    continue;
                v->header()->resizeSection(1, 1000);
                for (int row = 0; row < m->rowCount(); ++row)
                    if (m->index(row, 0).data().toString() == QLatin1String("warning")
                        && m->index(row, 1).data().toString().contains(QLatin1String(word))) {
                        v->setCurrentIndex(m->index(row, 0));
                        v->scrollTo(m->index(row, 0));
                        break;
                    }
            }
            QTest::qWait(300);
            window.grab().save(dir + QStringLiteral("/san-findings-%1.png").arg(QLatin1String(name).mid(4)));
        }
    }
};

QTEST_MAIN(TstWalkthroughSan)
#include "tst_walkthroughsan.moc"
