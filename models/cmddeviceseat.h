#pragma once

#include <QCoreApplication>
#include <QUndoCommand>

#include <optional>
#include <string>
#include <utility>

namespace topoplan::models {

class DesignDocument;

/// Seats an existing device into slot `slot` of device `parent`, or, with an empty
/// parent, takes it out onto the canvas at `at`. Undo restores parent, slot and position.
class CmdDeviceSeat : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(CmdDeviceSeat)
public:
    using Position = std::optional<std::pair<double, double>>;

    CmdDeviceSeat(DesignDocument* document, const std::string& id, const std::string& parent, const std::string& slot,
                  Position at = {}, QUndoCommand* parent_ = nullptr);

    /// Why the device cannot go there (wrong slot type, occupied, too wide, itself or a
    /// descendant as parent, ...); empty when it can.
    static QString check(const DesignDocument& document, const std::string& id, const std::string& parent,
                         const std::string& slot);

    void redo() override;
    void undo() override;

private:
    DesignDocument* m_document;
    std::string m_id;
    std::string m_parent, m_slot;
    Position m_at;
    std::string m_oldParent, m_oldSlot;
    Position m_oldAt;
};

} // namespace topoplan::models
