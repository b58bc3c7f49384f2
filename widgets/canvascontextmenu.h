#pragma once

#include <QObject>
#include <QPointF>

#include <memory>
#include <string>

class QAction;
class QMenu;
class QPoint;
class QRectF;

namespace topoplan::widgets {

class CableTool;
class DesignView;

/// Keeps the keys typed while `menu`, a popup of the canvas, is open in that menu: its
/// mnemonics ("C" for Cable From Here, "F" for Fail, "Z" for Zoom To) would else fire the
/// canvas's single-key shortcuts (C the Cable tool, F Fit Design), since Qt matches a
/// Qt::WidgetWithChildrenShortcut of the view while the view keeps the focus under a popup,
/// and the menu stayed open (met in the xdotool walk of RA-1, issue 16). Keys with Ctrl,
/// Alt or Meta still reach their shortcuts. Covers the submenus `menu` holds when called.
void keepKeysInMenu(QMenu* menu);
class NoteItem;
class SanActions;

/// The canvas's right-click menu (issue 16) on a device, a cable, a port stub or the
/// empty canvas: properties (selects it for the Inspector), fail / repair, delete,
/// duplicate, seat into a free slot, cable from here, zoom to, and the zoning helper
/// where it applies; on a canvas note: edit, delete; on the empty canvas also "Add Note Here". It reuses the main window's actions and the document's commands
/// (one undo step each); it adds none of its own. Not shown while the Fail tool is
/// active (that tool's right click lists the device's failure targets).
class CanvasContextMenu : public QObject {
    Q_OBJECT
public:
    /// The main window's actions and tools the menu triggers (any may be null: the entry
    /// is left out).
    struct Hooks {
        QAction* duplicate = nullptr;  ///< Edit > Duplicate (acts on the selection)
        QAction* cableTool = nullptr;  ///< the tool bar's Cable tool
        CableTool* cable = nullptr;
        QAction* fit = nullptr;        ///< View > Fit Design
        SanActions* san = nullptr;
    };

    /// Installs itself as `view`'s context menu (Qt::CustomContextMenu).
    CanvasContextMenu(DesignView* view, Hooks hooks);

    /// The menu for scene point `scenePos`, as a right click there shows it; may change
    /// the selection (the item clicked becomes selected unless it already is). Caller
    /// owns it.
    std::unique_ptr<QMenu> menuAt(const QPointF& scenePos);

Q_SIGNALS:
    void statusMessage(const QString& message);

private:
    void show(const QPoint& viewportPos);
    void addDeviceEntries(QMenu* menu, const std::string& id);
    void addPortEntries(QMenu* menu, const std::string& ref);
    void addCableEntries(QMenu* menu, const std::string& linkId, bool midplane);
    void addEmptyEntries(QMenu* menu, const QPointF& scenePos);
    void addNoteEntries(QMenu* menu, NoteItem* note);
    void addFailEntry(QMenu* menu, const std::string& target);
    void addZoneEntries(QMenu* menu, const QStringList& initiators);
    void showProperties();
    void zoomTo(const QRectF& rect);

    DesignView* m_view;
    Hooks m_hooks;
};

} // namespace topoplan::widgets
