#include "models/recoveryfile.h"

#include "core/designio.h"
#include "models/designdocument.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QUndoStack>

namespace topoplan::models {

namespace {
constexpr const char* kDesignName = "recovery.topoplan.yaml";
constexpr const char* kOriginName = "recovery.origin";

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
    : QObject(parent), m_document(document), m_directory(directory)
{
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

QString RecoveryFile::path() const { return QDir(m_directory).filePath(QString::fromLatin1(kDesignName)); }

QString RecoveryFile::originPath() const { return QDir(m_directory).filePath(QString::fromLatin1(kOriginName)); }

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
    QFile design(QDir(directory).filePath(QString::fromLatin1(kDesignName)));
    if (!design.open(QIODevice::ReadOnly))
        return false;
    found.text = QString::fromUtf8(design.readAll());
    found.written = QFileInfo(design).lastModified();
    QFile origin(QDir(directory).filePath(QString::fromLatin1(kOriginName)));
    found.fileName = origin.open(QIODevice::ReadOnly) ? QString::fromUtf8(origin.readAll()) : QString();
    return true;
}

QString RecoveryFile::setAside(const QString& directory)
{
    const QDir dir(directory);
    const QString kept = dir.filePath(QStringLiteral("recovery-unreadable-%1.topoplan.yaml")
                                          .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
    if (!QFile::rename(dir.filePath(QString::fromLatin1(kDesignName)), kept))
        return {};
    QFile::remove(dir.filePath(QString::fromLatin1(kOriginName)));
    return kept;
}

} // namespace topoplan::models
