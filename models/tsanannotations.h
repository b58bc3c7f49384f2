#pragma once

// ThreadSanitizer happens-before annotations for hand-offs between threads that go
// through Qt's own synchronization (issue 8, docs/reliability.md "Sanitizers").
// Debian's Qt is not built with TSan: QThreadPool hands a QRunnable to a pool thread
// under a futex-based QMutex inside libQt6Core, and a finished job reaches the GUI
// thread through QFutureInterface's mutex and the posted-event queue, both invisible to
// TSan. Without these edges TSan reports every object handed over (a snapshot, a
// result) as a race. release(key) on the sending thread after its last write, and
// acquire(key) on the receiving thread before its first read, give TSan the edge that
// Qt's synchronization really provides (the __tsan_release/__tsan_acquire interface of
// <sanitizer/tsan_interface.h>, GCC and Clang). Outside a TSan build both compile to
// nothing. `key` is any address both threads agree on; it is never dereferenced.

#if defined(__SANITIZE_THREAD__)
#define TOPOPLAN_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define TOPOPLAN_TSAN 1
#endif
#endif

#ifdef TOPOPLAN_TSAN
#include <sanitizer/tsan_interface.h>
#endif

namespace topoplan::models::tsan {

/// Everything this thread wrote before is visible to a thread that later acquire()s `key`.
inline void release([[maybe_unused]] const void* key)
{
#ifdef TOPOPLAN_TSAN
    __tsan_release(const_cast<void*>(key));
#endif
}

/// This thread sees everything written before every earlier release() of `key`.
inline void acquire([[maybe_unused]] const void* key)
{
#ifdef TOPOPLAN_TSAN
    __tsan_acquire(const_cast<void*>(key));
#endif
}

} // namespace topoplan::models::tsan
