#pragma once

#include <QUndoCommand>

#include <utility>

namespace topoplan::models {

class DesignDocument;

/// Base of the commands whose undo is their redo with the two values swapped: the
/// command holds the value before and after the edit (plain values, never items) and one
/// apply(from, to) that makes the document go from one to the other. Undo and redo are
/// then exact by construction. `Value` is copyable (an id pair, an optional entry, ...).
template <typename Value>
class SwapCommand : public QUndoCommand {
public:
    SwapCommand(DesignDocument* document, Value before, Value after, QUndoCommand* parent = nullptr)
        : QUndoCommand(parent), m_document(document), m_before(std::move(before)), m_after(std::move(after))
    {
    }

    void redo() override { apply(m_before, m_after); }
    void undo() override { apply(m_after, m_before); }

    /// The values before and after the edit (what undo and redo go to).
    const Value& before() const { return m_before; }
    const Value& after() const { return m_after; }

protected:
    /// Changes the document from state `from` to state `to`.
    virtual void apply(const Value& from, const Value& to) = 0;

    DesignDocument* m_document;
    Value m_before;
    Value m_after;
};

} // namespace topoplan::models
