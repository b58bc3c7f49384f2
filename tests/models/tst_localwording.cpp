// Issue 16, "Wording", in the GUI: the number helpers of models/ (localnumber.h,
// predictiontext.h, findingtext.h) in German never write scientific notation ("1e+06")
// or a negative zero ("-0,0 %"), for edge values (zero from below, millions, millionths)
// and for what RA-1's analysis and simulation give (every figure of every workload, every
// link's utilization, every finding, under the loss of iom-a1). tests/core/wordingcheck.h
// says what is flagged; tests/core/tst_wording checks the CLI and the report the same way.
#include "../core/wordingcheck.h"

#include "core/analysis.h"
#include "core/builtin.h"
#include "core/designloader.h"
#include "core/findingtext.h"
#include "core/numberformat.h"
#include "core/performance.h"
#include "models/findingtext.h"
#include "models/localnumber.h"
#include "models/predictiontext.h"

#include <QLocale>
#include <QTest>

#include <cmath>

using namespace topoplan;

namespace {

// Zero from below at every rounding, the magnitudes where a shortest form turns to an
// exponent (std::to_chars: 1e+06, 1e-05), and ordinary figures beside them.
const double kEdgeValues[] = {0.0,   -0.0,   -1e-12, -0.0004, -0.004, -0.04, -0.049, 0.049, 1e-5, 1.5e-6, 0.000123,
                              1e6,   2.5e6,  1e7,    1e9,     1e12,   1e14,  -1e6,   42.0,  99.97, 123456789.125};

bool clean(const QString& what, const QString& text)
{
    const QStringList bad = testing::badNumbers(text);
    if (!bad.isEmpty())
        qWarning("%s: %s", qPrintable(what), qPrintable(bad.join(QStringLiteral("; "))));
    return bad.isEmpty();
}

core::LoadedDesign ra1()
{
    core::Diagnostics diagnostics;
    const core::EmbeddedFile* f = core::findBuiltinExample("ra1");
    auto d = f ? core::loadDesignText(f->text, f->name, "", diagnostics) : std::nullopt;
    if (!d)
        qFatal("builtin:ra1 does not load");
    return *d;
}

} // namespace

class TestLocalWording : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init() { QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany)); }
    void cleanup() { QLocale::setDefault(QLocale::c()); }

    /// A grouped finding figure in German: "94.627", "3,9"; an ungrouped one as before.
    void groupedFigures()
    {
        const core::FindingText t = core::findingText("%1 vs %2 (%3)", {core::groupedNumberArg(94627, 2), core::groupedNumberArg(3.9, 2, " ms"),
                                                                          core::numberArg(94627, 0)});
        QCOMPARE(models::translatedText(t), QStringLiteral("94.627 vs 3,9 ms (94627)"));
    }

    void edgeValues()
    {
        bool ok = true;
        for (const double v : kEdgeValues) {
            const QString at = QStringLiteral("value %1").arg(v, 0, 'g', 17);
            for (int decimals = 0; decimals <= 3; ++decimals) {
                ok = clean(at + QStringLiteral(" fixedNumber"), models::fixedNumber(v, decimals) + QStringLiteral(" %")) && ok;
                ok = clean(at + QStringLiteral(" localNumber"), models::localNumber(v, decimals) + QStringLiteral(" %")) && ok;
                ok = clean(at + QStringLiteral(" localNumber grouped"), models::localNumber(v, decimals, true) + QStringLiteral(" %")) && ok;
                ok = clean(at + QStringLiteral(" utilizationText"), models::utilizationText(v / 100.0, nullptr, false, decimals)) && ok;
                const core::Interval range{std::min(v, -v) / 100.0, std::max(v, -v) / 100.0};
                ok = clean(at + QStringLiteral(" utilizationText with interval"), models::utilizationText(v / 100.0, &range, false, decimals)) && ok;
                const core::FindingText finding = core::findingText("%1 busy (%2 of %3)",
                                                                    {core::numberArg(v, decimals, " %"), core::numberArg(v * 1e3, decimals, " MB/s"),
                                                                     core::numberArg(std::fabs(v) * 1e6, decimals, " MB/s")});
                ok = clean(at + QStringLiteral(" finding"), models::translatedText(finding)) && ok;
                ok = clean(at + QStringLiteral(" finding, English"), QString::fromStdString(core::englishText(finding))) && ok;
            }
            ok = clean(at + QStringLiteral(" threeDigits"), models::threeDigits(v, QStringLiteral("ms"))) && ok;
            ok = clean(at + QStringLiteral(" formatRange"), models::localizedNumbers(core::formatWithInterval(v, std::min(v, -v), std::max(v, -v), "%")))
                && ok;
            // The exact forms keep an exponent beyond 1e-6..1e15 (core/numberformat.h: 31
            // digits for 1e30 read no better); inside, fixed notation.
            if (v == 0.0 || (std::fabs(v) >= 1e-6 && std::fabs(v) < 1e15)) {
                ok = clean(at + QStringLiteral(" formatExact"), models::localizedNumbers(core::formatExact(v))) && ok;
                ok = clean(at + QStringLiteral(" formatNumber"), QString::fromStdString(core::formatNumber(v))) && ok;
            }
        }
        QVERIFY(ok);
    }

    // What the GUI shows of RA-1 with iom-a1 lost: the Findings table, the link colours'
    // utilization texts and the Inspector's figures.
    void ra1UnderAFailure()
    {
        const core::LoadedDesign d = ra1();
        core::FailureSet failures;
        failures.targets.push_back("iom-a1");
        const core::AnalysisResult r = core::analyze(d, failures);
        QVERIFY(!r.findings.empty());
        QVERIFY(!r.links.empty());
        bool ok = true;
        for (const core::Finding& f : r.findings)
            ok = clean(QStringLiteral("finding ") + QString::fromStdString(f.code), models::findingMessage(f)) && ok;
        for (const core::LinkLoad& l : r.links)
            ok = clean(QStringLiteral("link ") + QString::fromStdString(l.link), models::utilizationText(l.utilization, nullptr, false, 1)) && ok;
        core::PerformanceOptions options;
        options.failed = {"iom-a1"};
        const core::PerformanceResult p = core::simulatePerformance(d, options);
        QVERIFY(!p.workloads.empty());
        using models::Figure;
        for (const core::WorkloadPerformance& w : p.workloads)
            for (const Figure f : {Figure::Iops, Figure::ReadIops, Figure::WriteIops, Figure::MBps, Figure::ReadLatencyMs,
                                   Figure::WriteLatencyMs, Figure::Tpm, Figure::Nopm, Figure::CpuPct})
                ok = clean(QStringLiteral("workload ") + QString::fromStdString(w.id), models::figureText(w, f, nullptr, false)) && ok;
        QVERIFY(ok);
    }
};

QTEST_GUILESS_MAIN(TestLocalWording)
#include "tst_localwording.moc"
