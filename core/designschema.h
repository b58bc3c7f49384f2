#pragma once

#include <string>
#include <vector>

namespace topoplan::core {

/// The type and the accepted values of one key of a property bag (Props).
struct PropSpec {
    enum class Type { Number, Integer, Bool, Text, Choice };
    const char* key;
    Type type;
    double min = 0.0;                 ///< Number/Integer: smallest accepted value
    double max = 0.0;                 ///< Number/Integer: largest accepted value
    std::vector<std::string> choices; ///< Choice: accepted texts
    const char* help = "";            ///< unit and meaning, shown in the inspector and errors
};

/// Keys of a device's `config:` in write order (docs/design-format.md).
const std::vector<PropSpec>& deviceConfigSchema();
/// Keys of a workload's `profile:`.
const std::vector<PropSpec>& profileSchema();
/// Keys of a workload's `vm:`.
const std::vector<PropSpec>& vmSchema();
/// Keys of a storage group besides id, storage and parent.
const std::vector<PropSpec>& storageGroupSchema();
/// Keys of a cluster's `settings:`.
const std::vector<PropSpec>& clusterSettingsSchema();
/// Keys of a `measured:` baseline (core/measurement.h) in write order, `origins` (a
/// mapping of figure key -> text) aside. Bounds are absurdity limits: negative numbers,
/// CPU above 100 % and latencies above 1 h (3,600,000 ms) are refused.
const std::vector<PropSpec>& measurementSchema();
/// Keys of the design's `requirements:`.
const std::vector<PropSpec>& requirementsSchema();

/// RAID layouts known to the capacity model: name -> data fraction of a group.
/// Returns 0 for an unknown name.
double raidDataFraction(const std::string& raid);
/// Drives in one RAID group of `raid` (RAID 5 (7+1): 8; RAID 10 and mirrors: a pair, 2;
/// RAID 0: 1), from the layout's name. An array's drives less its spares must make whole
/// groups. Returns 0 for an unknown name and for XtremIO XDP (no fixed group).
int raidGroupWidth(const std::string& raid);
/// Back-end I/Os per small random front-end write (hardware-facts.md, "RAID write penalty").
int raidWritePenalty(const std::string& raid);

} // namespace topoplan::core
