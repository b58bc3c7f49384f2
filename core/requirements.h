#pragma once
// Design requirements (`requirements:` in the design file, `--require` on the CLI) checked
// against an analysis of the intact design, so a CI pipeline can gate on them
// (docs/cli.md, exit status 4).

#include "core/analysis.h"
#include "core/design.h"

#include <optional>
#include <string>
#include <vector>

namespace topoplan::core {

/// One requirement that the analysed design does not meet.
struct RequirementViolation {
    std::string requirement;      ///< the key: min_paths, no_spof
    std::string message;          ///< what fails, naming the flows or elements
    std::vector<std::string> ids; ///< flows, hosts, elements concerned
};

/// Parses one `--require` value: `no-spof`, `min-paths=N` (dashes or underscores, N an
/// integer 0..1024 as requirementsSchema()). Writes the key and value into `into`;
/// returns an error message (naming the accepted forms) when the text is none of them.
std::optional<std::string> parseRequirement(const std::string& text, Props& into);

/// The requirements in `requirements` that `result` violates:
/// - no_spof (true): a flow with a single point of failure that is not its own endpoint
///   (SpofResult::endpoint false), or a flow that is already unreachable;
/// - min_paths N: a storage flow (not to a cluster, whose members are reached over the
///   cluster network) with fewer than N paths, unreachable flows counted with 0.
/// Empty when every requirement holds. `result` should be of the intact design.
std::vector<RequirementViolation> checkRequirements(const AnalysisResult& result, const Design& design,
                                                    const Props& requirements);

} // namespace topoplan::core
