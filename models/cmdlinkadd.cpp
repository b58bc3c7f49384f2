#include "models/cmdlinkadd.h"

#include "models/designdocument.h"

namespace topoplan::models {

CmdLinkAdd::CmdLinkAdd(DesignDocument* document, core::Link link, QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_link(std::move(link))
{
    setText(tr("Cable %1").arg(QString::fromStdString(m_link.id())));
}

QString CmdLinkAdd::check(const DesignDocument& document, const core::Link& link)
{
    if (link.a == link.b)
        return tr("A cable needs two different ports.");
    core::Design candidate = document.design();
    candidate.links.push_back(link);
    return document.newProblem(std::move(candidate));
}

void CmdLinkAdd::redo()
{
    m_index = int(m_document->design().links.size());
    m_document->insertLink(m_index, m_link);
}

void CmdLinkAdd::undo() { m_link = m_document->takeLink(m_index); }

} // namespace topoplan::models
