#pragma once
// Import of NetBox CSV into a design (docs/netbox.md, "Import"): the bulk-import files
// that exportNetbox() writes, and NetBox's own list-view CSV export of devices and cables.
// Which object type a file holds is told by its header row, not its name. Plain C++.

#include "core/catalog.h"
#include "core/design.h"
#include "core/diagnostic.h"

#include <optional>
#include <string>
#include <vector>

namespace topoplan::core {

/// One CSV file to import: the name used in messages and its whole text (UTF-8, a byte
/// order mark allowed, as NetBox reads uploads as utf-8-sig).
struct NetboxCsvFile {
    std::string name;
    std::string text;
};

/// What importNetboxCsv() produced.
struct NetboxCsvImport {
    /// The design (catalogs: builtin), or std::nullopt when any file has errors: then
    /// nothing is returned. Not yet resolved against the catalog: the caller runs
    /// resolveDesign() (the CLI does, and writes nothing when that fails).
    std::optional<Design> design;
    /// Errors and warnings, each naming the CSV file, line and column (1-based, of the cell
    /// concerned) and the NetBox name of the object.
    Diagnostics diagnostics;
    /// Files read per object type ("devices" -> 1, ...), for the summary line.
    std::vector<std::pair<std::string, int>> tables;
};

/// Reads NetBox CSV files into a design, models resolved in `catalog`: sites, locations
/// (a location of racks is their row), racks, power feeds, devices (device_type.slug =
/// the slug of a model id, `dell/poweredge-mx7000` -> `dell-poweredge-mx7000`; or
/// device_type / the export's Type = the model's name with its vendor as manufacturer),
/// modules, cables (dcim.interface ends: interface PORT or PORT:LANE of the device, or
/// BAY/PORT of the module in bay BAY). Manufacturers, device roles, power panels and
/// interfaces are checked for their header only (the catalog defines the ports). A power
/// cable from a device's power port to a power feed of its rack adds that feed to the
/// device's mount feeds; other non-interface cables are left out, warned once per type with
/// their count. The `topoplan:` comment lines of exportNetbox() restore what NetBox has no
/// field for. A column neither read nor a NetBox field left out on purpose is warned at its
/// header cell. An error is reported once: rows of later files that fail only because they
/// name a rejected device, rack, module or site (or one of a file whose text stops being
/// CSV) are summed up in one error instead of one each (docs/netbox.md, "Import").
/// Never throws.
NetboxCsvImport importNetboxCsv(const std::vector<NetboxCsvFile>& files, const Catalog& catalog);

/// Reads the files at `paths` (an unreadable or over-large file, over 16 MiB as a design,
/// is an error naming it) and imports them with importNetboxCsv().
NetboxCsvImport importNetboxCsvFiles(const std::vector<std::string>& paths, const Catalog& catalog);

} // namespace topoplan::core
