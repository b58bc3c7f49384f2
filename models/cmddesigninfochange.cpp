#include "models/cmddesigninfochange.h"

#include "models/designdocument.h"

namespace topoplan::models {

CmdDesignInfoChange::CmdDesignInfoChange(DesignDocument* document, DesignInfo info, QUndoCommand* parent)
    : SwapCommand(document, DesignInfo{document->design().name, document->design().notes}, std::move(info), parent)
{
    setText(tr("Change design name and notes"));
}

void CmdDesignInfoChange::apply(const DesignInfo&, const DesignInfo& to) { m_document->setDesignInfo(to.first, to.second); }

} // namespace topoplan::models
