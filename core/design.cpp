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

std::vector<DesignId> designIds(const Design& design)
{
    std::vector<DesignId> ids;
    auto add = [&ids](const auto& items, const char* kind) {
        for (const auto& x : items)
            ids.push_back({x.id, kind, x.pos});
    };
    add(design.sites, "site");
    add(design.devices, "device");
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
bool isValidId(std::string_view s)
{
    auto alnum = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
    if (s.empty() || !alnum(s.front()))
        return false;
    return std::all_of(s.begin(), s.end(), [&](char c) { return alnum(c) || c == '_' || c == '.' || c == '+' || c == '-'; });
}

int renameDevice(Design& design, const std::string& from, const std::string& to)
{
    if (!design.device(from) || from == to)
        return 0;
    int changed = 0;
    // A reference is the id itself, or the id followed by ':' (port) or '/' (component).
    auto ref = [&](std::string& r) {
        if (r == from) {
            r = to;
            ++changed;
        } else if (r.size() > from.size() && r.compare(0, from.size(), from) == 0
                   && (r[from.size()] == ':' || r[from.size()] == '/')) {
            r = to + r.substr(from.size());
            ++changed;
        }
    };
    auto refs = [&](std::vector<std::string>& list) {
        for (std::string& r : list)
            ref(r);
    };
    for (Device& d : design.devices) {
        ref(d.id);
        ref(d.parent);
    }
    for (Link& l : design.links) {
        ref(l.a);
        ref(l.b);
    }
    for (Fabric& f : design.fabrics)
        refs(f.ports);
    for (Zone& z : design.zoning) {
        ref(z.initiator);
        refs(z.targets);
    }
    for (PortGroup& g : design.portGroups)
        ref(g.array);
    for (MaskingView& v : design.maskingViews)
        refs(v.initiators);
    for (Cluster& c : design.clusters) {
        refs(c.members);
        ref(c.witness);
    }
    for (StorageGroup& g : design.storageGroups)
        ref(g.storage);
    for (Workload& w : design.workloads) {
        ref(w.host);
        ref(w.storage);
    }
    for (Scenario& s : design.scenarios)
        for (ScenarioEvent& e : s.events) {
            const std::size_t dash = e.target.find(" -- ");
            if (dash == std::string::npos) {
                ref(e.target);
                continue;
            }
            std::string a = e.target.substr(0, dash), b = e.target.substr(dash + 4);
            ref(a);
            ref(b);
            e.target = a + " -- " + b;
        }
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
