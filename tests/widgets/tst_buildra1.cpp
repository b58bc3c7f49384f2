// Builds RA-1 from an empty document through the code paths of the GUI and checks that
// the result is the shipped example: devices dropped from the palette
// (DesignScene::placeModel, into chassis and sled slots), renamed and configured in the
// Inspector's editors, cables made as the cable tool makes them
// (DesignScene::connectPorts), fabrics / zoning / port groups / storage groups / masking
// views / workloads / use cases / scenarios added in the Design tree and filled in field by
// field in the Inspector (every field reachable through the Inspector's "All properties"
// check box, clicked as a user clicks it), requirements, name and notes on the
// Inspector's design page.
// Everything RA-1 contains is read from resources/examples/ra1-mx7000-powermax.topoplan.yaml
// (nothing typed here); the expected analysis is core::analyze() of that same file, the
// expected predictions core::simulatePerformance() and core::backupWindow() of it.
#include "core/analysis.h"
#include "core/performance/backup.h"
#include "core/designio.h"
#include "core/designloader.h"
#include "core/performance.h"
#include "models/analysisrunner.h"
#include "models/designdocument.h"
#include "models/designentry.h"
#include "widgets/cableitem.h"
#include "widgets/designscene.h"
#include "widgets/designtree.h"
#include "widgets/inspector.h"
#include "widgets/mainwindow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include <set>

using namespace topoplan;

namespace {
const char* kExample = TOPOPLAN_RESOURCES_DIR "/examples/ra1-mx7000-powermax.topoplan.yaml";

/// One comparable line per analysed fact: paths per flow, SPOFs per flow, findings.
QStringList summary(const core::AnalysisResult& r)
{
    QStringList out;
    for (const core::FlowResult& f : r.flows) {
        out << QStringLiteral("flow %1: %2 paths, status %3").arg(QString::fromStdString(f.id)).arg(f.paths.size())
                   .arg(QString::fromStdString(f.status));
        for (const core::PathResult& p : f.paths)
            out << QStringLiteral("  path %1 -> %2 -> %3").arg(QString::fromStdString(p.initiator),
                                                               QString::fromStdString(p.target),
                                                               QString::fromStdString(p.controller));
        for (const core::SpofResult& s : f.spofs)
            out << QStringLiteral("  spof %1 (%2)").arg(QString::fromStdString(s.element), QString::fromStdString(s.kind));
    }
    for (const core::Finding& f : r.findings)
        out << QStringLiteral("finding %1 %2: %3").arg(QString::fromLatin1(core::severityName(f.severity)),
                                                       QString::fromStdString(f.code), QString::fromStdString(f.message));
    return out;
}

/// One comparable line per predicted figure of simulate: every workload of every use
/// case (IOPS, MB/s, latencies, TPM) and every backup or restore window.
QStringList predictions(const core::LoadedDesign& d)
{
    QStringList out;
    auto n = [](double v) { return QString::number(v, 'g', 10); };
    for (const core::UseCase& u : d.design.useCases) {
        core::PerformanceOptions options;
        options.useCase = u.id;
        options.ignoreBaselines = true; // the canvas-built copy carries no measured: baselines
        for (const core::WorkloadPerformance& w : core::simulatePerformance(d, options).workloads)
            out << QStringLiteral("%1/%2: %3 IOPS, %4 MB/s, read %5 ms, write %6 ms, %7 TPM, %8")
                       .arg(QString::fromStdString(u.id), QString::fromStdString(w.id), n(w.iops), n(w.mbps),
                            n(w.readLatencyMs), n(w.writeLatencyMs), n(w.tpm), QString::fromStdString(w.status));
    }
    for (const core::Workload& w : d.design.workloads) {
        const core::BackupWindow b = core::backupWindow(d, w.id);
        if (b.kind == "backup" || b.kind == "restore")
            out << QStringLiteral("%1: %2 GB in %3 min at %4 MB/s; limit: %5")
                       .arg(QString::fromStdString(w.id), n(b.databaseGB), n(b.minutes), n(b.effectiveMBps),
                            QString::fromStdString(b.bottleneck));
    }
    return out;
}
} // namespace

class TestBuildRa1 : public QObject {
    Q_OBJECT

    widgets::MainWindow* m_window = nullptr;
    QStringList m_refusals;

    widgets::Inspector* inspector() const { return m_window->inspector(); }

    /// Lets the Inspector rebuild its form (it does on the next event loop turn) and
    /// deletes the old one, so that findChild() sees only current editors.
    static void settle()
    {
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }

    /// Types `text` into the Inspector's editor of `field` as a user would: a line edit
    /// is edited and left, a combo box gets the item chosen.
    void edit(const QString& field, const QString& text)
    {
        settle();
        if (auto* line = inspector()->findChild<QLineEdit*>(field)) {
            line->setText(text);
            line->setModified(true);
            Q_EMIT line->editingFinished();
        } else if (auto* box = inspector()->findChild<QComboBox*>(field)) {
            const int i = box->findText(text);
            QVERIFY2(i >= 0, qPrintable(QStringLiteral("%1 offers no '%2'").arg(field, text)));
            box->setCurrentIndex(i);
            Q_EMIT box->activated(i);
        } else {
            QFAIL(qPrintable(QStringLiteral("the Inspector shows no editor for '%1'").arg(field)));
        }
        settle();
    }

    /// Edits, in the Inspector, every field of the entry on show that differs from `spec`.
    void editToMatch(models::Section section, int index, const models::Entry& spec)
    {
        for (const models::EntryField& f : models::entryFields(spec)) {
            if (f.name == QLatin1String("id"))
                continue;
            const QString want = models::fieldText(spec, f.name);
            const auto current = models::entryAt(m_window->scene()->document()->design(), section, index);
            QVERIFY(current);
            if (models::fieldText(*current, f.name) != want)
                edit(f.name, want);
            if (QTest::currentTestFailed())
                return;
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the check box's QSettings stay out of the user's
    }

    // Without "All properties" a workload shows the profile keys its kind needs and a
    // storage group its data services (issue 5: database_gb, scale_factor, streams,
    // change_pct, dedupe and compression could not be reached). Keys from
    // docs/design-format.md and core/performance/workloadprofile.cpp.
    void fieldsOfTheProfileKindAreOfferedByDefault()
    {
        models::DesignDocument doc;
        QVERIFY(doc.open(QStringLiteral("builtin:ra1")));
        widgets::MainWindow window(&doc);
        m_window = &window;
        auto* box = inspector()->findChild<QCheckBox*>(QStringLiteral("showAllProperties"));
        QVERIFY(box);
        if (box->isChecked())
            box->click();
        struct Case {
            models::Section section;
            const char* id;
            QStringList fields;
        };
        const Case cases[] = {
            {models::Section::Workload, "oracle-backup-full-1", {"profile.database_gb", "profile.change_pct", "profile.streams"}},
            {models::Section::Workload, "oracle-restore", {"profile.database_gb", "profile.change_pct"}},
            {models::Section::Workload, "oracle-dss", {"profile.database_gb", "profile.scale_factor", "profile.streams"}},
            {models::Section::Workload, "sql-oltp-1", {"profile.database_gb", "profile.warehouses"}},
            {models::Section::StorageGroup, "ora-oltp-sg", {"dedupe", "compression", "size_gb", "service_level"}},
        };
        for (const Case& c : cases) {
            const int index = models::findEntry(doc.design(), c.section, QString::fromLatin1(c.id));
            QVERIFY2(index >= 0, c.id);
            inspector()->showEntry(c.section, index);
            settle();
            for (const QString& f : c.fields)
                QVERIFY2(inspector()->findChild<QWidget*>(f), qPrintable(QStringLiteral("%1: no %2").arg(c.id, f)));
        }
        // A key no kind uses by default appears with the check box.
        const int oltp = models::findEntry(doc.design(), models::Section::Workload, QStringLiteral("sql-oltp-1"));
        inspector()->showEntry(models::Section::Workload, oltp);
        settle();
        QVERIFY(!inspector()->findChild<QWidget*>(QStringLiteral("profile.queue_depth")));
        box->click();
        settle();
        QVERIFY(inspector()->findChild<QWidget*>(QStringLiteral("profile.queue_depth")));
        box->click();
        m_window = nullptr;
    }

    // A refused edit keeps the typed text in its editor (issue 5: a long port list was
    // thrown away), and a port group takes ARRAY:PORT of its own array as docs/designer.md
    // says.
    void refusedEditKeepsTheText()
    {
        models::DesignDocument doc;
        QVERIFY(doc.open(QStringLiteral("builtin:ra1")));
        widgets::MainWindow window(&doc);
        m_window = &window;
        const int pg = models::findEntry(doc.design(), models::Section::PortGroup, QStringLiteral("ora-pg"));
        QVERIFY(pg >= 0);
        inspector()->showEntry(models::Section::PortGroup, pg);
        const QString typed = QStringLiteral("pmax:fa-1d-1, pmax:fa-2d-1, no-such-port");
        edit(QStringLiteral("ports"), typed);
        auto* line = inspector()->findChild<QLineEdit*>(QStringLiteral("ports"));
        QVERIFY(line);
        QCOMPARE(line->text(), typed);
        QVERIFY(line->toolTip().contains(QStringLiteral("no-such-port")));
        edit(QStringLiteral("ports"), QStringLiteral("pmax:fa-1d-1, fa-2d-1"));
        const core::PortGroup& g = doc.design().portGroups[pg];
        QCOMPARE(g.ports, (std::vector<std::string>{"fa-1d-1", "fa-2d-1"}));
        m_window = nullptr;
    }

    void buildsRa1FromAnEmptyCanvas()
    {
        core::Diagnostics diagnostics;
        const auto example = core::loadDesignFile(kExample, diagnostics);
        QVERIFY2(example, kExample);
        // The logical design as the canvas and the Inspector build it. Racks and rack
        // positions (issue 17: no rack elevation editor yet) and measured baselines (entered
        // in the baseline editor, tested in tst_sensitivity) are left out of the comparison.
        core::Design spec = example->design;
        spec.racks.clear();
        for (core::Device& d : spec.devices)
            d.mount = {};
        for (core::Workload& w : spec.workloads)
            w.measured.reset();

        models::DesignDocument doc;
        doc.newDesign();
        widgets::MainWindow window(&doc);
        m_window = &window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        connect(inspector(), &widgets::Inspector::statusMessage, this, [this](const QString& m) { m_refusals << m; });
        connect(window.designTree(), &widgets::DesignTree::statusMessage, this, [this](const QString& m) { m_refusals << m; });
        // Every field of the design format: the Inspector's check box, as a user ticks it.
        auto* showAll = inspector()->findChild<QCheckBox*>(QStringLiteral("showAllProperties"));
        QVERIFY(showAll);
        if (!showAll->isChecked())
            QTest::mouseClick(showAll, Qt::LeftButton, {}, QPoint(8, showAll->height() / 2));
        QVERIFY(showAll->isChecked());
        widgets::DesignScene* scene = window.scene();

        // Devices: a palette drop each (onto the slot for seated ones), then the id,
        // configuration and NPAR partitions in the Inspector.
        for (const core::Device& d : spec.devices) {
            QPointF drop;
            if (d.parent.empty()) {
                drop = QPointF(d.at->first, d.at->second);
            } else {
                const widgets::DevicePlace* parent = scene->layout().device(d.parent);
                QVERIFY2(parent, d.parent.c_str());
                for (const widgets::SlotPlace& s : parent->slots)
                    if (s.name == d.slot)
                        drop = s.rect.center();
            }
            QString reason;
            const std::string placed = scene->placeModel(d.model, drop, &reason);
            QVERIFY2(!placed.empty(), qPrintable(QStringLiteral("%1: %2").arg(QString::fromStdString(d.id), reason)));
            const core::Device* p = doc.design().device(placed);
            QCOMPARE(p->parent, d.parent);
            QCOMPARE(p->slot, d.slot);
            scene->selectDevice(placed);
            edit(QStringLiteral("id"), QString::fromStdString(d.id));
            QVERIFY2(doc.design().device(d.id), d.id.c_str());
            QCOMPARE(scene->selectedDeviceIds(), std::vector<std::string>{d.id});
            editToMatch(models::Section::Device, doc.deviceIndex(d.id), models::Entry(d));
            if (QTest::currentTestFailed())
                return;
        }
        scene->clearSelection();

        // Cables: the cable tool's path, port to port (it picks breakout lanes itself).
        auto wholePort = [](const std::string& ref) { return ref.substr(0, ref.find(':', ref.find(':') + 1)); };
        for (const core::Link& l : spec.links) {
            const QString why = scene->connectPorts(wholePort(l.a), wholePort(l.b));
            QVERIFY2(why.isEmpty(), qPrintable(QString::fromStdString(l.id()) + QStringLiteral(": ") + why));
            if (!l.breakout.empty() && doc.design().links.back().breakout.empty()) {
                // Lane to lane: choose the breakout mode on the new cable in the Inspector.
                scene->clearSelection();
                scene->cableItem(doc.design().links.back().id())->setSelected(true);
                edit(QStringLiteral("breakout"), QString::fromStdString(l.breakout));
            }
            const core::Link& made = doc.design().links.back();
            QCOMPARE(QString::fromStdString(made.id()), QString::fromStdString(l.id()));
            QCOMPARE(made.breakout, l.breakout);
        }

        // Design-level objects: Add in the Design tree, then the fields in the Inspector.
        // Referenced objects first, as an architect would (storage groups before the
        // masking views and workloads that name them).
        const models::Section order[] = {models::Section::Site,        models::Section::Fabric,
                                         models::Section::PortGroup,   models::Section::StorageGroup,
                                         models::Section::MaskingView, models::Section::Zone,
                                         models::Section::Cluster,     models::Section::Workload,
                                         models::Section::UseCase,     models::Section::Scenario};
        for (models::Section section : order) {
            for (int i = 0; i < models::entryCount(spec, section); ++i) {
                const models::Entry want = *models::entryAt(spec, section, i);
                const QString why = window.designTree()->add(section, models::entryLabel(want));
                QVERIFY2(why.isEmpty(), qPrintable(why));
                const int index = models::entryCount(doc.design(), section) - 1;
                editToMatch(section, index, want);
                if (QTest::currentTestFailed())
                    return;
            }
        }
        window.designTree()->select(models::Section::Site, -1); // a heading: the design's page
        for (const core::PropSpec& r : core::requirementsSchema())
            if (const auto it = spec.requirements.find(r.key); it != spec.requirements.end())
                edit(QStringLiteral("requirements.") + QLatin1String(r.key), models::propText(it->second));
        // Name and notes on the design page too.
        edit(QStringLiteral("design.name"), QString::fromStdString(spec.name));
        settle();
        {
            auto* notes = inspector()->findChild<QPlainTextEdit*>(QStringLiteral("design.notes"));
            QVERIFY(notes);
            QStringList lines;
            for (const std::string& n : spec.notes)
                lines << QString::fromStdString(n);
            notes->setPlainText(lines.join(QLatin1Char('\n')));
            QFocusEvent out(QEvent::FocusOut, Qt::TabFocusReason);
            QCoreApplication::sendEvent(notes, &out);
            settle();
        }
        QCOMPARE(m_refusals, QStringList());
        QCOMPARE(window.windowTitle().section(QStringLiteral("[*]"), 0, 0), QString::fromStdString(spec.name));

        // The same design: the file the GUI would save equals the example.
        QVERIFY2(!core::hasErrors(doc.diagnostics()), qPrintable(doc.errorString()));
        QCOMPARE(QString::fromStdString(core::writeDesign(doc.design())).split(QLatin1Char('\n')),
                 QString::fromStdString(core::writeDesign(spec)).split(QLatin1Char('\n')));
        // The same predictions (issue 5: simulate differed while analyze matched).
        const auto builtLoaded = doc.snapshot();
        QVERIFY(builtLoaded);
        QCOMPARE(predictions(*builtLoaded), predictions(*example));

        // The same analysis, as the GUI's runner delivers it (worker thread).
        QTRY_VERIFY_WITH_TIMEOUT(window.analysisRunner()->result() != nullptr, 30000);
        // Expected: the example analysed as the runner analyses a design (offered loads
        // from the performance model, no failures).
        core::AnalysisOptions options;
        for (const core::WorkloadPerformance& w : core::simulatePerformance(*example, {}).workloads)
            options.offeredMBps[w.id] = w.mbps;
        const core::AnalysisResult expected = core::analyze(*example, {}, nullptr, options);
        const QStringList got = summary(*window.analysisRunner()->result());
        QCOMPARE(got, summary(expected));
        // RA-1's rule (architectures.md, RA-1): 8 paths per ESXi host.
        QVERIFY(got.contains(QStringLiteral("flow storage:ora-host->pmax: 8 paths, status ok")));

        // Undo all the way gives the empty design back; redo all gives RA-1 again.
        const std::string full = core::writeDesign(doc.design());
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QVERIFY(doc.design().devices.empty());
        QVERIFY(doc.design().workloads.empty());
        while (doc.undoStack()->canRedo())
            doc.undoStack()->redo();
        QCOMPARE(core::writeDesign(doc.design()), full);
        m_window = nullptr;
    }
};

QTEST_MAIN(TestBuildRa1)
#include "tst_buildra1.moc"
