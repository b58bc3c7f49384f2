#pragma once

#include "core/design.h"
#include "models/swapcommand.h"

#include <QCoreApplication>

namespace topoplan::models {

/// Replaces the design's `requirements:` (min_paths, no_spof, ...; keys in
/// core::requirementsSchema()) by value. Undo restores the previous set.
class CmdRequirementsChange : public SwapCommand<core::Props> {
    Q_DECLARE_TR_FUNCTIONS(CmdRequirementsChange)
public:
    CmdRequirementsChange(DesignDocument* document, core::Props requirements, QUndoCommand* parent = nullptr);

protected:
    void apply(const core::Props& from, const core::Props& to) override;
};

} // namespace topoplan::models
