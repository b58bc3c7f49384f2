#include "models/catalogmodel.h"

#include "core/catalog.h"
#include "models/kindstyle.h"

#include <QIcon>
#include <QMimeData>
#include <QPainter>
#include <QPixmap>

#include <algorithm>
#include <map>

namespace topoplan::models {

namespace {
// internalId: 0 for kind rows, kind+1 for vendor rows, ((kind+1) << 20) | (vendor+1) for
// model rows: the id of a row's parent.
constexpr quintptr kShift = 20;

QIcon kindIcon(const std::string& kind)
{
    static std::map<std::string, QIcon> cache;
    auto it = cache.find(kind);
    if (it != cache.end())
        return it->second;
    QPixmap pm(16, 16);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(kindColor(kind).darker(170), 1));
    p.setBrush(kindColor(kind));
    p.drawRoundedRect(QRectF(1.5, 3.5, 13, 9), 2, 2);
    p.setPen(Qt::NoPen);
    p.setBrush(kindColor(kind).darker(200));
    for (int i = 0; i < 3; ++i)
        p.drawRect(QRectF(3.5 + i * 3.5, 10, 2, 2.5));
    p.end();
    return cache[kind] = QIcon(pm);
}
} // namespace

CatalogModel::CatalogModel(QObject* parent) : QAbstractItemModel(parent) {}

void CatalogModel::setCatalog(std::shared_ptr<const core::Catalog> catalog)
{
    beginResetModel();
    m_catalog = std::move(catalog);
    m_kinds.clear();
    if (m_catalog) {
        std::map<std::string, std::map<std::string, std::vector<const core::Model*>>> byKind;
        for (const auto& m : m_catalog->models())
            byKind[m->kind][m->vendor].push_back(m.get());
        std::vector<std::string> kinds = kindOrder();
        for (const auto& [k, v] : byKind)
            if (std::find(kinds.begin(), kinds.end(), k) == kinds.end())
                kinds.push_back(k);
        for (const std::string& k : kinds) {
            const auto it = byKind.find(k);
            if (it == byKind.end())
                continue;
            Kind kind{k, {}};
            for (auto& [vendor, list] : it->second) {
                std::sort(list.begin(), list.end(),
                          [](const core::Model* a, const core::Model* b) { return a->name < b->name; });
                kind.vendors.push_back({vendor, list});
            }
            m_kinds.push_back(std::move(kind));
        }
    }
    endResetModel();
}

QModelIndex CatalogModel::index(int row, int column, const QModelIndex& parent) const
{
    if (row < 0 || column != 0)
        return {};
    if (!parent.isValid())
        return row < int(m_kinds.size()) ? createIndex(row, 0, quintptr(0)) : QModelIndex();
    if (parent.internalId() == 0) {
        const Kind& k = m_kinds[parent.row()];
        return row < int(k.vendors.size()) ? createIndex(row, 0, quintptr(parent.row() + 1)) : QModelIndex();
    }
    if (parent.internalId() < (quintptr(1) << kShift)) {
        const Vendor& v = m_kinds[parent.internalId() - 1].vendors[parent.row()];
        return row < int(v.models.size())
            ? createIndex(row, 0, (parent.internalId() << kShift) | quintptr(parent.row() + 1))
            : QModelIndex();
    }
    return {};
}

QModelIndex CatalogModel::parent(const QModelIndex& child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    const quintptr id = child.internalId();
    if (id < (quintptr(1) << kShift))
        return createIndex(int(id - 1), 0, quintptr(0));
    const int kind = int((id >> kShift) - 1);
    const int vendor = int((id & ((quintptr(1) << kShift) - 1)) - 1);
    return createIndex(vendor, 0, quintptr(kind + 1));
}

int CatalogModel::rowCount(const QModelIndex& parent) const
{
    if (!parent.isValid())
        return int(m_kinds.size());
    const quintptr id = parent.internalId();
    if (id == 0)
        return int(m_kinds[parent.row()].vendors.size());
    if (id < (quintptr(1) << kShift))
        return int(m_kinds[id - 1].vendors[parent.row()].models.size());
    return 0;
}

int CatalogModel::columnCount(const QModelIndex&) const { return 1; }

QVariant CatalogModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const quintptr id = index.internalId();
    if (id == 0) {
        const Kind& k = m_kinds[index.row()];
        if (role == Qt::DisplayRole)
            return kindLabel(k.kind);
        if (role == Qt::DecorationRole)
            return kindIcon(k.kind);
        if (role == SearchRole)
            return QString::fromStdString(k.kind) + QLatin1Char(' ') + kindLabel(k.kind);
        return {};
    }
    if (id < (quintptr(1) << kShift)) {
        const Vendor& v = m_kinds[id - 1].vendors[index.row()];
        // A vendor is a name (data), but the catalog's stand-ins are grouped under "Generic",
        // a word: shown in the user's language, found under both.
        const QString name = QString::fromStdString(v.name);
        const QString shown = v.name == "Generic" ? tr("Generic") : name;
        if (role == Qt::DisplayRole)
            return shown;
        if (role == SearchRole)
            return shown == name ? name : name + QLatin1Char(' ') + shown;
        return {};
    }
    const int kind = int((id >> kShift) - 1);
    const int vendor = int((id & ((quintptr(1) << kShift) - 1)) - 1);
    const core::Model* m = m_kinds[kind].vendors[vendor].models[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return QString::fromStdString(m->name);
    case Qt::DecorationRole:
        return kindIcon(m->kind);
    case Qt::ToolTipRole:
        return tr("<b>%1</b><br>%2<br>%3 ports, %4 slots<br><small>%5</small>")
            .arg(QString::fromStdString(m->name).toHtmlEscaped(), QString::fromStdString(m->id))
            .arg(m->ports.size())
            .arg(m->slots.size())
            .arg(QString::fromStdString(m->source).left(300).toHtmlEscaped());
    case ModelIdRole:
        return QString::fromStdString(m->id);
    case SearchRole:
        return QString::fromStdString(m->id + " " + m->name + " " + m->vendor + " " + m->kind);
    default:
        return {};
    }
}

Qt::ItemFlags CatalogModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.internalId() >= (quintptr(1) << kShift))
        f |= Qt::ItemIsDragEnabled;
    return f;
}

QStringList CatalogModel::mimeTypes() const { return {QString::fromLatin1(kMimeType)}; }

QMimeData* CatalogModel::mimeData(const QModelIndexList& indexes) const
{
    for (const QModelIndex& i : indexes) {
        const QString id = i.data(ModelIdRole).toString();
        if (id.isEmpty())
            continue;
        auto* mime = new QMimeData;
        mime->setData(QString::fromLatin1(kMimeType), id.toUtf8());
        mime->setText(id);
        return mime;
    }
    return nullptr;
}

QModelIndex CatalogModel::indexOfModel(const std::string& id) const
{
    for (int k = 0; k < int(m_kinds.size()); ++k)
        for (int v = 0; v < int(m_kinds[k].vendors.size()); ++v)
            for (int r = 0; r < int(m_kinds[k].vendors[v].models.size()); ++r)
                if (m_kinds[k].vendors[v].models[r]->id == id)
                    return index(r, 0, index(v, 0, index(k, 0)));
    return {};
}

} // namespace topoplan::models
