// topoplan-cli analyze / sweep as a user runs them: the JSON layouts of
// docs/analysis-json.md (topoplan-analysis/1, topoplan-scenario/1, topoplan-sweep/1) on
// RA-1 and their key values (misuse cases: tst_climisuse). Runs the built
// topoplan-cli (TOPOPLAN_CLI) with QProcess; QJsonDocument is QtCore.
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

namespace {

const QString kRa1 = QStringLiteral(TOPOPLAN_RESOURCES_DIR "/examples/ra1-mx7000-powermax.topoplan.yaml");

using Run = topoplan::testing::CliRun;

Run cli(const QStringList& args) { return topoplan::testing::runCli(args); }

QJsonObject parse(const Run& r)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON (%s): %s", qPrintable(error.errorString()), r.out.left(200).constData());
    return doc.object();
}

QJsonObject flowById(const QJsonObject& analysis, const QString& id)
{
    for (const QJsonValue& f : analysis.value("flows").toArray())
        if (f.toObject().value("id").toString() == id)
            return f.toObject();
    return {};
}

QStringList strings(const QJsonValue& v)
{
    QStringList out;
    for (const QJsonValue& x : v.toArray())
        out << x.toString();
    return out;
}

// Every key of a topoplan-analysis/1 object and of its FLOW, LINK, PORT and FINDING
// entries, with its JSON type (docs/analysis-json.md).
void checkAnalysisLayout(const QJsonObject& a)
{
    QCOMPARE(a.value("format").toString(), QStringLiteral("topoplan-analysis/1"));
    QVERIFY(a.value("design").isString());
    QVERIFY(a.value("file").isString());
    QVERIFY(a.value("revision").isDouble());
    QVERIFY(a.value("failed").isArray());
    QVERIFY(a.value("notes").isArray());
    const QJsonArray flows = a.value("flows").toArray();
    QVERIFY(!flows.isEmpty());
    for (const QJsonValue& v : flows) {
        const QJsonObject f = v.toObject();
        for (const char* key : {"id", "kind", "source", "destination", "protocol", "status"})
            QVERIFY2(f.value(key).isString(), key);
        for (const char* key : {"designedPairs", "pathCount", "minFailuresToBreak"})
            QVERIFY2(f.value(key).isDouble(), key);
        QVERIFY(f.value("reachable").isBool());
        QVERIFY(f.value("workloads").isArray());
        QCOMPARE(f.value("pathCount").toInt(), f.value("paths").toArray().size());
        for (const QJsonValue& p : f.value("paths").toArray()) {
            const QJsonObject po = p.toObject();
            for (const char* key : {"initiator", "target", "controller", "fabric"})
                QVERIFY2(po.value(key).isString(), key);
            const QStringList hops = strings(po.value("hops"));
            QVERIFY(hops.size() >= 2);
            QCOMPARE(hops.first(), po.value("initiator").toString());
        }
        for (const QJsonValue& s : f.value("spofs").toArray()) {
            QVERIFY(s.toObject().value("element").isString());
            QVERIFY(s.toObject().value("kind").isString());
            QVERIFY(s.toObject().value("endpoint").isBool());
        }
        const QJsonObject bw = f.value("bandwidth").toObject();
        QVERIFY(bw.value("maxGbps").isDouble());
        QVERIFY(bw.value("maxMBps").isDouble());
        QVERIFY(bw.value("bottleneck").isArray());
        const QJsonObject load = f.value("load").toObject();
        QVERIFY(load.value("offeredMBps").isDouble());
        QVERIFY(load.value("offeredKnown").isBool());
        QVERIFY(load.value("busiestUtilization").isDouble());
        QVERIFY(load.value("busiestLink").isString());
    }
    const QJsonArray links = a.value("links").toArray();
    QVERIFY(!links.isEmpty());
    for (const QJsonValue& v : links) {
        const QJsonObject l = v.toObject();
        QVERIFY(l.value("id").isString());
        QVERIFY(l.value("family").isString());
        for (const char* key : {"speedGbps", "capacityMBps", "loadMBps", "loadAtoBMBps", "loadBtoAMBps", "utilization"})
            QVERIFY2(l.value(key).isDouble(), key);
        QVERIFY(l.value("failed").isBool());
    }
    for (const QJsonValue& v : a.value("ports").toArray()) {
        const QJsonObject p = v.toObject();
        QVERIFY(p.value("id").isString());
        QVERIFY(p.value("partition").isString());
        for (const char* key : {"capacityMBps", "loadMBps", "inMBps", "outMBps", "utilization"})
            QVERIFY2(p.value(key).isDouble(), key);
    }
    // Findings sorted errors first, then warnings, then info.
    int last = 2;
    for (const QJsonValue& v : a.value("findings").toArray()) {
        const QJsonObject f = v.toObject();
        const QString sev = f.value("severity").toString();
        const int rank = sev == "error" ? 2 : sev == "warning" ? 1 : sev == "info" ? 0 : -1;
        QVERIFY2(rank >= 0, qPrintable(sev));
        QVERIFY(rank <= last);
        last = rank;
        QVERIFY(f.value("code").isString());
        QVERIFY(!f.value("message").toString().isEmpty());
        QVERIFY(f.value("ids").isArray());
    }
}

int countCode(const QJsonObject& analysis, const QString& code)
{
    int n = 0;
    for (const QJsonValue& f : analysis.value("findings").toArray())
        n += f.toObject().value("code").toString() == code;
    return n;
}

} // namespace

class TestAnalyzeCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void analyzeJson()
    {
        const Run r = cli({"analyze", kRa1, "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject a = parse(r);
        checkAnalysisLayout(a);
        QVERIFY(strings(a.value("failed")).isEmpty());
        QCOMPARE(a.value("revision").toInt(), 0); // docs/analysis-json.md: 0 from the CLI
        for (const QString host : {"ora-host", "sql-host"}) {
            const QJsonObject f = flowById(a, "storage:" + host + "->pmax");
            QVERIFY2(!f.isEmpty(), qPrintable(host));
            // published-results.yaml RA-1 "paths": 8 unique paths from each ESXi host to the
            // PowerMax (2 FCoE initiators x 4 zoned front-end ports, architectures.md RA-1).
            QCOMPARE(f.value("pathCount").toInt(), 8);
            QCOMPARE(f.value("kind").toString(), QStringLiteral("storage"));
            QCOMPARE(f.value("protocol").toString(), QStringLiteral("fc")); // FCoE counts as fc (docs)
            QVERIFY(f.value("reachable").toBool());
            // Issue 3 "done when": the N-1 analysis names only what really is single on the
            // storage flows: the chassis, the host, the array (and its engine): all endpoints.
            for (const QJsonValue& s : f.value("spofs").toArray())
                QVERIFY2(s.toObject().value("endpoint").toBool(), qPrintable(s.toObject().value("element").toString()));
            QVERIFY(f.value("minFailuresToBreak").toInt() >= 2);
        }
        QCOMPARE(countCode(a, "unreachable"), 0);
    }

    void analyzeFailIom()
    {
        const Run r = cli({"analyze", kRa1, "--fail", "iom-a1", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject a = parse(r);
        checkAnalysisLayout(a);
        QCOMPARE(strings(a.value("failed")), QStringList{"iom-a1"});
        for (const QString host : {"ora-host", "sql-host"}) {
            const QJsonObject f = flowById(a, "storage:" + host + "->pmax");
            // Issue 3 "done when": losing IOM A1 leaves 4 paths per host: zoning gives 2
            // initiators x 4 targets, and the fabric A initiator's path is lost.
            QCOMPARE(f.value("pathCount").toInt(), 4);
            QVERIFY(f.value("reachable").toBool());
            for (const QJsonValue& p : f.value("paths").toArray())
                QVERIFY(!strings(p.toObject().value("hops")).contains("iom-a1"));
        }
    }

    // A design whose workloads have no path says which end lacks a cable (issue 16,
    // newcomer check: "host-1 -> arr-1 (storage, ): 0 paths", nothing about why).
    // tests/data/analysis/no-cables.topoplan.yaml: host-1 has no cable, host-2 one to a
    // switch, arr-1 none (its notes).
    void analyzeSaysWhatIsMissing()
    {
        const Run r = cli({"analyze", QStringLiteral(TOPOPLAN_TEST_DATA "/analysis/no-cables.topoplan.yaml")});
        QCOMPARE(r.exitCode, 0); // no requirements declared: nothing to gate on
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(QStringLiteral("host-1 -> arr-1 (storage): 0 paths  UNREACHABLE: no cable from host-1")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("host-2 -> arr-1 (storage): 0 paths  UNREACHABLE: no cable to arr-1")), qPrintable(out));
        QVERIFY2(!out.contains(QStringLiteral(", )")) && !out.contains(QStringLiteral("[]")), qPrintable(out));
        // The same reason in the finding and the JSON status.
        QVERIFY(out.contains(QStringLiteral("storage arr-1 is unreachable from host-1: no cable from host-1")));
        const QJsonObject a = parse(cli({"analyze", QStringLiteral(TOPOPLAN_TEST_DATA "/analysis/no-cables.topoplan.yaml"), "--json"}));
        QVERIFY(flowById(a, "storage:host-2->arr-1").value("status").toString().startsWith(QStringLiteral("no cable to arr-1")));
    }

    void closedWorkloadOfferedLoad()
    {
        // RA-1's workloads are closed (HammerDB users, think time 0: architectures.md): the
        // graph analysis alone has no rate for them and says so instead of "0 MB/s".
        const Run plain = cli({"analyze", kRa1});
        QCOMPARE(plain.exitCode, 0);
        QVERIFY(plain.out.contains("offered load: closed workload: offered load from simulate"));
        // --use-case takes the rates from the performance model (simulate) for the use
        // case's workloads; the JSON then knows the offered load of the storage flows and
        // the backup stream, outside the use case, is idle (0, known).
        const Run r = cli({"analyze", kRa1, "--use-case", "oltp-only", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject a = parse(r);
        checkAnalysisLayout(a);
        const QJsonObject load = flowById(a, "storage:ora-host->pmax").value("load").toObject();
        QVERIFY(load.value("offeredKnown").toBool());
        QVERIFY(load.value("offeredMBps").toDouble() > 0.0);
        const QJsonObject backup = flowById(a, "backup:ora-host->dd9300").value("load").toObject();
        QVERIFY(backup.value("offeredKnown").toBool());
        QCOMPARE(backup.value("offeredMBps").toDouble(), 0.0);
        // A backup use case: the backup stream's offered load is its window's MB/s
        // (core/performance/backup.h), not 0. RA-1 first full: 1,810 GB sent at the DD Boost client's
        // segment processing limit, 10 vCPU x 100 MB/s per vCPU (modelconstants.h
        // kDdBoostMBpsPerVcpu) = 1,000 MB/s, as simulate --use-case backup-first-full reports.
        const QJsonObject bf = parse(cli({"analyze", kRa1, "--use-case", "backup-first-full", "--json"}));
        const QJsonObject bload = flowById(bf, "backup:ora-host->dd9300").value("load").toObject();
        QVERIFY(bload.value("offeredKnown").toBool());
        QVERIFY(qAbs(bload.value("offeredMBps").toDouble() - 1000.0) < 1.0);
        const Run bad = cli({"analyze", kRa1, "--use-case", "no-such-case"});
        QVERIFY(bad.exitCode != 0);
        QVERIFY(bad.err.contains("no use case 'no-such-case'"));
    }

    void analyzeFailBothIoms()
    {
        const Run r = cli({"analyze", kRa1, "--fail", "iom-a1", "--fail", "iom-b1", "--json"});
        QCOMPARE(r.exitCode, 0); // the analysis ran, even though it found errors (docs)
        const QJsonObject a = parse(r);
        // Issue 3 "done when": losing both IOMs makes storage unreachable with a clear finding.
        QVERIFY(!flowById(a, "storage:ora-host->pmax").value("reachable").toBool());
        QVERIFY(countCode(a, "unreachable") >= 2);
    }

    void analyzeScenario()
    {
        const Run r = cli({"analyze", kRa1, "--scenario", "lose-iom-a1", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject s = parse(r);
        QCOMPARE(s.value("format").toString(), QStringLiteral("topoplan-scenario/1"));
        QCOMPARE(s.value("scenario").toString(), QStringLiteral("lose-iom-a1"));
        const QJsonArray steps = s.value("steps").toArray();
        // The example's scenario: fail iom-a1 at minute 15, repair it at minute 40 (RA-1
        // example file, "assumed" timing); the baseline step comes first.
        QCOMPARE(steps.size(), 3);
        const QList<std::tuple<double, QString, QString, int>> expected{
            {0.0, "start", "", 8}, {15.0, "fail", "iom-a1", 4}, {40.0, "repair", "iom-a1", 8}};
        for (int i = 0; i < steps.size(); ++i) {
            const QJsonObject step = steps[i].toObject();
            QCOMPARE(step.value("atMin").toDouble(), std::get<0>(expected[i]));
            QCOMPARE(step.value("action").toString(), std::get<1>(expected[i]));
            QCOMPARE(step.value("target").toString(), std::get<2>(expected[i]));
            const QJsonObject analysis = step.value("analysis").toObject();
            checkAnalysisLayout(analysis);
            // 8 paths per host (published-results.yaml) outside the failure, 4 during it.
            QCOMPARE(flowById(analysis, "storage:ora-host->pmax").value("pathCount").toInt(), std::get<3>(expected[i]));
        }
        QCOMPARE(strings(steps[1].toObject().value("analysis").toObject().value("failed")), QStringList{"iom-a1"});
        QVERIFY(strings(steps[2].toObject().value("analysis").toObject().value("failed")).isEmpty());
    }

    void sweepDepth1()
    {
        const Run r = cli({"sweep", kRa1, "--json", "--depth", "1"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject s = parse(r);
        QCOMPARE(s.value("format").toString(), QStringLiteral("topoplan-sweep/1"));
        QCOMPARE(s.value("depth").toInt(), 1);
        QVERIFY(s.value("design").isString());
        QVERIFY(s.value("file").isString());
        const QJsonArray entries = s.value("entries").toArray();
        QVERIFY(!entries.isEmpty());
        QCOMPARE(s.value("tested").toInt(), entries.size() + s.value("harmless").toInt());
        int lastBroken = 1 << 30;
        for (const QJsonValue& v : entries) {
            const QJsonObject e = v.toObject();
            QCOMPARE(strings(e.value("elements")).size(), 1);
            QCOMPARE(strings(e.value("kinds")).size(), 1);
            QVERIFY(e.value("endpointOnly").isBool());
            QVERIFY(e.value("pathsLost").isDouble());
            // Ranked by flows broken first (docs/analysis-json.md).
            const int broken = int(e.value("flowsBroken").toArray().size());
            QVERIFY(broken <= lastBroken);
            lastBroken = broken;
            // Issue 3 "done when": what breaks a storage flow alone is an endpoint (the
            // chassis, the host, the array), never a fabric element.
            for (const QString& flow : strings(e.value("flowsBroken")))
                if (flow.startsWith("storage:"))
                    QVERIFY2(e.value("endpointOnly").toBool(), qPrintable(strings(e.value("elements")).first()));
        }
        // The chassis holds both hosts: its loss breaks every flow, and it ranks first.
        QCOMPARE(strings(entries.first().toObject().value("elements")), QStringList{"mx7000-1"});
    }

    void sweepDepth2()
    {
        const Run r = cli({"sweep", kRa1, "--json", "--depth", "2"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject s = parse(r);
        QCOMPARE(s.value("format").toString(), QStringLiteral("topoplan-sweep/1"));
        QCOMPARE(s.value("depth").toInt(), 2);
        bool bothIoms = false;
        for (const QJsonValue& v : s.value("entries").toArray()) {
            const QJsonObject e = v.toObject();
            const QStringList elements = strings(e.value("elements"));
            QCOMPARE(elements.size(), 2);
            QCOMPARE(e.value("pathsLost").toInt(), 0); // depth 2: pathsLost is 0 (docs)
            QVERIFY(!e.value("flowsBroken").toArray().isEmpty());
            if (elements == QStringList{"iom-a1", "iom-b1"}) {
                bothIoms = true;
                // Issue 3 "done when": losing both IOMs makes storage unreachable.
                QVERIFY(strings(e.value("flowsBroken")).contains("storage:ora-host->pmax"));
            }
        }
        QVERIFY(bothIoms);
    }

    // simulate runs the design's use cases as declared (issue 4): by default the first one
    // (RA-1 "oltp-only": Oracle OLTP and the two SQL OLTP databases, architectures.md use
    // case 1), a named one with --use-case, each in turn with --use-case all. A TPC-H-like
    // workload shows its one query stream (architectures.md: "one query stream") as users.
    void simulateUseCases()
    {
        const Run def = cli({"simulate", kRa1, "--json"});
        QCOMPARE(def.exitCode, 0);
        const QJsonObject d = parse(def);
        QCOMPARE(d.value("use_case").toString(), QString("oltp-only"));
        QStringList ids;
        for (const QJsonValue& w : d.value("workloads").toArray())
            ids << w.toObject().value("id").toString();
        QCOMPARE(ids, (QStringList{"oracle-oltp", "sql-oltp-1", "sql-oltp-2"}));

        const QJsonObject dss = parse(cli({"simulate", kRa1, "--use-case", "oltp-dss", "--json"}));
        QCOMPARE(dss.value("use_case").toString(), QString("oltp-dss"));
        QCOMPARE(dss.value("workloads").toArray().size(), 6);
        for (const QJsonValue& w : dss.value("workloads").toArray())
            if (w.toObject().value("id").toString().contains("dss"))
                QCOMPARE(w.toObject().value("model_users").toDouble(), 1.0); // one stream as the profile declares

        const QJsonObject all = parse(cli({"simulate", kRa1, "--use-case", "all", "--json"}));
        const QJsonArray runs = all.value("runs").toArray();
        QCOMPARE(runs.size(), 6); // the six use cases of the RA-1 example
        QCOMPARE(runs.at(3).toObject().value("use_case").toString(), QString("backup-first-full"));
        QCOMPARE(runs.at(3).toObject().value("backup_windows").toArray().size(), 1);
        QCOMPARE(runs.at(3).toObject().value("workloads").toArray().size(), 0);

        const Run text = cli({"simulate", kRa1});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("use case: oltp-only"));
        QVERIFY(text.out.contains("--use-case all"));
    }
};

QTEST_GUILESS_MAIN(TestAnalyzeCli)
#include "tst_analyzecli.moc"
