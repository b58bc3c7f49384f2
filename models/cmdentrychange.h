#pragma once

#include "models/designentry.h"
#include "models/swapcommand.h"

#include <QCoreApplication>

#include <optional>

namespace topoplan::models {

/// Replaces, inserts or removes one entry of a design list by value (a fabric, a zone, a
/// masking view, a workload, a device's configuration and partitions, ...): the one
/// command behind the Design tree and the Inspector. Undo puts the previous value back
/// at the same index.
class CmdEntryChange : public SwapCommand<std::optional<Entry>> {
    Q_DECLARE_TR_FUNCTIONS(CmdEntryChange)
public:
    /// Replaces entry `index` of `section` with `after`, or removes it when `after` is
    /// empty.
    CmdEntryChange(DesignDocument* document, Section section, int index, std::optional<Entry> after,
                   QUndoCommand* parent = nullptr);
    /// Inserts `entry` at `index` (index == count appends).
    static CmdEntryChange* insert(DesignDocument* document, Section section, int index, Entry entry,
                                  QUndoCommand* parent = nullptr);

    /// Why the edit is refused (the core's validation of the edited design finds an error
    /// the design does not have yet, other than a reference left unset); empty when it is
    /// accepted. `after` empty checks a removal.
    static QString check(const DesignDocument& document, Section section, int index, const std::optional<Entry>& after);

protected:
    void apply(const std::optional<Entry>& from, const std::optional<Entry>& to) override;

private:
    CmdEntryChange(DesignDocument* document, Section section, int index, std::optional<Entry> before,
                   std::optional<Entry> after, QUndoCommand* parent);

    Section m_section;
    int m_index;
};

} // namespace topoplan::models
