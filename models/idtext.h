#pragma once

#include <QString>

#include <string>
#include <vector>

namespace topoplan::models {

/// Design ids (or references) as one text for tables, charts and editors: ", " between
/// them ("esx-1, esx-2"); "" for none. The inverse of the editors' list parsing
/// (models::withField splits on commas).
QString joinedIds(const std::vector<std::string>& ids);
/// Element kinds (core::failureKindName(): "device", "port", "disk group", ...) in the
/// user's language (context "Finding"), joined like joinedIds().
QString joinedKinds(const std::vector<std::string>& kinds);

} // namespace topoplan::models
