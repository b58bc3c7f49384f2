// DesignDocument and its commands: undo/redo exactness (the written design text before and
// after), refusals with the core's message, save/open round trip, modified state,
// recovery file, stale analysis results dropped.
#include "core/designio.h"
#include "core/topology.h"
#include "models/analysisrunner.h"
#include "models/autolayout.h"
#include "models/cableplanner.h"
#include "models/catalogmodel.h"
#include "models/cmddeviceadd.h"
#include "models/cmddevicemove.h"
#include "models/cmddeviceremove.h"
#include "models/cmddeviceseat.h"
#include "models/cmdlinkadd.h"
#include "models/cmdlinkremove.h"
#include "models/cmdentrychange.h"
#include "models/cmdfailurechange.h"
#include "models/cmdpropertychange.h"
#include "models/designdocument.h"
#include "models/designentry.h"
#include "models/devicecopy.h"
#include "models/findingsmodel.h"
#include "models/pathsmodel.h"
#include "models/recoveryfile.h"

#include <QFile>
#include <QMimeData>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <functional>

using namespace topoplan;
using models::DesignDocument;

namespace {
/// A free-standing device of a model no catalog has: what a document refuses to add.
core::Device unknownModelDevice()
{
    core::Device d;
    d.id = "stranger";
    d.model = "nobody/no-such-model";
    d.at = std::pair<double, double>(0.0, 0.0);
    return d;
}
} // namespace

class TestDesignDocument : public QObject {
    Q_OBJECT

    static std::string text(const DesignDocument& d) { return core::writeDesign(d.design()); }

    /// Pushes the command made by `make`, checks the design changed, that undo gives the
    /// text before byte for byte and redo the text after.
    static void checkUndoRedo(DesignDocument& doc, const std::function<QUndoCommand*()>& make)
    {
        const std::string before = text(doc);
        const int index = doc.undoStack()->index();
        doc.undoStack()->push(make());
        const std::string after = text(doc);
        QVERIFY(after != before);
        QCOMPARE(doc.undoStack()->index(), index + 1);
        QVERIFY(doc.isModified());
        doc.undoStack()->undo();
        QCOMPARE(text(doc), before);
        doc.undoStack()->redo();
        QCOMPARE(text(doc), after);
        doc.undoStack()->undo();
        QCOMPARE(text(doc), before);
    }

    static std::unique_ptr<DesignDocument> ra1()
    {
        auto doc = std::make_unique<DesignDocument>();
        if (!doc->open(QStringLiteral("builtin:ra1")))
            qFatal("cannot open builtin:ra1: %s", qPrintable(doc->errorString()));
        return doc;
    }

private Q_SLOTS:
    void uniqueIdsAvoidEveryIdNamespace()
    {
        // RA-1 has a fabric "san-a" (resources/examples/ra1-*.topoplan.yaml): a new device
        // must not take it, nor a workload's id (one namespace: docs/design-format.md).
        models::DesignDocument doc;
        QVERIFY(doc.open(QStringLiteral("builtin:ra1")));
        QVERIFY(!doc.design().fabrics.empty());
        const std::string fabric = doc.design().fabrics.front().id;
        QVERIFY(doc.uniqueDeviceId(fabric) != fabric);
        const std::string workload = doc.design().workloads.front().id;
        QVERIFY(doc.uniqueDeviceId(workload) != workload);
        QCOMPARE(doc.uniqueDeviceId("not-used-yet"), std::string("not-used-yet"));
    }

    void entryEditsUndoExactly()
    {
        // One CmdEntryChange per edit; undo restores the file byte for byte.
        models::DesignDocument doc;
        QVERIFY(doc.open(QStringLiteral("builtin:ra1")));
        const std::string before = core::writeDesign(doc.design());
        const int zone = 0;
        QCOMPARE(models::editEntryField(&doc, models::Section::Zone, zone, QStringLiteral("targets"),
                                        QStringLiteral("pmax:fa-1d-1, pmax:fa-2d-1")), QString());
        QCOMPARE(models::addEntry(&doc, models::Section::Fabric, QStringLiteral("san-c")), QString());
        // A reference to nothing is refused with the core's message; the design is unchanged.
        QVERIFY(!models::editEntryField(&doc, models::Section::Workload, 0, QStringLiteral("host"),
                                        QStringLiteral("no-such-host")).isEmpty());
        QCOMPARE(models::editEntryField(&doc, models::Section::Device, doc.deviceIndex("pmax"), QStringLiteral("id"),
                                        QStringLiteral("pmax-1")), QString());
        QCOMPARE(doc.design().workloads.front().storage, std::string("pmax-1"));
        QCOMPARE(doc.undoStack()->count(), 3);
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QCOMPARE(core::writeDesign(doc.design()), before);
    }

    void opensRa1Clean()
    {
        auto doc = ra1();
        QVERIFY(doc->topology());
        QVERIFY(!doc->isModified());
        QVERIFY(doc->fileName().isEmpty()); // builtin examples have no file to save to
        QCOMPARE(doc->design().devices.size(), std::size_t(21)); // RA-1 example: 21 devices
        QVERIFY(!doc->save());
        QVERIFY(!doc->errorString().isEmpty());
    }

    void refusesBadFileAndKeepsDesign()
    {
        auto doc = ra1();
        const std::string before = text(*doc);
        QVERIFY(!doc->open(QStringLiteral(TOPOPLAN_TEST_DATA "/bad/occupied-slot.topoplan.yaml")));
        QVERIFY(doc->errorString().contains(QLatin1String("occupied")));
        QCOMPARE(text(*doc), before);
    }

    void deviceAddUndoRedo()
    {
        auto doc = ra1();
        core::Device d;
        d.id = "spine-3";
        d.model = "generic/spine-switch";
        d.at = std::pair<double, double>(700, 60);
        QVERIFY(models::CmdDeviceAdd::check(*doc, d).isEmpty());
        QSignalSpy added(doc.get(), &DesignDocument::deviceAdded);
        checkUndoRedo(*doc, [&] { return new models::CmdDeviceAdd(doc.get(), d); });
        QCOMPARE(added.count(), 2);
        QCOMPARE(added.first().first().toString(), QStringLiteral("spine-3"));
        // Same id again: refused with the reason.
        doc->undoStack()->redo();
        QVERIFY(models::CmdDeviceAdd::check(*doc, d).contains(QLatin1String("already exists")));
    }

    // Removing iom-a1 takes 16 cables and the IOM: one topologyChanged() for all of them
    // (the canvas relayouts on each; it was 17), plus one for the reference clean-up
    // (fabric ports), both ways; the topology afterwards is the design's
    // (docs/gui-responsiveness.md: 1.1-2.0 s -> 0.2 s on 2,000 devices).
    void deviceRemoveIsOneStructuralChange()
    {
        auto doc = ra1();
        QSignalSpy topology(doc.get(), &DesignDocument::topologyChanged);
        QSignalSpy linksGone(doc.get(), &DesignDocument::linkRemoved);
        doc->undoStack()->push(new models::CmdDeviceRemove(doc.get(), "iom-a1"));
        QCOMPARE(linksGone.count(), 16);
        // One for the cables and the device and their references (fabric ports, zoning):
        // the clean-up's entries were a second one before CmdDeviceRemove opened its batch
        // around them too.
        QCOMPARE(topology.count(), 1);
        QVERIFY(doc->topology());
        for (const core::TopoDevice& d : doc->topology()->devices)
            QVERIFY(d.id != "iom-a1");
        topology.clear();
        doc->undoStack()->undo();
        QCOMPARE(topology.count(), 1);
        QCOMPARE(doc->topology()->links.size(), ra1()->topology()->links.size());
    }

    void deviceRemoveRestoresChildrenAndLinks()
    {
        auto doc = ra1();
        const std::size_t links = doc->design().links.size();
        QSignalSpy removed(doc.get(), &DesignDocument::deviceRemoved);
        doc->undoStack()->push(new models::CmdDeviceRemove(doc.get(), "ora-host"));
        QCOMPARE(removed.count(), 5); // the sled and its 4 mezzanine cards
        QVERIFY(!doc->design().device("ora-mezz-1a"));
        doc->undoStack()->undo();
        checkUndoRedo(*doc, [&] { return new models::CmdDeviceRemove(doc.get(), "iom-a1"); });
        doc->undoStack()->redo();
        QCOMPARE(doc->design().links.size(), links - 16); // iom-a1: 8 FC lanes, 4 uplink lanes, 4 VLTi cables
        doc->undoStack()->undo();
        // The same while a worker holds the design from before the command (the document
        // copies on the first write): every cable must still go (the GUI once left most of
        // them, the command reading a stale copy), and the worker's design is untouched.
        // Inside the command's batch no snapshot is given out (design and topology differ).
        const std::optional<models::DesignSnapshot> held = doc->sharedSnapshot();
        QVERIFY(held);
        int offered = 0;
        const auto grab = connect(doc.get(), &DesignDocument::linkRemoved, this,
                                  [&] { offered += doc->sharedSnapshot().has_value() ? 1 : 0; });
        doc->undoStack()->redo();
        disconnect(grab);
        QCOMPARE(offered, 0);
        QCOMPARE(held->design->links.size(), links);
        QCOMPARE(doc->design().links.size(), links - 16);
        doc->undoStack()->undo();
        QCOMPARE(doc->design().links.size(), links);
    }

    void removalTakesTheReferencesAlong()
    {
        // RA-1 (resources/examples/ra1-*.topoplan.yaml): scenario lose-iom-a1 fails and
        // repairs iom-a1; zoning has one zone per mezzanine FC port of ora-host and
        // sql-host; fabric san-a lists ora-mezz-1a:1. Removing iom-a1 or ora-host used to
        // leave those references dangling, the design invalid and the analysis stopped.
        auto doc = ra1();
        const std::string before = text(*doc);
        doc->undoStack()->push(new models::CmdDeviceRemove(doc.get(), "iom-a1"));
        QVERIFY2(!core::hasErrors(doc->diagnostics()), core::formatDiagnostics(doc->diagnostics()).c_str());
        QVERIFY(doc->topology());
        QVERIFY(doc->design().scenarios.front().events.empty()); // both events aimed at iom-a1
        doc->undoStack()->undo();
        QCOMPARE(text(*doc), before);

        const std::size_t zones = doc->design().zoning.size();
        doc->undoStack()->push(new models::CmdDeviceRemove(doc.get(), "ora-host"));
        QCOMPARE(doc->design().zoning.size(), zones - 2); // ora-mezz-1a:1 and ora-mezz-1b:1
        for (const core::Fabric& f : doc->design().fabrics)
            for (const std::string& p : f.ports)
                QVERIFY2(p.rfind("ora-", 0) != 0, p.c_str());
        for (const core::MaskingView& v : doc->design().maskingViews)
            for (const std::string& i : v.initiators)
                QVERIFY2(i.rfind("ora-", 0) != 0, i.c_str());
        // Its workloads keep their host: the user decides what becomes of them.
        QVERIFY(core::hasErrors(doc->diagnostics()));
        QCOMPARE(doc->undoStack()->count(), 1); // one step
        doc->undoStack()->undo();
        QCOMPARE(text(*doc), before);
        doc->undoStack()->redo();
        doc->undoStack()->undo();
        QCOMPARE(text(*doc), before);

        // A cable's scenario events go with the cable.
        core::Scenario s;
        s.id = "lose-uplink";
        s.durationMin = 10;
        const core::Link l = doc->design().links.front();
        s.events.push_back({1, false, l.id(), {}});
        const int last = int(doc->design().scenarios.size());
        doc->undoStack()->push(models::CmdEntryChange::insert(doc.get(), models::Section::Scenario, last, s));
        QVERIFY2(!core::hasErrors(doc->diagnostics()), core::formatDiagnostics(doc->diagnostics()).c_str());
        doc->undoStack()->push(new models::CmdLinkRemove(doc.get(), l.id()));
        QVERIFY(doc->design().scenarios.back().events.empty());
        QVERIFY(!core::hasErrors(doc->diagnostics()));
    }

    // Removing a site, a cluster or a storage group in the Design dock takes the
    // references the design can do without and ends injected failures on it, in one
    // undoable step (RA-2 stretched, resources/examples/ra2-vsan-stretched.topoplan.yaml:
    // devices in site-a/site-b, scenario site-failure fails site-b, cluster
    // vsan-stretched holds storage group la-db). What cannot go (a storage group's
    // storage) becomes an error of that entry while the rest is still analysed.
    void entryRemovalTakesReferencesAndFailures()
    {
        DesignDocument doc;
        QVERIFY(doc.open(QStringLiteral("builtin:ra2-vsan-str")));
        const std::string before = text(doc);
        doc.undoStack()->push(models::CmdFailureChange::toggle(&doc, "site-b"));
        QCOMPARE(doc.failures(), std::vector<std::string>{"site-b"});
        const int steps = doc.undoStack()->count();
        QCOMPARE(models::removeEntry(&doc, models::Section::Site, models::findEntry(doc.design(), models::Section::Site, QStringLiteral("site-b"))), QString());
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QVERIFY(doc.failures().empty());
        for (const core::Device& d : doc.design().devices)
            QVERIFY2(d.site != "site-b", d.id.c_str());
        for (const core::Scenario& sc : doc.design().scenarios)
            for (const core::ScenarioEvent& e : sc.events)
                QVERIFY(e.target != "site-b");
        QVERIFY(doc.sharedSnapshot()); // analysed, whatever the cluster says now
        doc.undoStack()->undo();
        QCOMPARE(doc.failures(), std::vector<std::string>{"site-b"});
        doc.undoStack()->undo();
        QCOMPARE(text(doc), before);

        doc.undoStack()->push(models::CmdFailureChange::toggle(&doc, "vsan-stretched"));
        QCOMPARE(models::removeEntry(&doc, models::Section::Cluster, 0), QString());
        QVERIFY(doc.failures().empty());
        QVERIFY(core::hasErrors(doc.diagnostics())); // la-db's storage is gone
        QVERIFY(doc.topology());
        const auto snapshot = doc.sharedSnapshot();
        QVERIFY(snapshot);
        QVERIFY(!snapshot->design->storageGroup("la-db")); // left out of the analysis
        QVERIFY(doc.design().storageGroup("la-db"));       // still in the design
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(text(doc), before);

        // RA-1: workload oracle-oltp names storage group ora-oltp-sg (optional: cleared);
        // masking view ora-oltp-mv is about it (kept, reported).
        auto ra = ra1();
        const std::string raBefore = text(*ra);
        QCOMPARE(models::removeEntry(ra.get(), models::Section::StorageGroup,
                                     models::findEntry(ra->design(), models::Section::StorageGroup, QStringLiteral("ora-oltp-sg"))),
                 QString());
        QCOMPARE(ra->design().workload("oracle-oltp")->storageGroup, std::string());
        bool reported = false;
        for (const core::Diagnostic& d : ra->diagnostics())
            reported = reported || (d.id == "masking view 'ora-oltp-mv'" && d.severity == core::Diagnostic::Severity::Error);
        QVERIFY(reported);
        QVERIFY(ra->sharedSnapshot());
        ra->undoStack()->undo();
        QCOMPARE(text(*ra), raBefore);
    }

    // A new storage group without storage is an error of that entry: the design is still
    // analysed (the snapshot exists), without it.
    void halfDoneEntryKeepsTheAnalysis()
    {
        auto doc = ra1();
        QCOMPARE(models::addEntry(doc.get(), models::Section::StorageGroup, QStringLiteral("half-done-sg")), QString());
        QVERIFY(core::hasErrors(doc->diagnostics()));
        const auto snapshot = doc->sharedSnapshot();
        QVERIFY(snapshot);
        QVERIFY(!snapshot->design->storageGroup("half-done-sg"));
        QCOMPARE(snapshot->design->workloads.size(), doc->design().workloads.size());
        // Saved mid-edit, the file opens again as it was, reported and analysed the same.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mid-edit.topoplan.yaml"));
        QVERIFY(doc->saveAs(path));
        DesignDocument reopened;
        QVERIFY2(reopened.open(path), qPrintable(reopened.errorString()));
        QCOMPARE(text(reopened), text(*doc));
        QVERIFY(core::hasErrors(reopened.diagnostics()));
        QVERIFY(reopened.sharedSnapshot());
        QVERIFY(!reopened.sharedSnapshot()->design->storageGroup("half-done-sg"));
        // A typed reference to nothing is still refused in the entry's own field.
        const int index = models::findEntry(doc->design(), models::Section::StorageGroup, QStringLiteral("half-done-sg"));
        QVERIFY(!models::editEntryField(doc.get(), models::Section::StorageGroup, index, QStringLiteral("storage"),
                                        QStringLiteral("no-such-array"))
                     .isEmpty());
    }

    void deviceMoveMergesOneGesture()
    {
        auto doc = ra1();
        const std::string before = text(*doc);
        using P = models::CmdDeviceMove::Position;
        for (int i = 1; i <= 5; ++i)
            doc->undoStack()->push(new models::CmdDeviceMove(
                doc.get(), {{"pmax", P(std::pair<double, double>(820 + 10 * i, 320))}}, /*gesture*/ 7));
        QCOMPARE(doc->undoStack()->count(), 1);
        QCOMPARE(doc->design().device("pmax")->at->first, 870.0);
        doc->undoStack()->undo();
        QCOMPARE(text(*doc), before);
        // A new gesture is a new step.
        doc->undoStack()->redo();
        doc->undoStack()->push(new models::CmdDeviceMove(doc.get(), {{"pmax", P(std::pair<double, double>(0, 0))}}, 8));
        QCOMPARE(doc->undoStack()->count(), 2);
        checkUndoRedo(*doc, [&] {
            return new models::CmdDeviceMove(doc.get(), {{"dd9300", P(std::pair<double, double>(900, 40))}});
        });
    }

    void seatingInASlot()
    {
        auto doc = ra1();
        core::Device sled;
        sled.id = "new-sled";
        sled.model = "dell/poweredge-mx740c";
        sled.parent = "mx7000-1";
        sled.slot = "sled-5";
        QCOMPARE(models::CmdDeviceAdd::check(*doc, sled), QString());
        checkUndoRedo(*doc, [&] { return new models::CmdDeviceAdd(doc.get(), sled); });
        doc->undoStack()->redo();
        const core::Topology* t = doc->topology();
        QVERIFY(t);
        const int i = t->deviceIndex("new-sled");
        QVERIFY(i >= 0);
        QCOMPARE(t->devices[i].parent, t->deviceIndex("mx7000-1"));
        // Move it to bay 6 and back out onto the canvas.
        QCOMPARE(models::CmdDeviceSeat::check(*doc, "new-sled", "mx7000-1", "sled-6"), QString());
        checkUndoRedo(*doc, [&] { return new models::CmdDeviceSeat(doc.get(), "new-sled", "mx7000-1", "sled-6"); });
        if (QTest::currentTestFailed())
            return;
        checkUndoRedo(*doc, [&] {
            return new models::CmdDeviceSeat(doc.get(), "new-sled", "", "", std::pair<double, double>(50, 700));
        });
        QVERIFY(models::CmdDeviceSeat::check(*doc, "mx7000-1", "new-sled", "mezz-1a").contains(QLatin1String("itself")));
    }

    void refusesWrongOrOccupiedSlot()
    {
        auto doc = ra1();
        core::Device sled;
        sled.id = "new-sled";
        sled.model = "dell/poweredge-mx740c";
        sled.parent = "mx7000-1";
        sled.slot = "fabric-c1"; // an IOM slot of fabric C
        const QString wrong = models::CmdDeviceAdd::check(*doc, sled);
        QVERIFY2(wrong.contains(QLatin1String("does not fit")), qPrintable(wrong));
        sled.slot = "sled-2"; // the double-width MX840c in sled-1 also fills sled-2
        const QString occupied = models::CmdDeviceAdd::check(*doc, sled);
        QVERIFY2(occupied.contains(QLatin1String("occupied")), qPrintable(occupied));
        QVERIFY(!doc->isModified());
    }

    void linkAddRemoveUndoRedo()
    {
        auto doc = ra1();
        core::Link l;
        l.a = "mgmt-sw-1:eth1/1/2";
        l.b = "mx-mm-1:gb2";
        QCOMPARE(models::CmdLinkAdd::check(*doc, l), QString());
        checkUndoRedo(*doc, [&] { return new models::CmdLinkAdd(doc.get(), l); });
        checkUndoRedo(*doc, [&] { return new models::CmdLinkRemove(doc.get(), "iom-a1:eth1/1/43:2 -- pmax:fa-1d-2"); });
    }

    void refusedCableHasTheReason()
    {
        auto doc = ra1();
        core::Link l;
        l.a = "mgmt-sw-1:eth1/1/3"; // 1 GbE RJ45
        l.b = "spine-1:eth1/1/5";   // 100 GbE QSFP28
        const QString why = models::CmdLinkAdd::check(*doc, l);
        QVERIFY2(why.contains(QLatin1String("mismatch")), qPrintable(why));
        l.a = "mgmt-sw-1:eth1/1/1"; // already cabled to mx-mm-1:gb1
        l.b = "mgmt-sw-2:eth1/1/3";
        QVERIFY(models::CmdLinkAdd::check(*doc, l).contains(QLatin1String("already")));
        QVERIFY(!doc->isModified());
    }

    void proposesBreakoutLane()
    {
        auto doc = ra1();
        core::Device dd;
        dd.id = "dd-2";
        dd.model = "dell/dd9300";
        dd.at = std::pair<double, double>(1000, 60);
        doc->undoStack()->push(new models::CmdDeviceAdd(doc.get(), dd));
        // 10 GbE SFP+ to a 100 GbE QSFP28 spine port that breaks out 4 x 10 GbE.
        const core::Link l = models::proposeLink(doc->design(), doc->catalog(), "dd-2:eth-1a", "spine-1:eth1/1/3");
        QCOMPARE(QString::fromStdString(l.b), QStringLiteral("spine-1:eth1/1/3:1"));
        QCOMPARE(QString::fromStdString(l.breakout), QStringLiteral("4x10ge"));
        QCOMPARE(models::CmdLinkAdd::check(*doc, l), QString());
        // A port already in breakout gets its next free lane (spine-1:eth1/1/2 lanes 1-2 used by the DD9300).
        const core::Link next = models::proposeLink(doc->design(), doc->catalog(), "dd-2:eth-1b", "spine-1:eth1/1/2");
        QCOMPARE(QString::fromStdString(next.b), QStringLiteral("spine-1:eth1/1/2:3"));
    }

    void propertyChangeUndoRedo()
    {
        auto doc = ra1();
        using T = models::CmdPropertyChange::Target;
        checkUndoRedo(*doc, [&] { return new models::CmdPropertyChange(doc.get(), T::DeviceConfig, "pmax", "drives", 32.0); });
        checkUndoRedo(*doc, [&] {
            return new models::CmdPropertyChange(doc.get(), T::DeviceConfig, "pmax", "bricks", std::nullopt);
        });
        checkUndoRedo(*doc, [&] {
            return new models::CmdPropertyChange(doc.get(), T::DeviceConfig, "pmax", "raid", std::nullopt);
        });
        checkUndoRedo(*doc, [&] {
            return new models::CmdPropertyChange(doc.get(), T::WorkloadProfile, "oracle-oltp", "users", 200.0);
        });
        // An unknown drive model is refused by the core's validation.
        const QString why = models::CmdPropertyChange::check(*doc, T::DeviceConfig, "pmax", "drive_model",
                                                             std::string("nobody/nothing"));
        QVERIFY2(!why.isEmpty(), "unknown drive model accepted");
    }

    void saveOpenRoundTripAndModifiedState()
    {
        QTemporaryDir dir;
        auto doc = ra1();
        const std::string original = text(*doc);
        QSignalSpy modified(doc.get(), &DesignDocument::modifiedChanged);
        doc->undoStack()->push(new models::CmdPropertyChange(doc.get(), models::CmdPropertyChange::Target::DeviceConfig,
                                                             "pmax", "drives", 32.0));
        QVERIFY(doc->isModified());
        QCOMPARE(modified.count(), 1);
        const QString path = dir.filePath(QStringLiteral("ra1.topoplan.yaml"));
        QVERIFY2(doc->saveAs(path), qPrintable(doc->errorString()));
        QVERIFY(!doc->isModified());
        QCOMPARE(doc->fileName(), path);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray written = f.readAll();
        QCOMPARE(written.toStdString(), text(*doc));
        // Undo past the save point: modified again; redo back to it: clean.
        doc->undoStack()->undo();
        QVERIFY(doc->isModified());
        QCOMPARE(text(*doc), original);
        doc->undoStack()->redo();
        QVERIFY(!doc->isModified());

        DesignDocument reopened;
        QVERIFY2(reopened.open(path), qPrintable(reopened.errorString()));
        QCOMPARE(text(reopened), text(*doc));
        QVERIFY(!reopened.isModified());
        QVERIFY(reopened.save()); // unchanged: byte for byte the same file
        QFile g(path);
        QVERIFY(g.open(QIODevice::ReadOnly));
        QCOMPARE(g.readAll(), written);
    }

    void newDesignIsEmptyAndValid()
    {
        auto doc = ra1();
        doc->newDesign();
        QVERIFY(doc->design().devices.empty());
        QVERIFY(doc->topology());
        QVERIFY(!doc->isModified());
        QCOMPARE(doc->undoStack()->count(), 0);
        // Build from nothing: place, save, reopen.
        core::Device spine;
        spine.id = "spine-1";
        spine.model = "generic/spine-switch";
        spine.at = std::pair<double, double>(0, 0);
        doc->undoStack()->push(new models::CmdDeviceAdd(doc.get(), spine));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("new.topoplan.yaml"));
        QVERIFY2(doc->saveAs(path), qPrintable(doc->errorString()));
        DesignDocument reopened;
        QVERIFY2(reopened.open(path), qPrintable(reopened.errorString()));
        QCOMPARE(text(reopened), text(*doc));
    }

    void recoveryFileWrittenAndRemoved()
    {
        QTemporaryDir dir;
        auto doc = ra1();
        models::RecoveryFile recovery(doc.get(), dir.path());
        QVERIFY(!QFile::exists(recovery.path()));
        doc->undoStack()->push(new models::CmdPropertyChange(doc.get(), models::CmdPropertyChange::Target::DeviceConfig,
                                                             "pmax", "drives", 32.0));
        // Written by the debounce timer after a command.
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(recovery.path()), 5000);
        models::RecoveryFile::Found found;
        // A running instance's file is not offered to another instance (issue 5: a second
        // window offered to recover the first one's work)...
        QVERIFY(!models::RecoveryFile::find(dir.path(), found));
        // ...a crashed one's is: the same file under a PID without a live lock holder.
        QVERIFY(QFile::copy(recovery.path(), dir.filePath(QStringLiteral("recovery-2147480000.topoplan.yaml"))));
        QVERIFY(models::RecoveryFile::find(dir.path(), found));
        QCOMPARE(found.path, dir.filePath(QStringLiteral("recovery-2147480000.topoplan.yaml")));
        QCOMPARE(found.text.toStdString(), text(*doc));
        // The recovered text opens as a modified document.
        DesignDocument other;
        QVERIFY2(other.openRecovered(found.text, found.fileName), qPrintable(other.errorString()));
        QVERIFY(other.isModified());
        QCOMPARE(text(other), text(*doc));
        models::RecoveryFile::remove(found);
        QVERIFY(!models::RecoveryFile::find(dir.path(), found));
        // Back to the clean state: nothing to recover.
        doc->undoStack()->undo();
        QVERIFY(!QFile::exists(recovery.path()));
    }

    void staleAnalysisResultDropped()
    {
        auto doc = ra1();
        models::AnalysisRunner runner(doc.get());
        QSignalSpy ready(&runner, &models::AnalysisRunner::resultReady);
        QSignalSpy dropped(&runner, &models::AnalysisRunner::staleResultDropped);
        core::AnalysisResult old;
        old.revision = doc->revision() - 1;
        runner.deliver(old);
        QCOMPARE(dropped.count(), 1);
        QCOMPARE(ready.count(), 0);
        QVERIFY(!runner.result());
        core::AnalysisResult current;
        current.revision = doc->revision();
        runner.deliver(current);
        QCOMPARE(ready.count(), 1);
        QVERIFY(runner.result());
        // An edit invalidates the result, and a worker run delivers one for the new revision.
        doc->undoStack()->push(new models::CmdPropertyChange(doc.get(), models::CmdPropertyChange::Target::DeviceConfig,
                                                             "pmax", "drives", 32.0));
        QVERIFY(!runner.result());
        QTRY_VERIFY_WITH_TIMEOUT(runner.result() != nullptr, 20000);
        QCOMPARE(runner.result()->revision, doc->revision());

        // The Paths table: RA-1 gives 8 paths per ESXi host (architectures.md, RA-1).
        models::PathsModel paths;
        paths.setResult(runner.result());
        bool found = false;
        for (int r = 0; r < paths.rowCount(); ++r) {
            const QModelIndex flow = paths.index(r, 0);
            if (flow.data().toString() == QLatin1String("storage:ora-host->pmax")) {
                found = true;
                QCOMPARE(paths.rowCount(flow), 8);
                QVERIFY(paths.index(0, models::PathsModel::InitiatorColumn, flow).data().toString().startsWith(QLatin1String("ora-mezz-1")));
            }
        }
        QVERIFY(found);
        models::FindingsModel findings;
        core::Diagnostic bad;
        bad.id = "device 'ghost'";
        bad.message = "does not exist";
        findings.setContents({bad}, runner.result());
        QCOMPARE(findings.rowCount(), int(runner.result()->findings.size()) + 1);
        QCOMPARE(findings.index(0, 0).data(models::FindingsModel::ElementRole).toString(), QStringLiteral("ghost"));
        QCOMPARE(findings.index(0, 0).data().toString(), QStringLiteral("error"));
    }

    void autoLayoutPlacesDevicesWithoutPosition()
    {
        auto doc = ra1();
        core::Design d = doc->design();
        for (core::Device& dev : d.devices)
            if (dev.id != "mx7000-1")
                dev.at.reset();
        auto size = [](const std::string&) { return std::pair<double, double>(200, 100); };
        const auto positions = models::autoLayout(d, size);
        // Every free-standing device but the positioned chassis: 6 in RA-1.
        QCOMPARE(positions.size(), std::size_t(6));
        QVERIFY(!positions.count("mx7000-1"));
        QVERIFY(!positions.count("ora-host")); // seated
        for (const auto& [id, at] : positions)
            QVERIFY2(at.second >= 320 + 100, id.c_str()); // below the positioned devices
        QCOMPARE(models::autoLayout(d, size), positions); // deterministic
    }

    void copyPasteChassisIsOneStep()
    {
        auto doc = ra1();
        const std::string before = text(*doc);
        const core::Design fragment = models::copyDevices(doc->design(), {"mx7000-1"});
        // RA-1 chassis: 2 sleds, 8 mezzanine cards, 2 IOMs, 2 management modules.
        QCOMPARE(fragment.devices.size(), std::size_t(15));
        QCOMPARE(fragment.links.size(), std::size_t(4)); // the VLTi between iom-a1 and iom-b1
        // Through the clipboard's text form and back.
        core::Diagnostics diagnostics;
        const auto reread = core::readDesignText(core::writeDesign(fragment), "clipboard", diagnostics);
        QVERIFY(reread);
        QString reason;
        const auto roots = models::pasteDevices(doc.get(), *reread, 40, 40, &reason);
        QCOMPARE(roots.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(roots.front()), QStringLiteral("mx7000-2"));
        QCOMPARE(doc->design().devices.size(), std::size_t(21 + 15));
        QCOMPARE(doc->design().device("mx7000-2")->at->first, 440.0);
        QVERIFY(doc->topology()); // still valid: slots, midplane and VLTi resolved
        QCOMPARE(doc->undoStack()->count(), 1);
        doc->undoStack()->undo();
        QCOMPARE(text(*doc), before);
        // A sled duplicated without its chassis goes into a free slot of the same chassis
        // (issue 5: it landed off-screen), with its mezzanine cards; the undo text and the
        // count agree. Expected: ora-host and the devices seated in it in RA-1's file.
        const int cards = int(std::count_if(doc->design().devices.begin(), doc->design().devices.end(),
                                            [](const core::Device& d) { return d.parent == "ora-host"; }));
        QVERIFY(cards > 0);
        int added = 0;
        const auto sled =
            models::pasteDevices(doc.get(), models::copyDevices(doc->design(), {"ora-host"}), 0, 0, &reason, &added);
        QCOMPARE(sled.size(), std::size_t(1));
        const core::Device* copy = doc->design().device(sled.front());
        QCOMPARE(copy->parent, std::string("mx7000-1"));
        QVERIFY(copy->slot != doc->design().device("ora-host")->slot);
        QCOMPARE(added, 1 + cards);
        QCOMPARE(doc->undoStack()->command(doc->undoStack()->index() - 1)->text(),
                 QStringLiteral("Paste %1 device(s)").arg(1 + cards));
        QVERIFY2(doc->topology(), qPrintable(doc->errorString()));
        // Where that chassis does not exist (another design) it lands on the canvas.
        models::DesignDocument other;
        other.newDesign();
        const auto loose = models::pasteDevices(&other, models::copyDevices(doc->design(), {"ora-host"}), 0, 0, &reason);
        QCOMPARE(loose.size(), std::size_t(1));
        QVERIFY(other.design().device(loose.front())->parent.empty());
    }

    void pasteIsOneStructuralChange()
    {
        // A chassis pasted (RA-1: 15 devices, 4 cables) is one topology build and one
        // topology check (CmdBatch; the fragment is checked whole): 15 devices and 4 cables
        // were 19 of each. Undo and redo are one build each and restore the design exactly.
        auto doc = ra1();
        const std::string before = text(*doc);
        const core::Design fragment = models::copyDevices(doc->design(), {"mx7000-1"});
        QSignalSpy topology(doc.get(), &DesignDocument::topologyChanged);
        QSignalSpy added(doc.get(), &DesignDocument::deviceAdded);
        models::pasteDevices(doc.get(), fragment, 40, 40, nullptr);
        QCOMPARE(added.count(), 15);
        QCOMPARE(topology.count(), 1);
        QCOMPARE(doc->undoStack()->count(), 1);
        const std::string after = text(*doc);
        topology.clear();
        doc->undoStack()->undo();
        QCOMPARE(topology.count(), 1);
        QCOMPARE(text(*doc), before);
        topology.clear();
        doc->undoStack()->redo();
        QCOMPARE(topology.count(), 1);
        QCOMPARE(text(*doc), after);
        QVERIFY(doc->topology());
        doc->undoStack()->undo();

        // A fragment with a device the document refuses (an unknown model) is pasted device
        // by device: the rest goes in, the refused one is left out, still one undo step.
        core::Design mixed = fragment;
        const core::Device stranger = unknownModelDevice();
        mixed.devices.push_back(stranger);
        int count = 0;
        QString reason;
        const auto roots = models::pasteDevices(doc.get(), mixed, 40, 40, &reason, &count);
        QCOMPARE(count, 15);
        QCOMPARE(roots, (std::vector<std::string>{"mx7000-2"}));
        QVERIFY(!doc->design().device("stranger1"));
        QCOMPARE(doc->undoStack()->count(), 1);
        doc->undoStack()->undo();
        QCOMPARE(text(*doc), before);
        // Nothing the document takes: nothing pushed, the reason given.
        core::Design alone;
        alone.devices.push_back(stranger);
        QVERIFY(models::pasteDevices(doc.get(), alone, 0, 0, &reason).empty());
        QVERIFY2(reason.contains(QStringLiteral("nobody/no-such-model")), qPrintable(reason));
        QCOMPARE(doc->undoStack()->index(), 0);
    }

    void pasteKeepsCablesStructureAndSaysWhatItLeftOut()
    {
        // Newcomer check. RA-1's chassis mx7000-1 with its modules and the 4 cables between
        // iom-a1 and iom-b1 (eth1/1/37-40), cut and pasted back: the ids come back the
        // same (their stems with 1), and the cables used to be dropped as "an end was not
        // pasted" because their ends were not renamed.
        auto doc = ra1();
        const core::Design fragment = models::copyDevices(doc->design(), {"mx7000-1"});
        QCOMPARE(fragment.links.size(), std::size_t(4));
        doc->undoStack()->push(new models::CmdDeviceRemove(doc.get(), "mx7000-1"));
        const std::size_t linksBefore = doc->design().links.size();
        QString reason;
        int added = 0;
        models::pasteDevices(doc.get(), fragment, 0, 0, &reason, &added);
        QCOMPARE(added, 15);
        QCOMPARE(doc->design().links.size(), linksBefore + 4);
        QVERIFY2(reason.isEmpty(), qPrintable(reason));
        doc->undoStack()->undo();

        // Modules listed before their chassis keep their slots (they were pasted loose).
        core::Design reversed = fragment;
        std::reverse(reversed.devices.begin(), reversed.devices.end());
        const auto roots = models::pasteDevices(doc.get(), reversed, 40, 40, &reason, &added);
        QCOMPARE(added, 15);
        QCOMPARE(roots.size(), std::size_t(1)); // the chassis alone is on the canvas
        std::multiset<std::pair<std::string, std::string>> copied, pasted; // the chassis's (slot, model)
        for (const core::Device& d : fragment.devices)
            if (d.parent == "mx7000-1")
                copied.insert({d.slot, d.model});
        for (const core::Device& d : doc->design().devices)
            if (d.parent == roots.front())
                pasted.insert({d.slot, d.model});
        QCOMPARE(pasted, copied);
        QVERIFY(!copied.empty());
        QVERIFY2(reason.isEmpty(), qPrintable(reason));
        doc->undoStack()->undo();

        // What is left out is said, also when the rest is pasted: a device of an unknown
        // model, and a cable to a device that is not pasted.
        core::Design mixed = fragment;
        const core::Device stranger = unknownModelDevice();
        mixed.devices.push_back(stranger);
        core::Link outside;
        outside.a = "iom-a1:eth1/1/36";
        outside.b = "pmax:fa-1d-4";
        mixed.links.push_back(outside);
        models::pasteDevices(doc.get(), mixed, 40, 40, &reason, &added);
        QCOMPARE(added, 15);
        QVERIFY2(reason.contains(QStringLiteral("stranger left out")), qPrintable(reason));
        QVERIFY2(reason.contains(QStringLiteral(", and 1 more")), qPrintable(reason));
    }

    void catalogModelTreeSearchAndDrag()
    {
        auto doc = ra1();
        models::CatalogModel model;
        model.setCatalog(doc->catalogPtr());
        QVERIFY(model.rowCount() > 5);
        const QModelIndex mx = model.indexOfModel("dell/mx9116n");
        QVERIFY(mx.isValid());
        QVERIFY(model.flags(mx) & Qt::ItemIsDragEnabled);
        QVERIFY(!(model.flags(mx.parent()) & Qt::ItemIsDragEnabled));
        std::unique_ptr<QMimeData> mime(model.mimeData({mx}));
        QVERIFY(mime);
        QCOMPARE(mime->data(QString::fromLatin1(models::CatalogModel::kMimeType)), QByteArray("dell/mx9116n"));
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setFilterRole(models::CatalogModel::SearchRole);
        proxy.setFilterCaseSensitivity(Qt::CaseInsensitive);
        proxy.setRecursiveFilteringEnabled(true);
        proxy.setFilterFixedString(QStringLiteral("MX9116"));
        QCOMPARE(proxy.rowCount(), 1); // only the I/O modules kind survives
        const QModelIndex vendor = proxy.index(0, 0, proxy.index(0, 0));
        QCOMPARE(proxy.rowCount(vendor), 1);
        QCOMPARE(proxy.index(0, 0, vendor).data(models::CatalogModel::ModelIdRole).toString(), QStringLiteral("dell/mx9116n"));
    }
};

QTEST_MAIN(TestDesignDocument)
#include "tst_designdocument.moc"
