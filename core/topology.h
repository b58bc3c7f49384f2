#pragma once

#include "core/catalog.h"
#include "core/design.h"
#include "core/diagnostic.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace topoplan::core {

/// A device of the design with its catalog model resolved.
struct TopoDevice {
    std::string id;
    const Model* model = nullptr;
    int designIndex = -1;       ///< index in Design::devices
    int parent = -1;            ///< index in Topology::devices, -1 if free-standing
    int slotIndex = -1;         ///< first occupied slot index in the parent's model
    std::vector<int> children;  ///< seated devices
    std::vector<int> ports;     ///< indices in Topology::ports (whole ports, then lanes)
    std::string site;           ///< own site, else the parent's
};

/// A physical port, or one lane of a broken-out port.
struct TopoPort {
    std::string ref;               ///< "DEVICE:PORT" or "DEVICE:PORT:LANE"
    int device = -1;
    const PortSpec* spec = nullptr;
    int lane = 0;                  ///< 0 for a whole port
    int parentPort = -1;           ///< lanes: the whole port
    std::string breakout;          ///< whole ports in breakout: the mode; lanes: the mode
    double speedGbps = 0.0;        ///< lanes: lane rate; whole ports: nominal rate
    int link = -1;                 ///< index in Topology::links, -1 when free
    std::vector<int> partitions;   ///< indices in the device's Design partitions
};

/// A cable or an implied midplane connection, with the rate both ends agree on.
struct TopoLink {
    int a = -1;
    int b = -1;
    bool midplane = false;
    int designIndex = -1;     ///< index in Design::links; -1 for midplane links
    double speedGbps = 0.0;   ///< negotiated line rate
    std::string family;       ///< ethernet, fc, sas, infiniband
    std::string breakout;
    std::string id;           ///< "a -- b"
};

/// A design resolved against its catalog: every device's model, every port, every link
/// (cabled and midplane). Built only from a valid design; holds pointers into the
/// Catalog, which must outlive it.
struct Topology {
    std::vector<TopoDevice> devices;
    std::vector<TopoPort> ports;
    std::vector<TopoLink> links;

    int deviceIndex(const std::string& id) const;
    int portIndex(const std::string& ref) const;
    /// Ports whose link is set (cabled or midplane).
    bool isUsed(int port) const { return ports[port].link >= 0 || isBrokenOutAndUsed(port); }
    bool isBrokenOutAndUsed(int port) const;

    std::map<std::string, int> deviceById;
    std::map<std::string, int> portByRef;
};

/// Checks a design against a catalog (models, slots, ports, cables, zoning, ids of every
/// reference) and resolves it. Returns std::nullopt and appends diagnostics (with the
/// element's position in `fileName`) on any error.
std::optional<Topology> buildTopology(const Design& design, const Catalog& catalog, const std::string& fileName,
                                      Diagnostics& diagnostics);

/// A design entry that has errors: `section` is its list's YAML key ("storage_groups",
/// "scenarios", ...), `index` its position in that list of Design.
struct BrokenEntry {
    std::string section;
    int index = -1;

    bool operator==(const BrokenEntry&) const = default;
};

/// What of a design being edited can be analysed: the design without its broken entries
/// (`design`; the devices and cables are all there) and its topology.
struct AnalysableDesign {
    Design design;
    Topology topology;
};

/// buildTopology for a design mid-edit (the designer's live analysis). Errors of the
/// devices, slots, ports, partitions or cables make any analysis impossible: then
/// std::nullopt, as buildTopology. Errors of design entries (sites links, fabrics, zones,
/// port groups, masking views, clusters, storage groups, workloads, use cases, scenarios:
/// an unset or unknown reference, a wrong port role, a policy a cluster cannot place)
/// leave the entry out of the returned design; entries that then lose what they refer to
/// (a workload on a left-out storage group) are left out too, each with a warning
/// "left out of the analysis: ...". `diagnostics` gets all errors of `design` as
/// buildTopology reports them, then those warnings.
std::optional<AnalysableDesign> buildAnalysableTopology(const Design& design, const Catalog& catalog,
                                                        const std::string& fileName, Diagnostics& diagnostics);

/// `design` without the entries `entries` (as BrokenEntry names them).
void removeEntries(Design& design, std::vector<BrokenEntry> entries);

/// The breakout lane count and lane rate (Gb/s) of a mode ("4x16gfc" -> 4, 16);
/// {0, 0} for an unknown mode.
std::pair<int, double> breakoutLanes(const std::string& mode);

/// The physical family a port speaks on a cable: fc, ethernet, sas or infiniband.
/// A unified port speaks several.
std::vector<std::string> portFamilies(const PortSpec& spec);

/// Media that can be cabled to each other (same form factor family).
bool mediaCompatible(const std::string& a, const std::string& b);

} // namespace topoplan::core
