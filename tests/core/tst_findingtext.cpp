// Finding texts (core/findingtext.h, issue 16 "Wording"): templates filled in one pass,
// English plurals, figures without exponent or negative zero, and the messages of a real
// analysis built from their templates. Expected values: the English grammar of the
// sentences ("1 path", "2 paths"), printf's %f rounding, and tests/data/analysis/
// dual-fabric.topoplan.yaml changed by hand as each case says.
#include "analysistesthelpers.h"

#include "core/findingtext.h"
#include "core/numberformat.h"

#include <QtTest>

using namespace topoplan;

namespace {

/// dual-fabric.topoplan.yaml with only db:fc-1 zoned to one target: 1 path (1 initiator x
/// 1 zoned target), below its requirement min_paths: 4.
core::LoadedDesign onePathDesign(const std::string& workloadProfile)
{
    std::string text = testing::readFile(QStringLiteral(TOPOPLAN_TEST_DATA "/analysis/dual-fabric.topoplan.yaml"));
    auto replace = [&](const std::string& from, const std::string& to) {
        const std::size_t at = text.find(from);
        QVERIFY2(at != std::string::npos, from.c_str());
        text.replace(at, from.size(), to);
    };
    replace("  - {initiator: db:fc-1, targets: [xio:sc1-fc1, xio:sc2-fc1]}\n  - {initiator: db:fc-2, targets: [xio:sc1-fc2, xio:sc2-fc2]}\n",
            "  - {initiator: db:fc-1, targets: [xio:sc1-fc1]}\n");
    replace("profile: {kind: oltp, iops: 100000, read_pct: 100, read_kb: 8}", workloadProfile);
    core::Diagnostics diagnostics;
    auto d = core::loadDesignText(text, "one-path.topoplan.yaml", "", diagnostics);
    if (!d)
        qFatal("%s", core::formatDiagnostics(diagnostics).c_str());
    return *d;
}

const core::Finding* findingOf(const core::AnalysisResult& r, const std::string& code)
{
    for (const core::Finding& f : r.findings)
        if (f.code == code)
            return &f;
    return nullptr;
}

} // namespace

class TstFindingText : public QObject {
    Q_OBJECT
private Q_SLOTS:
    /// formatDecimals: at most N decimals, trailing zeros dropped, no exponent, no "-0".
    void decimals()
    {
        QCOMPARE(core::formatDecimals(142.6, 1), std::string("142.6"));
        QCOMPARE(core::formatDecimals(100.0, 1), std::string("100"));
        QCOMPARE(core::formatDecimals(1e6, 0), std::string("1000000")); // std::to_chars' shortest form is "1e+06"
        QCOMPARE(core::formatDecimals(-0.04, 1), std::string("0"));     // "%.1f" gives "-0.0"
        QCOMPARE(core::formatDecimals(-0.06, 1), std::string("-0.1"));
        QCOMPARE(core::formatDecimals(2.5, 3), std::string("2.5"));
        // A grouped figure (FindingArg::grouped): thousands separated, the same decimals.
        QCOMPARE(core::formatDecimalsGrouped(94627.0, 2), std::string("94,627"));
        QCOMPARE(core::formatDecimalsGrouped(-1234567.26, 1), std::string("-1,234,567.3"));
        QCOMPARE(core::formatDecimalsGrouped(999.5, 0), std::string("1,000"));
        QCOMPARE(core::formatDecimalsGrouped(-0.04, 1), std::string("0"));
        QCOMPARE(core::englishText(core::findingText("%1 of %2", {core::groupedNumberArg(84900, 0), core::numberArg(84900, 0)})),
                 std::string("84,900 of 84900"));
    }

    /// Placeholders are filled once, left to right: an id holding "%2" stays as it is.
    void onePass()
    {
        const core::FindingText t = core::findingText("%1 to %2", {core::idArg("a%2"), core::idArg("b")});
        QCOMPARE(core::englishText(t), std::string("a%2 to b"));
        QCOMPARE(core::fillPlaceholders("%1%1 %3", {"x", "y"}), std::string("xx %3"));
    }

    /// English plural forms: "1 path", "2 paths", "0 paths".
    void plurals()
    {
        auto text = [](long long n) {
            return core::englishText(core::findingTextN("%1 has %n path", "%1 has %n paths", n, {core::idArg("db")}));
        };
        QCOMPARE(text(1), std::string("db has 1 path"));
        QCOMPARE(text(2), std::string("db has 2 paths"));
        QCOMPARE(text(0), std::string("db has 0 paths"));
        const core::FindingArg list = core::listArg({"a", "b", "c"}, 2);
        QCOMPARE(core::englishText(core::findingText("%1", {list})), std::string("a, b and 1 more"));
    }

    /// A real finding with 1 path says "1 path" (it said "1 paths"), and every finding's
    /// message is the English of its template.
    void onePathFinding()
    {
        const core::LoadedDesign d = onePathDesign("profile: {kind: oltp, iops: 100, read_pct: 100, read_kb: 8}");
        const core::AnalysisResult r = core::analyze(d, {});
        const core::Finding* f = findingOf(r, "min-paths");
        QVERIFY(f);
        QCOMPARE(f->message, std::string("db has 1 path to xio, fewer than the design's requirement min_paths: 4"));
        for (const core::Finding& x : r.findings)
            if (!x.text.empty())
                QCOMPARE(x.message, core::englishText(x.text));
    }

    /// 1,000,000 MB/s offered over the one path: the saturated link's figure is written out
    /// grouped as the other outputs write it ("1,000,000 MB/s"), never "1e+06 MB/s" or "1000000 MB/s".
    void largeFigure()
    {
        const core::LoadedDesign d = onePathDesign("profile: {kind: oltp, mb_s: 1000000, read_pct: 100, read_kb: 8}");
        const core::AnalysisResult r = core::analyze(d, {});
        const core::Finding* f = findingOf(r, "saturated");
        QVERIFY(f);
        QVERIFY2(f->message.find("1,000,000 MB/s") != std::string::npos, f->message.c_str());
        for (const core::Finding& x : r.findings)
            QVERIFY2(x.message.find("e+") == std::string::npos, x.message.c_str());
    }
};

QTEST_GUILESS_MAIN(TstFindingText)
#include "tst_findingtext.moc"
