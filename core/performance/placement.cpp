#include "core/performance/placement.h"

#include "core/design.h"
#include "core/numberformat.h"
#include "core/performance/parameters.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace topoplan::core {

int vsanObjectCount(const Design& design, const std::string& clusterId, const std::set<std::string>& groups)
{
    int n = 0;
    for (const StorageGroup& g : design.storageGroups) {
        if (g.storage != clusterId || !propHas(g.props, "size_gb"))
            continue;
        if (!groups.empty() && !groups.count(g.id) && !groups.count(g.parent))
            continue;
        n += std::max(1, int(propNumber(g.props, "volumes", 1)));
    }
    return n;
}

Parameter failedGroupShareParameter(const std::string& scope, double expected, int objects)
{
    const ParameterSpec* spec = findParameterSpec("vsan-failed-group-share");
    Parameter par;
    par.id = scope + "/vsan-failed-group-share";
    par.label = spec ? spec->label : "share of a host's components on its failed disk groups";
    par.unit = spec ? spec->unit : "";
    par.basis = spec ? spec->basis : Basis::Assumed;
    const double p = std::clamp(expected, 0.0, 1.0);
    par.value = par.low = par.high = p;
    if (objects >= 1 && p > 0.0 && p < 1.0) {
        // Binomial(n, p) probabilities, k = 0..n (n is a count of VMDKs: small).
        const int n = objects;
        std::vector<double> pmf(n + 1, 0.0);
        for (int k = 0; k <= n; ++k)
            pmf[k] = std::exp(std::lgamma(n + 1.0) - std::lgamma(k + 1.0) - std::lgamma(n - k + 1.0) + k * std::log(p)
                              + (n - k) * std::log1p(-p));
        int lo = 0;
        double below = 0.0; // P(K < lo + 1)
        for (int k = 0; k < n; ++k) {
            below += pmf[k];
            if (below > 0.1 + 1e-12)
                break;
            lo = k + 1;
        }
        int hi = n;
        double above = 0.0; // P(K > hi - 1)
        for (int k = n; k > 0; --k) {
            above += pmf[k];
            if (above > 0.1 + 1e-12)
                break;
            hi = k - 1;
        }
        par.low = std::min(p, double(lo) / n);
        par.high = std::max(p, double(hi) / n);
    }
    par.basisTemplate = findingText(QT_TRANSLATE_NOOP("Finding", "%1. %2: %3 objects, expected share %4"),
                                    {textArg(findingText(spec ? spec->basisText : "")), idArg(scope), numberArg(objects),
                                     idArg(formatSignificant(p, 3))});
    par.basisText = englishText(par.basisTemplate);
    return par;
}

} // namespace topoplan::core
