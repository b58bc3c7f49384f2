// topoplan-cli export / report as a user runs them, without a display (DISPLAY and
// WAYLAND_DISPLAY removed, QT_QPA_PLATFORM unset): the files are written for every
// format, a .drawio parses with every device and cable, the HTML report holds its
// sections, and misuse gets the exit statuses of app/cli/commands.h (2 usage, 1 bad
// design input, 3 unwritable output). QProcess and QXmlStreamReader are QtCore.
#include "clirun.h"

#include <QFile>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

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
