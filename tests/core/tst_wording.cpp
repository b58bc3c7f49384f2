// Issue 16, "Wording": no "1e+06" or "-0,0 %" anywhere people read numbers. Runs the
// built topoplan-cli as a user would over the reference designs (`topoplan-cli examples`)
// and a few edge designs made here from RA-1 (a workload without users, storage without
// drives, sizes in the millions, an empty design), and checks every text it prints:
// check, analyze (also under a failure), simulate (with intervals and without, every use
// case), sweep, info, validate-reference, simulate --parameters, the errors of the bad
// files in tests/data/bad, the string values of the JSON (its numbers are for programs:
// exempt), and the report's HTML in English and German (text only: SVG path data is not
// read). wordingcheck.h says what is flagged.
#include "analysistesthelpers.h"
#include "clirun.h"
#include "wordingcheck.h"

#include "core/designio.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>

using namespace topoplan;
using testing::badNumbers;
using testing::CliRun;

namespace {

CliRun cli(const QStringList& args) { return testing::runCliWithoutDisplay(args); }

/// What a person reads of a run: stdout and stderr.
QString shown(const CliRun& r) { return QString::fromUtf8(r.out) + QString::fromUtf8(r.err); }

/// Every string value (and object key) in `v`, recursively.
void jsonStrings(const QJsonValue& v, QStringList& out)
{
    if (v.isString())
        out << v.toString();
    else if (v.isArray())
        for (const QJsonValue& x : v.toArray())
            jsonStrings(x, out);
    else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            out << it.key();
            jsonStrings(it.value(), out);
        }
    }
}

/// The text of an HTML page: without inline SVG (path data), style and script blocks and
/// the tags themselves (attribute values hold coordinates), entities of numbers kept.
QString htmlText(QString html)
{
    static const QRegularExpression blocks(QStringLiteral("<(svg|style|script)\\b.*?</\\1>"),
                                           QRegularExpression::DotMatchesEverythingOption | QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression tags(QStringLiteral("<[^>]*>"));
    html.remove(blocks);
    html.replace(tags, QStringLiteral(" "));
    return html.replace(QStringLiteral("&nbsp;"), QStringLiteral(" ")).replace(QStringLiteral("&#8239;"), QStringLiteral(" "));
}

/// RA-1 with `edit` applied, written to `dir` as NAME.topoplan.yaml; its path.
QString editedRa1(const QTemporaryDir& dir, const char* name, const std::function<void(core::Design&)>& edit)
{
    core::Design d = testing::builtinExample("ra1").design;
    edit(d);
    const QString path = dir.filePath(QLatin1String(name) + QStringLiteral(".topoplan.yaml"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    f.write(QByteArray::fromStdString(core::writeDesign(d)));
    return path;
}

} // namespace

class TestWording : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QStringList m_designs;  ///< builtin:... and the edge designs' paths
    QString m_idle;         ///< the design with a workload without users

    /// Fails with every bad number of `text`, naming what printed it.
    static bool clean(const QString& what, const QString& text)
    {
        const QStringList bad = badNumbers(text);
        if (bad.isEmpty())
            return true;
        qWarning("%s: %s", qPrintable(what), qPrintable(bad.join(QStringLiteral("\n    "))));
        return false;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const CliRun examples = cli({QStringLiteral("examples")});
        QCOMPARE(examples.exitCode, 0);
        static const QRegularExpression name(QStringLiteral("^(builtin:\\S+)"), QRegularExpression::MultilineOption);
        for (auto it = name.globalMatch(QString::fromUtf8(examples.out)); it.hasNext();)
            m_designs << it.next().captured(1);
        QVERIFY2(m_designs.size() >= 6, examples.out.constData()); // RA-1 .. RA-5 and RA-2 stretched
        // A workload with no users run in use case oltp-only (testing::addIdleWorkload): the
        // model gives it an idle system's latencies.
        m_idle = editedRa1(m_dir, "idle", testing::addIdleWorkload);
        m_designs << m_idle;
        m_designs << editedRa1(m_dir, "no-drives", [](core::Design& d) {
            d.device("pmax")->config.erase("drives");
            d.device("pmax")->config.erase("drive_model");
            d.device("dd9300")->config.erase("disk_groups");
        });
        // Millions: a 4 PB database behind the backup, a 2,000,000 GB storage group.
        m_designs << editedRa1(m_dir, "millions", [](core::Design& d) {
            for (core::Workload& w : d.workloads)
                if (w.id == "oracle-backup-full-1")
                    w.profile["database_gb"] = 4000000.0;
            d.storageGroups.front().props["size_gb"] = 2000000.0;
        });
        m_designs << editedRa1(m_dir, "empty", [](core::Design& d) {
            core::Design empty;
            empty.name = d.name;
            d = empty;
        });
    }

    // The text commands on every design.
    void textOutputs_data()
    {
        QTest::addColumn<QString>("design");
        for (const QString& d : m_designs)
            QTest::newRow(qPrintable(QFileInfo(d).fileName())) << d;
    }

    void textOutputs()
    {
        QFETCH(QString, design);
        const QList<QStringList> commands = {
            {QStringLiteral("check"), design},
            {QStringLiteral("analyze"), design},
            {QStringLiteral("info"), design},
            {QStringLiteral("simulate"), design},
            {QStringLiteral("simulate"), design, QStringLiteral("--use-case"), QStringLiteral("all"), QStringLiteral("--no-intervals")},
        };
        bool ok = true;
        for (const QStringList& args : commands) {
            const CliRun r = cli(args);
            QVERIFY2(r.exitCode >= 0, qPrintable(args.join(QLatin1Char(' ')) + QStringLiteral(" crashed")));
            ok = clean(args.join(QLatin1Char(' ')), shown(r)) && ok;
        }
        QVERIFY(ok);
    }

    // Under failures (utilization changes can round to zero from below), the N-1 sweep,
    // the model against the published results and the parameter list.
    void failuresAndReference()
    {
        const QList<QStringList> commands = {
            {QStringLiteral("analyze"), QStringLiteral("builtin:ra1"), QStringLiteral("--fail"), QStringLiteral("iom-a1")},
            {QStringLiteral("simulate"), QStringLiteral("builtin:ra1"), QStringLiteral("--fail"), QStringLiteral("iom-a1")},
            {QStringLiteral("analyze"), QStringLiteral("builtin:ra1"), QStringLiteral("--scenario"), QStringLiteral("lose-iom-a1")},
            {QStringLiteral("sweep"), QStringLiteral("builtin:ra1")},
            {QStringLiteral("sweep"), QStringLiteral("builtin:ra3")},
            {QStringLiteral("validate-reference")},
            {QStringLiteral("simulate"), QStringLiteral("--parameters")},
        };
        bool ok = true;
        for (const QStringList& args : commands) {
            const CliRun r = cli(args);
            QVERIFY2(r.exitCode == 0, qPrintable(args.join(QLatin1Char(' ')) + QStringLiteral(": ") + shown(r).left(400)));
            ok = clean(args.join(QLatin1Char(' ')), shown(r)) && ok;
        }
        QVERIFY(ok);
    }

    // The errors `check` gives for the bad files (range errors name their bounds).
    void errorMessages()
    {
        const QDir bad(QStringLiteral(TOPOPLAN_TEST_DATA "/bad"));
        const QStringList files = bad.entryList({QStringLiteral("*.topoplan.yaml")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() > 20);
        bool ok = true;
        for (const QString& f : files)
            ok = clean(QStringLiteral("check ") + f, shown(cli({QStringLiteral("check"), bad.filePath(f)}))) && ok;
        QVERIFY(ok);
    }

    // The JSON's strings (messages, bases, derivations); its numbers are for programs.
    void jsonStrings()
    {
        bool ok = true;
        for (const QString& design : {QStringLiteral("builtin:ra1"), QStringLiteral("builtin:ra2-vsan-str"), m_idle}) {
            for (const QString& command : {QStringLiteral("analyze"), QStringLiteral("simulate"), QStringLiteral("sweep")}) {
                const CliRun r = cli({command, design, QStringLiteral("--json")});
                QCOMPARE(r.exitCode, 0);
                const QJsonDocument doc = QJsonDocument::fromJson(r.out);
                QVERIFY2(!doc.isNull(), r.out.left(200).constData());
                QStringList strings;
                ::jsonStrings(doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array()), strings);
                QVERIFY(!strings.isEmpty());
                ok = clean(command + QLatin1Char(' ') + design + QStringLiteral(" --json"), strings.join(QLatin1Char('\n'))) && ok;
            }
        }
        QVERIFY(ok);
    }

    // The report as HTML, English and German (German writes "-0,0 %" where a sign slips in).
    void reportHtml_data()
    {
        QTest::addColumn<QString>("design");
        QTest::addColumn<QString>("lang");
        QTest::newRow("ra1 en") << QStringLiteral("builtin:ra1") << QStringLiteral("en");
        QTest::newRow("ra1 de") << QStringLiteral("builtin:ra1") << QStringLiteral("de");
        QTest::newRow("ra3 de") << QStringLiteral("builtin:ra3") << QStringLiteral("de");
        QTest::newRow("idle de") << m_idle << QStringLiteral("de");
    }

    void reportHtml()
    {
        QFETCH(QString, design);
        QFETCH(QString, lang);
        const QString out = m_dir.filePath(QStringLiteral("report-%1.html").arg(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))));
        const CliRun r = cli({QStringLiteral("report"), design, QStringLiteral("-o"), out, QStringLiteral("--lang"), lang});
        QVERIFY2(r.exitCode == 0, qPrintable(shown(r).left(400)));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = htmlText(QString::fromUtf8(f.readAll()));
        QVERIFY(text.size() > 1000);
        QVERIFY(clean(QStringLiteral("report ") + design + QStringLiteral(" --lang ") + lang, text));
    }

    // The workload without users shows no latency in simulate's text, only why (the model's
    // figure for it is an idle system's service time, "0.01 ms"); the finding says what is
    // missing.
    void noLoadShowsNoLatency()
    {
        for (const QStringList& extra : {QStringList{}, QStringList{QStringLiteral("--no-intervals")}}) {
            const CliRun r = cli(QStringList{QStringLiteral("simulate"), m_idle, QStringLiteral("--use-case"), QStringLiteral("oltp-only")} + extra);
            QCOMPARE(r.exitCode, 0);
            const QString text = QString::fromUtf8(r.out);
            const qsizetype at = text.indexOf(QStringLiteral("\nidle-wl "));
            QVERIFY2(at >= 0, qPrintable(text.left(2000)));
            // Its block: up to the next workload's line (or the section's end).
            static const QRegularExpression nextEntry(QStringLiteral("\n(?! )"));
            const qsizetype end = text.indexOf(nextEntry, at + 1);
            const QString block = text.mid(at, end < 0 ? -1 : end - at);
            QVERIFY2(block.contains(QStringLiteral("offers no load")), qPrintable(block));
            QVERIFY2(!block.contains(QStringLiteral("latency read")) && !block.contains(QStringLiteral("IOPS (")), qPrintable(block));
        }
        const CliRun a = cli({QStringLiteral("analyze"), m_idle});
        QVERIFY2(shown(a).contains(QStringLiteral("workload 'idle-wl' has no users")), a.out.left(3000).constData());
    }
};

QTEST_GUILESS_MAIN(TestWording)
#include "tst_wording.moc"
