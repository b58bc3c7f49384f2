#include "core/performance/uncertainty.h"

#include "core/performance.h"

#include <cmath>
#include <cstdio>

namespace topoplan::core {

const char* basisName(Basis b)
{
    switch (b) {
    case Basis::Measured: return "measured";
    case Basis::Sourced: return "sourced";
    case Basis::Assumed: return "assumed";
    }
    return "assumed";
}

const WorkloadUncertainty* findUncertainty(const UncertaintyResult& u, const std::string& workload)
{
    for (const auto& w : u.workloads)
        if (w.workload == workload)
            return &w;
    return nullptr;
}

namespace {

/// `v` rounded to 3 significant digits, with thousands separators ("16,600", "0.142").
std::string threeSignificant(double v)
{
    if (!std::isfinite(v))
        return "-";
    if (v == 0.0)
        return "0";
    const double mag = std::floor(std::log10(std::fabs(v)));
    const int decimals = std::max(0, 2 - static_cast<int>(mag));
    const double scale = std::pow(10.0, mag - 2);
    const double rounded = decimals > 0 ? v : std::round(v / scale) * scale;
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, rounded);
    std::string s = buf;
    if (s == "-0" || s.rfind("-0.", 0) == 0 && std::stod(s) == 0.0)
        s.erase(0, 1);
    const auto dot = s.find('.');
    const std::size_t intEnd = dot == std::string::npos ? s.size() : dot;
    const std::size_t intBegin = (s[0] == '-') ? 1 : 0;
    for (std::ptrdiff_t i = static_cast<std::ptrdiff_t>(intEnd) - 3; i > static_cast<std::ptrdiff_t>(intBegin); i -= 3)
        s.insert(static_cast<std::size_t>(i), ",");
    return s;
}

} // namespace

std::string formatWithInterval(double value, const Interval& interval, const std::string& unit)
{
    std::string s = threeSignificant(value);
    if (!unit.empty())
        s += " " + unit;
    if (interval.low != interval.high)
        s += " (" + threeSignificant(interval.low) + "-" + threeSignificant(interval.high) + ")";
    return s;
}

// Stub of the contract (2026-12-01): every interval is the point value and nothing is
// ranked. The uncertainty engine replaces it (issue 15).
UncertaintyResult estimateUncertainty(const LoadedDesign&, const PerformanceOptions&, const PerformanceResult& point,
                                      const AnalysisResult&, const UncertaintyOptions&)
{
    UncertaintyResult out;
    out.parameters = point.parameters;
    for (const auto& w : point.workloads) {
        WorkloadUncertainty u;
        u.workload = w.id;
        u.basis = "a priori";
        u.basisSummary = "a priori: intervals not computed yet";
        auto pt = [](double v) { return Interval{v, v}; };
        u.iops = pt(w.iops);
        u.readIops = pt(w.readIops);
        u.writeIops = pt(w.writeIops);
        u.mbps = pt(w.mbps);
        u.readLatencyMs = pt(w.readLatencyMs);
        u.writeLatencyMs = pt(w.writeLatencyMs);
        u.tpm = pt(w.tpm);
        u.nopm = pt(w.nopm);
        u.cpuUtilization = pt(w.cpuUtilization);
        out.workloads.push_back(std::move(u));
    }
    return out;
}

} // namespace topoplan::core
