#pragma once

#include <string>
#include <vector>

namespace topoplan::core::mva {

/// How a service center serves its customers.
enum class CenterKind {
    Queue,       ///< one server, FCFS/PS, load-independent (M/M/1 when open)
    Delay,       ///< infinite servers: residence = demand, no queueing (think time, wire RTT)
    MultiServer, ///< `servers` identical servers (M/M/m when open)
};

/// A service center of a queueing network.
struct Center {
    std::string name;
    CenterKind kind = CenterKind::Queue;
    int servers = 1; ///< MultiServer only, >= 1
};

/// One visit of a class to a center with its service demand D = V x S, seconds per
/// class cycle (per transaction, per I/O, ... as the caller defines the cycle).
struct Visit {
    int center = -1;
    double demandS = 0.0;
};

/// A customer class. Closed: `population` customers cycling with think time
/// `thinkS` (users + think time, as SLOB and HammerDB). Open: Poisson arrivals at
/// `arrivalPerS` (a given IOPS or transaction rate).
struct ClassSpec {
    std::string name;
    bool open = false;
    double population = 0.0; ///< closed: customers (integer for the exact solver)
    double thinkS = 0.0;     ///< closed: think time, s
    double arrivalPerS = 0.0; ///< open: arrival rate, 1/s
    std::vector<Visit> visits; ///< sparse; at most one visit entry per center
    /// open: service requests that arrive together (bulk arrivals, M^X/M/1 with a constant
    /// batch): the class's work reaches every center it visits in batches of `batch` requests
    /// (DBWR writes). The load (arrivalPerS, demands) is unchanged, only burstier; demands
    /// stay per cycle (a request's share of the batch wait scales with them). 1: Poisson.
    double batch = 1.0;
};

/// A separable (product-form) queueing network: centers and classes.
struct Network {
    std::vector<Center> centers;
    std::vector<ClassSpec> classes;

    int addCenter(std::string name, CenterKind kind = CenterKind::Queue, int servers = 1);
    /// Adds demand to a class's visit of a center (merging with an existing visit).
    void addDemand(int cls, int center, double demandS);
};

/// Solution of a network. Times in seconds, throughputs per second.
struct Solution {
    std::vector<double> throughput;   ///< per class: cycles (closed) or arrivals (open) per s
    std::vector<double> responseS;    ///< per class: time in the centers per cycle, think excluded
    /// per class, parallel to ClassSpec::visits: residence time (s) and mean number at the center
    std::vector<std::vector<double>> residenceS;
    std::vector<std::vector<double>> queueLength;
    std::vector<double> utilization;  ///< per center: busy share of one server (0..1; >= 1 saturated)
    std::vector<double> centerQueue;  ///< per center: mean customers present, all classes
    bool converged = true;            ///< false: iteration limit hit (approximate) or open class saturated
    bool saturated = false;           ///< an open class drives a center to U >= 1 (its results are +inf)
    int iterations = 0;
    std::string method;               ///< "exact MVA", "Schweitzer-Bard", "open", "mixed ..."
};

/// Solver options.
struct Options {
    /// The exact solver is used while the population lattice prod(N_r + 1) times the
    /// number of centers stays at or below this size (its time and memory are
    /// proportional to it: one queue length per center and lattice point); larger closed
    /// populations go to the Schweitzer-Bard approximation.
    double exactStateLimit = 2e6;
    double tolerance = 1e-9;  ///< approximate MVA: largest relative change of a queue length
    int maxIterations = 5000; ///< approximate MVA: hard limit (never hangs)
    bool forceApproximate = false; ///< skip the exact solver (Linearizer / Schweitzer-Bard)
    int linearizerMaxClasses = 32; ///< more closed classes than this: Schweitzer-Bard
    bool forceExact = false;  ///< ignored when the work exceeds 20 x exactStateLimit
};

/// Exact multi-class MVA for the closed classes (Reiser & Lavenberg 1980; Lazowska et al.,
/// Quantitative System Performance (QSP), 1984, ch. 7, algorithm 7.1), over every population
/// vector n <= N:
///   R_kr(n) = D_kr (1 + Q_k(n - 1_r))          queueing center
///   R_kr(n) = D_kr                              delay center
///   X_r(n)  = n_r / (Z_r + sum_k R_kr(n))
///   Q_k(n)  = sum_r X_r(n) R_kr(n)              (Little's law per center)
/// Open classes, if any, are handled as in solve().
///
/// Fractional populations (the response-time law's derived concurrency N = X (R + Z) is a real
/// number): the recursion is defined on whole populations only, so the solution is interpolated
/// multilinearly between them: each of the 2^f corners n_r in {floor N_r, ceil N_r} of the f
/// fractional classes is solved exactly and weighted by prod (1 - |N_r - n_r|) (the tensor-product
/// linear interpolation on a grid: Press, Teukolsky, Vetterling & Flannery, Numerical Recipes,
/// 3rd ed., 2007, section 3.6). Throughputs, queue lengths and utilizations are interpolated;
/// residences are Q / X (Little's law). The result equals the exact solution at whole N, is
/// continuous in N, and each figure lies between its values at the corners (convex weights).
/// `iterations` counts the states of all corners.
Solution solveExact(const Network& net, const Options& options = {});

/// Approximate MVA after Schweitzer (1979) and Bard (1979): the arrival-instant queue is
/// estimated from the current population instead of one customer less,
///   Q_k(N - 1_r) ~= sum_{s != r} Q_ks(N) + ((N_r - 1) / N_r) Q_kr(N),
/// and the MVA equations above are iterated to a fixed point (QSP ch. 7 section 7.4.2.1;
/// PDQ lib/MVA_Approx.c). Populations may be fractional. Stops at `tolerance` or
/// `maxIterations` (then `converged` is false).
Solution solveApproximate(const Network& net, const Options& options = {});

/// Linearizer (Chandy & Neuse 1982, CACM 25(2); QSP ch. 7 section 7.4.2.2 notes): like
/// Schweitzer-Bard but with the fraction deviations
///   F_ksr = Q_ks(N - 1_r) / (N_s - delta_rs) - Q_ks(N) / N_s
/// estimated by also solving the N - 1_r populations, so that
///   Q_k(N - 1_r) ~= sum_s (N_s - delta_rs) (Q_ks(N) / N_s + F_ksr).
/// Three outer iterations as in the original. Cost grows with classes^2 x centers, so
/// solve() uses it only for up to `linearizerMaxClasses` closed classes.
Solution solveLinearizer(const Network& net, const Options& options = {});

/// Picks the solver: open-only networks by the open formulas, closed classes exactly when
/// the lattice is small enough (fractional populations: the interpolated exact solution, whose
/// lattice counts every corner), else by Linearizer (real populations as they are) or, for
/// many classes, Schweitzer-Bard. Mixed networks (QSP ch. 7.5): the
/// open classes' utilization U_k^o = sum_open lambda_s D_ks is taken out of every
/// center first and the closed classes see inflated demands D_kr / (1 - U_k^o); then an open
/// class's residence at a queueing center is D_ks (1 + Q_k^closed) / (1 - U_k^o).
///
/// Bulk arrivals (ClassSpec::batch B > 1; Gross, Shortt, Thompson & Harris, Fundamentals of
/// Queueing Theory, 4th ed., 2008, section 3.2, M^X/M/1): a Poisson arrival finds the mean
/// work (U + E) / (1 - U) service times, E = sum_s U_s (B_s - 1) / 2 the excess of the open
/// batches (Pollaczek-Khinchine mean work with a batch as one job of B services: lambda_b
/// E[S_b^2] / 2 = U (B + 1) / 2; E = 0 without batches: U / (1 - U), M/M/1), so its residence
/// is D (1 + E) / (1 - U). The excess is a wait for work present, not work of the arrival's
/// own: a closed customer's residence is D / (1 - U) x (1 + E + Q^closed(N - 1)), with the
/// closed customers ahead each taking D / (1 - U) (not D (1 + E) / (1 - U): that would count
/// the excess again for every customer queued ahead and saturate the center at U_open +
/// U_closed (1 + E) = 1 instead of U = 1). In the open limit it gives the M^X/M/1 result with
/// Poisson and batch arrivals together, D (1 + E) / (1 - U_open - U_closed) (tst_mva
/// closedBesideBatchesOpenLimit). A batch job's residence at a queueing center is
/// D (1 + E + Q^closed) / (1 - U) + D (B - 1) / 2, the second term the wait behind its own
/// batch (alone: D (B + 1) / (2 (1 - U)), the M^X/M/1 result). At a
/// multi-server center the batch's jobs start in parallel: its own wait is
/// D max(0, B - m) / (2 m) and E is taken per server (an approximation).
///
/// Multi-server centers: open classes use M/M/m with Erlang C,
///   R = S + S C(m, a) / (m (1 - rho)),  a = lambda S, rho = a / m
/// (Kleinrock 1975 vol. 1 eq. 3.40; PDQ PDQ_MServer.c); closed classes use Seidmann's
/// approximation (Seidmann, Schweitzer and Shalev-Oren 1987): a queueing center of demand
/// D/m in series with a delay of D (m - 1)/m.
Solution solve(const Network& net, const Options& options = {});

/// Erlang's C formula: probability that an arrival waits in an M/M/m queue with offered
/// load a = lambda S (Erlangs), m servers; 1 when a >= m.
double erlangC(int m, double a);

} // namespace topoplan::core::mva
