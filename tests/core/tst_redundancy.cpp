// Single points of failure, minimum failures, the N-1 / N-2 sweeps and failure
// semantics (fail + repair, containers, clusters).
#include "analysistesthelpers.h"

#include "core/failuresweep.h"
#include "core/modelconstants.h"
#include "core/flowanalyzer.h"
#include "core/scenarioeval.h"

#include <QtTest>

#include <filesystem>
#include <set>

using namespace topoplan;
using namespace topoplan::testing;

namespace {

// Brute force: the elements whose failure alone breaks the flow, by re-evaluating the
// failure-filtered graph for every element (the exact definition of a SPOF).
std::set<std::string> bruteForceBreakers(const core::LoadedDesign& d, const std::string& flowId,
                                         const std::string& failed = {})
{
    const core::FlowAnalyzer analyzer(d);
    const core::FlowDef* flow = nullptr;
    for (const core::FlowDef& f : analyzer.flows())
        if (f.id == flowId)
            flow = &f;
    std::set<std::string> out;
    if (!flow)
        return out;
    const int base = failed.empty() ? -1 : analyzer.graph().elementIndex(failed);
    for (int e = 0; e < int(analyzer.graph().elements().size()); ++e) {
        if (e == base)
            continue;
        const core::FailureMask mask = analyzer.graph().mask(base < 0 ? std::vector<int>{e} : std::vector<int>{base, e});
        core::FabricState state = analyzer.fabric(mask);
        if (!analyzer.status(*flow, state).alive)
            out.insert(analyzer.graph().elements()[e].id);
    }
    return out;
}

std::set<std::string> reportedBreakers(const core::FlowResult& f)
{
    std::set<std::string> out;
    for (const core::SpofResult& s : f.spofs)
        out.insert(s.element);
    return out;
}

} // namespace

class TestRedundancy : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void ra1RedundancyClaim_data()
    {
        // architectures.md RA-1 "Redundancy claim to verify": the database servers reach the
        // array, the backup system and the application servers reach the database servers,
        // after losing any one CNA port, one MX9116n IOM, one or more PowerMax front-end
        // ports, one PowerMax director, one or more DD9300 10 GbE interfaces.
        QTest::addColumn<QStringList>("failures");
        QTest::newRow("cna port ora 1a") << QStringList{"ora-mezz-1a:1"};
        QTest::newRow("cna port ora 2b") << QStringList{"ora-mezz-2b:1"};
        QTest::newRow("cna port sql 1b") << QStringList{"sql-mezz-1b:1"};
        QTest::newRow("iom a1") << QStringList{"iom-a1"};
        QTest::newRow("iom b1") << QStringList{"iom-b1"};
        QTest::newRow("fe port") << QStringList{"pmax:fa-1d-1"};
        QTest::newRow("fe ports") << QStringList{"pmax:fa-1d-1", "pmax:fa-2d-2", "pmax:fa-1e-3", "pmax:fa-2e-4"};
        QTest::newRow("director 1") << QStringList{"pmax/dir-1"};
        QTest::newRow("director 2") << QStringList{"pmax/dir-2"};
        QTest::newRow("dd interface") << QStringList{"dd9300:eth-1a"};
        QTest::newRow("dd interfaces") << QStringList{"dd9300:eth-1a", "dd9300:eth-2b", "dd9300:eth-1b"};
    }

    void ra1RedundancyClaim()
    {
        QFETCH(QStringList, failures);
        const auto d = loadExample("ra1-mx7000-powermax.topoplan.yaml");
        QVERIFY(d);
        core::FailureSet set;
        for (const QString& f : failures)
            set.targets.push_back(f.toStdString());
        const core::AnalysisResult r = core::analyze(*d, set);
        QCOMPARE(int(r.failed.size()), failures.size());
        for (const core::FlowResult& f : r.flows)
            QVERIFY2(f.reachable, (f.id + ": " + f.status).c_str());
    }

    void ra1OnlyEndpointsAreSingle()
    {
        const auto d = loadExample("ra1-mx7000-powermax.topoplan.yaml");
        QVERIFY(d);
        const core::AnalysisResult r = core::analyze(*d, {});
        for (const char* id : {"storage:ora-host->pmax", "storage:sql-host->pmax"}) {
            const core::FlowResult* f = flow(r, id);
            // Issue 3: the sweep names what really is single on the storage flows: the
            // chassis (holds the host), the array (and its only engine, which holds both
            // directors), the host itself - all reported as endpoints, none hidden.
            QVERIFY(hasSpof(*f, "mx7000-1", true));
            QVERIFY(hasSpof(*f, "pmax", true));
            QVERIFY(hasSpof(*f, "pmax/engine-1", true));
            for (const core::SpofResult& s : f->spofs)
                QVERIFY2(s.endpoint, (std::string(id) + ": " + s.element).c_str());
            // Two fabrics, each a single IOM: two failures break it (by hand: {iom-a1, iom-b1}).
            QCOMPARE(f->minFailuresToBreak, 2);
        }
        QCOMPARE(countFindings(r, "spof"), 0);
        QVERIFY(countFindings(r, "endpoint") > 0);
    }

    void minFailuresAgreesWithSpofs()
    {
        // docs/analysis-json.md minFailuresToBreak: "1 with a non-endpoint SPOF, else the
        // vertex connectivity". RA-5 PS6010XV / PS6010S: each RAC node has 2 iSCSI initiators,
        // one per SAN switch, and each control module a port on each switch (architectures.md
        // RA-5, example cabling): 2 failures (nic1-1 + nic2-1) break it, and no single one.
        const auto d = loadExample("ra5-equallogic.topoplan.yaml");
        QVERIFY(d);
        const core::AnalysisResult r = core::analyze(*d, {});
        for (const char* id : {"storage:rac-1->ps6010xv", "storage:rac-2->ps6010s"}) {
            const core::FlowResult* f = flow(r, id);
            QVERIFY2(f, id);
            QCOMPARE(f->minFailuresToBreak, 2);
        }
        // Every reachable non-cluster flow of every example: 1 exactly when a SPOF is not an endpoint.
        const std::filesystem::path dir = std::filesystem::path(TOPOPLAN_RESOURCES_DIR) / "examples";
        for (const auto& entry : std::filesystem::directory_iterator(dir)) {
            if (entry.path().string().find(".topoplan.yaml") == std::string::npos)
                continue;
            const auto e = loadExample(entry.path().filename().string());
            QVERIFY(e);
            for (const core::FlowResult& f : core::analyze(*e, {}).flows) {
                if (!f.reachable || e->design.cluster(f.destination)) // clusters: capped by what they tolerate
                    continue;
                bool nonEndpoint = false;
                for (const core::SpofResult& s : f.spofs)
                    nonEndpoint = nonEndpoint || !s.endpoint;
                const std::string what = entry.path().filename().string() + ": " + f.id;
                QVERIFY2((f.minFailuresToBreak == 1) == nonEndpoint, what.c_str());
            }
        }
    }

    void analyticalSpofsMatchBruteForce_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("flowId");
        QTest::addColumn<QString>("failed"); // a failure already applied ("" none)
        QTest::newRow("ra1 oracle") << "ex:ra1-mx7000-powermax.topoplan.yaml" << "storage:ora-host->pmax" << "";
        QTest::newRow("ra1 backup") << "ex:ra1-mx7000-powermax.topoplan.yaml" << "backup:ora-host->dd9300" << "";
        QTest::newRow("ra1 clients") << "ex:ra1-mx7000-powermax.topoplan.yaml" << "client:clients->sql-host" << "";
        QTest::newRow("ra4 blade 1") << "ex:ra4-ucs-xtremio.topoplan.yaml" << "storage:b200-1->xtremio" << "";
        QTest::newRow("ra5 xv") << "ex:ra5-equallogic.topoplan.yaml" << "storage:rac-1->ps6010xv" << "";
        QTest::newRow("ra5 xs") << "ex:ra5-equallogic.topoplan.yaml" << "storage:rac-1->ps6110xs" << "";
        QTest::newRow("ra2 esx-1") << "ex:ra2-vsan-allflash.topoplan.yaml" << "storage:esx-1->vsan-1" << "";
        QTest::newRow("ra2 stretched") << "ex:ra2-vsan-stretched.topoplan.yaml" << "storage:esx-a1->vsan-stretched" << "";
        QTest::newRow("ra3 co-1") << "ex:ra3-powerflex.topoplan.yaml" << "storage:co-1->pflex-1" << "";
        QTest::newRow("single isl") << "test:single-isl.topoplan.yaml" << "storage:db->xio" << "";
        QTest::newRow("dual fabric") << "test:dual-fabric.topoplan.yaml" << "storage:db->xio" << "";
        // Under a failure: the cluster rule counts members already down (vSAN RAID 1 FTT=1
        // survives one host, so after esx-2 every other member is single; a stretched site
        // after a host of the other site).
        QTest::newRow("ra2 esx-1, esx-2 down") << "ex:ra2-vsan-allflash.topoplan.yaml" << "storage:esx-1->vsan-1" << "esx-2";
        QTest::newRow("ra2 esx-1, a disk group of esx-2 down")
            << "ex:ra2-vsan-allflash.topoplan.yaml" << "storage:esx-1->vsan-1" << "esx-2/dg-1";
        QTest::newRow("ra2 stretched, esx-b2 down")
            << "ex:ra2-vsan-stretched.topoplan.yaml" << "storage:esx-a1->vsan-stretched" << "esx-b2";
        QTest::newRow("ra3 co-1, a node down") << "ex:ra3-powerflex.topoplan.yaml" << "storage:co-1->pflex-1" << "sds-2";
        QTest::newRow("dual fabric, sw-a down") << "test:dual-fabric.topoplan.yaml" << "storage:db->xio" << "sw-a";
    }

    void analyticalSpofsMatchBruteForce()
    {
        // The SPOF list comes from articulation points / bridges of the switch graph and the
        // endpoint chains; it must equal the definition evaluated element by element.
        QFETCH(QString, file);
        QFETCH(QString, flowId);
        QFETCH(QString, failed);
        const std::string name = file.mid(file.indexOf(':') + 1).toStdString();
        const auto d = file.startsWith("ex:") ? loadExample(name) : loadTestDesign(name);
        QVERIFY(d);
        const core::AnalysisResult r = core::analyze(*d, failed.isEmpty() ? core::FailureSet{} : core::FailureSet{{failed.toStdString()}});
        const core::FlowResult* f = flow(r, flowId.toStdString());
        QVERIFY(f);
        QVERIFY(f->reachable);
        QCOMPARE(reportedBreakers(*f), bruteForceBreakers(*d, flowId.toStdString(), failed.toStdString()));
    }

    void handBuiltSpofsAndConnectivity()
    {
        const auto single = loadTestDesign("single-isl.topoplan.yaml");
        QVERIFY(single);
        const core::AnalysisResult r = core::analyze(*single, {});
        const core::FlowResult* f = flow(r, "storage:db->xio");
        // By hand (tests/data/analysis/single-isl.topoplan.yaml notes): the two switches, the
        // only inter-switch link and its two ports are single; plus the two endpoints.
        QCOMPARE(reportedBreakers(*f), (std::set<std::string>{"db", "xio", "sw-a", "sw-b", "sw-a:eth1/10", "sw-b:eth1/10",
                                                             "sw-a:eth1/10 -- sw-b:eth1/10"}));
        QCOMPARE(f->minFailuresToBreak, 1);
        QCOMPARE(countFindings(r, "spof"), 5);

        const auto dual = loadTestDesign("dual-fabric.topoplan.yaml");
        QVERIFY(dual);
        const core::AnalysisResult r2 = core::analyze(*dual, {});
        const core::FlowResult* f2 = flow(r2, "storage:db->xio");
        QCOMPARE(reportedBreakers(*f2), (std::set<std::string>{"db", "xio"}));
        // By hand: {db:fc-1, db:fc-2} or {sw-a, sw-b}.
        QCOMPARE(f2->minFailuresToBreak, 2);
        // After losing sw-a, sw-b and everything on the B side become single.
        const core::AnalysisResult r3 = core::analyze(*dual, core::FailureSet{{"sw-a"}});
        const core::FlowResult* f3 = flow(r3, "storage:db->xio");
        QCOMPARE(int(f3->paths.size()), 2);
        QVERIFY(hasSpof(*f3, "sw-b", false));
        QVERIFY(hasSpof(*f3, "db:fc-2", false));
        QCOMPARE(f3->minFailuresToBreak, 1);
    }

    void failAndRepairAreInverse()
    {
        const auto d = loadExample("ra1-mx7000-powermax.topoplan.yaml");
        QVERIFY(d);
        // Scenario lose-iom-a1 of the example: fail at minute 15, repair at minute 40.
        const core::ScenarioResult s = core::evaluateScenario(*d, "lose-iom-a1");
        QCOMPARE(int(s.steps.size()), 3);
        auto summary = [](const core::AnalysisResult& r) {
            std::string out;
            for (const core::FlowResult& f : r.flows) {
                out += f.id + (f.reachable ? " up " : " down ") + std::to_string(f.paths.size()) + " "
                    + std::to_string(f.minFailuresToBreak) + " " + std::to_string(f.maxMBps) + ";";
                for (const core::PathResult& p : f.paths)
                    out += p.initiator + ">" + p.target + ",";
                for (const core::SpofResult& sp : f.spofs)
                    out += sp.element + ",";
            }
            for (const core::Finding& f : r.findings)
                out += f.message + "\n";
            return out;
        };
        QCOMPARE(s.steps[1].action, std::string("fail"));
        QCOMPARE(int(flow(s.steps[1].result, "storage:ora-host->pmax")->paths.size()), 4);
        QCOMPARE(summary(s.steps[2].result), summary(s.steps[0].result));
        QCOMPARE(summary(s.steps[0].result), summary(core::analyze(*d, {})));
    }

    void chassisFailureTakesEverythingInIt()
    {
        const auto d = loadExample("ra1-mx7000-powermax.topoplan.yaml");
        QVERIFY(d);
        // A sled and its IOMs are part of the chassis for failure purposes.
        const core::AnalysisResult r = core::analyze(*d, core::FailureSet{{"mx7000-1"}});
        for (const core::FlowResult& f : r.flows)
            QVERIFY(!f.reachable);
    }

    void ra2VsanHostFailures()
    {
        const auto d = loadExample("ra2-vsan-allflash.topoplan.yaml");
        QVERIFY(d);
        // architectures.md RA-2: FTT=1 tolerates one host; the paper's host power-off test
        // keeps the VM (on another host) running.
        const core::AnalysisResult one = core::analyze(*d, core::FailureSet{{"esx-1"}});
        for (const char* id : {"storage:esx-2->vsan-1", "storage:esx-3->vsan-1", "storage:esx-4->vsan-1"})
            QVERIFY2(flow(one, id)->reachable, id);
        // Two hosts lost: objects with components on both are inaccessible (issue 3).
        const core::AnalysisResult two = core::analyze(*d, core::FailureSet{{"esx-1", "esx-2"}});
        QVERIFY(!flow(two, "storage:esx-3->vsan-1")->reachable);
        QVERIFY(flow(two, "storage:esx-3->vsan-1")->status.find("inaccessible") != std::string::npos);
        // A disk group failure (the paper's capacity SSD test, dedupe on) is tolerated alone.
        const core::AnalysisResult dg = core::analyze(*d, core::FailureSet{{"esx-1/dg-1"}});
        QVERIFY(flow(dg, "storage:esx-3->vsan-1")->reachable);
    }

    void ra2StretchedSiteFailure()
    {
        const auto d = loadExample("ra2-vsan-stretched.topoplan.yaml");
        QVERIFY(d);
        // architectures.md RA-2: a site failure is survived with the witness up (2 of 3
        // fault domains); losing the witness too loses quorum.
        const core::AnalysisResult site = core::analyze(*d, core::FailureSet{{"site-b"}});
        QVERIFY(flow(site, "storage:esx-a1->vsan-stretched")->reachable);
        const core::AnalysisResult both = core::analyze(*d, core::FailureSet{{"site-b", "witness-1"}});
        QVERIFY(!flow(both, "storage:esx-a1->vsan-stretched")->reachable);
    }

    void ra2StretchedVotingRule()
    {
        const auto d = loadExample("ra2-vsan-stretched.topoplan.yaml");
        QVERIFY(d);
        // The example declares raid1 ftt 1 (R1+C+SE, architectures.md RA-2) on a 2+2+1
        // stretched cluster: PFTT=1 (one full copy per data site, a witness component),
        // SFTT=0 (vSAN 6.2 has no local protection). VMware vSAN stretched cluster guide:
        // an object is accessible while > 50 % of its votes and one full copy are reachable.
        const char* la = "storage:esx-a1->vsan-stretched";
        // Witness lost alone: both copies up (2 of 3 votes): accessible but degraded, no
        // longer protected against a site failure (before the fix: "ok").
        const core::AnalysisResult witness = core::analyze(*d, core::FailureSet{{"witness-1"}});
        QVERIFY(flow(witness, la)->reachable);
        QVERIFY2(flow(witness, la)->status.find("no longer protected against a site failure") != std::string::npos,
                 flow(witness, la)->status.c_str());
        QCOMPARE(countFindings(witness, "degraded"), 2);
        // One host per site (a2 + b2) with SFTT=0: an object placed on a2 and b2 lost both
        // copies (1 of 3 votes): inaccessible (before the fix: "degraded").
        const core::AnalysisResult cross = core::analyze(*d, core::FailureSet{{"esx-a2", "esx-b2"}});
        QVERIFY(!flow(cross, la)->reachable);
        QVERIFY(flow(cross, la)->status.find("inaccessible") != std::string::npos);
        // One host in one site: the other site's copy and the witness hold 2 of 3 votes.
        QVERIFY(flow(core::analyze(*d, core::FailureSet{{"esx-a2"}}), la)->reachable);
        // Local protection: with SFTT=1 (RAID 1: 3 hosts per site, vSAN docs) one host per
        // site is survived; the policy is then valid only with 3 hosts per site, so the
        // rule is checked on the flow model directly.
        const core::FlowAnalyzer analyzer(*d);
        for (const core::FlowDef& f : analyzer.flows())
            if (f.id == la) {
                core::FlowDef local = f;
                local.objects = {{1, 1, "raid1", "la-data"}};
                const core::FailureMask mask = analyzer.graph().mask(
                    {analyzer.graph().elementIndex("esx-a2"), analyzer.graph().elementIndex("esx-b2")});
                core::FabricState state = analyzer.fabric(mask);
                QVERIFY(analyzer.status(local, state).alive);
                QVERIFY(!analyzer.status(f, state).alive);
            }
    }

    void pathLimitLeavesFlowsOutWithAFinding()
    {
        // RA-2 (examples/ra2-vsan-allflash): each host has 2 vSAN NICs (10ge-1, 10ge-2) and
        // reaches the 2 NICs of each of the 3 other members: 2 x 3 x 2 = 12 pairs per host's
        // storage flow, 48 for the 4 hosts, built in workload order (esx-1 .. esx-4), then
        // the client flows. A limit of 24 keeps esx-1 and esx-2 and leaves out the rest whole.
        const auto d = loadExample("ra2-vsan-allflash.topoplan.yaml");
        QVERIFY(d);
        const core::FlowAnalyzer all(*d);
        const core::FlowAnalyzer limited(*d, 24);
        std::size_t pairs = 0;
        for (const core::FlowDef& f : all.flows()) {
            pairs += f.pairs.size();
            if (f.kind == "storage")
                QCOMPARE(int(f.pairs.size()), 12);
        }
        QCOMPARE(all.leftOut().flows, 0);
        QCOMPARE(int(limited.flows().size()), 2);
        QCOMPARE(limited.flows()[0].id, std::string("storage:esx-1->vsan-1"));
        QCOMPARE(limited.flows()[1].id, std::string("storage:esx-2->vsan-1"));
        QCOMPARE(limited.leftOut().flows, int(all.flows().size()) - 2);
        QCOMPARE(limited.leftOut().pairs, pairs - 24);
        QCOMPARE(limited.leftOut().hosts, (std::vector<std::string>{"esx-3", "esx-4", "esx-1", "esx-2"}));

        const core::AnalysisResult r = limited.run(limited.graph().mask({}), {}, {}, nullptr);
        QCOMPARE(int(r.flows.size()), 2);
        QCOMPARE(countFindings(r, "path-limit"), 1);
        const core::Finding& f = r.findings.front(); // errors first
        QCOMPARE(f.code, std::string("path-limit"));
        QVERIFY2(f.message.find("at most 24 initiator-target pairs and this design has " + std::to_string(pairs))
                     != std::string::npos,
                 f.message.c_str());
        // Under the default limit nothing is left out.
        QCOMPARE(countFindings(core::analyze(*d, {}), "path-limit"), 0);
    }

    void vsanPolicyFromTheObjects()
    {
        // The workloads of RA-2 point at a database group with no policy; the policy sits on
        // its data and redo children (the example's storage_groups). Resolution: group ->
        // parent chain -> cluster default (storagepolicy.h). With redo at FTT=0 (RAID 1,
        // one copy: vSAN docs), one host failure can make the redo object inaccessible;
        // before the fix the flow read only the parent group (no ftt: default 1) and said ok.
        auto d = loadExample("ra2-vsan-allflash.topoplan.yaml");
        QVERIFY(d);
        for (core::StorageGroup& g : d->design.storageGroups)
            if (g.id == "l1-redo")
                g.props["ftt"] = 0.0;
        const core::AnalysisResult r = core::analyze(*d, core::FailureSet{{"esx-1"}});
        QVERIFY(!flow(r, "storage:esx-3->vsan-1")->reachable);
        QVERIFY(flow(r, "storage:esx-4->vsan-1")->reachable); // l2's objects keep FTT=1
        // The cluster default applies when no group says: settings ftt 0.
        auto c = loadExample("ra2-vsan-allflash.topoplan.yaml");
        for (core::StorageGroup& g : c->design.storageGroups)
            g.props.erase("ftt");
        c->design.clusters.front().settings["ftt"] = 0.0;
        QVERIFY(!flow(core::analyze(*c, core::FailureSet{{"esx-1"}}), "storage:esx-4->vsan-1")->reachable);
    }

    void diskGroupFindingsAreGrouped()
    {
        const auto d = loadExample("ra1-mx7000-powermax.topoplan.yaml");
        QVERIFY(d);
        // The DD9300 of RA-1 has 15 disk groups (architectures.md); losing the appliance
        // fails them all: one finding listing the 15 ids, not 15 findings.
        const core::AnalysisResult r = core::analyze(*d, core::FailureSet{{"dd9300"}});
        QCOMPARE(countFindings(r, "disk-group-failed"), 1);
        for (const core::Finding& f : r.findings)
            if (f.code == "disk-group-failed")
                QCOMPARE(int(f.ids.size()), 15);
    }

    void sweepDepthOneRanksEndpointsFirst()
    {
        const auto d = loadExample("ra1-mx7000-powermax.topoplan.yaml");
        QVERIFY(d);
        const core::SweepResult s = core::sweepFailures(*d, 1);
        QVERIFY(!s.entries.empty());
        // The chassis holds both hosts: it breaks all 5 flows of RA-1 (2 storage, 1 backup,
        // 2 client), more than anything else.
        QCOMPARE(s.entries.front().elements.front(), std::string("mx7000-1"));
        QCOMPARE(int(s.entries.front().flowsBroken.size()), 5);
        QVERIFY(s.entries.front().endpointOnly);
        for (const core::SweepEntry& e : s.entries)
            if (!e.flowsBroken.empty())
                QVERIFY2(e.endpointOnly, e.elements.front().c_str());
    }

    void sweepIncludesDiskGroups()
    {
        const auto d = loadExample("ra2-vsan-allflash.topoplan.yaml");
        QVERIFY(d);
        // RA-2: 4 hosts x disk_groups 2 = 8 disk groups. Alone each takes no path down
        // (FTT=1), but the N-1 sweep lists them so that depth 2 can pair them.
        const core::SweepResult one = core::sweepFailures(*d, 1);
        int groups = 0;
        for (const core::SweepEntry& e : one.entries)
            if (e.kinds.front() == "disk group") {
                ++groups;
                QVERIFY(e.flowsBroken.empty());
                QCOMPARE(e.pathsLost, 0);
            }
        QCOMPARE(groups, 8);
        // Depth 2: a disk group on each of two hosts takes 2 hosts out of the FTT=1 cluster,
        // as `analyze --fail esx-1/dg-1 --fail esx-2/dg-2` shows (storage unreachable).
        const core::SweepResult two = core::sweepFailures(*d, 2);
        QVERIFY(!two.limited);
        // 49 elements tested, 10 harmless: 39 listed -> 39 x 38 / 2 = 741 pairs.
        QCOMPARE(two.pairsTotal, 741L);
        QCOMPARE(two.elementsTested, 741);
        bool found = false;
        for (const core::SweepEntry& e : two.entries)
            found = found || (e.elements == std::vector<std::string>{"esx-1/dg-1", "esx-2/dg-2"});
        QVERIFY(found);
        const core::AnalysisResult r = core::analyze(*d, core::FailureSet{{"esx-1/dg-1", "esx-2/dg-2"}});
        QVERIFY(!flow(r, "storage:esx-3->vsan-1")->reachable);
    }

    void sweepDepthTwoProgressAndLimit()
    {
        const auto d = loadExample("ra1-mx7000-powermax.topoplan.yaml");
        QVERIFY(d);
        // RA-1 has 6,670 pairs (116 listed elements: 116 x 115 / 2), far below
        // constants::kMaxSweepPairs: evaluated in full, progress called every 1,024 pairs
        // (at 0, 1,024, ..., 6,144: 7 calls).
        long calls = 0, lastTotal = 0;
        const core::SweepResult s = core::sweepFailures(*d, 2, nullptr, [&](long, long total) {
            ++calls;
            lastTotal = total;
        });
        QVERIFY(!s.limited);
        QVERIFY(s.notice.empty());
        QCOMPARE(s.pairsTotal, 6670L);
        QCOMPARE(s.elementsTested, 6670);
        QCOMPARE(calls, 7L);
        QCOMPARE(lastTotal, 6670L);
        QVERIFY(6670 < core::constants::kMaxSweepPairs);
        // A limit of 1,000 pairs: stops there and says so; the pairs reported were evaluated
        // in full (each really breaks a flow).
        const core::SweepResult cut = core::sweepFailures(*d, 2, nullptr, {}, 1000);
        QVERIFY(cut.limited);
        QCOMPARE(cut.elementsTested, 1000);
        QCOMPARE(cut.pairsTotal, 6670L);
        QCOMPARE(cut.notice, std::string("N-2 sweep stopped after 1000 of 6670 pairs (limit)"));
        QCOMPARE(cut.limitReason, std::string("pairs"));
        // A time budget (issue 3 newcomer: 512 s silent on a 500-host design): a budget far
        // below one pair's ~80 us (kMaxSweepPairs comment) stops at the first clock check,
        // after 64 pairs, and says why.
        const core::SweepResult timed = core::sweepFailures(*d, 2, nullptr, {}, 0, 1e-9);
        QVERIFY(timed.limited);
        QCOMPARE(timed.limitReason, std::string("time"));
        QCOMPARE(timed.elementsTested, 64);
        QVERIFY(timed.notice.starts_with("N-2 sweep stopped after 64 of 6670 pairs (time budget "));
        QVERIFY(s.limitReason.empty());
    }

    void sweepDepthTwoFindsTheIomPair()
    {
        const auto d = loadTestDesign("dual-fabric.topoplan.yaml");
        QVERIFY(d);
        const core::SweepResult s = core::sweepFailures(*d, 2);
        bool found = false;
        for (const core::SweepEntry& e : s.entries)
            found = found || (e.elements == std::vector<std::string>{"sw-a", "sw-b"});
        QVERIFY(found);
        // Every reported pair really breaks the flow.
        for (const core::SweepEntry& e : s.entries) {
            const core::AnalysisResult r = core::analyze(*d, core::FailureSet{e.elements});
            QVERIFY(!flow(r, "storage:db->xio")->reachable);
        }
    }
};

QTEST_GUILESS_MAIN(TestRedundancy)
#include "tst_redundancy.moc"
