#include "widgets/failtool.h"

#include "core/designgraph.h"
#include "models/cmdfailurechange.h"
#include "models/designdocument.h"
#include "widgets/cableitem.h"
#include "widgets/canvascontextmenu.h"
#include "widgets/designscene.h"
#include "widgets/designview.h"
#include "widgets/deviceitem.h"

#include <QGraphicsItem>
#include <QMenu>
#include <QMouseEvent>
#include <QUndoStack>

namespace topoplan::widgets {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }
} // namespace

void FailTool::activate()
{
    Q_EMIT statusMessage(tr("Fail tool: click a device, port or cable to fail it, click again to repair; "
                            "right-click a device for its disk groups, components, site and cluster."));
}

std::string FailTool::targetAt(const QPointF& scenePos) const
{
    DesignScene* scene = m_view->designScene();
    const std::string port = scene->layout().portAt(scenePos);
    if (!port.empty())
        return port;
    // Cables are drawn above devices; a click on a device (its body or its label) fails
    // the device even where a cable crosses it; a cable elsewhere fails the cable.
    std::string cable;
    for (QGraphicsItem* item : scene->items(scenePos)) {
        if (auto* c = qgraphicsitem_cast<CableItem*>(item)) {
            if (!c->isMidplane() && cable.empty())
                cable = c->linkId();
            continue;
        }
        if (auto* device = qgraphicsitem_cast<DeviceItem*>(item))
            return device->id();
    }
    return cable;
}

void FailTool::toggle(const std::string& target)
{
    models::DesignDocument* doc = m_view->designScene()->document();
    const bool repair = doc->isFailed(target);
    doc->undoStack()->push(models::CmdFailureChange::toggle(doc, target));
    Q_EMIT statusMessage(repair ? tr("Repaired %1.").arg(qs(target))
                                : tr("Failed %1: re-analysing; see What broke.").arg(qs(target)));
}

std::vector<std::string> FailTool::relatedTargets(const std::string& id) const
{
    const models::DesignDocument* doc = m_view->designScene()->document();
    std::vector<std::string> out;
    const auto snapshot = doc->snapshot();
    if (snapshot) {
        const core::DesignGraph graph(*snapshot);
        for (const core::FailureElement& e : graph.elements())
            if ((e.kind == core::FailureElement::Kind::Component || e.kind == core::FailureElement::Kind::DiskGroup)
                && e.id.compare(0, id.size() + 1, id + "/") == 0)
                out.push_back(e.id);
    }
    if (const core::Device* d = doc->design().device(id); d && !d->site.empty())
        out.push_back(d->site);
    for (const core::Cluster& c : doc->design().clusters)
        if (std::find(c.members.begin(), c.members.end(), id) != c.members.end())
            out.push_back(c.id);
    return out;
}

bool FailTool::mousePress(QMouseEvent* event, const QPointF& scenePos)
{
    const std::string target = targetAt(scenePos);
    if (event->button() == Qt::LeftButton) {
        if (target.empty())
            Q_EMIT statusMessage(tr("Nothing to fail here: click a device, a port stub or a cable."));
        else
            toggle(target);
        return true;
    }
    if (event->button() != Qt::RightButton)
        return false;
    std::string device;
    for (QGraphicsItem* item : m_view->designScene()->items(scenePos))
        if (auto* d = qgraphicsitem_cast<DeviceItem*>(item)) {
            device = d->id();
            break;
        }
    if (device.empty())
        return true;
    QMenu menu(m_view);
    models::DesignDocument* doc = m_view->designScene()->document();
    std::vector<std::string> targets{device};
    for (const std::string& t : relatedTargets(device))
        targets.push_back(t);
    for (const std::string& t : targets) {
        const QString label = doc->isFailed(t) ? tr("Repair %1").arg(qs(t)) : tr("Fail %1").arg(qs(t));
        menu.addAction(label, this, [this, t] { toggle(t); });
    }
    keepKeysInMenu(&menu); // an "s" typed there does not switch to the Select tool behind it
    menu.exec(event->globalPosition().toPoint());
    return true;
}

bool FailTool::mouseMove(QMouseEvent*, const QPointF&) { return false; } // hover tooltips stay live

bool FailTool::mouseRelease(QMouseEvent*, const QPointF&) { return true; }

} // namespace topoplan::widgets
