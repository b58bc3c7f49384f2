#include "core/racklayout.h"

#include "core/analysis.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <regex>

namespace topoplan::core {

namespace {

/// A whole figure with its unit (" W", " kg") as a finding argument: "7200 W".
FindingArg rounded(double v, const char* unit)
{
    return numberArg(double(std::llround(v)), 0, unit);
}

// Seated devices by parent id, in design order.
std::map<std::string, std::vector<const Device*>> childrenByParent(const Design& design)
{
    std::map<std::string, std::vector<const Device*>> out;
    for (const Device& d : design.devices)
        if (!d.parent.empty())
            out[d.parent].push_back(&d);
    return out;
}

// Adds the figures of one model (times `count`) to `m`, with their ranges.
void addModelFigures(MountedDevice& m, const Model* model, const std::string& modelId, double count)
{
    if (!model) {
        m.noPowerFigure.push_back(modelId);
        m.noWeightFigure.push_back(modelId);
        return;
    }
    auto count_ = [&](const Param& p, double& low, double& high) {
        const auto [lo, hi] = figureRange(p);
        low += count * lo;
        high += count * hi;
        m.figures += int(count);
        m.assumedFigures += isAssumed(p) ? int(count) : 0;
    };
    if (const auto it = model->params.find("power_max_w"); it != model->params.end()) {
        m.maxW += count * it->second.value;
        m.typicalW += count * model->param("power_typical_w").value_or(it->second.value);
        count_(it->second, m.maxWLow, m.maxWHigh);
    } else if (std::find(m.noPowerFigure.begin(), m.noPowerFigure.end(), modelId) == m.noPowerFigure.end()) {
        m.noPowerFigure.push_back(modelId);
    }
    if (const auto it = model->params.find("weight_kg"); it != model->params.end()) {
        m.weightKg += count * it->second.value;
        count_(it->second, m.weightKgLow, m.weightKgHigh);
    } else if (std::find(m.noWeightFigure.begin(), m.noWeightFigure.end(), modelId) == m.noWeightFigure.end()) {
        m.noWeightFigure.push_back(modelId);
    }
}

// The device and everything seated in it, depth first; `seen` guards against cycles.
void addTree(MountedDevice& m, const Device& d, const Catalog& catalog,
             const std::map<std::string, std::vector<const Device*>>& children, std::set<std::string>& seen)
{
    if (!seen.insert(d.id).second)
        return;
    addModelFigures(m, catalog.find(d.model), d.model, 1);
    const double shelves = propNumber(d.config, "shelves");
    const std::string shelfModel = propString(d.config, "shelf_model");
    if (shelves > 0 && !shelfModel.empty())
        addModelFigures(m, catalog.find(shelfModel), shelfModel, shelves);
    if (const auto it = children.find(d.id); it != children.end())
        for (const Device* c : it->second)
            addTree(m, *c, catalog, children, seen);
}

// Units a mounted device takes: its model's height_u rounded up to whole units, plus the
// expansion shelves of `config shelves`, which are racked directly above it (docs/racks.md).
int occupiedUnits(const Device& d, const Catalog& catalog)
{
    const Model* model = catalog.find(d.model);
    double u = model ? model->heightU : 1.0;
    const std::string shelfModel = propString(d.config, "shelf_model");
    if (const Model* shelf = shelfModel.empty() ? nullptr : catalog.find(shelfModel))
        u += propNumber(d.config, "shelves") * shelf->heightU;
    return int(std::ceil(u - 1e-9));
}

bool overlaps(const MountedDevice& a, const MountedDevice& b)
{
    return a.highU >= a.lowU && b.highU >= b.lowU && a.lowU <= b.highU && b.lowU <= a.highU;
}

std::string unitsText(const MountedDevice& m)
{
    return m.highU > m.lowU ? "U" + std::to_string(m.lowU) + "-" + std::to_string(m.highU) : "U" + std::to_string(m.lowU);
}

void checkPower(const RackSummary& r, std::vector<Finding>& out)
{
    const Rack& rack = *r.rack;
    if (rack.feeds.empty()) {
        if (!r.devices.empty())
            out.push_back(makeFinding(Finding::Severity::Info, "rack-no-feeds",
                                      findingText(QT_TRANSLATE_NOOP("Finding", "rack '%1' has no power feeds: its power budget (%2 "
                                                                               "maximum draw) is not checked"),
                                                  {idArg(rack.id), rounded(r.maxW, " W")}),
                                      {rack.id}));
        return;
    }
    auto check = [&](const std::set<std::string>& lost, const std::string& lostId) {
        for (const auto& [feed, load] : feedLoads(r, lost)) {
            const double w = load.w;
            const PowerFeed* pf = nullptr;
            for (const PowerFeed& f : rack.feeds)
                if (f.id == feed)
                    pf = &f;
            if (lost.count(feed) || !pf || w <= pf->capacityW() + 1e-9)
                continue;
            if (lostId.empty())
                out.push_back(makeFinding(Finding::Severity::Error, "rack-power",
                                          findingText(QT_TRANSLATE_NOOP("Finding", "rack '%1': feed '%2' carries %3 of maximum draw, "
                                                                                   "over its %4"),
                                                      {idArg(rack.id), idArg(feed), rounded(w, " W"), rounded(pf->capacityW(), " W")}),
                                          {rack.id, feed}));
            else
                out.push_back(makeFinding(Finding::Severity::Error, "rack-power-redundancy",
                                          findingText(QT_TRANSLATE_NOOP("Finding", "rack '%1' does not survive the loss of feed '%2': "
                                                                                   "feed '%3' would carry %4 of maximum draw, over its %5"),
                                                      {idArg(rack.id), idArg(lostId), idArg(feed), rounded(w, " W"),
                                                       rounded(pf->capacityW(), " W")}),
                                          {rack.id, lostId, feed}));
        }
    };
    check({}, "");
    if (rack.feeds.size() > 1)
        for (const PowerFeed& f : rack.feeds)
            check({f.id}, f.id);
    for (const MountedDevice& m : r.devices)
        if (m.feeds.size() == 1)
            out.push_back(makeFinding(Finding::Severity::Warning, "rack-single-feed",
                                      findingText(QT_TRANSLATE_NOOP("Finding", "device '%1' in rack '%2' is fed by '%3' alone: losing "
                                                                               "that feed takes it down (A+B feeds give redundancy)"),
                                                  {idArg(m.device), idArg(rack.id), idArg(m.feeds.front())}),
                                      {m.device, m.feeds.front()}));
}

} // namespace

bool isAssumed(const Param& param) { return param.source.rfind("assumed", 0) == 0; }

std::pair<double, double> figureRange(const Param& param)
{
    static const std::regex range(R"(range ([0-9][0-9,]*(?:\.[0-9]+)?) ?- ?([0-9][0-9,]*(?:\.[0-9]+)?))");
    std::smatch m;
    if (!isAssumed(param) || !std::regex_search(param.source, m, range))
        return {param.value, param.value};
    auto number = [](std::string t) {
        t.erase(std::remove(t.begin(), t.end(), ','), t.end());
        return std::strtod(t.c_str(), nullptr); // no exception on a huge number
    };
    const double low = number(m[1].str()), high = number(m[2].str());
    // A range that does not hold the value is a typo in the catalog: keep the value.
    if (!(low <= param.value && param.value <= high))
        return {param.value, param.value};
    return {low, high};
}

// Each device's draw shared evenly by its live feeds (PSUs in a redundant pair share the
// load; when one side is lost the other carries all of it: Dell and HPE PSU redundancy
// modes, hardware-facts.md has no other sharing rule).
std::map<std::string, FeedLoad> feedLoads(const RackSummary& r, const std::set<std::string>& lost)
{
    std::map<std::string, FeedLoad> load;
    for (const PowerFeed& f : r.rack->feeds)
        load[f.id] = {};
    for (const MountedDevice& m : r.devices) {
        std::vector<std::string> live;
        for (const std::string& f : m.feeds)
            if (!lost.count(f) && load.count(f))
                live.push_back(f);
        for (const std::string& f : live) {
            const double n = double(live.size());
            load[f].w += m.maxW / n;
            load[f].lowW += m.maxWLow / n;
            load[f].highW += m.maxWHigh / n;
        }
    }
    return load;
}

const Device* topLevelDevice(const Design& design, const Device& device)
{
    const Device* d = &device;
    for (std::size_t steps = 0; !d->parent.empty(); ++steps) {
        d = design.device(d->parent);
        if (!d || steps > design.devices.size())
            return nullptr;
    }
    return d;
}

std::vector<std::string> mountFeeds(const Design& design, const Device& device)
{
    if (!device.mount.racked())
        return {};
    if (!device.mount.feeds.empty())
        return device.mount.feeds;
    std::vector<std::string> out;
    if (const Rack* r = design.rack(device.mount.rack))
        for (const PowerFeed& f : r->feeds)
            out.push_back(f.id);
    return out;
}

RackLayout rackLayout(const Design& design, const Catalog& catalog)
{
    RackLayout out;
    std::map<std::string, std::size_t> rackIndex;
    for (const Rack& r : design.racks) {
        rackIndex.emplace(r.id, out.racks.size());
        out.racks.push_back({&r, {}});
    }
    const auto children = childrenByParent(design);
    for (const Device& d : design.devices) {
        if (!d.parent.empty())
            continue;
        const auto it = rackIndex.find(d.mount.rack);
        if (!d.mount.racked() || it == rackIndex.end()) {
            out.notRacked.push_back(d.id);
            continue;
        }
        MountedDevice m;
        m.device = d.id;
        m.model = d.model;
        m.lowU = d.mount.u;
        m.highU = d.mount.u + occupiedUnits(d, catalog) - 1;
        m.face = d.mount.face.empty() ? "front" : d.mount.face;
        const Model* model = catalog.find(d.model);
        m.fullDepth = d.mount.depth.empty() ? (model ? model->fullDepth : true) : d.mount.depth == "full";
        m.feeds = mountFeeds(design, d);
        std::set<std::string> seen;
        addTree(m, d, catalog, children, seen);
        RackSummary& r = out.racks[it->second];
        r.maxW += m.maxW;
        r.typicalW += m.typicalW;
        r.weightKg += m.weightKg;
        r.maxWLow += m.maxWLow;
        r.maxWHigh += m.maxWHigh;
        r.weightKgLow += m.weightKgLow;
        r.weightKgHigh += m.weightKgHigh;
        r.figures += m.figures;
        r.assumedFigures += m.assumedFigures;
        r.usedU += std::max(0, m.highU - m.lowU + 1);
        r.devices.push_back(std::move(m));
    }
    return out;
}

std::vector<std::string> darkDevices(const Design& design, const std::set<std::string>& failedFeeds)
{
    std::vector<std::string> out;
    for (const Device& d : design.devices) {
        if (!d.parent.empty() || !d.mount.racked())
            continue;
        const std::vector<std::string> feeds = mountFeeds(design, d);
        if (!feeds.empty() && std::all_of(feeds.begin(), feeds.end(), [&](const std::string& f) { return failedFeeds.count(f) > 0; }))
            out.push_back(d.id);
    }
    return out;
}

std::vector<Finding> rackFindings(const Design& design, const Catalog& catalog)
{
    std::vector<Finding> out;
    if (design.racks.empty())
        return out;
    const RackLayout layout = rackLayout(design, catalog);
    for (const RackSummary& r : layout.racks) {
        const Rack& rack = *r.rack;
        for (std::size_t i = 0; i < r.devices.size(); ++i) {
            const MountedDevice& a = r.devices[i];
            if (a.highU >= a.lowU && (a.lowU < 1 || a.highU > rack.heightU))
                out.push_back(makeFinding(Finding::Severity::Error, "rack-height",
                                          findingText(QT_TRANSLATE_NOOP("Finding", "device '%1' (%2) does not fit in rack '%3' of %4"),
                                                      {idArg(a.device), idArg(unitsText(a)), idArg(rack.id),
                                                       numberArg(double(rack.heightU), 0, " U")}),
                                          {a.device, rack.id}));
            for (std::size_t j = i + 1; j < r.devices.size(); ++j) {
                const MountedDevice& b = r.devices[j];
                if (!overlaps(a, b))
                    continue;
                if (a.face == b.face)
                    out.push_back(makeFinding(Finding::Severity::Error, "rack-overlap",
                                              findingText(a.face == "rear"
                                                              ? QT_TRANSLATE_NOOP("Finding", "devices '%1' (%2) and '%3' (%4) overlap in "
                                                                                             "rack '%5' on its rear face")
                                                              : QT_TRANSLATE_NOOP("Finding", "devices '%1' (%2) and '%3' (%4) overlap in "
                                                                                             "rack '%5' on its front face"),
                                                          {idArg(a.device), idArg(unitsText(a)), idArg(b.device), idArg(unitsText(b)),
                                                           idArg(rack.id)}),
                                              {a.device, b.device, rack.id}));
                else if (a.fullDepth || b.fullDepth)
                    out.push_back(makeFinding(Finding::Severity::Error, "rack-depth",
                                              findingText(QT_TRANSLATE_NOOP("Finding", "full-depth device '%1' leaves no room for '%2' on "
                                                                                       "the opposite face of rack '%3' (%4 and %5)"),
                                                          {idArg(a.fullDepth ? a.device : b.device), idArg(a.fullDepth ? b.device : a.device),
                                                           idArg(rack.id), idArg(unitsText(a)), idArg(unitsText(b))}),
                                              {a.device, b.device, rack.id}));
            }
        }
        checkPower(r, out);
        if (rack.maxWeightKg > 0 && r.weightKg > rack.maxWeightKg)
            out.push_back(makeFinding(Finding::Severity::Error, "rack-weight",
                                      findingText(QT_TRANSLATE_NOOP("Finding", "rack '%1' holds %2, over its limit of %3"),
                                                  {idArg(rack.id), rounded(r.weightKg, " kg"), rounded(rack.maxWeightKg, " kg")}),
                                      {rack.id}));
        std::vector<std::string> noPower;
        for (const MountedDevice& m : r.devices)
            for (const std::string& model : m.noPowerFigure)
                if (std::find(noPower.begin(), noPower.end(), model) == noPower.end())
                    noPower.push_back(model);
        if (!noPower.empty())
            out.push_back(makeFinding(Finding::Severity::Info, "rack-figures",
                                      findingText(QT_TRANSLATE_NOOP("Finding", "rack '%1': no power figure in the catalog for %2; its "
                                                                               "power budget counts them as 0 W"),
                                                  {idArg(rack.id), listArg(noPower)}),
                                      {rack.id}));
    }
    return out;
}

std::vector<Finding> powerFailureFindings(const Design& design, const std::vector<std::string>& failedTargets)
{
    std::set<std::string> feeds;
    for (const std::string& t : failedTargets)
        if (design.powerFeed(t).second)
            feeds.insert(t);
    if (feeds.empty())
        return {};
    std::vector<std::string> feedIds(feeds.begin(), feeds.end());
    const std::vector<std::string> dark = darkDevices(design, feeds);
    std::vector<Finding> out;
    const FindingArg lost = textArg(feeds.size() > 1 ? findingText(QT_TRANSLATE_NOOP("Finding", "power feeds %1"), {listArg(feedIds)})
                                                     : findingText(QT_TRANSLATE_NOOP("Finding", "power feed %1"), {listArg(feedIds)}));
    if (dark.empty()) {
        out.push_back(makeFinding(Finding::Severity::Info, "power-dark",
                                  findingText(QT_TRANSLATE_NOOP("Finding", "losing %1 takes no device down"), {lost}), feedIds));
    } else {
        const auto children = childrenByParent(design);
        std::size_t seated = 0;
        std::vector<std::string> stack(dark.begin(), dark.end());
        while (!stack.empty()) {
            const std::string id = stack.back();
            stack.pop_back();
            if (const auto it = children.find(id); it != children.end())
                for (const Device* c : it->second) {
                    ++seated;
                    stack.push_back(c->id);
                }
        }
        std::vector<std::string> ids = feedIds;
        ids.insert(ids.end(), dark.begin(), dark.end());
        out.push_back(makeFinding(Finding::Severity::Warning, "power-dark",
                                  seated ? findingTextN("losing %1 takes down %2 with the %n device seated in them",
                                                        QT_TRANSLATE_N_NOOP("Finding", "losing %1 takes down %2 with the %n devices "
                                                                                       "seated in them"),
                                                        (long long)seated, {lost, listArg(dark)})
                                         : findingText(QT_TRANSLATE_NOOP("Finding", "losing %1 takes down %2"), {lost, listArg(dark)}),
                                  ids));
    }
    std::vector<std::string> degraded;
    for (const Device& d : design.devices) {
        if (!d.parent.empty() || std::find(dark.begin(), dark.end(), d.id) != dark.end())
            continue;
        const std::vector<std::string> f = mountFeeds(design, d);
        if (std::any_of(f.begin(), f.end(), [&](const std::string& x) { return feeds.count(x) > 0; }))
            degraded.push_back(d.id);
    }
    if (!degraded.empty()) {
        std::vector<std::string> ids = feedIds;
        ids.insert(ids.end(), degraded.begin(), degraded.end());
        out.push_back(makeFinding(Finding::Severity::Info, "power-one-feed",
                                  findingText(degraded.size() > 1
                                                  ? QT_TRANSLATE_NOOP("Finding", "after losing %1, %2 run on their remaining feeds "
                                                                                 "without power redundancy")
                                                  : QT_TRANSLATE_NOOP("Finding", "after losing %1, %2 run on their remaining feed "
                                                                                 "without power redundancy"),
                                              {lost, listArg(degraded, 12)}),
                                  ids));
    }
    return out;
}

} // namespace topoplan::core
