#include "widgets/labelwrap.h"

#include <QFontMetricsF>

#include <algorithm>
#include <limits>
#include <vector>

namespace topoplan::widgets {

namespace {

bool breaksAfter(QChar c)
{
    return c == QLatin1Char('-') || c == QLatin1Char('/') || c == QLatin1Char('_') || c == QLatin1Char('.')
        || c == QLatin1Char(':') || c == QLatin1Char(' ');
}

/// The line text[from, to) as drawn: without a space it broke at.
QString lineOf(const QString& text, qsizetype from, qsizetype to)
{
    QString s = text.mid(from, to - from);
    while (s.endsWith(QLatin1Char(' ')))
        s.chop(1);
    return s;
}

/// The split of `text` into exactly `lines` lines at the break positions `cuts` (indices
/// after which a line may end) whose widest line is narrowest (dynamic programming over
/// the cut positions: best[k][i] is the narrowest widest line of text[0, i) in k lines);
/// empty when it exceeds `width` or `text` has too few cuts.
QStringList narrowest(const QString& text, const std::vector<qsizetype>& cuts, int lines, const QFontMetricsF& metrics, double width)
{
    // Ends of lines: the cuts, then the end of the text.
    std::vector<qsizetype> ends = cuts;
    ends.push_back(text.size());
    const std::size_t n = ends.size();
    constexpr double kNone = std::numeric_limits<double>::infinity();
    auto widthOf = [&](qsizetype from, qsizetype to) { return metrics.horizontalAdvance(lineOf(text, from, to)); };
    // best[k][j]: text[0, ends[j]) in k + 1 lines; from[k][j]: the previous line's end index.
    std::vector<std::vector<double>> best(std::size_t(lines), std::vector<double>(n, kNone));
    std::vector<std::vector<int>> from(std::size_t(lines), std::vector<int>(n, -1));
    for (std::size_t j = 0; j < n; ++j)
        best[0][j] = widthOf(0, ends[j]);
    for (int k = 1; k < lines; ++k)
        for (std::size_t j = 0; j < n; ++j)
            for (std::size_t i = 0; i < j; ++i) {
                if (best[std::size_t(k - 1)][i] == kNone)
                    continue;
                const double w = std::max(best[std::size_t(k - 1)][i], widthOf(ends[i], ends[j]));
                if (w < best[std::size_t(k)][j]) {
                    best[std::size_t(k)][j] = w;
                    from[std::size_t(k)][j] = int(i);
                }
            }
    if (best[std::size_t(lines - 1)][n - 1] > width + 0.5)
        return {};
    QStringList out;
    int j = int(n - 1);
    for (int k = lines - 1; k >= 0; --k) {
        const int i = k > 0 ? from[std::size_t(k)][std::size_t(j)] : -1;
        out.prepend(lineOf(text, i < 0 ? 0 : ends[std::size_t(i)], ends[std::size_t(j)]));
        j = i;
    }
    return out;
}

} // namespace

QStringList balancedLines(const QString& text, const QFontMetricsF& metrics, double width, int maxLines, bool withinWords)
{
    if (text.isEmpty() || metrics.horizontalAdvance(text) <= width + 0.5)
        return {text};
    std::vector<qsizetype> marks, anywhere;
    for (qsizetype i = 1; i < text.size(); ++i) {
        anywhere.push_back(i);
        if (breaksAfter(text[i - 1]))
            marks.push_back(i);
    }
    for (int lines = 2; lines <= maxLines && qsizetype(marks.size()) >= lines - 1; ++lines)
        if (QStringList l = narrowest(text, marks, lines, metrics, width); !l.isEmpty())
            return l;
    if (withinWords)
        for (int lines = 2; lines <= maxLines; ++lines)
            if (QStringList l = narrowest(text, anywhere, lines, metrics, width); !l.isEmpty())
                return l;
    return {};
}

CardIdLabel cardIdLines(const QString& id, const QFont& font, const QRectF& box)
{
    for (int tenth = 10; tenth >= int(kCardIdLeast * 10 + 0.5); --tenth) {
        QFont f = font;
        f.setPointSizeF(font.pointSizeF() * tenth / 10.0);
        const QFontMetricsF m(f);
        const int rows = std::clamp(int(box.height() / m.lineSpacing()), 2, 3);
        if (QStringList lines = balancedLines(id, m, box.width(), rows, false); !lines.isEmpty())
            return {lines, f};
    }
    return {balancedLines(id, QFontMetricsF(font), box.width(), 2), font};
}

} // namespace topoplan::widgets
