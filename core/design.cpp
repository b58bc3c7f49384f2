#include "core/design.h"

#include <algorithm>
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
const Site* Design::site(const std::string& id) const { return findById(sites, id); }

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
