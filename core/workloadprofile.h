#pragma once

#include "core/design.h"

#include <string>
#include <vector>

namespace topoplan::core {

/// A workload's benchmark profile turned into what the queueing model needs: a closed
/// class (users cycling with think time) or an open class (a given rate), the physical
/// I/Os and host CPU per cycle, and how to turn cycles into TPM / NOPM. A "cycle" is one
/// transaction (HammerDB TPROC-C, TPC-E-like), one physical read (SLOB, ORION, Vdbench)
/// or one large read (DSS). Every default applied is listed in `notes` with its source
/// (core/modelconstants.h).
struct WorkloadProfile {
    std::string workload; ///< workload id
    std::string kind;     ///< oltp, dss, backup, restore
    std::string tool;     ///< hammerdb-tprocc, slob, ...
    bool closed = true;
    double users = 0.0;        ///< closed: customers
    double thinkS = 0.0;       ///< closed: think time per cycle, s
    double openCyclesPerS = 0.0; ///< open: cycles per second
    double readsPerCycle = 0.0;  ///< synchronous physical reads per cycle
    double writesPerCycle = 0.0; ///< physical writes per cycle (asynchronous: DBWR / lazy writer)
    double syncWritesPerCycle = 0.0; ///< writes the user waits for (log writes at commit, ORION writes)
    double readKB = 8.0;
    double writeKB = 8.0;
    bool sequential = false;   ///< large sequential transfers (DSS, backup)
    double cpuSPerCycle = 0.0; ///< host CPU per cycle on one vCPU, s
    int vcpus = 0;             ///< vCPUs of the VM (0: not limited)
    double cacheHit = 0.0;     ///< buffer-cache hit ratio applied to logical reads, 0..1
    double txnPerCycle = 0.0;  ///< transactions per cycle (0: no TPM)
    double nopmPerTpm = 0.0;   ///< New-Order share of the transactions (0: no NOPM)
    std::string serviceLevel;  ///< latency target class (profile or storage group)
    std::vector<std::string> notes;
};

/// Buffer-cache hit ratio of a uniformly accessed working set under LRU: min(1, cache /
/// working set). assumed: uniform access (true for SLOB, which reads its schema at random;
/// pessimistic for TPC-C, whose hot tables stay cached - those are already left out of
/// kTpccColdRowReadsPerTxn). 0 when either size is unknown.
double lruHitRatio(double cacheGB, double workingSetGB);

/// Resolves a workload's profile with the design's VM and storage-group settings.
/// `usersOverride` > 0 replaces the profile's users (latency-vs-load sweeps, --users).
WorkloadProfile resolveProfile(const Design& design, const Workload& workload, double usersOverride = 0.0);

} // namespace topoplan::core
