#include "core/performance/workloadprofile.h"

#include "core/modelconstants.h"
#include "core/performance/parameters.h"
#include "core/numberformat.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <mutex>
#include <tuple>

namespace topoplan::core {

namespace c = constants;

double lruHitRatio(double cacheGB, double workingSetGB)
{
    if (cacheGB <= 0.0 || workingSetGB <= 0.0)
        return 0.0;
    return std::min(1.0, cacheGB / workingSetGB);
}

const std::vector<double>& nurandBlockPmf(int a, int n, int rowsPerBlock)
{
    static std::mutex mutex;
    static std::map<std::tuple<int, int, int>, std::vector<double>> cache;
    const std::lock_guard<std::mutex> lock(mutex);
    auto& out = cache[{a, n, rowsPerBlock}];
    if (!out.empty())
        return out;
    // v = random(0, A) | b with b = random(1, n): the bits of b above A stay, the low bits
    // of v are a superset u of b's low bits s, each with probability 2^(pop(s) - k).
    int k = 0;
    while ((1 << k) - 1 < a)
        ++k;
    const int low = (1 << k) - 1;
    std::vector<double> rows(size_t(n), 0.0);
    auto add = [&](long v, double p) { rows[size_t(((v - 1) % n + n) % n)] += p; };
    for (long high = 0; high <= long(n); high += low + 1) {
        const long first = std::max(1L, high), last = std::min(long(n), high + low);
        if (first > last)
            continue;
        if (first == high && last == high + low) {
            // Every s present: P(u) = sum over subsets s of u of 2^(pop(s) - k) / n = 3^pop(u) / 2^k / n.
            for (int u = 0; u <= low; ++u)
                add(high | u, std::pow(3.0, __builtin_popcount(unsigned(u))) / double(1 << k) / n);
            continue;
        }
        for (long b = first; b <= last; ++b) {
            const int sBits = int(b & low);
            const double p = std::pow(2.0, __builtin_popcount(unsigned(sBits)) - k) / n;
            const int freeBits = low & ~sBits;
            for (int sub = freeBits;; sub = (sub - 1) & freeBits) { // supersets of s
                add(high | sBits | sub, p);
                if (sub == 0)
                    break;
            }
        }
    }
    const int rpb = std::max(1, rowsPerBlock);
    out.assign(size_t((n + rpb - 1) / rpb), 0.0);
    for (int i = 0; i < n; ++i)
        out[size_t(i / rpb)] += rows[size_t(i)];
    std::sort(out.begin(), out.end(), std::greater<double>());
    return out;
}

double nurandHitRatio(int a, int n, int rowsPerBlock, double cacheFraction)
{
    if (cacheFraction <= 0)
        return 0.0;
    if (cacheFraction >= 1)
        return 1.0;
    const std::vector<double>& pmf = nurandBlockPmf(a, n, rowsPerBlock);
    const double cached = cacheFraction * double(pmf.size());
    const size_t whole = size_t(cached);
    double hit = 0.0;
    for (size_t i = 0; i < whole && i < pmf.size(); ++i)
        hit += pmf[i];
    if (whole < pmf.size())
        hit += pmf[whole] * (cached - double(whole));
    return std::min(1.0, hit);
}

TpccHits tpccHitRatios(double warehouses, double cacheBlocks)
{
    return tpccHitRatios(warehouses, cacheBlocks,
                         {c::kTpccStockRowReadsPerTxn, c::kTpccCustomerRowReadsPerTxn, c::kTpccStockRowsPerBlock,
                          c::kTpccCustomerRowsPerBlock});
}

TpccHits tpccHitRatios(double warehouses, double cacheBlocks, const TpccShape& shape)
{
    TpccHits h;
    if (warehouses <= 0 || cacheBlocks <= 0)
        return h;
    const std::vector<double>& stock = nurandBlockPmf(8191, 100000, shape.stockRowsPerBlock);
    const std::vector<double>& cust = nurandBlockPmf(1023, 3000, shape.customerRowsPerBlock);
    const double stockCopies = warehouses, custCopies = warehouses * c::kTpccDistrictsPerWarehouse;
    // Both lists are sorted hottest first: merge them by per-block reference rate and fill
    // the cache with whole copies of each rank.
    const double rs = shape.stockRowReadsPerTxn / stockCopies, rc = shape.customerRowReadsPerTxn / custCopies;
    size_t i = 0, j = 0;
    double left = cacheBlocks;
    while (left > 0 && (i < stock.size() || j < cust.size())) {
        const bool takeStock = j >= cust.size() || (i < stock.size() && rs * stock[i] >= rc * cust[j]);
        const double copies = takeStock ? stockCopies : custCopies;
        const double share = std::min(1.0, left / copies);
        if (takeStock)
            h.stock += share * stock[i++];
        else
            h.customer += share * cust[j++];
        left -= copies;
    }
    h.stock = std::min(1.0, h.stock);
    h.customer = std::min(1.0, h.customer);
    return h;
}

namespace {

// Mean request size of a DSS scan, KB (registry "dss-read-size", scoped per workload): the
// profile's read_kb is the largest read the engine issues (Oracle: db_file_multiblock_read_count
// x block size, 128 x 8 KB = 1 MB where the platform allows; SQL Server: read-ahead up to 64
// pages = 512 KB); the mean is that or less, down to one 64 KB extent (ParameterSpec text).
// The point stays at the profile's value; the range says the model cannot know the mean.
double dssReadSizeKB(const std::string& workload, double readKB, ParameterContext& params, std::vector<std::string>& notes)
{
    const ParameterSpec* spec = findParameterSpec("dss-read-size");
    if (!spec || readKB <= spec->low)
        return readKB;
    // The spec's value and high end (1,024 KB, Oracle's default) stand for this workload's read_kb.
    Parameter par;
    par.id = workload + "/dss-read-size";
    par.label = spec->label;
    par.unit = spec->unit;
    par.value = readKB;
    par.low = spec->low;
    par.high = readKB;
    par.basis = spec->basis;
    par.basisTemplate = findingText(QT_TRANSLATE_NOOP("Finding", "%1. %2: read_kb %3"),
                                    {textArg(findingText(spec->basisText)), idArg(workload), numberArg(readKB, 3, " KB")});
    par.basisText = englishText(par.basisTemplate);
    const double kb = std::clamp(params.use(par), spec->low, readKB);
    notes.push_back("DSS read size " + formatNumber(kb) + " KB: the profile's read_kb, the largest request (dss-read-size, "
                    "assumed; range down to one " + formatNumber(spec->low) + " KB extent)");
    return kb;
}

std::string serviceLevelOf(const Design& design, const Workload& w)
{
    const std::string own = propString(w.profile, "service_level");
    if (!own.empty())
        return own;
    if (const StorageGroup* g = design.storageGroup(w.storageGroup)) {
        const std::string level = propString(g->props, "service_level");
        if (!level.empty())
            return level;
        // A parent group: the first child with a service level (RA-1 sets them on children).
        for (const StorageGroup& child : design.storageGroups)
            if (child.parent == g->id && !propString(child.props, "service_level").empty())
                return propString(child.props, "service_level");
    }
    return {};
}

} // namespace

WorkloadProfile resolveProfile(const Design& design, const Workload& w, double usersOverride)
{
    ParameterContext pointValues;
    return resolveProfile(design, w, usersOverride, pointValues);
}

namespace {
WorkloadProfile resolveDemands(const Design& design, const Workload& w, double usersOverride, ParameterContext& params);
} // namespace

WorkloadProfile resolveProfile(const Design& design, const Workload& w, double usersOverride, ParameterContext& params)
{
    WorkloadProfile p = resolveDemands(design, w, usersOverride, params);
    // Oracle writes dirty buffers through DBWR, in batches ("db file parallel write";
    // hardware-facts.md, Benchmarks and tools): the asynchronous writes arrive together.
    if (w.engine == "oracle" && p.writesPerCycle > 0) {
        p.writeBatch = std::max(1.0, params.value("dbwr-batch-writes"));
        p.notes.push_back("Oracle DBWR writes in batches of " + formatNumber(p.writeBatch)
                          + " (dbwr-batch-writes, assumed): each asynchronous write waits behind its batch (M^X/M/1)");
    }
    return p;
}

namespace {

WorkloadProfile resolveDemands(const Design& design, const Workload& w, double usersOverride, ParameterContext& params)
{
    // Model parameters (parameters.cpp), CPU costs in seconds.
    auto cpuPerIoS = [&] { return params.value("cpu-per-physical-io") * 1e-6; };
    WorkloadProfile p;
    const Props& pr = w.profile;
    p.workload = w.id;
    p.kind = propString(pr, "kind", "oltp");
    p.tool = propString(pr, "tool", "generic");
    p.serviceLevel = serviceLevelOf(design, w);
    p.vcpus = int(propNumber(w.vm, "vcpu", 0));
    p.readKB = propNumber(pr, "read_kb", 8.0);
    p.writeKB = propNumber(pr, "write_kb", p.readKB);
    double readPct = propHas(pr, "read_pct") ? propNumber(pr, "read_pct")
        : propHas(pr, "update_pct")          ? 100.0 - propNumber(pr, "update_pct")
        : p.kind == "dss"                    ? 100.0
                                             : params.value("default-read-pct", w.id);
    if (!propHas(pr, "read_pct") && !propHas(pr, "update_pct") && p.kind != "dss")
        p.notes.push_back("assumed: read_pct 70 because the profile gives no read share (a common OLTP mix)");
    const double readFrac = std::clamp(readPct / 100.0, 0.0, 1.0);
    const double writePerRead = readFrac > 0.0 ? (1.0 - readFrac) / readFrac : 0.0;
    p.users = usersOverride > 0 ? usersOverride : propNumber(pr, "users", 0.0);
    p.declaredUsers = p.users;
    const double thinkMs = propNumber(pr, "think_ms", 0.0);

    // Buffer cache vs working set (SLOB, TPC-C): hit = min(1, cache / working set).
    double cacheGB = propNumber(pr, "buffer_cache_gb", 0.0);
    std::string cacheFrom = "buffer_cache_gb";
    if (cacheGB <= 0 && propHas(w.vm, "sga_gb")) {
        cacheGB = propNumber(w.vm, "sga_gb");
        cacheFrom = "the VM's sga_gb";
    }
    if (cacheGB <= 0 && propHas(w.vm, "memory_gb")) {
        cacheGB = propNumber(w.vm, "memory_gb") * params.value("buffer-cache-share", w.id);
        cacheFrom = "0.75 x the VM's memory_gb (kBufferCacheShareOfVmMemory)";
    }
    const double workingSetGB = propHas(pr, "working_set_gb") ? propNumber(pr, "working_set_gb") : propNumber(pr, "database_gb");
    const bool tpcc = p.kind == "oltp" && (p.tool == "hammerdb-tprocc" || p.tool == "benchmark-factory-tpce");
    // The transactional branch at the end (HammerDB TPROC-C, TPC-E-like, generic OLTP).
    const bool transactional = p.kind != "dss" && p.kind != "backup" && p.kind != "restore" && p.tool != "slob"
        && p.tool != "orion" && p.tool != "vdbench" && !propHas(pr, "iops") && !propHas(pr, "mb_s");
    const bool tpccRows = tpcc || (transactional && !propHas(pr, "ios_per_txn"));
    const double stockReads = tpccRows ? params.value("tpcc-stock-row-reads") : c::kTpccStockRowReadsPerTxn;
    const double customerReads = tpccRows ? params.value("tpcc-customer-row-reads") : c::kTpccCustomerRowReadsPerTxn;
    if (propHas(pr, "cache_hit_pct")) {
        p.cacheHit = propNumber(pr, "cache_hit_pct") / 100.0;
    } else if (p.kind == "oltp" && p.tool == "slob") {
        p.cacheHit = lruHitRatio(cacheGB, workingSetGB);
        if (workingSetGB > 0 && cacheGB > 0)
            p.notes.push_back("buffer-cache hit " + formatNumber(std::round(p.cacheHit * 1000) / 10) + " % = min(1, "
                              + formatNumber(std::round(cacheGB * 10) / 10) + " GB cache (" + cacheFrom + ") / "
                              + formatNumber(workingSetGB) + " GB working set): SLOB reads its schema uniformly at random");
        else
            p.notes.push_back("no working set or cache size: buffer-cache hit 0 (every read is physical)");
    } else if (tpcc) {
        // Warehouses from the profile, else from the database size (kTpccWarehouseGB); the
        // cache holds the hottest STOCK and CUSTOMER blocks of all warehouses (tpccHitRatios).
        double warehouses = propNumber(pr, "warehouses", 0.0);
        if (warehouses <= 0 && workingSetGB > 0)
            warehouses = workingSetGB / params.value("tpcc-warehouse-gb");
        const TpccShape shape{stockReads, customerReads, int(std::lround(params.value("tpcc-stock-rows-per-block"))),
                              int(std::lround(params.value("tpcc-customer-rows-per-block")))};
        const TpccHits hits = tpccHitRatios(warehouses, cacheGB * c::kBytesPerGiB / (8.0 * c::kBytesPerIoKB), shape);
        p.cacheHit = (stockReads * hits.stock + customerReads * hits.customer) / (stockReads + customerReads);
        if (warehouses > 0 && cacheGB > 0)
            p.notes.push_back("TPC-C buffer-cache hit " + formatNumber(std::round(p.cacheHit * 1000) / 10) + " % (stock "
                              + formatNumber(std::round(hits.stock * 1000) / 10) + " %, customer "
                              + formatNumber(std::round(hits.customer * 1000) / 10) + " %): "
                              + formatNumber(std::round(cacheGB * 10) / 10) + " GB cache (" + cacheFrom + ") holding the hottest "
                              + "stock and customer blocks of " + formatGrouped(warehouses) + " warehouses"
                              + (propHas(pr, "warehouses") ? std::string()
                                                            : " (" + formatExact(workingSetGB) + " GB / 0.1 GB per warehouse, kTpccWarehouseGB)")
                              + "; NURand skew, TPC-C clause 2.1.6");
        else
            p.notes.push_back("no database size / warehouses or no cache size: buffer-cache hit 0 (every stock and customer read is physical)");
    }
    const double miss = std::max(0.01, 1.0 - p.cacheHit);

    if (propHas(pr, "iops") || propHas(pr, "mb_s")) {
        // Open class: a given rate; every I/O waited for.
        p.closed = false;
        const double meanKB = readFrac * p.readKB + (1.0 - readFrac) * p.writeKB;
        p.openCyclesPerS = propHas(pr, "iops") ? propNumber(pr, "iops") : propNumber(pr, "mb_s") * 1e6 / (meanKB * c::kBytesPerIoKB);
        p.readsPerCycle = readFrac;
        p.syncWritesPerCycle = 1.0 - readFrac;
        p.cpuSPerCycle = cpuPerIoS();
        p.sequential = p.kind == "dss";
        return p;
    }
    if (p.kind == "backup" || p.kind == "restore") {
        // Backup and restore streams are evaluated by core/performance/backup.h (windows), not as classes.
        p.closed = false;
        p.sequential = true;
        p.notes.push_back("backup/restore stream: see the backup windows");
        return p;
    }
    if (p.kind == "dss") {
        p.sequential = true;
        p.readKB = dssReadSizeKB(w.id, p.readKB, params, p.notes);
        const double streams = std::max(1.0, propNumber(pr, "streams", 1.0));
        if (p.tool == "hammerdb-tproch" && usersOverride <= 0) {
            // A query stream runs its scans with `dop` parallel workers (HammerDB's default 2,
            // kHammerDbTprochDefaultDop), at most one per vCPU, each with one multiblock read in
            // flight (kDssOutstandingPerWorker). The workers are the closed class's customers, so
            // a stream uses at most `dop` vCPUs however many the VM has.
            const double dop = propHas(pr, "dop") ? propNumber(pr, "dop") : params.value("tproch-dop", w.id);
            const double workers = std::max(1.0, p.vcpus > 0 ? std::min(dop, double(p.vcpus)) : dop);
            p.users = streams * workers * params.value("dss-outstanding-per-worker");
            p.notes.push_back("TPC-H-like: " + formatNumber(streams) + " stream(s) x " + formatNumber(workers)
                              + " parallel workers, one multiblock read each in flight ("
                              + (propHas(pr, "dop") ? std::string("profile dop")
                                                    : std::string("HammerDB's default degree of parallelism / MAXDOP 2, "
                                                                  "kHammerDbTprochDefaultDop"))
                              + (p.vcpus > 0 && dop > p.vcpus ? ", capped at the VM's vCPUs" : "") + ")");
        }
        if (p.users <= 0)
            p.users = streams;
        if (p.declaredUsers <= 0)
            p.declaredUsers = streams;
        p.thinkS = thinkMs / 1000.0;
        p.readsPerCycle = 1.0;
        const double mb = p.readKB * c::kBytesPerIoKB / c::kBytesPerMB;
        // CPU per MB read: the scan's (Oracle 2 Day + Data Warehousing Guide 11g) times the work
        // the query's joins, sorts and aggregation add (assumed 1 at the point, range 1-5).
        p.cpuSPerCycle = mb * params.value("dss-query-work-factor") / params.value("dss-scan-rate-per-core") + cpuPerIoS();
        p.notes.push_back("DSS CPU: 200 MB/s scanned per core (kDssScanMBpsPerCore, Oracle 2 Day + Data Warehousing Guide "
                          "11g) x query work 1 (dss-query-work-factor, assumed; joins and aggregation up to 5x)");
        return p;
    }
    if (p.tool == "slob") {
        // Cycle = one physical single-block read. SLOB 2.x (slob.sql; hardware-facts.md,
        // "Benchmarks and tools"): an operation is a range predicate over WORK_UNIT - 1 rows of
        // a table built one row per block, so it reads WORK_UNIT - 1 table blocks (the few index
        // blocks of the range stay cached), of which the share `miss` is physical; think time
        // comes every think_every operations (THINK_TM_FREQUENCY).
        const double workUnit = propHas(pr, "work_unit") ? propNumber(pr, "work_unit") : params.value("slob-work-unit", w.id);
        if (!propHas(pr, "work_unit"))
            p.notes.push_back("SLOB WORK_UNIT 64 (slob.conf default, kSlobDefaultWorkUnit)");
        const double blocksPerOp = std::max(1.0, workUnit - 1.0);
        const double physPerOp = blocksPerOp * miss;
        const double every = std::max(1.0, propNumber(pr, "think_every", 1.0));
        p.thinkS = thinkMs / 1000.0 / (every * physPerOp);
        p.readsPerCycle = 1.0;
        // UPDATE_PCT of every 100 statements are UPDATEs of their WORK_UNIT - 1 rows (one row
        // per block), each followed by a COMMIT. The dirtied blocks reach disk through DBWR,
        // asynchronously (uniform access over a schema far larger than the cache: a block is
        // rarely dirtied again before it is written): UPDATE_PCT x (WORK_UNIT - 1) writes per
        // operation, i.e. UPDATE_PCT / miss per physical read. The COMMIT waits for its redo
        // write (log file sync): UPDATE_PCT waited log writes per operation. Without
        // update_pct the profile's read share splits the I/O, all of it asynchronous.
        double writes = writePerRead;
        if (propHas(pr, "update_pct")) {
            const double update = std::clamp(propNumber(pr, "update_pct") / 100.0, 0.0, 1.0);
            writes = update / miss;
            p.syncWritesPerCycle = update / physPerOp;
            p.notes.push_back("SLOB writes per physical read = UPDATE_PCT " + formatNumber(propNumber(pr, "update_pct"))
                              + " % / miss ratio " + formatNumber(std::round(miss * 1000) / 1000) + " = "
                              + formatNumber(std::round(writes * 1000) / 1000)
                              + " DBWR writes (every block an UPDATE dirties is written once) + "
                              + formatNumber(std::round(p.syncWritesPerCycle * 10000) / 10000)
                              + " waited commit log writes (one COMMIT per UPDATE, over "
                              + formatNumber(std::round(physPerOp * 10) / 10) + " physical reads per operation)");
        }
        p.writesPerCycle = writes; // DBWR writes the updated blocks asynchronously
        p.cpuSPerCycle = cpuPerIoS() + params.value("cpu-per-logical-read") * 1e-6 / miss
            + (writes + p.syncWritesPerCycle) * cpuPerIoS();
        return p;
    }
    if (p.tool == "orion" || p.tool == "vdbench") {
        // Load generators keep queue_depth I/Os outstanding and wait for each.
        p.users = p.users > 0 ? p.users : propNumber(pr, "queue_depth", 1.0);
        p.declaredUsers = p.users;
        p.thinkS = thinkMs / 1000.0;
        p.readsPerCycle = readFrac;
        p.syncWritesPerCycle = 1.0 - readFrac;
        p.cpuSPerCycle = cpuPerIoS();
        return p;
    }
    // Transactional (HammerDB TPROC-C, TPC-E-like, generic OLTP): cycle = one transaction.
    p.thinkS = thinkMs / 1000.0;
    double reads = 0.0;
    if (propHas(pr, "ios_per_txn")) {
        reads = propNumber(pr, "ios_per_txn") * readFrac;
    } else {
        reads = (stockReads + customerReads) * (1.0 - p.cacheHit);
        p.notes.push_back(std::string(kReadsPerTxnNote) + " = " + formatNumber(std::round((stockReads + customerReads) * 100) / 100)
                          + " stock + customer row reads (TPC-C profiles and mix) x miss ratio "
                          + formatNumber(std::round((1.0 - p.cacheHit) * 1000) / 1000));
    }
    // The read share splits the physical I/O of a transaction; of its writes, one is the
    // commit's redo log write, which the user waits for (Oracle "log file sync", SQL Server
    // WRITELOG), the rest are data blocks written later by DBWR / the lazy writer. Every
    // transaction commits, so at least that one write remains when the buffer cache absorbs
    // nearly all reads.
    const double writes = std::max(1.0, reads * writePerRead);
    p.readsPerCycle = reads;
    p.syncWritesPerCycle = 1.0;
    p.writesPerCycle = writes - p.syncWritesPerCycle;
    const double cpuPerTxnS = params.value("tpcc-cpu-per-txn") * 1e-3;
    p.cpuSPerCycle = cpuPerTxnS + (reads + writes) * cpuPerIoS();
    p.notes.push_back(std::string(kCpuPerTxnNote) + " " + formatNumber(std::round(p.cpuSPerCycle * 1e5) / 100)
                      + " ms = " + formatNumber(std::round(cpuPerTxnS * 1e6) / 1000)
                      + " ms of database work (kTpccCpuPerTxnS: audited TPC-C result, Sun Server X2-8, 80 cores, "
                        "5,055,888 tpmC) + "
                      + formatNumber(std::round(cpuPerIoS() * 1e7) / 10) + " us per physical I/O");
    p.txnPerCycle = 1.0;
    if (p.tool == "hammerdb-tprocc") {
        p.nopmPerTpm = params.value("tpcc-new-order-share");
        p.notes.push_back("NOPM = New-Order transactions per minute = 45 % of the TPC-C transactions (clause 5.2.3 mix)");
        // One name for the counter in every output (the calibration lines say the same):
        // SQL Server batch requests, Oracle user commits + rollbacks (reference/hardware-facts.md).
        p.tpmCounterPerTxn = params.value("hammerdb-tpm-counter-per-txn");
        p.notes.push_back(std::string(kTpmCounterNote) + " " + formatNumber(p.tpmCounterPerTxn)
                          + " per TPC-C transaction a priori (hammerdb-tpm-counter-per-txn, assumed 1-3): TPM as HammerDB "
                          "reports it is the engine's own counter (SQL Server batch requests, Oracle user commits + "
                          "rollbacks), at least one per transaction, not comparable across engines (HammerDB documentation)");
    }
    return p;
}

} // namespace

} // namespace topoplan::core
