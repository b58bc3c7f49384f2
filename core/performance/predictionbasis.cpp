#include "core/performance/predictionbasis.h"

#include <algorithm>
#include <cmath>

namespace topoplan::core {

std::vector<Parameter> calibrationParameters(const WorkloadPerformance& w, const std::vector<Parameter>& used)
{
    std::vector<Parameter> out;
    if (w.basis == "a priori")
        return out;
    const std::string scope = w.id + "/";
    auto fromBaseline = [&](const Parameter& p) {
        return p.id.rfind(scope, 0) == 0
            || std::any_of(w.profile.measuredParameters.begin(), w.profile.measuredParameters.end(),
                           [&](const Parameter& m) { return m.id == p.id; });
    };
    for (const Parameter& p : used)
        if (p.basis == Basis::Measured && fromBaseline(p)
            && std::none_of(out.begin(), out.end(), [&](const Parameter& o) { return o.id == p.id; }))
            out.push_back(p);
    return out;
}

std::pair<const Measurement*, std::string> calibrationBaseline(const Design& design, const WorkloadPerformance& w)
{
    if (w.basis == "a priori")
        return {nullptr, {}};
    const Workload* wl = design.workload(w.id);
    if (!wl)
        return {nullptr, {}};
    if (wl->measured)
        return {&*wl->measured, wl->id};
    if (const Cluster* c = design.cluster(wl->storage); c && c->measured)
        return {&*c->measured, c->id};
    if (const Device* d = design.device(wl->storage); d && d->measured)
        return {&*d->measured, d->id};
    return {nullptr, {}};
}

bool producesTpm(const WorkloadPerformance& w)
{
    return w.profile.txnPerCycle > 0;
}

bool producesNopm(const WorkloadPerformance& w)
{
    return w.profile.txnPerCycle > 0 && w.profile.nopmPerTpm > 0;
}

bool offersLoad(const WorkloadPerformance& w)
{
    return w.withheld.empty() && (w.iops > 0.0 || w.mbps > 0.0);
}

bool predicted(const WorkloadPerformance& w)
{
    return w.reachable && w.withheld.empty();
}

ModelUsers modelUsers(const WorkloadPerformance& w)
{
    auto has = [&](const char* name) {
        const std::string id = w.id + "/" + name;
        return std::any_of(w.profile.measuredParameters.begin(), w.profile.measuredParameters.end(),
                           [&](const Parameter& p) { return p.id == id; });
    };
    // An open load (a given IOPS or MB/s rate) has no users: its header must not read "0 users".
    if (!w.profile.closed)
        return {0.0, "open load (rate given)", false};
    if (has("users"))
        return {w.profile.users, "derived by the response-time law from the measured baseline", true};
    // The measured users are the population of the baseline's own run only
    // (calibrateConcurrency()): another use case runs the profile's users with the delay per
    // cycle derived from the baseline, and those users are the profile's, not measured.
    if (has("external-delay") && w.profile.measuredUsers > 0 && std::abs(w.profile.users - w.profile.measuredUsers) < 1e-9)
        return {w.profile.users, "measured", false};
    return {w.users, "as the profile declares", false};
}

Basis weakestBasis(const std::vector<Parameter>& parameters)
{
    auto rank = [](Basis b) { return b == Basis::Assumed ? 0 : b == Basis::Sourced ? 1 : 2; };
    Basis weakest = Basis::Sourced;
    bool any = false;
    for (const Parameter& p : parameters)
        if (!any || rank(p.basis) < rank(weakest)) {
            weakest = p.basis;
            any = true;
        }
    return weakest;
}

std::vector<std::pair<std::string, double>> baselineFigures(const Measurement& m)
{
    std::vector<std::pair<std::string, double>> out;
    for (const auto& [key, member] : measurementNumbers())
        if (const std::optional<double>& v = m.*member)
            out.emplace_back(key, *v);
    return out;
}

} // namespace topoplan::core
