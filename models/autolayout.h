#pragma once

#include "core/design.h"

#include <functional>
#include <map>
#include <string>
#include <utility>

namespace topoplan::models {

/// Canvas positions (top-left, scene units) for the free-standing devices of `design`
/// that have no `at`: a Fruchterman-Reingold force-directed layout (Boost.Graph) of those
/// devices, linked when a cable joins them or anything seated in them, placed below the
/// devices that do have a position. `size(id)` gives a device's drawn size, used to
/// space the layout. Deterministic for a given design.
std::map<std::string, std::pair<double, double>>
autoLayout(const core::Design& design, const std::function<std::pair<double, double>(const std::string&)>& size);

} // namespace topoplan::models
