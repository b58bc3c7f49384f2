#pragma once

#include <QMainWindow>

class QTextBrowser;
class QTreeView;

namespace topoplan::models {
class DesignDocument;
class DesignTreeModel;
} // namespace topoplan::models

namespace topoplan::widgets {

/// The main window. This version shows a design read-only: the device tree, links and
/// workloads on the left, the summary (bill of materials, links, capacity) on the right.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(models::DesignDocument* document, QWidget* parent = nullptr);

private:
    void createMenus();
    void openFile();
    void openDesign(const QString& pathOrBuiltin);
    void refresh();

    models::DesignDocument* m_document;
    models::DesignTreeModel* m_treeModel;
    QTreeView* m_tree;
    QTextBrowser* m_summary;
};

} // namespace topoplan::widgets
