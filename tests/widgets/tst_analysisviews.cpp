// The Paths tab and the Inspector's design page against the analysis they show (issue 16,
// newcomer check of 2026-12-01): a flow row put its path count under "Initiator" and its
// status under "Target", and the design page said "valid" beside a Findings list of
// errors. Expected values: the analysis result itself (core::FlowResult, core::Finding),
// on RA-1 (resources/examples) and tests/data/analysis/no-cables.topoplan.yaml (two
// workloads without a path: one error finding each, its notes).
#include "intervalwait.h"

#include "core/analysis.h"
#include "core/designio.h"
#include "models/analysisrunner.h"
#include "models/cmdfailurechange.h"
#include "models/designdocument.h"
#include "models/findingsmodel.h"
#include "models/pathsmodel.h"
#include "widgets/analysispanel.h"
#include "widgets/inspector.h"
#include "widgets/mainwindow.h"
#include "widgets/translation.h"

#include <QApplication>
#include <QLabel>
#include <QRegularExpression>
#include <QStatusBar>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

#include <memory>

using namespace topoplan;

namespace {

// The main window on a design (intervalwait.h) and the views these tests read.
struct Fixture : testing::LiveWindow {
    widgets::AnalysisPanel* panel() const { return window->findChild<widgets::AnalysisPanel*>(); }
    QTreeView* pathsView() const
    {
        for (QTreeView* v : window->findChildren<QTreeView*>())
            if (v->model() == panel()->pathsModel())
                return v;
        return nullptr;
    }
    /// The Inspector's "Design" row on the design page.
    QString designState() const
    {
        window->inspector()->showEntry(models::Section::Site, -1);
        QTest::qWait(50);
        const auto* label = window->inspector()->findChild<QLabel*>(QStringLiteral("design.state"));
        return label ? label->text() : QStringLiteral("(no design.state row)");
    }
};

} // namespace

class TstAnalysisViews : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // English with its plural forms ("1 path", "8 paths"), as the GUI starts in English.
    void initTestCase() { widgets::installTranslations(qApp, QStringLiteral("en")); }

    // A design without workloads has no paths, and the Paths tab says so (docs/designer.md;
    // issue 16: it showed an empty table): RA-1 with its workloads shows rows and no
    // placeholder; with them removed the table is empty and the placeholder names why.
    void pathsTabSaysWhyItIsEmpty()
    {
        Fixture f;
        QVERIFY(f.open(QStringLiteral("builtin:ra1")));
        QTreeView* view = f.pathsView();
        QVERIFY(view);
        auto* placeholder = view->viewport()->findChild<QLabel*>(QStringLiteral("pathsPlaceholder"));
        QVERIFY(placeholder);
        QVERIFY(view->model()->rowCount() > 0);
        QVERIFY(placeholder->isHidden());

        core::Design noWorkloads = f.doc.design();
        QVERIFY(!noWorkloads.workloads.empty());
        noWorkloads.workloads.clear();
        Fixture g;
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("no-workloads.topoplan.yaml"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QByteArray::fromStdString(core::writeDesign(noWorkloads)));
        out.close();
        QVERIFY(g.open(file));
        QTreeView* empty = g.pathsView();
        QCOMPARE(empty->model()->rowCount(), 0);
        auto* says = empty->viewport()->findChild<QLabel*>(QStringLiteral("pathsPlaceholder"));
        QVERIFY(says && !says->isHidden());
        QVERIFY2(says->text().contains(QStringLiteral("no workload")), qPrintable(says->text()));
    }

    // Each column holds one kind of cell: the headers name them, a flow row fills Flow,
    // Paths and Status, a path row Initiator, Target, Controller and Fabric.
    void pathsColumnsHoldTheirCells()
    {
        Fixture f;
        QVERIFY(f.open(QStringLiteral("builtin:ra1")));
        QTreeView* view = f.pathsView();
        QVERIFY(view);
        const QAbstractItemModel* m = view->model();
        using P = models::PathsModel;
        QCOMPARE(m->columnCount(), int(P::ColumnCount));
        const QStringList headers = {QStringLiteral("Flow"),      QStringLiteral("Paths"),  QStringLiteral("Status"),
                                     QStringLiteral("Initiator"), QStringLiteral("Target"), QStringLiteral("Controller"),
                                     QStringLiteral("Fabric")};
        for (int c = 0; c < m->columnCount(); ++c)
            QCOMPARE(m->headerData(c, Qt::Horizontal).toString(), headers[c]);
        const core::AnalysisResult& r = *f.window->analysisRunner()->result();
        QCOMPARE(m->rowCount(), int(r.flows.size()));
        static const QRegularExpression count(QStringLiteral("^\\d+ paths?$"));
        for (int row = 0; row < m->rowCount(); ++row) {
            const core::FlowResult& flow = r.flows[row];
            const QModelIndex fi = m->index(row, P::FlowColumn);
            QCOMPARE(fi.data().toString(), QString::fromStdString(flow.id));
            QCOMPARE(m->index(row, P::PathsColumn).data().toString(),
                     flow.paths.size() == 1 ? QStringLiteral("1 path") : QStringLiteral("%1 paths").arg(flow.paths.size()));
            QVERIFY(count.match(m->index(row, P::PathsColumn).data().toString()).hasMatch());
            QCOMPARE(m->index(row, P::StatusColumn).data().toString(), QStringLiteral("reachable")); // RA-1 intact
            for (int c = P::InitiatorColumn; c < P::ColumnCount; ++c)
                QVERIFY2(m->index(row, c).data().toString().isEmpty(), qPrintable(QString::fromStdString(flow.id) + QStringLiteral(" column %1").arg(c)));
            QCOMPARE(m->rowCount(fi), int(flow.paths.size()));
            for (int k = 0; k < m->rowCount(fi); ++k) {
                const core::PathResult& p = flow.paths[k];
                QCOMPARE(m->index(k, P::InitiatorColumn, fi).data().toString(), QString::fromStdString(p.initiator));
                QCOMPARE(m->index(k, P::TargetColumn, fi).data().toString(), QString::fromStdString(p.target));
                QCOMPARE(m->index(k, P::ControllerColumn, fi).data().toString(), QString::fromStdString(p.controller));
                QCOMPARE(m->index(k, P::FabricColumn, fi).data().toString(), QString::fromStdString(p.fabric));
                for (int c = P::FlowColumn; c <= P::StatusColumn; ++c)
                    QVERIFY(m->index(k, c, fi).data().toString().isEmpty());
            }
        }
        // A broken flow says why in the Status column (the flow's status), its count in Paths.
        QVERIFY(f.open(QStringLiteral(TOPOPLAN_TEST_DATA "/analysis/no-cables.topoplan.yaml")));
        m = f.pathsView()->model(); // the new window's
        const core::AnalysisResult& broken = *f.window->analysisRunner()->result();
        QVERIFY(!broken.flows.empty());
        int storageFlows = 0;
        for (int row = 0; row < m->rowCount(); ++row) {
            const core::FlowResult& flow = broken.flows[row];
            if (flow.kind != "storage") // clients -> host-2 over its one cable: reachable
                continue;
            ++storageFlows;
            QVERIFY(!flow.reachable);
            QCOMPARE(m->index(row, P::PathsColumn).data().toString(), QStringLiteral("0 paths"));
            QCOMPARE(m->index(row, P::StatusColumn).data().toString(), QString::fromStdString(flow.status));
            QVERIFY(m->index(row, P::StatusColumn).data().toString().startsWith(QStringLiteral("no cable")));
            QVERIFY(m->index(row, P::InitiatorColumn).data().toString().isEmpty());
        }
        QCOMPARE(storageFlows, 2); // db-1 and db-2 (the file's workloads)
    }

    // "valid" only when the Findings table holds no error: the same count in the Inspector's
    // design page, the Findings table and the status bar.
    void inspectorAgreesWithFindings()
    {
        Fixture f;
        QVERIFY(f.open(QStringLiteral(TOPOPLAN_TEST_DATA "/analysis/no-cables.topoplan.yaml")));
        QVERIFY(f.doc.diagnostics().empty()); // the file is valid: the errors are the analysis'
        const models::FindingsModel* findings = f.panel()->findingsModel();
        int errors = 0;
        for (int row = 0; row < findings->rowCount(); ++row)
            errors += findings->index(row, models::FindingsModel::SeverityColumn).data().toString() == QLatin1String("error") ? 1 : 0;
        int resultErrors = 0;
        for (const core::Finding& x : f.window->analysisRunner()->result()->findings)
            resultErrors += x.severity == core::Finding::Severity::Error ? 1 : 0;
        QCOMPARE(errors, resultErrors);
        QVERIFY(errors >= 2); // storage unreachable from host-1 and from host-2
        const QString state = f.designState();
        QCOMPARE(state, QStringLiteral("%1 errors: see Findings").arg(errors));
        const auto* summary = f.window->statusBar()->findChild<QLabel*>(QStringLiteral("statusSummary"));
        QVERIFY(summary);
        QVERIFY2(summary->text().contains(QStringLiteral("%1 errors").arg(errors)), qPrintable(summary->text()));

        // RA-1 intact: no error in Findings, "valid"; under the loss of both IOMs the storage
        // flows break (error findings) and the page says so without a rebuild of its own.
        QVERIFY(f.open(QStringLiteral("builtin:ra1")));
        QCOMPARE(f.designState(), QStringLiteral("valid"));
        f.doc.undoStack()->push(models::CmdFailureChange::toggle(&f.doc, "iom-a1"));
        f.doc.undoStack()->push(models::CmdFailureChange::toggle(&f.doc, "iom-b1"));
        QVERIFY(f.settle());
        QTRY_VERIFY(!f.window->analysisRunner()->result()->failed.empty());
        int failedErrors = 0;
        for (const core::Finding& x : f.window->analysisRunner()->result()->findings)
            failedErrors += x.severity == core::Finding::Severity::Error ? 1 : 0;
        QVERIFY(failedErrors > 0);
        const auto* label = f.window->inspector()->findChild<QLabel*>(QStringLiteral("design.state"));
        QVERIFY(label);
        QTRY_COMPARE(label->text(), QStringLiteral("%1 errors: see Findings").arg(failedErrors));
    }
};

QTEST_MAIN(TstAnalysisViews)
#include "tst_analysisviews.moc"
