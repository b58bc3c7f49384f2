#pragma once
// Labels on the canvas that do not fit one line: split into lines of even width (a
// "balanced" wrap) rather than the greedy wrap of Qt::TextWordWrap, which fills the first
// line and leaves a stub on the last ("ora-mezz-" / "1a" on a mezzanine card). No
// character is dropped: an id is never elided (issue 16, "Labels").

#include <QString>
#include <QStringList>

class QFontMetricsF;

namespace topoplan::widgets {

/// `text` in as few lines as fit `width` (scene units, as `metrics` measures them), at
/// most `maxLines`; among the splits into that many lines, the one whose widest line is
/// narrowest. Lines break after '-', '/', '_', '.', ':' (the mark stays on the line it
/// ends) or at a space (dropped); only where no such split fits, between any two
/// characters. One line (`text` itself) when it fits; empty when no split into
/// `maxLines` lines fits.
QStringList balancedLines(const QString& text, const QFontMetricsF& metrics, double width, int maxLines = 2);

} // namespace topoplan::widgets
