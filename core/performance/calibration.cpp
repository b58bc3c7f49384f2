#include "core/performance/calibration.h"

#include "core/findingtext.h" // QT_TRANSLATE_NOOP: parameter labels are translatable (context "Finding")

#include "core/measurements/measurementreport.h" // asRead(): a baseline's figure as the file states it
#include "core/modelconstants.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace topoplan::core {

namespace c = constants;

namespace {

/// `v` at `digits` significant digits, thousands separated ("995", "4.04", "16,600").
std::string sig(double v, int digits = 3)
{
    if (!std::isfinite(v))
        return "-";
    if (v == 0.0)
        return "0";
    const int mag = int(std::floor(std::log10(std::fabs(v))));
    const int decimals = std::max(0, digits - 1 - mag);
    const double scale = std::pow(10.0, mag - digits + 1);
    const double rounded = decimals > 0 ? v : std::round(v / scale) * scale;
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, rounded);
    std::string s = buf;
    const auto dot = s.find('.');
    const std::ptrdiff_t intEnd = std::ptrdiff_t(dot == std::string::npos ? s.size() : dot);
    const std::ptrdiff_t intBegin = s[0] == '-' ? 1 : 0;
    for (std::ptrdiff_t i = intEnd - 3; i > intBegin; i -= 3)
        s.insert(std::size_t(i), ",");
    return s;
}

/// An operand of a printed derivation, at the precision the result was computed from (so
/// that the line's arithmetic re-computes within rounding, never "1,697 / 4 = 474"): a whole
/// number in full ("26,855"), else at 4 significant digits, at least its integer digits,
/// trailing zeros dropped ("3.581", "994.6", "1,697", "0.0000278"); thousands separated.
std::string operand(double v)
{
    if (!std::isfinite(v))
        return "-";
    const int intDigits = std::max(1, int(std::floor(std::log10(std::max(1.0, std::fabs(v))))) + 1);
    if (std::fabs(v - std::round(v)) <= 1e-9 * std::max(1.0, std::fabs(v)))
        return sig(std::round(v), intDigits);
    std::string s = sig(v, std::max(4, intDigits));
    if (s.find('.') != std::string::npos) {
        while (s.back() == '0')
            s.pop_back();
        if (s.back() == '.')
            s.pop_back();
    }
    return s;
}

/// A figure as measured or counted (users, TPM, IOPS, cores): operand().
std::string count(double v)
{
    return operand(v);
}

bool readCycle(const WorkloadProfile& p)
{
    // SLOB: one cycle = one physical read; DSS: one large read.
    return p.tool == "slob" || p.kind == "dss";
}

bool ioCycle(const WorkloadProfile& p)
{
    return p.tool == "orion" || p.tool == "vdbench" || !p.closed;
}

/// A value derived by a law from the baseline's figures: Basis::Measured, no range of its own
/// (low == high). The uncertainty engine draws the figures it is derived from (drawFigures(),
/// measuredFigure()) and the calibration re-derives it from each draw, so drawing the derived
/// value as well would count the measurement twice and break the law between the demands
/// that share a figure (X in CPU per transaction and in I/Os per transaction).
Parameter derived(const std::string& id, const std::string& label, const std::string& unit, double value,
                  const std::string& text)
{
    Parameter p;
    p.id = id;
    p.label = label;
    p.unit = unit;
    p.value = value;
    p.low = value;
    p.high = value;
    p.basis = Basis::Measured;
    p.basisText = text;
    return p;
}

/// A figure of the baseline as measured, with its stated +-u (relative): what the engine draws.
Parameter measuredFigure(const std::string& id, const std::string& label, const std::string& unit, double value, double u,
                         const std::string& text)
{
    Parameter p = derived(id, label, unit, value, text);
    p.low = value * (1.0 - u);
    p.high = value * (1.0 + u);
    return p;
}

/// derived() with its text as a template (context "Finding"): basisText is its English, the
/// GUI shows it in the user's language (models::parameterBasis()).
Parameter derived(const std::string& id, const std::string& label, const std::string& unit, double value,
                  const FindingText& text)
{
    Parameter p = derived(id, label, unit, value, englishText(text));
    p.basisTemplate = text;
    return p;
}

/// A word of a derivation (a cycle's name, a unit) as a nested template.
FindingArg word(const char* text) { return textArg(findingText(text)); }

/// "measured" or "measured, SOURCE": where a derivation's figures come from.
FindingText sourceTagText(const std::string& source)
{
    return source.empty() ? findingText(QT_TRANSLATE_NOOP("Finding", "measured"))
                          : findingText(QT_TRANSLATE_NOOP("Finding", "measured, %1"), {idArg(source)});
}

/// " (measured, SOURCE)", the tag a workload's derivations end with.
FindingText tagText(const std::string& source)
{
    return findingText(QT_TRANSLATE_NOOP("Finding", " (%1)"), {textArg(sourceTagText(source))});
}

/// The name of one cycle of profile `p` ("transaction", "physical read", "I/O") as a word.
FindingArg cycleWord(const WorkloadProfile& p)
{
    return word(p.txnPerCycle > 0 ? QT_TRANSLATE_NOOP("Finding", "transaction")
                : readCycle(p)    ? QT_TRANSLATE_NOOP("Finding", "physical read")
                                  : QT_TRANSLATE_NOOP("Finding", "I/O"));
}

/// Where the baseline's figure `key` was read, from its origin ("... 0.2385 MB/s, from
/// 'Instance Activity Stats' physical read total bytes, line 1508" -> "'Instance Activity
/// Stats' physical read total bytes, line 1508"); "" for a figure typed without one.
std::string whereRead(const Measurement& m, const std::string& key)
{
    const auto it = m.origins.find(key);
    if (it == m.origins.end())
        return {};
    const std::size_t from = it->second.rfind(", from ");
    return from == std::string::npos ? it->second : it->second.substr(from + 7);
}

/// The unit of the baseline's figure `key` (its design-file key; core/measurement.h): "min",
/// "ms", "/min", "/s", "IOPS", "MB/s", "%", "" for a count (users, cores) or a rating.
std::string figureUnit(const std::string& key)
{
    return key == "interval_min" ? "min"
        : key == "think_ms" || key == "read_latency_ms" || key == "write_latency_ms" ? "ms"
        : key == "tpm" || key == "nopm" ? "/min"
        : key == "tps" ? "/s"
        : key == "iops" || key == "read_iops" || key == "write_iops" ? "IOPS"
        : key == "mb_s" || key == "read_mb_s" || key == "write_mb_s" ? "MB/s"
        : key == "cpu_pct" || key == "uncertainty_pct" ? "%"
                                                       : "";
}

/// A figure of the baseline as it states it: value (core::asRead(): a count whole, else 4
/// significant digits) and the unit of its design-file key (figureUnit()).
std::string statedFigure(const std::string& key, double v)
{
    const std::string unit = figureUnit(key);
    return asRead(v, 4) + (unit.empty() ? "" : " " + unit);
}

/// "writes per physical read W = ... write IOPS / R read IOPS (forced flow law)" and `tag`.
FindingText writesPerReadText(double writes, double readIops, const FindingText& tag)
{
    return findingText(QT_TRANSLATE_NOOP("Finding", "writes per physical read %1 = %2 write IOPS / %3 read IOPS (forced flow law)%4"),
                       {idArg(sig(writes)), idArg(count(writes * readIops)), idArg(count(readIops)), textArg(tag)});
}

/// Marks the baseline's figure `key` as used by a derivation of `cal`.
void use(Calibration& cal, const char* key)
{
    if (std::find(cal.usedFigures.begin(), cal.usedFigures.end(), key) == cal.usedFigures.end())
        cal.usedFigures.push_back(key);
}

/// The figures of `m` no derivation used, each with the reason `why(key)` gives, as
/// cal.unusedFigures and a "not used: ..." line (with where it was read). A key `why` has no
/// reason for says so: a defect (tst_performance baselineFiguresAllAccounted enumerates
/// measurementNumbers() against it).
template <class Why>
void listUnused(Calibration& cal, const Measurement& m, const std::string& tag, Why why)
{
    for (const auto& [key, member] : measurementNumbers()) {
        if (!(m.*member) || std::find(cal.usedFigures.begin(), cal.usedFigures.end(), key) != cal.usedFigures.end())
            continue;
        std::string reason = why(std::string(key));
        if (reason.empty())
            reason = "no reason recorded (a defect: calibration.cpp lists none for this figure)";
        const std::string where = whereRead(m, key);
        cal.unusedFigures.emplace_back(key, reason);
        cal.lines.push_back("not used: " + std::string(key) + " " + statedFigure(key, *(m.*member))
                            + (where.empty() ? tag : " (" + where + ")") + ": " + reason);
    }
}

/// A mean request measured as bytes / requests, KB (1,024 bytes): `mbps` x 10^6 / `ios` /
/// 1,024, by definition. `pattern` is the derivation's template (%1 the size, %2 the MB/s, %3
/// the requests per s, %4 `iosKey` (the figures divided), %5 where `mbKey` and `iosWhereKey`
/// were read, %6 `after`, %7 `tag`); the figures `used` are marked used, the line and the
/// parameter `id` ("<scope>/read-size", label `label`) added to `cal`.
double measuredRequestKB(Calibration& cal, const Measurement& m, const std::string& id, const char* label, const char* pattern,
                         double mbps, const char* mbKey, double ios, const std::string& iosKey, const char* iosWhereKey,
                         const std::vector<const char*>& used, const FindingText& after, const FindingText& tag)
{
    const double kb = mbps * 1e6 / (ios * c::kBytesPerIoKB);
    // Where the figures were read ("'Instance Activity Stats' ..., line 1508") is the source's own text.
    const std::string mbWhere = whereRead(m, mbKey), iosWhere = whereRead(m, iosWhereKey);
    std::string where;
    if (!mbWhere.empty())
        where += "; " + std::string(mbKey) + ": " + mbWhere;
    if (!iosWhere.empty() && iosWhere != mbWhere)
        where += "; " + std::string(iosWhereKey) + ": " + iosWhere;
    const FindingText t = findingText(pattern, {idArg(sig(kb)), idArg(operand(mbps)), idArg(operand(ios)), idArg(iosKey),
                                                idArg(where), textArg(after), textArg(tag)});
    for (const char* key : used)
        use(cal, key);
    cal.lines.push_back(englishText(t));
    cal.parameters.push_back(derived(id, label, "KB", kb, t));
    return kb;
}

/// The mean I/O request of a baseline that states bytes and requests, KB (1,024 bytes):
/// mb_s x 10^6 / (requests per s) / 1,024, by definition (bytes / requests); the derivation
/// line names both figures with where they were read. nullopt when the baseline cannot give
/// it (no mb_s, or no request count that covers the same reads and writes); `readsOnly`: a
/// DSS load, whose writes are negligible, may divide by its reads alone.
std::optional<double> meanIoKB(Calibration& cal, const Measurement& m, const std::string& id, bool readsOnly,
                               const FindingText& after, const FindingText& tag)
{
    if (!m.mbps || *m.mbps <= 0)
        return std::nullopt;
    const bool both = m.readIops && m.writeIops;
    const double ios = m.iops ? *m.iops : both || (readsOnly && m.readIops) ? *m.readIops + m.writeIops.value_or(0.0) : 0.0;
    if (ios <= 0)
        return std::nullopt;
    const std::vector<const char*> used = m.iops        ? std::vector<const char*>{"mb_s", "iops"}
                                          : m.writeIops ? std::vector<const char*>{"mb_s", "read_iops", "write_iops"}
                                                        : std::vector<const char*>{"mb_s", "read_iops"};
    return measuredRequestKB(
        cal, m, id, readsOnly ? QT_TRANSLATE_NOOP("Finding", "mean read request") : QT_TRANSLATE_NOOP("Finding", "mean I/O request"),
        readsOnly ? QT_TRANSLATE_NOOP("Finding", "mean read request %1 KB = %2 MB/s x 10^6 / %3 I/Os per s (%4) / 1,024 (bytes / requests, measured%5)%6%7")
                  : QT_TRANSLATE_NOOP("Finding", "mean I/O request %1 KB = %2 MB/s x 10^6 / %3 I/Os per s (%4) / 1,024 (bytes / requests, measured%5)%6%7"),
        *m.mbps, "mb_s", ios, m.iops ? "iops" : both ? "read_iops + write_iops" : "read_iops", m.iops ? "iops" : "read_iops", used,
        after, tag);
}

/// The mean read and write requests of a baseline that counts the bytes of each direction
/// apart (read_mb_s, write_mb_s: AWR physical read / write total bytes, perfmon Disk Read /
/// Write Bytes/sec, esxtop MBytes Read / Written/sec), KB (1,024 bytes): read_mb_s x 10^6 /
/// read_iops / 1,024, and write_mb_s / write_iops alike (bytes / requests by definition, each
/// direction its own: an OLTP report's 8 KB reads and large redo writes no longer averaged
/// into one size; measuredRequestKB(), as meanIoKB()). `dss`: the read's is cal.readKB
/// ("<id>/read-size", which also scales the a-priori CPU per read), else cal.readIoKB
/// ("<id>/read-io-size"); the write's cal.writeIoKB ("<id>/write-io-size"), absent when no
/// writes were measured. `readAfter`, `writeAfter`: what each line adds ("; replaces read_kb
/// 8"). False (nothing set) when the baseline does not give read_mb_s, write_mb_s and
/// read_iops > 0: meanIoKB() then divides the combined mb_s.
bool ioKBApart(Calibration& cal, const Measurement& m, const std::string& id, bool dss, const FindingText& readAfter,
               const FindingText& writeAfter, const FindingText& tag)
{
    if (!m.readMbps || !m.writeMbps || !m.readIops || *m.readIops <= 0)
        return false;
    (dss ? cal.readKB : cal.readIoKB) = measuredRequestKB(
        cal, m, id + (dss ? "/read-size" : "/read-io-size"), QT_TRANSLATE_NOOP("Finding", "mean read request"),
        QT_TRANSLATE_NOOP("Finding", "mean read request %1 KB = %2 MB/s read x 10^6 / %3 reads per s / 1,024 (%4, bytes / requests, measured%5)%6%7"),
        *m.readMbps, "read_mb_s", *m.readIops, "read_mb_s / read_iops", "read_iops", {"read_mb_s", "read_iops"}, readAfter, tag);
    if (m.writeIops && *m.writeIops > 0)
        cal.writeIoKB = measuredRequestKB(
            cal, m, id + "/write-io-size", QT_TRANSLATE_NOOP("Finding", "mean write request"),
            QT_TRANSLATE_NOOP("Finding", "mean write request %1 KB = %2 MB/s write x 10^6 / %3 writes per s / 1,024 (%4, bytes / requests, measured%5)%6%7"),
            *m.writeMbps, "write_mb_s", *m.writeIops, "write_mb_s / write_iops", "write_iops", {"write_mb_s", "write_iops"},
            writeAfter, tag);
    return true;
}

/// The root in [lo, hi] of an increasing f(v) = target (bisection; f(hi) may be infinite).
template <class F> double bisect(F f, double target, double lo, double hi)
{
    for (int it = 0; it < 200 && hi - lo > 1e-12 * hi; ++it) {
        const double mid = 0.5 * (lo + hi);
        (f(mid) < target ? lo : hi) = mid;
    }
    return 0.5 * (lo + hi);
}

/// "; replaces read_kb 8": what a measured request size replaces of the profile (`key`, its KB).
FindingText replacesText(const char* key, double kb)
{
    return findingText(QT_TRANSLATE_NOOP("Finding", "; replaces %1 %2"), {idArg(key), idArg(operand(kb))});
}

/// The stack costs per visit of reads (D_r) and writes (D_w) that reproduce the measured read
/// latency r and write latency w (both less their fixed latency) at the baseline's rates, on
/// one shared center per host (calibrateFromStorage(), calibration.h): F = (1 + E) / (1 - U_a
/// - U_c) with U_a = v_a D_w (DBWR writes), U_c = v_r D_r + v_s D_w (reads, waited
/// writes), E = U_a (B - 1) / 2; r = 2 D_r F, w = (n + H_n) D_w (F + (B - 1) / 2). For a given
/// F the two latencies give D_r and D_w; the F those give falls as F rises, so bisection on
/// F finds the one consistent solution. Replaces cal's single cost by D_r and adds D_w.
void calibrateWriteCost(Calibration& cal, const std::string& storageId, double x, double writes, double asyncPerS,
                        double copies, int hosts, double batch, double r, double w, double fixedWriteS,
                        const FindingText& tag)
{
    const double vr = 2.0 * x / hosts;
    // Write visits: the DOM owner issues and collects each of the `copies` component writes
    // (vsan.cpp), and each copy is a visit at its component host.
    const double va = 2.0 * copies * asyncPerS / hosts;
    const double vs = 2.0 * copies * std::max(0.0, writes * x - asyncPerS) / hosts;
    double forkJoin = 0.0; // H_n: the expected maximum of the copies' residences (vsan.cpp)
    for (int i = 1; i <= int(copies); ++i)
        forkJoin += 1.0 / i;
    const double writeVisits = copies + forkJoin; // the owner's visits, then the slowest copy
    auto demands = [&](double f) {
        return std::pair<double, double>{r / (2.0 * f), w / (writeVisits * (f + (batch - 1.0) / 2.0))};
    };
    auto factor = [&](double f) { // the F that the demands at f give (inf when saturated)
        const auto [dr, dw] = demands(f);
        const double ua = va * dw, uc = vr * dr + vs * dw, e = ua * (batch - 1.0) / 2.0;
        const double den = 1.0 - ua - uc; // the excess is a wait, not work (mva.h, bulk arrivals)
        return den > 0 ? (1.0 + e) / den : std::numeric_limits<double>::infinity();
    };
    double lo = 1.0, hi = 1.0;
    while (factor(hi) > hi && hi < 1e9)
        hi *= 2.0;
    if (factor(lo) <= lo)
        return; // no queueing needed: the latencies are the demands themselves (not a stack bottleneck)
    for (int it = 0; it < 100; ++it) {
        const double mid = 0.5 * (lo + hi);
        (factor(mid) > mid ? lo : hi) = mid;
    }
    const double f = 0.5 * (lo + hi);
    const auto [dr, dw] = demands(f);
    const double ua = va * dw, uc = vr * dr + vs * dw;
    cal.storageIoCostS = dr;
    cal.storageWriteIoCostS = dw;
    const FindingText t = findingText(
        QT_TRANSLATE_NOOP("Finding", "vSAN stack %1 us per read visit, %2 us per write visit: read latency = 2 x D_r x F, write latency - fixed %3 "
                                     "us = %4 visits (%5 at the DOM owner + fork-join of as many copies) x D_w x (F + (B - 1) / 2), one queue "
                                     "factor F = %6 = (1 + E) / (1 - U_a - U_c) for both, U = %7 per host (%8 read and %9 write visits/s), "
                                     "DBWR batches of %10 (response-time law per class on the shared stack; the write latency fixes the "
                                     "write path's demand)%11"),
        {idArg(sig(dr * 1e6)), idArg(sig(dw * 1e6)), idArg(sig(fixedWriteS * 1e6)), idArg(sig(writeVisits, 3)), idArg(sig(copies, 2)),
         idArg(sig(f)), idArg(sig(ua + uc, 2)), idArg(count(vr)), idArg(count(va + vs)), idArg(sig(batch, 2)), textArg(tag)});
    // Derived at each sample from the drawn latencies (calibrateProfile()): no range of their own.
    cal.parameters.erase(std::remove_if(cal.parameters.begin(), cal.parameters.end(),
                                        [&](const Parameter& p) { return p.id == storageId + "/vsan-io-cost"; }),
                         cal.parameters.end());
    cal.parameters.push_back(derived(storageId + "/vsan-io-cost", QT_TRANSLATE_NOOP("Finding", "vSAN stack cost per read visit"), "us", dr * 1e6, t));
    cal.parameters.push_back(derived(storageId + "/vsan-write-io-cost", QT_TRANSLATE_NOOP("Finding", "vSAN stack cost per write visit"), "us", dw * 1e6, t));
    // The single-cost derivation it replaces is not shown.
    cal.lines.erase(std::remove_if(cal.lines.begin(), cal.lines.end(),
                                   [](const std::string& l) { return l.rfind("vSAN stack ", 0) == 0; }),
                    cal.lines.end());
    cal.lines.push_back(englishText(t));
}
/// A storage baseline's calibration `cal` for a workload `w` whose load it did not measure
/// (another database, another load; `measured`: the measured workloads, "id (group on host)"):
/// the storage's own cost per visit (the vSAN stack) is the storage center's and applies; the
/// demands per cycle (CPU per read, writes per read, the mean I/O request) are the measured
/// workloads' (service demand and forced flow laws hold per class) and stay a priori, said in
/// a line. The made-up Statspack report as vsan-1's baseline (use case failure-test): its
/// 16 ms CPU per read on l1-slob-heavy-r15's 8 vCPUs had given m1-slob-medium 350 IOPS.
void keepStorageCostsOnly(Calibration& cal, const Workload& w, const std::vector<std::string>& measured)
{
    std::vector<std::string> dropped;
    const auto drop = [&](const std::string& suffix, const char* prefix, const std::string& what) {
        const auto par = std::find_if(cal.parameters.begin(), cal.parameters.end(), [&](const Parameter& p) {
            return p.id.size() > suffix.size() && p.id.compare(p.id.size() - suffix.size(), suffix.size(), suffix) == 0;
        });
        if (par == cal.parameters.end())
            return;
        dropped.push_back(what + " " + sig(par->value) + (par->unit.empty() ? std::string() : " " + par->unit));
        cal.parameters.erase(par);
        cal.lines.erase(std::remove_if(cal.lines.begin(), cal.lines.end(),
                                       [&](const std::string& l) { return l.rfind(prefix, 0) == 0; }),
                        cal.lines.end());
    };
    drop("/writes-per-read", "writes per physical read ", "writes per physical read");
    drop("/cpu-per-read", "time outside the storage ", "CPU per read");
    drop("/io-size", "mean I/O request ", "mean I/O request");
    drop("/read-io-size", "mean read request ", "mean read request");
    drop("/write-io-size", "mean write request ", "mean write request");
    cal.lines.erase(std::remove_if(cal.lines.begin(), cal.lines.end(),
                                   [](const std::string& l) { return l.rfind("time outside the storage ", 0) == 0; }),
                    cal.lines.end());
    cal.readsPerCycle.reset();
    cal.syncWritesPerCycle.reset();
    cal.writesPerCycle.reset();
    cal.cpuSPerCycle.reset();
    cal.ioKB.reset();
    cal.readIoKB.reset();
    cal.writeIoKB.reset();
    cal.calibrated = cal.storageIoCostS.has_value();
    std::string list;
    for (const std::string& m : measured)
        list += (list.empty() ? "" : ", ") + m;
    std::string what;
    for (const std::string& x : dropped)
        what += (what.empty() ? "" : ", ") + x;
    cal.lines.push_back("not transferred from the storage baseline: " + (what.empty() ? std::string("its demands per read") : what)
                        + ": demands of the measured workloads " + list + ", and '" + w.id + "' ("
                        + (w.storageGroup.empty() ? std::string("no storage group") : w.storageGroup) + " on " + w.host
                        + ") is neither one of their databases nor the same load on a copy of one; they stay a priori"
                        + (cal.storageIoCostS ? " (the storage's own cost per visit applies)" : std::string()));
    if (!cal.calibrated)
        cal.lines.erase(std::remove_if(cal.lines.begin(), cal.lines.end(),
                                       [](const std::string& l) { return l.rfind("uncertainty +-", 0) == 0; }),
                        cal.lines.end());
}

/// Why calibrateWorkload() did not use the baseline's figure `key` for the workload of a-priori
/// profile `a` (X: the throughput it derived, 0 none). "" for a key it knows no reason for.
/// Why a figure of the bytes apart (read_mb_s, write_mb_s) or, with them, the combined mb_s
/// took no part (ioKBApart() uses them when it can).
std::string bytesApartNotUsed(const std::string& key, const Measurement& m)
{
    if (key == "mb_s")
        return "read_mb_s and write_mb_s give the bytes read and written apart: the mean read and write requests "
               "are each direction's own (bytes / requests)";
    const bool read = key == "read_mb_s";
    if (!(read ? m.writeMbps : m.readMbps))
        return std::string("the bytes of one direction only (no ") + (read ? "write_mb_s" : "read_mb_s")
            + "): the mean request takes mb_s over every I/O";
    if (!m.readIops || *m.readIops <= 0)
        return "no read_iops to divide the bytes read by: the mean request takes mb_s over every I/O";
    return "no writes measured (write_iops " + std::string(m.writeIops ? "0" : "absent") + "): no mean write request";
}

std::string whyNotUsed(const std::string& key, const Measurement& m, const WorkloadProfile& a, const Calibration& cal,
                       double x, double hostCoreRating)
{
    const bool txn = a.txnPerCycle > 0;
    const std::string cycle = txn ? "a transaction" : readCycle(a) ? "one physical read" : "one I/O";
    const std::string noX = "the baseline gives no throughput in the workload's cycles (" + cycle + ") to divide it by";
    if (key == "interval_min")
        return "the interval the rates average over; the laws take the rates per second";
    if (key == "users" || key == "think_ms") {
        if (!cal.onThisPlatform)
            return "measured on another platform (" + m.platform + "): only the demands per cycle transfer, not its "
                   "concurrency";
        if (!a.closed)
            return "the workload is an open load (a given rate): it has no users or think time";
        return noX + " (the response-time law needs the measured rate)";
    }
    if (key == "read_latency_ms" || key == "write_latency_ms")
        return "a latency is what the model predicts from the storage's centers, not a demand of the workload (compare "
               "it with the simulated one); the storage's own costs are calibrated from a storage baseline "
               "(import-measurement --storage), not from one workload's";
    if (key == "tpm" || key == "nopm" || key == "tps") {
        if (!txn)
            return "the workload's cycle is " + cycle + " (" + (a.tool.empty() ? a.kind : a.tool)
                   + "), not a transaction: its rate comes from the I/O figures";
        if (key == "nopm" && a.nopmPerTpm <= 0)
            return "NOPM counts TPC-C New-Order transactions, and the workload's profile is not TPC-C (tool "
                   + (a.tool.empty() ? std::string("none") : a.tool) + ")";
        if (key == "tpm" && a.tool == "hammerdb-tprocc")
            return "HammerDB's TPM is the engine's own counter, not a transaction count; without NOPM or tps there is "
                   "no transaction rate to divide it by";
        if (x > 0)
            return "the transaction rate X = " + operand(x) + " tx/s is taken from "
                   + std::string(std::find(cal.usedFigures.begin(), cal.usedFigures.end(), std::string("nopm")) != cal.usedFigures.end()
                                     ? "NOPM (the benchmark's own count of its transactions)"
                                     : "tps")
                   + ", which the laws need once";
        return noX;
    }
    if (key == "iops" || key == "read_iops" || key == "write_iops") {
        if (txn && x <= 0)
            return "no transaction rate (tps, NOPM) to divide the I/O rate by; only the read share of the a-priori I/Os "
                   "is taken, from read_iops and write_iops together";
        if (readCycle(a) && key == "iops")
            return "read_iops and write_iops give the reads and writes apart";
        if (readCycle(a) && key == "write_iops")
            return "without read_iops the writes per read are not measured (X from iops at the a-priori read share)";
        if (ioCycle(a))
            return "an I/O load's cycle is one I/O: X from iops, the read share from the profile's read_pct";
        return {};
    }
    if (key == "read_mb_s" || key == "write_mb_s" || (key == "mb_s" && m.readMbps && m.writeMbps))
        return bytesApartNotUsed(key, m);
    if (key == "mb_s") {
        if (!m.iops && !(m.readIops && m.writeIops))
            return std::string("the mean I/O size is bytes / requests, and the baseline gives ")
                + (m.readIops || m.writeIops ? "the requests of only one direction (mb_s counts reads and writes)"
                                             : "no I/O requests/s to divide it by");
        return {};
    }
    if (key == "cpu_pct" || key == "cores") {
        if (key == "cores" && !m.cpuPct)
            return "the CPUs cpu_pct is a share of, and the baseline has no cpu_pct";
        if (x <= 0)
            return noX + " (service demand law)";
        return "no CPU count to take the share of (the workload has no vCPUs, its host no cores, the baseline no cores)";
    }
    if (key == "core_rating") {
        if (cal.onThisPlatform)
            return "the baseline is of this platform: CPU per cycle is not scaled between platforms";
        if (!m.cpuPct || x <= 0)
            return "no CPU per cycle derived to scale";
        return hostCoreRating > 0 ? std::string() : "this host's per-core rating is not in the catalog: CPU per cycle not scaled";
    }
    return {};
}

/// calibrateWorkload() on the baseline `m` of `w` (its own, or its figures as drawn for one
/// evaluation: drawFigures()).
Calibration calibrateWorkloadFrom(const Workload& w, const Measurement& m, const WorkloadProfile& a, double hostCores,
                                  double hostCoreRating, const std::string& hostRatingSource)
{
    Calibration cal;
    cal.workload = w.id;
    cal.source = m.source;
    cal.useCase = m.useCase;
    cal.onThisPlatform = m.onThisPlatform();
    const bool statedU = m.uncertaintyPct.has_value();
    cal.uncertainty = (statedU ? *m.uncertaintyPct : kDefaultMeasurementUncertaintyPct) / 100.0;
    const FindingText tagT = tagText(m.source);
    const std::string tag = englishText(tagT);
    if (!statedU)
        cal.lines.push_back("uncertainty +-" + sig(kDefaultMeasurementUncertaintyPct, 2)
                            + " % per figure (assumed: the baseline states none; benchmark figures averaged over a run)");
    else
        use(cal, "uncertainty_pct");
    if (a.kind == "backup" || a.kind == "restore") {
        // Backup and restore streams are evaluated by the backup windows (core/performance/backup.h),
        // not as classes of the queueing model. The one figure they take is the stream's rate:
        // a capture of the database host during the window measures the bytes the client reads
        // (a backup reads the whole database, whatever it sends) or the restore writes, per
        // second; by the throughput law (X = bytes / T) the same data on this platform takes
        // database_gb / X (backupWindow() adds it as a measured rate limit).
        const bool backup = a.kind == "backup";
        const std::optional<double>& apart = backup ? m.readMbps : m.writeMbps;
        const char* key = apart ? (backup ? "read_mb_s" : "write_mb_s") : "mb_s";
        const std::optional<double> rate = apart ? apart : m.mbps;
        if (rate && *rate > 0 && cal.onThisPlatform) {
            use(cal, key);
            cal.streamMBps = *rate;
            const std::string where = whereRead(m, key);
            const std::string t = "stream rate " + sig(*rate) + " MB/s = " + key + " " + operand(*rate) + " (the bytes the "
                + std::string(backup ? "client reads" : "restore writes") + " per second in the measured window"
                + (apart ? "" : ", read and written together") + (where.empty() ? "" : "; " + where)
                + "): a limit of the window, database_gb x 1,000 / " + operand(*rate) + " s (throughput law)" + tag;
            cal.lines.push_back(t);
            // One figure as measured, with its own +-u (the backup windows take it, not the
            // queueing model's calibration, so drawFigures() does not re-derive it).
            cal.parameters.push_back(measuredFigure(w.id + "/stream-rate", QT_TRANSLATE_NOOP("Finding", "measured stream rate"), "MB/s",
                                                    *rate, cal.uncertainty, t));
            cal.calibrated = true;
        }
        listUnused(cal, m, tag, [&](const std::string& k) -> std::string {
            if (k == "mb_s" || k == "read_mb_s" || k == "write_mb_s") {
                if (!cal.onThisPlatform)
                    return "the stream rate of another platform (" + m.platform + ") is not this design's: its limits "
                           "(LAN, appliance, client CPU) are other";
                return std::string("the stream rate is ") + key + (backup ? " (the client reads the database)"
                                                                          : " (the restore writes the database)");
            }
            return "a " + a.kind + " stream is evaluated by the backup windows (core/performance/backup.h): its "
                   "window is the data over the narrowest rate, and the measured rate is the one figure it takes";
        });
        return cal;
    }

    // Throughput X in the profile's cycles.
    double x = 0.0;
    std::string xText;
    const bool tpcc = a.txnPerCycle > 0 && a.nopmPerTpm > 0;
    const double aReads = a.readsPerCycle, aWrites = a.syncWritesPerCycle + a.writesPerCycle;
    const double aReadShare = aReads + aWrites > 0 ? aReads / (aReads + aWrites) : 1.0;
    if (a.txnPerCycle > 0) {
        if (tpcc && m.nopm) {
            x = *m.nopm / a.nopmPerTpm / 60.0;
            use(cal, "nopm");
            xText = "NOPM " + count(*m.nopm) + " / 0.45 / 60";
            cal.lines.push_back("X = " + operand(x) + " tx/s = " + xText + " (NOPM = New-Order transactions = 45 % of the "
                                "TPC-C mix, clause 5.2.3)" + tag);
        } else if (m.tps) {
            x = *m.tps;
            use(cal, "tps");
            xText = "tps " + operand(x);
            cal.lines.push_back("X = " + operand(x) + " tx/s (measured tps)" + tag);
        } else if (m.tpm && a.tool != "hammerdb-tprocc") {
            x = *m.tpm / 60.0;
            use(cal, "tpm");
            xText = "TPM " + count(*m.tpm) + " / 60";
            cal.lines.push_back("X = " + operand(x) + " tx/s = " + xText + tag);
        } else if (m.tpm && a.tpmCounterPerTxn > 0) {
            // HammerDB's TPM is the engine's counter, not a transaction count: without NOPM or
            // tps the transactions come from it through the a-priori counter per transaction
            // (forced flow on the counter, hammerdb-tpm-counter-per-txn with its range), so that
            // the baseline's rate, users and I/O rates still fix the demands per transaction by
            // the laws (RA-3's single-VM run: TPM, read and write IOPS, 150 users, no NOPM; its
            // I/Os and users had been left a priori, the baseline simulated at 30 % of its IOPS).
            x = *m.tpm / 60.0 / a.tpmCounterPerTxn;
            use(cal, "tpm");
            xText = "TPM " + count(*m.tpm) + " / 60 / " + operand(a.tpmCounterPerTxn);
            cal.lines.push_back("X = " + operand(x) + " tx/s = " + xText + " engine counter per transaction (a priori, "
                                "hammerdb-tpm-counter-per-txn, assumed 1-3: HammerDB's TPM counts SQL Server batch "
                                "requests or Oracle user commits + rollbacks, not transactions; the baseline gives no "
                                "NOPM or tps)" + tag);
        }
    } else if (readCycle(a)) {
        if (m.readIops) {
            x = *m.readIops;
            use(cal, "read_iops");
            xText = "read IOPS " + count(x);
        } else if (m.iops) {
            x = *m.iops * aReadShare;
            use(cal, "iops");
            xText = "IOPS " + count(*m.iops) + " x a-priori read share " + operand(aReadShare);
        } else if (m.mbps && a.kind == "dss") {
            x = *m.mbps * 1e6 / (a.readKB * c::kBytesPerIoKB);
            use(cal, "mb_s");
            xText = "MB/s " + operand(*m.mbps) + " / " + operand(a.readKB) + " KB";
        }
        if (x > 0)
            cal.lines.push_back("X = " + operand(x) + " physical reads/s = " + xText + " (a cycle is one physical read)" + tag);
        // A DSS baseline with both MB/s and IOPS (Unisphere, perfmon "Avg. Disk Bytes/Read",
        // AWR physical read bytes / requests) fixes the mean read request, the one demand the
        // a-priori model cannot know (dss-read-size spans 64 KB to the profile's read_kb).
        // mb_s counts every byte read and written (AWR, perfmon), so it is divided by every I/O.
        if (x > 0 && a.kind == "dss"
            && !ioKBApart(cal, m, w.id, true, findingText(QT_TRANSLATE_NOOP("Finding", "; replaces the a-priori dss-read-size")),
                          replacesText("write_kb", a.writeKB), tagT))
            cal.readKB = meanIoKB(cal, m, w.id + "/read-size", true,
                                  findingText(QT_TRANSLATE_NOOP("Finding", "; replaces the a-priori dss-read-size and write_kb %1 (mb_s counts reads and writes alike)"),
                                              {idArg(operand(a.writeKB))}),
                                  tagT);
    } else if (ioCycle(a) && m.iops) {
        x = *m.iops;
        use(cal, "iops");
        xText = "IOPS " + count(x);
        cal.lines.push_back("X = " + operand(x) + " I/Os per second" + tag);
    }
    // Any other load with bytes and requests measured: the mean I/O request is a measured
    // figure (bytes / requests), and the model moves the bytes it says (MB/s = IOPS x size).
    if (a.kind != "dss"
        && !ioKBApart(cal, m, w.id, false, replacesText("read_kb", a.readKB), replacesText("write_kb", a.writeKB), tagT))
        cal.ioKB = meanIoKB(cal, m, w.id + "/io-size", false,
                            findingText(QT_TRANSLATE_NOOP("Finding", "; taken for reads and writes alike (mb_s counts both, their split is not "
                                                                     "measured), replacing read_kb %1 and write_kb %2"),
                                        {idArg(operand(a.readKB)), idArg(operand(a.writeKB))}),
                            tagT);
    cal.cyclesPerS = x;

    // Forced flow: physical I/Os per cycle; the read / write split from read_iops / write_iops.
    if (x > 0 && a.txnPerCycle > 0 && (m.iops || (m.readIops && m.writeIops))) {
        const double total = m.iops ? *m.iops : *m.readIops + *m.writeIops;
        if (m.iops)
            use(cal, "iops");
        if (m.readIops)
            use(cal, "read_iops");
        if (m.writeIops)
            use(cal, "write_iops");
        const double v = total / x;
        const double reads = m.readIops ? *m.readIops / x : v * aReadShare;
        const double writes = std::max(0.0, (m.writeIops ? *m.writeIops / x : v - reads));
        cal.readsPerCycle = reads;
        cal.syncWritesPerCycle = std::min(1.0, writes);
        cal.writesPerCycle = writes - *cal.syncWritesPerCycle;
        const FindingText t = findingText(
            QT_TRANSLATE_NOOP("Finding", "I/Os per transaction %1 = %2 IOPS / %3 tx/s%4; 1 write per transaction is the "
                                         "commit's log write, waited for (forced flow law)%5"),
            {idArg(sig(v)), idArg(count(total)), idArg(operand(x)),
             m.readIops ? word(QT_TRANSLATE_NOOP("Finding", ", reads from read_iops"))
                        : textArg(findingText(QT_TRANSLATE_NOOP("Finding", ", reads at the a-priori share %1"), {idArg(operand(aReadShare))})),
             textArg(tagT)});
        cal.parameters.push_back(derived(w.id + "/ios-per-txn", QT_TRANSLATE_NOOP("Finding", "I/Os per transaction"), "", v, t));
        cal.lines.push_back(englishText(t));
    } else if (x <= 0 && a.txnPerCycle > 0 && m.readIops && m.writeIops && aReads + aWrites > 0) {
        // Transactions unknown: only the mix is measured; the a-priori I/Os per transaction
        // are split at the measured read share.
        const double share = *m.readIops / (*m.readIops + *m.writeIops);
        use(cal, "read_iops");
        use(cal, "write_iops");
        const double total = aReads + aWrites;
        const double writes = std::max(1.0, total * (1.0 - share));
        cal.readsPerCycle = total * share;
        cal.syncWritesPerCycle = 1.0;
        cal.writesPerCycle = writes - 1.0;
        const FindingText t = findingText(
            QT_TRANSLATE_NOOP("Finding", "read share %1 % = %2 read IOPS / %3 IOPS (forced flow law), applied to the a-priori %4 I/Os per transaction%5"),
            {idArg(sig(share * 100, 2)), idArg(count(*m.readIops)), idArg(count(*m.readIops + *m.writeIops)), idArg(sig(total)), textArg(tagT)});
        cal.parameters.push_back(derived(w.id + "/read-share", QT_TRANSLATE_NOOP("Finding", "read share of physical I/Os"), "%", share * 100, t));
        cal.lines.push_back(englishText(t));
    } else if (x > 0 && readCycle(a) && m.readIops && (m.writeIops || m.iops)) {
        const double writes = (m.writeIops ? *m.writeIops : *m.iops - *m.readIops) / *m.readIops;
        use(cal, m.writeIops ? "write_iops" : "iops");
        cal.syncWritesCap = a.syncWritesPerCycle;
        cal.readsPerCycle = 1.0;
        cal.syncWritesPerCycle = std::min(a.syncWritesPerCycle, writes);
        cal.writesPerCycle = std::max(0.0, writes - *cal.syncWritesPerCycle);
        const FindingText t = writesPerReadText(writes, *m.readIops, tagT);
        cal.parameters.push_back(derived(w.id + "/writes-per-read", QT_TRANSLATE_NOOP("Finding", "writes per physical read"), "", writes, t));
        cal.lines.push_back(englishText(t));
    }

    // Service demand law: CPU per cycle on one vCPU.
    if (x > 0 && m.cpuPct) {
        double cpus = 0.0;
        FindingText cpusText;
        if (m.cores)
            use(cal, "cores"); // every branch below takes them, or (the last) finds them equal to the vCPUs
        if (!cal.onThisPlatform) {
            cpus = m.cores.value_or(0.0);
            cpusText = findingText(QT_TRANSLATE_NOOP("Finding", "%1 cores of %2"), {idArg(count(cpus)), idArg(m.platform)});
        } else if (m.cpuOf == "host" && m.cores && *m.cores > 0) {
            // The CPUs the utilization is a share of are those the measurement counted on the
            // host it measured (cores: an esxtop capture's PCPUs, V$OSSTAT NUM_CPUS), whatever
            // the design's host has: a 4-PCPU capture is 45 % of 4 CPUs, not of the 32 cores
            // of the host it is imported into (8x the CPU per cycle otherwise).
            cpus = *m.cores;
            cpusText = findingText(
                QT_TRANSLATE_NOOP("Finding", "%1 CPUs of the measured host (the measurement's cores%2; the whole host's CPU charged to this workload)"),
                {idArg(count(cpus)),
                 hostCores > 0 && std::abs(hostCores - cpus) >= 0.5
                     ? textArg(findingText(QT_TRANSLATE_NOOP("Finding", "; host '%1' in the design has %2 cores"), {idArg(w.host), idArg(count(hostCores))}))
                     : idArg({})});
        } else if (m.cpuOf == "host" && hostCores > 0) {
            // The measurement counts no CPUs: its share is taken of the design's host.
            cpus = hostCores;
            cpusText = findingText(QT_TRANSLATE_NOOP("Finding", "%1 cores of host '%2' (the design's cpus x cores_per_cpu: the "
                                                                "measurement counts no CPUs; the whole host's CPU charged to this workload)"),
                                   {idArg(count(cpus)), idArg(w.host)});
        } else if (m.cores && *m.cores > 0 && std::abs(*m.cores - a.vcpus) >= 0.5) {
            // The utilization is of the measured system's CPUs (an AWR report's NUM_CPUS): the
            // service demand law takes those, not the workload's vCPUs (TK.txt: 288 CPUs, a
            // 10-vCPU workload: 29x too little CPU per transaction otherwise).
            cpus = *m.cores;
            cpusText = findingText(QT_TRANSLATE_NOOP("Finding", "%1 CPUs of the measured system (the workload has %2 vCPU)"),
                                   {idArg(count(cpus)), idArg(count(a.vcpus))});
        } else {
            cpus = a.vcpus;
            cpusText = findingText(QT_TRANSLATE_NOOP("Finding", "%1 vCPU"), {idArg(count(cpus))});
        }
        if (cpus > 0) {
            use(cal, "cpu_pct");
            double d = *m.cpuPct / 100.0 * cpus / x;
            const FindingText law = findingText(QT_TRANSLATE_NOOP("Finding", "CPU %1 ms per %2 = %3 % x %4 / %5%6 (service demand law)"),
                                                {idArg(sig(d * 1000)), cycleWord(a), idArg(operand(*m.cpuPct)), textArg(cpusText),
                                                 idArg(operand(x)), a.txnPerCycle > 0 ? word(QT_TRANSLATE_NOOP("Finding", " tx/s")) : idArg(" /s")});
            FindingArg scaled = idArg({});
            if (!cal.onThisPlatform) {
                if (m.coreRating && hostCoreRating > 0) {
                    use(cal, "core_rating");
                    d *= *m.coreRating / hostCoreRating;
                    scaled = textArg(findingText(QT_TRANSLATE_NOOP("Finding", ", x per-core rating %1 (%2) / %3 (%4) = %5 ms here"),
                                                 {idArg(operand(*m.coreRating)), idArg(m.ratingSource), idArg(operand(hostCoreRating)),
                                                  idArg(hostRatingSource), idArg(sig(d * 1000))}));
                } else {
                    scaled = textArg(m.coreRating
                                         ? findingText(QT_TRANSLATE_NOOP("Finding", ", not scaled: per-core rating of this host not found (assumed equal per-core speed)"))
                                         : findingText(QT_TRANSLATE_NOOP("Finding", ", not scaled: per-core rating of %1 not given (assumed equal per-core speed)"),
                                                       {idArg(m.platform)}));
                }
            }
            cal.cpuSPerCycle = d;
            const FindingText t = findingText("%1%2%3", {textArg(law), scaled, textArg(tagT)});
            // Unscaled between platforms: the per-core speed ratio is an assumed parameter of its
            // own ("<workload>/core-speed-ratio", applyCalibration()), drawn apart from the figures.
            cal.cpuRatingAssumed = !cal.onThisPlatform && !(m.coreRating && hostCoreRating > 0);
            cal.parameters.push_back(derived(w.id + "/cpu-per-cycle",
                                             a.txnPerCycle > 0 ? QT_TRANSLATE_NOOP("Finding", "CPU per transaction")
                                             : readCycle(a)    ? QT_TRANSLATE_NOOP("Finding", "CPU per physical read")
                                                               : QT_TRANSLATE_NOOP("Finding", "CPU per I/O"),
                                             "ms", d * 1000, t));
            cal.lines.push_back(englishText(t));
        }
    }

    // The engine's TPM counter per transaction (forced flow on the counter).
    if (x > 0 && m.tpm && a.tool == "hammerdb-tprocc" && (m.nopm || m.tps)) {
        const double r = *m.tpm / 60.0 / x;
        use(cal, "tpm");
        cal.tpmCounterPerTxn = r;
        const FindingText t = findingText(
            QT_TRANSLATE_NOOP("Finding", "TPM counter %1 per transaction = TPM %2 / 60 / %3 tx/s (HammerDB's TPM is the engine's counter)%4"),
            {idArg(sig(r)), idArg(count(*m.tpm)), idArg(operand(x)), textArg(tagT)});
        cal.parameters.push_back(derived(w.id + "/tpm-per-txn", QT_TRANSLATE_NOOP("Finding", "engine TPM counter per transaction"), "", r, t));
        cal.lines.push_back(englishText(t));
    }

    // Response-time law: later, from the model's residence at X (calibrateConcurrency()).
    if (x > 0 && cal.onThisPlatform && a.closed) {
        cal.users = m.users;
        if (m.users)
            use(cal, "users");
        if (m.thinkMs) {
            cal.thinkS = *m.thinkMs / 1000.0;
            use(cal, "think_ms");
        }
    }
    cal.calibrated = cal.cpuSPerCycle || cal.readsPerCycle || cal.tpmCounterPerTxn || cal.readKB || cal.ioKB
        || cal.readIoKB || cal.writeIoKB;
    if (!cal.calibrated && x <= 0 && cal.lines.size() <= 1)
        cal.lines.push_back("no throughput the model can use (nopm, tps, read_iops or iops): nothing calibrated");
    listUnused(cal, m, tag, [&](const std::string& k) { return whyNotUsed(k, m, a, cal, x, hostCoreRating); });
    return cal;
}

} // namespace

Calibration calibrateWorkload(const Workload& w, const WorkloadProfile& a, double hostCores, double hostCoreRating,
                              const std::string& hostRatingSource)
{
    if (!w.measured) {
        Calibration cal;
        cal.workload = w.id;
        return cal;
    }
    return calibrateWorkloadFrom(w, *w.measured, a, hostCores, hostCoreRating, hostRatingSource);
}

Calibration calibrateFromStorage(const Measurement& m, const std::string& storageId,
                                 const std::vector<WorkloadProfile>& profiles, double hostCores, int vsanHosts,
                                 double writeCopies, bool checksum, double writeBatch, double fixedReadS,
                                 double fixedWriteS)
{
    Calibration cal;
    cal.workload = storageId;
    cal.source = m.source;
    cal.useCase = m.useCase;
    const bool statedU = m.uncertaintyPct.has_value();
    cal.uncertainty = (statedU ? *m.uncertaintyPct : kDefaultMeasurementUncertaintyPct) / 100.0;
    const double u = cal.uncertainty;
    const FindingText tagT = findingText(QT_TRANSLATE_NOOP("Finding", " (%1, totals over the use case %2 on %3)"),
                                         {textArg(sourceTagText(m.source)), idArg(m.useCase), idArg(storageId)});
    const std::string tag = englishText(tagT);
    if (profiles.empty() || !m.readIops || *m.readIops <= 0)
        return cal;
    for (const WorkloadProfile& p : profiles)
        if (!readCycle(p) || p.kind == "dss")
            return cal; // the per-read demands below hold for SLOB-like cycles only
    if (!statedU)
        cal.lines.push_back("uncertainty +-" + sig(kDefaultMeasurementUncertaintyPct, 2)
                            + " % per figure (assumed: the baseline states none; benchmark figures averaged over a run)");
    else
        use(cal, "uncertainty_pct");
    const double x = *m.readIops;
    use(cal, "read_iops");
    cal.cyclesPerS = x;
    double writes = profiles.front().syncWritesPerCycle + profiles.front().writesPerCycle;
    if (m.writeIops || m.iops) {
        use(cal, m.writeIops ? "write_iops" : "iops");
        writes = (m.writeIops ? *m.writeIops : *m.iops - x) / x;
        cal.syncWritesCap = profiles.front().syncWritesPerCycle;
        cal.readsPerCycle = 1.0;
        cal.syncWritesPerCycle = std::min(profiles.front().syncWritesPerCycle, writes);
        cal.writesPerCycle = std::max(0.0, writes - *cal.syncWritesPerCycle);
        const FindingText t = writesPerReadText(writes, x, tagT);
        cal.parameters.push_back(derived(storageId + "/writes-per-read", QT_TRANSLATE_NOOP("Finding", "writes per physical read"), "", writes, t));
        cal.lines.push_back(englishText(t));
    }
    // Response-time law over all sessions of the use case.
    double sessions = 0.0, vcpus = 0.0;
    for (const WorkloadProfile& p : profiles) {
        sessions += p.users;
        vcpus += p.vcpus;
    }
    const double declaredSessions = sessions;
    if (m.users)
        sessions = *m.users;
    // The think time of the measured sessions: the baseline's where it states one.
    const double z = m.thinkMs ? *m.thinkMs / 1000.0 : profiles.front().thinkS;
    const double waitedWrites = cal.syncWritesPerCycle.value_or(profiles.front().syncWritesPerCycle);
    // The storage time per read the measured sessions spend (read latency and the waited writes').
    const double storageS = m.readLatencyMs ? *m.readLatencyMs / 1000.0 + waitedWrites * m.writeLatencyMs.value_or(0.0) / 1000.0 : 0.0;
    // Per VM i (N_i sessions, v_i vCPUs, CPU d per read) the asymptotic bounds of its closed
    // loop (Lazowska et al. 1984, ch. 5): X_i <= min(v_i / d, N_i / (Z + storage + d)), the
    // first where its vCPUs are saturated (utilization law), the second where its sessions
    // never queue for them (response-time law). The sessions per VM: the profiles', scaled to
    // the measured total.
    const auto vmSessions = [&](std::size_t i) {
        return declaredSessions > 0 ? profiles[i].users * sessions / declaredSessions : sessions / double(profiles.size());
    };
    const auto vmBound = [&](std::size_t i, double d) {
        const double loop = z + storageS + d;
        const double byUsers = loop > 0 ? vmSessions(i) / loop : std::numeric_limits<double>::infinity();
        return profiles[i].vcpus > 0 && d > 0 ? std::min(profiles[i].vcpus / d, byUsers) : byUsers;
    };
    const auto boundRate = [&](double d) {
        double sum = 0.0;
        for (std::size_t i = 0; i < profiles.size(); ++i)
            sum += vmBound(i, d);
        return sum;
    };
    if (m.readLatencyMs && sessions > 0 && vcpus > 0) {
        use(cal, "read_latency_ms");
        if (m.users)
            use(cal, "users");
        if (m.thinkMs)
            use(cal, "think_ms");
        if (waitedWrites > 0 && m.writeLatencyMs)
            use(cal, "write_latency_ms");
        const double outsideS = sessions / x - z - storageS;
        const double waiting = x * outsideS; // Little's law: sessions outside the storage
        // Every term of storageS is printed, so that the line re-computes from its operands
        // (512 / 72,320 - 3.9 gives 3.18, not 3.10, without the waited commit writes).
        const FindingText law = findingText(
            QT_TRANSLATE_NOOP("Finding", "time outside the storage %1 ms per read = %2 sessions / %3 reads/s - think %4 ms - read latency %5 ms%6 "
                                         "(response-time law); %7 sessions outside the storage"),
            {idArg(sig(outsideS * 1000)), idArg(count(sessions)), idArg(count(x)), idArg(operand(z * 1000)), idArg(operand(*m.readLatencyMs)),
             waitedWrites > 0 && m.writeLatencyMs
                 ? textArg(findingText(QT_TRANSLATE_NOOP("Finding", " - %1 waited writes x write latency %2 ms"),
                                       {idArg(operand(waitedWrites)), idArg(operand(*m.writeLatencyMs))}))
                 : idArg({}),
             idArg(sig(waiting, 3))});
        FindingText t = law;
        // Appends a clause to the derivation (the clauses are templates too).
        const auto then = [&t](FindingText clause) { t = findingText("%1%2", {textArg(std::move(t)), textArg(std::move(clause))}); };
        if (outsideS <= 0) {
            then(findingText(QT_TRANSLATE_NOOP("Finding", ": none, CPU per read stays a priori")));
            then(tagT);
            cal.lines.push_back(englishText(t));
        } else {
            // The CPU per read d at which the VMs' bounds add up to the measured rate: every VM
            // CPU-bound gives the utilization law over the pooled vCPUs, d = sum v_i / X; none
            // gives the response-time law, d = the time outside the storage; between them some
            // VMs saturate and the others do not (the use case's sessions per VM are not in
            // proportion to its vCPUs: RA-2 runs 128 on each of 4, 4, 8 and 8). The bounds fall
            // as d rises, so bisection finds it.
            double d = bisect([&](double v) { return -boundRate(v); }, -x, 0.0, outsideS);
            std::vector<std::string> bound, free;
            for (std::size_t i = 0; i < profiles.size(); ++i) {
                const double loop = vmSessions(i) / (z + storageS + d);
                (profiles[i].vcpus > 0 && profiles[i].vcpus / d <= loop * (1.0 + 1e-9) ? bound : free).push_back(profiles[i].workload);
            }
            if (free.empty()) {
                d = vcpus / x; // exactly (the bisection's root is this)
                then(findingText(QT_TRANSLATE_NOOP("Finding", " > %1 vCPUs: the vCPUs are the bottleneck (U = 1), CPU %2 ms per read = %1 vCPU / %3 "
                                                              "reads/s (utilization law)"),
                                 {idArg(count(vcpus)), idArg(sig(d * 1000)), idArg(count(x))}));
                if (profiles.size() > 1)
                    then(findingText(QT_TRANSLATE_NOOP("Finding", "; per VM too: at vCPU / %1 ms each VM's sessions outside the storage exceed "
                                                                  "its vCPUs (asymptotic bounds)"),
                                     {idArg(sig(d * 1000))}));
            } else if (bound.empty()) {
                d = outsideS; // exactly
                then(findingText(QT_TRANSLATE_NOOP("Finding", " <= %1 vCPUs: no CPU queue, CPU %2 ms per read"), {idArg(count(vcpus)), idArg(sig(d * 1000))}));
            } else {
                then(findingText(QT_TRANSLATE_NOOP("Finding", "; per VM, X_i = min(vCPU_i / D, N_i / (think + storage + D)) (asymptotic bounds) "
                                                              "adds up to %1 reads/s at CPU %2 ms per read: vCPUs saturated in %3, not in %4"),
                                 {idArg(count(x)), idArg(sig(d * 1000)), listArg(bound), listArg(free)}));
            }
            bool consistent = true;
            // The CPUs the host utilization is a share of: those the measurement counted, else
            // the design's hosts' cores (as calibrateWorkload()).
            const double ofCores = m.cores && *m.cores > 0 ? *m.cores : hostCores;
            if (m.cpuPct && m.cpuOf == "host" && ofCores > 0) {
                use(cal, "cpu_pct");
                if (m.cores && *m.cores > 0)
                    use(cal, "cores");
                const double busyHost = *m.cpuPct / 100.0 * ofCores, busyVm = x * d;
                consistent = busyVm <= busyHost * (1.0 + u);
                then(findingText(m.cores && *m.cores > 0
                                     ? QT_TRANSLATE_NOOP("Finding", "; checked against the host CPU: %1 busy vCPUs %2 %3 busy host cores (%4 % of %5 CPUs the "
                                                                    "measurement counts)")
                                     : QT_TRANSLATE_NOOP("Finding", "; checked against the host CPU: %1 busy vCPUs %2 %3 busy host cores (%4 % of %5 cores of "
                                                                    "the design's hosts)"),
                                 {idArg(sig(busyVm, 3)), idArg(consistent ? "<=" : ">"), idArg(sig(busyHost, 3)), idArg(operand(*m.cpuPct)),
                                  idArg(count(ofCores))}));
            }
            if (!consistent)
                then(findingText(QT_TRANSLATE_NOOP("Finding", ": inconsistent, CPU per read stays a priori")));
            then(tagT);
            if (consistent) {
                cal.cpuSPerCycle = d;
                cal.parameters.push_back(derived(storageId + "/cpu-per-read", QT_TRANSLATE_NOOP("Finding", "CPU per physical read"), "ms", d * 1000, t));
            }
            cal.lines.push_back(englishText(t));
        }
    }
    // vSAN stack cost per visit: the measured read latency less the fixed latency per read,
    // r = 2 D (1 + E) / (1 - U_a - U_c), as the mixed solver gives it (mva.h: closed demands
    // inflated by 1 / (1 - U_a), queueing among themselves, plus the wait E D / (1 - U_a)
    // behind the batches' excess; the M^X/M/1 result with Poisson reads beside it), with
    // U_a = v_a D the asynchronous (DBWR) writes' visits, U_c = v_c D the reads' and waited
    // writes', E = U_a (B - 1) / 2 the batches' excess; without batches r = 2 D / (1 - U).
    // Solved for D: g D^2 + (1 + r v / 2) D - r / 2 = 0, g = v_a (B - 1) / 2.
    if (vsanHosts > 0 && writeCopies > 0 && m.readLatencyMs && *m.readLatencyMs > 0
        && *m.readLatencyMs / 1000.0 > fixedReadS) {
        use(cal, "read_latency_ms");
        const double writesPerS = writes * x;
        const double asyncPerS = cal.writesPerCycle.value_or(std::max(0.0, writes - profiles.front().syncWritesPerCycle)) * x;
        const double visits = (2.0 * x + 2.0 * writeCopies * writesPerS) / vsanHosts;
        const double asyncVisits = 2.0 * writeCopies * asyncPerS / vsanHosts;
        const double r = *m.readLatencyMs / 1000.0 - fixedReadS;
        const double g = asyncVisits * (std::max(1.0, writeBatch) - 1.0) / 2.0;
        const double b = 1.0 + r * visits / 2.0;
        const double d = g > 0 ? (std::sqrt(b * b + 2.0 * g * r) - b) / (2.0 * g) : r / (2.0 + visits * r);
        cal.storageIoCostS = d;
        cal.storageIoCostWithChecksum = checksum;
        const FindingText t = findingText(
            QT_TRANSLATE_NOOP("Finding", "vSAN stack %1 us per visit: read latency %2 ms%3 = 2 visits x D%4, U = %5 stack visits/s per host (2 per "
                                         "read, %6 per write, over %7 hosts) x D = %8%9 (open residence inverted; the measured latency shows the "
                                         "stack as the bottleneck when U is near 1)%10"),
            {idArg(sig(d * 1e6)), idArg(operand(*m.readLatencyMs)),
             fixedReadS > 0 ? textArg(findingText(QT_TRANSLATE_NOOP("Finding", " - fixed %1 us per read (host I/O stack, network round trip)"),
                                                  {idArg(operand(fixedReadS * 1e6))}))
                            : idArg({}),
             idArg(g > 0 ? " x (1 + E) / (1 - U)" : " / (1 - U)"), idArg(count(visits)), idArg(sig(2.0 * writeCopies, 2)),
             numberArg(vsanHosts), idArg(sig(visits * d, 2)),
             g > 0 ? textArg(findingText(QT_TRANSLATE_NOOP("Finding", ", E = %1 the excess of DBWR batches of %2 writes (M^X/M/1)"),
                                         {idArg(sig(asyncVisits * d * (writeBatch - 1.0) / 2.0, 2)), idArg(sig(writeBatch, 2))}))
                   : idArg({}),
             textArg(tagT)});
        // Derived at each sample from that sample's read latency (calibrateProfile() draws the
        // measured figure once), DBWR batch and fixed latency: no range of its own. Drawn on its
        // own it would undo the inversion at every sample (a large batch with the stack cost of
        // a small one saturates the stack, which the baseline rules out).
        cal.parameters.push_back(derived(storageId + "/vsan-io-cost", QT_TRANSLATE_NOOP("Finding", "vSAN stack cost per I/O"), "us", d * 1e6, t));
        cal.lines.push_back(englishText(t));
        // The write path: with the write latency measured too, reads and writes get a cost each.
        const double w = m.writeLatencyMs ? *m.writeLatencyMs / 1000.0 - fixedWriteS : 0.0;
        if (w > 0 && writesPerS > 0) {
            use(cal, "write_latency_ms");
            calibrateWriteCost(cal, storageId, x, writes, asyncPerS, writeCopies, vsanHosts, std::max(1.0, writeBatch), r,
                               w, fixedWriteS, tagT);
        }
    }
    const FindingText ofTheUseCase = findingText(QT_TRANSLATE_NOOP("Finding", " of the use case's workloads"));
    if (!ioKBApart(cal, m, storageId, false, ofTheUseCase, ofTheUseCase, tagT))
        cal.ioKB = meanIoKB(cal, m, storageId + "/io-size", false,
                            findingText(QT_TRANSLATE_NOOP("Finding", " of the use case's workloads, taken for reads and writes alike (mb_s counts "
                                                                     "both, their split is not measured)")),
                            tagT);
    listUnused(cal, m, tag, [&](const std::string& k) -> std::string {
        if (k == "interval_min")
            return "the interval the rates average over; the laws take the rates per second";
        if (k == "tpm" || k == "nopm" || k == "tps")
            return "a storage baseline calibrates the per-read demands of SLOB-like workloads (a cycle is one physical "
                   "read); transactions calibrate a workload from its own baseline";
        if (k == "iops")
            return "write_iops gives the writes";
        if (k == "core_rating")
            return "a storage baseline is of this design's platform: nothing is scaled";
        if (k == "read_mb_s" || k == "write_mb_s" || (k == "mb_s" && m.readMbps && m.writeMbps))
            return bytesApartNotUsed(k, m);
        if (k == "mb_s")
            return "no I/O requests/s that cover the same reads and writes to divide it by";
        if (k == "users" || k == "think_ms" || k == "read_latency_ms")
            return m.readLatencyMs ? "the response-time law over the use case needs its sessions and vCPUs, which the "
                                     "design does not give"
                                   : "the response-time law over the use case needs the measured read latency";
        if (k == "write_latency_ms")
            return "the measured sessions wait for no writes, and the write path's stack cost is derived for vSAN "
                   "clusters with RAID 1 objects only";
        if (k == "cpu_pct" || k == "cores")
            return m.cpuOf != "host" ? "a storage baseline's CPU check takes the hosts' utilization (cpu_of: host)"
                                     : "it checks the CPU per read the response-time law derives, and none was derived "
                                       "(no read latency, or no time outside the storage)";
        return {};
    });

    cal.calibrated = cal.readsPerCycle.has_value() || cal.cpuSPerCycle.has_value() || cal.storageIoCostS.has_value()
        || cal.ioKB.has_value() || cal.readIoKB.has_value() || cal.writeIoKB.has_value();
    return cal;
}

void applyCalibration(WorkloadProfile& p, const Calibration& cal, ParameterContext* context)
{
    if (cal.lines.empty() && !cal.calibrated)
        return;
    ParameterContext pointValues;
    ParameterContext& params = context ? *context : pointValues;
    const double aprioriIos = p.readsPerCycle + p.syncWritesPerCycle + p.writesPerCycle;
    if (cal.readsPerCycle)
        p.readsPerCycle = *cal.readsPerCycle;
    if (cal.syncWritesPerCycle)
        p.syncWritesPerCycle = *cal.syncWritesPerCycle;
    if (cal.writesPerCycle)
        p.writesPerCycle = *cal.writesPerCycle;
    if (cal.cpuSPerCycle)
        p.cpuSPerCycle = *cal.cpuSPerCycle;
    if (cal.tpmCounterPerTxn)
        p.tpmCounterPerTxn = *cal.tpmCounterPerTxn;
    if (cal.ioKB)
        p.readKB = p.writeKB = *cal.ioKB;
    if (cal.readIoKB)
        p.readKB = *cal.readIoKB;
    if (cal.writeIoKB)
        p.writeKB = *cal.writeIoKB;
    if (cal.storageIoCostS) {
        p.storageIoCostS = *cal.storageIoCostS;
        p.storageWriteIoCostS = cal.storageWriteIoCostS.value_or(0.0);
        p.storageIoCostWithChecksum = cal.storageIoCostWithChecksum;
    }
    // The values as read through the context (its override, else the point value): the
    // fields a derived value sets are recomputed from it as calibrateWorkload() /
    // calibrateFromStorage() did at the point.
    auto splitWrites = [&](double writes) {
        p.syncWritesPerCycle = std::min(cal.syncWritesCap, std::max(0.0, writes));
        p.writesPerCycle = std::max(0.0, writes - p.syncWritesPerCycle);
    };
    for (const Parameter& par : cal.parameters) {
        const double v = params.use(par);
        const std::string name = par.id.substr(par.id.rfind('/') + 1);
        if (name == "ios-per-txn" && par.value > 0) {
            const double f = v / par.value; // reads and writes per transaction share X's uncertainty
            const double writes = (cal.syncWritesPerCycle.value_or(0.0) + cal.writesPerCycle.value_or(0.0)) * f;
            p.readsPerCycle = cal.readsPerCycle.value_or(0.0) * f;
            splitWrites(writes);
        } else if (name == "read-share") {
            const double share = std::clamp(v / 100.0, 0.0, 1.0);
            p.readsPerCycle = aprioriIos * share;
            p.syncWritesPerCycle = 1.0;
            p.writesPerCycle = std::max(1.0, aprioriIos * (1.0 - share)) - 1.0;
        } else if (name == "writes-per-read") {
            p.readsPerCycle = 1.0;
            splitWrites(v);
        } else if (name == "cpu-per-cycle" || name == "cpu-per-read") {
            p.cpuSPerCycle = std::max(0.0, v) / 1000.0;
        } else if (name == "tpm-per-txn") {
            p.tpmCounterPerTxn = std::max(0.0, v);
        } else if (name == "read-size" && v > 0) {
            // CPU per read a priori = bytes x query work / scan rate + CPU per physical I/O
            // (resolveProfile()): the bytes part follows the measured request; a measured
            // cpu_pct (service demand law) already is the CPU per read at that request.
            if (!cal.cpuSPerCycle && p.readKB > 0) {
                const double io = params.value("cpu-per-physical-io") * 1e-6;
                p.cpuSPerCycle = std::max(0.0, p.cpuSPerCycle - io) * v / p.readKB + io;
            }
            // mb_s counts every byte read and written, so the mean is the writes' request
            // too (newcomer: an OLTP report's 474 writes per read into a DSS workload kept
            // write_kb 1,024 KB and predicted 1,700 MB/s for the measured 5.5).
            // (a write request measured apart, write-io-size, sets write_kb itself).
            p.readKB = v;
            if (!cal.writeIoKB)
                p.writeKB = v;
            p.notes.erase(std::remove_if(p.notes.begin(), p.notes.end(),
                                         [](const std::string& n) { return n.rfind("DSS read size ", 0) == 0; }),
                          p.notes.end());
        } else if (name == "io-size" && v > 0) {
            p.readKB = p.writeKB = v;
        } else if (name == "read-io-size" && v > 0) {
            p.readKB = v;
        } else if (name == "write-io-size" && v > 0) {
            p.writeKB = v;
        } else if (name == "vsan-io-cost") {
            p.storageIoCostS = std::max(0.0, v) / 1e6;
        } else if (name == "vsan-write-io-cost") {
            p.storageWriteIoCostS = std::max(0.0, v) / 1e6;
        }
    }
    // A baseline from another platform without per-core ratings: its CPU per cycle times the
    // assumed speed ratio of the two platforms' cores (drawn on its own: no figure fixes it).
    if (cal.cpuRatingAssumed && cal.cpuSPerCycle)
        p.cpuSPerCycle *= std::max(0.0, params.value("core-speed-ratio", p.workload));
    // The a-priori notes of the demands the baseline replaced give the value used instead.
    auto replaced = [&](const char* prefix, const std::string& used) {
        for (std::string& n : p.notes)
            if (n.rfind(prefix, 0) == 0 && n.find("; not used: ") == std::string::npos)
                n += "; not used: " + used + ", measured (calibration)";
    };
    if (cal.tpmCounterPerTxn)
        replaced(kTpmCounterNote, sig(p.tpmCounterPerTxn) + " per transaction");
    if (cal.cpuSPerCycle && p.txnPerCycle > 0)
        replaced(kCpuPerTxnNote, sig(p.cpuSPerCycle * 1000) + " ms per transaction");
    if (cal.readsPerCycle && p.txnPerCycle > 0)
        replaced(kReadsPerTxnNote, sig(p.readsPerCycle) + " physical reads per transaction");
    // The one rule of a prediction's basis (docs/performance-model.md, "Basis of a
    // prediction"; shown alike by simulate, its JSON, the GUI and the report): calibrated
    // when the baseline fixes the CPU demand per cycle and, for transactions, the I/Os per
    // transaction; partly calibrated when it fixes only some of the demands; a priori when
    // no baseline applies.
    const bool full = cal.cpuSPerCycle && (cal.readsPerCycle || p.txnPerCycle <= 0);
    p.basis = cal.calibrated ? (full ? "calibrated" : "partly calibrated") : p.basis;
    p.measuredSource = cal.source;
    p.measuredUseCase = cal.useCase;
    p.measuredUncertainty = cal.uncertainty;
    if (cal.workload == p.workload) {
        p.measuredCyclesPerS = cal.cyclesPerS;
        p.measuredUsers = cal.users.value_or(0.0);
        p.measuredThinkS = cal.thinkS.value_or(-1.0);
        p.needsConcurrency = cal.calibrated && cal.cyclesPerS > 0 && p.closed && cal.onThisPlatform;
    }
    // What the baseline leaves a priori it still bounds: at the measured rate X the VM's vCPUs
    // cannot be more than fully busy, U = X D / C <= 1 (utilization law), so D <= C / X. An
    // a-priori CPU demand above it (the upper part of an assumed range: CPU per physical I/O
    // near 300 us) is one the measurement rules out, and is taken at the bound (where the
    // closed model's vCPUs then carry X exactly).
    if (p.needsConcurrency && !cal.cpuSPerCycle && p.vcpus > 0) {
        const double x = measuredRate(p, params);
        const double bound = x > 0 ? p.vcpus / x : 0.0;
        if (bound > 0) {
            const std::string unit = p.txnPerCycle > 0 ? "transaction" : readCycle(p) ? "physical read" : "I/O";
            p.calibration.push_back("CPU per " + unit + " a priori " + sig(p.cpuSPerCycle * 1000) + " ms, at most "
                                    + sig(bound * 1000) + " ms = " + count(p.vcpus) + " vCPU / " + operand(x)
                                    + " /s (utilization law, U <= 1 at the measured rate)");
            p.cpuSPerCycle = std::min(p.cpuSPerCycle, bound);
        }
    }
    for (const std::string& l : cal.lines)
        p.calibration.push_back(l);
    p.measuredParameters.insert(p.measuredParameters.end(), cal.parameters.begin(), cal.parameters.end());
}

void withoutDerivedNopm(WorkloadProfile& p, const Calibration& cal, const Measurement& m)
{
    if (p.nopmPerTpm <= 0 || !cal.calibrated || cal.cyclesPerS <= 0 || m.nopm)
        return;
    p.nopmPerTpm = 0.0;
    for (std::string& n : p.notes)
        if (n.rfind("NOPM = New-Order", 0) == 0)
            n = "NOPM not predicted: the measured baseline counts " + sig(cal.cyclesPerS, 4) +
                " transactions/s of the measured application (" + (m.tps ? "tps" : "TPM") +
                ", not New-Orders), and the New-Order share of 45 % (TPC-C clause 5.2.3) holds for TPC-C's mix only, "
                "which the baseline does not show (a HammerDB log's NOPM in the baseline would)";
}

double measuredRate(const WorkloadProfile& p, ParameterContext& params)
{
    if (p.measuredCyclesPerS <= 0)
        return 0.0;
    const char* unit = p.txnPerCycle > 0 ? "tx/s" : readCycle(p) ? "reads/s" : "IOPS"; // parameterUnits()
    const FindingText t = findingText(
        QT_TRANSLATE_NOOP("Finding", "X = %1 %2, the baseline's throughput (%3): the response-time law and the utilization law take it at each sample, at the rate of that sample's drawn figures"),
        {idArg(operand(p.measuredCyclesPerS)), word(unit), textArg(sourceTagText(p.measuredSource))});
    return params.use(derived(p.workload + "/measured-rate", QT_TRANSLATE_NOOP("Finding", "measured throughput"), unit, p.measuredCyclesPerS, t));
}

void calibrateConcurrency(WorkloadProfile& p, double r, ParameterContext* context, const std::string& whyNot,
                          bool baselineRun)
{
    ParameterContext pointValues;
    ParameterContext& params = context ? *context : pointValues;
    p.needsConcurrency = false;
    const double x = measuredRate(p, params);
    // Measured users are the population of the run that was measured: in that run (its use
    // case, no users given) they replace the profile's, whether or not the law below can
    // derive the delay; in any other run the profile's (or the sweep's) users stay.
    const bool measuredUsers = p.measuredUsers > 0 && baselineRun;
    if (measuredUsers) {
        if (std::abs(p.users - p.measuredUsers) >= 1e-9)
            p.calibration.push_back("users " + count(p.measuredUsers) + " as measured in the baseline's use case "
                                    + p.measuredUseCase + " (the profile declares " + count(p.declaredUsers) + ")");
        p.users = p.declaredUsers = p.measuredUsers;
    }
    if (x <= 0 || !std::isfinite(r) || r <= 0) {
        const std::string why = !whyNot.empty() ? whyNot
            : x <= 0                           ? "no measured throughput"
            : std::isfinite(r)                 ? "the model gives the workload no residence at the measured rate"
                                               : "the model cannot carry the measured rate (a center saturates at it)";
        p.calibration.push_back("response-time law not applied: " + why
                                + (measuredUsers ? "; no delay outside the modelled centers added"
                                                 : "; users stay as " + std::string(p.measuredUsers > 0 ? "this run has them (the profile's, or the sweep's)" : "the profile declares")
                                                       + " (" + count(p.users) + ")"));
        return;
    }
    const FindingText tag = tagText(p.measuredSource);
    // The law holds at the measurement: its think time where the baseline states one.
    const bool thinkMeasured = p.measuredThinkS >= 0;
    const double z = thinkMeasured ? p.measuredThinkS : p.thinkS;
    const FindingArg think = textArg(thinkMeasured ? findingText(QT_TRANSLATE_NOOP("Finding", " think %1 ms (measured)"), {idArg(operand(z * 1000))})
                                                   : findingText(QT_TRANSLATE_NOOP("Finding", " think %1 ms"), {idArg(operand(z * 1000))}));
    if (p.measuredUsers > 0) {
        const double ext = p.measuredUsers / x - z - r;
        // Outside the baseline's own run the delay is a demand of the cycle, added at this run's users.
        const FindingArg negative = ext < 0 ? word(QT_TRANSLATE_NOOP("Finding", ": negative, none added (the model is slower than measured at this rate)")) : idArg({});
        const FindingArg otherRun = measuredUsers ? idArg({})
                                                  : textArg(findingText(QT_TRANSLATE_NOOP("Finding", "; a demand of the cycle, added at the run's own %1 users"),
                                                                        {idArg(count(p.users))}));
        const FindingText t = findingText(
            QT_TRANSLATE_NOOP("Finding", "time outside the modelled centers %1 ms per %2 = %3 users / %4 /s -%5 - model residence %6 ms "
                                         "at the measured rate (response-time law)%7%8"),
            {idArg(sig(std::max(0.0, ext) * 1000)), cycleWord(p), idArg(count(p.measuredUsers)), idArg(operand(x)), think,
             idArg(sig(r * 1000)), textArg(findingText("%1%2", {negative, otherRun})), textArg(tag)});
        // Derived at each sample from the measured rate (measuredRate()): no range of its own.
        const Parameter par = derived(p.workload + "/external-delay", QT_TRANSLATE_NOOP("Finding", "time outside the modelled centers"), "ms",
                                      std::max(0.0, ext) * 1000, t);
        p.thinkS += std::max(0.0, params.use(par)) / 1000.0;
        p.measuredParameters.push_back(par);
        p.calibration.push_back(englishText(t));
        return;
    }
    // A real number: the solvers take fractional populations (mva.h, solveExact() interpolates
    // between whole ones), so the law is not bent by rounding (6.62 -> 7 users was +6 %), and
    // a rate that less than one user carries gives less than one user.
    const double n = std::max(kMinDerivedUsers, x * (r + z));
    const FindingText t = findingText(
        n == 1.0 ? QT_TRANSLATE_NOOP("Finding", "concurrency %1 user = %2 /s x (model residence %3 ms +%4) (response-time law; users not "
                                                "measured, the profile's %5 replaced)%6")
                 : QT_TRANSLATE_NOOP("Finding", "concurrency %1 users = %2 /s x (model residence %3 ms +%4) (response-time law; users not "
                                                "measured, the profile's %5 replaced)%6"),
        {idArg(sig(n, 3)), idArg(operand(x)), idArg(sig(r * 1000)), think, idArg(count(p.declaredUsers)), textArg(tag)});
    // Derived at each sample from the measured rate and that sample's residence: no range of its
    // own (an independent draw around the point's users would undo the law at every sample).
    const Parameter par = derived(p.workload + "/users", QT_TRANSLATE_NOOP("Finding", "effective concurrency"), "users", n, t);
    p.users = std::max(kMinDerivedUsers, params.use(par));
    p.measuredParameters.push_back(par);
    p.calibration.push_back(englishText(t));
}

namespace {

/// An observed figure of a baseline: its design-file key, the name of its drawn parameter
/// ("measured-<name>") and label; its unit is the key's (figureUnit()).
struct ObservedFigure {
    const char* key;
    const char* name;
    const char* label;
};

const std::vector<ObservedFigure>& observedFigures()
{
    static const std::vector<ObservedFigure> figures = {
        {"tpm", "tpm", QT_TRANSLATE_NOOP("Finding", "measured TPM")},
        {"nopm", "nopm", QT_TRANSLATE_NOOP("Finding", "measured NOPM")},
        {"tps", "tps", QT_TRANSLATE_NOOP("Finding", "measured transactions per second")},
        {"iops", "iops", QT_TRANSLATE_NOOP("Finding", "measured IOPS")},
        {"read_iops", "read-iops", QT_TRANSLATE_NOOP("Finding", "measured read IOPS")},
        {"write_iops", "write-iops", QT_TRANSLATE_NOOP("Finding", "measured write IOPS")},
        {"mb_s", "mb-s", QT_TRANSLATE_NOOP("Finding", "measured MB/s")},
        {"read_mb_s", "read-mb-s", QT_TRANSLATE_NOOP("Finding", "measured MB/s read")},
        {"write_mb_s", "write-mb-s", QT_TRANSLATE_NOOP("Finding", "measured MB/s written")},
        {"read_latency_ms", "read-latency", QT_TRANSLATE_NOOP("Finding", "measured read latency")},
        {"write_latency_ms", "write-latency", QT_TRANSLATE_NOOP("Finding", "measured write latency")},
        {"cpu_pct", "cpu", QT_TRANSLATE_NOOP("Finding", "measured CPU utilization")},
    };
    return figures;
}

} // namespace

Measurement drawFigures(const Measurement& m, const std::string& scope, const std::vector<std::string>& keys,
                        ParameterContext& params)
{
    Measurement drawn = m;
    const double u = (m.uncertaintyPct ? *m.uncertaintyPct : kDefaultMeasurementUncertaintyPct) / 100.0;
    for (const ObservedFigure& f : observedFigures()) {
        if (std::find(keys.begin(), keys.end(), f.key) == keys.end())
            continue;
        for (const auto& [key, member] : measurementNumbers()) {
            if (std::string(key) != f.key || !(drawn.*member) || *(drawn.*member) <= 0)
                continue;
            const FindingText t = findingText(
                QT_TRANSLATE_NOOP("Finding", "%1, the baseline's %2 (%3, +-%4 %): drawn once per sample; the demands derived from it "
                                             "follow it by the laws"),
                {idArg(statedFigure(key, *(drawn.*member))), idArg(key), textArg(sourceTagText(m.source)), idArg(sig(u * 100, 2))});
            Parameter par = measuredFigure(scope + "/measured-" + f.name, f.label, figureUnit(f.key), *(drawn.*member), u, englishText(t));
            par.basisTemplate = t;
            if (f.key == std::string("cpu_pct"))
                par.high = std::min(par.high, 100.0);
            drawn.*member = params.use(par);
        }
    }
    return drawn;
}

void calibrateProfile(const LoadedDesign& d, const Workload& w, WorkloadProfile& p, ParameterContext& params)
{
    const Topology& t = d.topology;
    auto hostCoresOf = [&](const std::string& host) {
        const int hi = t.deviceIndex(host);
        if (hi < 0)
            return 0.0;
        const Device& hd = d.design.devices[t.devices[hi].designIndex];
        double cores = propNumber(hd.config, "cpus", 0) * propNumber(hd.config, "cores_per_cpu", 0);
        if (cores <= 0 && t.devices[hi].model)
            cores = t.devices[hi].model->paramOr("cores", 0);
        return cores;
    };
    if (w.measured) {
        double rating = 0.0;
        std::string ratingSource;
        const int hi = t.deviceIndex(w.host);
        if (hi >= 0 && t.devices[hi].model)
            if (const auto it = t.devices[hi].model->params.find("core_rating"); it != t.devices[hi].model->params.end()) {
                rating = it->second.value;
                ratingSource = it->second.source;
            }
        // The point's calibration names the figures its laws take; those are drawn, and the
        // calibration is re-derived from the drawn baseline (calibration.h, "Propagation").
        const Calibration atPoint = calibrateWorkload(w, p, hostCoresOf(w.host), rating, ratingSource);
        const Measurement drawn = drawFigures(*w.measured, w.id, atPoint.usedFigures, params);
        const Calibration cal =
            drawn == *w.measured ? atPoint : calibrateWorkloadFrom(w, drawn, p, hostCoresOf(w.host), rating, ratingSource);
        applyCalibration(p, cal, params);
        withoutDerivedNopm(p, cal, *w.measured);
        return;
    }
    // A baseline of the workload's storage (cluster or array) whose use case runs this tool.
    const Measurement* m = nullptr;
    const Cluster* cl = d.design.cluster(w.storage);
    if (cl && cl->measured)
        m = &*cl->measured;
    else if (const Device* dev = d.design.device(w.storage); dev && dev->measured)
        m = &*dev->measured;
    if (!m || !m->onThisPlatform())
        return;
    const UseCase* uc = d.design.useCase(m->useCase);
    if (!uc)
        return;
    std::vector<WorkloadProfile> profiles;
    double cores = 0.0;
    std::vector<std::string> hosts;
    // Whether the baseline measured this workload's own load: the workload itself, another
    // use case's load on one of the measured databases (its storage group on its host: RA-2's
    // m1-slob-medium is m1-slob-heavy's database at another load), or the same load (profile
    // and VM) on a copy of one (RA-2's l1-slob-heavy-r15 is l1-slob-heavy's).
    bool measuredHere = false;
    std::vector<std::string> measuredDatabases;
    for (const std::string& id : uc->workloads) {
        const Workload* o = d.design.workload(id);
        if (!o || o->storage != w.storage)
            continue;
        measuredHere = measuredHere || o->id == w.id
            || (!w.storageGroup.empty() && o->storageGroup == w.storageGroup && o->host == w.host)
            || (o->profile == w.profile && o->vm == w.vm);
        measuredDatabases.push_back(o->id + " (" + (o->storageGroup.empty() ? std::string("no storage group") : o->storageGroup)
                                    + " on " + o->host + ")");
        profiles.push_back(resolveProfile(d.design, *o));
        if (std::find(hosts.begin(), hosts.end(), o->host) == hosts.end()) {
            hosts.push_back(o->host);
            cores += hostCoresOf(o->host);
        }
    }
    if (profiles.empty() || profiles.front().tool != p.tool || profiles.front().kind != p.kind)
        return;
    // vSAN: the write copies of the measured workloads' objects (RAID 1: FTT + 1; other
    // policies: no stack cost derived).
    int vsanHosts = 0;
    double copies = 0.0;
    bool checksum = false;
    if (cl && cl->kind == "vsan" && !profiles.empty()) {
        vsanHosts = int(cl->members.size());
        const Workload* first = d.design.workload(profiles.front().workload);
        const StorageGroup* g = first ? d.design.storageGroup(first->storageGroup) : nullptr;
        for (const StorageGroup& child : d.design.storageGroups)
            if (g && child.parent == g->id && child.props.count("raid")) {
                g = &child; // the data group of a parent
                break;
            }
        const std::string raid = g ? propString(g->props, "raid", propString(cl->settings, "raid", "raid1")) : "raid1";
        const double ftt = g ? propNumber(g->props, "ftt", propNumber(cl->settings, "ftt", 1)) : 1;
        if (raid == "raid1")
            copies = ftt + 1.0;
        checksum = g && propBool(g->props, "checksum", propBool(cl->settings, "checksum", false));
    }
    // The latency the model adds per read outside the stack (Builder::fixedLatency()): the host
    // I/O stack and, for the share of reads served by another host, a TCP round trip.
    double fixedReadS = 0.0;
    double fixedWriteS = 0.0;
    if (vsanHosts > 0) {
        fixedReadS = (params.value("host-io-latency") + (1.0 - 1.0 / vsanHosts) * params.value("tcp-round-trip")) * 1e-6;
        fixedWriteS = (params.value("host-io-latency") + params.value("tcp-round-trip")) * 1e-6; // one round trip per write
    }
    // The baseline's rates and latencies, each drawn once per sample (its own +-u): the writes
    // per read, the CPU per read and the stack costs follow them through the laws at that
    // sample's batch size and fixed latency. The host CPU only checks the CPU per read (with
    // its own +-u): it is not drawn.
    const auto calibrate = [&](const Measurement& figures) {
        return calibrateFromStorage(figures, w.storage, profiles, cores, vsanHosts, copies, checksum, p.writeBatch,
                                    fixedReadS, fixedWriteS);
    };
    Calibration cal = calibrate(*m);
    std::vector<std::string> keys = cal.usedFigures;
    keys.erase(std::remove(keys.begin(), keys.end(), std::string("cpu_pct")), keys.end());
    if (const Measurement drawn = drawFigures(*m, w.storage, keys, params); !(drawn == *m))
        cal = calibrate(drawn);
    if (!measuredHere)
        keepStorageCostsOnly(cal, w, measuredDatabases);
    applyCalibration(p, cal, params);
}

} // namespace topoplan::core
