// How simulate prints what the model used (issue 15, the newcomer check of 2026-12-01):
// the users the model ran (the response-time law's, not the profile's the calibration
// replaced), the backup / restore limits with their interval and basis, no TPM / NOPM for
// benchmarks that produce none (SLOB), the true reason when the response-time law is not
// applied, and calibration lines whose printed arithmetic re-computes within rounding.
// Runs the built topoplan-cli (TOPOPLAN_CLI) like a user.
#include "clirun.h"

#include "core/numberformat.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

namespace {

using topoplan::testing::CliRun;
using topoplan::testing::runCli;

QString example(const char* name)
{
    return QStringLiteral(TOPOPLAN_RESOURCES_DIR "/examples/") + QLatin1String(name);
}

QString measurementFile(const char* name)
{
    return QStringLiteral(TOPOPLAN_SHARED_DIR "/reference/measurements/") + QLatin1String(name);
}

QJsonObject parseJson(const CliRun& r)
{
    return QJsonDocument::fromJson(r.out).object();
}

QString simulateText(const QStringList& args)
{
    const CliRun r = runCli(QStringList{QStringLiteral("simulate")} + args);
    if (r.exitCode != 0)
        qWarning("simulate %s: exit %d: %s", qPrintable(args.join(' ')), r.exitCode, r.err.constData());
    return QString::fromUtf8(r.out);
}

/// A number as printed ("1,697", "0.0000278") and the half of its last digit's unit; a
/// whole number ("26,855", "4") claims to be exact (the operands' contract, calibration.cpp
/// operand()) unless `result`, where trailing zeros are rounding ("3,870,000": +-5,000).
struct Shown {
    double value = 0.0;
    double halfUlp = 0.0;
};
Shown shown(QString s, bool result)
{
    s.remove(QLatin1Char(','));
    Shown n;
    n.value = s.toDouble();
    const qsizetype dot = s.indexOf(QLatin1Char('.'));
    if (dot >= 0) {
        n.halfUlp = 0.5 * std::pow(10.0, -double(s.size() - dot - 1));
    } else if (result) {
        int zeros = 0;
        for (qsizetype i = s.size() - 1; i > 0 && s[i] == QLatin1Char('0'); --i)
            ++zeros;
        n.halfUlp = 0.5 * std::pow(10.0, zeros);
    }
    return n;
}

/// The printed `result` equals the product / quotient of the printed operands within
/// rounding: |result - recomputed| <= the result's half unit + recomputed x the operands'
/// relative half units (first-order error propagation for products and quotients).
bool recomputes(const Shown& result, double recomputed, std::initializer_list<Shown> operands)
{
    double rel = 0.0;
    for (const Shown& o : operands)
        rel += o.value != 0.0 ? o.halfUlp / std::abs(o.value) : 0.0;
    return std::abs(result.value - recomputed) <= result.halfUlp + std::abs(recomputed) * rel + 1e-12;
}

/// A design file written from `text`, in `dir`.
QString writeDesign(const QTemporaryDir& dir, const QString& name, const QByteArray& text)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write(text);
    return path;
}

/// `workload` of `design` with the baseline `file` imported (topoplan-cli import-measurement),
/// written to `dir`; empty when the import fails.
QString withMeasurement(const QTemporaryDir& dir, const QString& design, const char* workload, const char* file)
{
    const QString out = dir.filePath(QStringLiteral("%1-%2.topoplan.yaml").arg(QLatin1String(workload), QLatin1String(file)));
    const CliRun r = runCli({QStringLiteral("import-measurement"), measurementFile(file), QStringLiteral("--design"), design,
                             QStringLiteral("--workload"), QLatin1String(workload), QStringLiteral("-o"), out});
    return r.exitCode == 0 ? out : QString();
}

const QString kNum = QStringLiteral("([0-9][0-9,]*(?:\\.[0-9]+)?)");

} // namespace

class TestHonestPrint : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // RA-1's oracle-oltp declares 100 users (resources/examples); its baseline gives NOPM
    // but no users, so the response-time law derives them (the calibration line
    // "concurrency N users = ..."): the workload's header names those N with their basis, and
    // the JSON gives them as model_users / model_users_basis beside declared_users.
    void headerNamesTheUsersTheModelUsed()
    {
        const QString text = simulateText({example("ra1-mx7000-powermax.topoplan.yaml")});
        const QRegularExpression law(QStringLiteral("\\n      concurrency ([0-9.]+) users = [^\\n]*the profile's 100 replaced"));
        const QRegularExpressionMatch m = law.match(text.mid(text.indexOf(QStringLiteral("  oracle-oltp: "))));
        QVERIFY2(m.hasMatch(), qPrintable(text));
        const QString users = m.captured(1);
        QVERIFY(users != QStringLiteral("100"));
        // The header: the same users with their interval (the interval run re-derives them at
        // each sample from its residence, so they vary) and their basis.
        const QRegularExpression header(QStringLiteral("\noracle-oltp \\(%1 users \\(") .arg(QRegularExpression::escape(users)) + kNum
                                        + QLatin1Char('-') + kNum
                                        + QStringLiteral("\\), derived by the response-time law from the measured baseline; "));
        const QRegularExpressionMatch h = header.match(text);
        QVERIFY2(h.hasMatch(), qPrintable(text.left(600)));
        QVERIFY(h.captured(1).toDouble() < users.toDouble() && users.toDouble() < h.captured(2).toDouble());
        QVERIFY(!text.contains(QStringLiteral("\noracle-oltp (100 users")));
        const CliRun r = runCli({QStringLiteral("simulate"), example("ra1-mx7000-powermax.topoplan.yaml"), QStringLiteral("--json")});
        for (const QJsonValue& v : parseJson(r).value("workloads").toArray()) {
            const QJsonObject w = v.toObject();
            if (w.value("id").toString() != QLatin1String("oracle-oltp"))
                continue;
            // One name each: what the design declares (resources/examples: users: 100) and what
            // the model ran; no `users` / `users_basis` pair where the basis was not the users'.
            QCOMPARE(w.value("declared_users").toDouble(), 100.0);
            QVERIFY(!w.contains("users") && !w.contains("users_basis"));
            // The JSON carries the full value, the text its 3 significant digits.
            QVERIFY2(std::abs(w.value("model_users").toDouble() - users.toDouble()) <= 0.005 * users.toDouble(),
                     qPrintable(QString::number(w.value("model_users").toDouble())));
            QCOMPARE(w.value("model_users_basis").toString(), QStringLiteral("derived by the response-time law from the measured baseline"));
            // Derived users are a prediction: their interval, as the text shows it.
            const QJsonObject p = w.value("predicted").toObject().value("model_users").toObject();
            QCOMPARE(p.value("value").toDouble(), w.value("model_users").toDouble());
            QVERIFY(p.value("low").toDouble() < p.value("value").toDouble() && p.value("value").toDouble() < p.value("high").toDouble());
            QCOMPARE(QString::fromStdString(topoplan::core::formatSignificant(p.value("low").toDouble())), h.captured(1));
            QCOMPARE(QString::fromStdString(topoplan::core::formatSignificant(p.value("high").toDouble())), h.captured(2));
            return;
        }
        QFAIL("no oracle-oltp in the JSON");
    }

    // Every JSON the CLI writes (simulate of RA-1, RA-2, RA-3 with intervals, validate-reference,
    // analyze, measurement): no number written with more than 15 significant digits, the
    // digits a double keeps faithfully (DBL_DIG; "utilization_high": 1.0000000000000002 and
    // "figure_at_high": 521117.9999999999 were the last bit of a sum's rounding, written as a
    // figure), and every utilization (a share of a center's time, 0..1 in
    // docs/analysis-json.md) inside [0, 1].
    void jsonHasNoFloatNoise()
    {
        const QString published = QStringLiteral(TOPOPLAN_SHARED_DIR "/reference/published-results.yaml");
        const QList<QStringList> commands = {
            {"simulate", example("ra1-mx7000-powermax.topoplan.yaml"), "--json"},
            {"simulate", example("ra2-vsan-allflash.topoplan.yaml"), "--json", "--use-case", "all"},
            {"simulate", example("ra3-powerflex.topoplan.yaml"), "--json"},
            {"validate-reference", "--file", published, "--json"},
            {"analyze", example("ra1-mx7000-powermax.topoplan.yaml"), "--json"},
            {"measurement", measurementFile("jberesni-awrKC.txt"), "--json"},
        };
        // A JSON number token; its significant digits are those of the mantissa without
        // leading zeros (the writer drops trailing ones).
        const QRegularExpression number(QStringLiteral("[:\\[,]\\s*(-?[0-9]+(?:\\.[0-9]+)?)(?:[eE][-+]?[0-9]+)?(?=\\s*[,}\\]\\n])"));
        for (const QStringList& args : commands) {
            const CliRun r = runCli(args);
            QVERIFY2(r.exitCode == 0, qPrintable(args.join(' ') + ": " + QString::fromUtf8(r.err)));
            const QString text = QString::fromUtf8(r.out);
            int numbers = 0;
            for (auto it = number.globalMatch(text); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                QString digits = m.captured(1);
                digits.remove(QLatin1Char('-')).remove(QLatin1Char('.'));
                while (digits.startsWith(QLatin1Char('0')))
                    digits.remove(0, 1);
                ++numbers;
                QVERIFY2(digits.size() <= 15, qPrintable(args.join(' ') + ": " + m.captured(0).trimmed()));
            }
            QVERIFY2(numbers > 10, qPrintable(args.join(' ')));
            if (args.first() != QLatin1String("simulate"))
                continue;
            // Utilizations of the simulate JSON: centers and the workloads' vCPU share.
            std::function<void(const QJsonValue&, const QString&)> walk = [&](const QJsonValue& v, const QString& key) {
                if (v.isObject()) {
                    const QJsonObject o = v.toObject();
                    for (auto it = o.begin(); it != o.end(); ++it)
                        walk(it.value(), key == QLatin1String("cpu_utilization") ? key : it.key());
                } else if (v.isArray()) {
                    for (const QJsonValue& e : v.toArray())
                        walk(e, key);
                } else if (v.isDouble() && key.contains(QLatin1String("utilization"))) {
                    QVERIFY2(v.toDouble() >= 0.0 && v.toDouble() <= 1.0, qPrintable(key + " " + QString::number(v.toDouble(), 'g', 17)));
                }
            };
            walk(QJsonDocument::fromJson(r.out).object(), QString());
            if (QTest::currentTestFailed())
                return;
        }
    }

    // The backup limits are predictions from registry parameters with ranges (DD Boost per
    // vCPU 50-200 MB/s assumed, the appliance's rate 0.4x-1.2x of the catalog's,
    // core/performance/parameters.cpp): each limit line of the text has its interval at 3
    // significant digits and its basis; the JSON's windows and limits carry low, high, basis.
    void backupLimitsHaveIntervalAndBasis()
    {
        const QString text = simulateText({example("ra1-mx7000-powermax.topoplan.yaml"), QStringLiteral("--use-case"),
                                           QStringLiteral("backup-first-full")});
        const qsizetype at = text.indexOf(QStringLiteral("backup and restore windows:"));
        QVERIFY(at >= 0);
        const QStringList lines = text.mid(at).split(QLatin1Char('\n'));
        const QRegularExpression limit(QStringLiteral("^      .*  ") + kNum + QStringLiteral(" MB/s(?: \\(") + kNum + QLatin1Char('-')
                                       + kNum + QStringLiteral("\\))?, (assumed|sourced|measured)"));
        int limits = 0, withRange = 0;
        for (const QString& l : lines.mid(2)) {
            if (!l.startsWith(QStringLiteral("      ")) || l.contains(QStringLiteral("note:")))
                break;
            const QRegularExpressionMatch m = limit.match(l);
            QVERIFY2(m.hasMatch(), qPrintable(l));
            ++limits;
            withRange += m.captured(2).isEmpty() ? 0 : 1;
            // 3 significant digits: no more than 3 non-zero-padded digits in each figure.
            for (int i = 1; i <= 3; ++i) {
                QString digits = m.captured(i);
                digits.remove(QLatin1Char(',')).remove(QLatin1Char('.'));
                while (digits.startsWith(QLatin1Char('0')))
                    digits.remove(0, 1);
                while (digits.endsWith(QLatin1Char('0')))
                    digits.chop(1);
                QVERIFY2(digits.size() <= 3, qPrintable(l));
            }
        }
        QVERIFY(limits >= 3);
        QVERIFY(withRange >= 1); // DD Boost and the appliance's rate rest on ranged parameters
        const CliRun r = runCli({QStringLiteral("simulate"), example("ra1-mx7000-powermax.topoplan.yaml"), QStringLiteral("--use-case"),
                                 QStringLiteral("backup-first-full"), QStringLiteral("--json")});
        const QJsonArray windows = parseJson(r).value("backup_windows").toArray();
        QVERIFY(!windows.isEmpty());
        for (const QJsonValue& v : windows) {
            const QJsonObject b = v.toObject();
            QVERIFY(b.value("basis").isString() && b.value("mb_s_low").toDouble() <= b.value("mb_s").toDouble()
                    && b.value("mb_s").toDouble() <= b.value("mb_s_high").toDouble());
            QVERIFY(!b.value("parameters").toArray().isEmpty());
            bool ranged = false;
            for (const QJsonValue& lv : b.value("limits").toArray()) {
                const QJsonObject l = lv.toObject();
                QVERIFY(l.value("mb_s_low").toDouble() <= l.value("mb_s").toDouble()
                        && l.value("mb_s").toDouble() <= l.value("mb_s_high").toDouble());
                QVERIFY(QStringList({"assumed", "sourced", "measured"}).contains(l.value("basis").toString()));
                ranged = ranged || l.value("mb_s_low").toDouble() < l.value("mb_s_high").toDouble();
            }
            QVERIFY(ranged);
        }
    }

    // SLOB (RA-2) counts no transactions: its workloads have no TPM / NOPM in the JSON (flat
    // or predicted) nor in the text; RA-1's HammerDB TPROC-C workloads keep theirs.
    void benchmarkFiguresOnlyWhereProduced()
    {
        const CliRun slob = runCli({QStringLiteral("simulate"), example("ra2-vsan-allflash.topoplan.yaml"), QStringLiteral("--json")});
        const QJsonArray ws = parseJson(slob).value("workloads").toArray();
        QVERIFY(!ws.isEmpty());
        for (const QJsonValue& v : ws) {
            const QJsonObject w = v.toObject();
            const QJsonObject predicted = w.value("predicted").toObject();
            QVERIFY(predicted.contains("iops"));
            for (const char* key : {"tpm", "nopm"})
                QVERIFY2(!w.contains(QLatin1String(key)) && !predicted.contains(QLatin1String(key)),
                         qPrintable(w.value("id").toString() + ": " + key));
        }
        const QString text = simulateText({example("ra2-vsan-allflash.topoplan.yaml")});
        QVERIFY(!text.contains(QStringLiteral("TPM")) && !text.contains(QStringLiteral("NOPM")));
        const CliRun tpcc = runCli({QStringLiteral("simulate"), example("ra1-mx7000-powermax.topoplan.yaml"), QStringLiteral("--json")});
        const QJsonObject first = parseJson(tpcc).value("workloads").toArray().first().toObject();
        QVERIFY(first.contains("tpm") && first.value("predicted").toObject().contains("nopm"));
    }

    // jberesni-awrKC.txt (an I/O test: 127,800 reads/s, lines 1157, 1175) as RA-2
    // m1-slob-medium's baseline: at that rate the vSAN stack of its host (one server,
    // core/performance/vsan.cpp) would be over 100 % busy, so the law is not applied, and the
    // line names that center and its utilization instead of a generic "a center saturates".
    // (The same file into RA-1's SQL Server TPROC-C workload is refused at import: another
    // engine, 3.87 million I/Os per transaction.)
    void responseTimeLawSaysWhyNot()
    {
        QTemporaryDir dir;
        const QString design = withMeasurement(dir, example("ra2-vsan-allflash.topoplan.yaml"), "m1-slob-medium", "jberesni-awrKC.txt");
        QVERIFY(!design.isEmpty());
        const QString text = simulateText({design, QStringLiteral("--no-intervals")});
        const QRegularExpression why(QStringLiteral("response-time law not applied: its busiest center (\\S+)(?: \\(\\d+ servers\\))? "
                                                    "would be (\\d+) % busy at the measured rate"));
        const QRegularExpressionMatch m = why.match(text);
        QVERIFY2(m.hasMatch(), qPrintable(text));
        QVERIFY2(m.captured(1).endsWith(QLatin1String("/vsan")), qPrintable(m.captured(0)));
        QVERIFY(m.captured(2).toInt() >= 100);
        QVERIFY(!text.contains(QStringLiteral("a center saturates")));

        // A throughput one user carries with time to spare (1 tx/s at 1 % of 6 vCPUs: 60 ms of
        // CPU per transaction, a cycle far under 1 s): fewer than one user, and the model runs
        // that fractional population (mva.h), not a saturated center nor a rounded one.
        QFile ra1(example("ra1-mx7000-powermax.topoplan.yaml"));
        QVERIFY(ra1.open(QIODevice::ReadOnly));
        QByteArray yaml = ra1.readAll();
        const QByteArray baseline = "measured: {source: \"RA-1 paper, use case 1 (OLTP only)\", use_case: oltp-only, tpm: 163382, nopm: 26855, "
                                    "iops: 16627, cpu_pct: 67}";
        QVERIFY(yaml.contains(baseline));
        yaml.replace(baseline, "measured: {source: \"by hand\", use_case: oltp-only, tps: 1, iops: 10, cpu_pct: 1}");
        const QString single = simulateText({writeDesign(dir, QStringLiteral("single.topoplan.yaml"), yaml), QStringLiteral("--no-intervals")});
        QVERIFY2(single.contains(QRegularExpression(QStringLiteral("concurrency 0[.,]\\d+ users = "))), qPrintable(single));
        QVERIFY2(!single.contains(QStringLiteral("response-time law not applied")), qPrintable(single));
    }

    // Every calibration line's printed arithmetic re-computes from its printed operands
    // within rounding (recomputes()): RA-1 and RA-2 as shipped, and the AWR reports of
    // reference/measurements imported as baselines (TK.txt: 3.581 read requests/s, once
    // printed "1,697 / 4 = 474"; awrKC.txt: 3.556 write requests/s, 8.366 % CPU).
    void calibrationArithmeticRecomputes()
    {
        QTemporaryDir dir;
        QStringList designs = {example("ra1-mx7000-powermax.topoplan.yaml"), example("ra2-vsan-allflash.topoplan.yaml"),
                               withMeasurement(dir, example("ra2-vsan-allflash.topoplan.yaml"), "m1-slob-medium", "jberesni-TK.txt"),
                               withMeasurement(dir, example("ra1-mx7000-powermax.topoplan.yaml"), "oracle-oltp", "jberesni-TK.txt"),
                               withMeasurement(dir, example("ra2-vsan-allflash.topoplan.yaml"), "m1-slob-medium", "jberesni-awrKC.txt")};
        const QString n = kNum;
        struct Rule {
            QRegularExpression re;
            std::function<bool(const QRegularExpressionMatch&)> check;
        };
        auto r = [](const QRegularExpressionMatch& m, int i) { return shown(m.captured(i), i == 1); };
        const std::vector<Rule> rules = {
            {QRegularExpression(QStringLiteral("writes per physical read %1 = %1 write IOPS / %1 read IOPS").arg(n)),
             [&](const auto& m) { return recomputes(r(m, 1), r(m, 2).value / r(m, 3).value, {r(m, 2), r(m, 3)}); }},
            {QRegularExpression(QStringLiteral("I/Os per transaction %1 = %1 IOPS / %1 tx/s").arg(n)),
             [&](const auto& m) { return recomputes(r(m, 1), r(m, 2).value / r(m, 3).value, {r(m, 2), r(m, 3)}); }},
            {QRegularExpression(QStringLiteral("CPU %1 ms per [a-z ]+ = %1 % x %1 [^/]* / %1 (?:tx/s|/s)").arg(n)),
             [&](const auto& m) {
                 return recomputes(r(m, 1), r(m, 2).value / 100.0 * r(m, 3).value / r(m, 4).value * 1000.0, {r(m, 2), r(m, 3), r(m, 4)});
             }},
            {QRegularExpression(QStringLiteral("TPM counter %1 per transaction = TPM %1 / 60 / %1 tx/s").arg(n)),
             [&](const auto& m) { return recomputes(r(m, 1), r(m, 2).value / 60.0 / r(m, 3).value, {r(m, 2), r(m, 3)}); }},
            {QRegularExpression(QStringLiteral("X = %1 tx/s = NOPM %1 / 0.45 / 60").arg(n)),
             [&](const auto& m) { return recomputes(r(m, 1), r(m, 2).value / 0.45 / 60.0, {r(m, 2)}); }},
            {QRegularExpression(QStringLiteral("X = %1 physical reads/s = read IOPS %1 ").arg(n)),
             [&](const auto& m) { return recomputes(r(m, 1), r(m, 2).value, {r(m, 2)}); }},
            {QRegularExpression(QStringLiteral("at most %1 ms = %1 vCPU / %1 /s").arg(n)),
             [&](const auto& m) { return recomputes(r(m, 1), r(m, 2).value / r(m, 3).value * 1000.0, {r(m, 2), r(m, 3)}); }},
            // N = X (R + Z): the sum's half units add (R and Z in ms). (The rule once expected a
            // trailing "= N" and whole users, matched no line and checked nothing.)
            {QRegularExpression(QStringLiteral("concurrency %1 users? = %1 /s x \\(model residence %1 ms \\+ think %1 ms\\)").arg(n)),
             [&](const auto& m) {
                 // The residence is a model figure at 3 significant digits (trailing zeros of
                 // "2,070" are rounding), not an exact operand.
                 const Shown x = r(m, 2), res = shown(m.captured(3), true), z = r(m, 4);
                 const Shown sum{res.value + z.value, res.halfUlp + z.halfUlp};
                 return recomputes(r(m, 1), x.value * sum.value / 1000.0, {x, sum});
             }},
            // Z_out = N / X - Z - R_read [- W x R_write] (RA-2's storage baseline, calibrateFromStorage()):
            // once printed "3.10 ms = 512 / 72,320 - 3.9 ms" (gives 3.18) with the waited
            // writes' term left out. Absolute half units of a sum add; N / X and W x R_write
            // carry their operands' relative ones.
            {QRegularExpression(QStringLiteral("time outside the storage %1 ms per read = %1 sessions / %1 reads/s - think %1 ms - read "
                                               "latency %1 ms(?: - %1 waited writes x write latency %1 ms)? \\(response-time law\\); "
                                               "%1 sessions outside")
                                    .arg(n)),
             [&](const auto& m) {
                 const Shown sessions = r(m, 2), x = r(m, 3), z = r(m, 4), rl = r(m, 5);
                 const double cycleMs = sessions.value / x.value * 1000.0;
                 double recomputed = cycleMs - z.value - rl.value;
                 double slack = cycleMs * (sessions.halfUlp / sessions.value + x.halfUlp / x.value) + z.halfUlp + rl.halfUlp;
                 if (!m.captured(6).isEmpty()) {
                     const Shown w = r(m, 6), wl = r(m, 7);
                     recomputed -= w.value * wl.value;
                     slack += w.value * wl.value * (w.halfUlp / w.value + wl.halfUlp / wl.value);
                 }
                 const Shown got = r(m, 1);
                 const bool outsideOk = std::abs(got.value - recomputed) <= got.halfUlp + slack + 1e-12;
                 // Little's law on the printed figures: sessions outside = X x Z_out.
                 const Shown waiting = shown(m.captured(8), true);
                 return outsideOk && recomputes(waiting, x.value * got.value / 1000.0, {x, got});
             }},
            {QRegularExpression(QStringLiteral("CPU %1 ms per read = %1 vCPU / %1 reads/s \\(utilization law\\)").arg(n)),
             [&](const auto& m) { return recomputes(r(m, 1), r(m, 2).value / r(m, 3).value * 1000.0, {r(m, 2), r(m, 3)}); }},
            {QRegularExpression(QStringLiteral("%1 busy vCPUs <= %1 busy host cores \\(%1 % of %1(?: cores of [^)]*)?\\)").arg(n)),
             [&](const auto& m) { return recomputes(r(m, 2), r(m, 3).value / 100.0 * r(m, 4).value, {r(m, 3), r(m, 4)}); }},
        };
        int checked = 0;
        std::vector<int> matchedPerRule(rules.size(), 0);
        for (const QString& design : designs) {
            QVERIFY(!design.isEmpty());
            const QString text = simulateText({design, QStringLiteral("--no-intervals"), QStringLiteral("--use-case"), QStringLiteral("all")});
            for (const QString& line : text.split(QLatin1Char('\n')))
                for (size_t k = 0; k < rules.size(); ++k) {
                    const Rule& rule = rules[k];
                    const QRegularExpressionMatch m = rule.re.match(line);
                    if (!m.hasMatch())
                        continue;
                    ++checked;
                    ++matchedPerRule[k];
                    QVERIFY2(rule.check(m), qPrintable(QFileInfo(design).fileName() + ": " + m.captured(0)));
                }
        }
        QVERIFY2(checked >= 20, qPrintable(QString::number(checked)));
        // A rule that matches no line checks nothing (the concurrency rule did, for a while):
        // each must have found its line in one of the designs.
        for (size_t k = 0; k < rules.size(); ++k)
            QVERIFY2(matchedPerRule[k] > 0, qPrintable(QStringLiteral("rule matched no line: ") + rules[k].re.pattern()));
    }

    // --users 1.5 runs 1.5 users (the solvers take fractional populations, mva.h): the text
    // says 1.5 and where it comes from, in both tables, and the JSON has it as model_users
    // beside the design's declared 100 (RA-1 oracle-oltp, resources/examples).
    void givenUsersShownAsRun()
    {
        const QString ra1 = example("ra1-mx7000-powermax.topoplan.yaml");
        const QString text = simulateText({ra1, QStringLiteral("--users"), QStringLiteral("1.5")});
        QVERIFY2(text.contains(QStringLiteral("\noracle-oltp (1.5 users, given with --users; ")), qPrintable(text.left(800)));
        QVERIFY(!text.contains(QStringLiteral("(2 users")));
        const QString table = simulateText({ra1, QStringLiteral("--users"), QStringLiteral("1.5"), QStringLiteral("--no-intervals")});
        QVERIFY2(table.contains(QRegularExpression(QStringLiteral("\noracle-oltp +1\\.5 "))), qPrintable(table.left(800)));
        const CliRun r = runCli({QStringLiteral("simulate"), ra1, QStringLiteral("--users"), QStringLiteral("1.5"), QStringLiteral("--json")});
        const QJsonObject w = parseJson(r).value("workloads").toArray().first().toObject();
        QCOMPARE(w.value("id").toString(), QStringLiteral("oracle-oltp"));
        QCOMPARE(w.value("model_users").toDouble(), 1.5);
        QCOMPARE(w.value("model_users_basis").toString(), QStringLiteral("given with --users"));
        QCOMPARE(w.value("declared_users").toDouble(), 100.0);
        QVERIFY(!w.value("predicted").toObject().contains("model_users")); // an input, not a prediction
    }

    // The a-priori notes say what the model used: RA-1's HammerDB workloads have their TPM
    // counter per transaction measured (calibration line "TPM counter 1.47 per transaction"),
    // so the note that states 1 a priori says it was not used and gives the measured value;
    // sql-oltp-1's a-priori vCPU time per transaction likewise (its baseline: CPU 67 %).
    // The SQL Server counter has one name in RA-1's and RA-3's outputs: batch requests
    // (hardware-facts.md, "Benchmarks and tools").
    void notesSayWhatWasUsed()
    {
        const QString text = simulateText({example("ra1-mx7000-powermax.topoplan.yaml"), QStringLiteral("--no-intervals")});
        const QRegularExpression cal(QStringLiteral("\n      TPM counter ") + kNum + QStringLiteral(" per transaction = TPM"));
        const QRegularExpressionMatch c = cal.match(text.mid(text.indexOf(QStringLiteral("\n  sql-oltp-1: "))));
        QVERIFY2(c.hasMatch(), qPrintable(text));
        const QString note = QStringLiteral("  - sql-oltp-1: engine TPM counter per transaction 1 per TPC-C transaction a priori");
        const qsizetype at = text.indexOf(note);
        QVERIFY2(at >= 0, qPrintable(text));
        const QString line = text.mid(at, text.indexOf(QLatin1Char('\n'), at) - at);
        QVERIFY2(line.endsWith(QStringLiteral("; not used: %1 per transaction, measured (calibration)").arg(c.captured(1))), qPrintable(line));
        const QRegularExpression cpu(QStringLiteral("\n  - sql-oltp-1: vCPU time per transaction [^\n]*; not used: ") + kNum
                                     + QStringLiteral(" ms per transaction, measured \\(calibration\\)\n"));
        const QRegularExpressionMatch cm = cpu.match(text);
        QVERIFY2(cm.hasMatch(), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("CPU %1 ms per transaction = 67 % x 6 vCPU").arg(cm.captured(1))), qPrintable(cm.captured(0)));
        const QString ra3 = simulateText({example("ra3-powerflex.topoplan.yaml"), QStringLiteral("--no-intervals")});
        for (const QString& t : {text, ra3}) {
            QVERIFY(!t.contains(QStringLiteral("its transaction counter")));
            QVERIFY(t.contains(QStringLiteral("SQL Server batch requests")));
        }
    }

    // No prediction in the text with more digits than its interval supports: the
    // --no-intervals table and the latency-vs-load curve at 3 significant digits (they printed
    // "41523" IOPS and "0.0779" as "0.078" from fixed %.0f / %.3f), the sweep said to be
    // point estimates; every number in those rows has at most 3 significant digits.
    void noFalsePrecisionInTables()
    {
        const QString text = simulateText({example("ra1-mx7000-powermax.topoplan.yaml"), QStringLiteral("--no-intervals"),
                                           QStringLiteral("--curve")});
        QVERIFY(text.contains(QStringLiteral(" (users: IOPS, read ms, write ms, users / IOPS ms = the time per I/O of one user: "
                                             "CPU, I/O and think time; point estimates, no interval):")));
        const QStringList lines = text.split(QLatin1Char('\n'));
        auto significant = [](QString n) {
            n.remove(QLatin1Char(',')).remove(QLatin1Char('.'));
            while (n.startsWith(QLatin1Char('0')))
                n.remove(0, 1);
            while (n.endsWith(QLatin1Char('0')))
                n.chop(1);
            return n.size();
        };
        int rows = 0;
        bool inTable = false, inCurve = false;
        for (const QString& l : lines) {
            if (l.startsWith(QStringLiteral("workload ")))
                inTable = true;
            else if (l.startsWith(QStringLiteral("latency vs load, ")))
                inCurve = true;
            else if (!l.startsWith(QStringLiteral("  ")) && !(inTable && !l.isEmpty() && !l.startsWith(QLatin1Char(' '))))
                inTable = inCurve = false;
            if (!inTable && !inCurve)
                continue;
            // Table rows start with the workload's id; the curve's with two blanks.
            const bool tableRow = inTable && !l.startsWith(QLatin1Char(' ')) && !l.startsWith(QStringLiteral("workload "));
            const bool curveRow = inCurve && l.startsWith(QStringLiteral("  "));
            if (!tableRow && !curveRow)
                continue;
            QStringList fields = l.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            // Table: id, users, paths, then the predictions up to the service level.
            const QStringList figures = tableRow ? fields.mid(3, 8) : fields.mid(1, 3);
            for (const QString& f : figures)
                if (f != QLatin1String("-"))
                    QVERIFY2(significant(f) <= 3, qPrintable(l));
            ++rows;
        }
        QVERIFY2(rows >= 3 + 11, qPrintable(text)); // 3 workloads, 11 sweep steps (1 to 1024 users)
    }

    // validate-reference prints RA-1's SQL Server CPU (the mean of the two VMs, published as
    // one figure) with an interval none of simulate's per-VM intervals has: it says it is a
    // figure over 2 workloads, and its ends are the mean of simulate's per-VM ends (the same
    // 64 seeded samples in both commands, UncertaintyOptions).
    void aggregateFiguresSayWhatTheyCombine()
    {
        const QString published = QStringLiteral(TOPOPLAN_SHARED_DIR "/reference/published-results.yaml");
        const CliRun v = runCli({QStringLiteral("validate-reference"), QStringLiteral("--file"), published, QStringLiteral("--json")});
        QCOMPARE(v.exitCode, 0);
        QJsonObject cpu;
        for (const QJsonValue& f : parseJson(v).value("figures").toArray())
            if (f.toObject().value("figure").toString() == QLatin1String("oltp_only/cpu_pct/sql_server_vms"))
                cpu = f.toObject();
        QVERIFY(!cpu.isEmpty());
        QCOMPARE(cpu.value("combines").toArray().size(), 2);
        const CliRun s = runCli({QStringLiteral("simulate"), example("ra1-mx7000-powermax.topoplan.yaml"), QStringLiteral("--json")});
        double low = 0.0, high = 0.0;
        for (const QJsonValue& w : parseJson(s).value("workloads").toArray()) {
            const QJsonObject o = w.toObject();
            if (!cpu.value("combines").toArray().contains(o.value("id")))
                continue;
            const QJsonObject c = o.value("predicted").toObject().value("cpu_utilization").toObject();
            low += c.value("low").toDouble() * 100.0 / 2.0;
            high += c.value("high").toDouble() * 100.0 / 2.0;
        }
        QVERIFY2(std::abs(cpu.value("low").toDouble() - low) <= 1e-9 * low, qPrintable(QString::number(low)));
        QVERIFY2(std::abs(cpu.value("high").toDouble() - high) <= 1e-9 * high, qPrintable(QString::number(high)));
        const CliRun t = runCli({QStringLiteral("validate-reference"), QStringLiteral("--file"), published});
        const QString text = QString::fromUtf8(t.out);
        const qsizetype at = text.indexOf(QStringLiteral("RA-1 oltp_only/cpu_pct/sql_server_vms"));
        QVERIFY(at >= 0);
        QVERIFY2(text.mid(at, text.indexOf(QLatin1Char('\n'), at) - at).endsWith(QStringLiteral(" (over 2 workloads)")), qPrintable(text.mid(at, 200)));
    }
};

QTEST_GUILESS_MAIN(TestHonestPrint)
#include "tst_honestprint.moc"
