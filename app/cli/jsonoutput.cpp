#include "jsonoutput.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace topoplan::cli {

double jsonNumber(double v)
{
    if (!std::isfinite(v) || v == 0.0)
        return v;
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.*g", DBL_DIG, v);
    return std::strtod(buf, nullptr);
}

double jsonUtilization(double v)
{
    return std::isfinite(v) ? jsonNumber(std::clamp(v, 0.0, 1.0)) : v;
}

QJsonValue cleanJsonNumbers(const QJsonValue& value)
{
    if (value.isDouble())
        return jsonNumber(value.toDouble());
    if (value.isArray()) {
        QJsonArray a = value.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            a[i] = cleanJsonNumbers(a.at(i));
        return a;
    }
    if (value.isObject()) {
        QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            it.value() = cleanJsonNumbers(it.value());
        return o;
    }
    return value;
}

std::string jsonText(const QJsonObject& root)
{
    return QJsonDocument(cleanJsonNumbers(root).toObject()).toJson(QJsonDocument::Indented).toStdString();
}

} // namespace topoplan::cli
