// How simulate and validate-reference show predictions (issue 15, presentation): every
// predicted figure of simulate --json carries value, low, high and basis, and the
// calibration section its basis, derivation lines, inputs and parameters
// (docs/analysis-json.md); one basis per workload in every output; numbers at 3
// significant digits, thousands separated, the in/out verdict readable from the bounds
// shown; the "busiest components" columns aligned; the example designs' notes say what
// they carry. Runs the built topoplan-cli (TOPOPLAN_CLI) like a user.
#include "clirun.h"

#include "core/numberformat.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>

namespace {

using topoplan::testing::CliRun;
using topoplan::testing::runCli;

QString example(const char* name)
{
    return QStringLiteral(TOPOPLAN_RESOURCES_DIR "/examples/") + QLatin1String(name);
}

QJsonObject parseJson(const CliRun& r)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON (%s): %s", qPrintable(error.errorString()), r.out.left(200).constData());
    return doc.object();
}

// The figures docs/analysis-json.md lists under `predicted`, with the flat key of each.
const char* const kFigures[] = {"iops",     "read_iops", "write_iops", "mb_s",           "read_latency_ms",
                                "write_latency_ms", "tpm", "nopm", "cpu_utilization"};

// A number as the text output writes it ("152,470", "0.0135") back to a double.
double shownNumber(QString s)
{
    return s.remove(QLatin1Char(',')).toDouble();
}

} // namespace

class TestHonestOutput : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Every reachable workload of every use case of RA-1: each predicted figure has value,
    // low, high and basis, low <= value <= high, the flat figure is the value; the
    // calibration object has basis, lines, inputs and parameters. Expected inputs: the
    // figures typed in RA-1's `measured:` blocks (resources/examples, sql-oltp-1: nopm 26855,
    // cpu_pct 67).
    // An open load (a given IOPS rate) has no users: its header says what it is rather than
    // "0 users", in the text, the JSON basis and the report's Users cell (newcomer 17).
    void openLoadIsNotZeroUsers()
    {
        const QString file = QStringLiteral(TOPOPLAN_TEST_DATA "/analysis/dual-fabric.topoplan.yaml");
        const CliRun text = runCli({QStringLiteral("simulate"), file});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("oltp (open load (rate given); 4 paths"), text.out.left(600).constData());
        QVERIFY2(!text.out.contains("0 users"), text.out.left(600).constData());
        const CliRun json = runCli({QStringLiteral("simulate"), file, QStringLiteral("--json")});
        const QJsonObject w = parseJson(json).value(QLatin1String("workloads")).toArray().at(0).toObject();
        QCOMPARE(w.value(QLatin1String("model_users_basis")).toString(), QStringLiteral("open load (rate given)"));
    }
    // tests/data/analysis/dual-fabric: 100,000 IOPS offered to a host whose CPU per I/O
    // ranges up to where its CPU is more than fully busy: those draws have no steady state.
    // They are left out of the band and counted, with their reason, in the text and the JSON
    // (not silently dropped); the count is of the draws, so at most `uncertainty.draws`.
    void withheldDrawsAreCounted()
    {
        const QString file = QStringLiteral(TOPOPLAN_TEST_DATA "/analysis/dual-fabric.topoplan.yaml");
        const QJsonObject root = parseJson(runCli({QStringLiteral("simulate"), file, QStringLiteral("--json")}));
        const QJsonObject w = root.value(QLatin1String("workloads")).toArray().at(0).toObject();
        const int withheld = w.value(QLatin1String("withheld_draws")).toInt(-1);
        const int draws = root.value(QLatin1String("uncertainty")).toObject().value(QLatin1String("draws")).toInt();
        QVERIFY2(withheld > 0 && withheld < draws, qPrintable(QStringLiteral("%1 of %2").arg(withheld).arg(draws)));
        QVERIFY(w.value(QLatin1String("withheld_reason")).toString().startsWith(QLatin1String("no steady state: db/cpu")));
        const CliRun text = runCli({QStringLiteral("simulate"), file});
        QVERIFY2(text.out.contains(QStringLiteral("  %1 of %2 draws left out of these intervals, no figures at their parameter values; "
                                                  "the first: no steady state: db/cpu").arg(withheld).arg(draws).toUtf8()),
                 text.out.constData());
        // The band holds only draws with a steady state: the CPU never above 100 %.
        QVERIFY(w.value(QLatin1String("predicted")).toObject().value(QLatin1String("cpu_utilization")).toObject()
                    .value(QLatin1String("high")).toDouble() <= 1.0);
    }
    // simulate --curve names the knee where throughput stops growing and gives the time per
    // I/O of one user (users / IOPS: CPU, I/O and think time), which grows past the knee
    // while the I/O latency stays flat on a CPU-bound workload (newcomer 17: the CLI's table
    // read as "latency does not grow with load").
    void curveNamesTheKneeAndTheTimePerUser()
    {
        const CliRun r = runCli({QStringLiteral("simulate"), example("ra1-mx7000-powermax.topoplan.yaml"), QStringLiteral("--curve"),
                                 QStringLiteral("--no-intervals"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject curves = parseJson(r).value("curves").toObject(); // one run: no "runs" array
        QVERIFY(!curves.isEmpty());
        for (auto it = curves.begin(); it != curves.end(); ++it) {
            const QJsonArray pts = it.value().toArray();
            int knees = 0, knee = -1;
            for (int i = 0; i < pts.size(); ++i) {
                const QJsonObject p = pts[i].toObject();
                const double users = p.value("users").toDouble(), iops = p.value("iops").toDouble();
                QVERIFY2(std::abs(p.value("ms_per_io_per_user").toDouble() - users / iops * 1000.0) <= 1e-9 * users / iops * 1000.0,
                         qPrintable(it.key()));
                if (p.value("knee").toBool()) {
                    ++knees;
                    knee = i;
                }
            }
            QCOMPARE(knees, 1);
            // RA-1's closed OLTP workloads level off inside the 1-1,024 sweep: the knee is no
            // end point, the IOPS beyond it grow by less than half while users grow 100-fold.
            QVERIFY2(knee > 0 && knee + 1 < pts.size(), qPrintable(it.key()));
            const double atKnee = pts[knee].toObject().value("iops").toDouble(), last = pts.last().toObject().value("iops").toDouble();
            QVERIFY2(last < 1.5 * atKnee, qPrintable(it.key()));
            QVERIFY(pts.last().toObject().value("ms_per_io_per_user").toDouble() > 10 * pts[knee].toObject().value("ms_per_io_per_user").toDouble());
        }
        const CliRun text = runCli({QStringLiteral("simulate"), example("ra1-mx7000-powermax.topoplan.yaml"), QStringLiteral("--curve"),
                                    QStringLiteral("--no-intervals")});
        QCOMPARE(text.out.count("<- knee: throughput stops growing here"), curves.size());
    }

    void everyPredictionHasIntervalAndBasis()
    {
        const CliRun r = runCli({QStringLiteral("simulate"), example("ra1-mx7000-powermax.topoplan.yaml"),
                                 QStringLiteral("--use-case"), QStringLiteral("all"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray runs = parseJson(r).value("runs").toArray();
        QVERIFY(runs.size() >= 3);
        int predictions = 0;
        bool sawSqlInputs = false;
        for (const QJsonValue& run : runs)
            for (const QJsonValue& wv : run.toObject().value("workloads").toArray()) {
                const QJsonObject w = wv.toObject();
                const QString id = w.value("id").toString();
                const QJsonObject cal = w.value("calibration").toObject();
                QVERIFY2(cal.contains("basis") && cal.value("lines").isArray() && cal.value("inputs").isArray()
                             && cal.value("parameters").isArray(),
                         qPrintable(id + ": calibration object incomplete"));
                if (!w.value("reachable").toBool())
                    continue;
                const QJsonObject predicted = w.value("predicted").toObject();
                for (const char* key : kFigures) {
                    // TPM / NOPM only where the benchmark produces them (the TPROC-C workloads,
                    // not the TPROC-H streams): absent from both, or present in both.
                    const bool counted = QLatin1String(key) == QLatin1String("tpm") || QLatin1String(key) == QLatin1String("nopm");
                    QCOMPARE(predicted.contains(QLatin1String(key)), w.contains(QLatin1String(key)));
                    if (counted && !w.contains(QLatin1String(key))) {
                        QVERIFY2(w.value("id").toString().contains(QLatin1String("dss")), qPrintable(id + ": no " + key));
                        continue;
                    }
                    const QJsonObject p = predicted.value(QLatin1String(key)).toObject();
                    QVERIFY2(p.value("value").isDouble() && p.value("low").isDouble() && p.value("high").isDouble()
                                 && !p.value("basis").toString().isEmpty(),
                             qPrintable(id + " " + key + ": value, low, high and basis expected"));
                    QVERIFY2(p.value("low").toDouble() <= p.value("value").toDouble() * (1 + 1e-12) + 1e-12
                                 && p.value("value").toDouble() <= p.value("high").toDouble() * (1 + 1e-12) + 1e-12,
                             qPrintable(id + " " + key + ": value outside its interval"));
                    QCOMPARE(p.value("value").toDouble(), w.value(QLatin1String(key)).toDouble());
                    // A share of the CPU: no interval end above 100 % (oracle-oltp's high was
                    // 1.0000000000000004, the solver's rounding at saturation).
                    if (QLatin1String(key) == QLatin1String("cpu_utilization"))
                        QVERIFY2(p.value("high").toDouble() <= 1.0 && p.value("low").toDouble() >= 0.0,
                                 qPrintable(id + QStringLiteral(" cpu_utilization high %1").arg(p.value("high").toDouble(), 0, 'g', 17)));
                    ++predictions;
                }
                if (id == "sql-oltp-1" && cal.value("basis").toString() != "a priori") {
                    QMap<QString, double> inputs;
                    for (const QJsonValue& in : cal.value("inputs").toArray())
                        inputs[in.toObject().value("figure").toString()] = in.toObject().value("value").toDouble();
                    QCOMPARE(inputs.value("nopm"), 26855.0);
                    QCOMPARE(inputs.value("cpu_pct"), 67.0);
                    QVERIFY(!cal.value("parameters").toArray().isEmpty());
                    for (const QJsonValue& p : cal.value("parameters").toArray())
                        QCOMPARE(p.toObject().value("basis").toString(), QStringLiteral("measured"));
                    sawSqlInputs = true;
                }
            }
        QVERIFY(predictions > 0);
        QVERIFY(sawSqlInputs);
    }

    // One basis per workload: the JSON's workload basis, each predicted figure's basis and
    // the calibration section's agree, and in the text output the figure line's basis is
    // the calibration section's. RA-1 (workload baselines), RA-2 (a cluster baseline), RA-3.
    void oneBasisEverywhere_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("RA-1") << example("ra1-mx7000-powermax.topoplan.yaml");
        QTest::newRow("RA-2") << example("ra2-vsan-allflash.topoplan.yaml");
        QTest::newRow("RA-3") << example("ra3-powerflex.topoplan.yaml");
    }
    void oneBasisEverywhere()
    {
        QFETCH(QString, file);
        const CliRun json = runCli({QStringLiteral("simulate"), file, QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        QMap<QString, QString> basisOf;
        for (const QJsonValue& wv : parseJson(json).value("workloads").toArray()) {
            const QJsonObject w = wv.toObject();
            const QString id = w.value("id").toString();
            const QString basis = w.value("basis").toString();
            QVERIFY2(basis == "calibrated" || basis == "partly calibrated" || basis == "a priori", qPrintable(id + ": " + basis));
            QCOMPARE(w.value("calibration").toObject().value("basis").toString(), basis);
            if (w.value("reachable").toBool())
                for (const char* key : kFigures)
                    if (w.contains(QLatin1String(key))) // TPM / NOPM only where the benchmark produces them
                        QCOMPARE(w.value("predicted").toObject().value(QLatin1String(key)).toObject().value("basis").toString(), basis);
            basisOf[id] = basis;
        }
        QVERIFY(!basisOf.isEmpty());
        const CliRun text = runCli({QStringLiteral("simulate"), file});
        QCOMPARE(text.exitCode, 0);
        const QStringList lines = QString::fromUtf8(text.out).split(QLatin1Char('\n'));
        QString current;
        int checkedFigures = 0, checkedCalibration = 0;
        bool inCalibration = false;
        for (const QString& line : lines) {
            if (line.startsWith("calibration ("))
                inCalibration = true;
            else if (!line.startsWith(' '))
                inCalibration = false;
            if (!inCalibration) {
                const QString head = line.section(QLatin1Char(' '), 0, 0);
                if (!line.startsWith(' ') && basisOf.contains(head))
                    current = head;
                static const QRegularExpression figureLine(QStringLiteral("^  [0-9,.]+ IOPS.*, (calibrated|partly calibrated|a priori)$"));
                const auto m = figureLine.match(line);
                if (m.hasMatch() && !current.isEmpty()) {
                    QCOMPARE(m.captured(1), basisOf.value(current));
                    ++checkedFigures;
                }
            } else {
                static const QRegularExpression calLine(QStringLiteral("^  ([A-Za-z0-9_.-]+): (calibrated|partly calibrated|a priori)"));
                const auto m = calLine.match(line);
                if (m.hasMatch() && basisOf.contains(m.captured(1))) {
                    QCOMPARE(m.captured(2), basisOf.value(m.captured(1)));
                    ++checkedCalibration;
                }
            }
        }
        QVERIFY(checkedFigures > 0);
        QCOMPARE(checkedCalibration, basisOf.size());
    }

    // core/numberformat.h. Expected strings worked by hand from the rules in the header.
    void numberFormat()
    {
        QCOMPARE(QString::fromStdString(topoplan::core::formatSignificant(16627)), QStringLiteral("16,600"));
        QCOMPARE(QString::fromStdString(topoplan::core::formatSignificant(0.014237)), QStringLiteral("0.0142"));
        // a rounding that carries into the next power of ten: 99.97 -> "100", not "100.0"
        QCOMPARE(QString::fromStdString(topoplan::core::formatSignificant(99.97)), QStringLiteral("100"));
        QCOMPARE(QString::fromStdString(topoplan::core::formatSignificant(9.996)), QStringLiteral("10.0"));
        QCOMPARE(QString::fromStdString(topoplan::core::formatRange(24.46, 99.97)), QStringLiteral("24.5-100"));
        QCOMPARE(QString::fromStdString(topoplan::core::formatGrouped(18100)), QStringLiteral("18,100"));
        QCOMPARE(QString::fromStdString(topoplan::core::formatGrouped(-1234.5, 1)), QStringLiteral("-1,234.5"));
        QCOMPARE(QString::fromStdString(topoplan::core::formatExact(163382)), QStringLiteral("163,382"));
        QCOMPARE(QString::fromStdString(topoplan::core::formatExact(0.5)), QStringLiteral("0.5"));
        // 152,470 at 3 digits shows 152,000, below the published 152,458 it lies above: 4
        // digits (152,500) keep it above.
        QCOMPARE(topoplan::core::digitsKeepingSide(152470, 152458), 4);
        QCOMPARE(QString::fromStdString(topoplan::core::formatRangeAround(152470, 246000, 152458)),
                 QStringLiteral("152,500-246,000"));
        // 152,440 at 3 digits (152,000) stays below 152,458, as it is; 152,460 would show
        // 152,000 below it: 152,500 keeps it above.
        QCOMPARE(QString::fromStdString(topoplan::core::formatRangeAround(100000, 152440, 152458)),
                 QStringLiteral("100,000-152,000"));
        QCOMPARE(QString::fromStdString(topoplan::core::formatRangeAround(100000, 152460, 152458)),
                 QStringLiteral("100,000-152,500"));
    }

    // The interval validate-reference shows agrees with its in/out verdict: published inside
    // the shown bounds exactly when the row says "in".
    void validateReferenceVerdictMatchesShownBounds()
    {
        const QString published = QStringLiteral(TOPOPLAN_SHARED_DIR "/reference/published-results.yaml");
        if (!QFile::exists(published))
            QSKIP("shared reference folder not present");
        const CliRun r = runCli({QStringLiteral("validate-reference"), QStringLiteral("--file"), published});
        QCOMPARE(r.exitCode, 0);
        static const QRegularExpression row(
            QStringLiteral("^RA-\\d \\S+\\s+([0-9,.\\-]+)\\s+[0-9,.\\-]+\\s+([0-9,.\\-]+?)-([0-9,.]+) (in|out)\\s"));
        int rows = 0;
        for (const QString& line : QString::fromUtf8(r.out).split(QLatin1Char('\n'))) {
            const auto m = row.match(line);
            if (!m.hasMatch())
                continue;
            const double pub = shownNumber(m.captured(1)), low = shownNumber(m.captured(2)), high = shownNumber(m.captured(3));
            const bool inside = low <= pub && pub <= high;
            QVERIFY2(inside == (m.captured(4) == "in"), qPrintable(line));
            ++rows;
        }
        QVERIFY(rows >= 10);
    }

    // Text output of simulate: the "busiest components" columns start at the same place in
    // every row ("director/controller" is wider than "vCPUs"), and no figure is written
    // with a digit more than 3 significant ones carry ("100.0" from 99.97).
    void busiestColumnsAligned()
    {
        const CliRun r = runCli({QStringLiteral("simulate"), example("ra1-mx7000-powermax.topoplan.yaml")});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY(!out.contains(QStringLiteral("100.0)")));
        // thousands separated in the notes too: oracle-oltp's 1,810 GB / 0.1 GB per warehouse
        // (database_gb of RA-1's design file, kTpccWarehouseGB) = 18,100 warehouses
        QVERIFY(out.contains(QStringLiteral("18,100 warehouses")));
        const QStringList lines = out.split(QLatin1Char('\n'));
        int start = -1;
        for (int i = 0; i < lines.size() && start < 0; ++i)
            start = lines[i].startsWith(QStringLiteral("busiest components")) ? i : -1;
        QVERIFY(start >= 0);
        int percentColumn = -1, rows = 0;
        bool sawController = false;
        for (int i = start + 1; i < lines.size() && lines[i].startsWith(QStringLiteral("  ")); ++i) {
            const int col = int(lines[i].indexOf(QStringLiteral(" %")));
            QVERIFY2(col > 0, qPrintable(lines[i]));
            if (percentColumn < 0)
                percentColumn = col;
            QVERIFY2(col == percentColumn, qPrintable(lines[i]));
            sawController = sawController || lines[i].contains(QStringLiteral("director/controller"));
            ++rows;
        }
        QVERIFY(rows > 3);
        QVERIFY(sawController);
    }

    // An example design that carries `measured:` baselines says so in its notes (the RA-1
    // note used to say measured results "are not typed here").
    void notesSayWhatIsMeasured_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("RA-1") << example("ra1-mx7000-powermax.topoplan.yaml");
        QTest::newRow("RA-2") << example("ra2-vsan-allflash.topoplan.yaml");
        QTest::newRow("RA-3") << example("ra3-powerflex.topoplan.yaml");
    }
    void notesSayWhatIsMeasured()
    {
        QFETCH(QString, file);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QVERIFY(text.contains(QStringLiteral("measured: {")));
        const QString firstNote = text.section(QStringLiteral("notes:\n"), 1).section(QLatin1Char('\n'), 0, 0);
        QVERIFY2(firstNote.contains(QStringLiteral("`measured:` baseline")), qPrintable(firstNote));
        QVERIFY2(!firstNote.contains(QStringLiteral("results are in")) && !firstNote.contains(QStringLiteral("No measured results")),
                 qPrintable(firstNote));
    }
};

QTEST_GUILESS_MAIN(TestHonestOutput)
#include "tst_honestoutput.moc"
