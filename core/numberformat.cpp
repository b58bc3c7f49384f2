#include "core/numberformat.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <cstdio>

namespace topoplan::core {

namespace {

// Inserts ',' every three digits of the integer part of a fixed-notation number.
std::string grouped(std::string s)
{
    const auto dot = s.find('.');
    const std::size_t intEnd = dot == std::string::npos ? s.size() : dot;
    const std::size_t intBegin = (!s.empty() && s[0] == '-') ? 1 : 0;
    for (std::ptrdiff_t i = static_cast<std::ptrdiff_t>(intEnd) - 3; i > static_cast<std::ptrdiff_t>(intBegin); i -= 3)
        s.insert(static_cast<std::size_t>(i), ",");
    return s;
}

// "-0", "-0.00" -> "0", "0.00": a value that rounds to zero carries no sign.
std::string unsignedZero(std::string s)
{
    if (!s.empty() && s[0] == '-' && s.find_first_not_of("0.", 1) == std::string::npos)
        s.erase(0, 1);
    return s;
}

std::string fixed(double v, int decimals)
{
    char buf[400];
    std::snprintf(buf, sizeof buf, "%.*f", std::clamp(decimals, 0, 30), v);
    return buf;
}

// The value at `digits` significant digits and the decimals it is written with.
std::pair<double, int> roundSignificant(double v, int digits)
{
    int mag = int(std::floor(std::log10(std::fabs(v))));
    double scale = std::pow(10.0, mag - (digits - 1));
    double rounded = std::round(v / scale) * scale;
    if (rounded != 0.0 && int(std::floor(std::log10(std::fabs(rounded)))) > mag) // 99.97 -> 100: one digit fewer after the point
        ++mag;
    return {rounded, std::max(0, digits - 1 - mag)};
}

} // namespace

std::string formatDecimals(double value, int decimals)
{
    if (!std::isfinite(value))
        return "-";
    std::string s = fixed(value, decimals);
    if (s.find('.') != std::string::npos) {
        s.erase(s.find_last_not_of('0') + 1);
        if (s.back() == '.')
            s.pop_back();
    }
    return unsignedZero(s);
}

std::string formatDecimalsGrouped(double value, int decimals)
{
    return std::isfinite(value) ? grouped(formatDecimals(value, decimals)) : "-";
}

std::string formatExact(double value)
{
    const std::string s = formatNumber(value);
    return s.find_first_of("einf") == std::string::npos ? grouped(s) : s;
}

std::string formatFixed(double value, int decimals)
{
    if (!std::isfinite(value))
        return "-";
    return unsignedZero(fixed(value, decimals));
}

std::string formatGrouped(double value, int decimals)
{
    if (!std::isfinite(value))
        return "-";
    return grouped(unsignedZero(fixed(value, decimals)));
}

std::string formatSignificant(double value, int digits)
{
    if (!std::isfinite(value))
        return "-";
    if (value == 0.0)
        return "0";
    digits = std::clamp(digits, 1, 15);
    const auto [rounded, decimals] = roundSignificant(value, digits);
    return grouped(unsignedZero(fixed(rounded, decimals)));
}

namespace {

// "-" between the ends of an interval; " to " when an end is negative ("-7.41 to -0.1",
// a change in percent), where a hyphen would read as a minus sign.
const char* rangeSeparator(double low, double high)
{
    return low < 0 || high < 0 ? " to " : "-";
}

} // namespace

std::string formatRange(double low, double high, int digits)
{
    // A non-finite end is no figure: never "1.17--" (a queue without steady state).
    if (std::isfinite(low) && high == std::numeric_limits<double>::infinity())
        return formatSignificant(low, digits) + " or more, unbounded";
    if (!std::isfinite(low) || !std::isfinite(high))
        return "undefined";
    return formatSignificant(low, digits) + rangeSeparator(low, high) + formatSignificant(high, digits);
}

std::string formatRangeAround(double low, double high, double reference)
{
    return formatSignificant(low, digitsKeepingSide(low, reference)) + rangeSeparator(low, high)
        + formatSignificant(high, digitsKeepingSide(high, reference));
}

std::string formatWithInterval(double value, double low, double high, const std::string& unit)
{
    // A non-finite value is no figure of `unit` ("- ms"): said as what it is, without interval.
    if (!std::isfinite(value))
        return value > 0 ? "unbounded" : "undefined";
    std::string s = formatSignificant(value);
    if (!unit.empty())
        s += " " + unit;
    if (low != high)
        s += " (" + formatRange(low, high) + ")";
    return s;
}

int digitsKeepingSide(double bound, double reference, int digits)
{
    if (!std::isfinite(bound) || !std::isfinite(reference) || bound == 0.0)
        return digits;
    const auto side = [reference](double x) { return (x > reference) - (x < reference); };
    for (int d = std::max(1, digits); d < 15; ++d)
        if (side(roundSignificant(bound, d).first) == side(bound))
            return d;
    return 15;
}

std::string formatCount(std::size_t count, const char* one, const char* other)
{
    return std::to_string(count) + " " + (count == 1 ? one : other);
}

} // namespace topoplan::core
