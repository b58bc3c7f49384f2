#pragma once
// Head-of-line waits at the ports, where transfers of different sizes share one link direction
// (internal to core/performance; docs/performance-model.md, "Transfers of different sizes").
//
// The product-form solution (BCMP) lets a queueing center serve classes with different mean
// times only under processor sharing: an arrival then waits its own service time per customer
// present, R = D (1 + Q). A port sends one transfer's frames after another's (a target port's
// transmit queue, the switch egress towards a host port where several paths converge), so an
// 8 KB read that arrives behind a 1 MB scan read waits for the scan's remaining transfer, not
// for 8 KB. The mean-value form of a FCFS queue with class-dependent service times (an arrival
// waits for the work of those present, sum_s Q_s S_s; Reiser 1979 and the approximate-MVA
// literature, recalled, not verified here; for one class it is the M/M/1 result) exceeds the
// processor-sharing wait by
//     W_r = f x max(0, sum_s Q_s (S_s - S_r))          per visit of class r,
// S the time one transfer holds the port direction (bytes / payload rate), Q_s the mean number
// of class s transfers there, f = `port-transfer-wait` (parameters.cpp: 1 exponential residual,
// 0.5 the residual of a fixed-size transfer, 0 frames of different exchanges interleaved).
// The wait is a delay per workload ("<workload>/transfer-wait"), updated from the previous
// solution inside the asynchronous-write fixed point (simulate.cpp). Transfers of one size
// (every RA-2 and RA-5 use case, RA-1's OLTP-only runs) give W = 0 exactly.

#include "core/performance/mva.h"
#include "core/performance/network.h"

#include <map>
#include <utility>
#include <vector>

namespace topoplan::core::perf {

class TransferWaits {
public:
    /// Registers the transfer contributions (Contribution::transferS > 0) of the classes of
    /// `models` (call after their classes are in b.net) and gives every workload with one a
    /// delay center and, per class and tag, a contribution that carries its wait (0 at first).
    void attach(Builder& b, std::vector<WorkloadModel>& models);
    /// Sets the waits from the queue lengths of `sol` (a solution of b.net), with share `f`
    /// (port-transfer-wait); `damping` in (0, 1]: new = damping x computed + (1 - damping) x old.
    /// Returns the largest change of a class's wait per cycle, s.
    double update(Builder& b, std::vector<WorkloadModel>& models, const mva::Solution& sol, double f, double damping);
    bool empty() const { return m_waits.empty(); }

private:
    struct Transfer {
        int center = -1;
        int cls = -1;
        double visits = 0.0;    ///< transfers per cycle
        double transferS = 0.0; ///< time one holds the port direction, s
    };
    struct Wait {
        size_t model = 0;
        bool async = false;
        size_t contribution = 0; ///< index in the model's sync / async contributions
        int cls = -1;
        int visit = -1;          ///< the class's visit of the wait center
        std::vector<Transfer> transfers;
        double waitS = 0.0;      ///< per cycle
    };
    std::vector<Wait> m_waits;
    /// per (class, center): the class's visit index there and its demand-weighted transfer time
    std::map<std::pair<int, int>, std::pair<int, double>> m_classAt;
    std::map<int, std::vector<int>> m_classesAt; ///< center -> classes with transfers there
};

} // namespace topoplan::core::perf
