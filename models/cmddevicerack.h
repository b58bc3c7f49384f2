#pragma once

#include "core/rack.h"

#include <QCoreApplication>
#include <QUndoCommand>

#include <string>

namespace topoplan::models {

class DesignDocument;

/// Racks a top-level device: rack, lowest U and face (core::RackMount), or takes it out of
/// its rack (an empty rack). One command per gesture (a drag in the Racks view is committed
/// on release); undo restores the mount it had, feeds and depth included.
class CmdDeviceRack : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(CmdDeviceRack)
public:
    CmdDeviceRack(DesignDocument* document, const std::string& id, const core::RackMount& mount, QUndoCommand* parent = nullptr);

    /// The mount device `id` gets when dropped at `u` on `face` ("front", "rear") of `rack`:
    /// its depth kept, its feeds kept when it stays in the same rack (else every feed of
    /// the new rack). An empty `rack`: not racked.
    static core::RackMount moved(const DesignDocument& document, const std::string& id, const std::string& rack, int u,
                                 const std::string& face);
    /// Why device `id` cannot take `mount` (translated, for the status bar), or "" when it
    /// can: a seated device; an unknown rack; the device reaching below U1 or above the
    /// rack's top; a unit on the same face taken (overlap), or fewer free units above the
    /// drop point than the device is tall; a full-depth device (it, or the other)
    /// sharing a unit with a device on the opposite face (the checks of
    /// core::rackFindings, docs/racks.md "Checks"); then any error the edit would add
    /// (DesignDocument::newProblem).
    static QString check(const DesignDocument& document, const std::string& id, const core::RackMount& mount);

    void redo() override;
    void undo() override;

private:
    DesignDocument* m_document;
    std::string m_id;
    core::RackMount m_new;
    core::RackMount m_old;
};

} // namespace topoplan::models
