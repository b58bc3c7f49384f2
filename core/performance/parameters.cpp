#include "core/performance/parameters.h"

#include "core/catalog.h"
#include "core/findingtext.h" // QT_TRANSLATE_NOOP: labels are translatable (context "Finding")
#include "core/modelconstants.h"

#include <cmath>
#include <cstdio>
#include <unordered_map>

namespace topoplan::core {

namespace c = constants;

// The registry. Point values are the constants of core/modelconstants.h (their sources are
// there); this table adds the range and the sentence that defends it. Ranges of catalog
// parameters are factors of the catalog value. Every range was set from the cited figures
// or the stated reason, never from a published result that validate-reference scores.
const std::vector<ParameterSpec>& parameterRegistry()
{
    static const std::vector<ParameterSpec> registry = {
        // --- host CPU ---------------------------------------------------------------------
        {"cpu-per-physical-io", QT_TRANSLATE_NOOP("Finding", "CPU per physical I/O"), "us", c::kCpuPerPhysicalIoS * 1e6, 10.0, 300.0, Basis::Assumed,
         QT_TRANSLATE_NOOP("Finding", "assumed 20 us: a synchronous I/O system call and interrupt path on x86 (modelconstants.h). Range 10-300 us: "
         "10 us is a bare system call and interrupt; 300 us is the whole-host CPU per I/O of RA-2's SLOB run "
         "(docs/performance-model.md, diagnosis: engine buffer handling, guest kernel, PVSCSI and VMkernel in a VM)")},
        {"cpu-per-logical-read", QT_TRANSLATE_NOOP("Finding", "CPU per buffer-cache block read"), "us", c::kCpuPerLogicalReadS * 1e6, 1.0, 20.0,
         Basis::Assumed,
         QT_TRANSLATE_NOOP("Finding", "assumed 5 us: a buffer get (hash latch, pin, row access) costs a few microseconds. Range 1-20 us: an uncontended "
         "lookup on a current core to a contended cache-buffers-chains latch in a VM")},
        {"tpcc-cpu-per-txn", QT_TRANSLATE_NOOP("Finding", "CPU per TPC-C transaction (engine work)"), "ms", c::kTpccCpuPerTxnS * 1e3, 0.29, 2.0,
         Basis::Assumed,
         QT_TRANSLATE_NOOP("Finding", "assumed 0.427 ms: derived from an audited TPC-C result recalled, not verified here and not in shared/reference "
         "(Sun Server X2-8 / Oracle 11g R2, 80 cores, 5,055,888 tpmC; modelconstants.h). Range: 0.29 ms, the lowest of "
         "the three audited results recalled (IBM x3850 X5 / DB2); 2.0 ms, about 5x, because an audited kit is tuned bare "
         "metal with a transaction monitor while HammerDB drives one stored-procedure call per transaction from its own "
         "client, in a VM (assumed factor)")},
        // --- TPC-C profile ----------------------------------------------------------------
        {"tpcc-new-order-share", QT_TRANSLATE_NOOP("Finding", "TPC-C New-Order share"), "", c::kTpccNewOrderShare, c::kTpccNewOrderShare,
         c::kTpccNewOrderShare, Basis::Sourced,
         QT_TRANSLATE_NOOP("Finding", "TPC-C rev. 5.11 clause 5.2.3 mix, which HammerDB's driver uses exactly: no range")},
        // Point value 1 (not a modelconstants.h constant: only this entry reads it).
        {"hammerdb-tpm-counter-per-txn", QT_TRANSLATE_NOOP("Finding", "engine TPM counter per transaction (HammerDB)"), "",
         1.0, 1.0, 3.0, Basis::Assumed,
         QT_TRANSLATE_NOOP("Finding", "assumed 1: HammerDB's TPM is the engine's counter (SQL Server batch requests, Oracle user commits + rollbacks; "
         "hardware-facts.md, Benchmarks and tools) and its driver issues one stored-procedure call per transaction, so "
         "1 is the least the counter counts. Range 1-3: the counter also counts rollbacks and whatever else the instance "
         "runs; HammerDB's blog puts Oracle's NOPM at about a third of TPM, 3 x 0.45 = 1.35 per transaction; no ratio for "
         "SQL Server is sourced, so the upper end allows about twice Oracle's. A baseline with TPM and NOPM (or tps) "
         "measures it")},
        {"tpcc-stock-row-reads", QT_TRANSLATE_NOOP("Finding", "TPC-C STOCK row reads per transaction"), "rows", c::kTpccStockRowReadsPerTxn, 8.5, 16.5,
         Basis::Sourced,
         QT_TRANSLATE_NOOP("Finding", "TPC-C clauses 2.4-2.8 and the 5.2.3 mix: New-Order 4.5 + Stock-Level 8.0 (about 200 rows x 0.04). Range: "
         "Stock-Level reads the lines of the last 20 orders, 5-15 lines each (clause 2.4.1.3), i.e. 100-300 rows: "
         "4.5 + 4 to 4.5 + 12")},
        {"tpcc-customer-row-reads", QT_TRANSLATE_NOOP("Finding", "TPC-C CUSTOMER row reads per transaction"), "rows", c::kTpccCustomerRowReadsPerTxn,
         1.32, 1.9, Basis::Sourced,
         QT_TRANSLATE_NOOP("Finding", "TPC-C clauses 2.4-2.8 and the 5.2.3 mix: 1.32 with one row per lookup. Range up to 1.9: 60 % of Payment and "
         "Order-Status select the customer by last name (clauses 2.5.1.2, 2.6.1.2), which reads the about 3 rows of that "
         "name")},
        {"tpcc-stock-rows-per-block", QT_TRANSLATE_NOOP("Finding", "TPC-C STOCK rows per 8 KB block"), "rows", double(c::kTpccStockRowsPerBlock), 23.0,
         26.0, Basis::Assumed,
         QT_TRANSLATE_NOOP("Finding", "assumed 26: 8,192 / 306-byte rows, the typical row length of TPC-C clause 4.2 as recalled (not verified here, "
         "not in shared/reference). Range: 23 with the 10 % block free space Oracle leaves by default (PCTFREE 10) and the "
         "block header; rounded to whole rows")},
        {"tpcc-customer-rows-per-block", QT_TRANSLATE_NOOP("Finding", "TPC-C CUSTOMER rows per 8 KB block"), "rows", double(c::kTpccCustomerRowsPerBlock),
         11.0, 12.0, Basis::Assumed,
         QT_TRANSLATE_NOOP("Finding", "assumed 12: 8,192 / 655-byte rows, TPC-C clause 4.2 as recalled (not verified here, not in shared/reference). "
         "Range: 11 with 10 % free space and the block header")},
        {"tpcc-warehouse-gb", QT_TRANSLATE_NOOP("Finding", "on-disk size of a TPC-C warehouse"), "GB", c::kTpccWarehouseGB, 0.07, 0.15, Basis::Assumed,
         QT_TRANSLATE_NOOP("Finding", "about 70 MB of rows per warehouse (TPC-C clause 4.2) + 40 % indexes and free space, assumed. Range 0.07-0.15 GB: "
         "the rows alone to twice the rows")},
        // --- workload defaults (scoped: they stand for an input the design leaves out) ---
        {"buffer-cache-share", QT_TRANSLATE_NOOP("Finding", "buffer cache share of the VM's memory"), "", c::kBufferCacheShareOfVmMemory, 0.5, 0.9,
         Basis::Assumed,
         QT_TRANSLATE_NOOP("Finding", "assumed 0.75: DBAs leave about a quarter of a database VM to the OS, sessions and other caches. Range 0.5-0.9: "
         "half the VM (large PGA / worker memory) to all but a small OS share")},
        {"core-speed-ratio", QT_TRANSLATE_NOOP("Finding", "per-core speed of the measured platform, relative to this host"), "", 1.0, 0.7, 1.5,
         Basis::Assumed,
         QT_TRANSLATE_NOOP("Finding", "assumed 1: a baseline measured on another platform transfers its CPU per cycle unscaled when the catalog has "
         "no per-core rating (core_rating) of that platform or of this host. Range 0.7-1.5: per-core speeds of server "
         "CPUs of different generations differ by up to about 1.5x either way. Per workload; only such baselines read it")},
        {"default-read-pct", QT_TRANSLATE_NOOP("Finding", "read share of the I/O (profile gives none)"), "%", 70.0, 50.0, 90.0, Basis::Assumed,
         QT_TRANSLATE_NOOP("Finding", "assumed 70 %: a common OLTP mix. Range 50-90 %: write-heavy order entry to read-mostly OLTP")},
        {"slob-work-unit", QT_TRANSLATE_NOOP("Finding", "SLOB WORK_UNIT (profile gives none)"), "blocks", c::kSlobDefaultWorkUnit, 32.0, 256.0,
         Basis::Sourced,
         QT_TRANSLATE_NOOP("Finding", "64, WORK_UNIT in slob.conf as shipped with SLOB 2.4 (hardware-facts.md, Benchmarks and tools). Range 32-256: "
         "half the shipped value, as test configurations set it, to 256, the value runit.sh falls back to when slob.conf "
         "has no WORK_UNIT line")},
        {"tproch-dop", QT_TRANSLATE_NOOP("Finding", "TPROC-H parallel workers per stream (profile gives no dop)"), "workers", c::kHammerDbTprochDefaultDop,
         1.0, c::kHammerDbTprochDefaultDop, Basis::Sourced,
         QT_TRANSLATE_NOOP("Finding", "HammerDB TPROC-H defaults to degree of parallelism 2 (SQL Server MAXDOP, Oracle degree_of_parallel; "
         "TPC-Council/HammerDB config/*.xml, hardware-facts.md, Benchmarks and tools). Range 1-2: the degree HammerDB "
         "sets is the most a query uses (SQL Server's MAXDOP is the maximum degree of a plan; an Oracle statement runs "
         "at the degree it requests, or with fewer servers when the pool is short: recalled, not verified here), down "
         "to a serial plan or a query's serial phases (coordinator, final sort; assumed)")},
        {"dss-scan-rate-per-core", QT_TRANSLATE_NOOP("Finding", "DSS data scanned per core"), "MB/s", c::kDssScanMBpsPerCore, 100.0, 400.0, Basis::Sourced,
         QT_TRANSLATE_NOOP("Finding", "about 200 MB/s of scan per CPU core, CPUs = peak MB/s / 200 (Oracle Database 2 Day + Data Warehousing Guide "
         "11g, balanced configuration, read in its Japanese edition; hardware-facts.md, Benchmarks and tools). Range "
         "100-400 MB/s (assumed): a rule of thumb for the cores of the guide's time, half of it for a vCPU that is one "
         "hyper-thread of a shared core, about twice for newer cores with vectorised scans. What joins, sorts and "
         "aggregation add on top of the scan is dss-query-work-factor")},
        {"dss-query-work-factor", QT_TRANSLATE_NOOP("Finding", "DSS query CPU per MB read, multiple of a plain scan's"), "", c::kDssQueryWorkFactor,
         1.0, 5.0, Basis::Assumed,
         QT_TRANSLATE_NOOP("Finding", "assumed 1 at the point: the sourced scan rate as it is, the query mix not guessed (no published CPU per MB of "
         "a Swingbench Sales History or TPROC-H query is at hand). Range 1-5: a filtering scan with a simple aggregate "
         "(1) to star queries that hash-join the fact table with several dimensions and sort for ROLLUP / CUBE, each "
         "join and the group-by costing about as much per row as the scan itself (Swingbench SH, TPC-H Q5 / Q8 / Q9 "
         "style; assumed)")},
        {"dss-read-size", QT_TRANSLATE_NOOP("Finding", "mean DSS read request"), "KB", 1024.0, 64.0, 1024.0, Basis::Assumed,
         QT_TRANSLATE_NOOP("Finding", "assumed: the profile's read_kb, the largest read the engine issues (Oracle db_file_multiblock_read_count x "
         "block size, 128 x 8 KB = 1 MB by default; SQL Server read-ahead up to 64 pages = 512 KB; recalled from the "
         "vendors' documentation, not verified here). Range: one 64 KB extent (SQL Server's allocation unit of 8 pages: a "
         "scan of a table whose extents a parallel load interleaved reads one extent at a time; an Oracle multiblock "
         "read stops at a block already cached and at an extent boundary) to the profile's read_kb. Per workload: value "
         "and high end are the profile's read_kb (1,024 KB shown: Oracle's default)")},
        {"dss-outstanding-per-worker", QT_TRANSLATE_NOOP("Finding", "large reads in flight per parallel worker"), "reads", c::kDssOutstandingPerWorker, 1.0,
         2.0, Basis::Assumed,
         QT_TRANSLATE_NOOP("Finding", "assumed 1: a scan worker issues its next multiblock read when it has processed the previous one. Range 1-2: "
         "read-ahead may keep a second one in flight")},
        // --- storage software ---------------------------------------------------------------
        {"vsan-io-cost", QT_TRANSLATE_NOOP("Finding", "vSAN stack time per component I/O"), "us", c::kVsanIoCostS * 1e6, 7.4, 22.2, Basis::Sourced,
         QT_TRANSLATE_NOOP("Finding", "all-flash vSAN 6.0 serves up to about 90K IOPS per host (TechTarget, secondary; hardware-facts.md): 11.1 us. "
         "Range 45K-135K IOPS per host (7.4-22.2 us): a secondary figure, hosts differ in cores and vSAN version")},
        {"vsan-checksum-share", QT_TRANSLATE_NOOP("Finding", "vSAN checksum cost share"), "", c::kVsanChecksumCostShare, 0.05, 0.30, Basis::Assumed,
         QT_TRANSLATE_NOOP("Finding", "assumed 10 % of the per-I/O cost: CRC-32C runs at several GB/s per core. Range 5-30 %: the CRC alone to the CRC "
         "plus its verification on reads and the metadata it adds")},
        {"vsan-dedupe-share", QT_TRANSLATE_NOOP("Finding", "vSAN dedupe + compression cost share"), "", c::kVsanDedupeCostShare, 0.25, 1.0, Basis::Assumed,
         QT_TRANSLATE_NOOP("Finding", "assumed 50 %: a hash, a lookup and compression per 4 KB block on destage. Range 25-100 %: half to twice that")},
        {"powerflex-sds-io-cost", QT_TRANSLATE_NOOP("Finding", "PowerFlex SDS time per I/O"), "us", c::kPowerFlexSdsIoCostS * 1e6, 5.0, 40.0,
         Basis::Assumed,
         QT_TRANSLATE_NOOP("Finding", "assumed 10 us: an SDS node serves some 100,000+ small I/Os per second on a few cores. Range 5-40 us: 200,000 to "
         "25,000 I/Os per second per node")},
        {"vsan-resync-throttle", QT_TRANSLATE_NOOP("Finding", "vSAN resync rate per destination disk group"), "MB/s", c::kVsanResyncThrottleMBps, 50.0,
         200.0, Basis::Sourced,
         QT_TRANSLATE_NOOP("Finding", "Broadcom KB 371138: resync is throttled per disk group and direction, example limit 100 MB/s "
         "(hardware-facts.md). Range 50-200 MB/s: the KB's figure is an example, not a documented default; half to twice "
         "it covers other releases and a cache tier that takes the stream at a few hundred MB/s")},
        {"vsan-resync-share-under-load", QT_TRANSLATE_NOOP("Finding", "vSAN resync rate under VM load, share of the idle rate"), "",
         c::kResyncShareUnderLoad, 0.25, 1.0, Basis::Sourced,
         QT_TRANSLATE_NOOP("Finding", "Adaptive Resync halves the resync bandwidth while VM latency is above its high watermark (yellow-bricks.com "
         "2018-01-18; hardware-facts.md): 0.5, one halving. Range 0.25-1: a second halving while latency stays high, to "
         "none when the VM latency stays below the watermark (or a release without Adaptive Resync)")},
        {"vsan-failed-group-share", QT_TRANSLATE_NOOP("Finding", "share of a host's components on its failed disk groups"), "",
         0.5, 0.0, 1.0, Basis::Assumed,
         QT_TRANSLATE_NOOP("Finding", "assumed: failed groups / disk groups of the host (a whole host: 1, no range). vSAN places each component of an "
         "object (a VMDK) on one disk group of its host, and spreads them by free capacity; which groups one VM's "
         "components used is not published, so the expected share stands at the point. Range per workload (and for "
         "the rebuilt data): the central 80 % of the shares k / n that n objects placed independently give, k binomial "
         "(n, expected share), n the objects of its storage groups (`volumes`); RA-2's failure test, 6 objects on 1 of 2 "
         "groups: 1/6-5/6. Value 0.5 and range 0-1 shown: a host with 2 groups")},
        {"dbwr-batch-writes", QT_TRANSLATE_NOOP("Finding", "Oracle DBWR writes issued together (one batch)"), "writes", 8.0, 1.0, 64.0, Basis::Assumed,
         QT_TRANSLATE_NOOP("Finding", "assumed 8, the geometric middle of the range (the median of its log-uniform sampling): Oracle writes dirty "
         "buffers through DBWR in batches ('db file parallel write'; hardware-facts.md, Benchmarks and tools) and "
         "publishes no batch size. Range 1-64: DBWR trickling single writes, to 64, the default queue depth of a PVSCSI "
         "virtual disk (VMware KB 2053145), which bounds how many writes of one batch can be in flight together")},
        {"port-transfer-wait", QT_TRANSLATE_NOOP("Finding", "share of a larger transfer an I/O waits behind at a port"), "", 0.5, 0.0, 1.0,
         Basis::Assumed,
         QT_TRANSLATE_NOOP("Finding", "assumed 0.5: a port direction sends one transfer's frames after another's (target port transmit queue, the "
         "switch egress where several paths converge), and a transfer of fixed size has half of it left on average when "
         "another I/O arrives (Pollaczek-Khinchine, deterministic service; at the low utilizations of ports the transfers present are mostly the one in service). Range 0-1: 0 when senders interleave the "
         "frames of different exchanges (processor sharing, what the product-form solution assumes) to 1, the "
         "exponential residual MVA's FCFS centers assume (transferwait.h)")},
        {"array-read-cache-hit", QT_TRANSLATE_NOOP("Finding", "share of the reads served from the array's cache"), "", 0.0, 0.0, 1.0, Basis::Assumed,
         QT_TRANSLATE_NOOP("Finding", "assumed 0: the database's buffer cache keeps the hot blocks, so the reads that reach the array are its misses, "
         "which an array cache smaller than the data rarely holds (cache on cache). Range per array 0 to min(1, array "
         "cache / data of its workloads): the hit ratio of a uniformly read working set (lruHitRatio), an upper bound for "
         "reads the host cache has already filtered")},
        {"ssd-tier-share", QT_TRANSLATE_NOOP("Finding", "share of the I/O on the SSD tier (data size unknown)"), "", 0.5, 0.2, 0.8, Basis::Assumed,
         QT_TRANSLATE_NOOP("Finding", "assumed 0.5 when neither the workload nor its storage group gives a data size. Range 0.2-0.8")},
        // --- fixed latency per I/O (no queue: a delay) ------------------------------------
        {"host-io-latency", QT_TRANSLATE_NOOP("Finding", "host I/O stack latency per I/O (guest, virtual adapter, hypervisor, driver)"), "us", 30.0, 10.0,
         100.0, Basis::Assumed,
         QT_TRANSLATE_NOOP("Finding", "assumed 30 us: the guest kernel's block layer and interrupt, the PVSCSI / virtual NVMe emulation and the VMkernel "
         "storage stack with the HBA or NIC driver each take microseconds to tens of microseconds of elapsed time per I/O; "
         "hardware-facts.md has no absolute figure (Benchmarks and tools: cycles per I/O of the ESXi storage stack not "
         "found). Range 10-100 us: a bare-metal kernel path to a busy hypervisor with interrupt coalescing")},
        {"fc-round-trip", QT_TRANSLATE_NOOP("Finding", "Fibre Channel exchange round trip per I/O (HBA to target port and back)"), "us", 10.0, 5.0, 30.0,
         Basis::Assumed,
         QT_TRANSLATE_NOOP("Finding", "assumed 10 us: an FC exchange (command, data, status) through the HBA firmware, cut-through switch hops of about a "
         "microsecond each and the target port; not in hardware-facts.md. Range 5-30 us: a direct fabric to several hops "
         "with FCoE encapsulation")},
        {"tcp-round-trip", QT_TRANSLATE_NOOP("Finding", "TCP/IP round trip per I/O over the storage network (iSCSI, NVMe/TCP, vSAN, PowerFlex)"), "us",
         30.0, 10.0, 100.0, Basis::Assumed,
         QT_TRANSLATE_NOOP("Finding", "assumed 30 us: a request and its response through two kernel TCP stacks and the NICs on a 10/25 GbE LAN; not in "
         "hardware-facts.md. Range 10-100 us: kernel-bypass or offloaded stacks to busy hosts with interrupt coalescing and "
         "a switch hop or two")},
        // --- backup and restore windows (core/performance/backup.h) ------------------------
        {"dd-boost-rate-per-vcpu", QT_TRANSLATE_NOOP("Finding", "DD Boost segment processing per client vCPU"), "MB/s", c::kDdBoostMBpsPerVcpu, 50.0,
         200.0, Basis::Assumed,
         QT_TRANSLATE_NOOP("Finding", "assumed 100 MB/s: SHA-1 fingerprinting at about 500 MB/s per core and LZ-class compression at 200-400 MB/s per "
         "core, together about 100-150 MB/s (modelconstants.h). Range 50-200 MB/s: a vCPU that is half a hyper-threaded "
         "core shared with the database, to a core with SHA extensions doing both at the upper end of the cited rates")},
        {"backup-change-pct", QT_TRANSLATE_NOOP("Finding", "changed data per backup (profile gives no change_pct)"), "%", c::kDefaultChangePct, 2.0, 10.0,
         Basis::Assumed,
         QT_TRANSLATE_NOOP("Finding", "assumed 5 %: RA-1's second full follows about 5 % of the data changed (the paper's setup, an input, not a scored "
         "result). Range 2-10 %: half to twice that; a profile's change_pct replaces it")},
        {"backup-ingest-rate", QT_TRANSLATE_NOOP("Finding", "backup appliance ingest rate"), "MB/s", 0.0, 0.4, 1.2, Basis::Sourced,
         QT_TRANSLATE_NOOP("Finding", "catalog ingest_mb_s. Range 0.4x-1.2x: no vendor publishes a rate per configuration of these appliances (the "
         "builtin DD9300 value is itself assumed); the range spans an appliance that, not the network, limits the "
         "window to one a little faster than assumed"),
         true, "ingest_mb_s"},
        {"backup-restore-rate", QT_TRANSLATE_NOOP("Finding", "backup appliance restore rate"), "MB/s", 0.0, 0.4, 1.2, Basis::Sourced,
         QT_TRANSLATE_NOOP("Finding", "catalog restore_mb_s. Range 0.4x-1.2x, as for ingest (restores rehydrate deduplicated data, which appliances do "
         "more slowly than they ingest, rarely faster)"),
         true, "restore_mb_s"},
        // --- catalog parameters (ranges are factors of the catalog value) --------------------
        {"director-io-cost", QT_TRANSLATE_NOOP("Finding", "array controller time per front-end I/O"), "us", 0.0, 0.4, 4.0, Basis::Sourced,
         QT_TRANSLATE_NOOP("Finding", "catalog director_io_cost_us (model default 10 us, kDefaultControllerIoCostS, assumed). Range 0.4x-4x: no array "
         "vendor publishes it; a controller with more cores or offload to one with heavier data services (snapshots, "
         "replication, dedupe)"),
         true, "director_io_cost_us"},
        {"drive-read-latency", QT_TRANSLATE_NOOP("Finding", "drive read latency"), "us", 0.0, 0.8, 2.0, Basis::Sourced,
         QT_TRANSLATE_NOOP("Finding", "catalog read_latency_us (datasheet, QD1 typical). Range 0.8x-2x: newer firmware to latency under mixed load and "
         "garbage collection, which datasheets do not state"),
         true, "read_latency_us"},
        {"drive-write-latency", QT_TRANSLATE_NOOP("Finding", "drive write latency"), "us", 0.0, 0.8, 2.0, Basis::Sourced,
         QT_TRANSLATE_NOOP("Finding", "catalog write_latency_us (datasheet, QD1 typical). Range 0.8x-2x, as for reads"), true, "write_latency_us"},
        {"drive-seq-read", QT_TRANSLATE_NOOP("Finding", "drive sequential read rate"), "MB/s", 0.0, 0.7, 1.0, Basis::Sourced,
         QT_TRANSLATE_NOOP("Finding", "catalog seq_read_mb_s (datasheet 'up to'). Range 0.7x-1x: a datasheet maximum is not exceeded; smaller "
         "capacities and mixed traffic reach less"),
         true, "seq_read_mb_s"},
        {"drive-seq-write", QT_TRANSLATE_NOOP("Finding", "drive sequential write rate"), "MB/s", 0.0, 0.7, 1.0, Basis::Sourced,
         QT_TRANSLATE_NOOP("Finding", "catalog seq_write_mb_s (datasheet 'up to'; the read rate when absent). Range 0.7x-1x, as for reads"), true,
         "seq_write_mb_s"},
        {"drive-random-write-iops", QT_TRANSLATE_NOOP("Finding", "drive 4 KiB random writes per second"), "IOPS", 0.0, 0.5, 1.0, Basis::Sourced,
         QT_TRANSLATE_NOOP("Finding", "catalog write_iops_4k (datasheet steady state, 'up to'). Range 0.5x-1x: fuller drives and mixed traffic raise "
         "write amplification"),
         true, "write_iops_4k"},
        {"drive-random-read-iops", QT_TRANSLATE_NOOP("Finding", "drive 4 KiB random reads per second"), "IOPS", 0.0, 0.5, 1.0, Basis::Sourced,
         QT_TRANSLATE_NOOP("Finding", "catalog read_iops_4k (datasheet, 'up to' at high queue depth; sets the drive's internal parallelism). Range "
         "0.5x-1x"),
         true, "read_iops_4k"},
    };
    return registry;
}

const ParameterSpec* findParameterSpec(const std::string& name)
{
    static const std::unordered_map<std::string, const ParameterSpec*> index = [] {
        std::unordered_map<std::string, const ParameterSpec*> m;
        for (const ParameterSpec& s : parameterRegistry())
            m.emplace(s.name, &s);
        return m;
    }();
    const auto it = index.find(name);
    return it == index.end() ? nullptr : it->second;
}

double ParameterContext::record(Parameter p)
{
    double v = p.value;
    if (m_overrides)
        if (const auto it = m_overrides->find(p.id); it != m_overrides->end())
            v = it->second;
    if (!m_index.count(p.id)) {
        m_index.emplace(p.id, m_used.size());
        m_used.push_back(std::move(p));
    }
    return v;
}

double ParameterContext::use(const Parameter& p)
{
    return record(p);
}

double ParameterContext::value(const std::string& name, const std::string& scope)
{
    const ParameterSpec* s = findParameterSpec(name);
    if (!s || s->relative)
        return 0.0; // a programming error: every name the model reads is in the registry (tst_uncertainty)
    Parameter p;
    p.id = scope.empty() ? name : scope + "/" + name;
    p.label = s->label;
    p.unit = s->unit;
    p.value = s->value;
    p.low = s->low;
    p.high = s->high;
    p.basis = s->basis;
    p.basisTemplate = findingText(s->basisText);
    p.basisText = s->basisText;
    return record(std::move(p));
}

double ParameterContext::catalog(const std::string& name, const std::string& scope, const Model& model, double fallback,
                                 const std::string& fallbackText)
{
    const ParameterSpec* s = findParameterSpec(name);
    if (!s || !s->relative)
        return fallback;
    Parameter p;
    p.id = scope.empty() ? name : scope + "/" + name;
    p.label = s->label;
    p.unit = s->unit;
    const auto it = model.params.find(s->catalogKey);
    if (it != model.params.end()) {
        p.value = it->second.value;
        p.basis = it->second.source.rfind("assumed", 0) == 0 ? Basis::Assumed : Basis::Sourced;
        // The catalog's source is data (a datasheet, a paper): shown as it is in every language.
        p.basisTemplate = findingText(QT_TRANSLATE_NOOP("Finding", "%1 %2: %3. %4"),
                                      {idArg(model.id), idArg(s->catalogKey), idArg(it->second.source), textArg(findingText(s->basisText))});
    } else {
        p.value = fallback;
        p.basis = Basis::Assumed;
        p.basisTemplate = findingText(QT_TRANSLATE_NOOP("Finding", "%1 gives no %2: %3. %4"),
                                      {idArg(model.id), idArg(s->catalogKey), textArg(findingText(fallbackText.c_str())), textArg(findingText(s->basisText))});
    }
    p.basisText = englishText(p.basisTemplate);
    p.low = p.value * s->low;
    p.high = p.value * s->high;
    return record(std::move(p));
}

const std::vector<const char*>& parameterUnits()
{
    static const std::vector<const char*> units = {
        QT_TRANSLATE_NOOP("Finding", "us"),      QT_TRANSLATE_NOOP("Finding", "rows"),    QT_TRANSLATE_NOOP("Finding", "blocks"),
        QT_TRANSLATE_NOOP("Finding", "workers"), QT_TRANSLATE_NOOP("Finding", "reads"),   QT_TRANSLATE_NOOP("Finding", "writes"),
        QT_TRANSLATE_NOOP("Finding", "users"),   QT_TRANSLATE_NOOP("Finding", "tx/s"),    QT_TRANSLATE_NOOP("Finding", "reads/s"),
    };
    return units;
}

std::string parameterTable()
{
    auto num = [](double v) {
        char buf[32];
        // Whole values of 1,000 and more in full (1024 KB), not as 1.02e+03.
        std::snprintf(buf, sizeof buf, v >= 1000 && v == std::floor(v) ? "%.0f" : "%.3g", v);
        return std::string(buf);
    };
    std::string out = "| parameter | value | range | basis | source or reason, and why the range |\n"
                      "|---|---|---|---|---|\n";
    for (const ParameterSpec& s : parameterRegistry()) {
        const std::string unit = *s.unit ? std::string(" ") + s.unit : std::string();
        std::string value, range;
        if (s.relative) {
            value = std::string("catalog ") + s.catalogKey;
            range = num(s.low) + "x - " + num(s.high) + "x";
        } else {
            value = num(s.value) + unit;
            range = s.low == s.high ? std::string("none") : num(s.low) + " - " + num(s.high) + unit;
        }
        out += std::string("| `") + s.name + "` " + s.label + " | " + value + " | " + range + " | " + basisName(s.basis)
            + " | " + s.basisText + " |\n";
    }
    return out;
}

} // namespace topoplan::core
