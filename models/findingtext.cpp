#include "models/findingtext.h"

#include "models/diagnostictext.h"
#include "models/localnumber.h"

#include "core/analysis.h"
#include "core/diagnostic.h"

#include <QCoreApplication>

namespace topoplan::models {

namespace {

std::string utf8(const QString& s) { return s.toStdString(); }

/// "a, b, c and 4 more" (core::listed()) with the tail translated.
QString listText(const std::vector<std::string>& items, std::size_t shown)
{
    if (items.size() <= shown)
        return QString::fromStdString(core::listed(items, shown));
    const std::vector<std::string> head(items.begin(), items.begin() + std::ptrdiff_t(shown));
    const int more = int(items.size() - shown);
    const char* pattern = QT_TRANSLATE_N_NOOP("Finding", "%1 and %n more");
    const QString translated = QCoreApplication::translate(core::kFindingContext, pattern, nullptr, more);
    return QString::fromStdString(core::fillPlaceholders(utf8(translated), {core::listed(head, shown)}));
}

} // namespace

QString translatedText(const core::FindingText& text)
{
    std::vector<std::string> args;
    for (const core::FindingArg& a : text.args)
        switch (a.kind) {
        case core::FindingArg::Kind::Verbatim:
            args.push_back(a.verbatim);
            break;
        case core::FindingArg::Kind::Number:
            args.push_back(utf8(localNumber(a.value, a.decimals, a.grouped)) + a.unit);
            break;
        case core::FindingArg::Kind::List:
            args.push_back(utf8(listText(a.items, a.shown)));
            break;
        case core::FindingArg::Kind::Text:
            args.push_back(a.text.empty() ? std::string() : utf8(translatedText(a.text.front())));
            break;
        case core::FindingArg::Kind::Term:
            args.push_back(utf8(translatedSubject(a.verbatim)));
            break;
        }
    QString pattern;
    if (text.count >= 0) {
        const int n = int(text.count);
        pattern = QCoreApplication::translate(core::kFindingContext, text.source.c_str(), nullptr, n);
        // No translation: translate() gives the key (the plural form) with %n filled in;
        // English picks its own form for 1.
        if (pattern == QString::fromStdString(text.source).replace(QStringLiteral("%n"), QString::number(n)) && n == 1
            && !text.one.empty())
            pattern = QString::fromStdString(text.one).replace(QStringLiteral("%n"), QString::number(n));
    } else {
        pattern = QCoreApplication::translate(core::kFindingContext, text.source.c_str());
    }
    return QString::fromStdString(core::fillPlaceholders(utf8(pattern), args));
}

QString findingMessage(const core::Finding& f)
{
    return f.text.empty() ? QString::fromStdString(f.message) : translatedText(f.text);
}

QString statusMessage(const std::string& english, const core::FindingText& text)
{
    if (!text.empty())
        return translatedText(text);
    if (english == "ok")
        return QCoreApplication::translate(core::kFindingContext, QT_TRANSLATE_NOOP("Finding", "ok"));
    return QString::fromStdString(english);
}

QString flowStatus(const core::FlowResult& f) { return statusMessage(f.status, f.statusText); }

} // namespace topoplan::models
