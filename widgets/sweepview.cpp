#include "widgets/sweepview.h"

#include "models/cmdfailurechange.h"
#include "models/designdocument.h"
#include "widgets/chartplots.h"
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
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& index) {
        if (index.isValid())
            showFailure(m_proxy->index(index.row(), 1).data().toString());
    });
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
    for (const core::SweepEntry& e : m_result.entries) {
        auto cell = [](const QVariant& display, const QVariant& sort) {
            auto* item = new QStandardItem;
            item->setData(display, Qt::DisplayRole);
            item->setData(sort, Qt::UserRole);
            return item;
        };
        const QString element = charts::joinedIds(e.elements);
        const int broken = int(e.flowsBroken.size());
        const int rank = m_model->rowCount() + 1;
        m_model->appendRow({cell(rank, rank), cell(element, element), cell(charts::joinedIds(e.kinds), charts::joinedIds(e.kinds)), cell(broken, broken),
                            cell(e.pathsLost, e.pathsLost),
                            cell(charts::joinedIds(e.flowsBroken) + (e.endpointOnly ? tr(" (endpoint)") : QString()), charts::joinedIds(e.flowsBroken))});
    }
    m_treemap->setItems(charts::sweepTreemapItems(m_result), tr("paths lost"));
    m_table->sortByColumn(0, Qt::AscendingOrder);
    m_table->resizeColumnsToContents();
    m_status->setText(tr("N-1: %1 elements tested, %2 take a path down, %3 harmless. Select a row to show that failure.")
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
