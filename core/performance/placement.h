#pragma once
// Where a vSAN object's components sat when a disk group fails (issue 15, branch model15e).
// vSAN places each component of an object on one disk group of its host (stripe width 1);
// which group a given VM's components used is not published, so the share of a host's
// components that a failed disk group held is a parameter with a range
// (docs/performance-model.md, "vsan-failed-group-share").

#include "core/performance/uncertainty.h"

#include <set>
#include <string>

namespace topoplan::core {

struct Design;

/// Objects (VMDKs) of the storage groups `groups` (ids; empty: every group) on cluster
/// `clusterId`: each group's `volumes`, 1 for a group with a size but no count. A group counts
/// when its id or its parent's is in `groups`. 0 when none.
int vsanObjectCount(const Design& design, const std::string& clusterId, const std::set<std::string>& groups);

/// The share of a host's components that sat on its failed disk groups, as a parameter
/// (registry "vsan-failed-group-share", id "<scope>/vsan-failed-group-share"). Point:
/// `expected` = failed groups / disk groups of the host (components spread evenly over the
/// host's groups on average). Range: the central 80 % of the shares k / n that `objects` = n
/// independent placements give, k ~ Binomial(n, expected): the largest k_lo with
/// P(K < k_lo) <= 0.1 and the smallest k_hi with P(K > k_hi) <= 0.1, over n (n < 1: the point).
/// RA-2's failure test (6 objects, 1 of 2 groups): 0.5, range 1/6 - 5/6.
Parameter failedGroupShareParameter(const std::string& scope, double expected, int objects);

} // namespace topoplan::core
