// The builtin catalog (resources/catalog/*.yaml, docs/catalog-format.md): it loads
// cleanly, every fact carries a source, and its parts fit together (ports, components,
// slots, midplane rules, the models that seat in those slots). Catalog files refuse a
// parameter without a source.

#include "core/builtin.h"
#include "core/catalog.h"
#include "core/designio.h"
#include "core/designloader.h"

#include <QtTest>

#include <map>
#include <set>
#include <string>

using namespace topoplan::core;

// Model::slots is a member name; Qt's `slots` keyword macro would erase it.
#undef slots

namespace {

bool isBlank(const std::string& s)
{
    return s.find_first_not_of(" \t\r\n") == std::string::npos;
}

std::string where(const Model& m)
{
    return m.id + " (" + m.file + ":" + std::to_string(m.pos.line) + ")";
}

} // namespace

class TstCatalog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void builtinLoadsWithoutDiagnostics();
    void filesOnDiskMatchEmbedded();
    void modelIdsAreUnique();
    void everyModelHasASource();
    void everyParamHasASource();
    void everyPortIsComplete();
    void fcPortsRunTheTwoGenerationsBelow();
    void everyPortComponentExists();
    void midplaneRulesNameExistingSlots();
    void midplaneRulesReachRealPorts();
    void everyFitsTypeIsOffered();
    void wideModelsFitSomewhere();
    void paramWithoutSourceIsRefused_data();
    void paramWithoutSourceIsRefused();
    void badCatalogAddsNothing();
    void driveInterfacesMatchTheExamples();

private:
    std::shared_ptr<const Catalog> m_catalog;
};

void TstCatalog::initTestCase()
{
    // The embedded catalog, not a folder a developer may have set for catalog work.
    qunsetenv("TOPOPLAN_RESOURCES");
    auto catalog = std::make_shared<Catalog>();
    Diagnostics diagnostics;
    QVERIFY2(catalog->addBuiltin(diagnostics), formatDiagnostics(diagnostics).c_str());
    m_catalog = catalog;
    QVERIFY(m_catalog->models().size() >= 30);
}

void TstCatalog::builtinLoadsWithoutDiagnostics()
{
    Catalog catalog;
    Diagnostics diagnostics;
    QVERIFY(catalog.addBuiltin(diagnostics));
    // Not even a warning.
    QVERIFY2(diagnostics.empty(), formatDiagnostics(diagnostics).c_str());
    QCOMPARE(catalog.models().size(), m_catalog->models().size());
    // The process-wide copy is the same catalog.
    QCOMPARE(Catalog::builtin()->models().size(), m_catalog->models().size());
}

// TOPOPLAN_RESOURCES (catalog authors) reads resources/catalog/*.yaml from disk: the
// same models as the compiled-in copy.
void TstCatalog::filesOnDiskMatchEmbedded()
{
    qputenv("TOPOPLAN_RESOURCES", TOPOPLAN_RESOURCES_DIR);
    Catalog fromDisk;
    Diagnostics diagnostics;
    const bool ok = fromDisk.addBuiltin(diagnostics);
    qunsetenv("TOPOPLAN_RESOURCES");
    QVERIFY2(ok && diagnostics.empty(), formatDiagnostics(diagnostics).c_str());
    QCOMPARE(fromDisk.models().size(), m_catalog->models().size());
    for (const auto& m : m_catalog->models())
        QVERIFY2(fromDisk.find(m->id), m->id.c_str());
}

void TstCatalog::modelIdsAreUnique()
{
    std::map<std::string, std::string> seen; // id -> file
    for (const auto& m : m_catalog->models()) {
        const auto [it, inserted] = seen.emplace(m->id, m->file);
        QVERIFY2(inserted, (m->id + " in " + m->file + " and " + it->second).c_str());
        QCOMPARE(m_catalog->find(m->id), m.get());
    }
}

void TstCatalog::everyModelHasASource()
{
    for (const auto& m : m_catalog->models()) {
        QVERIFY2(!isBlank(m->source), where(*m).c_str());
        QVERIFY2(!isBlank(m->name) && !isBlank(m->vendor) && !m->kind.empty(), where(*m).c_str());
    }
}

void TstCatalog::everyParamHasASource()
{
    int params = 0;
    for (const auto& m : m_catalog->models())
        for (const auto& [name, param] : m->params) {
            QVERIFY2(!isBlank(param.source), (where(*m) + ": " + name).c_str());
            QVERIFY2(std::isfinite(param.value), (where(*m) + ": " + name).c_str());
            ++params;
        }
    QVERIFY(params > 50);
}

void TstCatalog::everyPortIsComplete()
{
    for (const auto& m : m_catalog->models()) {
        std::set<std::string> names;
        for (const PortSpec& p : m->ports) {
            const std::string what = where(*m) + " port '" + p.name + "'";
            QVERIFY2(!p.name.empty() && p.name.find(':') == std::string::npos, what.c_str());
            QVERIFY2(names.insert(p.name).second, (what + " twice").c_str());
            QVERIFY2(p.speedGbps > 0, what.c_str());
            QVERIFY2(!p.media.empty(), what.c_str());
            QVERIFY2(!p.protocols.empty(), what.c_str());
            // Every rate the port runs includes its nominal rate.
            QVERIFY2(std::find(p.speedsGbps.begin(), p.speedsGbps.end(), p.speedGbps) != p.speedsGbps.end(), what.c_str());
            QVERIFY2(p.npar >= 0, what.c_str());
        }
    }
}

// Fibre Channel speeds are backward compatible two generations down (FCIA speed roadmap:
// 16GFC runs 8GFC and 4GFC, 32GFC runs 16 and 8), so a 16GFC array port cables to an 8GFC
// switch port (newcomer 17: the PowerMax's fa ports were refused on a Nexus 5548UP). Every
// FC-only port of 4GFC or faster lists its two lower generations among its rates.
void TstCatalog::fcPortsRunTheTwoGenerationsBelow()
{
    int checked = 0;
    for (const auto& m : m_catalog->models())
        for (const PortSpec& p : m->ports) {
            if (p.protocols != std::vector<std::string>{"fc"} || p.speedGbps < 4)
                continue;
            ++checked;
            for (const double lower : {p.speedGbps / 2, p.speedGbps / 4})
                QVERIFY2(std::find(p.speedsGbps.begin(), p.speedsGbps.end(), lower) != p.speedsGbps.end(),
                         (where(*m) + " port '" + p.name + "' does not run " + std::to_string(int(lower)) + " Gb/s").c_str());
        }
    QVERIFY(checked > 0);
    // Host, 8GFC unified switch port and PowerMax: the link runs at 8 Gb/s.
    Diagnostics diagnostics;
    const auto d = loadDesignText("format: topoplan/1\nname: fc\ncatalogs: [builtin]\ndevices:\n"
                                  "  - {id: srv, model: generic/server, at: [0, 0]}\n"
                                  "  - {id: swa, model: cisco/nexus-5548up, at: [300, 0]}\n"
                                  "  - {id: pmax, model: dell/powermax-2000, at: [700, 0], config: {bricks: 1, drives: 24, "
                                  "drive_model: dell/nvme-3.84tb, raid: raid5-7+1}}\n"
                                  "links:\n  - {a: srv:fc-1, b: swa:eth1/1}\n  - {a: swa:eth1/2, b: pmax:fa-1d-1}\n",
                                  "fc.topoplan.yaml", "", diagnostics);
    QVERIFY2(d && !hasErrors(diagnostics), formatDiagnostics(diagnostics).c_str());
}

void TstCatalog::everyPortComponentExists()
{
    for (const auto& m : m_catalog->models()) {
        for (const PortSpec& p : m->ports)
            if (!p.component.empty())
                QVERIFY2(m->component(p.component), (where(*m) + " port '" + p.name + "' -> " + p.component).c_str());
        for (const ComponentSpec& c : m->components)
            if (!c.parent.empty())
                QVERIFY2(m->component(c.parent), (where(*m) + " component '" + c.id + "' -> " + c.parent).c_str());
    }
}

void TstCatalog::midplaneRulesNameExistingSlots()
{
    int rules = 0;
    for (const auto& m : m_catalog->models()) {
        for (const MidplaneRule& r : m->midplane) {
            QVERIFY2(m->slot(r.bay), (where(*m) + " midplane bay " + r.bay).c_str());
            QVERIFY2(m->slot(r.moduleSlot), (where(*m) + " midplane slot " + r.moduleSlot).c_str());
            ++rules;
        }
        for (const ConnectorSpec& c : m->connectors)
            QVERIFY2(m->slot(c.slot), (where(*m) + " connector " + c.connector + " -> " + c.slot).c_str());
    }
    QVERIFY(rules > 0); // MX7000 and UCS 5108 at least
}

// Both ends of every chassis midplane rule exist in some model that can be seated
// there: `b` (SLOT:PORT) is a port of a model fitting that slot's type (the MX7000
// fabric-a1 rule's eth1/1/n is a port of dell/mx9116n), and `a` (BAY.CONNECTOR:PORT)
// reaches, through a sled or blade fitting the bay that has that connector, a module
// bay whose adapter models have that port.
void TstCatalog::midplaneRulesReachRealPorts()
{
    const auto& models = m_catalog->models();
    for (const auto& chassis : models) {
        for (const MidplaneRule& r : chassis->midplane) {
            const std::string rule = where(*chassis) + " midplane " + r.bay + "." + r.connector + ":" + r.adapterPort
                + " -- " + r.moduleSlot + ":" + r.modulePort;
            const SlotSpec* moduleSlot = chassis->slot(r.moduleSlot);
            const SlotSpec* bay = chassis->slot(r.bay);
            QVERIFY2(moduleSlot && bay, rule.c_str());

            bool modulePortExists = false;
            for (const auto& module : models)
                if (module->fits == moduleSlot->type && module->port(r.modulePort))
                    modulePortExists = true;
            QVERIFY2(modulePortExists, (rule + ": no model fitting " + moduleSlot->type + " has port " + r.modulePort).c_str());

            bool adapterPortExists = false;
            for (const auto& sled : models) {
                if (sled->fits != bay->type)
                    continue;
                for (const ConnectorSpec& c : sled->connectors) {
                    if (c.connector != r.connector)
                        continue;
                    const SlotSpec* adapterSlot = sled->slot(c.slot);
                    for (const auto& adapter : models)
                        if (adapterSlot && adapter->fits == adapterSlot->type && adapter->port(r.adapterPort))
                            adapterPortExists = true;
                }
            }
            QVERIFY2(adapterPortExists, (rule + ": no sled/adapter combination reaches port " + r.adapterPort).c_str());
        }
    }
    // The example in the issue, by name.
    const Model* mx7000 = m_catalog->find("dell/poweredge-mx7000");
    const Model* mx9116n = m_catalog->find("dell/mx9116n");
    QVERIFY(mx7000 && mx9116n);
    bool found = false;
    for (const MidplaneRule& r : mx7000->midplane)
        if (r.moduleSlot == "fabric-a1") {
            QVERIFY2(mx9116n->port(r.modulePort), r.modulePort.c_str());
            QCOMPARE(mx9116n->fits, mx7000->slot("fabric-a1")->type);
            found = true;
        }
    QVERIFY(found);
}

void TstCatalog::everyFitsTypeIsOffered()
{
    std::set<std::string> offered;
    for (const auto& m : m_catalog->models())
        for (const SlotSpec& s : m->slots)
            offered.insert(s.type);
    for (const auto& m : m_catalog->models())
        if (!m->fits.empty())
            QVERIFY2(offered.count(m->fits), (where(*m) + " fits " + m->fits + ", which no model offers").c_str());
}

// A model of width w fits w consecutive slots of its type in some model (MX840c: two
// sled bays of the MX7000).
void TstCatalog::wideModelsFitSomewhere()
{
    for (const auto& wide : m_catalog->models()) {
        if (wide->width <= 1)
            continue;
        bool fits = false;
        for (const auto& parent : m_catalog->models()) {
            int run = 0;
            for (const SlotSpec& s : parent->slots) {
                run = s.type == wide->fits ? run + 1 : 0;
                fits = fits || run >= wide->width;
            }
        }
        QVERIFY2(fits, where(*wide).c_str());
    }
}

void TstCatalog::paramWithoutSourceIsRefused_data()
{
    QTest::addColumn<QString>("param");
    QTest::addColumn<QString>("expected");
    // Message of catalog.cpp readParams; position of the parameter's mapping (line 9).
    const QString message = "acme.yaml:9:17: error: acme/array-1: parameter 'cache_gb' has no source "
                            "(expected source: <spec sheet, paper, or 'assumed: ... because ...'>)";
    QTest::newRow("no source key") << "{value: 64}" << message;
    QTest::newRow("empty source") << "{value: 64, source: \"\"}" << message;
    QTest::newRow("null source") << "{value: 64, source: ~}" << message;
}

void TstCatalog::paramWithoutSourceIsRefused()
{
    QFETCH(QString, param);
    QFETCH(QString, expected);
    const std::string text = "format: topoplan-catalog/1\n"
                             "models:\n"
                             "  - id: acme/array-1\n"
                             "    kind: array\n"
                             "    vendor: Acme\n"
                             "    name: Array 1\n"
                             "    source: \"test catalog\"\n"
                             "    params:\n"
                             "      cache_gb: "
        + param.toStdString() + "\n";
    Catalog catalog;
    Diagnostics diagnostics;
    QVERIFY(!catalog.addFromText(text, "acme.yaml", diagnostics));
    QVERIFY(!diagnostics.empty());
    QCOMPARE(QString::fromStdString(diagnostics.front().text()), expected);
    // Nothing of the refused file is kept.
    QVERIFY(catalog.models().empty());
    QVERIFY(!catalog.find("acme/array-1"));
    QVERIFY(catalog.files().empty());

    // The same model with a source is accepted.
    Catalog good;
    Diagnostics none;
    const std::string fixed = text.substr(0, text.rfind("cache_gb:")) + "cache_gb: {value: 64, source: \"assumed: test\"}\n";
    QVERIFY2(good.addFromText(fixed, "acme.yaml", none), formatDiagnostics(none).c_str());
    QCOMPARE(good.find("acme/array-1")->paramOr("cache_gb", 0), 64.0);
}

// One bad model refuses the whole file; a model id already in the catalog is refused.
void TstCatalog::badCatalogAddsNothing()
{
    Catalog catalog;
    Diagnostics diagnostics;
    QVERIFY(catalog.addBuiltin(diagnostics));
    const std::size_t before = catalog.models().size();
    const std::string text = "format: topoplan-catalog/1\nmodels:\n"
                             "  - {id: acme/good, kind: server, vendor: Acme, name: Good, source: test}\n"
                             "  - {id: acme/bad, kind: server, vendor: Acme, name: Bad, source: test, colour: red}\n"
                             "  - {id: generic/server, kind: server, vendor: Acme, name: Copy, source: test}\n";
    QVERIFY(!catalog.addFromText(text, "extra.yaml", diagnostics));
    QCOMPARE(catalog.models().size(), before);
    QVERIFY(!catalog.find("acme/good"));
    QCOMPARE(QString::fromStdString(diagnostics.at(0).text()),
             QStringLiteral("extra.yaml:4:73: error: model 'acme/bad': unknown key 'colour' in model (expected one of: id, "
                            "kind, vendor, name, source, part_number, height_u, full_depth, fits, width, ports, slots, components, midplane, "
                            "connectors, params, interface, drive_interfaces)"));
    QCOMPARE(QString::fromStdString(diagnostics.at(1).text()),
             QStringLiteral("extra.yaml:5:10: error: generic/server: model id is defined twice"));
}

// Drive interfaces (docs/catalog-format.md): every drive or shelf a shipped example puts
// in a device is one its model takes (the examples are the reference architectures'
// configurations); the PowerMax takes NVMe drives and not RA-2's SAS SSD; an unknown
// interface is refused.
void TstCatalog::driveInterfacesMatchTheExamples()
{
    const auto catalog = Catalog::builtin();
    int checked = 0;
    for (const EmbeddedFile& f : builtinExampleFiles()) {
        Diagnostics diagnostics;
        const auto design = readDesignText(f.text, f.name, diagnostics);
        QVERIFY2(design, f.name.c_str());
        for (const Device& d : design->devices)
            for (const char* key : {"drive_model", "cache_drive_model", "shelf_model"})
                if (const std::string part = propString(d.config, key); !part.empty()) {
                    QVERIFY2(catalog->find(d.model)->takesDrive(*catalog->find(part)), (d.id + " " + part).c_str());
                    ++checked;
                }
    }
    QVERIFY(checked > 0);
    const Model* pmax = catalog->find("dell/powermax-2000");
    QVERIFY(pmax->takesDrive(*catalog->find("dell/nvme-3.84tb")));
    QVERIFY(!pmax->takesDrive(*catalog->find("generic/sas-ssd-800gb")));

    Catalog extra;
    Diagnostics diagnostics;
    QVERIFY(!extra.addFromText("format: topoplan-catalog/1\nmodels:\n"
                               "  - {id: acme/a, kind: array, vendor: Acme, name: A, source: test, drive_interfaces: [scsi]}\n",
                               "extra.yaml", diagnostics));
    QVERIFY2(formatDiagnostics(diagnostics).find("unknown drive interface 'scsi'") != std::string::npos,
             formatDiagnostics(diagnostics).c_str());
}

QTEST_GUILESS_MAIN(TstCatalog)
#include "tst_catalog.moc"
