#pragma once
// Numbers for people in the user's locale (QLocale(): German "1.234,5"), the one place
// that keeps a value which rounds to zero from showing a sign: "-0,0 %" never reaches the
// user (issue 16, "Wording"); -0.04 at 1 decimal is "0,0", -0.06 is "-0,1".

#include <QString>

#include <string>

namespace topoplan::models {

/// `value` in fixed notation with exactly `decimals` decimals and the locale's group
/// separators ("18.100", "1.810,5"); "-" when not finite.
QString fixedNumber(double value, int decimals = 0);
/// `value` with at most `decimals` decimals, trailing zeros dropped, no group separators
/// ("142,6", "100", "1000000"): the figures of finding texts (models/findingtext.h), which
/// write them as core::formatDecimals() does in English.
/// With `grouped`, the locale's group separators too ("94.627" in German): a
/// core::FindingArg::grouped figure.
QString localNumber(double value, int decimals, bool grouped = false);

/// `text` written by core's number formatting (core/numberformat.h: ',' between thousands,
/// '.' as decimal point, "16,600 IOPS (14,900-18,100)", "0.128 ms") with those two marks
/// in QLocale()'s form where they stand between digits ("16.600 IOPS (14.900-18.100)",
/// "0,128 ms" in German); unchanged in English and C. Other text passes as it is.
QString localizedNumbers(const std::string& text);

} // namespace topoplan::models
