#pragma once

#include "core/design.h"
#include "core/performance/uncertainty.h"

#include <string>
#include <vector>

namespace topoplan::core {

/// How the a-priori notes of a TPC-C-like profile (WorkloadProfile::notes) begin, for the
/// demands a measured baseline may replace: applyCalibration() (calibration.h) appends to
/// such a note the value the model used instead, so that no note states a value the model
/// did not use ("1 per transaction" beside a calibrated 1.47).
inline constexpr const char* kTpmCounterNote = "engine TPM counter per transaction";
inline constexpr const char* kCpuPerTxnNote = "vCPU time per transaction";
inline constexpr const char* kReadsPerTxnNote = "physical reads per transaction";

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
    double users = 0.0;        ///< closed: customers of the queueing model (DSS: outstanding large reads)
    double declaredUsers = 0.0; ///< users / streams as the benchmark declares them (what a report shows)
    double thinkS = 0.0;       ///< closed: think time per cycle, s
    double openCyclesPerS = 0.0; ///< open: cycles per second
    double readsPerCycle = 0.0;  ///< synchronous physical reads per cycle
    double writesPerCycle = 0.0; ///< physical writes per cycle (asynchronous: DBWR / lazy writer)
    /// Asynchronous writes issued together (Oracle DBWR writes its dirty buffers in batches,
    /// `dbwr-batch-writes`); 1: one at a time (Poisson). The open class of the asynchronous
    /// writes arrives in batches of this size (mva::ClassSpec::batch).
    double writeBatch = 1.0;
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
    /// The engine's TPM counter per transaction (HammerDB reports the engine's counter:
    /// SQL Server batch requests, Oracle user commits + rollbacks); 1 a priori, measured
    /// when a baseline gives TPM and NOPM (core/performance/calibration.h).
    double tpmCounterPerTxn = 1.0;
    /// Storage software cost per I/O of the workload's cluster (vSAN stack per visit), s,
    /// calibrated from the cluster's baseline; 0: the a-priori constant.
    double storageIoCostS = 0.0;
    /// vSAN stack cost per visit of a write, s, from a baseline that measured the write latency
    /// (calibrateFromStorage()); 0: storageIoCostS serves writes too.
    double storageWriteIoCostS = 0.0;
    /// The baseline that gave storageIoCostS ran a policy with checksum (its cost includes the
    /// checksum work); a policy with checksum adds vsan-checksum-share to a cost without it.
    bool storageIoCostWithChecksum = false;
    /// "calibrated" (a baseline fixes CPU and I/Os per cycle), "partly calibrated" (some of
    /// them) or "a priori" (none): docs/performance-model.md, "Basis of a prediction".
    std::string basis = "a priori";
    std::string measuredSource;     ///< the baseline's source, when calibrated
    std::string measuredUseCase;    ///< the use case the baseline was measured in
    double measuredCyclesPerS = 0.0; ///< the baseline's throughput in cycles/s (0: none)
    double measuredUsers = 0.0;      ///< users as measured (0: not given: the law derives them)
    double measuredThinkS = -1.0;    ///< think time as measured with them, s (< 0: not given: the profile's)
    double measuredUncertainty = 0.0; ///< relative uncertainty of the baseline, 0..1
    /// The response-time law still has to fix the concurrency (or the delay outside the
    /// modelled centers) from the model's residence at measuredCyclesPerS.
    bool needsConcurrency = false;
    std::vector<std::string> calibration; ///< derivation lines of the calibrated values
    std::vector<Parameter> measuredParameters; ///< the calibrated values, Basis::Measured
    std::vector<std::string> notes;
};

/// Buffer-cache hit ratio of a uniformly accessed working set: min(1, cache / working set).
/// Used for SLOB, which reads its schema uniformly at random (so any replacement policy gives
/// this ratio); TPC-C uses nurandHitRatio. 0 when either size is unknown.
double lruHitRatio(double cacheGB, double workingSetGB);

/// Block-access probabilities of a TPC-C table whose rows are picked by NURand(A, 1, n)
/// (TPC-C standard specification rev. 5.11, clause 2.1.6: NURand(A, x, y) = (((random(0, A) |
/// random(x, y)) + C) % (y - x + 1)) + x), with `rowsPerBlock` consecutive rows per block,
/// sorted hottest first. Exact: computed from the bit structure of the OR (A = 2^k - 1), not
/// sampled. C only rotates the ids and is taken as 0. Cached per argument set; thread-safe.
const std::vector<double>& nurandBlockPmf(int a, int n, int rowsPerBlock);

/// Buffer-cache hit ratio of a TPC-C table accessed by NURand(A, 1, n) when the cache holds
/// `cacheFraction` of its blocks, the hottest ones: the steady state of a frequency-aware
/// replacement under independent references (Oracle's touch-count buffer cache, SQL
/// Server's LRU-K; O'Neil, O'Neil & Weikum, "The LRU-K page replacement algorithm for
/// database disk buffering", SIGMOD 1993: LRU-K approaches the optimal A0 policy, which
/// keeps the most probable pages). An upper bound for plain LRU.
double nurandHitRatio(int a, int n, int rowsPerBlock, double cacheFraction);

/// Buffer-cache hit ratios of the two large tables a TPC-C transaction reads, STOCK and
/// CUSTOMER, when a cache of `cacheBlocks` 8 KB blocks serves a database of `warehouses`
/// warehouses. Each warehouse has one STOCK table share of 100,000 rows accessed by
/// NURand(8191, 1, 100000) and 10 districts of 3,000 customers accessed by NURand(1023, 1, 3000)
/// (TPC-C rev. 5.11 clauses 1.2, 2.1.6, 2.4.1.5, 2.5.1.2). The cache holds the blocks with the
/// highest reference rate across both tables (a block's rate = the table's row reads per
/// transaction (kTpccStockRowReadsPerTxn, kTpccCustomerRowReadsPerTxn) / its copies x its
/// NURand block probability): the A0 policy that LRU-K approaches (O'Neil, O'Neil & Weikum,
/// SIGMOD 1993). Returns {stock hit, customer hit}, each 0..1; {0, 0} for no cache or no
/// warehouses.
struct TpccHits {
    double stock = 0.0;
    double customer = 0.0;
};
/// The TPC-C figures tpccHitRatios depends on; defaults: core/modelconstants.h (the
/// performance model passes the values of its parameter context, parameters.h).
struct TpccShape {
    double stockRowReadsPerTxn;    ///< kTpccStockRowReadsPerTxn
    double customerRowReadsPerTxn; ///< kTpccCustomerRowReadsPerTxn
    int stockRowsPerBlock;         ///< kTpccStockRowsPerBlock
    int customerRowsPerBlock;      ///< kTpccCustomerRowsPerBlock
};
TpccHits tpccHitRatios(double warehouses, double cacheBlocks);
TpccHits tpccHitRatios(double warehouses, double cacheBlocks, const TpccShape& shape);

/// Resolves a workload's profile with the design's VM and storage-group settings.
/// `usersOverride` > 0 replaces the profile's users (latency-vs-load sweeps, --users).
WorkloadProfile resolveProfile(const Design& design, const Workload& workload, double usersOverride = 0.0);

class ParameterContext;

/// The same, reading every model parameter through `params` (core/performance/parameters.h):
/// its overrides apply and what the profile used is recorded there, global parameters by
/// name, defaults standing for a missing design input scoped "<workload>/<name>".
WorkloadProfile resolveProfile(const Design& design, const Workload& workload, double usersOverride,
                               ParameterContext& params);

} // namespace topoplan::core
