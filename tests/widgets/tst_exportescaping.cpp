// Export escaping (issue 16, "Traps"): QSvgGenerator wrote the design's name raw into
// <title> / <desc>, so "R&D cluster <A>" gave a file no SVG reader opens and a name
// holding <script> put a script element into the diagram. A design whose name and notes
// hold & < > " ' and "</desc><script>" is exported to every format; each output is read
// with a real parser (QXmlStreamReader for SVG, draw.io and the report's inline SVGs;
// poppler's pdfinfo for PDF metadata; QJsonDocument for the CLI's JSON) and no element
// may come from the design, while the texts read back equal the design's.
#include "models/designdocument.h"
#include "models/designentry.h"
#include "widgets/designscene.h"
#include "widgets/diagramexporter.h"
#include "widgets/drawioexporter.h"
#include "widgets/reportdata.h"
#include "widgets/reportexporter.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

using namespace topoplan;

namespace {

const QString kHostileName = QStringLiteral("R&D cluster <A> \"q\" 'x' </desc><script>alert(1)</script></title><g id=\"evil\"/>");
const QString kHostileNote = QStringLiteral("& < > \" ' </desc><script>alert(2)</script>");

struct XmlScan {
    QString error;               ///< parser error, empty when well-formed
    QStringList elements;        ///< every element name, in order
    QStringList texts;           ///< every <title> and <desc> text
    QStringList attributeValues; ///< every attribute value
};

XmlScan scan(const QByteArray& xml)
{
    XmlScan s;
    QXmlStreamReader r(xml);
    QString inside;
    while (!r.atEnd()) {
        const auto t = r.readNext();
        if (t == QXmlStreamReader::StartElement) {
            s.elements << r.name().toString();
            for (const QXmlStreamAttribute& a : r.attributes())
                s.attributeValues << a.value().toString();
            if (r.name() == QLatin1String("title") || r.name() == QLatin1String("desc"))
                s.texts << r.readElementText(QXmlStreamReader::IncludeChildElements);
        }
    }
    if (r.hasError())
        s.error = r.errorString() + QStringLiteral(" at line %1").arg(r.lineNumber());
    return s;
}

// No element or attribute that the design's texts could have made.
void verifyNoInjectedMarkup(const XmlScan& s)
{
    QVERIFY2(s.error.isEmpty(), qPrintable(s.error));
    QVERIFY2(!s.elements.contains(QStringLiteral("script")), qPrintable(s.elements.join(QLatin1Char(' '))));
    QVERIFY(!s.attributeValues.contains(QStringLiteral("evil")));
}

QString run(const QString& program, const QStringList& args, int* exitCode = nullptr)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit)
        return {};
    if (exitCode)
        *exitCode = p.exitCode();
    return QString::fromUtf8(p.readAllStandardOutput());
}

} // namespace

class TestExportEscaping : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(m_doc.open(QStringLiteral(TOPOPLAN_TEST_DATA "/analysis/single-isl.topoplan.yaml")), qPrintable(m_doc.errorString()));
        QVERIFY(models::editDesignInfo(&m_doc, kHostileName, kHostileNote).isEmpty());
        QCOMPARE(QString::fromStdString(m_doc.design().name), kHostileName);
        m_scene = new widgets::DesignScene(&m_doc, this);
    }

    void svg()
    {
        const QByteArray svg = widgets::DiagramExporter(m_scene, {}).toSvg();
        const XmlScan s = scan(svg);
        verifyNoInjectedMarkup(s);
        QVERIFY(QSvgRenderer(svg).isValid());
        // The name reads back as written, in <title> and in the title block's text.
        QVERIFY2(s.texts.contains(kHostileName), qPrintable(s.texts.join(QStringLiteral(" | "))));
    }

    void drawio()
    {
        const XmlScan s = scan(widgets::DrawioExporter(&m_doc).toXml());
        verifyNoInjectedMarkup(s);
        QVERIFY(s.attributeValues.contains(kHostileName)); // <diagram name=...>
    }

    void htmlReport()
    {
        const widgets::ReportData data = widgets::prepareReportData(*m_doc.snapshot(), "hostile.topoplan.yaml", {}, {});
        const QByteArray html = widgets::ReportExporter().toHtml(data, m_scene);
        // The report's own markup has no script; none may come from the design.
        QVERIFY(!html.contains("<script"));
        QVERIFY(!html.contains("<g id=\"evil\""));
        QVERIFY(html.contains("<title>" + kHostileName.toHtmlEscaped().toUtf8() + "</title>"));
        // Every inline SVG figure is well-formed XML on its own.
        const QString text = QString::fromUtf8(html);
        const QRegularExpression svgs(QStringLiteral("<svg[\\s\\S]*?</svg>"));
        int figures = 0;
        for (auto it = svgs.globalMatch(text); it.hasNext(); ++figures)
            verifyNoInjectedMarkup(scan(it.next().captured(0).toUtf8()));
        QVERIFY(figures > 0);
    }

    void pdfMetadata()
    {
        const QString diagram = m_dir.filePath(QStringLiteral("d.pdf"));
        QString error;
        QVERIFY2(widgets::DiagramExporter(m_scene, {}).write(diagram, &error), qPrintable(error));
        const widgets::ReportData data = widgets::prepareReportData(*m_doc.snapshot(), "hostile.topoplan.yaml", {}, {});
        const QString report = m_dir.filePath(QStringLiteral("r.pdf"));
        QVERIFY2(widgets::ReportExporter().write(report, data, m_scene, &error), qPrintable(error));
        for (const QString& path : {diagram, report}) {
            const QString info = run(QStringLiteral("pdfinfo"), {path});
            if (info.isEmpty())
                QSKIP("pdfinfo (poppler-utils) not available");
            const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("^Title:\\s+(.*)$"), QRegularExpression::MultilineOption).match(info);
            QVERIFY2(m.hasMatch(), qPrintable(info));
            QCOMPARE(m.captured(1), kHostileName);
        }
    }

    void json()
    {
        // The design file as the document saves it, then the CLI's JSON of it.
        const QString path = m_dir.filePath(QStringLiteral("hostile.topoplan.yaml"));
        QVERIFY2(m_doc.saveAs(path), qPrintable(m_doc.errorString()));
        int exitCode = -1;
        const QString out = run(QStringLiteral(TOPOPLAN_CLI), {QStringLiteral("analyze"), path, QStringLiteral("--json")}, &exitCode);
        QCOMPARE(exitCode, 0);
        QJsonParseError e{};
        const QJsonDocument doc = QJsonDocument::fromJson(out.toUtf8(), &e);
        QVERIFY2(e.error == QJsonParseError::NoError, qPrintable(e.errorString()));
        QCOMPARE(doc.object().value(QStringLiteral("design")).toString(), kHostileName);
    }

private:
    QTemporaryDir m_dir;
    models::DesignDocument m_doc;
    widgets::DesignScene* m_scene = nullptr;
};

QTEST_MAIN(TestExportEscaping)
#include "tst_exportescaping.moc"
