#include "models/cmdlinkremove.h"

#include "models/designdocument.h"
#include "models/referencecleanup.h"

namespace topoplan::models {

CmdLinkRemove::CmdLinkRemove(DesignDocument* document, const std::string& linkId, QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_linkId(linkId)
{
    setText(tr("Remove cable %1").arg(QString::fromStdString(linkId)));
    // Scenario events aimed at the cable go with it.
    addReferenceCleanup(document, [linkId](const std::string& ref) { return ref == linkId; }, this);
}

void CmdLinkRemove::redo()
{
    QUndoCommand::redo(); // the reference clean-up (children)
    m_index = m_document->linkIndex(m_linkId);
    if (m_index >= 0)
        m_link = m_document->takeLink(m_index);
}

void CmdLinkRemove::undo()
{
    if (m_index >= 0)
        m_document->insertLink(m_index, m_link);
    QUndoCommand::undo();
}

} // namespace topoplan::models
