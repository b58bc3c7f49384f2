// NetBox CSV round trip (issue 17, docs/netbox.md): design -> exportNetbox() -> the CSV
// files -> importNetboxCsv() -> design gives the same devices, rack positions, faces,
// racks, feeds and cables, for racked RA-1 and a small two-site design with a module port
// cabled; NetBox's own device/cable export; malformed CSV with file:line:column and id.
// Expected values are the input designs themselves (the round trip must reproduce them),
// the RA-1 design file's counts (34 links), and NetBox's import fields as listed in
// shared/reference/formats.md section 1 (column names, choice values).
#include "analysistesthelpers.h"
#include "clirun.h"

#include "core/designio.h"
#include "core/netboxcsvimport.h"
#include "core/netboxexport.h"

#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <fstream>

using namespace topoplan;

namespace {

// A catalog of a rack server with a PCIe slot and a cabled NIC module (a module port on a
// cable is the case RA-1 does not have: its mezzanine ports reach the IOMs by midplane).
const char* kCatalog = R"(format: topoplan-catalog/1
models:
  - id: test/pcie-server
    kind: server
    vendor: Test Co
    name: PCIe server
    source: "assumed: test model"
    height_u: 1
    full_depth: false
    ports:
      - {name: mgmt, speed_gbps: 1, media: rj45, protocols: [ethernet], role: mgmt}
    slots:
      - {name: pcie-1, type: test-pcie}
  - id: test/nic-25
    kind: adapter
    vendor: Test Co
    name: 2-port 25 GbE NIC
    source: "assumed: test model"
    height_u: 0
    fits: test-pcie
    ports:
      - {name: "p{n}", n: [1, 2], speed_gbps: 25, media: sfp28, protocols: [ethernet], role: nic}
)";

// Two sites (one a witness), racks in two rows, a feed in W and one of 12.8 A, a rear
// half-depth device on one feed, an unracked switch, a module port cabled, a breakout.
const char* kSmall = R"(format: topoplan/1
name: small two-site
catalogs: [builtin, test-catalog.yaml]
sites: [{id: dc1}, {id: dc2, role: witness}]
racks:
  - {id: r1, site: dc1, row: A, position: 1, height_u: 42, width_mm: 600, depth_mm: 1200, max_weight_kg: 800, feeds: [{id: r1-a, volts: 230, amps: 16}, {id: r1-b, watts: 3680}]}
  - {id: r2, site: dc1, row: B, position: 3, height_u: 45, width_mm: 800, depth_mm: 1000, feeds: [{id: r2-a, volts: 208, amps: 12.8}]}
devices:
  - {id: srv-1, model: test/pcie-server, at: [0, 0], rack: r1, u: 1}
  - {id: nic-1, model: test/nic-25, parent: srv-1, slot: pcie-1}
  - {id: srv-2, model: generic/server, at: [200, 0], rack: r1, u: 3, face: rear, depth: half, feeds: [r1-b]}
  - {id: sw-1, model: generic/spine-switch, at: [100, -100], rack: r2, u: 42}
  - {id: sw-2, model: generic/switch, at: [300, -100], site: dc2}
links:
  - {a: nic-1:p1, b: sw-2:eth1/1/1}
  - {a: srv-2:eth-1, b: sw-1:eth1/1/1:1, breakout: 4x25ge}
)";

std::vector<core::NetboxCsvFile> csvFiles(const core::NetboxExport& nb)
{
    std::vector<core::NetboxCsvFile> out;
    for (const core::NetboxFile& f : nb.files)
        if (f.name.size() > 4 && f.name.compare(f.name.size() - 4, 4, ".csv") == 0)
            out.push_back({f.name, f.text});
    return out;
}

const core::NetboxFile* file(const core::NetboxExport& nb, const std::string& name)
{
    for (const core::NetboxFile& f : nb.files)
        if (f.name == name)
            return &f;
    return nullptr;
}

// What must survive the trip, per device: id, model, parent, slot, site, canvas position,
// mount (rack, U, face, depth, feeds), config and partitions (positions in the file aside).
std::string deviceText(core::Device d)
{
    d.pos = {};
    d.mount.pos = {};
    for (core::Partition& p : d.partitions)
        p.pos = {};
    core::Design one;
    one.devices.push_back(d);
    const std::string text = core::writeDesign(one);
    return text.substr(text.find("  - {id: "));
}

void compareRoundTrip(const core::Design& before, const core::Design& after)
{
    QCOMPARE(after.devices.size(), before.devices.size());
    for (const core::Device& d : before.devices) {
        const core::Device* a = after.device(d.id);
        QVERIFY2(a, d.id.c_str());
        QCOMPARE(deviceText(*a), deviceText(d));
    }
    QCOMPARE(after.racks.size(), before.racks.size());
    for (std::size_t i = 0; i < before.racks.size(); ++i) {
        core::Rack r = before.racks[i], s = after.racks[i];
        r.pos = s.pos = {};
        for (auto* rack : {&r, &s})
            for (core::PowerFeed& f : rack->feeds)
                f.pos = {};
        QCOMPARE(s.id, r.id);
        QVERIFY2(s == r, r.id.c_str());
    }
    QCOMPARE(after.sites.size(), before.sites.size());
    for (std::size_t i = 0; i < before.sites.size(); ++i) {
        QCOMPARE(after.sites[i].id, before.sites[i].id);
        QCOMPARE(after.sites[i].role, before.sites[i].role);
    }
    QCOMPARE(after.links.size(), before.links.size());
    for (std::size_t i = 0; i < before.links.size(); ++i) {
        QCOMPARE(after.links[i].a, before.links[i].a);
        QCOMPARE(after.links[i].b, before.links[i].b);
        QCOMPARE(after.links[i].breakout, before.links[i].breakout);
    }
}

// The CSV record of `file` whose first field is `first`, split at commas outside quotes.
std::string header(const core::NetboxFile& f)
{
    return f.text.substr(0, f.text.find("\r\n"));
}

core::Diagnostics importErrors(const std::vector<core::NetboxCsvFile>& files)
{
    const core::NetboxCsvImport r = core::importNetboxCsv(files, *core::Catalog::builtin());
    if (r.design)
        return {};
    return r.diagnostics;
}

} // namespace

class TestNetboxCsv : public QObject {
    Q_OBJECT

private slots:
    void ra1RoundTripIsLossless()
    {
        const core::LoadedDesign ra1 = testing::builtinExample("ra1");
        const core::NetboxExport nb = core::exportNetbox(ra1);
        QVERIFY(nb.diagnostics.empty());
        const core::NetboxCsvImport r = core::importNetboxCsv(csvFiles(nb), *ra1.catalog);
        QVERIFY2(r.design, core::formatDiagnostics(r.diagnostics).c_str());
        compareRoundTrip(ra1.design, *r.design);
        // The imported design loads and has RA-1's 34 cables (the design file's links:).
        core::Diagnostics diags;
        const auto loaded = core::resolveDesign(*r.design, "roundtrip.topoplan.yaml", ".", diags);
        QVERIFY2(loaded, core::formatDiagnostics(diags).c_str());
        QCOMPARE(int(loaded->design.links.size()), 34);
    }

    void ra1FilesFollowNetboxImportForms()
    {
        const core::NetboxExport nb = core::exportNetbox(testing::builtinExample("ra1"));
        // Load order: formats.md 1.2 (sites, racks, manufacturers/types, devices, modules,
        // components before cables); README last.
        std::vector<std::string> names;
        for (const core::NetboxFile& f : nb.files)
            names.push_back(f.name);
        QCOMPARE(names, (std::vector<std::string>{"01-sites.csv", "02-locations.csv", "03-racks.csv", "04-power-panels.csv",
                                                  "05-power-feeds.csv", "06-manufacturers.csv", "07-device-roles.csv",
                                                  "08-device-types.yaml", "09-module-types.yaml", "10-devices.csv",
                                                  "11-modules.csv", "12-interfaces.csv", "13-cables.csv", "README.txt"}));
        // Required columns of each import form (formats.md 1.3, 1.5, 1.8, 1.9, 1.10, 1.13).
        auto hasColumns = [&](const char* name, std::initializer_list<const char*> cols) {
            const std::string h = "," + header(*file(nb, name)) + ",";
            for (const char* c : cols)
                if (h.find("," + std::string(c) + ",") == std::string::npos)
                    return false;
            return true;
        };
        QVERIFY(hasColumns("01-sites.csv", {"name", "slug", "status"}));
        QVERIFY(hasColumns("03-racks.csv", {"site", "name", "status", "width", "u_height"}));
        QVERIFY(hasColumns("10-devices.csv", {"role", "manufacturer", "device_type.slug", "status", "site", "rack", "position", "face"}));
        QVERIFY(hasColumns("11-modules.csv", {"device", "module_bay", "module_type", "status"}));
        QVERIFY(hasColumns("12-interfaces.csv", {"device", "name", "type"}));
        QVERIFY(hasColumns("13-cables.csv", {"side_a_device", "side_a_type", "side_a_name", "side_b_device", "side_b_type", "side_b_name"}));
        // One cable row per link (RA-1: 34), CRLF line ends (RFC 4180).
        QCOMPARE(file(nb, "13-cables.csv")->rows, 34);
        QVERIFY(file(nb, "13-cables.csv")->text.find("\r\n") != std::string::npos);
        // RA-1's 16 FC and 12 10 GbE lane cables end on 4 + 4 + 2 broken-out ports whose
        // lanes are interfaces of their own: 10 ports x 4 lanes (the design's links: use
        // 28 of them; RA-1 paper summary, architectures.md: 16 x 16GFC, 12 x 10 GbE).
        QCOMPARE(file(nb, "12-interfaces.csv")->rows, 40);
        QVERIFY(file(nb, "12-interfaces.csv")->text.find("iom-a1,eth1/1/43:1,16gfc-sfpp,") != std::string::npos);
        // The MX7000 is racked at U10 front of rack-a1 (the design file), referenced by slug.
        QVERIFY(file(nb, "10-devices.csv")->text.find("mx7000-1,chassis,Dell,dell-poweredge-mx7000,planned,") != std::string::npos);
        QVERIFY(file(nb, "10-devices.csv")->text.find(",rack-a1,10,front,") != std::string::npos);
        // Sleds are child devices in device bays, the mezzanine cards modules in module bays.
        QVERIFY(file(nb, "10-devices.csv")->text.find(",mx7000-1,sled-1,") != std::string::npos);
        QVERIFY(file(nb, "11-modules.csv")->text.find("ora-host,mezz-1a,") != std::string::npos);
        const std::string& readme = file(nb, "README.txt")->text;
        QVERIFY(readme.find(core::kNetboxVersion) != std::string::npos);
        QVERIFY(readme.find("11 workloads") != std::string::npos);
    }

    void smallDesignRoundTrip()
    {
        QTemporaryDir dir;
        std::ofstream(dir.filePath("test-catalog.yaml").toStdString()) << kCatalog;
        core::Diagnostics diags;
        const auto ld = core::loadDesignText(kSmall, "small.topoplan.yaml", dir.path().toStdString(), diags);
        QVERIFY2(ld, core::formatDiagnostics(diags).c_str());
        const core::NetboxExport nb = core::exportNetbox(*ld);
        // The module's port is BAY/PORT on the server (NetBox's {module} placeholder).
        QVERIFY(file(nb, "13-cables.csv")->text.find("srv-1,dcim.interface,pcie-1/p1,sw-2,dcim.interface,eth1/1/1,") != std::string::npos);
        QVERIFY(file(nb, "09-module-types.yaml")->text.find("name: \"{module}/p1\"") != std::string::npos);
        // 12.8 A usable = 16 A at 80 % (the NEC rule); a 3680 W feed is 16 A at 230 V.
        QVERIFY(file(nb, "05-power-feeds.csv")->text.find(",r2-a,planned,primary,ac,single-phase,208,16,80,") != std::string::npos);
        const core::NetboxCsvImport r = core::importNetboxCsv(csvFiles(nb), *ld->catalog);
        QVERIFY2(r.design, core::formatDiagnostics(r.diagnostics).c_str());
        compareRoundTrip(ld->design, *r.design);
    }

    void netboxOwnExport()
    {
        // NetBox's list-view export: verbose headers, labels for choices, the device type
        // by model name (formats.md 1.14); the cable export with "All data" names devices.
        const std::string devices = "Name,Status,Tenant,Site,Location,Rack,Role,Manufacturer,Type,Position,Face,Parent Device,Device Bay\r\n"
                                    "sw-a,Active,,DC East,Row 1,R01,Switch,Generic,\"25/100 GbE switch (48 x SFP28, 8 x QSFP28)\",40,Front,,\r\n"
                                    "srv-a,Active,,DC East,Row 1,R01,Server,Generic,\"2-socket rack server (2 x 25 GbE, 2 x 16GFC)\",10.0,Rear,,\r\n";
        const std::string cables = "ID,Label,Device A,Termination A,Device B,Termination B,Status,Type\r\n"
                                   "7,,srv-a,eth-1,sw-a,eth1/1/1,Connected,DAC (Passive)\r\n";
        const core::NetboxCsvImport r = core::importNetboxCsv({{"netbox_devices.csv", devices}, {"netbox_cables.csv", cables}},
                                                              *core::Catalog::builtin());
        QVERIFY2(r.design, core::formatDiagnostics(r.diagnostics).c_str());
        const core::Design& d = *r.design;
        QCOMPARE(int(d.devices.size()), 2);
        QVERIFY(d.device("sw-a") && d.device("srv-a"));
        QCOMPARE(d.device("srv-a")->model, std::string("generic/server"));
        QCOMPARE(d.device("srv-a")->mount.u, 10);
        QCOMPARE(d.device("srv-a")->mount.face, std::string("rear"));
        QCOMPARE(d.device("sw-a")->mount.face, std::string()); // front is the default
        // A rack named only by devices is made with NetBox's default 42 U, in its location.
        QCOMPARE(int(d.racks.size()), 1);
        QCOMPARE(d.racks[0].heightU, 42);
        QCOMPARE(d.racks[0].row, std::string("Row 1"));
        QCOMPARE(int(d.links.size()), 1);
        QCOMPARE(d.links[0].a, std::string("srv-a:eth-1"));
        QCOMPARE(d.links[0].b, std::string("sw-a:eth1/1/1"));
        core::Diagnostics diags;
        QVERIFY2(core::resolveDesign(d, "x.topoplan.yaml", ".", diags), core::formatDiagnostics(diags).c_str());
    }

    void malformedCsv_data()
    {
        QTest::addColumn<QString>("fileText");
        QTest::addColumn<QString>("expected"); // file:line:column: error: id: message start
        const QString h = "name,role,manufacturer,device_type.slug,status,site,rack,position,face\r\n";
        QTest::newRow("unclosed quote") << h + "sw,switch,Generic,\"generic-switch,planned,s,,,\r\n"
                                        << "bad.csv:2:19: error: a quoted field is not closed";
        QTest::newRow("text after quote") << h + "sw,switch,\"Generic\"x,generic-switch,planned,s,,,\r\n"
                                          << "bad.csv:2:20: error: text after the closing quote";
        QTest::newRow("field count") << h + "sw,switch,Generic,generic-switch,planned\r\n"
                                     << "bad.csv:2:1: error: row 1 has 5 fields (expected 9";
        QTest::newRow("unknown slug") << h + "sw,switch,Generic,acme-router-9000,planned,s,,,\r\n"
                                      << "bad.csv:2:19: error: sw: device type slug 'acme-router-9000' is no model";
        QTest::newRow("half U") << h + "sw,switch,Generic,generic-switch,planned,s,r1,10.5,front\r\n"
                                << "bad.csv:2:47: error: sw: position 10.5 is not a whole unit";
        QTest::newRow("bad face") << h + "sw,switch,Generic,generic-switch,planned,s,r1,10,top\r\n"
                                  << "bad.csv:2:50: error: sw: face 'top' (expected front or rear)";
        QTest::newRow("no name") << h + ",switch,Generic,generic-switch,planned,s,,,\r\n"
                                 << "bad.csv:2:1: error: a device without a name";
        QTest::newRow("no side_a_device") << QString("side_a_type,side_a_name,side_b_type,side_b_name\r\n")
                                          << "bad.csv:1:1: error: no column 'side_a_device'";
        QTest::newRow("name makes no id") << h + "---,switch,Generic,generic-switch,planned,s,,,\r\n"
                                          << "bad.csv:2:1: error: ---: device name '---' makes no Topoplan id";
    }

    void malformedCsv()
    {
        QFETCH(QString, fileText);
        QFETCH(QString, expected);
        const core::Diagnostics errors = importErrors({{"bad.csv", fileText.toStdString()}});
        const std::string text = core::formatDiagnostics(errors);
        QVERIFY2(text.find(expected.toStdString()) != std::string::npos, text.c_str());
    }

    void badCableEnd()
    {
        // A cable to an interface the device's model does not have, and to no device.
        const core::NetboxExport nb = core::exportNetbox(testing::builtinExample("ra1"));
        std::vector<core::NetboxCsvFile> files = csvFiles(nb);
        for (core::NetboxCsvFile& f : files)
            if (f.name == "13-cables.csv")
                f.text = "side_a_device,side_a_type,side_a_name,side_b_device,side_b_type,side_b_name\r\n"
                         "pmax,dcim.interface,fa-9z-1,spine-1,dcim.interface,eth1/1/3\r\n"
                         "ghost,dcim.interface,eth1,spine-1,dcim.interface,eth1/1/4\r\n";
        const std::string text = core::formatDiagnostics(importErrors(files));
        QVERIFY2(text.find("13-cables.csv:2:21: error: pmax: interface 'fa-9z-1' is no port of device 'pmax'") != std::string::npos, text.c_str());
        QVERIFY2(text.find("13-cables.csv:3:1: error: ghost: device 'ghost' is not in the devices file") != std::string::npos, text.c_str());
    }

    void cliRoundTrip()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("nb"), design = dir.filePath("back.topoplan.yaml");
        testing::CliRun run = testing::runCli({"export", "builtin:ra1", "--what", "netbox", "-o", out});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(run.out.contains("cables 34"));
        QVERIFY(QFile::exists(out + "/README.txt"));
        run = testing::runCli({"import-netbox", out, "-o", design});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(run.err.contains("21 devices (7 racked), 34 cables"));
        run = testing::runCli({"check", design});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        // A malformed file: exit 1, nothing written.
        std::ofstream(dir.filePath("bad.csv").toStdString()) << "name,slug,status\r\n\"dc1,dc1,active\r\n";
        const QString none = dir.filePath("none.topoplan.yaml");
        run = testing::runCli({"import-netbox", dir.filePath("bad.csv"), "-o", none});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains("bad.csv:2:1: error: a quoted field is not closed"));
        QVERIFY(!QFile::exists(none));
    }
};

QTEST_GUILESS_MAIN(TestNetboxCsv)
#include "tst_netboxcsv.moc"
