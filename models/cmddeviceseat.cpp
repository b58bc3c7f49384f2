#include "models/cmddeviceseat.h"

#include "models/designdocument.h"

namespace topoplan::models {

CmdDeviceSeat::CmdDeviceSeat(DesignDocument* document, const std::string& id, const std::string& parent,
                             const std::string& slot, Position at, QUndoCommand* parent_)
    : QUndoCommand(parent_), m_document(document), m_id(id), m_parent(parent), m_slot(slot), m_at(at)
{
    if (const core::Device* d = document->design().device(id)) {
        m_oldParent = d->parent;
        m_oldSlot = d->slot;
        m_oldAt = d->at;
    }
    if (!parent.empty())
        m_at.reset();
    setText(parent.empty() ? tr("Unseat %1").arg(QString::fromStdString(id))
                           : tr("Seat %1 in %2 %3")
                                 .arg(QString::fromStdString(id), QString::fromStdString(parent),
                                      QString::fromStdString(slot)));
}

QString CmdDeviceSeat::check(const DesignDocument& document, const std::string& id, const std::string& parent,
                             const std::string& slot)
{
    const core::Device* d = document.design().device(id);
    if (!d)
        return tr("There is no device '%1'.").arg(QString::fromStdString(id));
    for (std::string p = parent; !p.empty();) {
        if (p == id)
            return tr("%1 cannot be seated in itself or in a device it contains.").arg(QString::fromStdString(id));
        const core::Device* pd = document.design().device(p);
        p = pd ? pd->parent : std::string();
    }
    core::Design candidate = document.design();
    core::Device* c = candidate.device(id);
    c->parent = parent;
    c->slot = slot;
    if (!parent.empty())
        c->at.reset();
    return document.newProblem(std::move(candidate));
}

void CmdDeviceSeat::redo() { m_document->setDeviceSeat(m_id, m_parent, m_slot, m_at); }

void CmdDeviceSeat::undo() { m_document->setDeviceSeat(m_id, m_oldParent, m_oldSlot, m_oldAt); }

} // namespace topoplan::models
