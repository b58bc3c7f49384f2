#pragma once

#include "core/diagnostic.h"
#include "core/measurement.h"
#include "core/rack.h"

#include <map>
#include <optional>
#include <functional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace topoplan::core {

/// A value of a typed property bag (device config, workload profile, ...). Which keys
/// exist and their types are fixed by the schema in designschema.h.
using PropValue = std::variant<double, bool, std::string>;
using Props = std::map<std::string, PropValue>;

/// Number at `key`, or `fallback` when absent or not a number.
double propNumber(const Props& props, const std::string& key, double fallback = 0.0);
/// Text at `key`, or `fallback`.
std::string propString(const Props& props, const std::string& key, const std::string& fallback = {});
/// Flag at `key`, or `fallback`.
bool propBool(const Props& props, const std::string& key, bool fallback = false);
bool propHas(const Props& props, const std::string& key);

struct Site {
    std::string id;
    std::string role; ///< empty (data site) or "witness"
    SourcePos pos;

    bool operator==(const Site&) const = default;
};

/// Round-trip time between two sites (stretched clusters), ms.
struct SiteLink {
    std::string a;
    std::string b;
    double rttMs = 0.0;
    SourcePos pos;

    bool operator==(const SiteLink&) const = default;
};

/// An NPAR partition: a share of one physical adapter port with a single function.
struct Partition {
    std::string port;     ///< port name of the device's model
    std::string id;       ///< p1, p2, ...
    std::string function; ///< nic, fcoe, iscsi
    double gbps = 0.0;    ///< bandwidth share, Gb/s
    std::string network;  ///< mgmt, vmotion, db-public, san-a, ... (free text)
    SourcePos pos;

    bool operator==(const Partition&) const = default;
};

/// An instance of a catalog model. Free-standing devices have a canvas position
/// (`at`, scene units); seated devices name their parent and slot instead.
struct Device {
    std::string id;
    std::string model;
    std::optional<std::pair<double, double>> at;
    std::string site;
    std::string parent;
    std::string slot;
    Props config;
    std::vector<Partition> partitions;
    /// Rack, U position and face of a top-level device (core/rack.h); not racked when empty.
    RackMount mount;
    /// Measured baseline of the device itself (a storage array: IOPS, latencies) in the
    /// design's use case `measured->useCase` (core/measurement.h); absent: none.
    std::optional<Measurement> measured;
    SourcePos pos;

    bool operator==(const Device&) const = default;
};

/// A cable between two ports ("DEVICE:PORT" or, on a breakout, "DEVICE:PORT:LANE").
/// Midplane links are implied by chassis models and never stored here.
struct Link {
    std::string a;
    std::string b;
    std::string breakout; ///< breakout mode of the lane end(s), e.g. 4x16gfc
    SourcePos pos;

    /// "a -- b", how links are named in messages and in failures.
    std::string id() const { return a + " -- " + b; }

    bool operator==(const Link&) const = default;
};

/// A named SAN fabric or LAN network and the ports that belong to it (optional; used
/// to name fabrics in findings and to check that dual fabrics are symmetric).
struct Fabric {
    std::string id;
    std::string kind;               ///< fc or ethernet
    std::vector<std::string> ports; ///< port references
    SourcePos pos;

    bool operator==(const Fabric&) const = default;
};

/// Single-initiator zone: one initiator port and the target ports it may reach.
struct Zone {
    std::string initiator;
    std::vector<std::string> targets;
    SourcePos pos;

    bool operator==(const Zone&) const = default;
};

/// Array front-end ports presented together (PowerMax port group).
struct PortGroup {
    std::string id;
    std::string array;              ///< device id
    std::vector<std::string> ports; ///< port names of the array
    SourcePos pos;

    bool operator==(const PortGroup&) const = default;
};

/// Which initiators see which storage group through which port group.
struct MaskingView {
    std::string id;
    std::vector<std::string> initiators; ///< port references
    std::string portGroup;
    std::string storageGroup;
    SourcePos pos;

    bool operator==(const MaskingView&) const = default;
};

/// A set of hosts acting together: vsan, powerflex, rac or esxi.
struct Cluster {
    std::string id;
    std::string kind;
    std::vector<std::string> members;
    std::string witness; ///< device id (vSAN stretched cluster), may be empty
    Props settings;
    /// Measured baseline of the cluster's hardware (IOPS, latencies, host CPU) in the use
    /// case `measured->useCase` (core/measurement.h); absent: none.
    std::optional<Measurement> measured;
    SourcePos pos;

    bool operator==(const Cluster&) const = default;
};

/// Capacity provisioned for a workload on an array or a cluster, with its policy.
struct StorageGroup {
    std::string id;
    std::string storage; ///< array device id or cluster id
    std::string parent;
    Props props;         ///< size_gb, service_level, raid, ftt, dedupe, ...
    SourcePos pos;

    bool operator==(const StorageGroup&) const = default;
};

/// A database instance on a host, bound to storage, running a benchmark profile.
struct Workload {
    std::string id;
    std::string host;    ///< device id (or cluster member)
    std::string storage; ///< array device id or cluster id
    std::string storageGroup;
    std::string engine;  ///< oracle, sqlserver, backup
    Props vm;            ///< vcpu, memory_gb, ...
    Props profile;       ///< kind, tool, users, think_ms, read_pct, ...
    /// Measured baseline (core/measurement.h); absent: the workload runs a priori.
    std::optional<Measurement> measured;
    SourcePos pos;

    bool operator==(const Workload&) const = default;
};

struct UseCase {
    std::string id;
    std::string name;
    std::vector<std::string> workloads;
    SourcePos pos;

    bool operator==(const UseCase&) const = default;
};

struct ScenarioEvent {
    double atMin = 0.0;
    bool repair = false;  ///< false: fail
    std::string target;   ///< device id, port/lane reference, link id "a -- b", site, ...
    SourcePos pos;

    bool operator==(const ScenarioEvent&) const = default;
};

/// A timed list of failures and repairs.
struct Scenario {
    std::string id;
    std::string name;
    double durationMin = 0.0;
    std::vector<ScenarioEvent> events;
    SourcePos pos;

    bool operator==(const Scenario&) const = default;
};

/// A text note on the canvas (issue 16: the draw.io / Visio habit of writing beside the
/// drawing): free text at a position, drawn above the devices, saved in `canvas_notes:`
/// (docs/design-format.md). Holds no reference: removing a device leaves its notes.
struct CanvasNote {
    std::string id;        ///< in the design's one id namespace (designIds(), kind "note")
    std::string text;      ///< plain text, lines separated by '\n'; at most kMaxNoteLength characters
    double x = 0.0;        ///< top-left corner, scene units (as Device::at)
    double y = 0.0;
    double width = 0.0;    ///< wrap width, scene units; 0: each line as long as it is
    SourcePos pos;

    bool operator==(const CanvasNote&) const = default;
};

/// A whole design as read from a `topoplan/1` file. Plain values only: copyable to a
/// worker thread. Element order is the file's order and is preserved on save.
struct Design {
    std::string name;
    std::vector<std::string> notes;
    std::vector<std::string> catalogs{"builtin"};
    SourcePos catalogsPos; ///< where `catalogs:` is written (0:0 when absent or made in the editor)
    std::vector<Site> sites;
    std::vector<SiteLink> siteLinks;
    std::vector<Rack> racks; ///< racks of the sites' rows (core/rack.h)
    std::vector<Device> devices;
    std::vector<Link> links;
    std::vector<CanvasNote> canvasNotes; ///< text notes drawn on the canvas
    std::vector<Fabric> fabrics;
    std::vector<Zone> zoning;
    std::vector<PortGroup> portGroups;
    std::vector<MaskingView> maskingViews;
    std::vector<Cluster> clusters;
    std::vector<StorageGroup> storageGroups;
    std::vector<Workload> workloads;
    std::vector<UseCase> useCases;
    std::vector<Scenario> scenarios;
    Props requirements; ///< min_paths, no_spof, ...

    const Device* device(const std::string& id) const;
    Device* device(const std::string& id);
    const Cluster* cluster(const std::string& id) const;
    const StorageGroup* storageGroup(const std::string& id) const;
    const PortGroup* portGroup(const std::string& id) const;
    const Workload* workload(const std::string& id) const;
    const Scenario* scenario(const std::string& id) const;
    const UseCase* useCase(const std::string& id) const;
    const Site* site(const std::string& id) const;
    const Rack* rack(const std::string& id) const;
    const CanvasNote* canvasNote(const std::string& id) const;
    /// The rack holding power feed `id` and the feed, or {nullptr, nullptr}.
    std::pair<const Rack*, const PowerFeed*> powerFeed(const std::string& id) const;

    /// Member by member, source positions included (the document reuses the topology
    /// built when it checked an edit if the design after the edit equals the one checked).
    bool operator==(const Design&) const = default;
};

/// One entry of the design's single id namespace (docs/design-format.md, "Ids"): the id,
/// the kind of element that carries it ("device", "fabric", ...) and where that element
/// is written (0:0 for an element made in the editor).
struct DesignId {
    std::string id;
    const char* kind = "";
    SourcePos pos;
};

/// Every id of `design`, in file order: sites, racks, power feeds, devices, canvas notes, fabrics, port groups, masking
/// views, clusters, storage groups, workloads, use cases, scenarios. Duplicates are kept
/// (the reader reports them; the editor avoids them). Partition ids are per device and
/// not part of this namespace.
std::vector<DesignId> designIds(const Design& design);

/// Length limits of a design's texts, in characters (bytes of UTF-8; docs/design-format.md,
/// "Limits"). Assumed, not sourced: the longest ids of the reference architectures are
/// about 20 characters ("oracle-backup-full-2"), design names about 70; the limits leave
/// room several times over while keeping every label, message and export readable (a
/// million-character id was accepted and drawn, issue 16).
inline constexpr std::size_t kMaxIdLength = 100;
/// Design, use case and scenario names.
inline constexpr std::size_t kMaxNameLength = 200;
/// One line of the design's `notes:`; and how many lines.
inline constexpr std::size_t kMaxNoteLength = 2000;
inline constexpr std::size_t kMaxNotes = 200;
/// Canvas notes (`canvas_notes:`) a design may hold; each text is at most kMaxNoteLength.
/// Assumed like the limits above: a diagram with more than a few dozen notes is unreadable.
inline constexpr std::size_t kMaxCanvasNotes = 1000;

/// "is N characters long (at most MAX)" when `text` is longer than `max`, else empty.
std::string lengthProblem(std::string_view text, std::size_t max);
/// lengthProblem() as a translatable text (englishText() of it is lengthProblem()).
FindingText lengthProblemText(std::string_view text, std::size_t max);
/// The first `n` characters of `text` for quoting in a message, "…" appended when cut
/// (never inside a UTF-8 sequence).
std::string clipped(std::string_view text, std::size_t n = 40);

/// True if `id` has the form of a design id: `[A-Za-z0-9][A-Za-z0-9_.+-]*`, at most
/// kMaxIdLength characters.
bool isValidId(std::string_view id);

/// What a reference in a design field names (docs/design-format.md).
enum class RefKind {
    Device,        ///< a device id: a seated device's parent, a port group's array, a cluster member or witness, a workload's host
    Port,          ///< DEVICE:PORT[:LANE]: cable ends, fabric ports, zoning, masking-view initiators
    Storage,       ///< an array device id or a cluster id (storage groups, workloads)
    FailureTarget, ///< a scenario event's target: device, port, link "A -- B", site, cluster, DEVICE/COMPONENT, DEVICE/dg-N
    Site,
    StorageGroup,
    PortGroup,
    Workload,
    Rack,          ///< a rack id (a device's mount)
    PowerFeed,     ///< a power feed id (a device's mount feeds)
};

/// How an entry holds a reference, which tells what removing the referenced element
/// does to the entry.
enum class RefRole {
    Listed,   ///< one of a list: the entry stays without it (a fabric's port, a scenario's event)
    Optional, ///< may be empty (a cluster's witness, a device's site, a storage group's parent)
    Defining, ///< what the entry is about (a zone's initiator, a workload's host, a cable's ends)
};

/// Called for one reference; may change `reference` in place (a rename). Returns true to
/// drop it: a Listed reference leaves its list (a scenario event leaves its scenario),
/// an Optional one is cleared, a Defining one stays as it is (see visitReferences()).
using ReferenceVisitor = std::function<bool(std::string& reference, RefKind kind, RefRole role)>;

/// The one list of which design fields refer to other elements: calls `visit` for each
/// reference of the entry, in file order. Returns true when `visit` asked to drop a
/// Defining reference: the entry has lost what it is about (the caller decides: a zone
/// without its initiator goes, a workload on a removed host stays and is reported).
/// Sites and port groups' port names (names of the group's array) hold no reference.
bool visitReferences(Device& device, const ReferenceVisitor& visit);    ///< parent (Device, Defining), site (Optional), mount rack (Rack, Optional), mount feeds (PowerFeed, Listed)
bool visitReferences(Rack& rack, const ReferenceVisitor& visit);        ///< site (Site, Optional)
bool visitReferences(Link& link, const ReferenceVisitor& visit);        ///< a, b (Port, Defining)
bool visitReferences(SiteLink& link, const ReferenceVisitor& visit);    ///< a, b (Site, Defining)
bool visitReferences(Site& site, const ReferenceVisitor& visit);        ///< none
bool visitReferences(Fabric& fabric, const ReferenceVisitor& visit);    ///< ports (Port, Listed)
bool visitReferences(Zone& zone, const ReferenceVisitor& visit);        ///< initiator (Port, Defining), targets (Port, Listed)
bool visitReferences(PortGroup& group, const ReferenceVisitor& visit);  ///< array (Device, Defining)
bool visitReferences(MaskingView& view, const ReferenceVisitor& visit); ///< initiators (Listed), port group, storage group (Defining)
bool visitReferences(Cluster& cluster, const ReferenceVisitor& visit);  ///< members (Device, Listed), witness (Device, Optional)
bool visitReferences(StorageGroup& group, const ReferenceVisitor& visit); ///< storage (Defining), parent (Optional)
bool visitReferences(Workload& workload, const ReferenceVisitor& visit);  ///< host, storage (Defining), storage group (Optional)
bool visitReferences(UseCase& useCase, const ReferenceVisitor& visit);    ///< workloads (Listed)
bool visitReferences(Scenario& scenario, const ReferenceVisitor& visit);  ///< events' targets (FailureTarget, Listed)
/// Every entry of the design, section by section in file order.
void visitReferences(Design& design, const ReferenceVisitor& visit);

/// The ends of a link id "A -- B" (as scenario events and failures name cables), else the
/// reference itself. Views into `reference`.
std::vector<std::string_view> referenceEnds(std::string_view reference);
/// The element a reference end starts with: `D` of "D", "D:PORT[:LANE]", "D/COMPONENT".
std::string_view referenceOwner(std::string_view end);
/// True when `reference` (of any RefKind) names device `id` or something on it: the id
/// itself, `id:PORT[:LANE]`, `id/COMPONENT`, or a link id "A -- B" with such an end.
bool namesDevice(const std::string& reference, const std::string& id);

/// Renames device `from` to `to` everywhere the design refers to it: the device, the
/// parent of its seated devices, links, fabrics, zoning, port groups, masking views,
/// clusters, storage groups, workloads and scenario targets (port references
/// `from:PORT`, components `from/COMP`, link ids `A -- B`). Returns the number of
/// references changed (the device itself included); 0 when there is no device `from`.
int renameDevice(Design& design, const std::string& from, const std::string& to);

/// The file format version this program writes and the newest it reads.
inline constexpr const char* kDesignFormat = "topoplan/1";

/// Splits "DEVICE:PORT[:LANE]" into its parts; false if there is no ':'.
bool splitPortRef(const std::string& ref, std::string& device, std::string& port, int& lane);

} // namespace topoplan::core
