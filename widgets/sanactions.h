#pragma once

#include <QObject>
#include <QStringList>

#include <functional>

class QAction;
class QDialog;
class QMenu;
class QWidget;

namespace topoplan::models {
class DesignDocument;
}

namespace topoplan::widgets {

class DesignScene;

/// The zoning helper's GUI (issue 16): "Zone Initiators to Port Group..." (a dialog with
/// the FC initiator ports, those of the canvas selection checked, and the port groups)
/// and "Create Fabrics from Cabling", for the SAN menu and the canvas context menu. Each
/// is one undo step (models/zoninghelper.h); the outcome goes to statusMessage().
class SanActions : public QObject {
    Q_OBJECT
public:
    SanActions(models::DesignDocument* document, DesignScene* scene, QWidget* parent);

    QAction* zoneAction() const { return m_zone; }
    QAction* fabricsAction() const { return m_fabrics; }
    /// Adds both actions to `menu`.
    void addTo(QMenu* menu) const;

    /// Zones `initiators` (port references) to port group `portGroup` at once (the context
    /// menu's "Zone to port group" entries).
    void zone(const QStringList& initiators, const QString& portGroup);
    /// The FC initiator candidates (models::zoningInitiatorCandidates) on device `id` or
    /// on the devices seated in it, at any depth: a host's CNAs, a chassis's sleds' CNAs.
    QStringList initiatorsOn(const std::string& id) const;
    /// The design's port group ids, in file order.
    QStringList portGroups() const;
    /// Opens the dialog with `checked` initiators filled in (none: those of the
    /// selection). Its port group and initiator fields are IdPickers (object names
    /// "portGroup", "initiators").
    void openZoneDialog(const QStringList& checked = {});
    /// Called with the dialog before it runs (tests and the walk-through fill it in).
    std::function<void(QDialog*)> dialogHook;

Q_SIGNALS:
    void statusMessage(const QString& message);

private:
    models::DesignDocument* m_document;
    DesignScene* m_scene;
    QWidget* m_parent;
    QAction* m_zone;
    QAction* m_fabrics;
};

} // namespace topoplan::widgets
