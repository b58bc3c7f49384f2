#include "core/measurements/readersupport.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace topoplan::core::measurements {

Lines splitLines(std::string_view text)
{
    Lines out;
    out.lines.reserve(text.size() / 40 + 1);
    bool sawLf = false, sawCrLf = false, sawCr = false;
    std::size_t start = 0;
    int number = 1;
    auto push = [&](std::size_t end) {
        std::string_view l = text.substr(start, end - start);
        if (!l.empty() && l.front() == '\f')
            l.remove_prefix(1);
        out.lines.push_back({l, number++});
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\n') {
            sawLf = true;
            push(i);
            start = i + 1;
        } else if (text[i] == '\r') {
            if (i + 1 < text.size() && text[i + 1] == '\n') {
                sawCrLf = true;
                push(i);
                ++i;
            } else {
                sawCr = true;
                push(i);
            }
            start = i + 1;
        }
    }
    if (start < text.size())
        push(text.size());
    out.mixed = int(sawLf) + int(sawCrLf) + int(sawCr) > 1;
    return out;
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() && (std::isspace(static_cast<unsigned char>(s.front())) || s.front() == '\f'))
        s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
        s.remove_suffix(1);
    return s;
}

std::string lower(std::string_view s)
{
    std::string out(s);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

bool startsWith(std::string_view s, std::string_view prefix)
{
    return s.size() >= prefix.size() && s.substr(0, prefix.size()) == prefix;
}

bool containsNoCase(std::string_view haystack, std::string_view needle)
{
    if (needle.empty())
        return true;
    const auto it = std::search(haystack.begin(), haystack.end(), needle.begin(), needle.end(), [](char a, char b) {
        return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
    });
    return it != haystack.end();
}

bool equalsNoCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && containsNoCase(a, b);
}

std::optional<double> parseNumber(std::string_view token, char* suffix, bool decimalComma)
{
    if (suffix)
        *suffix = 0;
    std::string_view t = trim(token);
    if (t.empty() || t.size() > 64)
        return std::nullopt;
    std::string clean;
    clean.reserve(t.size());
    std::size_t i = 0;
    if (t[0] == '-' || t[0] == '+')
        clean += t[i++];
    bool digits = false, dot = false, exponent = false;
    for (; i < t.size(); ++i) {
        const char c = t[i];
        if (std::isdigit(static_cast<unsigned char>(c))) {
            clean += c;
            digits = true;
        } else if (c == ',' && !decimalComma && !dot && !exponent && digits) {
            continue; // thousands separator
        } else if ((c == '.' && !decimalComma) || (c == ',' && decimalComma)) {
            if (dot || exponent)
                return std::nullopt;
            clean += '.';
            dot = true;
        } else if ((c == 'E' || c == 'e') && digits && !exponent && i + 1 < t.size()
                   && (std::isdigit(static_cast<unsigned char>(t[i + 1])) || t[i + 1] == '+' || t[i + 1] == '-')) {
            clean += 'e';
            exponent = true;
            if (t[i + 1] == '+' || t[i + 1] == '-')
                clean += t[++i];
        } else if (i + 1 == t.size() && digits && std::strchr("KMGTP", std::toupper(static_cast<unsigned char>(c)))) {
            if (suffix)
                *suffix = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
            else
                return std::nullopt;
        } else {
            return std::nullopt;
        }
    }
    if (!digits)
        return std::nullopt;
    char* end = nullptr;
    const double v = std::strtod(clean.c_str(), &end);
    if (!end || *end != '\0' || !std::isfinite(v))
        return std::nullopt;
    return v;
}

std::optional<double> parseDurationMs(std::string_view token)
{
    std::string_view t = trim(token);
    double scale = 1.0;
    auto strip = [&](std::string_view unit, double s) {
        if (t.size() > unit.size() && t.substr(t.size() - unit.size()) == unit) {
            t = trim(t.substr(0, t.size() - unit.size()));
            scale = s;
            return true;
        }
        return false;
    };
    if (!strip("ms", 1.0) && !strip("us", 1e-3) && !strip("ns", 1e-6))
        strip("s", 1000.0);
    const auto v = parseNumber(t);
    if (!v)
        return std::nullopt;
    return *v * scale;
}

double suffixScale(char suffix, bool binary)
{
    const double k = binary ? 1024.0 : 1000.0;
    switch (suffix) {
    case 'K': return k;
    case 'M': return k * k;
    case 'G': return k * k * k;
    case 'T': return k * k * k * k;
    case 'P': return k * k * k * k * k;
    default: return 1.0;
    }
}

std::optional<BinaryData> binaryAt(std::string_view text)
{
    const std::size_t n = std::min<std::size_t>(text.size(), 64 * 1024);
    int line = 1;
    std::size_t lineStart = 0;
    std::optional<BinaryData> out;
    std::size_t controls = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (c == '\n') {
            ++line;
            lineStart = i + 1;
        }
        if (c >= 0x20 || c == '\n' || c == '\r' || c == '\t' || c == '\f')
            continue;
        ++controls;
        const ByteAt at{i, line, static_cast<int>(i - lineStart) + 1, c};
        if (!out)
            out = BinaryData{at, std::nullopt, 0};
        if (c == 0 && !out->nul)
            out->nul = at;
    }
    if (!out)
        return std::nullopt;
    out->controls = controls;
    // A few stray control bytes occur in real spooled reports; many mean binary data.
    if (out->nul || controls * 100 > n + 100)
        return out;
    return std::nullopt;
}

namespace {

void appendUtf8(std::string& out, char32_t cp)
{
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

} // namespace

bool decodeUtf16(std::string_view bytes, bool bigEndian, std::string& out, std::size_t& badOffset)
{
    out.clear();
    out.reserve(bytes.size() / 2);
    const auto unit = [&](std::size_t i) -> char16_t {
        const unsigned a = static_cast<unsigned char>(bytes[i]), b = static_cast<unsigned char>(bytes[i + 1]);
        return static_cast<char16_t>(bigEndian ? (a << 8) | b : (b << 8) | a);
    };
    std::size_t i = 0;
    if (bytes.size() >= 2 && unit(0) == 0xFEFF)
        i = 2;
    for (; i + 1 < bytes.size(); i += 2) {
        const char16_t u = unit(i);
        if (u >= 0xD800 && u <= 0xDBFF) {
            if (i + 3 >= bytes.size() || unit(i + 2) < 0xDC00 || unit(i + 2) > 0xDFFF) {
                badOffset = i;
                return false;
            }
            appendUtf8(out, 0x10000 + ((char32_t(u) - 0xD800) << 10) + (char32_t(unit(i + 2)) - 0xDC00));
            i += 2;
        } else if (u >= 0xDC00 && u <= 0xDFFF) {
            badOffset = i;
            return false;
        } else {
            appendUtf8(out, u);
        }
    }
    if (bytes.size() % 2) {
        badOffset = bytes.size() - 1;
        return false;
    }
    return true;
}

int utf16WithoutBom(std::string_view text)
{
    const std::size_t n = std::min<std::size_t>(text.size(), 4096) & ~std::size_t(1);
    if (n < 8)
        return 0;
    std::size_t evenNul = 0, oddNul = 0;
    for (std::size_t i = 0; i < n; i += 2) {
        evenNul += text[i] == 0;
        oddNul += text[i + 1] == 0;
    }
    // ASCII text as UTF-16: every character has one zero byte; 90 % tolerates a few
    // non-ASCII characters (a localized counter name, a degree sign).
    const std::size_t units = n / 2;
    if (oddNul * 10 >= units * 9 && evenNul * 10 < units)
        return 1;
    if (evenNul * 10 >= units * 9 && oddNul * 10 < units)
        return 2;
    return 0;
}

bool splitCsv(std::string_view line, std::vector<CsvField>& fields)
{
    fields.clear();
    std::size_t i = 0;
    const std::size_t n = line.size();
    while (true) {
        CsvField f;
        f.column = static_cast<int>(i) + 1;
        if (i < n && line[i] == '"') {
            f.quoted = true;
            ++i;
            while (true) {
                if (i >= n)
                    return false;
                if (line[i] == '"') {
                    if (i + 1 < n && line[i + 1] == '"') {
                        f.text += '"';
                        i += 2;
                        continue;
                    }
                    ++i;
                    break;
                }
                f.text += line[i++];
            }
            while (i < n && line[i] != ',')
                ++i; // stray text after the closing quote is ignored
        } else {
            const std::size_t comma = line.find(',', i);
            const std::size_t end = comma == std::string_view::npos ? n : comma;
            f.text.assign(line.substr(i, end - i));
            i = end;
        }
        fields.push_back(std::move(f));
        if (i >= n)
            return true;
        ++i; // the comma
        if (i == n) {
            fields.push_back({std::string(), static_cast<int>(i) + 1, false});
            return true;
        }
    }
}

void addFigure(MeasurementReport& report, std::string key, std::string name, double value, std::string unit,
               FigureOrigin origin, std::string derivation)
{
    report.figures.push_back(
        {std::move(key), std::move(name), value, std::move(unit), std::move(origin), std::move(derivation)});
}

void addError(MeasurementReport& report, int line, int column, FindingText text)
{
    report.diagnostics.push_back(diagnostic(Diagnostic::Severity::Error, report.file, {line, column}, "", std::move(text)));
}

void addWarning(MeasurementReport& report, int line, int column, FindingText text)
{
    report.diagnostics.push_back(diagnostic(Diagnostic::Severity::Warning, report.file, {line, column}, "", std::move(text)));
}

std::string quoted(std::string_view s)
{
    std::string out;
    std::size_t shown = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (shown >= 60) {
            out += "...";
            break;
        }
        const unsigned char c = static_cast<unsigned char>(s[i]);
        // A well-formed UTF-8 sequence (a localized counter name) is kept as it is.
        const std::size_t len = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
        if (len && i + len <= s.size() &&
            std::all_of(s.begin() + i + 1, s.begin() + i + len,
                        [](char b) { return (static_cast<unsigned char>(b) & 0xC0) == 0x80; })) {
            out.append(s.substr(i, len));
            i += len - 1;
        } else if (c < 0x20 || c >= 0x7f) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02X", c);
            out += buf;
        } else {
            out += s[i];
        }
        ++shown;
    }
    return "'" + out + "'";
}

} // namespace topoplan::core::measurements
