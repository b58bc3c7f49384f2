#pragma once

#include <QObject>

class QAction;
class QDockWidget;
class QMainWindow;

namespace topoplan::widgets {

class DesignScene;
class DesignView;
class RackView;

/// The Racks dock of a main window: a RackView in a scroll area under a tool bar (front,
/// rear or both faces; zoom in, out, fit), tabbed with the Analysis dock. Wires the
/// selection both ways (a canvas selection highlights its top-level devices; a click in
/// the elevation selects the device on the canvas) and sends the view's messages to the
/// status bar. toggleAction() (View menu, Ctrl+Shift+R) shows and raises it.
class RackDock : public QObject {
    Q_OBJECT
public:
    RackDock(QMainWindow* window, DesignScene* scene, DesignView* view);

    QDockWidget* dock() const { return m_dock; }
    RackView* rackView() const { return m_rackView; }
    /// Shows and raises the dock, with room for the elevation.
    QAction* toggleAction() const { return m_toggle; }

private:
    void fit();

    QMainWindow* m_window;
    DesignScene* m_scene;
    QDockWidget* m_dock;
    RackView* m_rackView;
    QAction* m_toggle;
};

} // namespace topoplan::widgets
