#include "widgets/analysispanel.h"

#include "widgets/guiturn.h"

#include "models/analysisrunner.h"
#include "models/designdocument.h"
#include "models/findingsmodel.h"
#include "models/pathsmodel.h"

#include <QHeaderView>
#include <QLabel>
#include <QVBoxLayout>
#include <QStyle>
#include <QTreeView>

#include <algorithm>

namespace topoplan::widgets {

namespace {
QTreeView* makeView(QAbstractItemModel* model, bool tree)
{
    auto* v = new QTreeView;
    v->setModel(model);
    v->setRootIsDecorated(tree);
    v->setUniformRowHeights(true);
    v->setAlternatingRowColors(true);
    v->header()->setStretchLastSection(true);
    return v;
}

/// Column `c` at `width` px, or wider when its header needs it: a translated header
/// ("Schweregrad") is never clipped.
void setMinColumnWidth(QTreeView* v, int c, int width)
{
    v->setColumnWidth(c, std::max(width, v->header()->sectionSizeHint(c)));
}
} // namespace

AnalysisPanel::AnalysisPanel(models::DesignDocument* document, models::AnalysisRunner* runner, QWidget* parent)
    : QTabWidget(parent), m_document(document), m_runner(runner), m_findingsModel(new models::FindingsModel(this)),
      m_pathsModel(new models::PathsModel(this)), m_findings(makeView(m_findingsModel, false)),
      m_paths(makeView(m_pathsModel, true))
{
    addTab(m_findings, tr("Findings"));
    addTab(m_paths, tr("Paths"));
    // The empty table says why it is empty (docs/designer.md: "a design without workloads
    // has none and says so"; issue 16: it showed an empty table).
    auto* placeholder = new QLabel;
    placeholder->setObjectName(QStringLiteral("pathsPlaceholder"));
    placeholder->setAlignment(Qt::AlignCenter);
    placeholder->setWordWrap(true);
    placeholder->setForegroundRole(QPalette::PlaceholderText);
    auto* overlay = new QVBoxLayout(m_paths->viewport());
    overlay->addWidget(placeholder);
    placeholder->hide();
    setMinColumnWidth(m_findings, models::FindingsModel::SeverityColumn, 70);
    setMinColumnWidth(m_findings, models::FindingsModel::MessageColumn, 640);
    setMinColumnWidth(m_paths, models::PathsModel::FlowColumn, 260);
    setMinColumnWidth(m_paths, models::PathsModel::PathsColumn, 70);
    setMinColumnWidth(m_paths, models::PathsModel::StatusColumn, 110);
    for (int c = models::PathsModel::InitiatorColumn; c < models::PathsModel::FabricColumn; ++c)
        setMinColumnWidth(m_paths, c, 170);
    connect(document, &models::DesignDocument::topologyChanged, this, &AnalysisPanel::refresh);
    // Each view takes a result in its own turn of the event loop, so that no single turn
    // of the GUI thread holds all of them (afterGuiTurn).
    connect(runner, &models::AnalysisRunner::resultReady, this, [this] { afterGuiTurn(this, [this] { refresh(); }); });
    connect(runner, &models::AnalysisRunner::resultCleared, this, &AnalysisPanel::refresh);
    // The baselines the calibrated model does not reproduce come with the intervals.
    connect(runner, &models::AnalysisRunner::uncertaintyReady, this, &AnalysisPanel::refresh);
    connect(m_findings, &QTreeView::clicked, this, [this](const QModelIndex& i) {
        const QString id = i.siblingAtColumn(0).data(models::FindingsModel::ElementRole).toString();
        if (!id.isEmpty())
            Q_EMIT elementActivated(id);
    });
    connect(m_paths, &QTreeView::clicked, this, [this](const QModelIndex& i) {
        Q_EMIT routeActivated(i.siblingAtColumn(0).data(models::PathsModel::HopsRole).toStringList());
    });
    refresh();
}

void AnalysisPanel::refresh()
{
    m_findingsModel->setContents(m_document->diagnostics(), m_runner->result(), &m_runner->performanceFindings());
    m_pathsModel->setResult(m_runner->sharedResult());
    setTabText(0, tr("Findings (%1)").arg(m_findingsModel->rowCount()));
    setTabText(1, m_runner->result() ? tr("Paths (%1)").arg(m_pathsModel->pathCount()) : tr("Paths"));
    if (auto* placeholder = m_paths->viewport()->findChild<QLabel*>(QStringLiteral("pathsPlaceholder"))) {
        QString why;
        if (m_pathsModel->rowCount() == 0) {
            if (m_document->design().workloads.empty())
                why = tr("No paths: the design has no workload. Paths are traced per workload, from its host to its storage; "
                         "add one under Workloads in the Design dock.");
            else if (!m_runner->result() && !m_document->topology())
                why = tr("No paths: the design has errors (see Findings). Paths are traced once its devices and cables are valid.");
        }
        placeholder->setText(why);
        placeholder->setVisible(!why.isEmpty());
    }
    // A broken flow's status ("kein Kabel zu pmax: ...") widens its column up to the room of
    // the three path columns beside it (a flow row leaves them empty: 3 x 170 px, above) or
    // half the view; cut with "…" beyond, whole in the tooltip.
    const int status = models::PathsModel::StatusColumn;
    int needed = 0;
    for (int row = 0; row < m_pathsModel->rowCount(); ++row)
        needed = std::max(needed, m_paths->fontMetrics().horizontalAdvance(m_pathsModel->index(row, status).data().toString()));
    const int margin = 2 * m_paths->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_paths) + 8;
    const int wanted = std::min(needed + margin, std::max(110 + 3 * 170, m_paths->viewport()->width() / 2));
    if (wanted > m_paths->columnWidth(status))
        m_paths->setColumnWidth(status, wanted);
}

} // namespace topoplan::widgets
