// CI gating (issue 16, "Traps"): a design whose requirements fail must not pass `check`
// or `analyze` with exit status 0. Runs the built topoplan-cli as a pipeline would.
// Exit statuses: docs/cli.md (4: valid design, requirements violated; 5: the analysis reports
// errors; 2: bad --require).
#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using Run = topoplan::testing::CliRun;

Run cli(const QStringList& args) { return topoplan::testing::runCli(args); }

// Hand-checked in its notes: sw-a, sw-b and the one ISL are single points of failure.
const QString kSingleIsl = QStringLiteral(TOPOPLAN_TEST_DATA "/analysis/single-isl.topoplan.yaml");
// RA-1 gives 8 paths per ESXi host (DESIGN.md, "Paths"; architectures.md RA-1) and
// requires min_paths: 8 in its own file.
const QString kRa1 = QStringLiteral(TOPOPLAN_RESOURCES_DIR "/examples/ra1-mx7000-powermax.topoplan.yaml");

// A copy of single-isl in `dir` with `requirements` appended.
QString withRequirements(const QTemporaryDir& dir, const QByteArray& requirements)
{
    QFile in(kSingleIsl);
    if (!in.open(QIODevice::ReadOnly))
        return {};
    const QString path = dir.filePath(QStringLiteral("gated.topoplan.yaml"));
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return {};
    out.write(in.readAll() + "requirements:\n" + requirements);
    return path;
}

} // namespace

class TestRequirementsCli : public QObject {
    Q_OBJECT
private slots:
    void noRequirementPasses()
    {
        const Run r = cli({"check", kSingleIsl});
        QCOMPARE(r.exitCode, 0);
    }

    void requireNoSpofFails()
    {
        for (const char* command : {"check", "analyze"}) {
            const Run r = cli({command, kSingleIsl, "--require", "no-spof"});
            QCOMPARE(r.exitCode, 4);
            QVERIFY2(r.err.contains("requirement violated: requirement no_spof"), r.err.constData());
            QVERIFY2(r.err.contains("sw-a"), r.err.constData());
        }
    }

    void designRequirementFails()
    {
        QTemporaryDir dir;
        const QString gated = withRequirements(dir, "  no_spof: true\n");
        QVERIFY(!gated.isEmpty());
        QCOMPARE(cli({"check", gated}).exitCode, 4);
        QCOMPARE(cli({"analyze", gated}).exitCode, 4);
        QCOMPARE(cli({"analyze", gated, "--json"}).exitCode, 4);
    }

    void minPaths()
    {
        // RA-1's own min_paths: 8 holds; 9 from the command line does not.
        QCOMPARE(cli({"check", kRa1}).exitCode, 0);
        QCOMPARE(cli({"analyze", kRa1}).exitCode, 0);
        QCOMPARE(cli({"check", kRa1, "--require", "min-paths=8"}).exitCode, 0);
        const Run r = cli({"check", kRa1, "--require", "min-paths=9"});
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains("has 8 paths to"), r.err.constData());
    }

    void badRequireValue()
    {
        for (const char* bad : {"min-paths=x", "min-paths", "no-spof=1", "fast", "min-paths=2000"}) {
            const Run r = cli({"check", kSingleIsl, "--require", bad});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains("expected no-spof or min-paths=N"), r.err.constData());
        }
        QCOMPARE(cli({"analyze", kSingleIsl, "--require"}).exitCode, 2);
    }

    void invalidDesignStaysOne()
    {
        // A design with errors is 1, whatever the requirements: errors come first.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.topoplan.yaml"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("format: topoplan/1\nname: x\ndevices:\n  - {id: a, model: no/such-model}\n");
        f.close();
        QCOMPARE(cli({"check", path, "--require", "no-spof"}).exitCode, 1);
    }

    void errorFindingsBeforeRequirements()
    {
        // tests/data/analysis/no-cables.topoplan.yaml (its notes): neither workload has a
        // path, so the analysis reports 2 errors and min-paths=1 fails too. docs/cli.md:
        // 5 (error findings) comes before 4 (requirements); both are printed. Without
        // --require the status is 5 as well; 1 stays first (invalidDesignStaysOne).
        const QString noCables = QStringLiteral(TOPOPLAN_TEST_DATA "/analysis/no-cables.topoplan.yaml");
        for (const char* command : {"check", "analyze"}) {
            const Run r = cli({command, noCables, "--require", "min-paths=1"});
            QCOMPARE(r.exitCode, 5);
            QCOMPARE(r.err.count(": error finding: "), 2);
            QVERIFY2(r.err.contains("requirement violated:"), r.err.constData());
            QCOMPARE(cli({command, noCables}).exitCode, 5);
        }
        // Two files: the worse status wins whichever comes first.
        QCOMPARE(cli({"check", kSingleIsl, noCables, "--require", "no-spof"}).exitCode, 5);
        QCOMPARE(cli({"check", kRa1, kRa1}).exitCode, 0);
    }
};

QTEST_GUILESS_MAIN(TestRequirementsCli)
#include "tst_requirementscli.moc"
