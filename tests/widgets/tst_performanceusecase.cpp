// The Charts dock's latency-vs-load sweep runs the use case of the prediction it shows
// (issue 16): the design's default use case (core::defaultUseCase, what `simulate` runs
// unless told otherwise) at the start and after File > Open / New, else the one chosen in
// the tool bar. Before, the sweep always ran the default use case: a workload of another
// use case (RA-1's oracle-snap-oltp, only in oltp-dss-snapshot) swept to 0 IOPS at every
// load; and an opened design kept the previous design's choice where it declared that id.
#include "core/designio.h"
#include "core/performance.h"
#include "models/analysisrunner.h"
#include "models/designdocument.h"
#include "widgets/chartdocks.h"
#include "widgets/mainwindow.h"
#include "widgets/performancepanel.h"

#include <QComboBox>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace topoplan;

class TestPerformanceUseCase : public QObject {
    Q_OBJECT

    /// Waits for a drawn latency-vs-load curve of `workload` (any when empty) of use case
    /// `useCase`.
    static bool waitForCurve(widgets::PerformancePanel* panel, const QString& workload, const QString& useCase)
    {
        QSignalSpy ready(panel, &widgets::PerformancePanel::loadCurveReady);
        (void)QTest::qWaitFor(
            [&] {
                return !panel->loadCurve().empty() && panel->loadCurveUseCase() == useCase
                    && (workload.isEmpty() || (!ready.isEmpty() && ready.last().at(0).toString() == workload));
            },
            60000);
        return !panel->loadCurve().empty() && panel->loadCurveUseCase() == useCase;
    }

    static QString defaultUseCase(const models::DesignDocument& doc)
    {
        return QString::fromStdString(core::defaultUseCase(doc.design()));
    }

    static void choose(widgets::MainWindow* w, const QString& useCase)
    {
        QComboBox* box = w->chartDocks()->useCaseBox();
        const int i = box->findData(useCase);
        QVERIFY(i >= 0);
        box->setCurrentIndex(i);
        Q_EMIT box->activated(i);
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void sweepRunsTheUseCaseShown()
    {
        models::DesignDocument doc;
        QVERIFY(doc.open(QStringLiteral("builtin:ra1")));
        widgets::MainWindow w(&doc);
        w.resize(1280, 800);
        w.show();
        widgets::PerformancePanel* panel = w.chartDocks()->performancePanel();
        // The start: the design's default use case, in the tool bar and in the sweep.
        QCOMPARE(defaultUseCase(doc), QStringLiteral("oltp-only"));
        QCOMPARE(w.chartDocks()->useCaseBox()->currentData().toString(), defaultUseCase(doc));
        QVERIFY2(waitForCurve(panel, {}, defaultUseCase(doc)), qPrintable(panel->loadCurveUseCase()));

        // Another use case chosen, and a workload only it runs: the sweep runs that use case,
        // so the workload does I/O along the curve.
        choose(&w, QStringLiteral("oltp-dss-snapshot"));
        (void)QTest::qWaitFor([&] { return w.analysisRunner()->performance()
                                     && w.analysisRunner()->performance()->useCase == "oltp-dss-snapshot"; }, 60000);
        panel->setSelectedWorkloads({QStringLiteral("oracle-snap-oltp")});
        QVERIFY2(waitForCurve(panel, QStringLiteral("oracle-snap-oltp"), QStringLiteral("oltp-dss-snapshot")),
                 qPrintable(panel->loadCurveUseCase()));
        for (const core::LoadPoint& p : panel->loadCurve())
            QVERIFY2(p.iops > 0, qPrintable(QStringLiteral("%1 users: %2 IOPS").arg(p.users).arg(p.iops)));
        panel->setSelectedWorkloads({});

        // File > Open of a design that declares the same use cases: back on its default.
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("ra1-copy.topoplan.yaml"));
        {
            const std::string text = core::writeDesign(doc.design());
            QFile f(copy);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text.data(), qint64(text.size()));
        }
        QVERIFY(w.openDesign(copy));
        QCOMPARE(w.chartDocks()->useCaseBox()->currentData().toString(), QStringLiteral("oltp-only"));
        QCOMPARE(w.analysisRunner()->useCase(), QStringLiteral("oltp-only"));
        QVERIFY2(waitForCurve(panel, {}, QStringLiteral("oltp-only")), qPrintable(panel->loadCurveUseCase()));

        // Another design: its own default (RA-2: "medium").
        QVERIFY(w.openDesign(QStringLiteral("builtin:ra2")));
        QCOMPARE(w.chartDocks()->useCaseBox()->currentData().toString(), defaultUseCase(doc));
        QVERIFY2(waitForCurve(panel, {}, defaultUseCase(doc)), qPrintable(panel->loadCurveUseCase()));
    }
};

QTEST_MAIN(TestPerformanceUseCase)
#include "tst_performanceusecase.moc"
