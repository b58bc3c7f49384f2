#pragma once
// The one writer of topoplan-cli's JSON (simulate, validate-reference, analyze, sweep,
// scenario runs, measurement): QJsonDocument, indented, with every number cleaned of
// floating-point noise first (issue 15: "utilization_high: 1.0000000000000002").

#include <QJsonObject>
#include <QJsonValue>

#include <string>

namespace topoplan::cli {

/// `v` rounded to 15 significant digits (DBL_DIG: the decimal digits a double keeps through
/// decimal -> double -> decimal, C11 5.2.4.2.2), so that the last bit of rounding of a sum or
/// product is not written as a figure (521117.9999999999 -> 521118, 15.209999999999999 ->
/// 15.21, 1 + 2^-52 -> 1). Qt 6's writer then prints the shortest form that reads back to
/// this value (QByteArray::number(d, 'g', QLocale::FloatingPointShortest), qjsonwriter.cpp).
/// Not finite: unchanged (QJsonDocument writes null).
double jsonNumber(double v);

/// A utilization (a share of a center's time, or of a VM's vCPUs) for JSON: clamped to
/// [0, 1] (the utilization law's range; an interval end or a sum may overshoot by rounding)
/// and cleaned as jsonNumber().
double jsonUtilization(double v);

/// `value` with every number in it (any depth of objects and arrays) replaced by
/// jsonNumber() of itself; strings, booleans and nulls unchanged.
QJsonValue cleanJsonNumbers(const QJsonValue& value);

/// `root` as indented JSON text (UTF-8) with its numbers cleaned (cleanJsonNumbers()).
std::string jsonText(const QJsonObject& root);

} // namespace topoplan::cli
