#pragma once
// A measured operating point of a workload (or of a storage system / cluster): what was
// observed over an interval. It is an input a user has (a benchmark run, an AWR report, a
// perfmon log), used by the performance model only through the operational laws
// (../shared/reference/hardware-facts.md, "Calibrating a model from a measurement";
// Lazowska et al., Quantitative System Performance, 1984, ch. 3 and 5).
//
// Design-file form (docs/design-format.md, "Measured baselines"): the `measured:` block of a
// workload, every key optional except that at least one throughput figure is needed to
// calibrate anything:
//
//   measured:
//     source: "RA-1 paper, use case 1 (OLTP only)"   # where the figures come from
//     platform: this            # this (the design, as it stands) | a named other platform
//     use_case: oltp-only       # the design's use case it was taken in (platform: this)
//     interval_min: 60
//     users: 50                 # users / sessions / virtual users as run
//     think_ms: 0
//     tpm: 163382               # transactions per minute as the tool reports them
//     nopm: 26855               # New-Order transactions per minute (TPC-C-like)
//     tps: 995                  # transactions per second (engine commits), when known
//     iops: 16627               # physical I/Os per second, reads + writes
//     read_iops: 12000
//     write_iops: 4627
//     mb_s: 130                 # MB/s, 10^6 bytes, read + written
//     read_mb_s: 98             # MB/s read and written apart, where the file gives them apart
//     write_mb_s: 32            #   (AWR physical read/write total bytes, perfmon Disk Read/Write Bytes/sec)
//     read_latency_ms: 0.5
//     write_latency_ms: 0.2
//     cpu_pct: 67               # CPU utilization, percent of the VM's vCPUs (cpu_of: vm) or the host's cores
//     cpu_of: vm                # vm | host
//     cores: 6                  # CPUs the cpu_pct refers to, when not the design's (other platform)
//     core_rating: 41.0         # per-core rating of the measured platform's CPU (catalog scale)
//     rating_source: "SPECrate2017_int_base per core, spec.org result ..."
//     uncertainty_pct: 5        # stated uncertainty of the figures; absent: assumed (model default)
//     origins: {tpm: "HammerDB log line 12", cpu_pct: "perfmon \\Processor(_Total)..."}
//     forced: ["TK.txt (Oracle AWR report (text)) measured Oracle, and workload ..."]
//                               # refusals of the import that --force / Import Anyway overrode
//     warnings: ["TK.txt:87: the measurement does not look like the load of ..."]
//                               # the import's other warnings (the readers', the kind of load)
//
// A figure that is absent is std::nullopt, never 0.

#include "core/diagnostic.h"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace topoplan::core {

/// A measured baseline. Rates per second (tpm, nopm per minute), latencies in ms, MB/s in
/// 10^6 bytes per second, CPU in percent (0-100).
struct Measurement {
    std::string source;           ///< where the figures come from (free text, shown with every derivation)
    std::string platform = "this"; ///< "this": measured on this design; otherwise the other platform's name
    std::string useCase;          ///< use case of the design the measurement was taken in ("" = the default one)
    std::optional<double> intervalMin;
    std::optional<double> users;
    std::optional<double> thinkMs;
    std::optional<double> tpm;
    std::optional<double> nopm;
    std::optional<double> tps;
    std::optional<double> iops;
    std::optional<double> readIops;
    std::optional<double> writeIops;
    std::optional<double> mbps;      ///< MB/s read + written
    /// MB/s read and MB/s written, where the file counts them apart (AWR physical read / write
    /// total bytes, perfmon Disk Read / Write Bytes/sec, esxtop MBytes Read / Written/sec); with
    /// read_iops and write_iops they fix the mean read and write requests apart (calibration.cpp).
    std::optional<double> readMbps;
    std::optional<double> writeMbps;
    std::optional<double> readLatencyMs;
    std::optional<double> writeLatencyMs;
    std::optional<double> cpuPct;
    std::string cpuOf = "vm";     ///< "vm" or "host"
    std::optional<double> cores;  ///< CPUs cpuPct refers to (other platform); absent: the design's
    std::optional<double> coreRating;
    std::string ratingSource;
    std::optional<double> uncertaintyPct;
    std::map<std::string, std::string> origins; ///< figure key (design-file name) -> where it was read
    /// The refusals the import overrode (import-measurement --force, the GUI's Import Anyway):
    /// each the refusal's text as fitToWorkload() gave it; empty when none. Loading a design
    /// warns about a baseline with any (docs/measurements.md, "Forced imports").
    std::vector<std::string> forced;
    /// The import's other warnings, each "file[:line]: message" as the import gave it (a
    /// reader's: a truncated row, figures from another section; the profile unlike the
    /// workload's kind): kept with the baseline, so that every load of the design (the
    /// designer's Findings after any edit, `check`) still says them; empty when none.
    std::vector<std::string> warnings;
    SourcePos pos;

    bool onThisPlatform() const { return platform.empty() || platform == "this"; }
    bool operator==(const Measurement&) const = default;
};

/// The numeric figures of a Measurement by design-file key, in the order of the design
/// format (docs/design-format.md, "Measured baselines"): interval_min, users, think_ms, tpm,
/// nopm, tps, iops, read_iops, write_iops, mb_s, read_mb_s, write_mb_s, read_latency_ms, write_latency_ms, cpu_pct,
/// cores, core_rating, uncertainty_pct.
const std::vector<std::pair<const char*, std::optional<double> Measurement::*>>& measurementNumbers();

/// A contradiction among a baseline's figures: `key` is the figure it concerns (the design
/// file's key the loader reports it at), `text` the message.
struct MeasurementContradiction {
    const char* key;
    FindingText text;
};
/// The contradictions of `m`, empty when none: read_iops + write_iops above
/// iops (1 % + 1 I/O/s allowed) or read_mb_s + write_mb_s above mb_s (1 % + 0.01 MB/s
/// allowed): the parts of a total, read off a report's separate counters, differ from it
/// by their rounding only. The design loader refuses such a baseline, and the designer's
/// baseline editor refuses the edit that makes one.
std::vector<MeasurementContradiction> measurementContradictions(const Measurement& m);

} // namespace topoplan::core
