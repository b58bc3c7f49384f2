#pragma once

#include "core/design.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace topoplan::models {

class DesignDocument;

/// Adds a device (free-standing with `at`, or seated with parent and slot) at the end of
/// the design's device list. Undo removes it again.
class CmdDeviceAdd : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(CmdDeviceAdd)
public:
    CmdDeviceAdd(DesignDocument* document, core::Device device, QUndoCommand* parent = nullptr);

    /// Why `device` cannot be added to `document` (duplicate id, unknown model, wrong or
    /// occupied slot, ...) as a sentence for the user; empty when it can.
    static QString check(const DesignDocument& document, const core::Device& device);

    void redo() override;
    void undo() override;

private:
    DesignDocument* m_document;
    core::Device m_device;
    int m_index = -1;
};

} // namespace topoplan::models
