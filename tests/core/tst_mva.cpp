// Queueing solvers (core/performance/mva.h) against closed forms and hand computations. Every
// expected value is derived in the comment next to it.
#include "core/performance/mva.h"

#include <QtTest>

#include <cmath>

using namespace topoplan::core::mva;

namespace {

Network singleClass(const std::vector<double>& demands, double population, double thinkS)
{
    Network net;
    net.classes.push_back({"c", false, population, thinkS, 0.0, {}});
    for (size_t k = 0; k < demands.size(); ++k) {
        const int c = net.addCenter("k" + std::to_string(k));
        net.addDemand(0, c, demands[k]);
    }
    return net;
}

double relErr(double a, double b)
{
    return std::abs(a - b) / std::abs(b);
}

} // namespace

class TstMva : public QObject {
    Q_OBJECT
private slots:
    void balancedNetworkClosedForm_data()
    {
        QTest::addColumn<int>("centers");
        QTest::addColumn<int>("population");
        QTest::addColumn<double>("demand");
        QTest::newRow("K=3 N=5") << 3 << 5 << 0.1;
        QTest::newRow("K=1 N=4") << 1 << 4 << 0.02;
        QTest::newRow("K=5 N=10") << 5 << 10 << 0.004;
        QTest::newRow("K=2 N=1") << 2 << 1 << 1.0;
    }
    // Balanced network, no think time: X(N) = N / (D (N + K - 1)) (QSP ch. 5, balanced
    // system bounds are exact for a balanced network; Zahorjan et al. 1982).
    void balancedNetworkClosedForm()
    {
        QFETCH(int, centers);
        QFETCH(int, population);
        QFETCH(double, demand);
        const Network net = singleClass(std::vector<double>(centers, demand), population, 0.0);
        const Solution s = solveExact(net);
        const double expected = population / (demand * (population + centers - 1));
        QVERIFY2(relErr(s.throughput[0], expected) < 1e-12, qPrintable(QString::number(s.throughput[0])));
        // Little's law over the whole network: N = X R.
        QVERIFY(relErr(s.throughput[0] * s.responseS[0], population) < 1e-12);
        QVERIFY(s.converged);
    }

    // Fractional populations (solveExact(), mva.h: multilinear interpolation between whole
    // populations). At a whole N given as a real number the result is the exact recursion's
    // (balanced closed form above); at N = 2.25 of a balanced K = 3 network it is
    // 0.75 X(2) + 0.25 X(3) with X(N) = N / (D (N + K - 1)): X(2) = 2 / (0.1 x 4) = 5,
    // X(3) = 3 / (0.1 x 5) = 6, so 5.25; Little's law on the interpolated figures: R = N_Q / X.
    void fractionalPopulationInterpolatesExact()
    {
        const Network whole = singleClass({0.1, 0.1, 0.1}, 3.0, 0.0);
        const Network nearly = singleClass({0.1, 0.1, 0.1}, 3.0 + 1e-12, 0.0);
        QVERIFY(relErr(solveExact(nearly).throughput[0], solveExact(whole).throughput[0]) < 1e-9);
        const Solution s = solveExact(singleClass({0.1, 0.1, 0.1}, 2.25, 0.0));
        QVERIFY2(relErr(s.throughput[0], 5.25) < 1e-12, qPrintable(QString::number(s.throughput[0])));
        double queue = 0.0;
        for (double q : s.queueLength[0])
            queue += q;
        QVERIFY(relErr(s.throughput[0] * s.responseS[0], queue) < 1e-12);
        // Customers in the network: 0.75 x 2 + 0.25 x 3 = 2.25 (no think time).
        QVERIFY(relErr(queue, 2.25) < 1e-12);
        // solve() takes the exact route for it too (small lattice) and says so.
        QVERIFY(solve(singleClass({0.1, 0.1, 0.1}, 2.25, 0.0)).method.find("interpolated") != std::string::npos);
    }

    // Below one customer: N = 0.4 of the two-center network with Z = 1 s (singleClassWithThinkTime
    // below): X = 0.4 X(1) = 0.4 / 1.3, and the residence stays that of the one customer
    // (0.2, 0.1) s, not 0.4 of it.
    void populationBelowOne()
    {
        const Solution s = solveExact(singleClass({0.2, 0.1}, 0.4, 1.0));
        QVERIFY(relErr(s.throughput[0], 0.4 / 1.3) < 1e-12);
        QVERIFY(relErr(s.residenceS[0][0], 0.2) < 1e-12);
        QVERIFY(relErr(s.residenceS[0][1], 0.1) < 1e-12);
    }

    // Two classes with fractional populations against the approximations that take real N as
    // they are (Linearizer, Schweitzer-Bard): random-ish small network, both should agree with
    // the interpolated exact solution within their usual error at whole N (bench_performance:
    // Linearizer worst 0.83 %, Schweitzer-Bard worst 7 % over 600 classes); here 2 % and 10 %.
    // And each class's throughput lies between its values at the floor and ceil corners.
    void fractionalTwoClassesAgainstApproximations()
    {
        auto net = [](double na, double nb) {
            Network n;
            const int cpu = n.addCenter("cpu", CenterKind::MultiServer, 4);
            const int disk = n.addCenter("disk");
            const int wire = n.addCenter("rtt", CenterKind::Delay);
            n.classes.push_back({"a", false, na, 0.002, 0, {}});
            n.classes.push_back({"b", false, nb, 0.0, 0, {}});
            n.addDemand(0, cpu, 0.004);
            n.addDemand(0, disk, 0.0015);
            n.addDemand(0, wire, 0.0005);
            n.addDemand(1, cpu, 0.001);
            n.addDemand(1, disk, 0.003);
            return n;
        };
        const Solution s = solveExact(net(6.62, 2.5));
        const Solution lin = solveLinearizer(net(6.62, 2.5));
        const Solution sb = solveApproximate(net(6.62, 2.5));
        for (int r = 0; r < 2; ++r) {
            QVERIFY2(relErr(lin.throughput[r], s.throughput[r]) < 0.02, qPrintable(QString::number(lin.throughput[r] / s.throughput[r])));
            QVERIFY2(relErr(sb.throughput[r], s.throughput[r]) < 0.10, qPrintable(QString::number(sb.throughput[r] / s.throughput[r])));
        }
        for (int r = 0; r < 2; ++r) {
            double lo = 1e300, hi = 0.0;
            for (double na : {6.0, 7.0})
                for (double nb : {2.0, 3.0}) {
                    const double x = solveExact(net(na, nb)).throughput[r];
                    lo = std::min(lo, x);
                    hi = std::max(hi, x);
                }
            QVERIFY(s.throughput[r] >= lo && s.throughput[r] <= hi);
        }
    }

    // Hand computation, single class, D = (0.2, 0.1) s, Z = 1 s, N = 3 (exact MVA recursion):
    //   n=1: R = (0.2, 0.1), X = 1/1.3 = 10/13, Q = (2/13, 1/13)
    //   n=2: R = (0.2*15/13, 0.1*14/13) = (3/13, 1.4/13), X = 2/(1 + 4.4/13) = 130/87,
    //        Q = (10/29, 14/87)
    //   n=3: R = (0.2*39/29, 0.1*101/87) = (7.8/29, 10.1/87), X = 3/(1 + 33.5/87) = 261/120.5
    void singleClassWithThinkTime()
    {
        const Network net = singleClass({0.2, 0.1}, 3, 1.0);
        const Solution s = solveExact(net);
        QVERIFY(relErr(s.throughput[0], 261.0 / 120.5) < 1e-12);
        QVERIFY(relErr(s.residenceS[0][0], 7.8 / 29.0) < 1e-12);
        QVERIFY(relErr(s.residenceS[0][1], 10.1 / 87.0) < 1e-12);
        // U = X D (utilization law)
        QVERIFY(relErr(s.utilization[0], 261.0 / 120.5 * 0.2) < 1e-12);
    }

    // Two classes of one customer each at one queueing center, Z = 0, D_A = 1, D_B = 2:
    //   n=(1,0): X_A = 1, Q = 1;  n=(0,1): X_B = 1/2, Q = 1
    //   n=(1,1): R_A = 1 (1 + Q(0,1)) = 2 -> X_A = 1/2; R_B = 2 (1 + Q(1,0)) = 4 -> X_B = 1/4
    // and U = 1/2 * 1 + 1/4 * 2 = 1: a single server with two customers and no think time
    // is never idle.
    void twoClassHandComputation()
    {
        Network net;
        const int c = net.addCenter("cpu");
        net.classes.push_back({"a", false, 1, 0, 0, {}});
        net.classes.push_back({"b", false, 1, 0, 0, {}});
        net.addDemand(0, c, 1.0);
        net.addDemand(1, c, 2.0);
        const Solution s = solveExact(net);
        QCOMPARE(s.throughput[0], 0.5);
        QCOMPARE(s.throughput[1], 0.25);
        QVERIFY(relErr(s.utilization[c], 1.0) < 1e-12);
        QVERIFY(relErr(s.centerQueue[c], 2.0) < 1e-12);
    }

    // A delay center adds its demand and never queues: one customer, queue D = 0.1 s,
    // delay 0.4 s (an RTT), Z = 0 -> R = 0.5 s, X = 2/s.
    void delayCenter()
    {
        Network net;
        const int q = net.addCenter("disk");
        const int d = net.addCenter("rtt", CenterKind::Delay);
        net.classes.push_back({"c", false, 1, 0, 0, {}});
        net.addDemand(0, q, 0.1);
        net.addDemand(0, d, 0.4);
        const Solution s = solve(net);
        QVERIFY(relErr(s.throughput[0], 2.0) < 1e-12);
        QVERIFY(relErr(s.responseS[0], 0.5) < 1e-12);
    }

    // Open M/M/1: lambda = 5/s, S = 0.1 s -> U = 0.5, R = S / (1 - U) = 0.2 s, Q = lambda R = 1.
    void openMM1()
    {
        Network net;
        const int c = net.addCenter("disk");
        net.classes.push_back({"o", true, 0, 0, 5.0, {}});
        net.addDemand(0, c, 0.1);
        const Solution s = solve(net);
        QCOMPARE(s.method, std::string("open"));
        QVERIFY(relErr(s.utilization[c], 0.5) < 1e-12);
        QVERIFY(relErr(s.responseS[0], 0.2) < 1e-12);
        QVERIFY(relErr(s.centerQueue[c], 1.0) < 1e-12);
    }

    // M/M/2 with a = lambda S = 1 Erlang (rho = 0.5): C(2, 1) = (a^2/2! / (1 - rho)) /
    // (1 + a + a^2/2! / (1 - rho)) = 1 / 3; R = S + S C / (m (1 - rho)) = 1 + (1/3)/1 = 4/3 s.
    void openMM2ErlangC()
    {
        QVERIFY(relErr(erlangC(2, 1.0), 1.0 / 3.0) < 1e-12);
        // M/M/1 special case: C(1, a) = rho.
        QVERIFY(relErr(erlangC(1, 0.7), 0.7) < 1e-12);
        Network net;
        const int c = net.addCenter("cpu", CenterKind::MultiServer, 2);
        net.classes.push_back({"o", true, 0, 0, 1.0, {}});
        net.addDemand(0, c, 1.0);
        const Solution s = solve(net);
        QVERIFY(relErr(s.responseS[0], 4.0 / 3.0) < 1e-12);
        QVERIFY(relErr(s.utilization[c], 0.5) < 1e-12);
    }

    // Mixed network (QSP ch. 7.5): open class with U = 0.5 at the center, one closed
    // customer with D = 0.1 s and Z = 0: closed R = D / (1 - U_open) = 0.2 s -> X = 5/s and
    // Q_closed = 1; open class (D_o = 0.05 s, lambda = 10/s) R = D_o (1 + Q_closed) /
    // (1 - U_open) = 0.05 * 2 / 0.5 = 0.2 s.
    void mixedNetwork()
    {
        Network net;
        const int c = net.addCenter("ctrl");
        net.classes.push_back({"closed", false, 1, 0, 0, {}});
        net.classes.push_back({"open", true, 0, 0, 10.0, {}});
        net.addDemand(0, c, 0.1);
        net.addDemand(1, c, 0.05);
        const Solution s = solve(net);
        QVERIFY(relErr(s.throughput[0], 5.0) < 1e-12);
        QVERIFY(relErr(s.responseS[1], 0.2) < 1e-12);
        // U = 5 * 0.1 + 10 * 0.05 = 1.0
        QVERIFY(relErr(s.utilization[c], 1.0) < 1e-12);
    }

    // Bulk arrivals (M^X/M/1 with a constant batch B; Gross, Shortt, Thompson & Harris,
    // Fundamentals of Queueing Theory, 4th ed., section 3.2: L = rho (B + 1) / (2 (1 - rho)),
    // hence R = L / lambda = S (B + 1) / (2 (1 - rho))): lambda = 5 jobs/s, S = 0.1 s, B = 4:
    // rho = 0.5, R = 0.1 x 5 / 1 = 0.5 s (M/M/1: 0.2 s); the utilization is the same load.
    // A closed customer beside it (D = 0.1 s, Z = 0, alone) waits for the batches' work: its
    // demand is inflated by (1 + E) / (1 - U), E = U (B - 1) / 2 = 0.75: R = 0.1 x 1.75 / 0.5
    // = 0.35 s, X = 1 / 0.35 (mixed without batches: 0.2 s, mixedNetwork()).
    void openBulkArrivals()
    {
        Network net;
        const int c = net.addCenter("stack");
        net.classes.push_back({"o", true, 0, 0, 5.0, {}});
        net.classes.back().batch = 4.0;
        net.addDemand(0, c, 0.1);
        Solution s = solve(net);
        QVERIFY(relErr(s.utilization[c], 0.5) < 1e-12);
        QVERIFY(relErr(s.responseS[0], 0.5) < 1e-12);
        net.classes.push_back({"closed", false, 1, 0, 0, {}});
        net.addDemand(1, c, 0.1);
        s = solve(net);
        QVERIFY(relErr(s.throughput[1], 1.0 / 0.35) < 1e-12);
        // B = 1 is the plain mixed network.
        net.classes[0].batch = 1.0;
        s = solve(net);
        QVERIFY(relErr(s.throughput[1], 5.0) < 1e-12);
    }

    // Closed customers beside open batches, in the open limit (many users, long think time:
    // nearly Poisson arrivals at rate X): the M^X/M/1 result with Poisson and batch arrivals at
    // one exponential center (Pollaczek-Khinchine mean work with a batch as one job of B
    // services; Gross, Shortt, Thompson & Harris, 4th ed., section 3.2): a Poisson arrival's
    // residence is D (1 + E) / (1 - U_open - U_closed), E = U_open (B - 1) / 2. Open: 2.5
    // jobs/s x 0.1 s in batches of 4 (U = 0.25, E = 0.375); closed: 1,000 users, Z = 400 s,
    // D = 0.1 s (X about 2.5/s). The formula's fixed point with X = N / (Z + R) is about
    // 0.275 s; counting the excess again for every closed customer queued ahead (D (1 + E) as
    // their work) would give 0.339 s. Within 1 %: the population is finite (N - 1 seen).
    void closedBesideBatchesOpenLimit()
    {
        Network net;
        const int c = net.addCenter("stack");
        net.classes.push_back({"o", true, 0, 0, 2.5, {}});
        net.classes.back().batch = 4.0;
        net.addDemand(0, c, 0.1);
        net.classes.push_back({"closed", false, 1000, 400.0, 0, {}});
        net.addDemand(1, c, 0.1);
        const Solution s = solve(net);
        const double uOpen = 0.25, excess = uOpen * (4.0 - 1.0) / 2.0;
        double r = 0.1;
        for (int i = 0; i < 200; ++i)
            r = 0.1 * (1.0 + excess) / (1.0 - uOpen - 0.1 * 1000.0 / (400.0 + r));
        QVERIFY(relErr(r, 0.275) < 0.01);
        QVERIFY2(relErr(s.responseS[1], r) < 0.01, qPrintable(QString::number(s.responseS[1])));
    }

    // Open overload is flagged, not hung: lambda D = 2 > 1.
    void openSaturation()
    {
        Network net;
        const int c = net.addCenter("disk");
        net.classes.push_back({"o", true, 0, 0, 20.0, {}});
        net.addDemand(0, c, 0.1);
        const Solution s = solve(net);
        QVERIFY(s.saturated);
        QVERIFY(!s.converged);
        QVERIFY(std::isinf(s.responseS[0]));
    }

    // Asymptotic bounds (QSP ch. 5): X(N) <= min(N / (D + Z), 1 / D_max), and X
    // approaches 1 / D_max for large N.
    void boundsHold()
    {
        const std::vector<double> d = {0.05, 0.02, 0.01};
        for (int n : {1, 2, 5, 20, 100}) {
            const Solution s = solveExact(singleClass(d, n, 0.5));
            QVERIFY(s.throughput[0] <= n / (0.08 + 0.5) + 1e-12);
            QVERIFY(s.throughput[0] <= 1.0 / 0.05 + 1e-12);
        }
        const Solution big = solveExact(singleClass(d, 500, 0.5));
        QVERIFY(relErr(big.throughput[0], 20.0) < 1e-3);
    }

    // Approximate MVA against exact on small multi-class populations: Linearizer within 2 %
    // on throughput (the target of issue 4; Chandy & Neuse 1982 report errors well below
    // 1 % on average); Schweitzer-Bard within a few percent.
    void approximateWithinTwoPercent_data()
    {
        QTest::addColumn<int>("variant");
        for (int v = 0; v < 4; ++v)
            QTest::newRow(qPrintable(QString("network %1").arg(v))) << v;
    }
    void approximateWithinTwoPercent()
    {
        QFETCH(int, variant);
        Network net;
        const double demands[4][3][4] = {
            {{0.010, 0.004, 0.002, 0.001}, {0.003, 0.008, 0.002, 0.0}, {0.001, 0.001, 0.009, 0.004}},
            {{0.020, 0.010, 0.0, 0.005}, {0.010, 0.020, 0.005, 0.0}, {0.0, 0.0, 0.0, 0.0}},
            {{0.005, 0.005, 0.005, 0.005}, {0.002, 0.004, 0.006, 0.008}, {0.008, 0.001, 0.001, 0.001}},
            {{0.001, 0.010, 0.001, 0.001}, {0.010, 0.001, 0.001, 0.001}, {0.004, 0.004, 0.004, 0.001}},
        };
        const double pops[4][3] = {{5, 4, 3}, {8, 6, 0}, {3, 3, 3}, {10, 2, 4}};
        const double think[3] = {0.02, 0.0, 0.05};
        for (int k = 0; k < 4; ++k)
            net.addCenter("k" + std::to_string(k), k == 3 && variant == 3 ? CenterKind::Delay : CenterKind::Queue);
        for (int r = 0; r < 3; ++r) {
            net.classes.push_back({"c" + std::to_string(r), false, pops[variant][r], think[r], 0, {}});
            for (int k = 0; k < 4; ++k)
                if (demands[variant][r][k] > 0)
                    net.addDemand(r, k, demands[variant][r][k]);
        }
        const Solution exact = solveExact(net);
        const Solution approx = solveLinearizer(net);
        const Solution schweitzer = solveApproximate(net);
        QVERIFY(approx.converged);
        QVERIFY(schweitzer.converged);
        for (int r = 0; r < 3; ++r) {
            if (pops[variant][r] == 0)
                continue;
            const double e = relErr(approx.throughput[r], exact.throughput[r]);
            const double es = relErr(schweitzer.throughput[r], exact.throughput[r]);
            qInfo("variant %d class %d: exact X %.4f, Linearizer %.4f (%.2f %%), Schweitzer-Bard %.4f (%.2f %%)", variant,
                  r, exact.throughput[r], approx.throughput[r], e * 100, schweitzer.throughput[r], es * 100);
            QVERIFY(e < 0.02);
            // Schweitzer-Bard is cruder on small populations (its (N_r - 1)/N_r estimate is worst
            // for N_r = 2, as in variant 3 class 1): a loose 10 % bound, only to catch a broken
            // implementation; solve() uses Linearizer for such networks.
            QVERIFY(es < 0.10);
        }
    }

    // Approximations on a balanced single-class network vs the closed form, large N.
    void approximateLargePopulation()
    {
        const Solution l = solveLinearizer(singleClass({0.001, 0.001, 0.001, 0.001}, 1000, 0.0));
        QVERIFY(relErr(l.throughput[0], 1000 / (0.001 * (1000 + 4 - 1))) < 0.001);
        const Solution s = solveApproximate(singleClass({0.001, 0.001, 0.001, 0.001}, 1000, 0.0));
        const double expected = 1000 / (0.001 * (1000 + 4 - 1));
        QVERIFY(relErr(s.throughput[0], expected) < 0.01);
    }

    // Iteration limit: the approximate solver stops and says so.
    void iterationLimit()
    {
        Options o;
        o.maxIterations = 1;
        const Solution s = solveApproximate(singleClass({0.01, 0.02, 0.03}, 50, 0.0), o);
        QVERIFY(!s.converged);
        QCOMPARE(s.iterations, 1);
    }

    // Multi-server closed center (Seidmann): 1 customer never queues: R = D.
    // Many customers: the m servers saturate at X = m / D.
    void multiServerClosed()
    {
        Network net;
        const int c = net.addCenter("cpu", CenterKind::MultiServer, 4);
        net.classes.push_back({"c", false, 1, 0.0, 0, {}});
        net.addDemand(0, c, 0.01);
        QVERIFY(relErr(solve(net).responseS[0], 0.01) < 1e-12);
        net.classes[0].population = 400;
        const Solution s = solve(net);
        QVERIFY(relErr(s.throughput[0], 400.0) < 1e-3);
        QVERIFY(s.utilization[c] <= 1.0 + 1e-9);
    }

    // The picker: a huge lattice goes to the approximation, a small one is exact.
    void solverChoice()
    {
        Network small = singleClass({0.01, 0.02}, 10, 0.0);
        QCOMPARE(solve(small).method, std::string("exact MVA"));
        Network big = singleClass({0.01, 0.02}, 10, 0.0);
        for (int r = 1; r < 8; ++r) {
            big.classes.push_back({"c" + std::to_string(r), false, 50, 0.0, 0, {}});
            big.addDemand(r, 0, 0.001);
        }
        QCOMPARE(solve(big).method, std::string("Linearizer approximate MVA"));
        Options few;
        few.linearizerMaxClasses = 2;
        QCOMPARE(solve(big, few).method, std::string("Schweitzer-Bard approximate MVA"));
    }
};

QTEST_GUILESS_MAIN(TstMva)
#include "tst_mva.moc"
