#pragma once

#include "core/design.h"
#include "core/designschema.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <variant>
#include <vector>

namespace topoplan::models {

class DesignDocument;

/// The lists of a design that the editor changes entry by entry (by value): the
/// design-level objects of the Design tree, devices and links (replaced, never inserted
/// here: CmdDeviceAdd / CmdDeviceRemove / CmdLinkAdd / CmdLinkRemove keep the canvas in
/// step).
/// The order is the alternative order of Entry.
enum class Section { Site, Device, Link, Fabric, Zone, PortGroup, MaskingView, Cluster, StorageGroup, Workload, UseCase, Scenario };
inline constexpr int kSectionCount = 12;

/// One entry of a Section, by value. `Entry::index()` is its Section.
using Entry = std::variant<core::Site, core::Device, core::Link, core::Fabric, core::Zone, core::PortGroup, core::MaskingView,
                           core::Cluster, core::StorageGroup, core::Workload, core::UseCase, core::Scenario>;

inline Section sectionOf(const Entry& e) { return Section(e.index()); }
/// "Fabrics", "Zoning", ... (the headings of the Design tree).
QString sectionTitle(Section section);
/// The YAML key of the section in a design file ("fabrics", "zoning", ...).
const char* sectionKey(Section section);
int entryCount(const core::Design& design, Section section);
/// The entry at `index`, or std::nullopt when out of range.
std::optional<Entry> entryAt(const core::Design& design, Section section, int index);
/// Writes `entry` into the design: replaces index `index` when `replace`, else inserts
/// before it (index == count appends). Removes the entry at `index` when `entry` is empty.
void putEntry(core::Design& design, Section section, int index, const std::optional<Entry>& entry, bool replace);
/// What the Design tree shows: the id, "zone of <initiator>" for a zone, "a -- b" for a
/// link.
QString entryLabel(const Entry& entry);
/// The index of the entry labelled `label` (its id), or -1.
int findEntry(const core::Design& design, Section section, const QString& label);

/// One editable field of an entry. Names are the file's keys: "id", "ports",
/// "profile.users", "vm.vcpu", "config.drives", "size_gb" (storage group),
/// "partition.2.gbps" (NPAR partition 2 of a device, 0-based).
struct EntryField {
    enum class Kind { Text, List, Choice, Number, Prop, Events };
    QString name;
    Kind kind = Kind::Text;
    QStringList choices;                ///< Choice: accepted texts ("" first when optional)
    const core::PropSpec* prop = nullptr; ///< Prop: the schema entry (type, range, unit)
    QString help;                       ///< unit and meaning for a tooltip
};

/// The fields of `entry`, in file order. Property bags list every schema key; partitions
/// list their five fields each plus "partition.N.port" for N == count (a new partition).
std::vector<EntryField> entryFields(const Entry& entry);
/// The field's value as the editor shows it: lists joined with ", ", numbers as written
/// in files, an unset property as "". Events: "15 fail iom-a1; 40 repair iom-a1".
QString fieldText(const Entry& entry, const QString& field);
/// `entry` with `field` set from `text` (trimmed; "" clears an optional property, and
/// "" for "partition.N" removes partition N). std::nullopt with `error` set (what is
/// expected, with the unit) when the text is not accepted.
std::optional<Entry> withField(const Entry& entry, const QString& field, const QString& text, QString* error);

/// Parses the text of a property (type and range from `spec`). "" gives an empty value
/// (remove the key). False with `error` set when not accepted.
bool parseProp(const core::PropSpec& spec, const QString& text, std::optional<core::PropValue>& value, QString* error);
/// A property value as text ("" for none); numbers as core::formatNumber writes them.
QString propText(const std::optional<core::PropValue>& value);

// Edits as the Design tree and the Inspector make them: each checks the edit, pushes one
// undoable command on the document's stack and returns "" — or returns why the edit is
// refused (design unchanged). A new entry may stay incomplete (unset references are
// reported in Findings until filled in); a reference to something that does not exist
// is refused.

/// Sets one field of entry `index` of `section`. The "id" of a device renames it
/// everywhere (CmdDeviceRename). A port group's "ports" take front-end port names
/// ("fa-1d-1") or references ARRAY:PORT to the group's own array ("pmax:fa-1d-1", written
/// as the bare name).
QString editEntryField(DesignDocument* document, Section section, int index, const QString& field, const QString& text);
/// Appends a new entry with id `id` (ignored for a zone) and the section's defaults
/// (fabric kind fc, workload profile kind oltp, ...). `index` receives its position.
QString addEntry(DesignDocument* document, Section section, const QString& id, int* index = nullptr);
/// Sets requirement `key` (core::requirementsSchema(); "" removes it) of the design.
QString editRequirement(DesignDocument* document, const QString& key, const QString& text);
/// Sets the design's name (trimmed) and notes (one note per non-empty line of `notes`).
/// One undoable command (CmdDesignInfoChange), none when nothing changes. Never
/// refused: returns "".
QString editDesignInfo(DesignDocument* document, const QString& name, const QString& notes);
/// Puts cable `linkIndex` into breakout `mode` (a mode of one of its ports, e.g.
/// 4x10ge: each whole-port end that supports the mode takes its first free lane), or,
/// with an empty mode, back onto whole ports. One undoable command.
QString setLinkBreakout(DesignDocument* document, int linkIndex, const QString& mode);
/// Removes entry `index` of `section` (not a device: see CmdDeviceRemove).
QString removeEntry(DesignDocument* document, Section section, int index);

} // namespace topoplan::models
