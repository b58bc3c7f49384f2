#pragma once

// The synthetic design of the benchmarks (issue 3): PowerEdge MX7000 chassis of 8 MX740c
// sleds, each sled with two QL41262 CNAs (port 1 to IOM A1 / B1 through the midplane);
// two MX9116n IOMs per chassis whose unified port eth1/1/43 breaks out to 4 x 16GFC
// towards the fabric's FC directors and whose eth1/1/41 breaks out to 4 x 10 GbE towards
// the LAN cores; dual SAN fabrics A and B of meshed FC directors; one generic
// dual-controller array per 4 chassis on both fabrics; one DD9300 per 16 chassis on both
// LAN cores. One OLTP workload per sled (20,000 IOPS of 8 KiB), zoned to the 2
// controllers of its array on each fabric (4 paths per host); every 8th sled also backs
// up to its DD9300. Free-standing devices sit on a canvas grid of 16 columns.

#include "core/catalog.h"
#include "core/designloader.h"

#include <memory>
#include <string>
#include <vector>

namespace topoplan::bench {

struct SyntheticDesign {
    core::LoadedDesign design;
    int chassis = 0;
    std::vector<std::string> hosts;
    std::vector<std::string> arrays;
};

/// The builtin catalog plus the generator's two switch models (bench/fc-director,
/// bench/eth-core: synthetic, not products). Exits with the diagnostics if it fails.
std::shared_ptr<const core::Catalog> syntheticCatalog();
/// The YAML of the generator's catalog file (for a design file that lists it).
const char* syntheticCatalogText();
/// A design of about `targetDevices` devices (28 per chassis), resolved against
/// `catalog` (from syntheticCatalog()). Exits with the diagnostics if it does not resolve.
SyntheticDesign generateSynthetic(int targetDevices, const std::shared_ptr<const core::Catalog>& catalog);

/// CPU time used so far by the calling thread (POSIX CLOCK_THREAD_CPUTIME_ID), seconds:
/// on a shared machine the steadier figure than wall time.
double threadCpuSeconds();

} // namespace topoplan::bench
