#include "core/sanchecks.h"

#include "core/analysis.h"
#include "core/flowsupport.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <set>
#include <string>

namespace topoplan::core {

namespace {

struct Dsu {
    std::vector<int> up;
    explicit Dsu(int n) : up(n) { std::iota(up.begin(), up.end(), 0); }
    int find(int x)
    {
        while (up[x] != x)
            x = up[x] = up[up[x]];
        return x;
    }
    void unite(int a, int b)
    {
        a = find(a);
        b = find(b);
        if (a != b)
            up[std::max(a, b)] = std::min(a, b);
    }
};

bool hasNativeFc(const Model& m)
{
    return std::any_of(m.ports.begin(), m.ports.end(), [](const PortSpec& p) { return p.hasProtocol("fc"); });
}

bool isEndpoint(const TopoPort& p)
{
    return p.spec && (p.spec->role == "initiator" || p.spec->role == "target");
}

/// The other end of port `p`'s link, -1 when it has none.
int peerOf(const Topology& t, int p)
{
    if (p < 0 || t.ports[p].link < 0)
        return -1;
    const TopoLink& l = t.links[t.ports[p].link];
    return l.a == p ? l.b : l.a;
}

/// Whether endpoint port `p` can send FC frames: native FC, or FCoE (on a partitioned
/// port only through an fcoe partition).
bool sendsFc(const LoadedDesign& d, int p)
{
    const Topology& t = d.topology;
    const int whole = t.ports[p].parentPort >= 0 ? t.ports[p].parentPort : p;
    return t.ports[whole].spec->hasProtocol("fc") || flowsupport::portCarries(d.design, t, whole, "fcoe", "fcoe");
}

std::vector<std::string> refs(const Topology& t, const std::vector<int>& ports)
{
    std::vector<std::string> out;
    for (int p : ports)
        out.push_back(t.ports[p].ref);
    return out;
}

std::vector<std::string> deviceIds(const Topology& t, const std::vector<int>& devices)
{
    std::vector<std::string> out;
    for (int dev : devices)
        out.push_back(t.devices[dev].id);
    return out;
}


} // namespace

std::vector<SanDomain> sanDomains(const LoadedDesign& d, TrafficClass traffic)
{
    const Topology& t = d.topology;
    const int n = int(t.devices.size());
    const unsigned bit = 1u << int(traffic);
    std::vector<char> switching(n, 0), nativeFc(n, 0);
    for (int i = 0; i < n; ++i) {
        switching[i] = t.devices[i].model && isSwitchingKind(t.devices[i].model->kind);
        nativeFc[i] = switching[i] && hasNativeFc(*t.devices[i].model);
    }
    Dsu dsu(n);
    std::vector<std::pair<int, int>> weak; // FCoE links between two FC-capable switches of different models
    std::vector<std::pair<int, int>> attached; // (endpoint port, switch device)
    for (int l = 0; l < int(t.links.size()); ++l) {
        const TopoLink& link = t.links[l];
        if (!(linkTrafficClasses(d.design, t, l) & bit))
            continue;
        const int da = t.ports[link.a].device, db = t.ports[link.b].device;
        if (switching[da] && switching[db]) {
            if (da == db)
                continue;
            if (traffic != TrafficClass::Fc || link.family == "fc" || !nativeFc[da] || !nativeFc[db])
                dsu.unite(da, db);
            else if (t.devices[da].model != t.devices[db].model)
                weak.emplace_back(da, db);
            continue;
        }
        if (switching[da] && isEndpoint(t.ports[link.b]))
            attached.emplace_back(link.b, da);
        if (switching[db] && isEndpoint(t.ports[link.a]))
            attached.emplace_back(link.a, db);
    }
    // A domain that lacks initiators or targets takes the weakly linked neighbour that has
    // them and to which it has the most links (sanchecks.h).
    auto roleCount = [&](const char* role) {
        std::map<int, int> count;
        for (const auto& [p, sw] : attached)
            if (t.ports[p].spec->role == role)
                ++count[dsu.find(sw)];
        return count;
    };
    if (!weak.empty()) {
        for (int r = 0; r < n; ++r) {
            if (!switching[r] || dsu.find(r) != r)
                continue;
            const std::map<int, int> inits = roleCount("initiator"), targets = roleCount("target");
            const bool lacksInit = !inits.count(r), lacksTarget = !targets.count(r);
            if (!lacksInit && !lacksTarget)
                continue;
            std::map<int, int> links; // neighbour root -> weak links
            for (const auto& [a, b] : weak) {
                const int ra = dsu.find(a), rb = dsu.find(b);
                if (ra == r && rb != r)
                    ++links[rb];
                else if (rb == r && ra != r)
                    ++links[ra];
            }
            int best = -1, bestLinks = 0;
            for (const auto& [s, k] : links)
                if (((lacksInit && inits.count(s)) || (lacksTarget && targets.count(s))) && k > bestLinks) {
                    best = s;
                    bestLinks = k;
                }
            if (best >= 0)
                dsu.unite(r, best);
        }
    }
    std::map<int, SanDomain> byRoot;
    for (int i = 0; i < n; ++i)
        if (switching[i]) {
            SanDomain& dom = byRoot[dsu.find(i)];
            dom.traffic = traffic;
            dom.switches.push_back(i);
        }
    for (const auto& [p, sw] : attached)
        (t.ports[p].spec->role == "initiator" ? byRoot[dsu.find(sw)].initiators : byRoot[dsu.find(sw)].targets).push_back(p);
    std::vector<SanDomain> out;
    for (auto& [root, dom] : byRoot) {
        for (std::vector<int>* v : {&dom.initiators, &dom.targets}) {
            std::sort(v->begin(), v->end());
            v->erase(std::unique(v->begin(), v->end()), v->end());
        }
        out.push_back(std::move(dom));
    }
    std::sort(out.begin(), out.end(), [](const SanDomain& a, const SanDomain& b) { return a.switches.front() < b.switches.front(); });
    return out;
}

namespace {

/// The state the checks share: the FC and iSCSI domains and where each endpoint sits.
class SanChecker {
public:
    explicit SanChecker(const LoadedDesign& d) : m_d(d), m_t(d.topology)
    {
        m_fc = sanDomains(d, TrafficClass::Fc);
        m_iscsi = sanDomains(d, TrafficClass::Iscsi);
        m_fcDomain.assign(m_t.ports.size(), -1);
        m_iscsiDomain.assign(m_t.ports.size(), -1);
        for (int k = 0; k < int(m_fc.size()); ++k)
            for (const std::vector<int>* v : {&m_fc[k].initiators, &m_fc[k].targets})
                for (int p : *v)
                    m_fcDomain[p] = k;
        for (int k = 0; k < int(m_iscsi.size()); ++k)
            for (const std::vector<int>* v : {&m_iscsi[k].initiators, &m_iscsi[k].targets})
                for (int p : *v)
                    m_iscsiDomain[p] = k;
        for (const Fabric& f : d.design.fabrics)
            if (f.kind == "fc") {
                m_declaresFc = true;
                for (const std::string& ref : f.ports)
                    m_declaredFabric.emplace(ref, f.id);
            }
    }

    std::vector<Finding> run()
    {
        idleSwitches();
        zones();
        maskingViews();
        unzonedInitiators();
        cnaPorts();
        asymmetry();
        return std::move(m_out);
    }

private:
    void add(std::string code, FindingText text, std::vector<std::string> ids)
    {
        m_out.push_back(makeFinding(Finding::Severity::Warning, std::move(code), std::move(text), std::move(ids)));
    }

    /// "fabric 'san-a' (iom-a1)" or "the fabric of iom-a1".
    FindingArg fabricName(int k) const
    {
        const SanDomain& dom = m_fc[k];
        const FindingArg switches = listArg(deviceIds(m_t, dom.switches), 3);
        for (const std::vector<int>* v : {&dom.initiators, &dom.targets})
            for (int p : *v)
                if (const auto it = m_declaredFabric.find(m_t.ports[p].ref); it != m_declaredFabric.end())
                    return textArg(findingText(QT_TRANSLATE_NOOP("Finding", "fabric '%1' (%2)"), {idArg(it->second), switches}));
        return textArg(findingText(QT_TRANSLATE_NOOP("Finding", "the fabric of %1"), {switches}));
    }

    static FindingArg declaredFabricName(const std::string& id)
    {
        return textArg(findingText(QT_TRANSLATE_NOOP("Finding", "fabric '%1'"), {idArg(id)}));
    }

    std::string declaredFabric(const std::string& ref) const
    {
        const auto it = m_declaredFabric.find(ref);
        return it == m_declaredFabric.end() ? std::string() : it->second;
    }

    bool direct(int a, int b) const { return a >= 0 && peerOf(m_t, a) == b; }

    /// Whether initiator port `i` reaches target port `p` over the cabling (FC or iSCSI).
    bool reaches(int i, int p) const
    {
        return direct(i, p) || (m_fcDomain[i] >= 0 && m_fcDomain[i] == m_fcDomain[p])
            || (m_iscsiDomain[i] >= 0 && m_iscsiDomain[i] == m_iscsiDomain[p]);
    }

    void idleSwitches()
    {
        std::set<int> reported;
        // A seated IOM no adapter is wired to, while adapters reach its siblings.
        std::vector<char> wired(m_t.devices.size(), 0); // switch has a midplane link to an initiator
        std::vector<char> anyMidplane(m_t.devices.size(), 0);
        for (const TopoLink& l : m_t.links)
            if (l.midplane)
                for (auto [s, e] : {std::pair{l.a, l.b}, std::pair{l.b, l.a}}) {
                    anyMidplane[m_t.ports[s].device] = 1;
                    if (m_t.ports[e].spec && m_t.ports[e].spec->role == "initiator")
                        wired[m_t.ports[s].device] = 1;
                }
        for (int dev = 0; dev < int(m_t.devices.size()); ++dev) {
            const TopoDevice& td = m_t.devices[dev];
            if (td.parent < 0 || !td.model || !isSwitchingKind(td.model->kind) || anyMidplane[dev])
                continue;
            std::vector<std::string> siblings, adapters;
            for (int s : m_t.devices[td.parent].children)
                if (s != dev && wired[s])
                    siblings.push_back(m_t.devices[s].id);
            if (siblings.empty())
                continue;
            for (const TopoLink& l : m_t.links)
                if (l.midplane)
                    for (int e : {l.a, l.b})
                        if (m_t.ports[e].spec && m_t.ports[e].spec->role == "initiator")
                            adapters.push_back(m_t.devices[m_t.ports[e].device].id);
            std::sort(adapters.begin(), adapters.end());
            adapters.erase(std::unique(adapters.begin(), adapters.end()), adapters.end());
            const std::string& slot = m_d.design.devices[td.designIndex].slot;
            add("switch-serves-no-initiator",
                findingText(QT_TRANSLATE_NOOP("Finding", "IOM %1 sits in slot %2 of %3 but no adapter is wired to it: the chassis's "
                                                         "adapters (%4) reach only %5; seat an adapter in a mezzanine slot wired to "
                                                         "%2 by the chassis's midplane, or remove the IOM"),
                            {idArg(td.id), idArg(slot), idArg(m_t.devices[td.parent].id), listArg(adapters, 4), listArg(siblings, 3)}),
                {td.id, m_t.devices[td.parent].id});
            reported.insert(dev);
        }
        // A domain with targets and no initiator.
        for (const std::vector<SanDomain>* domains : {&m_fc, &m_iscsi})
            for (const SanDomain& dom : *domains) {
                if (dom.targets.empty() || !dom.initiators.empty())
                    continue;
                std::vector<int> switches;
                for (int s : dom.switches)
                    if (!reported.count(s))
                        switches.push_back(s);
                if (switches.empty())
                    continue;
                reported.insert(switches.begin(), switches.end());
                const std::vector<std::string> ids = deviceIds(m_t, switches);
                const FindingArg targets = textArg(findingTextN("%n target port", QT_TRANSLATE_N_NOOP("Finding", "%n target ports"),
                                                                (long long)dom.targets.size()));
                const FindingArg protocol = idArg(dom.traffic == TrafficClass::Fc ? "FC" : "iSCSI");
                add("switch-serves-no-initiator",
                    findingText(switches.size() == 1
                                    ? QT_TRANSLATE_NOOP("Finding", "switch %1 is cabled to %2 (%3) over %4 but no %4 initiator reaches "
                                                                   "it: no host reaches storage through this fabric")
                                    : QT_TRANSLATE_NOOP("Finding", "switches %1 are cabled to %2 (%3) over %4 but no %4 initiator "
                                                                   "reaches them: no host reaches storage through this fabric"),
                                {listArg(ids, 4), targets, listArg(refs(m_t, dom.targets), 4), protocol}),
                    ids);
            }
    }

    void zones()
    {
        for (const Zone& z : m_d.design.zoning) {
            const int ip = m_t.portIndex(z.initiator);
            if (ip < 0)
                continue; // reported by the topology check
            if (!sendsFc(m_d, ip)) {
                m_fcUsers[ip].emplace_back(true, z.initiator);
                continue;
            }
            std::vector<std::string> cross, lost;
            int crossDomain = -1;
            std::string crossDeclared;
            for (const std::string& ref : z.targets) {
                const int tp = m_t.portIndex(ref);
                if (tp < 0 || direct(ip, tp))
                    continue;
                const int di = m_fcDomain[ip], dt = m_fcDomain[tp];
                const std::string fi = declaredFabric(z.initiator), ft = declaredFabric(ref);
                if (di < 0 || dt < 0) {
                    lost.push_back(ref);
                } else if (di != dt) {
                    cross.push_back(ref);
                    crossDomain = dt;
                } else if (!fi.empty() && !ft.empty() && fi != ft) {
                    cross.push_back(ref);
                    crossDeclared = ft;
                }
            }
            const bool many = cross.size() > 1;
            if (!cross.empty()) {
                std::vector<std::string> ids{z.initiator};
                ids.insert(ids.end(), cross.begin(), cross.end());
                const FindingArg there = crossDomain >= 0 ? fabricName(crossDomain) : declaredFabricName(crossDeclared);
                const FindingArg here = crossDomain >= 0 ? fabricName(m_fcDomain[ip]) : declaredFabricName(declaredFabric(z.initiator));
                add("zone-cross-fabric",
                    findingText(many ? QT_TRANSLATE_NOOP("Finding", "zone of %1 names %2, which sit in %3 while the initiator is in %4: "
                                                                    "an FC zone works within one fabric; zone the initiator to target "
                                                                    "ports of its own fabric")
                                     : QT_TRANSLATE_NOOP("Finding", "zone of %1 names %2, which sits in %3 while the initiator is in %4: "
                                                                    "an FC zone works within one fabric; zone the initiator to target "
                                                                    "ports of its own fabric"),
                                {idArg(z.initiator), listArg(cross, 4), there, here}),
                    ids);
            }
            if (!lost.empty()) {
                std::vector<std::string> ids{z.initiator};
                ids.insert(ids.end(), lost.begin(), lost.end());
                const bool initiatorLoose = m_fcDomain[ip] < 0;
                add("zone-unreachable",
                    findingText(initiatorLoose ? QT_TRANSLATE_NOOP("Finding", "zone of %1 names %2, which the initiator cannot reach: "
                                                                              "the initiator is not cabled to an FC switch (nor "
                                                                              "straight to the other end)")
                                    : lost.size() > 1 ? QT_TRANSLATE_NOOP("Finding", "zone of %1 names %2, which the initiator cannot "
                                                                                     "reach: they are not cabled to an FC switch (nor "
                                                                                     "straight to the other end)")
                                                      : QT_TRANSLATE_NOOP("Finding", "zone of %1 names %2, which the initiator cannot "
                                                                                     "reach: it is not cabled to an FC switch (nor "
                                                                                     "straight to the other end)"),
                                {idArg(z.initiator), listArg(lost, 4)}),
                    ids);
            }
        }
    }

    void maskingViews()
    {
        std::map<std::string, std::set<std::string>> zoned;
        for (const Zone& z : m_d.design.zoning)
            zoned[z.initiator].insert(z.targets.begin(), z.targets.end());
        const bool zoning = !m_d.design.zoning.empty();
        for (const MaskingView& mv : m_d.design.maskingViews) {
            const PortGroup* pg = m_d.design.portGroup(mv.portGroup);
            if (!pg || mv.initiators.empty())
                continue;
            bool fcGroup = false, iscsiGroup = false;
            std::vector<std::pair<std::string, int>> targets;
            for (const std::string& name : pg->ports) {
                const std::string ref = pg->array + ":" + name;
                const int tp = m_t.portIndex(ref);
                if (tp < 0)
                    continue;
                targets.emplace_back(ref, tp);
                fcGroup = fcGroup || m_t.ports[tp].spec->hasProtocol("fc");
                iscsiGroup = iscsiGroup || m_t.ports[tp].spec->hasProtocol("iscsi");
            }
            std::vector<std::string> missing;
            for (const std::string& init : mv.initiators) {
                const int ip = m_t.portIndex(init);
                if (ip < 0)
                    continue;
                if (fcGroup && !iscsiGroup && !sendsFc(m_d, ip))
                    m_fcUsers[ip].emplace_back(false, mv.id);
                bool ok = false;
                for (const auto& [ref, tp] : targets)
                    ok = ok || ((!zoning || (zoned.count(init) && zoned[init].count(ref))) && reaches(ip, tp));
                if (!ok)
                    missing.push_back(init);
            }
            if (missing.empty())
                continue;
            std::vector<std::string> ids{mv.id, pg->id};
            ids.insert(ids.end(), missing.begin(), missing.end());
            const FindingArg group = textArg(findingTextN("port group %1 (%n port of %2)",
                                                          QT_TRANSLATE_N_NOOP("Finding", "port group %1 (%n ports of %2)"),
                                                          (long long)targets.size(), {idArg(pg->id), idArg(pg->array)}));
            const FindingArg view = idArg(mv.id), who = listArg(missing, 4);
            if (missing.size() == mv.initiators.size())
                add("masking-view-no-path",
                    findingText(zoning ? QT_TRANSLATE_NOOP("Finding", "masking view %1: none of its initiators (%2) has a zoned path "
                                                                      "to a port of %3: the hosts see no volume of storage group %4; "
                                                                      "zone the initiators to the group's ports (SAN Tools > Zone "
                                                                      "Initiators to Port Group)")
                                       : QT_TRANSLATE_NOOP("Finding", "masking view %1: none of its initiators (%2) has a cabled path "
                                                                      "to a port of %3: the hosts see no volume of storage group %4; "
                                                                      "zone the initiators to the group's ports (SAN Tools > Zone "
                                                                      "Initiators to Port Group)"),
                                {view, who, group, idArg(mv.storageGroup)}),
                    ids);
            else
                add("masking-view-no-path",
                    findingText(missing.size() == 1
                                    ? (zoning ? QT_TRANSLATE_NOOP("Finding", "masking view %1: %2 has no zoned path to a port of %3 "
                                                                             "(its other initiators do): fewer paths than the view presents")
                                              : QT_TRANSLATE_NOOP("Finding", "masking view %1: %2 has no cabled path to a port of %3 "
                                                                             "(its other initiators do): fewer paths than the view presents"))
                                    : (zoning ? QT_TRANSLATE_NOOP("Finding", "masking view %1: %2 have no zoned path to a port of %3 "
                                                                             "(its other initiators do): fewer paths than the view presents")
                                              : QT_TRANSLATE_NOOP("Finding", "masking view %1: %2 have no cabled path to a port of %3 "
                                                                             "(its other initiators do): fewer paths than the view presents")),
                                {view, who, group}),
                    ids);
        }
    }

    /// A design with FC initiators (in an FC fabric or a masking view) and no zoning at all:
    /// the analysis takes every initiator to see every target port of its fabric, as a
    /// switch whose default zone permits all does; one whose default zone denies (the
    /// production setting) gives no path at all. Said, with the initiators, so that the
    /// paths shown are not read as a zoned SAN's (newcomer 17: no zoning, 8 paths, no word).
    void unzonedInitiators()
    {
        if (!m_d.design.zoning.empty())
            return;
        std::set<std::string> initiators;
        auto consider = [&](const std::string& ref) {
            const int p = m_t.portIndex(ref);
            if (p >= 0 && m_t.ports[p].spec->role == "initiator" && sendsFc(m_d, p))
                initiators.insert(ref);
        };
        for (const Fabric& f : m_d.design.fabrics)
            if (f.kind == "fc")
                for (const std::string& ref : f.ports)
                    consider(ref);
        for (const MaskingView& mv : m_d.design.maskingViews)
            for (const std::string& ref : mv.initiators)
                consider(ref);
        if (initiators.empty())
            return;
        const std::vector<std::string> ids(initiators.begin(), initiators.end());
        add("fc-no-zoning",
            findingTextN("the design has no zoning: FC initiator %1 is taken to see every target port of its fabric (a switch "
                         "whose default zone denies sees none); zone it (SAN Tools > Zone Initiators to Port Group)",
                         QT_TRANSLATE_N_NOOP("Finding", "the design has no zoning: the %n FC initiators %1 are taken to see every "
                                                        "target port of their fabric (a switch whose default zone denies sees "
                                                        "none); zone them (SAN Tools > Zone Initiators to Port Group)"),
                         (long long)ids.size(), {listArg(ids, 4)}),
            ids);
    }

    void cnaPorts()
    {
        for (const auto& [p, uses] : m_fcUsers) {
            const TopoPort& tp = m_t.ports[p];
            const Device& dev = m_d.design.devices[m_t.devices[tp.device].designIndex];
            std::vector<std::string> parts;
            for (int k : tp.partitions)
                parts.push_back(dev.partitions[k].id + " " + dev.partitions[k].function);
            std::vector<FindingText> usesText;
            for (const auto& [zone, id] : uses)
                usesText.push_back(zone ? findingText(QT_TRANSLATE_NOOP("Finding", "zone of %1"), {idArg(id)})
                                        : findingText(QT_TRANSLATE_NOOP("Finding", "masking view %1"), {idArg(id)}));
            std::vector<FindingText> shown(usesText.begin(), usesText.begin() + std::ptrdiff_t(std::min<std::size_t>(usesText.size(), 3)));
            FindingText usesArg = joinedTexts(std::move(shown));
            if (usesText.size() > 3)
                usesArg = findingTextN("%1 and %n more", QT_TRANSLATE_N_NOOP("Finding", "%1 and %n more"),
                                       (long long)(usesText.size() - 3), {textArg(std::move(usesArg))});
            add("cna-no-fcoe",
                parts.empty() ? findingText(QT_TRANSLATE_NOOP("Finding", "%1 is used as an FC initiator (%2) but cannot send FC frames: "
                                                                         "it has no native FC and no FCoE; give it an fcoe partition "
                                                                         "or use an FC/FCoE port"),
                                            {idArg(tp.ref), textArg(usesArg)})
                              : findingText(QT_TRANSLATE_NOOP("Finding", "%1 is used as an FC initiator (%2) but cannot send FC frames: "
                                                                         "it is an NPAR-partitioned CNA port without an FCoE partition "
                                                                         "(%3); give it an fcoe partition or use an FC/FCoE port"),
                                            {idArg(tp.ref), textArg(usesArg), listArg(parts, 4)}),
                {tp.ref, dev.id});
        }
    }

    void asymmetry()
    {
        if (m_declaresFc)
            return; // declared pairs: FlowRun::addFindings compares them
        auto hostOf = [&](int p) {
            int dev = m_t.ports[p].device;
            if (m_t.devices[dev].model && m_t.devices[dev].model->kind == "adapter" && m_t.devices[dev].parent >= 0)
                dev = m_t.devices[dev].parent;
            return dev;
        };
        std::vector<std::set<int>> hosts(m_fc.size());
        for (std::size_t k = 0; k < m_fc.size(); ++k)
            for (int p : m_fc[k].initiators)
                hosts[k].insert(hostOf(p));
        for (std::size_t a = 0; a < m_fc.size(); ++a)
            for (std::size_t b = a + 1; b < m_fc.size(); ++b) {
                const SanDomain &x = m_fc[a], &y = m_fc[b];
                if (hosts[a].empty() || hosts[a] != hosts[b] || x.targets.empty() || y.targets.empty())
                    continue;
                std::vector<FindingText> diff;
                auto compare = [&](std::size_t u, std::size_t v, const char* what) {
                    if (u != v)
                        diff.push_back(findingText(what, {numberArg(double(u)), numberArg(double(v))}));
                };
                compare(x.initiators.size(), y.initiators.size(), QT_TRANSLATE_NOOP("Finding", "%1 vs %2 initiator ports"));
                compare(x.targets.size(), y.targets.size(), QT_TRANSLATE_NOOP("Finding", "%1 vs %2 target ports"));
                if (diff.empty())
                    continue;
                add("asymmetric-fabric",
                    findingText(QT_TRANSLATE_NOOP("Finding", "%1 and %2 serve the same hosts but are not symmetric as cabled (%3): losing "
                                                             "the larger one shifts more load than the other can take"),
                                {fabricName(int(a)), fabricName(int(b)), textArg(joinedTexts(std::move(diff)))}),
                    {m_t.devices[x.switches.front()].id, m_t.devices[y.switches.front()].id});
            }
    }

    const LoadedDesign& m_d;
    const Topology& m_t;
    std::vector<SanDomain> m_fc, m_iscsi;
    std::vector<int> m_fcDomain, m_iscsiDomain; // by port
    std::map<std::string, std::string> m_declaredFabric; // port ref -> first fc fabric listing it
    bool m_declaresFc = false;
    std::map<int, std::vector<std::pair<bool, std::string>>> m_fcUsers; // ports named as FC initiators that cannot send FC: (zone?, id)
    std::vector<Finding> m_out;
};

} // namespace

std::vector<Finding> sanCheckFindings(const LoadedDesign& design)
{
    return SanChecker(design).run();
}

} // namespace topoplan::core
