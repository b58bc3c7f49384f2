#pragma once

#include <QDateTime>
#include <QLockFile>
#include <QObject>
#include <QString>

#include <memory>

namespace topoplan::models {

class DesignDocument;

/// Autosave for crash recovery. After every command (undo stack index change) the
/// modified design is written atomically (QSaveFile: a kill during the write leaves the
/// previous recovery file), so a kill -9 loses at most the edit in progress. Each running
/// instance has its own files in `directory` (the GUI uses
/// QStandardPaths::AppDataLocation): `recovery-<PID>.topoplan.yaml`, the design's file
/// name beside it in `recovery-<PID>.origin`, and `recovery-<PID>.lock` (QLockFile) held
/// while the instance lives. When the document becomes clean, is saved, replaced or closed
/// normally, the files are removed. A recovery file whose lock is not held by a live
/// process therefore means that instance ended with unsaved changes (a crash); another
/// running instance's file is never offered. Thread affinity: GUI thread.
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

    /// What a crashed session left behind, if anything.
    struct Found {
        QString text;     ///< the design, topoplan/1 YAML
        QString fileName; ///< the file it belonged to, empty for an untitled design
        QDateTime written;
        QString path;     ///< the recovery file (its origin and lock files sit beside it)
    };
    /// The most recent recovery file in `directory` whose instance is not running (its
    /// lock is free or stale; also the single-file `recovery.topoplan.yaml` of older
    /// versions). False when there is none.
    static bool find(const QString& directory, Found& found);
    /// The recovery file at `path` (a `recovery-<PID>.topoplan.yaml` that find() offered,
    /// handed to a new window with `topoplan --recover PATH`), with its origin beside it.
    /// False when it cannot be read or its instance is still running.
    static bool read(const QString& path, Found& found);
    /// Removes a found recovery file with its origin and lock files (recovered into the
    /// running instance, or declined).
    static void remove(const Found& found);
    /// Moves the recovery file find() offers, which could not be loaded, out of the way to
    /// `recovery-unreadable-<yyyyMMdd-HHmmss>.topoplan.yaml` in `directory`, so that it is
    /// neither offered again nor deleted (it may hold the only copy of the user's work).
    /// Returns the new path, empty if it could not be moved.
    static QString setAside(const QString& directory);
    /// The same for the recovery file `found` (kept beside it).
    static QString setAside(const Found& found);

private:
    DesignDocument* m_document;
    QString m_directory;
    QString m_base; ///< "recovery-<PID>"
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace topoplan::models
