#pragma once

#include "widgets/abstracttool.h"

#include <string>
#include <vector>

namespace topoplan::widgets {

/// Failure-injection mode (STYLE.md 8): a left click fails what is under the cursor —
/// a port stub (DEVICE:PORT), a cable (link id "a -- b") or a device — and a second
/// click repairs it; a right click on a device offers what else of it can fail (its
/// components and disk groups, its site, the clusters it belongs to). Every click is a
/// models::CmdFailureChange on the document's undo stack; the design itself is not
/// changed. The analysis runner re-analyses under the new failure set.
class FailTool : public AbstractTool {
    Q_OBJECT
public:
    using AbstractTool::AbstractTool;

    void activate() override;
    bool mousePress(QMouseEvent* event, const QPointF& scenePos) override;
    bool mouseMove(QMouseEvent* event, const QPointF& scenePos) override;
    bool mouseRelease(QMouseEvent* event, const QPointF& scenePos) override;

    /// The failure target under `scenePos`: port reference, link id or device id (the
    /// innermost seated device), empty when there is nothing that can fail.
    std::string targetAt(const QPointF& scenePos) const;
    /// Fails `target`, or repairs it when it is failed (one undo step).
    void toggle(const std::string& target);

private:
    /// Failure targets of device `id` besides itself: DEVICE/COMPONENT, DEVICE/dg-N (from
    /// core::DesignGraph, as the analysis names them), its site and its clusters.
    std::vector<std::string> relatedTargets(const std::string& id) const;
};

} // namespace topoplan::widgets
