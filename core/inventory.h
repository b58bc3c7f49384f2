#pragma once

#include "core/designloader.h"

#include <string>
#include <vector>

namespace topoplan::core {

/// One line of the bill of materials: how many devices of a model the design holds.
struct BomLine {
    std::string model;
    std::string name;
    std::string kind;
    int count = 0;
};

/// Port use of one device (its own ports; breakout lanes count on their parent port).
struct PortUse {
    std::string device;
    std::string model;
    int total = 0;
    int used = 0;
};

/// Links grouped by how they are built.
struct LinkGroup {
    std::string family;   ///< ethernet, fc, ...
    double speedGbps = 0; ///< negotiated rate per link
    bool midplane = false;
    std::string breakout; ///< breakout mode, empty for plain cables
    int count = 0;
};

/// What `topoplan-cli info` prints: bill of materials, ports used/free, links by media
/// and speed. Sorted by kind then model, by device id, by family then speed.
struct Inventory {
    std::vector<BomLine> bom;
    std::vector<PortUse> ports;
    std::vector<LinkGroup> links;
};

Inventory makeInventory(const LoadedDesign& design);

} // namespace topoplan::core
