#include "models/recoveryfile.h"

#include "core/designio.h"
#include "models/designdocument.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QUndoStack>

#include <cstring>

namespace topoplan::models {

namespace {
constexpr const char* kDesignSuffix = ".topoplan.yaml";
constexpr const char* kLegacyBase = "recovery"; // one file for all instances (before issue 5)

/// "recovery-123" for "/dir/recovery-123.topoplan.yaml".
QString baseOf(const QString& designPath)
{
    const QString name = QFileInfo(designPath).fileName();
    return name.left(name.size() - qsizetype(std::strlen(kDesignSuffix)));
}

/// Whether the instance that writes `base` is running (holds its lock). A lock whose
/// process is gone is stale and taken over; age alone never makes it stale.
bool ownerRunning(const QDir& dir, const QString& base)
{
    if (base == QLatin1String(kLegacyBase))
        return false;
    QLockFile lock(dir.filePath(base + QStringLiteral(".lock")));
    lock.setStaleLockTime(0);
    if (lock.tryLock(0)) {
        lock.unlock();
        return false;
    }
    return lock.error() == QLockFile::LockFailedError;
}

bool writeAtomically(const QString& path, const QByteArray& data)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    f.write(data);
    return f.commit();
}
} // namespace

RecoveryFile::RecoveryFile(DesignDocument* document, const QString& directory, QObject* parent)
    : QObject(parent), m_document(document), m_directory(directory),
      m_base(QStringLiteral("recovery-%1").arg(QCoreApplication::applicationPid()))
{
    QDir().mkpath(m_directory);
    m_lock = std::make_unique<QLockFile>(QDir(m_directory).filePath(m_base + QStringLiteral(".lock")));
    m_lock->setStaleLockTime(0);
    m_lock->tryLock(0); // not taken (read-only folder): the files are still written
    // Every command, not debounced: issue 8 asks that a kill -9 lose at most the last
    // edit. Writing RA-1 (about 40 kB) takes well under a millisecond.
    connect(document->undoStack(), &QUndoStack::indexChanged, this, &RecoveryFile::writeNow);
    connect(document, &DesignDocument::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            discard();
    });
    connect(document, &DesignDocument::designReplaced, this, [this] {
        if (!m_document->isModified())
            discard();
    });
}

RecoveryFile::~RecoveryFile() { discard(); }

QString RecoveryFile::path() const { return QDir(m_directory).filePath(m_base + QLatin1String(kDesignSuffix)); }

QString RecoveryFile::originPath() const { return QDir(m_directory).filePath(m_base + QStringLiteral(".origin")); }

bool RecoveryFile::writeNow()
{
    if (!m_document->isModified()) {
        discard();
        return true;
    }
    if (!QDir().mkpath(m_directory))
        return false;
    const std::string text = core::writeDesign(m_document->design());
    return writeAtomically(path(), QByteArray(text.data(), qsizetype(text.size())))
        && writeAtomically(originPath(), m_document->fileName().toUtf8());
}

void RecoveryFile::discard()
{
    QFile::remove(path());
    QFile::remove(originPath());
}

bool RecoveryFile::find(const QString& directory, Found& found)
{
    const QDir dir(directory);
    // Lock files of instances that were killed with nothing unsaved (no recovery file
    // beside them) would pile up: ownerRunning() takes over a stale lock and releases it,
    // which deletes it; a live instance's lock is left alone.
    for (const QFileInfo& lock : dir.entryInfoList({QStringLiteral("recovery-*.lock")}, QDir::Files)) {
        const QString base = lock.completeBaseName();
        if (!QFileInfo::exists(dir.filePath(base + QLatin1String(kDesignSuffix))))
            ownerRunning(dir, base);
    }
    const QFileInfoList candidates = dir.entryInfoList({QStringLiteral("recovery-*.topoplan.yaml"), QStringLiteral("recovery.topoplan.yaml")},
                                                       QDir::Files, QDir::Time);
    for (const QFileInfo& info : candidates)
        if (read(info.filePath(), found))
            return true;
    return false;
}

bool RecoveryFile::read(const QString& path, Found& found)
{
    const QFileInfo info(path);
    const QDir dir = info.dir();
    const QString base = baseOf(info.filePath());
    if (!info.fileName().endsWith(QLatin1String(kDesignSuffix)) || base.startsWith(QLatin1String("recovery-unreadable"))
        || ownerRunning(dir, base))
        return false;
    QFile design(info.filePath());
    if (!design.open(QIODevice::ReadOnly))
        return false;
    found.text = QString::fromUtf8(design.readAll());
    found.written = info.lastModified();
    found.path = info.filePath();
    QFile origin(dir.filePath(base + QStringLiteral(".origin")));
    found.fileName = origin.open(QIODevice::ReadOnly) ? QString::fromUtf8(origin.readAll()) : QString();
    return true;
}

void RecoveryFile::remove(const Found& found)
{
    if (found.path.isEmpty())
        return;
    const QDir dir = QFileInfo(found.path).dir();
    const QString base = baseOf(found.path);
    QFile::remove(found.path);
    QFile::remove(dir.filePath(base + QStringLiteral(".origin")));
    if (base != QLatin1String(kLegacyBase))
        QFile::remove(dir.filePath(base + QStringLiteral(".lock")));
}

QString RecoveryFile::setAside(const QString& directory)
{
    Found found;
    return find(directory, found) ? setAside(found) : QString();
}

QString RecoveryFile::setAside(const Found& found)
{
    const QDir dir = QFileInfo(found.path).dir();
    const QString kept = dir.filePath(QStringLiteral("recovery-unreadable-%1.topoplan.yaml")
                                          .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
    if (found.path.isEmpty() || !QFile::rename(found.path, kept))
        return {};
    remove(found); // the origin and lock files (the design itself has moved)
    return kept;
}

} // namespace topoplan::models
