#include "models/devicecopy.h"

#include "models/cmddeviceadd.h"
#include "models/cmdlinkadd.h"
#include "models/designdocument.h"

#include <QCoreApplication>
#include <QUndoStack>

#include <cctype>
#include <map>
#include <set>

namespace topoplan::models {

core::Design copyDevices(const core::Design& design, const std::vector<std::string>& ids)
{
    std::set<std::string> chosen(ids.begin(), ids.end());
    for (bool grew = true; grew;) {
        grew = false;
        for (const core::Device& d : design.devices)
            if (!d.parent.empty() && chosen.count(d.parent) && chosen.insert(d.id).second)
                grew = true;
    }
    core::Design fragment;
    fragment.name = "clipboard";
    fragment.catalogs = design.catalogs;
    for (const core::Device& d : design.devices)
        if (chosen.count(d.id)) {
            core::Device copy = d;
            // A module copied without its parent keeps the parent's id and its slot:
            // pasteDevices seats the copy in a free slot of that parent when it exists.
            fragment.devices.push_back(std::move(copy));
        }
    auto inside = [&chosen](const std::string& ref) { return chosen.count(ref.substr(0, ref.find(':'))) > 0; };
    for (const core::Link& l : design.links)
        if (inside(l.a) && inside(l.b))
            fragment.links.push_back(l);
    return fragment;
}

namespace {
/// "iom-a1" -> "iom-a"; "spine-2" -> "spine-"; "pmax" -> "pmax-": the base new ids grow from.
std::string idStem(const std::string& id)
{
    std::size_t end = id.size();
    while (end > 0 && std::isdigit(static_cast<unsigned char>(id[end - 1])))
        --end;
    if (end == id.size())
        return id + "-";
    return id.substr(0, end);
}

std::string renamed(const std::string& ref, const std::map<std::string, std::string>& ids)
{
    const std::size_t colon = ref.find(':');
    const auto it = ids.find(ref.substr(0, colon));
    return it == ids.end() ? ref : it->second + (colon == std::string::npos ? "" : ref.substr(colon));
}
} // namespace

std::vector<std::string> pasteDevices(DesignDocument* document, const core::Design& fragment, double dx, double dy,
                                      QString* reason, int* added)
{
    std::vector<std::string> roots;
    if (fragment.devices.empty()) {
        if (reason)
            *reason = QCoreApplication::translate("DeviceCopy", "Nothing to paste.");
        return roots;
    }
    QUndoStack* stack = document->undoStack();
    stack->beginMacro(QCoreApplication::translate("DeviceCopy", "Paste %n device(s)", nullptr, int(fragment.devices.size())));
    std::map<std::string, std::string> ids;
    QString firstProblem;
    int pushed = 0;
    for (const core::Device& d : fragment.devices) {
        core::Device copy = d;
        std::string id;
        for (int n = 1; id.empty(); ++n) {
            const std::string candidate = idStem(d.id) + std::to_string(n);
            if (document->uniqueDeviceId(candidate) == candidate)
                id = candidate;
        }
        const bool root = d.parent.empty() || !ids.count(d.parent); // its parent is not pasted with it
        ids[d.id] = id;
        copy.id = id;
        copy.parent = d.parent.empty() ? std::string() : renamed(d.parent, ids);
        if (root && !copy.parent.empty()) {
            // Copied without its parent: into the first free slot of that parent that
            // takes it (Duplicate of a seated sled), else onto the canvas.
            const core::Device* parent = document->design().device(copy.parent);
            const core::Model* parentModel = parent ? document->catalog().find(parent->model) : nullptr;
            bool seated = false;
            for (std::size_t i = 0; parentModel && !seated && i < parentModel->slots.size(); ++i) {
                copy.slot = parentModel->slots[i].name;
                seated = CmdDeviceAdd::check(*document, copy).isEmpty();
            }
            if (!seated) {
                copy.parent.clear();
                copy.slot.clear();
                copy.at.reset(); // placed by the automatic layout
            }
        }
        if (copy.parent.empty() && copy.at)
            copy.at = std::pair<double, double>(copy.at->first + dx, copy.at->second + dy);
        const QString why = CmdDeviceAdd::check(*document, copy);
        if (!why.isEmpty()) {
            if (firstProblem.isEmpty())
                firstProblem = why;
            ids.erase(d.id);
            continue;
        }
        stack->push(new CmdDeviceAdd(document, copy));
        ++pushed;
        if (root)
            roots.push_back(id);
    }
    for (const core::Link& l : fragment.links) {
        core::Link copy = l;
        copy.a = renamed(l.a, ids);
        copy.b = renamed(l.b, ids);
        if (copy.a == l.a || copy.b == l.b)
            continue; // an end was not pasted
        if (CmdLinkAdd::check(*document, copy).isEmpty())
            stack->push(new CmdLinkAdd(document, copy));
    }
    stack->endMacro();
    if (added)
        *added = pushed;
    if (pushed > 0 && pushed != int(fragment.devices.size())) // the undo text says what was added
        const_cast<QUndoCommand*>(stack->command(stack->index() - 1))
            ->setText(QCoreApplication::translate("DeviceCopy", "Paste %n device(s)", nullptr, pushed));
    if (pushed == 0) {
        // Drop the empty macro: an obsolete command is deleted when undone.
        const_cast<QUndoCommand*>(stack->command(stack->index() - 1))->setObsolete(true);
        stack->undo();
    }
    if (roots.empty() && reason)
        *reason = firstProblem;
    return roots;
}

} // namespace topoplan::models
