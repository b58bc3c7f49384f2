#pragma once
// How many initiator-target pairs each flow's rules allow whether the ports are cabled or
// not, beside FlowResult::designedPairs (the cabled ones): what `analyze` prints as "N of
// M allowed paths" and names as not cabled (issue 16: "0 of 0 allowed paths" on a design
// whose zoning allowed 8 and that had no cable). Implemented in analysis.cpp.

#include <map>
#include <string>

namespace topoplan::core {

struct LoadedDesign;

/// Per flow id (FlowResult::id, "storage:HOST->STORAGE"): the flow's cabled pairs
/// (FlowResult::designedPairs) plus, for storage flows, the pairs with a free end that the
/// design names: a zone (FC) or a masking view holds both ends and the port roles and NPAR
/// functions allow them. Backup, client and cluster flows: their cabled pairs (a free LAN
/// port is no pair the design allowed).
std::map<std::string, int> allowedPairCounts(const LoadedDesign& design);

} // namespace topoplan::core
