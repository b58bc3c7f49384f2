#include "models/referencecleanup.h"

#include "models/cmdentrychange.h"
#include "models/cmdfailurechange.h"
#include "models/designdocument.h"
#include "models/designentry.h"

namespace topoplan::models {

namespace {

/// `entry` without the references `gone` accepts (core::visitReferences: listed ones leave
/// their list, optional ones are cleared); std::nullopt when the entry itself goes (a zone
/// of a removed initiator). `changed` tells whether anything was dropped.
std::optional<Entry> withoutReferences(const Entry& entry, const GoneReference& gone, bool& changed)
{
    changed = false;
    Entry out = entry;
    const bool lost = std::visit(
        [&](auto& e) {
            return core::visitReferences(e, [&](std::string& ref, core::RefKind, core::RefRole role) {
                const bool drop = gone(ref);
                changed |= drop && role != core::RefRole::Defining;
                return drop;
            });
        },
        out);
    // Single references that make an entry what it is (a workload's host or storage, a
    // storage group's storage, a port group's array, a masking view's groups) are kept:
    // the entry is then left out of the analysis and reported (DesignDocument::topology())
    // for the user to decide. A zone is nothing without its initiator.
    if (lost && sectionOf(entry) == Section::Zone) {
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
    for (int k = 0; k < kSectionCount; ++k) {
        const Section s = Section(k);
        if (s == Section::Link)
            continue; // cables refer to devices only, and go with them (CmdDeviceRemove)
        for (int i = entryCount(design, s) - 1; i >= 0; --i) {
            bool changed = false;
            std::optional<Entry> after = withoutReferences(*entryAt(design, s, i), gone, changed);
            if (!changed)
                continue;
            new CmdEntryChange(document, s, i, std::move(after), parent);
            ++count;
        }
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
    // The rule of core::renameDevice: a reference end names the device that owns it.
    return [isGone](const std::string& ref) {
        for (std::string_view end : core::referenceEnds(ref))
            if (isGone(std::string(core::referenceOwner(end))))
                return true;
        return false;
    };
}

GoneReference entryReferences(const std::string& id)
{
    // Ids share one namespace (core::designIds): a reference equal to the id names it.
    return [id](const std::string& ref) { return ref == id; };
}

} // namespace topoplan::models
