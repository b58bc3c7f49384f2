#pragma once

#include <QCoreApplication>
#include <QUndoCommand>

#include <map>
#include <optional>
#include <string>
#include <utility>

namespace topoplan::models {

class DesignDocument;

/// Sets the canvas positions (`at`, scene units, top-left corner) of free-standing
/// devices. The commands of one drag gesture carry the same non-zero `gesture` number and
/// merge into one undo step that keeps the positions from before the drag.
class CmdDeviceMove : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(CmdDeviceMove)
public:
    using Position = std::optional<std::pair<double, double>>;

    CmdDeviceMove(DesignDocument* document, std::map<std::string, Position> positions, int gesture = 0,
                  QUndoCommand* parent = nullptr);

    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    DesignDocument* m_document;
    std::map<std::string, Position> m_new;
    std::map<std::string, Position> m_old;
    int m_gesture;
};

} // namespace topoplan::models
