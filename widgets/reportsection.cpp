#include "widgets/reportsection.h"

#include <QCoreApplication>

namespace topoplan::widgets {

void ReportContent::heading(const QString& text, int level, bool pageBreak)
{
    const int h = std::clamp(level, 1, 3);
    const int entry = h == 1 ? int(m_contents.indexOf(text)) : -1;
    // An entry of the contents gets its anchor as the heading's id (QTextDocument makes it
    // an anchor name too, by which the PDF writer finds the entry's page).
    const QString body = text.toHtmlEscaped();
    m_html += QStringLiteral("<h%1%2%3>%4</h%1>\n")
                  .arg(h)
                  .arg(entry < 0 ? QString() : QStringLiteral(" id=\"%1\"").arg(anchorOf(entry)),
                       pageBreak ? QStringLiteral(" style=\"page-break-before: always\"") : QString(), body);
}

QString ReportContent::contentsHtml(bool pageColumn) const
{
    QString out = pageColumn ? QStringLiteral("<table class=\"contents\" width=\"100%\" cellspacing=\"0\" cellpadding=\"2\">\n")
                             : QStringLiteral("<ul class=\"contents\">\n");
    for (int i = 0; i < m_contents.size(); ++i) {
        const QString link = QStringLiteral("<a href=\"#%1\">%2</a>").arg(anchorOf(i), m_contents[i].toHtmlEscaped());
        out += pageColumn ? QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td></tr>\n").arg(link, pageMarker(i))
                          : QStringLiteral("<li>%1</li>\n").arg(link);
    }
    return out + (pageColumn ? QStringLiteral("</table>\n") : QStringLiteral("</ul>\n"));
}

void ReportContent::paragraph(const QString& text) { m_html += QStringLiteral("<p>%1</p>\n").arg(text.toHtmlEscaped()); }

void ReportContent::table(const QStringList& header, const std::vector<QStringList>& rows, const std::vector<int>& numeric)
{
    auto align = [&](int column) {
        return std::find(numeric.begin(), numeric.end(), column) != numeric.end() ? QStringLiteral(" align=\"right\"")
                                                                                    : QString();
    };
    m_html += QStringLiteral("<table class=\"data\" width=\"100%\" border=\"0.5\" cellspacing=\"0\" cellpadding=\"3\">\n<thead><tr>");
    for (int c = 0; c < header.size(); ++c)
        m_html += QStringLiteral("<th bgcolor=\"#dde4ee\"%1>%2</th>").arg(align(c), header[c].toHtmlEscaped());
    m_html += QStringLiteral("</tr></thead>\n<tbody>\n");
    // A figure is never broken over lines ("16,6" / "00", an interval's ends apart; issue
    // 16): numeric cells do not wrap, so their column is as wide as its widest figure.
    auto cellStyle = [&](int column) {
        const QString a = align(column);
        return a.isEmpty() ? a : a + QStringLiteral(" style=\"white-space: nowrap\"");
    };
    for (std::size_t r = 0; r < rows.size(); ++r) {
        m_html += r % 2 ? QStringLiteral("<tr bgcolor=\"#f4f6f9\">") : QStringLiteral("<tr>");
        for (int c = 0; c < rows[r].size(); ++c)
            m_html += QStringLiteral("<td%1>%2</td>").arg(cellStyle(c), rows[r][c].toHtmlEscaped());
        m_html += QStringLiteral("</tr>\n");
    }
    m_html += QStringLiteral("</tbody></table>\n");
}

void ReportContent::list(const QStringList& items)
{
    m_html += QStringLiteral("<ul>\n");
    for (const QString& i : items)
        m_html += QStringLiteral("<li>%1</li>\n").arg(i.toHtmlEscaped());
    m_html += QStringLiteral("</ul>\n");
}

void ReportContent::preformatted(const QString& text)
{
    m_html += QStringLiteral("<pre>%1</pre>\n").arg(text.toHtmlEscaped());
}

int ReportContent::figure(ReportFigure figure)
{
    const int number = int(m_figures.size()) + 1;
    m_html += QStringLiteral("<p align=\"center\"><img src=\"figure:%1\" /></p>\n").arg(figure.id.toHtmlEscaped());
    if (!figure.caption.isEmpty())
        m_html += QStringLiteral("<p class=\"caption\" align=\"center\"><i>%1</i></p>\n")
                      .arg(QCoreApplication::translate("ReportExporter", "Figure %1: %2").arg(QString::number(number), figure.caption).toHtmlEscaped());
    m_figures.push_back(std::move(figure));
    return number;
}

} // namespace topoplan::widgets
