#pragma once

#include <QAbstractItemModel>

#include <memory>
#include <string>
#include <vector>

namespace topoplan::core {
class Catalog;
struct Model;
} // namespace topoplan::core

namespace topoplan::models {

/// The catalog as a read-only tree: kind > vendor > model. Model rows are draggable: the
/// mime data (kMimeType) holds the model id in UTF-8. SearchRole holds the text a search
/// matches (id, name, vendor, kind); use a QSortFilterProxyModel with recursive filtering.
class CatalogModel : public QAbstractItemModel {
    Q_OBJECT
public:
    static constexpr const char* kMimeType = "application/x-topoplan-model-id";
    enum Role { ModelIdRole = Qt::UserRole + 1, SearchRole };

    explicit CatalogModel(QObject* parent = nullptr);
    /// Shows the models of `catalog` (shared, immutable).
    void setCatalog(std::shared_ptr<const core::Catalog> catalog);

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override;
    Qt::DropActions supportedDragActions() const override { return Qt::CopyAction; }

    /// The index of model `id`, or an invalid index.
    QModelIndex indexOfModel(const std::string& id) const;

private:
    struct Vendor {
        std::string name;
        std::vector<const core::Model*> models;
    };
    struct Kind {
        std::string kind;
        std::vector<Vendor> vendors;
    };

    std::shared_ptr<const core::Catalog> m_catalog;
    std::vector<Kind> m_kinds;
};

} // namespace topoplan::models
