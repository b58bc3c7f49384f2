#include "core/performance/mva.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace topoplan::core::mva {

int Network::addCenter(std::string name, CenterKind kind, int servers)
{
    centers.push_back({std::move(name), kind, std::max(1, servers)});
    return int(centers.size()) - 1;
}

void Network::addDemand(int cls, int center, double demandS)
{
    auto& visits = classes[cls].visits;
    for (Visit& v : visits)
        if (v.center == center) {
            v.demandS += demandS;
            return;
        }
    visits.push_back({center, demandS});
}

double erlangC(int m, double a)
{
    if (m < 1)
        return 1.0;
    const double rho = a / m;
    if (rho >= 1.0)
        return 1.0;
    if (a <= 0.0)
        return 0.0;
    // Erlang B by its recursion B(0) = 1, B(k) = a B(k-1) / (k + a B(k-1)), then
    // C = B / (1 - rho (1 - B)) (Kleinrock 1975 vol. 1, eqs. 3.40 and 3.46).
    double b = 1.0;
    for (int k = 1; k <= m; ++k)
        b = a * b / (k + a * b);
    return b / (1.0 - rho * (1.0 - b));
}

namespace {

// A closed class's visit split into the part that queues and the part that only delays
// (Seidmann for multi-server centers; all delay for delay centers), with the open
// classes' utilization already taken out (mixed networks, QSP ch. 7.5).
struct EffVisit {
    int center = -1;
    double queueS = 0.0; ///< demand at the single-server (queueing) part
    double delayS = 0.0; ///< pure delay
    /// Wait behind the open classes' batch excess, queueS x E (mva.h, bulk arrivals): a wait
    /// for work present, not work of its own, so the closed customers queued ahead are not
    /// scaled by it; it counts with them at the center (they are in the queue while waiting).
    double waitS = 0.0;
    /// Residence at the queueing part with `ahead` customers found there (arrival theorem).
    double queued(double ahead) const { return queueS * (1.0 + std::max(0.0, ahead)) + waitS; }
};

struct Prepared {
    std::vector<double> openUtil;             ///< per center, per server
    std::vector<double> openExcess;           ///< per center: sum over open classes of U_s (B_s - 1) / 2
    std::vector<int> closed;                  ///< closed class indices
    std::vector<std::vector<EffVisit>> eff;   ///< per closed class (parallel to visits)
    bool saturated = false;
};

Prepared prepare(const Network& net)
{
    Prepared p;
    const int k = int(net.centers.size());
    p.openUtil.assign(k, 0.0);
    p.openExcess.assign(k, 0.0);
    for (const ClassSpec& c : net.classes) {
        if (!c.open)
            continue;
        for (const Visit& v : c.visits) {
            const Center& ce = net.centers[v.center];
            if (ce.kind == CenterKind::Delay)
                continue;
            const double u = c.arrivalPerS * v.demandS / (ce.kind == CenterKind::MultiServer ? ce.servers : 1);
            p.openUtil[v.center] += u;
            if (c.batch > 1.0)
                p.openExcess[v.center] += u * (c.batch - 1.0) / 2.0;
        }
    }
    for (double& u : p.openUtil)
        if (u >= 1.0) {
            p.saturated = true;
            u = 1.0 - 1e-9; // keep the closed classes finite; the result is flagged
        }
    for (int r = 0; r < int(net.classes.size()); ++r) {
        const ClassSpec& c = net.classes[r];
        if (c.open)
            continue;
        p.closed.push_back(r);
        std::vector<EffVisit> ev;
        ev.reserve(c.visits.size());
        for (const Visit& v : c.visits) {
            const Center& ce = net.centers[v.center];
            const double inflate = 1.0 / (1.0 - p.openUtil[v.center]);
            EffVisit e{v.center, 0.0, 0.0, 0.0};
            if (ce.kind == CenterKind::Delay)
                e.delayS = v.demandS;
            else if (ce.kind == CenterKind::Queue)
                e.queueS = v.demandS * inflate;
            else { // Seidmann: D/m queueing + D (m-1)/m delay
                const double m = ce.servers;
                e.queueS = v.demandS / m * inflate;
                e.delayS = v.demandS * (m - 1.0) / m;
            }
            e.waitS = e.queueS * p.openExcess[v.center];
            ev.push_back(e);
        }
        p.eff.push_back(std::move(ev));
    }
    return p;
}

void initSolution(const Network& net, Solution& s)
{
    const size_t n = net.classes.size();
    s.throughput.assign(n, 0.0);
    s.responseS.assign(n, 0.0);
    s.residenceS.resize(n);
    s.queueLength.resize(n);
    for (size_t r = 0; r < n; ++r) {
        s.residenceS[r].assign(net.classes[r].visits.size(), 0.0);
        s.queueLength[r].assign(net.classes[r].visits.size(), 0.0);
    }
    s.utilization.assign(net.centers.size(), 0.0);
    s.centerQueue.assign(net.centers.size(), 0.0);
}

// Fills in the open classes, utilizations and center queues once the closed classes
// are solved (closedQueue: per center, closed customers at the queueing part).
void finish(const Network& net, const Prepared& p, const std::vector<double>& closedQueue, Solution& s)
{
    const double inf = std::numeric_limits<double>::infinity();
    std::vector<bool> closedVisits(net.centers.size(), false);
    for (size_t i = 0; i < p.closed.size(); ++i)
        for (const Visit& v : net.classes[p.closed[i]].visits)
            closedVisits[v.center] = true;
    for (int r = 0; r < int(net.classes.size()); ++r) {
        const ClassSpec& c = net.classes[r];
        if (!c.open)
            continue;
        s.throughput[r] = c.arrivalPerS;
        double total = 0.0;
        for (size_t i = 0; i < c.visits.size(); ++i) {
            const Visit& v = c.visits[i];
            const Center& ce = net.centers[v.center];
            const double u = p.openUtil[v.center];
            // Bulk arrivals (mva.h): the batch excess E adds a wait for work present, the own
            // batch its own wait.
            const double excess = p.openExcess[v.center];
            const double burst = 1.0 + excess;
            double res = v.demandS;
            if (ce.kind == CenterKind::Queue) {
                // QSP ch. 7.5 (mixed): R = D (1 + E + Q_closed) / (1 - U_open); open only: M^X/M/1
                // R = D (1 + E) / (1 - U), M/M/1 R = D / (1 - U) without batches.
                res = p.saturated && u >= 1.0 - 1e-8 ? inf : v.demandS * (1.0 + excess + closedQueue[v.center]) / (1.0 - u);
                if (c.batch > 1.0 && std::isfinite(res))
                    res += v.demandS * (c.batch - 1.0) / 2.0;
            } else if (ce.kind == CenterKind::MultiServer) {
                const double m = ce.servers;
                if (p.saturated && u >= 1.0 - 1e-8)
                    res = inf;
                else if (!closedVisits[v.center])
                    res = v.demandS * (1.0 + erlangC(ce.servers, u * m) * burst / (m * (1.0 - u)));
                else
                    res = v.demandS / m * (1.0 + excess + closedQueue[v.center]) / (1.0 - u) + v.demandS * (m - 1.0) / m;
                if (c.batch > m && std::isfinite(res))
                    res += v.demandS * (c.batch - m) / (2.0 * m);
            }
            s.residenceS[r][i] = res;
            s.queueLength[r][i] = c.arrivalPerS * res;
            total += res;
        }
        s.responseS[r] = total;
    }
    std::fill(s.utilization.begin(), s.utilization.end(), 0.0);
    std::fill(s.centerQueue.begin(), s.centerQueue.end(), 0.0);
    for (int r = 0; r < int(net.classes.size()); ++r) {
        const ClassSpec& c = net.classes[r];
        for (size_t i = 0; i < c.visits.size(); ++i) {
            const Visit& v = c.visits[i];
            const Center& ce = net.centers[v.center];
            if (ce.kind != CenterKind::Delay)
                s.utilization[v.center] += s.throughput[r] * v.demandS / (ce.kind == CenterKind::MultiServer ? ce.servers : 1);
            s.centerQueue[v.center] += s.queueLength[r][i];
        }
    }
    if (p.saturated) {
        s.saturated = true;
        s.converged = false;
    }
}

void storeClosed(const Network& net, const Prepared& p, int i, double x, const std::vector<double>& resid, Solution& s)
{
    const int r = p.closed[i];
    s.throughput[r] = x;
    double total = 0.0;
    for (size_t j = 0; j < resid.size(); ++j) {
        s.residenceS[r][j] = resid[j];
        s.queueLength[r][j] = x * resid[j];
        total += resid[j];
    }
    s.responseS[r] = total;
    (void)net;
}

bool fractional(double n)
{
    return std::abs(n - std::round(n)) >= 1e-9;
}

// States the exact solver visits: prod (N_r + 1) for whole populations; with fractional ones
// solveExact() solves every floor/ceil corner, sum over the corners of prod (n_r + 1), which is
// prod (floor + 1 + ceil + 1) = prod (2 floor(N_r) + 3) over the fractional classes.
double latticeSize(const Network& net, const Prepared& p)
{
    double size = 1.0;
    for (int r : p.closed) {
        const double n = std::max(0.0, net.classes[r].population);
        size *= fractional(n) ? 2.0 * std::floor(n) + 3.0 : std::round(n) + 1.0;
    }
    return size;
}

// One Schweitzer-Bard step for closed class i (population n, think time z): its residence
// at each visit from the current queues (the class's own `qi` and the per-center `total`),
// Q_k(N - 1_r) ~= sum_{s != r} Q_ks + ((N_r - 1) / N_r) Q_kr, into `resid`; returns X = n / (z + sum R).
double schweitzerBardStep(const Prepared& p, int i, double z, double n, const std::vector<double>& qi,
                          const std::vector<double>& total, std::vector<double>& resid)
{
    double sumR = 0.0;
    resid.assign(p.eff[i].size(), 0.0);
    for (size_t j = 0; j < p.eff[i].size(); ++j) {
        const EffVisit& e = p.eff[i][j];
        const double arrival = e.queueS > 0.0 ? total[e.center] - qi[j] / n : 0.0;
        resid[j] = (e.queueS > 0.0 ? e.queued(arrival) : 0.0) + e.delayS;
        sumR += resid[j];
    }
    const double denom = z + sumR;
    return denom > 0.0 ? n / denom : 0.0;
}

} // namespace

namespace {

// Exact MVA over whole populations (the recursion of mva.h; populations rounded).
Solution solveExactWhole(const Network& net)
{
    Solution s;
    initSolution(net, s);
    s.method = "exact MVA";
    const Prepared p = prepare(net);
    const int nc = int(p.closed.size());
    // Compact index of the centers that have a queueing part for some closed class.
    std::vector<int> qIndex(net.centers.size(), -1);
    int kq = 0;
    for (const auto& ev : p.eff)
        for (const EffVisit& e : ev)
            if (e.queueS > 0.0 && qIndex[e.center] < 0)
                qIndex[e.center] = kq++;
    std::vector<long long> pop(nc), stride(nc);
    long long states = 1;
    for (int i = 0; i < nc; ++i) {
        pop[i] = (long long)std::max(0.0, std::round(net.classes[p.closed[i]].population));
        stride[i] = states;
        states *= pop[i] + 1;
    }
    // Q[state * kq + k]: customers at queueing center k (all classes) at population vector `state`.
    std::vector<double> q(size_t(states) * size_t(std::max(kq, 1)), 0.0);
    std::vector<long long> n(nc, 0);
    std::vector<double> resid;
    std::vector<double> lastX(nc, 0.0);
    std::vector<std::vector<double>> lastResid(nc);
    for (long long idx = 1; idx < states; ++idx) {
        // advance the mixed-radix counter n to idx
        for (int i = 0; i < nc; ++i) {
            if (++n[i] <= pop[i])
                break;
            n[i] = 0;
        }
        double* qn = &q[size_t(idx) * kq];
        const bool last = idx == states - 1;
        for (int i = 0; i < nc; ++i) {
            if (n[i] == 0)
                continue;
            const ClassSpec& c = net.classes[p.closed[i]];
            const double* qPrev = &q[size_t(idx - stride[i]) * kq];
            resid.assign(p.eff[i].size(), 0.0);
            double sumR = 0.0;
            for (size_t j = 0; j < p.eff[i].size(); ++j) {
                const EffVisit& e = p.eff[i][j];
                const double qk = e.queueS > 0.0 ? qPrev[qIndex[e.center]] : 0.0;
                resid[j] = (e.queueS > 0.0 ? e.queued(qk) : 0.0) + e.delayS;
                sumR += resid[j];
            }
            const double denom = c.thinkS + sumR;
            const double x = denom > 0.0 ? double(n[i]) / denom : 0.0;
            for (size_t j = 0; j < p.eff[i].size(); ++j) {
                const EffVisit& e = p.eff[i][j];
                if (e.queueS > 0.0) {
                    const double qk = qPrev[qIndex[e.center]];
                    qn[qIndex[e.center]] += x * e.queued(qk);
                }
            }
            if (last) {
                lastX[i] = x;
                lastResid[i] = resid;
            }
        }
    }
    std::vector<double> closedQueue(net.centers.size(), 0.0);
    if (states > 1) {
        for (size_t c = 0; c < net.centers.size(); ++c)
            if (qIndex[c] >= 0)
                closedQueue[c] = q[size_t(states - 1) * kq + qIndex[c]];
        for (int i = 0; i < nc; ++i)
            if (pop[i] > 0)
                storeClosed(net, p, i, lastX[i], lastResid[i], s);
    }
    s.iterations = int(std::min<long long>(states, std::numeric_limits<int>::max()));
    finish(net, p, closedQueue, s);
    return s;
}

} // namespace

Solution solveExact(const Network& net, const Options&)
{
    std::vector<int> frac; // closed classes with a fractional population
    for (int r = 0; r < int(net.classes.size()); ++r)
        if (!net.classes[r].open && net.classes[r].population > 0 && fractional(net.classes[r].population))
            frac.push_back(r);
    if (frac.empty())
        return solveExactWhole(net);
    // Multilinear interpolation between the whole populations around N (mva.h): every corner
    // n_r in {floor N_r, ceil N_r} of the fractional classes is solved exactly with weight
    // prod (N_r - floor N_r or ceil N_r - N_r); throughputs, queue lengths, utilizations are
    // interpolated and residences follow from Little's law (R = Q / X), so that a class between
    // 0 and 1 customer keeps the residence of its one customer.
    Solution s;
    initSolution(net, s);
    Network corner = net;
    const size_t corners = size_t(1) << frac.size();
    long long states = 0;
    for (size_t mask = 0; mask < corners; ++mask) {
        double weight = 1.0;
        for (size_t i = 0; i < frac.size(); ++i) {
            const double n = net.classes[frac[i]].population;
            const bool up = (mask >> i) & 1u;
            corner.classes[frac[i]].population = up ? std::ceil(n) : std::floor(n);
            weight *= up ? n - std::floor(n) : std::ceil(n) - n;
        }
        const Solution c = solveExactWhole(corner);
        states += c.iterations;
        s.saturated = s.saturated || c.saturated;
        s.converged = s.converged && c.converged;
        for (size_t r = 0; r < net.classes.size(); ++r) {
            s.throughput[r] += weight * c.throughput[r];
            for (size_t j = 0; j < s.queueLength[r].size(); ++j)
                s.queueLength[r][j] += weight * c.queueLength[r][j];
        }
        for (size_t k = 0; k < net.centers.size(); ++k) {
            s.utilization[k] += weight * c.utilization[k];
            s.centerQueue[k] += weight * c.centerQueue[k];
        }
    }
    for (size_t r = 0; r < net.classes.size(); ++r) {
        const ClassSpec& c = net.classes[r];
        double total = 0.0;
        for (size_t j = 0; j < c.visits.size(); ++j) {
            const double x = s.throughput[r];
            // Open classes: their own residence does not depend on a population; Little as well.
            s.residenceS[r][j] = x > 0 ? s.queueLength[r][j] / x : 0.0;
            total += s.residenceS[r][j];
        }
        s.responseS[r] = total;
    }
    s.iterations = int(std::min<long long>(states, std::numeric_limits<int>::max()));
    s.method = "exact MVA (interpolated between whole populations)";
    return s;
}

Solution solveApproximate(const Network& net, const Options& options)
{
    Solution s;
    initSolution(net, s);
    s.method = "Schweitzer-Bard approximate MVA";
    const Prepared p = prepare(net);
    const int nc = int(p.closed.size());
    const size_t k = net.centers.size();
    // Per closed class and visit: customers at the queueing part; and totals per center.
    std::vector<std::vector<double>> q(nc);
    std::vector<double> total(k, 0.0), newTotal(k, 0.0);
    std::vector<double> x(nc, 0.0);
    for (int i = 0; i < nc; ++i) {
        const double n = std::max(0.0, net.classes[p.closed[i]].population);
        int queued = 0;
        for (const EffVisit& e : p.eff[i])
            queued += e.queueS > 0.0;
        q[i].assign(p.eff[i].size(), 0.0);
        for (size_t j = 0; j < p.eff[i].size(); ++j)
            if (p.eff[i][j].queueS > 0.0) {
                q[i][j] = n / queued; // start: customers spread evenly (QSP 7.4.2.1)
                total[p.eff[i][j].center] += q[i][j];
            }
    }
    bool converged = nc == 0;
    int it = 0;
    std::vector<double> resid;
    for (; it < options.maxIterations && !converged; ++it) {
        std::fill(newTotal.begin(), newTotal.end(), 0.0);
        double maxChange = 0.0;
        for (int i = 0; i < nc; ++i) {
            const ClassSpec& c = net.classes[p.closed[i]];
            const double n = std::max(0.0, c.population);
            if (n <= 0.0)
                continue;
            x[i] = schweitzerBardStep(p, i, c.thinkS, n, q[i], total, resid);
            for (size_t j = 0; j < p.eff[i].size(); ++j) {
                const EffVisit& e = p.eff[i][j];
                if (e.queueS <= 0.0)
                    continue;
                const double arrival = total[e.center] - q[i][j] / n;
                const double nq = x[i] * e.queued(arrival);
                maxChange = std::max(maxChange, std::abs(nq - q[i][j]) / std::max(1e-3, std::max(nq, q[i][j])));
                q[i][j] = nq;
                newTotal[e.center] += nq;
            }
        }
        total.swap(newTotal);
        converged = maxChange <= options.tolerance;
    }
    // Final residences from the fixed point.
    for (int i = 0; i < nc; ++i) {
        const ClassSpec& c = net.classes[p.closed[i]];
        const double n = std::max(0.0, c.population);
        if (n <= 0.0)
            continue;
        const double xi = schweitzerBardStep(p, i, c.thinkS, n, q[i], total, resid);
        storeClosed(net, p, i, xi, resid, s);
    }
    s.iterations = it;
    s.converged = converged;
    finish(net, p, total, s);
    return s;
}

namespace {

// Linearizer's core: approximate MVA at population `n` with fraction deviations F
// (F[i][j][s]: class i's visit j, when one class-s customer is removed).
struct LinearizerCore {
    const Network& net;
    const Prepared& p;
    // per center: the closed classes (index into p.closed) visiting it and their visit index
    std::vector<std::vector<std::pair<int, int>>> atCenter;
    const Options& options;

    bool run(const std::vector<double>& n, const std::vector<std::vector<std::vector<double>>>& f,
             std::vector<std::vector<double>>& q, std::vector<double>& x, int& iterations) const
    {
        const int nc = int(p.closed.size());
        std::vector<std::vector<double>> nq = q;
        for (int it = 0; it < options.maxIterations; ++it) {
            ++iterations;
            double maxChange = 0.0;
            for (int i = 0; i < nc; ++i) {
                if (n[i] <= 0.0) {
                    x[i] = 0.0;
                    std::fill(nq[i].begin(), nq[i].end(), 0.0);
                    continue;
                }
                double sumR = 0.0;
                for (size_t j = 0; j < p.eff[i].size(); ++j) {
                    const EffVisit& e = p.eff[i][j];
                    double arrival = 0.0;
                    if (e.queueS > 0.0)
                        for (const auto& [s, js] : atCenter[e.center]) {
                            const double ns = n[s] - (s == i ? 1.0 : 0.0);
                            if (n[s] > 0.0 && ns > 0.0)
                                arrival += ns * (q[s][js] / n[s] + f[s][js][i]);
                        }
                    const double atQueue = e.queueS > 0.0 ? e.queued(arrival) : 0.0;
                    sumR += atQueue + e.delayS;
                    nq[i][j] = atQueue; // times X below
                }
                const double denom = net.classes[p.closed[i]].thinkS + sumR;
                x[i] = denom > 0.0 ? n[i] / denom : 0.0;
                for (size_t j = 0; j < nq[i].size(); ++j) {
                    nq[i][j] *= x[i];
                    maxChange = std::max(maxChange, std::abs(nq[i][j] - q[i][j]) / std::max(1e-3, std::max(nq[i][j], q[i][j])));
                }
            }
            q.swap(nq);
            if (maxChange <= options.tolerance)
                return true;
        }
        return false;
    }
};

} // namespace

Solution solveLinearizer(const Network& net, const Options& options)
{
    Solution s;
    initSolution(net, s);
    s.method = "Linearizer approximate MVA";
    const Prepared p = prepare(net);
    const int nc = int(p.closed.size());
    LinearizerCore core{net, p, std::vector<std::vector<std::pair<int, int>>>(net.centers.size()), options};
    for (int i = 0; i < nc; ++i)
        for (size_t j = 0; j < p.eff[i].size(); ++j)
            if (p.eff[i][j].queueS > 0.0)
                core.atCenter[p.eff[i][j].center].push_back({i, int(j)});
    std::vector<double> pop(nc);
    std::vector<std::vector<double>> q(nc);
    std::vector<std::vector<std::vector<double>>> f(nc);
    for (int i = 0; i < nc; ++i) {
        pop[i] = std::max(0.0, net.classes[p.closed[i]].population);
        int queued = 0;
        for (const EffVisit& e : p.eff[i])
            queued += e.queueS > 0.0;
        q[i].assign(p.eff[i].size(), 0.0);
        f[i].assign(p.eff[i].size(), std::vector<double>(nc, 0.0));
        for (size_t j = 0; j < p.eff[i].size(); ++j)
            if (p.eff[i][j].queueS > 0.0)
                q[i][j] = pop[i] / queued;
    }
    std::vector<double> x(nc, 0.0), xm(nc, 0.0);
    bool converged = true;
    int iterations = 0;
    for (int outer = 0; outer < 3; ++outer) {
        converged = core.run(pop, f, q, x, iterations) && converged;
        std::vector<std::vector<std::vector<double>>> nf = f;
        for (int r = 0; r < nc; ++r) {
            if (pop[r] < 1.0)
                continue;
            std::vector<double> n = pop;
            n[r] -= 1.0;
            std::vector<std::vector<double>> qm = q;
            for (int i = 0; i < nc; ++i)
                for (double& v : qm[i])
                    v = pop[i] > 0 ? v * n[i] / pop[i] : 0.0;
            converged = core.run(n, f, qm, xm, iterations) && converged;
            for (int i = 0; i < nc; ++i) {
                const double ni = n[i];
                for (size_t j = 0; j < q[i].size(); ++j)
                    nf[i][j][r] = ni > 0.0 && pop[i] > 0.0 ? qm[i][j] / ni - q[i][j] / pop[i] : 0.0;
            }
        }
        f.swap(nf);
    }
    converged = core.run(pop, f, q, x, iterations) && converged;
    std::vector<double> total(net.centers.size(), 0.0), resid;
    for (int i = 0; i < nc; ++i)
        for (size_t j = 0; j < q[i].size(); ++j)
            total[p.eff[i][j].center] += q[i][j];
    for (int i = 0; i < nc; ++i) {
        if (pop[i] <= 0.0)
            continue;
        resid.assign(p.eff[i].size(), 0.0);
        for (size_t j = 0; j < p.eff[i].size(); ++j)
            resid[j] = q[i][j] / std::max(x[i], 1e-300) + p.eff[i][j].delayS;
        storeClosed(net, p, i, x[i], resid, s);
    }
    s.iterations = iterations;
    s.converged = converged;
    finish(net, p, total, s);
    return s;
}

Solution solve(const Network& net, const Options& options)
{
    const Prepared p = prepare(net);
    if (p.closed.empty()) {
        Solution s;
        initSolution(net, s);
        s.method = "open";
        finish(net, p, std::vector<double>(net.centers.size(), 0.0), s);
        return s;
    }
    const double lattice = latticeSize(net, p) * std::max<size_t>(1, net.centers.size());
    const bool exact = !options.forceApproximate
        && (lattice <= options.exactStateLimit || (options.forceExact && lattice <= 20.0 * options.exactStateLimit));
    Solution s = exact                                               ? solveExact(net, options)
        : int(p.closed.size()) <= options.linearizerMaxClasses ? solveLinearizer(net, options)
                                                                : solveApproximate(net, options);
    if (p.closed.size() < net.classes.size())
        s.method = "mixed (" + s.method + " + open)";
    return s;
}

} // namespace topoplan::core::mva
