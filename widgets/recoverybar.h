#pragma once

#include "models/recoveryfile.h"

#include <QStringList>
#include <QToolBar>

#include <functional>

class QLabel;
class QMainWindow;

namespace topoplan::models {
class DesignDocument;
}

namespace topoplan::widgets {

/// What a crashed session left behind (models::RecoveryFile::find), offered in a bar above
/// the canvas once the window shows the design the user asked for, not in a modal question
/// before it (issue 16: `topoplan design.yaml` opened with a question about another file's
/// autosave, and Yes replaced design.yaml). "Recover" loads the kept changes into this
/// window only when that replaces nothing asked for: no file was named on the command line,
/// or the changes belong to that very file, and the window holds no unsaved edits;
/// otherwise it starts a new window on them (`topoplan --recover PATH`). "Discard" deletes
/// the recovery file; ignoring the bar keeps it for the next start. GUI thread.
class RecoveryBar : public QToolBar {
    Q_OBJECT
public:
    /// Adds itself to `window`'s top tool bar area, on a row of its own. `askedFile`: the
    /// file or `builtin:NAME` named on the command line, empty when none was. `own`: this
    /// instance's recovery file, written at once when the changes are recovered here.
    RecoveryBar(QMainWindow* window, models::DesignDocument* document, models::RecoveryFile* own,
                const models::RecoveryFile::Found& found, const QString& askedFile);

    /// Whether "Recover" loads into this window (else a new window).
    bool recoversHere() const;
    /// The bar's sentence: which file's changes, from when.
    QString message() const;
    /// Starts another instance of this program with these arguments; true if it started.
    /// Default: QProcess::startDetached of QCoreApplication::applicationFilePath() (tests
    /// replace it).
    std::function<bool(const QStringList&)> launch;

    /// Recovers (here or in a new window, recoversHere()) and closes the bar.
    void recover();
    /// Deletes the recovery file and closes the bar.
    void discard();

    /// Loads `found` into `document` (models::DesignDocument::openRecovered) and hands it to
    /// `own` (written now; `found` removed). A damaged file is moved aside
    /// (RecoveryFile::setAside), never deleted, and a warning over `parent` names the kept
    /// file and the errors. False when it could not be loaded.
    static bool recoverInto(QWidget* parent, models::DesignDocument* document, models::RecoveryFile* own,
                            const models::RecoveryFile::Found& found);

Q_SIGNALS:
    /// Recovered, handed to a new window or discarded: the bar is closing.
    void finished();

private:
    void close();
    void updateRecoverText();

    models::DesignDocument* m_document;
    models::RecoveryFile* m_own;
    models::RecoveryFile::Found m_found;
    QString m_asked;
    QLabel* m_label;
    QAction* m_recover;
};

} // namespace topoplan::widgets
