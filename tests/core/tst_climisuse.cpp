// Every error path of topoplan-cli as a user meets it (issue 8): a table of misuse cases,
// each with the exit status of docs/cli.md (1: an input has errors, 2: bad command line,
// 3: an output could not be written) and the words of the message on stderr. Nothing is
// printed on stdout when a command fails, and nothing crashes.
#include "clirun.h"

#include <QTemporaryDir>
#include <QtTest>

namespace {

const QString kRa1 = QStringLiteral("builtin:ra1");
const QString kNetbox = QStringLiteral(TOPOPLAN_SHARED_DIR "/reference/netbox-devicetypes/EqualLogic-PS6100.yaml");

} // namespace

class TstCliMisuse : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void misuse_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        // The command line itself (exit 2).
        QTest::newRow("no command") << QStringList{} << 2 << "usage: topoplan-cli COMMAND";
        QTest::newRow("unknown command") << QStringList{"bogus"} << 2 << "unknown command 'bogus'";
        QTest::newRow("check without file") << QStringList{"check"} << 2 << "usage: topoplan-cli check FILE";
        QTest::newRow("info without file") << QStringList{"info"} << 2 << "usage: topoplan-cli info FILE";
        QTest::newRow("info two files") << QStringList{"info", kRa1, kRa1} << 2 << "usage: topoplan-cli info FILE";
        QTest::newRow("analyze without file") << QStringList{"analyze"} << 2 << "usage: topoplan-cli analyze FILE";
        QTest::newRow("analyze unknown option") << QStringList{"analyze", kRa1, "--bogus"} << 2 << "unknown option '--bogus'";
        QTest::newRow("analyze --fail without value") << QStringList{"analyze", kRa1, "--fail"} << 2 << "--fail needs a value";
        QTest::newRow("sweep depth 3") << QStringList{"sweep", kRa1, "--depth", "3"} << 2 << "--depth takes 1 or 2";
        QTest::newRow("sweep depth not a number") << QStringList{"sweep", kRa1, "--depth", "two"} << 2 << "--depth takes 1 or 2";
        QTest::newRow("simulate negative users") << QStringList{"simulate", kRa1, "--users", "-3"} << 2
                                                 << "--users expects a number from 1 to 1000000, got '-3'";
        QTest::newRow("simulate users not a number") << QStringList{"simulate", kRa1, "--users", "abc"} << 2
                                                     << "--users expects a number from 1 to 1000000, got 'abc'";
        QTest::newRow("simulate use case and workload")
            << QStringList{"simulate", kRa1, "--use-case", "oltp-only", "--workload", "sql-oltp-1"} << 2
            << "--use-case and --workload exclude each other";
        QTest::newRow("format without file") << QStringList{"format"} << 2 << "usage: topoplan-cli format FILE";
        // issue 5: "-o -" was read as two file names.
        QTest::newRow("format -o") << QStringList{"format", kRa1, "-o", "-"} << 2 << "unknown option '-o'";
        QTest::newRow("check unknown option") << QStringList{"check", kRa1, "--bogus"} << 2 << "unknown option '--bogus'";
        QTest::newRow("info unknown option") << QStringList{"info", "-o", kRa1} << 2 << "unknown option '-o'";
        QTest::newRow("import-netbox without file") << QStringList{"import-netbox"} << 2 << "no input file";
        QTest::newRow("examples with an argument") << QStringList{"examples", "ra1"} << 2 << "takes no arguments";
        QTest::newRow("catalog unknown option") << QStringList{"catalog", "--bogus"} << 2 << "unexpected argument '--bogus'";
        QTest::newRow("catalog two ids") << QStringList{"catalog", "a", "b"} << 2 << "unexpected argument 'b'";
        QTest::newRow("validate-reference unknown option") << QStringList{"validate-reference", "--bogus"} << 2
                                                           << "usage: topoplan-cli validate-reference";
        // Inputs (exit 1).
        QTest::newRow("check missing file") << QStringList{"check", "/nonexistent/x.topoplan.yaml"} << 1 << "cannot open the file";
        QTest::newRow("check a folder") << QStringList{"check", "/tmp"} << 1 << "is a folder";
        QTest::newRow("info missing file") << QStringList{"info", "/nonexistent/x.topoplan.yaml"} << 1 << "cannot open the file";
        QTest::newRow("unknown builtin example") << QStringList{"analyze", "builtin:nosuch"} << 1
                                                 << "no builtin example starts with 'nosuch'";
        QTest::newRow("analyze unknown failure target") << QStringList{"analyze", kRa1, "--fail", "no-such-iom"} << 1
                                                        << "--fail 'no-such-iom' is not a failure target of the design";
        QTest::newRow("analyze unknown scenario") << QStringList{"analyze", kRa1, "--scenario", "nosuch"} << 1
                                                  << "no scenario 'nosuch'";
        QTest::newRow("simulate unknown failure target") << QStringList{"simulate", kRa1, "--fail", "no-such-iom"} << 1
                                                          << "--fail no-such-iom: names no device";
        QTest::newRow("simulate unknown use case") << QStringList{"simulate", kRa1, "--use-case", "nope"} << 1
                                                   << "no use case 'nope' (use cases: oltp-only";
        QTest::newRow("simulate unknown workload") << QStringList{"simulate", kRa1, "--workload", "nope"} << 1
                                                   << "no workload 'nope'";
        QTest::newRow("analyze unknown use case") << QStringList{"analyze", kRa1, "--use-case", "nope"} << 1
                                                  << "no use case 'nope'";
        QTest::newRow("catalog unknown model") << QStringList{"catalog", "nosuch/model"} << 1 << "no model 'nosuch/model'";
        QTest::newRow("validate-reference missing file") << QStringList{"validate-reference", "--file", "/nonexistent.yaml"} << 1
                                                         << "cannot read the published results";
        QTest::newRow("import-netbox missing file") << QStringList{"import-netbox", "/nonexistent.yaml"} << 1 << "/nonexistent.yaml";
        // Outputs (exit 3).
        QTest::newRow("import-netbox output in a missing folder")
            << QStringList{"import-netbox", kNetbox, "-o", "/nonexistent/dir/out.yaml"} << 3 << "/nonexistent/dir/out.yaml";
    }

    // --help is not a mistake: usage on stdout, exit 0.
    void helpGoesToStdout()
    {
        const topoplan::testing::CliRun r = topoplan::testing::runCli({"--help"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("usage: topoplan-cli COMMAND"));
        QVERIFY(r.err.isEmpty());
    }

    void misuse()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const topoplan::testing::CliRun r = topoplan::testing::runCli(args);
        QVERIFY2(r.exitCode == exitCode,
                 qPrintable(QStringLiteral("exit %1, expected %2; stderr:\n%3").arg(r.exitCode).arg(exitCode).arg(QString::fromUtf8(r.err))));
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        QVERIFY2(r.out.trimmed().isEmpty(), r.out.constData()); // nothing half-written on stdout
    }
};

QTEST_GUILESS_MAIN(TstCliMisuse)
#include "tst_climisuse.moc"
