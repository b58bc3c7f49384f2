#pragma once

#include "core/design.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace topoplan::models {

class DesignDocument;

/// Removes the cable `linkId` ("a -- b") and the scenario events aimed at it; undo puts
/// it back at its list position.
class CmdLinkRemove : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(CmdLinkRemove)
public:
    CmdLinkRemove(DesignDocument* document, const std::string& linkId, QUndoCommand* parent = nullptr);

    void redo() override;
    void undo() override;

private:
    DesignDocument* m_document;
    std::string m_linkId;
    core::Link m_link;
    int m_index = -1;
};

} // namespace topoplan::models
