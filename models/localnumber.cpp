#include "models/localnumber.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace topoplan::models {

namespace {

/// `s` without its minus sign when every digit in it is zero.
QString unsignedZero(QString s, const QLocale& locale)
{
    const QString minus = locale.negativeSign();
    if (!s.startsWith(minus))
        return s;
    for (const QChar c : s.mid(minus.size()))
        if (c.isDigit() && c != locale.zeroDigit().front())
            return s;
    return s.mid(minus.size());
}

QString formatted(double value, int decimals, const QLocale& locale)
{
    if (!std::isfinite(value))
        return QStringLiteral("-");
    return unsignedZero(locale.toString(value, 'f', std::max(0, decimals)), locale);
}

} // namespace

QString fixedNumber(double value, int decimals)
{
    return formatted(value, decimals, QLocale());
}

QString localNumber(double value, int decimals, bool grouped)
{
    QLocale locale;
    if (!grouped)
        locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    QString s = formatted(value, decimals, locale);
    const QString point = locale.decimalPoint();
    if (decimals > 0 && s.contains(point)) {
        while (s.endsWith(locale.zeroDigit()))
            s.chop(locale.zeroDigit().size());
        if (s.endsWith(point))
            s.chop(point.size());
    }
    return s;
}

QString localizedNumbers(const std::string& text)
{
    const QLocale locale;
    const QString group = locale.groupSeparator(), point = locale.decimalPoint();
    const QString in = QString::fromStdString(text);
    if (group == QLatin1String(",") && point == QLatin1String("."))
        return in;
    QString out;
    out.reserve(in.size());
    for (qsizetype i = 0; i < in.size(); ++i) {
        const QChar c = in[i];
        const bool betweenDigits = i > 0 && i + 1 < in.size() && in[i - 1].isDigit() && in[i + 1].isDigit();
        if (betweenDigits && c == QLatin1Char(','))
            out += group;
        else if (betweenDigits && c == QLatin1Char('.'))
            out += point;
        else
            out += c;
    }
    return out;
}

} // namespace topoplan::models
