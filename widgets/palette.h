#pragma once

#include <QWidget>

class QLineEdit;
class QSortFilterProxyModel;
class QTreeView;

namespace topoplan::models {
class CatalogModel;
}

namespace topoplan::widgets {

/// The catalog palette: a search line over the catalog tree (kind > vendor > model).
/// Models are dragged from here onto the canvas (mime data: the model id).
class Palette : public QWidget {
    Q_OBJECT
public:
    explicit Palette(models::CatalogModel* model, QWidget* parent = nullptr);

    QLineEdit* searchLine() const { return m_search; }
    QTreeView* tree() const { return m_tree; }
    QSortFilterProxyModel* proxy() const { return m_proxy; }

private:
    void applyFilter(const QString& text);

    QLineEdit* m_search;
    QSortFilterProxyModel* m_proxy;
    QTreeView* m_tree;
};

} // namespace topoplan::widgets
