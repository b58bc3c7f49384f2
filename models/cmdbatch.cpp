#include "models/cmdbatch.h"

#include <QUndoStack>

namespace topoplan::models {

CmdBatch::CmdBatch(DesignDocument* document, const QString& text) : m_document(document)
{
    setText(text);
    m_composing.emplace(document);
}

void CmdBatch::run(QUndoCommand* child)
{
    Q_ASSERT(m_composing);
    child->redo();
}

bool CmdBatch::commit(QUndoStack* stack)
{
    m_composing.reset();
    if (childCount() == 0) {
        delete this;
        return false;
    }
    m_executed = true;
    stack->push(this);
    return true;
}

void CmdBatch::redo()
{
    if (m_executed) {
        m_executed = false;
        return;
    }
    const DesignDocument::StructuralBatch batch(m_document);
    QUndoCommand::redo();
}

void CmdBatch::undo()
{
    const DesignDocument::StructuralBatch batch(m_document);
    QUndoCommand::undo();
}

} // namespace topoplan::models
