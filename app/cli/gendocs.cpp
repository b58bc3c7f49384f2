// topoplan-cli-gendocs: a build-time tool (not installed). Turns app/cli/usage.txt, the one
// source of topoplan-cli's help text, into the three things made from it:
//   usage.h           kUsageText, what `topoplan-cli --help` prints (main.cpp)
//   topoplan-cli.1    the man page (groff man(7) macros)
//   topoplan-cli.bash the bash completion (commands, their options, option values, files)
// usage: topoplan-cli-gendocs USAGE.TXT VERSION OUT.h OUT.1 OUT.bash [BUILTIN-NAME...]
// BUILTIN-NAME: the example designs compiled in (completed as builtin:NAME).
//
// The layout of usage.txt it relies on (main.cpp's --help layout): line 1 "usage: ...";
// a line "title:" at column 0 starts a section; in a section, an entry starts at column 2
// with its synopsis, and its description starts at column 29 on the same line (after at
// least two spaces) or on the lines below (indented 28); other lines at column 0 are paragraphs. Any other layout is an
// error (exit 1 with file:line), so a help text the man page would garble fails the build.
#include <cctype>
#include <fstream>
#include <iostream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

constexpr std::size_t kDescColumn = 28;

struct Entry {
    std::string synopsis;    // e.g. "check FILE..."
    std::string description; // the lines from column 28, joined with spaces
};

struct Section {
    std::string title; // "commands"; empty for the text before the first section
    std::vector<Entry> entries;
    std::vector<std::string> paragraphs; // in order after the entries (usage.txt has none between)
};

struct Usage {
    std::string synopsis; // after "usage: "
    std::vector<Section> sections;
};

std::string rtrim(std::string s)
{
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
        s.pop_back();
    return s;
}

bool parse(const std::string& path, Usage& usage)
{
    std::ifstream in(path);
    if (!in) {
        std::cerr << path << ": error: cannot read\n";
        return false;
    }
    std::string line;
    int lineNo = 0;
    usage.sections.push_back({});
    bool inParagraph = false;
    while (std::getline(in, line)) {
        ++lineNo;
        line = rtrim(line);
        Section& section = usage.sections.back();
        const auto fail = [&](const char* what) {
            std::cerr << path << ":" << lineNo << ":1: error: " << what << "\n";
            return false;
        };
        if (lineNo == 1) {
            if (line.rfind("usage: ", 0) != 0)
                return fail("the first line must start with 'usage: '");
            usage.synopsis = line.substr(7);
            continue;
        }
        if (line.empty()) {
            inParagraph = false;
            continue;
        }
        if (line[0] != ' ') {
            if (line.back() == ':' && line.find_first_not_of("abcdefghijklmnopqrstuvwxyz ") == line.size() - 1) {
                usage.sections.push_back({line.substr(0, line.size() - 1), {}, {}});
                inParagraph = false;
            } else if (inParagraph) {
                section.paragraphs.back() += " " + line;
            } else {
                section.paragraphs.push_back(line);
                inParagraph = true;
            }
            continue;
        }
        if (line.rfind(std::string(kDescColumn, ' '), 0) == 0) {
            if (section.entries.empty())
                return fail("a description line (column 29) without an entry above it");
            Entry& e = section.entries.back();
            e.description += (e.description.empty() ? "" : " ") + line.substr(kDescColumn);
            continue;
        }
        if (line.rfind("  ", 0) != 0 || line[2] == ' ')
            return fail("an entry starts at column 3, a description at column 29");
        if (section.title.empty())
            return fail("an entry before the first 'title:' line");
        Entry e;
        if (line.size() > kDescColumn && line.compare(kDescColumn - 2, 2, "  ") == 0 && line[kDescColumn] != ' ') {
            e.synopsis = rtrim(line.substr(2, kDescColumn - 2));
            e.description = line.substr(kDescColumn);
        } else {
            e.synopsis = line.substr(2);
        }
        section.entries.push_back(e);
    }
    return true;
}

// groff: a backslash is \e, every '-' the minus sign \- (options must copy and paste as
// ASCII hyphen-minus, groff_man(7) "Portability"), a line starting with . or ' is guarded.
std::string roff(const std::string& s)
{
    std::string out;
    for (char c : s) {
        if (c == '\\')
            out += "\\e";
        else if (c == '-')
            out += "\\-";
        else
            out += c;
    }
    if (!out.empty() && (out[0] == '.' || out[0] == '\''))
        out = "\\&" + out;
    return out;
}

// A synopsis in man-page fonts: the command word and options bold, placeholders
// (FILE, ID, OUT.svg|OUT.pdf) italic, brackets and dots roman.
std::string roffSynopsis(const std::string& s)
{
    static const std::regex token(R"((^[a-z][a-z-]*)|(--?[a-z][a-z-]*)|([A-Z][A-Za-z0-9_.|]*[A-Za-z0-9]))");
    std::string out;
    std::size_t pos = 0;
    for (auto it = std::sregex_iterator(s.begin(), s.end(), token); it != std::sregex_iterator(); ++it) {
        const std::smatch& m = *it;
        out += roff(s.substr(pos, m.position() - pos));
        out += (m[3].matched ? "\\fI" : "\\fB") + roff(m.str()) + "\\fR";
        pos = m.position() + m.length();
    }
    return out + roff(s.substr(pos));
}

std::string upper(std::string s)
{
    for (char& c : s)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

std::string manPage(const Usage& u, const std::string& version)
{
    std::ostringstream out;
    out << ".\\\" Generated from app/cli/usage.txt by topoplan-cli-gendocs; edit that file.\n"
        << ".TH TOPOPLAN\\-CLI 1 \"\" \"Topoplan " << version << "\" \"User Commands\"\n";
    // NAME: the first paragraph before any section (one sentence), as man(7) wants it.
    std::string what = u.sections.front().paragraphs.empty() ? "" : u.sections.front().paragraphs.front();
    if (!what.empty() && what.back() == '.')
        what.pop_back();
    if (!what.empty())
        what[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(what[0])));
    out << ".SH NAME\ntopoplan\\-cli \\- " << roff(what) << "\n"
        << ".SH SYNOPSIS\n" << roffSynopsis(u.synopsis) << "\n";
    for (const Section& s : u.sections) {
        out << ".SH " << (s.title.empty() ? "DESCRIPTION" : upper(s.title)) << "\n";
        for (const Entry& e : s.entries)
            out << ".TP\n" << roffSynopsis(e.synopsis) << "\n" << roff(e.description) << "\n";
        for (const std::string& p : s.paragraphs)
            out << ".PP\n" << roff(p) << "\n";
    }
    return out.str();
}

std::string cString(const std::string& path)
{
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return "// Generated from app/cli/usage.txt by topoplan-cli-gendocs; edit that file.\n"
           "#pragma once\n\n"
           "namespace topoplan::cli {\n"
           "/// The help text of topoplan-cli (--help, and on stderr for a misuse).\n"
           "inline constexpr const char* kUsageText = R\"usage(" + text.str() + ")usage\";\n"
           "} // namespace topoplan::cli\n";
}

// What the completion offers after an option: a word list, file names, or nothing
// (a free value such as an id).
std::string optionValue(const std::string& placeholder)
{
    std::string words;
    bool file = false;
    std::stringstream alternatives(placeholder);
    for (std::string a; std::getline(alternatives, a, '|');) {
        if (std::isupper(static_cast<unsigned char>(a[0])))
            file = file || a == "F" || a == "FILE" || a.rfind("OUT", 0) == 0;
        else
            words += (words.empty() ? "" : " ") + a;
    }
    return file ? "@files" : words;
}

std::string completion(const Usage& u, const std::vector<std::string>& builtins)
{
    const Section* commands = nullptr;
    for (const Section& s : u.sections)
        if (s.title == "commands")
            commands = &s;
    std::ostringstream out;
    out << "# bash completion for topoplan-cli. Generated from app/cli/usage.txt by topoplan-cli-gendocs.\n"
           "# Needs the bash-completion package's helpers (_init_completion), which load it.\n"
           "_topoplan_cli()\n{\n"
           "    local cur prev words cword\n"
           "    _init_completion -n : || return\n"
           "    local command=${words[1]}\n"
           "    if [ \"$cword\" -eq 1 ]; then\n"
           "        COMPREPLY=($(compgen -W '";
    std::string names;
    for (const Entry& e : commands ? commands->entries : std::vector<Entry>{})
        names += e.synopsis.substr(0, e.synopsis.find(' ')) + " ";
    out << names << "--help' -- \"$cur\"))\n        return\n    fi\n";
    static const std::regex option(R"((^|[ \[(])(--?[a-z][a-z-]*)(?: ([A-Z0-9][A-Za-z0-9_.|]*))?)");
    std::ostringstream options, values;
    std::set<std::string> withFiles;
    for (const Entry& e : commands ? commands->entries : std::vector<Entry>{}) {
        const std::string name = e.synopsis.substr(0, e.synopsis.find(' '));
        std::set<std::string> opts;
        for (const bool inSynopsis : {true, false}) {
            const std::string& text = inSynopsis ? e.synopsis : e.description;
            for (auto it = std::sregex_iterator(text.begin(), text.end(), option); it != std::sregex_iterator(); ++it) {
                opts.insert((*it)[2]);
                // Only the synopsis says what an option takes ("--depth 1|2", "-o OUT.svg|...").
                if (inSynopsis && (*it)[3].matched) {
                    std::string v = (*it)[3];
                    while (!v.empty() && (v.back() == '.' || v.back() == ']'))
                        v.pop_back();
                    values << "        \"" << name << " " << (*it)[2] << "\") ";
                    const std::string what = optionValue(v);
                    if (what == "@files")
                        values << "_filedir; return ;;\n";
                    else if (what.empty()) // an id or a number: nothing to offer
                        values << "COMPREPLY=(); return ;;\n";
                    else
                        values << "COMPREPLY=($(compgen -W '" << what << "' -- \"$cur\")); return ;;\n";
                }
            }
        }
        std::string list;
        for (const std::string& o : opts)
            list += (list.empty() ? "" : " ") + o;
        options << "        " << name << ") options='" << list << "' ;;\n";
        if (e.synopsis.find("FILE") != std::string::npos)
            withFiles.insert(name);
    }
    out << "    case \"$command $prev\" in\n" << values.str() << "    esac\n"
        << "    local options=''\n    case $command in\n" << options.str() << "    esac\n"
        << "    if [[ $cur == -* ]]; then\n"
           "        COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))\n"
           "        return\n    fi\n"
           "    case $command in\n        ";
    std::string alternatives;
    for (const std::string& c : withFiles)
        alternatives += (alternatives.empty() ? "" : "|") + c;
    std::string b;
    for (const std::string& n : builtins)
        b += (b.empty() ? "" : " ") + ("builtin:" + n);
    out << alternatives << ")\n"
        << "            _filedir '@(yaml|yml)'\n"
           "            COMPREPLY+=($(compgen -W '" << b << "' -- \"$cur\"))\n"
           "            __ltrim_colon_completions \"$cur\"\n"
           "            ;;\n    esac\n}\n"
           "complete -F _topoplan_cli topoplan-cli\n";
    return out.str();
}

bool write(const std::string& path, const std::string& text)
{
    std::ofstream out(path, std::ios::binary);
    out << text;
    out.close();
    if (!out) {
        std::cerr << path << ": error: cannot write\n";
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 6) {
        std::cerr << "usage: topoplan-cli-gendocs USAGE.TXT VERSION OUT.h OUT.1 OUT.bash [BUILTIN-NAME...]\n";
        return 2;
    }
    Usage usage;
    if (!parse(argv[1], usage))
        return 1;
    const std::vector<std::string> builtins(argv + 6, argv + argc);
    return write(argv[3], cString(argv[1])) && write(argv[4], manPage(usage, argv[2]))
                   && write(argv[5], completion(usage, builtins))
               ? 0
               : 1;
}
