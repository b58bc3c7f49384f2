#pragma once

#include <QMainWindow>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;

namespace topoplan::core {
struct Design;
}
namespace topoplan::models {
class AnalysisRunner;
class CatalogModel;
class DesignDocument;
} // namespace topoplan::models

namespace topoplan::widgets {

class AnalysisPanel;
class CableTool;
class ChartDocks;
class DesignScene;
class DesignTree;
class DesignView;
class ExportActions;
class Inspector;
class Palette;
class RackDock;
class SelectTool;

/// The designer's main window: palette (left), canvas (centre), inspector (right),
/// Findings / Paths tabs (bottom), the select / cable tool bar, File and Edit menus with
/// undo/redo from the document's stack, and a status bar with the live analysis summary.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(models::DesignDocument* document, QWidget* parent = nullptr);
    /// Silences the scene before ~QWidget deletes the children: QGraphicsScene's destructor
    /// clears the selection and emits selectionChanged to docks that call back into this
    /// window, whose MainWindow part is gone by then (UBSan: "member call on address which
    /// does not point to an object of type MainWindow", chartdocks.cpp, issue 8).
    ~MainWindow() override;

    DesignScene* scene() const { return m_scene; }
    DesignView* view() const { return m_view; }
    Inspector* inspector() const { return m_inspector; }
    DesignTree* designTree() const { return m_designTree; }
    models::AnalysisRunner* analysisRunner() const { return m_runner; }
    /// Charts, treemaps, the Fail tool, What broke, N-1 sweep and Scenario docks.
    ChartDocks* chartDocks() const { return m_chartDocks; }
    /// The File menu's diagram, draw.io and report exports.
    ExportActions* exportActions() const { return m_exports; }
    /// The Racks dock (rack elevations, drag to re-rack).
    RackDock* rackDock() const { return m_rackDock; }

    /// Opens a design file or `builtin:NAME` after asking about unsaved changes.
    bool openDesign(const QString& pathOrBuiltin);
    /// Asks whether to save unsaved changes; false if the user cancelled.
    bool maybeSave();
    bool save();
    bool saveAs();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createActions();
    void createDocks();
    /// The Racks dock and its View menu entry (after createActions()).
    void createRackDock();
    void updateTitle();
    void updateRecentMenu();
    void addRecent(const QString& path);
    void updateSummary();
    void selectElement(const QString& id);
    void showMessage(const QString& message);
    void copySelection();
    void paste();
    void pasteFragment(const core::Design& fragment);

    models::DesignDocument* m_document;
    models::CatalogModel* m_catalogModel;
    models::AnalysisRunner* m_runner;
    DesignScene* m_scene;
    DesignView* m_view;
    SelectTool* m_selectTool;
    CableTool* m_cableTool;
    Palette* m_palette = nullptr;
    Inspector* m_inspector = nullptr;
    DesignTree* m_designTree = nullptr;
    AnalysisPanel* m_panel = nullptr;
    ChartDocks* m_chartDocks = nullptr;
    RackDock* m_rackDock = nullptr;
    QMenu* m_recentMenu = nullptr;
    ExportActions* m_exports = nullptr;
    QLabel* m_summary;
};

} // namespace topoplan::widgets
