#include "widgets/palette.h"

#include "models/catalogmodel.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QVBoxLayout>

namespace topoplan::widgets {

Palette::Palette(models::CatalogModel* model, QWidget* parent)
    : QWidget(parent), m_search(new QLineEdit), m_proxy(new QSortFilterProxyModel(this)), m_tree(new QTreeView)
{
    m_search->setPlaceholderText(tr("Search the catalog (name, id, vendor)"));
    m_search->setClearButtonEnabled(true);
    m_proxy->setSourceModel(model);
    m_proxy->setFilterRole(models::CatalogModel::SearchRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setRecursiveFilteringEnabled(true);
    m_tree->setModel(m_proxy);
    m_tree->setHeaderHidden(true);
    m_tree->setDragEnabled(true);
    m_tree->setDragDropMode(QAbstractItemView::DragOnly);
    m_tree->setUniformRowHeights(true);
    m_tree->expandToDepth(0);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_search);
    layout->addWidget(m_tree);
    connect(m_search, &QLineEdit::textChanged, this, &Palette::applyFilter);
    connect(model, &QAbstractItemModel::modelReset, m_tree, [this] { m_tree->expandToDepth(0); });
}

void Palette::applyFilter(const QString& text)
{
    m_proxy->setFilterFixedString(text.trimmed());
    if (text.trimmed().isEmpty()) {
        m_tree->collapseAll();
        m_tree->expandToDepth(0);
    } else {
        m_tree->expandAll();
    }
}

} // namespace topoplan::widgets
