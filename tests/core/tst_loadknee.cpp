// The knee of the latency-vs-load curve (issue 16, "Traps"): it was reported at the end
// of the sweep (1,024 users) while IOPS levelled off near 64 users, because maximum power
// (IOPS / I/O latency) keeps growing when the CPU, not the I/O path, bounds throughput.
// core::throughputKnee puts it where throughput stops growing. The curves are made up
// here, with the expected indices worked out by hand from the definition in
// core/loadknee.h (marginal IOPS per added user below half the light-load slope).
#include "core/loadknee.h"

#include <QtTest>

class TestLoadKnee : public QObject {
    Q_OBJECT
private slots:
    void cpuBoundCurveKneesWhereIopsLevelOff()
    {
        // Users doubling 1..1024 as the designer sweeps; 1,000 IOPS per user up to 32 users,
        // then the vCPUs bound it near 64,000 IOPS; the I/O latency stays at 0.5 ms.
        const std::vector<double> users{1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024};
        const std::vector<double> iops{1000, 2000, 4000, 8000, 16000, 32000, 60000, 64000, 64100, 64150, 64170};
        const std::vector<double> readMs(users.size(), 0.5);
        // Marginal IOPS per user: 1000 x5, (60000-32000)/32 = 875 (>= 500), then
        // (64000-60000)/64 = 62.5 < 500: the last point still growing is 64 users (index 6).
        QCOMPARE(topoplan::core::throughputKnee(users, iops), 6);
        // Maximum power (IOPS / latency), the rule it replaced, put the knee at the end of
        // the sweep: 64170 / 0.5 is the largest.
        QVERIFY(iops.back() / readMs.back() > iops[6] / readMs[6]);
    }

    void shareAndEdges()
    {
        const std::vector<double> users{1, 2, 4, 8};
        const std::vector<double> iops{100, 200, 300, 320};
        // Slopes: 100, 50, 5 against 100 x share.
        QCOMPARE(topoplan::core::throughputKnee(users, iops, 0.5), 2);  // 5 < 50; 50 is not < 50
        QCOMPARE(topoplan::core::throughputKnee(users, iops, 0.75), 1); // 50 < 75
        // Still linear at the end of the sweep: the last point.
        QCOMPARE(topoplan::core::throughputKnee(users, {100, 200, 400, 800}), 3);
        QCOMPARE(topoplan::core::throughputKnee({1}, {100}), -1);
        QCOMPARE(topoplan::core::throughputKnee(users, {0, 0, 0, 0}), -1);
    }
};

QTEST_GUILESS_MAIN(TestLoadKnee)
#include "tst_loadknee.moc"
