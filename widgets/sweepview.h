#pragma once

#include "core/failuresweep.h"
#include "models/poolwatcher.h"
#include "widgets/treemapwidget.h"

#include <QTimer>
#include <QWidget>

#include <atomic>
#include <memory>

class QLabel;

namespace topoplan::widgets {
class ElidedLabel;
}
class QSortFilterProxyModel;
class QTableView;

namespace topoplan::models {
class DesignDocument;
class SweepModel;
} // namespace topoplan::models

namespace topoplan::widgets {

/// N-1 sweep view: every element whose loss takes a path down (core::sweepFailures, depth
/// 1, on a worker thread after each design change), as a sortable table ranked by impact
/// (flows broken, then paths lost) and as a treemap of paths lost grouped by element kind.
/// Selecting a row or a tile shows that failure on the canvas: the document's failure set
/// becomes the row's element (one undo step, models::CmdFailureChange).
class SweepView : public QWidget {
    Q_OBJECT
public:
    explicit SweepView(models::DesignDocument* document, QWidget* parent = nullptr);
    ~SweepView() override;

    const core::SweepResult& result() const { return *m_result; }
    QTableView* table() const { return m_table; }
    TreemapWidget* treemap() const { return m_treemap; }
    /// Shows the failure of the sweep entry whose first element is `element`.
    void showFailure(const QString& element);

Q_SIGNALS:
    /// A sweep finished and the table shows it.
    void sweepReady();

private:
    /// What the worker hands back: the sweep and its treemap tiles (their tooltips are
    /// made there too, not on the GUI thread).
    struct Outcome {
        std::shared_ptr<const core::SweepResult> result;
        QVector<TreemapItem> tiles;
    };
    void start();
    void finished();

    models::DesignDocument* m_document;
    ElidedLabel* m_status; ///< one line, elided, the whole text in its tooltip
    QTableView* m_table;
    models::SweepModel* m_model;
    QSortFilterProxyModel* m_proxy;
    TreemapWidget* m_treemap;
    QTimer m_debounce;
    models::PoolWatcher<Outcome> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    std::shared_ptr<const core::SweepResult> m_result = std::make_shared<const core::SweepResult>();
    bool m_pending = false;
    bool m_columnsSized = false;
    quint64 m_generation = 0; ///< bumped per applied result; later turns of an older one stop
};

} // namespace topoplan::widgets
