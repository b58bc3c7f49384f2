// Measurement readers (core/measurements/measurementreport.h): Oracle AWR text and HTML,
// Statspack, perfmon PDH-CSV, esxtop batch CSV, HammerDB logs, and `topoplan-cli measurement`.
//
// The real files are those of shared/reference/measurements/, used as they are. Every
// expected value below is read by hand off the file and line named next to it (rates that
// the reader derives from a total are compared with the report's own per-second column of
// the same row, within 0.5 %: the reader divides by 'Elapsed' in minutes to 2 decimals,
// Oracle by the exact snapshot interval). The samples in tests/data/measurements/ are made
// up (their README and the files say so); their expected values are computed by hand from
// the sample rows in the comments.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include "clirun.h"
#include "core/measurements/measurementreport.h"

#include <algorithm>
#include <string>

using namespace topoplan::core;

namespace {

std::string shared(const char* name)
{
    return std::string(TOPOPLAN_SHARED_DIR "/reference/measurements/") + name;
}

std::string sample(const char* name)
{
    return std::string(TOPOPLAN_TEST_DATA "/measurements/") + name;
}

std::string readAll(const std::string& path)
{
    QFile f(QString::fromStdString(path));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

QString dump(const MeasurementReport& r)
{
    return QString::fromStdString(formatDiagnostics(r.diagnostics));
}

// The figure `key` exists, was read at `line`, and equals `expected` within `relative`.
void expectFigure(const MeasurementReport& r, const char* key, double expected, int line, double relative = 1e-9)
{
    const Figure* f = r.find(key);
    QVERIFY2(f, key);
    QVERIFY2(std::fabs(f->value - expected) <= std::fabs(expected) * relative + 1e-12,
             qPrintable(QStringLiteral("%1 = %2, expected %3").arg(key).arg(f->value, 0, 'g', 10).arg(expected)));
    if (line > 0)
        QVERIFY2(f->origin.line == line,
                 qPrintable(QStringLiteral("%1 read at line %2, expected %3").arg(key).arg(f->origin.line).arg(line)));
}

// The number of lines of `text` as a reader numbers them (a last line without a line end counts).
int linesOf(const std::string& text)
{
    return int(std::count(text.begin(), text.end(), '\n')) + (text.empty() || text.back() == '\n' ? 0 : 1);
}

bool hasMessage(const MeasurementReport& r, Diagnostic::Severity severity, const char* fragment)
{
    for (const Diagnostic& d : r.diagnostics)
        if (d.severity == severity && d.message.find(fragment) != std::string::npos)
            return true;
    return false;
}

} // namespace

class TestMeasurements : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // jberesni-QS02FNT_AWR_AskTom.txt: 12.1.0.2 single instance, AIX, CRLF line endings.
    void awrTextSingleInstance()
    {
        const MeasurementReport r = readMeasurementFile(shared("jberesni-QS02FNT_AWR_AskTom.txt"));
        QVERIFY2(r.ok(), qPrintable(dump(r)));
        QCOMPARE(r.format, MeasurementFormat::AwrText);
        QCOMPARE(r.database, std::string("QS02FNT"));  // line 5
        QCOMPARE(r.instance, std::string("QS02FNT (1)")); // line 5: Instance, Inst Num
        QCOMPARE(r.host, std::string("szhm2254"));     // line 9
        QCOMPARE(r.version, std::string("12.1.0.2.0")); // line 5
        QVERIFY(!r.rac);                                // line 5: RAC NO
        QVERIFY(!r.idle);
        expectFigure(r, "interval_min", 44.22, 15);         // "Elapsed: 44.22 (mins)"
        expectFigure(r, "db_time_s_per_s", 0.6, 29);        // Load Profile "DB Time(s): 0.6"
        expectFigure(r, "db_cpu_s_per_s", 0.1, 30);         // "DB CPU(s): 0.1"
        expectFigure(r, "redo_bytes_per_s", 10071.4, 32);   // "Redo size (bytes): 10,071.4"
        expectFigure(r, "db_read_requests_per_s", 0.6, 37); // "Read IO requests: 0.6"
        expectFigure(r, "load_profile_tps", 1.4, 50);       // "Transactions: 1.4"
        expectFigure(r, "db_cpu_s", 342.8, 154);            // Time Model "DB CPU 342.8"
        // Operating System Statistics: BUSY_TIME 300,121 (line 179), IDLE_TIME 1,842,208
        // (line 180): 14.0 %, the Host CPU %Idle 86.0 of line 93 as a cross-check.
        expectFigure(r, "cpu_pct", 300121.0 / (300121.0 + 1842208.0) * 100.0, 179);
        QVERIFY(std::fabs(r.find("cpu_pct")->value - (100.0 - 86.0)) < 0.05);
        expectFigure(r, "cores", 8, 189);      // NUM_CPUS 8
        expectFigure(r, "host_cores", 2, 188); // NUM_CPU_CORES 2
        // Instance Activity Stats: user commits 1.0/s (line 1650) + user rollbacks 0.4/s
        // (line 1653) = Load Profile Transactions 1.4.
        expectFigure(r, "tps", 1.4, 1650, 0.01);
        expectFigure(r, "read_iops", 7.2, 1509, 0.01);  // physical read total IO requests 7.2/s
        expectFigure(r, "write_iops", 6.5, 1522, 0.01); // physical write total IO requests 6.5/s
        expectFigure(r, "iops", 13.7, 1509, 0.01);      // = IO Profile "Total Requests: 13.7" (line 101)
        // (146,134.8 + 92,375.7) B/s (lines 1508, 1521) / 10^6
        expectFigure(r, "mb_s", (146134.8 + 92375.7) / 1e6, 1508, 0.005);
        expectFigure(r, "read_mb_s", 146134.8 / 1e6, 1508, 0.005);  // physical read total bytes 146,134.8/s
        expectFigure(r, "write_mb_s", 92375.7 / 1e6, 1521, 0.005);  // physical write total bytes 92,375.7/s
        expectFigure(r, "read_latency_ms", 5.45, 69);  // Top 10: db file sequential read 5.45 ms
        expectFigure(r, "log_file_sync_ms", 7.21, 67); // log file sync 7.21 ms
        expectFigure(r, "write_latency_ms", 3.12, 279); // Background: log file parallel write 3.12 ms
        expectFigure(r, "buffer_cache_mib", 2784, 129); // Cache Sizes "Buffer Cache: 2,784M"
        expectFigure(r, "block_size_kib", 8, 129);      // "Std Block Size: 8K"
        expectFigure(r, "iostat_read_requests_per_s", 7.2, 1697); // IOStat by Function TOTAL
        // The baseline: keys of core/measurement.h with their origins.
        const Measurement m = toMeasurement(r);
        QVERIFY(m.tps && std::fabs(*m.tps - 1.4) < 0.014);
        QVERIFY(m.readLatencyMs && *m.readLatencyMs == 5.45);
        QCOMPARE(m.cpuOf, std::string("vm"));
        QCOMPARE(m.origins.at("read_latency_ms"),
                 std::string("single-block read latency (db file sequential read, avg wait) 5.45 ms, from 'Top 10 "
                             "Foreground Events by Total Wait Time' db file sequential read, line 69"));
        QVERIFY(m.origins.count("cpu_pct") && m.origins.count("iops") && m.origins.count("interval_min"));
        QVERIFY(!m.tpm && !m.nopm && !m.users); // an AWR report has none of them
    }

    // jberesni-TK.txt: one instance of a 2-node RAC, 288 CPUs, about 1,680 transactions/s.
    void awrTextRacInstance()
    {
        const MeasurementReport r = readMeasurementFile(shared("jberesni-TK.txt"));
        QVERIFY2(r.ok(), qPrintable(dump(r)));
        QVERIFY(r.rac);                                    // line 6: RAC YES
        QCOMPARE(r.instance, std::string("jc1 (1)"));       // line 6
        QCOMPARE(r.host, std::string("scaqaa05adm01.us")); // line 10 (truncated by AWR)
        expectFigure(r, "interval_min", 28.02, 16);
        expectFigure(r, "tps", 1680.0, 2066, 0.005);        // user commits 1,680.0/s; rollbacks 0 (line 2069)
        expectFigure(r, "write_iops", 1697.0, 1930, 0.005); // physical write total IO requests 1,697.0/s
        expectFigure(r, "read_iops", 3.6, 1916, 0.01);      // physical read total IO requests 3.6/s
        expectFigure(r, "write_latency_ms", 0.15, 288);     // log file parallel write 0.15 ms
        expectFigure(r, "log_file_sync_ms", 0.23, 67);
        expectFigure(r, "cores", 288, 187);                 // NUM_CPUS
        expectFigure(r, "cpu_pct", 571930.0 / (571930.0 + 47738283.0) * 100.0, 178); // lines 178-179
        // The derivation quotes the file's counters as they stand (it printed IDLE_TIME 47738280).
        QVERIFY2(r.find("cpu_pct")->derivation.find("BUSY_TIME 571930 / (BUSY_TIME + IDLE_TIME 47738283)") != std::string::npos,
                 r.find("cpu_pct")->derivation.c_str());
        // A RAC instance says so; no read latency (no db file sequential read in its top events).
        bool racNote = false;
        for (const std::string& n : r.notes)
            racNote = racNote || n.find("(the cluster has 2 instances)") != std::string::npos;
        QVERIFY(racNote);
        QVERIFY(!r.find("read_latency_ms"));
    }

    // jberesni-awrKC.txt: a 2-minute I/O test at about 127,500 read requests/s.
    void awrTextIoTest()
    {
        const MeasurementReport r = readMeasurementFile(shared("jberesni-awrKC.txt"));
        QVERIFY2(r.ok(), qPrintable(dump(r)));
        expectFigure(r, "interval_min", 2.02, 16);
        expectFigure(r, "db_read_requests_per_s", 127500.0, 36);   // Load Profile "Read IO requests: 127,500.0"
        expectFigure(r, "db_read_mib_per_s", 996.7, 38);          // "Read IO (MB): 996.7"
        expectFigure(r, "read_iops", 127505.2, 1157, 0.005);       // physical read total IO requests 127,505.2/s
        expectFigure(r, "mb_s", 1.04522451e9 / 1e6, 1158, 0.005);  // physical read total bytes 1.04522451E+09/s
        expectFigure(r, "read_latency_ms", 0.26, 67);              // db file sequential read 0.26 ms
        expectFigure(r, "write_latency_ms", 1.40, 263);            // log file parallel write 1.40 ms
        expectFigure(r, "iostat_read_requests_per_s", 1.3e5, 1315); // IOStat TOTAL "1.3E+05"
        expectFigure(r, "buffer_cache_mib", 256, 126);
        expectFigure(r, "cpu_pct", 72614.0 / (72614.0 + 795376.0) * 100.0, 173);
        // user commits 4 in 121.2 s (line 1273); no 'user rollbacks' row in this report.
        expectFigure(r, "tps", 4.0 / (2.02 * 60.0), 1273);
        QVERIFY(!r.idle); // 5 s of DB time per second (line 28)
    }

    // pcambell-19c-awrrpt_1_17676_17677.html: 19c HTML, lightly loaded: an idle warning.
    void awrHtml19c()
    {
        const MeasurementReport r = readMeasurementFile(shared("pcambell-19c-awrrpt_1_17676_17677.html"));
        QVERIFY2(r.ok(), qPrintable(dump(r)));
        QCOMPARE(r.format, MeasurementFormat::AwrHtml);
        QCOMPARE(r.database, std::string("ORCL"));         // line 47
        QCOMPARE(r.instance, std::string("orcl (1)"));      // line 53
        QCOMPARE(r.version, std::string("19.0.0.0.0"));    // line 47
        QCOMPARE(r.host, std::string("oracle"));           // line 59
        QCOMPARE(r.begin, std::string("02-Jan-25 10:00:59")); // line 64
        expectFigure(r, "interval_min", 59.23, 66);
        expectFigure(r, "db_time_min", 0.80, 67);
        expectFigure(r, "read_latency_ms", 1.27, 116);   // "1.27ms": 19c's unit-suffixed Avg Wait
        expectFigure(r, "log_file_sync_ms", 4.96, 115);  // "4.96ms"
        expectFigure(r, "write_latency_ms", 5.01, 388);  // Background Wait Events: log file parallel write "5.01ms"
        expectFigure(r, "cpu_pct", 21630.0 / (21630.0 + 5656987.0) * 100.0, 287); // lines 287-288
        expectFigure(r, "cores", 16, 298);
        expectFigure(r, "db_cpu_s", 38.85, 261);
        expectFigure(r, "read_iops", 2.81, 1854, 0.005);  // physical read total IO requests 2.81/s
        expectFigure(r, "write_iops", 3.00, 1866, 0.005); // physical write total IO requests 3.00/s
        expectFigure(r, "tps", 0.28, 1987, 0.02);         // user commits 0.28/s + user rollbacks 0.00 (line 1990)
        expectFigure(r, "mb_s", (92848.36 + 81009.15) / 1e6, 1855, 0.005); // lines 1855, 1867
        expectFigure(r, "buffer_cache_mib", 5568, 183);
        // DB time 0.80 of 59.23 minutes = 0.0135 average active sessions: idle.
        QVERIFY(r.idle);
        QVERIFY(hasMessage(r, Diagnostic::Severity::Warning, "an idle database"));
    }

    // A text report spooled from SQL*Plus: prompts before it, "OUTPUT" page headers inside.
    void awrInSqlPlusPrompts()
    {
        const std::string real = readAll(shared("jberesni-awrKC.txt"));
        QVERIFY(!real.empty());
        const std::string wrapped = "SQL> @?/rdbms/admin/awrrpt\n\nEnter value for report_type: text\n"
                                    "Enter value for begin_snap: 410\nEnter value for end_snap: 411\n"
                                    "Using the report name awrrpt_1_410_411.txt\n\nOUTPUT\n"
                                    "--------------------------------------------------------------------------------\n" +
                                    real + "\nReport written to awrrpt_1_410_411.txt\nSQL> exit\n";
        const MeasurementReport r = readMeasurementText(wrapped, "spooled.lst");
        QVERIFY2(r.ok(), qPrintable(dump(r)));
        // Same figures as the file itself (awrTextIoTest), lines shifted by the 9 prompt lines.
        expectFigure(r, "read_latency_ms", 0.26, 67 + 9);
        expectFigure(r, "interval_min", 2.02, 16 + 9);
    }

    // Made-up Statspack report (tests/data/measurements/statspack-11g-madeup.txt).
    void statspack()
    {
        const MeasurementReport r = readMeasurementFile(sample("statspack-11g-madeup.txt"));
        QVERIFY2(r.ok(), qPrintable(dump(r)));
        QCOMPARE(r.format, MeasurementFormat::StatspackText);
        QCOMPARE(r.host, std::string("madeup-db01"));
        expectFigure(r, "interval_min", 60, 18);
        expectFigure(r, "db_time_s_per_s", 2.4, 28);            // "DB time(s): 2.4" (Statspack's lower-case t)
        expectFigure(r, "physical_read_blocks_per_s", 500, 33); // old label "Physical reads": blocks
        QVERIFY(!r.find("db_read_requests_per_s"));             // no request rows in this format
        expectFigure(r, "tps", (360000.0 + 3600.0) / 3600.0, 90); // commits + rollbacks / 3,600 s
        expectFigure(r, "read_iops", 1800000.0 / 3600.0, 86);
        expectFigure(r, "write_iops", 720000.0 / 3600.0, 88);
        expectFigure(r, "mb_s", (14745600000.0 + 11796480000.0) / 3600.0 / 1e6, 87);
        expectFigure(r, "cpu_pct", 40, 65); // 2,304,000 / (2,304,000 + 3,456,000)
        expectFigure(r, "read_latency_ms", 4, 54);  // Top 5 Timed Events, Avg wait (ms)
        expectFigure(r, "write_latency_ms", 1, 78); // Background Wait Events
        expectFigure(r, "shared_pool_mib", 1024, 24); // "Shared Pool:" (AWR: "Shared Pool Size:")
        bool blocksNote = false;
        for (const std::string& n : r.notes)
            blocksNote = blocksNote || n.find("database blocks, not I/O requests") != std::string::npos;
        QVERIFY(blocksNote);
    }

    // Reports concatenated in one file (issue 19, newcomer: read as the first one, silently):
    // the first is read, a warning at the second's title line says so and which report the
    // figures are of. Made up here from the real reports and the Statspack sample.
    void awrConcatenated()
    {
        const auto warningOf = [](const MeasurementReport& r) {
            const auto w = std::find_if(r.diagnostics.begin(), r.diagnostics.end(), [](const Diagnostic& d) {
                return d.severity == Diagnostic::Severity::Warning && d.message.find("another report starts here") != std::string::npos;
            });
            return w == r.diagnostics.end() ? nullptr : &*w;
        };
        const std::string ask = readAll(shared("jberesni-QS02FNT_AWR_AskTom.txt"));
        const std::string tk = readAll(shared("jberesni-TK.txt"));
        // AskTom (4,267 lines) then TK, whose title is its line 2: line 4,269 (the first report
        // read up to the line before it).
        const MeasurementReport r = readMeasurementText(ask + tk, "two.txt");
        QVERIFY2(r.ok(), qPrintable(dump(r)));
        QCOMPARE(r.database, std::string("QS02FNT"));
        expectFigure(r, "write_latency_ms", 3.12, 279); // AskTom's, as awrTextSingleInstance()
        expectFigure(r, "tps", 1.4, 1650, 0.01);
        const Diagnostic* w = warningOf(r);
        QVERIFY2(w, qPrintable(dump(r)));
        QCOMPARE(w->pos.line, linesOf(ask) + 2);
        QVERIFY2(w->message.find("the file holds 2 reports one after the other; the figures are of the first only (lines 1 - 4268: "
                                 "DB QS02FNT instance QS02FNT (1), 21-Apr-16 13:15:30 - 21-Apr-16 13:59:43)") != std::string::npos,
                 w->message.c_str());
        // What the second one is (TK.txt lines 2-9: DB JC, instance jc1, Inst Num 1, snaps 6979-6980).
        QVERIFY2(w->message.find("another report starts here ('WORKLOAD REPOSITORY report for', DB JC instance jc1 (1), "
                                 "snaps 6979 - 6980") != std::string::npos, w->message.c_str());
        QVERIFY(r.truncated.empty());

        // AskTom cut inside Instance Activity Stats (after line 1515), then TK: the first
        // report is truncated (TK's 'End of Report' is not its end), and no figure comes from
        // TK's rows (write requests: AskTom's Load Profile, 0.9/s at line 38, not TK's 1,697/s).
        std::string cut;
        for (std::size_t at = 0, n = 0; n < 1515; ++n)
            at = ask.find('\n', at) + 1, cut = ask.substr(0, at);
        const MeasurementReport c = readMeasurementText(cut + tk, "cut.txt");
        QVERIFY(!c.truncated.empty());
        QVERIFY(warningOf(c));
        if (const Figure* f = c.find("write_iops"))
            QVERIFY2(f->value < 10, qPrintable(QString::number(f->value)));

        // The Statspack sample (94 lines, title at line 4) twice: the second title at line 98.
        const std::string sp = readAll(sample("statspack-11g-madeup.txt"));
        const MeasurementReport s = readMeasurementText(sp + sp + sp, "three.txt");
        QVERIFY2(s.ok(), qPrintable(dump(s)));
        expectFigure(s, "tps", (360000.0 + 3600.0) / 3600.0, 90); // as statspack()
        QVERIFY(warningOf(s));
        QCOMPARE(warningOf(s)->pos.line, 98);
        QVERIFY(warningOf(s)->message.find("the file holds 3 reports") != std::string::npos);

        // The 19c HTML report (4,150 lines, its <h1> at line 40) twice: line 4,190.
        const std::string html = readAll(shared("pcambell-19c-awrrpt_1_17676_17677.html"));
        const MeasurementReport h = readMeasurementText(html + html, "two.html");
        QVERIFY2(h.ok(), qPrintable(dump(h)));
        QVERIFY(warningOf(h));
        QCOMPARE(warningOf(h)->pos.line, linesOf(html) + 40);
        QVERIFY(h.truncated.empty());
    }

    // Made-up perfmon log (tests/data/measurements/perfmon-sqlserver-madeup.csv): CRLF,
    // quoted, blanks in the first sample.
    void perfmon()
    {
        const MeasurementReport r = readMeasurementFile(sample("perfmon-sqlserver-madeup.csv"));
        QVERIFY2(r.ok(), qPrintable(dump(r)));
        QCOMPARE(r.format, MeasurementFormat::PerfmonCsv);
        QCOMPARE(r.host, std::string("MADEUP-SQL01"));
        expectFigure(r, "interval_min", 0.75, 2);                  // 09:00:00 - 09:00:45
        expectFigure(r, "read_iops", (1000 + 1200 + 800) / 3.0, 1); // the blank first sample is not a 0
        expectFigure(r, "write_iops", (400 + 600 + 500) / 3.0, 1);
        expectFigure(r, "iops", 1500, 1);
        expectFigure(r, "mb_s", (8192000.0 + 9830400 + 6553600 + 6553600 + 9830400 + 8192000) / 3.0 / 1e6, 1);
        expectFigure(r, "read_mb_s", (8192000.0 + 9830400 + 6553600) / 3.0 / 1e6, 1);  // Disk Read Bytes/sec
        expectFigure(r, "write_mb_s", (6553600.0 + 9830400 + 8192000) / 3.0 / 1e6, 1); // Disk Write Bytes/sec
        // The first row's 0.004 s, 0.001 s and 50 % are its warm-up (formats.md 4.3): every counter
        // is the mean of the interval's samples, 09:00:15 - 09:00:45, like the rates above.
        expectFigure(r, "read_latency_ms", (0.004 + 0.006 + 0.005) / 3.0 * 1000.0, 1); // seconds -> ms
        expectFigure(r, "write_latency_ms", (0.001 + 0.002 + 0.0015) / 3.0 * 1000.0, 1);
        expectFigure(r, "cpu_pct", (60 + 70 + 65) / 3.0, 1);
        expectFigure(r, "cores", 4, 1); // Processor(0..3)
        QCOMPARE(r.find("cores")->origin.section, std::string("Processor(0)")); // the count's own column, not _Total
        expectFigure(r, "tps", (300 + 340 + 320) / 3.0, 1); // SQLServer:Databases(_Total)
        expectFigure(r, "batch_requests_per_s", 2000, 1);
        QCOMPARE(r.find("read_iops")->origin.column, 48); // the header cell of Disk Reads/sec
        // Instance selection.
        MeasurementOptions o;
        o.disk = "1 d:";
        o.database = "tpcc";
        const MeasurementReport d = readMeasurementFile(sample("perfmon-sqlserver-madeup.csv"), o);
        QVERIFY2(d.ok(), qPrintable(dump(d)));
        expectFigure(d, "read_iops", (900 + 1080 + 720) / 3.0, 1);
        QVERIFY(!d.find("write_iops")); // the log has no Disk Writes/sec for 1 D:
        expectFigure(d, "tps", (290 + 330 + 310) / 3.0, 1);
        o.disk = "9 Z:";
        const MeasurementReport z = readMeasurementFile(sample("perfmon-sqlserver-madeup.csv"), o);
        QVERIFY(!z.ok());
        QVERIFY(hasMessage(z, Diagnostic::Severity::Error, "no PhysicalDisk instance '9 Z:' in the log (it has 0 C:, 1 D:, _Total)"));
    }

    // A log holding more than one capture (issue 19, newcomer: 800,000 rows read as 0.75 min
    // without a word). Made up from perfmon-sqlserver-madeup.csv: its four rows (lines 2-5,
    // 09:00:00 - 09:00:45) and then the same rows again, its last row again, a row going back
    // to 08:59:00 with 5000 reads/s, or the whole file again, header included.
    void perfmonTimestampsGoBack()
    {
        const std::string text = readAll(sample("perfmon-sqlserver-madeup.csv"));
        const std::size_t rowsAt = text.find('\n') + 1;
        const std::string rows = text.substr(rowsAt);
        // Line 3 ("09:00:15", 1000 reads/s) dated back to 08:59:00 with 5000 reads/s.
        std::string back = rows.substr(rows.find('\n') + 1);
        back = back.substr(0, back.find('\n') + 1);
        back.replace(back.find("12/01/2026 09:00:15.000"), 23, "12/01/2026 08:59:00.000");
        back.replace(back.find("\"1000\""), 6, "\"5000\"");
        struct Case {
            std::string text;
            const char* why;
            int leftOut;
        };
        const std::string last = text.substr(text.rfind('\n', text.size() - 2) + 1); // line 5 (09:00:45)
        for (const Case& c : {Case{text + rows, "goes back from", 4}, Case{text + last, "repeats", 1},
                              Case{text + back, "goes back from", 1}, Case{text + text, "a second header row", 5}}) {
            const MeasurementReport r = readMeasurementText(c.text, "two.csv");
            QVERIFY2(r.ok(), qPrintable(dump(r)));
            // The first capture's figures, as perfmon() reads them from the file alone.
            expectFigure(r, "interval_min", 0.75, 2);
            QVERIFY2(r.find("interval_min")->derivation.find(", 4 samples") != std::string::npos,
                     r.find("interval_min")->derivation.c_str());
            expectFigure(r, "read_iops", (1000 + 1200 + 800) / 3.0, 1);
            const auto w = std::find_if(r.diagnostics.begin(), r.diagnostics.end(), [](const Diagnostic& d) {
                return d.severity == Diagnostic::Severity::Warning && d.message.find("more than one capture") != std::string::npos;
            });
            QVERIFY2(w != r.diagnostics.end(), qPrintable(dump(r)));
            QCOMPARE(w->pos.line, 6); // the first row after the four of the first capture
            QCOMPARE(w->file, std::string("two.csv"));
            QVERIFY2(w->message.find(c.why) != std::string::npos, w->message.c_str());
            QVERIFY2(w->message.find("lines 2 - 5 (4 samples, 12/01/2026 09:00:00.000 - 12/01/2026 09:00:45.000)") != std::string::npos,
                     w->message.c_str());
            QVERIFY2(w->message.find("the " + std::to_string(c.leftOut) + " lines from line 6 on are left out") != std::string::npos,
                     w->message.c_str());
        }
    }

    // Counter names in French: reported as such, not misread.
    void perfmonForeignLanguage()
    {
        const MeasurementReport r = readMeasurementFile(sample("perfmon-french-madeup.csv"));
        QVERIFY(!r.ok());
        QVERIFY(hasMessage(r, Diagnostic::Severity::Error, "counter names in another language than English are not read"));
        QVERIFY(hasMessage(r, Diagnostic::Severity::Error, "Disque physique(_Total)"));
        QVERIFY(r.figures.size() <= 1); // at most the interval
    }

    // Made-up esxtop batch CSV (tests/data/measurements/esxtop-madeup.csv), and a
    // 3,000-column one built here.
    void esxtop()
    {
        const MeasurementReport r = readMeasurementFile(sample("esxtop-madeup.csv"));
        QVERIFY2(r.ok(), qPrintable(dump(r)));
        QCOMPARE(r.format, MeasurementFormat::EsxtopCsv);
        QCOMPARE(r.host, std::string("madeup-esx01"));
        // 2 samples 5 s apart (lines 2, 3), each with the rates of the 5 s before it
        // (formats.md 5): 10 s, not the 5 s from first to last.
        expectFigure(r, "interval_min", 2 * 5 / 60.0, 2);
        expectFigure(r, "cpu_pct", 45, 1);           // Physical Cpu(_Total) 40, 50
        expectFigure(r, "cores", 4, 1);              // Physical Cpu(0..3)
        QCOMPARE(r.find("cores")->origin.section, std::string("Physical Cpu(0)")); // the count's own columns
        // Header line 1: the first cell "(PDH-CSV 4.0) (UTC)(0)" quoted is 24 characters and a
        // comma, so Physical Cpu(0)\% Util Time, the second field, starts at column 26.
        QCOMPARE(r.find("cores")->origin.column, 26);
        QVERIFY(r.find("cores")->derivation.find("4 Physical Cpu instances (0 - 3, CSV fields 2 - 5 of the header)") !=
                std::string::npos);
        QCOMPARE(r.hosts, 1);
        expectFigure(r, "read_iops", 1000 + 300, 1); // two devices
        expectFigure(r, "write_iops", 500 + 200, 1);
        expectFigure(r, "iops", 1500 + 500, 1);
        expectFigure(r, "mb_s", (8 + 4 + 2 + 1) * 1.048576, 1);
        expectFigure(r, "read_mb_s", (8 + 2) * 1.048576, 1);  // MBytes Read/sec of the two devices
        expectFigure(r, "write_mb_s", (4 + 1) * 1.048576, 1); // MBytes Written/sec
        expectFigure(r, "read_latency_ms", (2.5 * 1000 + 5 * 300) / 1300.0, 1); // GAVG/rd weighted by reads
        expectFigure(r, "write_latency_ms", (1.3 * 500 + 2.75 * 200) / 700.0, 1);
        expectFigure(r, "davg_ms", (2.0 * 1500 + 4.0 * 500) / 2000.0, 1);
        expectFigure(r, "vm_cpu_used_pct", 130, 1); // Group Cpu(12345:ora-vm1) 120, 140
        QCOMPARE(toMeasurement(r).cpuOf, std::string("host"));
        MeasurementOptions o;
        o.vm = "ora-vm1";
        const MeasurementReport v = readMeasurementFile(sample("esxtop-madeup.csv"), o);
        QVERIFY2(v.ok(), qPrintable(dump(v)));
        expectFigure(v, "cpu_pct", 130 / 2.0, 1); // %USED over its 2 vCPUs
        expectFigure(v, "cores", 2, 1);
        expectFigure(v, "read_iops", 800, 1);      // Virtual Disk(ora-vm1)
        expectFigure(v, "read_latency_ms", 3, 1);
        QCOMPARE(toMeasurement(v).cpuOf, std::string("vm"));

        // Thousands of columns: 3,000 Group Cpu columns beside the ones read.
        std::string header = "\"(PDH-CSV 4.0) (UTC)(0)\",\"\\\\h\\Physical Cpu(_Total)\\% Util Time\"";
        std::string row1 = "\"12/01/2026 09:00:00\",\"10\"", row2 = "\"12/01/2026 09:00:05\",\"30\"";
        for (int i = 0; i < 3000; ++i) {
            header += ",\"\\\\h\\Group Cpu(" + std::to_string(i) + ":w" + std::to_string(i) + ")\\% Used\"";
            row1 += ",\"1\"";
            row2 += ",\"2\"";
        }
        const MeasurementReport wide = readMeasurementText(header + "\r\n" + row1 + "\r\n" + row2 + "\r\n", "wide.csv");
        QVERIFY2(wide.ok(), qPrintable(dump(wide)));
        expectFigure(wide, "cpu_pct", 20, 1);
        // No per-PCPU columns: no count, and a note says what an import then takes.
        QVERIFY(!wide.find("cores"));
        QVERIFY(std::any_of(wide.notes.begin(), wide.notes.end(), [](const std::string& n) {
            return n.find("the file does not state the host's CPU count") != std::string::npos;
        }));
    }

    // The host's CPU count is the number of PCPU instances, each once, whatever counters the
    // capture has per PCPU (made up here: 2 PCPUs with % Util Time, % Core Util Time and
    // % Processor Time each, formats.md 5; before: 4, each PCPU counted per counter).
    void esxtopCpuCountOncePerPcpu()
    {
        std::string header = "\"(PDH-CSV 4.0) (UTC)(0)\"", row = "\"12/01/2026 09:00:00\"";
        for (const char* cpu : {"0", "1", "_Total"})
            for (const char* counter : {"% Util Time", "% Core Util Time", "% Processor Time"}) {
                header += std::string(",\"\\\\h\\Physical Cpu(") + cpu + ")\\" + counter + "\"";
                row += ",\"20\"";
            }
        header += ",\"\\\\h\\Physical Cpu Load\\Cpu Load (1 Minute Avg)\"";
        row += ",\"0.2\"";
        const MeasurementReport r = readMeasurementText(header + "\r\n" + row + "\r\n" + row + "\r\n", "pcpu.csv");
        QVERIFY2(r.ok(), qPrintable(dump(r)));
        expectFigure(r, "cores", 2, 1); // Physical Cpu(0) and (1)
        QVERIFY(r.find("cores")->derivation.find("2 Physical Cpu instances (0 - 1, CSV fields 2 - 5 of the header)") !=
                std::string::npos);
    }

    // HammerDB v4 (NOPM first) and v3 (TPM first, two runs appended in one log).
    void hammerdb()
    {
        const MeasurementReport v4 = readMeasurementFile(sample("hammerdb-v4-madeup.log"));
        QVERIFY2(v4.ok(), qPrintable(dump(v4)));
        QCOMPARE(v4.format, MeasurementFormat::HammerdbLog);
        QCOMPARE(v4.database, std::string("SQL Server"));
        expectFigure(v4, "nopm", 264796, 17);
        expectFigure(v4, "tpm", 616230, 17);
        expectFigure(v4, "users", 16, 16);
        expectFigure(v4, "interval_min", 5, 9);
        const MeasurementReport v3 = readMeasurementFile(sample("hammerdb-v3-madeup.log"));
        QVERIFY2(v3.ok(), qPrintable(dump(v3)));
        expectFigure(v3, "tpm", 163382, 12); // the last run
        expectFigure(v3, "nopm", 35450, 12);
        // Line 11: "4 VU * 8 AC = 32 Active Sessions configured": the model's users are the 32
        // sessions, named so; the 4 virtual users are a figure of their own.
        expectFigure(v3, "users", 32, 11);
        QVERIFY(v3.find("users")->name.find("active sessions") == 0);
        QVERIFY(v3.find("users")->derivation.find("4 virtual users x 8 active connections = 32 sessions") !=
                std::string::npos);
        QCOMPARE(v3.find("users")->origin.label, std::string("Active Sessions configured"));
        expectFigure(v3, "virtual_users", 4, 11);
        QCOMPARE(v3.find("virtual_users")->origin.column, 9); // "Vuser 1:4 VU ...": the 4 at column 9
        // v4 line 16 "16 Active Virtual Users configured": one session each.
        QVERIFY(v4.find("users")->name.find("active sessions (virtual users") == 0);
        QVERIFY(!v4.find("virtual_users"));
        // The same line with the words spelled out reads alike (made up here).
        const MeasurementReport spelled = readMeasurementText(
            "Vuser 1:4 Virtual Users * 8 Active Connections = 32 Active Sessions configured\n"
            "Vuser 1:TEST RESULT : System achieved 35450 NOPM from 163382 Oracle TPM\n",
            "spelled.log");
        QVERIFY2(spelled.ok(), qPrintable(dump(spelled)));
        expectFigure(spelled, "users", 32, 1);
        expectFigure(spelled, "virtual_users", 4, 1);
        expectFigure(v3, "interval_min", 10, 10);
        QVERIFY(hasMessage(v3, Diagnostic::Severity::Warning, "2 test results in one log"));
        const Measurement m = toMeasurement(v3);
        QVERIFY(m.tpm && *m.tpm == 163382 && m.nopm && *m.nopm == 35450 && m.users && *m.users == 32);
    }

    void badInput_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("empty") << QByteArray("") << "empty file";
        QTest::newRow("other kind") << QByteArray("format: topoplan/1\nname: x\n") << "not a measurement file";
        // Offsets counted by hand: \x7f E L F at 0-3, \x02 at 4, the first NUL at 7.
        QTest::newRow("binary junk") << QByteArray("\x7f" "ELF\x02\x01\x01\x00\x00\x00junk", 14)
                                     << "binary data, not text: a NUL byte at offset 7 (line 1, column 8); the first "
                                        "bad byte is control byte 0x02 at offset 4 (line 1, column 5)";
        // "line one\n" is 9 bytes, "line two\n" 9 more: the NUL after "ab" is at offset 20.
        QTest::newRow("NUL on line 3") << QByteArray("line one\nline two\nab\0cd\n", 24)
                                       << "a NUL byte at offset 20 (line 3, column 3)";
        QTest::newRow("utf-16 odd length") << QByteArray("\xff\xfe(\0P\0X", 7)
                                           << "UTF-16 LE text with an invalid code unit at byte offset 6";
        QTest::newRow("utf-16 unpaired surrogate") << QByteArray("\xfe\xff\0(\xd8\0\0P", 8)
                                                   << "UTF-16 BE text with an invalid code unit at byte offset 4";
        QTest::newRow("html not awr") << QByteArray("<html><body>hello</body></html>") << "not an AWR report";
        QTest::newRow("awr truncated after header")
            << QByteArray("WORKLOAD REPOSITORY report for\n\nDB Name         DB Id\n------------ -----------\nX 1\n")
            << "'Elapsed:'";
        QTest::newRow("awr global") << QByteArray("WORKLOAD REPOSITORY REPORT (RAC)\n") << "RAC global";
        QTest::newRow("perfmon header only") << QByteArray("\"(PDH-CSV 4.0) (UTC)(0)\",\"\\\\H\\Memory\\Pages/sec\"\r\n")
                                             << "no samples";
        QTest::newRow("perfmon bad timestamp")
            << QByteArray("\"(PDH-CSV 4.0)\",\"\\\\H\\Processor(_Total)\\% Processor Time\"\r\n\"yesterday\",\"5\"\r\n")
            << "is not MM/DD/YYYY";
        QTest::newRow("perfmon bad value")
            << QByteArray("\"(PDH-CSV 4.0)\",\"\\\\H\\Processor(_Total)\\% Processor Time\"\r\n\"12/01/2026 09:00:00.000\",\"lots\"\r\n")
            << "is not a number";
        QTest::newRow("perfmon without the counters needed")
            << QByteArray("\"(PDH-CSV 4.0)\",\"\\\\H\\Memory\\Pages/sec\"\r\n\"12/01/2026 09:00:00.000\",\"5\"\r\n"
                          "\"12/01/2026 09:00:15.000\",\"5\"\r\n")
            << "none of the counters needed";
        // One sample is the warm-up only: no rate (it was "an idle system ... highest 0/s").
        QTest::newRow("perfmon with one sample")
            << QByteArray("\"(PDH-CSV 4.0)\",\"\\\\H\\PhysicalDisk(_Total)\\Disk Reads/sec\"\r\n\"12/01/2026 09:00:00.000\",\" \"\r\n")
            << "only one sample (12/01/2026 09:00:00.000)";
        // Two machines' counters (a collector set over several servers): not the first one's silently.
        QTest::newRow("perfmon of two machines")
            << QByteArray("\"(PDH-CSV 4.0)\",\"\\\\H1\\PhysicalDisk(_Total)\\Disk Reads/sec\",\"\\\\H2\\PhysicalDisk(_Total)\\Disk Reads/sec\"\r\n"
                          "\"12/01/2026 09:00:00.000\",\" \",\" \"\r\n\"12/01/2026 09:00:15.000\",\"10\",\"2000\"\r\n")
            << "counters of 2 machines in one log: H1 (1 counter), H2 (1 counter)";
        QTest::newRow("hammerdb without result") << QByteArray("Hammerdb Log @ Mon\nVuser 1:RUNNING\n") << "no result line";
        // One line repeated (newcomer: 100 MB of one line read for 39 s, then "no result line";
        // a perfmon header repeated said "no samples after the header row" at its last line).
        QTest::newRow("one line repeated") << QByteArray("Vuser 1:12 Active Virtual Users configured\n").repeated(100)
                                           << "the file is one line repeated: line 2 and every line after it, up to line "
                                              "100, repeat line 1 'Vuser 1:12 Active Virtual Users configured'";
        QTest::newRow("perfmon header repeated")
            << QByteArray("\"(PDH-CSV 4.0) (UTC)(0)\",\"\\\\H\\Memory\\Pages/sec\"\r\n").repeated(200)
            << "up to line 200, repeat line 1";
        QTest::newRow("repeated, the last line cut") << QByteArray("abc\n").repeated(150) + "ab" << "up to line 151";
        QTest::newRow("blank lines") << QByteArray("\n\r\n  \n") << "no text: 6 bytes of white space only (3 blank lines";
    }

    void badInput()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, fragment);
        const MeasurementReport r = readMeasurementText(text.toStdString(), "bad.txt");
        QVERIFY2(!r.ok(), qPrintable(fragment));
        QVERIFY2(hasMessage(r, Diagnostic::Severity::Error, fragment.toUtf8().constData()), qPrintable(dump(r)));
        QCOMPARE(r.diagnostics.front().file, std::string("bad.txt"));
    }

    // A folder given as the file (`measurement /tmp`) said "file is 8800000000000 MiB"
    // (tellg of a directory stream): it says what it is.
    void folderIsNotAFile()
    {
        const MeasurementReport r = readMeasurementFile(QDir::tempPath().toStdString());
        QVERIFY(!r.ok());
        QVERIFY2(hasMessage(r, Diagnostic::Severity::Error, "is a folder (expected a report or log file)"), qPrintable(dump(r)));
    }

    // A truncated AWR report (cut after the Load Profile) reads what it has and warns, at the
    // file's last line, of each section it lacks and the figures that are therefore absent.
    void awrTruncated()
    {
        const std::string real = readAll(shared("jberesni-QS02FNT_AWR_AskTom.txt"));
        const std::string cutText = real.substr(0, real.find("Instance Efficiency"));
        const int lastLine = linesOf(cutText); // 51: the cut ends with the blank line after 'Transactions:'
        QCOMPARE(lastLine, 51);
        const MeasurementReport r = readMeasurementText(cutText, "cut.txt");
        QVERIFY2(r.ok(), qPrintable(dump(r)));
        expectFigure(r, "db_time_s_per_s", 0.6, 29);
        QVERIFY(!r.find("cpu_pct"));
        // No Instance Activity: I/O requests fall back on the Load Profile's database files (line 37-38).
        expectFigure(r, "read_iops", 0.6, 37);
        const auto warned = [&](const char* fragment) {
            for (const Diagnostic& d : r.diagnostics)
                if (d.severity == Diagnostic::Severity::Warning && d.message.find(fragment) != std::string::npos)
                    return d.file == "cut.txt" && d.pos.line == lastLine;
            return false;
        };
        const std::string end = " (the file ends at line " + std::to_string(lastLine) + " without 'End of Report': a truncated report?)";
        QVERIFY2(warned(("no 'Operating System Statistics' section" + end + ": no cpu_pct, cores").c_str()), qPrintable(dump(r)));
        QVERIFY2(warned("no 'Instance Activity Stats' section"), qPrintable(dump(r)));
        QVERIFY2(warned("tps, read_iops, write_iops, iops, mb_s, read_mb_s, write_mb_s from another section instead"),
                 qPrintable(dump(r)));
        QVERIFY2(warned("no 'Background Wait Events' section"), qPrintable(dump(r)));
        QVERIFY2(warned("no 'Time Model Statistics' section"), qPrintable(dump(r)));
        // The whole report: no such warning (every expected section is there).
        const MeasurementReport whole = readMeasurementText(real, "whole.txt");
        QVERIFY(!hasMessage(whole, Diagnostic::Severity::Warning, "section"));
        // Cut inside the Load Profile, before its Transactions and request rows: nothing left to
        // calibrate from, an error.
        const std::string lpText = real.substr(0, real.find("Logical read (blocks)"));
        const std::string lpEnd = "a truncated report (it ends at line " +
                                  std::to_string(linesOf(lpText)) + " without 'End of Report'";
        const MeasurementReport lp = readMeasurementText(lpText, "lp.txt");
        QVERIFY(!lp.ok());
        QVERIFY2(hasMessage(lp, Diagnostic::Severity::Error, lpEnd.c_str()), qPrintable(dump(lp)));
        QVERIFY(hasMessage(lp, Diagnostic::Severity::Error, "nothing to calibrate from"));
        // Cut inside the header: an error naming the Elapsed line.
        const MeasurementReport h = readMeasurementText(real.substr(0, real.find("Begin Snap")), "cut.txt");
        QVERIFY(!h.ok());
        QVERIFY(hasMessage(h, Diagnostic::Severity::Error, "no usable 'Elapsed:' line"));
    }

    // A report cut inside Instance Activity Stats (issue 19, newcomer's finding: iops fell from
    // 1,701 to the Load Profile's 15.9 with exit 0). jberesni-TK.txt: Instance Activity Stats
    // starts at line 1679; its rows are in name order, 'physical read total IO requests' at
    // line 1916, 'physical write total IO requests' at 1930, 'user commits' at 2066.
    void awrCutInsideActivity()
    {
        const std::string real = readAll(shared("jberesni-TK.txt"));
        const std::size_t activity = real.find("\nInstance Activity Stats ");
        QVERIFY(activity != std::string::npos);
        const auto cutAt = [&](const char* row, std::size_t from) {
            const std::size_t at = real.find(row, from);
            return at == std::string::npos ? std::string() : real.substr(0, at);
        };
        // A few lines in (before 'Block Cleanout Optim referenced', the 11th row): the Load
        // Profile's database-file requests (15.9 write requests/s, line 36) would stand in for
        // all files, while Background Wait Events count 2,825,510 log file parallel writes
        // (line 288) in 28.02 min (Elapsed, line 16): 1,681 redo writes/s, 107 times the
        // fallback (over the assumed factor 2): refused, naming both figures.
        const std::string fewLines = cutAt("Block Cleanout Optim referenced", activity);
        const int last = linesOf(fewLines);
        const MeasurementReport r = readMeasurementText(fewLines, "cut.txt");
        QVERIFY2(!r.ok(), qPrintable(dump(r)));
        QVERIFY2(hasMessage(r, Diagnostic::Severity::Error, "write_iops would be the Load Profile's 15.9 write requests/s (line 36)"),
                 qPrintable(dump(r)));
        QVERIFY(hasMessage(r, Diagnostic::Severity::Error, "1681 redo writes/s (2825510 waits / 1681.2 s, line 288)"));
        QVERIFY(hasMessage(r, Diagnostic::Severity::Error, "it is 107 times too small"));
        // mb_s: (Read IO (MB) 0.0 + Write IO (MB) 1.4) x 1.048576 = 1.468 MB/s (lines 37-38)
        // against the redo size alone, 3,091,240.8 bytes/s (line 30).
        QVERIFY(hasMessage(r, Diagnostic::Severity::Error, "mb_s would be the Load Profile's 1.468 MB/s"));
        QVERIFY(hasMessage(r, Diagnostic::Severity::Error, "redo size alone is 3.091 MB/s (line 30)"));
        // The damaged section is named with where it starts and stops.
        const std::string cut = "'Instance Activity Stats' (line 1679) is cut short: it stops at line " +
                                std::to_string(last) + ", the file at line " + std::to_string(last);
        QVERIFY2(hasMessage(r, Diagnostic::Severity::Warning, cut.c_str()), qPrintable(dump(r)));
        for (const Diagnostic& d : r.diagnostics)
            QCOMPARE(d.file, std::string("cut.txt"));

        // Cut after the read total, before the write total: the read total (6,020 requests,
        // line 1916) is not mixed with the Load Profile's writes; refused as above.
        const MeasurementReport half = readMeasurementText(cutAt("physical write total IO requests", activity), "half.txt");
        QVERIFY(!half.ok());
        QVERIFY(hasMessage(half, Diagnostic::Severity::Error, "write_iops would be the Load Profile's"));
        QVERIFY(std::any_of(half.notes.begin(), half.notes.end(), [](const std::string& n) {
            return n.find("physical read total IO requests 6020 (line 1916) not used") != std::string::npos;
        }));

        // Cut after the I/O totals, before 'user commits' (line 2066): the I/O from Instance
        // Activity (1,697.0 + 3.6 requests/s, lines 1930, 1916), tps from the Load Profile
        // (Transactions 1,680.0, line 50) with the origin saying why; read, with a warning.
        const MeasurementReport late = readMeasurementText(cutAt("user commits", real.find("physical write total IO requests")),
                                                           "late.txt");
        QVERIFY2(late.ok(), qPrintable(dump(late)));
        expectFigure(late, "write_iops", 1697.0, 1930, 0.005);
        expectFigure(late, "tps", 1680.0, 50);
        QVERIFY(late.find("tps")->name.find("as there is no 'user commits' in 'Instance Activity Stats', which the file "
                                            "cuts short at line") != std::string::npos);
        QVERIFY(hasMessage(late, Diagnostic::Severity::Warning, "is cut short"));
        QVERIFY(hasMessage(late, Diagnostic::Severity::Warning, "tps from 'Load Profile' instead"));
        QVERIFY(toMeasurement(late).origins["tps"].find("which the file cuts short") != std::string::npos);

        // awrKC.txt cut a few lines into Instance Activity Stats (line 1031): its Load Profile
        // requests (127,500.0 read + 3.0 write/s, lines 36-37) are not far below the redo (26
        // log file parallel writes in 2.02 min, lines 263 and 16: 0.2/s): taken, said in the
        // origin; its Transactions 0.0 (line 49) is no tps.
        const std::string kcText = readAll(shared("jberesni-awrKC.txt"));
        const std::size_t kcActivity = kcText.find("\nInstance Activity Stats ");
        const MeasurementReport kc = readMeasurementText(kcText.substr(0, kcText.find("Batched IO block miss count", kcActivity)),
                                                         "kc.txt");
        QVERIFY2(kc.ok(), qPrintable(dump(kc)));
        expectFigure(kc, "read_iops", 127500.0, 36);
        expectFigure(kc, "write_iops", 3.0, 37);
        QVERIFY(kc.find("write_iops")->name.find("Load Profile, as there is no 'physical read/write total IO requests'") !=
                std::string::npos);
        QVERIFY(!kc.find("tps"));
        QVERIFY(hasMessage(kc, Diagnostic::Severity::Warning, "'Instance Activity Stats' (line 1031) is cut short"));

        // The 19c HTML report cut inside its Instance Activity table (line 1643) before the
        // 'physical write total IO requests' row (line 1866): the same warning.
        const std::string html = readAll(shared("pcambell-19c-awrrpt_1_17676_17677.html"));
        const MeasurementReport h = readMeasurementText(html.substr(0, html.find("physical write total IO requests")), "h.html");
        QVERIFY2(hasMessage(h, Diagnostic::Severity::Warning, "'Instance Activity Stats' (line 1643) is cut short"),
                 qPrintable(dump(h)));

        // The whole report: none of this.
        const MeasurementReport whole = readMeasurementText(real, "whole.txt");
        QVERIFY(whole.ok());
        QVERIFY(!hasMessage(whole, Diagnostic::Severity::Warning, "cut short"));
        expectFigure(whole, "write_iops", 1697.0, 1930, 0.005);
    }

    // UTF-16 text (a perfmon CSV redirected by PowerShell, saved as "Unicode"): decoded,
    // read as the UTF-8 file is; with a BOM (LE, BE) and without one.
    void utf16()
    {
        const std::string utf8 = readAll(sample("perfmon-sqlserver-madeup.csv"));
        const auto encode = [&](bool bigEndian, bool bom) {
            std::string out = bom ? (bigEndian ? std::string("\xFE\xFF") : std::string("\xFF\xFE")) : std::string();
            for (const char c : utf8) { // the sample is ASCII
                out += bigEndian ? '\0' : c;
                out += bigEndian ? c : '\0';
            }
            return out;
        };
        const MeasurementReport plain = readMeasurementText(utf8, "p.csv");
        QVERIFY2(plain.ok(), qPrintable(dump(plain)));
        for (const auto& [bigEndian, bom] : {std::pair{false, true}, std::pair{true, true}, std::pair{false, false}}) {
            const MeasurementReport r = readMeasurementText(encode(bigEndian, bom), "u.csv");
            QVERIFY2(r.ok(), qPrintable(dump(r)));
            QCOMPARE(r.format, MeasurementFormat::PerfmonCsv);
            QCOMPARE(r.figures.size(), plain.figures.size());
            for (std::size_t i = 0; i < r.figures.size(); ++i) {
                QCOMPARE(r.figures[i].key, plain.figures[i].key);
                QCOMPARE(r.figures[i].value, plain.figures[i].value);
                QCOMPARE(r.figures[i].origin.line, plain.figures[i].origin.line);
            }
            QVERIFY(!r.notes.empty());
            QCOMPARE(r.notes.front(), std::string("the file is UTF-16 ") + (bigEndian ? "BE" : "LE") +
                                          (bom ? " text" : " text without a BOM") + ": decoded to UTF-8 (lines as in the file)");
        }
    }

    // Mixed line endings: read all the same, with a warning.
    void mixedLineEndings()
    {
        std::string text = readAll(shared("jberesni-QS02FNT_AWR_AskTom.txt")); // CRLF
        const std::size_t half = text.size() / 2;
        std::string mixed = text.substr(0, half);
        for (std::size_t i = half; i < text.size(); ++i)
            if (!(text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n'))
                mixed += text[i];
        const MeasurementReport r = readMeasurementText(mixed, "mixed.txt");
        QVERIFY2(r.ok(), qPrintable(dump(r)));
        QVERIFY(hasMessage(r, Diagnostic::Severity::Warning, "mixed line endings"));
        expectFigure(r, "write_latency_ms", 3.12, 279);
        expectFigure(r, "read_iops", 7.2, 1509, 0.01);
    }

    // 100 MB: junk is refused quickly, a HammerDB log of that size still reads; over the limit: refused.
    void largeFiles()
    {
        std::string big(100u * 1000u * 1000u, 'x');
        for (std::size_t i = 99; i < big.size(); i += 100)
            big[i] = '\n';
        QElapsedTimer t;
        t.start();
        const MeasurementReport junk = readMeasurementText(big, "big.txt");
        QVERIFY2(hasMessage(junk, Diagnostic::Severity::Error, "the file is one line repeated: line 2 and every line "
                                                               "after it, up to line 1000000, repeat line 1"),
                 qPrintable(dump(junk)));
        big.replace(big.size() - 80, 79, std::string("Vuser 1:TEST RESULT : System achieved 1000 NOPM from 2000 MySQL TPM").append(11, ' '));
        const MeasurementReport log = readMeasurementText(big, "big.log");
        QVERIFY2(log.ok(), qPrintable(dump(log)));
        expectFigure(log, "nopm", 1000, 1000000);
        qInfo("100 MB: junk and a log read in %lld ms", static_cast<long long>(t.elapsed()));
        std::string over(kMaxMeasurementBytes + 1, ' ');
        QVERIFY(hasMessage(readMeasurementText(over, "over.txt"), Diagnostic::Severity::Error, "the limit is"));
    }

    void cli()
    {
        using topoplan::testing::runCli;
        const auto r = runCli({QStringLiteral("measurement"), QString::fromStdString(shared("jberesni-QS02FNT_AWR_AskTom.txt"))});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("read_latency_ms = 5.45 ms"));
        QVERIFY(r.out.contains("'Top 10 Foreground Events by Total Wait Time' db file sequential read, line 69"));
        const auto j = runCli({QStringLiteral("measurement"), QString::fromStdString(sample("hammerdb-v4-madeup.log")),
                               QStringLiteral("--json")});
        QCOMPARE(j.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(j.out).object();
        QCOMPARE(o["format"].toString(), QStringLiteral("topoplan-measurement/1"));
        QCOMPARE(o["measured"].toObject()["nopm"].toDouble(), 264796.0);
        QVERIFY(o["measured"].toObject()["origins"].toObject()["nopm"].toString().contains("line 17"));
        const auto bad = runCli({QStringLiteral("measurement"), QString::fromStdString(sample("perfmon-french-madeup.csv"))});
        QCOMPARE(bad.exitCode, 1);
        QVERIFY(bad.err.contains("perfmon-french-madeup.csv:1:"));
        QCOMPARE(runCli({QStringLiteral("measurement")}).exitCode, 2);
        QCOMPARE(runCli({QStringLiteral("measurement"), QStringLiteral("a"), QStringLiteral("--vm")}).exitCode, 2);
    }
    // A figure a design's measured: block refuses is an error at its origin, with the design
    // reader's own limit (newcomer: a negative BUSY_TIME gave cpu_pct -1.213 %, a 23-digit NOPM
    // 1e23, both read with exit 0 and imported into a design `check` rejects).
    void figuresOutsideTheDesignLimits()
    {
        std::string tk = readAll(shared("jberesni-TK.txt"));
        const std::size_t busy = tk.find("BUSY_TIME");
        QVERIFY(busy != std::string::npos);
        const std::size_t value = tk.find("571,930", busy);
        QVERIFY(value != std::string::npos && value - busy < 80);
        tk.insert(value, "-");
        const MeasurementReport r = readMeasurementText(tk, "neg.txt");
        QVERIFY2(!r.ok(), qPrintable(dump(r)));
        QVERIFY2(dump(r).contains("neg.txt:178:") &&
                     dump(r).contains("line 178: 'cpu_pct' is -1.2125805020371196, out of range (expected 0 to 100)"),
                 qPrintable(dump(r)));
        std::string hdb = readAll(sample("hammerdb-v4-madeup.log"));
        const std::size_t nopm = hdb.find("264796 NOPM");
        QVERIFY(nopm != std::string::npos);
        hdb.replace(nopm, 6, "99999999999999999999999");
        const MeasurementReport h = readMeasurementText(hdb, "big.log");
        QVERIFY(!h.ok());
        QVERIFY2(dump(h).contains("big.log:17:") && dump(h).contains("'nopm' is 1e+23, out of range (expected 0 to 1000000000000)"),
                 qPrintable(dump(h)));
        // Quoted in exponent form, not as the 24 digits of the double nearest 1e23.
        QVERIFY2(dump(h).contains("New Orders per minute (NOPM) 1e+23 1/min"), qPrintable(dump(h)));
        // The real report as it is passes.
        QVERIFY(readMeasurementFile(shared("jberesni-TK.txt")).ok());
    }
    // A report cut after the last section a figure comes from loses no figure, but is not the
    // whole report: a warning (newcomer: TK.txt cut at 150,000 bytes read without a word).
    void truncatedAfterTheFigures()
    {
        const std::string tk = readAll(shared("jberesni-TK.txt"));
        QVERIFY(tk.size() > 150000);
        const MeasurementReport r = readMeasurementText(tk.substr(0, 150000), "cut.txt");
        QVERIFY2(r.ok(), qPrintable(dump(r)));
        QVERIFY2(dump(r).contains("cut.txt:2607: warning: the file ends at line 2607 without 'End of Report': a truncated "
                                  "report? Every section the figures come from is whole"),
                 qPrintable(dump(r)));
        QVERIFY(r.truncated.empty()); // not refused by an import: no figure is lost
        QVERIFY(!dump(readMeasurementText(tk, "whole.txt")).contains("End of Report"));
    }
    // A fixed-width report whose runs of blanks became tabs (unexpand -a, as an editor or mail
    // path does) reads as the original: tabs expanded to 8-column stops, with a note
    // (newcomer: "no 'Load Profile' section with rows").
    void tabIndentedReport()
    {
        const std::string tk = readAll(shared("jberesni-TK.txt"));
        // unexpand -a: each run of 2+ blanks ending at a multiple of 8 columns becomes a tab.
        std::string tabbed;
        std::size_t column = 0;
        std::string pending;
        for (const char c : tk) {
            if (c == ' ') {
                pending += ' ';
                ++column;
                if (column % 8 == 0) {
                    tabbed += pending.size() > 1 ? std::string("\t") : pending;
                    pending.clear();
                }
                continue;
            }
            tabbed += pending;
            pending.clear();
            tabbed += c;
            column = c == '\n' || c == '\r' ? 0 : column + 1;
        }
        tabbed += pending;
        QVERIFY(std::count(tabbed.begin(), tabbed.end(), '\t') > 1000);
        const MeasurementReport whole = readMeasurementText(tk, "tk.txt");
        const MeasurementReport r = readMeasurementText(tabbed, "tabs.txt");
        QVERIFY2(r.ok(), qPrintable(dump(r)));
        QCOMPARE(r.figures.size(), whole.figures.size());
        for (std::size_t i = 0; i < r.figures.size(); ++i) {
            QCOMPARE(r.figures[i].key, whole.figures[i].key);
            QCOMPARE(r.figures[i].value, whole.figures[i].value);
        }
        QVERIFY(std::any_of(r.notes.begin(), r.notes.end(),
                            [](const std::string& n) { return n.find("the file has tab characters") != std::string::npos; }));
    }
    // HammerDB: a virtual user that FINISHED FAILED in the run taken, and a later run without a
    // result, are said with their lines (newcomer: both read as a good result without a word).
    void hammerdbFailedRuns()
    {
        std::string log = readAll(sample("hammerdb-v4-madeup.log"));
        const std::size_t ok = log.find("FINISHED SUCCESS");
        QVERIFY(ok != std::string::npos);
        std::string failed = log;
        failed.replace(ok, 16, "FINISHED FAILED");
        const MeasurementReport f = readMeasurementText(failed, "failed.log");
        QVERIFY(f.ok());
        QVERIFY2(dump(f).contains("failed.log:17:39: warning: a virtual user of the run taken FINISHED FAILED (line 18)"),
                 qPrintable(dump(f)));
        QVERIFY(!dump(readMeasurementText(log, "ok.log")).contains("FAILED"));
        const std::string later = log + "Hammerdb Log @ Tue Dec 01 10:00:00 UTC 2026\nVuser 1:64 Active Virtual Users "
                                        "configured\nVuser 1:FINISHED FAILED\n";
        const MeasurementReport l = readMeasurementText(later, "later.log");
        QVERIFY(l.ok());
        QVERIFY2(dump(l).contains("warning: a later run starts at line 20 and has no result line (FINISHED FAILED at line 22): "
                                  "the figures are of the run before it (result at line 17)"),
                 qPrintable(dump(l)));
    }
    // `jobs <id> result` prints the users and the result on one line, a JSON list
    // (../shared/reference/formats.md 6.3; newcomer: "no result line" while it was on line 1).
    void hammerdbJobsResult()
    {
        const MeasurementReport r = readMeasurementText(
            "[\"6559BF7A5A8C03E263431383\", \"2026-12-01 09:10:00\", \"24 Active Virtual Users configured\", "
            "\"TEST RESULT : System achieved 128176 NOPM from 298394 MariaDB TPM\"]\n",
            "job.txt");
        QVERIFY2(r.ok(), qPrintable(dump(r)));
        expectFigure(r, "nopm", 128176, 1);
        expectFigure(r, "tpm", 298394, 1);
        expectFigure(r, "users", 24, 1);
        QCOMPARE(r.database, std::string("MariaDB"));
    }
    // A value Oracle printed as '#########' (it overflowed its column) is said at its line, not
    // read as an absent row (newcomer: "as there is no 'user commits'" without a warning).
    void overflowedValueSaid()
    {
        std::string tk = readAll(shared("jberesni-TK.txt"));
        std::size_t row = 0; // line 2066, Instance Activity Stats' row (an earlier section has one too)
        for (int line = 1; line < 2066 && row != std::string::npos; ++line)
            row = tk.find('\n', row) + 1;
        QVERIFY(tk.compare(row, 12, "user commits") == 0);
        QVERIFY(row != std::string::npos);
        const std::size_t v = tk.find("2,824,784", row);
        QVERIFY(v != std::string::npos && v - row < 80);
        tk.replace(v, 9, "#########");
        const MeasurementReport r = readMeasurementText(tk, "hash.txt");
        QVERIFY2(dump(r).contains("hash.txt:2066:43: warning: 'user commits' in 'Instance Activity Stats' is '#########', "
                                  "not a number"),
                 qPrintable(dump(r)));
        QVERIFY(!dump(readMeasurementFile(shared("jberesni-TK.txt"))).contains("overflows"));
    }
};

QTEST_GUILESS_MAIN(TestMeasurements)
#include "tst_measurements.moc"
