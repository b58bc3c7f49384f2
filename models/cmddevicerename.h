#pragma once

#include "models/swapcommand.h"

#include <QCoreApplication>

#include <string>
#include <utility>

namespace topoplan::models {

/// Renames a device and every reference to it (core::renameDevice): links, zoning,
/// masking views, workloads, ... Undo renames it back, which is exact because the new id
/// was unused (check()).
class CmdDeviceRename : public SwapCommand<std::string> {
    Q_DECLARE_TR_FUNCTIONS(CmdDeviceRename)
public:
    CmdDeviceRename(DesignDocument* document, const std::string& from, const std::string& to,
                    QUndoCommand* parent = nullptr);

    /// Why `from` cannot be renamed to `to` (no such device, `to` not an id or already
    /// used by any element of the design); empty when it can.
    static QString check(const DesignDocument& document, const std::string& from, const std::string& to);

protected:
    void apply(const std::string& from, const std::string& to) override;
};

} // namespace topoplan::models
