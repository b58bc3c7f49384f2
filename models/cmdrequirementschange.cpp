#include "models/cmdrequirementschange.h"

#include "models/designdocument.h"

namespace topoplan::models {

CmdRequirementsChange::CmdRequirementsChange(DesignDocument* document, core::Props requirements, QUndoCommand* parent)
    : SwapCommand(document, document->design().requirements, std::move(requirements), parent)
{
    setText(tr("Change requirements"));
}

void CmdRequirementsChange::apply(const core::Props&, const core::Props& to) { m_document->setRequirements(to); }

} // namespace topoplan::models
