#include "widgets/sweepview.h"

#include "widgets/elidedlabel.h"

#include "models/cmdfailurechange.h"
#include "models/designdocument.h"
#include "models/sweepmodel.h"
#include "widgets/chartplots.h"
#include "widgets/guiturn.h"
#include "widgets/treemapwidget.h"

#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace topoplan::widgets {

SweepView::SweepView(models::DesignDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_status(new ElidedLabel), m_table(new QTableView),
      m_model(new models::SweepModel(this)), m_proxy(new QSortFilterProxyModel(this)), m_treemap(new TreemapWidget)
{
    m_model->setLabels({tr("Rank"), tr("Element"), tr("Kind"), tr("Flows broken"), tr("Paths lost"), tr("Flows")},
                       tr(" (endpoint)"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(Qt::UserRole);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    // One line per row, cut with "…" (the whole text in the cell's tooltip): wrapped, the
    // last column showed "stor" over "hos" at 1280x800 (issue 16).
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideRight);
    auto* split = new QSplitter(Qt::Horizontal);
    split->setObjectName(QStringLiteral("sweepSplitter")); // its sizes are kept with the window state
    split->addWidget(m_table);
    split->addWidget(m_treemap);
    split->setSizes({600, 300}); // the table first: its rows are what to read, the treemap an overview
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_status);
    layout->addWidget(split, 1);

    m_debounce.setSingleShot(true);
    m_debounce.setInterval(300);
    connect(&m_debounce, &QTimer::timeout, this, &SweepView::start);
    // The sweep depends on the design only, not on the injected failures.
    connect(document, &models::DesignDocument::topologyChanged, &m_debounce, qOverload<>(&QTimer::start));
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &SweepView::finished);
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
    auto snapshot = m_document->sharedSnapshot(); // shared: the worker copies it
    if (!snapshot)
        return;
    m_status->setFullText(tr("N-1 sweep running…"));
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_watcher.run([snapshot = std::move(*snapshot), cancel = m_cancel] {
        Outcome out;
        core::SweepResult r;
        try {
            r = core::sweepFailures(snapshot.load(), 1, cancel.get());
        } catch (...) {
            r = core::SweepResult{};
            r.cancelled = true;
        }
        if (!r.cancelled)
            out.tiles = charts::sweepTreemapItems(r); // made here, not on the GUI thread
        out.result = std::make_shared<const core::SweepResult>(std::move(r));
        return out;
    });
}

void SweepView::finished()
{
    Outcome out = m_watcher.result();
    if (m_pending || out.result->cancelled) {
        m_pending = false;
        start();
        return;
    }
    // A large design's sweep has tens of thousands of entries: the table, the treemap and
    // the column widths each take tens of ms, so each gets its own event-loop turn (afterGuiTurn; no
    // GUI-thread stall over 50 ms, docs/gui-responsiveness.md); a newer result drops the
    // later turns of an older one. The previous result and tiles are freed on a pool
    // thread once the views let go of them, not on the GUI thread (as AnalysisRunner does).
    const quint64 generation = ++m_generation;
    std::shared_ptr<const core::SweepResult> oldResult = std::exchange(m_result, std::move(out.result));
    m_model->setResult(m_result); // one reset, cells made on demand
    models::startInPool([oldResult = std::move(oldResult)]() mutable { oldResult.reset(); });
    m_table->sortByColumn(0, Qt::AscendingOrder);
    auto tiles = std::make_shared<QVector<TreemapItem>>(std::move(out.tiles));
    afterGuiTurn(this, [this, generation, tiles] {
        if (generation != m_generation)
            return;
        auto oldTiles = std::make_shared<QVector<TreemapItem>>(m_treemap->items());
        m_treemap->setItems(std::move(*tiles), tr("paths lost"));
        models::startInPool([oldTiles = std::move(oldTiles)]() mutable { oldTiles.reset(); });
        afterGuiTurn(this, [this, generation] {
            if (generation != m_generation)
                return;
            // Column widths from the first rows only (the default looks at 1,000 rows per
            // column), once: later sweeps keep them (15-30 ms of GUI-thread CPU per sizing
            // on a 28,000-row sweep, and columns that do not jump at every edit).
            if (!m_columnsSized && m_model->rowCount() > 0) {
                m_table->horizontalHeader()->setResizeContentsPrecision(50);
                m_table->resizeColumnsToContents();
                // A long element (a link "a:p -- b:q") takes at most a third of the table, so
                // the broken flows keep room.
                const int cap = std::max(120, m_table->viewport()->width() / 3);
                if (m_table->columnWidth(models::SweepModel::ElementColumn) > cap)
                    m_table->setColumnWidth(models::SweepModel::ElementColumn, cap);
                m_columnsSized = true;
            }
            m_status->setFullText(tr("N-1: %1 elements tested, %2 take a path down, %3 harmless. Click a row (or press Enter on it) to show that failure.")
                                  .arg(m_result->elementsTested)
                                  .arg(m_result->entries.size())
                                  .arg(m_result->harmless));
            Q_EMIT sweepReady();
        });
    });
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
