#include "models/cmddevicerack.h"

#include "core/racklayout.h"
#include "models/designdocument.h"

namespace topoplan::models {

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

QString units(const core::MountedDevice& m)
{
    return m.highU > m.lowU ? QStringLiteral("U%1-U%2").arg(m.lowU).arg(m.highU) : QStringLiteral("U%1").arg(m.lowU);
}

} // namespace

CmdDeviceRack::CmdDeviceRack(DesignDocument* document, const std::string& id, const core::RackMount& mount, QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_id(id), m_new(mount)
{
    if (const core::Device* d = document->design().device(id))
        m_old = d->mount;
    setText(mount.racked() ? tr("Rack %1 at %2 U%3 (%4)").arg(qs(id), qs(mount.rack)).arg(mount.u).arg(qs(mount.face.empty() ? "front" : mount.face))
                           : tr("Unrack %1").arg(qs(id)));
}

core::RackMount CmdDeviceRack::moved(const DesignDocument& document, const std::string& id, const std::string& rack, int u,
                                     const std::string& face)
{
    core::RackMount m;
    if (rack.empty())
        return m;
    const core::Device* d = document.design().device(id);
    if (d)
        m = d->mount;
    if (!d || m.rack != rack)
        m.feeds.clear();
    m.rack = rack;
    m.u = u;
    m.face = face == "rear" ? "rear" : "front"; // as the reader fills it in
    return m;
}

QString CmdDeviceRack::check(const DesignDocument& document, const std::string& id, const core::RackMount& mount)
{
    const core::Device* d = document.design().device(id);
    if (!d)
        return tr("There is no device '%1'.").arg(qs(id));
    if (!d->parent.empty())
        return tr("%1 is seated in %2: it is racked with its parent.").arg(qs(id), qs(d->parent));
    core::Design candidate = document.design();
    candidate.device(id)->mount = mount;
    if (mount.racked()) {
        const core::Rack* rack = candidate.rack(mount.rack);
        if (!rack)
            return tr("There is no rack '%1'.").arg(qs(mount.rack));
        const core::RackLayout layout = core::rackLayout(candidate, document.catalog());
        const core::RackSummary* summary = nullptr;
        for (const core::RackSummary& r : layout.racks)
            summary = r.rack->id == mount.rack ? &r : summary;
        const core::MountedDevice* self = nullptr;
        for (const core::MountedDevice& m : summary->devices)
            self = m.device == id ? &m : self;
        const int height = self->highU - self->lowU + 1;
        if (self->lowU < 1 || self->highU > rack->heightU)
            return tr("%1 is %2 U tall: at U%3 it would take %4, beyond %5's %6 U.")
                .arg(qs(id))
                .arg(height)
                .arg(self->lowU)
                .arg(units(*self), qs(rack->id))
                .arg(rack->heightU);
        // The nearest device above the drop point on the same face, for "taller than the free space".
        const core::MountedDevice* above = nullptr;
        for (const core::MountedDevice& o : summary->devices) {
            if (o.device == id || o.highU < o.lowU || o.lowU > self->highU || o.highU < self->lowU)
                continue;
            if (o.face == self->face) {
                if (o.lowU <= self->lowU)
                    return tr("U%1 on the %2 face of %3 is taken by %4 (%5).")
                        .arg(self->lowU)
                        .arg(qs(self->face), qs(rack->id), qs(o.device), units(o));
                if (!above || o.lowU < above->lowU)
                    above = &o;
            } else if (self->fullDepth || o.fullDepth) {
                return self->fullDepth
                           ? tr("%1 is full depth: it would reach %2 (%3) mounted on the %4 face.")
                                 .arg(qs(id), qs(o.device), units(o), qs(o.face))
                           : tr("%1 (%2) on the %3 face is full depth: it leaves no room at %4.")
                                 .arg(qs(o.device), units(o), qs(o.face), units(*self));
            }
        }
        if (above)
            return tr("%1 is %2 U tall: only %3 U are free from U%4 up to %5 at U%6.")
                .arg(qs(id))
                .arg(height)
                .arg(above->lowU - self->lowU)
                .arg(self->lowU)
                .arg(qs(above->device))
                .arg(above->lowU);
    }
    return document.newProblem(std::move(candidate));
}

void CmdDeviceRack::redo() { m_document->setDeviceMount(m_id, m_new); }

void CmdDeviceRack::undo() { m_document->setDeviceMount(m_id, m_old); }

} // namespace topoplan::models
