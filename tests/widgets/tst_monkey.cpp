// Monkey test of the designer (issue 16, "Robustness of the GUI itself"): random clicks,
// drags, double clicks, wheel turns, right clicks (a random entry of the context menu),
// key presses, typed text and menu actions on the canvas, palette, inspector and docks of
// the main window on RA-1, seeded and replayable. It must end with no crash (and, under
// scripts/sanitize.sh asan, no sanitizer report), with a design that still writes and
// reads back, and with an undo stack that undoes to the state it started from and redoes
// to the state it ended in.
//
// Environment (docs/reliability.md, "Monkey test"):
//   TOPOPLAN_MONKEY_SEED     seed of the event sequence (default 20261201)
//   TOPOPLAN_MONKEY_EVENTS   number of events (default 1000: the short ctest run, ~30 s)
//   TOPOPLAN_MONKEY_TRACE    if set, one line per event (design size, undo depth, time)
//   TOPOPLAN_MONKEY_SECONDS  if set, run for this long instead, whatever the number of
//                            events; the events done are printed, so that a run replays
//                            with TOPOPLAN_MONKEY_EVENTS=<printed figure> and the same seed.
// Modal dialogs and popup menus the events open are answered by a timer: a popup menu gets
// a random entry chosen by arrow keys and Return (or Escape), a modal dialog is rejected
// (so nothing is written: Save As and Export see Cancel), so the sequence never blocks.
// Actions that end the session (Quit) or print are not triggered; everything else is.
#include "core/designio.h"
#include "models/designdocument.h"
#include "widgets/designscene.h"
#include "widgets/designview.h"
#include "widgets/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QElapsedTimer>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QSet>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QWheelEvent>

#include <map>
#include <memory>
#include <random>

using namespace topoplan;

namespace {

long envNumber(const char* name, long fallback)
{
    bool ok = false;
    const long v = qEnvironmentVariable(name).toLong(&ok);
    return ok ? v : fallback;
}

void settle()
{
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
}

/// Answers what an event opened: a popup menu gets a random entry (Down n times, then
/// Return) or Escape; a modal dialog is rejected. Runs from a timer, so also inside the
/// nested event loops of QMenu::exec and QDialog::exec.
class Answerer : public QObject {
public:
    explicit Answerer(std::mt19937& random) : m_random(random)
    {
        m_timer.setInterval(5);
        connect(&m_timer, &QTimer::timeout, this, [this] { answer(); });
        m_timer.start();
    }
    int menusAnswered = 0;
    int dialogsRejected = 0;

private:
    /// Posted, not sent: the entry chosen may open a modal dialog, whose exec() must run
    /// outside this timer's slot (Qt does not re-enter a timer whose slot is running).
    static void post(QWidget* to, Qt::Key key)
    {
        QCoreApplication::postEvent(to, new QKeyEvent(QEvent::KeyPress, key, Qt::NoModifier));
        QCoreApplication::postEvent(to, new QKeyEvent(QEvent::KeyRelease, key, Qt::NoModifier));
    }
    void answer()
    {
        if (auto* popup = qobject_cast<QMenu*>(QApplication::activePopupWidget())) {
            ++menusAnswered;
            if (std::uniform_int_distribution<int>(0, 3)(m_random) == 0) {
                post(popup, Qt::Key_Escape);
                return;
            }
            const int steps = std::uniform_int_distribution<int>(1, 8)(m_random);
            for (int i = 0; i < steps; ++i)
                post(popup, Qt::Key_Down);
            post(popup, Qt::Key_Return);
            return;
        }
        if (QApplication::activePopupWidget()) {
            QApplication::activePopupWidget()->close();
            return;
        }
        if (auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget())) {
            ++dialogsRejected;
            dialog->reject();
        }
    }
    std::mt19937& m_random;
    QTimer m_timer;
};

/// With TOPOPLAN_MONKEY_TRACE: the first events a stuck event loop delivers, to name
/// the widget that keeps posting to itself.
class EventLog : public QObject {
public:
    bool on = false;
    int left = 300;
    bool eventFilter(QObject* o, QEvent* e) override
    {
        if (on && left > 0 && e->type() != QEvent::Timer) {
            --left;
            qInfo("event %d to %s '%s' (parent %s)", int(e->type()), o->metaObject()->className(),
                  qPrintable(o->objectName()), o->parent() ? o->parent()->metaObject()->className() : "-");
        }
        return false;
    }
};

} // namespace

class TestMonkey : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void randomEventsLeaveAWorkingDesign()
    {
        const auto seed = static_cast<std::uint32_t>(envNumber("TOPOPLAN_MONKEY_SEED", 20261201));
        const long seconds = envNumber("TOPOPLAN_MONKEY_SECONDS", 0);
        const long events = seconds > 0 ? std::numeric_limits<long>::max() : envNumber("TOPOPLAN_MONKEY_EVENTS", 1000);
        const bool trace = qEnvironmentVariableIsSet("TOPOPLAN_MONKEY_TRACE");
        std::mt19937 random(seed);
        auto pick = [&random](int n) { return std::uniform_int_distribution<int>(0, n - 1)(random); };

        models::DesignDocument doc;
        QVERIFY(doc.open(QStringLiteral("builtin:ra1")));
        auto window = std::make_unique<widgets::MainWindow>(&doc);
        window->resize(1400, 900);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        settle();

        // The state the undo stack must undo to: the design as opened, or as the last
        // New / Open / example left it (those clear the undo stack).
        std::string base = core::writeDesign(doc.design());
        int replaced = 0;
        connect(&doc, &models::DesignDocument::designReplaced, this, [&] {
            base = core::writeDesign(doc.design());
            ++replaced;
        });
        int edits = 0;
        connect(doc.undoStack(), &QUndoStack::indexChanged, this, [&edits](int) { ++edits; });

        // The actions a user can trigger, except ending the session and printing.
        QList<QPointer<QAction>> actions;
        for (QAction* a : window->findChildren<QAction*>()) {
            const QString text = a->text().remove(QLatin1Char('&'));
            if (a->isSeparator() || a->menu() || text.isEmpty() || text.contains(QLatin1String("Quit"))
                || text.contains(QLatin1String("Print")) || text.contains(QLatin1String("Close")))
                continue;
            actions.append(a);
        }
        QVERIFY(!actions.isEmpty());

        EventLog eventLog;
        if (trace)
            qApp->installEventFilter(&eventLog);
        const long logFrom = envNumber("TOPOPLAN_MONKEY_LOG_FROM", -1);
        QSet<QAction*> replacing;
        Answerer answerer(random);
        const QList<int> keys = {Qt::Key_Delete, Qt::Key_Backspace, Qt::Key_Escape, Qt::Key_Return, Qt::Key_Tab,
                                 Qt::Key_Left,   Qt::Key_Right,     Qt::Key_Up,     Qt::Key_Down,   Qt::Key_Space,
                                 Qt::Key_A,      Qt::Key_C,         Qt::Key_F,      Qt::Key_S,      Qt::Key_X,
                                 Qt::Key_Z,      Qt::Key_Y,         Qt::Key_D,      Qt::Key_V,      Qt::Key_1};
        const QList<Qt::KeyboardModifiers> modifiers = {Qt::NoModifier, Qt::NoModifier, Qt::ControlModifier,
                                                        Qt::ShiftModifier};
        std::map<std::string, int> counts;
        QElapsedTimer clock;
        clock.start();
        long done = 0;
        for (; done < events && (seconds <= 0 || clock.elapsed() < seconds * 1000); ++done) {
            QWidget* viewport = window->view()->viewport();
            const QPoint inView(pick(viewport->width()), pick(viewport->height()));
            // A visible widget anywhere in the window (palette, inspector, docks, toolbar).
            const QList<QWidget*> widgets = window->findChildren<QWidget*>();
            QWidget* any = widgets.isEmpty() ? window.get() : widgets.at(pick(int(widgets.size())));
            if (!any->isVisible() || any->width() < 2 || any->height() < 2)
                any = viewport;
            const QPoint inAny(pick(any->width()), pick(any->height()));
            const Qt::KeyboardModifiers mod = modifiers.at(pick(int(modifiers.size())));
            eventLog.on = done == logFrom;
            const int kind = pick(10);
            if (trace)
                qInfo("monkey %ld: kind %d in %s at %d,%d (view %d,%d)", done, kind, any->metaObject()->className(),
                      inAny.x(), inAny.y(), inView.x(), inView.y());
            switch (kind) {
            case 0:
            case 1:
                ++counts["click canvas"];
                QTest::mouseClick(viewport, Qt::LeftButton, mod, inView);
                break;
            case 2: {
                ++counts["drag canvas"];
                const QPoint to(pick(viewport->width()), pick(viewport->height()));
                if (trace)
                    qInfo("monkey %ld: drag to %d,%d, viewport %dx%d", done, to.x(), to.y(), viewport->width(), viewport->height());
                QTest::mousePress(viewport, Qt::LeftButton, mod, inView);
                QMouseEvent move(QEvent::MouseMove, QPointF((inView + to) / 2), viewport->mapToGlobal(QPointF((inView + to) / 2)),
                                 Qt::NoButton, Qt::LeftButton, mod);
                QApplication::sendEvent(viewport, &move);
                QTest::mouseRelease(viewport, Qt::LeftButton, mod, to);
                break;
            }
            case 3:
                ++counts["double click"];
                QTest::mouseDClick(pick(2) ? viewport : any, Qt::LeftButton, Qt::NoModifier, pick(2) ? inView : inAny);
                break;
            case 4: {
                ++counts["right click"];
                QWidget* target = pick(2) ? viewport : any;
                const QPoint at = target == viewport ? inView : inAny;
                QTest::mouseClick(target, Qt::RightButton, Qt::NoModifier, at);
                QContextMenuEvent menu(QContextMenuEvent::Mouse, at, target->mapToGlobal(at));
                QApplication::sendEvent(target, &menu);
                break;
            }
            case 5: {
                ++counts["wheel"];
                QWheelEvent wheel(QPointF(inView), viewport->mapToGlobal(QPointF(inView)), QPoint(),
                                  QPoint(0, pick(2) ? 120 : -120), Qt::NoButton, mod, Qt::NoScrollPhase, false);
                QApplication::sendEvent(viewport, &wheel);
                break;
            }
            case 6:
                ++counts["click widget"];
                QTest::mouseClick(any, Qt::LeftButton, Qt::NoModifier, inAny);
                if (pick(2))
                    QTest::keyClicks(QApplication::focusWidget() ? QApplication::focusWidget() : any,
                                     QString::number(pick(5000)));
                break;
            case 7: {
                ++counts["key"];
                QWidget* target = QApplication::focusWidget() ? QApplication::focusWidget() : window.get();
                QTest::keyClick(target, Qt::Key(keys.at(pick(int(keys.size())))), mod);
                break;
            }
            default: {
                QAction* a = actions.at(pick(int(actions.size())));
                // An action seen to replace the design (New, Open, an example, a recent
                // file) is taken once in ten picks, so that edits pile up between them.
                if (!a || !a->isEnabled() || (replacing.contains(a) && pick(10) != 0))
                    break;
                ++counts["action"];
                if (trace)
                    qInfo("monkey %ld: action %s", done, qPrintable(a->text()));
                const int before = replaced;
                a->trigger();
                if (replaced != before)
                    replacing.insert(a);
                break;
            }
            }
            settle();
            if (trace)
                qInfo("monkey %ld: %zu devices, %zu links, undo %d, %.1f s", done, doc.design().devices.size(),
                      doc.design().links.size(), int(doc.undoStack()->count()), clock.elapsed() / 1000.0);
        }
        // Let the last recompute finish before the checks.
        QTest::qWait(50);
        settle();

        QString figures;
        for (const auto& [kind, n] : counts)
            figures += QStringLiteral(" %1 %2,").arg(QString::fromStdString(kind)).arg(n);
        qInfo("monkey: seed %u, %ld events in %.1f s:%s menus answered %d, dialogs rejected %d, designs replaced %d, "
              "undo steps walked %d, undo depth at the end %d",
              seed, done, clock.elapsed() / 1000.0, qPrintable(figures), answerer.menusAnswered,
              answerer.dialogsRejected, replaced, edits, int(doc.undoStack()->count()));

        // The design still writes, and what it writes reads back without an error.
        const std::string end = core::writeDesign(doc.design());
        core::Diagnostics diagnostics;
        QVERIFY2(core::readDesignText(end, "monkey.topoplan.yaml", diagnostics).has_value(),
                 qPrintable(QString::fromStdString(diagnostics.empty() ? std::string() : diagnostics.front().message)));
        // Undo walks back to the state the stack started from, redo forward to the end.
        QUndoStack* stack = doc.undoStack();
        const int top = stack->index();
        stack->setIndex(0);
        settle();
        QCOMPARE(QString::fromStdString(core::writeDesign(doc.design())), QString::fromStdString(base));
        stack->setIndex(top);
        settle();
        QCOMPARE(QString::fromStdString(core::writeDesign(doc.design())), QString::fromStdString(end));
    }
};

// Qt Test's watchdog ends a test function after 300 s (QTEST_FUNCTION_TIMEOUT, ms); a long
// run (TOPOPLAN_MONKEY_SECONDS, or many events on a busy machine) gets its length and
// 10 minutes more, unless the caller set the timeout.
int main(int argc, char** argv)
{
    if (!qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT")) {
        const long seconds = envNumber("TOPOPLAN_MONKEY_SECONDS", 0);
        const long events = envNumber("TOPOPLAN_MONKEY_EVENTS", 1000);
        const long budget = (seconds > 0 ? seconds : events / 2) + 600;
        qputenv("QTEST_FUNCTION_TIMEOUT", QByteArray::number(qint64(budget) * 1000));
    }
    QApplication app(argc, argv);
    TestMonkey test;
    QTEST_SET_MAIN_SOURCE_PATH
    // The offscreen platform warns at every raise() and keyboard grab; past Qt Test's default
    // 2,000 messages it drops all output, the run's summary line (seed, events, undo depth)
    // among it. No limit, unless the caller gave one.
    QStringList args = app.arguments();
    if (!args.contains(QStringLiteral("-maxwarnings")))
        args << QStringLiteral("-maxwarnings") << QStringLiteral("0");
    return QTest::qExec(&test, args);
}
#include "tst_monkey.moc"
