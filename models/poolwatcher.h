#pragma once

#include "models/tsanannotations.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QPointer>
#include <QPromise>
#include <QRunnable>
#include <QThread>
#include <QThreadPool>

#include <exception>
#include <memory>
#include <optional>
#include <utility>

namespace topoplan::models {

/// The pool our jobs run on (analyses, sweeps, latency curves, scenario timelines, report
/// data), not QThreadPool::globalInstance(): Qt Gui 6.4 splits image conversions, smooth
/// scaling and large fills over the global pool and waits for them on the GUI thread, so
/// analyses that held the global pool's threads froze painting until they ended (newcomer
/// check: 30-60 s per edit on a 600-host vSAN design, the GUI thread in QSemaphore::acquire
/// under QRasterPaintEngine::drawLines; libQt6Gui 6.4.2 imports only globalInstance()).
/// QThread::idealThreadCount() threads; owned by the application object, which waits for
/// its jobs when it ends. Created on first use; call from the GUI thread.
inline QThreadPool* workerPool()
{
    static QPointer<QThreadPool> pool;
    if (!pool) {
        pool = new QThreadPool(QCoreApplication::instance());
        pool->setObjectName(QStringLiteral("topoplan-workers"));
        pool->setMaxThreadCount(QThread::idealThreadCount());
    }
    return pool;
}

namespace detail {
/// The QRunnable behind startInPool(): owns the job; run() first acquires the hand-off
/// that startInPool() released (models/tsanannotations.h).
template <typename Job>
class PoolTask final : public QRunnable {
public:
    explicit PoolTask(Job job) : m_job(std::move(job)) {}
    void run() override
    {
        tsan::acquire(this);
        m_job();
    }

private:
    Job m_job;
};
} // namespace detail

/// Runs `job()` on workerPool(), as QThreadPool::start() does; the
/// task (and all `job` captured, e.g. a design snapshot) is handed over with a
/// ThreadSanitizer release/acquire pair (QtConcurrent::run() builds its task inside
/// Qt's templates, where no annotation can go: TSan reported its task object as a race).
/// The job is destroyed on the pool thread after it ran.
template <typename Job>
void startInPool(Job job)
{
    auto* task = new detail::PoolTask<Job>(std::move(job));
    tsan::release(task);
    workerPool()->start(task);
}

/// A QFutureWatcher for jobs run on workerPool(): run(job) replaces
/// `setFuture(QtConcurrent::run(job))`, result() replaces QFutureWatcher<R>::result().
/// Why not QtConcurrent: see startInPool(). The job's value travels in a slot of our own
/// (a shared_ptr, whose reference count TSan sees), not in QFuture's result store, whose
/// hand-over and clean-up happen under Qt's uninstrumented mutex and reference count.
/// The worker writes the slot, release()s it, then finishes the future; result() acquires
/// it. Signals (finished, ...) and isRunning()/waitForFinished() are QFutureWatcherBase's.
/// Thread affinity: the thread that owns the watcher (the GUI thread), as QFutureWatcher.
template <typename R>
class PoolWatcher : public QFutureWatcher<void> {
public:
    using QFutureWatcher<void>::QFutureWatcher;

    /// Starts `job` (a callable returning R) and watches it; the previous job's future
    /// is dropped as by setFuture(). Exceptions thrown by `job` are rethrown by result().
    template <typename Job>
    void run(Job job)
    {
        auto slot = std::make_shared<Slot>();
        m_slot = slot;
        QPromise<void> promise;
        QFuture<void> future = promise.future();
        promise.start();
        startInPool([promise = std::move(promise), job = std::move(job), slot = std::move(slot)]() mutable {
            try {
                slot->value.emplace(job());
            } catch (...) {
                slot->error = std::current_exception();
            }
            tsan::release(slot.get()); // before finish(): the watcher sees finished only after this
            promise.finish();
        });
        setFuture(future);
    }

    /// The value of the last job run() started; waits for it as QFutureWatcher::result()
    /// does. A default R when no job ran; rethrows the job's exception.
    R result()
    {
        if (!m_slot)
            return R{};
        waitForFinished();
        tsan::acquire(m_slot.get());
        if (m_slot->error)
            std::rethrow_exception(m_slot->error);
        return m_slot->value ? *m_slot->value : R{};
    }

private:
    struct Slot {
        std::optional<R> value;
        std::exception_ptr error;
    };
    std::shared_ptr<Slot> m_slot;
};

} // namespace topoplan::models
