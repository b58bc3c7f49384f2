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

QString localNumber(double value, int decimals)
{
    QLocale locale;
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

} // namespace topoplan::models
