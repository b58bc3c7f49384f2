#pragma once
// Rack elevations, power and weight budgets of a design (docs/racks.md): what is mounted
// where, what it draws and weighs, and the findings of the physical checks.

#include "core/analysis.h"
#include "core/catalog.h"
#include "core/design.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace topoplan::core {

/// A top-level device mounted in a rack, with the figures of everything seated in it
/// (sleds, IOMs, adapters) and of the expansion shelves its `config shelves` names.
struct MountedDevice {
    std::string device;
    std::string model;        ///< catalog id, for messages
    int lowU = 0;             ///< lowest unit occupied, 1-based
    int highU = 0;            ///< highest unit occupied (lowU + height - 1); < lowU for a 0 U device
    std::string face;         ///< front or rear
    bool fullDepth = true;    ///< the mount's depth, else the model's full_depth
    double maxW = 0.0;        ///< sum of catalog power_max_w, W
    double typicalW = 0.0;    ///< sum of catalog power_typical_w (power_max_w where no typical is given), W
    double weightKg = 0.0;    ///< sum of catalog weight_kg, kg
    /// Range of maxW and weightKg, from each figure's stated range (figureRange()).
    double maxWLow = 0.0, maxWHigh = 0.0, weightKgLow = 0.0, weightKgHigh = 0.0;
    int figures = 0;          ///< power and weight figures summed (x count for shelves)
    int assumedFigures = 0;   ///< of them, with an `assumed:` source
    std::vector<std::string> feeds;          ///< the feeds its supplies plug into
    std::vector<std::string> noPowerFigure;  ///< models in it without power_max_w
    std::vector<std::string> noWeightFigure; ///< models in it without weight_kg
};

/// One rack and what is mounted in it, in the design's device order.
struct RackSummary {
    const Rack* rack = nullptr;
    std::vector<MountedDevice> devices;
    double maxW = 0.0;
    double typicalW = 0.0;
    double weightKg = 0.0;
    double maxWLow = 0.0, maxWHigh = 0.0, weightKgLow = 0.0, weightKgHigh = 0.0; ///< sums of the devices' ranges
    int figures = 0, assumedFigures = 0; ///< sums of the devices' counts
    int usedU = 0;
};

/// The range of a catalog figure: for an `assumed:` source, the "range LOW-HIGH" it states
/// (the builtin catalog's convention, e.g. "range 800-1,600 W"); else, or when it states
/// none, the value at both ends (a spec-sheet figure is taken as exact).
std::pair<double, double> figureRange(const Param& param);
/// The maximum draw a feed carries, W, with its range (from the devices' figure ranges).
struct FeedLoad {
    double w = 0.0;
    double lowW = 0.0;
    double highW = 0.0;
};
/// Per feed of `r.rack` (every feed, also the lost ones at 0), the maximum draw it carries
/// when the feeds in `lost` are down: each device's draw shared evenly by its live feeds
/// (docs/racks.md, "Power sharing rule").
std::map<std::string, FeedLoad> feedLoads(const RackSummary& r, const std::set<std::string>& lost);

/// True when a figure's source starts with "assumed".
bool isAssumed(const Param& param);

/// The physical layout of a design: its racks and the top-level devices not racked.
struct RackLayout {
    std::vector<RackSummary> racks;
    std::vector<std::string> notRacked; ///< top-level device ids without a rack
};

/// The layout of `design` with figures from `catalog` (models it does not know count
/// 1 U and no power or weight). Pointers refer into `design`, which must outlive it.
RackLayout rackLayout(const Design& design, const Catalog& catalog);

/// The power feeds device `device` draws from: its mount's `feeds`, else every feed of
/// its rack; empty when not racked.
std::vector<std::string> mountFeeds(const Design& design, const Device& device);

/// The top-level device a device is seated in (itself when free-standing); nullptr when a
/// parent is missing or the chain has a cycle.
const Device* topLevelDevice(const Design& design, const Device& device);

/// Top-level racked devices whose every feed is in `failedFeeds`: they lose power.
std::vector<std::string> darkDevices(const Design& design, const std::set<std::string>& failedFeeds);

/// Findings of the physical checks (codes and ids in docs/racks.md, "Checks"):
/// rack-overlap, rack-height, rack-depth (errors), rack-power, rack-power-redundancy,
/// rack-weight (errors), rack-single-feed (warning), rack-no-feeds, rack-figures (info).
std::vector<Finding> rackFindings(const Design& design, const Catalog& catalog);

/// Findings of a failure set that names power feeds: "power-dark" (warning) with the
/// devices that go dark (and everything seated in them), and "power-one-feed" (info)
/// with those left on fewer feeds; ids: the feed ids, then the devices.
std::vector<Finding> powerFailureFindings(const Design& design, const std::vector<std::string>& failedTargets);

} // namespace topoplan::core
