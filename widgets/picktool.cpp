#include "widgets/picktool.h"

#include "core/design.h"
#include "models/designdocument.h"
#include "widgets/cableitem.h"
#include "widgets/designscene.h"
#include "widgets/designview.h"
#include "widgets/deviceitem.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMainWindow>
#include <QMouseEvent>
#include <QStatusBar>
#include <QToolTip>

namespace topoplan::widgets {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }
} // namespace

PickTool* PickTool::of(DesignView* view)
{
    if (auto* t = view->findChild<PickTool*>(QString(), Qt::FindDirectChildrenOnly))
        return t;
    return new PickTool(view); // AbstractTool: a child of the view
}

PickTool::~PickTool()
{
    if (m_active)
        qApp->removeEventFilter(this);
}

void PickTool::start(Request request)
{
    if (m_active)
        end(false);
    m_request = std::move(request);
    m_previous = m_view->tool() == this ? nullptr : m_view->tool();
    m_active = true;
    qApp->installEventFilter(this);
    m_view->setTool(this);
    say(tr("%1 (Esc cancels).").arg(m_request.prompt));
}

void PickTool::cancel()
{
    if (m_active)
        end(false);
}

void PickTool::activate() { m_view->viewport()->setCursor(Qt::CrossCursor); }

void PickTool::deactivate()
{
    m_view->viewport()->unsetCursor();
    QToolTip::hideText();
    // Another tool chosen while picking (S, C, the tool bar): the pick is dropped.
    if (m_active && !m_ending) {
        m_previous = nullptr;
        end(false);
    }
}

void PickTool::end(bool picked)
{
    m_ending = true;
    m_active = false;
    qApp->removeEventFilter(this);
    if (auto* w = qobject_cast<QMainWindow*>(m_view->window()))
        w->statusBar()->clearMessage();
    if (m_view->tool() == this)
        m_view->setTool(m_previous);
    m_ending = false;
    if (!picked)
        Q_EMIT statusMessage(tr("Pick cancelled."));
    Q_EMIT finished(picked);
}

void PickTool::say(const QString& text)
{
    if (auto* w = qobject_cast<QMainWindow*>(m_view->window()))
        w->statusBar()->showMessage(text);
    else
        Q_EMIT statusMessage(text);
}

std::string PickTool::candidateAt(const QPointF& scenePos, QString* why) const
{
    DesignScene* scene = m_view->designScene();
    const core::Design& design = scene->document()->design();
    const std::string port = scene->layout().portAt(scenePos);
    std::string device, cable;
    for (QGraphicsItem* item : scene->items(scenePos)) {
        if (auto* c = qgraphicsitem_cast<CableItem*>(item)) {
            if (!c->isMidplane() && cable.empty())
                cable = c->linkId();
        } else if (auto* d = qgraphicsitem_cast<DeviceItem*>(item)) {
            device = d->id();
            break;
        }
    }
    if (!port.empty() && device.empty())
        device = port.substr(0, port.find(':'));
    QString reason;
    const auto tryId = [&](const std::string& id) {
        reason = m_request.check ? m_request.check(id) : QString();
        return reason.isEmpty();
    };
    if (m_request.ports && !port.empty() && tryId(port))
        return port;
    if (m_request.links && !cable.empty() && device.empty() && tryId(cable))
        return cable;
    if (m_request.devices)
        for (std::string id = device; !id.empty();) { // innermost seated device outwards
            if (tryId(id))
                return id;
            const core::Device* d = design.device(id);
            id = d ? d->parent : std::string();
        }
    if (reason.isEmpty())
        reason = m_request.ports ? tr("click a port stub") : tr("click a device");
    if (why)
        *why = reason;
    return {};
}

bool PickTool::mousePress(QMouseEvent* event, const QPointF& scenePos)
{
    if (event->button() == Qt::RightButton) {
        cancel();
        return true;
    }
    if (event->button() != Qt::LeftButton)
        return false;
    QString why;
    const std::string id = candidateAt(scenePos, &why);
    if (id.empty()) {
        if (why.endsWith(QLatin1Char('.')))
            why.chop(1);
        say(tr("Not picked: %1. %2 (Esc cancels).").arg(why, m_request.prompt));
        return true;
    }
    const auto picked = m_request.picked;
    end(true);
    if (picked)
        picked(id);
    return true;
}

bool PickTool::mouseMove(QMouseEvent* event, const QPointF& scenePos)
{
    // What a click here would pick, at the cursor.
    QString why;
    const std::string id = candidateAt(scenePos, &why);
    const QPoint global = event->globalPosition().toPoint();
    if (!id.empty())
        QToolTip::showText(global, tr("Pick %1").arg(qs(id)), m_view);
    else
        QToolTip::hideText();
    return true;
}

bool PickTool::mouseRelease(QMouseEvent*, const QPointF&) { return true; }

bool PickTool::eventFilter(QObject* watched, QEvent* event)
{
    if (m_active && event->type() == QEvent::KeyPress && static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape) {
        cancel();
        return true;
    }
    return AbstractTool::eventFilter(watched, event);
}

} // namespace topoplan::widgets
