#pragma once
// Labels on the canvas that do not fit one line: split into lines of even width (a
// "balanced" wrap) rather than the greedy wrap of Qt::TextWordWrap, which fills the first
// line and leaves a stub on the last ("ora-mezz-" / "1a" on a mezzanine card). No
// character is dropped: an id is never elided (issue 16, "Labels").

#include <QFont>
#include <QRectF>
#include <QString>
#include <QStringList>

class QFontMetricsF;

namespace topoplan::widgets {

/// `text` in as few lines as fit `width` (scene units, as `metrics` measures them), at
/// most `maxLines`; among the splits into that many lines, the one whose widest line is
/// narrowest. Lines break after '-', '/', '_', '.', ':' (the mark stays on the line it
/// ends) or at a space (dropped), in more lines rather than within a word ("ora-" /
/// "mezz-" / "1a-1", not "ora-me" / "zz-1a-1", issue 16); only where no split at those
/// marks into at most `maxLines` lines fits, and `withinWords` allows it, between any two
/// characters. One line (`text` itself) when it fits; empty when no split fits.
QStringList balancedLines(const QString& text, const QFontMetricsF& metrics, double width, int maxLines = 2,
                          bool withinWords = true);

/// An id too long for one line of a card's id row, laid into `box` (the id and model
/// rows together): the lines and the font they are drawn in.
struct CardIdLabel {
    QStringList lines; ///< empty: no wrap fits (the caller shrinks the font on one line)
    QFont font;
};

/// Lines of `id` for `box`, in `font` or smaller: breaks only after the marks of
/// balancedLines(), in as many lines as `box` holds (2 or 3), the font shrunk in steps of
/// a tenth down to kCardIdLeast of it until such a split fits ("ora-mezz-1a-1" on a
/// mezzanine card: "ora-" / "mezz-" / "1a-1" a little smaller, issue 16, not "ora-me" /
/// "zz-1a-1"); only where none fits even then (or the id has no mark), in `font` broken
/// within a word in two lines. Assumed: 60 % of the card's id font is still legible when
/// zoomed to the card (checked with screenshots of RA-1's copied chassis).
CardIdLabel cardIdLines(const QString& id, const QFont& font, const QRectF& box);
inline constexpr double kCardIdLeast = 0.6;

} // namespace topoplan::widgets
