// Crash recovery beside the file asked for (issue 16): `topoplan design.yaml` opened with a
// modal question about another design's autosave, and Yes replaced design.yaml. Now the
// window opens on the file asked for and a bar offers the kept changes: into this window
// only when that replaces nothing asked for, else in a new window (`--recover PATH`).
// The kept changes are RA-2 renamed "kept work"; the file asked for is RA-1 saved to disk.
#include "core/designio.h"
#include "models/cmddesigninfochange.h"
#include "models/designdocument.h"
#include "models/recoveryfile.h"
#include "widgets/mainwindow.h"
#include "widgets/recoverybar.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QPointer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace topoplan;

namespace {

void writeFile(const QString& path, const QByteArray& data)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size())
        qFatal("cannot write %s", qPrintable(path));
}

QByteArray designText(const QString& builtin, const std::string& name)
{
    models::DesignDocument doc;
    if (!doc.open(builtin))
        qFatal("cannot open %s", qPrintable(builtin));
    core::Design d = doc.design();
    d.name = name;
    const std::string text = core::writeDesign(d);
    return QByteArray(text.data(), qsizetype(text.size()));
}

/// One undoable edit (the design's notes), as the Inspector's design page makes it.
void edit(models::DesignDocument& doc, const std::string& note)
{
    doc.undoStack()->push(new models::CmdDesignInfoChange(&doc, {doc.design().name, {note}}));
}

} // namespace

class TestRecoveryBar : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_asked;     ///< the file named on the command line (RA-1)
    QString m_other;     ///< another design's file, whose unsaved changes a crash kept
    QString m_recovery;  ///< the folder of recovery files
    QString m_own;       ///< the folder of this instance's recovery file

    /// A crashed instance's recovery file (no live lock) for `origin`; what find() offers.
    models::RecoveryFile::Found crashedFor(const QString& origin)
    {
        QDir(m_recovery).removeRecursively();
        QDir().mkpath(m_recovery);
        writeFile(QDir(m_recovery).filePath(QStringLiteral("recovery-4000000.topoplan.yaml")),
                  designText(QStringLiteral("builtin:ra2"), "kept work"));
        writeFile(QDir(m_recovery).filePath(QStringLiteral("recovery-4000000.origin")), origin.toUtf8());
        models::RecoveryFile::Found found;
        if (!models::RecoveryFile::find(m_recovery, found))
            qFatal("the crashed instance's file is not found");
        return found;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_asked = m_dir.filePath(QStringLiteral("design.topoplan.yaml"));
        m_other = m_dir.filePath(QStringLiteral("other.topoplan.yaml"));
        m_recovery = m_dir.filePath(QStringLiteral("recovery"));
        m_own = m_dir.filePath(QStringLiteral("own"));
        writeFile(m_asked, designText(QStringLiteral("builtin:ra1"), "asked for"));
        writeFile(m_other, designText(QStringLiteral("builtin:ra2"), "other on disk"));
    }

    // `topoplan design.yaml` with another file's changes kept: design.yaml is open, no modal
    // question, the bar names the other file, and Recover starts a new window on the kept
    // file; this window keeps design.yaml, unmodified.
    void otherFilesChangesDoNotReplaceTheFileAskedFor()
    {
        const models::RecoveryFile::Found found = crashedFor(m_other);
        models::DesignDocument doc;
        QVERIFY(doc.open(m_asked));
        widgets::MainWindow window(&doc);
        window.show();
        models::RecoveryFile own(&doc, m_own);
        QPointer bar = new widgets::RecoveryBar(&window, &doc, &own, found, m_asked);
        QCoreApplication::processEvents();
        QVERIFY(!QApplication::activeModalWidget());
        QVERIFY(bar->isVisible());
        QVERIFY2(bar->message().contains(QStringLiteral("other.topoplan.yaml")), qPrintable(bar->message()));
        QVERIFY(!bar->recoversHere());
        QAction* recover = bar->findChild<QAction*>(QStringLiteral("recoverAction"));
        QVERIFY(recover);
        QVERIFY2(recover->text().contains(QStringLiteral("New Window")), qPrintable(recover->text()));
        QStringList launched;
        bar->launch = [&](const QStringList& arguments) {
            launched = arguments;
            return true;
        };
        QSignalSpy finished(bar.data(), &widgets::RecoveryBar::finished);
        recover->trigger();
        QCOMPARE(launched, (QStringList{QStringLiteral("--recover"), found.path}));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(doc.fileName(), m_asked);
        QCOMPARE(doc.design().name, std::string("asked for"));
        QVERIFY(!doc.isModified());
        // The new window takes the kept file over: still there, readable by path.
        models::RecoveryFile::Found again;
        QVERIFY(models::RecoveryFile::read(found.path, again));
        QCOMPARE(again.fileName, m_other);
        QCOMPARE(again.text, found.text);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(!bar);
    }

    // What the new window does with `--recover PATH`: loads the kept changes, named by their
    // own file, modified; its own recovery file holds them; the crashed one is gone.
    void newWindowRecoversByPath()
    {
        const models::RecoveryFile::Found crashed = crashedFor(m_other);
        models::RecoveryFile::Found found;
        QVERIFY(models::RecoveryFile::read(crashed.path, found));
        models::DesignDocument doc;
        models::RecoveryFile own(&doc, m_own);
        QVERIFY(widgets::RecoveryBar::recoverInto(nullptr, &doc, &own, found));
        QCOMPARE(doc.design().name, std::string("kept work"));
        QCOMPARE(doc.fileName(), m_other);
        QVERIFY(doc.isModified());
        QVERIFY(QFile::exists(own.path()));
        QVERIFY(!QFile::exists(found.path));
    }

    // The kept changes of the very file asked for, or nothing asked for (builtin:ra1 by
    // default): Recover loads them here. Once this window holds edits, a new window instead.
    void ownFilesChangesRecoverHere()
    {
        for (const QString& asked : {m_asked, QString()}) {
            const models::RecoveryFile::Found found = crashedFor(m_asked);
            models::DesignDocument doc;
            QVERIFY(doc.open(asked.isEmpty() ? QStringLiteral("builtin:ra1") : asked));
            widgets::MainWindow window(&doc);
            models::RecoveryFile own(&doc, m_own);
            QPointer bar = new widgets::RecoveryBar(&window, &doc, &own, found, asked);
            QVERIFY(bar->recoversHere());
            bool launched = false;
            bar->launch = [&](const QStringList&) { return launched = true; };
            bar->recover();
            QVERIFY(!launched);
            QCOMPARE(doc.design().name, std::string("kept work"));
            QCOMPARE(doc.fileName(), m_asked);
            QVERIFY(doc.isModified());
            QVERIFY(!QFile::exists(found.path));
        }
        const models::RecoveryFile::Found found = crashedFor(m_asked);
        models::DesignDocument doc;
        QVERIFY(doc.open(m_asked));
        widgets::MainWindow window(&doc);
        auto* bar = new widgets::RecoveryBar(&window, &doc, nullptr, found, m_asked);
        edit(doc, "an edit");
        QVERIFY(doc.isModified());
        QVERIFY(!bar->recoversHere()); // the edit is not thrown away
        QVERIFY(bar->findChild<QAction*>(QStringLiteral("recoverAction"))->text().contains(QStringLiteral("New Window")));
    }

    // Discard deletes the kept file; a live instance's file is never read by path.
    void discardAndLiveFiles()
    {
        const models::RecoveryFile::Found found = crashedFor(m_other);
        models::DesignDocument doc;
        QVERIFY(doc.open(m_asked));
        widgets::MainWindow window(&doc);
        auto* bar = new widgets::RecoveryBar(&window, &doc, nullptr, found, m_asked);
        bar->findChild<QAction*>(QStringLiteral("discardRecoveryAction"))->trigger();
        QVERIFY(!QFile::exists(found.path));
        QCOMPARE(doc.fileName(), m_asked);

        models::RecoveryFile live(&doc, m_recovery);
        edit(doc, "live edit");
        QVERIFY(QFile::exists(live.path()));
        models::RecoveryFile::Found notOffered;
        QVERIFY(!models::RecoveryFile::read(live.path(), notOffered));
    }
};

QTEST_MAIN(TestRecoveryBar)
#include "tst_recoverybar.moc"
