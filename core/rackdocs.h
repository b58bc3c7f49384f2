#pragma once
// Build documents of a racked design (docs/racks.md, "Build documents"): the cable
// schedule and the bill of materials per site and rack, as values and as CSV
// (RFC 4180: comma separated, CRLF line ends, fields with a comma, quote or line break
// quoted, quotes doubled; UTF-8 without a byte order mark).

#include "core/designloader.h"

#include <string>
#include <vector>

namespace topoplan::core {

/// Where one end of a cable is: the device holding the port, its rack and U (those of
/// the top-level device it is seated in; empty rack and 0 when not racked).
struct CableEnd {
    std::string device;
    std::string port;  ///< port name, with ":LANE" on a breakout lane
    std::string media; ///< the catalog port's media (qsfp28, sfp+, rj45, ...)
    std::string site;
    std::string rack;
    int u = 0;
};

/// One row of the cable schedule: one cable, or one lane of a breakout cable (design
/// `links:` order; midplane connections are no cables and are left out).
struct CableRow {
    std::string id;        ///< C001, C002, ... in design order
    CableEnd a;
    CableEnd b;
    std::string family;    ///< ethernet, fc, sas, infiniband
    double speedGbps = 0;  ///< negotiated line rate of the lane or cable
    std::string breakout;  ///< breakout mode, empty for a plain cable
    std::string harness;   ///< breakout lanes: the whole port whose breakout cable carries the lane
    double lengthM = 0;    ///< estimated length, m; 0 when it cannot be estimated
    double orderLengthM = 0; ///< the next standard length at or above lengthM, m
    std::string lengthBasis; ///< which rule of estimateCableLength() gave it, or why none
};

/// Estimated cable length between two ends, m, and the rule applied (docs/racks.md,
/// "Cable lengths"); assumed values, each with its reason there:
/// - same rack: |U_a - U_b| x 44.45 mm (EIA-310 unit) + 2 m slack (1 m per end for the
///   route to the vertical cable manager and a service loop; assumed, range 0.5-2 m);
/// - same row: up from each end to the overhead tray at the rack top, (H - U) x 44.45 mm,
///   along the row |position_a - position_b| x rack width, plus the 2 m slack;
/// - other row of the same site: as the same row (positions measured from the row's start)
///   plus |row_a - row_b| x (rack depth + 1.2 m aisle; TIA-942's minimum aisle width);
/// - an end not racked, or ends in different sites: no estimate (length 0).
/// `orderLengthM` is rounded up to 1, 2, 3, 5, 7, 10, 15, 20, 30, 50, 70 or 100 m.
void estimateCableLength(const Design& design, CableRow& row);

/// The cable schedule of a loaded design.
std::vector<CableRow> cableSchedule(const LoadedDesign& design);

/// One line of the bill of materials: `quantity` items of one model in one rack of one
/// site (rack empty: not racked; site empty: the design has no sites).
struct BomRow {
    std::string site;
    std::string rack;
    std::string model;      ///< catalog id
    std::string vendor;
    std::string name;
    std::string kind;
    std::string partNumber; ///< catalog part_number, empty when unknown
    int quantity = 0;
};

/// Devices (seated ones in the rack of their chassis), expansion shelves (`config
/// shelves`) and drives (`config drives`, `ssd_drives`, disk groups' drives) by site,
/// rack and model, in site, rack (design order, not racked last) and model order.
std::vector<BomRow> billOfMaterials(const LoadedDesign& design);

/// `text` as one RFC 4180 field (quoted when it holds a comma, quote, CR or LF).
std::string csvField(const std::string& text);
/// One RFC 4180 record: the fields by csvField(), comma separated, CRLF ended.
std::string csvRecord(const std::vector<std::string>& fields);
/// The cable schedule as CSV with a header row.
std::string cableScheduleCsv(const std::vector<CableRow>& rows);
/// The bill of materials as CSV with a header row.
std::string bomCsv(const std::vector<BomRow>& rows);

} // namespace topoplan::core
