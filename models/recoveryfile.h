#pragma once

#include <QDateTime>
#include <QObject>
#include <QString>

namespace topoplan::models {

class DesignDocument;

/// Autosave for crash recovery. After every command (undo stack index change) the
/// modified design is written atomically (QSaveFile: a kill during the write leaves the
/// previous recovery file), so a kill -9 loses at most the edit in progress to `recovery.topoplan.yaml` in `directory` (the GUI uses
/// QStandardPaths::AppDataLocation), with the design's file name beside it in
/// `recovery.origin`; when the document becomes clean, is saved, replaced or closed
/// normally, both files are removed. A recovery file found at start-up therefore means
/// the previous session ended with unsaved changes (a crash). Thread affinity: GUI thread.
class RecoveryFile : public QObject {
    Q_OBJECT
public:
    RecoveryFile(DesignDocument* document, const QString& directory, QObject* parent = nullptr);
    /// Removes the recovery file (a normal exit).
    ~RecoveryFile() override;

    QString path() const;
    QString originPath() const;
    /// Writes now if the document is modified, else removes the files. False if the
    /// write failed.
    bool writeNow();
    void discard();

    /// What a previous session left behind, if anything.
    struct Found {
        QString text;     ///< the design, topoplan/1 YAML
        QString fileName; ///< the file it belonged to, empty for an untitled design
        QDateTime written;
    };
    static bool find(const QString& directory, Found& found);
    /// Moves a recovery file that could not be loaded out of the way, to
    /// `recovery-unreadable-<yyyyMMdd-HHmmss>.topoplan.yaml` in `directory`, so that it is
    /// neither offered again nor deleted (it may hold the only copy of the user's work).
    /// Returns the new path, empty if it could not be moved.
    static QString setAside(const QString& directory);

private:
    DesignDocument* m_document;
    QString m_directory;
};

} // namespace topoplan::models
