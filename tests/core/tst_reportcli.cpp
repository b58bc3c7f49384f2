// `topoplan-cli report` on each reference design (`topoplan-cli examples`: RA-1 to RA-5 and
// the RA-2 stretched cluster) as a user runs it, without a display: a PDF and an HTML
// report are written; the PDF (pdfinfo / pdftotext from poppler-utils) has a sane page
// count, every figure caption of the HTML with its number, the charts of every use case
// and scenario of the design, and no "nan" or "inf" anywhere; the HTML is one
// self-contained file with one inline SVG per figure. One design per data row, so a slow
// or broken design names itself.
#include "analysistesthelpers.h"
#include "clirun.h"

#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <set>

namespace {

using Run = topoplan::testing::CliRun;

/// The CLI as a user without a display runs it.
Run cli(const QStringList& args) { return topoplan::testing::runCliWithoutDisplay(args); }

/// Output of a poppler-utils tool, empty when it is not installed.
QString poppler(const QString& tool, const QStringList& args)
{
    QProcess p;
    p.start(tool, args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

/// The figure captions' "Figure N:" numbers in `text`.
std::set<int> figureNumbers(const QString& text)
{
    std::set<int> numbers;
    static const QRegularExpression caption(QStringLiteral("Figure (\\d+):"));
    for (auto it = caption.globalMatch(text); it.hasNext();)
        numbers.insert(it.next().captured(1).toInt());
    return numbers;
}

} // namespace

class TestReportCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) not available");
    }

    void everyReferenceDesign_data()
    {
        QTest::addColumn<QString>("builtin");
        // `topoplan-cli examples`: the five reference architectures of
        // shared/reference/architectures.md, RA-2 in both its forms.
        for (const char* name : {"ra1", "ra2", "ra2-vsan-stretched", "ra3", "ra4", "ra5"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void everyReferenceDesign()
    {
        QFETCH(QString, builtin);
        const topoplan::core::LoadedDesign design = topoplan::testing::builtinExample(builtin.toLatin1().constData());
        const QString pdf = m_dir.filePath(builtin + QStringLiteral(".pdf"));
        const QString html = m_dir.filePath(builtin + QStringLiteral(".html"));
        for (const QString& out : {pdf, html}) {
            const Run r = cli({QStringLiteral("report"), QStringLiteral("builtin:") + builtin, QStringLiteral("-o"), out});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            // No painter or plot complaint (a chart drawn on an inactive painter, a bad layout).
            QVERIFY2(!r.err.contains("QPainter") && !r.err.contains("QCP"), r.err.constData());
        }

        // HTML: one file, every figure an inline SVG, nothing loaded from elsewhere.
        QFile htmlFile(html);
        QVERIFY(htmlFile.open(QIODevice::ReadOnly));
        const QString page = QString::fromUtf8(htmlFile.readAll());
        const std::set<int> htmlFigures = figureNumbers(page);
        QVERIFY(!htmlFigures.empty());
        // Numbered 1..N in order (ReportContent::figure).
        QCOMPARE(*htmlFigures.rbegin(), int(htmlFigures.size()));
        QCOMPARE(int(page.count(QStringLiteral("<svg"))), int(htmlFigures.size()));
        QVERIFY(!page.contains(QStringLiteral("src=\"figure:")));
        QVERIFY(!page.contains(QStringLiteral("src=\"http")));
        QVERIFY(!page.contains(QStringLiteral("href=\"http")));

        const QString info = poppler(QStringLiteral("pdfinfo"), {pdf});
        QVERIFY(!info.isEmpty());
        const int pages = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info).captured(1).toInt();
        // Sane: the title page plus the nine sections that start on a new page (reportsections.cpp
        // and reportcharts.cpp: heading(..., pageBreak = true)), and not a runaway layout (the
        // longest, RA-5 with 12 use cases, has 30 pages).
        QVERIFY2(pages >= 10 && pages <= 60, qPrintable(info));
        // NFKC: DejaVu's "fi" ligature comes out of pdftotext as U+FB01.
        const QString text = poppler(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")})
                                 .normalized(QString::NormalizationForm_KC);
        QVERIFY(!text.isEmpty());
        // The same numbered figures as the HTML (captions may wrap: "Figure N:" starts a line).
        QCOMPARE(figureNumbers(text), htmlFigures);
        // No number the model could not compute (QLocale writes "nan" and "inf"; "∞" too).
        static const QRegularExpression bad(QStringLiteral("\\b-?(nan|inf)\\b|∞"), QRegularExpression::CaseInsensitiveOption);
        const QRegularExpressionMatch m = bad.match(text);
        QVERIFY2(!m.hasMatch(), qPrintable(text.mid(std::max<qsizetype>(0, m.capturedStart() - 80), 160)));
        QVERIFY(!bad.match(page).hasMatch());

        // The charts of every database use case (backup / restore ones predict no IOPS,
        // models::AnalysisRunner::useCasePerformances) and every scenario of the design file.
        const QString flat = QString(text).simplified();
        QVERIFY(flat.contains(QStringLiteral("Figure 1: The design with link utilization")));
        QVERIFY(flat.contains(QStringLiteral("N-1 sweep ranking")));
        QVERIFY(flat.contains(QStringLiteral("Latency vs load")));
        QVERIFY(flat.contains(QStringLiteral("the one with the most workloads")));
        for (const topoplan::core::UseCase& u : design.design.useCases) {
            bool backupOnly = true;
            for (const std::string& w : u.workloads)
                if (const topoplan::core::Workload* wl = design.design.workload(w)) {
                    const std::string kind = topoplan::core::propString(wl->profile, "kind");
                    backupOnly = backupOnly && (kind == "backup" || kind == "restore");
                }
            if (!backupOnly)
                QVERIFY2(page.contains(QStringLiteral("Predicted IOPS per workload (reads and writes), use case %1,")
                                           .arg(QString::fromStdString(u.name.empty() || u.name == u.id ? u.id : u.name + " (" + u.id + ")")
                                                    .toHtmlEscaped())),
                         u.id.c_str());
        }
        for (const topoplan::core::Scenario& s : design.design.scenarios)
            QVERIFY2(flat.contains(QStringLiteral("of scenario %1;").arg(QString::fromStdString(s.id))), s.id.c_str());
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestReportCli)
#include "tst_reportcli.moc"
