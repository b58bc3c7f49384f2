#pragma once
// Physical layout of a design (docs/design-format.md, "Racks"): racks in rows of a site,
// their power feeds, and where a top-level device is mounted. Plain values, no Qt.

#include "core/diagnostic.h"

#include <string>
#include <vector>

namespace topoplan::core {

/// One power feed (PDU / circuit) of a rack. Its capacity is given either in watts or
/// in amperes at a voltage; capacityW() gives the watts either way.
struct PowerFeed {
    std::string id;       ///< in the design's id namespace: a failure target
    double volts = 0.0;   ///< nominal voltage, V (230 single phase in Europe, 208 in US data centres)
    double amps = 0.0;    ///< breaker rating, A (0 when `watts` is given)
    double watts = 0.0;   ///< capacity, W (0 when `amps` is given)
    SourcePos pos;

    /// Usable capacity, W: `watts`, else volts x amps (single phase, power factor 1:
    /// the server PSUs of the catalog are PFC units with PF > 0.95, so the 5 % is
    /// within the ranges of their draw figures). No breaker derating is applied here;
    /// the design states the usable current (the NEC's 80 % continuous-load rule gives
    /// 12.8 A of a 16 A breaker: write amps: 12.8).
    double capacityW() const { return watts > 0 ? watts : volts * amps; }

    bool operator==(const PowerFeed&) const = default;
};

/// A rack (cabinet) in a row of a site. Height in rack units (1 U = 44.45 mm, EIA-310),
/// outer width and depth in mm, an optional weight limit (static load rating of the
/// rack, kg) and its power feeds.
struct Rack {
    std::string id;
    std::string site;       ///< site id; empty in a single-site design
    std::string row;        ///< row name within the site (free text, e.g. "A")
    int position = 1;       ///< place in the row, 1-based, left to right seen from the front
    int heightU = 42;
    double widthMm = 600.0;
    double depthMm = 1200.0;
    double maxWeightKg = 0.0; ///< 0: no limit given
    std::vector<PowerFeed> feeds;
    SourcePos pos;

    bool operator==(const Rack&) const = default;
};

/// Where a top-level device is mounted; `rack` empty: not racked. Seated devices
/// (sleds, modules) stay in their parent and never have one.
struct RackMount {
    std::string rack;
    int u = 0;               ///< lowest rack unit occupied, 1-based from the bottom
    std::string face;        ///< front or rear: the side the device's front faces
    std::string depth;       ///< full, half, or empty: the model's full_depth decides
    std::vector<std::string> feeds; ///< power feeds its supplies plug into; empty: every feed of its rack
    SourcePos pos;           ///< position of the `rack` key

    bool racked() const { return !rack.empty(); }
    bool operator==(const RackMount&) const = default;
};

/// Height of one rack unit, mm (EIA-310-E).
inline constexpr double kRackUnitMm = 44.45;

} // namespace topoplan::core
