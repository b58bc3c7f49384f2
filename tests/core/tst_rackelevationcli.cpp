// `topoplan-cli export FILE -o X.svg|X.pdf --what racks` (issue 17, docs/racks.md "Rack
// elevations"): the SVG is read with a real XML parser (QXmlStreamReader) and must hold one
// rack group per rack of the design with the devices mounted in it, at their U. Expected
// racks, devices and units come from the RA-1 design file (read here through the core
// loader, not from the exporter's output).
#include "analysistesthelpers.h"
#include "clirun.h"

#include <QFile>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include <map>
#include <set>

using namespace topoplan;

namespace {

/// What the SVG says: per rack group, per face, the devices (id -> data-u).
using Faces = std::map<QString, std::map<QString, int>>;
struct SvgRacks {
    std::map<QString, Faces> racks;
    int rackGroups = 0;
    QString error;
};

SvgRacks readSvg(const QString& path)
{
    SvgRacks out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.error = QStringLiteral("cannot open ") + path;
        return out;
    }
    QXmlStreamReader xml(&file);
    QString rack, face;
    int depth = 0, rackDepth = -1, faceDepth = -1;
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (token == QXmlStreamReader::StartElement) {
            ++depth;
            if (xml.name() != QLatin1String("g"))
                continue;
            const auto a = xml.attributes();
            const QString cls = a.value(QStringLiteral("class")).toString();
            if (cls == QLatin1String("rack")) {
                rack = a.value(QStringLiteral("data-rack")).toString();
                rackDepth = depth;
                ++out.rackGroups;
                out.racks[rack];
            } else if (cls == QLatin1String("rack-face")) {
                face = a.value(QStringLiteral("data-face")).toString();
                faceDepth = depth;
            } else if (cls == QLatin1String("device") && rackDepth >= 0 && faceDepth >= 0) {
                out.racks[rack][face][a.value(QStringLiteral("data-device")).toString()] =
                    a.value(QStringLiteral("data-u")).toInt();
            }
        } else if (token == QXmlStreamReader::EndElement) {
            if (depth == faceDepth)
                faceDepth = -1;
            if (depth == rackDepth)
                rackDepth = -1;
            --depth;
        }
    }
    if (xml.hasError())
        out.error = xml.errorString() + QStringLiteral(" at line %1").arg(xml.lineNumber());
    return out;
}

} // namespace

class TestRackElevationCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void svgHasOneGroupPerRackWithItsDevices()
    {
        const core::LoadedDesign ra1 = testing::builtinExample("ra1");
        QVERIFY(!ra1.design.racks.empty());
        QTemporaryDir dir;
        const QString svg = dir.filePath("ra1-racks.svg");
        const testing::CliRun run = testing::runCliWithoutDisplay({"export", "builtin:ra1", "-o", svg, "--what", "racks"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const SvgRacks read = readSvg(svg);
        QVERIFY2(read.error.isEmpty(), qPrintable(read.error));
        QCOMPARE(read.rackGroups, int(ra1.design.racks.size()));
        for (const core::Rack& rack : ra1.design.racks) {
            const QString id = QString::fromStdString(rack.id);
            QVERIFY2(read.racks.count(id), qPrintable(id));
            // Every top-level device the file mounts in this rack is drawn on its own face at its U.
            std::map<QString, std::map<QString, int>> expected;
            for (const core::Device& d : ra1.design.devices)
                if (d.parent.empty() && d.mount.rack == rack.id)
                    expected[QString::fromStdString(d.mount.face.empty() ? "front" : d.mount.face)][QString::fromStdString(d.id)] =
                        d.mount.u;
            QVERIFY(!expected.empty());
            for (const auto& [face, devices] : expected)
                for (const auto& [device, u] : devices) {
                    const auto& drawn = read.racks.at(id);
                    QVERIFY2(drawn.count(face) && drawn.at(face).count(device), qPrintable(id + " " + face + " " + device));
                    QCOMPARE(drawn.at(face).at(device), u);
                }
            // Nothing else is drawn in it.
            for (const auto& [face, devices] : read.racks.at(id))
                for (const auto& [device, u] : devices) {
                    const core::Device* d = ra1.design.device(device.toStdString());
                    QVERIFY2(d && d->mount.rack == rack.id, qPrintable(device));
                }
        }
        // RA-1's rack-a1 holds the MX7000, the two spines and the two management switches
        // (the design file's notes, "Racks").
        std::set<QString> a1;
        for (const auto& [face, devices] : read.racks.at("rack-a1"))
            for (const auto& [device, u] : devices)
                a1.insert(device);
        QCOMPARE(a1, (std::set<QString>{"mx7000-1", "spine-1", "spine-2", "mgmt-sw-1", "mgmt-sw-2"}));
        QVERIFY(run.out.contains("3 racks"));
    }

    void pdfIsOnePage()
    {
        QTemporaryDir dir;
        const QString pdf = dir.filePath("ra1-racks.pdf");
        const testing::CliRun run = testing::runCliWithoutDisplay({"export", "builtin:ra1", "-o", pdf, "--what", "racks"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const std::string bytes = testing::readFile(pdf);
        QVERIFY(bytes.rfind("%PDF-", 0) == 0);
        // One page: QPdfWriter writes one /Type /Page object per page.
        std::size_t pages = 0;
        for (std::size_t at = bytes.find("/Type /Page\n"); at != std::string::npos; at = bytes.find("/Type /Page\n", at + 1))
            ++pages;
        QCOMPARE(pages, std::size_t(1));
    }

    void faceOptionDrawsThatFaceOnly_data()
    {
        QTest::addColumn<QString>("face");
        QTest::addColumn<QStringList>("drawn"); // the rack-face groups of every rack
        QTest::newRow("front") << "front" << QStringList{"front"};
        QTest::newRow("rear") << "rear" << QStringList{"rear"};
        QTest::newRow("both") << "both" << QStringList{"front", "rear"};
    }

    void faceOptionDrawsThatFaceOnly()
    {
        // --face (docs/cli.md): the designer's front/rear toggle for the export. Expected:
        // every rack of RA-1 (the design file's racks) with the faces asked for, and each
        // device mounted on a face drawn there (the design file's face: of each device).
        QFETCH(QString, face);
        QFETCH(QStringList, drawn);
        const core::LoadedDesign ra1 = testing::builtinExample("ra1");
        QTemporaryDir dir;
        const QString svg = dir.filePath("faces.svg");
        const testing::CliRun run =
            testing::runCliWithoutDisplay({"export", "builtin:ra1", "-o", svg, "--what", "racks", "--face", face});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const SvgRacks read = readSvg(svg);
        QVERIFY2(read.error.isEmpty(), qPrintable(read.error));
        QCOMPARE(read.rackGroups, int(ra1.design.racks.size()));
        for (const auto& [rack, faces] : read.racks) {
            QStringList got;
            for (const auto& f : faces)
                got << f.first;
            // A face without devices has no entry in `faces`: compare only what is drawn.
            for (const QString& f : got)
                QVERIFY2(drawn.contains(f), qPrintable(rack + " " + f));
        }
        for (const core::Device& d : ra1.design.devices) {
            if (!d.parent.empty() || !d.mount.racked())
                continue;
            const QString own = QString::fromStdString(d.mount.face.empty() ? "front" : d.mount.face);
            const auto& faces = read.racks.at(QString::fromStdString(d.mount.rack));
            const bool shown = faces.count(own) && faces.at(own).count(QString::fromStdString(d.id));
            QCOMPARE(shown, drawn.contains(own));
        }
    }

    void refusesBadFace()
    {
        QTemporaryDir dir;
        testing::CliRun run = testing::runCli({"export", "builtin:ra1", "-o", dir.filePath("x.svg"), "--what", "racks", "--face", "top"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("--face is 'top' (expected front, rear or both)"), run.err.constData());
        run = testing::runCli({"export", "builtin:ra1", "-o", dir.filePath("x.csv"), "--what", "bom", "--face", "rear"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("--face applies to --what racks only"), run.err.constData());
        QVERIFY(!QFile::exists(dir.filePath("x.svg")) && !QFile::exists(dir.filePath("x.csv")));
    }

    void refusesOtherFormatsAndOptions()
    {
        QTemporaryDir dir;
        testing::CliRun run = testing::runCli({"export", "builtin:ra1", "-o", dir.filePath("x.png"), "--what", "racks"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("writes .svg or .pdf"), run.err.constData());
        run = testing::runCli({"export", "builtin:ra1", "-o", dir.filePath("x.svg"), "--what", "racks", "--overlays"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(!QFile::exists(dir.filePath("x.svg")));
    }
};

QTEST_GUILESS_MAIN(TestRackElevationCli)
#include "tst_rackelevationcli.moc"
