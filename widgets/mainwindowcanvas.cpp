// MainWindow's canvas habits of issue 16, kept apart from mainwindow.cpp: cut, arrange,
// find, zoom to selection, notes, window state (QSettings) and the Help menu.
#include "widgets/mainwindow.h"

#include "models/designdocument.h"
#include "widgets/arrangeactions.h"
#include "widgets/designscene.h"
#include "widgets/designview.h"
#include "widgets/findbar.h"
#include "widgets/noteitem.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QResizeEvent>
#include <QSettings>
#include <QSplitter>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

#include <functional>
#include <set>

namespace topoplan::widgets {

namespace {
/// The canvas keeps at least this width when docks are widened back (pixels).
constexpr int kMinimumCanvasWidth = 480;
QString plain(QString text) { return text.remove(QLatin1Char('&')); }
} // namespace

void MainWindow::createCutAction(QMenu* edit, QAction* before)
{
    QAction* cut = new QAction(tr("Cu&t"), this);
    cut->setShortcut(QKeySequence::Cut);
    cut->setObjectName(QStringLiteral("cutSelection"));
    cut->setShortcutContext(Qt::WidgetWithChildrenShortcut); // a canvas key (see canvasOnly)
    m_view->addAction(cut);
    edit->insertAction(before, cut);
    connect(cut, &QAction::triggered, this, [this] {
        // Copy, then the Delete of the same selection: one undo step (deleteSelection). The
        // clipboard holds the devices (with their modules and cables) and the notes.
        if (m_scene->selectedDeviceIds().empty() && m_scene->selectedNoteIds().empty()) {
            showMessage(tr("Nothing to cut: select devices or notes first."));
            return;
        }
        copySelection(true); // with the cables to the rest, which Paste puts back
        const QString removed = m_scene->deleteSelection();
        if (!removed.isEmpty())
            showMessage(tr("Cut: %1").arg(removed));
    });
}

void MainWindow::createArrangeActions(QMenu* edit)
{
    auto* arrange = new ArrangeActions(m_scene, this);
    connect(arrange, &ArrangeActions::statusMessage, this, &MainWindow::showMessage);
    QMenu* menu = edit->addMenu(tr("A&rrange"));
    menu->setObjectName(QStringLiteral("arrangeMenu"));
    arrange->addTo(menu);
}

void MainWindow::createFindActions(QMenu* edit, QMenu* view)
{
    m_findBar = new FindBar(m_view);
    auto* bar = new QToolBar(tr("Find"), this);
    bar->setObjectName(QStringLiteral("findToolBar"));
    bar->setMovable(false);
    bar->addWidget(m_findBar);
    addToolBarBreak(Qt::TopToolBarArea);
    addToolBar(Qt::TopToolBarArea, bar);
    bar->hide();
    m_findBar->setContainer(bar);
    connect(m_findBar, &FindBar::statusMessage, this, &MainWindow::showMessage);
    edit->addSeparator();
    QAction* find = edit->addAction(tr("&Find..."), m_findBar, &FindBar::activate);
    find->setObjectName(QStringLiteral("find"));
    find->setShortcut(QKeySequence::Find);
    QAction* next = edit->addAction(tr("Find &Next"), m_findBar, &FindBar::findNext);
    next->setObjectName(QStringLiteral("findNext"));
    next->setShortcut(QKeySequence(Qt::Key_F3));
    QAction* previous = edit->addAction(tr("Find Pre&vious"), m_findBar, &FindBar::findPrevious);
    previous->setObjectName(QStringLiteral("findPrevious"));
    previous->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F3));

    QAction* zoomSel = new QAction(tr("Zoom to &Selection"), this);
    zoomSel->setObjectName(QStringLiteral("zoomSelection"));
    zoomSel->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F));
    zoomSel->setShortcutContext(Qt::WidgetWithChildrenShortcut); // a canvas key, as F is
    m_view->addAction(zoomSel);
    connect(zoomSel, &QAction::triggered, this, [this] {
        if (!m_view->zoomToSelection())
            showMessage(tr("Nothing selected to zoom to."));
    });
    // After Fit Design.
    const QList<QAction*> actions = view->actions();
    QAction* after = nullptr;
    for (int i = 0; i + 1 < actions.size(); ++i)
        if (actions[i]->shortcuts().contains(QKeySequence(Qt::Key_F)))
            after = actions[i + 1];
    view->insertAction(after, zoomSel);

    QAction* note = new QAction(tr("Add &Note"), this);
    note->setObjectName(QStringLiteral("addNote"));
    note->setShortcut(QKeySequence(Qt::Key_N));
    note->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_view->addAction(note);
    edit->insertAction(find, note);
    edit->insertSeparator(find);
    connect(note, &QAction::triggered, this, [this] {
        // At the cursor when it is over the canvas, else in the middle of what is visible.
        const QPoint cursor = m_view->viewport()->mapFromGlobal(QCursor::pos());
        const QPoint at = m_view->viewport()->rect().contains(cursor) ? cursor : m_view->viewport()->rect().center();
        if (NoteItem* item = m_scene->addNote(m_view->mapToScene(at), tr("Note")))
            item->startEditing();
    });
}

void MainWindow::createLanguageMenu(QMenu* view)
{
    QMenu* menu = view->addMenu(tr("&Language"));
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto* group = new QActionGroup(menu);
    const QString current = QSettings().value(QStringLiteral("language")).toString();
    const std::pair<QString, QString> languages[] = {{QString(), tr("System Default")}, {QStringLiteral("en"), QStringLiteral("English")},
                                                     {QStringLiteral("de"), QStringLiteral("Deutsch")}};
    for (const auto& [code, name] : languages) {
        QAction* a = menu->addAction(name);
        a->setCheckable(true);
        a->setChecked(code == current);
        a->setData(code);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, code = code] {
            QSettings().setValue(QStringLiteral("language"), code);
            showMessage(tr("The language changes when Topoplan starts the next time."));
        });
    }
}

void MainWindow::createHelpActions(QMenu* help)
{
    QAction* keys = help->addAction(tr("&Keyboard Shortcuts"), this, &MainWindow::showShortcuts);
    keys->setObjectName(QStringLiteral("helpShortcuts"));
    QAction* guide = help->addAction(tr("&User Guide"), this, &MainWindow::showUserGuide);
    guide->setObjectName(QStringLiteral("helpUserGuide"));
    guide->setShortcut(QKeySequence::HelpContents);
    help->addSeparator();
}

QList<MainWindow::ShortcutRow> MainWindow::shortcutRows() const
{
    QList<ShortcutRow> rows;
    std::set<const QAction*> seen;
    // The menus in menu-bar order (the place a user looks an entry up), then what only
    // the tool bars and the canvas hold.
    std::function<void(const QMenu*, const QString&)> walk = [&](const QMenu* menu, const QString& path) {
        for (const QAction* a : menu->actions()) {
            if (a->isSeparator())
                continue;
            if (a->menu()) {
                walk(a->menu(), path + QStringLiteral(" > ") + plain(a->text()));
                continue;
            }
            if (!seen.insert(a).second || a->shortcuts().isEmpty())
                continue;
            QStringList keys;
            for (const QKeySequence& k : a->shortcuts())
                keys << k.toString(QKeySequence::NativeText);
            // Undo and Redo carry the command's name ("Undo Add note note"): the list names the action.
            const QString command = a->objectName() == QLatin1String("undo")   ? tr("Undo")
                                    : a->objectName() == QLatin1String("redo") ? tr("Redo")
                                                                               : plain(a->text());
            rows.push_back({path, command, keys.join(QStringLiteral(", ")), a->shortcutContext() == Qt::WidgetWithChildrenShortcut});
        }
    };
    for (const QAction* top : menuBar()->actions())
        if (top->menu())
            walk(top->menu(), plain(top->text()));
    QList<const QAction*> others;
    for (const QToolBar* bar : findChildren<QToolBar*>())
        for (const QAction* a : bar->actions())
            others << a;
    for (const QAction* a : m_view->actions())
        others << a;
    for (const QAction* a : others) {
        if (a->isSeparator() || a->shortcuts().isEmpty() || !seen.insert(a).second)
            continue;
        QStringList keys;
        for (const QKeySequence& k : a->shortcuts())
            keys << k.toString(QKeySequence::NativeText);
        rows.push_back({tr("Canvas"), plain(a->text()), keys.join(QStringLiteral(", ")),
                        a->shortcutContext() == Qt::WidgetWithChildrenShortcut});
    }
    return rows;
}

void MainWindow::showShortcuts()
{
    auto* dialog = new QDialog(this);
    dialog->setObjectName(QStringLiteral("shortcutsDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Keyboard Shortcuts"));
    const QList<ShortcutRow> rows = shortcutRows();
    auto* table = new QTableWidget(int(rows.size()), 3, dialog);
    table->setHorizontalHeaderLabels({tr("Menu"), tr("Command"), tr("Keys")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    for (int i = 0; i < rows.size(); ++i) {
        const ShortcutRow& r = rows[i];
        table->setItem(i, 0, new QTableWidgetItem(r.menu));
        auto* command = new QTableWidgetItem(r.command);
        if (r.canvasOnly)
            command->setToolTip(tr("Acts while the canvas has the keyboard focus"));
        table->setItem(i, 1, command);
        table->setItem(i, 2, new QTableWidgetItem(r.canvasOnly ? tr("%1 (canvas)").arg(r.keys) : r.keys));
    }
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
    auto* note = new QLabel(tr("Keys marked (canvas) act only while the canvas has the keyboard focus: click the canvas first."));
    note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(table);
    layout->addWidget(note);
    layout->addWidget(buttons);
    dialog->resize(620, 560);
    dialog->show();
}

QString MainWindow::userGuidePath()
{
    // Installed: <prefix>/bin/topoplan and <prefix>/share/doc/topoplan/designer.md
    // (cmake/packaging.cmake); in the build tree: build/app/topoplan (or build/tests/...)
    // beside the source's docs/ (docs/install.md).
    const QString exe = QCoreApplication::applicationDirPath();
    for (const QString& candidate : {exe + QStringLiteral("/../share/doc/topoplan/designer.md"),
                                     exe + QStringLiteral("/../../docs/designer.md")}) {
        const QFileInfo f(candidate);
        if (f.isFile())
            return f.canonicalFilePath();
    }
    return {};
}

void MainWindow::showUserGuide()
{
    const QString path = userGuidePath();
    if (path.isEmpty()) {
        QMessageBox::information(this, tr("User Guide"),
                                 tr("The user guide (designer.md) is not installed beside the program."));
        return;
    }
    auto* dialog = new QDialog(this);
    dialog->setObjectName(QStringLiteral("userGuide"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Topoplan User Guide"));
    auto* browser = new QTextBrowser(dialog);
    browser->setObjectName(QStringLiteral("userGuideBrowser"));
    browser->setOpenExternalLinks(false);
    browser->setOpenLinks(true);
    browser->setSearchPaths({QFileInfo(path).absolutePath()});
    browser->setSource(QUrl::fromLocalFile(path), QTextDocument::MarkdownResource);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(browser);
    layout->addWidget(buttons);
    dialog->resize(900, 700);
    dialog->show();
}

void MainWindow::saveWindowState(QSettings& settings) const
{
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    for (const QSplitter* s : findChildren<QSplitter*>())
        if (!s->objectName().isEmpty())
            settings.setValue(QStringLiteral("window/splitters/") + s->objectName(), s->saveState());
    QVariantMap sizes;
    for (const auto& [name, size] : m_preferredDockSizes)
        sizes.insert(name, size);
    settings.setValue(QStringLiteral("window/dockSizes"), sizes);
}

bool MainWindow::restoreWindowState(QSettings& settings)
{
    m_saveState = true;
    const QByteArray geometry = settings.value(QStringLiteral("window/geometry")).toByteArray();
    const QByteArray state = settings.value(QStringLiteral("window/state")).toByteArray();
    for (QSplitter* s : findChildren<QSplitter*>())
        if (!s->objectName().isEmpty())
            s->restoreState(settings.value(QStringLiteral("window/splitters/") + s->objectName()).toByteArray());
    const QVariantMap sizes = settings.value(QStringLiteral("window/dockSizes")).toMap();
    for (auto it = sizes.begin(); it != sizes.end(); ++it)
        m_preferredDockSizes[it.key()] = it.value().toInt();
    const bool restored = (geometry.isEmpty() || restoreGeometry(geometry)) && (state.isEmpty() || restoreState(state));
    m_stateRestored = m_stateRestored || (restored && !state.isEmpty());
    // The screen may be smaller than the one the state was saved on.
    QTimer::singleShot(0, this, &MainWindow::recoverDocks);
    return restored && !state.isEmpty();
}

void MainWindow::rememberDockSizes()
{
    for (const QDockWidget* d : findChildren<QDockWidget*>()) {
        if (d->isFloating() || d->isHidden() || d->objectName().isEmpty())
            continue;
        const Qt::DockWidgetArea area = dockWidgetArea(const_cast<QDockWidget*>(d));
        const bool horizontal = area == Qt::LeftDockWidgetArea || area == Qt::RightDockWidgetArea;
        m_preferredDockSizes[d->objectName()] = horizontal ? d->width() : d->height();
    }
}

void MainWindow::recoverDocks()
{
    // Docks squeezed by a smaller window (a state saved at 1600x1000 restored into
    // 1280x800) get their width back, as far as the canvas keeps kMinimumCanvasWidth; the
    // canvas is never squeezed below that by the docks either.
    QList<QDockWidget*> grow;
    QList<int> sizes;
    int wanted = 0;
    for (QDockWidget* d : findChildren<QDockWidget*>()) {
        const Qt::DockWidgetArea area = dockWidgetArea(d);
        if (d->isFloating() || d->isHidden() || (area != Qt::LeftDockWidgetArea && area != Qt::RightDockWidgetArea))
            continue;
        const auto it = m_preferredDockSizes.find(d->objectName());
        if (it == m_preferredDockSizes.end())
            continue;
        if (d->width() < it->second) {
            grow << d;
            sizes << it->second;
            wanted += it->second - d->width();
        }
    }
    const int spare = m_view->width() - kMinimumCanvasWidth;
    if (!grow.isEmpty() && spare > 0) {
        // Each grows by its share of what the canvas can give.
        const double share = std::min(1.0, double(spare) / double(wanted));
        for (int i = 0; i < grow.size(); ++i)
            sizes[i] = grow[i]->width() + int((sizes[i] - grow[i]->width()) * share);
        m_resizingDocks = true;
        resizeDocks(grow, sizes, Qt::Horizontal);
        m_resizingDocks = false;
    }
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    if (m_shown)
        return;
    m_shown = true;
    // resizeDocks() takes effect once the window is laid out: on the next turn (a state
    // restored meanwhile wins).
    QTimer::singleShot(0, this, &MainWindow::applyFirstStartLayout);
}

void MainWindow::applyFirstStartLayout()
{
    if (m_stateRestored)
        return;
    QList<QDockWidget*> sides, bottoms;
    QList<int> widths, heights;
    for (QDockWidget* d : findChildren<QDockWidget*>()) {
        if (d->isFloating() || !d->isVisible()) // a tabified dock behind another: its tab group counts once
            continue;
        const Qt::DockWidgetArea area = dockWidgetArea(d);
        if (area == Qt::BottomDockWidgetArea) {
            bottoms << d;
            heights << int(height() * kFirstStartBottomShare);
        } else if (const auto it = m_preferredDockSizes.find(d->objectName()); it != m_preferredDockSizes.end()) {
            sides << d;
            widths << it->second;
        }
    }
    if (!sides.isEmpty())
        resizeDocks(sides, widths, Qt::Horizontal);
    if (!bottoms.isEmpty())
        resizeDocks(bottoms, heights, Qt::Vertical);
}

void MainWindow::resizeEvent(QResizeEvent* event)
{
    QMainWindow::resizeEvent(event);
    if (event->size().width() > event->oldSize().width() && event->oldSize().isValid())
        QTimer::singleShot(0, this, &MainWindow::recoverDocks);
}

} // namespace topoplan::widgets
