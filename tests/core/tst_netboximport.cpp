// Import of NetBox device-type files (core/netboximport.h) and the catalog writer.
//
// The real inputs are the five files of shared/reference/netbox-devicetypes/, used as they
// are (N5K-C5548UP.yaml has CRLF line endings, MX9116n-Fabric-Switching-Engine.yaml a slug
// with a trailing space). Every expected value below is read off the input file named in
// the comment next to it (its line numbers, its lists counted by hand) or off the mapping
// rules of docs/netbox-import.md, never taken from a run of the code.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

// Qt's `slots` keyword macro would eat Model::slots; this file uses Q_SLOTS instead.
#undef slots

#include "core/catalog.h"
#include "core/netboximport.h"

#include <algorithm>

using namespace topoplan::core;

namespace {

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

QString netboxDir()
{
    return QStringLiteral(TOPOPLAN_SHARED_DIR "/reference/netbox-devicetypes");
}

NetboxImportResult importShared(const char* name)
{
    return importNetboxFile((netboxDir() + "/" + name).toStdString());
}

QString dump(const Diagnostics& diagnostics)
{
    return q(formatDiagnostics(diagnostics));
}

int countOf(const Diagnostics& diagnostics, Diagnostic::Severity severity)
{
    return int(std::count_if(diagnostics.begin(), diagnostics.end(),
                             [&](const Diagnostic& d) { return d.severity == severity; }));
}

// The diagnostic of `severity` at `line` whose message contains every fragment, or null.
const Diagnostic* find(const Diagnostics& diagnostics, Diagnostic::Severity severity, int line,
                       std::initializer_list<const char*> fragments)
{
    for (const Diagnostic& d : diagnostics) {
        if (d.severity != severity || (line > 0 && d.pos.line != line))
            continue;
        if (std::all_of(fragments.begin(), fragments.end(),
                        [&](const char* f) { return d.message.find(f) != std::string::npos; }))
            return &d;
    }
    return nullptr;
}

const Diagnostic* warning(const Diagnostics& d, int line, std::initializer_list<const char*> fragments)
{
    return find(d, Diagnostic::Severity::Warning, line, fragments);
}

const Diagnostic* error(const Diagnostics& d, int line, std::initializer_list<const char*> fragments)
{
    return find(d, Diagnostic::Severity::Error, line, fragments);
}

// Checks ports [first, last] of `m` named prefix<first>..prefix<last> (offset by `index`).
void checkPortRun(const Model& m, std::size_t index, const std::string& prefix, int first, int last, double speed,
                  const std::string& media, const std::string& protocol, const std::vector<std::string>& breakouts = {},
                  const std::string& role = {})
{
    for (int n = first; n <= last; ++n, ++index) {
        QVERIFY2(index < m.ports.size(), qPrintable(q(m.id) + ": too few ports"));
        const PortSpec& p = m.ports[index];
        QCOMPARE(q(p.name), q(prefix + std::to_string(n)));
        QCOMPARE(p.speedGbps, speed);
        QCOMPARE(q(p.media), q(media));
        QCOMPARE(p.protocols, std::vector<std::string>{protocol});
        QCOMPARE(p.breakouts, breakouts);
        QCOMPARE(q(p.role), q(role));
    }
}

// A minimal NetBox device type with the given extra lines (manufacturer Acme, slug
// acme-box); line 1 is "manufacturer: Acme", so the extra lines start at line 4.
std::string acme(const std::string& extra)
{
    return "manufacturer: Acme\nmodel: Box 1\nslug: acme-box\n" + extra;
}

std::vector<Model> reloaded(const std::string& text, Diagnostics& diagnostics, bool& ok)
{
    Catalog catalog;
    ok = catalog.addFromText(text, "written.yaml", diagnostics);
    std::vector<Model> out;
    for (const auto& m : catalog.models())
        out.push_back(*m);
    return out;
}

} // namespace

class TestNetboxImport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void powerEdgeMx7000();
    void mx9116nTrailingSpaceSlug();
    void equalLogicPs6100();
    void nexus5548upCrlf();
    void ucs6248up();
    void everyReferenceFileRoundTrips();
    void malformedYaml();
    void missingRequiredKeys();
    void binaryGarbageAndEmpty();
    void unmappedInterfaceTypesWithLines();
    void nameCollisionsAndReservedCharacters();
    void kindHeuristics();
    void slugVariants();
    void everyMappedTypeLoads();
    void writerQuotesAndRoundTrips();
    void damagedReferenceFilesNeverYieldBadCatalogs();
    void cliImportsTheReferenceFiles();
    void cliErrorsAndUsage();
};

void TestNetboxImport::powerEdgeMx7000()
{
    const NetboxImportResult r = importShared("PowerEdge-MX7000.yaml");
    QVERIFY2(!hasErrors(r.diagnostics), qPrintable(dump(r.diagnostics)));
    QCOMPARE(r.models.size(), std::size_t(1));
    const Model& m = r.models.front();
    // manufacturer: Dell, slug: dell-poweredge-mx7000 (lines 2, 4)
    QCOMPARE(q(m.id), QStringLiteral("dell/poweredge-mx7000"));
    QCOMPARE(q(m.vendor), QStringLiteral("Dell"));
    QCOMPARE(q(m.name), QStringLiteral("PowerEdge MX7000"));
    // subdevice_role: parent with device-bays -> chassis, not a guess
    QCOMPARE(q(m.kind), QStringLiteral("chassis"));
    QVERIFY(!warning(r.diagnostics, 0, {"is a guess"}));
    QCOMPARE(m.heightU, 7.0); // u_height: 7.0
    QCOMPARE(q(m.source),
             QStringLiteral("NetBox devicetype-library PowerEdge-MX7000.yaml, imported by topoplan-cli import-netbox"));
    QVERIFY(m.ports.empty()); // no interfaces in the file
    // The only param: the file's weight, 105 lb (docs/netbox-import.md, "Physical figures").
    QCOMPARE(m.params.size(), std::size_t(1));
    QVERIFY(std::abs(m.params.at("weight_kg").value - 105 * 0.45359237) < 1e-9);
    // module-bays (lines 13-41): IOM-A1..C2, MM-1, MM-2 become slots, PSU.Slot.1-6 do not;
    // then device-bays Sled-1..8 (lines 42-50). Types: name without the trailing number.
    const std::vector<std::pair<std::string, std::string>> expected = {
        {"iom-a1", "iom-a"}, {"iom-a2", "iom-a"}, {"iom-b1", "iom-b"}, {"iom-b2", "iom-b"}, {"iom-c1", "iom-c"},
        {"iom-c2", "iom-c"}, {"mm-1", "mm"},      {"mm-2", "mm"},      {"sled-1", "sled"},  {"sled-2", "sled"},
        {"sled-3", "sled"},  {"sled-4", "sled"},  {"sled-5", "sled"},  {"sled-6", "sled"},  {"sled-7", "sled"},
        {"sled-8", "sled"}};
    QCOMPARE(m.slots.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        QCOMPARE(q(m.slots[i].name), q(expected[i].first));
        QCOMPARE(q(m.slots[i].type), q(expected[i].second));
    }
    QCOMPARE(m.slots[8].pos.line, 43); // "- name: Sled-1" is line 43
    // Six PSU bays not mapped, reported once at the first (line 30)
    QCOMPARE(r.unmappedItems, 6);
    QVERIFY2(warning(r.diagnostics, 30, {"6 power-supply and fan bays not mapped", "PSU.Slot.1", "PSU.Slot.6"}),
             qPrintable(dump(r.diagnostics)));
    QVERIFY(warning(r.diagnostics, 0, {"'IOM-A1' -> 'iom-a1'"}));
}

void TestNetboxImport::mx9116nTrailingSpaceSlug()
{
    const NetboxImportResult r = importShared("MX9116n-Fabric-Switching-Engine.yaml");
    QVERIFY2(!hasErrors(r.diagnostics), qPrintable(dump(r.diagnostics)));
    QCOMPARE(r.models.size(), std::size_t(1));
    const Model& m = r.models.front();
    // line 3 "slug: dell-mx9116n " (trailing space): trimmed, warned at line 3 column 7
    QCOMPARE(q(m.id), QStringLiteral("dell/mx9116n"));
    const Diagnostic* slug = warning(r.diagnostics, 3, {"slug 'dell-mx9116n '", "trimmed to 'dell-mx9116n'"});
    QVERIFY2(slug, qPrintable(dump(r.diagnostics)));
    QCOMPARE(slug->pos.column, 7);
    QVERIFY(slug->file.find("MX9116n-Fabric-Switching-Engine.yaml") != std::string::npos);
    // subdevice_role: child (line 8) and "Switching" in the model name -> iom, a guess
    QCOMPARE(q(m.kind), QStringLiteral("iom"));
    QVERIFY2(warning(r.diagnostics, 8, {"kind 'iom' is a guess"}), qPrintable(dump(r.diagnostics)));
    QVERIFY(warning(r.diagnostics, 8, {"'fits' is left empty"}));
    QVERIFY(m.fits.empty());
    QCOMPARE(m.heightU, 0.0); // u_height: 0
    QCOMPARE(q(m.name), QStringLiteral("MX9116n Fabric Switching Engine"));
    // 44 interfaces: Eth 1/1/1-16 25gbase-kr, 17-40 200gbase-x-qsfpdd, 41-44 100gbase-x-qsfp28
    QCOMPARE(m.ports.size(), std::size_t(44));
    checkPortRun(m, 0, "eth1/1/", 1, 16, 25, "backplane", "ethernet");
    checkPortRun(m, 16, "eth1/1/", 17, 40, 200, "qsfp28-dd", "ethernet");
    checkPortRun(m, 40, "eth1/1/", 41, 44, 100, "qsfp28", "ethernet", {"4x25ge", "4x10ge"});
    QCOMPARE(m.ports.front().pos.line, 11); // "- name: Eth 1/1/1"
    QVERIFY(m.slots.empty());
    QCOMPARE(r.unmappedItems, 0);
    QVERIFY(warning(r.diagnostics, 0, {"44 names changed to Topoplan form", "'Eth 1/1/1' -> 'eth1/1/1'"}));
}

void TestNetboxImport::equalLogicPs6100()
{
    const NetboxImportResult r = importShared("EqualLogic-PS6100.yaml");
    QVERIFY2(!hasErrors(r.diagnostics), qPrintable(dump(r.diagnostics)));
    QCOMPARE(r.models.size(), std::size_t(1));
    const Model& m = r.models.front();
    QCOMPARE(q(m.id), QStringLiteral("dell/equallogic-ps6100"));
    // no subdevice_role; "EqualLogic" is an array family word -> array, a guess
    QCOMPARE(q(m.kind), QStringLiteral("array"));
    QVERIFY2(warning(r.diagnostics, 0, {"kind 'array' is a guess", "equallogic"}), qPrintable(dump(r.diagnostics)));
    QCOMPARE(m.heightU, 4.0); // u_height: 4
    // interfaces (lines 19-30): Ethernet 0-3 and Management (mgmt_only), all 1000base-t
    QCOMPARE(m.ports.size(), std::size_t(5));
    checkPortRun(m, 0, "ethernet", 0, 3, 1, "rj45", "ethernet");
    QCOMPARE(q(m.ports[4].name), QStringLiteral("management"));
    QCOMPARE(q(m.ports[4].role), QStringLiteral("mgmt"));
    QCOMPARE(q(m.ports[4].media), QStringLiteral("rj45"));
    // module-bays PSU1, PSU2 are power supplies; console-ports: Serial (line 16)
    QVERIFY(m.slots.empty());
    QCOMPARE(r.unmappedItems, 3);
    QVERIFY2(warning(r.diagnostics, 16, {"console-ports: 1 not mapped", "Serial"}), qPrintable(dump(r.diagnostics)));
    QVERIFY(warning(r.diagnostics, 10, {"2 power-supply and fan bays not mapped", "PSU1, PSU2"}));
}

void TestNetboxImport::nexus5548upCrlf()
{
    // The file has CRLF line endings as in the library: lines must count the same.
    QFile f(netboxDir() + "/N5K-C5548UP.yaml");
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().contains("\r\n"));
    const NetboxImportResult r = importShared("N5K-C5548UP.yaml");
    QVERIFY2(!hasErrors(r.diagnostics), qPrintable(dump(r.diagnostics)));
    QCOMPARE(r.models.size(), std::size_t(1));
    const Model& m = r.models.front();
    QCOMPARE(q(m.id), QStringLiteral("cisco/n5k-c5548up"));
    QCOMPARE(q(m.name), QStringLiteral("Nexus 5548UP")); // no '\r' left in values
    QCOMPARE(q(m.vendor), QStringLiteral("Cisco"));
    QCOMPARE(q(m.kind), QStringLiteral("switch")); // "Nexus" -> switch, a guess
    QVERIFY(warning(r.diagnostics, 0, {"kind 'switch' is a guess", "nexus"}));
    QCOMPARE(m.heightU, 1.0);
    // interfaces: Ethernet1/1-1/32 10gbase-x-sfpp, mgmt0 (mgmt_only), L1, L2 1000base-t
    QCOMPARE(m.ports.size(), std::size_t(35));
    checkPortRun(m, 0, "ethernet1/", 1, 32, 10, "sfp+", "ethernet");
    QCOMPARE(q(m.ports[32].name), QStringLiteral("mgmt0"));
    QCOMPARE(q(m.ports[32].role), QStringLiteral("mgmt"));
    QCOMPARE(m.ports[32].speedGbps, 1.0);
    QCOMPARE(m.ports[32].pos.line, 79); // "- name: mgmt0"
    QCOMPARE(q(m.ports[33].name), QStringLiteral("l1"));
    QCOMPARE(q(m.ports[34].name), QStringLiteral("l2"));
    QVERIFY(m.ports[33].role.empty());
    // module-bays: Slot 2, Slot 3 -> slots; PS1, PS2, Fan 1, Fan 2 not mapped
    QCOMPARE(m.slots.size(), std::size_t(2));
    QCOMPARE(q(m.slots[0].name), QStringLiteral("slot2"));
    QCOMPARE(q(m.slots[0].type), QStringLiteral("slot"));
    QCOMPARE(q(m.slots[1].name), QStringLiteral("slot3"));
    // console-ports (line 9): Console, usb1
    QCOMPARE(r.unmappedItems, 6);
    const Diagnostic* console = warning(r.diagnostics, 9, {"console-ports: 2 not mapped", "Console, usb1"});
    QVERIFY2(console, qPrintable(dump(r.diagnostics)));
    QCOMPARE(console->pos.column, 1);
    QVERIFY(warning(r.diagnostics, 93, {"4 power-supply and fan bays not mapped", "PS1, PS2, Fan 1, Fan 2"}));
}

void TestNetboxImport::ucs6248up()
{
    const NetboxImportResult r = importShared("UCS-FI-6248UP.yaml");
    QVERIFY2(!hasErrors(r.diagnostics), qPrintable(dump(r.diagnostics)));
    QCOMPARE(r.models.size(), std::size_t(1));
    const Model& m = r.models.front();
    QCOMPARE(q(m.id), QStringLiteral("cisco/ucs-fi-6248up"));
    // description "48-port fabric interconnect ..." -> fabric-interconnect, a guess
    QCOMPARE(q(m.kind), QStringLiteral("fabric-interconnect"));
    QVERIFY(warning(r.diagnostics, 0, {"kind 'fabric-interconnect' is a guess"}));
    // interfaces: port-1..port-32 10gbase-x-sfpp, then L1, L2, mgmt0 (mgmt_only)
    QCOMPARE(m.ports.size(), std::size_t(35));
    checkPortRun(m, 0, "port-", 1, 32, 10, "sfp+", "ethernet");
    QCOMPARE(q(m.ports[32].name), QStringLiteral("l1"));
    QCOMPARE(q(m.ports[33].name), QStringLiteral("l2"));
    QCOMPARE(q(m.ports[34].name), QStringLiteral("mgmt0"));
    QCOMPARE(q(m.ports[34].role), QStringLiteral("mgmt"));
    QCOMPARE(m.slots.size(), std::size_t(2)); // Slot 2, Slot 3
    // console-ports (line 12): console, usb1; bays PS1, PS2, Fan 1, Fan 2 (from line 128)
    QCOMPARE(r.unmappedItems, 6);
    QVERIFY(warning(r.diagnostics, 12, {"console-ports: 2 not mapped"}));
    QVERIFY(warning(r.diagnostics, 128, {"4 power-supply and fan bays not mapped"}));
}

void TestNetboxImport::everyReferenceFileRoundTrips()
{
    const QStringList files = QDir(netboxDir()).entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name);
    QCOMPARE(files.size(), 5); // the five files of the README's table
    std::vector<Model> models;
    for (const QString& f : files) {
        const NetboxImportResult r = importNetboxFile((netboxDir() + "/" + f).toStdString());
        QVERIFY2(!hasErrors(r.diagnostics), qPrintable(f + "\n" + dump(r.diagnostics)));
        QCOMPARE(r.models.size(), std::size_t(1));
        models.push_back(r.models.front());
    }
    const std::string text = writeCatalog(models, "header line one\nheader line two");
    QVERIFY(text.rfind("# header line one\n# header line two\nformat: topoplan-catalog/1\n", 0) == 0);
    // Runs of equal ports fold into templates: Eth 1/1/1-16 of the MX9116n, Sled-1..8.
    QVERIFY2(text.find(R"({name: "eth1/1/{n}", n: [1, 16], speed_gbps: 25, media: backplane, protocols: [ethernet]})")
                 != std::string::npos,
             text.c_str());
    QVERIFY(text.find(R"({name: "sled-{n}", n: [1, 8], type: sled})") != std::string::npos);

    Diagnostics diagnostics;
    bool ok = false;
    const std::vector<Model> back = reloaded(text, diagnostics, ok);
    QVERIFY2(ok && diagnostics.empty(), qPrintable(dump(diagnostics) + q(text)));
    QCOMPARE(back.size(), models.size());
    for (std::size_t i = 0; i < models.size(); ++i) {
        const Model& a = models[i];
        const Model& b = back[i];
        QCOMPARE(q(b.id), q(a.id));
        QCOMPARE(q(b.kind), q(a.kind));
        QCOMPARE(q(b.vendor), q(a.vendor));
        QCOMPARE(q(b.name), q(a.name));
        QCOMPARE(q(b.source), q(a.source));
        QCOMPARE(b.heightU, a.heightU);
        QCOMPARE(b.ports.size(), a.ports.size());
        for (std::size_t p = 0; p < a.ports.size(); ++p) {
            QCOMPARE(q(b.ports[p].name), q(a.ports[p].name));
            QCOMPARE(b.ports[p].speedGbps, a.ports[p].speedGbps);
            QCOMPARE(b.ports[p].speedsGbps, a.ports[p].speedsGbps);
            QCOMPARE(q(b.ports[p].media), q(a.ports[p].media));
            QCOMPARE(b.ports[p].protocols, a.ports[p].protocols);
            QCOMPARE(q(b.ports[p].role), q(a.ports[p].role));
            QCOMPARE(b.ports[p].breakouts, a.ports[p].breakouts);
        }
        QCOMPARE(b.slots.size(), a.slots.size());
        for (std::size_t s = 0; s < a.slots.size(); ++s) {
            QCOMPARE(q(b.slots[s].name), q(a.slots[s].name));
            QCOMPARE(q(b.slots[s].type), q(a.slots[s].type));
        }
    }
    // Writing what was read gives the same text (stable output).
    QCOMPARE(q(writeCatalog(back, "header line one\nheader line two")), q(text));
}

void TestNetboxImport::malformedYaml()
{
    // Line 3 "slug: dell-x: y": the second ':' (column 13) makes an illegal mapping value.
    const NetboxImportResult r = importNetboxText("manufacturer: Dell\nmodel: X\nslug: dell-x: y\n", "bad.yaml");
    QVERIFY(r.models.empty());
    const Diagnostic* e = error(r.diagnostics, 3, {"YAML syntax error"});
    QVERIFY2(e, qPrintable(dump(r.diagnostics)));
    QCOMPARE(e->pos.column, 13);
    QCOMPARE(q(e->file), QStringLiteral("bad.yaml"));
    QVERIFY(q(e->text()).startsWith(QStringLiteral("bad.yaml:3:13: error: ")));

    // A tab indenting line 3.
    const NetboxImportResult tab = importNetboxText("manufacturer: Dell\nmodel: X\n\tslug: dell-x\n", "tab.yaml");
    QVERIFY(tab.models.empty());
    QVERIFY2(error(tab.diagnostics, 3, {}), qPrintable(dump(tab.diagnostics)));

    // A top-level list is not a device type.
    const NetboxImportResult list = importNetboxText("- manufacturer: Dell\n", "list.yaml");
    QVERIFY(list.models.empty());
    QVERIFY(error(list.diagnostics, 1, {"a sequence"}));

    // interfaces as a mapping: reported, the rest imported.
    const NetboxImportResult wrong = importNetboxText(acme("interfaces: {name: x}\n"), "wrong.yaml");
    QVERIFY2(!hasErrors(wrong.diagnostics), qPrintable(dump(wrong.diagnostics)));
    QVERIFY(warning(wrong.diagnostics, 4, {"'interfaces' is a mapping; expected a list"}));
}

void TestNetboxImport::missingRequiredKeys()
{
    // No slug: an error, nothing imported.
    const NetboxImportResult r = importNetboxText("manufacturer: Dell\nmodel: X\nu_height: 1\n", "noslug.yaml");
    QVERIFY(r.models.empty());
    QVERIFY2(error(r.diagnostics, 1, {"no 'slug'"}), qPrintable(dump(r.diagnostics)));
    QCOMPARE(countOf(r.diagnostics, Diagnostic::Severity::Error), 1);

    // No manufacturer and a model that is a list: two errors.
    const NetboxImportResult r2 = importNetboxText("model: [a, b]\nslug: x-y\n", "two.yaml");
    QVERIFY(r2.models.empty());
    QVERIFY(error(r2.diagnostics, 0, {"no 'manufacturer'"}));
    QVERIFY(error(r2.diagnostics, 1, {"'model' is a sequence"}));

    // An empty slug ("slug: ''") is an error too.
    const NetboxImportResult r3 = importNetboxText("manufacturer: Dell\nmodel: X\nslug: ''\n", "empty.yaml");
    QVERIFY(r3.models.empty());
    QVERIFY(error(r3.diagnostics, 3, {"'slug' is empty"}));

    // A duplicated top-level key is ambiguous.
    const NetboxImportResult r4 = importNetboxText(acme("slug: acme-other\n"), "dup.yaml");
    QVERIFY(r4.models.empty());
    QVERIFY(error(r4.diagnostics, 4, {"duplicate key 'slug'"}));
}

void TestNetboxImport::binaryGarbageAndEmpty()
{
    std::string garbage = "manufacturer: Dell\n";
    garbage += std::string("\x00\xff\xfe\x01garbage", 11);
    const NetboxImportResult r = importNetboxText(garbage, "garbage.bin");
    QVERIFY(r.models.empty());
    QVERIFY2(error(r.diagnostics, 2, {"binary data"}), qPrintable(dump(r.diagnostics)));

    const NetboxImportResult empty = importNetboxText("", "empty.yaml");
    QVERIFY(empty.models.empty());
    QVERIFY(error(empty.diagnostics, 0, {"empty"}));

    const NetboxImportResult blank = importNetboxText("---\n# nothing\n", "blank.yaml");
    QVERIFY(blank.models.empty());
    QVERIFY(hasErrors(blank.diagnostics));

    const NetboxImportResult missing = importNetboxFile("/nonexistent/netbox.yaml");
    QVERIFY(missing.models.empty());
    QVERIFY(hasErrors(missing.diagnostics));
}

void TestNetboxImport::unmappedInterfaceTypesWithLines()
{
    const std::string text = acme("u_height: 1\n"                 // 4
                                  "interfaces:\n"                  // 5
                                  "  - name: Gi 1\n"               // 6
                                  "    type: 1000base-x-sfp\n"     // 7
                                  "  - name: Gi 2\n"               // 8
                                  "    type: 1000base-x-sfp\n"     // 9
                                  "  - name: Weird\n"              // 10
                                  "    type: 42gbase-magic\n"      // 11
                                  "  - name: Po1\n"                // 12
                                  "    type: lag\n"                // 13
                                  "  - name: Te 1\n"               // 14
                                  "    type: 10gbase-x-sfpp\n"     // 15
                                  "  - name: Fc1\n"                // 16
                                  "    type: 16gfc-sfpp\n"         // 17
                                  "power-ports:\n"                 // 18
                                  "  - name: PSU0\n"               // 19
                                  "  - name: PSU1\n"               // 20
                                  "rear-ports:\n"                  // 21
                                  "  - name: R1\n"                 // 22
                                  "    type: lc\n"                 // 23
                                  "    positions: 1\n");           // 24
    const NetboxImportResult r = importNetboxText(text, "acme.yaml");
    QVERIFY2(!hasErrors(r.diagnostics), qPrintable(dump(r.diagnostics)));
    const Model& m = r.models.front();
    QCOMPARE(m.ports.size(), std::size_t(2)); // Te 1 and Fc1
    QCOMPARE(q(m.ports[0].name), QStringLiteral("te1"));
    QCOMPARE(q(m.ports[1].name), QStringLiteral("fc1"));
    QCOMPARE(q(m.ports[1].media), QStringLiteral("sfp+"));
    QCOMPARE(m.ports[1].protocols, std::vector<std::string>{"fc"});
    QCOMPARE(m.ports[1].speedGbps, 16.0);
    // type lines: 7 (first 1000base-x-sfp), 11 (unknown), 13 (lag); lists at 18 and 21
    QVERIFY2(warning(r.diagnostics, 7, {"2 interfaces of type '1000base-x-sfp' not mapped", "'Gi 1' (line 6)", "'Gi 2' (line 8)"}),
             qPrintable(dump(r.diagnostics)));
    QVERIFY(warning(r.diagnostics, 11, {"'42gbase-magic'", "unknown NetBox interface type", "'Weird' (line 10)"}));
    QVERIFY(warning(r.diagnostics, 13, {"'lag'", "virtual interface"}));
    QVERIFY(warning(r.diagnostics, 18, {"power-ports: 2 not mapped", "PSU0, PSU1"}));
    QVERIFY(warning(r.diagnostics, 21, {"rear-ports: 1 not mapped"}));
    // 2 + 1 + 1 interfaces, 2 power ports, 1 rear port
    QCOMPARE(r.unmappedItems, 7);
    // Diagnostics are in file order.
    for (std::size_t i = 1; i < r.diagnostics.size(); ++i)
        QVERIFY(r.diagnostics[i - 1].pos.line <= r.diagnostics[i].pos.line);
}

void TestNetboxImport::nameCollisionsAndReservedCharacters()
{
    const std::string text = acme("u_height: 1\n"                  // 4
                                  "interfaces:\n"                   // 5
                                  "  - name: Eth 1/1\n"             // 6
                                  "    type: 10gbase-t\n"           // 7
                                  "  - name: eth1/1\n"              // 8
                                  "    type: 10gbase-t\n"           // 9
                                  "  - name: Eth1/2:1\n"            // 10
                                  "    type: 10gbase-t\n"           // 11
                                  "  - name: '  '\n"                // 12
                                  "    type: 10gbase-t\n"           // 13
                                  "  - name: Mgmt\n"                // 14
                                  "    type: 1000base-t\n"          // 15
                                  "    mgmt_only: sometimes\n"      // 16
                                  "    poe_mode: pd\n"              // 17
                                  "    colour: blue\n"              // 18
                                  "module-bays:\n"                  // 19
                                  "  - name: Bay 1\n"               // 20
                                  "  - name: BAY1\n");              // 21
    const NetboxImportResult r = importNetboxText(text, "acme.yaml");
    QVERIFY2(!hasErrors(r.diagnostics), qPrintable(dump(r.diagnostics)));
    const Model& m = r.models.front();
    QCOMPARE(m.ports.size(), std::size_t(2));
    QCOMPARE(q(m.ports[0].name), QStringLiteral("eth1/1"));
    QCOMPARE(q(m.ports[1].name), QStringLiteral("mgmt"));
    QVERIFY(m.ports[1].role.empty()); // mgmt_only is not a boolean: ignored
    QVERIFY(warning(r.diagnostics, 16, {"'mgmt_only'", "expected true or false"}));
    QVERIFY2(warning(r.diagnostics, 8, {"'eth1/1' and 'Eth 1/1' (line 6) both become 'eth1/1'"}),
             qPrintable(dump(r.diagnostics)));
    QVERIFY(warning(r.diagnostics, 10, {"'Eth1/2:1'", "':' is reserved"}));
    QVERIFY(warning(r.diagnostics, 12, {"empty name"}));
    QVERIFY(warning(r.diagnostics, 18, {"unknown key 'colour'"}));
    QVERIFY(!warning(r.diagnostics, 17, {"poe_mode"})); // a NetBox interface key
    QCOMPARE(m.slots.size(), std::size_t(1));
    QCOMPARE(q(m.slots[0].name), QStringLiteral("bay1"));
    QVERIFY(warning(r.diagnostics, 21, {"'BAY1' and 'Bay 1' (line 20) both become 'bay1'"}));
    QCOMPARE(r.unmappedItems, 4); // eth1/1, Eth1/2:1, '  ', BAY1
}

void TestNetboxImport::kindHeuristics()
{
    struct Case {
        const char* extra;
        const char* kind;
    };
    // Rules of docs/netbox-import.md, "Kind".
    const std::vector<Case> cases = {
        // a parent with device bays
        {"subdevice_role: parent\ndevice-bays:\n  - name: Bay 1\n", "chassis"},
        // device bays without the parent role: still a chassis (warned)
        {"device-bays:\n  - name: Bay 1\n", "chassis"},
        // a child with only backplane ports and no telling word: a sled
        {"subdevice_role: child\ninterfaces:\n  - {name: nic1, type: 25gbase-kr}\n", "sled"},
        // a child with a front-panel port: an I/O module
        {"subdevice_role: child\ninterfaces:\n  - {name: p1, type: 25gbase-kr}\n  - {name: p2, type: 25gbase-x-sfp28}\n",
         "iom"},
        // free-standing, 17 data ports: a switch
        {"interfaces:\n"
         "  - {name: p1, type: 10gbase-t}\n  - {name: p2, type: 10gbase-t}\n  - {name: p3, type: 10gbase-t}\n"
         "  - {name: p4, type: 10gbase-t}\n  - {name: p5, type: 10gbase-t}\n  - {name: p6, type: 10gbase-t}\n"
         "  - {name: p7, type: 10gbase-t}\n  - {name: p8, type: 10gbase-t}\n  - {name: p9, type: 10gbase-t}\n"
         "  - {name: p10, type: 10gbase-t}\n  - {name: p11, type: 10gbase-t}\n  - {name: p12, type: 10gbase-t}\n"
         "  - {name: p13, type: 10gbase-t}\n  - {name: p14, type: 10gbase-t}\n  - {name: p15, type: 10gbase-t}\n"
         "  - {name: p16, type: 10gbase-t}\n  - {name: p17, type: 10gbase-t}\n",
         "switch"},
        // free-standing, two data ports: a server
        {"interfaces:\n  - {name: p1, type: 10gbase-t}\n  - {name: p2, type: 10gbase-t}\n", "server"},
        // a word of the description decides before the port count
        {"description: Unified storage array\n", "array"},
        {"description: Data Domain backup target\n", "backup-appliance"},
    };
    for (const Case& c : cases) {
        const NetboxImportResult r = importNetboxText(acme(c.extra), "kind.yaml");
        QVERIFY2(!hasErrors(r.diagnostics), qPrintable(dump(r.diagnostics)));
        QCOMPARE(q(r.models.front().kind), QString::fromLatin1(c.kind));
        const bool guessed = warning(r.diagnostics, 0, {"is a guess"}) != nullptr;
        QCOMPARE(guessed, std::string(c.kind) != "chassis");
    }
    const NetboxImportResult noRole = importNetboxText(acme("device-bays:\n  - name: Bay 1\n"), "kind.yaml");
    QVERIFY(warning(noRole.diagnostics, 0, {"subdevice_role is not 'parent'"}));
    // No u_height: NetBox's default of 1 U, warned; a child gets 0 U.
    QCOMPARE(noRole.models.front().heightU, 1.0);
    QVERIFY(warning(noRole.diagnostics, 0, {"no 'u_height'"}));
    const NetboxImportResult child = importNetboxText(acme("subdevice_role: child\n"), "kind.yaml");
    QCOMPARE(child.models.front().heightU, 0.0);
}

void TestNetboxImport::slugVariants()
{
    // A quoted slug keeps its blanks in the YAML value: trimmed and warned.
    const NetboxImportResult quoted =
        importNetboxText("manufacturer: Acme Networks\nmodel: X\nslug: \" acme-networks-x1 \"\n", "q.yaml");
    QVERIFY2(!hasErrors(quoted.diagnostics), qPrintable(dump(quoted.diagnostics)));
    // manufacturer "Acme Networks" slugifies to acme-networks; the slug minus that prefix is x1
    QCOMPARE(q(quoted.models.front().id), QStringLiteral("acme-networks/x1"));
    QVERIFY(warning(quoted.diagnostics, 3, {"trimmed to 'acme-networks-x1'"}));

    // A slug without the manufacturer prefix: the whole slug, warned.
    const NetboxImportResult other = importNetboxText("manufacturer: Dell\nmodel: X\nslug: Foo-Bar\n", "o.yaml");
    QVERIFY2(!hasErrors(other.diagnostics), qPrintable(dump(other.diagnostics)));
    QCOMPARE(q(other.models.front().id), QStringLiteral("dell/foo-bar"));
    QVERIFY(warning(other.diagnostics, 3, {"does not start with the manufacturer's slug 'dell-'"}));

    // A slug that cannot make an id: an error.
    const NetboxImportResult bad = importNetboxText("manufacturer: Dell\nmodel: X\nslug: dell-a/b\n", "b.yaml");
    QVERIFY(bad.models.empty());
    QVERIFY(error(bad.diagnostics, 3, {"model id 'dell/a/b'"}));
}

void TestNetboxImport::everyMappedTypeLoads()
{
    // One interface of every mapped type: the table's media, protocols and breakouts must
    // all be values the catalog reader accepts.
    std::string extra = "u_height: 1\ninterfaces:\n";
    const std::vector<std::string> types = netboxMappedInterfaceTypes();
    QVERIFY(types.size() >= 20);
    for (std::size_t i = 0; i < types.size(); ++i)
        extra += "  - {name: if" + std::to_string(i) + ", type: " + types[i] + "}\n";
    const NetboxImportResult r = importNetboxText(acme(extra), "all.yaml");
    QVERIFY2(!hasErrors(r.diagnostics), qPrintable(dump(r.diagnostics)));
    QCOMPARE(r.models.front().ports.size(), types.size());
    QCOMPARE(r.unmappedItems, 0);
    Diagnostics diagnostics;
    bool ok = false;
    reloaded(writeCatalog(r.models), diagnostics, ok);
    QVERIFY2(ok && diagnostics.empty(), qPrintable(dump(diagnostics)));
    // The brief's table entries (docs/netbox-import.md).
    for (const char* t : {"25gbase-x-sfp28", "25gbase-kr", "100gbase-x-qsfp28", "200gbase-x-qsfpdd", "10gbase-x-sfpp",
                          "1000base-t", "16gfc-sfpp", "8gfc-sfpp"})
        QVERIFY2(std::find(types.begin(), types.end(), t) != types.end(), t);
}

void TestNetboxImport::writerQuotesAndRoundTrips()
{
    Model m;
    m.id = "acme/x-1";
    m.kind = "server";
    m.vendor = "Acme: \"quoted\" #1";
    m.name = "12345";
    m.source = "a, b [c] {n} \\ end";
    m.heightU = 0.5;
    m.fits = "true";
    m.width = 2;
    PortSpec p;
    p.name = "1";
    p.speedGbps = 25;
    p.speedsGbps = {10, 25};
    p.media = "sfp28";
    p.protocols = {"ethernet", "iscsi"};
    p.npar = 4;
    m.ports.push_back(p);
    p.name = "eth07"; // leading zero: not folded into a template
    m.ports.push_back(p);
    p.name = "eth08";
    m.ports.push_back(p);
    m.slots.push_back({"mezz-1a", "mezz", {}});
    m.components.push_back({"ctl-1", "controller", "", {}});
    m.params["cache_gb"] = {512, "spec sheet: 512 GB"};
    const std::string text = writeCatalog({m});
    Diagnostics diagnostics;
    bool ok = false;
    const std::vector<Model> back = reloaded(text, diagnostics, ok);
    QVERIFY2(ok && diagnostics.empty(), qPrintable(dump(diagnostics) + q(text)));
    QCOMPARE(back.size(), std::size_t(1));
    const Model& b = back.front();
    QCOMPARE(q(b.vendor), q(m.vendor));
    QCOMPARE(q(b.name), q(m.name));
    QCOMPARE(q(b.source), q(m.source));
    QCOMPARE(q(b.fits), q(m.fits));
    QCOMPARE(b.width, 2);
    QCOMPARE(b.heightU, 0.5);
    QCOMPARE(b.ports.size(), std::size_t(3));
    QCOMPARE(q(b.ports[0].name), QStringLiteral("1"));
    QCOMPARE(q(b.ports[1].name), QStringLiteral("eth07"));
    QCOMPARE(b.ports[0].speedsGbps, (std::vector<double>{10, 25}));
    QCOMPARE(b.ports[0].npar, 4);
    QCOMPARE(b.paramOr("cache_gb", 0), 512.0);
    QCOMPARE(b.components.size(), std::size_t(1));
    QCOMPARE(q(writeCatalog(back)), q(text));
    // No models at all is still a valid catalog.
    QVERIFY(reloaded(writeCatalog({}), diagnostics, ok).empty());
    QVERIFY2(ok && diagnostics.empty(), qPrintable(dump(diagnostics)));
}

void TestNetboxImport::damagedReferenceFilesNeverYieldBadCatalogs()
{
    // Each reference file with one line deleted, and with one line's indentation broken:
    // the import must not throw or crash, and whenever it reports no error the written
    // catalog must load without a diagnostic.
    int imported = 0, refused = 0;
    for (const QString& f : QDir(netboxDir()).entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name)) {
        QFile file(netboxDir() + "/" + f);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n');
        for (int i = 0; i < lines.size(); ++i) {
            for (int variant = 0; variant < 2; ++variant) {
                QByteArray text;
                for (int j = 0; j < lines.size(); ++j) {
                    if (j == i && variant == 0)
                        continue;
                    text += (j == i ? " " + lines[j] : lines[j]) + (j + 1 < lines.size() ? "\n" : "");
                }
                const NetboxImportResult r = importNetboxText(text.toStdString(), f.toStdString());
                if (hasErrors(r.diagnostics)) {
                    QVERIFY(r.models.empty());
                    ++refused;
                    continue;
                }
                ++imported;
                Diagnostics diagnostics;
                bool ok = false;
                reloaded(writeCatalog(r.models), diagnostics, ok);
                QVERIFY2(ok && diagnostics.empty(), qPrintable(f + QStringLiteral(" line %1: ").arg(i + 1) + dump(diagnostics)));
            }
        }
    }
    QVERIFY(imported > 0 && refused > 0);
}

void TestNetboxImport::cliImportsTheReferenceFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("netbox.yaml"));
    QStringList args{QStringLiteral("import-netbox")};
    for (const QString& f : QDir(netboxDir()).entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name))
        args << netboxDir() + "/" + f;
    args << QStringLiteral("-o") << out;
    QProcess cli;
    cli.start(QStringLiteral(TOPOPLAN_CLI), args);
    QVERIFY(cli.waitForFinished(60000));
    const QString err = QString::fromUtf8(cli.readAllStandardError());
    QCOMPARE(cli.exitCode(), 0);
    QVERIFY(cli.readAllStandardOutput().isEmpty());
    // Ports: 0 (MX7000) + 44 (MX9116n) + 5 (PS6100) + 35 (N5548UP) + 35 (6248UP) = 119.
    // Slots: 16 + 0 + 0 + 2 + 2 = 20. Not mapped: 6 + 0 + 3 + 6 + 6 = 21 (see above).
    QVERIFY2(err.contains(QStringLiteral("5 models, 119 ports, 20 slots imported; 21 items not mapped")), qPrintable(err));
    QVERIFY(err.contains(QStringLiteral("MX9116n-Fabric-Switching-Engine.yaml:3:7: warning: slug 'dell-mx9116n '")));
    // dell/mx9116n is also an id of the builtin catalog (resources/catalog/dell-mx.yaml).
    QVERIFY(err.contains(QStringLiteral("model 'dell/mx9116n': this id is also in the builtin catalog")));
    QVERIFY(!QFile::exists(out + ".tmp"));
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const std::string text = f.readAll().toStdString();
    Diagnostics diagnostics;
    bool ok = false;
    const std::vector<Model> models = reloaded(text, diagnostics, ok);
    QVERIFY2(ok && diagnostics.empty(), qPrintable(dump(diagnostics)));
    QCOMPARE(models.size(), std::size_t(5));

    // Without -o the catalog goes to standard output.
    QProcess toStdout;
    toStdout.start(QStringLiteral(TOPOPLAN_CLI),
                   {QStringLiteral("import-netbox"), netboxDir() + QStringLiteral("/EqualLogic-PS6100.yaml")});
    QVERIFY(toStdout.waitForFinished(60000));
    QCOMPARE(toStdout.exitCode(), 0);
    const QByteArray catalog = toStdout.readAllStandardOutput();
    QVERIFY(catalog.contains("format: topoplan-catalog/1\n"));
    QVERIFY(catalog.contains("id: dell/equallogic-ps6100\n"));
}

void TestNetboxImport::cliErrorsAndUsage()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString bad = dir.filePath(QStringLiteral("bad.yaml"));
    {
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("manufacturer: Dell\nmodel: X\n"); // no slug
    }
    const QString out = dir.filePath(QStringLiteral("out.yaml"));
    QProcess cli;
    cli.start(QStringLiteral(TOPOPLAN_CLI), {QStringLiteral("import-netbox"),
                                             netboxDir() + QStringLiteral("/EqualLogic-PS6100.yaml"), bad,
                                             QStringLiteral("-o"), out});
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 1);
    const QString err = QString::fromUtf8(cli.readAllStandardError());
    QVERIFY2(err.contains(bad + ":1:1: error: the device type has no 'slug'"), qPrintable(err));
    QVERIFY(!QFile::exists(out)); // nothing half-written

    // The same file twice: one id defined twice, refused.
    QProcess twice;
    twice.start(QStringLiteral(TOPOPLAN_CLI), {QStringLiteral("import-netbox"),
                                               netboxDir() + QStringLiteral("/EqualLogic-PS6100.yaml"),
                                               netboxDir() + QStringLiteral("/EqualLogic-PS6100.yaml")});
    QVERIFY(twice.waitForFinished(60000));
    QCOMPARE(twice.exitCode(), 1);
    QVERIFY(twice.readAllStandardOutput().isEmpty());

    for (const QStringList& usage : {QStringList{QStringLiteral("import-netbox")},
                                     QStringList{QStringLiteral("import-netbox"), QStringLiteral("--frobnicate"), bad},
                                     QStringList{QStringLiteral("import-netbox"), bad, QStringLiteral("-o")}}) {
        QProcess p;
        p.start(QStringLiteral(TOPOPLAN_CLI), usage);
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 2);
    }
}

QTEST_GUILESS_MAIN(TestNetboxImport)
#include "tst_netboximport.moc"
