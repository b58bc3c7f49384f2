#pragma once
// Import of NetBox device-type YAML (the community devicetype-library format) into
// Topoplan catalog models, and the catalog writer that saves them. The mapping rules are
// described in docs/netbox-import.md.

#include "core/catalog.h"
#include "core/diagnostic.h"

#include <string>
#include <vector>

namespace topoplan::core {

/// What importing one NetBox device-type file produced.
struct NetboxImportResult {
    /// The imported model (one per file), or empty when the file has errors (malformed
    /// YAML, missing or unusable manufacturer, model or slug). Positions (`pos`) point
    /// into the NetBox file; `file` is the file name given.
    std::vector<Model> models;
    /// Errors (nothing imported) and warnings: items skipped, names changed, guesses made.
    /// Each names the NetBox file, line and column.
    Diagnostics diagnostics;
    /// Number of NetBox items not turned into a port or slot: console, power, front and
    /// rear ports, interfaces of unmapped types, power-supply and fan bays, colliding names.
    int unmappedItems = 0;
};

/// Imports one NetBox device-type file from its text. Never throws; errors and warnings
/// are returned as diagnostics naming `fileName`. Input limits (size, binary content,
/// nesting depth) are those of the catalog and design readers. The model's `source`
/// names the base name of `fileName`. The only params created are the physical figures
/// weight_kg, power_max_w and power_typical_w (docs/netbox-import.md, "Physical
/// figures"); NetBox files carry no performance data.
NetboxImportResult importNetboxText(const std::string& text, const std::string& fileName);

/// Reads and imports a NetBox device-type file (an unreadable file is an error).
NetboxImportResult importNetboxFile(const std::string& path);

/// The NetBox interface types (`type:` of an interface) that become ports, in NetBox's
/// spelling (source: NetBox dcim/choices.py, InterfaceTypeChoices). Every other type is
/// reported and skipped.
std::vector<std::string> netboxMappedInterfaceTypes();

/// NetBox's slugify (lowercase ASCII letters and digits, other runs -> one '-'):
/// `Dell` -> `dell`, `Acme Networks` -> `acme-networks`. Source: NetBox utilities slugify,
/// as the devicetype-library names manufacturer slugs.
std::string netboxSlug(const std::string& text);

/// The NetBox interface type (InterfaceTypeChoices value) of a port running `protocol`
/// (ethernet or fc) at `speedGbps` in cage `media` (sfp+, qsfp28, rj45, backplane, ...): the
/// inverse of the import table (docs/netbox-import.md, "Ports"). An empty or unknown media
/// takes the pluggable cage of that speed (a breakout lane: 16 GFC -> 16gfc-sfpp). "other"
/// when no type of the table matches (InfiniBand, SAS, a speed NetBox names no type for).
std::string netboxInterfaceType(const std::string& protocol, double speedGbps, const std::string& media);

/// Writes models as a `topoplan-catalog/1` file (docs/catalog-format.md): keys in the
/// documented order, one flow mapping per port, slot, component, midplane rule and
/// connector, runs of ports or slots that differ only by a trailing consecutive number
/// folded into `{n}` templates, shortest round-trip numbers. `headerComment` (lines without
/// the leading "# ") is written first. The text reloads with Catalog::addFromText into
/// the same models (ids, kinds, ports, slots, ...), provided the models were valid.
std::string writeCatalog(const std::vector<Model>& models, const std::string& headerComment = {});

} // namespace topoplan::core
