#include "core/topology.h"

#include "core/designschema.h"
#include "core/storagepolicy.h"

#include "core/yamlsupport.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace topoplan::core {

int Topology::deviceIndex(const std::string& id) const
{
    const auto it = deviceById.find(id);
    return it == deviceById.end() ? -1 : it->second;
}

int Topology::portIndex(const std::string& ref) const
{
    const auto it = portByRef.find(ref);
    return it == portByRef.end() ? -1 : it->second;
}

bool Topology::isBrokenOutAndUsed(int port) const
{
    if (ports[port].breakout.empty() || ports[port].lane != 0)
        return false;
    for (int p = 0; p < int(ports.size()); ++p)
        if (ports[p].parentPort == port && ports[p].link >= 0)
            return true;
    return false;
}

std::pair<int, double> breakoutLanes(const std::string& mode)
{
    // LxNg(fc|e), L from 1 to 8, N up to 4 digits. Parsed by hand: the mode comes from
    // a design file, and std::regex overflows the stack on long texts.
    if (mode.size() < 5 || mode[0] < '1' || mode[0] > '8' || mode[1] != 'x')
        return {0, 0.0};
    std::size_t i = 2;
    double rate = 0.0;
    while (i < mode.size() && i < 6 && mode[i] >= '0' && mode[i] <= '9')
        rate = rate * 10 + (mode[i++] - '0');
    const std::string rest = mode.substr(i);
    if (i == 2 || (rest != "gfc" && rest != "ge"))
        return {0, 0.0};
    return {mode[0] - '0', rate};
}

std::vector<std::string> portFamilies(const PortSpec& spec)
{
    std::vector<std::string> out;
    if (spec.hasProtocol("ethernet") || spec.hasProtocol("fcoe") || spec.hasProtocol("iscsi") || spec.hasProtocol("nvme-tcp"))
        out.push_back("ethernet");
    if (spec.hasProtocol("fc"))
        out.push_back("fc");
    if (spec.hasProtocol("sas"))
        out.push_back("sas");
    if (spec.hasProtocol("infiniband"))
        out.push_back("infiniband");
    return out;
}

bool mediaCompatible(const std::string& a, const std::string& b)
{
    auto family = [](const std::string& m) -> std::string {
        if (m == "sfp+" || m == "sfp28")
            return "sfp";
        if (m == "qsfp+" || m == "qsfp28" || m == "qsfp28-dd")
            return "qsfp";
        return m;
    };
    return family(a) == family(b);
}

namespace {

// Ports (whole ports of every device's model; breakout lanes are bounded by the cables)
// one design may have: a limit with a message instead of exhausting memory (issue 8).
// Each costs about 300 bytes in the topology and its index, more in the analyses' graph;
// the 10,000-device benchmark design (tests/bench/syntheticdesign.h) has about 60,000.
constexpr std::size_t kMaxTopologyPorts = 1000000;

using yamlsupport::formatNumber;

// Levenshtein distance, for "did you mean" suggestions.
std::size_t editDistance(const std::string& a, const std::string& b)
{
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diag = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t up = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diag = up;
        }
    }
    return row[b.size()];
}

std::string withArticle(const std::string& word);

template <typename Range, typename NameOf>
FindingArg suggestion(const std::string& wrong, const Range& candidates, NameOf nameOf)
{
    if (wrong.size() > 64)
        return idArg({}); // no one mistypes a 65-character name by a few letters
    std::string best;
    std::size_t bestDistance = std::max<std::size_t>(3, wrong.size() / 3) + 1;
    for (const auto& c : candidates) {
        const std::string name = nameOf(c);
        const std::size_t lengthGap = name.size() > wrong.size() ? name.size() - wrong.size() : wrong.size() - name.size();
        if (lengthGap >= bestDistance)
            continue; // the distance is at least the difference in length
        const std::size_t d = editDistance(wrong, name);
        if (d < bestDistance) {
            bestDistance = d;
            best = name;
        }
    }
    return best.empty() ? idArg({}) : textArg(findingText(QT_TRANSLATE_NOOP("Finding", "; did you mean '%1'?"), {idArg(best)}));
}

// "'x' does not exist" of a kind of element (a diagnosticTerms() noun) with its suggestion.
FindingText doesNotExist(const char* kind, const std::string& id, FindingArg suggestion = idArg({}))
{
    return findingText(QT_TRANSLATE_NOOP("Finding", "%1 '%2' does not exist%3"), {termArg(kind), idArg(id), std::move(suggestion)});
}

// withArticle(role) + " port" as a translatable text ("an initiator port").
FindingArg rolePortArg(const std::string& role)
{
    if (role == "initiator")
        return textArg(findingText(QT_TRANSLATE_NOOP("Finding", "an initiator port")));
    if (role == "target")
        return textArg(findingText(QT_TRANSLATE_NOOP("Finding", "a target port")));
    return idArg(withArticle(role) + " port");
}

std::string speedsText(const std::vector<double>& speeds)
{
    std::string out;
    for (double s : speeds)
        out += (out.empty() ? "" : ", ") + formatNumber(s);
    return out + " Gb/s";
}

// "an initiator", "a target".
std::string withArticle(const std::string& word)
{
    const bool vowel = !word.empty() && std::string("aeiou").find(word.front()) != std::string::npos;
    return (vowel ? "an " : "a ") + word;
}

// "<kind> '<id>' is a switch (expected a server, sled, blade or node)".
FindingText notAComputer(const char* kind, const std::string& id, const std::string& networkKind)
{
    return findingText(QT_TRANSLATE_NOOP("Finding", "%1 '%2' is %3 (expected a server, sled, blade or node)"),
                       {termArg(kind), idArg(id), idArg(withArticle(networkKind))});
}

FindingText noStorage() { return findingText(QT_TRANSLATE_NOOP("Finding", "no storage set (expected the id of an array device or a cluster)")); }

FindingText notStorage(const std::string& id)
{
    return findingText(QT_TRANSLATE_NOOP("Finding", "storage '%1' is neither a device nor a cluster"), {idArg(id)});
}

// A port's media as messages name it: "breakout lane of qsfp28" translated, a connector name as is.
FindingArg mediaArg(const std::string& media)
{
    static const std::string lane = "breakout lane of ";
    if (media.rfind(lane, 0) == 0)
        return textArg(findingText(QT_TRANSLATE_NOOP("Finding", "breakout lane of %1"), {idArg(media.substr(lane.size()))}));
    return idArg(media);
}

class Builder {
public:
    Builder(const Design& d, const Catalog& c, const std::string& file, Diagnostics& diags)
        : m_design(d), m_catalog(c), m_ctx{file, &diags}
    {
    }

    /// With `broken`, errors of design entries (references()) do not fail the build: the
    /// entries are listed there as (section key, index) and the topology is returned.
    std::optional<Topology> run(std::vector<BrokenEntry>* broken = nullptr)
    {
        const std::size_t before = m_ctx.errorCount();
        devices();
        if (m_ctx.errorCount() > before)
            return std::nullopt; // later checks need resolved devices
        std::size_t portCount = 0;
        for (const TopoDevice& td : m_topo.devices) {
            portCount += td.model->ports.size();
            if (portCount > kMaxTopologyPorts) {
                error(m_design.devices[td.designIndex].pos, "device '" + td.id + "'",
                      findingText(QT_TRANSLATE_NOOP("Finding", "the design's devices have more than %1 ports with this one (%2, %3 ports): "
                                                               "the limit of one design; split it"),
                                  {numberArg(double(kMaxTopologyPorts)), idArg(td.model->id), numberArg(double(td.model->ports.size()))}));
                return std::nullopt;
            }
        }
        ports();
        midplane();
        cables();
        const bool structureOk = m_ctx.errorCount() == before;
        references();
        if (broken)
            *broken = std::move(m_broken);
        if (m_ctx.errorCount() > before && !(broken && structureOk))
            return std::nullopt;
        return std::move(m_topo);
    }

private:
    void error(SourcePos pos, const std::string& id, const std::string& message) { m_ctx.error(pos, id, message); }
    void error(SourcePos pos, const std::string& id, FindingText text) { m_ctx.error(pos, id, std::move(text)); }

    // An error of entry `item` of the design list `list` (YAML key `section`): the entry
    // is recorded as broken (each once).
    template <typename T>
    void entryError(const char* section, const std::vector<T>& list, const T& item, const std::string& id,
                    FindingText message, std::optional<SourcePos> at = std::nullopt)
    {
        error(at.value_or(item.pos), id, std::move(message));
        const BrokenEntry b{section, int(&item - list.data())};
        if (std::find(m_broken.begin(), m_broken.end(), b) == m_broken.end())
            m_broken.push_back(b);
    }
    template <typename T>
    void entryError(const char* section, const std::vector<T>& list, const T& item, const std::string& id,
                    const std::string& message, std::optional<SourcePos> at = std::nullopt)
    {
        FindingText untranslated; // a message without a template yet: shown as it is
        entryError(section, list, item, id, std::move(untranslated), at);
        m_ctx.diagnostics->back().message = message;
    }

    // "did you mean" within a budget of candidates compared per design: a file with
    // thousands of dangling references must not cost (errors x devices) distances.
    template <typename Range, typename NameOf>
    FindingArg suggest(const std::string& wrong, const Range& candidates, NameOf nameOf)
    {
        const std::size_t n = std::size(candidates);
        if (n > m_suggestionBudget)
            return idArg({});
        m_suggestionBudget -= n;
        return suggestion(wrong, candidates, nameOf);
    }

    void devices()
    {
        std::set<std::string> siteIds;
        for (const Site& s : m_design.sites)
            siteIds.insert(s.id);
        for (int i = 0; i < int(m_design.devices.size()); ++i) {
            const Device& dev = m_design.devices[i];
            const std::string who = "device '" + dev.id + "'";
            TopoDevice td;
            td.id = dev.id;
            td.designIndex = i;
            td.model = m_catalog.find(dev.model);
            td.site = dev.site;
            if (!td.model)
                error(dev.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "unknown model '%1' (expected a model id of the design's catalogs%2)"),
                                                {idArg(dev.model), suggest(dev.model, m_catalog.models(), [](const auto& m) { return m->id; })}));
            if (!dev.site.empty() && !siteIds.count(dev.site))
                error(dev.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "unknown site '%1' (expected a site id of 'sites')"), {idArg(dev.site)}));
            m_topo.deviceById[dev.id] = i;
            m_topo.devices.push_back(std::move(td));
        }
        // Parents, containment cycles, slots.
        std::map<std::pair<int, int>, std::string> occupied; // (parent, slot index) -> child id
        for (TopoDevice& td : m_topo.devices) {
            const Device& dev = m_design.devices[td.designIndex];
            if (dev.parent.empty())
                continue;
            const std::string who = "device '" + dev.id + "'";
            const int parent = m_topo.deviceIndex(dev.parent);
            if (parent < 0) {
                error(dev.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "parent '%1' does not exist (expected a device id%2)"),
                                                {idArg(dev.parent), suggest(dev.parent, m_design.devices, [](const Device& d) { return d.id; })}));
                continue;
            }
            td.parent = parent;
        }
        // Containment cycles. Each device is walked once, so a long chain of parents costs
        // N, not N^2. The cycle is reported at the device where it closes.
        std::vector<char> state(m_topo.devices.size(), 0); // 0 new, 1 on the current chain, 2 done
        for (int i = 0; i < int(m_topo.devices.size()); ++i) {
            std::vector<int> chain;
            int p = i;
            for (; p >= 0 && state[p] == 0; p = m_topo.devices[p].parent) {
                state[p] = 1;
                chain.push_back(p);
            }
            if (p >= 0 && state[p] == 1) {
                // "'a' sits in 'b', which sits in 'a'"
                std::string text = "'" + m_topo.devices[p].id + "'";
                for (auto it = std::find(chain.begin(), chain.end(), p); it != chain.end(); ++it)
                    text += std::string(*it == p ? " sits in '" : ", which sits in '")
                        + m_topo.devices[m_topo.devices[*it].parent].id + "'";
                const Device& dev = m_design.devices[m_topo.devices[p].designIndex];
                error(dev.pos, "device '" + dev.id + "'", findingText(QT_TRANSLATE_NOOP("Finding", "containment cycle: %1 (a device cannot contain itself)"), {idArg(text)}));
                return;
            }
            for (int c : chain)
                state[c] = 2;
        }
        for (int i = 0; i < int(m_topo.devices.size()); ++i) {
            TopoDevice& td = m_topo.devices[i];
            if (td.parent < 0 || !td.model || !m_topo.devices[td.parent].model)
                continue;
            const Device& dev = m_design.devices[td.designIndex];
            const std::string who = "device '" + dev.id + "'";
            const Model& pm = *m_topo.devices[td.parent].model;
            const int slot = pm.slotIndex(dev.slot);
            if (slot < 0) {
                std::string names;
                for (const SlotSpec& s : pm.slots)
                    names += (names.empty() ? "" : ", ") + s.name;
                error(dev.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "parent '%1' (%2) has no slot '%3' (expected one of: %4)"),
                                                {idArg(dev.parent), idArg(pm.id), idArg(dev.slot),
                                                 names.empty() ? textArg(findingText(QT_TRANSLATE_NOOP("Finding", "none, the model has no slots"))) : idArg(names)}));
                continue;
            }
            if (td.model->fits.empty() || td.model->fits != pm.slots[slot].type) {
                error(dev.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "model %1 does not fit slot '%2' of %3 (the slot takes %4; the model fits %5)"),
                                                {idArg(td.model->id), idArg(dev.slot), idArg(pm.id), idArg(pm.slots[slot].type),
                                                 td.model->fits.empty() ? textArg(findingText(QT_TRANSLATE_NOOP("Finding", "no slot"))) : idArg(td.model->fits)}));
                continue;
            }
            // A wide model needs `width` consecutive slots of the same type.
            const std::string& type = pm.slots[slot].type;
            int fitting = 1;
            while (fitting < td.model->width && slot + fitting < int(pm.slots.size())
                   && pm.slots[slot + fitting].type == type)
                ++fitting;
            if (fitting < td.model->width) {
                const FindingText why = slot + fitting < int(pm.slots.size())
                    ? findingText(QT_TRANSLATE_NOOP("Finding", "slot '%1' after it takes %2"),
                                  {idArg(pm.slots[slot + fitting].name), idArg(pm.slots[slot + fitting].type)})
                    : findingText(QT_TRANSLATE_NOOP("Finding", "%1 has no slot after '%2'"), {idArg(pm.id), idArg(pm.slots.back().name)});
                error(dev.pos, who,
                      findingText(QT_TRANSLATE_NOOP("Finding", "model %1 is %2 slots wide and does not fit from slot '%3': %4 (expected %2 consecutive %5 slots)"),
                                  {idArg(td.model->id), numberArg(td.model->width), idArg(dev.slot), textArg(why), idArg(type)}));
                continue;
            }
            bool ok = true;
            for (int k = slot; k < slot + td.model->width; ++k) {
                const auto [it, inserted] = occupied.emplace(std::make_pair(td.parent, k), dev.id);
                if (!inserted) {
                    error(dev.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "slot '%1' of '%2' is already occupied by '%3'"),
                                                    {idArg(pm.slots[k].name), idArg(dev.parent), idArg(it->second)}));
                    ok = false;
                }
            }
            if (!ok)
                continue;
            td.slotIndex = slot;
            m_topo.devices[td.parent].children.push_back(i);
        }
        // Inherit the site from the enclosing device; each device resolved once (no cycles
        // are left at this point).
        std::vector<char> siteResolved(m_topo.devices.size(), 0);
        for (int i = 0; i < int(m_topo.devices.size()); ++i) {
            std::vector<int> chain;
            int p = i;
            for (; p >= 0 && !siteResolved[p] && m_topo.devices[p].site.empty(); p = m_topo.devices[p].parent)
                chain.push_back(p);
            const std::string site = p >= 0 ? m_topo.devices[p].site : std::string();
            for (int c : chain) {
                m_topo.devices[c].site = site;
                siteResolved[c] = 1;
            }
        }
        for (TopoDevice& td : m_topo.devices) {
            const Device& dev = m_design.devices[td.designIndex];
            if (!td.model)
                continue;
            for (const char* key : {"drive_model", "cache_drive_model", "ssd_drive_model", "shelf_model"}) {
                const std::string id = propString(dev.config, key);
                if (id.empty())
                    continue;
                const Model* m = m_catalog.find(id);
                const std::string expected = std::string(key) == "shelf_model" ? "shelf" : "drive";
                if (!m)
                    error(dev.pos, "device '" + dev.id + "'", findingText(QT_TRANSLATE_NOOP("Finding", "config %1 '%2' is not in the catalogs%3"),
                                                                      {idArg(key), idArg(id), suggest(id, m_catalog.models(), [](const auto& x) { return x->id; })}));
                else if (m->kind != expected)
                    error(dev.pos, "device '" + dev.id + "'",
                          findingText(QT_TRANSLATE_NOOP("Finding", "config %1 '%2' is a %3 (expected a %4 model)"),
                                      {idArg(key), idArg(id), idArg(m->kind), idArg(expected)}));
                else if (!td.model->takesDrive(*m)) {
                    // The catalog's `interface` of the part against the `drive_interfaces` the
                    // model's bays or shelves take (docs/catalog-format.md).
                    FindingText takes;
                    for (const std::string& i : td.model->driveInterfaces)
                        takes = takes.empty() ? findingText("%1", {idArg(i)})
                                              : findingText(QT_TRANSLATE_NOOP("Finding", "%1 or %2"), {textArg(std::move(takes)), idArg(i)});
                    error(dev.pos, "device '" + dev.id + "'",
                          findingText(expected == "shelf" ? QT_TRANSLATE_NOOP("Finding", "config %1 '%2' is a %3 shelf; %4 takes %5 shelfs")
                                                          : QT_TRANSLATE_NOOP("Finding", "config %1 '%2' is a %3 drive; %4 takes %5 drives"),
                                      {idArg(key), idArg(id), idArg(m->driveInterface), idArg(td.model->id), textArg(std::move(takes))}));
                }
            }
            if (const auto maxDrives = td.model->param("max_drives"); maxDrives && propHas(dev.config, "drives")
                && propNumber(dev.config, "drives") > *maxDrives)
                error(dev.pos, "device '" + dev.id + "'", findingText(QT_TRANSLATE_NOOP("Finding", "config drives is %1 but %2 holds at most %3"),
                                                              {idArg(formatNumber(propNumber(dev.config, "drives"))), idArg(td.model->id),
                                                               idArg(formatNumber(*maxDrives))}));
            hardwareLimits(dev, *td.model);
        }
    }

    // What the model's hardware cannot hold (catalog params with their sources): bricks
    // over `max_bricks`, drives over `drive_bays` per brick, CPUs over `sockets`, and an
    // array's drives less spares that do not make whole RAID groups (raidGroupWidth()).
    void hardwareLimits(const Device& dev, const Model& model)
    {
        const std::string who = "device '" + dev.id + "'";
        // A model with bricks (PowerMax) has `drive_bays` per brick; others in all.
        const auto maxBricks = model.param("max_bricks");
        const double bricks = propHas(dev.config, "bricks") ? propNumber(dev.config, "bricks") : 1.0;
        if (maxBricks && bricks > *maxBricks)
            error(dev.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "config bricks is %1 but %2 has at most %3 bricks"),
                                        {idArg(formatNumber(bricks)), idArg(model.id), idArg(formatNumber(*maxBricks))}));
        // An array's cache within what the model is sold with (`min_cache_gb` / `max_cache_gb`,
        // per brick for a model with bricks): 0, -0 or 1,000,000 GB on a PowerMax 2000 is no
        // configuration (newcomer 17), and the model would take its hit ratio from it.
        if (propHas(dev.config, "cache_gb")) {
            const auto lo = model.param("min_cache_gb"), hi = model.param("max_cache_gb");
            const double gb = propNumber(dev.config, "cache_gb"), per = maxBricks ? bricks : 1.0;
            if ((lo && gb < *lo * per) || (hi && gb > *hi * per)) {
                const FindingArg from = idArg(formatNumber(lo ? *lo * per : 0.0)), to = idArg(hi ? formatNumber(*hi * per) : "");
                if (!hi)
                    error(dev.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "config cache_gb is %1 but %2 has at least %3 GB of cache (catalog min_cache_gb)"),
                                                    {idArg(formatNumber(gb)), idArg(model.id), from}));
                else if (maxBricks)
                    error(dev.pos, who,
                          findingText(bricks == 1.0 ? QT_TRANSLATE_NOOP("Finding", "config cache_gb is %1 but %2 with %3 brick has %4 to %5 GB of "
                                                                                   "cache (%6 to %7 GB per brick; catalog min_cache_gb, max_cache_gb)")
                                                    : QT_TRANSLATE_NOOP("Finding", "config cache_gb is %1 but %2 with %3 bricks has %4 to %5 GB of "
                                                                                   "cache (%6 to %7 GB per brick; catalog min_cache_gb, max_cache_gb)"),
                                      {idArg(formatNumber(gb)), idArg(model.id), idArg(formatNumber(bricks)), from, to,
                                       idArg(formatNumber(lo ? *lo : 0.0)), idArg(formatNumber(*hi))}));
                else
                    error(dev.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "config cache_gb is %1 but %2 has %3 to %4 GB of cache "
                                                                                 "(catalog min_cache_gb, max_cache_gb)"),
                                                    {idArg(formatNumber(gb)), idArg(model.id), from, to}));
            }
        }
        // Installed drives: `drives`, or a vSAN host's disk groups x (cache + capacity drives).
        const double drives = propHas(dev.config, "drives")
            ? propNumber(dev.config, "drives")
            : propNumber(dev.config, "disk_groups")
                * (propNumber(dev.config, "cache_drives_per_group") + propNumber(dev.config, "capacity_drives_per_group"));
        if (const auto bays = model.param("drive_bays"); bays && drives > *bays * (maxBricks ? bricks : 1.0)) {
            const FindingArg what = textArg(propHas(dev.config, "drives")
                                                ? findingText(QT_TRANSLATE_NOOP("Finding", "config drives is %1"), {idArg(formatNumber(drives))})
                                                : findingText(QT_TRANSLATE_NOOP("Finding", "%1 drives in disk groups"), {idArg(formatNumber(drives))}));
            if (maxBricks)
                error(dev.pos, who,
                      findingText(bricks == 1.0 ? QT_TRANSLATE_NOOP("Finding", "%1 but %2 brick of %3 has %4 drive bays (%5 per brick; expected fewer "
                                                                               "drives or more bricks)")
                                                : QT_TRANSLATE_NOOP("Finding", "%1 but %2 bricks of %3 have %4 drive bays (%5 per brick; expected "
                                                                               "fewer drives or more bricks)"),
                                  {what, idArg(formatNumber(bricks)), idArg(model.id), idArg(formatNumber(*bays * bricks)), idArg(formatNumber(*bays))}));
            else
                error(dev.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "%1 but %2 has %3 drive bays"),
                                                {what, idArg(model.id), idArg(formatNumber(*bays))}));
        }
        if (const auto sockets = model.param("sockets"); sockets && propNumber(dev.config, "cpus") > *sockets)
            error(dev.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "config cpus is %1 but %2 has %3 CPU sockets"),
                                        {idArg(formatNumber(propNumber(dev.config, "cpus"))), idArg(model.id), idArg(formatNumber(*sockets))}));
        const std::string raid = propString(dev.config, "raid");
        const int width = raidGroupWidth(raid);
        if (model.kind == "array" && width > 1 && propHas(dev.config, "drives")) {
            // A hybrid array's SSD tier is in the same RAID set (EqualLogic PS6110XS:
            // 24 drives, RAID 10 of 22 + 2 spares; configuration guide v15.2, Table 7).
            const long hdds = long(propNumber(dev.config, "drives")), ssds = long(propNumber(dev.config, "ssd_drives"));
            const long spares = long(propNumber(dev.config, "spares"));
            const long inGroups = hdds + ssds - spares;
            if (inGroups > 0 && inGroups % width != 0) {
                const long below = inGroups / width * width;
                std::vector<FindingText> with;
                if (ssds > 0)
                    with.push_back(findingText(QT_TRANSLATE_NOOP("Finding", "%1 ssd_drives"), {numberArg(double(ssds))}));
                if (spares > 0)
                    with.push_back(findingTextN("%n spare", QT_TRANSLATE_N_NOOP("Finding", "%n spares"), spares));
                const FindingArg withArg = with.empty() ? idArg({})
                    : textArg(findingText(QT_TRANSLATE_NOOP("Finding", " with %1"),
                                          {with.size() == 1 ? textArg(with.front())
                                                            : textArg(findingText(QT_TRANSLATE_NOOP("Finding", "%1 and %2"), {textArg(with[0]), textArg(with[1])}))}));
                error(dev.pos, who,
                      findingText(QT_TRANSLATE_NOOP("Finding", "config drives is %1%2: %3 drives in RAID groups do not make whole %4 groups of %5 "
                                                               "(expected %6%7, spares not counted)"),
                                  {numberArg(double(hdds)), withArg, numberArg(double(inGroups)), idArg(raid), numberArg(width),
                                   below > 0 ? textArg(findingText(QT_TRANSLATE_NOOP("Finding", "%1 or "), {numberArg(double(below))})) : idArg({}),
                                   numberArg(double(below + width))}));
            }
        }
    }

    void ports()
    {
        for (int d = 0; d < int(m_topo.devices.size()); ++d) {
            TopoDevice& td = m_topo.devices[d];
            for (const PortSpec& spec : td.model->ports) {
                TopoPort p;
                p.ref = td.id + ":" + spec.name;
                p.device = d;
                p.spec = &spec;
                p.speedGbps = spec.speedGbps;
                td.ports.push_back(int(m_topo.ports.size()));
                m_topo.portByRef[p.ref] = int(m_topo.ports.size());
                m_topo.ports.push_back(std::move(p));
            }
            const Device& dev = m_design.devices[td.designIndex];
            std::map<std::string, std::pair<int, double>> perPort; // count, Gb/s
            std::set<std::string> partitionIds;
            for (int k = 0; k < int(dev.partitions.size()); ++k) {
                const Partition& part = dev.partitions[k];
                const std::string who = "device '" + dev.id + "'";
                const PortSpec* spec = td.model->port(part.port);
                if (!spec) {
                    error(part.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "partition %1 names port '%2', which %3 does not have"),
                                                  {idArg(part.id), idArg(part.port), idArg(td.model->id)}));
                    continue;
                }
                if (spec->npar == 0) {
                    error(part.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "port '%1' of %2 does not support NPAR partitions"), {idArg(part.port), idArg(td.model->id)}));
                    continue;
                }
                if (!partitionIds.insert(part.port + "/" + part.id).second)
                    error(part.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "partition id '%1' is used twice on port '%2'"), {idArg(part.id), idArg(part.port)}));
                if (part.function == "fcoe" && !spec->hasProtocol("fcoe"))
                    error(part.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "partition %1 is FCoE but port '%2' has no FCoE function"), {idArg(part.id), idArg(part.port)}));
                if (part.function == "iscsi" && !spec->hasProtocol("iscsi"))
                    error(part.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "partition %1 is iSCSI but port '%2' has no iSCSI function"), {idArg(part.id), idArg(part.port)}));
                auto& [count, gbps] = perPort[part.port];
                ++count;
                gbps += part.gbps;
                if (count > spec->npar)
                    error(part.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "port '%1' has more than %2 partitions"), {idArg(part.port), numberArg(spec->npar)}));
                if (gbps > spec->speedGbps + 1e-9)
                    error(part.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "partitions of port '%1' add up to %2 Gb/s, more than the port's %3 Gb/s"),
                                                  {idArg(part.port), idArg(formatNumber(gbps)), idArg(formatNumber(spec->speedGbps))}));
                m_topo.ports[m_topo.portIndex(dev.id + ":" + part.port)].partitions.push_back(k);
            }
        }
    }

    int addLink(int a, int b, bool midplane, int designIndex, double speed, const std::string& family,
                const std::string& breakout)
    {
        TopoLink l;
        l.a = a;
        l.b = b;
        l.midplane = midplane;
        l.designIndex = designIndex;
        l.speedGbps = speed;
        l.family = family;
        l.breakout = breakout;
        l.id = m_topo.ports[a].ref + " -- " + m_topo.ports[b].ref;
        const int index = int(m_topo.links.size());
        m_topo.ports[a].link = index;
        m_topo.ports[b].link = index;
        m_topo.links.push_back(std::move(l));
        return index;
    }

    // The device seated in slot `slotName` of `parent` (by first occupied slot), or -1.
    int childInSlot(int parent, const std::string& slotName) const
    {
        const Model* pm = m_topo.devices[parent].model;
        const int slot = pm->slotIndex(slotName);
        for (int c : m_topo.devices[parent].children) {
            const TopoDevice& cd = m_topo.devices[c];
            if (slot >= cd.slotIndex && slot < cd.slotIndex + cd.model->width)
                return c;
        }
        return -1;
    }

    void midplane()
    {
        for (int d = 0; d < int(m_topo.devices.size()); ++d) {
            const Model* cm = m_topo.devices[d].model;
            for (const MidplaneRule& rule : cm->midplane) {
                const int sled = childInSlot(d, rule.bay);
                const int module = childInSlot(d, rule.moduleSlot);
                if (sled < 0 || module < 0)
                    continue;
                const TopoDevice& sd = m_topo.devices[sled];
                const int offset = cm->slotIndex(rule.bay) - sd.slotIndex;
                const ConnectorSpec* conn = nullptr;
                for (const ConnectorSpec& c : sd.model->connectors)
                    if (c.connector == rule.connector && c.offset == offset)
                        conn = &c;
                if (!conn)
                    continue;
                const int adapter = childInSlot(sled, conn->slot);
                if (adapter < 0)
                    continue;
                const int a = m_topo.portIndex(m_topo.devices[adapter].id + ":" + rule.adapterPort);
                const int b = m_topo.portIndex(m_topo.devices[module].id + ":" + rule.modulePort);
                if (a < 0 || b < 0 || m_topo.ports[a].link >= 0 || m_topo.ports[b].link >= 0)
                    continue;
                const double speed = std::min(m_topo.ports[a].speedGbps, m_topo.ports[b].speedGbps);
                addLink(a, b, true, -1, speed, "ethernet", "");
                const auto fa = portFamilies(*m_topo.ports[a].spec);
                const auto fb = portFamilies(*m_topo.ports[b].spec);
                for (const std::string& f : fa)
                    if (std::find(fb.begin(), fb.end(), f) != fb.end()) {
                        m_topo.links.back().family = f;
                        break;
                    }
            }
        }
    }

    // Resolves one end of a cable; creates the lanes of a broken-out port on first use.
    int cableEnd(const Link& link, const std::string& ref, const std::string& who)
    {
        std::string devId, portName;
        int lane = 0;
        if (!splitPortRef(ref, devId, portName, lane)) {
            error(link.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "'%1' is not a port reference (expected DEVICE:PORT or DEVICE:PORT:LANE)"), {idArg(ref)}));
            return -1;
        }
        const int d = m_topo.deviceIndex(devId);
        if (d < 0) {
            error(link.pos, who, doesNotExist("device", devId, suggest(devId, m_design.devices, [](const Device& x) { return x.id; })));
            return -1;
        }
        const Model& model = *m_topo.devices[d].model;
        const int whole = m_topo.portIndex(devId + ":" + portName);
        if (whole < 0) {
            error(link.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "device '%1' (%2) has no port '%3'%4"),
                                             {idArg(devId), idArg(model.id), idArg(portName),
                                              suggest(portName, model.ports, [](const PortSpec& p) { return p.name; })}));
            return -1;
        }
        TopoPort& wp = m_topo.ports[whole];
        if (wp.spec->media == "backplane") {
            if (wp.link >= 0 && m_topo.links[wp.link].midplane) {
                const TopoLink& l = m_topo.links[wp.link];
                error(link.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "port '%1' is already connected by the chassis midplane (to '%2'); a midplane port takes no cable"),
                                                 {idArg(wp.ref), idArg(m_topo.ports[l.a == whole ? l.b : l.a].ref)}));
            } else {
                error(link.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "port '%1' is a midplane (backplane) port: the chassis connects it, not a cable"), {idArg(ref)}));
            }
            return -1;
        }
        if (lane == 0) {
            if (!wp.breakout.empty()) {
                error(link.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "port '%1' is in breakout %2; cable its lanes (%1:1 ...)"), {idArg(ref), idArg(wp.breakout)}));
                return -1;
            }
            return whole;
        }
        if (wp.spec->breakouts.empty()) {
            error(link.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "'%1' names a breakout lane but port '%2' (%3) cannot break out (expected %2)"),
                                             {idArg(ref), idArg(wp.ref), idArg(model.id)}));
            return -1;
        }
        if (link.breakout.empty()) {
            std::string modes;
            for (std::size_t k = 0; k < wp.spec->breakouts.size(); ++k)
                modes += (k == 0 ? "" : k + 1 == wp.spec->breakouts.size() ? " or " : ", ") + wp.spec->breakouts[k];
            error(link.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "'%1' is a breakout lane but the link has no 'breakout' mode (expected breakout: %2)"),
                                             {idArg(ref), idArg(modes)}));
            return -1;
        }
        if (!wp.spec->supportsBreakout(link.breakout)) {
            std::string modes;
            for (const std::string& m : wp.spec->breakouts)
                modes += (modes.empty() ? "" : ", ") + m;
            error(link.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "port '%1' does not support breakout %2 (expected one of: %3)"),
                                             {idArg(devId + ":" + portName), idArg(link.breakout),
                                              modes.empty() ? textArg(findingText(QT_TRANSLATE_NOOP("Finding", "none"))) : idArg(modes)}));
            return -1;
        }
        const auto [lanes, laneGbps] = breakoutLanes(link.breakout);
        if (lane > lanes) {
            error(link.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "lane %1 does not exist in breakout %2 (expected 1 to %3)"),
                                             {numberArg(lane), idArg(link.breakout), numberArg(lanes)}));
            return -1;
        }
        if (wp.link >= 0) {
            error(link.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "port '%1' is cabled whole and cannot also break out"), {idArg(devId + ":" + portName)}));
            return -1;
        }
        if (wp.breakout.empty()) {
            wp.breakout = link.breakout;
            // `wp` refers into m_topo.ports, which the lanes' push_back reallocates: copy
            // what the lanes need first (ASan found the read of a freed port here).
            const PortSpec* spec = wp.spec;
            for (int k = 1; k <= lanes; ++k) {
                TopoPort lp;
                lp.ref = devId + ":" + portName + ":" + std::to_string(k);
                lp.device = d;
                lp.spec = spec;
                lp.lane = k;
                lp.parentPort = whole;
                lp.breakout = link.breakout;
                lp.speedGbps = laneGbps;
                m_topo.devices[d].ports.push_back(int(m_topo.ports.size()));
                m_topo.portByRef[lp.ref] = int(m_topo.ports.size());
                m_topo.ports.push_back(std::move(lp));
            }
        } else if (wp.breakout != link.breakout) {
            error(link.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "port '%1' is already in breakout %2; all its lanes must use the same mode"),
                                             {idArg(devId + ":" + portName), idArg(m_topo.ports[whole].breakout)}));
            return -1;
        }
        return m_topo.portIndex(ref);
    }

    struct EndView {
        std::vector<std::string> families;
        std::vector<double> speeds;
        std::string media;
    };

    EndView view(int p) const
    {
        const TopoPort& tp = m_topo.ports[p];
        EndView v;
        if (tp.lane > 0) {
            v.families = {tp.breakout.size() > 3 && tp.breakout.substr(tp.breakout.size() - 3) == "gfc" ? "fc" : "ethernet"};
            v.speeds = {tp.speedGbps};
            v.media = "breakout lane of " + tp.spec->media;
        } else {
            v.families = portFamilies(*tp.spec);
            v.speeds = tp.spec->speedsGbps;
            v.media = tp.spec->media;
        }
        return v;
    }

    void cables()
    {
        for (int i = 0; i < int(m_design.links.size()); ++i) {
            const Link& link = m_design.links[i];
            const std::string who = "link " + link.id();
            const int a = cableEnd(link, link.a, who);
            const int b = cableEnd(link, link.b, who);
            if (a < 0 || b < 0)
                continue;
            const bool laneA = m_topo.ports[a].lane > 0, laneB = m_topo.ports[b].lane > 0;
            if (!link.breakout.empty() && !laneA && !laneB) {
                error(link.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "the link has breakout %1 but neither end names a lane (expected DEVICE:PORT:LANE)"),
                                                 {idArg(link.breakout)}));
                continue;
            }
            // A cable from a switch (or any device, or one sub-component) to itself is a
            // loop, no path anywhere. Ports of two sub-components of one device may be
            // cabled: the XtremIO controllers' InfiniBand interconnect (RA-4).
            const std::string& compA = m_topo.ports[a].spec->component;
            if (m_topo.ports[a].device == m_topo.ports[b].device && (compA.empty() || compA == m_topo.ports[b].spec->component)) {
                const std::string& self = m_topo.devices[m_topo.ports[a].device].id;
                error(link.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "both ends are on %1: a device cannot be cabled to itself (expected a link between two devices)"),
                                                 {termArg(compA.empty() ? "device '" + self + "'" : "component '" + self + "/" + compA + "'")}));
                continue;
            }
            bool taken = false;
            for (int p : {a, b}) {
                if (m_topo.ports[p].link >= 0) {
                    const TopoLink& other = m_topo.links[m_topo.ports[p].link];
                    error(link.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "port '%1' is already connected (%2); a port takes one cable"),
                                                     {idArg(m_topo.ports[p].ref),
                                                      other.midplane ? textArg(findingText(QT_TRANSLATE_NOOP("Finding", "by the chassis midplane"))) : termArg("link " + other.id)}));
                    taken = true;
                }
            }
            if (taken)
                continue;
            const EndView va = view(a), vb = view(b);
            // Media: a lane end is a breakout cable whose far end is an SFP.
            const bool mediaOk = (laneA || laneB)
                ? ((laneA ? mediaCompatible(vb.media, "sfp28") || laneB : mediaCompatible(va.media, "sfp28")))
                : mediaCompatible(va.media, vb.media);
            if (!mediaOk) {
                error(link.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "media mismatch: %1 is %2, %3 is %4 (expected the same connector family)"),
                                                 {idArg(m_topo.ports[a].ref), mediaArg(va.media), idArg(m_topo.ports[b].ref), mediaArg(vb.media)}));
                continue;
            }
            std::string family;
            for (const std::string& f : va.families)
                if (std::find(vb.families.begin(), vb.families.end(), f) != vb.families.end()) {
                    family = f;
                    break;
                }
            if (family.empty()) {
                auto join = [](const std::vector<std::string>& v) {
                    std::string s;
                    for (const std::string& x : v)
                        s += (s.empty() ? "" : "/") + x;
                    return s.empty() ? std::string("nothing") : s;
                };
                error(link.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "protocol mismatch: %1 speaks %2, %3 speaks %4"),
                                                 {idArg(m_topo.ports[a].ref), idArg(join(va.families)), idArg(m_topo.ports[b].ref), idArg(join(vb.families))}));
                continue;
            }
            double speed = 0.0;
            for (double s : va.speeds)
                if (std::find(vb.speeds.begin(), vb.speeds.end(), s) != vb.speeds.end())
                    speed = std::max(speed, s);
            if (speed <= 0.0) {
                error(link.pos, who, findingText(QT_TRANSLATE_NOOP("Finding", "speed mismatch: %1 runs %2, %3 runs %4 (expected a common rate)"),
                                                 {idArg(m_topo.ports[a].ref), idArg(speedsText(va.speeds)), idArg(m_topo.ports[b].ref), idArg(speedsText(vb.speeds))}));
                continue;
            }
            addLink(a, b, false, i, speed, family, link.breakout);
        }
    }

    bool portExists(const std::string& ref) const
    {
        if (m_topo.portIndex(ref) >= 0)
            return true;
        std::string d, p;
        int lane = 0;
        return splitPortRef(ref, d, p, lane) && lane > 0 && m_topo.portIndex(d + ":" + p) >= 0;
    }

    template <typename T>
    void checkPort(const std::string& ref, const char* section, const std::vector<T>& list, const T& item,
                   const std::string& who, const char* role)
    {
        if (!portExists(ref)) {
            std::string d, p;
            int lane = 0;
            if (splitPortRef(ref, d, p, lane) && m_topo.deviceIndex(d) < 0)
                entryError(section, list, item, who, findingText(QT_TRANSLATE_NOOP("Finding", "device '%1' of port '%2' does not exist"), {idArg(d), idArg(ref)}));
            else
                entryError(section, list, item, who, doesNotExist("port", ref));
            return;
        }
        const TopoPort& tp = m_topo.ports[m_topo.portIndex(ref) >= 0 ? m_topo.portIndex(ref) : 0];
        if (role && tp.spec->role != role)
            entryError(section, list, item, who, findingText(QT_TRANSLATE_NOOP("Finding", "port '%1' is %2 (expected %3)"),
                                                             {idArg(ref),
                                                              tp.spec->role.empty() ? textArg(findingText(QT_TRANSLATE_NOOP("Finding", "a port without a role"))) : rolePortArg(tp.spec->role),
                                                              rolePortArg(role)}));
    }

    bool deviceOrCluster(const std::string& id) const
    {
        return m_topo.deviceIndex(id) >= 0 || m_clusters.count(id);
    }

    // Failure targets: device, site, cluster, link id, port/lane, DEVICE/COMPONENT, DEVICE/dg-N.
    bool failureTargetExists(const std::string& t) const
    {
        if (m_topo.deviceIndex(t) >= 0 || m_sites.count(t) || m_clusters.count(t) || portExists(t) || m_linkIds.count(t))
            return true;
        const std::size_t slash = t.find('/');
        if (slash != std::string::npos) {
            const int d = m_topo.deviceIndex(t.substr(0, slash));
            if (d < 0)
                return false;
            const std::string sub = t.substr(slash + 1);
            if (m_topo.devices[d].model->component(sub))
                return true;
            // dg-N, 1 <= N <= disk_groups (parsed by hand: no std::regex or std::stoi on
            // design text, which may be long or overflow).
            const int groups = int(propNumber(m_design.devices[m_topo.devices[d].designIndex].config, "disk_groups"));
            if (sub.size() > 3 && sub.size() <= 9 && sub.compare(0, 3, "dg-") == 0
                && std::all_of(sub.begin() + 3, sub.end(), [](char c) { return c >= '0' && c <= '9'; })) {
                const int n = std::atoi(sub.c_str() + 3);
                if (n >= 1 && n <= groups)
                    return true;
            }
        }
        return false;
    }

    template <typename T>
    static std::unordered_map<std::string, const T*> indexById(const std::vector<T>& items)
    {
        std::unordered_map<std::string, const T*> index;
        for (const T& item : items)
            index.emplace(item.id, &item); // the first wins, as Design's lookups
        return index;
    }

    template <typename T>
    static const T* lookup(const std::unordered_map<std::string, const T*>& index, const std::string& id)
    {
        const auto it = index.find(id);
        return it == index.end() ? nullptr : it->second;
    }

    void references()
    {
        // Hash indexes: Design's lookups are linear, and a large file with many
        // references must not cost (references x elements).
        m_sites = indexById(m_design.sites);
        m_clusters = indexById(m_design.clusters);
        m_portGroups = indexById(m_design.portGroups);
        m_storageGroups = indexById(m_design.storageGroups);
        m_workloads = indexById(m_design.workloads);
        for (const TopoLink& l : m_topo.links)
            m_linkIds.insert(l.id);
        for (const Link& l : m_design.links)
            m_linkIds.insert(l.id());
        for (const SiteLink& l : m_design.siteLinks)
            for (const std::string& s : {l.a, l.b})
                if (!m_sites.count(s))
                    entryError("site_links", m_design.siteLinks, l, "site link " + l.a + " -- " + l.b, findingText(QT_TRANSLATE_NOOP("Finding", "unknown site '%1'"), {idArg(s)}));
        // An FC port (N_Port) logs in to one fabric through its one link (FC-LS fabric
        // login); Ethernet ports may be in several networks (VLANs, NPAR partitions: RA-1's
        // mgmt, vmotion and db-public share the CNA ports).
        std::unordered_map<std::string, std::string> fcFabricOf;
        for (const Fabric& f : m_design.fabrics)
            for (const std::string& p : f.ports) {
                checkPort(p, "fabrics", m_design.fabrics, f, "fabric '" + f.id + "'", nullptr);
                if (f.kind != "fc")
                    continue;
                const auto [it, added] = fcFabricOf.emplace(p, f.id);
                if (!added && it->second != f.id)
                    entryError("fabrics", m_design.fabrics, f, "fabric '" + f.id + "'",
                               findingText(QT_TRANSLATE_NOOP("Finding", "port '%1' is already in FC fabric '%2' (an FC port logs in to one fabric)"), {idArg(p), idArg(it->second)}));
            }
        for (const Zone& z : m_design.zoning) {
            const std::string who = "zone of '" + z.initiator + "'";
            if (z.initiator.empty())
                entryError("zoning", m_design.zoning, z, who, findingText(QT_TRANSLATE_NOOP("Finding", "no initiator set (expected an initiator port, DEVICE:PORT)")));
            else
                checkPort(z.initiator, "zoning", m_design.zoning, z, who, "initiator");
            for (const std::string& t : z.targets)
                checkPort(t, "zoning", m_design.zoning, z, who, "target");
        }
        for (const PortGroup& g : m_design.portGroups) {
            const std::string who = "port group '" + g.id + "'";
            // An empty reference is a field not filled in yet (a new entry), not a dangling id.
            if (g.array.empty()) {
                entryError("port_groups", m_design.portGroups, g, who, findingText(QT_TRANSLATE_NOOP("Finding", "no array set (expected the id of an array device)")));
                continue;
            }
            const int d = m_topo.deviceIndex(g.array);
            if (d < 0) {
                entryError("port_groups", m_design.portGroups, g, who, doesNotExist("array", g.array));
                continue;
            }
            for (const std::string& p : g.ports)
                checkPort(g.array + ":" + p, "port_groups", m_design.portGroups, g, who, "target");
        }
        for (const MaskingView& v : m_design.maskingViews) {
            const std::string who = "masking view '" + v.id + "'";
            if (v.portGroup.empty())
                entryError("masking_views", m_design.maskingViews, v, who, findingText(QT_TRANSLATE_NOOP("Finding", "no port group set (expected the id of a port group)")));
            else if (!m_portGroups.count(v.portGroup))
                entryError("masking_views", m_design.maskingViews, v, who, doesNotExist("port group", v.portGroup));
            if (v.storageGroup.empty())
                entryError("masking_views", m_design.maskingViews, v, who, findingText(QT_TRANSLATE_NOOP("Finding", "no storage group set (expected the id of a storage group)")));
            else if (!m_storageGroups.count(v.storageGroup))
                entryError("masking_views", m_design.maskingViews, v, who, doesNotExist("storage group", v.storageGroup));
            for (const std::string& i : v.initiators)
                checkPort(i, "masking_views", m_design.maskingViews, v, who, "initiator");
        }
        for (const Cluster& c : m_design.clusters) {
            const std::string who = "cluster '" + c.id + "'";
            for (const std::string& m : c.members) {
                if (m_topo.deviceIndex(m) < 0)
                    entryError("clusters", m_design.clusters, c, who, doesNotExist("member", m));
                else if (const std::string kind = networkKind(m); !kind.empty())
                    entryError("clusters", m_design.clusters, c, who, notAComputer("member", m, kind));
            }
            if (!c.witness.empty() && m_topo.deviceIndex(c.witness) < 0)
                entryError("clusters", m_design.clusters, c, who, doesNotExist("witness", c.witness));
        }
        for (const StorageGroup& g : m_design.storageGroups) {
            const std::string who = "storage group '" + g.id + "'";
            if (g.storage.empty())
                entryError("storage_groups", m_design.storageGroups, g, who, noStorage());
            else if (!deviceOrCluster(g.storage))
                entryError("storage_groups", m_design.storageGroups, g, who, notStorage(g.storage));
            if (!g.parent.empty() && !m_storageGroups.count(g.parent))
                entryError("storage_groups", m_design.storageGroups, g, who, doesNotExist("parent storage group", g.parent));
        }
        storageGroupCycles();
        vsanPolicies();
        for (const Workload& w : m_design.workloads) {
            const std::string who = "workload '" + w.id + "'";
            if (w.host.empty())
                entryError("workloads", m_design.workloads, w, who, findingText(QT_TRANSLATE_NOOP("Finding", "no host set (expected the id of a server, sled, blade or node)")));
            else if (m_topo.deviceIndex(w.host) < 0)
                entryError("workloads", m_design.workloads, w, who,
                           doesNotExist("host", w.host, suggest(w.host, m_design.devices, [](const Device& x) { return x.id; })));
            else if (const std::string kind = networkKind(w.host); !kind.empty())
                entryError("workloads", m_design.workloads, w, who, notAComputer("host", w.host, kind));
            if (w.storage.empty())
                entryError("workloads", m_design.workloads, w, who, noStorage());
            else if (!deviceOrCluster(w.storage))
                entryError("workloads", m_design.workloads, w, who, notStorage(w.storage));
            if (!w.storageGroup.empty()) {
                const StorageGroup* g = lookup(m_storageGroups, w.storageGroup);
                if (!g)
                    entryError("workloads", m_design.workloads, w, who, doesNotExist("storage group", w.storageGroup));
                else if (g->storage != w.storage)
                    entryError("workloads", m_design.workloads, w, who,
                               findingText(QT_TRANSLATE_NOOP("Finding", "storage group '%1' is on '%2', not on '%3'"), {idArg(w.storageGroup), idArg(g->storage), idArg(w.storage)}));
            }
        }
        for (const UseCase& u : m_design.useCases) {
            std::unordered_set<std::string> listed;
            for (const std::string& w : u.workloads) {
                if (!m_workloads.count(w))
                    entryError("use_cases", m_design.useCases, u, "use case '" + u.id + "'", doesNotExist("workload", w));
                else if (!listed.insert(w).second)
                    entryError("use_cases", m_design.useCases, u, "use case '" + u.id + "'",
                               findingText(QT_TRANSLATE_NOOP("Finding", "workload '%1' is listed twice (a use case runs each workload once)"), {idArg(w)}));
            }
        }
        for (const Scenario& s : m_design.scenarios)
            for (const ScenarioEvent& e : s.events)
                if (!failureTargetExists(e.target))
                    entryError("scenarios", m_design.scenarios, s, "scenario '" + s.id + "'",
                          findingText(QT_TRANSLATE_NOOP("Finding", "'%1' is not a device, port, link, site, cluster, component (DEVICE/COMPONENT) or disk group (DEVICE/dg-N)"),
                                      {idArg(e.target)}),
                          e.pos);
    }

    // The kind of a network device (switch, fabric interconnect, I/O module) `id` is, or
    // "": such a device forwards frames and runs no database nor cluster software.
    std::string networkKind(const std::string& id) const
    {
        const Model* m = m_topo.devices[m_topo.deviceIndex(id)].model;
        if (m->kind == "switch" || m->kind == "fabric-interconnect")
            return m->kind == "switch" ? "switch" : "fabric interconnect";
        return m->kind == "iom" ? "I/O module" : std::string();
    }

    // Storage groups whose parent chain comes back to them; each cycle reported once, at
    // the group where it closes ("'a' has parent 'b', which has parent 'a'"). Each group is
    // walked once, as the containment cycles of devices().
    void storageGroupCycles()
    {
        std::unordered_map<std::string, char> state; // absent new, 1 on the current chain, 2 done
        for (const StorageGroup& start : m_design.storageGroups) {
            std::vector<const StorageGroup*> chain;
            const StorageGroup* g = &start;
            for (; g && !state.count(g->id); g = g->parent.empty() ? nullptr : lookup(m_storageGroups, g->parent)) {
                state[g->id] = 1;
                chain.push_back(g);
            }
            if (g && state[g->id] == 1) {
                std::string text = "'" + g->id + "'";
                for (auto it = std::find(chain.begin(), chain.end(), g); it != chain.end(); ++it)
                    text += std::string(*it == g ? " has parent '" : ", which has parent '") + (*it)->parent + "'";
                entryError("storage_groups", m_design.storageGroups, *g, "storage group '" + g->id + "'",
                           findingText(QT_TRANSLATE_NOOP("Finding", "parent cycle: %1 (a storage group cannot be its own parent)"), {idArg(text)}));
            }
            for (const StorageGroup* c : chain)
                state[c->id] = 2;
        }
    }

    // vSAN policies that cannot be placed on their cluster (storagepolicy.h): the cluster
    // default and every storage group that sets raid, ftt or sftt, as resolved through
    // its parent chain.
    void vsanPolicies()
    {
        auto setsPolicy = [](const Props& props) {
            return propHas(props, "raid") || propHas(props, "ftt") || propHas(props, "sftt");
        };
        for (const Cluster& c : m_design.clusters) {
            if (c.kind != "vsan")
                continue;
            int hosts = 0;
            std::map<std::string, int> perSite;
            for (const std::string& m : c.members)
                if (const int d = m_topo.deviceIndex(m); d >= 0) {
                    ++hosts;
                    ++perSite[m_topo.devices[d].site];
                }
            int smallestSite = perSite.empty() ? 0 : hosts;
            for (const auto& [site, n] : perSite)
                smallestSite = std::min(smallestSite, n);
            const bool stretched = !c.witness.empty();
            if (stretched && perSite.size() != 2)
                entryError("clusters", m_design.clusters, c, "cluster '" + c.id + "'",
                           findingText(QT_TRANSLATE_NOOP("Finding", "a stretched vSAN cluster (with a witness) has its members in 2 data sites, these are in %1 "
                                                                "(expected each member's site: one of two)"),
                                       {numberArg(double(perSite.size()))}));
            if (setsPolicy(c.settings)) {
                FindingText problem = policyProblem(effectivePolicy(m_design, nullptr, &c), stretched, hosts, smallestSite);
                if (!problem.empty())
                    entryError("clusters", m_design.clusters, c, "cluster '" + c.id + "'",
                               findingText(QT_TRANSLATE_NOOP("Finding", "impossible default vSAN policy: %1"), {textArg(std::move(problem))}));
            }
            for (const StorageGroup& g : m_design.storageGroups) {
                if (g.storage != c.id || !setsPolicy(g.props))
                    continue;
                FindingText problem = policyProblem(effectivePolicy(m_design, &g, &c), stretched, hosts, smallestSite);
                if (!problem.empty())
                    entryError("storage_groups", m_design.storageGroups, g, "storage group '" + g.id + "'",
                               findingText(QT_TRANSLATE_NOOP("Finding", "impossible vSAN policy on cluster '%1': %2"), {idArg(c.id), textArg(std::move(problem))}));
            }
        }
    }

    const Design& m_design;
    const Catalog& m_catalog;
    yamlsupport::Context m_ctx;
    Topology m_topo;
    std::size_t m_suggestionBudget = 200000; // candidates compared, see suggest()
    std::unordered_map<std::string, const Site*> m_sites;
    std::unordered_map<std::string, const Cluster*> m_clusters;
    std::unordered_map<std::string, const PortGroup*> m_portGroups;
    std::unordered_map<std::string, const StorageGroup*> m_storageGroups;
    std::unordered_map<std::string, const Workload*> m_workloads;
    std::unordered_set<std::string> m_linkIds;
    std::vector<BrokenEntry> m_broken;
};

} // namespace

std::optional<Topology> buildTopology(const Design& design, const Catalog& catalog, const std::string& fileName,
                                      Diagnostics& diagnostics)
{
    return Builder(design, catalog, fileName, diagnostics).run();
}

namespace {

template <typename T>
void eraseIndices(std::vector<T>& list, const std::vector<int>& descending)
{
    for (int i : descending)
        if (i >= 0 && i < int(list.size()))
            list.erase(list.begin() + i);
}

} // namespace

void removeEntries(Design& design, std::vector<BrokenEntry> entries)
{
    std::sort(entries.begin(), entries.end(), [](const BrokenEntry& a, const BrokenEntry& b) { return a.index > b.index; });
    auto indices = [&](const char* section) {
        std::vector<int> out;
        for (const BrokenEntry& e : entries)
            if (e.section == section)
                out.push_back(e.index);
        out.erase(std::unique(out.begin(), out.end()), out.end());
        return out;
    };
    eraseIndices(design.siteLinks, indices("site_links"));
    eraseIndices(design.fabrics, indices("fabrics"));
    eraseIndices(design.zoning, indices("zoning"));
    eraseIndices(design.portGroups, indices("port_groups"));
    eraseIndices(design.maskingViews, indices("masking_views"));
    eraseIndices(design.clusters, indices("clusters"));
    eraseIndices(design.storageGroups, indices("storage_groups"));
    eraseIndices(design.workloads, indices("workloads"));
    eraseIndices(design.useCases, indices("use_cases"));
    eraseIndices(design.scenarios, indices("scenarios"));
}

std::optional<AnalysableDesign> buildAnalysableTopology(const Design& design, const Catalog& catalog,
                                                        const std::string& fileName, Diagnostics& diagnostics)
{
    std::vector<BrokenEntry> broken;
    std::optional<Topology> topology = Builder(design, catalog, fileName, diagnostics).run(&broken);
    if (!topology)
        return std::nullopt;
    if (broken.empty())
        return AnalysableDesign{design, std::move(*topology)};
    // Leave the broken entries out, then those that referred to them, until the rest
    // resolves. Each round removes at least one entry, so this ends.
    AnalysableDesign out{design, {}};
    removeEntries(out.design, broken);
    for (;;) {
        Diagnostics more;
        std::vector<BrokenEntry> alsoBroken;
        topology = Builder(out.design, catalog, fileName, more).run(&alsoBroken);
        if (!topology)
            return std::nullopt; // cannot happen: entries are not what devices and cables need
        if (alsoBroken.empty())
            break;
        for (const Diagnostic& d : more)
            if (d.severity == Diagnostic::Severity::Error)
                diagnostics.push_back(diagnostic(
                    Diagnostic::Severity::Warning, d.file, d.pos, d.id,
                    findingText(QT_TRANSLATE_NOOP("Finding", "left out of the analysis: %1 (an entry it refers to has errors)"),
                                {d.messageText.empty() ? idArg(d.message) : textArg(d.messageText)})));
        removeEntries(out.design, alsoBroken);
    }
    out.topology = std::move(*topology);
    return out;
}

} // namespace topoplan::core
