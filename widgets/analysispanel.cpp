#include "widgets/analysispanel.h"

#include "core/analysis.h"
#include "models/analysisrunner.h"
#include "models/designdocument.h"

#include <QHeaderView>

#include <algorithm>
#include <QTreeWidget>

namespace topoplan::widgets {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }

QTreeWidget* makeTree(const QStringList& headers)
{
    auto* t = new QTreeWidget;
    t->setHeaderLabels(headers);
    t->setRootIsDecorated(false);
    t->setUniformRowHeights(true);
    t->setAlternatingRowColors(true);
    t->header()->setStretchLastSection(true);
    return t;
}
} // namespace

AnalysisPanel::AnalysisPanel(models::DesignDocument* document, models::AnalysisRunner* runner, QWidget* parent)
    : QTabWidget(parent), m_document(document), m_runner(runner),
      m_findings(makeTree({tr("Severity"), tr("Finding"), tr("Concerns")})),
      m_paths(makeTree({tr("Flow"), tr("Initiator"), tr("Target"), tr("Controller"), tr("Fabric")}))
{
    m_paths->setRootIsDecorated(true);
    addTab(m_findings, tr("Findings"));
    addTab(m_paths, tr("Paths"));
    connect(document, &models::DesignDocument::topologyChanged, this, &AnalysisPanel::refresh);
    connect(runner, &models::AnalysisRunner::resultReady, this, &AnalysisPanel::refresh);
    connect(runner, &models::AnalysisRunner::resultCleared, this, &AnalysisPanel::refresh);
    auto activate = [this](QTreeWidgetItem* item) {
        const QString id = item ? item->data(0, Qt::UserRole).toString() : QString();
        if (!id.isEmpty())
            Q_EMIT elementActivated(id);
    };
    connect(m_findings, &QTreeWidget::itemClicked, this, activate);
    connect(m_paths, &QTreeWidget::itemClicked, this, activate);
    refresh();
}

void AnalysisPanel::refresh()
{
    m_findings->clear();
    for (const core::Diagnostic& d : m_document->diagnostics()) {
        auto* item = new QTreeWidgetItem(m_findings, {d.severity == core::Diagnostic::Severity::Error ? tr("error")
                                                                                                       : tr("warning"),
                                                      qs(d.message), qs(d.id)});
        item->setForeground(0, QColor(0xb0, 0x00, 0x20));
        // Diagnostic ids read "device 'x'" or "link a -- b": pick out the element.
        QString id = qs(d.id);
        const int q1 = id.indexOf(QLatin1Char('\'')), q2 = id.lastIndexOf(QLatin1Char('\''));
        if (q1 >= 0 && q2 > q1)
            id = id.mid(q1 + 1, q2 - q1 - 1);
        item->setData(0, Qt::UserRole, id);
    }
    m_paths->clear();
    const core::AnalysisResult* r = m_runner->result();
    if (!r) {
        setTabText(0, m_document->diagnostics().empty() ? tr("Findings") : tr("Findings (%1)").arg(m_findings->topLevelItemCount()));
        setTabText(1, tr("Paths"));
        return;
    }
    for (const core::Finding& f : r->findings) {
        QStringList ids;
        for (const std::string& x : f.ids)
            ids << qs(x);
        auto* item = new QTreeWidgetItem(m_findings, {qs(core::severityName(f.severity)), qs(f.message), ids.join(QStringLiteral(", "))});
        if (f.severity == core::Finding::Severity::Error)
            item->setForeground(0, QColor(0xb0, 0x00, 0x20));
        else if (f.severity == core::Finding::Severity::Warning)
            item->setForeground(0, QColor(0xa0, 0x60, 0x00));
        if (!f.ids.empty())
            item->setData(0, Qt::UserRole, qs(f.ids.front()));
    }
    int paths = 0;
    for (const core::FlowResult& flow : r->flows) {
        auto* top = new QTreeWidgetItem(m_paths, {qs(flow.id), tr("%n path(s)", nullptr, int(flow.paths.size())),
                                                  flow.reachable ? tr("reachable") : qs(flow.status)});
        top->setData(0, Qt::UserRole, qs(flow.source));
        for (const core::PathResult& p : flow.paths) {
            auto* item = new QTreeWidgetItem(top, {QString(), qs(p.initiator), qs(p.target), qs(p.controller), qs(p.fabric)});
            item->setData(0, Qt::UserRole, qs(p.initiator));
            ++paths;
        }
    }
    for (int c = 0; c < m_paths->columnCount(); ++c)
        m_paths->resizeColumnToContents(c);
    m_findings->resizeColumnToContents(0);
    m_findings->setColumnWidth(1, std::max(m_findings->columnWidth(1), 640));
    setTabText(0, tr("Findings (%1)").arg(m_findings->topLevelItemCount()));
    setTabText(1, tr("Paths (%1)").arg(paths));
}

} // namespace topoplan::widgets
