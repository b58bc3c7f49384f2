#pragma once
// Export of a design as the files of NetBox's bulk import (docs/netbox.md): CSV per object
// type in NetBox's load order, device and module types as YAML (NetBox imports those only
// as YAML), and a README naming the order and the NetBox version whose import fields are
// written. Field names, required columns and choice values: NetBox dcim/forms/bulk_import.py
// as summarised in shared/reference/formats.md, section 1. Plain C++, no Qt.

#include "core/designloader.h"
#include "core/diagnostic.h"

#include <string>
#include <vector>

namespace topoplan::core {

/// The NetBox releases whose bulk-import forms accept every column written: 4.1.0 (racks'
/// `form_factor`) to 4.6.8 (formats.md's HEAD). 4.0 names the rack column `type`.
inline constexpr const char* kNetboxVersion = "NetBox 4.1 to 4.6 (import fields of 4.6.8)";

/// Prefix of the line of a device's or module's `comments` that carries what NetBox has no
/// field for (canvas position, config, NPAR partitions, measured baseline) as the design
/// file's own flow mapping; the importer reads it back.
inline constexpr const char* kNetboxDesignLine = "topoplan: ";
/// Prefix of the comments line with the device's own site (NetBox gives every device one)
/// and its mount's depth override and feed list, as a flow mapping.
inline constexpr const char* kNetboxPlaceLine = "topoplan-place: ";
/// Description of the site written for a design that names no site (NetBox requires one
/// for racks and devices); the importer drops a site with this description.
inline constexpr const char* kNetboxDefaultSiteNote = "Topoplan export: the design names no site";

/// One file of the export: its name (01-sites.csv, ...) and its whole text.
struct NetboxFile {
    std::string name;
    std::string text;
    int rows = 0; ///< records written (data rows of a CSV, documents of a YAML file)
};

/// What exportNetbox() produced.
struct NetboxExport {
    std::vector<NetboxFile> files; ///< in load order, README.txt last
    /// Warnings: what could not be written as NetBox holds it (a nested module, a feed in
    /// watts given to NetBox as volts x amps, ...), each naming the element.
    Diagnostics diagnostics;
};

/// The NetBox bulk-import files of a loaded design: sites, locations (a rack row is a
/// location of its site), racks, power panels and feeds, manufacturers, device roles
/// (the model kind), device types and module types (YAML), devices (top-level with rack,
/// position and face, then child devices in device bays), modules in module bays,
/// interfaces the types do not define (breakout lanes), cables with their terminations
/// (label = cable schedule id, length = its order length in m). CSV by RFC 4180, UTF-8
/// without BOM, CRLF. Never throws.
NetboxExport exportNetbox(const LoadedDesign& design);

} // namespace topoplan::core
