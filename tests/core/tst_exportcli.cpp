// topoplan-cli export / report as a user runs them, without a display (DISPLAY and
// WAYLAND_DISPLAY removed, QT_QPA_PLATFORM unset): the files are written for every
// format, a .drawio parses with every device and cable, the HTML report holds its
// sections, and misuse gets the exit statuses of app/cli/commands.h (2 usage, 1 bad
// design input, 3 unwritable output). QProcess and QXmlStreamReader are QtCore.
#include "clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include <cmath>

namespace {

using Run = topoplan::testing::CliRun;

/// The CLI as a user without a display runs it.
Run cli(const QStringList& args) { return topoplan::testing::runCliWithoutDisplay(args); }

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestExportCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void exportWritesEveryFormat_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("magic");
        // File signatures: PDF "%PDF", PNG "\x89PNG", SVG and draw.io are XML.
        QTest::newRow("svg") << "ra1.svg" << QByteArray("<?xml");
        QTest::newRow("pdf") << "ra1.pdf" << QByteArray("%PDF");
        QTest::newRow("png") << "ra1.png" << QByteArray("\x89PNG");
        QTest::newRow("drawio") << "ra1.drawio" << QByteArray("<?xml");
    }
    void exportWritesEveryFormat()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, magic);
        const QString path = m_dir.filePath(name);
        const Run r = cli({QStringLiteral("export"), QStringLiteral("builtin:ra1"), QStringLiteral("-o"), path,
                           QStringLiteral("--overlays"), QStringLiteral("--dpi"), QStringLiteral("72")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(readAll(path).startsWith(magic));
    }

    void drawioHoldsEveryDeviceAndCable()
    {
        const QString path = m_dir.filePath(QStringLiteral("ra1.drawio"));
        QVERIFY(QFile::exists(path) || cli({QStringLiteral("export"), QStringLiteral("builtin:ra1"), QStringLiteral("-o"), path}).exitCode == 0);
        // How many devices and cables to expect: the entries of the example's `devices:`
        // and `links:` lists (the file the builtin is compiled from, one "  - " per entry).
        const QByteArray design = readAll(QStringLiteral(TOPOPLAN_RESOURCES_DIR "/examples/ra1-mx7000-powermax.topoplan.yaml"));
        QVERIFY(!design.isEmpty());
        int devices = 0, links = 0;
        QByteArray section;
        for (const QByteArray& line : design.split('\n')) {
            if (!line.isEmpty() && line[0] != ' ' && line[0] != '#')
                section = line.left(line.indexOf(':'));
            if (line.startsWith("  - ")) {
                devices += section == "devices";
                links += section == "links";
            }
        }
        QVERIFY(devices > 0 && links > 0);
        QXmlStreamReader xml(readAll(path));
        int deviceCells = 0, linkEdges = 0;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("mxCell")) {
                const auto id = xml.attributes().value(QLatin1String("id"));
                deviceCells += id.startsWith(QLatin1String("dev:"));
                linkEdges += id.startsWith(QLatin1String("link:"));
            }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(deviceCells, devices);
        QCOMPARE(linkEdges, links);
    }

    void reportWritesHtmlAndPdf()
    {
        const QString html = m_dir.filePath(QStringLiteral("ra1.html"));
        Run r = cli({QStringLiteral("report"), QStringLiteral("builtin:ra1"), QStringLiteral("-o"), html});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QByteArray text = readAll(html);
        for (const char* section : {"Design summary and bill of materials", "Capacity", "Diagram", "Paths per workload",
                                    "Redundancy", "N-1 failure sweep", "Predicted performance", "Scenario results over time",
                                    "Assumptions and model parameters", "Appendix: design file"})
            QVERIFY2(text.contains(section), section);
        const QString pdf = m_dir.filePath(QStringLiteral("ra1-fail.pdf"));
        r = cli({QStringLiteral("report"), QStringLiteral("builtin:ra1"), QStringLiteral("-o"), pdf, QStringLiteral("--fail"),
                 QStringLiteral("iom-a1")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(readAll(pdf).startsWith("%PDF"));
        // --use-case: the main prediction is that use case's (RA-1 has oltp-dss with the
        // DSS workloads; the default, its first, oltp-only, has none).
        const QString dss = m_dir.filePath(QStringLiteral("ra1-dss.html"));
        r = cli({QStringLiteral("report"), QStringLiteral("builtin:ra1"), QStringLiteral("-o"), dss, QStringLiteral("--use-case"),
                 QStringLiteral("oltp-dss")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(readAll(dss).contains("Use case oltp-dss, its workloads running together"));
        QVERIFY(text.contains("Use case oltp-only, its workloads running together"));
    }

    // The report's Users column gives the users the model ran as simulate does (issue 15: a
    // prediction is shown with its interval and basis wherever it is shown): users derived
    // by the response-time law with their interval, and the basis line says so; declared
    // users exactly as the profile declares them. Expected values: `simulate --json`'s
    // model_users, model_users_basis and predicted.model_users of the same design and use
    // case, to 3 significant digits. RA-1 use case oltp-only: oracle-oltp, sql-oltp-1 and -2,
    // derived from use case 1's baseline (throughput, no users); oltp-dss adds the DSS
    // workloads, whose query streams the profile declares.
    void reportUsersHaveIntervalAndBasis_data()
    {
        QTest::addColumn<QString>("useCase");
        QTest::addColumn<int>("derivedUsers");
        QTest::addColumn<int>("declaredUsers");
        QTest::newRow("oltp-only") << QStringLiteral("oltp-only") << 3 << 0;
        QTest::newRow("oltp-dss") << QStringLiteral("oltp-dss") << 3 << 3; // + oracle-dss, sql-dss-1, -2: 1 stream each
    }
    void reportUsersHaveIntervalAndBasis()
    {
        QFETCH(QString, useCase);
        QFETCH(int, derivedUsers);
        QFETCH(int, declaredUsers);
        const QString html = m_dir.filePath(useCase + QStringLiteral("-users.html"));
        const Run r = cli({QStringLiteral("report"), QStringLiteral("builtin:ra1"), QStringLiteral("-o"), html,
                           QStringLiteral("--use-case"), useCase});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString report = QString::fromUtf8(readAll(html));
        // The performance table and the basis list below it (reportsections.cpp PerformanceSection).
        const qsizetype from = report.indexOf(QLatin1String(">Users</th>"));
        const QString text = report.mid(from, report.indexOf(QLatin1String(">Busiest centers</h2>")) - from);
        QVERIFY(from >= 0 && !text.isEmpty());
        const Run sim = cli({QStringLiteral("simulate"), QStringLiteral("builtin:ra1"), QStringLiteral("--json"),
                             QStringLiteral("--use-case"), useCase});
        QVERIFY2(sim.exitCode == 0, sim.err.constData());
        const QJsonArray workloads = QJsonDocument::fromJson(sim.out).object().value(QLatin1String("workloads")).toArray();
        const auto number = [](QString s) { return s.remove(QLatin1Char(',')).toDouble(); };
        const auto near = [](double shown, double v) { return std::abs(shown - v) <= 0.005 * std::abs(v); };
        int derived = 0, declared = 0;
        for (const QJsonValue& value : workloads) {
            const QJsonObject w = value.toObject();
            const QString id = w.value(QLatin1String("id")).toString();
            const QRegularExpression row(QStringLiteral("<tr[^>]*><td>%1</td><td align=\"right\"[^>]*>([^<]*)</td>")
                                             .arg(QRegularExpression::escape(id)));
            const QRegularExpressionMatch m = row.match(text);
            QVERIFY2(m.hasMatch(), qPrintable(id));
            const QString cell = m.captured(1);
            const double users = w.value(QLatin1String("model_users")).toDouble();
            const QJsonObject p = w.value(QLatin1String("predicted")).toObject().value(QLatin1String("model_users")).toObject();
            const QRegularExpression basisLine(QStringLiteral("<li>%1: [^<]*; users ([^<]*)</li>").arg(QRegularExpression::escape(id)));
            const QString basis = basisLine.match(text).captured(1);
            if (p.isEmpty()) { // an input: exact
                ++declared;
                QCOMPARE(number(cell), users);
                QCOMPARE(basis, QStringLiteral("as the profile declares"));
                QCOMPARE(w.value(QLatin1String("model_users_basis")).toString(), basis);
                continue;
            }
            ++derived;
            static const QRegularExpression interval(QStringLiteral("^([0-9.,]+) \\(([0-9.,]+)-([0-9.,]+)\\)$"));
            const QRegularExpressionMatch i = interval.match(cell);
            QVERIFY2(i.hasMatch(), qPrintable(id + QStringLiteral(": ") + cell));
            QVERIFY2(near(number(i.captured(1)), users), qPrintable(cell));
            QVERIFY2(near(number(i.captured(2)), p.value(QLatin1String("low")).toDouble()), qPrintable(cell));
            QVERIFY2(near(number(i.captured(3)), p.value(QLatin1String("high")).toDouble()), qPrintable(cell));
            QCOMPARE(basis, QStringLiteral("derived by the response-time law from the measured baseline"));
            QCOMPARE(w.value(QLatin1String("model_users_basis")).toString(), basis);
        }
        QCOMPARE(derived, derivedUsers);
        QCOMPARE(declared, declaredUsers);
    }

    void misuseHasItsExitStatus()
    {
        // 2: bad command line.
        Run r = cli({QStringLiteral("export"), QStringLiteral("builtin:ra1"), QStringLiteral("-o"), m_dir.filePath(QStringLiteral("x.txt"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("unknown format"));
        r = cli({QStringLiteral("report"), QStringLiteral("builtin:ra1")});
        QCOMPARE(r.exitCode, 2);
        r = cli({QStringLiteral("export"), QStringLiteral("builtin:ra1"), QStringLiteral("-o"), m_dir.filePath(QStringLiteral("x.png")),
                 QStringLiteral("--dpi"), QStringLiteral("zero")});
        QCOMPARE(r.exitCode, 2);
        r = cli({QStringLiteral("export"), QStringLiteral("builtin:ra1"), QStringLiteral("-o"), m_dir.filePath(QStringLiteral("x.drawio")),
                 QStringLiteral("--selection"), QStringLiteral("mx7000-1")});
        QCOMPARE(r.exitCode, 2);
        // 1: the design input is wrong.
        r = cli({QStringLiteral("report"), QStringLiteral("builtin:ra1"), QStringLiteral("-o"), m_dir.filePath(QStringLiteral("x.pdf")),
                 QStringLiteral("--fail"), QStringLiteral("no-such-thing")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("no-such-thing"));
        r = cli({QStringLiteral("export"), QStringLiteral("builtin:ra1"), QStringLiteral("-o"), m_dir.filePath(QStringLiteral("x.svg")),
                 QStringLiteral("--selection"), QStringLiteral("no-such-device")});
        QCOMPARE(r.exitCode, 1);
        r = cli({QStringLiteral("report"), QStringLiteral("builtin:ra1"), QStringLiteral("-o"), m_dir.filePath(QStringLiteral("x.pdf")),
                 QStringLiteral("--scenario"), QStringLiteral("no-such-scenario")});
        QCOMPARE(r.exitCode, 1);
        r = cli({QStringLiteral("report"), QStringLiteral("builtin:ra1"), QStringLiteral("-o"), m_dir.filePath(QStringLiteral("x.pdf")),
                 QStringLiteral("--use-case"), QStringLiteral("no-such-use-case")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("no use case 'no-such-use-case'"));
        // 3: the output cannot be written.
        r = cli({QStringLiteral("export"), QStringLiteral("builtin:ra1"), QStringLiteral("-o"), QStringLiteral("/nonexistent-dir/x.svg")});
        QCOMPARE(r.exitCode, 3);
        QVERIFY(r.err.contains("/nonexistent-dir/x.svg"));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestExportCli)
#include "tst_exportcli.moc"
