#include "widgets/cabletool.h"

#include "widgets/designscene.h"
#include "widgets/designview.h"

#include <QGraphicsPathItem>
#include <QMouseEvent>
#include <QToolTip>

namespace topoplan::widgets {

CableTool::~CableTool() { clearRubber(); }

void CableTool::deactivate() { clearRubber(); }

void CableTool::clearRubber()
{
    if (m_rubberScene)
        delete m_rubber;
    m_rubber = nullptr;
    m_rubberScene = nullptr;
    m_from.clear();
    m_clickToEnd = false;
}

void CableTool::beginAt(const std::string& ref)
{
    m_from = ref;
    QPointF normal;
    m_view->designScene()->layout().portAnchor(ref, m_fromPos, normal);
    m_rubber = new QGraphicsPathItem;
    m_rubber->setPen(QPen(QColor(0x1a, 0x73, 0xe8), 1.5, Qt::DashLine));
    m_rubber->setZValue(100);
    m_view->designScene()->addItem(m_rubber);
    m_rubberScene = m_view->designScene();
}

void CableTool::startFrom(const std::string& ref)
{
    clearRubber();
    beginAt(ref);
    m_clickToEnd = true;
    Q_EMIT statusMessage(tr("Cable from %1: click the other port.").arg(QString::fromStdString(ref)));
}

bool CableTool::mousePress(QMouseEvent* event, const QPointF& scenePos)
{
    if (event->button() != Qt::LeftButton)
        return false;
    if (m_clickToEnd && m_rubber) {
        m_clickToEnd = false; // the release of this click ends the cable (mouseRelease)
        return true;
    }
    clearRubber();
    const std::string port = m_view->designScene()->layout().portAt(scenePos);
    if (port.empty()) {
        Q_EMIT statusMessage(tr("Start a cable on a port: press on a port stub and drag to another port."));
        return true;
    }
    beginAt(port);
    Q_EMIT statusMessage(tr("Cable from %1: release on the other port.").arg(QString::fromStdString(port)));
    return true;
}

bool CableTool::mouseMove(QMouseEvent*, const QPointF& scenePos)
{
    if (!m_rubber)
        return false;
    QPointF end = scenePos, normal;
    const std::string over = m_view->designScene()->layout().portAt(scenePos);
    if (!over.empty())
        m_view->designScene()->layout().portAnchor(over, end, normal);
    QPainterPath path(m_fromPos);
    path.lineTo(end);
    m_rubber->setPath(path);
    return true;
}

bool CableTool::mouseRelease(QMouseEvent* event, const QPointF& scenePos)
{
    if (!m_rubber)
        return event->button() == Qt::LeftButton;
    const std::string from = m_from;
    clearRubber();
    const std::string to = m_view->designScene()->layout().portAt(scenePos);
    if (to.empty() || to == from) {
        Q_EMIT statusMessage(tr("No cable: release on another port."));
        return true;
    }
    const QString reason = m_view->designScene()->connectPorts(from, to);
    if (reason.isEmpty()) {
        Q_EMIT statusMessage(tr("Cabled %1 to %2.").arg(QString::fromStdString(from), QString::fromStdString(to)));
    } else {
        Q_EMIT statusMessage(tr("Cable refused: %1").arg(reason));
        QToolTip::showText(event->globalPosition().toPoint(), tr("Cable refused: %1").arg(reason), m_view);
    }
    return true;
}

} // namespace topoplan::widgets
