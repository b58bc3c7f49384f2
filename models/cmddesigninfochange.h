#pragma once

#include "models/swapcommand.h"

#include <QCoreApplication>

#include <string>
#include <utility>
#include <vector>

namespace topoplan::models {

/// The design's `name:` and `notes:` (free text, UTF-8; one note per entry), as one value.
using DesignInfo = std::pair<std::string, std::vector<std::string>>;

/// Replaces the design's name and notes by value (the Inspector's design page). Undo
/// restores the previous pair. Not analysis-relevant: the revision does not move.
class CmdDesignInfoChange : public SwapCommand<DesignInfo> {
    Q_DECLARE_TR_FUNCTIONS(CmdDesignInfoChange)
public:
    CmdDesignInfoChange(DesignDocument* document, DesignInfo info, QUndoCommand* parent = nullptr);

protected:
    void apply(const DesignInfo& from, const DesignInfo& to) override;
};

} // namespace topoplan::models
