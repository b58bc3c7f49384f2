#include "models/cmdfailurechange.h"

#include "models/designdocument.h"

#include <algorithm>

namespace topoplan::models {

CmdFailureChange::CmdFailureChange(DesignDocument* document, std::vector<std::string> after, const QString& text,
                                   QUndoCommand* parent)
    : QUndoCommand(text, parent), m_document(document), m_before(document->failures()), m_after(std::move(after))
{
}

CmdFailureChange* CmdFailureChange::toggle(DesignDocument* document, const std::string& target)
{
    std::vector<std::string> after = document->failures();
    const auto it = std::find(after.begin(), after.end(), target);
    const bool repair = it != after.end();
    if (repair)
        after.erase(it);
    else
        after.push_back(target);
    const QString id = QString::fromStdString(target);
    return new CmdFailureChange(document, std::move(after), repair ? tr("Repair %1").arg(id) : tr("Fail %1").arg(id));
}

void CmdFailureChange::redo() { m_document->setFailures(m_after); }

void CmdFailureChange::undo() { m_document->setFailures(m_before); }

} // namespace topoplan::models
