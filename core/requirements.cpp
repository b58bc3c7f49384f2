#include "core/requirements.h"

#include "core/diagnostic.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace topoplan::core {

std::optional<std::string> parseRequirement(const std::string& text, Props& into)
{
    std::string key = text.substr(0, text.find('='));
    std::replace(key.begin(), key.end(), '-', '_');
    const std::string value = text.find('=') == std::string::npos ? std::string() : text.substr(text.find('=') + 1);
    const std::string expected = "expected no-spof or min-paths=N (N 0..1024)";
    if (key == "no_spof" && text.find('=') == std::string::npos) {
        into[key] = true;
        return std::nullopt;
    }
    if (key == "min_paths") {
        int n = -1;
        const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
        if (ec == std::errc() && end == value.data() + value.size() && !value.empty() && n >= 0 && n <= 1024) {
            into[key] = double(n);
            return std::nullopt;
        }
    }
    return "--require '" + text.substr(0, 40) + (text.size() > 40 ? "…" : "") + "': " + expected;
}

std::vector<RequirementViolation> checkRequirements(const AnalysisResult& result, const Design& design, const Props& requirements)
{
    std::vector<RequirementViolation> out;
    if (propBool(requirements, "no_spof")) {
        std::vector<std::string> elements, flows;
        for (const FlowResult& f : result.flows) {
            bool hit = !f.reachable;
            for (const SpofResult& s : f.spofs)
                if (!s.endpoint) {
                    hit = true;
                    if (std::find(elements.begin(), elements.end(), s.element) == elements.end())
                        elements.push_back(s.element);
                }
            if (hit)
                flows.push_back(f.id);
        }
        if (!flows.empty()) {
            RequirementViolation v{"no_spof", {}, flows};
            v.message = "requirement no_spof: " + std::to_string(flows.size()) + (flows.size() == 1 ? " flow has" : " flows have")
                + " a single point of failure or no path (" + listed(flows) + ")"
                + (elements.empty() ? "" : "; single points of failure: " + listed(elements));
            v.ids.insert(v.ids.end(), elements.begin(), elements.end());
            out.push_back(std::move(v));
        }
    }
    if (propHas(requirements, "min_paths")) {
        const int minPaths = int(propNumber(requirements, "min_paths"));
        std::vector<std::string> shortFlows, ids;
        for (const FlowResult& f : result.flows)
            if (f.kind == "storage" && !design.cluster(f.destination)) {
                const int paths = f.reachable ? int(f.paths.size()) : 0;
                if (paths < minPaths) {
                    ids.push_back(f.id);
                    shortFlows.push_back(f.source + " has " + std::to_string(paths) + (paths == 1 ? " path" : " paths") + " to "
                                         + f.destination);
                }
            }
        if (!shortFlows.empty())
            out.push_back({"min_paths",
                           "requirement min_paths: " + std::to_string(minPaths) + ": " + listed(shortFlows), ids});
    }
    return out;
}

} // namespace topoplan::core
