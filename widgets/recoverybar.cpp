#include "widgets/recoverybar.h"

#include "models/designdocument.h"
#include "widgets/mainwindow.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QMessageBox>
#include <QProcess>
#include <QStatusBar>

namespace topoplan::widgets {

namespace {
/// Whether two paths name the same file (through links and relative paths).
bool sameFile(const QString& a, const QString& b)
{
    if (a.isEmpty() || b.isEmpty())
        return false;
    const QFileInfo x(a), y(b);
    const QString cx = x.canonicalFilePath(), cy = y.canonicalFilePath();
    return !cx.isEmpty() && !cy.isEmpty() ? cx == cy : x.absoluteFilePath() == y.absoluteFilePath();
}
} // namespace

RecoveryBar::RecoveryBar(QMainWindow* window, models::DesignDocument* document, models::RecoveryFile* own,
                         const models::RecoveryFile::Found& found, const QString& askedFile)
    : QToolBar(tr("Recovery"), window), m_document(document), m_own(own), m_found(found), m_asked(askedFile),
      m_label(new QLabel)
{
    launch = [](const QStringList& arguments) {
        return QProcess::startDetached(QCoreApplication::applicationFilePath(), arguments);
    };
    setObjectName(QStringLiteral("recoveryToolBar"));
    setMovable(false);
    setFloatable(false);
    m_label->setText(message());
    m_label->setToolTip(m_found.path);
    m_label->setContentsMargins(6, 0, 12, 0);
    addWidget(m_label);
    m_recover = addAction(QString(), this, &RecoveryBar::recover);
    m_recover->setObjectName(QStringLiteral("recoverAction"));
    QAction* discardAction = addAction(tr("&Discard"), this, &RecoveryBar::discard);
    discardAction->setObjectName(QStringLiteral("discardRecoveryAction"));
    discardAction->setToolTip(tr("Delete the kept changes"));
    updateRecoverText();
    connect(document, &models::DesignDocument::modifiedChanged, this, &RecoveryBar::updateRecoverText);
    window->addToolBarBreak(Qt::TopToolBarArea);
    window->addToolBar(Qt::TopToolBarArea, this);
}

bool RecoveryBar::recoversHere() const
{
    return !m_document->isModified() && (m_asked.isEmpty() || sameFile(m_asked, m_found.fileName));
}

QString RecoveryBar::message() const
{
    const QString file = m_found.fileName.isEmpty() ? tr("an untitled design") : QFileInfo(m_found.fileName).fileName();
    return tr("Topoplan did not close normally: unsaved changes to %1 from %2 were kept.")
        .arg(file, QLocale().toString(m_found.written, QLocale::ShortFormat));
}

void RecoveryBar::updateRecoverText()
{
    m_recover->setText(recoversHere() ? tr("&Recover") : tr("Recover in a &New Window"));
    m_recover->setToolTip(recoversHere() ? tr("Open the kept changes in this window")
                                         : tr("Open the kept changes in a new window; this window keeps %1")
                                               .arg(m_document->title()));
}

void RecoveryBar::recover()
{
    if (recoversHere()) {
        // Not recovered and not set aside (outside catalogs not allowed): the bar stays.
        if (!recoverInto(parentWidget(), m_document, m_own, m_found) && QFileInfo::exists(m_found.path))
            return;
    } else if (!launch({QStringLiteral("--recover"), m_found.path})) {
        if (auto* window = qobject_cast<QMainWindow*>(parentWidget()))
            window->statusBar()->showMessage(tr("Could not start a new window; the kept changes stay in %1").arg(m_found.path));
        return;
    }
    close();
}

void RecoveryBar::discard()
{
    models::RecoveryFile::remove(m_found);
    close();
}

void RecoveryBar::close()
{
    hide();
    Q_EMIT finished();
    deleteLater();
}

bool RecoveryBar::recoverInto(QWidget* parent, models::DesignDocument* document, models::RecoveryFile* own,
                              const models::RecoveryFile::Found& found)
{
    bool opened = document->openRecovered(found.text, found.fileName, found.path);
    if (const QStringList refused = opened ? QStringList() : document->refusedCatalogs(); !refused.isEmpty()) {
        // The question File > Open asks (issue 16: Recover showed the refusal). No keeps
        // the recovery file where it is, offered again.
        if (!MainWindow::allowOutsideCatalogs(parent, refused)) {
            QMessageBox::warning(parent, tr("Cannot recover the design"),
                                 tr("The kept changes were not recovered: they read catalog files outside the design's "
                                    "folder, and you did not allow them. They stay in %1; recover them again and answer "
                                    "Yes to read them.")
                                     .arg(QDir::toNativeSeparators(found.path)));
            return false;
        }
        document->allowCatalogs(refused);
        opened = document->openRecovered(found.text, found.fileName, found.path);
    }
    if (!opened) {
        // Not deleted: it may hold the only copy of the user's work.
        const QString kept = models::RecoveryFile::setAside(found);
        QString errors = document->errorString();
        if (!kept.isEmpty())
            errors.replace(found.path, kept); // the lines and columns are the kept file's
        QMessageBox::warning(parent, tr("Cannot recover the design"),
                             tr("The recovery file is damaged and was not loaded. It was kept as %1.\n\n%2")
                                 .arg(kept.isEmpty() ? tr("(could not be moved)") : kept, errors));
        return false;
    }
    // This instance's own recovery file holds the work from now on.
    if (own)
        own->writeNow();
    models::RecoveryFile::remove(found);
    return true;
}

} // namespace topoplan::widgets
