// The second stage of the live analysis (issue 15): after the point estimate, the
// intervals of the same revision arrive (uncertaintyReady); an edit cancels them (a late
// result is dropped, never shown). And the measured baseline of a workload as the
// workload editor edits it (models/measurementedit.h): each edit one undo step, undo and
// redo give back the exact baseline, absurd values are refused with the key and the range.
#include "core/designio.h"
#include "models/analysisrunner.h"
#include "models/designdocument.h"
#include "models/designentry.h"
#include "models/findingsmodel.h"
#include "models/measurementedit.h"
#include "models/predictiontext.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace topoplan;

namespace {
int workloadIndex(const models::DesignDocument& doc, const char* id)
{
    return models::findEntry(doc.design(), models::Section::Workload, QString::fromLatin1(id));
}

const core::Workload& workload(const models::DesignDocument& doc, const char* id)
{
    return *doc.design().workload(id);
}
} // namespace

class TestUncertaintyStage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void secondStageDeliversForTheCurrentRevision()
    {
        models::DesignDocument doc;
        QVERIFY(doc.open(QStringLiteral("builtin:ra1")));
        models::AnalysisRunner runner(&doc);
        runner.setDebounceMs(0);
        QSignalSpy ready(&runner, &models::AnalysisRunner::resultReady);
        QSignalSpy intervals(&runner, &models::AnalysisRunner::uncertaintyReady);
        bool pendingAtReady = false;
        connect(&runner, &models::AnalysisRunner::resultReady, this, [&] {
            // The point estimate is shown before its intervals: they are pending then.
            pendingAtReady = runner.uncertaintyPending() && !runner.uncertainty();
        });
        runner.schedule();
        QVERIFY(ready.wait(30000));
        QVERIFY(pendingAtReady);
        QTRY_VERIFY_WITH_TIMEOUT(intervals.count() == 1, 30000);
        QCOMPARE(intervals.first().at(0).toULongLong(), doc.revision());
        const core::UncertaintyResult* u = runner.uncertainty();
        QVERIFY(u);
        QVERIFY(!runner.uncertaintyPending());
        // One WorkloadUncertainty per predicted workload (the contract of estimateUncertainty).
        QCOMPARE(u->workloads.size(), runner.performance()->workloads.size());
        for (const core::WorkloadPerformance& w : runner.performance()->workloads) {
            const core::WorkloadUncertainty* wu = core::findUncertainty(*u, w.id);
            QVERIFY(wu);
            // The interval holds the point (the contract: "widened to include the point").
            QVERIFY(wu->iops.low <= w.iops * (1 + 1e-9) && w.iops <= wu->iops.high * (1 + 1e-9));
        }
    }

    void anEditCancelsTheSecondStage()
    {
        models::DesignDocument doc;
        QVERIFY(doc.open(QStringLiteral("builtin:ra1")));
        models::AnalysisRunner runner(&doc);
        runner.setDebounceMs(0);
        QSignalSpy intervals(&runner, &models::AnalysisRunner::uncertaintyReady);
        QSignalSpy dropped(&runner, &models::AnalysisRunner::staleUncertaintyDropped);
        std::uint64_t first = 0;
        // The edit comes right after the first point estimate, while its second stage runs
        // (queued: one event-loop turn later, as a user's edit; the stage is started then).
        QMetaObject::Connection once;
        once = connect(&runner, &models::AnalysisRunner::resultReady, this, [&] {
            disconnect(once);
            first = doc.revision();
            QCOMPARE(models::editEntryField(&doc, models::Section::Workload, workloadIndex(doc, "sql-oltp-1"),
                                            QStringLiteral("profile.users"), QStringLiteral("40")),
                     QString());
            QVERIFY(!runner.uncertainty()); // dropped with the point estimate
        }, Qt::QueuedConnection);
        runner.schedule();
        QTRY_VERIFY_WITH_TIMEOUT(intervals.count() == 1, 30000);
        QVERIFY(first != 0);
        // The first revision's intervals were never shown: dropped when they came back (or,
        // when the job had ended before the edit, its watcher moved on to the edit's job);
        // the ones shown are the edit's.
        QVERIFY(dropped.count() <= 1);
        for (const QList<QVariant>& d : dropped)
            QCOMPARE(d.at(0).toULongLong(), first);
        QCOMPARE(intervals.first().at(0).toULongLong(), doc.revision());
        QTest::qWait(200);
        QCOMPARE(intervals.count(), 1);
        QVERIFY(doc.revision() != first);
        QVERIFY(runner.uncertainty());
        // A hand-made result for the old revision is refused too.
        const qsizetype droppedBefore = dropped.count();
        runner.deliverUncertainty(first, core::UncertaintyResult{});
        QCOMPARE(dropped.count(), droppedBefore + 1);
        QCOMPARE(intervals.count(), 1);
    }

    void findingsTableListsTheBaselinesNotReproduced()
    {
        // RA-2's vSAN cluster carries SLOB heavy R1 as its measured baseline; run under the
        // baseline's own use case, three of its figures lie outside the calibrated intervals
        // (docs/performance-model.md, "Does the model reproduce its baseline?"). The live
        // Findings table lists them once the intervals are in, as the CLI and the report do.
        models::DesignDocument doc;
        QVERIFY(doc.open(QStringLiteral("builtin:ra2")));
        models::AnalysisRunner runner(&doc);
        runner.setDebounceMs(0);
        runner.setUseCase(QStringLiteral("heavy"));
        QSignalSpy ready(&runner, &models::AnalysisRunner::resultReady);
        QSignalSpy intervals(&runner, &models::AnalysisRunner::uncertaintyReady);
        auto misses = [&] {
            int n = 0;
            for (const core::PerformanceFinding& f : runner.performanceFindings())
                n += f.code == "baseline-not-reproduced" ? 1 : 0;
            return n;
        };
        bool noneBeforeIntervals = false;
        connect(&runner, &models::AnalysisRunner::resultReady, this, [&] { noneBeforeIntervals = misses() == 0; });
        runner.schedule();
        QVERIFY(ready.wait(30000));
        QVERIFY(noneBeforeIntervals); // without intervals there is nothing to hold the measurement to
        QTRY_VERIFY_WITH_TIMEOUT(intervals.count() == 1, 60000);
        // The same warnings as the report's (the report computes them with the same function
        // on its own run): the CLI's `simulate builtin:ra2 --use-case heavy` prints them.
        const core::LoadedDesign design = doc.sharedSnapshot()->load();
        const std::vector<core::PerformanceFinding> expected = models::AnalysisRunner::performanceFindings(
            design, {}, *runner.performance(), runner.uncertainty());
        QVERIFY(misses() > 0);
        QCOMPARE(int(runner.performanceFindings().size()), int(expected.size()));
        models::FindingsModel table;
        table.setContents(doc.diagnostics(), runner.result(), &runner.performanceFindings());
        int rows = 0;
        for (int r = 0; r < table.rowCount(); ++r) {
            const QString message = table.index(r, models::FindingsModel::MessageColumn).data().toString();
            if (message.contains(QStringLiteral("is not reproduced"))) {
                ++rows;
                QCOMPARE(table.index(r, models::FindingsModel::SeverityColumn).data().toString(), QStringLiteral("warning"));
                QCOMPARE(table.index(r, 0).data(models::FindingsModel::ElementRole).toString(), QStringLiteral("vsan-1"));
                // Figures of thousands carry separators ("94,627", not "94627").
                QVERIFY2(!message.contains(QRegularExpression(QStringLiteral("\\d{4,}"))), qPrintable(message));
            }
        }
        QCOMPARE(rows, misses());
        // The prediction's own findings are rows too (RA-2 heavy saturates nothing it does
        // not report): every performance finding is one row.
        models::FindingsModel graphOnly;
        graphOnly.setContents(doc.diagnostics(), runner.result());
        QCOMPARE(table.rowCount(), graphOnly.rowCount() + int(runner.performanceFindings().size()));

        // RA-1's SQL Server baseline is reproduced: no such row.
        models::DesignDocument ra1;
        QVERIFY(ra1.open(QStringLiteral("builtin:ra1")));
        models::AnalysisRunner r1(&ra1);
        r1.setDebounceMs(0);
        QSignalSpy i1(&r1, &models::AnalysisRunner::uncertaintyReady);
        r1.schedule();
        QTRY_VERIFY_WITH_TIMEOUT(i1.count() == 1, 60000);
        for (const core::PerformanceFinding& f : r1.performanceFindings())
            QVERIFY2(f.code != "baseline-not-reproduced", f.message.c_str());
    }

    void figureTextsUseTheIntervalOrSayPending()
    {
        core::WorkloadPerformance w;
        w.iops = 16627;   // RA-1 use case 1, SQL Server VM (reference/published-results.yaml)
        w.cpuUtilization = 0.67;
        core::WorkloadUncertainty u;
        u.iops = {14900, 18100}; // hand-made interval
        u.cpuUtilization = {0.60, 0.72};
        // 3 significant digits, thousands separated (core::formatWithInterval).
        QCOMPARE(models::figureText(w, models::Figure::Iops, &u, false), QStringLiteral("16,600 IOPS (14,900-18,100)"));
        QCOMPARE(models::figureText(w, models::Figure::Iops, nullptr, true), QStringLiteral("16,600 IOPS (interval pending)"));
        QCOMPARE(models::figureText(w, models::Figure::Iops, nullptr, false), QStringLiteral("16,600 IOPS"));
        QCOMPARE(models::figureText(w, models::Figure::CpuPct, &u, false), QStringLiteral("67.0 % (60.0-72.0)"));
    }

    void baselineEditIsOneUndoStepAndRoundTrips()
    {
        models::DesignDocument doc;
        QVERIFY(doc.open(QStringLiteral("builtin:ra1")));
        const int i = workloadIndex(doc, "sql-snap-oltp");
        QVERIFY(i >= 0);
        QVERIFY(!workload(doc, "sql-snap-oltp").measured);
        const int before = doc.undoStack()->count();
        // RA-1 use case 1 as measured on the SQL Server VMs (architectures.md RA-1,
        // entered here on a workload that carries no baseline of its own;
        // reference/published-results.yaml): 16,627 IOPS, 163,382 TPM, CPU 67 %.
        QCOMPARE(models::editMeasurement(&doc, i, QStringLiteral("iops"), QStringLiteral("16627")), QString());
        QCOMPARE(doc.undoStack()->count(), before + 1);
        QCOMPARE(models::editMeasurement(&doc, i, QStringLiteral("tpm"), QStringLiteral("163382")), QString());
        QCOMPARE(models::editMeasurement(&doc, i, QStringLiteral("cpu_pct"), QStringLiteral("67")), QString());
        QCOMPARE(models::editMeasurement(&doc, i, QStringLiteral("cpu_of"), QStringLiteral("vm")), QString());
        QCOMPARE(models::editMeasurement(&doc, i, QStringLiteral("source"), QStringLiteral("RA-1 paper, use case 1")), QString());
        QCOMPARE(doc.undoStack()->count(), before + 4); // cpu_of "vm" is the default: no step
        const core::Measurement m = *workload(doc, "sql-snap-oltp").measured;
        QCOMPARE(*m.iops, 16627.0);
        QCOMPARE(*m.tpm, 163382.0);
        QCOMPARE(*m.cpuPct, 67.0);
        QCOMPARE(m.source, std::string("RA-1 paper, use case 1"));
        QVERIFY(!m.nopm); // absent stays absent, never 0
        // The same text comes back for every field set.
        QCOMPARE(models::measurementText(m, QStringLiteral("tpm")), QStringLiteral("163382"));
        QCOMPARE(models::measurementText(m, QStringLiteral("platform")), QStringLiteral("this"));
        // One undo takes back exactly one field; redo puts it back.
        doc.undoStack()->undo();
        QCOMPARE(workload(doc, "sql-snap-oltp").measured->source, std::string());
        QCOMPARE(*workload(doc, "sql-snap-oltp").measured->cpuPct, 67.0);
        doc.undoStack()->redo();
        QCOMPARE(*workload(doc, "sql-snap-oltp").measured, m);
        // "" clears one figure.
        QCOMPARE(models::editMeasurement(&doc, i, QStringLiteral("tpm"), QString()), QString());
        QVERIFY(!workload(doc, "sql-snap-oltp").measured->tpm);
        doc.undoStack()->undo();
        // Remove baseline: one step, undone whole.
        const int steps = doc.undoStack()->index();
        QCOMPARE(models::removeMeasurement(&doc, i), QString());
        QCOMPARE(doc.undoStack()->index(), steps + 1);
        QVERIFY(!workload(doc, "sql-snap-oltp").measured);
        doc.undoStack()->undo();
        QCOMPARE(*workload(doc, "sql-snap-oltp").measured, m);
        // Every undo back to the start: no baseline, as loaded.
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QVERIFY(!workload(doc, "sql-snap-oltp").measured);
    }

    void baselineRoundTripsThroughTheDesignFile()
    {
        models::DesignDocument doc;
        QVERIFY(doc.open(QStringLiteral("builtin:ra1")));
        const int i = workloadIndex(doc, "sql-snap-oltp");
        QCOMPARE(models::editMeasurement(&doc, i, QStringLiteral("tpm"), QStringLiteral("163382")), QString());
        QCOMPARE(models::editMeasurement(&doc, i, QStringLiteral("read_latency_ms"), QStringLiteral("0.5")), QString());
        const std::string text = core::writeDesign(doc.design());
        if (text.find("measured:") == std::string::npos)
            QSKIP("core::writeDesign does not write measured: blocks yet (the calib branch adds the file IO)");
        core::Diagnostics diagnostics;
        const auto read = core::readDesignText(text, "roundtrip.yaml", diagnostics);
        QVERIFY(read);
        const core::Workload* w = read->workload("sql-snap-oltp");
        QVERIFY(w && w->measured);
        QCOMPARE(*w->measured->tpm, 163382.0);
        QCOMPARE(*w->measured->readLatencyMs, 0.5);
    }

    void absurdBaselineValuesAreRefused()
    {
        models::DesignDocument doc;
        QVERIFY(doc.open(QStringLiteral("builtin:ra1")));
        const int i = workloadIndex(doc, "sql-snap-oltp");
        const int before = doc.undoStack()->count();
        // CPU is a percent of the VM's vCPUs: 0-100 (core/measurement.h).
        QString why = models::editMeasurement(&doc, i, QStringLiteral("cpu_pct"), QStringLiteral("150"));
        QVERIFY2(why.contains(QLatin1String("cpu_pct")) && why.contains(QLatin1String("100")), qPrintable(why));
        QVERIFY(models::editMeasurement(&doc, i, QStringLiteral("read_latency_ms"), QStringLiteral("-1")).contains(QLatin1String("read_latency_ms")));
        QVERIFY(!models::editMeasurement(&doc, i, QStringLiteral("iops"), QStringLiteral("lots")).isEmpty());
        QVERIFY(!models::editMeasurement(&doc, i, QStringLiteral("cpu_of"), QStringLiteral("socket")).isEmpty());
        QVERIFY(!models::editMeasurement(&doc, i, QStringLiteral("no_such_key"), QStringLiteral("1")).isEmpty());
        QCOMPARE(doc.undoStack()->count(), before);
        QVERIFY(!workload(doc, "sql-snap-oltp").measured); // the design unchanged
        // Reads and writes are parts of the I/Os.
        QCOMPARE(models::editMeasurement(&doc, i, QStringLiteral("iops"), QStringLiteral("1000")), QString());
        QCOMPARE(models::editMeasurement(&doc, i, QStringLiteral("read_iops"), QStringLiteral("800")), QString());
        why = models::editMeasurement(&doc, i, QStringLiteral("write_iops"), QStringLiteral("400"));
        QVERIFY2(why.contains(QLatin1String("exceed")), qPrintable(why));
        QVERIFY(!workload(doc, "sql-snap-oltp").measured->writeIops);
    }
};

QTEST_GUILESS_MAIN(TestUncertaintyStage)
#include "tst_uncertaintystage.moc"
