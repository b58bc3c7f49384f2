#pragma once
// The tables of the NetBox CSV import (core/netboxcsvimport.cpp, docs/netbox.md "Import"):
// an RFC 4180 reader that keeps the line and column of every cell, the object type a header
// row tells, which columns the importer asked for, and the NetBox 4.x import fields of each
// type that the importer knows and leaves out on purpose. Internal to the core: only
// netboxcsvimport.cpp includes it. Plain C++.

#include "core/diagnostic.h"
#include "core/netboxcsvimport.h"

#include <initializer_list>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace topoplan::core::netboxcsv {

/// One CSV cell, stripped (NetBox strips cells, formats.md 1.1), with the 1-based line and
/// column of its first character.
struct Cell {
    std::string text;
    SourcePos pos;
};

/// The object type a NetBox CSV holds, in NetBox's load order (formats.md 1.2).
enum class Kind { Sites, Locations, Racks, PowerPanels, PowerFeeds, Manufacturers, Roles, Devices, Modules, Interfaces, Cables, Unknown };

/// "sites", "power feeds", ... for messages and the summary line.
const char* kindName(Kind kind);

/// One CSV file as read: the header row, the rows of the header's width, the rows of
/// another width (reported by readTable(), kept for the names they carry), and the line
/// where the text stopped being CSV (an unclosed quote, text after a closing quote).
class Table {
public:
    const NetboxCsvFile* file = nullptr;
    std::vector<Cell> header;
    std::vector<std::vector<Cell>> rows;
    std::vector<std::vector<Cell>> badRows; ///< rows with another number of fields than the header
    int brokenLine = 0; ///< 0: read to its end; else the line from which rows are lost

    /// Index of the first of `names` (lowercase) that is a column, or -1. Every name asked
    /// for is recorded, and the column found is marked read (unreadColumns()).
    int column(std::initializer_list<const char*> names) const;
    /// Whether `name` (lowercase) is a column; records nothing (for telling the type).
    bool has(const char* name) const { return m_columns.count(name) > 0; }
    /// The row's name for messages: its `name` cell, else the cable's `label` or its A end
    /// (DEVICE:INTERFACE), else a module's DEVICE/BAY; "" when the row has none of these.
    std::string rowName(const std::vector<Cell>& row) const;
    /// Header columns column() never found, in header order.
    std::vector<int> unreadColumns() const;
    /// The names column() was asked for, present or not (for "did you mean").
    const std::set<std::string>& asked() const { return m_asked; }
    /// The object type its header row tells (import field names, formats.md 1.3-1.13, or
    /// the list export's verbose headers, 1.14).
    Kind kind() const;

    /// Sets the header (lowercased names -> index); false, with an error, on a repeated column.
    bool setHeader(std::vector<Cell> header, Diagnostics& diags);

private:
    std::map<std::string, int> m_columns; ///< lowercased header -> index
    mutable std::vector<bool> m_read;
    mutable std::set<std::string> m_asked;
};

/// Reads `file` into `table` (RFC 4180: comma separated, quoted fields may hold commas,
/// doubled quotes and line breaks; CRLF or LF; a UTF-8 byte order mark skipped). A row of
/// another width than the header is an error naming the row (its name, rowName()) and is
/// left out; an unclosed quote or text after a closing quote is an error at the quote that
/// opened the field and ends the reading there (rows before it are kept, brokenLine set).
/// Returns false when no header row could be read (nothing of the file can be used).
bool readTable(const NetboxCsvFile& file, Table& table, Diagnostics& diags);

/// Import fields of NetBox 4.x (formats.md 1.3-1.14: the import forms' Meta.fields of 4.0 to
/// 4.6.8, and the list export's verbose headers), lowercase, that the importer does not read
/// for `kind` on purpose: they hold nothing a design has (tenant, serial, status ...). A
/// column neither read nor listed here is warned (a misspelt `postion`); `id`, `tags` and
/// custom fields (`cf_*`) are known for every type (formats.md 1.1).
bool isKnownUnread(Kind kind, const std::string& column);

/// `s` without leading and trailing blanks, tabs and line breaks (NetBox strips cells).
std::string strip(const std::string& s);

/// ASCII lowercase (NetBox matches choice values and headers case-sensitively; the importer
/// matches headers case-insensitively, docs/netbox.md).
std::string lower(std::string s);

} // namespace topoplan::core::netboxcsv
