// core::designCheckFindings (issue 5): a fabric whose kind its ports cannot run, a backup
// without a database size, a design without workloads. Each case edits RA-1 (the shipped
// example, resources/examples/ra1-mx7000-powermax.topoplan.yaml) the way the newcomer's
// file differed from it; the unedited examples give none of these findings.
#include "analysistesthelpers.h"

#include "core/backup.h"
#include "core/designchecks.h"

#include <functional>

#include <QtTest>

using namespace topoplan;

namespace {
/// RA-1 with `edit` applied, resolved again (the topology of the edited design).
core::LoadedDesign edited(const std::function<void(core::Design&)>& edit)
{
    core::Design d = testing::builtinExample("ra1").design;
    edit(d);
    core::Diagnostics diagnostics;
    auto loaded = core::resolveDesign(d, "ra1-edited", ".", diagnostics);
    if (!loaded)
        qFatal("%s", core::formatDiagnostics(diagnostics).c_str());
    return *loaded;
}

const core::Finding* finding(const std::vector<core::Finding>& all, const std::string& code)
{
    for (const core::Finding& f : all)
        if (f.code == code)
            return &f;
    return nullptr;
}
} // namespace

class TstDesignChecks : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void examplesHaveNoneOfThese()
    {
        for (const char* name : {"ra1", "ra2-vsan-all", "ra2-vsan-str", "ra3", "ra4", "ra5"}) {
            const auto findings = core::designCheckFindings(testing::builtinExample(name));
            for (const core::Finding& f : findings)
                QVERIFY2(f.code != "fabric-kind" && f.code != "backup-size", (std::string(name) + ": " + f.message).c_str());
        }
    }

    // RA-1's mgmt fabric holds the NPAR NIC partitions of the mezz-2 cards: as an `fc`
    // fabric that is wrong (they have no fcoe partition).
    void fcFabricOfNicPortsIsReported()
    {
        const auto d = edited([](core::Design& d) {
            for (core::Fabric& f : d.fabrics)
                if (f.id == "mgmt")
                    f.kind = "fc";
        });
        const auto all = core::designCheckFindings(d);
        const core::Finding* f = finding(all, "fabric-kind");
        QVERIFY(f);
        QCOMPARE(f->severity, core::Finding::Severity::Warning);
        QCOMPARE(f->ids.front(), std::string("mgmt"));
        QCOMPARE(f->ids.back(), std::string("ora-mezz-2a:1")); // the fabric's first port in RA-1
        QVERIFY2(f->message.find("fcoe") != std::string::npos, f->message.c_str());
        // ... and analyze() reports it with the graph analyses' findings.
        const core::AnalysisResult r = core::analyze(d, {});
        QVERIFY(finding(r.findings, "fabric-kind"));
        // An ethernet fabric of FC target ports (RA-1's san-a) is reported too.
        const auto san = edited([](core::Design& d) { d.fabrics.front().kind = "ethernet"; });
        const auto sanFindings = core::designCheckFindings(san);
        const core::Finding* s = finding(sanFindings, "fabric-kind");
        QVERIFY(s);
        QCOMPARE(s->ids.front(), std::string("san-a"));
    }

    // A backup without database_gb: a warning naming the workload, and simulate's window
    // says why it is empty instead of "limit: ".
    void backupWithoutSizeIsReported()
    {
        const auto d = edited([](core::Design& d) {
            for (core::Workload& w : d.workloads)
                if (w.id == "oracle-backup-full-1")
                    w.profile.erase("database_gb");
        });
        const auto all = core::designCheckFindings(d);
        const core::Finding* f = finding(all, "backup-size");
        QVERIFY(f);
        QCOMPARE(f->ids, std::vector<std::string>{"oracle-backup-full-1"});
        const core::BackupWindow b = core::backupWindow(d, "oracle-backup-full-1");
        QCOMPARE(b.bottleneck, std::string("no database size"));
        QVERIFY(!b.notes.empty());
        QCOMPARE(b.minutes, 0.0);
    }

    void noWorkloadsIsAnInfo()
    {
        const auto d = edited([](core::Design& d) {
            d.workloads.clear();
            d.useCases.clear();
        });
        const auto all = core::designCheckFindings(d);
        const core::Finding* f = finding(all, "no-workloads");
        QVERIFY(f);
        QCOMPARE(f->severity, core::Finding::Severity::Info);
    }
};

QTEST_GUILESS_MAIN(TstDesignChecks)
#include "tst_designchecks.moc"
