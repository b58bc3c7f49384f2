// What a newcomer met in the designer at 1280x800 (issue 16, the last stop's "Left"), each
// driven as the user met it in the main window on RA-1
// (resources/examples/ra1-mx7000-powermax.topoplan.yaml): the Inspector's form jumping
// under the cursor while results arrive, clipped model names and 45-pixel reference
// fields, "array '' does not exist" for an entry not filled in yet, Seat Into on a seated
// sled, and an Analysis dock that took most of the first-start window. Expected ids come
// from RA-1's file; expected places and sizes from the state before the event or from the
// widgets' own font metrics.
#include "models/analysisrunner.h"
#include "models/designdocument.h"
#include "models/designentry.h"
#include "models/findingsmodel.h"
#include "widgets/canvascontextmenu.h"
#include "widgets/designscene.h"
#include "widgets/designtree.h"
#include "widgets/designview.h"
#include "widgets/idpicker.h"
#include "widgets/inspector.h"
#include "widgets/mainwindow.h"
#include "widgets/performanceinspector.h"

#include "core/designio.h"

#include <QAction>
#include <QComboBox>
#include <QApplication>
#include <QDockWidget>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPointer>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QWheelEvent>

#include <memory>

using namespace topoplan;

namespace {

void settle()
{
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
}

std::unique_ptr<widgets::MainWindow> shown(models::DesignDocument& doc, QSize size = QSize(1280, 800))
{
    if (!doc.open(QStringLiteral("builtin:ra1")))
        qFatal("cannot open builtin:ra1");
    auto w = std::make_unique<widgets::MainWindow>(&doc);
    w->resize(size);
    w->show();
    w->activateWindow();
    if (!QTest::qWaitForWindowActive(w.get()))
        qWarning("window not active");
    settle();
    return w;
}

/// Waits until the analysis and its intervals are in.
bool idle(widgets::MainWindow* w)
{
    const auto* r = w->analysisRunner();
    if (!QTest::qWaitFor([r] { return r->result() && r->uncertainty() && !r->isRunning() && !r->isUncertaintyRunning(); }, 120000))
        return false;
    settle();
    return true;
}

QScrollArea* inspectorScroll(widgets::MainWindow* w) { return w->inspector()->findChild<QScrollArea*>(); }

/// Where `widget` sits in the Inspector's visible area (y, pixels from its top).
int placeInView(widgets::MainWindow* w, QWidget* widget) { return widget->mapTo(inspectorScroll(w)->viewport(), QPoint(0, 0)).y(); }

} // namespace

class TestNewcomerLayout : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // QSettings stay out of the user's
        QSettings().clear();
    }

    // Typing into a workload's field while the result and then its intervals arrive: the
    // field stays the same editor, with its focus, typed text, cursor and selection, at the
    // same place on screen. The MainWindow rebuilt the whole form on resultReady and on
    // uncertaintyReady, and the prediction block above the fields went from its figures to
    // one line ("computing…") and back, so the field moved under the cursor.
    void resultsArriveWhileTyping()
    {
        models::DesignDocument doc;
        auto w = shown(doc);
        QVERIFY(idle(w.get()));
        const int oracle = models::findEntry(doc.design(), models::Section::Workload, QStringLiteral("oracle-oltp"));
        w->designTree()->select(models::Section::Workload, oracle);
        settle();
        // The user's own edit (users, Enter) rebuilds the page and starts a new analysis.
        auto* users = w->inspector()->findChild<QLineEdit*>(QStringLiteral("profile.users"));
        QVERIFY(users);
        users->setFocus(Qt::MouseFocusReason);
        users->selectAll();
        QTest::keyClicks(users, QStringLiteral("120"));
        // Time to click the next field and type before the result comes (the default
        // debounce is about 50 ms; the point estimate of RA-1 takes a few ms).
        w->analysisRunner()->setDebounceMs(1500);
        QSignalSpy results(w->analysisRunner(), &models::AnalysisRunner::resultReady);
        QSignalSpy intervals(w->analysisRunner(), &models::AnalysisRunner::uncertaintyReady);
        QTest::keyClick(users, Qt::Key_Return);
        settle();
        QVERIFY(!w->analysisRunner()->result()); // the new result is still coming
        // The next field, clicked; part of its text typed, the rest selected.
        QPointer<QLineEdit> think = w->inspector()->findChild<QLineEdit*>(QStringLiteral("profile.think_ms"));
        QVERIFY(think);
        QScrollArea* scroll = inspectorScroll(w.get());
        scroll->ensureWidgetVisible(think);
        settle();
        think->setFocus(Qt::MouseFocusReason);
        QTest::keyClick(think, Qt::Key_End);
        QTest::keyClicks(think, QStringLiteral("5"));
        think->setSelection(0, 1);
        settle();
        const QString text = think->text();
        const int y = placeInView(w.get(), think);
        QVERIFY2(y >= 0 && y < scroll->viewport()->height(), qPrintable(QString::number(y)));
        auto* prediction = w->inspector()->findChild<widgets::WorkloadPredictionView*>();
        QVERIFY(prediction);
        QVERIFY2(!prediction->text().contains(QStringLiteral("computing")), qPrintable(prediction->text()));
        auto check = [&](const char* when) {
            settle();
            QVERIFY2(think, qPrintable(QStringLiteral("%1: the field was rebuilt").arg(when)));
            QVERIFY2(think->hasFocus(), when);
            QCOMPARE(think->text(), text);
            QVERIFY(think->isModified());
            QCOMPARE(think->selectedText(), text.left(1));
            QCOMPARE(placeInView(w.get(), think), y);
        };
        QVERIFY(!w->analysisRunner()->result());
        QVERIFY(results.count() > 0 || results.wait(60000));
        check("after the result");
        QVERIFY(intervals.count() > 0 || intervals.wait(120000));
        check("after the intervals");
        QVERIFY2(prediction->text().contains(QStringLiteral("IOPS")), qPrintable(prediction->text()));
    }

    // A new entry (Design dock > Add) whose references are not chosen yet: the finding says
    // what is missing ("no array set"), not that a dangling id '' does not exist. Each
    // section with a single-id reference field: port group (array), masking view (port
    // group, storage group), workload (host, storage), zone (initiator).
    void newEntryNamesWhatIsMissing()
    {
        models::DesignDocument doc;
        QVERIFY(doc.open(QStringLiteral("builtin:ra1")));
        const struct {
            models::Section section;
            const char* id;       // the new entry's id (RA-1 uses none of them)
            const char* who;      // its diagnostics' id (core/topology.cpp)
            QStringList missing;  // what is not chosen yet
        } cases[] = {
            {models::Section::PortGroup, "new-pg", "port group 'new-pg'", {QStringLiteral("no array set")}},
            {models::Section::MaskingView, "new-mv", "masking view 'new-mv'", {QStringLiteral("no port group set"), QStringLiteral("no storage group set")}},
            {models::Section::Workload, "new-wl", "workload 'new-wl'", {QStringLiteral("no host set"), QStringLiteral("no storage set")}},
            {models::Section::Zone, "", "zone of ''", {QStringLiteral("no initiator set")}},
        };
        for (const auto& c : cases) {
            QVERIFY(models::addEntry(&doc, c.section, QString::fromLatin1(c.id)).isEmpty());
            QStringList said;
            for (const core::Diagnostic& d : doc.diagnostics())
                if (d.id == c.who)
                    said << QString::fromStdString(d.message);
            for (const QString& m : said)
                QVERIFY2(!m.contains(QStringLiteral("''")) && !m.contains(QStringLiteral("does not exist")), qPrintable(m));
            for (const QString& m : c.missing)
                QVERIFY2(said.filter(m).size() == 1, qPrintable(c.who + QStringLiteral(": ") + said.join(QStringLiteral(" | "))));
        }
    }

    // The Inspector's Model row shows a long model name readably: all it draws fits its
    // height, and the whole name is its text or its tooltip. RA-1's pmax is a
    // dell/powermax-2000 (its file), whose name is the catalog's longest in RA-1; wrapped,
    // it was cut at the top and the bottom at 1280x800.
    void longModelNameIsNotCut()
    {
        models::DesignDocument doc;
        auto w = shown(doc);
        w->scene()->selectDevice("pmax");
        settle();
        const core::Model* m = doc.catalog().find("dell/powermax-2000");
        QVERIFY(m);
        const QString full = QString::fromStdString(m->vendor + " " + m->name);
        QLabel* model = nullptr;
        for (auto* form : w->inspector()->findChildren<QFormLayout*>())
            for (int row = 0; row < form->rowCount(); ++row)
                if (auto* l = form->itemAt(row, QFormLayout::LabelRole) ? qobject_cast<QLabel*>(form->itemAt(row, QFormLayout::LabelRole)->widget()) : nullptr;
                    l && l->text() == QStringLiteral("Model") && form->itemAt(row, QFormLayout::FieldRole))
                    model = qobject_cast<QLabel*>(form->itemAt(row, QFormLayout::FieldRole)->widget());
        QVERIFY(model);
        const QRect room = model->contentsRect();
        const QRect needed = model->fontMetrics().boundingRect(QRect(0, 0, room.width(), 100000),
                                                               model->wordWrap() ? int(Qt::TextWordWrap) : 0, model->text());
        QVERIFY2(needed.height() <= room.height(),
                 qPrintable(QStringLiteral("'%1' needs %2 px, has %3").arg(model->text()).arg(needed.height()).arg(room.height())));
        QVERIFY2(model->text() == full || model->toolTip() == full, qPrintable(model->text() + QStringLiteral(" / ") + model->toolTip()));
    }

    // A workload's host and storage pickers show a whole id at 1280x800 (they were about
    // 45 px wide and showed "ra-host"): the line edit holds its text (RA-1's oracle-oltp on
    // ora-host and pmax) and at least IdPicker::kMinShownChars characters.
    void referenceFieldsShowAWholeId()
    {
        models::DesignDocument doc;
        auto w = shown(doc);
        w->designTree()->select(models::Section::Workload, models::findEntry(doc.design(), models::Section::Workload, QStringLiteral("oracle-oltp")));
        settle();
        for (const char* field : {"host", "storage"}) {
            auto* picker = w->inspector()->findChild<widgets::IdPicker*>(QStringLiteral("picker:") + QString::fromLatin1(field));
            QVERIFY2(picker, field);
            QLineEdit* line = picker->lineEdit();
            const QFontMetrics fm(line->font());
            const int inside = line->width() - line->textMargins().left() - line->textMargins().right() - 8; // frame and margins of a line edit
            QVERIFY2(inside >= fm.horizontalAdvance(line->text()),
                     qPrintable(QStringLiteral("%1: '%2' in %3 px").arg(QString::fromLatin1(field), line->text()).arg(line->width())));
            QVERIFY2(inside >= fm.horizontalAdvance(QString(widgets::IdPicker::kMinShownChars, QLatin1Char('x'))),
                     qPrintable(QStringLiteral("%1: %2 px").arg(QString::fromLatin1(field)).arg(line->width())));
        }
    }

    // A seated sled's context menu offers Unseat, not Seat Into; Unseat takes it out onto
    // the canvas beside its chassis (one undo step, undone byte for byte), and the loose
    // sled then offers Seat Into. RA-1's ora-host sits in mx7000-1's bay sled-1 (its file).
    void seatedModuleOffersUnseat()
    {
        models::DesignDocument doc;
        auto w = shown(doc);
        auto* menus = w->findChild<widgets::CanvasContextMenu*>();
        QVERIFY(menus);
        auto entry = [](QMenu* menu, const char* name) -> QAction* {
            for (QAction* a : menu->actions())
                if (a->objectName() == QLatin1String(name) || (a->menu() && a->menu()->objectName() == QLatin1String(name)))
                    return a;
            return nullptr;
        };
        // The sled's own header (its top left), not one of the cards seated in it.
        auto onSled = [&] { return w->scene()->layout().device("ora-host")->rect.topLeft() + QPointF(4, 4); };
        auto seated = menus->menuAt(onSled());
        QVERIFY(!entry(seated.get(), "ctxSeat"));
        QAction* unseat = entry(seated.get(), "ctxUnseat");
        QVERIFY(unseat && unseat->isEnabled());
        QVERIFY2(unseat->text().contains(QStringLiteral("mx7000-1")), qPrintable(unseat->text()));
        const std::string before = core::writeDesign(doc.design());
        const int steps = doc.undoStack()->count();
        unseat->trigger();
        settle();
        const core::Device* sled = doc.design().device("ora-host");
        QVERIFY(sled && sled->parent.empty() && sled->at);
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QVERIFY(sled->at->first >= w->scene()->layout().device("mx7000-1")->rect.right());
        auto loose = menus->menuAt(onSled());
        QVERIFY(entry(loose.get(), "ctxSeat"));
        QVERIFY(!entry(loose.get(), "ctxUnseat"));
        doc.undoStack()->undo();
        QCOMPARE(core::writeDesign(doc.design()), before);
    }

    // A first start at 1280x800 (nothing saved) gives the canvas the largest area: the
    // Analysis dock was 330 of 800 pixels high and left the canvas 360. A height the user
    // gives the dock is kept across sessions (QSettings, restored before the window shows,
    // as app/gui/main.cpp does).
    void firstStartGivesTheCanvasRoom()
    {
        QSettings().clear();
        int chosen = 0;
        {
            models::DesignDocument doc;
            QVERIFY(doc.open(QStringLiteral("builtin:ra1")));
            widgets::MainWindow w(&doc);
            w.resize(1280, 800);
            QSettings settings;
            QVERIFY(!w.restoreWindowState(settings)); // a first start
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            settle();
            QTest::qWait(50);
            settle();
            const auto area = [](const QWidget* x) { return x->width() * x->height(); };
            auto* analysis = w.findChild<QDockWidget*>(QStringLiteral("analysis"));
            QVERIFY(analysis && analysis->isVisible());
            for (QDockWidget* d : w.findChildren<QDockWidget*>())
                if (d->isVisible() && !d->isFloating())
                    QVERIFY2(area(w.view()) > area(d), qPrintable(QStringLiteral("canvas %1x%2, %3 %4x%5").arg(w.view()->width()).arg(w.view()->height())
                                                                    .arg(d->objectName()).arg(d->width()).arg(d->height())));
            QVERIFY2(w.view()->height() > analysis->height(), qPrintable(QStringLiteral("%1 vs %2").arg(w.view()->height()).arg(analysis->height())));
            // The user makes the Analysis dock taller; closing saves it.
            chosen = analysis->height() + 120;
            w.resizeDocks({analysis}, {chosen}, Qt::Vertical);
            settle();
            chosen = analysis->height();
            w.close();
        }
        models::DesignDocument doc;
        QVERIFY(doc.open(QStringLiteral("builtin:ra1")));
        widgets::MainWindow w(&doc);
        w.resize(1280, 800);
        QSettings settings;
        QVERIFY(w.restoreWindowState(settings));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        settle();
        QTest::qWait(50);
        settle();
        QCOMPARE(w.findChild<QDockWidget*>(QStringLiteral("analysis"))->height(), chosen);
    }

    // The mouse wheel over a combo box of the Inspector scrolls the page; it does not
    // change the field (an edit the user never meant: met in the xdotool replay, where
    // scrolling over a workload's profile.tool turned that combo box instead). Here RA-1's
    // pmax page (All properties: a long page) and its raid combo box; a focused combo box
    // still takes the wheel, as Qt's own do.
    void wheelOverAComboBoxScrollsThePage()
    {
        models::DesignDocument doc;
        auto w = shown(doc);
        w->inspector()->setShowAllProperties(true);
        w->scene()->selectDevice("pmax");
        settle();
        auto* raid = w->inspector()->findChild<QComboBox*>(QStringLiteral("config.raid"));
        QVERIFY(raid);
        QScrollArea* scroll = inspectorScroll(w.get());
        QVERIFY(scroll->verticalScrollBar()->maximum() > 0);
        const std::string before = core::writeDesign(doc.design());
        const int steps = doc.undoStack()->count();
        const int scrolled = scroll->verticalScrollBar()->value();
        const QPoint at = raid->rect().center();
        QWheelEvent wheel(at, raid->mapToGlobal(at), {}, QPoint(0, -120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(raid, &wheel);
        settle();
        QCOMPARE(doc.undoStack()->count(), steps);
        QCOMPARE(core::writeDesign(doc.design()), before);
        QVERIFY2(scroll->verticalScrollBar()->value() > scrolled, "the page did not scroll");
    }

    // No Inspector page is wider than the dock of a first start at 1280x800 (a wider page
    // is cut on the right: the scroll area has no horizontal bar), now that pickers show a
    // whole id: the scenario page's "Add event" row (minute, fail|repair, a target picker
    // and Add on one line) was. Pages of RA-1's entries and devices (its file's ids).
    void pagesFitTheFirstStartInspector()
    {
        models::DesignDocument doc;
        auto w = shown(doc);
        QTest::qWait(50); // the first-start dock sizes (MainWindow::applyFirstStartLayout)
        settle();
        QScrollArea* scroll = inspectorScroll(w.get());
        auto fits = [&](const QString& page) {
            settle();
            const int wanted = scroll->widget()->minimumSizeHint().width();
            QVERIFY2(wanted <= scroll->viewport()->width(),
                     qPrintable(QStringLiteral("%1: %2 px in %3").arg(page).arg(wanted).arg(scroll->viewport()->width())));
        };
        const std::pair<models::Section, const char*> entries[] = {
            {models::Section::Scenario, "lose-iom-a1"}, {models::Section::Workload, "oracle-oltp"},
            {models::Section::MaskingView, "ora-oltp-mv"},   {models::Section::PortGroup, "ora-pg"},
            {models::Section::StorageGroup, "ora-oltp-sg"}};
        for (const auto& [section, id] : entries) {
            const int index = models::findEntry(doc.design(), section, QString::fromLatin1(id));
            QVERIFY2(index >= 0, id);
            w->designTree()->select(section, index);
            fits(QString::fromLatin1(id));
        }
        for (const char* id : {"pmax", "ora-host", "iom-a1", "ora-mezz-1a"}) {
            w->scene()->selectDevice(id);
            fits(QString::fromLatin1(id));
        }
    }
};

QTEST_MAIN(TestNewcomerLayout)
#include "tst_newcomerlayout.moc"
