#include "models/devicecopy.h"

#include "models/cmdbatch.h"
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

namespace {

// A paste worked out against the document: the devices and cables with their new ids, and
// the top devices (those pasted without their parent).
struct Pasted {
    std::vector<core::Device> devices;
    std::vector<core::Link> links;
    std::vector<std::string> roots;
    QString firstProblem;
};

// Works the paste out. With `batch`, each device and cable is checked and, unless refused
// (firstProblem keeps the first reason), run into the batch at once, so that the next one
// is checked against the design with it. Without, nothing is run or checked: the ids are
// kept unique among the planned devices too; empty (devices and roots) when a device must
// first be checked to be placed (one copied without its parent, to be seated in a free
// slot of that parent).
Pasted plan(DesignDocument* document, const core::Design& fragment, double dx, double dy, CmdBatch* batch)
{
    Pasted out;
    std::map<std::string, std::string> ids;
    std::set<std::string> planned;
    for (const core::Device& d : fragment.devices) {
        core::Device copy = d;
        std::string id;
        for (int n = 1; id.empty(); ++n) {
            const std::string candidate = idStem(d.id) + std::to_string(n);
            if (document->uniqueDeviceId(candidate) == candidate && !planned.count(candidate))
                id = candidate;
        }
        const bool root = d.parent.empty() || !ids.count(d.parent); // its parent is not pasted with it
        ids[d.id] = id;
        copy.id = id;
        copy.parent = d.parent.empty() ? std::string() : renamed(d.parent, ids);
        if (root && !copy.parent.empty()) {
            if (!batch)
                return {};
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
        if (batch) {
            const QString why = CmdDeviceAdd::check(*document, copy);
            if (!why.isEmpty()) {
                if (out.firstProblem.isEmpty())
                    out.firstProblem = why;
                ids.erase(d.id);
                continue;
            }
            batch->run(new CmdDeviceAdd(document, copy, batch));
        }
        planned.insert(id);
        out.devices.push_back(std::move(copy));
        if (root)
            out.roots.push_back(id);
    }
    for (const core::Link& l : fragment.links) {
        core::Link copy = l;
        copy.a = renamed(l.a, ids);
        copy.b = renamed(l.b, ids);
        if (copy.a == l.a || copy.b == l.b)
            continue; // an end was not pasted
        if (batch) {
            if (!CmdLinkAdd::check(*document, copy).isEmpty())
                continue;
            batch->run(new CmdLinkAdd(document, copy, batch));
        }
        out.links.push_back(std::move(copy));
    }
    return out;
}

} // namespace

std::vector<std::string> pasteDevices(DesignDocument* document, const core::Design& fragment, double dx, double dy,
                                      QString* reason, int* added)
{
    if (fragment.devices.empty()) {
        if (reason)
            *reason = QCoreApplication::translate("DeviceCopy", "Nothing to paste.");
        return {};
    }
    // One undo step and one topology build for all (CmdBatch). The whole fragment is
    // checked once, before anything is added (a check builds the topology: one check per
    // device made pasting an MX7000 chassis with its 26 modules take about 1 s on 2,000
    // devices). Only when something in it is refused, or a device must be checked to be
    // seated, is it pasted device by device, skipping what is refused.
    auto* batch = new CmdBatch(document, QString());
    Pasted pasted = plan(document, fragment, dx, dy, nullptr);
    core::Design candidate = document->design();
    candidate.devices.insert(candidate.devices.end(), pasted.devices.begin(), pasted.devices.end());
    candidate.links.insert(candidate.links.end(), pasted.links.begin(), pasted.links.end());
    if (!pasted.devices.empty() && document->newProblem(std::move(candidate)).isEmpty()) {
        // Parents come before their modules in a fragment (copyDevices), devices before
        // cables: every step of the way is part of the checked design.
        for (const core::Device& d : pasted.devices)
            batch->run(new CmdDeviceAdd(document, d, batch));
        for (const core::Link& l : pasted.links)
            batch->run(new CmdLinkAdd(document, l, batch));
    } else {
        pasted = plan(document, fragment, dx, dy, batch);
    }
    batch->setText(QCoreApplication::translate("DeviceCopy", "Paste %n device(s)", nullptr, int(pasted.devices.size())));
    batch->commit(document->undoStack()); // nothing added: nothing pushed
    if (added)
        *added = int(pasted.devices.size());
    if (pasted.roots.empty() && reason)
        *reason = pasted.firstProblem;
    return pasted.roots;
}

} // namespace topoplan::models
