#include "models/devicecopy.h"

#include "models/cmdbatch.h"
#include "models/cmddeviceadd.h"
#include "models/cmdlinkadd.h"
#include "models/cmdnotechange.h"
#include "models/designdocument.h"

#include <QCoreApplication>
#include <QUndoStack>

#include <cctype>
#include <map>
#include <set>

namespace topoplan::models {

core::Design copyDevices(const core::Design& design, const std::vector<std::string>& ids,
                         const std::vector<std::string>& noteIds, bool outsideCables)
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
            // A copy is not racked: its rack position belongs to the original, and the
            // fragment carries no racks (a pasted device lands on the canvas, unracked).
            copy.mount = {};
            // A module copied without its parent keeps the parent's id and its slot:
            // pasteDevices seats the copy in a free slot of that parent when it exists.
            fragment.devices.push_back(std::move(copy));
        }
    auto inside = [&chosen](const std::string& ref) { return chosen.count(ref.substr(0, ref.find(':'))) > 0; };
    for (const core::Link& l : design.links)
        if (inside(l.a) && inside(l.b) || (outsideCables && (inside(l.a) || inside(l.b))))
            fragment.links.push_back(l);
    const std::set<std::string> notes(noteIds.begin(), noteIds.end());
    for (const core::CanvasNote& n : design.canvasNotes)
        if (notes.count(n.id))
            fragment.canvasNotes.push_back(n);
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

// A paste worked out against the document: the devices and cables with their new ids, the
// top devices (those pasted without their parent), and what was left out or placed
// otherwise than copied, one sentence each.
struct Pasted {
    std::vector<core::Device> devices;
    std::vector<core::Link> links;
    std::vector<std::string> roots;
    QStringList notes;
};

// A refusal as a clause of the paste's message (its sentences end with a period).
QString clause(QString why)
{
    while (why.endsWith(QLatin1Char('.')))
        why.chop(1);
    return why;
}

// The fragment's devices, each after its parent when the parent is in the fragment too (a
// module may be listed before its chassis); otherwise in the fragment's order.
std::vector<const core::Device*> parentsFirst(const core::Design& fragment)
{
    std::set<std::string> placed;
    std::vector<const core::Device*> order;
    for (const core::Device& d : fragment.devices) {
        std::vector<const core::Device*> chain; // d, its parent, ... while in the fragment
        for (const core::Device* x = &d; x && !placed.count(x->id) && chain.size() <= fragment.devices.size();
             x = x->parent.empty() ? nullptr : fragment.device(x->parent))
            chain.push_back(x);
        for (auto it = chain.rbegin(); it != chain.rend(); ++it)
            if (placed.insert((*it)->id).second)
                order.push_back(*it);
    }
    return order;
}

// Works the paste out. With `batch`, each device and cable is checked and, unless refused
// (a note says why), run into the batch at once, so that the next one is checked against
// the design with it. Without, nothing is run or checked: the ids are kept unique among
// the planned devices too; empty (devices and roots) when a device must first be checked
// to be placed (one copied without its parent, to be seated in a free slot of that parent).
Pasted plan(DesignDocument* document, const core::Design& fragment, double dx, double dy, CmdBatch* batch)
{
    Pasted out;
    std::set<std::string> inFragment;
    for (const core::Device& d : fragment.devices)
        inFragment.insert(d.id);
    std::map<std::string, std::string> ids; // fragment id -> new id, of the devices pasted
    std::set<std::string> planned;
    for (const core::Device* source : parentsFirst(fragment)) {
        const core::Device& d = *source;
        const bool inner = !d.parent.empty() && inFragment.count(d.parent); // its parent is pasted with it
        if (inner && !ids.count(d.parent)) {
            out.notes << QCoreApplication::translate("DeviceCopy", "%1 left out: its parent %2 was not pasted")
                             .arg(QString::fromStdString(d.id), QString::fromStdString(d.parent));
            continue;
        }
        core::Device copy = d;
        // Its own id while that is free (a cut device pasted back keeps it, and with it the
        // references of port groups, storage groups, zones and workloads; newcomer 19),
        // else a fresh one from its stem.
        std::string id = document->uniqueDeviceId(d.id) == d.id && !planned.count(d.id) ? d.id : std::string();
        for (int n = 1; id.empty(); ++n) {
            const std::string candidate = idStem(d.id) + std::to_string(n);
            if (document->uniqueDeviceId(candidate) == candidate && !planned.count(candidate))
                id = candidate;
        }
        copy.id = id;
        if (id != d.id)
            copy.mount = {}; // a copy beside the original is not in the original's rack place
        copy.parent = inner ? ids.at(d.parent) : d.parent;
        bool checked = false; // seated by a check that passed: not checked again
        if (!inner && !copy.parent.empty()) {
            if (!batch)
                return {};
            // Copied without its parent: into the first free slot of that parent that
            // takes it (Duplicate of a seated sled), else onto the canvas.
            const core::Device* parent = document->design().device(copy.parent);
            const core::Model* parentModel = parent ? document->catalog().find(parent->model) : nullptr;
            // Its own slot first (a cut module pasted back), then the first free one.
            bool seated = parentModel && !copy.slot.empty() && CmdDeviceAdd::check(*document, copy).isEmpty();
            for (std::size_t i = 0; parentModel && !seated && i < parentModel->slots.size(); ++i) {
                copy.slot = parentModel->slots[i].name;
                seated = CmdDeviceAdd::check(*document, copy).isEmpty();
            }
            checked = seated;
            if (!seated) {
                out.notes << (parent ? QCoreApplication::translate("DeviceCopy", "%1 placed on the canvas: no free slot of %2 takes it")
                                     : QCoreApplication::translate("DeviceCopy", "%1 placed on the canvas: %2 is not in this design"))
                                 .arg(QString::fromStdString(id), QString::fromStdString(copy.parent));
                copy.parent.clear();
                copy.slot.clear();
                copy.at.reset(); // placed by the automatic layout
            }
        }
        if (copy.parent.empty() && copy.at)
            copy.at = std::pair<double, double>(copy.at->first + dx, copy.at->second + dy);
        if (batch) {
            QString why = checked ? QString() : CmdDeviceAdd::check(*document, copy);
            if (!why.isEmpty() && copy.mount.racked()) {
                // Its rack place is taken (or the rack gone): pasted unracked.
                core::Device unracked = copy;
                unracked.mount = {};
                if (CmdDeviceAdd::check(*document, unracked).isEmpty()) {
                    copy = std::move(unracked);
                    why.clear();
                }
            }
            if (!why.isEmpty()) {
                out.notes << QCoreApplication::translate("DeviceCopy", "%1 left out: %2").arg(QString::fromStdString(d.id), clause(why));
                continue;
            }
            batch->run(new CmdDeviceAdd(document, copy, batch));
        }
        ids[d.id] = id;
        planned.insert(id);
        out.devices.push_back(std::move(copy));
        if (!inner)
            out.roots.push_back(id);
    }
    auto pastedEnd = [&](const std::string& ref) { return ids.count(ref.substr(0, ref.find(':'))) > 0; };
    // A cable from a device pasted under its own id to a device outside the fragment that
    // the design holds (a cut device's cables, copyDevices' outsideCables) comes back too,
    // unless its port is taken meanwhile (CmdLinkAdd refuses it; said in the notes).
    auto restored = [&](const std::string& in, const std::string& out) {
        const std::string dev = in.substr(0, in.find(':')), other = out.substr(0, out.find(':'));
        const auto it = ids.find(dev);
        return it != ids.end() && it->second == dev && !inFragment.count(other) && document->design().device(other);
    };
    for (const core::Link& l : fragment.links) {
        const bool a = pastedEnd(l.a), b = pastedEnd(l.b);
        if (!(a && b) && !(a && restored(l.a, l.b)) && !(b && restored(l.b, l.a))) {
            out.notes << QCoreApplication::translate("DeviceCopy", "cable %1 left out: an end's device is not pasted").arg(QString::fromStdString(l.id()));
            continue;
        }
        core::Link copy = l;
        copy.a = renamed(l.a, ids);
        copy.b = renamed(l.b, ids);
        if (batch) {
            const QString why = CmdLinkAdd::check(*document, copy);
            if (!why.isEmpty()) {
                out.notes << QCoreApplication::translate("DeviceCopy", "cable %1 left out: %2").arg(QString::fromStdString(l.id()), clause(why));
                continue;
            }
            batch->run(new CmdLinkAdd(document, copy, batch));
        }
        out.links.push_back(std::move(copy));
    }
    return out;
}

// "note-3" -> "note": the base a pasted note's fresh id grows from (CmdNoteChange::add
// makes it unique: note, note-2, ...).
std::string noteStem(const std::string& id)
{
    std::size_t end = id.size();
    while (end > 0 && std::isdigit(static_cast<unsigned char>(id[end - 1])))
        --end;
    return end < id.size() && end > 1 && id[end - 1] == '-' ? id.substr(0, end - 1) : id;
}

// Runs the fragment's notes into `batch`, shifted by (dx, dy), while the design has room
// for them (core::kMaxCanvasNotes); returns the new ids.
std::vector<std::string> pasteNotes(DesignDocument* document, const core::Design& fragment, double dx, double dy,
                                    CmdBatch* batch, QStringList& notes)
{
    std::vector<std::string> ids;
    for (const core::CanvasNote& n : fragment.canvasNotes) {
        if (document->design().canvasNotes.size() >= core::kMaxCanvasNotes) {
            notes << QCoreApplication::translate("DeviceCopy", "note %1 left out: the design holds %2 notes, the most it may have")
                         .arg(QString::fromStdString(n.id))
                         .arg(core::kMaxCanvasNotes);
            continue;
        }
        core::CanvasNote copy = n;
        copy.id = noteStem(n.id);
        copy.x += dx;
        copy.y += dy;
        batch->run(CmdNoteChange::add(document, copy, batch));
        ids.push_back(document->design().canvasNotes.back().id); // add() appends it
    }
    return ids;
}

} // namespace

std::vector<std::string> pasteDevices(DesignDocument* document, const core::Design& fragment, double dx, double dy,
                                      QString* reason, int* added, std::vector<std::string>* notes)
{
    if (notes)
        notes->clear();
    if (fragment.devices.empty() && fragment.canvasNotes.empty()) {
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
    const auto allFit = [&] {
        core::Design candidate = document->design();
        candidate.devices.insert(candidate.devices.end(), pasted.devices.begin(), pasted.devices.end());
        candidate.links.insert(candidate.links.end(), pasted.links.begin(), pasted.links.end());
        return !pasted.devices.empty() && document->newProblem(std::move(candidate)).isEmpty();
    };
    if (fragment.devices.empty()) {
        // Notes only: nothing to check against the topology.
    } else if (allFit()) {
        // Parents come before their modules in a fragment (copyDevices), devices before
        // cables: every step of the way is part of the checked design.
        for (const core::Device& d : pasted.devices)
            batch->run(new CmdDeviceAdd(document, d, batch));
        for (const core::Link& l : pasted.links)
            batch->run(new CmdLinkAdd(document, l, batch));
    } else {
        pasted = plan(document, fragment, dx, dy, batch);
    }
    // Notes hold no reference: pasted after the devices, whatever was refused of those.
    const std::vector<std::string> noteIds = pasteNotes(document, fragment, dx, dy, batch, pasted.notes);
    const int devices = int(pasted.devices.size()), pastedNotes = int(noteIds.size());
    batch->setText(pastedNotes == 0 ? QCoreApplication::translate("DeviceCopy", "Paste %n device(s)", nullptr, devices)
                   : devices == 0   ? QCoreApplication::translate("DeviceCopy", "Paste %n note(s)", nullptr, pastedNotes)
                                    : QCoreApplication::translate("DeviceCopy", "Paste %n item(s)", nullptr, devices + pastedNotes));
    batch->commit(document->undoStack()); // nothing added: nothing pushed
    if (added)
        *added = devices;
    if (notes)
        *notes = noteIds;
    // (lupdate 6.4 loops forever on "notes.size() - 1" written inside the translate() call)
    const int more = int(pasted.notes.size()) - 1;
    if (reason && more > 0)
        *reason = QCoreApplication::translate("DeviceCopy", "%1, and %n more", nullptr, more).arg(pasted.notes.front());
    else if (reason)
        *reason = pasted.notes.value(0);
    return pasted.roots;
}

} // namespace topoplan::models
