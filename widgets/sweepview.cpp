#include "widgets/sweepview.h"

#include "models/cmdfailurechange.h"
#include "models/designdocument.h"
#include "widgets/treemapwidget.h"

#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace topoplan::widgets {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }
QString joined(const std::vector<std::string>& v)
{
    QStringList l;
    for (const std::string& s : v)
        l << qs(s);
    return l.join(QStringLiteral(", "));
}
} // namespace

SweepView::SweepView(models::DesignDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_status(new QLabel), m_table(new QTableView),
      m_model(new QStandardItemModel(this)), m_proxy(new QSortFilterProxyModel(this)), m_treemap(new TreemapWidget)
{
    m_model->setHorizontalHeaderLabels({tr("Rank"), tr("Element"), tr("Kind"), tr("Flows broken"), tr("Paths lost"), tr("Flows")});
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(Qt::UserRole);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    auto* split = new QSplitter(Qt::Horizontal);
    split->addWidget(m_table);
    split->addWidget(m_treemap);
    split->setSizes({500, 400});
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_status);
    layout->addWidget(split, 1);

    m_debounce.setSingleShot(true);
    m_debounce.setInterval(300);
    connect(&m_debounce, &QTimer::timeout, this, &SweepView::start);
    // The sweep depends on the design only, not on the injected failures.
    connect(document, &models::DesignDocument::topologyChanged, &m_debounce, qOverload<>(&QTimer::start));
    connect(&m_watcher, &QFutureWatcher<core::SweepResult>::finished, this, &SweepView::finished);
    // Only a user's gesture on a row injects its failure: the current row also changes
    // when the table gets focus (QAbstractItemView::focusInEvent makes the first row
    // current: a tab switch then failed the top element, e.g. the chassis) or is refilled.
    auto showRow = [this](const QModelIndex& index) {
        if (index.isValid())
            showFailure(m_proxy->index(index.row(), 1).data().toString());
    };
    connect(m_table, &QAbstractItemView::clicked, this, showRow);
    connect(m_table, &QAbstractItemView::activated, this, showRow);
    connect(m_treemap, &TreemapWidget::itemActivated, this, &SweepView::showFailure);
    m_debounce.start();
}

SweepView::~SweepView()
{
    if (m_cancel)
        m_cancel->store(true);
    m_watcher.waitForFinished();
}

void SweepView::start()
{
    if (m_watcher.isRunning()) {
        m_cancel->store(true);
        m_pending = true; // finished() starts the next sweep
        return;
    }
    auto snapshot = m_document->snapshot();
    if (!snapshot)
        return;
    m_status->setText(tr("N-1 sweep running…"));
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_watcher.setFuture(QtConcurrent::run([design = std::move(*snapshot), cancel = m_cancel] {
        try {
            return core::sweepFailures(design, 1, cancel.get());
        } catch (...) {
            core::SweepResult r;
            r.cancelled = true;
            return r;
        }
    }));
}

void SweepView::finished()
{
    core::SweepResult r = m_watcher.result();
    if (m_pending || r.cancelled) {
        m_pending = false;
        start();
        return;
    }
    m_result = std::move(r);
    m_model->removeRows(0, m_model->rowCount());
    QVector<TreemapItem> tiles;
    for (const core::SweepEntry& e : m_result.entries) {
        auto cell = [](const QVariant& display, const QVariant& sort) {
            auto* item = new QStandardItem;
            item->setData(display, Qt::DisplayRole);
            item->setData(sort, Qt::UserRole);
            return item;
        };
        const QString element = joined(e.elements);
        const int broken = int(e.flowsBroken.size());
        const int rank = m_model->rowCount() + 1;
        m_model->appendRow({cell(rank, rank), cell(element, element), cell(joined(e.kinds), joined(e.kinds)), cell(broken, broken),
                            cell(e.pathsLost, e.pathsLost),
                            cell(joined(e.flowsBroken) + (e.endpointOnly ? tr(" (endpoint)") : QString()), joined(e.flowsBroken))});
        tiles << TreemapItem{element, element, joined(e.kinds), double(e.pathsLost),
                             tr("<b>%1</b> (%2)<br>%3 paths lost · %4 flows broken%5")
                                 .arg(element, joined(e.kinds))
                                 .arg(e.pathsLost)
                                 .arg(broken)
                                 .arg(broken ? QStringLiteral("<br>") + joined(e.flowsBroken).toHtmlEscaped() : QString())};
    }
    m_treemap->setItems(tiles, tr("paths lost"));
    m_table->sortByColumn(0, Qt::AscendingOrder);
    m_table->resizeColumnsToContents();
    m_status->setText(tr("N-1: %1 elements tested, %2 take a path down, %3 harmless. Click a row (or press Enter on it) to show that failure.")
                          .arg(m_result.elementsTested)
                          .arg(m_result.entries.size())
                          .arg(m_result.harmless));
    Q_EMIT sweepReady();
}

void SweepView::showFailure(const QString& element)
{
    std::vector<std::string> targets;
    for (const QString& e : element.split(QStringLiteral(", "), Qt::SkipEmptyParts))
        targets.push_back(e.toStdString());
    if (targets.empty() || targets == m_document->failures())
        return;
    m_treemap->setCurrent(element);
    m_document->undoStack()->push(
        new models::CmdFailureChange(m_document, std::move(targets), tr("Show failure of %1").arg(element)));
}

} // namespace topoplan::widgets
