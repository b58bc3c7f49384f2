#pragma once

#include "models/designdocument.h"

#include <QUndoCommand>

#include <optional>

class QUndoStack;

namespace topoplan::models {

/// One undo step of several commands whose structural changes (devices and cables added
/// or removed) make one topology build and one canvas relayout, not one per command: the
/// role of QUndoStack::beginMacro()'s parent, with redo() and undo() run inside a
/// DesignDocument::StructuralBatch. Composed while the design changes: create the
/// children with this as their parent and hand each to run(), which executes it at once
/// (so that the next child is checked against the design with it); then commit() pushes
/// the step without executing it again. Measured on 2,000 devices (bench_gui, pasting an
/// MX7000 chassis with its 26 modules): docs/gui-responsiveness.md. GUI thread only.
class CmdBatch : public QUndoCommand {
public:
    CmdBatch(DesignDocument* document, const QString& text);

    /// Executes `child`, which must have been created with this command as its parent.
    void run(QUndoCommand* child);
    /// Ends the composition (the one topology build) and pushes the step onto `stack`;
    /// with no child it deletes itself instead. Returns whether it was pushed. The command
    /// belongs to the stack (or is gone) afterwards.
    bool commit(QUndoStack* stack);

    void redo() override;
    void undo() override;

private:
    DesignDocument* m_document;
    std::optional<DesignDocument::StructuralBatch> m_composing;
    bool m_executed = false; ///< the children ran while composing: the push's redo() skips them
};

} // namespace topoplan::models
