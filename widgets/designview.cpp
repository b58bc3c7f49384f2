#include "widgets/designview.h"

#include "models/catalogmodel.h"
#include "widgets/abstracttool.h"
#include "widgets/designlayout.h"
#include "widgets/designscene.h"

#include <QDragEnterEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QScrollBar>
#include <QToolTip>
#include <QResizeEvent>
#include <QWheelEvent>

#include <cmath>

namespace topoplan::widgets {

DesignView::DesignView(DesignScene* scene, QWidget* parent) : QGraphicsView(scene, parent), m_scene(scene)
{
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setDragMode(QGraphicsView::RubberBandDrag);
    setRubberBandSelectionMode(Qt::IntersectsItemShape);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setAcceptDrops(true);
    setMouseTracking(true);
    setBackgroundBrush(QColor(0xfa, 0xfa, 0xf8));
    // Every item's paint() sets the pen, brush, font and antialiasing it draws with, so
    // the view need not save and restore the painter around each of them (a third of
    // the GUI-thread CPU of a whole-canvas repaint of 10,000 devices at fit zoom).
    setOptimizationFlag(QGraphicsView::DontSavePainterState);
    // The view keeps its own scene rect, grown to take the scene's: the scene re-bounds
    // itself after every edit, and following it directly (or refitting) moved the view
    // after a drop. The point at the viewport's centre stays where it is.
    setSceneRect(scene->sceneRect());
    connect(scene, &QGraphicsScene::sceneRectChanged, this, [this](const QRectF& r) {
        // What is visible stays inside the rect: a scene narrower than the viewport would
        // otherwise be re-aligned (centred) as it grows.
        const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
        const QRectF grown = sceneRect().united(r).united(visible);
        if (grown == sceneRect())
            return;
        const QPointF centre = mapToScene(viewport()->rect().center());
        setSceneRect(grown);
        centerOn(centre);
    });
}

void DesignView::setTool(AbstractTool* tool)
{
    if (m_tool == tool)
        return;
    if (m_tool)
        m_tool->deactivate();
    m_tool = tool;
    if (m_tool)
        m_tool->activate();
}

void DesignView::scaleBy(double factor)
{
    const double z = zoom() * factor;
    if (z < 0.05 || z > 8.0)
        return;
    scale(factor, factor);
}

void DesignView::zoomIn()
{
    m_autoFit = false;
    scaleBy(1.25);
}

void DesignView::zoomOut()
{
    m_autoFit = false;
    scaleBy(1.0 / 1.25);
}

void DesignView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    if (m_autoFit && maximumViewportSize() != m_fittedFor)
        fitDesign();
}

void DesignView::fitDesign()
{
    QRectF r = m_scene->itemsBoundingRect();
    if (r.isNull())
        return;
    m_autoFit = true;
    m_fittedFor = maximumViewportSize();
    setSceneRect(m_scene->sceneRect()); // a new design: the view follows its bounds again
    r.adjust(-20, -20, 20, 20);
    fitInView(r, Qt::KeepAspectRatio);
    if (zoom() > 2.0)
        setTransform(QTransform::fromScale(2.0, 2.0));
    centerOn(r.center());
}

void DesignView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::MiddleButton || (m_spaceHeld && event->button() == Qt::LeftButton)) {
        m_panning = true;
        m_autoFit = false;
        m_panLast = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    if (event->button() == Qt::LeftButton && items(event->position().toPoint()).isEmpty())
        Q_EMIT emptyAreaClicked();
    if (m_tool && m_tool->mousePress(event, mapToScene(event->position().toPoint())))
        return;
    QGraphicsView::mousePressEvent(event);
}

void DesignView::mouseMoveEvent(QMouseEvent* event)
{
    if (m_panning) {
        const QPoint p = event->position().toPoint();
        const QPoint d = p - m_panLast;
        m_panLast = p;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
        return;
    }
    if (m_tool && m_tool->mouseMove(event, mapToScene(event->position().toPoint())))
        return;
    QGraphicsView::mouseMoveEvent(event);
}

void DesignView::mouseReleaseEvent(QMouseEvent* event)
{
    if (m_panning) {
        m_panning = false;
        viewport()->setCursor(m_spaceHeld ? Qt::OpenHandCursor : Qt::ArrowCursor);
        return;
    }
    if (m_tool && m_tool->mouseRelease(event, mapToScene(event->position().toPoint())))
        return;
    QGraphicsView::mouseReleaseEvent(event);
}

void DesignView::wheelEvent(QWheelEvent* event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        const double steps = event->angleDelta().y() / 120.0;
        m_autoFit = false;
        scaleBy(std::pow(1.15, steps));
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);
}

void DesignView::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = true;
        viewport()->setCursor(Qt::OpenHandCursor);
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void DesignView::keyReleaseEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = false;
        viewport()->setCursor(Qt::ArrowCursor);
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

void DesignView::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasFormat(QString::fromLatin1(models::CatalogModel::kMimeType)))
        event->acceptProposedAction();
    else
        event->ignore();
}

void DesignView::dragMoveEvent(QDragMoveEvent* event)
{
    if (event->mimeData()->hasFormat(QString::fromLatin1(models::CatalogModel::kMimeType)))
        event->acceptProposedAction();
    else
        event->ignore();
}

void DesignView::dropEvent(QDropEvent* event)
{
    const QByteArray id = event->mimeData()->data(QString::fromLatin1(models::CatalogModel::kMimeType));
    if (id.isEmpty()) {
        event->ignore();
        return;
    }
    // The user works on this view now: a resize (scroll bars coming with a larger scene)
    // no longer refits it.
    m_autoFit = false;
    QString reason;
    const std::string placed =
        m_scene->placeModel(id.toStdString(), mapToScene(event->position().toPoint()), &reason);
    if (placed.empty()) {
        Q_EMIT statusMessage(tr("Not placed: %1").arg(reason));
        QToolTip::showText(mapToGlobal(event->position().toPoint()), tr("Not placed: %1").arg(reason), this);
        event->ignore();
        return;
    }
    Q_EMIT statusMessage(tr("Placed %1.").arg(QString::fromStdString(placed)));
    event->acceptProposedAction();
}

void DesignView::drawBackground(QPainter* painter, const QRectF& rect)
{
    QGraphicsView::drawBackground(painter, rect);
    const double step = DesignLayout::kGrid * 5;
    if (zoom() * step < 12)
        return;
    painter->setPen(QPen(QColor(0xe4, 0xe4, 0xe0), 0));
    const double left = std::floor(rect.left() / step) * step;
    const double top = std::floor(rect.top() / step) * step;
    QVector<QLineF> lines;
    for (double x = left; x < rect.right(); x += step)
        lines.append(QLineF(x, rect.top(), x, rect.bottom()));
    for (double y = top; y < rect.bottom(); y += step)
        lines.append(QLineF(rect.left(), y, rect.right(), y));
    painter->drawLines(lines);
}

} // namespace topoplan::widgets
