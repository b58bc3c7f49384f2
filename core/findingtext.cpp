#include "core/findingtext.h"

#include "core/diagnostic.h"
#include "core/numberformat.h"

#include <cctype>

namespace topoplan::core {

FindingArg idArg(std::string id)
{
    FindingArg a;
    a.verbatim = std::move(id);
    return a;
}

FindingArg numberArg(double value, int decimals, std::string unit)
{
    FindingArg a;
    a.kind = FindingArg::Kind::Number;
    a.value = value;
    a.decimals = decimals;
    a.unit = std::move(unit);
    return a;
}

FindingArg groupedNumberArg(double value, int decimals, std::string unit)
{
    FindingArg a = numberArg(value, decimals, std::move(unit));
    a.grouped = true;
    return a;
}

FindingArg listArg(std::vector<std::string> items, std::size_t shown)
{
    FindingArg a;
    a.kind = FindingArg::Kind::List;
    a.items = std::move(items);
    a.shown = shown;
    return a;
}

FindingArg textArg(FindingText text)
{
    FindingArg a;
    a.kind = FindingArg::Kind::Text;
    a.text.push_back(std::move(text));
    return a;
}

FindingText findingText(const char* source, std::vector<FindingArg> args)
{
    return {source, std::move(args), -1, {}};
}

FindingText findingTextN(const char* one, const char* other, long long count, std::vector<FindingArg> args)
{
    return {other, std::move(args), count, one};
}

FindingText joinedTexts(std::vector<FindingText> parts)
{
    if (parts.empty())
        return {};
    FindingText out = std::move(parts.front());
    for (std::size_t i = 1; i < parts.size(); ++i)
        out = findingText(QT_TRANSLATE_NOOP("Finding", "%1, %2"), {textArg(std::move(out)), textArg(std::move(parts[i]))});
    return out;
}

std::string fillPlaceholders(const std::string& pattern, const std::vector<std::string>& args)
{
    std::string out;
    out.reserve(pattern.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '%' && i + 1 < pattern.size() && std::isdigit(static_cast<unsigned char>(pattern[i + 1]))) {
            std::size_t j = i + 1;
            std::size_t k = 0;
            while (j < pattern.size() && j < i + 3 && std::isdigit(static_cast<unsigned char>(pattern[j])))
                k = k * 10 + std::size_t(pattern[j++] - '0');
            if (k >= 1 && k <= args.size()) {
                out += args[k - 1];
                i = j - 1;
                continue;
            }
        }
        out += pattern[i];
    }
    return out;
}

std::string englishText(const FindingText& text)
{
    std::vector<std::string> args;
    for (const FindingArg& a : text.args)
        switch (a.kind) {
        case FindingArg::Kind::Verbatim:
        case FindingArg::Kind::Term:
            args.push_back(a.verbatim);
            break;
        case FindingArg::Kind::Number:
            args.push_back((a.grouped ? formatDecimalsGrouped(a.value, a.decimals) : formatDecimals(a.value, a.decimals)) + a.unit);
            break;
        case FindingArg::Kind::List:
            args.push_back(listed(a.items, a.shown));
            break;
        case FindingArg::Kind::Text:
            args.push_back(a.text.empty() ? std::string() : englishText(a.text.front()));
            break;
        }
    std::string pattern = text.count == 1 && !text.one.empty() ? text.one : text.source;
    if (text.count >= 0)
        for (std::size_t at = pattern.find("%n"); at != std::string::npos;) {
            const std::string n = std::to_string(text.count);
            pattern.replace(at, 2, n);
            at = pattern.find("%n", at + n.size());
        }
    return fillPlaceholders(pattern, args);
}

} // namespace topoplan::core
