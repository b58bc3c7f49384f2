// The design file format (docs/design-format.md): the examples round-trip byte for byte
// and load against the builtin catalog; a newer format is refused with its message;
// unknown keys are errors wherever they appear; the writer's quoting and numbers read
// back to the same values.

#include "core/builtin.h"
#include "core/designio.h"
#include "core/designloader.h"
#include "analysistesthelpers.h"

#include <QDir>
#include <QFile>
#include <QtTest>

#include <string>

using namespace topoplan::core;

namespace {

QString examplesDir()
{
    return QStringLiteral(TOPOPLAN_RESOURCES_DIR "/examples");
}

std::string readAll(const QString& path) { return topoplan::testing::readFile(path); }

// "line N: <expected> | <actual>" for the first line that differs, for a readable failure.
QByteArray firstDifference(const std::string& expected, const std::string& actual)
{
    const QStringList e = QString::fromStdString(expected).split('\n');
    const QStringList a = QString::fromStdString(actual).split('\n');
    for (int i = 0; i < qMax(e.size(), a.size()); ++i) {
        const QString le = i < e.size() ? e[i] : QStringLiteral("<end>");
        const QString la = i < a.size() ? a[i] : QStringLiteral("<end>");
        if (le != la)
            return QStringLiteral("line %1\n  file:    %2\n  written: %3").arg(i + 1).arg(le, la).toUtf8();
    }
    return "identical";
}

std::string firstErrorText(const Diagnostics& diagnostics)
{
    for (const Diagnostic& d : diagnostics)
        if (d.severity == Diagnostic::Severity::Error)
            return d.text();
    return "(no error)";
}

const char* kMinimal = "format: topoplan/1\nname: minimal\ncatalogs: [builtin]\ndevices:\n"
                       "  - {id: srv, model: generic/server, at: [0, 0]}\n";

} // namespace

class TstDesignIo : public QObject {
    Q_OBJECT

private slots:
    void roundTripIsByteExact_data() { addExamples(); }
    void roundTripIsByteExact();
    void writeIsStable_data() { addExamples(); }
    void writeIsStable();
    void loadsAgainstBuiltinCatalog_data() { addExamples(); }
    void loadsAgainstBuiltinCatalog();
    void embeddedExamplesMatchFiles();

    void newerFormatIsRefused_data();
    void newerFormatIsRefused();
    void unknownKeysAreRejected_data();
    void unknownKeysAreRejected();

    void writerQuotesTrickyText();
    void numbersRoundTrip();
    void minimalDesignIsCanonical();
    void canvasNotesRoundTrip();
    void canvasNoteErrors_data();
    void canvasNoteErrors();
    void emptyDesignReopens();

private:
    static void addExamples();
};

void TstDesignIo::addExamples()
{
    QTest::addColumn<QString>("path");
    const QDir dir(examplesDir());
    const QStringList files = dir.entryList({"*.topoplan.yaml"}, QDir::Files, QDir::Name);
    // RA-1 to RA-5 (reference/architectures.md), RA-2 in two variants.
    QVERIFY2(files.size() >= 5, qPrintable(files.join(", ")));
    for (const QString& f : files)
        QTest::newRow(qPrintable(f)) << dir.filePath(f);
}

// "Saving an unchanged design reproduces the file byte for byte" (DESIGN.md, File formats).
void TstDesignIo::roundTripIsByteExact()
{
    QFETCH(QString, path);
    const std::string text = readAll(path);
    QVERIFY(!text.empty());
    Diagnostics diagnostics;
    const std::optional<Design> design = readDesignText(text, path.toStdString(), diagnostics);
    QVERIFY2(design.has_value(), formatDiagnostics(diagnostics).c_str());
    const std::string written = writeDesign(*design);
    QVERIFY2(written == text, firstDifference(text, written).constData());
}

// write(read(write(d))) == write(d), whatever the file looked like.
void TstDesignIo::writeIsStable()
{
    QFETCH(QString, path);
    Diagnostics diagnostics;
    const std::optional<Design> design = readDesignFile(path.toStdString(), diagnostics);
    QVERIFY2(design.has_value(), formatDiagnostics(diagnostics).c_str());
    const std::string once = writeDesign(*design);
    const std::optional<Design> again = readDesignText(once, "rewritten.topoplan.yaml", diagnostics);
    QVERIFY2(again.has_value(), formatDiagnostics(diagnostics).c_str());
    const std::string twice = writeDesign(*again);
    QVERIFY2(once == twice, firstDifference(once, twice).constData());
}

void TstDesignIo::loadsAgainstBuiltinCatalog()
{
    QFETCH(QString, path);
    Diagnostics diagnostics;
    const std::optional<LoadedDesign> loaded = loadDesignFile(path.toStdString(), diagnostics);
    QVERIFY2(loaded.has_value(), formatDiagnostics(diagnostics).c_str());
    QVERIFY2(!hasErrors(diagnostics), formatDiagnostics(diagnostics).c_str());
    QCOMPARE(loaded->design.catalogs, std::vector<std::string>{"builtin"});
    QVERIFY(!loaded->topology.devices.empty());
    QCOMPARE(loaded->topology.devices.size(), loaded->design.devices.size());
    for (const TopoDevice& d : loaded->topology.devices)
        QVERIFY2(d.model, d.id.c_str());
}

// The examples compiled into the program (builtin:ra1 ...) are the files on disk.
void TstDesignIo::embeddedExamplesMatchFiles()
{
    const QStringList files = QDir(examplesDir()).entryList({"*.topoplan.yaml"}, QDir::Files, QDir::Name);
    const std::vector<EmbeddedFile>& embedded = builtinExampleFiles();
    QCOMPARE(int(embedded.size()), files.size());
    for (std::size_t i = 0; i < embedded.size(); ++i) {
        QCOMPARE(QString::fromStdString(embedded[i].name), files[int(i)]);
        QVERIFY2(embedded[i].text == readAll(examplesDir() + '/' + files[int(i)]), embedded[i].name.c_str());
    }
}

void TstDesignIo::newerFormatIsRefused_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    // The message of readDesignText for a newer version (designio.cpp), position of the value.
    const QString message = "future.topoplan.yaml:1:9: error: this design was written by a newer Topoplan (format %1); "
                            "this version reads topoplan/1 and older: update Topoplan to open it";
    QTest::newRow("topoplan/2") << "format: topoplan/2\nname: x\ndevices: []\n" << message.arg("topoplan/2");
    // A newer file may bring keys this version does not know: the version is reported, not the keys.
    QTest::newRow("topoplan/2 with new keys") << "format: topoplan/2\nholograms: [a]\nname: x\ndevices: []\n"
                                              << message.arg("topoplan/2");
    QTest::newRow("topoplan/10") << "format: topoplan/10\nname: x\ndevices: []\n" << message.arg("topoplan/10");
    QTest::newRow("more digits than an int") << "format: topoplan/123456789012345678901234567890\nname: x\ndevices: []\n"
                                             << message.arg("topoplan/123456789012345678901234567890");
    QTest::newRow("topoplan/0") << "format: topoplan/0\nname: x\ndevices: []\n"
                                << "future.topoplan.yaml:1:9: error: format 'topoplan/0' is unknown (expected topoplan/1)";
    QTest::newRow("not ours") << "format: topoplan-catalog/1\nmodels: []\n"
                              << "future.topoplan.yaml:1:9: error: format 'topoplan-catalog/1' is not a Topoplan design "
                                 "(expected topoplan/1)";
}

void TstDesignIo::newerFormatIsRefused()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    Diagnostics diagnostics;
    QVERIFY(!readDesignText(text.toStdString(), "future.topoplan.yaml", diagnostics));
    QCOMPARE(diagnostics.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(diagnostics.front().text()), expected);
}

void TstDesignIo::unknownKeysAreRejected_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    const QString head = "format: topoplan/1\nname: x\n";
    const QString dev = "devices:\n  - {id: srv, model: generic/server, at: [0, 0]}\n";
    const QString arr = "  - {id: arr, model: generic/array, at: [9, 9]}\n";
    // Each expected text: position of the unknown key (line:column, 1-based), the element
    // it is in, and the keys that are allowed there (designio.cpp / designschema.cpp).
    QTest::newRow("top level") << head + dev + "colour: red\n"
                               << "keys.yaml:5:1: error: unknown key 'colour' in the design (expected one of: format, "
                                  "name, notes, catalogs, sites, site_links, racks, devices, links, canvas_notes, fabrics, zoning, port_groups, "
                                  "masking_views, clusters, storage_groups, workloads, use_cases, scenarios, requirements)";
    QTest::newRow("device") << head + "devices:\n  - {id: srv, model: generic/server, at: [0, 0], shelf: r1}\n"
                            << "keys.yaml:4:50: error: device 'srv': unknown key 'shelf' in device (expected one of: id, "
                               "model, at, site, parent, slot, rack, u, face, depth, feeds, config, partitions, measured)";
    QTest::newRow("device config")
        << head + "devices:\n  - {id: srv, model: generic/server, at: [0, 0], config: {memory_gb: 64, ram_gb: 64}}\n"
        << "keys.yaml:4:74: error: device 'srv': unknown key 'ram_gb' in config of device 'srv' (expected one of: "
           "memory_gb, cpus, cores_per_cpu, bricks, cache_gb, drives, drive_model, raid, spares, ssd_drives, "
           "ssd_drive_model, tiering, disk_groups, cache_drives_per_group, capacity_drives_per_group, "
           "cache_drive_model, drives_per_group, spares_per_group, shelves, shelf_model)";
    QTest::newRow("link") << head + dev + "  - {id: sw, model: generic/switch, at: [9, 9]}\nlinks:\n"
                                          "  - {a: srv:eth-1, b: sw:eth1/1/1, cable: dac}\n"
                          << "keys.yaml:7:36: error: unknown key 'cable' in link (expected one of: a, b, breakout)";
    QTest::newRow("site") << head + "sites:\n  - {id: dc1, city: Paris}\n" + dev
                          << "keys.yaml:4:15: error: site 'dc1': unknown key 'city' in site (expected one of: id, role)";
    QTest::newRow("storage group") << head + dev + arr + "storage_groups:\n  - {id: sg, storage: arr, size_tb: 1}\n"
                                   << "keys.yaml:7:28: error: storage group 'sg': unknown key 'size_tb' in storage group "
                                      "(expected one of: id, storage, parent, size_gb, service_level, raid, ftt, sftt, "
                                      "checksum, dedupe, compression, dedupe_ratio, compression_ratio, thin, volumes)";
    QTest::newRow("workload profile")
        << head + dev + arr + "workloads:\n  - {id: w, host: srv, storage: arr, profile: {kind: oltp, user: 10}}\n"
        << "keys.yaml:7:60: error: workload 'w': unknown key 'user' in profile of workload 'w' (expected one of: kind, "
           "tool, users, think_ms, think_every, read_pct, update_pct, read_kb, write_kb, ios_per_txn, warehouses, "
           "scale_factor, streams, dop, work_unit, queue_depth, database_gb, working_set_gb, buffer_cache_gb, "
           "cache_hit_pct, change_pct, compression_ratio, dedupe_ratio, iops, mb_s, service_level)";
    // The measured block (core/measurement.h, designschema.cpp measurementSchema()).
    QTest::newRow("workload measured")
        << head + dev + arr + "workloads:\n  - {id: w, host: srv, storage: arr, profile: {kind: oltp}, measured: {tpm: 1, tpx: 2}}\n"
        << "keys.yaml:7:80: error: workload 'w': unknown key 'tpx' in measured block (expected one of: source, platform, "
           "use_case, interval_min, users, think_ms, tpm, nopm, tps, iops, read_iops, write_iops, mb_s, read_mb_s, write_mb_s, "
           "read_latency_ms, "
           "write_latency_ms, cpu_pct, cpu_of, cores, core_rating, rating_source, uncertainty_pct, origins, forced, warnings)";
    QTest::newRow("scenario event")
        << head + dev + "scenarios:\n  - {id: s, events: [{at_min: 1, fail: srv, note: x}]}\n"
        << "keys.yaml:6:45: error: scenario 's': unknown key 'note' in scenario event (expected one of: at_min, fail, repair)";
    QTest::newRow("canvas note") << head + dev + "canvas_notes:\n  - {id: n1, text: hi, x: 0, y: 0, colour: red}\n"
                                 << "keys.yaml:6:36: error: note 'n1': unknown key 'colour' in note (expected one of: id, "
                                    "text, x, y, width)";
    QTest::newRow("requirements") << head + dev + "requirements:\n  min_paths: 2\n  max_paths: 8\n"
                                  << "keys.yaml:7:3: error: unknown key 'max_paths' in requirements (expected one of: "
                                     "min_paths, no_spof)";
}

void TstDesignIo::unknownKeysAreRejected()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    Diagnostics diagnostics;
    QVERIFY(!readDesignText(text.toStdString(), "keys.yaml", diagnostics));
    QCOMPARE(QString::fromStdString(firstErrorText(diagnostics)), expected);
    // And the full load refuses it too.
    Diagnostics again;
    QVERIFY(!loadDesignText(text.toStdString(), "keys.yaml", ".", again));
}

// Text that YAML would read as something else (numbers, booleans, null, flow
// indicators, comments, leading dashes, escapes) is quoted and reads back unchanged.
void TstDesignIo::writerQuotesTrickyText()
{
    Diagnostics diagnostics;
    std::optional<Design> d = readDesignText(kMinimal, "tricky.topoplan.yaml", diagnostics);
    QVERIFY(d.has_value());
    const std::vector<std::string> tricky = {
        "plain text", "a: b", "ends with colon:", "# not a comment", "x #y", "- dash", "[bracket]", "{brace}",
        "a, b", "true", "no", "null", "~", "1", "1.5", "-3", "1e3", ".5", "0x10", "'single'", "\"double\"",
        "back\\slash", "tab\there", "new\nline", "  padded  ", "&anchor", "*alias", "!tag", "%percent", "@at",
        "`tick`", "|pipe", ">fold", "?question", "unicode: é ü ß ✓", "",
    };
    d->name = "tricky: 1";
    d->notes = tricky;
    const std::string once = writeDesign(*d);
    const std::optional<Design> back = readDesignText(once, "tricky.topoplan.yaml", diagnostics);
    QVERIFY2(back.has_value(), (formatDiagnostics(diagnostics) + once).c_str());
    QCOMPARE(back->name, d->name);
    QCOMPARE(back->notes.size(), tricky.size());
    for (std::size_t i = 0; i < tricky.size(); ++i)
        QCOMPARE(QString::fromStdString(back->notes[i]), QString::fromStdString(tricky[i]));
    QCOMPARE(writeDesign(*back), once);
}

// Numbers are written the shortest way that reads back to the same double.
void TstDesignIo::numbersRoundTrip()
{
    const char* text = "format: topoplan/1\nname: numbers\ncatalogs: [builtin]\ndevices:\n"
                       "  - {id: srv, model: generic/server, at: [0.1, -3500000.25], config: {memory_gb: 0.30000000000000004}}\n"
                       "  - {id: arr, model: generic/array, at: [1e-07, 1234567.125]}\n"
                       "storage_groups:\n"
                       "  - {id: sg, storage: arr, size_gb: 999999999.5, dedupe_ratio: 1.0000000000000002}\n";
    Diagnostics diagnostics;
    const std::optional<Design> d = readDesignText(text, "numbers.topoplan.yaml", diagnostics);
    QVERIFY2(d.has_value(), formatDiagnostics(diagnostics).c_str());
    QCOMPARE(d->devices[0].at->first, 0.1);
    QCOMPARE(d->devices[0].at->second, -3500000.25);
    QCOMPARE(propNumber(d->devices[0].config, "memory_gb"), 0.1 + 0.2);
    QCOMPARE(d->devices[1].at->first, 1e-7);
    QCOMPARE(propNumber(d->storageGroups[0].props, "dedupe_ratio"), 1.0000000000000002);
    const std::string written = writeDesign(*d);
    const std::optional<Design> back = readDesignText(written, "numbers.topoplan.yaml", diagnostics);
    QVERIFY(back.has_value());
    QCOMPARE(propNumber(back->devices[0].config, "memory_gb"), 0.1 + 0.2);
    QCOMPARE(back->devices[1].at->second, 1234567.125);
    QCOMPARE(propNumber(back->storageGroups[0].props, "size_gb"), 999999999.5);
    QCOMPARE(writeDesign(*back), written);
}

void TstDesignIo::minimalDesignIsCanonical()
{
    Diagnostics diagnostics;
    const std::optional<Design> d = readDesignText(kMinimal, "minimal.topoplan.yaml", diagnostics);
    QVERIFY(d.has_value());
    QCOMPARE(writeDesign(*d), std::string(kMinimal));
    // Keys in another order and block style read the same and are written canonically.
    const char* shuffled = "devices:\n  - id: srv\n    at: [0, 0]\n    model: generic/server\nname: minimal\nformat: topoplan/1\n";
    const std::optional<Design> s = readDesignText(shuffled, "shuffled.topoplan.yaml", diagnostics);
    QVERIFY2(s.has_value(), formatDiagnostics(diagnostics).c_str());
    QCOMPARE(writeDesign(*s), std::string(kMinimal));
}

// File > New, then Save: the design has no device yet, and its file must open again
// (the writer left out the `devices` key that the reader requires; found by tst_monkey).
void TstDesignIo::emptyDesignReopens()
{
    Design empty;
    empty.name = "new design";
    const std::string text = writeDesign(empty);
    Diagnostics diagnostics;
    const std::optional<Design> d = readDesignText(text, "new.topoplan.yaml", diagnostics);
    QVERIFY2(d.has_value(), formatDiagnostics(diagnostics).c_str());
    QVERIFY(d->devices.empty());
    QCOMPARE(writeDesign(*d), text);
}

QTEST_GUILESS_MAIN(TstDesignIo)
#include "tst_designio.moc"

// Canvas notes (issue 16): written after the links in canonical form (width only when
// set), read back equal; tricky text (the same cases as writerQuotesTrickyText, joined
// with a new line) survives.
void TstDesignIo::canvasNotesRoundTrip()
{
    const std::string text = std::string(kMinimal)
        + "canvas_notes:\n"
          "  - {id: note-1, text: Fabric A is the left IOM pair, x: 120, y: -40}\n"
          "  - {id: note-2, text: \"two\\nlines: a, b\", x: 0.5, y: 300, width: 240}\n";
    Diagnostics diagnostics;
    const std::optional<Design> d = readDesignText(text, "notes.topoplan.yaml", diagnostics);
    QVERIFY2(d.has_value(), formatDiagnostics(diagnostics).c_str());
    QCOMPARE(d->canvasNotes.size(), std::size_t(2));
    QCOMPARE(d->canvasNotes[1].text, std::string("two\nlines: a, b"));
    QCOMPARE(d->canvasNotes[1].width, 240.0);
    QCOMPARE(d->canvasNotes[0].width, 0.0);
    QCOMPARE(d->canvasNotes[0].y, -40.0);
    QVERIFY(d->canvasNote("note-2"));
    QCOMPARE(writeDesign(*d), text);

    std::optional<Design> tricky = readDesignText(kMinimal, "tricky.topoplan.yaml", diagnostics);
    QVERIFY(tricky.has_value());
    tricky->canvasNotes.push_back({"n", "a: b\n# not a comment\n- dash\n[bracket] {brace} \"q\" 'q' & < >", 1, 2, 0, {}});
    const std::string once = writeDesign(*tricky);
    const std::optional<Design> back = readDesignText(once, "tricky.topoplan.yaml", diagnostics);
    QVERIFY2(back.has_value(), (formatDiagnostics(diagnostics) + once).c_str());
    QCOMPARE(back->canvasNotes.front().text, tricky->canvasNotes.front().text);
    QCOMPARE(writeDesign(*back), once);
}

void TstDesignIo::canvasNoteErrors_data()
{
    QTest::addColumn<QString>("notes");
    QTest::addColumn<QString>("expected");
    // Positions: the note is on line 7 (kMinimal has 5 lines, then canvas_notes:); columns
    // 1-based, of the mapping or of the value the error is about.
    QTest::newRow("no text") << "  - {id: n1, x: 0, y: 0}\n"
                             << "e.yaml:7:5: error: note 'n1': note has no 'text' (expected text: <text>)";
    QTest::newRow("no position") << "  - {id: n1, text: hi, y: 0}\n"
                                 << "e.yaml:7:5: error: note 'n1': note has no 'x' (expected x: <number>)";
    QTest::newRow("bad id") << "  - {id: 'a b', text: hi, x: 0, y: 0}\n"
                            << "e.yaml:7:10: error: note 'a b': invalid id (expected letters, digits and _ . + - , "
                               "starting with a letter or digit)";
    QTest::newRow("id taken by a device") << "  - {id: srv, text: hi, x: 0, y: 0}\n"
                                          << "e.yaml:7:5: error: note 'srv': duplicate id (first defined at line 5)";
    // kMaxNoteLength (core/design.h) + 1 characters.
    QTest::newRow("text too long") << "  - {id: n1, text: " + QString(int(kMaxNoteLength) + 1, QLatin1Char('z')) + ", x: 0, y: 0}\n"
                                   << "e.yaml:7:20: error: note 'n1': the text 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz…' is "
                                      "2001 characters long (at most 2000)";
    QTest::newRow("width negative") << "  - {id: n1, text: hi, x: 0, y: 0, width: -5}\n"
                                    << "";
}

// Bad notes are refused with file:line:column and the note's id; nothing is half-read.
void TstDesignIo::canvasNoteErrors()
{
    QFETCH(QString, notes);
    QFETCH(QString, expected);
    Diagnostics diagnostics;
    const std::string text = std::string(kMinimal) + "canvas_notes:\n" + notes.toStdString();
    QVERIFY(!readDesignText(text, "e.yaml", diagnostics));
    const QString first = QString::fromStdString(firstErrorText(diagnostics));
    if (expected.isEmpty()) // the range message is the reader's usual one: its position and id suffice
        QVERIFY2(first.startsWith(QStringLiteral("e.yaml:7:")) && first.contains(QStringLiteral("note 'n1'")), qPrintable(first));
    else
        QCOMPARE(first, expected);
}
