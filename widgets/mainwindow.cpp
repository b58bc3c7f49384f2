#include "widgets/mainwindow.h"

#include "core/analysis.h"
#include "core/builtin.h"
#include "core/designio.h"
#include "core/performance/predictionbasis.h"
#include "models/analysisrunner.h"
#include "models/findingsmodel.h"
#include "models/predictiontext.h"
#include "models/catalogmodel.h"
#include "models/cmddevicemove.h"
#include "models/designdocument.h"
#include "models/diagnostictext.h"
#include "models/devicecopy.h"
#include "widgets/analysispanel.h"
#include "widgets/cableitem.h"
#include "widgets/elidedlabel.h"
#include "widgets/cabletool.h"
#include "widgets/canvascontextmenu.h"
#include "widgets/chartdocks.h"
#include "widgets/designscene.h"
#include "widgets/designtree.h"
#include "widgets/designview.h"
#include "widgets/deviceitem.h"
#include "widgets/exportactions.h"
#include "widgets/inspector.h"
#include "widgets/noteitem.h"
#include "widgets/palette.h"
#include "widgets/racks/rackdock.h"
#include "widgets/sanactions.h"
#include "widgets/selecttool.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QMimeData>
#include <QDockWidget>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGraphicsItem>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <set>

namespace topoplan::widgets {

namespace {
constexpr int kMaxRecent = 8;
constexpr const char* kDesignMime = "application/x-topoplan-design";
QString fileFilter() { return MainWindow::tr("Topoplan designs (*.topoplan.yaml *.yaml);;All files (*)"); }
} // namespace

MainWindow::MainWindow(models::DesignDocument* document, QWidget* parent)
    : QMainWindow(parent), m_document(document), m_catalogModel(new models::CatalogModel(this)),
      m_runner(new models::AnalysisRunner(document, this)), m_scene(new DesignScene(document, this)),
      m_view(new DesignView(m_scene)), m_summary(new QLabel), m_figures(new ElidedLabel)
{
    m_selectTool = new SelectTool(m_view);
    m_cableTool = new CableTool(m_view);
    m_view->setTool(m_selectTool);
    m_view->setAnalysisRunner(m_runner);
    setCentralWidget(m_view);
    m_catalogModel->setCatalog(document->catalogPtr());
    createDocks();
    createActions();
    m_chartDocks = new ChartDocks(this);
    createRackDock();
    // Two fields: the counts, whole, and the figures, elided to the room left (the full
    // text in their tooltip): at 1280x800 in German the summary is wider than the window.
    m_summary->setObjectName(QStringLiteral("statusSummary"));
    m_figures->setObjectName(QStringLiteral("statusFigures"));
    statusBar()->addPermanentWidget(m_summary);
    statusBar()->addPermanentWidget(m_figures, 1);
    // A message (a refusal and its reason) gets the whole bar while it shows.
    connect(statusBar(), &QStatusBar::messageChanged, this, [this](const QString& m) {
        m_summary->setVisible(m.isEmpty());
        m_figures->setVisible(m.isEmpty());
        if (m.isEmpty())
            statusBar()->setToolTip(QString()); // the whole text of the message that went (showMessage())
    });
    for (AbstractTool* t : {static_cast<AbstractTool*>(m_selectTool), static_cast<AbstractTool*>(m_cableTool)})
        connect(t, &AbstractTool::statusMessage, this, &MainWindow::showMessage);
    connect(m_view, &DesignView::statusMessage, this, &MainWindow::showMessage);
    connect(m_view, &DesignView::measurementImported, this,
            [this](int workload) {
                m_scene->clearSelection();
                m_inspector->showEntry(models::Section::Workload, workload);
            });
    connect(m_view, &DesignView::emptyAreaClicked, this, [this] {
        m_designTree->clearCurrent();
        m_inspector->showEntry(models::Section::Site, -1);
    });
    // A canvas selection takes the Inspector over: the Design tree's entry is no longer
    // what is shown, so it loses its highlight.
    connect(m_scene, &QGraphicsScene::selectionChanged, m_designTree, [this] {
        if (!m_scene->selectedItems().isEmpty())
            m_designTree->clearCurrent();
    });
    // A message about the last edit (a failure injected, a device placed) is stale once
    // the undo stack moves: undo, redo or the next edit (whose own message follows).
    connect(m_document->undoStack(), &QUndoStack::indexChanged, statusBar(), &QStatusBar::clearMessage);

    using D = models::DesignDocument;
    connect(document, &D::modifiedChanged, this, &MainWindow::updateTitle);
    connect(document, &D::fileNameChanged, this, &MainWindow::updateTitle);
    connect(document, &D::designInfoChanged, this, &MainWindow::updateTitle);
    connect(document, &D::designReplaced, this, [this] {
        m_scene->setAnalysis(nullptr);
        m_catalogModel->setCatalog(m_document->catalogPtr());
        updateTitle();
        QTimer::singleShot(0, m_view, &DesignView::fitDesign);
    });
    connect(document, &D::topologyChanged, this, &MainWindow::updateSummary);
    connect(m_runner, &models::AnalysisRunner::resultReady, this, &MainWindow::updateSummary);
    connect(m_runner, &models::AnalysisRunner::resultReady, this, [this] {
        m_scene->setAnalysis(m_runner->result());
        m_inspector->refreshAnalysis(); // in place: a rebuild moved the field being typed in
    });
    connect(m_runner, &models::AnalysisRunner::resultCleared, this, [this] {
        // Utilization shades stay until the new result when one is coming (one repaint of
        // the busy cables per recompute instead of two); otherwise nothing stale is kept.
        if (m_document->topology()) // what sharedSnapshot() needs: the new result is coming
            m_scene->markAnalysisStale();
        else
            m_scene->setAnalysis(nullptr);
        m_scene->setHighlight({});
    });
    connect(m_runner, &models::AnalysisRunner::resultCleared, this, &MainWindow::updateSummary);
    connect(m_runner, &models::AnalysisRunner::uncertaintyReady, this, &MainWindow::updateSummary);
    connect(m_runner, &models::AnalysisRunner::uncertaintyReady, this, [this] {
        // The links' utilization intervals (cable tooltips, the inspector's link page).
        m_scene->setUtilizationIntervals(m_runner->linkUtilizationIntervals());
        m_inspector->refreshAnalysis();
    });
    connect(m_scene, &DesignScene::statusMessage, this, &MainWindow::showMessage);
    setMinimumSize(kMinimumWidth, kMinimumHeight);
    resize(1600, 1000);
    for (const char* name : {"catalog", "design"}) // resizeDocks() in createDocks(): not applied before the first show
        m_preferredDockSizes[QString::fromLatin1(name)] = 230;
    m_preferredDockSizes[QStringLiteral("inspector")] = 270;
    updateTitle();
    updateSummary();
    m_runner->schedule();
    QTimer::singleShot(0, m_view, &DesignView::fitDesign);
}

MainWindow::~MainWindow()
{
    m_scene->blockSignals(true);
    // A field still being edited commits when the closing window takes its focus: its
    // message must not reach this half-destroyed window (a crash, found by
    // tst_designertraps closing the window with text typed in the inspector).
    m_inspector->blockSignals(true);
}

void MainWindow::createDocks()
{
    m_palette = new Palette(m_catalogModel);
    auto* left = new QDockWidget(tr("Catalog"), this);
    left->setObjectName(QStringLiteral("catalog"));
    left->setWidget(m_palette);
    addDockWidget(Qt::LeftDockWidgetArea, left);

    m_inspector = new Inspector(m_scene);
    m_inspector->setAnalysisRunner(m_runner);
    auto* right = new QDockWidget(tr("Inspector"), this);
    right->setObjectName(QStringLiteral("inspector"));
    right->setWidget(m_inspector);
    addDockWidget(Qt::RightDockWidgetArea, right);
    connect(m_inspector, &Inspector::statusMessage, this, &MainWindow::showMessage);

    m_panel = new AnalysisPanel(m_document, m_runner);
    auto* bottom = new QDockWidget(tr("Analysis"), this);
    bottom->setObjectName(QStringLiteral("analysis"));
    bottom->setWidget(m_panel);
    addDockWidget(Qt::BottomDockWidgetArea, bottom);
    connect(m_panel, &AnalysisPanel::elementActivated, this, &MainWindow::selectElement);
    connect(m_panel, &AnalysisPanel::routeActivated, this, [this](const QStringList& hops) {
        std::set<std::string> ids;
        for (const QString& h : hops) {
            ids.insert(h.toStdString());
            // A component hop ("pmax/dir-1") highlights its device too.
            ids.insert(h.section(QLatin1Char('/'), 0, 0).section(QLatin1Char(':'), 0, 0).toStdString());
        }
        m_scene->setHighlight(std::move(ids));
        showMessage(tr("Route highlighted: %1").arg(hops.join(QStringLiteral(" → "))));
    });
    // Design-level objects (fabrics, zoning, masking, workloads, ...) below the palette;
    // choosing one shows it in the Inspector.
    m_designTree = new DesignTree(m_document);
    m_designTree->setAnalysisRunner(m_runner);
    auto* tree = new QDockWidget(tr("Design"), this);
    tree->setObjectName(QStringLiteral("design"));
    tree->setWidget(m_designTree);
    addDockWidget(Qt::LeftDockWidgetArea, tree);
    connect(m_designTree, &DesignTree::statusMessage, this, &MainWindow::showMessage);
    connect(m_designTree, &DesignTree::entrySelected, this, [this](models::Section section, int index) {
        m_scene->clearSelection();
        m_inspector->showEntry(section, index);
    });
    // Their first-start sizes are set once the window is shown (applyFirstStartLayout()).
}

void MainWindow::createRackDock()
{
    m_rackDock = new RackDock(this, m_scene, m_view);
    for (QAction* a : menuBar()->actions())
        if (a->menu() && a->text() == tr("&View")) {
            a->menu()->addSeparator();
            a->menu()->addAction(m_rackDock->toggleAction());
        }
}

void MainWindow::createActions()
{
    QUndoStack* stack = m_document->undoStack();
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New"), QKeySequence::New, this, [this] {
        if (maybeSave())
            m_document->newDesign();
    });
    file->addAction(tr("&Open..."), QKeySequence::Open, this, [this] {
        if (!maybeSave())
            return;
        const QString path = QFileDialog::getOpenFileName(this, tr("Open design"), QString(), fileFilter());
        if (!path.isEmpty())
            openFile(path);
    });
    QMenu* examples = file->addMenu(tr("Open &Example"));
    for (const core::EmbeddedFile& f : core::builtinExampleFiles()) {
        core::Diagnostics ignored;
        const auto d = core::readDesignText(f.text, f.name, ignored);
        const QString name = QString::fromStdString(f.name);
        const QString prefix = name.section(QLatin1Char('.'), 0, 0);
        examples->addAction(d ? QString::fromStdString(d->name) : name, this,
                            [this, prefix] { openDesign(QStringLiteral("builtin:") + prefix); });
    }
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    updateRecentMenu();
    file->addSeparator();
    file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::save);
    // QKeySequence::SaveAs is empty on some platforms (X11 without a desktop theme).
    file->addAction(tr("Save &As..."), QKeySequence(QStringLiteral("Ctrl+Shift+S")), this, &MainWindow::saveAs);
    file->addSeparator();
    m_exports = new ExportActions(m_document, m_scene, m_runner, this);
    connect(m_exports, &ExportActions::statusMessage, this, &MainWindow::showMessage);
    m_exports->addTo(file);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = stack->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("undo")); // Help > Keyboard Shortcuts names it without the command
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = stack->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("redo"));
    redo->setShortcuts({QKeySequence(QStringLiteral("Ctrl+Shift+Z")), QKeySequence(QStringLiteral("Ctrl+Y"))});
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    // Canvas keys act only while the canvas has the focus (issue 16: Backspace after an
    // edit in the inspector deleted the selected array and its cables; an "x" typed in a
    // field switched to the Fail tool). Menu entries still work from anywhere.
    auto canvasOnly = [this](QAction* a) {
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        m_view->addAction(a);
        return a;
    };
    QAction* copy = canvasOnly(edit->addAction(tr("&Copy"), QKeySequence::Copy, this, [this] { copySelection(); }));
    createCutAction(edit, copy);
    canvasOnly(edit->addAction(tr("&Paste"), QKeySequence::Paste, this, &MainWindow::paste));
    QAction* duplicate = canvasOnly(edit->addAction(tr("D&uplicate"), QKeySequence(QStringLiteral("Ctrl+D")), this, [this] {
        const auto ids = m_scene->selectedDeviceIds();
        const auto notes = m_scene->selectedNoteIds();
        if (!ids.empty() || !notes.empty())
            pasteFragment(models::copyDevices(m_document->design(), ids, notes));
    }));
    QAction* del = canvasOnly(edit->addAction(tr("&Delete"), this, [this] {
        const QString removed = m_scene->deleteSelection();
        if (!removed.isEmpty())
            showMessage(removed);
    }));
    del->setObjectName(QStringLiteral("deleteSelection"));
    del->setShortcuts({QKeySequence::Delete, QKeySequence(Qt::Key_Backspace)});
    canvasOnly(edit->addAction(tr("Select &All"), QKeySequence::SelectAll, this, [this] {
        for (QGraphicsItem* i : m_scene->items())
            if (i->flags() & QGraphicsItem::ItemIsSelectable)
                i->setSelected(true);
    }));
    createArrangeActions(edit);

    QMenu* viewMenu = menuBar()->addMenu(tr("&View"));
    // The platform's zoom keys plus Ctrl+= / Ctrl+-, each once: QKeySequence::ZoomOut is
    // Ctrl+- on most platforms, and a key listed twice is an ambiguous shortcut that does
    // nothing (seen under Xvfb: "Ambiguous shortcut overload: Ctrl+-").
    auto zoomKeys = [](QKeySequence::StandardKey standard, const QString& extra) {
        QList<QKeySequence> keys = QKeySequence::keyBindings(standard);
        if (!keys.contains(QKeySequence(extra)))
            keys.prepend(QKeySequence(extra));
        return keys;
    };
    QAction* zoomIn = viewMenu->addAction(tr("Zoom &In"), this, [this] { m_view->zoomIn(); });
    zoomIn->setShortcuts(zoomKeys(QKeySequence::ZoomIn, QStringLiteral("Ctrl+=")));
    QAction* zoomOut = viewMenu->addAction(tr("Zoom &Out"), this, [this] { m_view->zoomOut(); });
    zoomOut->setShortcuts(zoomKeys(QKeySequence::ZoomOut, QStringLiteral("Ctrl+-")));
    QAction* fit = viewMenu->addAction(tr("&Fit Design"), this, [this] { m_view->fitDesign(); });
    fit->setShortcuts({QKeySequence(Qt::Key_F), QKeySequence(QStringLiteral("Ctrl+0"))});
    canvasOnly(fit);
    viewMenu->addSeparator();
    // Every dock (also the chart docks made later), so that a closed one can be reopened.
    QMenu* docks = viewMenu->addMenu(tr("&Docks"));
    connect(docks, &QMenu::aboutToShow, this, [this, docks] {
        docks->clear();
        for (QDockWidget* d : findChildren<QDockWidget*>())
            docks->addAction(d->toggleViewAction());
    });
    createFindActions(edit, viewMenu);
    createLanguageMenu(viewMenu);
    viewMenu->addAction(tr("&Arrange Unplaced Devices"), this, [this] {
        // Writes the automatic positions into the design (one undo step).
        std::map<std::string, models::CmdDeviceMove::Position> positions;
        for (const auto& [id, place] : m_scene->layout().devices())
            if (place.autoPositioned)
                positions[id] = std::pair<double, double>(place.rect.left(), place.rect.top());
        if (!positions.empty())
            m_document->undoStack()->push(new models::CmdDeviceMove(m_document, positions));
    });

    // The zoning helper (issue 16): one undo step each.
    auto* san = new SanActions(m_document, m_scene, this);
    connect(san, &SanActions::statusMessage, this, &MainWindow::showMessage);
    san->addTo(menuBar()->addMenu(tr("SAN &Tools")));

    auto* tools = addToolBar(tr("Tools"));
    tools->setObjectName(QStringLiteral("tools"));
    auto* group = new QActionGroup(this);
    QAction* selectAction = tools->addAction(tr("Select"), this, [this] { m_view->setTool(m_selectTool); });
    selectAction->setShortcut(QKeySequence(Qt::Key_S));
    selectAction->setToolTip(tr("Select and move (S)"));
    QAction* cableAction = tools->addAction(tr("Cable"), this, [this] {
        m_view->setTool(m_cableTool);
        showMessage(tr("Cable tool: drag from a port to another port."));
    });
    cableAction->setShortcut(QKeySequence(Qt::Key_C));
    cableAction->setToolTip(tr("Cable ports together (C)"));
    for (QAction* a : {selectAction, cableAction}) {
        canvasOnly(a);
        a->setCheckable(true);
        group->addAction(a);
    }
    selectAction->setChecked(true);
    auto* contextMenu = new CanvasContextMenu(m_view, {duplicate, cableAction, m_cableTool, fit, san});
    connect(contextMenu, &CanvasContextMenu::statusMessage, this, &MainWindow::showMessage);
    tools->addSeparator();
    // The tool bar's Undo / Redo keep a fixed text (the menu's name the command, e.g.
    // "Undo Edit w-1", which would shift every button after them); the tooltip names it.
    for (QAction* menuAction : {undo, redo}) {
        const bool isUndo = menuAction == undo;
        QAction* a = tools->addAction(isUndo ? tr("Undo") : tr("Redo"), menuAction, &QAction::trigger);
        a->setObjectName(isUndo ? QStringLiteral("toolUndo") : QStringLiteral("toolRedo"));
        auto sync = [a, menuAction] {
            a->setEnabled(menuAction->isEnabled());
            a->setToolTip(QString(menuAction->text()).remove(QLatin1Char('&')));
        };
        connect(menuAction, &QAction::changed, a, sync);
        sync();
    }
    tools->addSeparator();
    tools->addAction(zoomIn);
    tools->addAction(zoomOut);
    tools->addAction(fit);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    createHelpActions(help);
    help->addAction(tr("&About Topoplan"), this, [this] {
        QMessageBox::about(this, tr("About Topoplan"),
                           tr("Topoplan %1: design and test database platforms before you buy them.")
                               .arg(QApplication::applicationVersion()));
    });
}

bool MainWindow::openDesign(const QString& pathOrBuiltin)
{
    return maybeSave() && openFile(pathOrBuiltin);
}

bool MainWindow::allowOutsideCatalogs(QWidget* parent, const QStringList& refused)
{
    const auto answer = QMessageBox::question(
        parent, tr("Catalog files outside the design's folder"),
        tr("This design reads catalog files outside its own folder:\n\n%1\n\nRead them? Say yes only if you trust the "
           "design and know these files.")
            .arg(refused.join(QLatin1Char('\n'))),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    return answer == QMessageBox::Yes;
}

bool MainWindow::openFile(const QString& pathOrBuiltin, bool alreadyTried)
{
    bool opened = !alreadyTried && m_document->open(pathOrBuiltin);
    const QStringList refused = opened ? QStringList() : m_document->refusedCatalogs();
    if (!refused.isEmpty()) {
        // Catalog files outside the design's folder are read only on the user's yes
        // (docs/design-format.md, "Catalog files"); every open comes here (issue 16: File >
        // Open and the command line's file never asked).
        if (!allowOutsideCatalogs(this, refused)) {
            QMessageBox::warning(this, tr("Cannot open the design"),
                                 tr("%1 was not opened: it reads catalog files outside its own folder, and you did not "
                                    "allow them. Open it again and answer Yes to read them.")
                                     .arg(QDir::toNativeSeparators(pathOrBuiltin)));
            return false;
        }
        m_document->allowCatalogs(refused);
        opened = m_document->open(pathOrBuiltin);
    }
    if (!opened) {
        QMessageBox::warning(this, tr("Cannot open the design"), m_document->errorString());
        return false;
    }
    if (!pathOrBuiltin.startsWith(QLatin1String("builtin:")))
        addRecent(m_document->fileName());
    return true;
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved changes"), tr("The design '%1' has unsaved changes. Save them?").arg(m_document->title()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Save)
        return save();
    return true;
}

bool MainWindow::save()
{
    if (m_document->fileName().isEmpty())
        return saveAs();
    if (!m_document->save()) {
        QMessageBox::warning(this, tr("Cannot save"), m_document->errorString());
        return false;
    }
    showMessage(tr("Saved %1").arg(m_document->fileName()));
    return true;
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save design as"), m_document->fileName(), fileFilter());
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".yaml")))
        path += QLatin1String(".topoplan.yaml");
    if (!m_document->saveAs(path)) {
        QMessageBox::warning(this, tr("Cannot save"), m_document->errorString());
        return false;
    }
    addRecent(path);
    showMessage(tr("Saved %1").arg(path));
    return true;
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    event->accept();
    if (m_saveState) {
        rememberDockSizes();
        QSettings settings;
        saveWindowState(settings);
    }
}

void MainWindow::updateTitle()
{
    const QString where = m_document->fileName().isEmpty() ? m_document->origin()
                                                            : QFileInfo(m_document->fileName()).fileName();
    setWindowTitle(tr("%1%2[*] — Topoplan")
                       .arg(m_document->title(), where.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(where)));
    setWindowModified(m_document->isModified());
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    for (const QString& f : files)
        m_recentMenu->addAction(f, this, [this, f] { openDesign(f); });
    m_recentMenu->setEnabled(!files.isEmpty());
}

void MainWindow::addRecent(const QString& path)
{
    QSettings settings;
    QStringList files = settings.value(QStringLiteral("recentFiles")).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecent)
        files.removeLast();
    settings.setValue(QStringLiteral("recentFiles"), files);
    updateRecentMenu();
}

void MainWindow::updateSummary()
{
    // The errors of the Findings table (validation and analysis), as the Inspector counts them.
    const bool analysed = m_document->topology() != nullptr;
    const int errors = models::errorCount(m_document->diagnostics(), analysed ? m_runner->result() : nullptr,
                                          analysed ? &m_runner->performanceFindings() : nullptr);
    QString text = tr("%1 · %2").arg(tr("%n device(s)", nullptr, int(m_document->design().devices.size())),
                                     tr("%n cable(s)", nullptr, int(m_document->design().links.size())));
    // Entries with errors are left out of the analysis (DesignDocument::topology()): the
    // rest is still analysed and summarised.
    if (errors)
        text += tr(" · <span style='color:#b00020'>%n error(s)</span>", nullptr, errors);
    QStringList figures;
    if (!m_document->topology()) {
        // devices or cables with errors: nothing is analysed
    } else if (const core::AnalysisResult* r = m_runner->result()) {
        int paths = 0, spofs = 0;
        for (const core::FlowResult& f : r->flows) {
            paths += int(f.paths.size());
            for (const core::SpofResult& s : f.spofs)
                spofs += s.endpoint ? 0 : 1;
        }
        const core::LinkLoad* busiest = nullptr;
        for (const core::LinkLoad& l : r->links)
            if (!busiest || l.offeredUtilization > busiest->offeredUtilization)
                busiest = &l;
        text += QStringLiteral(" · ") + tr("%n path(s)", nullptr, paths) + QStringLiteral(" · ") + tr("%n SPOF(s)", nullptr, spofs);
        if (const core::PerformanceResult* perf = m_runner->performance()) {
            const core::WorkloadPerformance* worst = nullptr;
            auto latency = [](const core::WorkloadPerformance& w) { return std::max(w.readLatencyMs, w.writeLatencyMs); };
            // A workload that offers no load (no users: the finding "workload-no-load" says
            // what is missing) has no latency to show, only its service times.
            for (const core::WorkloadPerformance& w : perf->workloads)
                if (w.reachable && core::offersLoad(w) && (!worst || latency(w) > latency(*worst)))
                    worst = &w;
            if (worst) {
                // With its interval once the second stage delivered it (issue 15).
                const models::Figure f = worst->writeLatencyMs > worst->readLatencyMs ? models::Figure::WriteLatencyMs
                                                                                     : models::Figure::ReadLatencyMs;
                const core::UncertaintyResult* u = m_runner->uncertainty();
                const core::WorkloadUncertainty* wu = u ? core::findUncertainty(*u, worst->id) : nullptr;
                // With its basis ("calibrated", "a priori") once known: the interval alone
                // does not say whether a measurement stands behind it.
                figures << (wu ? tr("worst latency %1 (%2, %3)")
                                     .arg(models::figureText(*worst, f, wu, false), QString::fromStdString(worst->id),
                                          models::basisWord(wu->basis))
                               : tr("worst latency %1 (%2)")
                                     .arg(models::figureText(*worst, f, wu, false))
                                     .arg(QString::fromStdString(worst->id)));
                if (m_runner->uncertaintyPending())
                    figures << tr("intervals computing…");
            }
            // Withheld workloads (no steady state, no back end): said, not given a latency.
            const int withheld = int(std::count_if(perf->workloads.begin(), perf->workloads.end(),
                                                   [](const core::WorkloadPerformance& w) { return !w.withheld.empty(); }));
            if (withheld > 0)
                figures << tr("%n workload(s) not predicted (Findings say why)", nullptr, withheld);
        }
        if (busiest && busiest->utilization > 0) {
            // Per direction (full duplex): the busier direction, named.
            const QString link = QString::fromStdString(busiest->link);
            const QStringList ends = link.split(QStringLiteral(" -- "));
            const bool aToB = busiest->loadAtoBMBps >= busiest->loadBtoAMBps;
            const QString direction = ends.size() == 2 ? (aToB ? ends[0] + QStringLiteral(" → ") + ends[1] : ends[1] + QStringLiteral(" → ") + ends[0])
                                                       : link;
            const auto& intervals = m_runner->linkUtilizationIntervals();
            const auto range = intervals.find(busiest->link);
            figures << tr("busiest link direction %1 at %2")
                           .arg(direction, models::utilizationText(busiest->utilization, range != intervals.end() ? &range->second : nullptr,
                                                                   false, 0));
            if (busiest->offeredUtilization > 1.0)
                figures.back() += QStringLiteral(" ") + tr("(offered %1 % of its capacity: no steady state)")
                                                             .arg(QLocale().toString(std::round(busiest->offeredUtilization * 100.0), 'f', 0));
        }
    } else {
        text += tr(" · analysing…");
    }
    m_summary->setText(text);
    m_figures->setFullText(figures.join(QStringLiteral(" · ")));
}

void MainWindow::selectElement(const QString& id)
{
    std::string s = id.toStdString();
    if (m_scene->cableItem(s)) {
        m_scene->clearSelection();
        m_scene->cableItem(s)->setSelected(true);
        return;
    }
    s = s.substr(0, s.find(':'));
    s = s.substr(0, s.find(' '));
    s = s.substr(0, s.find('/'));
    if (m_scene->deviceItem(s)) {
        m_scene->selectDevice(s);
        m_view->ensureVisible(m_scene->layout().device(s)->rect, 40, 40);
        return;
    }
    // A design-level entry (storage group, workload, fabric, ...): the Design tree and
    // the Inspector show it.
    for (int section = 0; section < models::kSectionCount; ++section) {
        const auto sec = models::Section(section);
        if (sec == models::Section::Device || sec == models::Section::Link)
            continue;
        if (const int index = models::findEntry(m_document->design(), sec, id); index >= 0) {
            m_designTree->select(sec, index);
            return;
        }
    }
}

void MainWindow::copySelection(bool cut)
{
    const auto ids = m_scene->selectedDeviceIds();
    const auto notes = m_scene->selectedNoteIds();
    if (ids.empty() && notes.empty())
        return;
    const std::string text = core::writeDesign(models::copyDevices(m_document->design(), ids, notes, cut));
    auto* mime = new QMimeData;
    mime->setData(QString::fromLatin1(kDesignMime), QByteArray::fromStdString(text));
    mime->setText(QString::fromStdString(text));
    QGuiApplication::clipboard()->setMimeData(mime);
    if (notes.empty())
        showMessage(tr("Copied %n device(s) with their modules and cables.", nullptr, int(ids.size())));
    else if (ids.empty())
        showMessage(tr("Copied %n note(s).", nullptr, int(notes.size())));
    else
        showMessage(tr("Copied %n device(s) with their modules and cables, and notes.", nullptr, int(ids.size())));
}

void MainWindow::paste()
{
    const QMimeData* mime = QGuiApplication::clipboard()->mimeData();
    if (!mime)
        return;
    const QByteArray data = mime->hasFormat(QString::fromLatin1(kDesignMime)) ? mime->data(QString::fromLatin1(kDesignMime))
                                                                             : mime->text().toUtf8();
    core::Diagnostics diagnostics;
    const auto fragment = core::readDesignText(data.toStdString(), "clipboard", diagnostics);
    if (!fragment) {
        const auto first = std::find_if(diagnostics.begin(), diagnostics.end(), [](const core::Diagnostic& d) {
            return d.severity == core::Diagnostic::Severity::Error;
        });
        showMessage(first == diagnostics.end()
                        ? tr("The clipboard holds no Topoplan devices.")
                        : tr("The clipboard holds no Topoplan devices: %1").arg(models::diagnosticLine(*first)));
        return;
    }
    pasteFragment(*fragment);
}

namespace {

/// The shift that puts a pasted or duplicated `fragment` into free space (issue 16: a
/// duplicated chassis landed 40 units off, over the original, its sleds and IOMs on the
/// original's and its title hidden). The fragment's placed free-standing devices and its
/// notes span a box; the first of these shifts that keeps the box off every device and
/// note of the design is taken: none (the originals were cut, or the copy comes from
/// another design), right of the box, below it, right of and below it, and right of the
/// whole design, which is always free. `kPasteGap` (scene units, four grid steps) is left
/// between the box and what it is put beside, so the copy reads as a device of its own
/// and its cables can be told apart. Shifts are whole grid steps, as dragging snaps.
QPointF freePasteShift(const core::Design& fragment, const core::Catalog& catalog, const DesignScene& scene,
                       const core::Design& design)
{
    constexpr double kPasteGap = 4 * DesignLayout::kGrid;
    DesignLayout pasted;
    pasted.compute(fragment, catalog);
    QRectF box;
    for (const auto& [id, place] : pasted.devices())
        if (place.depth == 0 && !place.autoPositioned)
            box |= place.rect;
    for (const core::CanvasNote& note : fragment.canvasNotes) {
        const NoteItem* item = scene.noteItem(note.id);
        box |= item ? item->sceneBoundingRect() : QRectF(note.x, note.y, 1, 1);
    }
    if (box.isNull())
        return {};
    std::vector<QRectF> taken;
    for (const auto& [id, place] : scene.layout().devices())
        if (place.depth == 0)
            taken.push_back(place.rect);
    for (const core::CanvasNote& note : design.canvasNotes)
        if (const NoteItem* item = scene.noteItem(note.id))
            taken.push_back(item->sceneBoundingRect());
    const auto step = [](double v) { return std::ceil(v / DesignLayout::kGrid) * DesignLayout::kGrid; };
    const double right = step(box.width() + kPasteGap);
    const double down = step(box.height() + kPasteGap);
    const auto free = [&](QPointF shift) {
        const QRectF at = box.translated(shift).adjusted(-kPasteGap / 2, -kPasteGap / 2, kPasteGap / 2, kPasteGap / 2);
        return std::none_of(taken.begin(), taken.end(), [&](const QRectF& r) { return r.intersects(at); });
    };
    for (const QPointF shift : {QPointF(0, 0), QPointF(right, 0), QPointF(0, down), QPointF(right, down)})
        if (free(shift))
            return shift;
    QRectF all;
    for (const QRectF& r : taken)
        all |= r;
    return {step(all.right() + kPasteGap - box.left()), 0};
}

} // namespace

void MainWindow::pasteFragment(const core::Design& fragment)
{
    QString reason;
    int added = 0;
    std::vector<std::string> notes;
    const QPointF shift = freePasteShift(fragment, m_document->catalog(), *m_scene, m_document->design());
    const auto roots = models::pasteDevices(m_document, fragment, shift.x(), shift.y(), &reason, &added, &notes);
    if (roots.empty() && notes.empty()) {
        showMessage(tr("Nothing pasted: %1").arg(reason));
        return;
    }
    m_scene->clearSelection();
    for (const std::string& id : roots)
        if (DeviceItem* item = m_scene->deviceItem(id))
            item->setSelected(true);
    for (const std::string& id : notes)
        if (NoteItem* item = m_scene->noteItem(id))
            item->setSelected(true);
    // The copy is where the user sees it.
    if (const DevicePlace* place = roots.empty() ? nullptr : m_scene->layout().device(roots.front()))
        m_view->ensureVisible(place->rect, 40, 40);
    else if (NoteItem* note = notes.empty() ? nullptr : m_scene->noteItem(notes.front()))
        m_view->ensureVisible(note->sceneBoundingRect(), 40, 40);
    const QString what = notes.empty()  ? tr("%n device(s)", nullptr, added)
                         : added == 0   ? tr("%n note(s)", nullptr, int(notes.size()))
                                        : tr("%n device(s) and notes", nullptr, added);
    showMessage(reason.isEmpty() ? tr("Pasted %1.").arg(what) : tr("Pasted %1; %2.").arg(what, reason));
}

void MainWindow::showMessage(const QString& message)
{
    // A message wider than the bar is cut with "…" and shows whole in the bar's tooltip
    // while it stands (issue 16: a highlighted route ran off the bar without a mark). The
    // room: the bar less its margins and the size grip (QStatusBar draws messages there).
    QStatusBar* bar = statusBar();
    const int room = bar->contentsRect().width() - 2 * bar->fontMetrics().averageCharWidth()
        - bar->style()->pixelMetric(QStyle::PM_SizeGripSize, nullptr, bar);
    const QString shown = bar->fontMetrics().elidedText(message, Qt::ElideRight, std::max(80, room));
    bar->showMessage(shown, 8000);
    bar->setToolTip(shown == message ? QString() : message);
}

} // namespace topoplan::widgets
