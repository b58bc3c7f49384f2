// Max flow bandwidth, payload efficiencies, utilization and saturation findings.
#include "analysistesthelpers.h"

#include "core/modelconstants.h"

#include <algorithm>

#include <QtTest>

using namespace topoplan;
using namespace topoplan::testing;

class TestBandwidth : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void ra1FcoeBottleneckIsTheHostPartitions()
    {
        const auto d = loadExample("ra1-mx7000-powermax.topoplan.yaml");
        QVERIFY(d);
        const core::AnalysisResult r = core::analyze(*d, {});
        const core::FlowResult* f = flow(r, "storage:ora-host->pmax");
        // Host side: 2 FCoE partitions of 25 Gb/s (architectures.md RA-1) at 98 % payload
        // (FCoE ~2 % overhead, hardware-facts.md): 2 x 3,125 x 0.98 = 6,125 MB/s. Array side:
        // 8 zoned 16GFC ports x 1,600 MB/s = 12,800 MB/s (FCIA). The host side limits.
        QCOMPARE(f->maxMBps, 2 * 3125.0 * 0.98);
        QCOMPARE(f->maxGbps, 50.0);
        QCOMPARE(int(f->bottleneck.size()), 2);
        QVERIFY(f->bottleneck.front().find("ora-mezz-1a:1") == 0);
        // Backup: the 15 GbE database-public NIC partitions carry backup traffic
        // (architectures.md RA-1): 2 x 15 Gb/s x 125 MB/s x 94.9 % (TCP, MTU 1500).
        const core::FlowResult* b = flow(r, "backup:ora-host->dd9300");
        QCOMPARE(b->maxMBps, 2 * 15 * 125.0 * 0.949);
        // Closed workloads without a rate: offered 0, flagged unknown.
        QVERIFY(!f->offeredKnown);
        QCOMPARE(f->offeredMBps, 0.0);
    }

    void bandwidthFollowsZoning()
    {
        const auto d = loadExample("ra1-mx7000-powermax.topoplan.yaml");
        QVERIFY(d);
        const core::AnalysisResult r =
            core::analyze(*d, core::FailureSet{{"pmax:fa-1d-1", "pmax:fa-1d-2", "pmax:fa-2d-1"}});
        const core::FlowResult* f = flow(r, "storage:ora-host->pmax");
        // ora-mezz-1a:1 is zoned to fa-1d-1, fa-1d-2, fa-2d-1 and fa-2d-2 only: one 16GFC
        // lane survives, 1,600 MB/s (FCIA). ora-mezz-1b:1 keeps its 4 zoned ports
        // (4 x 1,600 MB/s) but its FCoE partition caps it: 25 Gb/s x 125 x 0.98 = 3,062.5 MB/s.
        // Total 1,600 + 3,062.5 = 4,662.5 MB/s; FC must not cross the Ethernet VLTi
        // (iom-a1 -- iom-b1) to reach fabric B's ports (the old 6,125 MB/s).
        QCOMPARE(f->maxMBps, 1600.0 + 25 * 125.0 * 0.98);
        QCOMPARE(int(f->bottleneck.size()), 2);
        QCOMPARE(f->bottleneck[0], std::string("iom-a1:eth1/1/43:4 -- pmax:fa-2d-2"));
        QVERIFY(f->bottleneck[1].find("ora-mezz-1b:1 (NPAR") == 0);
    }

    void offeredLoadFromOptions()
    {
        const auto d = loadExample("ra1-mx7000-powermax.topoplan.yaml");
        QVERIFY(d);
        core::AnalysisOptions options;
        // A caller (the performance model) passes 8,000 MB/s for Oracle OLTP; 8 paths share it
        // round robin (NMP, architectures.md), 1,000 MB/s each. The example's profile is
        // read_pct 70 with 8 KB reads and writes: 700 MB/s of reads travel target ->
        // initiator and 300 MB/s of writes the other way on each path. Links are full
        // duplex (IEEE 802.3, FC-FS), so the busier direction counts: each FCoE partition
        // (4 paths) receives 2,800 MB/s of its 3,062.5 MB/s: 91.4 %, saturated (> 90 %).
        // Summing both directions (the old defect) gave 4,000 / 3,062.5 = 130.6 %.
        options.offeredMBps["oracle-oltp"] = 8000.0;
        const core::AnalysisResult r = core::analyze(*d, {}, nullptr, options);
        const core::FlowResult* f = flow(r, "storage:ora-host->pmax");
        QVERIFY(!f->offeredKnown); // the other two Oracle workloads still have no rate
        QCOMPARE(f->offeredMBps, 8000.0);
        QVERIFY(std::abs(f->busiestUtilization - 2800.0 / 3062.5) < 1e-9);
        // Each front-end 16GFC lane sends 700 MB/s of reads (array -> IOM, end b -> a of the
        // link id) and receives 300 MB/s of writes, of 1,600 MB/s per direction: 43.75 %.
        bool seen = false;
        for (const core::LinkLoad& l : r.links)
            if (l.link == "iom-a1:eth1/1/43:1 -- pmax:fa-1d-1") {
                seen = true;
                QVERIFY(std::abs(l.loadBtoAMBps - 700.0) < 1e-9);
                QVERIFY(std::abs(l.loadAtoBMBps - 300.0) < 1e-9);
                QVERIFY(std::abs(l.utilization - 700.0 / 1600.0) < 1e-9);
            }
        QVERIFY(seen);
        for (const core::PortLoad& p : r.ports)
            if (p.port == "pmax:fa-1d-1") {
                QVERIFY(std::abs(p.outMBps - 700.0) < 1e-9); // reads leave the target
                QVERIFY(std::abs(p.inMBps - 300.0) < 1e-9);
            }
        QVERIFY(countFindings(r, "saturated") >= 2);
    }

    void handBuiltUtilization()
    {
        const auto d = loadTestDesign("dual-fabric.topoplan.yaml");
        QVERIFY(d);
        const core::AnalysisResult r = core::analyze(*d, {});
        const core::FlowResult* f = flow(r, "storage:db->xio");
        // 8GFC = 800 MB/s per link (FCIA, hardware-facts.md); 2 host links limit: 1,600 MB/s.
        QCOMPARE(f->maxMBps, 1600.0);
        // Offered: 100,000 IOPS x 8 KiB = 819.2 MB/s (profile iops, read_kb), over 4 paths:
        // each host link carries 2 paths = 409.6 MB/s of 800 = 51.2 %.
        QVERIFY(f->offeredKnown);
        QVERIFY(std::abs(f->offeredMBps - 819.2) < 1e-9);
        QVERIFY(std::abs(f->busiestUtilization - 0.512) < 1e-9);
        QCOMPARE(countFindings(r, "saturated"), 0);

        const auto s = loadTestDesign("single-isl.topoplan.yaml");
        QVERIFY(s);
        const core::AnalysisResult rs = core::analyze(*s, {});
        const core::FlowResult* fs = flow(rs, "storage:db->xio");
        // The single 10 GbE FCoE inter-switch link (Nexus unified ports, 10 Gb/s common
        // rate) limits: 1,250 x 0.98 = 1,225 MB/s.
        QCOMPARE(fs->maxMBps, 1250.0 * core::constants::kFcoePayload);
        QCOMPARE(fs->bottleneck, std::vector<std::string>{"sw-a -- sw-b (1 link)"});
        // 200,000 IOPS x 8 KiB = 1,638.4 MB/s through it: 133.7 % -> saturated (> 90 %, our policy).
        bool islSaturated = false;
        for (const core::Finding& fd : rs.findings)
            islSaturated = islSaturated || (fd.code == "saturated" && fd.ids.front() == "sw-a:eth1/10 -- sw-b:eth1/10");
        QVERIFY(islSaturated);
    }

    void nicOnlyLinkHasTcpPayload()
    {
        const auto d = loadExample("ra1-mx7000-powermax.topoplan.yaml");
        QVERIFY(d);
        const core::AnalysisResult r = core::analyze(*d, {});
        // ora-mezz-2a:1 holds NIC partitions only (example design): its 25 GbE midplane link
        // carries TCP/IP, so its payload is 25 x 125 MB/s x 94.9 % (TCP at MTU 1500,
        // hardware-facts.md) = 2,965.6 MB/s, not FCoE's 98 % (3,062.5).
        // The FCoE-only ora-mezz-1a:1 link: 25 x 125 x 98 % = 3,062.5 MB/s.
        int seen = 0;
        for (const core::LinkLoad& l : r.links) {
            if (l.link.find("ora-mezz-2a:1") != std::string::npos) {
                QVERIFY(qAbs(l.capacityMBps - 25 * 125 * 0.949) < 0.1);
                ++seen;
            }
            if (l.link.find("ora-mezz-1a:1") != std::string::npos) {
                QVERIFY(qAbs(l.capacityMBps - 25 * 125 * 0.98) < 0.1);
                ++seen;
            }
        }
        QCOMPARE(seen, 2);
    }

    void asymmetricFabricsAreFound()
    {
        const auto d = loadTestDesign("dual-fabric.topoplan.yaml");
        QVERIFY(d);
        // dual-fabric.topoplan.yaml: each fabric holds 1 initiator and 2 zoned targets,
        // cabled alike (its notes); asymmetry is judged on the cabling and zoning.
        QCOMPARE(countFindings(core::analyze(*d, {}), "asymmetric-fabric"), 0);
        // Declared lists differ, cabling does not: xio:sc2-fc2 is still cabled to sw-b and
        // zoned to db:fc-2, so san-b is as large as san-a (the old check, reading the
        // declared list, reported this one).
        core::LoadedDesign declaredOnly = *d;
        declaredOnly.design.fabrics[1].ports.pop_back();
        QCOMPARE(countFindings(core::analyze(declaredOnly, {}), "asymmetric-fabric"), 0);
        // Declared lists equal, cabling differs: san-b loses its cable to xio:sc2-fc2 (the
        // old check saw nothing). 2 vs 1 target ports, 24 vs 16 Gb/s (8GFC links).
        auto uncabled = loadTestDesign("dual-fabric.topoplan.yaml");
        auto& links = uncabled->design.links;
        links.erase(std::find_if(links.begin(), links.end(), [](const core::Link& l) { return l.b == "xio:sc2-fc2"; }));
        core::Diagnostics diagnostics;
        auto reloaded = core::resolveDesign(uncabled->design, "dual-fabric", TOPOPLAN_TEST_DATA, diagnostics);
        QVERIFY(reloaded);
        const core::AnalysisResult r = core::analyze(*reloaded, {});
        QCOMPARE(countFindings(r, "asymmetric-fabric"), 1);
        for (const core::Finding& fd : r.findings)
            if (fd.code == "asymmetric-fabric")
                QVERIFY2(fd.message.find("2 vs 1 target ports") != std::string::npos, fd.message.c_str());
        // Cabled alike, zoned differently: db:fc-2 is zoned to one target only.
        core::LoadedDesign zoned = *d;
        zoned.design.zoning[1].targets.pop_back();
        QCOMPARE(countFindings(core::analyze(zoned, {}), "asymmetric-fabric"), 1);
        // NPAR: RA-1 with ora-1b-fcoe at 10 instead of 25 Gb/s (newcomer m4). Fabric san-b
        // then gets 10 + 25 Gb/s of host FCoE partitions against san-a's 25 + 25 (the
        // example's partitions; the 25 GbE port line rate is the same on both sides).
        auto ra1 = loadExample("ra1-mx7000-powermax.topoplan.yaml");
        QVERIFY(ra1);
        QCOMPARE(countFindings(core::analyze(*ra1, {}), "asymmetric-fabric"), 0);
        bool changed = false;
        for (core::Device& dev : ra1->design.devices)
            for (core::Partition& part : dev.partitions)
                if (part.id == "ora-1b-fcoe") {
                    part.gbps = 10;
                    changed = true;
                }
        QVERIFY(changed);
        core::Diagnostics d2;
        auto npar = core::resolveDesign(ra1->design, "ra1-npar", std::string(TOPOPLAN_RESOURCES_DIR) + "/examples", d2);
        QVERIFY(npar);
        const core::AnalysisResult rn = core::analyze(*npar, {});
        QCOMPARE(countFindings(rn, "asymmetric-fabric"), 1);
        for (const core::Finding& fd : rn.findings)
            if (fd.code == "asymmetric-fabric")
                QVERIFY2(fd.message.find("Gb/s") != std::string::npos, fd.message.c_str());
    }
};

QTEST_GUILESS_MAIN(TestBandwidth)
#include "tst_bandwidth.moc"
