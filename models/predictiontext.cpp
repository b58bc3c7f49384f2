#include "models/predictiontext.h"

#include "models/localnumber.h"

#include <QCoreApplication>

#include <algorithm>

namespace topoplan::models {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Prediction)
};
} // namespace

double figureValue(const core::WorkloadPerformance& w, Figure f)
{
    switch (f) {
    case Figure::Iops: return w.iops;
    case Figure::ReadIops: return w.readIops;
    case Figure::WriteIops: return w.writeIops;
    case Figure::MBps: return w.mbps;
    case Figure::ReadLatencyMs: return w.readLatencyMs;
    case Figure::WriteLatencyMs: return w.writeLatencyMs;
    case Figure::Tpm: return w.tpm;
    case Figure::Nopm: return w.nopm;
    case Figure::CpuPct: return w.cpuUtilization * 100.0;
    }
    return 0.0;
}

core::Interval figureInterval(const core::WorkloadUncertainty& u, Figure f)
{
    switch (f) {
    case Figure::Iops: return u.iops;
    case Figure::ReadIops: return u.readIops;
    case Figure::WriteIops: return u.writeIops;
    case Figure::MBps: return u.mbps;
    case Figure::ReadLatencyMs: return u.readLatencyMs;
    case Figure::WriteLatencyMs: return u.writeLatencyMs;
    case Figure::Tpm: return u.tpm;
    case Figure::Nopm: return u.nopm;
    case Figure::CpuPct: return {u.cpuUtilization.low * 100.0, u.cpuUtilization.high * 100.0};
    }
    return {};
}

QString figureUnit(Figure f)
{
    switch (f) {
    case Figure::Iops:
    case Figure::ReadIops:
    case Figure::WriteIops: return QStringLiteral("IOPS");
    case Figure::MBps: return QStringLiteral("MB/s");
    case Figure::ReadLatencyMs:
    case Figure::WriteLatencyMs: return QStringLiteral("ms");
    case Figure::Tpm: return QStringLiteral("TPM");
    case Figure::Nopm: return QStringLiteral("NOPM");
    case Figure::CpuPct: return QStringLiteral("%");
    }
    return {};
}

QString threeDigits(double value, const QString& unit)
{
    return localizedNumbers(core::formatWithInterval(value, value, value, unit.toStdString()));
}

QString figureText(const core::WorkloadPerformance& w, Figure f, const core::WorkloadUncertainty* u, bool pending)
{
    const double v = figureValue(w, f);
    if (u)
        return localizedNumbers(core::formatWithInterval(v, figureInterval(*u, f), figureUnit(f).toStdString()));
    const QString point = threeDigits(v, figureUnit(f));
    return pending ? Tr::tr("%1 (interval pending)").arg(point) : point;
}

QString basisText(const core::WorkloadUncertainty* u, bool pending)
{
    if (u)
        return QString::fromStdString(u->basisSummary);
    return pending ? Tr::tr("interval pending") : QString();
}

QString utilizationText(double utilization, const core::Interval* range, bool pending, int decimals)
{
    const QString point = Tr::tr("%1 %").arg(localNumber(utilization * 100.0, decimals));
    if (range) {
        const double low = std::min(range->low, utilization) * 100.0, high = std::max(range->high, utilization) * 100.0;
        const QString lo = localNumber(low, decimals), hi = localNumber(high, decimals);
        if (lo != hi)
            return Tr::tr("%1 (%2–%3 %)").arg(point, lo, hi);
        return point;
    }
    return pending ? Tr::tr("%1 (interval pending)").arg(point) : point;
}

QString basisLabel(core::Basis b)
{
    switch (b) {
    case core::Basis::Measured: return Tr::tr("measured");
    case core::Basis::Sourced: return Tr::tr("sourced");
    case core::Basis::Assumed: return Tr::tr("assumed");
    }
    return Tr::tr("assumed");
}

} // namespace topoplan::models
