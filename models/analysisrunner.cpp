#include "models/analysisrunner.h"

#include "models/designdocument.h"

#include <QtConcurrent/QtConcurrentRun>

namespace topoplan::models {

AnalysisRunner::AnalysisRunner(DesignDocument* document, QObject* parent) : QObject(parent), m_document(document)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(50);
    connect(&m_timer, &QTimer::timeout, this, &AnalysisRunner::start);
    connect(&m_watcher, &QFutureWatcher<core::AnalysisResult>::finished, this, &AnalysisRunner::finished);
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
        core::AnalysisOptions options;
        options.revision = revision;
        core::AnalysisResult r = core::analyze(design, core::FailureSet{}, cancel.get(), options);
        r.revision = revision;
        return r;
    }));
}

void AnalysisRunner::finished()
{
    deliver(m_watcher.result());
    if (m_document->revision() != (m_result ? m_result->revision : 0) && !m_timer.isActive())
        start();
}

void AnalysisRunner::deliver(core::AnalysisResult result)
{
    if (result.revision != m_document->revision() || result.cancelled) {
        Q_EMIT staleResultDropped(result.revision);
        return;
    }
    m_result = std::move(result);
    Q_EMIT resultReady();
}

} // namespace topoplan::models
