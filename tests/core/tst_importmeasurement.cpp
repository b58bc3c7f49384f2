// Measurement files into a design (core/measurements/measurementimport.h) and
// `topoplan-cli import-measurement`. Real reports: shared/reference/measurements (used as
// they are); made-up samples: tests/data/measurements (their README says so). Every
// expected value names the file and line it was read from by hand, or the hand sum.
// Before the Qt headers: core/catalog.h has a member named `slots`, a Qt keyword macro.
#include "core/performance/calibration.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "clirun.h"
#include "core/designio.h"
#include "core/measurements/measurementimport.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <string>

using namespace topoplan::core;
using topoplan::testing::runCli;

namespace {

QString shared(const char* name)
{
    return QStringLiteral(TOPOPLAN_SHARED_DIR "/reference/measurements/") + QLatin1String(name);
}

QString sample(const char* name)
{
    return QStringLiteral(TOPOPLAN_TEST_DATA "/measurements/") + QLatin1String(name);
}

bool near(std::optional<double> v, double expected, double relative)
{
    return v && std::fabs(*v - expected) <= std::fabs(expected) * relative;
}

QString text(const Diagnostics& d)
{
    return QString::fromStdString(formatDiagnostics(d));
}

// The measured block of `workload` in a design file written by the CLI.
std::optional<Measurement> measuredOf(const QString& path, const std::string& workload)
{
    Diagnostics d;
    const auto design = readDesignFile(path.toStdString(), d);
    if (!design || !design->workload(workload))
        return std::nullopt;
    return design->workload(workload)->measured;
}

// One run of `import-measurement FILE --design builtin:DESIGN --workload WORKLOAD -o OUT`
// and `extra`, OUT in a temporary folder of the run's own: exit status, stdout, stderr, and
// where the design was to be written.
struct Import : topoplan::testing::CliRun {
    std::shared_ptr<QTemporaryDir> dir = std::make_shared<QTemporaryDir>();
    QString path = dir->filePath(QStringLiteral("out.topoplan.yaml"));
    bool wrote() const { return QFile::exists(path); }
};

Import importInto(const QString& file, const char* design, const char* workload, const QStringList& extra = {})
{
    Import r;
    static_cast<topoplan::testing::CliRun&>(r) =
        runCli(QStringList{QStringLiteral("import-measurement"), file, QStringLiteral("--design"),
                           QStringLiteral("builtin:") + QLatin1String(design), QStringLiteral("--workload"),
                           QLatin1String(workload), QStringLiteral("-o"), r.path} +
               extra);
    return r;
}

// The real jberesni-TK.txt cut to its first `bytes` bytes, written as `name` in `dir`.
QString cutTk(const QTemporaryDir& dir, const char* name, const std::function<qsizetype(const QByteArray&)>& bytes)
{
    QFile real(shared("jberesni-TK.txt"));
    if (!real.open(QIODevice::ReadOnly))
        return {};
    const QByteArray text = real.readAll();
    const QString path = dir.filePath(QLatin1String(name));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(text.left(bytes(text)));
    return path;
}

// The workload `id` of `simulate --json` output (an empty object when it is not there).
QJsonObject simulated(const QByteArray& json, const char* id)
{
    for (const QJsonValue& v : QJsonDocument::fromJson(json).object().value(QStringLiteral("workloads")).toArray())
        if (v.toObject().value(QStringLiteral("id")).toString() == QLatin1String(id))
            return v.toObject();
    return {};
}

} // namespace

class TestImportMeasurement : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // The cluster-wide sum of two instances, figures made up here and summed by hand.
    void sumOverInstances()
    {
        Measurement a, b;
        a.intervalMin = 60;
        a.tps = 100;
        a.readIops = 1000;
        a.writeIops = 200;
        a.readLatencyMs = 1.0;
        a.cpuPct = 50;
        a.cores = 8;
        a.origins = {{"tps", "tps of a"}, {"cpu_pct", "cpu of a"}};
        b = a;
        b.tps = 300;
        b.readIops = 3000;
        b.readLatencyMs = 2.0;
        b.cpuPct = 20;
        b.cores = 24;
        b.writeLatencyMs = 0.5; // only b: left out
        std::vector<std::string> notes;
        const Measurement s = sumInstances({{"A", a}, {"B", b}}, notes);
        QCOMPARE(*s.tps, 400.0);             // 100 + 300
        QCOMPARE(*s.readIops, 4000.0);       // 1000 + 3000
        QCOMPARE(*s.writeIops, 400.0);       // 200 + 200
        QCOMPARE(*s.cores, 32.0);            // 8 + 24
        QCOMPARE(*s.cpuPct, 27.5);           // (50 x 8 + 20 x 24) / 32 = 880 / 32
        QCOMPARE(*s.readLatencyMs, 1.75);    // (1 x 1000 + 2 x 3000) / 4000
        QCOMPARE(*s.intervalMin, 60.0);
        QVERIFY(!s.writeLatencyMs);
        QVERIFY(!notes.empty() && notes.front().find("write_latency_ms left out") != std::string::npos);
        QVERIFY(s.origins.at("tps").find("sum over 2 instances: A: tps of a; B:") != std::string::npos);
        QVERIFY(s.origins.at("cpu_pct").find("weighted by cores") != std::string::npos);
    }

    // One real RAC instance report (jberesni-TK.txt); the same instance twice is refused.
    void combineOneAndTwice()
    {
        const MeasurementReport tk = readMeasurementFile(shared("jberesni-TK.txt").toStdString());
        QVERIFY2(tk.ok(), qPrintable(text(tk.diagnostics)));
        const CombinedMeasurement one = combineReports({tk});
        QVERIFY2(one.ok(), qPrintable(text(one.diagnostics)));
        // Line 2066: user commits per second 1,680.0 (user rollbacks 0, line 2069); rounded
        // to 4 significant digits on import.
        QVERIFY(near(one.measured.tps, 1680.0, 0.005));
        // Line 1930: physical write total IO requests per second 1,697.0.
        QVERIFY(near(one.measured.writeIops, 1697.0, 0.005));
        QVERIFY(one.measured.origins.at("tps").find("line 2066") != std::string::npos);
        const CombinedMeasurement twice = combineReports({tk, tk});
        QVERIFY(!twice.ok());
        QVERIFY(text(twice.diagnostics).contains(QStringLiteral("given twice")));
        // Two single-instance reports of two databases (JC, 28 min, and awrKC's DB12C, 2 min):
        // not one baseline (it was merged, first figure of each, with exit 0).
        const MeasurementReport kc = readMeasurementFile(shared("jberesni-awrKC.txt").toStdString());
        QVERIFY2(kc.ok(), qPrintable(text(kc.diagnostics)));
        const CombinedMeasurement two = combineReports({tk, kc});
        QVERIFY(!two.ok());
        QVERIFY2(text(two.diagnostics).contains(QStringLiteral("a second database report")), qPrintable(text(two.diagnostics)));
    }

    // Files of different kinds: a HammerDB log's NOPM and users with an AWR report's rates.
    // The files must be of one run: the sample log as it is (started 01-Dec-2026, line 1) beside
    // TK.txt (06-Sep-16 06:32:38 - 07:00:39, lines 14-15) is refused with both intervals
    // (newcomer: an AWR report of 2016 and a HammerDB log of 2026 combined with exit 0); the
    // log dated into TK's interval combines.
    void combineKinds()
    {
        const MeasurementReport tk = readMeasurementFile(shared("jberesni-TK.txt").toStdString());
        const CombinedMeasurement apart = combineReports({readMeasurementFile(sample("hammerdb-v4-madeup.log").toStdString()), tk});
        QVERIFY(!apart.ok());
        QVERIFY2(text(apart.diagnostics).contains(QStringLiteral(
                     "jberesni-TK.txt (06-Sep-16 06:32:38 - 06-Sep-16 07:00:39) and hammerdb-v4-madeup.log (started Tue "
                     "Dec 01 09:00:00 UTC 2026, 5 min timed) measured different intervals, 3,740 days apart")),
                 qPrintable(text(apart.diagnostics)));
        QFile log(sample("hammerdb-v4-madeup.log"));
        QVERIFY(log.open(QIODevice::ReadOnly));
        std::string dated = log.readAll().toStdString();
        const std::size_t at = dated.find("Tue Dec 01 09:00:00 UTC 2026");
        QVERIFY(at != std::string::npos);
        dated.replace(at, 28, "Tue Sep 06 06:25:00 UTC 2016");
        const MeasurementReport hdb = readMeasurementText(dated, "hammerdb-v4-madeup.log");
        const CombinedMeasurement c = combineReports({hdb, tk});
        QVERIFY2(c.ok(), qPrintable(text(c.diagnostics)));
        QCOMPARE(*c.measured.nopm, 264796.0); // hammerdb-v4-madeup.log line 17: 264796 NOPM, a count kept whole
        QCOMPARE(*c.measured.users, 16.0);    // line 16: 16 Active Virtual Users
        QCOMPARE(*c.measured.intervalMin, 5.0); // line 9: the first file's interval
        QVERIFY(near(c.measured.tps, 1680.0, 0.005)); // jberesni-TK.txt line 2066
        QVERIFY(c.measured.origins.at("users").find("line 16") != std::string::npos);
        bool noted = false;
        for (const std::string& n : c.notes)
            noted = noted || n.find("interval_min 28.02 of jberesni-TK.txt not taken") != std::string::npos;
        QVERIFY2(noted, "the AWR report's interval (line 16: 28.02 mins) is named as not taken");
    }

    // Files of one time but not of one run: an Oracle HammerDB log dated inside the AWR
    // report's interval whose TPM (user commits + rollbacks per minute on Oracle) is 6.1 times
    // the report's transactions (newcomer: combined without a word, the baseline then simulated
    // 4,990 IOPS for the measured 1,701). A TPM that agrees is not warned.
    void throughputsOfOneRun()
    {
        const MeasurementReport tk = readMeasurementFile(shared("jberesni-TK.txt").toStdString());
        QFile log(sample("hammerdb-v4-madeup.log"));
        QVERIFY(log.open(QIODevice::ReadOnly));
        std::string oracle = log.readAll().toStdString();
        const auto replace = [](std::string& text, const std::string& from, const std::string& to) {
            const std::size_t at = text.find(from);
            QVERIFY(at != std::string::npos);
            text.replace(at, from.size(), to);
        };
        replace(oracle, "Tue Dec 01 09:00:00 UTC 2026", "Tue Sep 06 06:35:00 UTC 2016");
        replace(oracle, "616230 SQL Server TPM", "616230 Oracle TPM");
        const CombinedMeasurement far = combineReports({tk, readMeasurementText(oracle, "hdb-oracle.log")});
        QVERIFY2(text(far.diagnostics).contains(QStringLiteral(
                     "hdb-oracle.log's TPM 616230 per minute and jberesni-TK.txt's transactions 100800 per minute "
                     "(1680/s x 60) differ 6.1-fold")),
                 qPrintable(text(far.diagnostics)));
        replace(oracle, "616230 Oracle TPM", "100000 Oracle TPM"); // TK line 2066: 1,680 tx/s = 100,800 per minute
        const CombinedMeasurement near = combineReports({tk, readMeasurementText(oracle, "hdb-oracle.log")});
        QVERIFY2(!text(near.diagnostics).contains(QStringLiteral("differ")), qPrintable(text(near.diagnostics)));
    }

    // Idle database (the 19c HTML report, 0.80 min of DB time in 59.23 min) and a file of
    // another kind: errors, nothing combined.
    void refusals()
    {
        const CombinedMeasurement idle =
            combineReports({readMeasurementFile(shared("pcambell-19c-awrrpt_1_17676_17677.html").toStdString())});
        QVERIFY(!idle.ok());
        QVERIFY(text(idle.diagnostics).contains(QStringLiteral("idle database")));
        const CombinedMeasurement other = combineReports({readMeasurementFile(shared("README.md").toStdString())});
        QVERIFY(!other.ok());
        QVERIFY(text(other.diagnostics).contains(QStringLiteral("not a measurement file")));
    }

    // The RAC global report (tests/data/measurements/awrgrpt-rac-madeup.txt, made up: its
    // layout is documented in docs/measurements.md; instance 1 carries jberesni-TK.txt's
    // figures). Expected values are the hand sums of the sample's instance rows.
    void globalReport()
    {
        const MeasurementReport r = readMeasurementFile(sample("awrgrpt-rac-madeup.txt").toStdString());
        QVERIFY2(r.ok(), qPrintable(text(r.diagnostics)));
        QCOMPARE(r.format, MeasurementFormat::AwrGlobalText);
        QVERIFY(r.rac);
        QCOMPARE(r.database, std::string("JC"));
        const auto value = [&](const char* key) { return r.find(key) ? std::optional<double>(r.find(key)->value) : std::nullopt; };
        QVERIFY(near(value("interval_min"), 28.02, 1e-9));   // line 21, Elapsed Time(min) of jc1
        QVERIFY(near(value("tps"), 3286.0, 1e-9));           // Txns/s 1,680.0 (line 50) + 1,606.0 (line 51)
        QCOMPARE(r.find("tps")->origin.line, 53);            // the Sum row
        QVERIFY(near(value("cores"), 576.0, 1e-9));          // Num CPUs 288 + 288 (lines 40, 41)
        // Busy (5,719.3 + 6,100.0) / (busy + idle 477,382.8 + 477,002.1) x 100 = 11,819.3 / 966,204.2 x 100
        QVERIFY(near(value("cpu_pct"), 11819.3 / 966204.2 * 100, 1e-9));
        // SysStat (Global) line 61: 5,553,380 write requests / (28.02 x 60 s)
        QVERIFY(near(value("write_iops"), 5553380.0 / 1681.2, 1e-9));
        // db file sequential read, lines 76 and 79: (2.5 + 3.0) s / (5,000 + 3,000) waits = 0.6875 ms
        QVERIFY(near(value("read_latency_ms"), 0.6875, 1e-9));
        // log file parallel write, lines 75 and 78: (420 + 530) s / (2,800,000 + 2,650,000) waits
        QVERIFY(near(value("write_latency_ms"), 950.0 / 5450000.0 * 1000, 1e-9));
        QVERIFY(!r.idle); // DB time 21.42 + 19.60 min in 28.02 min: 1.46 active sessions
        // A global report is not combined with an instance report of the same database (it
        // already holds that instance; taken first-of-each, the figures mixed the two scopes).
        const CombinedMeasurement c =
            combineReports({r, readMeasurementFile(shared("jberesni-TK.txt").toStdString())});
        QVERIFY(!c.ok());
        QVERIFY2(text(c.diagnostics).contains(QStringLiteral("together they would mix the cluster's figures with one instance's")),
                 qPrintable(text(c.diagnostics)));
        // A global report cut after its title names the section it needs.
        const MeasurementReport cut = readMeasurementText("WORKLOAD REPOSITORY REPORT (RAC)\n", "cut.txt");
        QVERIFY(!cut.ok());
        QVERIFY(text(cut.diagnostics).contains(QStringLiteral("Database Instances Included In Report")));
    }

    // The RAC global report in HTML (tests/data/measurements/awrgrpt-rac-madeup.html, made
    // up from the text sample's figures): the same figures as the text one.
    void globalReportHtml()
    {
        const MeasurementReport t = readMeasurementFile(sample("awrgrpt-rac-madeup.txt").toStdString());
        const MeasurementReport h = readMeasurementFile(sample("awrgrpt-rac-madeup.html").toStdString());
        QVERIFY2(h.ok(), qPrintable(text(h.diagnostics)));
        QCOMPARE(h.format, MeasurementFormat::AwrGlobalHtml);
        QVERIFY(h.rac);
        QCOMPARE(h.database, std::string("JC"));
        QCOMPARE(h.instance, t.instance);
        QCOMPARE(h.figures.size(), t.figures.size());
        for (std::size_t i = 0; i < t.figures.size(); ++i) {
            QCOMPARE(h.figures[i].key, t.figures[i].key);
            QVERIFY2(std::fabs(h.figures[i].value - t.figures[i].value) <= 1e-9 * std::fabs(t.figures[i].value),
                     t.figures[i].key.c_str());
        }
        QCOMPARE(h.find("tps")->origin.line, 40); // the HTML sample's Sum row of System Statistics - Per Second
        // A global HTML report is not combined with an instance report either.
        const CombinedMeasurement c = combineReports({h, readMeasurementFile(shared("jberesni-TK.txt").toStdString())});
        QVERIFY(!c.ok());
        QVERIFY(text(c.diagnostics).contains(QStringLiteral("is the RAC global report of")));
    }

    // cpu_of follows what the figure is of and where the workload runs
    // (core/performance/calibration.cpp: vm = the workload's own CPUs, host = the host's cores).
    void cpuOfPerReader()
    {
        Design d;
        d.workloads.resize(2);
        d.workloads[0].id = "in-vm";
        d.workloads[0].host = "h1";
        d.workloads[0].vm["vcpu"] = 8.0;
        d.workloads[1].id = "bare";
        d.workloads[1].host = "h1";
        const auto cpuOf = [&](const QString& file, const std::string& workload, const MeasurementOptions& o = {}) {
            CombinedMeasurement c = combineReports({readMeasurementFile(file.toStdString(), o)});
            fitToWorkload(d, {workload, "", ""}, c);
            return c.ok() && c.measured.cpuPct ? c.measured.cpuOf : "(refused or no cpu_pct) " + formatDiagnostics(c.diagnostics);
        };
        // AWR Operating System Statistics (jberesni-QS02FNT line 179, BUSY_TIME): the OS of the
        // instance, a VM's or the host's.
        QCOMPARE(QString::fromStdString(cpuOf(shared("jberesni-QS02FNT_AWR_AskTom.txt"), "in-vm")), QStringLiteral("vm"));
        QCOMPARE(cpuOf(shared("jberesni-QS02FNT_AWR_AskTom.txt"), "bare"), std::string("host"));
        // perfmon Processor(_Total): the OS's too.
        QCOMPARE(cpuOf(sample("perfmon-sqlserver-madeup.csv"), "in-vm"), std::string("vm"));
        QCOMPARE(cpuOf(sample("perfmon-sqlserver-madeup.csv"), "bare"), std::string("host"));
        // esxtop: Physical Cpu is the ESXi host's wherever the workload runs; a VM's Group Cpu its vCPUs'.
        QCOMPARE(cpuOf(sample("esxtop-madeup.csv"), "in-vm"), std::string("host"));
        MeasurementOptions vm;
        vm.vm = "ora-vm1";
        QCOMPARE(cpuOf(sample("esxtop-madeup.csv"), "in-vm", vm), std::string("vm"));
    }

    // A workload on bare metal gets cpu_of host (cpuOfPerReader); when the design's host
    // gives no core count, the service demand law takes the CPUs the report counted (before:
    // none, so no CPU per transaction). By hand: 50 % x 8 CPUs / 100 tx/s = 40 ms.
    void bareMetalCpuWithoutHostCores()
    {
        Workload w;
        w.id = "bare";
        Measurement m;
        m.tps = 100;
        m.cpuPct = 50;
        m.cpuOf = "host";
        m.cores = 8;
        w.measured = m;
        WorkloadProfile a;
        a.workload = "bare";
        a.kind = "oltp";
        a.txnPerCycle = 1.0;
        const Calibration c = calibrateWorkload(w, a, 0.0, 0.0, "");
        QVERIFY(c.cpuSPerCycle);
        QCOMPARE(*c.cpuSPerCycle, 0.04);
        // The design's host has 16 cores: the utilization is still a share of the 8 CPUs the
        // measurement counted (before: of the design's 16, twice the CPU per transaction).
        const Calibration on16 = calibrateWorkload(w, a, 16.0, 0.0, "");
        QCOMPARE(*on16.cpuSPerCycle, 0.04);
        QVERIFY(std::any_of(on16.lines.begin(), on16.lines.end(), [](const std::string& l) {
            return l.find("8 CPUs of the measured host (the measurement's cores; host '' in the design has 16 cores") !=
                   std::string::npos;
        }));
        // A measurement that counts no CPUs: the design's host's, and the line says so:
        // 50 % x 16 / 100 = 80 ms.
        w.measured->cores.reset();
        const Calibration noCount = calibrateWorkload(w, a, 16.0, 0.0, "");
        QCOMPARE(*noCount.cpuSPerCycle, 0.08);
        QVERIFY(std::any_of(noCount.lines.begin(), noCount.lines.end(), [](const std::string& l) {
            return l.find("16 cores of host '' (the design's cpus x cores_per_cpu: the measurement counts no CPUs") !=
                   std::string::npos;
        }));
    }

    // An esxtop capture of a 4-PCPU host (esxtop-madeup.csv: Physical Cpu(0..3), _Total 40
    // and 50 %, 1,300 reads/s) into RA-2's m1-slob-heavy, whose host esx-1 has 2 x 16 cores:
    // CPU per read from the file's 4 CPUs, 45 % x 4 / 1,300 = 1.38 ms (before: x 32 = 11.1 ms,
    // which left the 4-vCPU VM 360 % busy and predicted 555 of the capture's 2,000 IOPS).
    void esxtopCpuCountOfTheFile()
    {
        const auto r = importInto(sample("esxtop-madeup.csv"), "ra2", "m1-slob-heavy");
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("CPU 1.38 ms per physical read = 45 % x 4 CPUs of the measured host (the measurement's "
                                "cores; host 'esx-1' in the design has 32 cores"),
                 r.out.constData());
        // Where the count came from: the per-PCPU columns, the first of them (header column 2).
        QVERIFY2(r.out.contains("cores: the host's CPUs as the file counts them (PCPUs: Physical Cpu instances) 4, from "
                                "'Physical Cpu(0)'"),
                 r.out.constData());
        QVERIFY(!r.out.contains("360 % busy"));
        const auto m = measuredOf(r.path, "m1-slob-heavy");
        QVERIFY(m && m->cores && *m->cores == 4.0);
    }

    // One host's capture as the baseline of RA-2's vSAN cluster, whose use case heavy runs on
    // its 4 hosts (esx-1..esx-4, ra2-vsan-allflash.topoplan.yaml use_cases): refused, both
    // scopes named, nothing written (before: the cluster's baseline of 94,627 IOPS over 4 VMs
    // was replaced by the one host's 2,000 and kept use case heavy); --force imports it with
    // the message as a warning; the workload alone (its one host) is not refused.
    void oneHostIntoClusterBaseline()
    {
        const QStringList storage{QStringLiteral("--storage"), QStringLiteral("vsan-1")};
        const auto refused = importInto(sample("esxtop-madeup.csv"), "ra2", "m1-slob-heavy", storage);
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains("measured 1 host (madeup-esx01), and the baseline of storage 'vsan-1' is the total of "
                                      "use case 'heavy' on it: 4 hosts (esx-1, esx-2, esx-3, esx-4; workloads "
                                      "m1-slob-heavy, m2-slob-heavy, l1-slob-heavy, l2-slob-heavy)"),
                 refused.err.constData());
        QVERIFY(!refused.wrote());
        const auto forced =
            importInto(sample("esxtop-madeup.csv"), "ra2", "m1-slob-heavy", storage + QStringList{QStringLiteral("--force")});
        QVERIFY2(forced.exitCode == 0, forced.err.constData());
        QVERIFY(forced.err.contains("warning: "));
        QVERIFY(forced.err.contains("(not scaled); imported all the same (--force)"));
        QVERIFY(forced.wrote());
        const auto alone = importInto(sample("esxtop-madeup.csv"), "ra2", "m1-slob-heavy");
        QVERIFY2(alone.exitCode == 0, alone.err.constData());
        QVERIFY(!alone.err.contains("measured 1 host") && !alone.out.contains("measured 1 host"));
    }

    // The users of a HammerDB baseline are the population of its own run (its use case
    // oltp-only); another use case runs the profile's users (RA-1 oracle-oltp: 100) with the
    // delay per cycle derived from the baseline, and simulate must not call those "measured"
    // (newcomer E1: "oracle-oltp (100 users, measured; ...)" for a baseline of 32).
    // hammerdb-v3-madeup.log: the last run, 163382 TPM (line 12) with 4 VU * 8 AC = 32 sessions (line 11).
    void measuredUsersOnlyInTheirRun()
    {
        const auto r = importInto(sample("hammerdb-v3-madeup.log"), "ra1", "oracle-oltp");
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(measuredOf(r.path, "oracle-oltp")->users.value_or(0), 32.0);
        const auto own = runCli({QStringLiteral("simulate"), r.path, QStringLiteral("--use-case"), QStringLiteral("oltp-only")});
        QVERIFY2(own.out.contains("oracle-oltp (32 users, measured;"), own.out.constData());
        const auto other = runCli({QStringLiteral("simulate"), r.path, QStringLiteral("--workload"), QStringLiteral("oracle-oltp")});
        QVERIFY2(other.out.contains("oracle-oltp (100 users;"), other.out.constData());
        QVERIFY(!other.out.contains("100 users, measured"));
    }

    // The import's warnings stay with the baseline (issue 19: they were printed once and lost,
    // and the designer dropped them at the next edit): jberesni-TK.txt, OLTP (1,701 requests/s
    // at 5.47 MB/s, lines 1916-1931, a mean I/O of 3.2 KB) into RA-1's DSS workload is imported
    // with a warning (Fit::looks()); the written measured: block lists it under warnings:, the
    // design reader reads it back, and check warns about it at every load.
    void importWarningsAreRecorded()
    {
        const auto r = importInto(shared("jberesni-TK.txt"), "ra1", "oracle-dss");
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.contains("single-block OLTP I/O"), r.err.constData());
        const auto m = measuredOf(r.path, "oracle-dss");
        QVERIFY(m);
        QVERIFY(m->forced.empty());
        QVERIFY(std::any_of(m->warnings.begin(), m->warnings.end(), [](const std::string& w) {
            return w.find("the measurement does not look like the load of workload 'oracle-dss'") == 0 &&
                   w.find("single-block OLTP I/O") != std::string::npos;
        }));
        const auto check = runCli({QStringLiteral("check"), r.path});
        QVERIFY2(check.exitCode == 0, check.err.constData());
        QVERIFY2(check.err.contains("warning: workload 'oracle-dss': its measured baseline was imported with ") &&
                     check.err.contains("single-block OLTP I/O"),
                 check.err.constData());
        // A fitting import warns of nothing and records nothing.
        const auto fits = importInto(shared("jberesni-TK.txt"), "ra1", "oracle-oltp");
        QVERIFY2(fits.exitCode == 0, fits.err.constData());
        QVERIFY(!fits.err.contains("warning:"));
        QVERIFY(measuredOf(fits.path, "oracle-oltp")->warnings.empty());
    }

    // --force leaves a trace (issue 19, newcomer: nothing in the written baseline, `check` ok):
    // the measured: block of the workload and of the storage records each refusal overridden,
    // the design reader reads it back, and check and simulate warn about it; a later import
    // that needs no force writes none. (The refusal is oneHostIntoClusterBaseline()'s.)
    void forcedImportIsRecorded()
    {
        const auto forced = importInto(sample("esxtop-madeup.csv"), "ra2", "m1-slob-heavy",
                                       {QStringLiteral("--storage"), QStringLiteral("vsan-1"), QStringLiteral("--force")});
        const QString out = forced.path;
        QVERIFY2(forced.exitCode == 0, forced.err.constData());
        const auto m = measuredOf(out, "m1-slob-heavy");
        QVERIFY(m);
        QCOMPARE(m->forced.size(), std::size_t(1));
        QVERIFY2(m->forced.front().find("measured 1 host (madeup-esx01), and the baseline of storage 'vsan-1' is the total "
                                        "of use case 'heavy' on it: 4 hosts") != std::string::npos &&
                     m->forced.front().find("(not scaled)") != std::string::npos,
                 m->forced.front().c_str());
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray written = f.readAll();
        QCOMPARE(written.count("forced: [\""), 2); // the workload's block and vsan-1's
        f.close();
        // Read back and said by check and simulate (a warning at the key, the element named).
        for (const char* command : {"check", "simulate"}) {
            const auto r = runCli({QLatin1String(command), out});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QVERIFY2(r.err.contains("warning: workload 'm1-slob-heavy': its measured baseline was imported forced "
                                    "(--force / Import Anyway), overriding 1 refusal: esxtop-madeup.csv measured 1 host"),
                     r.err.constData());
            QVERIFY2(r.err.contains("cluster 'vsan-1': its measured baseline was imported forced"), r.err.constData());
        }
        // The same file into the workload alone is not refused: no trace.
        const QString again = forced.dir->filePath(QStringLiteral("again.topoplan.yaml"));
        const auto plain = runCli({QStringLiteral("import-measurement"), sample("esxtop-madeup.csv"), QStringLiteral("--design"),
                                   out, QStringLiteral("--workload"), QStringLiteral("m1-slob-heavy"), QStringLiteral("-o"), again});
        QVERIFY2(plain.exitCode == 0, plain.err.constData());
        const auto m2 = measuredOf(again, "m1-slob-heavy");
        QVERIFY(m2 && m2->forced.empty());
        // A bad forced entry is an error at its position.
        Diagnostics diags;
        QVERIFY(!readDesignText("format: topoplan/1\nname: x\nworkloads:\n  - {id: w, measured: {tps: 1, forced: 3}}\n", "bad.yaml", diags));
        QVERIFY2(formatDiagnostics(diags).find("bad.yaml:4:") != std::string::npos &&
                     formatDiagnostics(diags).find("expected a list of texts") != std::string::npos,
                 formatDiagnostics(diags).c_str());
    }

    // A baseline that counts transactions without NOPM predicts no NOPM (issue 19, newcomer:
    // the AskTom AWR report, an application that is not TPC-C, imported into RA-1's TPROC-C
    // workload oracle-oltp, simulated "38.1 NOPM" = 45 % of its commits without a note): its
    // tps (1.413/s, jberesni-QS02FNT_AWR_AskTom.txt lines 1650, 1653) are the application's
    // transactions, whose New-Order share nothing states. TPM stays; a baseline with NOPM
    // (RA-1's own, the paper's 26,855) still predicts NOPM.
    void noNopmFromCommits()
    {
        const auto r = importInto(shared("jberesni-QS02FNT_AWR_AskTom.txt"), "ra1", "oracle-oltp");
        const QString out = r.path;
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QStringList workload{QStringLiteral("--workload"), QStringLiteral("oracle-oltp")};
        const auto sim = runCli(QStringList{QStringLiteral("simulate"), out} + workload);
        QVERIFY2(sim.exitCode == 0, sim.err.constData());
        QVERIFY2(sim.out.contains(" TPM (") && !sim.out.contains(" NOPM ("), sim.out.constData());
        QVERIFY2(sim.out.contains("NOPM not predicted: the measured baseline counts 1.413 transactions/s of the measured "
                                  "application (tps, not New-Orders)"),
                 sim.out.constData());
        const auto json = runCli(QStringList{QStringLiteral("simulate"), out, QStringLiteral("--json")} + workload);
        QVERIFY2(json.exitCode == 0 && !json.out.contains("\"nopm\""), json.out.left(2000).constData());
        const auto paper = runCli(QStringList{QStringLiteral("simulate"), QStringLiteral("builtin:ra1")} + workload);
        QVERIFY2(paper.out.contains(" NOPM (") && !paper.out.contains("NOPM not predicted"), paper.out.constData());
    }

    // A storage baseline is written with the use case it was checked and calibrated in: the
    // made-up Statspack report (1 instance) into RA-2's l1-slob-heavy-r15, whose use case is
    // failure-test (1 host), had kept vsan-1's old use_case heavy (4 hosts), so that one
    // instance's 500 reads/s stood for the cluster's total (newcomer: m1-slob-medium 117 IOPS).
    void storageBaselineTakesItsUseCase()
    {
        const auto r = importInto(sample("statspack-11g-madeup.txt"), "ra2", "l1-slob-heavy-r15",
                                  {QStringLiteral("--storage"), QStringLiteral("vsan-1")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("use_case 'heavy' of the old baseline replaced by 'failure-test'"), r.out.constData());
        QVERIFY(!r.out.contains("kept its platform, use_case"));
        Diagnostics d;
        const auto design = readDesignFile(r.path.toStdString(), d);
        QVERIFY(design);
        const Cluster* c = design->cluster("vsan-1");
        QVERIFY(c && c->measured);
        QCOMPARE(c->measured->useCase, std::string("failure-test"));
    }

    // cores go with cpu_pct: the CPUs its busy share counts come from the same file
    // (before: the first file's cores, of another system, with a later file's cpu_pct).
    void coresFollowCpu()
    {
        MeasurementReport a, b;
        a.file = "a.log";
        a.format = MeasurementFormat::HammerdbLog;
        a.figures = {{"tps", "tps", 100, "1/s", {}, {}}, {"cores", "CPUs", 8, "count", {}, {}}};
        b.file = "b.csv";
        b.format = MeasurementFormat::EsxtopCsv;
        b.figures = {{"cpu_pct", "host CPU", 40, "%", {}, {}}, {"cores", "PCPUs", 64, "count", {}, {}}};
        const CombinedMeasurement c = combineReports({a, b});
        QVERIFY2(c.ok(), qPrintable(text(c.diagnostics)));
        QCOMPARE(*c.measured.cpuPct, 40.0);
        QCOMPARE(*c.measured.cores, 64.0); // b's, with its cpu_pct
        QCOMPARE(c.measured.cpuOf, std::string("host"));
        QCOMPARE(c.cpuScope, CpuScope::HypervisorHost);
        bool noted = false;
        for (const std::string& n : c.notes)
            noted = noted || n.find("cores 8 of a.log not taken") != std::string::npos;
        QVERIFY(noted);
    }

    // A commit-heavy OLTP report into a SLOB workload (jberesni-TK.txt into RA-2's
    // m1-slob-heavy): imported, but warned: 1,697 write requests/s (line 1930) per 3.581 read
    // requests/s (line 1916) are 474 writes per physical read, a SLOB cycle being one physical
    // read (before: exit 0 and no word). esxtop-madeup.csv (700 writes per 1,300 reads, 0.54)
    // is not warned about.
    void commitHeavyIntoSlob()
    {
        const auto tk = importInto(shared("jberesni-TK.txt"), "ra2", "m1-slob-heavy");
        QVERIFY2(tk.exitCode == 0, tk.err.constData());
        QVERIFY2(tk.err.contains("warning: the measurement does not look like the load of workload 'm1-slob-heavy' (oltp, "
                                 "slob): 474 writes per physical read (1,697 write IOPS / 3.581 read IOPS"),
                 tk.err.constData());
        const auto esx = importInto(sample("esxtop-madeup.csv"), "ra2", "m1-slob-heavy");
        QVERIFY2(esx.exitCode == 0, esx.err.constData());
        QVERIFY(!esx.err.contains("writes per physical read"));
    }

    // The measurement against the workload's kind (RA-1: oracle-oltp TPROC-C, oracle-dss
    // TPROC-H, oracle-backup-full-1 a DD Boost backup): refused when the figures its
    // calibration needs are absent, warned when the profile looks unlike it.
    void kindOfLoad()
    {
        Diagnostics dd;
        const auto ra1 = readDesignFile(TOPOPLAN_TEST_DATA "/../../resources/examples/ra1-mx7000-powermax.topoplan.yaml", dd);
        QVERIFY2(ra1, qPrintable(text(dd)));
        const auto fit = [&](std::vector<MeasurementReport> reports, const std::string& workload) {
            CombinedMeasurement c = combineReports(reports);
            fitToWorkload(*ra1, {workload, "", ""}, c);
            return c;
        };
        const auto has = [](const CombinedMeasurement& c, Diagnostic::Severity s, const char* fragment) {
            return std::any_of(c.diagnostics.begin(), c.diagnostics.end(), [&](const Diagnostic& d) {
                return d.severity == s && d.message.find(fragment) != std::string::npos;
            });
        };
        const MeasurementReport kc = readMeasurementFile(shared("jberesni-awrKC.txt").toStdString());
        const MeasurementReport tk = readMeasurementFile(shared("jberesni-TK.txt").toStdString());
        const MeasurementReport hdb = readMeasurementFile(sample("hammerdb-v3-madeup.log").toStdString()); // Oracle
        using S = Diagnostic::Severity;
        // awrKC, an I/O test (README), into TPROC-C: refused (absurdDemand() has the figures).
        QVERIFY(!fit({kc}, "oracle-oltp").ok());
        // More than 1,000 but at most 10,000 I/Os per transaction: warned, imported. A
        // made-up report of 10 tx/s and 50,000 IOPS: 5,000 I/Os per transaction.
        MeasurementReport many;
        many.file = "many.csv";
        many.format = MeasurementFormat::PerfmonCsv;
        many.figures = {{"tps", "tps", 10, "1/s", {}, {}}, {"iops", "IOPS", 50000, "1/s", {}, {}}};
        const CombinedMeasurement manyOltp = fit({many}, "oracle-oltp");
        QVERIFY2(manyOltp.ok(), qPrintable(text(manyOltp.diagnostics)));
        QVERIFY2(has(manyOltp, S::Warning, "does not look like the load of workload 'oracle-oltp' (oltp, hammerdb-tprocc)"),
                 qPrintable(text(manyOltp.diagnostics)));
        QVERIFY(has(manyOltp, S::Warning, "5,000 I/O requests per transaction"));
        // TK, OLTP: 1,697 write + 3.6 read requests/s (lines 1930, 1916) at 5.47 MB/s (lines
        // 1917, 1931): a mean I/O of about 3.2 KB, under the assumed 32 KiB of scans and backups.
        const CombinedMeasurement tkDss = fit({tk}, "oracle-dss");
        QVERIFY2(tkDss.ok(), qPrintable(text(tkDss.diagnostics)));
        QVERIFY(has(tkDss, S::Warning, "does not look like the load of workload 'oracle-dss' (dss, hammerdb-tproch)"));
        QVERIFY(has(tkDss, S::Warning, "single-block OLTP I/O"));
        // An AWR report into a backup workload: refused, whatever its I/O looks like (before:
        // only the mean-I/O warning): its MB/s is the database's, not the backup stream's.
        const CombinedMeasurement tkBackup = fit({tk}, "oracle-backup-full-1");
        QVERIFY(!tkBackup.ok());
        QVERIFY2(has(tkBackup, S::Error, "workload 'oracle-backup-full-1' is a backup stream (backup, dd-boost): it "
                                         "calibrates from the MB/s of the backup stream, which jberesni-TK.txt (Oracle AWR "
                                         "report (text)) does not measure"),
                 qPrintable(text(tkBackup.diagnostics)));
        QVERIFY(has(tkBackup, S::Error, "expected a capture of the backup window"));
        QVERIFY(!fit({kc}, "oracle-restore").ok()); // 1,048 MB/s of reads, but the database's
        // TK fits TPROC-C: about 1 I/O per transaction (1,701 IOPS / 1,680 tx/s), no warning.
        const CombinedMeasurement tkOltp = fit({tk}, "oracle-oltp");
        QVERIFY(tkOltp.ok());
        QVERIFY2(!has(tkOltp, S::Warning, "does not look like"), qPrintable(text(tkOltp.diagnostics)));
        // A HammerDB log has no MB/s or read requests: refused for a backup and a DSS workload.
        const CombinedMeasurement hdbBackup = fit({hdb}, "oracle-backup-full-1");
        QVERIFY(!hdbBackup.ok());
        QVERIFY2(has(hdbBackup, S::Error, "workload 'oracle-backup-full-1' is a backup stream: it calibrates from MB/s"),
                 qPrintable(text(hdbBackup.diagnostics)));
        QVERIFY(has(hdbBackup, S::Error, "the measurement gives users, tpm, nopm"));
        QVERIFY(!fit({hdb}, "oracle-dss").ok());
        QVERIFY(fit({hdb}, "oracle-oltp").ok());
        // esxtop alone (I/O and CPU, no transactions) into TPROC-C: only the read share, said.
        const CombinedMeasurement esx = fit({readMeasurementFile(sample("esxtop-madeup.csv").toStdString())}, "oracle-oltp");
        QVERIFY(esx.ok());
        QVERIFY(has(esx, S::Warning, "no transactions: only the read share"));
    }

    // The report's database engine against the workload's (RA-1: oracle-oltp engine oracle,
    // sql-oltp-1 engine sqlserver; resources/examples/ra1-mx7000-powermax.topoplan.yaml lines
    // 157, 160). Before: imported without a word.
    void engineMismatch()
    {
        Diagnostics dd;
        const auto ra1 = readDesignFile(TOPOPLAN_TEST_DATA "/../../resources/examples/ra1-mx7000-powermax.topoplan.yaml", dd);
        QVERIFY2(ra1, qPrintable(text(dd)));
        const auto fit = [&](const QString& file, const std::string& workload, bool force = false) {
            CombinedMeasurement c = combineReports({readMeasurementFile(file.toStdString())});
            fitToWorkload(*ra1, {workload, "", ""}, c, force);
            return c;
        };
        const auto message = [](const CombinedMeasurement& c, Diagnostic::Severity s) {
            for (const Diagnostic& d : c.diagnostics)
                if (d.severity == s && d.message.find(") measured ") != std::string::npos)
                    return d.message;
            return std::string();
        };
        using S = Diagnostic::Severity;
        // An Oracle AWR report into a SQL Server workload: refused, naming both.
        const CombinedMeasurement awr = fit(shared("jberesni-TK.txt"), "sql-oltp-1");
        QVERIFY(!awr.ok());
        QVERIFY2(message(awr, S::Error).find("jberesni-TK.txt (Oracle AWR report (text)) measured Oracle, and workload "
                                             "'sql-oltp-1' runs SQL Server (engine: sqlserver)") == 0,
                 qPrintable(text(awr.diagnostics)));
        // The message says what is wrong; whether an override helps is apart (the command words
        // it "use --force", the designer its button), and the message never names --force.
        QVERIFY(message(awr, S::Error).find("--force") == std::string::npos);
        const auto overridable = [](const CombinedMeasurement& c, Diagnostic::Severity s) {
            for (const Diagnostic& d : c.diagnostics)
                if (d.severity == s && d.message.find(") measured ") != std::string::npos)
                    return d.overridable;
            return Diagnostic::Override::None;
        };
        QVERIFY(overridable(awr, S::Error) == Diagnostic::Override::Forceable);
        QVERIFY(!awr.diagnostics.front().messageText.empty()); // a template: German in the GUI
        QVERIFY2(text(awr.diagnostics).contains(QLatin1String("(use --force to import it all the same)")),
                 qPrintable(text(awr.diagnostics)));
        // A SQL Server perfmon log (SQLServer: counters) and a HammerDB log "... SQL Server TPM"
        // (line 17) into an Oracle workload: refused.
        const CombinedMeasurement perf = fit(sample("perfmon-sqlserver-madeup.csv"), "oracle-oltp");
        QVERIFY(!perf.ok());
        QVERIFY2(message(perf, S::Error).find("measured SQL Server, and workload 'oracle-oltp' runs Oracle") != std::string::npos,
                 qPrintable(text(perf.diagnostics)));
        QVERIFY(!fit(sample("hammerdb-v4-madeup.log"), "oracle-oltp").ok());
        // --force: imported, with the same message as a warning.
        const CombinedMeasurement forced = fit(shared("jberesni-TK.txt"), "sql-oltp-1", true);
        QVERIFY2(forced.ok(), qPrintable(text(forced.diagnostics)));
        QVERIFY(overridable(forced, S::Warning) == Diagnostic::Override::Forced);
        QVERIFY(text(forced.diagnostics).contains(QLatin1String("imported all the same (--force)")));
        // The same files into workloads of their own engine, and a capture of no engine
        // (esxtop: the hypervisor's) into either: no engine message.
        QVERIFY(message(fit(shared("jberesni-TK.txt"), "oracle-oltp"), S::Error).empty());
        QVERIFY(fit(sample("perfmon-sqlserver-madeup.csv"), "sql-oltp-1").ok());
        QVERIFY(fit(sample("hammerdb-v4-madeup.log"), "sql-oltp-1").ok());
        QVERIFY(message(fit(sample("esxtop-madeup.csv"), "sql-oltp-1"), S::Error).empty());
        QCOMPARE(reportEngine(readMeasurementFile(sample("esxtop-madeup.csv").toStdString())), std::string());
        QCOMPARE(reportEngine(readMeasurementFile(sample("hammerdb-v3-madeup.log").toStdString())), std::string("oracle"));
    }

    // A demand the model derives that is absurd refuses the import, naming the figure, its
    // origin and the arithmetic (before: awrKC into TPROC-C wrote 183,000 ms CPU per
    // transaction with a warning). jberesni-awrKC.txt: BUSY_TIME 8.37 % of the CPUs (lines
    // 173-174), NUM_CPUS 72 (line 180), 4 user commits in 121.2 s (line 1273, Elapsed 2.02
    // min line 16): 0.033 tx/s; by hand 0.0837 x 72 / 0.033 = 183 s per transaction, over
    // the 10 s bound; 127,800 read requests/s (line 1157) / 0.033 = 3.87 million I/Os per
    // transaction, over the 10,000 bound.
    void absurdDemand()
    {
        Diagnostics dd;
        const auto ra1 = readDesignFile(TOPOPLAN_TEST_DATA "/../../resources/examples/ra1-mx7000-powermax.topoplan.yaml", dd);
        QVERIFY2(ra1, qPrintable(text(dd)));
        CombinedMeasurement c = combineReports({readMeasurementFile(shared("jberesni-awrKC.txt").toStdString())});
        fitToWorkload(*ra1, {"oracle-oltp", "", ""}, c);
        QVERIFY(!c.ok());
        const auto error = [&](const char* fragment) {
            for (const Diagnostic& d : c.diagnostics)
                if (d.severity == Diagnostic::Severity::Error && d.message.find(fragment) != std::string::npos)
                    return d.message;
            return std::string();
        };
        const std::string cpu = error("CPU 183,000 ms per transaction");
        QVERIFY2(!cpu.empty(), qPrintable(text(c.diagnostics)));
        // The arithmetic, its operands at the precision the result was computed from
        // (calibration.cpp operand(): BUSY_TIME 8.366 %, 0.033 tx/s).
        QVERIFY(cpu.find("= 8.366 % x 72 CPUs of the measured system") != std::string::npos);
        QVERIFY(cpu.find("/ 0.033 tx/s") != std::string::npos);
        QVERIFY(cpu.find("beyond the 10 s of CPU a transaction plausibly takes") != std::string::npos);
        QVERIFY(cpu.find("'Instance Activity Stats' user commits, line 1273") != std::string::npos); // origins
        QVERIFY(cpu.find("'Operating System Statistics' NUM_CPUS, line 180") != std::string::npos);
        const std::string io = error("I/Os per transaction 3,870,000");
        QVERIFY2(!io.empty(), qPrintable(text(c.diagnostics)));
        QVERIFY(io.find("beyond the 10,000 physical I/Os a transaction plausibly does") != std::string::npos);
        QVERIFY(io.find("physical read total IO requests, line 1157") != std::string::npos);
        // No warning beside the refusals: the mismatch is said once, as the error.
        QVERIFY(std::none_of(c.diagnostics.begin(), c.diagnostics.end(),
                             [](const Diagnostic& d) { return d.severity == Diagnostic::Severity::Warning; }));
        // TK into the same workload: CPU 1.18 % x 288 CPUs / 1,680 tx/s = 2 ms, about 1 I/O
        // per transaction (lines 178-179, 187, 2066): within the bounds.
        CombinedMeasurement tk = combineReports({readMeasurementFile(shared("jberesni-TK.txt").toStdString())});
        fitToWorkload(*ra1, {"oracle-oltp", "", ""}, tk);
        QVERIFY2(tk.ok(), qPrintable(text(tk.diagnostics)));
    }

    // Into a design: unknown workload, a storage that is not the workload's, a storage
    // baseline's use case.
    void applyToDesign()
    {
        Design d;
        d.workloads.push_back(Workload{});
        d.workloads.back().id = "w1";
        d.workloads.back().storage = "arr";
        d.devices.push_back(Device{});
        d.devices.back().id = "arr";
        Measurement m;
        m.tps = 10;
        std::string error;
        std::vector<std::string> notes;
        Design copy = d;
        QVERIFY(!applyMeasurement(copy, {"nope", "", ""}, m, error, notes));
        QVERIFY(error.find("workloads: w1") != std::string::npos);
        QVERIFY(copy == d);
        QVERIFY(!applyMeasurement(copy, {"w1", "other", ""}, m, error, notes));
        QVERIFY(error.find("uses storage 'arr'") != std::string::npos);
        QVERIFY(!applyMeasurement(copy, {"w1", "arr", ""}, m, error, notes)); // no use case lists w1
        QVERIFY(error.find("use case") != std::string::npos);
        QVERIFY(copy == d);
        d.useCases.push_back(UseCase{"uc", "", {"w1"}, {}});
        QVERIFY2(applyMeasurement(d, {"w1", "arr", ""}, m, error, notes), error.c_str());
        QCOMPARE(*d.workloads.front().measured->tps, 10.0);
        QCOMPARE(d.devices.front().measured->useCase, std::string("uc"));
    }

    // The command: a real AWR report into RA-1's Oracle OLTP workload; the design written
    // simulates with the workload calibrated from it.
    void cliImportAndSimulate()
    {
        const auto r = importInto(shared("jberesni-TK.txt"), "ra1", "oracle-oltp");
        QVERIFY2(r.exitCode == 0, r.err.constData());
        // What it took from where: TK.txt line 2066 (user commits) for tps.
        QVERIFY(r.out.contains("tps: transactions (user commits + user rollbacks) 1680 1/s, from 'Instance Activity Stats' "
                               "user commits, line 2066"));
        QVERIFY(r.out.contains("calibrated demands of oracle-oltp"));
        QVERIFY(r.out.contains("X = 1,680 tx/s (measured tps)"));
        QVERIFY(r.out.contains("cpu_of: vm")); // oracle-oltp runs in a 10-vCPU VM
        const auto m = measuredOf(r.path, "oracle-oltp");
        QVERIFY(m);
        QVERIFY(near(m->tps, 1680.0, 0.005));
        QCOMPARE(m->useCase, std::string("oltp-only")); // kept from RA-1's own baseline
        const auto sim = runCli({QStringLiteral("simulate"), r.path, QStringLiteral("--no-intervals")});
        QVERIFY2(sim.exitCode == 0, sim.err.constData());
        QVERIFY(sim.out.contains("jberesni-TK.txt"));
        // Without -o: the design on stdout, the report on stderr.
        const auto s = runCli({QStringLiteral("import-measurement"), sample("hammerdb-v4-madeup.log"),
                               QStringLiteral("--design"), QStringLiteral("builtin:ra1"), QStringLiteral("--workload"),
                               QStringLiteral("sql-oltp-1")});
        QCOMPARE(s.exitCode, 0);
        QVERIFY(s.out.startsWith("format: topoplan/1"));
        QVERIFY(s.err.contains("nopm: New Orders per minute (NOPM) 264796 1/min, from 'TEST RESULT'")); // line 17
    }

    void cliErrors()
    {
        const auto idle = importInto(shared("pcambell-19c-awrrpt_1_17676_17677.html"), "ra1", "oracle-oltp");
        QCOMPARE(idle.exitCode, 1);
        QVERIFY(idle.err.contains("pcambell-19c-awrrpt_1_17676_17677.html:67:122: error: an idle database"));
        QVERIFY(!idle.wrote());
        const auto kind = importInto(shared("README.md"), "ra1", "oracle-oltp");
        QCOMPARE(kind.exitCode, 1);
        QVERIFY(kind.err.contains("README.md:1:1: error: not a measurement file"));
        const auto unknown = importInto(shared("jberesni-TK.txt"), "ra1", "nope");
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY(unknown.err.contains("workload 'nope' is not in the design"));
        QVERIFY(!unknown.wrote());
        // An I/O test into a TPROC-C workload: refused, the absurd demand named (absurdDemand()).
        const auto io = importInto(shared("jberesni-awrKC.txt"), "ra1", "oracle-oltp");
        QCOMPARE(io.exitCode, 1);
        QVERIFY2(io.err.contains("jberesni-awrKC.txt: error: workload 'oracle-oltp' (oltp, hammerdb-tprocc): the model derives "
                                 "from the measurement CPU 183,000 ms per transaction"),
                 io.err.constData());
        QVERIFY(!io.wrote());
        // Another engine: refused; --force imports it with the message as a warning.
        const auto engine = importInto(shared("jberesni-TK.txt"), "ra1", "sql-oltp-1");
        QCOMPARE(engine.exitCode, 1);
        QVERIFY2(engine.err.contains("jberesni-TK.txt: error: jberesni-TK.txt (Oracle AWR report (text)) measured Oracle, "
                                     "and workload 'sql-oltp-1' runs SQL Server"),
                 engine.err.constData());
        QVERIFY(!engine.wrote());
        const auto forced = importInto(shared("jberesni-TK.txt"), "ra1", "sql-oltp-1", {QStringLiteral("--force")});
        QVERIFY2(forced.exitCode == 0, forced.err.constData());
        QVERIFY(forced.err.contains("jberesni-TK.txt: warning: jberesni-TK.txt (Oracle AWR report (text)) measured Oracle"));
        QVERIFY(forced.err.contains("imported all the same (--force)"));
        QVERIFY(forced.wrote());
        // A HammerDB log into a backup workload: refused, nothing written.
        const auto backup = importInto(sample("hammerdb-v3-madeup.log"), "ra1", "oracle-backup-full-1");
        QCOMPARE(backup.exitCode, 1);
        QVERIFY2(backup.err.contains("is a backup stream: it calibrates from MB/s"), backup.err.constData());
        QVERIFY(!backup.wrote());
        QCOMPARE(runCli({QStringLiteral("import-measurement"), shared("jberesni-TK.txt"), QStringLiteral("--workload"),
                         QStringLiteral("oracle-oltp")}).exitCode, 2); // no --design
        QCOMPARE(importInto(shared("jberesni-TK.txt"), "ra1", "oracle-oltp", {QStringLiteral("--in-place")}).exitCode,
                 2); // -o and --in-place
    }

    // A report cut inside Instance Activity Stats, as a user imports it (jberesni-TK.txt; the
    // figures and lines are those of tst_measurements::awrCutInsideActivity): a few lines in,
    // refused with the figures that disagree and nothing written; after the I/O totals,
    // imported with the Load Profile's tps, its origin saying why, and the cut warned about.
    void cliCutReport()
    {
        QTemporaryDir dir;
        QFile real(shared("jberesni-TK.txt"));
        QVERIFY(real.open(QIODevice::ReadOnly));
        const QByteArray text = real.readAll();
        const qsizetype activity = text.indexOf("\nInstance Activity Stats ");
        const auto cutFile = [&](const char* name, const char* row, qsizetype from) {
            const QString path = dir.filePath(QLatin1String(name));
            QFile f(path);
            if (!f.open(QIODevice::WriteOnly))
                return QString();
            f.write(text.left(text.indexOf(row, from)));
            return path;
        };
        const auto early = importInto(cutFile("early.txt", "Block Cleanout Optim referenced", activity), "ra1", "oracle-oltp");
        QCOMPARE(early.exitCode, 1);
        QVERIFY2(early.err.contains("early.txt:1693: error: write_iops would be the Load Profile's 15.9 write requests/s"),
                 early.err.constData());
        QVERIFY(early.err.contains("early.txt:1693: warning: 'Instance Activity Stats' (line 1679) is cut short"));
        QVERIFY(early.err.contains("import-measurement: nothing written"));
        QVERIFY(!early.wrote());
        // Cut later, the figures agree with the redo, but the report is still truncated: refused
        // unless forced (a newcomer's QS02FNT cut inside 'Operating System Statistics' had
        // imported 1.5 IOPS for the whole report's 13.69 with exit 0).
        const QString lateFile = cutFile("late.txt", "user commits", text.indexOf("physical write total IO requests"));
        const auto refused = importInto(lateFile, "ra1", "oracle-oltp");
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains("late.txt: error: late.txt is a truncated report (it ends at line "), refused.err.constData());
        QVERIFY2(refused.err.contains("up to its 'End of Report' line) (use --force to import it all the same)"), refused.err.constData());
        QVERIFY(!refused.wrote());
        const auto late = importInto(lateFile, "ra1", "oracle-oltp", {QStringLiteral("--force")});
        QVERIFY2(late.exitCode == 0, late.err.constData());
        QVERIFY2(late.err.contains("late.txt is a truncated report") && late.err.contains("imported all the same (--force)"),
                 late.err.constData());
        QVERIFY2(late.out.contains("tps: transactions (Load Profile, as there is no 'user commits' in 'Instance Activity "
                                   "Stats', which the file cuts short at line"),
                 late.out.constData());
        QVERIFY(late.out.contains("write_iops: write requests (all files) 1697 1/s, from 'Instance Activity Stats'"));
        QVERIFY(late.err.contains("warning: 'Instance Activity Stats' (line 1679) is cut short"));
    }

    // A single-instance report beside the RAC global report mixed scopes with exit 0
    // (newcomer: TK's tps and CPU beside the global report's latency): refused.
    void globalBesideInstanceRefused()
    {
        const auto r = runCli({QStringLiteral("import-measurement"), shared("jberesni-TK.txt"), sample("awrgrpt-rac-madeup.txt"),
                               QStringLiteral("--design"), QStringLiteral("builtin:ra1"), QStringLiteral("--workload"),
                               QStringLiteral("oracle-oltp")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("awrgrpt-rac-madeup.txt is the RAC global report of ") &&
                     r.err.contains("together they would mix the cluster's figures with one instance's"),
                 r.err.constData());
    }

    // A count the file prints whole is written whole (newcomer: HammerDB's "163382 Oracle TPM"
    // was written tpm: 163400; tests/data/measurements/hammerdb-v3-madeup.log line 12).
    void countsKeptWhole()
    {
        const auto r = importInto(sample("hammerdb-v3-madeup.log"), "ra1", "oracle-oltp");
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QFile f(r.path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray yaml = f.readAll();
        QVERIFY2(yaml.contains("tpm: 163382") && yaml.contains("nopm: 35450"), yaml.constData());
    }

    // The measured MB/s is used (newcomer: QS02FNT into RA-1's oracle-oltp simulated 0.112
    // MB/s, the profile's 8 KB per I/O, for the measured 0.2385, and nothing said so). By hand
    // from jberesni-QS02FNT_AWR_AskTom.txt: physical read total bytes 387,762,176 (line 1508) +
    // physical write total bytes 245,114,880 (line 1522) over Elapsed 44.22 min (line 15,
    // 2,653.2 s) = 0.2385 MB/s; IOPS (18,967 + 17,350 requests, lines 1509 and 1523) / 2,653.2 s
    // = 13.69; the mean request 632,877,056 / 36,317 = 17,426 bytes = 17.0 KB. The report
    // counts the bytes apart (branch measure19g): reads 387,762,176 / 18,967 = 20,444 bytes =
    // 20.0 KB, writes 245,114,880 / 17,350 = 14,128 bytes = 13.8 KB (before: 17.0 KB for
    // both). The simulated MB/s at the simulated IOPS is then read IOPS x 20,444 + write IOPS
    // x 14,128 bytes.
    void measuredBytesAreUsed()
    {
        const auto r = importInto(shared("jberesni-QS02FNT_AWR_AskTom.txt"), "ra1", "oracle-oltp");
        const QString out = r.path;
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("mean read request 20.0 KB = 0.1461 MB/s read x 10^6 / 7.149 reads per s / 1,024 "
                                "(read_mb_s / read_iops, bytes / requests, measured; read_mb_s: 'Instance Activity Stats' "
                                "physical read total bytes, line 1508"),
                 r.out.constData());
        QVERIFY2(r.out.contains("mean write request 13.8 KB = 0.09238 MB/s write x 10^6 / 6.539 writes per s / 1,024"),
                 r.out.constData());
        // The latencies are not used by a workload baseline, and the output says so and why.
        QVERIFY(r.out.contains("not used: read_latency_ms 5.45 ms ('Top 10 Foreground Events by Total Wait Time' db file "
                               "sequential read, line 69): a latency is what the model predicts"));
        const auto sim = runCli({QStringLiteral("simulate"), out, QStringLiteral("--no-intervals"), QStringLiteral("--json")});
        QVERIFY2(sim.exitCode == 0, sim.err.constData());
        const QJsonObject w = simulated(sim.out, "oracle-oltp");
        const double iops = w.value(QStringLiteral("iops")).toDouble(), mbps = w.value(QStringLiteral("mb_s")).toDouble();
        QVERIFY2(std::fabs(iops - 13.69) < 0.02 * 13.69, QByteArray::number(iops).constData());
        const double reads = w.value(QStringLiteral("read_iops")).toDouble(), writes = w.value(QStringLiteral("write_iops")).toDouble();
        QVERIFY2(std::fabs(mbps - (reads * 20444.0 + writes * 14128.0) / 1e6) < 0.005 * mbps, QByteArray::number(mbps).constData());
        QVERIFY2(std::fabs(mbps - 0.2385) < 0.02 * 0.2385, QByteArray::number(mbps).constData());
    }

    // An OLTP report imported into a DSS workload: mb_s counts reads and writes alike, so the
    // measured mean request sets write_kb as well as read_kb (newcomer: TK's 474 writes per read
    // kept the DSS profile's write_kb 1,024 KB and simulated about 1,700 MB/s for the measured 5.5).
    // jberesni-TK.txt, 'Instance Activity Stats': physical read total bytes 176,173.9 per second
    // (line 1917) + physical write total bytes 5,291,309.2 per second (line 1931) = 5.4675 MB/s.
    void measuredBytesIntoDss()
    {
        const auto r = importInto(shared("jberesni-TK.txt"), "ra1", "oracle-dss");
        QVERIFY2(r.exitCode == 0, r.err.constData());
        // oracle-dss runs in use case oltp-dss (the import names it), not in the design's first.
        const auto sim = runCli({QStringLiteral("simulate"), r.path, QStringLiteral("--use-case"), QStringLiteral("oltp-dss"),
                                 QStringLiteral("--no-intervals"), QStringLiteral("--json")});
        QVERIFY2(sim.exitCode == 0, sim.err.constData());
        const double measured = (176173.9 + 5291309.2) / 1e6;
        const double mbps = simulated(sim.out, "oracle-dss").value(QStringLiteral("mb_s")).toDouble();
        QVERIFY2(std::fabs(mbps - measured) < 0.1 * measured, QByteArray::number(mbps).constData());
    }

    // A workload-only import into a workload that had no baseline names the use case it was
    // measured in, and the response-time law applies there (newcomer: use_case was left empty,
    // "not in its baseline's use case ;"). RA-1's oracle-snap-oltp is listed only by use case
    // oltp-dss-snapshot (ra1-mx7000-powermax.topoplan.yaml, use_cases); HammerDB v3 log: 32
    // active sessions (line 11), so the law derives the delay outside the model.
    void workloadImportNamesItsUseCase()
    {
        const auto r = importInto(sample("hammerdb-v3-madeup.log"), "ra1", "oracle-snap-oltp");
        const QString out = r.path;
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("use_case: oltp-dss-snapshot (the first use case listing workload 'oracle-snap-oltp'"),
                 r.out.constData());
        QVERIFY2(r.out.contains("time outside the modelled centers"), r.out.constData());
        QVERIFY(!r.out.contains("response-time law not applied"));
        const auto m = measuredOf(out, "oracle-snap-oltp");
        QVERIFY(m);
        QCOMPARE(m->useCase, std::string("oltp-dss-snapshot"));
        // Named with --use-case, that one is taken and said.
        const auto named = importInto(sample("hammerdb-v3-madeup.log"), "ra1", "oracle-oltp",
                                      {QStringLiteral("--use-case"), QStringLiteral("oltp-dss")});
        QVERIFY2(named.exitCode == 0, named.err.constData());
        QCOMPARE(measuredOf(named.path, "oracle-oltp")->useCase, std::string("oltp-dss"));
        QVERIFY(named.out.contains("use_case 'oltp-only' of the old baseline replaced by 'oltp-dss'"));
    }

    // A storage baseline's demands per read transfer only to the workloads whose load it
    // measured (their databases at another load, or the same load on a copy): the made-up
    // Statspack report (one instance, 500 read and 200 write requests/s, lines 86 and 88) as
    // vsan-1's baseline in use case failure-test (l1-slob-heavy-r15 alone, database l1-r15-db
    // on esx-3) gave m1-slob-medium (m1-db on esx-1) its 16 ms CPU per read = 8 vCPU / 500
    // reads/s: 350 IOPS. Now m1-slob-medium keeps its a-priori demands, the same as with no
    // baseline on vsan-1 at all (RA-2 --a-priori); RA-2's own baseline (use case heavy,
    // m1-slob-heavy on m1-db) still calibrates m1-slob-medium.
    void storageDemandsStayWithTheirWorkloads()
    {
        const auto r = importInto(sample("statspack-11g-madeup.txt"), "ra2", "l1-slob-heavy-r15", {QStringLiteral("--storage"), QStringLiteral("vsan-1")});
        const QString out = r.path;
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto iopsOf = [](const QByteArray& json, const char* id) {
            return simulated(json, id).value(QStringLiteral("iops")).toDouble(-1.0);
        };
        const QStringList medium{QStringLiteral("--use-case"), QStringLiteral("medium"), QStringLiteral("--no-intervals"),
                                 QStringLiteral("--json")};
        const auto sim = runCli(QStringList{QStringLiteral("simulate"), out} + medium);
        QVERIFY2(sim.exitCode == 0, sim.err.constData());
        const auto apriori = runCli(QStringList{QStringLiteral("simulate"), QStringLiteral("builtin:ra2"),
                                                QStringLiteral("--a-priori")} + medium);
        QVERIFY2(apriori.exitCode == 0, apriori.err.constData());
        const double iops = iopsOf(sim.out, "m1-slob-medium");
        QVERIFY2(iops > 0 && std::fabs(iops - iopsOf(apriori.out, "m1-slob-medium")) < 1e-6 * iops,
                 QByteArray::number(iops).constData());
        const auto text = runCli({QStringLiteral("simulate"), out, QStringLiteral("--use-case"), QStringLiteral("medium"),
                                  QStringLiteral("--no-intervals")});
        QVERIFY2(text.out.contains("not transferred from the storage baseline: writes per physical read 0.400, CPU per read "
                                   "16.0 ms"),
                 text.out.constData());
        const auto own = runCli(QStringList{QStringLiteral("simulate"), QStringLiteral("builtin:ra2")} + medium);
        QVERIFY(std::fabs(iopsOf(own.out, "m1-slob-medium") - iopsOf(apriori.out, "m1-slob-medium")) > 0.05 * iops);
    }

    // A backup stream takes its measured rate (newcomer: a backup workload accepted an esxtop
    // capture and used nothing from it, while the refusal of a database report recommended a
    // capture). esxtop-madeup.csv (made up, tests/data/measurements) reads 8 + 2 MBytes Read/sec
    // on its two devices (header fields 14, 24; lines 2, 3) = 10 MiB/s = 10.49 MB/s; RA-1's
    // oracle-backup-full-1 backs up database_gb 1810 (ra1-mx7000-powermax.topoplan.yaml line
    // 165): by the throughput law 1,810,000 MB / 10.49 MB/s = 172,600 s = 2,877 min, the
    // narrowest of its limits (the design's are hundreds of MB/s and more). Before: "not
    // used: mb_s ... a measured baseline does not calibrate them" and the a-priori window.
    void backupStreamRateFromCapture()
    {
        const auto r = importInto(sample("esxtop-madeup.csv"), "ra1", "oracle-backup-full-1");
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("stream rate 10.5 MB/s = read_mb_s 10.49 (the bytes the client reads per second in the "
                                "measured window"),
                 r.out.constData());
        QVERIFY2(r.out.contains("not used: mb_s ") && r.out.contains("the stream rate is read_mb_s"), r.out.constData());
        QVERIFY2(r.out.contains("predicted window 2,88"), r.out.constData());
        QVERIFY(r.out.contains("limit: measured stream rate (VMware esxtop batch CSV esxtop-madeup.csv"));
        const auto sim = runCli({QStringLiteral("simulate"), r.path, QStringLiteral("--use-case"),
                                 QStringLiteral("backup-first-full"), QStringLiteral("--json")});
        QVERIFY2(sim.exitCode == 0, sim.err.constData());
        const QJsonArray backups = QJsonDocument::fromJson(sim.out).object().value(QStringLiteral("backup_windows")).toArray();
        QVERIFY2(!backups.isEmpty(), sim.out.constData());
        const QJsonObject b = backups.first().toObject();
        const double minutes = b.value(QStringLiteral("minutes")).toDouble();
        const double byHand = 1810.0 * 1000.0 / (10.0 * 1.048576) / 60.0;
        QVERIFY2(std::fabs(minutes - byHand) < 0.002 * byHand, QByteArray::number(minutes).constData());
        // The interval is the measurement's +-10 % (assumed: the baseline states no uncertainty).
        QVERIFY(b.value(QStringLiteral("minutes_low")).toDouble() < minutes * 0.95);
        QVERIFY(b.value(QStringLiteral("minutes_high")).toDouble() > minutes * 1.05);
        QVERIFY2(b.value(QStringLiteral("bottleneck")).toString().startsWith(QStringLiteral("measured stream rate")),
                 sim.out.constData());
        // A restore takes the bytes written: 4 + 1 MBytes Written/sec = 5.243 MB/s.
        const auto restore = importInto(sample("esxtop-madeup.csv"), "ra1", "oracle-restore");
        QVERIFY2(restore.exitCode == 0, restore.err.constData());
        QVERIFY2(restore.out.contains("stream rate 5.24 MB/s = write_mb_s 5.243"), restore.out.constData());
    }

    // A truncated report whose missing section feeds no baseline figure imports, with the
    // warning naming the section and where the file ends (newcomer: jberesni-TK.txt cut before
    // 'IOStat by Function summary', line 2098, was refused although IOStat only cross-checks).
    // A report cut where baseline figures are lost stays refused, naming them.
    void truncatedWithoutNeededFigure()
    {
        QTemporaryDir dir;
        const QString path = cutTk(dir, "tk-iostat.txt", [](const QByteArray& t) {
            return t.indexOf("IOStat by Function summary "); // lines 1 - 2097
        });
        const auto r = importInto(path, "ra1", "oracle-oltp");
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.contains("tk-iostat.txt:2097: warning: no 'IOStat by Function summary' section (the file ends at "
                                "line 2097 without 'End of Report': a truncated report?): no iostat_read_requests_per_s, "
                                "iostat_write_requests_per_s; the baseline takes none of its figures"),
                 r.err.constData());
        QVERIFY(!r.err.contains("error"));
        const std::optional<Measurement> m = measuredOf(r.path, "oracle-oltp");
        QVERIFY(m && m->forced.empty());
        QVERIFY(near(m->writeIops, 1697.0, 0.001)); // Instance Activity Stats line 1930, 1,697.0 /s
        // Cut inside Instance Activity Stats, after its request totals (cliCutReport's late.txt):
        // refused, naming the baseline figures taken from the Load Profile instead.
        const QString late = cutTk(dir, "late.txt", [](const QByteArray& t) {
            return t.indexOf("user commits", t.indexOf("physical write total IO requests"));
        });
        const auto refused = importInto(late, "ra1", "oracle-oltp");
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains("baseline figures: 'Instance Activity Stats' cut short: tps from 'Load Profile'"),
                 refused.err.constData());
    }

    // A refusal --force does not override says so (newcomer: TK cut in its Load Profile, with
    // --force, was refused as before, and the docs claimed --force imports a truncated report).
    void hardRefusalCannotBeForced()
    {
        QTemporaryDir dir;
        const QString path = cutTk(dir, "tk-50.txt", [](const QByteArray& t) {
            qsizetype at = 0;
            for (int line = 0; line < 50; ++line)
                at = t.indexOf('\n', at) + 1;
            return at; // lines 1 - 50: the Load Profile, nothing after it
        });
        const auto cut = importInto(path, "ra1", "oracle-oltp", {QStringLiteral("--force")});
        QCOMPARE(cut.exitCode, 1);
        QVERIFY2(cut.err.contains("tk-50.txt:50: error: mb_s would be the Load Profile's 1.468 MB/s") &&
                     cut.err.contains("; cannot be forced: the file's own error"),
                 cut.err.constData());
        QCOMPARE(int(cut.err.count("mb_s would be the Load Profile's")), 1); // printed once, with the reason
        QVERIFY(!cut.wrote());
        // An idle database (the 19c HTML report, 0.014 average active sessions) and an absurd
        // demand (awrKC, an I/O test, into TPROC-C) alike.
        const auto idle = importInto(shared("pcambell-19c-awrrpt_1_17676_17677.html"), "ra1", "oracle-oltp",
                                     {QStringLiteral("--force")});
        QCOMPARE(idle.exitCode, 1);
        QVERIFY2(idle.err.contains("an idle database") && idle.err.contains("cannot be forced: figures this small"),
                 idle.err.constData());
        const auto absurd = importInto(shared("jberesni-awrKC.txt"), "ra1", "oracle-oltp", {QStringLiteral("--force")});
        QCOMPARE(absurd.exitCode, 1);
        QVERIFY2(absurd.err.contains("cannot be forced: the model would simulate demands"), absurd.err.constData());
        // A refusal --force does override does not say so: another engine (TK into SQL Server).
        const auto engine = importInto(shared("jberesni-TK.txt"), "ra1", "sql-oltp-1");
        QCOMPARE(engine.exitCode, 1);
        QVERIFY2(!engine.err.contains("cannot be forced") && engine.err.contains("(use --force to import it all the same)"),
                 engine.err.constData());
    }

    // Read and write MB/s apart give read_kb and write_kb apart (newcomer: a DSS workload set
    // read_kb = write_kb from the combined mean). By hand from jberesni-TK.txt over Elapsed
    // 28.02 min (line 16, 1,681.2 s): physical read total bytes 296,217,600 (line 1917) /
    // physical read total IO requests 6,020 (line 1916) = 49,206 bytes = 48.1 KB (KiB);
    // physical write total bytes 8,896,770,278 (line 1931) / physical write total IO requests
    // 2,853,380 (line 1930) = 3,118 bytes = 3.045 KB (3.05 from the figures as stored, 4 digits). Combined: 9,192,987,878 / 2,859,400 =
    // 3.14 KB, what both were before.
    void bytesApartSetReadAndWriteSizes()
    {
        const auto r = importInto(shared("jberesni-TK.txt"), "ra1", "oracle-dss");
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("mean read request 48.1 KB = 0.1762 MB/s read x 10^6 / 3.581 reads per s / 1,024 "
                                "(read_mb_s / read_iops, bytes / requests, measured"),
                 r.out.constData());
        QVERIFY2(r.out.contains("mean write request 3.05 KB = 5.292 MB/s write x 10^6 / 1,697 writes per s / 1,024"),
                 r.out.constData());
        QVERIFY(r.out.contains("not used: mb_s 5.468 MB/s"));
        const std::optional<Measurement> m = measuredOf(r.path, "oracle-dss");
        QVERIFY(m && near(m->readMbps, 296217600.0 / 1681.2 / 1e6, 0.002) &&
                near(m->writeMbps, 8896770278.0 / 1681.2 / 1e6, 0.002));
        // The design simulates MB/s = read IOPS x 48.1 KB + write IOPS x 3.05 KB in the baseline's
        // use case (oltp-dss, the first listing oracle-dss).
        const auto sim = runCli({QStringLiteral("simulate"), r.path, QStringLiteral("--use-case"), QStringLiteral("oltp-dss"),
                                 QStringLiteral("--no-intervals"), QStringLiteral("--json")});
        QVERIFY2(sim.exitCode == 0, sim.err.constData());
        const QJsonObject w = simulated(sim.out, "oracle-dss");
        const double reads = w.value(QStringLiteral("read_iops")).toDouble(), writes = w.value(QStringLiteral("write_iops")).toDouble();
        const double mbps = w.value(QStringLiteral("mb_s")).toDouble();
        QVERIFY2(reads > 0 && std::fabs(mbps - (reads * 49206.0 + writes * 3118.0) / 1e6) < 0.01 * mbps,
                 qPrintable(QStringLiteral("%1 %2 %3").arg(reads).arg(writes).arg(mbps)));
        // A baseline with mb_s only (a design written before) keeps the combined mean.
        Measurement old = *m;
        old.readMbps.reset();
        old.writeMbps.reset();
        Diagnostics dd;
        const auto ra1 = readDesignFile(r.path.toStdString(), dd);
        QVERIFY(ra1);
        Workload w2 = *ra1->workload("oracle-dss");
        w2.measured = old;
        const Calibration c = calibrateWorkload(w2, resolveProfile(*ra1, w2), 80.0);
        QVERIFY(c.readKB && std::fabs(*c.readKB - 9192987878.0 / 2859400.0 / 1024.0) < 0.01 * *c.readKB);
        QVERIFY(!c.writeIoKB);
    }

    // `measurement` prints a count as the file states it (newcomer: TPM 163382 printed as
    // 163400; hammerdb-v3-madeup.log line 12: "35450 NOPM from 163382 Oracle TPM").
    void measurementPrintsCountsWhole()
    {
        const auto r = runCli({QStringLiteral("measurement"), sample("hammerdb-v3-madeup.log")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("tpm = 163382 1/min"), r.out.constData());
        QVERIFY(r.out.contains("nopm = 35450 1/min"));
    }

    // --in-place keeps a commented design unless asked to drop the comments.
    void cliInPlace()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("d.topoplan.yaml"));
        QVERIFY(QFile::copy(QStringLiteral(TOPOPLAN_TEST_DATA "/../../resources/examples/ra1-mx7000-powermax.topoplan.yaml"),
                            path));
        QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        {
            QFile w(path);
            QVERIFY(w.open(QIODevice::WriteOnly | QIODevice::Append));
            w.write("# a comment\n");
        }
        const QStringList args{QStringLiteral("import-measurement"), sample("hammerdb-v4-madeup.log"), QStringLiteral("--design"),
                               path, QStringLiteral("--workload"), QStringLiteral("sql-oltp-1"), QStringLiteral("--in-place")};
        const auto refused = runCli(args);
        QCOMPARE(refused.exitCode, 1);
        QVERIFY(refused.err.contains("# comments"));
        const auto done = runCli(args + QStringList{QStringLiteral("--drop-comments")});
        QVERIFY2(done.exitCode == 0, done.err.constData());
        const auto m = measuredOf(path, "sql-oltp-1");
        QVERIFY(m);
        QCOMPARE(*m->nopm, 264796.0); // hammerdb-v4-madeup.log line 17, a count kept whole
    }
    // The block an import writes must load: a figure outside the design format's limits is
    // refused before anything is written (newcomer: cpu_pct -1.213 and nopm 1e23 written with
    // exit 0, `check` then rejecting the design). The reader refuses the file's own figures;
    // applyMeasurement() refuses what the combined baseline makes (a read_iops of one file
    // above the iops of another) with the same checks.
    void importRefusesWhatTheDesignRejects()
    {
        QTemporaryDir dir;
        QFile real(sample("hammerdb-v4-madeup.log"));
        QVERIFY(real.open(QIODevice::ReadOnly));
        QByteArray log = real.readAll();
        log.replace("264796 NOPM", "99999999999999999999999 NOPM");
        const QString path = dir.filePath(QStringLiteral("big.log"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(log);
        }
        const auto r = importInto(path, "ra1", "sql-oltp-1");
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("big.log:17:39: error: ") && r.err.contains("'nopm' is 1e+23, out of range (expected 0 to 1000000000000)"),
                 r.err.constData());
        QVERIFY(!r.wrote());
        Diagnostics d;
        auto design = readDesignFile(TOPOPLAN_TEST_DATA "/../../resources/examples/ra1-mx7000-powermax.topoplan.yaml", d);
        QVERIFY(design);
        const Design before = *design;
        Measurement m;
        m.tps = 100;
        m.iops = 1000;
        m.readIops = 900;
        m.writeIops = 600;
        m.origins["iops"] = "disk transfers/s 1000, from 'PhysicalDisk(_Total)', line 3";
        std::string error;
        std::vector<std::string> notes;
        QVERIFY(!applyMeasurement(*design, {"oracle-oltp", "", ""}, m, error, notes));
        QVERIFY2(error.find("the measured: block of workload 'oracle-oltp' would not load: measured read_iops + write_iops "
                            "(1500) exceed iops (1000) (iops: disk transfers/s 1000, from 'PhysicalDisk(_Total)', line 3") !=
                     std::string::npos,
                 error.c_str());
        QVERIFY(writeDesign(*design) == writeDesign(before));
    }

    // --use-case of a use case that does not run the workload: refused, naming those that do
    // (newcomer: backup-first-full taken for oracle-oltp, the baseline then simulated nowhere).
    void useCaseMustRunTheWorkload()
    {
        const auto r = importInto(shared("jberesni-TK.txt"), "ra1", "oracle-oltp",
                                  {QStringLiteral("--use-case"), QStringLiteral("backup-first-full")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("use case 'backup-first-full' does not run workload 'oracle-oltp' (its workloads: "
                                "oracle-backup-full-1; expected a use case the measurement was taken in, which runs it: "
                                "oltp-only, oltp-dss, oltp-dss-snapshot)"),
                 r.err.constData());
        QVERIFY(!r.wrote());
    }

    // -o onto an input file would replace the report by the design: refused; a full stdout
    // is an I/O error, not success.
    void outputOntoInputAndFullStdout()
    {
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("tk.txt"));
        QVERIFY(QFile::copy(shared("jberesni-TK.txt"), copy));
        const QByteArray before = [&] { QFile f(copy); return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray(); }();
        const auto r = runCli({QStringLiteral("import-measurement"), copy, QStringLiteral("--design"), QStringLiteral("builtin:ra1"),
                               QStringLiteral("--workload"), QStringLiteral("oracle-oltp"), QStringLiteral("-o"), copy});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("is the measurement file"), r.err.constData());
        QFile after(copy);
        QVERIFY(after.open(QIODevice::ReadOnly));
        QVERIFY(after.readAll() == before);
        if (QFile::exists(QStringLiteral("/dev/full"))) {
            QProcess p;
            p.setStandardOutputFile(QStringLiteral("/dev/full"));
            p.start(QStringLiteral(TOPOPLAN_CLI), {QStringLiteral("import-measurement"), shared("jberesni-TK.txt"),
                                                   QStringLiteral("--design"), QStringLiteral("builtin:ra1"),
                                                   QStringLiteral("--workload"), QStringLiteral("oracle-oltp")});
            QVERIFY(p.waitForFinished(120000));
            QCOMPARE(p.exitCode(), 3);
            QVERIFY(p.readAllStandardError().contains("cannot write the output to stdout"));
        }
    }
    // Statspack reports' snapshot times are read (the 'Snap Time' column under "~~~~~~~~",
    // tests/data/measurements/statspack-11g-madeup.txt lines 16-17), so that two RAC
    // instances' reports of different intervals are refused as AWR's are (newcomer: summed).
    void statspackIntervalsCompared()
    {
        QFile f(sample("statspack-11g-madeup.txt"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        std::string one = f.readAll().toStdString();
        const MeasurementReport alone = readMeasurementText(one, "sp.txt");
        QCOMPARE(QString::fromStdString(alone.begin), QStringLiteral("01-Dec-26 09:00:00"));
        QCOMPARE(QString::fromStdString(alone.end), QStringLiteral("01-Dec-26 10:00:00"));
        // RAC YES, instances 1 and 2 of one database; the second's snaps a day later.
        const std::size_t rac = one.find("11.2.0.4.0  NO");
        QVERIFY(rac != std::string::npos);
        one.replace(rac, 14, "11.2.0.4.0  YES");
        std::string two = one;
        two.replace(two.find("MADEUP              1"), 21, "MADEUP2             2");
        for (const char* t : {"01-Dec-26 09:00:00", "01-Dec-26 10:00:00"})
            two.replace(two.find(t), 9, "02-Dec-26");
        const CombinedMeasurement c = combineReports({readMeasurementText(one, "sp1.txt"), readMeasurementText(two, "sp2.txt")});
        QVERIFY(!c.ok());
        QVERIFY2(text(c.diagnostics).contains(QStringLiteral("report covers 02-Dec-26 09:00:00 - 02-Dec-26 10:00:00 (60 min), "
                                                             "sp1.txt 01-Dec-26 09:00:00 - 01-Dec-26 10:00:00")),
                 qPrintable(text(c.diagnostics)));
    }
    // A cluster's measurement (the RAC global report: 2 instances) into one instance's workload
    // without --storage: refused unless forced, the cluster's load counting N times named
    // (newcomer: imported with exit 0 into RA-1's single-instance oracle-oltp).
    void clusterIntoOneInstance()
    {
        const auto r = importInto(sample("awrgrpt-rac-madeup.txt"), "ra1", "oracle-oltp");
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("awrgrpt-rac-madeup.txt measured 2 instances (scaqaa05adm01.us, scaqaa05adm02.us), the "
                                "cluster's sum, and workload 'oracle-oltp' is one instance on host 'ora-host'") &&
                     r.err.contains("the cluster's load would count 2 times"),
                 r.err.constData());
        QVERIFY(!r.wrote());
        const auto forced = importInto(sample("awrgrpt-rac-madeup.txt"), "ra1", "oracle-oltp", {QStringLiteral("--force")});
        QVERIFY2(forced.exitCode == 0, forced.err.constData());
        const auto m = measuredOf(forced.path, "oracle-oltp");
        QVERIFY(m && m->forced.size() == 1);
    }
    // An Oracle report as the baseline of a storage whose use case also runs SQL Server on
    // it: refused unless forced, though the host counts agree (newcomer: the RAC global report
    // of 2 nodes into RA-1's pmax, which serves one Oracle and one SQL Server host in
    // oltp-only, imported without a word; pmax's baseline then held 3,300 of its ~36,000 IOPS).
    void storageBaselineOfOneEngine()
    {
        const QStringList storage{QStringLiteral("--storage"), QStringLiteral("pmax")};
        const auto r = importInto(sample("awrgrpt-rac-madeup.txt"), "ra1", "oracle-oltp", storage);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("measured Oracle only, and the baseline of storage 'pmax' is the total of use case "
                                "'oltp-only' on it, which also runs SQL Server (workloads sql-oltp-1, sql-oltp-2)"),
                 r.err.constData());
        QVERIFY(!r.wrote());
        const auto forced = importInto(sample("awrgrpt-rac-madeup.txt"), "ra1", "oracle-oltp",
                                       storage + QStringList{QStringLiteral("--force")});
        QVERIFY2(forced.exitCode == 0, forced.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestImportMeasurement)
#include "tst_importmeasurement.moc"
