// models::PoolWatcher / startInPool (models/poolwatcher.h): the job runs on a pool thread,
// its value (or exception) reaches the watcher's thread after finished(), and a job that
// the watcher replaced does not deliver. Under ThreadSanitizer (scripts/sanitize.sh tsan)
// this is also the regression test of the hand-off annotations (checked 2026-11-30 with a
// TSan build of this file): without the __tsan_acquire in PoolTask::run() TSan reported a
// data race on the job's captures in 2 runs of 2, without the one in result() a race on
// the result slot in 1 run of 3; QtConcurrent::run reports its task object as a race.
#include "models/poolwatcher.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <atomic>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

using topoplan::models::PoolWatcher;

class TestPoolWatcher : public QObject {
    Q_OBJECT

    struct Out {
        std::vector<int> values;
        std::string text;
        QThread* thread = nullptr;
    };

private Q_SLOTS:
    void deliversOnThePool()
    {
        PoolWatcher<std::shared_ptr<Out>> watcher;
        QSignalSpy finished(&watcher, &QFutureWatcherBase::finished);
        // Several jobs in a row: the second and later ones run on a pool thread that
        // already exists (no thread creation orders the hand-off for TSan).
        for (int i = 0; i < 6; ++i) {
            auto input = std::make_shared<std::vector<int>>(100 + i, i);
            const std::string text(64, char('a' + i));
            watcher.run([input, text] {
                auto out = std::make_shared<Out>();
                out->values = *input;
                out->text = text;
                out->thread = QThread::currentThread();
                return out;
            });
            QVERIFY(finished.wait(30000));
            const std::shared_ptr<Out> out = watcher.result();
            QVERIFY(out);
            QCOMPARE(out->values.size(), std::size_t(100 + i)); // the input's size, set above
            QCOMPARE(out->values.front(), i);
            QCOMPARE(out->text, text);
            QVERIFY(out->thread != QThread::currentThread()); // not the test's (GUI) thread
        }
    }

    void rethrowsTheJobsException()
    {
        PoolWatcher<int> watcher;
        QSignalSpy finished(&watcher, &QFutureWatcherBase::finished);
        watcher.run([]() -> int { throw std::runtime_error("job failed"); });
        QVERIFY(finished.wait(30000));
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, watcher.result());
    }

    void noJobGivesADefaultValue()
    {
        PoolWatcher<std::vector<int>> watcher;
        QVERIFY(watcher.result().empty());
        QVERIFY(!watcher.isRunning());
    }

    void replacedJobDoesNotDeliver()
    {
        PoolWatcher<int> watcher;
        QSignalSpy finished(&watcher, &QFutureWatcherBase::finished);
        std::atomic<bool> release{false};
        watcher.run([&release] {
            while (!release.load())
                QThread::msleep(1);
            return 1;
        });
        watcher.run([] { return 2; }); // replaces the first, as setFuture() would
        release.store(true);
        QVERIFY(finished.wait(30000));
        QCOMPARE(watcher.result(), 2);
        topoplan::models::workerPool()->waitForDone();
    }

    // Our jobs leave Qt's global pool free: Qt Gui runs image conversions and large fills
    // on it and waits for them on the GUI thread, so analyses holding its threads froze
    // painting (newcomer check). With every worker thread busy, a job on the global pool
    // still runs at once.
    void jobsLeaveQtsGlobalPoolFree()
    {
        std::atomic<bool> release{false};
        std::atomic<int> started{0};
        const int workers = topoplan::models::workerPool()->maxThreadCount();
        for (int i = 0; i < workers; ++i)
            topoplan::models::startInPool([&] {
                ++started;
                while (!release.load())
                    QThread::msleep(1);
            });
        QTRY_COMPARE_WITH_TIMEOUT(started.load(), workers, 30000);
        std::atomic<bool> qtJob{false};
        QThreadPool::globalInstance()->start([&] { qtJob.store(true); });
        QTRY_VERIFY_WITH_TIMEOUT(qtJob.load(), 5000);
        release.store(true);
        topoplan::models::workerPool()->waitForDone();
        QThreadPool::globalInstance()->waitForDone();
    }

    void startInPoolRunsAndDestroysTheJob()
    {
        auto payload = std::make_shared<std::vector<std::string>>(50, std::string(100, 'z'));
        std::weak_ptr<std::vector<std::string>> watch = payload;
        std::atomic<int> ran{0};
        topoplan::models::startInPool([payload = std::move(payload), &ran]() mutable {
            ran.store(int(payload->size()));
            payload.reset(); // freed on the pool thread, as AnalysisRunner frees an old result
        });
        topoplan::models::workerPool()->waitForDone();
        QCOMPARE(ran.load(), 50); // the payload's size, set above
        QVERIFY(watch.expired());
    }
};

QTEST_GUILESS_MAIN(TestPoolWatcher)
#include "tst_poolwatcher.moc"
