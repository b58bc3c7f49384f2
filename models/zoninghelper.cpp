#include "models/zoninghelper.h"

#include "core/sanchecks.h"
#include "models/cmdentrychange.h"
#include "models/designdocument.h"

#include <QCoreApplication>
#include <QUndoCommand>
#include <QUndoStack>

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

namespace topoplan::models {

namespace {

/// The translation context of the helper's messages.
class ZoningHelper {
    Q_DECLARE_TR_FUNCTIONS(ZoningHelper)
};

/// Cabled domains of one class and the domain of every endpoint port (-1: none).
struct DomainIndex {
    std::vector<core::SanDomain> domains;
    std::vector<int> ofPort;

    DomainIndex(const core::LoadedDesign& d, core::TrafficClass c) : domains(core::sanDomains(d, c)), ofPort(d.topology.ports.size(), -1)
    {
        for (int k = 0; k < int(domains.size()); ++k)
            for (const std::vector<int>* v : {&domains[k].initiators, &domains[k].targets})
                for (int p : *v)
                    ofPort[p] = k;
    }
};

QString q(const std::string& s) { return QString::fromStdString(s); }

/// Pushes one undo step named `text` that replaces (index < count) or appends the entries
/// of `section` given, after checking the edited design as one edit; "" or the refusal.
QString pushEntries(DesignDocument* document, Section section, const QString& text,
                    const std::vector<std::pair<int, Entry>>& replaced, const std::vector<Entry>& added)
{
    core::Design candidate = document->design();
    for (const auto& [index, entry] : replaced)
        putEntry(candidate, section, index, entry, true);
    const int count = entryCount(document->design(), section);
    for (std::size_t k = 0; k < added.size(); ++k)
        putEntry(candidate, section, count + int(k), added[k], false);
    const QString problem = document->newProblem(std::move(candidate), true);
    if (!problem.isEmpty())
        return problem;
    auto* step = new QUndoCommand(text);
    for (const auto& [index, entry] : replaced)
        new CmdEntryChange(document, section, index, entry, step);
    for (std::size_t k = 0; k < added.size(); ++k)
        CmdEntryChange::insert(document, section, count + int(k), added[k], step);
    document->undoStack()->push(step);
    return {};
}

} // namespace

QStringList zoningInitiatorCandidates(const DesignDocument& document)
{
    const auto loaded = document.snapshot();
    if (!loaded)
        return {};
    std::set<int> ports;
    for (const core::SanDomain& d : core::sanDomains(*loaded, core::TrafficClass::Fc))
        ports.insert(d.initiators.begin(), d.initiators.end());
    QStringList out;
    for (int p : ports)
        out << q(loaded->topology.ports[p].ref);
    return out;
}

ZoningResult zoneInitiatorsToPortGroup(DesignDocument* document, const QStringList& initiators, const QString& portGroup)
{
    const auto loaded = document->snapshot();
    if (!loaded)
        return {false, ZoningHelper::tr("The design has errors in its devices or cables: fix them first.")};
    const core::PortGroup* pg = loaded->design.portGroup(portGroup.toStdString());
    if (!pg)
        return {false, ZoningHelper::tr("There is no port group '%1'.").arg(portGroup)};
    if (initiators.isEmpty())
        return {false, ZoningHelper::tr("No initiator port chosen to zone to %1.").arg(portGroup)};
    const core::Topology& topo = loaded->topology;
    const DomainIndex fc(*loaded, core::TrafficClass::Fc);
    const core::Design& design = document->design(); // the indices the commands edit
    std::vector<std::pair<int, Entry>> replaced;
    std::vector<Entry> added;
    QStringList skipped, zoned;
    for (const QString& init : initiators) {
        const std::string ref = init.trimmed().toStdString();
        const int ip = topo.portIndex(ref);
        const int k = ip >= 0 ? fc.ofPort[ip] : -1;
        if (k < 0 || std::find(fc.domains[k].initiators.begin(), fc.domains[k].initiators.end(), ip) == fc.domains[k].initiators.end()) {
            skipped << ZoningHelper::tr("%1 (not an FC initiator cabled to an FC switch)").arg(init.trimmed());
            continue;
        }
        std::vector<std::string> targets;
        for (const std::string& name : pg->ports) {
            const std::string t = pg->array + ":" + name;
            const int tp = topo.portIndex(t);
            if (tp >= 0 && fc.ofPort[tp] == k)
                targets.push_back(t);
        }
        if (targets.empty()) {
            skipped << ZoningHelper::tr("%1 (no port of %2 in its fabric)").arg(init.trimmed(), portGroup);
            continue;
        }
        const auto existing = std::find_if(design.zoning.begin(), design.zoning.end(), [&](const core::Zone& z) { return z.initiator == ref; });
        if (existing == design.zoning.end()) {
            added.push_back(core::Zone{ref, targets, {}});
            zoned << init.trimmed();
            continue;
        }
        core::Zone z = *existing;
        for (const std::string& t : targets)
            if (std::find(z.targets.begin(), z.targets.end(), t) == z.targets.end())
                z.targets.push_back(t);
        if (z.targets != existing->targets) {
            replaced.emplace_back(int(existing - design.zoning.begin()), z);
            zoned << init.trimmed();
        }
    }
    const QString left = skipped.isEmpty() ? QString() : ZoningHelper::tr(" Left out: %1.").arg(skipped.join(QStringLiteral(", ")));
    if (zoned.isEmpty())
        return {false, (skipped.isEmpty() ? ZoningHelper::tr("Already zoned to %1: nothing to change.").arg(portGroup)
                                          : ZoningHelper::tr("Nothing zoned to %1.").arg(portGroup))
                           + left};
    const int n = int(zoned.size());
    const QString problem = pushEntries(document, Section::Zone, ZoningHelper::tr("Zone %n initiator(s) to %1", nullptr, n).arg(portGroup),
                                        replaced, added);
    if (!problem.isEmpty())
        return {false, problem};
    return {true, ZoningHelper::tr("Zoned %n initiator(s) to %1 in their own fabrics: %2.", nullptr, n).arg(portGroup, zoned.join(QStringLiteral(", "))) + left};
}

ZoningResult createFabricsFromCabling(DesignDocument* document)
{
    const auto loaded = document->snapshot();
    if (!loaded)
        return {false, ZoningHelper::tr("The design has errors in its devices or cables: fix them first.")};
    const core::Topology& topo = loaded->topology;
    const core::Design& design = document->design();
    std::vector<std::pair<int, Entry>> replaced;
    std::vector<Entry> added;
    std::set<int> taken; // declared fabrics already given a domain
    std::set<std::string> newIds;
    QStringList made, updated;
    for (const auto& [traffic, kind, prefix] : {std::tuple{core::TrafficClass::Fc, "fc", "san-"}, std::tuple{core::TrafficClass::Iscsi, "ethernet", "iscsi-"}}) {
        char letter = 'a';
        for (const core::SanDomain& dom : core::sanDomains(*loaded, traffic)) {
            if (dom.initiators.empty() && dom.targets.empty())
                continue;
            std::vector<int> ports = dom.initiators;
            ports.insert(ports.end(), dom.targets.begin(), dom.targets.end());
            std::sort(ports.begin(), ports.end());
            std::vector<std::string> refs;
            for (int p : ports)
                refs.push_back(topo.ports[p].ref);
            const std::set<std::string> refSet(refs.begin(), refs.end());
            // The declared fabric of this kind sharing the most ports with the domain.
            int best = -1;
            std::size_t shared = 0;
            for (int f = 0; f < int(design.fabrics.size()); ++f) {
                if (design.fabrics[f].kind != kind || taken.count(f))
                    continue;
                std::size_t n = 0;
                for (const std::string& r : design.fabrics[f].ports)
                    n += refSet.count(r);
                if (n > shared) {
                    best = f;
                    shared = n;
                }
            }
            if (best >= 0) {
                taken.insert(best);
                const core::Fabric& old = design.fabrics[best];
                if (std::set<std::string>(old.ports.begin(), old.ports.end()) == refSet)
                    continue;
                core::Fabric f = old;
                f.ports = refs;
                replaced.emplace_back(best, f);
                updated << q(f.id);
                continue;
            }
            // The next free letter (san-a, san-b, ...), else a numbered id.
            std::string id;
            for (; letter <= 'z' && id.empty(); ++letter) {
                const std::string base = prefix + std::string(1, letter);
                if (document->uniqueDeviceId(base) == base && !newIds.count(base))
                    id = base;
            }
            for (int n = 2; id.empty() || newIds.count(id); ++n)
                id = document->uniqueDeviceId(prefix + std::to_string(n));
            newIds.insert(id);
            added.push_back(core::Fabric{id, kind, refs, {}});
            made << q(id);
        }
    }
    if (made.isEmpty() && updated.isEmpty())
        return {false, ZoningHelper::tr("The fabrics already match the cabling: nothing to change.")};
    const QString problem = pushEntries(document, Section::Fabric, ZoningHelper::tr("Create Fabrics from Cabling"), replaced, added);
    if (!problem.isEmpty())
        return {false, problem};
    QStringList parts;
    if (!made.isEmpty())
        parts << ZoningHelper::tr("new: %1").arg(made.join(QStringLiteral(", ")));
    if (!updated.isEmpty())
        parts << ZoningHelper::tr("updated: %1").arg(updated.join(QStringLiteral(", ")));
    return {true, ZoningHelper::tr("Fabrics from cabling (%1).").arg(parts.join(QStringLiteral("; ")))};
}

} // namespace topoplan::models
