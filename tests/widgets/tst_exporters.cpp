// Diagram, draw.io and report export on the RA-1 example: the SVG is valid for
// QSvgRenderer and names every device; the PNG has the size its DPI implies; the
// draw.io XML parses and holds every device, port end and cable; the HTML report holds
// every section; the PDF report has page numbers consistent with its page count
// (pdfinfo / pdftotext from poppler-utils); cancelling stops a report.
#include "popplerrun.h"

#include "core/design.h"
#include "models/analysisrunner.h"
#include "models/designdocument.h"
#include "widgets/designscene.h"
#include "widgets/diagramexporter.h"
#include "widgets/drawioexporter.h"
#include "widgets/exportactions.h"
#include "widgets/mainwindow.h"
#include "widgets/reportdata.h"
#include "widgets/reportexporter.h"
#include "widgets/reportsections.h"

#include <QGraphicsItem>
#include <QImage>
#include <QMenu>
#include <QMenuBar>
#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QProcess>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include <map>
#include <set>

using namespace topoplan;

using testing::poppler;

class TestExporters : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_doc.open(QStringLiteral("builtin:ra1")), qPrintable(m_doc.errorString()));
        m_scene = new widgets::DesignScene(&m_doc, this);
        QVERIFY(m_dir.isValid());
    }

    void svgIsValidAndNamesEveryDevice()
    {
        const QByteArray svg = widgets::DiagramExporter(m_scene, {}).toSvg();
        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        // Every device of the design file (the desc lists the ids the canvas shortens).
        for (const core::Device& d : m_doc.design().devices)
            QVERIFY2(svg.contains(QByteArray::fromStdString(d.id)), d.id.c_str());
        // Free-standing devices' ids are drawn as text (DeviceItem draws them unshortened).
        for (const core::Device& d : m_doc.design().devices)
            if (d.parent.empty())
                QVERIFY2(QString::fromUtf8(svg).contains(
                             QRegularExpression(QStringLiteral(">\\s*%1\\s*</text>").arg(QRegularExpression::escape(
                                 QString::fromStdString(d.id))))),
                         d.id.c_str());
        // The title block shows the design's name (the design file's `name`).
        QVERIFY(svg.contains(m_doc.title().toHtmlEscaped().toUtf8()));
    }

    void selectionExportsOnlyTheSelection()
    {
        // A chassis with seated devices and a free-standing device outside it (from the design).
        std::string chassis, outside;
        for (const core::Device& d : m_doc.design().devices)
            if (!d.parent.empty() && chassis.empty() && m_doc.design().device(d.parent)->parent.empty())
                chassis = d.parent;
        for (const core::Device& d : m_doc.design().devices)
            if (d.parent.empty() && d.id != chassis)
                outside = d.id;
        QVERIFY(!chassis.empty() && !outside.empty());
        widgets::DiagramOptions options;
        options.selection = {chassis};
        const widgets::DiagramExporter exporter(m_scene, options);
        const QString svg = QString::fromUtf8(exporter.toSvg());
        QVERIFY(svg.contains(QString::fromStdString(chassis)));
        for (const core::Device& d : m_doc.design().devices)
            if (d.parent == chassis)
                QVERIFY2(svg.contains(QString::fromStdString(d.id)), d.id.c_str());
        QVERIFY(!svg.contains(QRegularExpression(QStringLiteral("\\b%1\\b").arg(QString::fromStdString(outside)))));
        // The canvas is left as it was: every item visible again.
        for (QGraphicsItem* item : m_scene->items())
            QVERIFY(item->isVisible());
    }

    void canvasOverlaysSurviveAnExport()
    {
        // The canvas shows the live analysis; an export drawn without overlays, or with
        // another analysis, must leave the canvas's overlays as they were.
        const models::AnalysisRunner::Outcome live = models::AnalysisRunner::compute(*m_doc.snapshot(), {}, nullptr);
        QVERIFY(!live.analysis.links.empty());
        m_scene->setAnalysis(&live.analysis);
        const std::string link = live.analysis.links.front().link;
        const double before = m_scene->linkUtilization(link);
        QVERIFY(before >= 0);
        widgets::DiagramOptions plain;
        (void)widgets::DiagramExporter(m_scene, plain).toSvg();
        QCOMPARE(m_scene->linkUtilization(link), before);
        core::AnalysisResult other;
        widgets::DiagramOptions withOther;
        withOther.overlays = true;
        withOther.analysis = &other;
        (void)widgets::DiagramExporter(m_scene, withOther).toSvg();
        QCOMPARE(m_scene->linkUtilization(link), before);
        m_scene->setAnalysis(nullptr);
    }

    void pngHasTheResolutionAsked()
    {
        widgets::DiagramOptions options;
        options.dpi = 192; // 2 pixels per unit: the diagram's units are 1/96 inch (diagramexporter.h)
        const widgets::DiagramExporter exporter(m_scene, options);
        QByteArray bytes;
        QString error;
        QVERIFY2(exporter.encode(QStringLiteral("png"), &bytes, &error), qPrintable(error));
        const QImage image = QImage::fromData(bytes, "PNG");
        QVERIFY(!image.isNull());
        // Units to pixels: size x dpi / 96.
        QCOMPARE(image.width(), int(exporter.size().width() * 2));
        QCOMPARE(image.height(), int(exporter.size().height() * 2));
    }

    void diagramPdfIsOnePageWithTheTitleBlock()
    {
        const QString path = m_dir.filePath(QStringLiteral("ra1.pdf"));
        QString error;
        QVERIFY2(widgets::DiagramExporter(m_scene, {}).write(path, &error), qPrintable(error));
        const QString info = poppler(QStringLiteral("pdfinfo"), {path});
        if (info.isEmpty())
            QSKIP("pdfinfo (poppler-utils) not available");
        QVERIFY(info.contains(QRegularExpression(QStringLiteral("Pages:\\s+1\\n"))));
        const QString text = poppler(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
        QVERIFY(text.contains(QStringLiteral("Revision")));
        // Vector: the devices' names are text in the PDF.
        QVERIFY(text.contains(QString::fromStdString(m_doc.design().devices.front().id)));
    }

    void unknownFormatAndUnwritablePathAreRefused()
    {
        QString error;
        QVERIFY(!widgets::DiagramExporter(m_scene, {}).write(m_dir.filePath(QStringLiteral("x.bmp")), &error));
        QVERIFY(error.contains(QStringLiteral(".bmp")));
        QVERIFY(!widgets::DiagramExporter(m_scene, {}).write(QStringLiteral("/nonexistent-dir/x.svg"), &error));
        QVERIFY(error.contains(QStringLiteral("cannot write")));
    }

    void drawioParsesWithEveryDeviceAndCable()
    {
        QXmlStreamReader xml(widgets::DrawioExporter(&m_doc).toXml());
        std::map<QString, QString> parentOf;
        std::vector<std::pair<QString, QString>> edges;
        int linkEdges = 0;
        bool model = false;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            model = model || xml.name() == QLatin1String("mxGraphModel");
            if (xml.name() != QLatin1String("mxCell"))
                continue;
            const auto a = xml.attributes();
            parentOf[a.value(QLatin1String("id")).toString()] = a.value(QLatin1String("parent")).toString();
            if (a.value(QLatin1String("edge")) == QLatin1String("1")) {
                edges.emplace_back(a.value(QLatin1String("source")).toString(), a.value(QLatin1String("target")).toString());
                linkEdges += a.value(QLatin1String("id")).startsWith(QLatin1String("link:"));
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(model);
        for (const core::Device& d : m_doc.design().devices) {
            const QString id = QStringLiteral("dev:") + QString::fromStdString(d.id);
            QVERIFY2(parentOf.count(id), qPrintable(id));
            // Seated devices nest in their parent's container.
            QCOMPARE(parentOf[id], d.parent.empty() ? QStringLiteral("1") : QStringLiteral("dev:") + QString::fromStdString(d.parent));
        }
        QCOMPARE(linkEdges, int(m_doc.design().links.size()));
        for (const auto& [source, target] : edges) {
            QVERIFY2(parentOf.count(source) && parentOf.count(target), qPrintable(source + QStringLiteral(" / ") + target));
            QVERIFY(source.startsWith(QLatin1String("port:")) && target.startsWith(QLatin1String("port:")));
        }
    }

    void htmlReportHoldsEverySection()
    {
        const widgets::ReportData data = widgets::prepareReportData(*m_doc.snapshot(), "builtin:ra1", {}, {});
        QVERIFY(!data.cancelled);
        widgets::ReportExporter exporter;
        const QString html = QString::fromUtf8(exporter.toHtml(data, m_scene));
        for (const auto& s : exporter.sections())
            if (!s->title().isEmpty())
                QVERIFY2(html.contains(QStringLiteral(">%1</h1>").arg(s->title().toHtmlEscaped())), qPrintable(s->title()));
        QVERIFY(html.contains(QStringLiteral("<svg")));
        for (const core::Workload& w : m_doc.design().workloads)
            QVERIFY2(html.contains(QString::fromStdString(w.id)), w.id.c_str());
        // Every global constant of core/modelconstants.h, with its justification.
        const auto constants = widgets::modelConstants();
        QVERIFY(constants.size() >= 20);
        for (const auto& c : constants) {
            QVERIFY2(!c.source.isEmpty(), qPrintable(c.name));
            QVERIFY2(html.contains(c.name), qPrintable(c.name));
        }
    }

    void pdfReportHasNumberedPages()
    {
        const widgets::ReportData data = widgets::prepareReportData(*m_doc.snapshot(), "builtin:ra1", {}, {});
        const QString path = m_dir.filePath(QStringLiteral("report.pdf"));
        widgets::ReportExporter exporter;
        QString error;
        QVERIFY2(exporter.write(path, data, m_scene, &error), qPrintable(error));
        const QString info = poppler(QStringLiteral("pdfinfo"), {path});
        if (info.isEmpty())
            QSKIP("pdfinfo (poppler-utils) not available");
        const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
        QVERIFY(m.hasMatch());
        const int pages = m.captured(1).toInt();
        // The title page plus the nine sections that start on a new page
        // (reportsections.cpp and reportcharts.cpp: heading(..., pageBreak = true)).
        QVERIFY2(pages >= 10, qPrintable(info));
        // NFKC: DejaVu's "fi" ligature comes out of pdftotext as U+FB01.
        const QString text = poppler(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")})
                                 .normalized(QString::NormalizationForm_KC);
        // Footer of every page but the title page, numbered against the real page count.
        QVERIFY(text.contains(QStringLiteral("Page 2 of %1").arg(pages)));
        QVERIFY(text.contains(QStringLiteral("Page %1 of %1").arg(pages)));
        QVERIFY(!text.contains(QStringLiteral("Page 1 of")));
        for (const auto& s : exporter.sections())
            if (!s->title().isEmpty())
                QVERIFY2(text.contains(s->title()), qPrintable(s->title()));
        // The diagram is vector: device ids are text on the diagram page.
        QVERIFY(text.contains(QString::fromStdString(m_doc.design().devices.front().id)));
    }

    void reportCanBeCancelled()
    {
        std::atomic<bool> cancel{true};
        int calls = 0;
        const widgets::ReportData data = widgets::prepareReportData(*m_doc.snapshot(), "builtin:ra1", {}, {}, &cancel,
                                                                    [&](int, const char*) { ++calls; });
        QVERIFY(data.cancelled);
        QCOMPARE(calls, 1);
        const widgets::ReportData full = widgets::prepareReportData(*m_doc.snapshot(), "builtin:ra1", {}, {});
        QByteArray bytes;
        QString error;
        QVERIFY(!widgets::ReportExporter().encode(QStringLiteral("pdf"), full, m_scene, &bytes, &error,
                                                  [](int page, int) { return page < 2; }));
        QCOMPARE(error, QStringLiteral("cancelled"));
    }

    void fileMenuExportsAReportInTheBackground()
    {
        models::DesignDocument doc;
        QVERIFY(doc.open(QStringLiteral("builtin:ra1")));
        widgets::MainWindow window(&doc);
        window.resize(1400, 900);
        window.show();
        QMenu* file = nullptr;
        for (QAction* a : window.menuBar()->actions())
            if (a->menu() && a->text().remove(QLatin1Char('&')) == QLatin1String("File"))
                file = a->menu();
        QVERIFY(file);
        QStringList texts;
        for (QAction* a : file->actions())
            texts << a->text().remove(QLatin1Char('&'));
        for (const char* t : {"Export Diagram...", "Export to draw.io...", "Export Report..."})
            QVERIFY2(texts.contains(QLatin1String(t)), t);
        if (qEnvironmentVariableIsSet("TOPOPLAN_SCREENSHOT_DIR")) {
            file->popup(window.mapToGlobal(QPoint(10, 30)));
            QTest::qWait(200);
            file->grab().save(qEnvironmentVariable("TOPOPLAN_SCREENSHOT_DIR") + QStringLiteral("/export-menu.png"));
            file->hide();
        }

        widgets::ExportActions* exports = window.exportActions();
        QSignalSpy finished(exports, &widgets::ExportActions::reportFinished);
        const QString html = m_dir.filePath(QStringLiteral("gui.html"));
        QVERIFY(exports->startReport(html));
        QVERIFY(exports->progressDialog());
        QVERIFY(!exports->startReport(html)); // one report at a time
        QVERIFY(finished.wait(120000));
        QCOMPARE(finished.takeFirst().at(1).toBool(), true);
        QVERIFY(QFile::exists(html));
        QVERIFY(!exports->progressDialog());

        // Cancel while the analyses run: no file is written.
        const QString pdf = m_dir.filePath(QStringLiteral("cancelled.pdf"));
        QVERIFY(exports->startReport(pdf));
        auto* dialog = qobject_cast<QProgressDialog*>(exports->progressDialog());
        QVERIFY(dialog);
        auto* cancelButton = dialog->findChild<QPushButton*>();
        QVERIFY(cancelButton);
        cancelButton->click(); // what the user does
        QVERIFY(finished.wait(120000));
        QCOMPARE(finished.takeFirst().at(1).toBool(), false);
        QVERIFY(!QFile::exists(pdf));
    }

private:
    models::DesignDocument m_doc;
    widgets::DesignScene* m_scene = nullptr;
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestExporters)
#include "tst_exporters.moc"
