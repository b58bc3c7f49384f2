// core::sanCheckFindings and core::sanDomains (issue 16, SAN design checks). Data-driven:
// every tests/data/analysis/san-*/ holds a small design made for one SAN mistake
// (design.topoplan.yaml, its notes say what was changed from the control case san-good)
// and expected-findings.txt: the findings of the SAN codes that analysis must give, each
// with the reason it is expected (made by tests/data/analysis/san-cases.py). The
// reference designs must give none of the checks' own codes.
#include "analysistesthelpers.h"

#include "core/sanchecks.h"

#include <QDir>
#include <QtTest>

#include <set>

using namespace topoplan;

namespace {

/// The finding codes of the SAN checks, and the flow analysis's asymmetric-fabric.
const std::set<std::string> kSanCodes{"switch-serves-no-initiator", "zone-cross-fabric", "zone-unreachable", "cna-no-fcoe",
                                      "masking-view-no-path", "asymmetric-fabric", "fc-no-zoning"};

/// "CODE ID ID ..." of a finding.
std::string line(const core::Finding& f)
{
    std::string s = f.code;
    for (const std::string& id : f.ids)
        s += " " + id;
    return s;
}

QString sanCaseDir() { return QStringLiteral(TOPOPLAN_TEST_DATA) + QStringLiteral("/analysis"); }

} // namespace

class TstSanChecks : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void cases_data()
    {
        QTest::addColumn<QString>("dir");
        const QStringList dirs = QDir(sanCaseDir()).entryList({QStringLiteral("san-*")}, QDir::Dirs, QDir::Name);
        QVERIFY(dirs.size() >= 8); // the control case and one per SAN mistake of issue 16
        for (const QString& d : dirs)
            QTest::newRow(qPrintable(d)) << d;
    }

    void cases()
    {
        QFETCH(QString, dir);
        const auto design = testing::loadTestDesign((dir + QStringLiteral("/design.topoplan.yaml")).toStdString());
        QVERIFY(design);
        std::multiset<std::string> expected;
        const std::string text = testing::readFile(sanCaseDir() + QLatin1Char('/') + dir + QStringLiteral("/expected-findings.txt"));
        QVERIFY(!text.empty());
        for (const QString& l : QString::fromStdString(text).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            if (!l.startsWith(QLatin1Char('#')))
                expected.insert(l.simplified().toStdString());
        // Through core::analyze, as the CLI and the GUI get them.
        const core::AnalysisResult r = core::analyze(*design, {});
        std::multiset<std::string> got;
        for (const core::Finding& f : r.findings)
            if (kSanCodes.count(f.code)) {
                got.insert(line(f));
                QCOMPARE(f.severity, core::Finding::Severity::Warning);
                QVERIFY2(!f.message.empty(), line(f).c_str());
            }
        for (const std::string& e : expected)
            QVERIFY2(got.count(e), ("missing: " + e).c_str());
        for (const std::string& g : got)
            QVERIFY2(expected.count(g), ("unexpected: " + g).c_str());
    }

    // The messages name what to change (the zone's target and both fabrics; the IOM's
    // slot), not only that something is wrong.
    void messagesNameTheFix()
    {
        const auto cross = testing::loadTestDesign("san-zone-cross/design.topoplan.yaml");
        QVERIFY(cross);
        bool seen = false;
        for (const core::Finding& f : core::sanCheckFindings(*cross))
            if (f.code == "zone-cross-fabric") {
                seen = true;
                QVERIFY2(f.message.find("fabric 'san-b' (iom-b1)") != std::string::npos, f.message.c_str());
                QVERIFY2(f.message.find("fabric 'san-a' (iom-a1)") != std::string::npos, f.message.c_str());
            }
        QVERIFY(seen);
        const auto idle = testing::loadTestDesign("san-idle-iom/design.topoplan.yaml");
        QVERIFY(idle);
        const auto findings = core::sanCheckFindings(*idle);
        QCOMPARE(findings.size(), std::size_t(1));
        QVERIFY2(findings.front().message.find("fabric-b1") != std::string::npos, findings.front().message.c_str());
    }

    // RA-1 as documented (architectures.md): two FC fabrics, iom-a1 with the 8 D/E SLIC
    // ports 1-2 and both mezz-1a CNAs, iom-b1 with ports 3-4 and the mezz-1b CNAs; the
    // VLTi (eth1/1/37-40) does not join them. RA-4: fabric A = iom-a, fi-a, nexus-a with
    // the VIC a-1 and a-2 ports (4 blades x 2, both wired to iom-a by the 5108 midplane;
    // cisco-ucs.yaml) and the XtremIO fc1 ports, B likewise (the FI's unified uplinks to
    // the Nexus join them, the Nexus peer link does not).
    void domainsOfTheReferenceDesigns()
    {
        const core::LoadedDesign ra1 = testing::builtinExample("ra1");
        const auto fc = core::sanDomains(ra1, core::TrafficClass::Fc);
        std::vector<const core::SanDomain*> used;
        for (const core::SanDomain& d : fc)
            if (!d.initiators.empty() || !d.targets.empty())
                used.push_back(&d);
        QCOMPARE(used.size(), std::size_t(2));
        const core::Topology& t = ra1.topology;
        QCOMPARE(t.devices[used[0]->switches.front()].id, std::string("iom-a1"));
        QCOMPARE(used[0]->switches.size(), std::size_t(1));
        QCOMPARE(used[0]->targets.size(), std::size_t(8));
        QCOMPARE(used[0]->initiators.size(), std::size_t(2)); // ora-mezz-1a:1, sql-mezz-1a:1 (FCoE partitions)
        QCOMPARE(t.devices[used[1]->switches.front()].id, std::string("iom-b1"));
        QCOMPARE(used[1]->targets.size(), std::size_t(8));

        const core::LoadedDesign ra4 = testing::builtinExample("ra4");
        const core::Topology& t4 = ra4.topology;
        std::vector<std::string> domains;
        for (const core::SanDomain& d : core::sanDomains(ra4, core::TrafficClass::Fc)) {
            std::string s;
            for (int sw : d.switches)
                s += t4.devices[sw].id + " ";
            domains.push_back(s + std::to_string(d.initiators.size()) + "i " + std::to_string(d.targets.size()) + "t");
        }
        std::string all;
        for (const std::string& x : domains)
            all += x + "; ";
        QVERIFY2((domains == std::vector<std::string>{"iom-a fi-a nexus-a 8i 2t", "iom-b fi-b nexus-b 8i 2t"}), all.c_str());
    }

    // Without any zone a target is still seen only inside the initiator's own FC fabric:
    // san-no-zoning gives 4 paths (2 per initiator), each inside one declared fabric, not 8
    // with fabric B's initiator crossing the IOMs' Ethernet VLTi to fabric A's ports
    // (newcomer 17).
    void unzonedFabricsStaySeparate()
    {
        const auto design = testing::loadTestDesign("san-no-zoning/design.topoplan.yaml");
        QVERIFY(design);
        const core::AnalysisResult r = core::analyze(*design, {});
        int paths = 0;
        for (const core::FlowResult& f : r.flows)
            for (const core::PathResult& p : f.paths) {
                if (f.protocol != "fc")
                    continue;
                ++paths;
                const std::string fabric = p.initiator == "db-mezz-1a:1" ? "san-a" : "san-b";
                QVERIFY2(p.fabric == fabric, (p.initiator + " -> " + p.target + " in " + p.fabric).c_str());
                const std::string lane = p.target.substr(p.target.size() - 1); // fa-xy-1: fabric A, fa-xy-3: B
                QVERIFY2((fabric == "san-a") == (lane == "1"), (p.initiator + " -> " + p.target).c_str());
            }
        QCOMPARE(paths, 8); // 4 target ports per fabric, one path each through its own IOM
    }

    void referenceDesignsHaveNoSanMistakes()
    {
        for (const char* name : {"ra1", "ra2-vsan-all", "ra2-vsan-str", "ra3", "ra4", "ra5"})
            for (const core::Finding& f : core::sanCheckFindings(testing::builtinExample(name)))
                QVERIFY2(false, (std::string(name) + ": " + f.code + ": " + f.message).c_str());
    }
};

QTEST_GUILESS_MAIN(TstSanChecks)
#include "tst_sanchecks.moc"
