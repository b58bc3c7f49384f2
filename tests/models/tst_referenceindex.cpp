// models/referenceindex.h (issue 16, pickers): the ids each reference field offers, on
// RA-1 (resources/examples/ra1-mx7000-powermax.topoplan.yaml) and on the SAN test design
// san-cna-no-fcoe. Expected lists come from the design files and their notes (RA-1: the
// FCoE partitions on port 1 of mezz 1A/1B; fabric A = iom-a1 cabled to ports 1-2 of every
// SLIC, B = iom-b1 to ports 3-4), not from the index's output.
#include "core/designio.h"
#include "models/designdocument.h"
#include "models/referenceindex.h"

#include <QTest>

using namespace topoplan;
using models::ReferenceChoices;
using models::Section;

namespace {

models::Entry entryOf(const models::DesignDocument& doc, Section section, const QString& label)
{
    return *models::entryAt(doc.design(), section, models::findEntry(doc.design(), section, label));
}

QStringList sorted(QStringList l)
{
    l.sort();
    return l;
}

} // namespace

class TstReferenceIndex : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void zoneMembersOfRa1()
    {
        models::DesignDocument doc;
        QVERIFY(doc.open(QStringLiteral("builtin:ra1")));
        const models::ReferenceIndex index(doc);
        const models::Entry zone = entryOf(doc, Section::Zone, QStringLiteral("zone of ora-mezz-1a:1"));
        // Initiators: port 1 of each host's mezz 1A and 1B (the FCoE partitions, wired to
        // iom-a1 / iom-b1); not mezz 2A/2B (NIC partitions only) nor the unwired ports 2.
        const ReferenceChoices init = index.choices(Section::Zone, zone, QStringLiteral("initiator"));
        QCOMPARE(init.kind, ReferenceChoices::Kind::Port);
        QVERIFY(!init.multi);
        QCOMPARE(sorted(init.ids), sorted({QStringLiteral("ora-mezz-1a:1"), QStringLiteral("ora-mezz-1b:1"),
                                           QStringLiteral("sql-mezz-1a:1"), QStringLiteral("sql-mezz-1b:1")}));
        // Targets of a fabric A initiator: the 8 PowerMax ports iom-a1 is cabled to (ports
        // 1-2 of SLICs 1d, 2d, 1e, 2e), none of fabric B.
        const ReferenceChoices targets = index.choices(Section::Zone, zone, QStringLiteral("targets"));
        QVERIFY(targets.multi);
        QStringList fabricA;
        for (const char* slic : {"1d", "2d", "1e", "2e"})
            for (int port : {1, 2})
                fabricA << QStringLiteral("pmax:fa-%1-%2").arg(QLatin1String(slic)).arg(port);
        QCOMPARE(sorted(targets.ids), sorted(fabricA));
        QString why;
        QVERIFY(models::pickedText(targets, QString(), QStringLiteral("pmax:fa-1d-3"), &why).isEmpty());
        QVERIFY2(why.contains(QStringLiteral("pmax:fa-1d-3")) && why.contains(QStringLiteral("ora-mezz-1a:1")), qPrintable(why));
        // A pick appends to the list, once.
        QCOMPARE(models::pickedText(targets, QStringLiteral("pmax:fa-1d-1"), QStringLiteral("pmax:fa-2d-1"), &why),
                 QStringLiteral("pmax:fa-1d-1, pmax:fa-2d-1"));
        QCOMPARE(models::pickedText(targets, QStringLiteral("pmax:fa-1d-1"), QStringLiteral("pmax:fa-1d-1"), &why),
                 QStringLiteral("pmax:fa-1d-1"));
    }

    void entriesAndDevicesOfRa1()
    {
        models::DesignDocument doc;
        QVERIFY(doc.open(QStringLiteral("builtin:ra1")));
        const models::ReferenceIndex index(doc);
        const models::Entry pg = entryOf(doc, Section::PortGroup, QStringLiteral("ora-pg"));
        const ReferenceChoices ports = index.choices(Section::PortGroup, pg, QStringLiteral("ports"));
        // Bare front-end port names of pmax; a canvas reference pmax:PORT maps to PORT.
        QVERIFY(ports.ids.contains(QStringLiteral("fa-1d-1")));
        QVERIFY(!ports.ids.contains(QStringLiteral("pmax:fa-1d-1")));
        QString why;
        QCOMPARE(models::pickedText(ports, QStringLiteral("fa-1d-1"), QStringLiteral("pmax:fa-2d-4"), &why),
                 QStringLiteral("fa-1d-1, fa-2d-4"));
        QVERIFY(models::pickedText(ports, QString(), QStringLiteral("iom-a1:eth1/1/43"), &why).isEmpty());
        QCOMPARE(index.choices(Section::PortGroup, pg, QStringLiteral("array")).ids, QStringList{QStringLiteral("pmax")});

        // Workload host: the two sleds (ora-host, sql-host), and the hosts of the
        // rest of RA-1; never a switch or IOM.
        const models::Entry w = entryOf(doc, Section::Workload, QStringLiteral("oracle-oltp"));
        const ReferenceChoices hosts = index.choices(Section::Workload, w, QStringLiteral("host"));
        QCOMPARE(hosts.kind, ReferenceChoices::Kind::Device);
        QVERIFY(hosts.ids.contains(QStringLiteral("ora-host")) && hosts.ids.contains(QStringLiteral("sql-host")));
        QVERIFY(!hosts.ids.contains(QStringLiteral("iom-a1")) && !hosts.ids.contains(QStringLiteral("pmax")));
        // Storage groups of the workload's storage (pmax): RA-1's 8, none elsewhere.
        const ReferenceChoices groups = index.choices(Section::Workload, w, QStringLiteral("storage_group"));
        QCOMPARE(groups.kind, ReferenceChoices::Kind::Entry);
        QVERIFY(groups.ids.contains(QStringLiteral("ora-oltp-sg")));
        QCOMPARE(groups.ids.size(), int(doc.design().storageGroups.size()));
        // A name is no reference.
        QVERIFY(!index.choices(Section::Workload, w, QStringLiteral("id")).isReference());
        // Scenario targets: devices, components, ports, cables.
        const ReferenceChoices targets = index.failureTargets();
        for (const char* t : {"iom-a1", "pmax:fa-1d-1", "iom-a1:eth1/1/43:1 -- pmax:fa-1d-1"})
            QVERIFY2(targets.ids.contains(QLatin1String(t)), t);
    }

    // A CNA port with only NIC partitions sends no FC (san-cna-no-fcoe's notes): it is not
    // offered as a zone initiator, whereas the mezz 1A port with its FCoE partition would be.
    void cnaWithoutFcoeIsNoInitiator()
    {
        models::DesignDocument doc;
        QVERIFY(doc.open(QStringLiteral(TOPOPLAN_TEST_DATA "/analysis/san-good/design.topoplan.yaml")));
        core::Design d = doc.design();
        for (core::Device& dev : d.devices)
            if (dev.id == "db-mezz-1a")
                dev.partitions.front().function = "nic";
        QVERIFY(doc.openRecovered(QString::fromStdString(core::writeDesign(d)), QString()));
        const models::ReferenceIndex index(doc);
        const ReferenceChoices init = index.choices(Section::Zone, models::Entry(core::Zone{}), QStringLiteral("initiator"));
        QVERIFY2(!init.ids.contains(QStringLiteral("db-mezz-1a:1")), qPrintable(init.ids.join(QLatin1Char(' '))));
        QVERIFY2(init.ids.contains(QStringLiteral("db-mezz-1b:1")), qPrintable(init.ids.join(QLatin1Char(' '))));
    }
};

QTEST_GUILESS_MAIN(TstReferenceIndex)
#include "tst_referenceindex.moc"
