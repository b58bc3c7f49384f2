// Does the calibrated model reproduce its own baseline? (issue 15; docs/performance-model.md,
// "Does the model reproduce its baseline?")
#include "core/performance.h"
#include "core/numberformat.h"
#include "core/performance/predictionbasis.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace topoplan::core {

namespace {

/// A figure at 3 significant digits, or at the digits that keep it on its side of
/// `reference` (the verdict must read true from the text).
FindingArg shown(double v, double reference, std::string unit = {})
{
    if (!(v != 0.0) || !std::isfinite(v))
        return groupedNumberArg(v, 0, std::move(unit));
    const int digits = digitsKeepingSide(v, reference, 3);
    const int mag = int(std::floor(std::log10(std::fabs(v))));
    const int decimals = std::max(0, digits - 1 - mag);
    const double scale = std::pow(10.0, double(mag - (digits - 1)));
    return groupedNumberArg(std::round(v / scale) * scale, decimals, std::move(unit));
}

struct Figure {
    const char* name; ///< QT_TRANSLATE_NOOP("Finding", ...)
    std::optional<double> measured;
    double value = 0.0;
    Interval interval;
    std::string unit;
};

bool applies(const Measurement& m, const Design& d, const PerformanceOptions& o, const PerformanceResult& r)
{
    const std::string own = m.useCase.empty() ? defaultUseCase(d) : m.useCase;
    return m.onThisPlatform() && o.failed.empty() && !(o.usersOverride > 0) && o.workloads.empty() && !o.ignoreBaselines
        && (!o.overrides || o.overrides->empty()) && !o.openAtMeasuredRates && own == r.useCase;
}

} // namespace

std::vector<PerformanceFinding> baselineMisses(const LoadedDesign& design, const PerformanceOptions& options,
                                               const PerformanceResult& point, const UncertaintyResult* uncertainty)
{
    std::vector<PerformanceFinding> out;
    const Design& d = design.design;
    auto check = [&](const std::string& owner, const Measurement& m, const std::vector<const WorkloadPerformance*>& ws, bool storage) {
        if (ws.empty())
            return;
        // Sums of the values and of the interval ends (ReferenceFigure::combines); latencies
        // weighted by the I/O rates.
        enum { Tpm, Nopm, Iops, Reads, Writes, MBps, ReadMs, WriteMs, Cpu, N };
        double v[N] = {}, lo[N] = {}, hi[N] = {};
        bool tpm = true, nopm = true;
        for (const WorkloadPerformance* w : ws) {
            const WorkloadUncertainty* u = uncertainty ? findUncertainty(*uncertainty, w->id) : nullptr;
            auto add = [&](int k, double x, const Interval* i, double weight) {
                v[k] += x * weight;
                lo[k] += (i ? std::min(i->low, x) : x) * weight;
                hi[k] += (i ? std::max(i->high, x) : x) * weight;
            };
            tpm = tpm && producesTpm(*w);
            nopm = nopm && producesNopm(*w);
            add(Tpm, w->tpm, u ? &u->tpm : nullptr, 1);
            add(Nopm, w->nopm, u ? &u->nopm : nullptr, 1);
            add(Iops, w->iops, u ? &u->iops : nullptr, 1);
            add(Reads, w->readIops, u ? &u->readIops : nullptr, 1);
            add(Writes, w->writeIops, u ? &u->writeIops : nullptr, 1);
            add(MBps, w->mbps, u ? &u->mbps : nullptr, 1);
            add(ReadMs, w->readLatencyMs, u ? &u->readLatencyMs : nullptr, w->readIops);
            add(WriteMs, w->writeLatencyMs, u ? &u->writeLatencyMs : nullptr, w->writeIops);
            const Interval cpu = u ? Interval{u->cpuUtilization.low * 100, u->cpuUtilization.high * 100} : Interval{};
            add(Cpu, w->cpuUtilization * 100, u ? &cpu : nullptr, 1);
        }
        for (auto [k, weight] : {std::pair{int(ReadMs), v[Reads]}, std::pair{int(WriteMs), v[Writes]}})
            if (weight > 0) {
                v[k] /= weight;
                lo[k] /= weight;
                hi[k] /= weight;
            }
        std::vector<Figure> figures;
        auto fig = [&](const char* name, const std::optional<double>& measured, int k, const char* unit, bool predicted = true) {
            if (predicted && measured)
                figures.push_back({name, measured, v[k], {lo[k], hi[k]}, unit});
        };
        fig(QT_TRANSLATE_NOOP("Finding", "TPM"), m.tpm, Tpm, "", tpm);
        fig(QT_TRANSLATE_NOOP("Finding", "NOPM"), m.nopm, Nopm, "", nopm);
        fig(QT_TRANSLATE_NOOP("Finding", "IOPS"), m.iops, Iops, "");
        fig(QT_TRANSLATE_NOOP("Finding", "read IOPS"), m.readIops, Reads, "");
        fig(QT_TRANSLATE_NOOP("Finding", "write IOPS"), m.writeIops, Writes, "");
        fig(QT_TRANSLATE_NOOP("Finding", "MB/s"), m.mbps, MBps, "");
        fig(QT_TRANSLATE_NOOP("Finding", "read latency"), m.readLatencyMs, ReadMs, " ms", v[Reads] > 0);
        fig(QT_TRANSLATE_NOOP("Finding", "write latency"), m.writeLatencyMs, WriteMs, " ms", v[Writes] > 0);
        // A storage baseline's host CPU is no demand of the model (baselinesReproduced).
        fig(QT_TRANSLATE_NOOP("Finding", "CPU"), m.cpuPct, Cpu, " %", !storage && ws.size() == 1 && m.cpuOf == "vm");
        for (const Figure& f : figures) {
            const double x = *f.measured;
            const FindingArg owned = idArg(owner), name = textArg(findingText(f.name)), measured = groupedNumberArg(x, 2, f.unit);
            FindingText text;
            if (uncertainty) {
                // Inside, with a relative slack of 1e-9 for rounding.
                if (x >= f.interval.low - 1e-9 * std::abs(f.interval.low) && x <= f.interval.high + 1e-9 * std::abs(f.interval.high))
                    continue;
                text = findingText(storage ? QT_TRANSLATE_NOOP("Finding", "storage %1: measured %2 %3 is not reproduced: predicted %4 (%5-%6) "
                                                                          "under the baseline's own conditions")
                                           : QT_TRANSLATE_NOOP("Finding", "workload %1: measured %2 %3 is not reproduced: predicted %4 (%5-%6) "
                                                                          "under the baseline's own conditions"),
                                   {owned, name, measured, shown(f.value, x, f.unit), shown(f.interval.low, x), shown(f.interval.high, x)});
            } else {
                if (x == 0.0 ? f.value == 0.0 : std::abs(f.value / x - 1.0) <= kBaselineReproducedTolerance)
                    continue;
                text = findingText(storage ? QT_TRANSLATE_NOOP("Finding", "storage %1: measured %2 %3 is not reproduced: predicted %4, more than "
                                                                          "%5 % away, under the baseline's own conditions (no interval computed)")
                                           : QT_TRANSLATE_NOOP("Finding", "workload %1: measured %2 %3 is not reproduced: predicted %4, more than "
                                                                          "%5 % away, under the baseline's own conditions (no interval computed)"),
                                   {owned, name, measured, shown(f.value, x, f.unit), numberArg(kBaselineReproducedTolerance * 100, 0)});
            }
            out.push_back(makePerformanceFinding("warning", "baseline-not-reproduced", std::move(text), {owner}));
        }
    };
    auto find = [&](const std::string& id) -> const WorkloadPerformance* {
        for (const WorkloadPerformance& w : point.workloads)
            if (w.id == id && w.reachable)
                return &w;
        return nullptr;
    };
    for (const Workload& w : d.workloads)
        if (w.measured && applies(*w.measured, d, options, point))
            if (const WorkloadPerformance* p = find(w.id))
                check(w.id, *w.measured, {p}, false);
    auto storageBaseline = [&](const std::string& id, const Measurement& m) {
        if (!applies(m, d, options, point))
            return;
        std::vector<const WorkloadPerformance*> ws;
        for (const WorkloadPerformance& w : point.workloads)
            if (w.storage == id && w.reachable)
                ws.push_back(&w);
        check(id, m, ws, true);
    };
    for (const Cluster& c : d.clusters)
        if (c.measured)
            storageBaseline(c.id, *c.measured);
    for (const Device& dev : d.devices)
        if (dev.measured)
            storageBaseline(dev.id, *dev.measured);
    return out;
}

} // namespace topoplan::core
