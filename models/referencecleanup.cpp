#include "models/referencecleanup.h"

#include "models/cmdentrychange.h"
#include "models/cmdfailurechange.h"
#include "models/designdocument.h"
#include "models/designentry.h"

#include <algorithm>
#include <type_traits>

namespace topoplan::models {

namespace {

/// `entry` without the references `gone` accepts; std::nullopt when the entry itself goes
/// (a zone of a removed initiator). `changed` tells whether anything was dropped.
std::optional<Entry> withoutReferences(const Entry& entry, const GoneReference& gone, bool& changed)
{
    changed = false;
    auto drop = [&](std::vector<std::string>& list) {
        const auto end = std::remove_if(list.begin(), list.end(), gone);
        changed |= end != list.end();
        list.erase(end, list.end());
    };
    Entry out = entry;
    bool remove = false;
    std::visit(
        [&](auto& e) {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, core::Fabric>) {
                drop(e.ports);
            } else if constexpr (std::is_same_v<T, core::Zone>) {
                remove = gone(e.initiator);
                drop(e.targets);
            } else if constexpr (std::is_same_v<T, core::MaskingView>) {
                drop(e.initiators);
            } else if constexpr (std::is_same_v<T, core::Cluster>) {
                drop(e.members);
                if (!e.witness.empty() && gone(e.witness)) {
                    e.witness.clear();
                    changed = true;
                }
            } else if constexpr (std::is_same_v<T, core::Scenario>) {
                const auto end = std::remove_if(e.events.begin(), e.events.end(),
                                                [&](const core::ScenarioEvent& ev) { return gone(ev.target); });
                changed |= end != e.events.end();
                e.events.erase(end, e.events.end());
            }
        },
        out);
    if (remove) {
        changed = true;
        return std::nullopt;
    }
    return out;
}

} // namespace

int addReferenceCleanup(DesignDocument* document, const GoneReference& gone, QUndoCommand* parent)
{
    const core::Design& design = document->design();
    int count = 0;
    for (Section s : {Section::Fabric, Section::Zone, Section::MaskingView, Section::Cluster, Section::Scenario})
        for (int i = entryCount(design, s) - 1; i >= 0; --i) {
            bool changed = false;
            std::optional<Entry> after = withoutReferences(*entryAt(design, s, i), gone, changed);
            if (!changed)
                continue;
            new CmdEntryChange(document, s, i, std::move(after), parent);
            ++count;
        }
    // A failure injected on the element ends with it (else the analysis would report an
    // unknown target and the failure views would wait for it); undo brings it back.
    std::vector<std::string> failures = document->failures();
    if (std::erase_if(failures, gone) > 0)
        new CmdFailureChange(document, std::move(failures), CmdFailureChange::tr("Repair removed elements"), parent);
    return count;
}

GoneReference deviceReferences(std::function<bool(const std::string& deviceId)> isGone)
{
    // A reference names device D when it is D, or starts with "D:" (port, lane) or "D/"
    // (component) — the rule of core::renameDevice; a link id "A -- B" when either end does.
    auto names = [isGone](const std::string& ref) {
        return isGone(ref.substr(0, ref.find_first_of(":/")));
    };
    return [names](const std::string& ref) {
        const std::size_t dash = ref.find(" -- ");
        if (dash == std::string::npos)
            return names(ref);
        return names(ref.substr(0, dash)) || names(ref.substr(dash + 4));
    };
}

} // namespace topoplan::models
