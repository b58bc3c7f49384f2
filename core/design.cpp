#include "core/design.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace topoplan::core {

double propNumber(const Props& props, const std::string& key, double fallback)
{
    const auto it = props.find(key);
    if (it == props.end())
        return fallback;
    const double* v = std::get_if<double>(&it->second);
    return v ? *v : fallback;
}

std::string propString(const Props& props, const std::string& key, const std::string& fallback)
{
    const auto it = props.find(key);
    if (it == props.end())
        return fallback;
    const std::string* v = std::get_if<std::string>(&it->second);
    return v ? *v : fallback;
}

bool propBool(const Props& props, const std::string& key, bool fallback)
{
    const auto it = props.find(key);
    if (it == props.end())
        return fallback;
    const bool* v = std::get_if<bool>(&it->second);
    return v ? *v : fallback;
}

bool propHas(const Props& props, const std::string& key)
{
    return props.count(key) > 0;
}

namespace {
template <typename T>
auto findById(T& items, const std::string& id) -> decltype(&items.front())
{
    const auto it = std::find_if(items.begin(), items.end(), [&](const auto& x) { return x.id == id; });
    return it == items.end() ? nullptr : &*it;
}
} // namespace

const Device* Design::device(const std::string& id) const { return findById(devices, id); }
Device* Design::device(const std::string& id) { return findById(devices, id); }
const Cluster* Design::cluster(const std::string& id) const { return findById(clusters, id); }
const StorageGroup* Design::storageGroup(const std::string& id) const { return findById(storageGroups, id); }
const PortGroup* Design::portGroup(const std::string& id) const { return findById(portGroups, id); }
const Workload* Design::workload(const std::string& id) const { return findById(workloads, id); }
const Scenario* Design::scenario(const std::string& id) const { return findById(scenarios, id); }
const UseCase* Design::useCase(const std::string& id) const { return findById(useCases, id); }
const Site* Design::site(const std::string& id) const { return findById(sites, id); }
const Rack* Design::rack(const std::string& id) const { return findById(racks, id); }
const CanvasNote* Design::canvasNote(const std::string& id) const { return findById(canvasNotes, id); }

std::pair<const Rack*, const PowerFeed*> Design::powerFeed(const std::string& id) const
{
    for (const Rack& r : racks)
        for (const PowerFeed& f : r.feeds)
            if (f.id == id)
                return {&r, &f};
    return {nullptr, nullptr};
}

std::vector<DesignId> designIds(const Design& design)
{
    std::vector<DesignId> ids;
    auto add = [&ids](const auto& items, const char* kind) {
        for (const auto& x : items)
            ids.push_back({x.id, kind, x.pos});
    };
    add(design.sites, "site");
    add(design.racks, "rack");
    for (const Rack& r : design.racks)
        add(r.feeds, "power feed");
    add(design.devices, "device");
    add(design.canvasNotes, "note");
    add(design.fabrics, "fabric");
    add(design.portGroups, "port group");
    add(design.maskingViews, "masking view");
    add(design.clusters, "cluster");
    add(design.storageGroups, "storage group");
    add(design.workloads, "workload");
    add(design.useCases, "use case");
    add(design.scenarios, "scenario");
    return ids;
}

// Hand-written rather than std::regex: libstdc++'s regex recurses once per character
// and overflows the stack on a long input (a 200,000-character id crashed the reader).
FindingText lengthProblemText(std::string_view text, std::size_t max)
{
    if (text.size() <= max)
        return {};
    return findingText(QT_TRANSLATE_NOOP("Finding", "is %1 characters long (at most %2)"),
                       {numberArg(double(text.size())), numberArg(double(max))});
}

std::string lengthProblem(std::string_view text, std::size_t max) { return englishText(lengthProblemText(text, max)); }

std::string clipped(std::string_view text, std::size_t n)
{
    if (text.size() <= n)
        return std::string(text);
    while (n > 0 && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80)
        --n; // not inside a UTF-8 sequence
    return std::string(text.substr(0, n)) + "…";
}

bool isValidId(std::string_view s)
{
    if (s.size() > kMaxIdLength)
        return false;
    auto alnum = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
    if (s.empty() || !alnum(s.front()))
        return false;
    return std::all_of(s.begin(), s.end(), [&](char c) { return alnum(c) || c == '_' || c == '.' || c == '+' || c == '-'; });
}

namespace {

// A list of references: each visited, the dropped ones erased.
void visitList(std::vector<std::string>& list, RefKind kind, const ReferenceVisitor& visit)
{
    std::erase_if(list, [&](std::string& r) { return visit(r, kind, RefRole::Listed); });
}

void visitOptional(std::string& ref, RefKind kind, const ReferenceVisitor& visit)
{
    if (!ref.empty() && visit(ref, kind, RefRole::Optional))
        ref.clear();
}

bool visitDefining(std::string& ref, RefKind kind, const ReferenceVisitor& visit)
{
    return visit(ref, kind, RefRole::Defining);
}

} // namespace

bool visitReferences(Device& device, const ReferenceVisitor& visit)
{
    const bool lost = !device.parent.empty() && visitDefining(device.parent, RefKind::Device, visit);
    visitOptional(device.site, RefKind::Site, visit);
    visitOptional(device.mount.rack, RefKind::Rack, visit);
    visitList(device.mount.feeds, RefKind::PowerFeed, visit);
    return lost;
}

bool visitReferences(Rack& rack, const ReferenceVisitor& visit)
{
    visitOptional(rack.site, RefKind::Site, visit);
    return false;
}

bool visitReferences(Link& link, const ReferenceVisitor& visit)
{
    const bool a = visitDefining(link.a, RefKind::Port, visit);
    return visitDefining(link.b, RefKind::Port, visit) || a;
}

bool visitReferences(SiteLink& link, const ReferenceVisitor& visit)
{
    const bool a = visitDefining(link.a, RefKind::Site, visit);
    return visitDefining(link.b, RefKind::Site, visit) || a;
}

bool visitReferences(Site&, const ReferenceVisitor&) { return false; }

bool visitReferences(Fabric& fabric, const ReferenceVisitor& visit)
{
    visitList(fabric.ports, RefKind::Port, visit);
    return false;
}

bool visitReferences(Zone& zone, const ReferenceVisitor& visit)
{
    const bool lost = visitDefining(zone.initiator, RefKind::Port, visit);
    visitList(zone.targets, RefKind::Port, visit);
    return lost;
}

bool visitReferences(PortGroup& group, const ReferenceVisitor& visit)
{
    return visitDefining(group.array, RefKind::Device, visit);
}

bool visitReferences(MaskingView& view, const ReferenceVisitor& visit)
{
    visitList(view.initiators, RefKind::Port, visit);
    const bool pg = visitDefining(view.portGroup, RefKind::PortGroup, visit);
    return visitDefining(view.storageGroup, RefKind::StorageGroup, visit) || pg;
}

bool visitReferences(Cluster& cluster, const ReferenceVisitor& visit)
{
    visitList(cluster.members, RefKind::Device, visit);
    visitOptional(cluster.witness, RefKind::Device, visit);
    return false;
}

bool visitReferences(StorageGroup& group, const ReferenceVisitor& visit)
{
    const bool lost = visitDefining(group.storage, RefKind::Storage, visit);
    visitOptional(group.parent, RefKind::StorageGroup, visit);
    return lost;
}

bool visitReferences(Workload& workload, const ReferenceVisitor& visit)
{
    const bool host = visitDefining(workload.host, RefKind::Device, visit);
    const bool storage = visitDefining(workload.storage, RefKind::Storage, visit);
    visitOptional(workload.storageGroup, RefKind::StorageGroup, visit);
    return host || storage;
}

bool visitReferences(UseCase& useCase, const ReferenceVisitor& visit)
{
    visitList(useCase.workloads, RefKind::Workload, visit);
    return false;
}

bool visitReferences(Scenario& scenario, const ReferenceVisitor& visit)
{
    std::erase_if(scenario.events,
                  [&](ScenarioEvent& e) { return visit(e.target, RefKind::FailureTarget, RefRole::Listed); });
    return false;
}

void visitReferences(Design& design, const ReferenceVisitor& visit)
{
    auto all = [&](auto& entries) {
        for (auto& e : entries)
            visitReferences(e, visit);
    };
    all(design.siteLinks);
    all(design.racks);
    all(design.devices);
    all(design.links);
    all(design.fabrics);
    all(design.zoning);
    all(design.portGroups);
    all(design.maskingViews);
    all(design.clusters);
    all(design.storageGroups);
    all(design.workloads);
    all(design.useCases);
    all(design.scenarios);
}

std::vector<std::string_view> referenceEnds(std::string_view reference)
{
    const std::size_t dash = reference.find(" -- ");
    if (dash == std::string_view::npos)
        return {reference};
    return {reference.substr(0, dash), reference.substr(dash + 4)};
}

std::string_view referenceOwner(std::string_view end) { return end.substr(0, end.find_first_of(":/")); }

bool namesDevice(const std::string& reference, const std::string& id)
{
    const std::vector<std::string_view> ends = referenceEnds(reference);
    return std::any_of(ends.begin(), ends.end(), [&](std::string_view e) { return referenceOwner(e) == id; });
}

int renameDevice(Design& design, const std::string& from, const std::string& to)
{
    if (!design.device(from) || from == to)
        return 0;
    int changed = 0;
    for (Device& d : design.devices)
        if (d.id == from) {
            d.id = to;
            ++changed;
        }
    // Every reference end owned by `from` ("from", "from:PORT", "from/COMP") is renamed.
    visitReferences(design, [&](std::string& r, RefKind kind, RefRole) {
        if (kind == RefKind::Site || kind == RefKind::StorageGroup || kind == RefKind::PortGroup || kind == RefKind::Workload
            || kind == RefKind::Rack || kind == RefKind::PowerFeed || !namesDevice(r, from))
            return false;
        std::string renamed;
        for (std::string_view end : referenceEnds(r)) {
            renamed += renamed.empty() ? "" : " -- ";
            renamed += referenceOwner(end) == from ? to + std::string(end.substr(from.size())) : std::string(end);
            changed += referenceOwner(end) == from ? 1 : 0;
        }
        r = renamed;
        return false;
    });
    return changed;
}

bool splitPortRef(const std::string& ref, std::string& device, std::string& port, int& lane)
{
    const std::size_t first = ref.find(':');
    if (first == std::string::npos || first == 0 || first + 1 >= ref.size())
        return false;
    device = ref.substr(0, first);
    const std::size_t second = ref.find(':', first + 1);
    lane = 0;
    if (second == std::string::npos) {
        port = ref.substr(first + 1);
        return true;
    }
    port = ref.substr(first + 1, second - first - 1);
    const std::string laneText = ref.substr(second + 1);
    int value = 0;
    const auto result = std::from_chars(laneText.data(), laneText.data() + laneText.size(), value);
    if (result.ec != std::errc() || result.ptr != laneText.data() + laneText.size() || value < 1 || port.empty())
        return false;
    lane = value;
    return true;
}

} // namespace topoplan::core
