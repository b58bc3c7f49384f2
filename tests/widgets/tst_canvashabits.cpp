// The canvas habits of draw.io / Visio users (issue 16), each driven as a user does it in
// the main window on RA-1 (resources/examples/ra1-mx7000-powermax.topoplan.yaml): cut,
// align and distribute, canvas notes, find, zoom to selection, the overview, window state
// and the Help menu. Expected values come from RA-1's file (device ids, models, the
// workloads' hosts), from the layout before the gesture (positions and box sizes), or from
// the window's own actions (the shortcut list).
#include "core/designio.h"
#include "models/designdocument.h"
#include "widgets/arrangeactions.h"
#include "widgets/canvascontextmenu.h"
#include "widgets/designscene.h"
#include "widgets/deviceitem.h"
#include "widgets/designview.h"
#include "widgets/findbar.h"
#include "widgets/mainwindow.h"
#include "widgets/minimap.h"
#include "widgets/noteitem.h"
#include "widgets/translation.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCompleter>
#include <QDialog>
#include <QDockWidget>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QImage>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QUndoStack>

#include <algorithm>
#include <memory>
#include <set>

using namespace topoplan;

namespace {

void settle()
{
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
}

struct Fixture {
    models::DesignDocument doc;
    std::unique_ptr<widgets::MainWindow> window;

    bool open(QSize size = QSize(1600, 1000))
    {
        if (!doc.open(QStringLiteral("builtin:ra1")))
            return false;
        window = std::make_unique<widgets::MainWindow>(&doc);
        window->resize(size);
        window->show();
        window->activateWindow();
        if (!QTest::qWaitForWindowExposed(window.get()))
            return false;
        settle();
        return true;
    }
    widgets::DesignScene* scene() const { return window->scene(); }
    widgets::DesignView* view() const { return window->view(); }
    QRectF box(const std::string& id) const { return scene()->layout().device(id)->rect; }
    QAction* action(const QString& name) const { return window->findChild<QAction*>(name); }
    void select(std::initializer_list<const char*> ids)
    {
        scene()->clearSelection();
        for (const char* id : ids)
            scene()->deviceItem(id)->setSelected(true);
    }
    /// Keys go to the canvas (its shortcuts act only while it has the focus).
    void focusCanvas()
    {
        view()->setFocus(Qt::MouseFocusReason);
        settle();
    }
};

QRectF noteRect(widgets::DesignScene* scene, const std::string& id) { return scene->noteItem(id)->sceneBoundingRect(); }

} // namespace

class TstCanvasHabits : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // QSettings stay out of the user's
        QSettings().clear();
        // English plurals ("53 references", not "53 reference(s)"), as the program installs them
        widgets::installTranslations(qApp, QStringLiteral("en")); // false for English by definition
    }

    // Ctrl+X copies the selection to the clipboard and deletes it: one undo step, and
    // Paste brings the device back.
    void cutIsCopyAndDeleteInOneStep()
    {
        Fixture f;
        QVERIFY(f.open());
        const std::string before = core::writeDesign(f.doc.design());
        const int steps = f.doc.undoStack()->count();
        const std::size_t devices = f.doc.design().devices.size();
        f.select({"spine-2"});
        f.focusCanvas();
        QTest::keyClick(f.view(), Qt::Key_X, Qt::ControlModifier);
        settle();
        QVERIFY(!f.doc.design().device("spine-2"));
        QCOMPARE(f.doc.undoStack()->count(), steps + 1);
        QVERIFY2(QGuiApplication::clipboard()->text().contains(QStringLiteral("spine-2")), qPrintable(QGuiApplication::clipboard()->text()));
        QVERIFY(f.window->statusBar()->currentMessage().contains(QStringLiteral("spine-2")));
        f.doc.undoStack()->undo();
        QCOMPARE(core::writeDesign(f.doc.design()), before);
        // Cut again and paste: the device is back (as a new id if the old one is taken: it is not).
        f.select({"spine-2"});
        QTest::keyClick(f.view(), Qt::Key_X, Qt::ControlModifier);
        QTest::keyClick(f.view(), Qt::Key_V, Qt::ControlModifier);
        settle();
        QCOMPARE(f.doc.design().devices.size(), devices);
        QVERIFY(f.doc.design().device("spine-2"));
    }

    // Cut then Paste brings a device back as it was (newcomer 19, T2: RA-1's pmax came back
    // as pmax-1 without its 4 cables, and its port groups, storage groups and workloads
    // named a device that was gone): its own id, its cables to the ports that are still
    // free; one undo step each. The design's file lines are the same as before the cut
    // (only their order may differ), but for pmax's own line: the clipboard carries no
    // racks, so the pasted array is unracked (at its old canvas place). Copy + Paste, the id taken, makes a
    // new id and takes no cable of the original's.
    void cutThenPasteBringsTheDeviceBack()
    {
        Fixture f;
        QVERIFY(f.open());
        // The devices and cables (zones and fabrics lose pmax's ports with the cut and do
        // not get them back: left for later).
        const auto lines = [&f] {
            QStringList l;
            for (const core::Device& d : f.doc.design().devices)
                l << QString::fromStdString(d.id + " " + d.model);
            for (const core::Link& k : f.doc.design().links)
                l << QString::fromStdString(k.id());
            l.sort();
            return l;
        };
        const auto errors = [&f] {
            const core::Diagnostics& all = f.doc.diagnostics();
            return std::count_if(all.begin(), all.end(), [](const core::Diagnostic& x) { return x.severity == core::Diagnostic::Severity::Error; });
        };
        const QStringList before = lines();
        const auto errorsBefore = errors();
        int cables = 0;
        for (const core::Link& l : f.doc.design().links)
            cables += (l.a.rfind("pmax:", 0) == 0 || l.b.rfind("pmax:", 0) == 0) ? 1 : 0;
        QVERIFY(cables > 0); // RA-1 cables pmax's front-end ports to the IOMs (its file)
        const int steps = f.doc.undoStack()->count();
        f.select({"pmax"});
        f.focusCanvas();
        QTest::keyClick(f.view(), Qt::Key_X, Qt::ControlModifier);
        settle();
        QVERIFY(!f.doc.design().device("pmax"));
        QVERIFY(errors() > errorsBefore); // its port groups and storage groups dangle
        QTest::keyClick(f.view(), Qt::Key_V, Qt::ControlModifier);
        settle();
        QVERIFY2(f.doc.undoStack()->count() == steps + 2, qPrintable(f.window->statusBar()->currentMessage())); // cut, paste
        QVERIFY2(f.doc.design().device("pmax"), qPrintable(f.window->statusBar()->currentMessage()));
        QVERIFY(!f.doc.design().device("pmax-1"));
        QCOMPARE(lines(), before);
        QVERIFY(errors() <= errorsBefore + 2); // at most the two zones whose targets went
        // Copy + Paste: the id is taken, so a new one; the original keeps its cables.
        QTest::keyClick(f.view(), Qt::Key_C, Qt::ControlModifier);
        QTest::keyClick(f.view(), Qt::Key_V, Qt::ControlModifier);
        settle();
        QCOMPARE(f.doc.undoStack()->count(), steps + 3);
        QVERIFY(f.doc.design().device("pmax-1"));
        int copyCables = 0, originalCables = 0;
        for (const core::Link& l : f.doc.design().links) {
            copyCables += (l.a.rfind("pmax-1:", 0) == 0 || l.b.rfind("pmax-1:", 0) == 0) ? 1 : 0;
            originalCables += (l.a.rfind("pmax:", 0) == 0 || l.b.rfind("pmax:", 0) == 0) ? 1 : 0;
        }
        QCOMPARE(copyCables, 0);
        QCOMPARE(originalCables, cables);
    }

    // Deleting a device that port groups, storage groups and masking views name leaves
    // those references as errors (issue 16: deleting RA-1's pmax left 53 and the status
    // message said nothing): the message says how many and where to see them. A device
    // nothing else names (a spine switch: only cables, which go with it) says nothing of
    // the kind. One undo step restores it all.
    void deleteSaysWhatReferencesDangle()
    {
        Fixture f;
        QVERIFY(f.open());
        const auto errors = [&] {
            const core::Diagnostics& all = f.doc.diagnostics();
            return int(std::count_if(all.begin(), all.end(), [](const core::Diagnostic& d) { return d.severity == core::Diagnostic::Severity::Error; }));
        };
        QCOMPARE(errors(), 0); // RA-1 is valid
        const std::string before = core::writeDesign(f.doc.design());
        const int steps = f.doc.undoStack()->count();
        f.select({"pmax"});
        f.focusCanvas();
        QTest::keyClick(f.view(), Qt::Key_Delete);
        settle();
        QVERIFY(!f.doc.design().device("pmax"));
        QCOMPARE(f.doc.undoStack()->count(), steps + 1);
        const int dangling = errors();
        QVERIFY(dangling > 1); // RA-1's port groups, storage groups and masking views name pmax
        // (whole in the bar's tooltip when the bar cuts it)
        const QString whole = f.window->statusBar()->toolTip().isEmpty() ? f.window->statusBar()->currentMessage()
                                                                         : f.window->statusBar()->toolTip();
        QVERIFY2(whole.contains(QStringLiteral("Deleted pmax")), qPrintable(whole));
        QVERIFY2(whole.contains(QStringLiteral("%1 references to it are now errors").arg(dangling)), qPrintable(whole));
        QVERIFY2(whole.contains(QStringLiteral("see Findings")), qPrintable(whole));
        f.doc.undoStack()->undo();
        QCOMPARE(core::writeDesign(f.doc.design()), before);
        QCOMPARE(errors(), 0);

        f.select({"spine-2"});
        QTest::keyClick(f.view(), Qt::Key_Delete);
        settle();
        QVERIFY(!f.doc.design().device("spine-2"));
        QCOMPARE(errors(), 0);
        const QString plain = f.window->statusBar()->toolTip().isEmpty() ? f.window->statusBar()->currentMessage() : f.window->statusBar()->toolTip();
        QVERIFY2(plain.startsWith(QStringLiteral("Deleted spine-2")) && !plain.contains(QStringLiteral("errors")), qPrintable(plain));
    }

    // Notes go with Copy, Cut, Paste and Duplicate as devices do (issue 16 leftover): a
    // note and a device copied together paste as one undo step, the note shifted as the
    // device is (40, 40: MainWindow::pasteFragment's offset) with its text; a cut note goes
    // in one step and comes back with Paste.
    void notesAreCopiedCutAndPasted()
    {
        Fixture f;
        QVERIFY(f.open());
        QVERIFY(f.scene()->addNote(QPointF(0, 900), QStringLiteral("Fabric A: left IOMs")));
        QCOMPARE(f.doc.design().canvasNotes.size(), std::size_t(1)); // RA-1 has none
        const core::CanvasNote note = f.doc.design().canvasNotes.front();
        const std::size_t devices = f.doc.design().devices.size();

        // Copy a device and the note, paste: one step adds both.
        f.select({"spine-2"});
        f.scene()->noteItem(note.id)->setSelected(true);
        f.focusCanvas();
        QTest::keyClick(f.view(), Qt::Key_C, Qt::ControlModifier);
        QVERIFY2(QGuiApplication::clipboard()->text().contains(QStringLiteral("Fabric A: left IOMs")),
                 qPrintable(QGuiApplication::clipboard()->text()));
        const int steps = f.doc.undoStack()->count();
        QTest::keyClick(f.view(), Qt::Key_V, Qt::ControlModifier);
        settle();
        QCOMPARE(f.doc.undoStack()->count(), steps + 1);
        QCOMPARE(f.doc.design().devices.size(), devices + 1);
        QCOMPARE(f.doc.design().canvasNotes.size(), std::size_t(2));
        const core::CanvasNote pasted = f.doc.design().canvasNotes.back();
        QVERIFY(pasted.id != note.id);
        QCOMPARE(pasted.text, note.text);
        // The note moves with the device (MainWindow::pasteFragment shifts the whole copy
        // into free space), and off the original note.
        const core::Device& copied = f.doc.design().devices.back();
        QVERIFY(copied.id != "spine-2" && copied.at && f.doc.design().device("spine-2")->at);
        QCOMPARE(pasted.x - note.x, copied.at->first - f.doc.design().device("spine-2")->at->first);
        QCOMPARE(pasted.y - note.y, copied.at->second - f.doc.design().device("spine-2")->at->second);
        QVERIFY(!noteRect(f.scene(), pasted.id).intersects(noteRect(f.scene(), note.id)));
        QVERIFY(f.scene()->isNoteSelected(pasted.id)); // the copy is the new selection
        QVERIFY(!f.scene()->isNoteSelected(note.id));
        f.doc.undoStack()->undo();
        QCOMPARE(f.doc.design().canvasNotes.size(), std::size_t(1));
        QCOMPARE(f.doc.design().devices.size(), devices);

        // Duplicate (Ctrl+D) of the note alone.
        f.scene()->clearSelection();
        f.scene()->noteItem(note.id)->setSelected(true);
        QTest::keyClick(f.view(), Qt::Key_D, Qt::ControlModifier);
        settle();
        QCOMPARE(f.doc.design().canvasNotes.size(), std::size_t(2));
        QCOMPARE(f.doc.undoStack()->count(), steps + 1);
        f.doc.undoStack()->undo();

        // Cut the note alone: gone in one step; Paste brings it back.
        f.scene()->clearSelection();
        f.scene()->noteItem(note.id)->setSelected(true);
        QTest::keyClick(f.view(), Qt::Key_X, Qt::ControlModifier);
        settle();
        QVERIFY(f.doc.design().canvasNotes.empty());
        QCOMPARE(f.doc.undoStack()->count(), steps + 1);
        QTest::keyClick(f.view(), Qt::Key_V, Qt::ControlModifier);
        settle();
        QCOMPARE(f.doc.design().canvasNotes.size(), std::size_t(1));
        QCOMPARE(f.doc.design().canvasNotes.front().text, note.text);
        QCOMPARE(f.doc.design().devices.size(), devices);
        QVERIFY(f.window->statusBar()->currentMessage().contains(QStringLiteral("1 note")));
    }

    // Duplicate and Paste put the copy into free space (issue 16: Ctrl+D of RA-1's
    // chassis put the copy 40 units off, over the original: sleds and IOMs on the
    // original's, the copy's title hidden). Each copy's free-standing device lies off
    // every other free-standing device, so none of its cards sits on another's; one undo
    // step each, as before.
    void duplicateAndPasteGoToFreeSpace_data()
    {
        QTest::addColumn<QString>("device");
        QTest::addColumn<bool>("paste");
        QTest::newRow("duplicate-chassis") << QStringLiteral("mx7000-1") << false;
        QTest::newRow("paste-chassis") << QStringLiteral("mx7000-1") << true;
        QTest::newRow("duplicate-array") << QStringLiteral("pmax") << false;
        QTest::newRow("paste-switch") << QStringLiteral("spine-2") << true;
    }
    void duplicateAndPasteGoToFreeSpace()
    {
        QFETCH(QString, device);
        QFETCH(bool, paste);
        Fixture f;
        QVERIFY(f.open());
        const std::string original = device.toStdString();
        QVERIFY(f.doc.design().device(original));
        f.scene()->clearSelection();
        f.scene()->deviceItem(original)->setSelected(true);
        f.focusCanvas();
        if (paste)
            QTest::keyClick(f.view(), Qt::Key_C, Qt::ControlModifier);
        // Twice: the second copy must miss the first as well as the original.
        std::vector<std::string> copies;
        for (int round = 0; round < 2; ++round) {
            std::set<std::string> before;
            for (const core::Device& d : f.doc.design().devices)
                before.insert(d.id);
            const int steps = f.doc.undoStack()->count();
            if (paste)
                QTest::keyClick(f.view(), Qt::Key_V, Qt::ControlModifier);
            else {
                f.scene()->clearSelection();
                f.scene()->deviceItem(original)->setSelected(true);
                QTest::keyClick(f.view(), Qt::Key_D, Qt::ControlModifier);
            }
            settle();
            QCOMPARE(f.doc.undoStack()->count(), steps + 1);
            std::string copy;
            for (const core::Device& d : f.doc.design().devices)
                if (!before.count(d.id) && d.parent.empty())
                    copy = d.id;
            QVERIFY2(!copy.empty(), qPrintable(f.window->statusBar()->currentMessage()));
            QCOMPARE(f.doc.design().device(copy)->model, f.doc.design().device(original)->model);
            const QRectF at = f.box(copy);
            for (const auto& [id, place] : f.scene()->layout().devices())
                if (place.depth == 0 && id != copy)
                    QVERIFY2(!place.rect.intersects(at), (copy + " lies on " + id).c_str());
            copies.push_back(copy);
        }
        // The seated cards came along, each on its copied parent only.
        if (original == "mx7000-1") {
            for (const std::string& copy : copies) {
                int cards = 0;
                for (const auto& [id, place] : f.scene()->layout().devices())
                    if (place.depth > 0 && f.box(copy).contains(place.rect.center()))
                        ++cards;
                QVERIFY(cards > 0);
            }
        }
    }

    // Align moves the selected top-level devices onto the extreme edge (or the centre of
    // their bounding box); a selected card counts as its chassis. One undo step each.
    void alignMovesTopLevelDevicesInOneStep_data()
    {
        QTest::addColumn<QString>("action");
        for (const char* a : {"align-left", "align-right", "align-top", "align-bottom", "align-hcenter", "align-vcenter"})
            QTest::newRow(a) << QString::fromLatin1(a);
    }
    void alignMovesTopLevelDevicesInOneStep()
    {
        QFETCH(QString, action);
        Fixture f;
        QVERIFY(f.open());
        // spine-1 (300, 60), pmax (940, 320) and iom-a1, seated in mx7000-1 (400, 320).
        const QRectF s = f.box("spine-1"), p = f.box("pmax"), m = f.box("mx7000-1");
        const QRectF all = s.united(p).united(m);
        f.select({"spine-1", "pmax", "iom-a1"});
        const int steps = f.doc.undoStack()->count();
        const std::string before = core::writeDesign(f.doc.design());
        f.action(action)->trigger();
        settle();
        QCOMPARE(f.doc.undoStack()->count(), steps + 1);
        for (const char* id : {"spine-1", "pmax", "mx7000-1"}) {
            const QRectF r = f.box(id);
            if (action == QLatin1String("align-left"))
                QCOMPARE(r.left(), all.left());
            else if (action == QLatin1String("align-right"))
                QCOMPARE(r.right(), all.right());
            else if (action == QLatin1String("align-top"))
                QCOMPARE(r.top(), all.top());
            else if (action == QLatin1String("align-bottom"))
                QCOMPARE(r.bottom(), all.bottom());
            else if (action == QLatin1String("align-hcenter"))
                QCOMPARE(r.center().x(), all.center().x());
            else
                QCOMPARE(r.center().y(), all.center().y());
        }
        // The seated IOM stayed in its slot.
        QCOMPARE(f.doc.design().device("iom-a1")->parent, std::string("mx7000-1"));
        f.doc.undoStack()->undo();
        QCOMPARE(core::writeDesign(f.doc.design()), before);
    }

    // Distribute keeps the outer devices and spaces the inner ones with equal gaps; fewer
    // than 3 devices is refused with a message and no edit.
    void distributeSpacesEquallyInOneStep()
    {
        Fixture f;
        QVERIFY(f.open());
        // RA-1's top row: spine-1 (x 300), spine-2 (520), dd9300 (940).
        const QRectF a = f.box("spine-1"), b = f.box("spine-2"), c = f.box("dd9300");
        const double gap = (c.right() - a.left() - a.width() - b.width() - c.width()) / 2.0;
        f.select({"dd9300", "spine-1", "spine-2"});
        const int steps = f.doc.undoStack()->count();
        f.action(QStringLiteral("distribute-h"))->trigger();
        settle();
        QCOMPARE(f.doc.undoStack()->count(), steps + 1);
        QCOMPARE(f.box("spine-1").topLeft(), a.topLeft());
        QCOMPARE(f.box("dd9300").topLeft(), c.topLeft());
        QCOMPARE(f.box("spine-2").left(), a.right() + gap);
        QCOMPARE(f.box("dd9300").left() - f.box("spine-2").right(), gap);

        f.select({"spine-1", "spine-2"});
        f.action(QStringLiteral("distribute-v"))->trigger();
        settle();
        QCOMPARE(f.doc.undoStack()->count(), steps + 1);
        QVERIFY2(f.window->statusBar()->currentMessage().contains(QStringLiteral("at least 3")),
                 qPrintable(f.window->statusBar()->currentMessage()));
    }

    // The pure arithmetic: boxes of known sizes (made up here, edges chosen to be exact).
    void arrangedPositions()
    {
        using A = widgets::ArrangeActions;
        const std::map<std::string, QRectF> boxes = {
            {"a", QRectF(0, 0, 100, 50)}, {"b", QRectF(150, 30, 20, 10)}, {"c", QRectF(400, 100, 100, 100)}};
        // Spread 0..500 holds 220 of boxes: 2 gaps of 140.
        const auto d = A::arranged(boxes, A::Mode::DistributeH);
        QCOMPARE(d.size(), std::size_t(1));
        QCOMPARE(d.at("b"), QPointF(240, 30));
        const auto bottom = A::arranged(boxes, A::Mode::Bottom);
        QCOMPARE(bottom.at("a"), QPointF(0, 150));
        QCOMPARE(bottom.at("b"), QPointF(150, 190));
        QVERIFY(!bottom.count("c")); // already on the bottom edge
    }

    // A note added with the context menu's "Add Note Here", typed in place, moved,
    // deleted; each is one undo step, and the note is saved in the design file.
    void notesAddEditMoveDeleteUndo()
    {
        Fixture f;
        QVERIFY(f.open());
        auto* menu = f.window->findChild<widgets::CanvasContextMenu*>();
        QVERIFY(menu);
        const int steps = f.doc.undoStack()->count();
        // Empty canvas left of the management switches (RA-1: mgmt-sw-1 at x 80).
        const QPointF where(-100, 700);
        auto m = menu->menuAt(where);
        QAction* add = nullptr;
        for (QAction* a : m->actions())
            if (a->objectName() == QLatin1String("ctxAddNote"))
                add = a;
        QVERIFY(add);
        add->trigger();
        settle();
        QCOMPARE(f.doc.design().canvasNotes.size(), std::size_t(1));
        const core::CanvasNote note = f.doc.design().canvasNotes.front();
        QCOMPARE(note.x, -100.0); // snapped to the 10-unit grid (DesignLayout::kGrid)
        QCOMPARE(note.y, 700.0);
        QCOMPARE(f.doc.undoStack()->count(), steps + 1);
        widgets::NoteItem* item = f.scene()->noteItem(note.id);
        QVERIFY(item && item->isEditing());
        // Typing replaces the selected text; the canvas shortcuts (Backspace, S, C, X, F)
        // do not fire while the note is being edited.
        f.view()->setFocus();
        item->setFocus();
        QTest::keyClicks(f.view(), QStringLiteral("Fabric A: left IOMx"));
        QTest::keyClick(f.view(), Qt::Key_Backspace);
        QTest::keyClicks(f.view(), QStringLiteral("s"));
        QTest::keyClick(f.view(), Qt::Key_Return, Qt::ControlModifier);
        settle();
        QVERIFY(!item->isEditing());
        QCOMPARE(f.doc.design().canvasNotes.front().text, std::string("Fabric A: left IOMs"));
        QCOMPARE(f.doc.undoStack()->count(), steps + 2);
        QVERIFY(f.doc.design().device("pmax")); // nothing else was deleted

        // Drag it by 100 x 50 scene units: one step, snapped.
        const QPoint from = f.view()->mapFromScene(noteRect(f.scene(), note.id).center());
        const QPoint to = f.view()->mapFromScene(noteRect(f.scene(), note.id).center() + QPointF(100, 50));
        QTest::mousePress(f.view()->viewport(), Qt::LeftButton, {}, from);
        for (int i = 1; i <= 5; ++i) {
            QMouseEvent move(QEvent::MouseMove, from + (to - from) * i / 5, f.view()->viewport()->mapToGlobal(from + (to - from) * i / 5),
                             Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(f.view()->viewport(), &move);
        }
        QTest::mouseRelease(f.view()->viewport(), Qt::LeftButton, {}, to);
        settle();
        const core::CanvasNote& moved = f.doc.design().canvasNotes.front();
        QCOMPARE(f.doc.undoStack()->count(), steps + 3);
        QVERIFY2(std::abs(moved.x - (note.x + 100)) <= 10 && std::abs(moved.y - (note.y + 50)) <= 10,
                 qPrintable(QStringLiteral("%1, %2").arg(moved.x).arg(moved.y)));
        QCOMPARE(std::fmod(moved.x, 10.0), 0.0);

        // Saved and read back (canvas_notes in the file).
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("notes.topoplan.yaml"));
        QVERIFY(f.doc.saveAs(path));
        models::DesignDocument again;
        QVERIFY(again.open(path));
        QCOMPARE(again.design().canvasNotes.size(), std::size_t(1));
        QCOMPARE(core::writeDesign(again.design()), core::writeDesign(f.doc.design()));

        // Delete on the canvas removes the selected note, one step; undo brings it back.
        f.scene()->clearSelection();
        f.scene()->noteItem(note.id)->setSelected(true);
        f.focusCanvas();
        QTest::keyClick(f.view(), Qt::Key_Delete);
        settle();
        QVERIFY(f.doc.design().canvasNotes.empty());
        QCOMPARE(f.doc.undoStack()->count(), steps + 4);
        f.doc.undoStack()->undo();
        QCOMPARE(f.doc.design().canvasNotes.size(), std::size_t(1));
        QVERIFY(f.scene()->noteItem(note.id));
        // Undo of all four steps: no note, as RA-1 has none.
        for (int i = 0; i < 3; ++i)
            f.doc.undoStack()->undo();
        QVERIFY(f.doc.design().canvasNotes.empty());
        QVERIFY(!f.scene()->noteItem(note.id));
    }

    // A note text over core::kMaxNoteLength is refused with a message; the design keeps
    // the old text. An emptied note goes.
    void noteLimitsAndEmptyNote()
    {
        Fixture f;
        QVERIFY(f.open());
        widgets::NoteItem* item = f.scene()->addNote(QPointF(0, 900), QStringLiteral("short"));
        QVERIFY(item);
        const std::string id = item->id();
        item->startEditing();
        item->setPlainText(QString(int(core::kMaxNoteLength) + 1, QLatin1Char('z')));
        item->finishEditing(true);
        QCOMPARE(f.doc.design().canvasNote(id)->text, std::string("short"));
        QVERIFY2(f.window->statusBar()->currentMessage().contains(QStringLiteral("2001 characters")),
                 qPrintable(f.window->statusBar()->currentMessage()));
        item->startEditing();
        item->setPlainText(QStringLiteral("  "));
        item->finishEditing(true);
        settle();
        QVERIFY(!f.doc.design().canvasNote(id));
    }

    // Ctrl+F opens the bar; a device id, a model, a port and a workload are found and
    // selected; F3 and Shift+F3 step through the hits.
    void findJumpsAndSelects()
    {
        Fixture f;
        QVERIFY(f.open());
        f.focusCanvas();
        QTest::keyClick(f.view(), Qt::Key_F, Qt::ControlModifier);
        settle();
        widgets::FindBar* bar = f.window->findBar();
        QVERIFY(bar->isVisible());
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(bar->lineEdit()));
        QTest::keyClicks(bar->lineEdit(), QStringLiteral("PMAX"));
        QTest::keyClick(bar->lineEdit(), Qt::Key_Return);
        settle();
        QCOMPARE(f.scene()->selectedDeviceIds(), std::vector<std::string>{"pmax"});
        QCOMPARE(bar->hits().front().id, std::string("pmax"));
        // RA-1's two spines, by model generic/spine-switch.
        bar->find(QStringLiteral("spine-switch"));
        QCOMPARE(bar->hits().size(), std::size_t(2));
        QCOMPARE(f.scene()->selectedDeviceIds(), std::vector<std::string>{"spine-1"});
        QTest::keyClick(f.window.get(), Qt::Key_F3);
        settle();
        QCOMPARE(f.scene()->selectedDeviceIds(), std::vector<std::string>{"spine-2"});
        QTest::keyClick(f.window.get(), Qt::Key_F3, Qt::ShiftModifier);
        settle();
        QCOMPARE(f.scene()->selectedDeviceIds(), std::vector<std::string>{"spine-1"});
        // A port: its device is selected, and the port is in view.
        bar->find(QStringLiteral("pmax:fa-1d-4"));
        QCOMPARE(bar->hits().front().kind, widgets::FindBar::Target::Port);
        QCOMPARE(f.scene()->selectedDeviceIds(), std::vector<std::string>{"pmax"});
        QPointF anchor, normal;
        QVERIFY(f.scene()->layout().portAnchor("pmax:fa-1d-4", anchor, normal));
        QVERIFY(f.view()->mapToScene(f.view()->viewport()->rect()).boundingRect().contains(anchor));
        // A workload: its host (RA-1: oracle-oltp runs on ora-host).
        bar->find(QStringLiteral("oracle-oltp"));
        QCOMPARE(bar->hits().front().kind, widgets::FindBar::Target::Workload);
        QCOMPARE(f.scene()->selectedDeviceIds(), std::vector<std::string>{"ora-host"});
        // Nothing: said so, selection unchanged.
        bar->find(QStringLiteral("no-such-thing"));
        QVERIFY(bar->hits().empty());
        QVERIFY(f.window->statusBar()->currentMessage().contains(QStringLiteral("no-such-thing")));
        // The completer offers the design's ids (devices, ports, workloads).
        QStringList offered;
        auto* model = bar->lineEdit()->completer()->model();
        for (int i = 0; i < model->rowCount(); ++i)
            offered << model->index(i, 0).data().toString();
        for (const char* id : {"pmax", "iom-a1", "pmax:fa-1d-4", "oracle-oltp"})
            QVERIFY2(offered.contains(QString::fromLatin1(id)), id);
        // Escape closes the bar and gives the canvas the focus.
        QTest::keyClick(bar->lineEdit(), Qt::Key_Escape);
        settle();
        QVERIFY(!bar->isVisible());
    }

    // Zoom to selection frames the selected device; the design then exceeds the view and
    // the overview shows, and a click in it centres the canvas there.
    void zoomToSelectionAndMinimap()
    {
        Fixture f;
        QVERIFY(f.open());
        f.view()->fitDesign();
        settle();
        QVERIFY2(!f.view()->minimap()->isVisible(), "the whole design fits: no overview");
        f.select({"spine-1"});
        f.focusCanvas();
        QTest::keyClick(f.view(), Qt::Key_F, Qt::ShiftModifier);
        settle();
        const QRectF visible = f.view()->mapToScene(f.view()->viewport()->rect()).boundingRect();
        QVERIFY(visible.contains(f.box("spine-1")));
        QVERIFY2(visible.width() < f.scene()->contentRect().width(), "zoomed in on one device");
        widgets::Minimap* mini = f.view()->minimap();
        QVERIFY(mini->isVisible());
        QCOMPARE(mini->visibleRect(), visible);
        // Click on pmax in the overview: the canvas centres on it.
        const QPoint at = mini->mapFromScene(f.box("pmax").center());
        QTest::mouseClick(mini->viewport(), Qt::LeftButton, {}, at);
        settle();
        const QPointF centre = f.view()->mapToScene(f.view()->viewport()->rect().center());
        QVERIFY2(QLineF(centre, f.box("pmax").center()).length() < 20,
                 qPrintable(QStringLiteral("%1,%2").arg(centre.x()).arg(centre.y())));
        // Nothing selected: said so.
        f.scene()->clearSelection();
        QTest::keyClick(f.view(), Qt::Key_F, Qt::ShiftModifier);
        QVERIFY(f.window->statusBar()->currentMessage().contains(QStringLiteral("Nothing selected")));
        // Ctrl+wheel zooms, plain wheel scrolls (docs/designer.md, Keyboard).
        const double zoom = f.view()->zoom();
        QWheelEvent wheel(QPointF(100, 100), f.view()->viewport()->mapToGlobal(QPoint(100, 100)), {}, QPoint(0, 120),
                          Qt::NoButton, Qt::ControlModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(f.view()->viewport(), &wheel);
        QVERIFY(f.view()->zoom() > zoom);
        const int v = f.view()->verticalScrollBar()->value();
        QWheelEvent scroll(QPointF(100, 100), f.view()->viewport()->mapToGlobal(QPoint(100, 100)), {}, QPoint(0, -120),
                           Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(f.view()->viewport(), &scroll);
        QVERIFY(f.view()->verticalScrollBar()->value() > v);
        QVERIFY(f.view()->zoom() > zoom);
    }

    // A state saved at 1600x1000 restored into 1280x800: every dock is there and the canvas
    // usable; back at 1600x1000 the docks have their widths again.
    void windowStateSurvivesASmallerScreen()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("state.ini")), QSettings::IniFormat);
        std::map<QString, int> widths;
        {
            Fixture f;
            QVERIFY(f.open());
            auto* catalog = f.window->findChild<QDockWidget*>(QStringLiteral("catalog"));
            auto* inspector = f.window->findChild<QDockWidget*>(QStringLiteral("inspector"));
            f.window->resizeDocks({catalog, inspector}, {300, 360}, Qt::Horizontal);
            settle();
            for (QDockWidget* d : {catalog, inspector})
                widths[d->objectName()] = d->width();
            f.window->restoreWindowState(settings); // nothing saved yet: keeps the window as it is
            f.window->close(); // saves (restoreWindowState enabled it) to QSettings()
            f.window->saveWindowState(settings);
        }
        Fixture small;
        QVERIFY(small.open(QSize(1280, 800)));
        QVERIFY(small.window->restoreWindowState(settings));
        small.window->resize(1280, 800);
        settle();
        QTest::qWait(50);
        settle();
        QVERIFY2(small.view()->width() >= 400, qPrintable(QString::number(small.view()->width())));
        for (const auto& [name, width] : widths) {
            auto* d = small.window->findChild<QDockWidget*>(name);
            QVERIFY(d && d->isVisible());
            QVERIFY2(d->width() >= 150, qPrintable(name + QStringLiteral(" %1").arg(d->width())));
        }
        small.window->resize(1600, 1000);
        settle();
        QTest::qWait(50);
        settle();
        for (const auto& [name, width] : widths) {
            auto* d = small.window->findChild<QDockWidget*>(name);
            QVERIFY2(std::abs(d->width() - width) <= 12, qPrintable(name + QStringLiteral(" %1 vs %2").arg(d->width()).arg(width)));
        }
        QVERIFY(small.window->minimumSize().width() >= 900);
    }

    // Help > Keyboard Shortcuts lists what the actions say (changing an action's shortcut
    // changes the list); Help > User Guide shows docs/designer.md.
    void helpMenu()
    {
        Fixture f;
        QVERIFY(f.open());
        const QList<widgets::MainWindow::ShortcutRow> rows = f.window->shortcutRows();
        auto keysOf = [&rows](const QString& command) {
            for (const auto& r : rows)
                if (r.command == command)
                    return r.keys;
            return QString();
        };
        QCOMPARE(keysOf(QStringLiteral("Cut")), QKeySequence(QKeySequence::Cut).toString(QKeySequence::NativeText));
        QCOMPARE(keysOf(QStringLiteral("Find...")), QKeySequence(QKeySequence::Find).toString(QKeySequence::NativeText));
        QVERIFY(!keysOf(QStringLiteral("Zoom to Selection")).isEmpty());
        QVERIFY(!keysOf(QStringLiteral("Fail")).isEmpty()); // the Fail tool, in the tool bar only
        f.action(QStringLiteral("zoomSelection"))->setShortcut(QKeySequence(QStringLiteral("Ctrl+Alt+Z")));
        QCOMPARE(keysOf(QStringLiteral("Zoom to Selection")).isEmpty(), false);
        bool found = false;
        for (const auto& r : f.window->shortcutRows())
            found = found || (r.command == QLatin1String("Zoom to Selection") && r.keys == QKeySequence(QStringLiteral("Ctrl+Alt+Z")).toString(QKeySequence::NativeText));
        QVERIFY(found);
        f.action(QStringLiteral("helpShortcuts"))->trigger();
        settle();
        auto* dialog = f.window->findChild<QDialog*>(QStringLiteral("shortcutsDialog"));
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(dialog->findChild<QTableWidget*>()->rowCount(), int(f.window->shortcutRows().size()));
        dialog->close();

        QVERIFY2(!widgets::MainWindow::userGuidePath().isEmpty(), "docs/designer.md beside the build tree");
        f.action(QStringLiteral("helpUserGuide"))->trigger();
        settle();
        auto* browser = f.window->findChild<QTextBrowser*>(QStringLiteral("userGuideBrowser"));
        QVERIFY(browser);
        QVERIFY(browser->toPlainText().contains(QStringLiteral("Building a design from an empty canvas")));
    }

    // Screenshots for docs/designer.md, only with TOPOPLAN_SCREENSHOT_DIR set (under Xvfb:
    // TOPOPLAN_SCREENSHOT_DIR=docs/screenshots xvfb-run -a -s "-screen 0 1600x1000x24"
    // build/tests/widgets_tst_canvashabits screenshots).
    void screenshots()
    {
        const QString dir = qEnvironmentVariable("TOPOPLAN_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("TOPOPLAN_SCREENSHOT_DIR not set");
        Fixture f;
        QVERIFY(f.open(QSize(1400, 900)));
        QTest::qWait(500);
        // Find bar with a hit.
        f.window->findBar()->activate();
        QTest::keyClicks(f.window->findBar()->lineEdit(), QStringLiteral("fa-1d"));
        QTest::keyClick(f.window->findBar()->lineEdit(), Qt::Key_Return);
        QTest::qWait(300);
        f.window->grab().save(dir + QStringLiteral("/find-bar.png"));
        f.window->findBar()->closeBar();
        // A note beside the chassis, zoomed in so the overview shows.
        f.scene()->addNote(QPointF(120, 640), QStringLiteral("Fabric A: IOM A1 + A2 (mezz-1a)\nFabric B: IOM B1 + B2 (mezz-1b)"));
        f.scene()->addNote(QPointF(940, 640), QStringLiteral("PowerMax 2000: 1 brick, 24 x 3.84 TB NVMe, RAID 5 (7+1)"));
        f.select({"mx7000-1"});
        f.view()->zoomToSelection();
        QTest::qWait(500);
        f.window->grab().save(dir + QStringLiteral("/minimap-notes.png"));
        f.action(QStringLiteral("helpShortcuts"))->trigger();
        QTest::qWait(300);
        auto* dialog = f.window->findChild<QDialog*>(QStringLiteral("shortcutsDialog"));
        QVERIFY(dialog);
        dialog->grab().save(dir + QStringLiteral("/shortcuts.png"));
        dialog->close();
        // The window at 1280x800 with a state saved at 1600x1000.
        f.window->resize(1280, 800);
        QTest::qWait(500);
        f.window->grab().save(dir + QStringLiteral("/window-1280x800.png"));
        // A duplicated chassis (Ctrl+D) beside the original, zoomed to the copy: its
        // cards' ids ("ora-mezz-1a-1") after the hyphens, the midplane links clear of them.
        f.window->resize(1400, 900);
        f.select({"mx7000-1"});
        f.focusCanvas();
        QTest::keyClick(f.view(), Qt::Key_D, Qt::ControlModifier);
        settle();
        f.view()->zoomToSelection();
        QTest::qWait(500);
        f.window->grab().save(dir + QStringLiteral("/duplicate-chassis.png"));
        const QRectF copy = f.scene()->selectedItems().isEmpty() ? QRectF() : f.scene()->selectedItems().front()->sceneBoundingRect();
        QImage close(copy.size().toSize() * 3, QImage::Format_ARGB32);
        close.fill(Qt::white);
        {
            QPainter painter(&close);
            painter.setRenderHint(QPainter::Antialiasing);
            f.scene()->render(&painter, QRectF(), copy);
        }
        close.save(dir + QStringLiteral("/duplicate-chassis-3x.png"));
    }
};

QTEST_MAIN(TstCanvasHabits)
#include "tst_canvashabits.moc"
