#pragma once

#include <QCoreApplication>
#include <QUndoCommand>

#include <string>
#include <vector>

namespace topoplan::models {

class DesignDocument;

/// Changes the document's failure set (failure-injection mode): fail or repair one
/// target (the Fail tool), show one sweep entry, repair everything. Holds the set before
/// and after, so undo and redo are exact. Changes no design element: the design file
/// written after it is the same as before.
class CmdFailureChange : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(CmdFailureChange)
public:
    /// Replaces the failure set by `after`; `text` is the undo stack's label.
    CmdFailureChange(DesignDocument* document, std::vector<std::string> after, const QString& text,
                     QUndoCommand* parent = nullptr);
    /// Fails `target` (a failure target id) when it is not failed, else repairs it.
    static CmdFailureChange* toggle(DesignDocument* document, const std::string& target);

    void redo() override;
    void undo() override;

private:
    DesignDocument* m_document;
    std::vector<std::string> m_before;
    std::vector<std::string> m_after;
};

} // namespace topoplan::models
