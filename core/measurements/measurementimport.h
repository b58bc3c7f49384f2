#pragma once
// Measurement files into a design: the reports of one interval (MeasurementReport, one
// file or several) become one `measured:` baseline (core/measurement.h), which is written
// into a workload and, when asked, its storage system or cluster. Used by
// `topoplan-cli import-measurement` and the GUI's "Import Measurement…" (docs/measurements.md,
// "Importing into a design").

#include "core/design.h"
#include "core/diagnostic.h"
#include "core/measurements/measurementreport.h"

#include <string>
#include <vector>

namespace topoplan::core {

/// The baseline several reports of one interval make, with how it was put together.
struct CombinedMeasurement {
    Measurement measured;
    std::vector<std::string> notes; ///< how the reports were combined (summed instances, figures taken from which file)
    Diagnostics diagnostics;        ///< errors: a report with errors, an idle database, nothing to calibrate from
    /// What `measured.cpuPct` is the utilization of (the report it was taken from);
    /// fitToWorkload() turns OperatingSystem into cpu_of vm or host.
    CpuScope cpuScope = CpuScope::None;
    std::vector<std::string> files; ///< the reports' files, as given
    std::vector<MeasurementFormat> formats; ///< each file's format (parallel to `files`)
    std::vector<std::string> engines;       ///< each file's database engine (reportEngine(); "": none)
    std::vector<std::string> truncated;     ///< each file's MeasurementReport::truncated ("": whole)
    /// The hosts (instances, machines) the baseline's figures are of (MeasurementReport::hosts:
    /// the sum over summed RAC instances, else the largest of the files'; 0: not stated), and
    /// their names as the files give them ("madeup-esx01").
    int hosts = 0;
    std::string hostNames;
    bool ok() const { return !hasErrors(diagnostics); }
};

/// Combines `reports` (each read without errors, else its errors are copied and nothing
/// is combined):
/// - one report: toMeasurement();
/// - AWR / Statspack reports of instances of one RAC database (same DB name, `rac`, distinct
///   instances, intervals within 1 % of each other): the sum over the instances, as the
///   RAC global report sums them (sumInstances());
/// - otherwise (an AWR report with a perfmon log, a HammerDB log, ...): each figure from the
///   first report that has it, with a note naming a later report that gives another value.
/// Errors: a report marked idle (the reader's warning is repeated: figures too small to
/// calibrate from), a baseline with no throughput figure (tps, tpm, nopm, iops, read_iops,
/// write_iops: nothing the operational laws can start from), the same instance twice,
/// instance reports of different intervals.
CombinedMeasurement combineReports(const std::vector<MeasurementReport>& reports);

/// One instance's baseline figures for sumInstances(): the Measurement and a label
/// ("PROD1", "jc1 (1)") used in the summed figures' origins.
struct InstanceFigures {
    std::string label;
    Measurement measured;
};

/// The cluster-wide baseline of RAC instances measured over one interval: rates (tps, tpm,
/// nopm, iops, read_iops, write_iops, mb_s) and cores summed; cpu_pct weighted by each
/// instance's cores (the busy share of all the cluster's CPUs; an instance without cores is
/// weighted 1 each when none has them); read_latency_ms weighted by read_iops and
/// write_latency_ms by write_iops (the mean per request over the cluster; without the rate,
/// a plain mean, said in the origin); interval_min the first instance's. A figure some
/// instances lack is left out (a partial sum would understate the cluster) and named in
/// `notes`. Origins: "sum over 2 instances: PROD1: ...; PROD2: ...".
Measurement sumInstances(const std::vector<InstanceFigures>& instances, std::vector<std::string>& notes);

/// Where an imported baseline goes.
struct MeasurementTarget {
    std::string workload; ///< workload id (required)
    std::string storage;  ///< also the baseline of this storage device or cluster ("": not)
    std::string useCase;  ///< the design's use case it was measured in ("": kept, else the workload's first)
};

/// Checks `combined` against the workload of `target` it is to become the baseline of, and
/// settles its cpu_of (nothing happens when the workload is not in the design:
/// applyMeasurement() says so). Every problem is a diagnostic in `combined.diagnostics`, the
/// one list the CLI and the GUI print (docs/measurements.md, "The workload's kind of load"):
/// - cpu_of (core/performance/calibration.cpp: vm = the busy share of the workload's own
///   CPUs, host = of its host's cores): a figure of the operating system the database ran in
///   (CpuScope::OperatingSystem) is cpu_of vm when the workload has a VM (vm.vcpu), else
///   cpu_of host (the database ran on the host's own OS), with a note; the ESXi host's is
///   host, a VM's Group Cpu vm.
/// - Refused when a file is of another database engine than the workload's `engine`
///   (oracle or sqlserver; reportEngine(): an AWR report into a SQL Server workload, a SQL
///   Server perfmon log or HammerDB log into an Oracle one), naming both; `force`: a warning
///   instead. Files of no engine (esxtop, perfmon without SQL Server counters) fit any.
/// - Refused when the figures the workload's kind calibrates from are absent: a transactional
///   workload (TPROC-C, TPC-E, generic OLTP) needs transactions (tps, NOPM, or TPM where it is
///   not HammerDB's engine counter) or the read and write requests/s; SLOB read requests/s
///   (read_iops or iops); DSS read_iops, iops or mb_s; ORION / Vdbench / an open profile
///   iops; backup / restore mb_s, and not from a database report (AWR, Statspack, HammerDB:
///   their MB/s is the database's own I/O, not the backup stream's).
/// - Refused when a demand the performance model derives from the figures
///   (calibrateWorkload(), with the host's cores from the design's `cpus` x `cores_per_cpu`;
///   the catalog is not read here) is absurd: CPU per cycle over kMaxCpuSPerCycle (10 s),
///   physical I/Os per transaction over kMaxIosPerTxn (10,000); the message names the
///   demand, the model's arithmetic and the origins of the figures in it.
/// - Warned when the profile looks unlike the workload's kind (thresholds assumed, see
///   kOltpMaxIosPerTxn and the I/O-size bounds in measurementimport.cpp): more than 1,000
///   I/O requests per transaction or a mean I/O over 128 KiB for OLTP and SLOB (scans, an
///   I/O test or a backup), a mean I/O under 32 KiB for DSS and backup (single-block OLTP I/O).
/// - Refused, unless `force` (then a warning), when `target.storage` is given and its baseline
///   covers more hosts than the measurement: a storage baseline is the total of its use case
///   (calibrateFromStorage()), and one host's capture of a use case whose workloads on that
///   storage run on N hosts (ra2's vsan-1, use case heavy: 4) would calibrate the cluster from
///   a part of its load. The message names both scopes ("1 host ... 4 hosts").
/// Each refusal `force` overrides is recorded in `combined.measured.forced` (its text), so
/// the written baseline says it was forced and past what (docs/measurements.md, "Forced imports").
void fitToWorkload(const Design& design, const MeasurementTarget& target, CombinedMeasurement& combined,
                   bool force = false);

/// Writes `m` as the `measured:` block of the workload (and storage) of `target` in
/// `design`. Settings of an existing baseline that describe the measurement context rather
/// than its figures (platform, use_case, core_rating, rating_source, uncertainty_pct) are
/// kept; its figures are replaced (a note says so). A storage baseline needs a use case
/// (calibrateFromStorage() finds the measured workloads through it): `target.useCase`, else
/// the first use case listing the workload. Returns false with `error` set ("workload
/// 'x' is not in the design (workloads: a, b)") and `design` unchanged on an unknown
/// workload, a storage that is not the workload's, an unknown use case or none for a storage
/// baseline.
bool applyMeasurement(Design& design, const MeasurementTarget& target, const Measurement& m, std::string& error,
                      std::vector<std::string>& notes);

} // namespace topoplan::core
