#include "models/cmddevicemove.h"

#include "models/designdocument.h"

namespace topoplan::models {

namespace {
constexpr int kMoveCommandId = 0x70de01;
}

CmdDeviceMove::CmdDeviceMove(DesignDocument* document, std::map<std::string, Position> positions, int gesture,
                             QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_new(std::move(positions)), m_gesture(gesture)
{
    for (const auto& [id, at] : m_new) {
        const core::Device* d = m_document->design().device(id);
        m_old[id] = d ? d->at : Position{};
    }
    setText(m_new.size() == 1 ? tr("Move %1").arg(QString::fromStdString(m_new.begin()->first))
                              : tr("Move %n devices", nullptr, int(m_new.size())));
}

void CmdDeviceMove::redo()
{
    for (const auto& [id, at] : m_new)
        m_document->setDevicePosition(id, at);
}

void CmdDeviceMove::undo()
{
    for (const auto& [id, at] : m_old)
        m_document->setDevicePosition(id, at);
}

int CmdDeviceMove::id() const { return m_gesture ? kMoveCommandId : -1; }

bool CmdDeviceMove::mergeWith(const QUndoCommand* other)
{
    const auto* o = static_cast<const CmdDeviceMove*>(other);
    if (o->m_gesture != m_gesture || o->m_document != m_document)
        return false;
    for (const auto& [id, at] : o->m_new) {
        m_new[id] = at;
        m_old.try_emplace(id, o->m_old.at(id));
    }
    return true;
}

} // namespace topoplan::models
