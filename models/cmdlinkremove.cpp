#include "models/cmdlinkremove.h"

#include "models/designdocument.h"

namespace topoplan::models {

CmdLinkRemove::CmdLinkRemove(DesignDocument* document, const std::string& linkId, QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_linkId(linkId)
{
    setText(tr("Remove cable %1").arg(QString::fromStdString(linkId)));
}

void CmdLinkRemove::redo()
{
    m_index = m_document->linkIndex(m_linkId);
    if (m_index >= 0)
        m_link = m_document->takeLink(m_index);
}

void CmdLinkRemove::undo()
{
    if (m_index >= 0)
        m_document->insertLink(m_index, m_link);
}

} // namespace topoplan::models
