#pragma once
// Global model constants of the analyses, each with its source or, when it is our own
// policy, the reason for its value (DESIGN.md: "a small set of global constants kept in
// one file with a justification each"). No design-specific correction factors here.

namespace topoplan::core::constants {

/// Fibre Channel payload per direction per "GFC" of the nominal rate: 16GFC carries
/// 1,600 MB/s, 8GFC 800 MB/s (FCIA speed table, infostor.com; hardware-facts.md).
/// 32GFC -> 3,200 MB/s and 4GFC -> 400 MB/s follow the same FCIA table.
inline constexpr double kFcPayloadMBpsPerGfc = 100.0;
/// 10GFC is the exception of the FCIA table: 1,200 MB/s per direction (hardware-facts.md).
inline constexpr double kFc10PayloadMBps = 1200.0;

/// TCP/IPv4 payload share of the Ethernet line rate at MTU 1500: 94.9 % (Dell PowerScale
/// "IP packet overhead", infohub.delltechnologies.com; hardware-facts.md). Used for
/// iSCSI, NVMe/TCP, PowerFlex SDC, vSAN, DD Boost and client traffic. A design has no
/// MTU setting yet, so MTU 1500 (the Ethernet default) applies everywhere.
inline constexpr double kTcpPayloadMtu1500 = 0.949;
/// The same at MTU 9000 (jumbo frames): 99.1 % (same source). Kept for when the design
/// format gains an MTU setting.
inline constexpr double kTcpPayloadMtu9000 = 0.991;
/// FCoE payload share of the Ethernet line rate: encapsulation costs about 2 %
/// (hardware-facts.md: "FCoE encapsulation about 2 % overhead; needs baby-jumbo frames").
inline constexpr double kFcoePayload = 0.98;

/// Link or port utilization above which a "saturated link" finding is raised. Our
/// policy, not a published figure: above about 90 % busy an M/M/1 queue's response time
/// is 10x its service time (R = S / (1 - U), hardware-facts.md "Open M/M/1"), which is
/// where latency stops being predictable for storage traffic.
inline constexpr double kSaturatedUtilization = 0.90;

/// Bytes per KB of an I/O size (database blocks and benchmark I/O sizes are binary:
/// an "8 KB" Oracle block or SQL Server page is 8,192 bytes).
inline constexpr double kBytesPerIoKB = 1024.0;
/// Bytes per MB of a throughput (link payload rates of the FCIA table and of Ethernet
/// are decimal: 1 MB = 10^6 bytes).
inline constexpr double kBytesPerMB = 1e6;

/// vSAN failures to tolerate when a storage group does not say (`ftt`): 1 is the vSAN
/// default storage policy (RA-2 paper: every policy compared uses FTT=1).
inline constexpr int kDefaultVsanFtt = 1;
/// PowerFlex keeps 2 copies of every block on two SDS nodes, so one node may be lost
/// (hardware-facts.md: "writes mirrored (2 copies) on two SDS nodes").
inline constexpr int kPowerFlexFailuresTolerated = 1;

// ---------------------------------------------------------------------------------------
// Graph analyses (core/failuresweep.*)
// ---------------------------------------------------------------------------------------

/// Pairs an N-2 sweep evaluates before it stops and says so. Our policy: the pairs grow
/// quadratically in the elements that take a path down; 200,000 pairs is about 630 such
/// elements, and at the ~80 us per pair measured on RA-1 (6,670 pairs in 0.5 s) about 16 s,
/// rising to minutes on designs of a few hundred devices with many flows per pair. Beyond
/// that, a designer is better served by failing the suspects with `analyze --fail`.
inline constexpr long kMaxSweepPairs = 200000;

/// Wall-clock budget of an N-2 sweep, seconds, on top of kMaxSweepPairs. Our policy: a
/// sweep whose pairs each re-analyse many flows (newcomer's 500-host RA-5 copy: 200,000
/// pairs in 512 s) stops after a minute and says so, rather than running silently.
inline constexpr double kSweepTimeBudgetSeconds = 60.0;

// ---------------------------------------------------------------------------------------
// Performance model (core/workloadprofile.*, core/performance.*, core/backup.*)
// ---------------------------------------------------------------------------------------

/// TPC-C New-Order share of the transaction mix: TPC-C standard specification rev. 5.11,
/// clause 5.2.3 fixes minimum shares for Payment (43 %), Order-Status, Delivery and
/// Stock-Level (4 % each) and HammerDB's driver uses exactly that mix, leaving 45 % to
/// New-Order. NOPM = 0.45 x TPC-C transactions per minute.
inline constexpr double kTpccNewOrderShare = 0.45;
/// STOCK row reads per TPC-C transaction, from the transaction profiles and the mix (TPC-C
/// rev. 5.11 clauses 2.4-2.8, 5.2.3): New-Order 10 order lines x 0.45 = 4.5; Stock-Level
/// examines the items of the district's last 20 orders, about 200 stock rows, x 0.04 = 8.0.
/// Item, warehouse, district and recent orders are small or recently written and stay cached.
inline constexpr double kTpccStockRowReadsPerTxn = 12.5;
/// CUSTOMER row reads per TPC-C transaction (same clauses): New-Order 1 x 0.45, Payment 1 x
/// 0.43, Order-Status 1 x 0.04, Delivery 10 x 0.04 = 1.32.
inline constexpr double kTpccCustomerRowReadsPerTxn = 1.32;
/// Rows per 8 KB block: STOCK rows are about 306 bytes and CUSTOMER rows about 655 bytes
/// (TPC-C specification's table of typical row lengths, clause 4.2; recalled, not verified
/// here): 8,192 / 306 = 26 and 8,192 / 655 = 12, block header and free space ignored. Sets how
/// far the row-level NURand skew is averaged out at block level.
inline constexpr int kTpccStockRowsPerBlock = 26;
inline constexpr int kTpccCustomerRowsPerBlock = 12;
/// Core time the database spends per TPC-C transaction (any of the five types, in the clause
/// 5.2.3 mix), without the CPU of its physical I/O (kCpuPerPhysicalIoS, counted separately).
/// Source: an audited TPC-C full disclosure report on x86 with Oracle Database: Oracle Sun
/// Server X2-8, Oracle Database 11g R2 Enterprise Edition, 8 x Intel Xeon E7-8870 (10 cores,
/// 2.4 GHz) = 80 cores, 5,055,888 tpmC (TPC-C result published 2012; recalled, not verified
/// here). tpmC counts New-Order transactions only, which are 45 % of all transactions
/// (kTpccNewOrderShare), so the server ran 5,055,888 / 0.45 = 11.24 million transactions per
/// minute = 187,264 per second on 80 cores: 80 / 187,264 = 0.427 ms of core time per
/// transaction. assumed: 100 % CPU during the measurement interval, because an audited run
/// reports the highest throughput the system sustains (the FDR's utilisation table is not at
/// hand; a lower utilisation would lower this figure). Cross-check, same derivation (recalled):
/// Cisco UCS C250 M2, Oracle 11g R2 SE One, 2 x Xeon X5680 = 12 cores, 1,053,100 tpmC -> 0.31 ms;
/// IBM System x3850 X5, DB2 9.7, 4 x Xeon X7560 = 32 cores, 3,014,684 tpmC -> 0.29 ms. The
/// highest of the three is taken (the least favourable to throughput). Not scaled to the
/// designs' CPUs: the reference architectures name CPU families, not SKUs (RA-1 "Xeon
/// Scalable 20-core"), and per-core integer throughput (SPECint_rate2006 per core) of 2014-2017
/// Xeon generations is higher than Westmere-EX's, so scaling would only lower the figure.
/// Limits, stated and not corrected for: an audited kit is tuned bare metal with a transaction
/// monitor; HammerDB drives the engine through one stored-procedure call per transaction
/// from its own client, in a VM (RA-1's published results imply about 1.7 ms for Oracle and
/// 4 ms for SQL Server at 67 % CPU, i.e. more; they were not used to set this value).
/// Replaces an unsourced "2 ms, assumed" that had been chosen with RA-1's results known.
inline constexpr double kTpccCpuPerTxnS = 80.0 * 60.0 / (5055888.0 / kTpccNewOrderShare);
/// Districts per TPC-C warehouse (TPC-C rev. 5.11 clause 1.2: 10 districts per warehouse,
/// 3,000 customers per district).
inline constexpr double kTpccDistrictsPerWarehouse = 10.0;
/// On-disk size of one TPC-C warehouse, GB, to derive warehouses from a database size.
/// Derived + assumed: the typical row lengths and cardinalities of TPC-C clause 4.2 (recalled,
/// not verified here) give about 70 MB of rows per warehouse (STOCK 100,000 x 306 B = 30.6 MB,
/// CUSTOMER 30,000 x 655 B = 19.7 MB, ORDER-LINE 300,000 x 54 B = 16.2 MB, HISTORY, ORDERS,
/// NEW-ORDER about 2 MB); assumed: indexes and block free space add about 40 %, hence 0.1 GB.
/// A profile's `warehouses` overrides it.
inline constexpr double kTpccWarehouseGB = 0.1;
/// Bytes per GB of memory (VM memory and SGA / buffer pool sizes are binary: 1 GB = 2^30).
inline constexpr double kBytesPerGiB = 1073741824.0;
/// Host CPU per physical I/O (database I/O call, guest kernel, PVSCSI/HBA driver,
/// hypervisor). assumed: 20 us because a synchronous I/O system call and interrupt path
/// costs some 10-30 us of CPU on x86 servers of 2015-2020; not in the reference facts.
inline constexpr double kCpuPerPhysicalIoS = 20e-6;
/// Database CPU per logical (buffer cache) block read. assumed: 5 us because a buffer get
/// (hash latch, pin, row access) costs a few microseconds; SLOB sessions spend most of their
/// CPU there. Not in the reference facts.
inline constexpr double kCpuPerLogicalReadS = 5e-6;
/// SLOB WORK_UNIT when the profile gives none: an operation touches WORK_UNIT - 1 rows, one
/// per block. 64: slob.conf as shipped with SLOB 2.4 (third-party copy of the kit, repository
/// goryszewskig/SLOB-PDB; hardware-facts.md, "Benchmarks and tools"). A profile's work_unit
/// overrides it. It sets how the think time and the commit of an operation are spread over
/// its physical reads.
inline constexpr double kSlobDefaultWorkUnit = 64.0;
/// Share of a VM's memory used as database buffer cache when the design gives neither
/// buffer_cache_gb nor the VM's sga_gb. assumed: 0.75 because DBAs leave about a quarter of a
/// database VM to the OS, sessions (PGA / worker threads) and other caches.
inline constexpr double kBufferCacheShareOfVmMemory = 0.75;
/// Data one CPU core of the database host can scan and process per second in a data
/// warehouse query: about 200 MB/s per core. Source: Oracle Database 2 Day + Data Warehousing
/// Guide 11g, "balanced configuration": about 200 MB/s of scan per CPU core, CPUs = peak MB/s
/// / 200 (read in its Japanese edition; hardware-facts.md, "Benchmarks and tools"). It is a scan rate: the work that joins, sorts and aggregation add per MB is
/// kDssQueryWorkFactor (1 at the point, its range says how much more it may be). Replaces a value that had been placed between the
/// rates the published DSS results imply (a rule violation: no published result may set a
/// parameter).
inline constexpr double kDssScanMBpsPerCore = 200.0;
/// CPU work of a DSS query per MB it reads, as a multiple of a plain scan's (the scan rate
/// above). assumed 1 at the point: the model takes the sourced scan rate as it is and does not
/// guess the query mix; the range (parameters.cpp, `dss-query-work-factor`, 1-5) says what the
/// joins, sorts and aggregations of a Swingbench Sales History or TPROC-H query may add.
inline constexpr double kDssQueryWorkFactor = 1.0;
/// Outstanding large reads per parallel query worker of a DSS stream (Oracle parallel
/// execution server, SQL Server parallel worker). assumed: 1 because a scan worker issues its
/// next multiblock read / read-ahead when it has processed the previous one; the CPU work per
/// read (kDssScanMBpsPerCore) keeps it from having more in flight on average.
inline constexpr double kDssOutstandingPerWorker = 1.0;
/// Parallel workers per HammerDB TPROC-H query stream when the profile gives no `dop`: 2.
/// Source: HammerDB's TPROC-H defaults to degree of parallelism 2 (SQL Server MAXDOP, Oracle
/// degree_of_parallel; TPC-Council/HammerDB config/*.xml, hardware-facts.md, "Benchmarks and
/// tools").
/// The reference architectures do not give the setting (RA-1: "one query stream"), so the
/// tool's default applies. Replaces "one worker per vCPU of the VM", which had no source.
inline constexpr double kHammerDbTprochDefaultDop = 2.0;
/// DD Boost distributed segment processing rate per client vCPU (segmenting, SHA-1
/// fingerprinting and local compression on the database host). assumed: 100 MB/s per vCPU
/// because SHA-1 runs at about 500 MB/s per core and LZ-class compression at 200-400 MB/s
/// per core, together about 100-150 MB/s per core; the DD9300 rate itself is not public.
/// The model reads it through the parameter registry (dd-boost-rate-per-vcpu, range 50-200).
inline constexpr double kDdBoostMBpsPerVcpu = 100.0;
/// Backup change rate default for an incremental/second full when change_pct is absent.
/// assumed: 5 % because RA-1's second full follows "about 5 % of the data changed".
/// Read through the parameter registry (backup-change-pct, range 2-10 %).
inline constexpr double kDefaultChangePct = 5.0;
/// vSAN resync share of the idle resync rate while VM I/O runs: 0.5. Source: Adaptive Resync
/// (vSAN 6.2 P06 / 6.5 P02 and later) halves the resync bandwidth while VM latency is above
/// its high watermark and raises it slowly below the low one (yellow-bricks.com 2018-01-18;
/// VMware Virtual Blocks 2018-04-26; hardware-facts.md, "Benchmarks and tools"): one halving
/// step. Range in the parameter registry (vsan-resync-share-under-load). Not fitted to RA-2.
inline constexpr double kResyncShareUnderLoad = 0.5;
/// vSAN resync throttle per disk group and direction, MB/s: 100. Source: Broadcom KB 371138
/// (resync is throttled per disk group, in each direction; its example limit is 100 MB per
/// disk group per direction; hardware-facts.md). An example figure, hence the registry range.
inline constexpr double kVsanResyncThrottleMBps = 100.0;
/// Per-I/O software cost of the vSAN stack (DOM client/owner, LSOM) per host, seconds per
/// component I/O. Derived from hardware-facts.md: all-flash vSAN 6.0 serves up to about 90K
/// IOPS per host (TechTarget [secondary]) -> 1 / 90,000 s = 11.1 us.
inline constexpr double kVsanIoCostS = 1.0 / 90000.0;
/// Extra vSAN cost per I/O with checksum (CRC-32C per 4 KB block). assumed: 10 % of the
/// per-I/O cost because CRC-32C runs at several GB/s per core with SSE4.2, small against the
/// rest of the stack.
inline constexpr double kVsanChecksumCostShare = 0.10;
/// Extra vSAN cost per write with deduplication and compression (hash, lookup, LZ4 on
/// destage). assumed: 50 % of the per-I/O cost because dedupe + compression add a hash,
/// a lookup and compression per 4 KB block on the way to the capacity tier.
inline constexpr double kVsanDedupeCostShare = 0.50;
/// Controller time per front-end I/O for an array model without `director_io_cost_us`.
/// assumed: 10 us because a dual-controller mid-range array serves on the order of 100,000
/// small I/Os per second per controller; catalog values override it.
inline constexpr double kDefaultControllerIoCostS = 10e-6;
/// PowerFlex SDS software time per I/O on a storage node. assumed: 10 us because an SDS
/// node serves some 100,000+ small I/Os per second per node on a few cores (PowerFlex scales
/// linearly per node at sub-millisecond latency, hardware-facts.md); no per-node IOPS figure
/// is in the reference facts.
inline constexpr double kPowerFlexSdsIoCostS = 10e-6;
/// Iterations of the fixed point between the closed (user) classes and the asynchronous
/// write / destage classes they generate. Our policy: 30 is far more than the 5-10 such
/// fixed points usually need; the result is flagged when it has not settled.
inline constexpr int kAsyncFixedPointIterations = 30;

} // namespace topoplan::core::constants
