#pragma once

#include "core/design.h"
#include "models/swapcommand.h"

#include <QCoreApplication>

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace topoplan::models {

/// Adds, edits, moves or removes canvas notes (core::CanvasNote, issue 16) by replacing
/// the design's whole `canvas_notes` list (a few dozen small values) with the list after
/// the edit; undo puts the list before back, so both are exact. The commands of one drag
/// carry the same non-zero `gesture` and merge into one undo step. Not analysis-relevant:
/// the revision does not move. Use the factories; each is one undo step.
class CmdNoteChange : public SwapCommand<std::vector<core::CanvasNote>> {
    Q_DECLARE_TR_FUNCTIONS(CmdNoteChange)
public:
    /// Adds `note`; its id is made unique in the design first (DesignDocument::uniqueDeviceId).
    static CmdNoteChange* add(DesignDocument* document, core::CanvasNote note, QUndoCommand* parent = nullptr);
    /// Replaces the text of note `id` (nullptr if there is no such note or nothing changes).
    static CmdNoteChange* editText(DesignDocument* document, const std::string& id, const std::string& text);
    /// Moves notes to new top-left positions (scene units), one gesture as CmdDeviceMove does.
    static CmdNoteChange* move(DesignDocument* document, const std::map<std::string, std::pair<double, double>>& positions,
                               int gesture = 0, QUndoCommand* parent = nullptr);
    /// Removes the notes `ids` (nullptr if none of them exists).
    static CmdNoteChange* remove(DesignDocument* document, const std::vector<std::string>& ids, QUndoCommand* parent = nullptr);

    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

protected:
    void apply(const std::vector<core::CanvasNote>& from, const std::vector<core::CanvasNote>& to) override;

private:
    CmdNoteChange(DesignDocument* document, std::vector<core::CanvasNote> after, const QString& text, int gesture,
                  QUndoCommand* parent);
    int m_gesture = 0;
};

} // namespace topoplan::models
