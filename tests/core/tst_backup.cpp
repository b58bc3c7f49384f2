// Backup / restore windows and rebuild estimates (core/performance/backup.h) on the builtin examples.
// Expected values are hand computations from the design, the catalog and
// core/modelconstants.h, shown next to each check.
#include "core/performance/backup.h"
#include "core/performance/capacity.h"
#include "core/storagepolicy.h"
#include "core/builtin.h"
#include "core/designloader.h"
#include "analysistesthelpers.h"

#include <QtTest>

#include <map>
#include <set>

using namespace topoplan::core;

namespace {

LoadedDesign example(const char* prefix) { return topoplan::testing::builtinExample(prefix); }

bool near(double a, double b, double rel = 1e-9)
{
    return std::abs(a - b) <= rel * std::max(1.0, std::abs(b));
}

} // namespace

class TstBackup : public QObject {
    Q_OBJECT
private slots:
    // RA-1 first full backup of the 1,810 GB Oracle OLTP database to the DD9300.
    // Limits: DD Boost client in the Oracle OLTP VM: 10 vCPU x 100 MB/s = 1,000 MB/s;
    // host LAN: two 15 Gb/s db-public partitions x 125 x 0.949 = 3,558.75 MB/s;
    // DD9300: 4 x 10 GbE x 125 x 0.949 = 4,745 MB/s; ingest (catalog) 5,000 MB/s.
    // Narrowest: the client, 1,810 GB x 1,000 / 1,000 MB/s = 1,810 s = 30.17 min.
    void ra1FirstFull()
    {
        const LoadedDesign d = example("ra1");
        const BackupWindow b = backupWindow(d, "oracle-backup-full-1");
        QCOMPARE(b.kind, std::string("backup"));
        QVERIFY(near(b.minutes, 1810.0 / 60.0));
        QVERIFY(near(b.effectiveMBps, 1000.0));
        QVERIFY(b.bottleneck.find("DD Boost") != std::string::npos);
        bool lan = false, appl = false;
        for (const RateLimit& l : b.limits) {
            lan = lan || near(l.mbps, 3558.75);
            appl = appl || near(l.mbps, 4745.0);
        }
        QVERIFY(lan);
        QVERIFY(appl);
        // The published window (38 min, published-results.yaml) is within 30 %: 30.17 / 38 - 1 = -20.6 %.
        QVERIFY(std::abs(b.minutes / 38.0 - 1.0) < 0.30);
        // Interval from the registry ranges (parameters.cpp): DD Boost 50-200 MB/s per vCPU
        // -> the client limit 500-2,000 MB/s; ingest 5,000 x 0.4-1.2 = 2,000-6,000 MB/s.
        // Shortest: client at 2,000 MB/s, 1,810,000 MB / 2,000 = 905 s (LAN 508.6 s, front end
        // 381.5 s, ingest 301.7 s are shorter). Longest: client at 500 MB/s, 3,620 s (ingest at
        // 2,000 MB/s: 905 s). change_pct is given (100): no default change rate is read.
        QVERIFY(near(b.minutesLow, 1810000.0 / 2000.0 / 60.0));
        QVERIFY(near(b.minutesHigh, 1810000.0 / 500.0 / 60.0));
        std::set<std::string> ids;
        for (const Parameter& p : b.parameters)
            ids.insert(p.id);
        QCOMPARE(ids, (std::set<std::string>{"dd-boost-rate-per-vcpu", "dd9300/backup-ingest-rate"}));
    }

    // Each limit carries the basis of the value it rests on. The DD9300's ingest_mb_s is
    // "assumed: 5,000 MB/s ..." in resources/catalog/dell-datadomain.yaml, so its limit is
    // assumed, like the recorded parameter (ParameterContext::catalog), not "sourced" (the
    // registry entry's basis, which stands for a catalog value with a source); the DD Boost
    // rate is assumed (parameters.cpp), the LAN and front-end limits are line rates (sourced).
    void limitBasisIsTheValuesBasis()
    {
        const BackupWindow b = backupWindow(example("ra1"), "oracle-backup-full-1");
        std::map<std::string, std::string> basisOf;
        for (const RateLimit& l : b.limits)
            basisOf[l.what.find("ingest") != std::string::npos ? "ingest"
                    : l.what.find("DD Boost") != std::string::npos ? "ddboost"
                    : l.what.find("LAN") != std::string::npos ? "lan"
                                                               : "frontend"] = l.basis;
        QCOMPARE(basisOf["ingest"], std::string("assumed"));
        QCOMPARE(basisOf["ddboost"], std::string("assumed"));
        QCOMPARE(basisOf["lan"], std::string("sourced"));
        QCOMPARE(basisOf["frontend"], std::string("sourced"));
        for (const Parameter& p : b.parameters)
            if (p.id == "dd9300/backup-ingest-rate")
                QCOMPARE(p.basis, Basis::Assumed);
    }

    // A later full whose profile gives no change_pct takes backup-change-pct (assumed 5 %,
    // range 2-10 %, parameters.cpp), scoped to the workload, with its basis: the transfer is
    // 1,810 x 5 % = 90.5 GB; the window stays client-bound (the client segments all of it).
    void defaultChangeRateIsARegistryParameter()
    {
        LoadedDesign d = example("ra1");
        for (Workload& w : d.design.workloads)
            if (w.id == "oracle-backup-full-2")
                w.profile.erase("change_pct");
        const BackupWindow b = backupWindow(d, "oracle-backup-full-2");
        QVERIFY(near(b.transferGB, 90.5));
        const Parameter* change = nullptr;
        for (const Parameter& p : b.parameters)
            if (p.id == "oracle-backup-full-2/backup-change-pct")
                change = &p;
        QVERIFY(change);
        QCOMPARE(change->basis, Basis::Assumed);
        QCOMPARE(change->value, 5.0);
        QVERIFY(change->low == 2.0 && change->high == 10.0);
        QVERIFY(b.minutesLow <= b.minutes && b.minutes <= b.minutesHigh);
    }

    // Second full after 5 % change: DD Boost sends 5 % (90.5 GB) but the client still
    // segments all 1,810 GB: the window stays client-bound at 30.17 min.
    void ra1SecondFull()
    {
        const BackupWindow b = backupWindow(example("ra1"), "oracle-backup-full-2");
        QVERIFY(near(b.transferGB, 90.5));
        QVERIFY(near(b.minutes, 1810.0 / 60.0));
    }

    // Restore: no client-side segment processing; host LAN 3,558.75 MB/s is the narrowest
    // (DD9300 front end 4,745, restore rate 5,000): 1,810,000 MB / 3,558.75 = 508.6 s.
    void ra1Restore()
    {
        const BackupWindow b = backupWindow(example("ra1"), "oracle-restore");
        QVERIFY(near(b.minutes, 1810000.0 / 3558.75 / 60.0));
        // Interval: restore rate 5,000 x 0.4-1.2 (backup-restore-rate): at 2,000 MB/s it is
        // the narrowest, 905 s; at its high end the LAN stays the limit, 508.6 s.
        QVERIFY(near(b.minutesLow, b.minutes));
        QVERIFY(near(b.minutesHigh, 1810000.0 / 2000.0 / 60.0));
    }

    // A failed DD9300 interface drops its share: 3 x 1,250 x 0.949 = 3,558.75 MB/s front end.
    void failedApplianceInterface()
    {
        const BackupWindow b = backupWindow(example("ra1"), "oracle-restore", {"dd9300:eth-1a"});
        bool found = false;
        for (const RateLimit& l : b.limits)
            found = found || (l.what.rfind("dd9300 front end", 0) == 0 && near(l.mbps, 3558.75));
        QVERIFY(found);
    }

    // RA-2 disk group esx-1/dg-1 under the failure-test load (l1-slob-heavy-r15):
    // data: l1-r15-data thin, database 300 GB x 4/3 (RAID 5 3+1) = 400 GB + l1-r15-redo
    // 40 GB x 2 (RAID 1) = 80 GB -> 480 GB x 1/8 disk groups = 60 GB. Destinations: a RAID 5
    // 3+1 object has a component on each of the 4 hosts, so its 50 GB go to esx-1's other
    // disk group; the RAID 1 redo (3 hosts: 2 copies + witness) may also go to the fourth
    // host's 2 groups: 10 GB / 3 groups. Busiest group (esx-1/dg-2): 50 + 3.33 = 53.33 GB at
    // the 100 MB/s per-group throttle (Broadcom KB 371138) -> idle 60 / 53.33 x 100 = 112.5
    // MB/s; under load x 0.5 (Adaptive Resync halving) = 56.25 MB/s -> 60,000 / 56.25 / 60 =
    // 17.78 min. Interval: throttle 50-200, share 0.25-1, drive 0.7-1x (385 x 0.7 x 3 drives
    // > 200: the throttle binds) -> idle 56.25-225 MB/s. Minutes: the data also spans the
    // placement's range (vsan-failed-group-share: 1/6-5/6 of esx-1's components for the 6
    // objects, 4 + 2 VMDKs, point 1/2), 60 GB x 1/3 to 60 GB x 5/3, which the rates do not
    // follow (branch model15e). A disk group is "degraded": the rebuild starts at once.
    void vsanDiskGroupRebuild()
    {
        const RebuildEstimate r = rebuildEstimate(example("ra2-vsan-allflash"), "esx-1/dg-1", {"l1-slob-heavy-r15"});
        QCOMPARE(r.cluster, std::string("vsan-1"));
        QVERIFY(near(r.dataGB, 60.0));
        QVERIFY(near(r.idleMBps, 112.5));
        QVERIFY(near(r.underLoadMBps, 56.25));
        QVERIFY(near(r.underLoadMinutes, 60000.0 / 56.25 / 60.0));
        QVERIFY(near(r.idleLowMBps, 56.25));
        QVERIFY(near(r.idleHighMBps, 225.0));
        QVERIFY(near(r.underLoadLowMBps, 56.25 * 0.25));
        QVERIFY(near(r.underLoadMinutesHigh, 60000.0 * 5.0 / 3.0 / (56.25 * 0.25) / 60.0));
        QVERIFY(near(r.underLoadMinutesLow, 60000.0 / 3.0 / 225.0 / 60.0));
        QCOMPARE(r.startDelayMin, 0.0);
    }

    // A host is "absent": 2 of 8 disk groups are lost, the rebuild starts after the 60 min
    // repair delay. Only 3 hosts remain: RAID 5 (3+1) needs 4 fault domains (architectures.md
    // RA-2 capacity rules), so l1-r15-data (400 GB stored x 2/8 = 100 GB) stays without
    // redundancy; the RAID 1 redo (80 GB x 2/8 = 20 GB) needs 3 and is rebuilt onto the one
    // host without a component (2 groups, 10 GB each at 100 MB/s): 200 MB/s idle.
    void vsanHostRebuild()
    {
        const RebuildEstimate r = rebuildEstimate(example("ra2-vsan-allflash"), "esx-1", {"l1-slob-heavy-r15"});
        QVERIFY(near(r.dataGB, 20.0));
        QVERIFY(near(r.unprotectedGB, 100.0));
        QVERIFY(near(r.idleMBps, 200.0));
        QCOMPARE(r.startDelayMin, 60.0);
        QCOMPARE(hostsNeeded("raid5-3+1", 1), 4);
        QCOMPARE(hostsNeeded("raid6-4+2", 2), 6);
        QCOMPARE(hostsNeeded("raid1", 1), 3);
    }

    // Not a cluster member: no estimate.
    void notInCluster()
    {
        QVERIFY(rebuildEstimate(example("ra1"), "pmax").cluster.empty());
    }
};

QTEST_GUILESS_MAIN(TstBackup)
#include "tst_backup.moc"
