#include "models/analysisrunner.h"

#include "models/designdocument.h"

#include <QtConcurrent/QtConcurrentRun>

namespace topoplan::models {

AnalysisRunner::AnalysisRunner(DesignDocument* document, QObject* parent) : QObject(parent), m_document(document)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(50);
    connect(&m_timer, &QTimer::timeout, this, &AnalysisRunner::start);
    connect(&m_watcher, &QFutureWatcher<std::shared_ptr<Outcome>>::finished, this, &AnalysisRunner::finished);
    connect(document, &DesignDocument::topologyChanged, this, [this] {
        if (m_document->revision() != m_scheduledRevision)
            schedule();
    });
}

AnalysisRunner::~AnalysisRunner()
{
    if (m_cancel)
        m_cancel->store(true);
    m_watcher.waitForFinished();
}

void AnalysisRunner::schedule()
{
    m_scheduledRevision = m_document->revision();
    m_performance.reset();
    if (m_result) {
        m_result.reset();
        Q_EMIT resultCleared();
    }
    if (m_cancel)
        m_cancel->store(true);
    m_timer.start();
}

void AnalysisRunner::start()
{
    if (m_watcher.isRunning()) {
        // The cancelled job returns soon; finished() starts the next one.
        return;
    }
    std::optional<core::LoadedDesign> snapshot = m_document->snapshot();
    if (!snapshot)
        return;
    const std::uint64_t revision = m_document->revision();
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    auto cancel = m_cancel;
    m_watcher.setFuture(QtConcurrent::run([design = std::move(*snapshot), cancel, revision] {
        auto shared = std::make_shared<Outcome>(); // handed over without copying the result
        Outcome& out = *shared;
        core::AnalysisOptions options;
        options.revision = revision;
        // The core's analyses report problems as values; a throw would be a bug there,
        // and must not cross into the GUI thread through the future.
        try {
            out.performance = core::simulatePerformance(design, core::PerformanceOptions{});
            for (const core::WorkloadPerformance& w : out.performance->workloads)
                options.offeredMBps[w.id] = w.mbps;
        } catch (...) {
            out.performance.reset();
        }
        try {
            out.analysis = core::analyze(design, core::FailureSet{}, cancel.get(), options);
        } catch (...) {
            out.analysis = core::AnalysisResult{};
            out.analysis.cancelled = true;
        }
        out.analysis.revision = revision;
        return shared;
    }));
}

void AnalysisRunner::finished()
{
    const std::shared_ptr<Outcome> outcome = m_watcher.result(); // shared, not copied: a 10,000-device result is large
    Outcome& out = *outcome;
    m_performance = std::move(out.performance);
    deliver(std::move(out.analysis));
    if (m_document->revision() != (m_result ? m_result->revision : 0) && !m_timer.isActive())
        start();
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
