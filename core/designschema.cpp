#include "core/designschema.h"

#include "core/findingtext.h" // QT_TRANSLATE_NOOP: the help texts are translatable (context "DesignSchema")

namespace topoplan::core {

namespace {
using T = PropSpec::Type;
// Upper bounds are "absurd" limits, not product limits: far above any real system, so
// that typing errors (an extra zero or three) are refused with a message.
const std::vector<std::string> kRaids = {"raid5-7+1", "raid5-3+1", "raid5-4+1", "raid10", "raid6-6+2", "raid6-14+2",
                                         "raid6-4+2", "raid6-12+2", "raid1", "raid0", "xdp", "mirror"};
const std::vector<std::string> kServiceLevels = {"diamond", "platinum", "gold", "silver", "bronze", "optimized"};
} // namespace

const std::vector<PropSpec>& deviceConfigSchema()
{
    static const std::vector<PropSpec> schema = {
        {"memory_gb", T::Number, 0, 1e6, {}, QT_TRANSLATE_NOOP("DesignSchema", "installed memory, GB")},
        {"cpus", T::Integer, 0, 64, {}, QT_TRANSLATE_NOOP("DesignSchema", "sockets")},
        {"cores_per_cpu", T::Integer, 0, 512, {}, QT_TRANSLATE_NOOP("DesignSchema", "cores per socket")},
        {"bricks", T::Integer, 1, 16, {}, QT_TRANSLATE_NOOP("DesignSchema", "PowerMax bricks (engines)")},
        {"cache_gb", T::Number, 0, 1e6, {}, QT_TRANSLATE_NOOP("DesignSchema", "array cache, GB")},
        {"drives", T::Integer, 0, 100000, {}, QT_TRANSLATE_NOOP("DesignSchema", "drives installed, spares included")},
        {"drive_model", T::Text, 0, 0, {}, QT_TRANSLATE_NOOP("DesignSchema", "catalog model id of the drives")},
        {"raid", T::Choice, 0, 0, kRaids, QT_TRANSLATE_NOOP("DesignSchema", "RAID layout")},
        {"spares", T::Integer, 0, 10000, {}, QT_TRANSLATE_NOOP("DesignSchema", "hot spare drives")},
        {"ssd_drives", T::Integer, 0, 100000, {}, QT_TRANSLATE_NOOP("DesignSchema", "SSD tier drives (hybrid arrays)")},
        {"ssd_drive_model", T::Text, 0, 0, {}, QT_TRANSLATE_NOOP("DesignSchema", "catalog model id of the SSD tier drives")},
        {"tiering", T::Bool, 0, 0, {}, QT_TRANSLATE_NOOP("DesignSchema", "automatic tiering between SSD and HDD tiers")},
        {"disk_groups", T::Integer, 0, 10000, {}, QT_TRANSLATE_NOOP("DesignSchema", "disk groups (vSAN per host, Data Domain per system)")},
        {"cache_drives_per_group", T::Integer, 0, 64, {}, QT_TRANSLATE_NOOP("DesignSchema", "vSAN cache-tier drives per disk group")},
        {"capacity_drives_per_group", T::Integer, 0, 64, {}, QT_TRANSLATE_NOOP("DesignSchema", "vSAN capacity-tier drives per disk group")},
        {"cache_drive_model", T::Text, 0, 0, {}, QT_TRANSLATE_NOOP("DesignSchema", "catalog model id of the cache-tier drives")},
        {"drives_per_group", T::Integer, 0, 1000, {}, QT_TRANSLATE_NOOP("DesignSchema", "drives per disk group (Data Domain)")},
        {"spares_per_group", T::Integer, 0, 100, {}, QT_TRANSLATE_NOOP("DesignSchema", "spare drives per disk group")},
        {"shelves", T::Integer, 0, 1000, {}, QT_TRANSLATE_NOOP("DesignSchema", "expansion shelves")},
        {"shelf_model", T::Text, 0, 0, {}, QT_TRANSLATE_NOOP("DesignSchema", "catalog model id of the shelves")},
    };
    return schema;
}

const std::vector<PropSpec>& profileSchema()
{
    static const std::vector<PropSpec> schema = {
        {"kind", T::Choice, 0, 0, {"oltp", "dss", "backup", "restore"}, QT_TRANSLATE_NOOP("DesignSchema", "workload type")},
        {"tool", T::Choice, 0, 0,
         {"hammerdb-tprocc", "hammerdb-tproch", "slob", "swingbench-sh", "orion", "vdbench", "benchmark-factory-tpce",
          "dd-boost", "generic"},
         QT_TRANSLATE_NOOP("DesignSchema", "benchmark or traffic generator")},
        {"users", T::Integer, 0, 1000000, {}, QT_TRANSLATE_NOOP("DesignSchema", "sessions / virtual users")},
        {"think_ms", T::Number, 0, 3.6e6, {}, QT_TRANSLATE_NOOP("DesignSchema", "think time between operations, ms")},
        {"think_every", T::Integer, 0, 1000000, {}, QT_TRANSLATE_NOOP("DesignSchema", "think after every Nth operation (SLOB THINK_TM_FREQUENCY)")},
        {"read_pct", T::Number, 0, 100, {}, QT_TRANSLATE_NOOP("DesignSchema", "read share of physical I/Os, %")},
        {"update_pct", T::Number, 0, 100, {}, QT_TRANSLATE_NOOP("DesignSchema", "SLOB UPDATE_PCT, %")},
        {"read_kb", T::Number, 0.5, 16384, {}, QT_TRANSLATE_NOOP("DesignSchema", "read size, KB")},
        {"write_kb", T::Number, 0.5, 16384, {}, QT_TRANSLATE_NOOP("DesignSchema", "write size, KB")},
        {"ios_per_txn", T::Number, 0, 1e6, {}, QT_TRANSLATE_NOOP("DesignSchema", "physical I/Os per transaction")},
        {"warehouses", T::Integer, 0, 10000000, {}, QT_TRANSLATE_NOOP("DesignSchema", "TPC-C warehouses")},
        {"scale_factor", T::Number, 0, 1e6, {}, QT_TRANSLATE_NOOP("DesignSchema", "TPC-H scale factor")},
        {"streams", T::Integer, 0, 100000, {}, QT_TRANSLATE_NOOP("DesignSchema", "query or backup streams")},
        {"dop", T::Integer, 1, 4096, {}, QT_TRANSLATE_NOOP("DesignSchema", "parallel workers per query stream (Oracle degree of parallelism, SQL Server MAXDOP)")},
        {"work_unit", T::Integer, 0, 1000000, {}, QT_TRANSLATE_NOOP("DesignSchema", "SLOB WORK_UNIT (blocks per operation)")},
        {"queue_depth", T::Integer, 0, 1000000, {}, QT_TRANSLATE_NOOP("DesignSchema", "outstanding I/Os (ORION, Vdbench)")},
        {"database_gb", T::Number, 0, 1e9, {}, QT_TRANSLATE_NOOP("DesignSchema", "database size, GB")},
        {"working_set_gb", T::Number, 0, 1e9, {}, QT_TRANSLATE_NOOP("DesignSchema", "actively accessed data, GB")},
        {"buffer_cache_gb", T::Number, 0, 1e7, {}, QT_TRANSLATE_NOOP("DesignSchema", "database buffer cache (SGA / buffer pool), GB")},
        {"cache_hit_pct", T::Number, 0, 100, {}, QT_TRANSLATE_NOOP("DesignSchema", "buffer-cache hit ratio, %")},
        {"change_pct", T::Number, 0, 100, {}, QT_TRANSLATE_NOOP("DesignSchema", "data changed since the last full backup, %")},
        {"compression_ratio", T::Number, 1, 1000, {}, QT_TRANSLATE_NOOP("DesignSchema", "compression ratio (x:1)")},
        {"dedupe_ratio", T::Number, 1, 1000, {}, QT_TRANSLATE_NOOP("DesignSchema", "deduplication ratio (x:1)")},
        {"iops", T::Number, 0, 1e9, {}, QT_TRANSLATE_NOOP("DesignSchema", "open workload: offered IOPS")},
        {"mb_s", T::Number, 0, 1e8, {}, QT_TRANSLATE_NOOP("DesignSchema", "open workload: offered MB/s")},
        {"service_level", T::Choice, 0, 0, kServiceLevels, QT_TRANSLATE_NOOP("DesignSchema", "latency target class")},
    };
    return schema;
}

const std::vector<PropSpec>& vmSchema()
{
    static const std::vector<PropSpec> schema = {
        {"vcpu", T::Integer, 0, 4096, {}, QT_TRANSLATE_NOOP("DesignSchema", "virtual CPUs")},
        {"memory_gb", T::Number, 0, 1e6, {}, QT_TRANSLATE_NOOP("DesignSchema", "VM memory, GB")},
        {"sga_gb", T::Number, 0, 1e6, {}, QT_TRANSLATE_NOOP("DesignSchema", "Oracle SGA, GB")},
        {"pga_gb", T::Number, 0, 1e6, {}, QT_TRANSLATE_NOOP("DesignSchema", "Oracle PGA, GB")},
        {"size", T::Choice, 0, 0, {"small", "medium", "large"}, QT_TRANSLATE_NOOP("DesignSchema", "VM size class")},
    };
    return schema;
}

const std::vector<PropSpec>& storageGroupSchema()
{
    static const std::vector<PropSpec> schema = {
        {"size_gb", T::Number, 0, 1e9, {}, QT_TRANSLATE_NOOP("DesignSchema", "provisioned size, GB (decimal)")},
        {"service_level", T::Choice, 0, 0, kServiceLevels, QT_TRANSLATE_NOOP("DesignSchema", "PowerMax service level")},
        {"raid", T::Choice, 0, 0, kRaids, QT_TRANSLATE_NOOP("DesignSchema", "vSAN failure tolerance method or array RAID")},
        {"ftt", T::Integer, 0, 3, {}, QT_TRANSLATE_NOOP("DesignSchema", "vSAN failures to tolerate (stretched cluster: primary level, site mirroring, 0 or 1)")},
        {"sftt", T::Integer, 0, 3, {}, QT_TRANSLATE_NOOP("DesignSchema", "vSAN stretched cluster: secondary failures to tolerate inside each data site")},
        {"checksum", T::Bool, 0, 0, {}, QT_TRANSLATE_NOOP("DesignSchema", "vSAN object checksum")},
        {"dedupe", T::Bool, 0, 0, {}, QT_TRANSLATE_NOOP("DesignSchema", "deduplication")},
        {"compression", T::Bool, 0, 0, {}, QT_TRANSLATE_NOOP("DesignSchema", "compression")},
        {"dedupe_ratio", T::Number, 1, 1000, {}, QT_TRANSLATE_NOOP("DesignSchema", "expected deduplication ratio (x:1)")},
        {"compression_ratio", T::Number, 1, 1000, {}, QT_TRANSLATE_NOOP("DesignSchema", "expected compression ratio (x:1)")},
        {"thin", T::Bool, 0, 0, {}, QT_TRANSLATE_NOOP("DesignSchema", "thin provisioned")},
        {"volumes", T::Integer, 0, 100000, {}, QT_TRANSLATE_NOOP("DesignSchema", "volumes / LUNs / VMDKs")},
    };
    return schema;
}

const std::vector<PropSpec>& clusterSettingsSchema()
{
    static const std::vector<PropSpec> schema = {
        {"repair_delay_min", T::Number, 0, 1e5, {}, QT_TRANSLATE_NOOP("DesignSchema", "vSAN object repair timer, minutes")},
        {"fault_domains", T::Integer, 0, 1000, {}, QT_TRANSLATE_NOOP("DesignSchema", "fault domains")},
        {"spare_pct", T::Number, 0, 100, {}, QT_TRANSLATE_NOOP("DesignSchema", "PowerFlex spare capacity, % of raw")},
        {"protection", T::Choice, 0, 0, {"mirror", "none"}, QT_TRANSLATE_NOOP("DesignSchema", "PowerFlex data protection")},
        {"raid", T::Choice, 0, 0, {"raid1", "raid5-3+1", "raid6-4+2"}, QT_TRANSLATE_NOOP("DesignSchema", "vSAN default failure tolerance method of the cluster's objects")},
        {"ftt", T::Integer, 0, 3, {}, QT_TRANSLATE_NOOP("DesignSchema", "vSAN default failures to tolerate (stretched: primary level)")},
        {"sftt", T::Integer, 0, 3, {}, QT_TRANSLATE_NOOP("DesignSchema", "vSAN stretched cluster default secondary failures to tolerate")},
    };
    return schema;
}

const std::vector<PropSpec>& measurementSchema()
{
    // Upper bounds far above any real measurement (absurdity limits, as above); latencies
    // at most 1 h, CPU at most 100 %.
    static const std::vector<PropSpec> schema = {
        {"source", T::Text, 0, 0, {}, QT_TRANSLATE_NOOP("DesignSchema", "where the figures come from")},
        {"platform", T::Text, 0, 0, {}, QT_TRANSLATE_NOOP("DesignSchema", "this (measured on this design) or the name of another platform")},
        {"use_case", T::Text, 0, 0, {}, QT_TRANSLATE_NOOP("DesignSchema", "use case of this design the measurement was taken in")},
        {"interval_min", T::Number, 0, 1e6, {}, QT_TRANSLATE_NOOP("DesignSchema", "measurement interval, minutes")},
        {"users", T::Number, 0, 1e7, {}, QT_TRANSLATE_NOOP("DesignSchema", "users / sessions / virtual users as run")},
        {"think_ms", T::Number, 0, 3.6e6, {}, QT_TRANSLATE_NOOP("DesignSchema", "think time as run, ms")},
        {"tpm", T::Number, 0, 1e12, {}, QT_TRANSLATE_NOOP("DesignSchema", "transactions per minute as the tool reports them")},
        {"nopm", T::Number, 0, 1e12, {}, QT_TRANSLATE_NOOP("DesignSchema", "New-Order transactions per minute")},
        {"tps", T::Number, 0, 1e10, {}, QT_TRANSLATE_NOOP("DesignSchema", "transactions per second (engine commits)")},
        {"iops", T::Number, 0, 1e10, {}, QT_TRANSLATE_NOOP("DesignSchema", "physical I/Os per second, reads + writes")},
        {"read_iops", T::Number, 0, 1e10, {}, QT_TRANSLATE_NOOP("DesignSchema", "physical reads per second")},
        {"write_iops", T::Number, 0, 1e10, {}, QT_TRANSLATE_NOOP("DesignSchema", "physical writes per second")},
        {"mb_s", T::Number, 0, 1e9, {}, QT_TRANSLATE_NOOP("DesignSchema", "MB/s (10^6 bytes), read + written")},
        {"read_mb_s", T::Number, 0, 1e9, {}, QT_TRANSLATE_NOOP("DesignSchema", "MB/s read (10^6 bytes)")},
        {"write_mb_s", T::Number, 0, 1e9, {}, QT_TRANSLATE_NOOP("DesignSchema", "MB/s written (10^6 bytes)")},
        {"read_latency_ms", T::Number, 0, 3.6e6, {}, QT_TRANSLATE_NOOP("DesignSchema", "mean read latency, ms")},
        {"write_latency_ms", T::Number, 0, 3.6e6, {}, QT_TRANSLATE_NOOP("DesignSchema", "mean write latency, ms")},
        {"cpu_pct", T::Number, 0, 100, {}, QT_TRANSLATE_NOOP("DesignSchema", "CPU utilization, % of the VM's vCPUs or the host's cores")},
        {"cpu_of", T::Choice, 0, 0, {"vm", "host"}, QT_TRANSLATE_NOOP("DesignSchema", "what cpu_pct refers to")},
        {"cores", T::Number, 0.01, 1e6, {}, QT_TRANSLATE_NOOP("DesignSchema", "CPUs cpu_pct refers to (another platform)")},
        {"core_rating", T::Number, 0, 1e7, {}, QT_TRANSLATE_NOOP("DesignSchema", "per-core rating of the measured platform's CPU (catalog scale)")},
        {"rating_source", T::Text, 0, 0, {}, QT_TRANSLATE_NOOP("DesignSchema", "source of core_rating")},
        {"uncertainty_pct", T::Number, 0, 100, {}, QT_TRANSLATE_NOOP("DesignSchema", "stated uncertainty of the figures, %")},
    };
    return schema;
}

const std::vector<PropSpec>& requirementsSchema()
{
    static const std::vector<PropSpec> schema = {
        {"min_paths", T::Integer, 0, 1024, {}, QT_TRANSLATE_NOOP("DesignSchema", "least storage paths per host")},
        {"no_spof", T::Bool, 0, 0, {}, QT_TRANSLATE_NOOP("DesignSchema", "no single point of failure allowed")},
    };
    return schema;
}

double raidDataFraction(const std::string& raid)
{
    // data drives / drives in the group (RAID definitions; XtremIO XDP 23+2 per
    // evaluatorgroup.com as cited in hardware-facts.md).
    if (raid == "raid5-7+1") return 7.0 / 8.0;
    if (raid == "raid5-3+1") return 3.0 / 4.0;
    if (raid == "raid5-4+1") return 4.0 / 5.0;
    if (raid == "raid6-6+2") return 6.0 / 8.0;
    if (raid == "raid6-14+2") return 14.0 / 16.0;
    if (raid == "raid6-4+2") return 4.0 / 6.0;
    if (raid == "raid6-12+2") return 12.0 / 14.0;
    if (raid == "raid10" || raid == "raid1" || raid == "mirror") return 0.5;
    if (raid == "raid0") return 1.0;
    if (raid == "xdp") return 23.0 / 25.0;
    return 0.0;
}

int raidGroupWidth(const std::string& raid)
{
    // The data + parity drives of the name (RAID definitions); mirrors are pairs.
    if (raid == "raid5-7+1" || raid == "raid6-6+2") return 8;
    if (raid == "raid5-3+1") return 4;
    if (raid == "raid5-4+1") return 5;
    if (raid == "raid6-14+2") return 16;
    if (raid == "raid6-4+2") return 6;
    if (raid == "raid6-12+2") return 14;
    if (raid == "raid10" || raid == "raid1" || raid == "mirror") return 2;
    if (raid == "raid0") return 1;
    return 0; // xdp too: XtremIO stripes over the SSDs present, not in fixed groups
}

int raidWritePenalty(const std::string& raid)
{
    // hardware-facts.md "RAID write penalty": RAID 0 = 1, RAID 1/10 = 2, RAID 5 = 4, RAID 6 = 6.
    if (raid.rfind("raid5", 0) == 0) return 4;
    if (raid.rfind("raid6", 0) == 0) return 6;
    if (raid == "raid10" || raid == "raid1" || raid == "mirror") return 2;
    if (raid == "raid0") return 1;
    if (raid == "xdp") return 2; // assumed: XDP updates one data and one of two parity stripes in its write cache
    return 2;
}

} // namespace topoplan::core
