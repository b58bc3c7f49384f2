#pragma once

#include "core/design.h"

#include <QCoreApplication>
#include <QUndoCommand>

#include <utility>
#include <vector>

namespace topoplan::models {

class DesignDocument;

/// Removes a device with everything seated in it (recursively) and every cable on their
/// ports. Undo puts devices and links back at their former list positions, so the
/// written design is byte for byte the one before. References from zoning, fabrics or
/// workloads are left as they are (the design then reports them as errors).
class CmdDeviceRemove : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(CmdDeviceRemove)
public:
    CmdDeviceRemove(DesignDocument* document, const std::string& id, QUndoCommand* parent = nullptr);

    void redo() override;
    void undo() override;

private:
    DesignDocument* m_document;
    std::string m_id;
    std::vector<std::pair<int, core::Device>> m_devices; ///< removed, ascending index
    std::vector<std::pair<int, core::Link>> m_links;     ///< removed, ascending index
};

} // namespace topoplan::models
