#pragma once

#include "core/designloader.h"
#include "core/performance/uncertainty.h"

#include <map>
#include <string>
#include <vector>

namespace topoplan::core {

/// One rate limit of a backup or restore stream, MB/s (10^6 bytes/s).
/// A prediction like every other (issue 15): its interval comes from the range of the
/// registry parameter it rests on (DD Boost: dd-boost-rate-per-vcpu; the appliance:
/// backup-ingest-rate / backup-restore-rate), its basis is that parameter's; the LAN and
/// front-end limits are line rates x TCP payload at MTU 1500 (sourced, modelconstants.h),
/// a point (mbpsLow == mbps == mbpsHigh).
struct RateLimit {
    std::string what;   ///< "dd9300 front end (4 x 10 GbE)", "ora-host DD Boost client CPU", ...
    double mbps = 0.0;
    bool onTransfer = false; ///< applies to the bytes sent (after DSP dedupe/compression), not the logical data
    double mbpsLow = 0.0, mbpsHigh = 0.0; ///< mbpsLow <= mbps <= mbpsHigh, MB/s
    std::string basis = "sourced";        ///< basisName() of the parameter: "assumed", "sourced", "measured"
};

/// Predicted window of a backup or restore workload (profile kind backup / restore).
/// Logical data = database_gb (x change_pct / 100 for what DD Boost must send on a later
/// full: distributed segment processing sends only new segments, but the client still
/// reads and segments the whole database; backup-change-pct when the profile gives none).
/// The rate is the narrowest of: the client's DD Boost segment processing (vCPU x
/// dd-boost-rate-per-vcpu), the host's LAN ports or NPAR
/// partitions that carry backup traffic, the appliance's front-end ports (TCP payload at
/// MTU 1500, modelconstants.h) and its ingest / restore rate (catalog ingest_mb_s,
/// restore_mb_s). Minutes = max over the limits of bytes / rate.
struct BackupWindow {
    std::string workload;
    std::string kind;          ///< backup or restore
    double databaseGB = 0.0;   ///< logical size, GB (10^9 bytes)
    double transferGB = 0.0;   ///< sent over the network
    double minutes = 0.0;
    /// The window's interval, minutes: the ends of the ranges of the registry parameters it
    /// used (parameters.h: dd-boost-rate-per-vcpu, backup-change-pct when the profile gives no
    /// change_pct, backup-ingest-rate / backup-restore-rate), minutesLow <= minutes <= minutesHigh.
    double minutesLow = 0.0, minutesHigh = 0.0;
    double effectiveMBps = 0.0; ///< logical GB / window, as backup tools report it
    std::vector<Parameter> parameters; ///< the registry parameters read, with their basis and range
    std::string bottleneck;
    std::vector<RateLimit> limits;
    std::vector<std::string> notes;
};

/// Window of one backup/restore workload under a failure set (failed appliance ports and
/// partitions drop out of the limits). `ok` false when the workload is not a backup.
BackupWindow backupWindow(const LoadedDesign& design, const std::string& workload, const std::vector<std::string>& failed = {});

/// Offered LAN load of the backup and restore workloads (profile kind backup / restore)
/// among `workloads`, MB/s (10^6 bytes/s): each window's bytes sent (transferGB) over its
/// duration (backupWindow). Used as the graph analysis' offered load (AnalysisOptions::
/// offeredMBps) of a use case; the other workloads are not in the map.
std::map<std::string, double> backupOfferedMBps(const LoadedDesign& design, const std::vector<std::string>& workloads,
                                                const std::vector<std::string>& failed = {});

/// Re-protection after losing a drive, a disk group or a host of a vSAN cluster (or a
/// PowerFlex node): data to copy and time at the idle and the throttled rate.
struct RebuildEstimate {
    std::string element;       ///< the failure target
    std::string cluster;
    double dataGB = 0.0;       ///< data whose redundancy must be restored
    double idleMBps = 0.0;
    double underLoadMBps = 0.0;
    double idleMinutes = 0.0;
    double underLoadMinutes = 0.0;
    double startDelayMin = 0.0; ///< vSAN: 0 for a failed (degraded) device, the repair timer for an absent host
    /// Intervals from the ranges of the parameters used (parameters.h: vsan-resync-throttle,
    /// vsan-resync-share-under-load, drive-seq-write), MB/s and minutes; the minutes also span
    /// the data's range from the placement of the lost components (placement.h,
    /// vsan-failed-group-share: a disk group's failure), which the rates do not depend on.
    double idleLowMBps = 0.0, idleHighMBps = 0.0;
    double underLoadLowMBps = 0.0, underLoadHighMBps = 0.0;
    double underLoadMinutesLow = 0.0, underLoadMinutesHigh = 0.0;
    std::vector<Parameter> parameters; ///< the registry parameters read, with their basis
    /// Data that stays without redundancy because too few hosts survive for its policy
    /// (hostsNeeded (core/storagepolicy.h): RAID 5 (3+1) on 4 hosts after losing one), not in dataGB.
    double unprotectedGB = 0.0;
    std::string method;
};

/// Rebuild after `failed` (a cluster member "esx-1", a disk group "esx-1/dg-1"). Returns
/// an estimate with dataGB 0 when the target is not in a storage cluster. Data = used
/// capacity of the cluster's storage groups (size_gb x policy space factor, thin groups
/// at their database size when a workload says so) x the lost share of the disk groups.
/// Rate (vSAN): a rebuilt component goes to a host that holds no other component of its object
/// (the failed host's surviving disk groups after a disk-group loss, and the members -
/// hostsNeeded hosts without one); resync is throttled per destination disk group and
/// direction (kVsanResyncThrottleMBps, Broadcom KB 371138), at most its capacity drives'
/// sequential write, and the busiest destination group sets the time. Under load x
/// kResyncShareUnderLoad (Adaptive Resync halves resync while VM latency is high,
/// hardware-facts.md). PowerFlex: sequential write of one drive per lost drive.
/// `workloads` (may be empty: every storage group of the cluster) restricts the data
/// counted to the storage groups of those workloads (the failure test of a use case).
/// vSAN groups whose policy needs more hosts than survive cannot be re-protected: they
/// count in unprotectedGB instead.
RebuildEstimate rebuildEstimate(const LoadedDesign& design, const std::string& failed,
                                const std::vector<std::string>& workloads = {});

} // namespace topoplan::core
