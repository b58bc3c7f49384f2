#pragma once
// How numbers are written: exactly for files (formatNumber), and for people (the others):
// thousands separated with ',' and, for predictions, at a few significant digits with the
// interval beside the value (issue 15: no false precision). The one formatting helper of
// the text output (simulate, validate-reference), the GUI (models/predictiontext.h) and the
// reports; plain C++, no locale (a ',' separator and a '.' decimal point everywhere, as the
// reference papers write them).

#include <cstddef>
#include <string>

namespace topoplan::core {

/// Formats a number the shortest way that reads back to the same double, in fixed notation
/// from 1e-6 to 1e15 ("0.5", "24", "1000000", "0.00001") and with an exponent beyond
/// ("1e+30", "1e-09"); "0" for -0. What design files and messages use.
std::string formatNumber(double value);

/// "1 rack", "3 racks": `count` with the singular or plural noun (English, CLI text).
std::string formatCount(std::size_t count, const char* one, const char* other);

/// `value` in fixed notation with at most `decimals` decimals, trailing zeros and a
/// trailing point dropped, no thousands separators, no sign on a value that rounds to zero
/// ("142.6", "100", "1000000", "0" for -0.04 at 1 decimal); "-" when not finite. What
/// finding messages use (core/findingtext.h): formatNumber()'s shortest form of a rounded
/// value for everyday magnitudes, without its exponent form ("1e+06") for large ones.
std::string formatDecimals(double value, int decimals);

/// formatDecimals() with thousands separators ("94,627", "84,900", "3.9"): the large
/// figures of finding texts (FindingArg::grouped).
std::string formatDecimalsGrouped(double value, int decimals);

/// `value` in fixed notation with exactly `decimals` decimals, no thousands separators, no
/// sign on a value that rounds to zero ("1.50", "4000000", "0.0" for -0.04 at 1 decimal);
/// "-" when not finite. The CLI's column figures (simulate, info, validate-reference).
std::string formatFixed(double value, int decimals);

/// formatNumber() with thousands separators ("163,382", "0.5", "73.35"): an exact figure
/// for people (a published or measured value, never a prediction).
std::string formatExact(double value);

/// `value` in fixed notation with `decimals` decimals and thousands separators ("18,100",
/// "1,810.5", "-2,000"); "-" when not finite. For counts and sizes that are inputs, not
/// predictions (warehouses, GB of a database).
std::string formatGrouped(double value, int decimals = 0);

/// `value` rounded to `digits` significant digits (1..15), fixed notation, thousands
/// separated ("16,600", "0.142", "1.00", "144,000"); "0" for zero, "-" when not finite.
/// A rounding that carries into the next power of ten is written at that power's digits
/// (99.97 at 3 digits is "100", never "100.0").
std::string formatSignificant(double value, int digits = 3);

/// An interval "14,900-18,100": each end at `digits` significant digits (formatSignificant);
/// the ends joined by " to " when one is negative ("-7.41 to -0.1").
/// An end that is not finite is no figure: "1.17 or more, unbounded" for a high end of
/// +infinity, "undefined" otherwise (never "1.17--").
std::string formatRange(double low, double high, int digits = 3);

/// An interval judged against `reference` ("is the published value inside?"): each end at 3
/// significant digits, or at the digits that keep it on its side of `reference`
/// (digitsKeepingSide()), so that the verdict taken on the exact ends reads true from the
/// text ("152,470-246,000" beside 152,458: out).
std::string formatRangeAround(double low, double high, double reference);

/// "16,600 IOPS (14,900-18,100)": a predicted figure at 3 significant digits, `unit`
/// appended after the value (none when empty) and the interval in parentheses when it has
/// a width (low != high); "144,000 IOPS" for a point.
/// A non-finite value gives "unbounded" (+infinity) or "undefined", without unit or interval.
std::string formatWithInterval(double value, double low, double high, const std::string& unit);

/// The significant digits (at least `digits`, at most 15) at which `bound` rounds to a
/// number on the same side of `reference` as `bound` itself (or equal to it when they are
/// equal): so that a verdict "reference inside / outside [low, high]" taken on the exact
/// bounds reads true from the bounds as shown (validate-reference: 152,458 published beside
/// an interval shown as "152,000-246,000" must not be judged "out").
int digitsKeepingSide(double bound, double reference, int digits = 3);

} // namespace topoplan::core
