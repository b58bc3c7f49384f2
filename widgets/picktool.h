#pragma once

#include "widgets/abstracttool.h"

#include <QPointer>

#include <functional>
#include <string>

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
    /// What a click at `scenePos` would pick: the accepted id, or "" with `why` set.
    std::string candidateAt(const QPointF& scenePos, QString* why) const;

    void activate() override;
    void deactivate() override;
    bool mousePress(QMouseEvent* event, const QPointF& scenePos) override;
    bool mouseMove(QMouseEvent* event, const QPointF& scenePos) override;
    bool mouseRelease(QMouseEvent* event, const QPointF& scenePos) override;

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

    Request m_request;
    bool m_active = false;
    bool m_ending = false;
    QPointer<AbstractTool> m_previous;
};

} // namespace topoplan::widgets
