#include "widgets/chartdocks.h"

#include "models/analysisrunner.h"
#include "models/designdocument.h"
#include "widgets/designscene.h"
#include "widgets/designview.h"
#include "widgets/failtool.h"
#include "widgets/mainwindow.h"
#include "widgets/performancepanel.h"
#include "widgets/scenariotimeline.h"
#include "widgets/sensitivityview.h"
#include "widgets/sweepview.h"
#include "widgets/whatbrokepanel.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QDockWidget>
#include <QStatusBar>
#include <QToolBar>

namespace topoplan::widgets {

ChartDocks::ChartDocks(MainWindow* window)
    : QObject(window), m_window(window), m_failTool(new FailTool(window->view())),
      m_performance(new PerformancePanel(window->scene()->document(), window->analysisRunner())),
      m_whatBroke(new WhatBrokePanel(window->scene()->document(), window->analysisRunner())),
      m_sweep(new SweepView(window->scene()->document())), m_timeline(new ScenarioTimeline(window->scene()->document())),
      m_sensitivity(new SensitivityView(window->analysisRunner()))
{
    models::DesignDocument* document = window->scene()->document();
    connect(m_failTool, &AbstractTool::statusMessage, window,
            [window](const QString& m) { window->statusBar()->showMessage(m, 8000); });

    // The Fail tool joins the Select / Cable tools' exclusive group.
    if (auto* tools = window->findChild<QToolBar*>(QStringLiteral("tools"))) {
        QActionGroup* group = nullptr;
        for (QAction* a : tools->actions())
            if (a->actionGroup())
                group = a->actionGroup();
        m_failAction = new QAction(tr("Fail"), tools);
        m_failAction->setShortcut(QKeySequence(Qt::Key_X));
        m_failAction->setShortcutContext(Qt::WidgetWithChildrenShortcut); // canvas key (MainWindow's canvasOnly)
        window->view()->addAction(m_failAction);
        m_failAction->setToolTip(tr("Inject failures: click to fail, click again to repair (X)"));
        m_failAction->setCheckable(true);
        if (group)
            group->addAction(m_failAction);
        QAction* before = nullptr;
        for (QAction* a : tools->actions())
            if (a->isSeparator()) {
                before = a;
                break;
            }
        tools->insertAction(before, m_failAction);
        connect(m_failAction, &QAction::triggered, this, [this] { m_window->view()->setTool(m_failTool); });

        // Use case selector: the live prediction runs one use case of the design.
        tools->addSeparator();
        m_useCaseBox = new QComboBox(tools);
        m_useCaseBox->setObjectName(QStringLiteral("useCase"));
        m_useCaseBox->setToolTip(tr("Use case: the workloads that run together in the live prediction"));
        m_useCaseBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        tools->addWidget(m_useCaseBox);
        connect(m_useCaseBox, &QComboBox::activated, this, [this] {
            m_window->analysisRunner()->setUseCase(m_useCaseBox->currentData().toString());
            m_timeline->setUseCase(m_useCaseBox->currentData().toString());
        });
    }
    refreshUseCases();
    // A new or opened design starts on its default use case (as `simulate`), not on the
    // one chosen for the previous design, even where both declare that id.
    connect(document, &models::DesignDocument::designReplaced, this, [this] {
        m_window->analysisRunner()->setUseCase(QString());
        refreshUseCases();
    });
    connect(document, &models::DesignDocument::topologyChanged, this, &ChartDocks::refreshUseCases);

    addDock(tr("Charts"), QStringLiteral("charts"), m_performance);
    addDock(tr("What broke"), QStringLiteral("whatbroke"), m_whatBroke);
    addDock(tr("N-1 sweep"), QStringLiteral("sweep"), m_sweep);
    addDock(tr("Scenario"), QStringLiteral("scenario"), m_timeline);
    addDock(tr("Sensitivity"), QStringLiteral("sensitivity"), m_sensitivity);
    // The Analysis dock (findings, paths) stays in front; the new docks are tabs beside it.
    if (auto* analysis = window->findChild<QDockWidget*>(QStringLiteral("analysis"))) {
        window->resizeDocks({analysis}, {360}, Qt::Vertical);
        analysis->raise();
    }

    // Selection: canvas devices -> their workloads in the charts.
    connect(window->scene(), &QGraphicsScene::selectionChanged, this, [this, document] {
        QStringList ids;
        for (const std::string& d : m_window->scene()->selectedDeviceIds())
            for (const core::Workload& w : document->design().workloads)
                if (w.host == d || w.storage == d)
                    ids << QString::fromStdString(w.id);
        m_performance->setSelectedWorkloads(ids);
        if (!ids.isEmpty())
            m_sensitivity->setWorkload(ids.front());
    });
    // Treemap tile -> the workload's host (or the storage group's storage) on the canvas.
    connect(m_performance, &PerformancePanel::workloadActivated, this, [this, document](const QString& id) {
        std::string device;
        if (const core::Workload* w = document->design().workload(id.toStdString()))
            device = w->host;
        else if (const core::StorageGroup* g = document->design().storageGroup(id.toStdString()))
            device = g->storage;
        if (m_window->scene()->deviceItem(device)) {
            m_window->scene()->selectDevice(device);
            m_performance->setSelectedWorkloads({id});
            m_sensitivity->setWorkload(id);
        }
    });
    // Injecting a failure brings the "what broke" panel forward.
    connect(document, &models::DesignDocument::failuresChanged, this, [this, document] {
        if (!document->failures().empty() && m_window->view()->tool() == m_failTool)
            raise(m_whatBroke);
    });
}

void ChartDocks::refreshUseCases()
{
    if (!m_useCaseBox)
        return;
    const core::Design& design = m_window->scene()->document()->design();
    QStringList ids;
    for (const core::UseCase& uc : design.useCases)
        ids << QString::fromStdString(uc.id);
    QString current = m_window->analysisRunner()->useCase();
    if (!ids.contains(current))
        current = QString::fromStdString(core::defaultUseCase(design));
    QStringList shown;
    for (int i = 0; i < m_useCaseBox->count(); ++i)
        shown << m_useCaseBox->itemData(i).toString();
    if (shown != ids) {
        m_useCaseBox->clear();
        for (const core::UseCase& uc : design.useCases) {
            const QString id = QString::fromStdString(uc.id);
            m_useCaseBox->addItem(uc.name.empty() ? id : QString::fromStdString(uc.name) + QStringLiteral(" (") + id + QLatin1Char(')'), id);
        }
    }
    m_useCaseBox->setEnabled(!ids.isEmpty());
    m_useCaseBox->setCurrentIndex(m_useCaseBox->findData(current));
    m_window->analysisRunner()->setUseCase(current);
    m_timeline->setUseCase(current);
}

QDockWidget* ChartDocks::addDock(const QString& title, const QString& name, QWidget* widget)
{
    auto* dock = new QDockWidget(title, m_window);
    dock->setObjectName(name);
    dock->setWidget(widget);
    m_window->addDockWidget(Qt::BottomDockWidgetArea, dock);
    if (auto* analysis = m_window->findChild<QDockWidget*>(QStringLiteral("analysis")))
        m_window->tabifyDockWidget(analysis, dock);
    return dock;
}

void ChartDocks::raise(QWidget* widget)
{
    for (QWidget* w = widget; w; w = w->parentWidget())
        if (auto* dock = qobject_cast<QDockWidget*>(w)) {
            dock->raise();
            return;
        }
}

} // namespace topoplan::widgets
