// Usable capacity per storage-group policy (core/performance/capacity.h policyCapacity). Every expected
// value is hand-computed in the comment beside it; 1 TiB = 2^40 bytes = 1.099511627776 TB.
#include "core/performance/capacity.h"

#include <QtTest>

using namespace topoplan::core;

class TstCapacityPolicy : public QObject {
    Q_OBJECT
private slots:
    void powerMaxRaid5();
    void raid10WithSpares();
    void vsanRules();
    void vsanFaultDomains();
    void ratiosAndThin();
    void badInput();
};

void TstCapacityPolicy::powerMaxRaid5()
{
    // RA-1: 24 x 3.84 TB, RAID 5 (7+1), no spares: raw 92.16 TB; usable 24 x 3.84 x 7/8 =
    // 80.64 TB = 80.64 / 1.099511627776 = 73.3417 TiB (the paper's "73.35 TB" are TiB).
    CapacityPolicy p;
    p.layout = "raid5-7+1";
    p.drives = 24;
    p.driveTB = 3.84;
    const PolicyCapacity r = policyCapacity(p);
    QVERIFY(r.valid);
    QCOMPARE(std::round(r.rawTB * 100) / 100, 92.16);
    QCOMPARE(std::round(r.usableTB * 100) / 100, 80.64);
    QCOMPARE(std::round(r.usableTiB * 100) / 100, 73.34);
    QCOMPARE(r.effectiveTB, r.usableTB);
}

void TstCapacityPolicy::raid10WithSpares()
{
    // RA-5 PS6010XV: 16 x 300 GB, 2 hot spares, RAID 10: (16 - 2) x 0.3 x 1/2 = 2.1 TB
    // = 1.9099 TiB; raw 16 x 0.3 = 4.8 TB.
    CapacityPolicy p;
    p.layout = "raid10";
    p.drives = 16;
    p.spares = 2;
    p.driveTB = 0.3;
    const PolicyCapacity r = policyCapacity(p);
    QVERIFY(r.valid);
    QCOMPARE(std::round(r.rawTB * 1000) / 1000, 4.8);
    QCOMPARE(std::round(r.usableTB * 1000) / 1000, 2.1);
    QCOMPARE(std::round(r.usableTiB * 10000) / 10000, 1.9099);
}

void TstCapacityPolicy::vsanRules()
{
    // RA-2: 4 hosts x 2 disk groups x 3 capacity SSD x 0.8 TB = 19.2 TB raw.
    CapacityPolicy p;
    p.vsan = true;
    p.drives = 24;
    p.driveTB = 0.8;
    p.faultDomains = 4;
    p.layout = "raid1";
    p.ftt = 1;
    QCOMPARE(std::round(policyCapacity(p).usableTB * 1000) / 1000, 9.6);   // 19.2 / 2
    p.layout = "raid5-3+1";
    QCOMPARE(std::round(policyCapacity(p).usableTB * 1000) / 1000, 14.4);  // 19.2 x 3/4
    p.layout = "raid1";
    p.ftt = 2;
    p.faultDomains = 5;
    QCOMPARE(std::round(policyCapacity(p).usableTB * 1000) / 1000, 6.4);   // 19.2 / 3
    p.layout = "raid6-4+2";
    p.faultDomains = 6;
    QCOMPARE(std::round(policyCapacity(p).usableTB * 1000) / 1000, 12.8);  // 19.2 / 1.5
    // Dedupe + compression metadata 5 % of raw (hardware-facts.md): RAID 1 19.2 x 0.95 / 2 = 9.12.
    p.layout = "raid1";
    p.ftt = 1;
    p.overheadPct = 5;
    QCOMPARE(std::round(policyCapacity(p).usableTB * 1000) / 1000, 9.12);
}

void TstCapacityPolicy::vsanFaultDomains()
{
    // RA-2 capacity rules: RAID 5 needs 4 hosts, RAID 6 needs 6, RAID 1 FTT=n needs 2n + 1.
    CapacityPolicy p;
    p.vsan = true;
    p.drives = 24;
    p.driveTB = 0.8;
    p.faultDomains = 4;
    p.layout = "raid6-4+2";
    QVERIFY(!policyCapacity(p).valid);
    p.layout = "raid1";
    p.ftt = 2;
    QVERIFY(!policyCapacity(p).valid); // needs 5
    p.faultDomains = 3;
    p.layout = "raid5-3+1";
    p.ftt = 1;
    QVERIFY(!policyCapacity(p).valid);
}

void TstCapacityPolicy::ratiosAndThin()
{
    // 9.6 TB usable (RAID 1 on 19.2 TB raw) x dedupe 1.5 x compression 2 = 28.8 TB effective
    // = 26.1934 TiB; 36 TB provisioned thin = 125 % subscribed.
    CapacityPolicy p;
    p.vsan = true;
    p.layout = "raid1";
    p.drives = 24;
    p.driveTB = 0.8;
    p.dedupeRatio = 1.5;
    p.compressionRatio = 2.0;
    p.provisionedTB = 36;
    const PolicyCapacity r = policyCapacity(p);
    QVERIFY(r.valid);
    QCOMPARE(std::round(r.effectiveTB * 1000) / 1000, 28.8);
    QCOMPARE(std::round(r.effectiveTiB * 10000) / 10000, 26.1934);
    QCOMPARE(std::round(r.subscriptionPct * 10) / 10, 125.0);
}

void TstCapacityPolicy::badInput()
{
    CapacityPolicy p;
    p.layout = "raid42";
    p.drives = 8;
    p.driveTB = 1;
    QVERIFY(!policyCapacity(p).valid);
    p.layout = "raid10";
    p.spares = 8;
    QVERIFY(!policyCapacity(p).valid);
    p.spares = 0;
    p.dedupeRatio = 0.5;
    QVERIFY(!policyCapacity(p).valid);
}

QTEST_GUILESS_MAIN(TstCapacityPolicy)
#include "tst_capacitypolicy.moc"
