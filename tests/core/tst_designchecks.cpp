// core::designCheckFindings (issue 5): a fabric whose kind its ports cannot run, a backup
// without a database size, a design without workloads; core::buildAnalysableTopology (a
// design mid-edit is analysed without its broken entries) and core::visitReferences (one
// list of reference fields, used by renameDevice). Each case edits RA-1 (the shipped
// example, resources/examples/ra1-mx7000-powermax.topoplan.yaml) the way the newcomer's
// file differed from it; the unedited examples give none of these findings.
#include "analysistesthelpers.h"

#include "core/analysis.h"
#include "core/performance.h"
#include "core/performance/backup.h"
#include "core/performance/predictionbasis.h"
#include "core/designchecks.h"
#include "core/topology.h"

#include <functional>

#include <QtTest>

using namespace topoplan;

namespace {
/// The builtin example `example` (RA-1 by default) with `edit` applied, resolved again
/// (the topology of the edited design).
core::LoadedDesign edited(const std::function<void(core::Design&)>& edit, const char* example = "ra1")
{
    core::Design d = testing::builtinExample(example).design;
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
                QVERIFY2(f.code != "fabric-kind" && f.code != "backup-size" && f.code != "empty-scenario" && f.code != "masking-view-no-initiators"
                             && f.code != "workload-no-load" && f.code != "array-no-drives" && f.code != "array-no-drive-model"
                             && f.code != "appliance-no-disk-groups" && f.code != "cluster-no-drives",
                         (std::string(name) + ": " + f.message).c_str());
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

    // Removing the device a scenario's events or a masking view's initiators named leaves
    // them empty (the newcomer check: RA-1 without iom-a1 kept an empty lose-iom-a1 silently).
    void emptyScenarioAndMaskingViewAreReported()
    {
        const auto d = edited([](core::Design& d) {
            for (core::Scenario& sc : d.scenarios)
                sc.events.clear();
            d.maskingViews.front().initiators.clear();
        });
        const auto all = core::designCheckFindings(d);
        const core::Finding* sc = finding(all, "empty-scenario");
        QVERIFY(sc);
        QCOMPARE(sc->ids, std::vector<std::string>{"lose-iom-a1"}); // RA-1's one scenario
        const core::Finding* mv = finding(all, "masking-view-no-initiators");
        QVERIFY(mv);
        QCOMPARE(mv->ids, std::vector<std::string>{d.design.maskingViews.front().id});
    }

    // Half-configured storage (issue 16: "an array with no drives gets no finding"): RA-1's
    // pmax without drives, then with drives but no drive_model; its DD9300 without disk
    // groups; RA-2's vSAN and RA-3's PowerFlex cluster with no drive on any member. Each
    // finding names the object and what to set, not a figure.
    void storageWithoutDrivesIsReported()
    {
        const auto noDrives = core::designCheckFindings(edited([](core::Design& d) { d.device("pmax")->config.erase("drives"); }));
        const core::Finding* f = finding(noDrives, "array-no-drives");
        QVERIFY(f);
        QCOMPARE(f->severity, core::Finding::Severity::Warning);
        QCOMPARE(f->ids, std::vector<std::string>{"pmax"});
        QVERIFY2(f->message.find("set config drives") != std::string::npos, f->message.c_str());

        const auto noModel = core::designCheckFindings(edited([](core::Design& d) { d.device("pmax")->config.erase("drive_model"); }));
        QVERIFY(!finding(noModel, "array-no-drives"));
        QVERIFY(finding(noModel, "array-no-drive-model"));
        QCOMPARE(finding(noModel, "array-no-drive-model")->ids, std::vector<std::string>{"pmax"});

        const auto noGroups = core::designCheckFindings(edited([](core::Design& d) { d.device("dd9300")->config.erase("disk_groups"); }));
        const core::Finding* g = finding(noGroups, "appliance-no-disk-groups");
        QVERIFY(g);
        QCOMPARE(g->ids, std::vector<std::string>{"dd9300"});

        auto withoutDrives = [](const char* example, const char* cluster) {
            return core::designCheckFindings(edited(
                [cluster](core::Design& d) {
                    for (const core::Cluster& cl : d.clusters)
                        if (cl.id == cluster)
                            for (const std::string& m : cl.members)
                                d.device(m)->config.erase("drive_model");
                },
                example));
        };
        const auto vsan = withoutDrives("ra2-vsan-all", "vsan-1"); // RA-2's cluster and its hosts esx-1..4
        QVERIFY(finding(vsan, "cluster-no-drives"));
        QCOMPARE(finding(vsan, "cluster-no-drives")->ids, std::vector<std::string>{"vsan-1"});
        const auto pflex = withoutDrives("ra3", "pflex-1"); // RA-3's cluster and its nodes sds-1..4
        QVERIFY(finding(pflex, "cluster-no-drives"));
        QCOMPARE(finding(pflex, "cluster-no-drives")->ids, std::vector<std::string>{"pflex-1"});
    }

    // A workload with no users (nor iops, mb_s, streams) gets the finding, and the
    // prediction it is part of carries no load for it: the model's latencies for it are an
    // idle system's service times (the "worst latency 0.01 ms" of issue 16), which
    // core::offersLoad() keeps from the outputs. Here a copy of RA-1's oracle-snap-oltp
    // (no measured baseline) without users, run with use case oltp-only.
    void workloadWithoutUsersOffersNoLoad()
    {
        const auto d = edited(testing::addIdleWorkload);
        const auto all = core::designCheckFindings(d);
        const core::Finding* f = finding(all, "workload-no-load");
        QVERIFY(f);
        QCOMPARE(f->ids, std::vector<std::string>{"idle-wl"});
        QCOMPARE(std::count_if(all.begin(), all.end(), [](const core::Finding& x) { return x.code == "workload-no-load"; }), 1L);
        core::PerformanceOptions options;
        options.useCase = "oltp-only";
        const core::PerformanceResult r = core::simulatePerformance(d, options);
        const core::WorkloadPerformance* idle = nullptr;
        for (const core::WorkloadPerformance& w : r.workloads) {
            if (w.id == "idle-wl")
                idle = &w;
            else if (w.reachable)
                QVERIFY2(core::offersLoad(w), w.id.c_str()); // RA-1's loaded workloads
        }
        QVERIFY(idle && idle->reachable);
        QCOMPARE(idle->iops, 0.0);
        QVERIFY(!core::offersLoad(*idle));
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

    // A new storage group without storage and a scenario event on a device that is gone
    // are errors of those entries: buildTopology refuses the design, the analysable build
    // leaves them out and the rest is analysed as RA-1 itself (expected: RA-1's own
    // analysis, computed here). A workload on a broken group goes too, with a warning.
    void brokenEntriesAreLeftOutOfTheAnalysis()
    {
        const core::LoadedDesign ra1 = testing::builtinExample("ra1");
        core::Design d = ra1.design;
        d.storageGroups.push_back(core::StorageGroup{"half-done-sg", {}, {}, {}, {}});
        d.storageGroups.push_back(core::StorageGroup{"bad-parent-sg", "pmax", "no-such-sg", {}, {}});
        d.scenarios.front().events.push_back(core::ScenarioEvent{20.0, false, "gone-device", {}});
        core::Workload w = d.workloads.front(); // oracle-oltp, on pmax
        w.id = "on-bad-parent";
        w.storageGroup = "bad-parent-sg";
        d.workloads.push_back(w);

        core::Diagnostics strict;
        QVERIFY(!core::buildTopology(d, *ra1.catalog, "mid-edit", strict));
        core::Diagnostics diagnostics;
        const auto analysable = core::buildAnalysableTopology(d, *ra1.catalog, "mid-edit", diagnostics);
        QVERIFY(analysable);
        auto has = [&](core::Diagnostic::Severity s, const std::string& id, const std::string& text) {
            for (const core::Diagnostic& x : diagnostics)
                if (x.severity == s && x.id == id && x.message.find(text) != std::string::npos)
                    return true;
            return false;
        };
        QVERIFY(has(core::Diagnostic::Severity::Error, "storage group 'half-done-sg'", "no storage set"));
        QVERIFY(has(core::Diagnostic::Severity::Error, "scenario 'lose-iom-a1'", "gone-device"));
        QVERIFY(has(core::Diagnostic::Severity::Error, "storage group 'bad-parent-sg'", "no-such-sg"));
        // The workload is sound in the design as given; it goes with its storage group.
        QVERIFY(!has(core::Diagnostic::Severity::Error, "workload 'on-bad-parent'", ""));
        QVERIFY(has(core::Diagnostic::Severity::Warning, "workload 'on-bad-parent'", "left out of the analysis"));
        QVERIFY(!analysable->design.storageGroup("half-done-sg"));
        QVERIFY(!analysable->design.storageGroup("bad-parent-sg"));
        QVERIFY(!analysable->design.workload("on-bad-parent"));
        QVERIFY(!analysable->design.scenario("lose-iom-a1"));
        QCOMPARE(analysable->design.devices.size(), d.devices.size());
        QCOMPARE(analysable->design.links.size(), d.links.size());

        const core::LoadedDesign left{analysable->design, ra1.catalog, analysable->topology, "mid-edit"};
        const core::AnalysisResult mid = core::analyze(left, {});
        const core::AnalysisResult whole = core::analyze(ra1, {});
        auto paths = [](const core::AnalysisResult& r) {
            std::size_t n = 0;
            for (const core::FlowResult& f : r.flows)
                n += f.paths.size();
            return n;
        };
        QVERIFY(paths(whole) > 0);
        QCOMPARE(paths(mid), paths(whole));
    }

    // A cable to a port that does not exist leaves nothing to analyse: no topology.
    void brokenCablesStopTheAnalysis()
    {
        const core::LoadedDesign ra1 = testing::builtinExample("ra1");
        core::Design d = ra1.design;
        d.links.front().a = "pmax:no-such-port";
        core::Diagnostics diagnostics;
        QVERIFY(!core::buildAnalysableTopology(d, *ra1.catalog, "broken", diagnostics));
        QVERIFY(core::hasErrors(diagnostics));
    }

    // renameDevice goes through visitReferences: after renaming RA-1's PowerMax no
    // reference of any kind still names it, and the design resolves as before.
    void renameFollowsEveryReference()
    {
        const core::LoadedDesign ra1 = testing::builtinExample("ra1");
        core::Design d = ra1.design;
        int before = 0;
        core::visitReferences(d, [&](std::string& r, core::RefKind, core::RefRole) {
            before += core::namesDevice(r, "pmax") ? 1 : 0;
            return false;
        });
        QVERIFY(before > 0);
        // RA-1 names the array in cables, zoning, a port group, storage groups, workloads.
        QCOMPARE(core::renameDevice(d, "pmax", "array-1"), before + 1); // + the device itself
        int after = 0;
        core::visitReferences(d, [&](std::string& r, core::RefKind, core::RefRole) {
            after += core::namesDevice(r, "pmax") ? 1 : 0;
            return false;
        });
        QCOMPARE(after, 0);
        core::Diagnostics diagnostics;
        QVERIFY2(core::buildTopology(d, *ra1.catalog, "renamed", diagnostics), core::formatDiagnostics(diagnostics).c_str());
        // A link id in a scenario renames both of its ends.
        core::Scenario s{"cable", {}, 10.0, {core::ScenarioEvent{1.0, false, "ora-mezz-1a:1 -- iom-a1:eth1/1/1", {}}}, {}};
        d.scenarios.push_back(s);
        core::renameDevice(d, "iom-a1", "iom-x");
        QCOMPARE(d.scenarios.back().events.front().target, std::string("ora-mezz-1a:1 -- iom-x:eth1/1/1"));
    }
};

QTEST_GUILESS_MAIN(TstDesignChecks)
#include "tst_designchecks.moc"
