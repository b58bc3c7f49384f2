// Catalog path confinement (issue 16, "Traps"): `catalogs: [builtin, /etc/shadow]` made
// `check` print that file's lines. A catalog path must resolve inside the design's
// folder (docs/design-format.md, "Catalog files"); anything else is refused unless
// allowed (`--allow-catalog PATH`), and a file that is not a catalog is quoted by at most
// a few characters. The "secret" file here is made by the test, so its lines are known.
#include "core/designio.h"
#include "core/designloader.h"
#include "clirun.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using Run = topoplan::testing::CliRun;

bool write(const QString& path, const QByteArray& text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

const QByteArray kSecret = "SECRETLINE-1 alpha bravo charlie\nSECRETLINE-2 delta echo\n";

QByteArray designNaming(const QString& catalog)
{
    return "format: topoplan/1\nname: confined\ncatalogs: [builtin, \"" + catalog.toUtf8()
        + "\"]\ndevices:\n  - {id: s, model: generic/server, at: [0, 0]}\n";
}

} // namespace

class TestCatalogAccess : public QObject {
    Q_OBJECT

    QTemporaryDir m_root;
    QString m_designDir, m_secret;

private slots:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        QVERIFY(QDir(m_root.path()).mkpath(QStringLiteral("design/catalogs")));
        QVERIFY(QDir(m_root.path()).mkpath(QStringLiteral("elsewhere")));
        m_designDir = m_root.filePath(QStringLiteral("design"));
        m_secret = m_root.filePath(QStringLiteral("elsewhere/secret.txt"));
        QVERIFY(write(m_secret, kSecret));
        QVERIFY(write(m_designDir + QStringLiteral("/catalogs/own.yaml"), "format: topoplan-catalog/1\nmodels: []\n"));
    }

    void outsideIsRefusedUnread_data()
    {
        QTest::addColumn<QString>("catalog");
        QTest::newRow("absolute") << QStringLiteral("ABS");
        QTest::newRow("dot-dot") << QStringLiteral("../elsewhere/secret.txt");
        QTest::newRow("dot-dot inside a subfolder") << QStringLiteral("catalogs/../../elsewhere/secret.txt");
        QTest::newRow("symlink inside pointing out") << QStringLiteral("catalogs/link.yaml");
    }
    void outsideIsRefusedUnread()
    {
        QFETCH(QString, catalog);
        if (catalog == QLatin1String("ABS"))
            catalog = m_secret;
        QFile::remove(m_designDir + QStringLiteral("/catalogs/link.yaml"));
        QVERIFY(QFile::link(m_secret, m_designDir + QStringLiteral("/catalogs/link.yaml")));
        const QString design = m_designDir + QStringLiteral("/d.topoplan.yaml");
        QVERIFY(write(design, designNaming(catalog)));
        const Run r = topoplan::testing::runCli({"check", design});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("catalog file outside the design's folder"), r.err.constData());
        QVERIFY2(r.err.contains("--allow-catalog"), r.err.constData());
        QVERIFY2(!r.err.contains("SECRETLINE") && !r.out.contains("SECRETLINE"), r.err.constData());
        // The error has its line (catalogs: is line 3 of designNaming()).
        QVERIFY2(r.err.contains("d.topoplan.yaml:3:"), r.err.constData());
        // The same through the core's loader, as the designer reads it.
        topoplan::core::Diagnostics diagnostics;
        QVERIFY(!topoplan::core::loadDesignFile(design.toStdString(), diagnostics));
        QCOMPARE(diagnostics.front().id, catalog.toStdString());
    }

    void allowedButNotACatalogQuotesLittle()
    {
        const QString design = m_designDir + QStringLiteral("/d.topoplan.yaml");
        QVERIFY(write(design, designNaming(m_secret)));
        const Run r = topoplan::testing::runCli({"check", design, "--allow-catalog", m_secret});
        QCOMPARE(r.exitCode, 1); // read now, and refused as not a catalog
        QVERIFY2(!r.err.contains("catalog file outside"), r.err.constData());
        // At most a few characters of the file: no whole line of it.
        QVERIFY2(!r.err.contains("SECRETLINE-1 alpha") && !r.err.contains("SECRETLINE-2"), r.err.constData());
        QCOMPARE(topoplan::testing::runCli({"check", design, "--allow-catalog"}).exitCode, 2);
    }

    // A file of "key:" lines (/etc/shadow: "root:*:20228:0:99999:7:::" is a YAML key) was
    // one "unknown key 'root:*:20228:…'" error per line: the whole file (issue 16).
    void allowedKeyLinesQuoteLittleOnce()
    {
        const QString keys = m_root.filePath(QStringLiteral("elsewhere/keys.txt"));
        QVERIFY(write(keys, "S1:alpha-bravo-charlie:::\nS2:delta-echo:::\nS3:foxtrot-golf:::\n"));
        const QString design = m_designDir + QStringLiteral("/d.topoplan.yaml");
        QVERIFY(write(design, designNaming(keys)));
        const Run r = topoplan::testing::runCli({"check", design, "--allow-catalog", keys});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(!r.err.contains("charlie") && !r.err.contains("S2") && !r.err.contains("S3"), r.err.constData());
        QCOMPARE(r.err.count(keys.toUtf8() + ":"), 1); // one error about the file, at its position
        QVERIFY2(r.err.contains("keys.txt:1:1: error: the file is no catalog"), r.err.constData());
    }

    // The hint names the file as --allow-catalog reads it, from the current directory
    // (issue 16: it gave the design-relative "../../cat.yaml", refused again from elsewhere).
    void hintWorksFromTheCurrentDirectory()
    {
        QVERIFY(write(m_root.filePath(QStringLiteral("elsewhere/shared.yaml")), "format: topoplan-catalog/1\nmodels: []\n"));
        QVERIFY(write(m_designDir + QStringLiteral("/catalogs/d.topoplan.yaml"), designNaming(QStringLiteral("../../elsewhere/shared.yaml"))));
        auto run = [&](const QStringList& args) {
            QProcess p;
            p.setWorkingDirectory(m_root.path());
            p.start(QStringLiteral(TOPOPLAN_CLI), args);
            p.waitForFinished(120000);
            return std::make_pair(p.exitCode(), QString::fromUtf8(p.readAllStandardError()));
        };
        const QString designArg = QStringLiteral("design/catalogs/d.topoplan.yaml");
        const auto [refusedCode, refused] = run({QStringLiteral("check"), designArg});
        QCOMPARE(refusedCode, 1);
        const QRegularExpressionMatch hint = QRegularExpression(QStringLiteral("--allow-catalog (\\S+) on")).match(refused);
        QVERIFY2(hint.hasMatch(), qPrintable(refused));
        QCOMPARE(hint.captured(1), QStringLiteral("elsewhere/shared.yaml"));
        const auto [allowedCode, allowed] = run({QStringLiteral("check"), designArg, QStringLiteral("--allow-catalog"), hint.captured(1)});
        QVERIFY2(allowedCode == 0, qPrintable(allowed));
    }

    void insideLoads()
    {
        const QString design = m_designDir + QStringLiteral("/d.topoplan.yaml");
        QVERIFY(write(design, designNaming(QStringLiteral("catalogs/own.yaml"))));
        const Run r = topoplan::testing::runCli({"check", design});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        // A configured catalog folder is allowed as the design's own.
        QVERIFY(write(design, designNaming(m_secret)));
        topoplan::core::Diagnostics diagnostics;
        topoplan::core::CatalogAccess access;
        access.folders.push_back(m_root.filePath(QStringLiteral("elsewhere")).toStdString());
        QVERIFY(topoplan::core::catalogsOutsideAccess(*topoplan::core::readDesignFile(design.toStdString(), diagnostics),
                                                      m_designDir.toStdString(), access)
                    .empty());
    }
};

QTEST_GUILESS_MAIN(TestCatalogAccess)
#include "tst_catalogaccess.moc"
