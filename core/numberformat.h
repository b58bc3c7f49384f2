#pragma once

#include <string>

namespace topoplan::core {

/// Formats a number the shortest way that reads back to the same double ("0.5", "24",
/// "1e+30"); what design files and messages use.
std::string formatNumber(double value);

} // namespace topoplan::core
