#pragma once
// Internal to core: reading and writing the rack parts of a design file (`racks:` and a
// device's rack, u, face, depth, feeds), docs/design-format.md "Racks". Used by designio.

#include "core/design.h"
#include "core/yamlsupport.h"

#include <string>

namespace topoplan::core::rackio {

/// The device keys of a mount, in write order.
inline constexpr const char* kMountKeys[] = {"rack", "u", "face", "depth", "feeds"};

/// Reads one item of `racks:`; reports bad keys, values out of range and a feed with
/// neither or both of amps and watts.
Rack readRack(const YAML::Node& item, const yamlsupport::Context& ctx);
/// Reads a device's mount keys from its mapping (keys already checked by `r`).
void readMount(const yamlsupport::MapReader& r, const yamlsupport::Context& ctx, Device& device);
/// After the whole design is read: a mount names a rack of the design, its feeds are
/// feeds of that rack, a rack's site is a site of the design.
void checkRackReferences(const Design& design, const yamlsupport::Context& ctx);

/// One `racks:` item as a flow mapping.
std::string writeRack(const Rack& rack);
/// Appends a device's mount keys (nothing when not racked).
void writeMount(yamlsupport::FlowMap& map, const RackMount& mount);

} // namespace topoplan::core::rackio
