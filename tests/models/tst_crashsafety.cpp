// Crash safety (issue 8): a kill -9 in the middle of editing loses at most the edit in
// progress (the recovery file is written after every command), a kill -9 during save
// leaves the previous file whole (QSaveFile), and a damaged recovery file is reported and
// kept aside, never loaded silently nor deleted.
//
// The victim is this same executable started again with TOPOPLAN_CRASH_VICTIM set: it
// edits (or edits and saves) RA-1 in a loop, printing "done N" after the N-th edit has
// returned, until the test kills it with SIGKILL (QProcess::kill).
#include "core/designio.h"
#include "core/designloader.h"
#include "models/cmddevicemove.h"
#include "models/designdocument.h"
#include "models/recoveryfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cstdio>
#include <optional>

using namespace topoplan;

namespace {

/// x of edit N: far from any position of the example, so it cannot be there by chance.
double xOfEdit(int n) { return 100000.0 + n; }

/// The first free-standing device of the design (the one the victim moves).
const core::Device* movedDevice(const core::Design& design)
{
    for (const core::Device& d : design.devices)
        if (d.parent.empty() && d.at)
            return &d;
    return nullptr;
}

/// Edit number held by a design text (its moved device's x), or -1 when the text is not a
/// valid design or holds no edit.
int editOf(const QByteArray& text)
{
    core::Diagnostics diagnostics;
    const auto loaded = core::loadDesignText(text.toStdString(), "victim", ".", diagnostics);
    if (!loaded)
        return -1;
    const core::Device* d = movedDevice(loaded->design);
    if (!d || d->at->first < xOfEdit(0))
        return -1;
    return int(d->at->first - xOfEdit(0) + 0.5);
}

/// The victim: mode "edit" (edits with the recovery file on) or "save" (edit, then save
/// to `target`). Never returns normally before it is killed (at most 100,000 rounds).
int runVictim(const QString& mode, const QString& target)
{
    models::DesignDocument document;
    if (!document.open(QStringLiteral("builtin:ra1"))) {
        std::fprintf(stderr, "victim: %s\n", qPrintable(document.errorString()));
        return 2;
    }
    std::optional<models::RecoveryFile> recovery;
    if (mode == QLatin1String("edit"))
        recovery.emplace(&document, target);
    const std::string id = movedDevice(document.design())->id;
    for (int n = 1; n <= 100000; ++n) {
        document.undoStack()->push(
            new models::CmdDeviceMove(&document, {{id, std::make_pair(xOfEdit(n), 0.0)}}));
        if (mode == QLatin1String("save") && !document.saveAs(target)) {
            std::fprintf(stderr, "victim: %s\n", qPrintable(document.errorString()));
            return 3;
        }
        std::printf("done %d\n", n);
        std::fflush(stdout);
    }
    return 0;
}

/// Starts the victim, waits until it has reported `edits` edits, kills it with SIGKILL
/// and returns the last edit number it reported.
int killVictimAfter(const QString& mode, const QString& target, int edits)
{
    QProcess victim;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("TOPOPLAN_CRASH_VICTIM"), mode + QLatin1Char('|') + target);
    victim.setProcessEnvironment(env);
    victim.start(QCoreApplication::applicationFilePath(), {});
    if (!victim.waitForStarted())
        return -1;
    int last = 0;
    QByteArray pending;
    while (last < edits && victim.state() == QProcess::Running) {
        victim.waitForReadyRead(10000);
        pending += victim.readAllStandardOutput();
        qsizetype nl;
        while ((nl = pending.indexOf('\n')) >= 0) {
            const QByteArray line = pending.left(nl);
            pending.remove(0, nl + 1);
            if (line.startsWith("done "))
                last = line.mid(5).toInt();
        }
    }
    victim.kill(); // SIGKILL: no destructor, no atexit, no flush
    victim.waitForFinished();
    // Lines the victim printed between the last read and the kill.
    pending += victim.readAllStandardOutput();
    for (const QByteArray& line : pending.split('\n'))
        if (line.startsWith("done "))
            last = line.mid(5).toInt();
    return last;
}

} // namespace

class TstCrashSafety : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Every edit the victim finished (printed after the command returned) is in the
    // recovery file: at most the edit in progress is lost. Repeated with kills at
    // different moments.
    void killDuringEditingLosesAtMostTheLastEdit()
    {
        for (int edits : {1, 7, 40}) {
            QTemporaryDir dir;
            QVERIFY(dir.isValid());
            const int reported = killVictimAfter(QStringLiteral("edit"), dir.path(), edits);
            QVERIFY2(reported >= edits, qPrintable(QStringLiteral("victim reported %1 edits").arg(reported)));
            models::RecoveryFile::Found found;
            QVERIFY2(models::RecoveryFile::find(dir.path(), found), "no recovery file after the kill");
            const int recovered = editOf(found.text.toUtf8());
            QVERIFY2(recovered >= reported,
                     qPrintable(QStringLiteral("recovery file holds edit %1, the victim had finished %2")
                                    .arg(recovered)
                                    .arg(reported)));
        }
    }

    // A kill while saving over and over leaves a whole design file holding at least the
    // last save reported, never a torn one.
    void killDuringSaveLeavesTheFileWhole()
    {
        for (int saves : {3, 25}) {
            QTemporaryDir dir;
            QVERIFY(dir.isValid());
            const QString path = dir.filePath(QStringLiteral("ra1.topoplan.yaml"));
            const int reported = killVictimAfter(QStringLiteral("save"), path, saves);
            QVERIFY(reported >= saves);
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const int saved = editOf(f.readAll());
            QVERIFY2(saved >= reported, qPrintable(QStringLiteral("file holds save %1 of %2").arg(saved).arg(reported)));
        }
    }

    // A damaged recovery file is refused with a message naming the problem and kept
    // aside under another name; it is neither loaded nor deleted.
    // An instance killed with nothing unsaved leaves only its lock file; find() removes
    // such stale locks (they piled up in the recovery folder), never a live instance's.
    void staleLocksWithoutRecoveryFileAreRemoved()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(killVictimAfter(QStringLiteral("edit"), dir.path(), 1) >= 1);
        QDir folder(dir.path());
        const QStringList locks = folder.entryList({QStringLiteral("recovery-*.lock")}, QDir::Files);
        QCOMPARE(locks.size(), 1);
        for (const QString& f : folder.entryList({QStringLiteral("recovery-*.topoplan.yaml")}, QDir::Files))
            QVERIFY(folder.remove(f)); // as if it had been killed while clean
        models::DesignDocument document;
        QVERIFY(document.open(QStringLiteral("builtin:ra1")));
        const models::RecoveryFile live(&document, dir.path()); // this process's lock
        const QString liveLock = QFileInfo(live.path()).fileName().section(QLatin1Char('.'), 0, 0) + QStringLiteral(".lock");
        QVERIFY(folder.exists(liveLock));
        models::RecoveryFile::Found found;
        QVERIFY(!models::RecoveryFile::find(dir.path(), found));
        QVERIFY(!folder.exists(locks.front()));
        QVERIFY(folder.exists(liveLock));
    }

    void damagedRecoveryFileIsReportedAndKept()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QByteArray damaged = "format: topoplan/1\nname: half written\ndevices:\n  - {id: a, model: nosuch/model\n";
        {
            QFile f(dir.filePath(QStringLiteral("recovery.topoplan.yaml")));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(damaged);
        }
        models::RecoveryFile::Found found;
        QVERIFY(models::RecoveryFile::find(dir.path(), found));
        models::DesignDocument document;
        QVERIFY(document.open(QStringLiteral("builtin:ra1")));
        const std::string before = core::writeDesign(document.design());
        QVERIFY(!document.openRecovered(found.text, found.fileName));
        QVERIFY2(document.errorString().contains(QStringLiteral("recovered design:")), qPrintable(document.errorString()));
        // Named by the recovery file (what the GUI does): lines and columns are that file's
        // (the map opened on line 4 is still open at the end, line 5).
        QVERIFY(!document.openRecovered(found.text, found.fileName, found.path));
        QVERIFY2(document.errorString().startsWith(found.path + QStringLiteral(":5:1: error:")), qPrintable(document.errorString()));
        QCOMPARE(core::writeDesign(document.design()), before); // the open design is untouched
        const QString kept = models::RecoveryFile::setAside(dir.path());
        QVERIFY(!kept.isEmpty());
        QVERIFY(!models::RecoveryFile::find(dir.path(), found)); // not offered again
        QFile keptFile(kept);
        QVERIFY(keptFile.open(QIODevice::ReadOnly));
        QCOMPARE(keptFile.readAll(), damaged);
    }
};

int main(int argc, char** argv)
{
    const QByteArray victim = qgetenv("TOPOPLAN_CRASH_VICTIM");
    if (!victim.isEmpty()) {
        QCoreApplication app(argc, argv);
        const QString spec = QString::fromUtf8(victim);
        return runVictim(spec.section(QLatin1Char('|'), 0, 0), spec.section(QLatin1Char('|'), 1));
    }
    QCoreApplication app(argc, argv);
    TstCrashSafety test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_crashsafety.moc"
