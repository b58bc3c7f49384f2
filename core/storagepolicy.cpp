#include "core/storagepolicy.h"

#include "core/modelconstants.h"

#include <algorithm>
#include <set>

namespace topoplan::core {

StoragePolicy effectivePolicy(const Design& design, const StorageGroup* group, const Cluster* cluster)
{
    // The chain of property sets, nearest first (cycles cut: a parent seen twice stops it).
    std::vector<const Props*> chain;
    std::vector<std::string> names;
    std::set<std::string> seen;
    for (const StorageGroup* g = group; g && seen.insert(g->id).second; g = g->parent.empty() ? nullptr : design.storageGroup(g->parent)) {
        chain.push_back(&g->props);
        names.push_back("storage group " + g->id);
    }
    if (cluster) {
        chain.push_back(&cluster->settings);
        names.push_back("cluster " + cluster->id + " settings");
    }
    StoragePolicy p;
    p.ftt = constants::kDefaultVsanFtt;
    p.source = "vSAN default";
    auto find = [&](const char* key) -> int {
        for (int i = 0; i < int(chain.size()); ++i)
            if (propHas(*chain[i], key))
                return i;
        return -1;
    };
    if (const int i = find("raid"); i >= 0) {
        p.raid = propString(*chain[i], "raid");
        p.source = names[i];
    }
    if (const int i = find("ftt"); i >= 0) {
        p.ftt = int(propNumber(*chain[i], "ftt"));
        if (find("raid") < 0 || i < find("raid"))
            p.source = names[i];
    }
    if (const int i = find("sftt"); i >= 0)
        p.sftt = int(propNumber(*chain[i], "sftt"));
    if (const int i = find("checksum"); i >= 0)
        p.checksum = propBool(*chain[i], "checksum");
    for (const char* key : {"dedupe", "compression"})
        if (const int i = find(key); i >= 0)
            p.dedupe = p.dedupe || propBool(*chain[i], key);
    return p;
}

std::vector<PolicyObject> workloadPolicies(const Design& design, const Workload& workload)
{
    const Cluster* cluster = design.cluster(workload.storage);
    std::vector<PolicyObject> out;
    const StorageGroup* root = workload.storageGroup.empty() ? nullptr : design.storageGroup(workload.storageGroup);
    if (!root) {
        out.push_back({"", effectivePolicy(design, nullptr, cluster)});
        return out;
    }
    // Leaves under the root, depth first in file order (cycles cut).
    std::set<std::string> seen;
    std::vector<const StorageGroup*> stack{root};
    while (!stack.empty()) {
        const StorageGroup* g = stack.back();
        stack.pop_back();
        if (!seen.insert(g->id).second)
            continue;
        std::vector<const StorageGroup*> children;
        for (const StorageGroup& c : design.storageGroups)
            if (c.parent == g->id && !seen.count(c.id))
                children.push_back(&c);
        if (children.empty())
            out.push_back({g->id, effectivePolicy(design, g, cluster)});
        for (auto it = children.rbegin(); it != children.rend(); ++it)
            stack.push_back(*it);
    }
    return out;
}

int hostsNeeded(const std::string& raid, int ftt)
{
    if (raid.rfind("raid5", 0) == 0)
        return 4;
    if (raid.rfind("raid6", 0) == 0)
        return 6;
    return 2 * ftt + 1;
}

FindingText policyProblem(const StoragePolicy& p, bool stretched, int hosts, int hostsPerSite)
{
    if (p.raid != "raid1" && p.raid != "raid5-3+1" && p.raid != "raid6-4+2")
        return findingText(QT_TRANSLATE_NOOP("Finding", "%1 is not a vSAN failure tolerance method (expected raid1, raid5-3+1 or raid6-4+2)"),
                           {idArg(p.raid)});
    const bool r5 = p.raid.rfind("raid5", 0) == 0, r6 = p.raid.rfind("raid6", 0) == 0;
    const FindingArg name = idArg(r5 ? "RAID 5 (3+1)" : r6 ? "RAID 6 (4+2)" : "RAID 1");
    const int localFtt = stretched ? p.sftt : p.ftt;
    const FindingArg which = idArg(stretched ? "sftt" : "ftt");
    if (r5 && localFtt != 1)
        return findingText(QT_TRANSLATE_NOOP("Finding", "%1 tolerates exactly 1 failure, not %2 (%3)"), {name, numberArg(localFtt), which});
    if (r6 && localFtt != 2)
        return findingText(QT_TRANSLATE_NOOP("Finding", "%1 tolerates exactly 2 failures, not %2 (%3)"), {name, numberArg(localFtt), which});
    if (!stretched) {
        if (p.sftt > 0)
            return findingText(QT_TRANSLATE_NOOP("Finding", "sftt (secondary failures to tolerate) applies to stretched clusters only (the cluster has no witness)"));
        const int needed = hostsNeeded(p.raid, p.ftt);
        if (hosts < needed)
            return findingText(QT_TRANSLATE_NOOP("Finding", "%1 FTT=%2 needs %3 hosts, the cluster has %4%5"),
                               {name, numberArg(p.ftt), numberArg(needed), numberArg(hosts),
                                r5 || r6 ? idArg({}) : textArg(findingText(QT_TRANSLATE_NOOP("Finding", " (RAID 1 FTT=n needs 2n+1)")))});
        return {};
    }
    if (p.ftt > 1)
        return findingText(QT_TRANSLATE_NOOP("Finding", "a stretched cluster mirrors across its 2 data sites: ftt (PFTT) is 0 or 1, not %1"),
                           {numberArg(p.ftt)});
    if ((r5 || r6) && p.sftt == 0)
        return findingText(QT_TRANSLATE_NOOP("Finding", "%1 cannot span the 3 fault domains of a stretched cluster (it needs 4 or 6); use raid1, "
                                                        "or sftt for local erasure coding"),
                           {name});
    const int needed = p.sftt > 0 ? hostsNeeded(p.raid, p.sftt) : 1;
    if (hostsPerSite < needed)
        return findingText(QT_TRANSLATE_NOOP("Finding", "%1 SFTT=%2 needs %3 hosts in each data site, the smallest site has %4"),
                           {name, numberArg(p.sftt), numberArg(needed), numberArg(hostsPerSite)});
    return {};
}

} // namespace topoplan::core
