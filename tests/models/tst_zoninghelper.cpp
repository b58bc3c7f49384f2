// models/zoninghelper.h (issue 16): "zone these initiators to this port group" and
// "create fabrics from cabling" on RA-1 with its zoning or SAN fabrics taken out. The
// expected zones and fabrics are RA-1's own (resources/examples/ra1-mx7000-powermax,
// from the paper as architectures.md summarises it: single-initiator zones to 4 ports
// on 2 SLICs and both directors of the initiator's fabric; fabric A = iom-a1 with ports
// 1-2 of every SLIC, B = iom-b1 with ports 3-4), not the helper's output copied back.
// Each edit is one undo step whose undo gives the design text back byte for byte.
#include "core/designio.h"
#include "models/designdocument.h"
#include "models/zoninghelper.h"

#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <functional>
#include <set>

using namespace topoplan;
using models::DesignDocument;

namespace {

/// RA-1 with `edit` applied, opened as a recovered (untitled) design.
void openEditedRa1(DesignDocument& doc, const std::function<void(core::Design&)>& edit)
{
    QVERIFY(doc.open(QStringLiteral("builtin:ra1")));
    core::Design d = doc.design();
    edit(d);
    QVERIFY2(doc.openRecovered(QString::fromStdString(core::writeDesign(d)), QString()), qPrintable(doc.errorString()));
    doc.undoStack()->clear();
}

const core::Zone* zoneOf(const core::Design& d, const std::string& initiator)
{
    for (const core::Zone& z : d.zoning)
        if (z.initiator == initiator)
            return &z;
    return nullptr;
}

std::set<std::string> portsOf(const core::Design& d, const std::string& fabric)
{
    for (const core::Fabric& f : d.fabrics)
        if (f.id == fabric)
            return {f.ports.begin(), f.ports.end()};
    return {};
}

} // namespace

class TstZoningHelper : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void candidatesAreTheFcoeInitiators()
    {
        DesignDocument doc;
        QVERIFY(doc.open(QStringLiteral("builtin:ra1")));
        // RA-1: mezz-1a/1b port 1 of both sleds carry the FCoE partitions; the mezz-2 cards
        // are NIC-only (NPAR without fcoe) and are no FC initiators.
        const QStringList c = models::zoningInitiatorCandidates(doc);
        QCOMPARE(std::set<QString>(c.begin(), c.end()),
                 (std::set<QString>{"ora-mezz-1a:1", "ora-mezz-1b:1", "sql-mezz-1a:1", "sql-mezz-1b:1"}));
    }

    void zonesBothFabricsInOneStep()
    {
        DesignDocument doc;
        const core::Design original = [] {
            DesignDocument ra1;
            ra1.open(QStringLiteral("builtin:ra1"));
            return ra1.design();
        }();
        openEditedRa1(doc, [](core::Design& d) { d.zoning.clear(); });
        const std::string before = core::writeDesign(doc.design());
        const models::ZoningResult r =
            models::zoneInitiatorsToPortGroup(&doc, {"ora-mezz-1a:1", "ora-mezz-1b:1"}, QStringLiteral("ora-pg"));
        QVERIFY2(r.changed, qPrintable(r.message));
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.design().zoning.size(), std::size_t(2));
        for (const char* init : {"ora-mezz-1a:1", "ora-mezz-1b:1"}) {
            const core::Zone* got = zoneOf(doc.design(), init);
            const core::Zone* want = zoneOf(original, init);
            QVERIFY(got && want);
            QCOMPARE(got->targets, want->targets); // in the port group's order, as RA-1 writes them
        }
        QVERIFY2(r.message.contains(QStringLiteral("ora-pg")), qPrintable(r.message));
        doc.undoStack()->undo();
        QCOMPARE(core::writeDesign(doc.design()), before);
        doc.undoStack()->redo();
        QCOMPARE(doc.design().zoning.size(), std::size_t(2));
        // Again: nothing to add, no second undo step.
        const models::ZoningResult again =
            models::zoneInitiatorsToPortGroup(&doc, {"ora-mezz-1a:1", "ora-mezz-1b:1"}, QStringLiteral("ora-pg"));
        QVERIFY(!again.changed);
        QCOMPARE(doc.undoStack()->count(), 1);
    }

    void extendsAnExistingZoneAndLeavesOutWhatCannotBeZoned()
    {
        DesignDocument doc;
        openEditedRa1(doc, [](core::Design&) {});
        // ora-mezz-1a:1 is zoned to the D SLIC ports of fabric A; zoning it to sql-pg adds
        // the E SLIC ports of fabric A (fa-1e-1, fa-1e-2, fa-2e-1, fa-2e-2). ora-mezz-2a:1
        // (NIC partitions only) cannot be zoned and is named.
        const models::ZoningResult r =
            models::zoneInitiatorsToPortGroup(&doc, {"ora-mezz-1a:1", "ora-mezz-2a:1"}, QStringLiteral("sql-pg"));
        QVERIFY2(r.changed, qPrintable(r.message));
        QVERIFY2(r.message.contains(QStringLiteral("ora-mezz-2a:1")), qPrintable(r.message));
        const core::Zone* z = zoneOf(doc.design(), "ora-mezz-1a:1");
        QVERIFY(z);
        QCOMPARE(z->targets, (std::vector<std::string>{"pmax:fa-1d-1", "pmax:fa-1d-2", "pmax:fa-2d-1", "pmax:fa-2d-2", "pmax:fa-1e-1",
                                                       "pmax:fa-1e-2", "pmax:fa-2e-1", "pmax:fa-2e-2"}));
        QVERIFY(!zoneOf(doc.design(), "ora-mezz-2a:1"));
        // Only what cannot be zoned: refused, design unchanged.
        const std::string before = core::writeDesign(doc.design());
        const models::ZoningResult none = models::zoneInitiatorsToPortGroup(&doc, {"ora-mezz-2a:1"}, QStringLiteral("sql-pg"));
        QVERIFY(!none.changed);
        QCOMPARE(core::writeDesign(doc.design()), before);
        QVERIFY(!models::zoneInitiatorsToPortGroup(&doc, {"ora-mezz-1a:1"}, QStringLiteral("no-such-pg")).changed);
    }

    void fabricsFromCablingAreRa1sFabrics()
    {
        DesignDocument ra1;
        QVERIFY(ra1.open(QStringLiteral("builtin:ra1")));
        // As declared, the fabrics match the cabling: nothing to do.
        QVERIFY(!models::createFabricsFromCabling(&ra1).changed);
        QCOMPARE(ra1.undoStack()->count(), 0);

        DesignDocument doc;
        openEditedRa1(doc, [](core::Design& d) {
            d.fabrics.erase(std::remove_if(d.fabrics.begin(), d.fabrics.end(), [](const core::Fabric& f) { return f.kind == "fc"; }),
                            d.fabrics.end());
        });
        const std::string before = core::writeDesign(doc.design());
        const models::ZoningResult r = models::createFabricsFromCabling(&doc);
        QVERIFY2(r.changed, qPrintable(r.message));
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(portsOf(doc.design(), "san-a"), portsOf(ra1.design(), "san-a"));
        QCOMPARE(portsOf(doc.design(), "san-b"), portsOf(ra1.design(), "san-b"));
        QCOMPARE(doc.design().fabrics.size(), ra1.design().fabrics.size()); // mgmt, vmotion, db-public kept
        doc.undoStack()->undo();
        QCOMPARE(core::writeDesign(doc.design()), before);

        // A declared fabric missing a port gets it back under its own id.
        DesignDocument partial;
        openEditedRa1(partial, [](core::Design& d) {
            d.fabrics.front().id = "fabric-1";
            d.fabrics.front().ports.pop_back();
        });
        QVERIFY(models::createFabricsFromCabling(&partial).changed);
        QCOMPARE(portsOf(partial.design(), "fabric-1"), portsOf(ra1.design(), "san-a"));
        QVERIFY(portsOf(partial.design(), "san-a").empty());
    }
};

QTEST_MAIN(TstZoningHelper)
#include "tst_zoninghelper.moc"
