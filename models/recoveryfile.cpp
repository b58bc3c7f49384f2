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
    m_timer.setSingleShot(true);
    m_timer.setInterval(500);
    connect(&m_timer, &QTimer::timeout, this, &RecoveryFile::writeNow);
    connect(document->undoStack(), &QUndoStack::indexChanged, &m_timer, qOverload<>(&QTimer::start));
    connect(document, &DesignDocument::modifiedChanged, this, [this](bool modified) {
        if (!modified) {
            m_timer.stop();
            discard();
        }
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
    m_timer.stop();
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

} // namespace topoplan::models
