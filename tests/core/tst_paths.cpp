// Paths per host on the reference designs and on hand-built ones.
#include "analysistesthelpers.h"

#include "core/analysis.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

#include <atomic>
#include <filesystem>

using namespace topoplan;
using namespace topoplan::testing;

class TestPaths : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void ra1EightPathsPerHost()
    {
        const auto d = loadExample("ra1-mx7000-powermax.topoplan.yaml");
        QVERIFY(d);
        const core::AnalysisResult r = core::analyze(*d, {});
        // published-results.yaml RA-1 "paths": 8 unique paths from each ESXi host to the
        // PowerMax (2 FCoE initiators x 4 zoned front-end ports, architectures.md RA-1).
        for (const char* id : {"storage:ora-host->pmax", "storage:sql-host->pmax"}) {
            const core::FlowResult* f = flow(r, id);
            QVERIFY2(f, id);
            QCOMPARE(int(f->paths.size()), 8);
            QCOMPARE(f->protocol, std::string("fc"));
            // Zoning: each initiator reaches 4 targets spread over both directors
            // (architectures.md RA-1: "4 front-end ports spread across 2 SLICs and both directors").
            int dir1 = 0, dir2 = 0;
            for (const core::PathResult& p : f->paths) {
                dir1 += p.controller == "pmax/dir-1";
                dir2 += p.controller == "pmax/dir-2";
            }
            QCOMPARE(dir1, 4);
            QCOMPARE(dir2, 4);
        }
        // The Oracle workloads share one flow: same host, same masking (port group ora-pg).
        QCOMPARE(int(flow(r, "storage:ora-host->pmax")->workloads.size()), 3);
        // NPAR: the FCoE partitions carry SAN traffic only; the LAN (backup) flow leaves by
        // the NIC partitions of mezz 2A / 2B (architectures.md RA-1).
        const core::FlowResult* backup = flow(r, "backup:ora-host->dd9300");
        QVERIFY(backup);
        for (const core::PathResult& p : backup->paths)
            QVERIFY(p.initiator == "ora-mezz-2a:1" || p.initiator == "ora-mezz-2b:1");
        // 2 NIC ports x 4 DD9300 interfaces, all reachable through the spines (example design).
        QCOMPARE(int(backup->paths.size()), 8);
        QCOMPARE(countFindings(r, "min-paths"), 0);
        QCOMPARE(countFindings(r, "unreachable"), 0);
    }

    void ra1NparNetworkChoosesTheLanPartition()
    {
        // Issue 3 newcomer n1: ora-2a-p3 moved from db-public to vmotion. A partition carries
        // a LAN flow only when its network is a fabric of the flow (analysis-json.md "fabric
        // ... chosen by the NPAR partition's network"), so mezz-2a has no partition on the
        // DD9300's network and the backup leaves by mezz-2b only.
        auto text = [](const std::string& from, const std::string& to) {
            QFile f(QString::fromStdString(std::string(TOPOPLAN_RESOURCES_DIR) + "/examples/ra1-mx7000-powermax.topoplan.yaml"));
            if (!f.open(QIODevice::ReadOnly))
                return std::string();
            std::string s = f.readAll().toStdString();
            const auto at = s.find(from);
            return at == std::string::npos ? std::string() : s.replace(at, from.size(), to);
        };
        auto load = [&](const std::string& from, const std::string& to) {
            const std::string t = text(from, to);
            core::Diagnostics diagnostics;
            auto d = core::loadDesignText(t, "npar.topoplan.yaml", TOPOPLAN_RESOURCES_DIR "/examples", diagnostics);
            if (!d)
                qWarning("%s", core::formatDiagnostics(diagnostics).c_str());
            return d;
        };
        const auto n1 = load("id: ora-2a-p3, function: nic, gbps: 15, network: db-public",
                             "id: ora-2a-p3, function: nic, gbps: 15, network: vmotion");
        QVERIFY(n1);
        const core::AnalysisResult r1 = core::analyze(*n1, {});
        const core::FlowResult* backup = flow(r1, "backup:ora-host->dd9300");
        QVERIFY(backup);
        // 1 NIC port (mezz-2b) x 4 DD9300 interfaces (example design).
        QCOMPARE(int(backup->paths.size()), 4);
        for (const core::PathResult& p : backup->paths)
            QCOMPARE(p.initiator, std::string("ora-mezz-2b:1"));
        // The 15 Gb/s db-public partition ora-2b-p3 x 94.9 % TCP payload at MTU 1500
        // (hardware-facts.md): 15 x 125 x 0.949 = 1,779.4 MB/s.
        QVERIFY(qAbs(backup->maxMBps - 15 * 125 * 0.949) < 1.0);
        for (const core::PathResult& p : flow(r1, "client:clients->ora-host")->paths)
            QCOMPARE(p.target.find("ora-mezz-2a"), std::string::npos);

        // Newcomer n2: the SAN A partition turned into a nic partition on network san-a
        // (an FC fabric): it carries no LAN / DD Boost traffic.
        const auto n2 = load("id: ora-1a-fcoe, function: fcoe, gbps: 25, network: san-a",
                             "id: ora-1a-fcoe, function: nic, gbps: 25, network: san-a");
        QVERIFY(n2);
        const core::AnalysisResult r2 = core::analyze(*n2, {});
        for (const char* id : {"backup:ora-host->dd9300", "client:clients->ora-host"})
            for (const core::PathResult& p : flow(r2, id)->paths) {
                QVERIFY2(p.initiator.find("ora-mezz-1a") == std::string::npos, id);
                QVERIFY2(p.target.find("ora-mezz-1a") == std::string::npos, id);
            }
        // Unchanged example: 2 NIC ports x 4 DD9300 interfaces.
        QCOMPARE(int(flow(r2, "backup:ora-host->dd9300")->paths.size()), 8);
    }

    void ra1LosingIomA1LeavesFourPaths()
    {
        const auto d = loadExample("ra1-mx7000-powermax.topoplan.yaml");
        QVERIFY(d);
        const core::AnalysisResult r = core::analyze(*d, core::FailureSet{{"iom-a1"}});
        // Issue 3 "done when": losing IOM A1 leaves 4 paths per host (the SAN B initiator's 4 zones).
        QCOMPARE(int(flow(r, "storage:ora-host->pmax")->paths.size()), 4);
        QCOMPARE(int(flow(r, "storage:sql-host->pmax")->paths.size()), 4);
        for (const core::PathResult& p : flow(r, "storage:ora-host->pmax")->paths)
            QCOMPARE(p.fabric, std::string("san-b"));
        // requirements: min_paths 8 in the example -> a finding per storage flow.
        QCOMPARE(countFindings(r, "min-paths"), 2);
    }

    void ra1LosingOneDirectorHalvesThePaths()
    {
        const auto d = loadExample("ra1-mx7000-powermax.topoplan.yaml");
        QVERIFY(d);
        const core::AnalysisResult r = core::analyze(*d, core::FailureSet{{"pmax/dir-1"}});
        // Issue 3 "done when": one director lost halves the paths (each zone spans both directors).
        QCOMPARE(int(flow(r, "storage:ora-host->pmax")->paths.size()), 4);
        for (const core::PathResult& p : flow(r, "storage:ora-host->pmax")->paths)
            QCOMPARE(p.controller, std::string("pmax/dir-2"));
    }

    void ra1LosingBothIomsMakesStorageUnreachable()
    {
        const auto d = loadExample("ra1-mx7000-powermax.topoplan.yaml");
        QVERIFY(d);
        const core::AnalysisResult r = core::analyze(*d, core::FailureSet{{"iom-a1", "iom-b1"}});
        // Issue 3 "done when": both IOMs lost -> storage unreachable with a clear finding.
        QVERIFY(!flow(r, "storage:ora-host->pmax")->reachable);
        QVERIFY(flow(r, "storage:ora-host->pmax")->paths.empty());
        bool found = false;
        for (const core::Finding& f : r.findings)
            found = found
                || (f.code == "unreachable" && f.severity == core::Finding::Severity::Error
                    && f.message.find("storage pmax is unreachable from ora-host") != std::string::npos);
        QVERIFY(found);
    }

    void dualFabricByHand()
    {
        const auto d = loadTestDesign("dual-fabric.topoplan.yaml");
        QVERIFY(d);
        const core::AnalysisResult r = core::analyze(*d, {});
        const core::FlowResult* f = flow(r, "storage:db->xio");
        QVERIFY(f);
        // By hand: 2 initiators x 2 zoned targets each.
        QCOMPARE(int(f->paths.size()), 4);
        // Each path: initiator > switch port > switch > switch port > target > controller.
        QCOMPARE(f->paths.front().hops.size(), std::size_t(6));
    }

    void softwareIscsiOnNicPorts()
    {
        const auto d = loadTestDesign("iscsi-nic.topoplan.yaml");
        QVERIFY(d);
        const core::AnalysisResult r = core::analyze(*d, {});
        const core::FlowResult* f = flow(r, "storage:db->arr");
        QVERIFY(f); // before issue 3's fix: no initiator, 0 allowed pairs, unreachable
        QCOMPARE(f->protocol, std::string("iscsi"));
        // The file's notes, by hand: 2 NIC initiators x 4 iSCSI targets.
        QCOMPARE(int(f->paths.size()), 8);
        QVERIFY(f->reachable);
        // The same NIC listed in a design fabric without the array's ports is LAN only.
        core::LoadedDesign lan = *d;
        lan.design.fabrics.push_back({"lan", "ethernet", {"db:eth-1", "db:eth-2"}, {}});
        const core::AnalysisResult rl = core::analyze(lan, {});
        QCOMPARE(flow(rl, "storage:db->arr")->designedPairs, 0);
        QVERIFY(!flow(rl, "storage:db->arr")->reachable);
    }

    void equallogicStandbyControllerHasNoPaths()
    {
        const auto d = loadExample("ra5-equallogic.topoplan.yaml");
        QVERIFY(d);
        // architectures.md RA-5 / catalog dell/equallogic-ps6010xv active_controllers 1: PS
        // Series control modules run active/standby. Each RAC node's 2 iSCSI initiators
        // reach the active cm0's 2 ports: 2 x 2 = 4 paths (not 8 with cm1's ports).
        const core::AnalysisResult r = core::analyze(*d, {});
        const core::FlowResult* f = flow(r, "storage:rac-1->ps6010xv");
        QVERIFY(f);
        QCOMPARE(int(f->paths.size()), 4);
        QCOMPARE(f->designedPairs, 8);
        for (const core::PathResult& p : f->paths)
            QCOMPARE(p.controller, std::string("ps6010xv/cm0"));
        // The active controller is no single point of failure: failover makes cm1 active.
        QVERIFY(!hasSpof(*f, "ps6010xv/cm0", false));
        const core::AnalysisResult failed = core::analyze(*d, core::FailureSet{{"ps6010xv/cm0"}});
        const core::FlowResult* g = flow(failed, "storage:rac-1->ps6010xv");
        QVERIFY(g->reachable);
        QCOMPARE(int(g->paths.size()), 4);
        for (const core::PathResult& p : g->paths)
            QCOMPARE(p.controller, std::string("ps6010xv/cm1"));
        // Both control modules lost: no path.
        QVERIFY(!flow(core::analyze(*d, core::FailureSet{{"ps6010xv/cm0", "ps6010xv/cm1"}}), "storage:rac-1->ps6010xv")->reachable);
    }

    void equallogicVerticalPortFailover()
    {
        const auto d = loadExample("ra5-equallogic.topoplan.yaml");
        QVERIFY(d);
        // Design note (RA-5): PS6110XS cm0 on san-sw-1, cm1 on san-sw-2, "vertical port
        // failover": when the active controller's ports are lost the standby controller's
        // port takes over. The active controller is the first with a surviving path.
        const core::AnalysisResult sw = core::analyze(*d, core::FailureSet{{"san-sw-1"}});
        const core::FlowResult* xs = flow(sw, "storage:rac-1->ps6110xs");
        QVERIFY(xs);
        QVERIFY(xs->reachable);
        // rac-1 nic2-1 (san-sw-2) -> ps6110xs:cm1-eth0 (san-sw-2): 1 path (example cabling).
        QCOMPARE(int(xs->paths.size()), 1);
        QCOMPARE(xs->paths.front().controller, std::string("ps6110xs/cm1"));
        // Unfailed: neither san-sw-1 nor cm0's port is a single point of failure.
        const core::AnalysisResult r = core::analyze(*d, {});
        const core::FlowResult* xs0 = flow(r, "storage:rac-1->ps6110xs");
        QVERIFY(!hasSpof(*xs0, "san-sw-1", false));
        QVERIFY(!hasSpof(*xs0, "ps6110xs:cm0-eth0", false));
        // PS6010XV: both cm0 ports lost -> cm1's two cabled ports carry the flow:
        // 2 initiators x 2 cm1 ports = 4 paths.
        const core::AnalysisResult ports = core::analyze(*d, core::FailureSet{{"ps6010xv:cm0-eth0", "ps6010xv:cm0-eth1"}});
        const core::FlowResult* xv = flow(ports, "storage:rac-1->ps6010xv");
        QVERIFY(xv->reachable);
        QCOMPARE(int(xv->paths.size()), 4);
        for (const core::PathResult& p : xv->paths)
            QCOMPARE(p.controller, std::string("ps6010xv/cm1"));
    }

    void linkIdsEitherWayRound()
    {
        const auto d = loadExample("ra1-mx7000-powermax.topoplan.yaml");
        QVERIFY(d);
        // A cable has no direction: the example's "iom-a1:eth1/1/43:2 -- pmax:fa-1d-2" is
        // the same failure target written the other way round (newcomer report, item 6).
        const std::string reversed = "pmax:fa-1d-2 -- iom-a1:eth1/1/43:2";
        QVERIFY(core::unknownFailureTargets(*d, core::FailureSet{{reversed}}).empty());
        const core::AnalysisResult a = core::analyze(*d, core::FailureSet{{reversed}});
        const core::AnalysisResult b = core::analyze(*d, core::FailureSet{{"iom-a1:eth1/1/43:2 -- pmax:fa-1d-2"}});
        // The zoned front-end port pmax:fa-1d-2 loses its only cable: 8 - 1 = 7 paths, either way.
        QCOMPARE(int(flow(a, "storage:ora-host->pmax")->paths.size()), 7);
        QCOMPARE(int(flow(b, "storage:ora-host->pmax")->paths.size()), 7);
    }

    void unknownFailureTargetsAreReported()
    {
        const auto d = loadTestDesign("dual-fabric.topoplan.yaml");
        QVERIFY(d);
        const auto unknown = core::unknownFailureTargets(*d, core::FailureSet{{"sw-a", "no-such-thing", "xio/sc-9"}});
        QCOMPARE(unknown, (std::vector<std::string>{"no-such-thing", "xio/sc-9"}));
        const core::AnalysisResult r = core::analyze(*d, core::FailureSet{{"no-such-thing"}});
        QCOMPARE(countFindings(r, "unknown-failure-target"), 1);
    }

    void cliAnalyzeAndUnknownFail()
    {
        const QString design = QString(TOPOPLAN_RESOURCES_DIR) + "/examples/ra1-mx7000-powermax.topoplan.yaml";
        QProcess p;
        p.start(TOPOPLAN_CLI, {"analyze", design, "--json"});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QJsonDocument doc = QJsonDocument::fromJson(p.readAllStandardOutput());
        QCOMPARE(doc.object()["format"].toString(), QString("topoplan-analysis/1"));
        QCOMPARE(doc.object()["flows"].toArray().first().toObject()["pathCount"].toInt(), 8);
        p.start(TOPOPLAN_CLI, {"analyze", design, "--fail", "nope"});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 1);
        QVERIFY(p.readAllStandardError().contains("'nope' is not a failure target"));
    }

    void everyExampleAnalyses()
    {
        const std::filesystem::path dir = std::filesystem::path(TOPOPLAN_RESOURCES_DIR) / "examples";
        int count = 0;
        for (const auto& entry : std::filesystem::directory_iterator(dir)) {
            if (entry.path().string().find(".topoplan.yaml") == std::string::npos)
                continue;
            core::Diagnostics diagnostics;
            const auto d = core::loadDesignFile(entry.path().string(), diagnostics);
            QVERIFY2(d, entry.path().string().c_str());
            const core::AnalysisResult r = core::analyze(*d, {});
            QVERIFY(!r.cancelled);
            QVERIFY2(!r.flows.empty(), entry.path().string().c_str());
            for (const core::FlowResult& f : r.flows)
                QVERIFY2(f.reachable, (entry.path().string() + ": " + f.id).c_str());
            ++count;
        }
        QVERIFY(count >= 6);
    }

    void cancelFlagStopsTheAnalysis()
    {
        const auto d = loadExample("ra1-mx7000-powermax.topoplan.yaml");
        QVERIFY(d);
        std::atomic<bool> cancel{true};
        const core::AnalysisResult r = core::analyze(*d, {}, &cancel);
        QVERIFY(r.cancelled);
    }
};

QTEST_GUILESS_MAIN(TestPaths)
#include "tst_paths.moc"
