#include "models/cmdnotechange.h"

#include "models/designdocument.h"

#include <algorithm>

namespace topoplan::models {

namespace {
constexpr int kNoteMoveCommandId = 0x70de02;
}

CmdNoteChange::CmdNoteChange(DesignDocument* document, std::vector<core::CanvasNote> after, const QString& text,
                             int gesture, QUndoCommand* parent)
    : SwapCommand(document, document->design().canvasNotes, std::move(after), parent), m_gesture(gesture)
{
    setText(text);
}

CmdNoteChange* CmdNoteChange::add(DesignDocument* document, core::CanvasNote note, QUndoCommand* parent)
{
    note.id = document->uniqueDeviceId(note.id.empty() ? std::string("note") : note.id); // note, note-2, ...
    note.pos = {};
    auto notes = document->design().canvasNotes;
    notes.push_back(note);
    return new CmdNoteChange(document, std::move(notes), tr("Add note %1").arg(QString::fromStdString(note.id)), 0, parent);
}

CmdNoteChange* CmdNoteChange::editText(DesignDocument* document, const std::string& id, const std::string& text)
{
    auto notes = document->design().canvasNotes;
    const auto it = std::find_if(notes.begin(), notes.end(), [&](const core::CanvasNote& n) { return n.id == id; });
    if (it == notes.end() || it->text == text)
        return nullptr;
    it->text = text;
    return new CmdNoteChange(document, std::move(notes), tr("Edit note '%1'").arg(QString::fromStdString(id)), 0, nullptr);
}

CmdNoteChange* CmdNoteChange::move(DesignDocument* document, const std::map<std::string, std::pair<double, double>>& positions,
                                   int gesture, QUndoCommand* parent)
{
    auto notes = document->design().canvasNotes;
    for (core::CanvasNote& n : notes)
        if (const auto it = positions.find(n.id); it != positions.end()) {
            n.x = it->second.first;
            n.y = it->second.second;
        }
    const QString text = positions.size() == 1 ? tr("Move note %1").arg(QString::fromStdString(positions.begin()->first))
                                               : tr("Move %n notes", nullptr, int(positions.size()));
    return new CmdNoteChange(document, std::move(notes), text, gesture, parent);
}

CmdNoteChange* CmdNoteChange::remove(DesignDocument* document, const std::vector<std::string>& ids, QUndoCommand* parent)
{
    auto notes = document->design().canvasNotes;
    const auto gone = std::remove_if(notes.begin(), notes.end(), [&](const core::CanvasNote& n) {
        return std::find(ids.begin(), ids.end(), n.id) != ids.end();
    });
    const int removed = int(notes.end() - gone);
    if (removed == 0)
        return nullptr;
    notes.erase(gone, notes.end());
    return new CmdNoteChange(document, std::move(notes), tr("Delete %n note(s)", nullptr, removed), 0, parent);
}

int CmdNoteChange::id() const { return m_gesture ? kNoteMoveCommandId : -1; }

bool CmdNoteChange::mergeWith(const QUndoCommand* other)
{
    const auto* o = static_cast<const CmdNoteChange*>(other);
    if (o->m_gesture != m_gesture || o->m_document != m_document)
        return false;
    m_after = o->m_after; // the list before stays the one from before the drag
    return true;
}

void CmdNoteChange::apply(const std::vector<core::CanvasNote>&, const std::vector<core::CanvasNote>& to)
{
    m_document->setCanvasNotes(to);
}

} // namespace topoplan::models
