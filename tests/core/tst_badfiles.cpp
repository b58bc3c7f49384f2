// Bad design files: every kind of mistake a user, an editor or a broken disk can make
// must be refused with one clear first message (file:line:column: error: id: message),
// nothing half-loaded, no crash and no hang (DESIGN.md "Errors and data safety").
//
// The cases are data: tests/data/bad/<case>.topoplan.yaml is the input and
// tests/data/bad/<case>.expected the exact text of the first error, with the folder of
// the input removed (so "<case>.topoplan.yaml:4:5: error: ..."). Each expected line was
// written from the input and the readers' documented contract (designio.h, topology.h,
// docs/design-format.md), not copied from a run. Inputs too big or too odd to commit
// (a 50 MiB file, deep nesting) are generated here into a temporary folder; their
// .expected files are committed like the others.

#include "core/catalog.h"
#include "core/designio.h"
#include "core/designloader.h"
#include "analysistesthelpers.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>
#include <map>
#include <string>

using namespace topoplan::core;

namespace {

QString badDir()
{
    return QStringLiteral(TOPOPLAN_TEST_DATA "/bad");
}

std::string readAll(const QString& path) { return topoplan::testing::readFile(path); }

bool writeAll(const QString& path, const std::string& text)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    return f.write(text.data(), qint64(text.size())) == qint64(text.size());
}

// Removes "<dir>/" wherever it appears, so messages compare the same whatever the
// absolute path of the checkout or the temporary folder.
QString withoutDir(QString text, const QString& dir)
{
    return text.replace(QDir(dir).absolutePath() + '/', QString());
}

const Diagnostic* firstError(const Diagnostics& diagnostics, std::size_t from = 0)
{
    for (std::size_t i = from; i < diagnostics.size(); ++i)
        if (diagnostics[i].severity == Diagnostic::Severity::Error)
            return &diagnostics[i];
    return nullptr;
}

// Inputs generated at run time: case name -> file text.
using Generator = std::function<std::string()>;

const std::map<QString, Generator>& generators()
{
    static const std::map<QString, Generator> g = {
        // 50 MiB: over the 16 MiB limit (yamlsupport::kMaxFileBytes) by far. A valid
        // design head and a long notes list, so only the size is wrong.
        {"huge-file", [] {
             std::string text = "format: topoplan/1\nname: a 50 MiB design\nnotes:\n";
             const std::string line = "  - \"padding padding padding padding padding padding padding padding\"\n";
             const std::size_t size = 50u * 1024u * 1024u;
             text.reserve(size);
             while (text.size() + line.size() <= size)
                 text += line;
             text.append(size - text.size(), '\n');
             return text;
         }},
        // 50,001 devices: one over the list limit (yamlsupport::kMaxListItems = 50,000),
        // refused before any device is read.
        {"too-many-devices", [] {
             std::string text = "format: topoplan/1\nname: too many devices\ndevices:\n";
             for (int i = 0; i <= 50000; ++i)
                 text += "  - {id: s" + std::to_string(i) + ", model: generic/server, at: [0, 0]}\n";
             return text;
         }},
        // A scenario of 1,001 events: one over the limit of one scenario (core/designio.cpp
        // kMaxScenarioEvents = 1,000), at its events list (MapReader::posOfKey: the value).
        {"too-many-events", [] {
             std::string text = "format: topoplan/1\nname: a scenario of 1,001 events\ndevices:\n"
                                "  - {id: srv, model: generic/server, at: [0, 0]}\nscenarios:\n  - id: flap\n    events:\n";
             for (int i = 0; i <= 1000; ++i)
                 text += std::string("      - {at_min: ") + std::to_string(i) + (i % 2 ? ", repair: srv}\n" : ", fail: srv}\n");
             return text;
         }},
        // 10,000 nested flow mappings in a device's config: refused before yaml-cpp
        // recurses (limit yamlsupport::kMaxNestingDepth = 32 levels).
        {"deep-nesting", [] {
             std::string text = "format: topoplan/1\nname: deeply nested config\ndevices:\n"
                                "  - {id: srv, model: generic/server, at: [0, 0], config: ";
             for (int i = 0; i < 10000; ++i)
                 text += "{a: ";
             text += "1";
             text.append(10000, '}');
             return text + "}\n";
         }},
    };
    return g;
}

// Kinds of bad file the Foundation issue asks for; each must be one of the cases.
const QStringList kRequiredCases = {
    "syntax-error", "empty-file", "binary-garbage", "duplicate-id", "unknown-model", "unknown-key",
    "dangling-parent", "containment-cycle", "occupied-slot", "wrong-type-slot", "too-wide-sled",
    "link-missing-port", "link-missing-device", "port-cabled-twice", "port-used-by-midplane",
    "backplane-port-cabled", "speed-mismatch", "media-mismatch", "protocol-mismatch", "lane-without-breakout",
    "unsupported-breakout", "zoning-non-target", "negative-number", "nan", "absurd-number", "newer-format",
    "huge-file", "deep-nesting", "missing-format", "missing-devices", "scenario-unknown-id",
    "workload-missing-host", "storage-group-other-array", "partitions-over-port-speed", "npar-on-non-npar-port",
    "two-documents",
    // Issue 8: limits instead of exhaustion; yaml-cpp 0.7's endless loop on a stray ','.
    "too-many-devices", "stray-comma",
    // Issue 15: measured baselines with absurd, inconsistent or dangling figures.
    "measured-cpu-over-100", "measured-latency-over-1h", "measured-negative", "measured-nan",
    "measured-unknown-use-case", "measured-reads-over-total",
    // Issue 3: a switch cabled to itself, a port to itself.
    "switch-cabled-to-itself", "port-cabled-to-itself",
    // Issue 3: vSAN policies that cannot be placed (VMware vSAN docs: RAID 1 FTT=n needs
    // 2n+1 hosts, RAID 5 (3+1) 4, RAID 6 (4+2) 6; stretched clusters: PFTT <= 1, no
    // erasure coding across the 3 fault domains, SFTT per data site).
    "vsan-raid1-ftt2-on-4-hosts", "vsan-raid6-on-4-hosts", "vsan-raid5-on-3-hosts", "vsan-inherited-ftt-breaks-raid5",
    "vsan-stretched-raid5", "vsan-stretched-sftt1-on-2-hosts", "vsan-policy-cluster-default-ftt3",
    // Foundation semantic checks (core/topology.cpp hardwareLimits and references): drives
    // not in whole RAID groups, drives over the bays (per PowerMax brick, per vSAN host),
    // bricks over the model's max_bricks, CPUs over the model's sockets (catalog params with
    // sources), a switch as workload host or cluster member, an FC port in two fabrics,
    // storage-group parent cycles, a workload listed twice in a use case.
    "raid-partial-group", "drives-over-bays", "vsan-drives-over-bays", "too-many-bricks", "cache-zero", "cache-negative-zero", "cache-over-max", "cpus-over-sockets",
    "switch-as-workload-host", "switch-as-cluster-member", "port-in-two-fc-fabrics", "storage-group-parent-cycle",
    "use-case-duplicate-workload",
};

// Every diagnostic about `path` points inside it: 1 <= line <= lines, column <= line length + 1.
void checkPositionsInside(const Diagnostics& diagnostics, const std::string& path, const std::string& text)
{
    std::vector<std::size_t> lengths{0};
    for (char c : text) {
        if (c == '\n')
            lengths.push_back(0);
        else
            ++lengths.back();
    }
    if (lengths.size() > 1 && lengths.back() == 0)
        lengths.pop_back(); // a final newline starts no line
    for (const Diagnostic& d : diagnostics) {
        if (d.file != path || d.pos.line == 0)
            continue;
        QVERIFY2(d.pos.line >= 1 && std::size_t(d.pos.line) <= lengths.size(), d.text().c_str());
        QVERIFY2(d.pos.column >= 0 && std::size_t(d.pos.column) <= lengths[d.pos.line - 1] + 1, d.text().c_str());
    }
}

} // namespace

class TstBadFiles : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void tableIsComplete();
    void badFile_data();
    void badFile();
    void badText_data() { badFile_data(); }
    void badText();
    void cliRefusesBadFiles_data();
    void cliRefusesBadFiles();
    void cliAcceptsEveryExample();
    void deepShapesAreRefused_data();
    void deepShapesAreRefused();
    void longTextsDoNotCrash();
    void manyErrorsStayFast();
    void folderAndMissingFile();

private:
    QString inputPath(const QString& name) const;

    QTemporaryDir m_generated;
};

void TstBadFiles::initTestCase()
{
    QVERIFY(m_generated.isValid());
    for (const auto& [name, generate] : generators())
        QVERIFY(writeAll(m_generated.filePath(name + ".topoplan.yaml"), generate()));
}

QString TstBadFiles::inputPath(const QString& name) const
{
    const QString committed = badDir() + '/' + name + ".topoplan.yaml";
    if (QFileInfo::exists(committed))
        return committed;
    if (generators().count(name))
        return m_generated.filePath(name + ".topoplan.yaml");
    return {};
}

void TstBadFiles::tableIsComplete()
{
    const QDir dir(badDir());
    const QStringList expected = dir.entryList({"*.expected"}, QDir::Files, QDir::Name);
    QVERIFY2(expected.size() >= 25, qPrintable(QString::number(expected.size()) + " cases"));
    for (const QString& e : expected) {
        const QString name = e.chopped(QStringLiteral(".expected").size());
        QVERIFY2(!inputPath(name).isEmpty(), qPrintable(name + ": no input file and no generator"));
    }
    for (const QString& input : dir.entryList({"*.topoplan.yaml"}, QDir::Files)) {
        const QString name = input.chopped(QStringLiteral(".topoplan.yaml").size());
        QVERIFY2(QFileInfo::exists(dir.filePath(name + ".expected")), qPrintable(input + " has no .expected"));
    }
    for (const auto& [name, generate] : generators())
        QVERIFY2(!QFileInfo::exists(dir.filePath(name + ".topoplan.yaml")), qPrintable(name + " is generated: do not commit it"));
    for (const QString& required : kRequiredCases)
        QVERIFY2(expected.contains(required + ".expected"), qPrintable("missing case " + required));
}

void TstBadFiles::badFile_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("expected");
    const QDir dir(badDir());
    for (const QString& e : dir.entryList({"*.expected"}, QDir::Files, QDir::Name)) {
        const QString name = e.chopped(QStringLiteral(".expected").size());
        const QString text = QString::fromStdString(readAll(dir.filePath(e)));
        QString line = text;
        if (line.endsWith('\n'))
            line.chop(1);
        QVERIFY2(!line.isEmpty() && !line.contains('\n'), qPrintable(e + ": expected one line"));
        QTest::newRow(qPrintable(name)) << inputPath(name) << line;
    }
}

// The file API: loadDesignFile refuses the file, returns nothing, and its first error
// is the expected line.
void TstBadFiles::badFile()
{
    QFETCH(QString, path);
    QFETCH(QString, expected);
    QVERIFY(!path.isEmpty());

    Diagnostics diagnostics;
    // Diagnostics are appended: what the caller already had stays first.
    diagnostics.push_back({Diagnostic::Severity::Warning, "earlier.yaml", {1, 1}, "", "an earlier warning"});
    const std::optional<LoadedDesign> loaded = loadDesignFile(path.toStdString(), diagnostics);
    QVERIFY2(!loaded.has_value(), "a bad file was loaded");
    QCOMPARE(QString::fromStdString(diagnostics.front().message), QStringLiteral("an earlier warning"));
    const Diagnostic* first = firstError(diagnostics, 1);
    QVERIFY2(first, formatDiagnostics(diagnostics).c_str());
    QVERIFY(!first->message.empty());
    QCOMPARE(withoutDir(QString::fromStdString(first->text()), QFileInfo(path).absolutePath()), expected);

    // Every position given points into the file (none past its end).
    const std::string text = QFileInfo(path).size() <= 16 * 1024 * 1024 ? readAll(path) : std::string();
    if (!text.empty())
        checkPositionsInside(diagnostics, path.toStdString(), text);
}

// The text API (what the GUI uses for a document in memory) says the same thing, with
// the name it is given in place of the path.
void TstBadFiles::badText()
{
    QFETCH(QString, path);
    QFETCH(QString, expected);
    const QFileInfo info(path);
    const std::string text = readAll(path);
    QCOMPARE(qint64(text.size()), info.size());

    Diagnostics diagnostics;
    const auto loaded = loadDesignText(text, info.fileName().toStdString(), info.absolutePath().toStdString(), diagnostics);
    QVERIFY(!loaded.has_value());
    const Diagnostic* first = firstError(diagnostics);
    QVERIFY(first);
    QCOMPARE(withoutDir(QString::fromStdString(first->text()), info.absolutePath()), expected);
}

void TstBadFiles::cliRefusesBadFiles_data()
{
    QTest::addColumn<QString>("name");
    for (const char* name : {"syntax-error", "binary-garbage", "unknown-model", "port-used-by-midplane", "newer-format",
                             "two-documents", "huge-file", "deep-nesting"})
        QTest::newRow(name) << QString(name);
}

// `topoplan-cli check FILE` exits 1 and prints the message on stderr, nothing on stdout.
void TstBadFiles::cliRefusesBadFiles()
{
    QFETCH(QString, name);
    const QString path = inputPath(name);
    const QString expected = QString::fromStdString(readAll(badDir() + '/' + name + ".expected")).trimmed();
    QProcess cli;
    cli.start(QStringLiteral(TOPOPLAN_CLI), {"check", path});
    QVERIFY2(cli.waitForFinished(120000), "topoplan-cli check did not finish");
    QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
    const QString err = withoutDir(QString::fromUtf8(cli.readAllStandardError()), QFileInfo(path).absolutePath());
    QCOMPARE(cli.exitCode(), 1);
    QVERIFY2(err.split('\n').contains(expected), qPrintable("stderr:\n" + err + "\nexpected line:\n" + expected));
    QVERIFY(cli.readAllStandardOutput().isEmpty());
}

void TstBadFiles::cliAcceptsEveryExample()
{
    const QDir dir(QStringLiteral(TOPOPLAN_RESOURCES_DIR "/examples"));
    const QStringList examples = dir.entryList({"*.topoplan.yaml"}, QDir::Files, QDir::Name);
    QVERIFY(examples.size() >= 5);
    for (const QString& e : examples) {
        QProcess cli;
        cli.start(QStringLiteral(TOPOPLAN_CLI), {"check", dir.filePath(e)});
        QVERIFY(cli.waitForFinished(120000));
        const QString err = QString::fromUtf8(cli.readAllStandardError());
        QVERIFY2(cli.exitStatus() == QProcess::NormalExit && cli.exitCode() == 0, qPrintable(e + ":\n" + err));
        QVERIFY2(QString::fromUtf8(cli.readAllStandardOutput()).startsWith(dir.filePath(e) + ": ok ("), qPrintable(e));
    }
}

void TstBadFiles::deepShapesAreRefused_data()
{
    QTest::addColumn<QString>("text");
    const QString head = "format: topoplan/1\nname: deep\ndevices:\n";
    QTest::newRow("flow sequences") << head + "  - " + QString(100000, '[');
    QTest::newRow("flow mappings") << head + "  - " + QString("{a: ").repeated(100000);
    QTest::newRow("block sequence markers on one line") << head + "  - " + QString("- ").repeated(100000);
    QString blockMaps = head;
    for (int i = 0; i < 1000; ++i)
        blockMaps += QString(i + 2, ' ') + "a:\n";
    QTest::newRow("block mappings") << blockMaps;
    QString blockSeqs = head;
    for (int i = 0; i < 1000; ++i)
        blockSeqs += QString(2 * i + 2, ' ') + "-\n";
    QTest::newRow("block sequences") << blockSeqs;
    QTest::newRow("complex keys") << head + "  - " + QString("? ").repeated(100000);
    // Brackets hidden from a naive scanner behind quotes and strings of ']'.
    QTest::newRow("quote before brackets") << head + "  - [a '" + QString(100000, '[');
    QTest::newRow("closing brackets in strings") << "format: topoplan/1\nname: x\nnotes: [" + QString("\"]]]\" [\n").repeated(5000);
    QTest::newRow("quote then newline") << head + "  - " + QString("['\n").repeated(5000);
}

// Deep nesting of any shape is refused with an error; yaml-cpp never recurses deep
// enough to overflow the stack.
void TstBadFiles::deepShapesAreRefused()
{
    QFETCH(QString, text);
    QElapsedTimer timer;
    timer.start();
    Diagnostics diagnostics;
    QVERIFY(!loadDesignText(text.toStdString(), "deep.topoplan.yaml", ".", diagnostics));
    QVERIFY(hasErrors(diagnostics));
    QVERIFY2(timer.elapsed() < 20000, qPrintable(QString::number(timer.elapsed()) + " ms"));
}

// std::regex recursed once per character and overflowed the stack on long texts
// (a 200,000-character id crashed the design reader; a long model id the catalog).
void TstBadFiles::longTextsDoNotCrash()
{
    const std::string longName(200000, 'a');
    const std::string head = "format: topoplan/1\nname: long\ndevices:\n";
    {
        // Refused since issue 16 (ids at most core::kMaxIdLength characters,
        // docs/design-format.md "Limits"), with a message that quotes a few characters.
        Diagnostics diagnostics;
        const std::string text = head + "  - {id: " + longName + ", model: generic/server, at: [0, 0]}\n";
        QVERIFY(!loadDesignText(text, "long-id.topoplan.yaml", ".", diagnostics));
        QVERIFY(hasErrors(diagnostics));
        QVERIFY2(formatDiagnostics(diagnostics).size() < 400, formatDiagnostics(diagnostics).substr(0, 400).c_str());
    }
    for (const std::string& bad : {
             head + "  - {id: a, model: generic/server, at: [0, 0]}\nlinks:\n  - {a: a:" + longName + ", b: a:eth-1}\n",
             head + "  - {id: a, model: generic/server, at: [0, 0]}\nlinks:\n  - {a: a:eth-1:1, b: a:eth-2, breakout: 4x"
                 + std::string(200000, '9') + "ge}\n",
             head + "  - {id: a, model: generic/server, at: [0, 0]}\nscenarios:\n  - {id: s, events: [{at_min: 1, fail: a/dg-"
                 + std::string(200000, '9') + "}]}\n",
             head + "  - {id: a, model: " + longName + "/x, at: [0, 0]}\n",
             "format: topoplan/" + std::string(200000, '7') + "\nname: x\ndevices: []\n",
         }) {
        Diagnostics diagnostics;
        QVERIFY(!loadDesignText(bad, "long.topoplan.yaml", ".", diagnostics));
        QVERIFY(hasErrors(diagnostics));
    }
    Catalog catalog;
    Diagnostics diagnostics;
    QVERIFY(!catalog.addFromText("format: topoplan-catalog/1\nmodels:\n  - {id: acme/" + longName
                                     + ", kind: server, vendor: Acme, name: A, source: test}\n",
                                 "long.yaml", diagnostics));
    QVERIFY(hasErrors(diagnostics));
    QVERIFY(catalog.models().empty());
}

// Thousands of dangling references are reported in linear time: the "did you mean"
// search has a budget, and lookups by id are hashed.
void TstBadFiles::manyErrorsStayFast()
{
    const int n = 20000;
    std::string text = "format: topoplan/1\nname: many errors\ndevices:\n";
    for (int i = 0; i < n; ++i)
        text += "  - {id: d" + std::to_string(100000 + i) + ", model: generic/server, at: [0, 0]}\n";
    text += "links:\n";
    for (int i = 0; i < n; ++i)
        text += "  - {a: x" + std::to_string(100000 + i) + ":eth-1, b: d" + std::to_string(100000 + i) + ":eth-1}\n";
    text += "storage_groups:\n";
    for (int i = 0; i < n; ++i)
        text += "  - {id: sg" + std::to_string(i) + ", storage: d100000, size_gb: 1}\n";
    text += "use_cases:\n  - {id: all, workloads: [";
    for (int i = 0; i < n; ++i)
        text += (i ? ", w" : "w") + std::to_string(i);
    text += "]}\n";
    QElapsedTimer timer;
    timer.start();
    Diagnostics diagnostics;
    QVERIFY(!loadDesignText(text, "many.topoplan.yaml", ".", diagnostics));
    QCOMPARE(std::count_if(diagnostics.begin(), diagnostics.end(),
                           [](const Diagnostic& d) { return d.severity == Diagnostic::Severity::Error; }),
             std::ptrdiff_t(2 * n));
    // About 3 s on the development machine; it was 150 s before the budget. Generous
    // for a loaded CI machine.
    QVERIFY2(timer.elapsed() < 60000, qPrintable(QString::number(timer.elapsed()) + " ms"));
}

void TstBadFiles::folderAndMissingFile()
{
    for (const QString& path : {badDir(), badDir() + "/no-such-file.topoplan.yaml"}) {
        Diagnostics diagnostics;
        QVERIFY(!loadDesignFile(path.toStdString(), diagnostics));
        QVERIFY2(hasErrors(diagnostics), qPrintable(path));
        QCOMPARE(QString::fromStdString(diagnostics.front().file), path);
    }
}

QTEST_GUILESS_MAIN(TstBadFiles)
#include "tst_badfiles.moc"
