#pragma once

#include <QTimer>

#include <utility>

namespace topoplan::widgets {

/// Runs `f` on `context`'s thread once the event loop has had a turn for timers and input,
/// to split work that would otherwise hold the GUI thread for one long turn (a view taking
/// a large result: docs/gui-responsiveness.md). A 0 ms single shot is not enough: Qt 6
/// delivers it as a posted event, and posted events queued while a result is delivered
/// run back to back without input or timers in between (measured with bench_gui
/// --trace-events: the analysis result and the Performance panel in one 61 ms gap). A
/// 1 ms precise timer is activated after the timers and input already due. Dropped when
/// `context` is deleted first.
template <class Functor>
void afterGuiTurn(const QObject* context, Functor&& f)
{
    QTimer::singleShot(1, Qt::PreciseTimer, context, std::forward<Functor>(f));
}

} // namespace topoplan::widgets
