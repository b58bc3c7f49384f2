// Failure-injection mode in the document: fail / repair commands are exact undo steps,
// never touch the design (the written file stays byte for byte the same), the runner
// analyses under the failure set with a no-failure baseline, and failureImpact reports
// what broke.
#include "core/designio.h"
#include "models/analysisrunner.h"
#include "models/cmddeviceremove.h"
#include "models/cmdfailurechange.h"
#include "models/cmdscenarioadd.h"
#include "models/designdocument.h"
#include "models/failureimpact.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace topoplan;
using models::DesignDocument;

class TestFailureMode : public QObject {
    Q_OBJECT

    static std::unique_ptr<DesignDocument> open(const QString& builtin)
    {
        auto doc = std::make_unique<DesignDocument>();
        if (!doc->open(builtin))
            qFatal("cannot open %s", qPrintable(builtin));
        return doc;
    }

    static void waitForResult(models::AnalysisRunner& runner)
    {
        QSignalSpy ready(&runner, &models::AnalysisRunner::resultReady);
        QVERIFY(ready.wait(30000));
    }

private Q_SLOTS:
    void failRepairUndoRedo()
    {
        auto doc = open(QStringLiteral("builtin:ra1"));
        const std::string text = core::writeDesign(doc->design());
        const auto revision = doc->revision();
        QSignalSpy changed(doc.get(), &DesignDocument::failuresChanged);
        doc->undoStack()->push(models::CmdFailureChange::toggle(doc.get(), "iom-a1"));
        QCOMPARE(doc->failures(), std::vector<std::string>{"iom-a1"});
        QVERIFY(doc->revision() > revision); // the analysis state moved on
        QCOMPARE(changed.count(), 1);
        doc->undoStack()->push(models::CmdFailureChange::toggle(doc.get(), "pmax:fa-1d-1"));
        QCOMPARE(doc->failures(), (std::vector<std::string>{"iom-a1", "pmax:fa-1d-1"}));
        // A second toggle repairs.
        doc->undoStack()->push(models::CmdFailureChange::toggle(doc.get(), "iom-a1"));
        QCOMPARE(doc->failures(), std::vector<std::string>{"pmax:fa-1d-1"});
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Repair iom-a1"));
        doc->undoStack()->undo();
        QCOMPARE(doc->failures(), (std::vector<std::string>{"iom-a1", "pmax:fa-1d-1"}));
        doc->undoStack()->undo();
        doc->undoStack()->undo();
        QVERIFY(doc->failures().empty());
        doc->undoStack()->redo();
        QCOMPARE(doc->failures(), std::vector<std::string>{"iom-a1"});
        // The design itself never changed.
        QCOMPARE(core::writeDesign(doc->design()), text);
    }

    // Removing a failed device ends its failure (it would be an unknown target: the
    // failure views waited for an analysis of it forever; newcomer recheck finding). The
    // other failures stay.
    void removingAFailedDeviceEndsItsFailure()
    {
        auto doc = open(QStringLiteral("builtin:ra1"));
        doc->undoStack()->push(models::CmdFailureChange::toggle(doc.get(), "iom-a1"));
        doc->undoStack()->push(models::CmdFailureChange::toggle(doc.get(), "pmax:fa-1d-1"));
        doc->undoStack()->push(new models::CmdDeviceRemove(doc.get(), "iom-a1"));
        QCOMPARE(doc->failures(), std::vector<std::string>{"pmax:fa-1d-1"});
        doc->undoStack()->undo();
        QVERIFY(doc->design().device("iom-a1"));
    }

    // Failing and repairing never makes the design "modified" (no unsaved-changes prompt,
    // no recovery file: the file would be the same); a real edit among them does.
    void failuresDoNotModifyTheDesign()
    {
        auto doc = open(QStringLiteral("builtin:ra1"));
        QVERIFY(!doc->isModified());
        QSignalSpy modified(doc.get(), &DesignDocument::modifiedChanged);
        doc->undoStack()->push(models::CmdFailureChange::toggle(doc.get(), "iom-a1"));
        doc->undoStack()->push(models::CmdFailureChange::toggle(doc.get(), "iom-b1"));
        QVERIFY(!doc->isModified());
        QCOMPARE(modified.count(), 0);
        doc->undoStack()->push(new models::CmdScenarioAdd(
            doc.get(), models::CmdScenarioAdd::fromFailures(*doc, doc->failures())));
        QVERIFY(doc->isModified()); // a scenario is part of the design
        QCOMPARE(modified.count(), 1);
        doc->undoStack()->undo();
        QVERIFY(!doc->isModified());
        doc->undoStack()->undo(); // repairs iom-b1
        QVERIFY(!doc->isModified());
        QCOMPARE(modified.count(), 2);
    }

    void designFileUnchanged()
    {
        auto doc = open(QStringLiteral("builtin:ra1"));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ra1.topoplan.yaml"));
        QVERIFY(doc->saveAs(path));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray before = f.readAll();
        f.close();
        doc->undoStack()->push(models::CmdFailureChange::toggle(doc.get(), "iom-a1"));
        doc->undoStack()->push(models::CmdFailureChange::toggle(doc.get(), "ora-host"));
        QVERIFY(doc->save());
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
        f.close();
        // Reopening gives no failures: they are not part of the file.
        auto reopened = std::make_unique<DesignDocument>();
        QVERIFY(reopened->open(path));
        QVERIFY(reopened->failures().empty());
        // Replacing the design clears the failure set.
        doc->newDesign();
        QVERIFY(doc->failures().empty());
    }

    void saveAsScenario()
    {
        // Only "save as scenario" puts the failures into the design, as one undo step.
        auto doc = open(QStringLiteral("builtin:ra1"));
        const std::string before = core::writeDesign(doc->design());
        doc->undoStack()->push(models::CmdFailureChange::toggle(doc.get(), "iom-a1"));
        doc->undoStack()->push(new models::CmdScenarioAdd(
            doc.get(), models::CmdScenarioAdd::fromFailures(*doc, doc->failures())));
        const core::Scenario* s = doc->design().scenario("injected-failure");
        QVERIFY(s);
        QCOMPARE(s->events.size(), std::size_t(1));
        QCOMPARE(s->events[0].target, std::string("iom-a1"));
        QVERIFY(!s->events[0].repair);
        const std::string after = core::writeDesign(doc->design());
        QVERIFY(after.find("{id: injected-failure, name: Injected failure of iom-a1, duration_min: 30, events: "
                           "[{at_min: 0, fail: iom-a1}]}")
                != std::string::npos);
        // The written text reads back with the scenario.
        core::Diagnostics diagnostics;
        const auto reread = core::readDesignText(after, "saved", diagnostics);
        QVERIFY(reread && reread->scenario("injected-failure"));
        doc->undoStack()->undo();
        QCOMPARE(core::writeDesign(doc->design()), before);
        QCOMPARE(doc->failures(), std::vector<std::string>{"iom-a1"});
    }

    void runnerAnalysesUnderFailures()
    {
        // RA-1 failing IOM A1: architectures.md RA-1 has 8 paths per ESXi host (4 per
        // fabric); IOM A1 carries fabric A, so 4 remain per host.
        auto doc = open(QStringLiteral("builtin:ra1"));
        models::AnalysisRunner runner(doc.get());
        runner.setDebounceMs(0);
        runner.schedule();
        waitForResult(runner);
        QVERIFY(!runner.baseline()); // no failure: the result is the baseline
        QCOMPARE(runner.useCasePerformance().size(), std::size_t(3)); // RA-1's three database use cases
        doc->undoStack()->push(models::CmdFailureChange::toggle(doc.get(), "iom-a1"));
        waitForResult(runner);
        QCOMPARE(runner.failures(), std::vector<std::string>{"iom-a1"});
        QCOMPARE(runner.result()->failed, std::vector<std::string>{"iom-a1"});
        QVERIFY(runner.baseline() && runner.baselinePerformance() && runner.performance());
        const auto snapshot = doc->snapshot();
        const models::FailureImpact impact = models::failureImpact(*snapshot, runner);
        int hostFlows = 0;
        for (const auto& f : impact.flows)
            if (f.flow.rfind("storage:", 0) == 0 && f.flow.find("->pmax") != std::string::npos) {
                QCOMPARE(f.pathsBefore, 8);
                QCOMPARE(f.pathsAfter, 4);
                ++hostFlows;
            }
        QCOMPARE(hostFlows, 2); // ora-host and sql-host (the RA-1 example's two ESXi hosts)
        QCOMPARE(impact.flowsLost, 0);
        QVERIFY(impact.capacity.empty());
        // Each workload's change equals the two predictions it compares.
        QCOMPARE(impact.workloads.size(), runner.performance()->workloads.size());
        for (std::size_t i = 0; i < impact.workloads.size(); ++i) {
            QCOMPARE(impact.workloads[i].iopsAfter, runner.performance()->workloads[i].iops);
            QCOMPARE(impact.workloads[i].readMsBefore, runner.baselinePerformance()->workloads[i].readLatencyMs);
        }
        // Undo: back to the no-failure analysis.
        doc->undoStack()->undo();
        waitForResult(runner);
        QVERIFY(!runner.baseline());
        QVERIFY(runner.result()->failed.empty());
    }

    void diskGroupFailureCapacityAndRebuild()
    {
        // RA-2: esx-1/dg-1 is one of the cluster's disk groups (4 hosts x 2 disk groups in
        // the example's config): capacity lost = usable / 8; a rebuild is estimated.
        auto doc = open(QStringLiteral("builtin:ra2-vsan-allflash"));
        models::AnalysisRunner runner(doc.get());
        runner.setDebounceMs(0);
        runner.schedule();
        waitForResult(runner);
        doc->undoStack()->push(models::CmdFailureChange::toggle(doc.get(), "esx-1/dg-1"));
        waitForResult(runner);
        QCOMPARE(runner.rebuilds().size(), std::size_t(1));
        QCOMPARE(runner.rebuilds()[0].element, std::string("esx-1/dg-1"));
        const auto snapshot = doc->snapshot();
        const models::FailureImpact impact = models::failureImpact(*snapshot, runner);
        QCOMPARE(impact.capacity.size(), std::size_t(1));
        double usable = 0;
        int groups = 0;
        for (const core::StorageCapacity& c : runner.capacities())
            if (c.id == impact.capacity[0].storage)
                usable = c.usableTB;
        for (const std::string& m : snapshot->design.cluster(impact.capacity[0].storage)->members)
            groups += int(core::propNumber(snapshot->design.device(m)->config, "disk_groups"));
        QVERIFY(groups > 0);
        QCOMPARE(impact.capacity[0].usableTB, usable / groups);
    }
};

QTEST_GUILESS_MAIN(TestFailureMode)
#include "tst_failuremode.moc"
