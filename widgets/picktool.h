#pragma once

#include "widgets/abstracttool.h"

#include <QPointer>
#include <QStringList>

#include <functional>
#include <string>
#include <vector>

namespace topoplan::widgets {

/// "Pick on canvas" (issue 16): a temporary mode in which a left click on a port stub,
/// a cable or a device hands its id to whoever asked (an Inspector picker) instead of
/// selecting it; Esc (wherever the keyboard focus is), a right click or choosing another
/// tool cancels. While it runs the status bar says what to click; a click on something
/// the field does not take is refused with the reason there and the mode stays on. The
/// view's previous tool comes back when the pick ends. Changes nothing itself: the
/// requester makes the edit (one undo step).
class PickTool : public AbstractTool {
    Q_OBJECT
public:
    /// What may be picked and what to do with it.
    struct Request {
        bool ports = false;   ///< a port stub gives "DEVICE:PORT"
        bool devices = false; ///< a device (or a port's device) gives its id
        bool links = false;   ///< a cable gives its link id "a -- b"
        QString prompt;       ///< "Click an FC target port for zone of ora-mezz-1a:1"
        /// "" when `id` is accepted, else why not (the mode stays on). Devices are tried
        /// from the innermost seated one outwards: the first accepted wins.
        std::function<QString(const std::string& id)> check;
        std::function<void(const std::string& id)> picked; ///< called after the mode ended
        /// The ports ("DEVICE:PORT") and devices a click may pick that the field does not
        /// hold yet: ringed in green while the pick runs, the rest of the canvas veiled
        /// (issue 16 leftover). Empty: nothing is marked (a field that takes anything).
        std::vector<std::string> targets;
        /// Valid ones the field holds already: ringed in blue.
        std::vector<std::string> listed;
        /// Recomputes `targets` and `listed` from the design as it is now: called after
        /// every change of the design while the pick runs (a device added, renamed or
        /// removed, the field edited meanwhile). Null: they stay as given.
        std::function<void(std::vector<std::string>& targets, std::vector<std::string>& listed)> remark;
    };

    /// The pick tool of `view`, made on first use (a child of the view).
    static PickTool* of(DesignView* view);
    using AbstractTool::AbstractTool;
    ~PickTool() override;

    /// Starts picking (ends a pick already running, as cancelled).
    void start(Request request);
    /// Ends the pick without a choice; the previous tool comes back.
    void cancel();
    bool isPicking() const { return m_active; }
    /// The ids marked on the canvas while the pick runs: the valid targets not in the
    /// field yet (`listed` false), or those in it already; empty when no pick runs.
    QStringList marked(bool listed) const;
    /// What a click at `scenePos` would pick: the accepted id, or "" with `why` set.
    std::string candidateAt(const QPointF& scenePos, QString* why) const;

    void activate() override;
    void deactivate() override;
    bool mousePress(QMouseEvent* event, const QPointF& scenePos) override;
    bool mouseMove(QMouseEvent* event, const QPointF& scenePos) override;
    bool mouseRelease(QMouseEvent* event, const QPointF& scenePos) override;
    /// While picking: a light veil over the canvas with holes at Request::targets and
    /// Request::listed, each ringed (green, blue). Drawn by the view from the current
    /// layout on every paint, so nothing stays behind when the pick ends.
    void drawForeground(QPainter* painter, const QRectF& rect) override;

Q_SIGNALS:
    /// The pick ended: `picked` false when cancelled.
    void finished(bool picked);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// Shows `text` in the window's status bar until the pick ends (no timeout), or emits
    /// statusMessage() when the view is in no main window.
    void say(const QString& text);
    void end(bool picked);
    /// Fills m_marks from the request's targets and listed ids (at the start and after
    /// each change of the design).
    void indexMarks();
    /// The design changed while picking: the marks are recomputed (Request::remark) and
    /// redrawn where the layout now puts them.
    void designChanged();

    /// A target drawn while picking: its id, whether it is listed already, and whether it
    /// is cut out of the veil (not when it sits inside another marked device).
    struct Mark {
        std::string id;
        bool listed = false;
        bool hole = true;
    };
    std::vector<Mark> m_marks;

    Request m_request;
    bool m_active = false;
    bool m_ending = false;
    QPointer<AbstractTool> m_previous;
    /// Kept while the pick runs: design changes, scrolling, routes (disconnected at the end).
    std::vector<QMetaObject::Connection> m_watch;
};

} // namespace topoplan::widgets
