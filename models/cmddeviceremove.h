#pragma once

#include "core/design.h"

#include <QCoreApplication>
#include <QUndoCommand>

#include <set>
#include <utility>
#include <vector>

namespace topoplan::models {

class DesignDocument;

/// Removes a device with everything seated in it (recursively) and every cable on their
/// ports. Undo puts devices and links back at their former list positions, so the
/// written design is byte for byte the one before. The references to the removed devices
/// in fabrics, zoning, masking views, clusters and scenario events go with them
/// (addReferenceCleanup, child commands); a workload's host or storage is left as it is
/// (the design then reports it as an error).
class CmdDeviceRemove : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(CmdDeviceRemove)
public:
    CmdDeviceRemove(DesignDocument* document, const std::string& id, QUndoCommand* parent = nullptr);

    void redo() override;
    void undo() override;

    /// The number of design entries the removal changes besides devices and cables.
    int cleanedEntries() const { return m_cleaned; }

private:
    DesignDocument* m_document;
    std::string m_id;
    std::set<std::string> m_ids; ///< the device and everything seated in it
    int m_cleaned = 0;
    std::vector<std::pair<int, core::Device>> m_devices; ///< removed, ascending index
    std::vector<std::pair<int, core::Link>> m_links;     ///< removed, ascending index
};

} // namespace topoplan::models
