// The PDF report's tables never split a number across lines (issue 16: narrow columns of
// RA-1's and RA-2's reports broke "16,600" into "16,6" / "00" and intervals over two
// lines). `topoplan-cli report` writes the same content as HTML and as PDF; every cell of a
// numeric (right-aligned) column of the HTML must appear whole on one line of the PDF's
// text (pdftotext -layout, poppler-utils), with nothing but spaces between its words.
#include "clirun.h"
#include "../widgets/popplerrun.h" // poppler(): QtCore only

#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using topoplan::testing::poppler;

/// "&amp;" and the like back to their characters (the HTML's cells are escaped text).
QString unescaped(QString s)
{
    s.replace(QStringLiteral("&lt;"), QStringLiteral("<")).replace(QStringLiteral("&gt;"), QStringLiteral(">"));
    s.replace(QStringLiteral("&quot;"), QStringLiteral("\"")).replace(QStringLiteral("&#39;"), QStringLiteral("'"));
    return s.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
}

} // namespace

class TestReportNumbers : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) not available");
    }

    void numbersStayOnOneLine_data()
    {
        QTest::addColumn<QString>("builtin");
        QTest::newRow("ra1") << QStringLiteral("ra1");
        QTest::newRow("ra2") << QStringLiteral("ra2");
    }
    void numbersStayOnOneLine()
    {
        QFETCH(QString, builtin);
        const QString pdf = m_dir.filePath(builtin + QStringLiteral(".pdf"));
        const QString html = m_dir.filePath(builtin + QStringLiteral(".html"));
        for (const QString& out : {pdf, html}) {
            const topoplan::testing::CliRun r = topoplan::testing::runCliWithoutDisplay(
                {QStringLiteral("report"), QStringLiteral("builtin:") + builtin, QStringLiteral("-o"), out});
            QVERIFY2(r.exitCode == 0, r.err.constData());
        }
        QFile f(html);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString page = QString::fromUtf8(f.readAll());
        const QStringList lines = poppler(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")})
                                      .normalized(QString::NormalizationForm_KC)
                                      .split(QLatin1Char('\n'));
        QVERIFY(lines.size() > 10);
        static const QRegularExpression cell(QStringLiteral("<td align=\"right\"[^>]*>([^<]*)</td>"));
        static const QRegularExpression digit(QStringLiteral("\\d"));
        int checked = 0;
        QStringList split;
        for (auto it = cell.globalMatch(page); it.hasNext();) {
            const QString text = unescaped(it.next().captured(1)).simplified().normalized(QString::NormalizationForm_KC);
            if (!text.contains(digit))
                continue;
            ++checked;
            QStringList words = text.split(QLatin1Char(' '));
            for (QString& w : words)
                w = QRegularExpression::escape(w);
            const QRegularExpression whole(QStringLiteral("(^|\\s)") + words.join(QStringLiteral("\\s+")) + QStringLiteral("(\\s|$)"));
            bool found = false;
            for (const QString& line : lines)
                if (line.contains(whole)) {
                    found = true;
                    break;
                }
            if (!found && !split.contains(text))
                split << text;
        }
        QVERIFY2(checked > 50, qPrintable(QString::number(checked)));
        QVERIFY2(split.isEmpty(), qPrintable(QStringLiteral("%1 of %2 numeric cells not on one line of the PDF: %3")
                                                 .arg(split.size())
                                                 .arg(checked)
                                                 .arg(split.mid(0, 12).join(QStringLiteral(" | ")))));
    }
};

QTEST_MAIN(TestReportNumbers)
#include "tst_reportnumbers.moc"
