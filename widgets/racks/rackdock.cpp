#include "widgets/racks/rackdock.h"

#include "widgets/designlayout.h"
#include "widgets/designscene.h"
#include "widgets/designview.h"
#include "widgets/racks/rackview.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QMainWindow>
#include <QScrollArea>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

namespace topoplan::widgets {

RackDock::RackDock(QMainWindow* window, DesignScene* scene, DesignView* view)
    : QObject(window), m_window(window), m_scene(scene), m_dock(new QDockWidget(tr("Racks"), window)),
      m_rackView(new RackView(scene->document()))
{
    m_dock->setObjectName(QStringLiteral("racks"));
    auto* panel = new QWidget;
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    auto* bar = new QToolBar(panel);
    bar->setObjectName(QStringLiteral("rackTools"));
    bar->setWindowTitle(tr("Rack tools"));
    auto* faces = new QActionGroup(bar);
    auto addFace = [&](const QString& text, const QString& name, std::vector<RackFace> f) {
        QAction* a = bar->addAction(text, this, [this, f] { m_rackView->setFaces(f); });
        a->setObjectName(name);
        a->setCheckable(true);
        faces->addAction(a);
        return a;
    };
    addFace(tr("Front"), QStringLiteral("rackFront"), {RackFace::Front})->setChecked(true);
    addFace(tr("Rear"), QStringLiteral("rackRear"), {RackFace::Rear});
    addFace(tr("Front and rear"), QStringLiteral("rackBoth"), {RackFace::Front, RackFace::Rear});
    bar->addSeparator();
    bar->addAction(tr("Zoom In"), this, [this] { m_rackView->setZoom(m_rackView->zoom() * 1.25); });
    bar->addAction(tr("Zoom Out"), this, [this] { m_rackView->setZoom(m_rackView->zoom() / 1.25); });
    bar->addAction(tr("Fit"), this, &RackDock::fit);
    auto* scroll = new QScrollArea(panel);
    scroll->setObjectName(QStringLiteral("rackScroll"));
    scroll->setWidget(m_rackView);
    scroll->setWidgetResizable(false);
    scroll->setBackgroundRole(QPalette::Base);
    layout->addWidget(bar);
    layout->addWidget(scroll, 1);
    m_dock->setWidget(panel);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_dock);
    // A tab beside Analysis, which stays in front (the findings and paths are what a
    // design opens on; the racks are one shortcut away).
    if (auto* analysis = window->findChild<QDockWidget*>(QStringLiteral("analysis"))) {
        window->tabifyDockWidget(analysis, m_dock);
        analysis->raise();
    }

    // Shows and raises (the dock's own toggle, in View > Docks, would hide a dock that is
    // only behind another tab).
    m_toggle = new QAction(tr("&Racks"), this);
    m_toggle->setObjectName(QStringLiteral("showRacks"));
    m_toggle->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+R")));
    m_toggle->setToolTip(tr("Rack elevations: drag a device to re-rack it (Ctrl+Shift+R)"));
    connect(m_toggle, &QAction::triggered, this, [this] {
        m_dock->show();
        m_dock->raise();
        // The elevation is tall (42 U = 588 px at 100 %): give the bottom docks room.
        m_window->resizeDocks({m_dock}, {int(m_window->height() * 0.55)}, Qt::Vertical);
        QTimer::singleShot(0, this, &RackDock::fit);
    });

    connect(scene, &QGraphicsScene::selectionChanged, m_rackView, [this] {
        const std::vector<std::string> ids = m_scene->selectedDeviceIds();
        m_rackView->setSelection(std::set<std::string>(ids.begin(), ids.end()));
    });
    connect(m_rackView, &RackView::deviceClicked, this, [this, view](const QString& id) {
        const std::string s = id.toStdString();
        m_scene->selectDevice(s);
        if (const DevicePlace* place = m_scene->layout().device(s))
            view->ensureVisible(place->rect, 40, 40);
    });
    connect(m_rackView, &RackView::statusMessage, window, [window](const QString& m) { window->statusBar()->showMessage(m, 8000); });
}

void RackDock::fit()
{
    auto* scroll = m_dock->findChild<QScrollArea*>(QStringLiteral("rackScroll"));
    if (scroll)
        m_rackView->setZoom(m_rackView->fitZoom(scroll->viewport()->height() - 4));
}

} // namespace topoplan::widgets
