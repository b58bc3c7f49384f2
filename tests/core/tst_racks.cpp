// Racks, power feeds and build documents (issue 17, docs/racks.md): the design format's
// rack keys (reader errors, byte-stable writer), the physical checks, power-feed failures,
// the cable schedule and bill of materials of racked RA-1, and the NetBox importer's
// physical figures. Expected values come from the RA-1 design file and its paper summary
// (shared/reference/architectures.md), the catalog's figures (read here, not copied) and
// the rules written in docs/racks.md.
#include "analysistesthelpers.h"
#include "clirun.h"

#include "core/designio.h"
#include "core/netboximport.h"
#include "core/racklayout.h"
#include "core/rackdocs.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <functional>

using namespace topoplan;

namespace {

// A small racked design on generic models: two servers and a switch in one rack.
const char* kSmall = R"(format: topoplan/1
name: racked
catalogs: [builtin]
racks:
  - {id: r1, row: A, position: 1, height_u: 42, width_mm: 600, depth_mm: 1200, max_weight_kg: 1000, feeds: [{id: r1-a, volts: 230, amps: 16}, {id: r1-b, watts: 3680}]}
  - {id: r2, row: B, position: 2, height_u: 42, width_mm: 800, depth_mm: 1000}
devices:
  - {id: srv-1, model: generic/server, at: [0, 0], rack: r1, u: 1}
  - {id: srv-2, model: generic/server, at: [200, 0], rack: r1, u: 3, face: rear, depth: half, feeds: [r1-b]}
  - {id: sw-1, model: generic/switch, at: [100, -100], rack: r1, u: 42}
  - {id: sw-2, model: generic/switch, at: [300, -100]}
links:
  - {a: srv-1:eth-1, b: sw-1:eth1/1/1}
)";

core::LoadedDesign loadText(const std::string& text)
{
    core::Diagnostics diagnostics;
    auto d = core::loadDesignText(text, "racked.topoplan.yaml", ".", diagnostics);
    if (!d)
        qFatal("%s", core::formatDiagnostics(diagnostics).c_str());
    return *d;
}

// The diagnostics of reading `text` (which must fail).
std::string readErrors(const std::string& text)
{
    core::Diagnostics diagnostics;
    if (core::readDesignText(text, "bad.topoplan.yaml", diagnostics))
        return "(read without error)";
    return core::formatDiagnostics(diagnostics);
}

std::string replaced(std::string text, const std::string& from, const std::string& to)
{
    const std::size_t at = text.find(from);
    if (at == std::string::npos)
        qFatal("'%s' not in the text", from.c_str());
    return text.replace(at, from.size(), to);
}

const core::Finding* finding(const std::vector<core::Finding>& all, const std::string& code)
{
    for (const core::Finding& f : all)
        if (f.code == code)
            return &f;
    return nullptr;
}

int countCode(const std::vector<core::Finding>& all, const std::string& code)
{
    return int(std::count_if(all.begin(), all.end(), [&](const core::Finding& f) { return f.code == code; }));
}

double param(const core::Catalog& c, const char* model, const char* name)
{
    const core::Model* m = c.find(model);
    if (!m || !m->param(name))
        qFatal("%s has no %s", model, name);
    return *m->param(name);
}

// RFC 4180 parser for the test: records of fields, CRLF line ends, quoted fields.
std::vector<std::vector<std::string>> parseCsv(const std::string& text, bool* crlfOnly)
{
    std::vector<std::vector<std::string>> rows(1, std::vector<std::string>(1));
    bool quoted = false;
    *crlfOnly = true;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"')
                rows.back().back() += '"', ++i;
            else if (c == '"')
                quoted = false;
            else
                rows.back().back() += c;
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            rows.back().emplace_back();
        } else if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') {
            rows.emplace_back(1);
            ++i;
        } else if (c == '\n') {
            *crlfOnly = false;
            rows.emplace_back(1);
        } else {
            rows.back().back() += c;
        }
    }
    if (rows.back().size() == 1 && rows.back().front().empty())
        rows.pop_back();
    return rows;
}

} // namespace

class TstRacks : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void readsAndWritesRacksByteForByte()
    {
        core::Diagnostics diagnostics;
        const auto d = core::readDesignText(kSmall, "racked.topoplan.yaml", diagnostics);
        QVERIFY2(d, core::formatDiagnostics(diagnostics).c_str());
        QCOMPARE(d->racks.size(), std::size_t(2));
        QCOMPARE(d->racks[0].feeds.size(), std::size_t(2));
        // 230 V x 16 A (the file), and the 3,680 W written as watts.
        QCOMPARE(d->racks[0].feeds[0].capacityW(), 230.0 * 16.0);
        QCOMPARE(d->racks[0].feeds[1].capacityW(), 3680.0);
        const core::Device* srv2 = d->device("srv-2");
        QCOMPARE(srv2->mount.rack, std::string("r1"));
        QCOMPARE(srv2->mount.u, 3);
        QCOMPARE(srv2->mount.face, std::string("rear"));
        QCOMPARE(srv2->mount.depth, std::string("half"));
        QCOMPARE(srv2->mount.feeds, std::vector<std::string>{"r1-b"});
        QVERIFY(!d->device("sw-2")->mount.racked());
        QCOMPARE(core::writeDesign(*d), std::string(kSmall));
    }

    void racksAndFeedsShareTheIdNamespace()
    {
        const std::string text = replaced(kSmall, "{id: r1-b, watts: 3680}", "{id: srv-1, watts: 3680}");
        const std::string errors = readErrors(text);
        QVERIFY2(errors.find("duplicate id") != std::string::npos, errors.c_str());
    }

    void readerErrorsNameFileLineColumnAndId_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("expected");
        // Lines: racks are lines 5-6, devices 8-11 of kSmall; columns those of the value, as
        // the reader reports every key's error.
        QTest::newRow("unknown rack") << "rack: r1, u: 1}" << "rack: r9, u: 1}"
                                      << "bad.topoplan.yaml:8:58: error: device 'srv-1': rack 'r9' is not a rack of the design";
        QTest::newRow("feed of another rack") << "feeds: [r1-b]" << "feeds: [r2-x]"
                                              << "device 'srv-2': power feed 'r2-x' is not a feed of rack 'r1'";
        QTest::newRow("u without rack") << "{id: sw-2, model: generic/switch, at: [300, -100]}"
                                        << "{id: sw-2, model: generic/switch, at: [300, -100], u: 4}"
                                        << "bad.topoplan.yaml:11:"
                                           "59: error: device 'sw-2': 'u' needs 'rack'";
        QTest::newRow("bad face") << "face: rear" << "face: back" << "device 'srv-2': face is 'back' (expected front or rear)";
        QTest::newRow("amps and watts") << "{id: r1-b, watts: 3680}" << "{id: r1-b, watts: 3680, amps: 16, volts: 230}"
                                        << "bad.topoplan.yaml:5:"
                                           "143: error: power feed 'r1-b' of rack 'r1': a feed needs exactly one of 'amps'";
        QTest::newRow("amps without volts") << "{id: r1-a, volts: 230, amps: 16}" << "{id: r1-a, amps: 16}"
                                            << "'amps' needs 'volts'";
        QTest::newRow("rack too tall") << "position: 2, height_u: 42" << "position: 2, height_u: 61" << "rack 'r2'";
        QTest::newRow("u missing") << "rack: r1, u: 42}" << "rack: r1}" << "device 'sw-1': device has no 'u'";
        QTest::newRow("unknown site") << "{id: r2, row: B" << "{id: r2, site: dc9, row: B"
                                      << "rack 'r2': site 'dc9' is not a site of the design";
    }
    void readerErrorsNameFileLineColumnAndId()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, expected);
        const std::string errors = readErrors(replaced(kSmall, from.toStdString(), to.toStdString()));
        QVERIFY2(errors.find(expected.toStdString()) != std::string::npos, errors.c_str());
    }

    void seatedDeviceIsNotRacked()
    {
        std::string text = testing::readFile(QStringLiteral(TOPOPLAN_RESOURCES_DIR "/examples/ra1-mx7000-powermax.topoplan.yaml"));
        text = replaced(text, "slot: fabric-a1}", "slot: fabric-a1, rack: rack-a1, u: 30}");
        const std::string errors = readErrors(text);
        QVERIFY2(errors.find("device 'iom-a1': a seated device stays in its parent 'mx7000-1'") != std::string::npos,
                 errors.c_str());
    }

    void racedExamplesRoundTrip()
    {
        for (const char* file : {"ra1-mx7000-powermax", "ra2-vsan-allflash", "ra4-ucs-xtremio"}) {
            const std::string text = testing::readFile(QStringLiteral(TOPOPLAN_RESOURCES_DIR "/examples/") + file + ".topoplan.yaml");
            core::Diagnostics diagnostics;
            const auto d = core::readDesignText(text, file, diagnostics);
            QVERIFY2(d, core::formatDiagnostics(diagnostics).c_str());
            QVERIFY2(!d->racks.empty(), file);
            QCOMPARE(core::writeDesign(*d), text);
        }
    }

    void racedExamplesPassTheChecks()
    {
        // The reference designs are laid out to fit: no physical finding but none at all.
        for (const char* name : {"ra1", "ra2-vsan-all", "ra4"}) {
            const core::LoadedDesign ld = testing::builtinExample(name);
            const auto findings = core::rackFindings(ld.design, *ld.catalog);
            for (const core::Finding& f : findings)
                QVERIFY2(false, (std::string(name) + ": " + f.message).c_str());
            const core::RackLayout layout = core::rackLayout(ld.design, *ld.catalog);
            for (const core::RackSummary& r : layout.racks)
                QVERIFY2(!r.devices.empty(), r.rack->id.c_str());
        }
    }

    void ra1RackFigures()
    {
        // rack-a3: the DD9300 head (U1) with its 4 DS60 shelves racked above it, so
        // 4 U + 4 x 5 U (catalog height_u of both models).
        const core::LoadedDesign ld = testing::builtinExample("ra1");
        const core::RackLayout layout = core::rackLayout(ld.design, *ld.catalog);
        QCOMPARE(layout.racks.size(), std::size_t(3));
        const core::RackSummary& a3 = layout.racks[2];
        QCOMPARE(a3.devices.size(), std::size_t(1));
        const int expectedU = int(ld.catalog->find("dell/dd9300")->heightU + 4 * ld.catalog->find("dell/ds60")->heightU);
        QCOMPARE(a3.devices[0].highU - a3.devices[0].lowU + 1, expectedU);
        QCOMPARE(a3.maxW, param(*ld.catalog, "dell/dd9300", "power_max_w") + 4 * param(*ld.catalog, "dell/ds60", "power_max_w"));
        // rack-a1: the MX7000 with everything seated in it (2 MX840c, 8 QL41262, 2 MX9116n,
        // 2 MX9002m: the design's devices), 2 spines, 2 management switches.
        const core::Catalog& c = *ld.catalog;
        const double chassis = param(c, "dell/poweredge-mx7000", "power_max_w") + 2 * param(c, "dell/poweredge-mx840c", "power_max_w")
            + 8 * param(c, "qlogic/ql41262", "power_max_w") + 2 * param(c, "dell/mx9116n", "power_max_w")
            + 2 * param(c, "dell/mx9002m", "power_max_w");
        const double a1 = chassis + 2 * param(c, "generic/spine-switch", "power_max_w") + 2 * param(c, "generic/mgmt-switch", "power_max_w");
        QCOMPARE(layout.racks[0].maxW, a1);
        QVERIFY(layout.notRacked.empty());
    }

    void smallDesignAsWritten()
    {
        const core::LoadedDesign base = loadText(kSmall);
        const core::Catalog& c = *base.catalog;
        const double server = param(c, "generic/server", "power_max_w");
        const double sw = param(c, "generic/switch", "power_max_w");
        // kSmall as written: srv-2 is half depth on the rear at U3-4, nothing opposite it.
        auto f = core::rackFindings(base.design, c);
        QVERIFY(!finding(f, "rack-overlap") && !finding(f, "rack-depth") && !finding(f, "rack-height"));
        // srv-2 alone on r1-b: a single-feed warning.
        QVERIFY(finding(f, "rack-single-feed"));
        QCOMPARE(finding(f, "rack-single-feed")->ids, (std::vector<std::string>{"srv-2", "r1-b"}));
        // Redundancy: losing r1-a leaves r1-b with both servers and the switch; it is
        // reported exactly when that sum exceeds r1-b's 3,680 W.
        const bool overloaded = 2 * server + sw > 3680.0;
        QCOMPARE(finding(f, "rack-power-redundancy") != nullptr, overloaded);
    }

    void depthOverlapAndHeight()
    {
        core::Design d = loadText(kSmall).design;
        const auto catalog = core::Catalog::builtin();
        d.device("srv-1")->mount.u = 2; // generic/server is 2U (catalog): U2-3, srv-2 rear U3-4
        auto f = core::rackFindings(d, *catalog);
        QCOMPARE(countCode(f, "rack-depth"), 1);
        QVERIFY(f.size() && finding(f, "rack-depth")->message.find("full-depth device 'srv-1'") != std::string::npos);
        d.device("srv-2")->mount.face = "front"; // same face now
        f = core::rackFindings(d, *catalog);
        QCOMPARE(countCode(f, "rack-overlap"), 1);
        QCOMPARE(finding(f, "rack-overlap")->ids, (std::vector<std::string>{"srv-1", "srv-2", "r1"}));
        d.device("sw-1")->mount.u = 43; // 1U switch above a 42U rack
        f = core::rackFindings(d, *catalog);
        QCOMPARE(countCode(f, "rack-height"), 1);
    }

    void powerBudgetAndWeight()
    {
        core::Design d = loadText(kSmall).design;
        const auto catalog = core::Catalog::builtin();
        const double server = param(*catalog, "generic/server", "power_max_w");
        const double sw = param(*catalog, "generic/switch", "power_max_w");
        // Feeds just large enough for the load shared by both, too small for one alone.
        d.device("srv-2")->mount.feeds.clear();
        const double total = 2 * server + sw;
        d.racks[0].feeds[0] = {"r1-a", 0, 0, total / 2 + 1, {}};
        d.racks[0].feeds[1] = {"r1-b", 0, 0, total / 2 + 1, {}};
        auto f = core::rackFindings(d, *catalog);
        QVERIFY(!finding(f, "rack-power"));
        QCOMPARE(countCode(f, "rack-power-redundancy"), 2); // loss of either feed overloads the other
        d.racks[0].feeds[0].watts = total / 2 - 1;
        d.racks[0].feeds[1].watts = total / 2 - 1;
        f = core::rackFindings(d, *catalog);
        QCOMPARE(countCode(f, "rack-power"), 2);
        // Weight: a limit 1 kg below what the rack holds.
        const double kg = 2 * param(*catalog, "generic/server", "weight_kg") + param(*catalog, "generic/switch", "weight_kg");
        d.racks[0].maxWeightKg = kg - 1;
        QCOMPARE(countCode(core::rackFindings(d, *catalog), "rack-weight"), 1);
        d.racks[0].maxWeightKg = kg + 1;
        QCOMPARE(countCode(core::rackFindings(d, *catalog), "rack-weight"), 0);
    }

    void powerFeedFailureShowsWhatGoesDark()
    {
        const core::LoadedDesign ra1 = testing::builtinExample("ra1");
        // One feed of rack-a1: every device there has A and B, nothing goes dark.
        core::AnalysisResult one = core::analyze(ra1, core::FailureSet{{"rack-a1-feed-a"}});
        const core::Finding* dark = finding(one.findings, "power-dark");
        QVERIFY(dark);
        QCOMPARE(dark->severity, core::Finding::Severity::Info);
        QVERIFY(!finding(one.findings, "unknown-failure-target"));
        for (const core::FlowResult& fl : one.flows)
            QVERIFY2(fl.reachable, fl.id.c_str());
        const core::Finding* degraded = finding(one.findings, "power-one-feed");
        QVERIFY(degraded);
        // rack-a1 holds mx7000-1, spine-1, spine-2, mgmt-sw-1, mgmt-sw-2 (the design file).
        QCOMPARE(degraded->ids, (std::vector<std::string>{"rack-a1-feed-a", "mx7000-1", "spine-1", "spine-2", "mgmt-sw-1", "mgmt-sw-2"}));
        // Both feeds of rack-a1: the chassis with both hosts goes dark, every storage flow breaks.
        core::AnalysisResult both = core::analyze(ra1, core::FailureSet{{"rack-a1-feed-a", "rack-a1-feed-b"}});
        dark = finding(both.findings, "power-dark");
        QVERIFY(dark);
        QCOMPARE(dark->severity, core::Finding::Severity::Warning);
        QVERIFY2(dark->message.find("mx7000-1") != std::string::npos, dark->message.c_str());
        // 14 devices are seated in mx7000-1 (2 sleds, 8 mezzanine cards, 2 IOMs, 2 MMs).
        QVERIFY2(dark->message.find("with the 14 devices seated in them") != std::string::npos, dark->message.c_str());
        int storage = 0;
        for (const core::FlowResult& fl : both.flows)
            if (fl.kind == "storage") {
                ++storage;
                QVERIFY2(!fl.reachable, fl.id.c_str());
            }
        QVERIFY(storage > 0);
        // The storage rack's feeds: the PowerMax goes dark, so does every storage flow.
        core::AnalysisResult pmax = core::analyze(ra1, core::FailureSet{{"rack-a2-feed-a", "rack-a2-feed-b"}});
        QCOMPARE(finding(pmax.findings, "power-dark")->ids.back(), std::string("pmax"));
    }

    void cableScheduleOfRa1()
    {
        const core::LoadedDesign ra1 = testing::builtinExample("ra1");
        const auto rows = core::cableSchedule(ra1);
        // RA-1's 34 cables and breakout lanes (issue 17; the design file's links:), of which
        // 16 FC lanes (2 IOMs x 2 ports x 4 x 16GFC to the PowerMax, architectures.md) and
        // 12 x 10 GbE lanes (8 IOM-to-spine, 4 DD9300-to-spine).
        QCOMPARE(rows.size(), std::size_t(34));
        QCOMPARE(rows.size(), ra1.design.links.size());
        int fc = 0, tenGbE = 0;
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const core::CableRow& r = rows[i];
            const core::Link& l = ra1.design.links[i];
            QCOMPARE(r.a.device + ":" + r.a.port, l.a);
            QCOMPARE(r.b.device + ":" + r.b.port, l.b);
            QVERIFY2(!r.a.rack.empty() && !r.b.rack.empty() && r.a.u > 0 && r.b.u > 0, r.id.c_str());
            QVERIFY2(r.lengthM > 0 && r.orderLengthM >= r.lengthM, r.id.c_str());
            if (r.family == "fc" && r.breakout == "4x16gfc" && r.speedGbps == 16)
                ++fc;
            if (r.family == "ethernet" && r.breakout == "4x10ge" && r.speedGbps == 10)
                ++tenGbE;
        }
        QCOMPARE(fc, 16);
        QCOMPARE(tenGbE, 12);
        QCOMPARE(rows.front().id, std::string("C001"));
        QCOMPARE(rows.front().harness, std::string("iom-a1:eth1/1/43"));
        // C001: iom-a1 (in mx7000-1, rack-a1 U10) to pmax (rack-a2 U1), neighbouring racks
        // of row A: by docs/racks.md, (42 - 10) U + (42 - 1) U up to the tray, one 600 mm
        // rack pitch, 2 x 1 m slack.
        const double expected = (32 + 41) * 0.04445 + 0.6 + 2.0;
        QCOMPARE(rows.front().lengthM, std::ceil(expected * 10) / 10);
        QCOMPARE(rows.front().orderLengthM, 7.0); // next stock length above 5.9 m
        // The management cables stay in rack-a1: U distance + slack.
        const core::CableRow& mgmt = rows.back();
        QCOMPARE(mgmt.a.rack, mgmt.b.rack);
        QCOMPARE(mgmt.lengthM, std::ceil(((36 - 10) * 0.04445 + 2.0) * 10) / 10);
    }

    void csvIsRfc4180()
    {
        QCOMPARE(core::csvField("plain"), std::string("plain"));
        QCOMPARE(core::csvField("a,b"), std::string("\"a,b\""));
        QCOMPARE(core::csvField("say \"hi\""), std::string("\"say \"\"hi\"\"\""));
        QCOMPARE(core::csvField("two\nlines"), std::string("\"two\nlines\""));
        const core::LoadedDesign ra1 = testing::builtinExample("ra1");
        bool crlf = false;
        const auto rows = parseCsv(core::cableScheduleCsv(core::cableSchedule(ra1)), &crlf);
        QVERIFY(crlf);
        QCOMPARE(rows.size(), std::size_t(35)); // header + 34
        for (const auto& r : rows)
            QCOMPARE(r.size(), rows.front().size());
        QCOMPARE(rows[1][0], std::string("C001"));
        QCOMPARE(rows[1][1], std::string("iom-a1"));
        QCOMPARE(rows[1][2], std::string("eth1/1/43:1"));
    }

    void billOfMaterialsOfRa1()
    {
        const core::LoadedDesign ra1 = testing::builtinExample("ra1");
        const auto bom = core::billOfMaterials(ra1);
        auto qty = [&](const std::string& rack, const std::string& model) {
            for (const core::BomRow& r : bom)
                if (r.rack == rack && r.model == model)
                    return r.quantity;
            return 0;
        };
        // Counts from the design file: devices, the DS60 shelves (config shelves: 4), the
        // drives (PowerMax config drives: 24; DD9300 15 disk groups x (14 + 1 spare)).
        QCOMPARE(qty("rack-a1", "dell/poweredge-mx7000"), 1);
        QCOMPARE(qty("rack-a1", "dell/poweredge-mx840c"), 2);
        QCOMPARE(qty("rack-a1", "qlogic/ql41262"), 8);
        QCOMPARE(qty("rack-a1", "dell/mx9116n"), 2);
        QCOMPARE(qty("rack-a1", "generic/spine-switch"), 2);
        QCOMPARE(qty("rack-a2", "dell/powermax-2000"), 1);
        QCOMPARE(qty("rack-a2", "dell/nvme-3.84tb"), 24);
        QCOMPARE(qty("rack-a3", "dell/ds60"), 4);
        QCOMPARE(qty("rack-a3", "dell/dd-nlsas-4tb"), 15 * (14 + 1));
        for (const core::BomRow& r : bom)
            if (r.model == "dell/poweredge-mx7000")
                QCOMPARE(r.partNumber, std::string("5112814")); // NetBox device-type file
    }

    void cliExportsCablesAndBom()
    {
        QTemporaryDir dir;
        const QString cables = dir.filePath("ra1-cables.csv");
        testing::CliRun run = testing::runCli({"export", "builtin:ra1", "-o", cables, "--what", "cables"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(run.out.contains("34 cables and breakout lanes"));
        QVERIFY(testing::readFile(cables).rfind("cable,a_device,a_port,", 0) == 0);
        const QString bom = dir.filePath("ra1-bom.csv");
        run = testing::runCli({"export", "builtin:ra1", "-o", bom, "--what", "bom"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(testing::readFile(bom).rfind("site,rack,model,", 0) == 0);
        run = testing::runCli({"export", "builtin:ra1", "-o", dir.filePath("x.csv"), "--what", "racks-of-gold"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("expected cables, bom, netbox or racks"));
        run = testing::runCli({"analyze", "builtin:ra1", "--fail", "rack-a1-feed-a", "--fail", "rack-a1-feed-b"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY2(run.out.contains("takes down mx7000-1"), run.out.constData());
    }

    void netboxImportFillsPhysicalFigures()
    {
        const std::string dir = TOPOPLAN_SHARED_DIR "/reference/netbox-devicetypes/";
        const core::NetboxImportResult mx = core::importNetboxFile(dir + "PowerEdge-MX7000.yaml");
        QCOMPARE(mx.models.size(), std::size_t(1));
        const core::Model& m = mx.models.front();
        // The file: part_number '5112814', is_full_depth true, weight 105 lb.
        QCOMPARE(m.partNumber, std::string("5112814"));
        QVERIFY(m.fullDepth);
        QVERIFY(std::abs(*m.param("weight_kg") - 105 * 0.45359237) < 1e-9);
        QVERIFY(m.params.at("weight_kg").source.find("PowerEdge-MX7000.yaml") != std::string::npos);
        const core::NetboxImportResult fse = core::importNetboxFile(dir + "MX9116n-Fabric-Switching-Engine.yaml");
        QCOMPARE(fse.models.size(), std::size_t(1));
        QVERIFY(!fse.models.front().fullDepth); // is_full_depth: false
        // Power ports with draws (the reference files have none): a constructed file.
        const std::string text = "manufacturer: Acme\nmodel: Box\nslug: acme-box\nu_height: 1\nweight: 4500\nweight_unit: g\n"
                                 "power-ports:\n  - {name: PSU1, type: iec-60320-c14, maximum_draw: 495, allocated_draw: 300}\n"
                                 "  - {name: PSU2, type: iec-60320-c14, maximum_draw: 550}\n";
        const core::NetboxImportResult box = core::importNetboxText(text, "acme-box.yaml");
        QCOMPARE(box.models.size(), std::size_t(1));
        QCOMPARE(*box.models.front().param("power_max_w"), 550.0); // the larger PSU's maximum_draw
        QCOMPARE(*box.models.front().param("power_typical_w"), 300.0);
        QCOMPARE(*box.models.front().param("weight_kg"), 4.5);
        // The written catalog reads back with the figures.
        core::Catalog c;
        core::Diagnostics diagnostics;
        QVERIFY2(c.addFromText(core::writeCatalog(mx.models), "mx.yaml", diagnostics), core::formatDiagnostics(diagnostics).c_str());
        QCOMPARE(c.find(m.id)->partNumber, std::string("5112814"));
        QCOMPARE(*c.find(m.id)->param("weight_kg"), *m.param("weight_kg"));
    }
};

QTEST_GUILESS_MAIN(TstRacks)
#include "tst_racks.moc"
