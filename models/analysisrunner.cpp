#include "models/analysisrunner.h"

#include "models/designdocument.h"

#include <algorithm>
#include <tuple>

namespace topoplan::models {

AnalysisRunner::AnalysisRunner(DesignDocument* document, QObject* parent) : QObject(parent), m_document(document)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(50);
    connect(&m_timer, &QTimer::timeout, this, &AnalysisRunner::start);
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &AnalysisRunner::finished);
    connect(&m_uncertaintyWatcher, &QFutureWatcherBase::finished, this, &AnalysisRunner::uncertaintyFinished);
    auto changed = [this] {
        if (m_document->revision() != m_scheduledRevision)
            schedule();
    };
    connect(document, &DesignDocument::topologyChanged, this, changed);
    connect(document, &DesignDocument::failuresChanged, this, changed);
}

AnalysisRunner::~AnalysisRunner()
{
    if (m_cancel)
        m_cancel->store(true);
    if (m_uncertaintyCancel)
        m_uncertaintyCancel->store(true);
    m_watcher.waitForFinished();
    m_uncertaintyWatcher.waitForFinished();
}

void AnalysisRunner::schedule()
{
    m_scheduledRevision = m_document->revision();
    // A 10,000-device result takes tens of ms to free: the views let go of it first
    // (resultCleared), then a pool thread frees it, not the GUI thread.
    auto old = std::make_shared<std::tuple<std::shared_ptr<const core::AnalysisResult>, std::shared_ptr<const core::PerformanceResult>,
                                           Extras, std::shared_ptr<const core::UncertaintyResult>>>(
        std::move(m_result), std::move(m_performance), std::move(m_extras), std::move(m_uncertainty));
    m_result.reset();
    m_performance.reset();
    m_extras = Extras{};
    m_uncertainty.reset();
    m_linkIntervals.reset();
    m_performanceFindings.reset();
    m_uncertaintyRevision = 0;
    if (m_uncertaintyCancel)
        m_uncertaintyCancel->store(true); // the second stage of the old revision stops early
    if (std::get<0>(*old))
        Q_EMIT resultCleared();
    if (std::get<0>(*old) || std::get<1>(*old))
        startInPool([old = std::move(old)]() mutable { old.reset(); });
    if (m_cancel)
        m_cancel->store(true);
    m_timer.start();
}

void AnalysisRunner::setUseCase(const QString& id)
{
    if (id == m_useCase)
        return;
    m_useCase = id;
    schedule();
}

void AnalysisRunner::start()
{
    if (m_watcher.isRunning()) {
        // The cancelled job returns soon; finished() starts the next one.
        m_rerun = true;
        return;
    }
    m_rerun = false;
    // Shared, not copied, on the GUI thread; the worker makes its own copy (load()).
    std::optional<DesignSnapshot> snapshot = m_document->sharedSnapshot();
    if (!snapshot)
        return;
    const std::uint64_t revision = m_document->revision();
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    auto cancel = m_cancel;
    std::string useCase = m_useCase.toStdString();
    if (!snapshot->design->useCase(useCase))
        useCase.clear(); // the design's default
    m_watcher.run([snapshot = std::move(*snapshot), cancel, revision, useCase, failed = m_document->failures()] {
        const core::LoadedDesign design = snapshot.load();
        // Handed to the GUI thread without copying (a 10,000-device result is large).
        auto shared = std::make_shared<Outcome>();
        Outcome& out = *shared;
        // The routes under the failures, analysed once for every prediction of this run.
        std::optional<core::AnalysisResult> routes;
        out = run(design, failed, cancel.get(), revision, useCase, &routes);
        out.extras.failures = failed;
        if (!failed.empty() && !cancel->load()) {
            Outcome base = run(design, {}, cancel.get(), revision, useCase, nullptr);
            out.extras.baselinePerformance = std::move(base.performance);
            out.extras.baseline = std::move(base.analysis);
            out.analysis.cancelled = out.analysis.cancelled || out.extras.baseline->cancelled;
        }
        out.extras.useCases = useCasePerformances(design, failed, cancel.get(), routes ? &*routes : nullptr,
                                                  out.performance ? &*out.performance : nullptr);
        if (routes && out.performance)
            out.extras.routes = std::make_shared<const core::AnalysisResult>(std::move(*routes));
        try {
            for (const std::string& f : failed) {
                core::RebuildEstimate rb = core::rebuildEstimate(design, f);
                if (!rb.cluster.empty())
                    out.extras.rebuilds.push_back(std::move(rb));
            }
            out.extras.capacities = core::storageCapacities(design);
        } catch (...) {
            // Rebuild estimates and capacities stay empty: the core reports problems as values.
        }
        return shared;
    });
}

std::vector<std::pair<std::string, core::PerformanceResult>>
AnalysisRunner::useCasePerformances(const core::LoadedDesign& design, const std::vector<std::string>& failed,
                                    const std::atomic<bool>* cancel, const core::AnalysisResult* routes,
                                    const core::PerformanceResult* done)
{
    std::vector<std::pair<std::string, core::PerformanceResult>> out;
    try {
        for (const core::UseCase& uc : design.design.useCases) {
            if (cancel && cancel->load())
                return {};
            if (done && done->useCase == uc.id) { // predicted already
                if (!done->workloads.empty())
                    out.emplace_back(uc.id, *done);
                continue;
            }
            core::PerformanceOptions po;
            po.useCase = uc.id;
            po.failed = failed;
            core::PerformanceResult r = routes ? core::simulatePerformance(design, po, *routes)
                                               : core::simulatePerformance(design, po);
            if (!r.workloads.empty())
                out.emplace_back(uc.id, std::move(r));
        }
    } catch (...) {
        out.clear(); // a throw would be a bug of the core; no chart rather than a crash
    }
    return out;
}

AnalysisRunner::Outcome AnalysisRunner::compute(const core::LoadedDesign& design, const std::vector<std::string>& failed,
                                                const std::atomic<bool>* cancel, std::uint64_t revision,
                                                const std::string& useCase)
{
    return run(design, failed, cancel, revision, useCase, nullptr);
}

AnalysisRunner::Outcome AnalysisRunner::run(const core::LoadedDesign& design, const std::vector<std::string>& failed,
                                            const std::atomic<bool>* cancel, std::uint64_t revision,
                                            const std::string& useCase, std::optional<core::AnalysisResult>* routesOut)
{
    Outcome out;
    core::AnalysisOptions options;
    options.revision = revision;
    core::PerformanceOptions performanceOptions;
    performanceOptions.useCase = useCase;
    performanceOptions.failed = failed;
    // The core's analyses report problems as values; a throw would be a bug there,
    // and must not cross into the GUI thread through the future.
    try {
        // What core::simulatePerformance(design, options) analyses first, done here so
        // that the run's other predictions (use cases) reuse it.
        core::AnalysisResult routes = core::analyze(design, core::FailureSet{failed}, cancel);
        if (routes.cancelled) {
            out.analysis.cancelled = true;
            out.analysis.revision = revision;
            return out;
        }
        out.performance = core::simulatePerformance(design, performanceOptions, routes);
        if (routesOut)
            *routesOut = std::move(routes);
        // A withheld workload (no steady state, no back end) has no predicted MB/s: its
        // profile's rate, if it gives one, is what it offers.
        for (const core::WorkloadPerformance& w : out.performance->workloads)
            if (w.withheld.empty())
                options.offeredMBps[w.id] = w.mbps;
        // Backup / restore streams: their window's MB/s (core/performance/backup.h).
        if (const core::UseCase* uc = design.design.useCase(out.performance->useCase))
            for (const auto& [id, mbps] : core::backupOfferedMBps(design, uc->workloads, failed))
                options.offeredMBps[id] = mbps;
    } catch (...) {
        out.performance.reset();
    }
    try {
        out.analysis = core::analyze(design, core::FailureSet{failed}, cancel, options);
    } catch (...) {
        out.analysis = core::AnalysisResult{};
        out.analysis.cancelled = true;
    }
    out.analysis.revision = revision;
    return out;
}

void AnalysisRunner::finished()
{
    const std::shared_ptr<Outcome> outcome = m_watcher.result(); // shared, not copied: a 10,000-device result is large
    Outcome& out = *outcome;
    m_performance = out.performance ? std::make_shared<const core::PerformanceResult>(std::move(*out.performance)) : nullptr;
    m_extras = std::move(out.extras);
    deliver(std::move(out.analysis));
    if (m_result)
        startUncertainty(); // the second stage, for the revision just shown
    if ((m_rerun || m_document->revision() != (m_result ? m_result->revision : 0)) && !m_timer.isActive())
        start();
}

void AnalysisRunner::startUncertainty()
{
    if (!m_intervalsEnabled || !m_result || !m_performance || !m_extras.routes)
        return;
    if (m_uncertaintyWatcher.isRunning()) {
        // The old revision's job was cancelled and returns soon; uncertaintyFinished()
        // starts this one then: never two at once on a pool of two threads.
        m_uncertaintyRerun = true;
        return;
    }
    m_uncertaintyRerun = false;
    std::optional<DesignSnapshot> snapshot = m_document->sharedSnapshot();
    if (!snapshot)
        return;
    m_uncertaintyCancel = std::make_shared<std::atomic<bool>>(false);
    m_uncertaintyWatcher.run([snapshot = std::move(*snapshot), cancel = m_uncertaintyCancel, revision = m_result->revision,
                              point = m_performance, routes = m_extras.routes, failed = m_extras.failures,
                              samples = m_uncertaintySamples] {
        const core::LoadedDesign design = snapshot.load();
        UncertaintyOutcome out;
        out.revision = revision;
        out.result = std::make_shared<const core::UncertaintyResult>(
            computeUncertainty(design, failed, point->useCase, *point, *routes, cancel.get(), samples));
        out.links = std::make_shared<const std::map<std::string, core::Interval>>(
            linkIntervals(design, failed, *point, *out.result, cancel.get()));
        out.findings = std::make_shared<const std::vector<core::PerformanceFinding>>(
            performanceFindings(design, failed, *point, out.result.get()));
        return out;
    });
}

std::map<std::string, core::Interval> AnalysisRunner::linkIntervals(const core::LoadedDesign& design, const std::vector<std::string>& failed,
                                                                   const core::PerformanceResult& point,
                                                                   const core::UncertaintyResult& u, const std::atomic<bool>* cancel)
{
    std::map<std::string, core::Interval> out;
    if (u.cancelled || u.workloads.empty())
        return out;
    // Offered load as run() gives it, at the ends of each workload's MB/s interval; backup
    // and restore streams at their window's rate (their own interval is the window's). A
    // link's load only grows with each workload's offered MB/s, so the two ends bound it;
    // the paths are traced once for both (core::linkLoads), not a whole analysis per end.
    std::vector<core::AnalysisOptions> ends(2);
    core::AnalysisOptions &low = ends[0], &high = ends[1];
    for (const core::WorkloadPerformance& w : point.workloads) {
        if (!w.withheld.empty())
            continue; // no predicted MB/s: its profile's rate, if any
        const core::WorkloadUncertainty* wu = core::findUncertainty(u, w.id);
        low.offeredMBps[w.id] = wu ? std::min(wu->mbps.low, w.mbps) : w.mbps;
        high.offeredMBps[w.id] = wu ? std::max(wu->mbps.high, w.mbps) : w.mbps;
    }
    try {
        if (const core::UseCase* uc = design.design.useCase(point.useCase))
            for (const auto& [id, mbps] : core::backupOfferedMBps(design, uc->workloads, failed))
                low.offeredMBps[id] = high.offeredMBps[id] = mbps;
        const std::vector<std::vector<core::LinkLoad>> loads = core::linkLoads(design, core::FailureSet{failed}, ends, cancel);
        if (loads.size() != ends.size())
            return {};
        for (const std::vector<core::LinkLoad>& end : loads)
            for (const core::LinkLoad& l : end) {
                const auto [it, added] = out.try_emplace(l.link, core::Interval{l.utilization, l.utilization});
                it->second = {std::min(it->second.low, l.utilization), std::max(it->second.high, l.utilization)};
            }
    } catch (...) {
        return {}; // a throw would be a bug of the core: no link intervals rather than a crash
    }
    return out;
}

const std::map<std::string, core::Interval>& AnalysisRunner::linkUtilizationIntervals() const
{
    static const std::map<std::string, core::Interval> none;
    return uncertainty() && m_linkIntervals ? *m_linkIntervals : none;
}

bool AnalysisRunner::acceptUncertainty(std::uint64_t revision, std::shared_ptr<const core::UncertaintyResult> result,
                                       std::shared_ptr<const std::map<std::string, core::Interval>> links,
                                       std::shared_ptr<const std::vector<core::PerformanceFinding>> findings)
{
    const bool current = result && !result->cancelled && m_result && revision == m_result->revision
        && revision == m_document->revision();
    if (!current) {
        Q_EMIT staleUncertaintyDropped(revision);
        return false;
    }
    m_uncertainty = std::move(result);
    m_linkIntervals = std::move(links);
    m_performanceFindings = std::move(findings);
    m_uncertaintyRevision = revision;
    Q_EMIT uncertaintyReady(revision);
    return true;
}

void AnalysisRunner::deliverUncertainty(std::uint64_t revision, core::UncertaintyResult uncertainty)
{
    acceptUncertainty(revision, std::make_shared<const core::UncertaintyResult>(std::move(uncertainty)));
}

void AnalysisRunner::uncertaintyFinished()
{
    const UncertaintyOutcome out = m_uncertaintyWatcher.result();
    const bool current = acceptUncertainty(out.revision, out.result, out.links, out.findings);
    if (m_uncertaintyRerun || (!current && m_result && !m_uncertainty && !m_uncertaintyWatcher.isRunning()
                               && m_result->revision == m_document->revision()))
        startUncertainty();
}

const std::vector<core::PerformanceFinding>& AnalysisRunner::performanceFindings() const
{
    static const std::vector<core::PerformanceFinding> none;
    if (uncertainty() && m_performanceFindings)
        return *m_performanceFindings;
    return performance() ? performance()->findings : none;
}

std::vector<core::PerformanceFinding> AnalysisRunner::performanceFindings(const core::LoadedDesign& design,
                                                                          const std::vector<std::string>& failed,
                                                                          const core::PerformanceResult& point,
                                                                          const core::UncertaintyResult* uncertainty)
{
    std::vector<core::PerformanceFinding> out = point.findings;
    core::PerformanceOptions options;
    options.useCase = point.useCase;
    options.failed = failed;
    try {
        for (core::PerformanceFinding& f : core::baselineMisses(design, options, point, uncertainty))
            out.push_back(std::move(f));
    } catch (...) {
        // a throw would be a bug of the core: the prediction's own findings rather than a crash
    }
    return out;
}

core::UncertaintyResult AnalysisRunner::computeUncertainty(const core::LoadedDesign& design, const std::vector<std::string>& failed,
                                                           const std::string& useCase, const core::PerformanceResult& point,
                                                           const core::AnalysisResult& routes, const std::atomic<bool>* cancel,
                                                           int samples)
{
    core::PerformanceOptions options;
    options.useCase = useCase;
    options.failed = failed;
    core::UncertaintyOptions uo;
    uo.samples = samples;
    uo.cancel = cancel;
    try {
        return core::estimateUncertainty(design, options, point, routes, uo);
    } catch (...) {
        core::UncertaintyResult none; // a throw would be a bug of the core: no intervals rather than a crash
        none.cancelled = cancel && cancel->load();
        return none;
    }
}

void AnalysisRunner::deliver(core::AnalysisResult result)
{
    if (result.revision != m_document->revision() || result.cancelled) {
        Q_EMIT staleResultDropped(result.revision);
        return;
    }
    m_result = std::make_shared<const core::AnalysisResult>(std::move(result));
    Q_EMIT resultReady();
}

} // namespace topoplan::models
