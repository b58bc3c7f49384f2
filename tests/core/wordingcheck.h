#pragma once
// How a number must not be written for people (issue 16, "Wording": no "1e+06" or
// "-0,0 %" anywhere): scientific notation as printf, iostreams and std::to_chars write it
// ("1e+06", "2.5e-05", "-3E+10") and a negative zero ("-0", "-0.0 %", "-0,0 %"). Shared by
// tst_wording (CLI text, JSON strings, report HTML) and tests/models/tst_localwording (the
// GUI's German number helpers). QtCore only.

#include <QRegularExpression>

#include <algorithm>
#include <QString>
#include <QStringList>

namespace topoplan::testing {

/// The numbers in `text` written in scientific notation or as a negative zero, each with
/// up to 30 characters of context on either side; empty when there is none. Not flagged:
/// digits inside ids and port names ("pmax:fa-1e-1", "rack-0": a letter, '-', '.', ':' or
/// '/' stands before them) and an exponent without a sign ("1e30" as a user typed it and an
/// error message quotes it back).
inline QStringList badNumbers(const QString& text)
{
    static const QRegularExpression scientific(QStringLiteral("(?<![\\w.:/-])-?[0-9]+(?:[.,][0-9]+)?[eE][+-][0-9]+(?!\\w)"));
    // "-0", "-0.0", "-0,00" not followed by another digit ("-0.05" is a number).
    static const QRegularExpression negativeZero(QStringLiteral("(?<![\\w.,:/-])-0(?:[.,]0+)?+(?![0-9]|[.,][0-9])"));
    QStringList out;
    for (const QRegularExpression* re : {&scientific, &negativeZero}) {
        auto it = re->globalMatch(text);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            const qsizetype from = std::max<qsizetype>(0, m.capturedStart() - 30);
            out << QStringLiteral("'%1' in \"%2\"")
                       .arg(m.captured(), text.mid(from, m.capturedEnd() + 30 - from).simplified());
        }
    }
    return out;
}

} // namespace topoplan::testing
