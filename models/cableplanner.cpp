#include "models/cableplanner.h"

#include "core/catalog.h"
#include "core/topology.h"

#include <algorithm>
#include <set>

namespace topoplan::models {

namespace {
const core::PortSpec* portSpec(const core::Design& design, const core::Catalog& catalog, const std::string& ref)
{
    std::string dev, port;
    int lane = 0;
    if (!core::splitPortRef(ref, dev, port, lane))
        return nullptr;
    const core::Device* d = design.device(dev);
    const core::Model* m = d ? catalog.find(d->model) : nullptr;
    return m ? m->port(port) : nullptr;
}

/// The breakout mode port `ref` is already in (from the design's links), or "".
std::string currentBreakout(const core::Design& design, const std::string& ref, std::set<int>& usedLanes)
{
    std::string mode;
    for (const core::Link& l : design.links)
        for (const std::string* end : {&l.a, &l.b}) {
            if (end->size() > ref.size() && end->compare(0, ref.size(), ref) == 0 && (*end)[ref.size()] == ':') {
                mode = l.breakout;
                usedLanes.insert(std::atoi(end->c_str() + ref.size() + 1));
            }
        }
    return mode;
}

std::string modeFamily(const std::string& mode)
{
    return mode.find("gfc") != std::string::npos ? "fc" : "ethernet";
}

bool speaks(const core::PortSpec& p, const std::string& family)
{
    const auto f = core::portFamilies(p);
    return std::find(f.begin(), f.end(), family) != f.end();
}

bool runs(const core::PortSpec& p, double gbps)
{
    if (p.speedGbps == gbps)
        return true;
    return std::find(p.speedsGbps.begin(), p.speedsGbps.end(), gbps) != p.speedsGbps.end();
}

/// Tries to make `wide` (a port that can break out) the lane end of a link to `narrow`.
bool planBreakout(const core::Design& design, const std::string& wideRef, const core::PortSpec& wide,
                  const core::PortSpec& narrow, std::string& laneRef, std::string& mode)
{
    std::set<int> used;
    const std::string current = currentBreakout(design, wideRef, used);
    std::vector<std::string> modes = current.empty() ? wide.breakouts : std::vector<std::string>{current};
    for (const std::string& m : modes) {
        const auto [lanes, laneGbps] = core::breakoutLanes(m);
        if (lanes == 0 || !runs(narrow, laneGbps) || !speaks(narrow, modeFamily(m)))
            continue;
        for (int lane = 1; lane <= lanes; ++lane)
            if (!used.count(lane)) {
                laneRef = wideRef + ":" + std::to_string(lane);
                mode = m;
                return true;
            }
    }
    return false;
}
} // namespace

core::Link withBreakout(const core::Design& design, const core::Catalog& catalog, const core::Link& link,
                        const std::string& mode)
{
    core::Link out = link;
    auto wholeOf = [](const std::string& ref) {
        std::string dev, port;
        int lane = 0;
        return core::splitPortRef(ref, dev, port, lane) ? dev + ":" + port : ref;
    };
    if (mode.empty()) {
        out.a = wholeOf(link.a);
        out.b = wholeOf(link.b);
        out.breakout.clear();
        return out;
    }
    bool changed = false;
    for (std::string* end : {&out.a, &out.b}) {
        const core::PortSpec* p = portSpec(design, catalog, *end);
        if (!p || wholeOf(*end) != *end || std::find(p->breakouts.begin(), p->breakouts.end(), mode) == p->breakouts.end())
            continue;
        std::set<int> used;
        currentBreakout(design, *end, used);
        const int lanes = core::breakoutLanes(mode).first;
        for (int lane = 1; lane <= lanes; ++lane)
            if (!used.count(lane)) {
                *end += ":" + std::to_string(lane);
                changed = true;
                break;
            }
    }
    if (changed)
        out.breakout = mode;
    return out;
}

core::Link proposeLink(const core::Design& design, const core::Catalog& catalog, const std::string& a,
                       const std::string& b)
{
    core::Link link;
    link.a = a;
    link.b = b;
    const core::PortSpec* pa = portSpec(design, catalog, a);
    const core::PortSpec* pb = portSpec(design, catalog, b);
    if (!pa || !pb)
        return link;
    std::set<int> ignored;
    const bool aBroken = !currentBreakout(design, a, ignored).empty();
    const bool bBroken = !currentBreakout(design, b, ignored).empty();
    bool commonSpeed = false;
    for (double s : pa->speedsGbps.empty() ? std::vector<double>{pa->speedGbps} : pa->speedsGbps)
        commonSpeed = commonSpeed || runs(*pb, s);
    commonSpeed = commonSpeed || runs(*pb, pa->speedGbps);
    if (commonSpeed && !aBroken && !bBroken)
        return link;
    std::string lane, mode;
    if (aBroken && bBroken) {
        // Lane to lane (a breakout cable between two broken-out ports, e.g. 4 x 10 GbE
        // from an IOM to a spine): the first free lane at each end; both in one mode.
        std::set<int> usedA, usedB;
        const std::string modeA = currentBreakout(design, a, usedA);
        const std::string modeB = currentBreakout(design, b, usedB);
        const int lanes = core::breakoutLanes(modeA).first;
        int laneA = 1, laneB = 1;
        while (usedA.count(laneA))
            ++laneA;
        while (usedB.count(laneB))
            ++laneB;
        if (modeA == modeB && laneA <= lanes && laneB <= lanes) {
            link.a = a + ":" + std::to_string(laneA);
            link.b = b + ":" + std::to_string(laneB);
            link.breakout = modeA;
        }
        return link;
    }
    if ((aBroken || !pa->breakouts.empty()) && planBreakout(design, a, *pa, *pb, lane, mode)) {
        link.a = lane;
        link.breakout = mode;
    } else if ((bBroken || !pb->breakouts.empty()) && planBreakout(design, b, *pb, *pa, lane, mode)) {
        link.b = lane;
        link.breakout = mode;
    }
    return link;
}

std::string breakoutHint(const core::Design& design, const core::Catalog& catalog, const std::string& ref)
{
    const core::PortSpec* p = portSpec(design, catalog, ref);
    if (!p || p->breakouts.empty())
        return {};
    for (const core::Link& l : design.links)
        if ((l.a == ref || l.b == ref) && l.breakout.empty()) {
            std::string modes;
            for (const std::string& m : p->breakouts)
                modes += (modes.empty() ? "" : ", ") + m;
            return "select the cable " + l.id() + " and choose a breakout (" + modes
                + ") in the Inspector to cable its lanes one by one";
        }
    return {};
}

} // namespace topoplan::models
