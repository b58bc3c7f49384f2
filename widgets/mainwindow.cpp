#include "widgets/mainwindow.h"

#include "core/builtin.h"
#include "core/designio.h"
#include "models/designdocument.h"
#include "models/designtreemodel.h"
#include "widgets/summaryview.h"

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QHeaderView>
#include <QKeySequence>
#include <QMenuBar>
#include <QMessageBox>
#include <QSplitter>
#include <QStatusBar>
#include <QTextBrowser>
#include <QTreeView>

namespace topoplan::widgets {

MainWindow::MainWindow(models::DesignDocument* document, QWidget* parent)
    : QMainWindow(parent), m_document(document), m_treeModel(new models::DesignTreeModel(this)),
      m_tree(new QTreeView), m_summary(new QTextBrowser)
{
    m_tree->setModel(m_treeModel);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    auto* splitter = new QSplitter;
    splitter->addWidget(m_tree);
    splitter->addWidget(m_summary);
    splitter->setSizes({760, 640});
    setCentralWidget(splitter);
    createMenus();
    connect(m_document, &models::DesignDocument::designReplaced, this, &MainWindow::refresh);
    resize(1400, 900);
    refresh();
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open..."), this, &MainWindow::openFile);
    open->setShortcut(QKeySequence::Open);
    QMenu* examples = file->addMenu(tr("Open &Example"));
    for (const core::EmbeddedFile& f : core::builtinExampleFiles()) {
        core::Diagnostics ignored;
        const auto d = core::readDesignText(f.text, f.name, ignored);
        const QString name = QString::fromStdString(f.name);
        const QString label = d ? QString::fromStdString(d->name) : name;
        const QString prefix = name.section(QLatin1Char('.'), 0, 0);
        examples->addAction(label, this, [this, prefix] { openDesign(QStringLiteral("builtin:") + prefix); });
    }
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Topoplan"), this, [this] {
        QMessageBox::about(this, tr("About Topoplan"),
                           tr("Topoplan %1: design and test database platforms before you buy them.")
                               .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::openFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open design"), QString(),
                                                      tr("Topoplan designs (*.topoplan.yaml *.yaml);;All files (*)"));
    if (!path.isEmpty())
        openDesign(path);
}

void MainWindow::openDesign(const QString& pathOrBuiltin)
{
    if (!m_document->open(pathOrBuiltin))
        QMessageBox::warning(this, tr("Cannot open the design"), m_document->errors().join(QLatin1Char('\n')));
}

void MainWindow::refresh()
{
    if (!m_document->isLoaded()) {
        setWindowTitle(tr("Topoplan"));
        return;
    }
    const auto& d = m_document->design();
    setWindowTitle(tr("%1 — Topoplan").arg(m_document->title()));
    m_treeModel->setDesign(d);
    m_tree->expandToDepth(1);
    for (int c = 0; c < models::DesignTreeModel::ColumnCount; ++c)
        m_tree->resizeColumnToContents(c);
    m_summary->setHtml(designSummaryHtml(d));
    statusBar()->showMessage(tr("%1 devices, %2 links, %3 workloads — read-only view")
                                 .arg(d.topology.devices.size())
                                 .arg(d.topology.links.size())
                                 .arg(d.design.workloads.size()));
}

} // namespace topoplan::widgets
