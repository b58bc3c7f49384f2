#include "widgets/designview.h"

#include "models/catalogmodel.h"
#include "widgets/abstracttool.h"
#include "widgets/designlayout.h"
#include "widgets/designscene.h"
#include "widgets/minimap.h"
#include "widgets/noteitem.h"
#include "widgets/deviceitem.h"
#include "widgets/measurementimportui.h"
#include "models/analysisrunner.h"
#include "models/designdocument.h"

#include <QCursor>
#include <QDragEnterEvent>
#include <QMenu>
#include <QMimeData>
#include <QMouseEvent>
#include <QPointer>
#include <QScrollBar>
#include <QToolTip>
#include <QResizeEvent>
#include <QWheelEvent>

#include <algorithm>
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
    m_minimap = new Minimap(this);
    m_minimap->hide();
    connect(scene, &QGraphicsScene::sceneRectChanged, this, &DesignView::updateMinimap);
}

bool DesignView::event(QEvent* event)
{
    // While a canvas note is edited in place its keys are text: the canvas shortcuts
    // (Delete, Backspace, the tool letters S / C / X, F) must not take them.
    if (event->type() == QEvent::ShortcutOverride && editingNote()) {
        event->accept();
        return true;
    }
    return QGraphicsView::event(event);
}

bool DesignView::editingNote() const
{
    const auto* note = dynamic_cast<const NoteItem*>(m_scene->focusItem());
    return note && note->isEditing();
}

void DesignView::scrollContentsBy(int dx, int dy)
{
    QGraphicsView::scrollContentsBy(dx, dy);
    updateMinimap();
}

void DesignView::updateMinimap()
{
    if (!m_minimap)
        return;
    const QRectF items = m_scene->contentRect();
    const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
    // Some slack: a design that fits but for its last few units needs no overview.
    const bool exceeds = !items.isNull() && !visible.adjusted(-10, -10, 10, 10).contains(items);
    const QSize vp = viewport()->size();
    const QSize size(std::clamp(vp.width() / 5, 120, 240), std::clamp(vp.height() / 5, 90, 180));
    if (!exceeds || vp.width() < 3 * size.width() || vp.height() < 3 * size.height()) {
        m_minimap->hide();
        return;
    }
    m_minimap->setGeometry(QRect(viewport()->rect().bottomRight() - QPoint(size.width() + 8, size.height() + 8), size));
    const bool wasHidden = m_minimap->isHidden();
    m_minimap->show();
    m_minimap->raise();
    if (wasHidden || m_minimap->sceneRect() != items.adjusted(-20, -20, 20, 20))
        m_minimap->refresh();
    else
        m_minimap->viewport()->update();
}

void DesignView::zoomToRect(const QRectF& rect)
{
    m_autoFit = false;
    const QRectF r = rect.adjusted(-40, -40, 40, 40);
    const QSize vp = viewport()->size();
    const double scale = std::clamp(std::min(vp.width() / r.width(), vp.height() / r.height()), 0.05, 3.0);
    setTransform(QTransform::fromScale(scale, scale));
    centerOn(r.center());
    updateMinimap();
}

bool DesignView::zoomToSelection()
{
    QRectF r;
    for (QGraphicsItem* i : m_scene->selectedItems())
        r = r.isNull() ? i->sceneBoundingRect() : r.united(i->sceneBoundingRect());
    if (r.isNull())
        return false;
    zoomToRect(r);
    return true;
}

void DesignView::bringIntoView(const QRectF& rect)
{
    const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
    if (visible.contains(rect))
        return;
    m_autoFit = false;
    if (rect.width() > visible.width() || rect.height() > visible.height())
        zoomToRect(rect);
    else
        centerOn(rect.center());
    updateMinimap();
}

void DesignView::centreOn(const QPointF& p)
{
    m_autoFit = false;
    centerOn(p);
    updateMinimap();
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
    updateMinimap();
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
    updateMinimap();
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
    updateMinimap();
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
    if (event->modifiers() & Qt::ShiftModifier) {
        // Sideways, as in draw.io and Visio (a mouse has one wheel).
        const int delta = event->angleDelta().y() != 0 ? event->angleDelta().y() : event->angleDelta().x();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta * horizontalScrollBar()->singleStep() / 40);
        m_autoFit = false;
        event->accept();
        return;
    }
    m_autoFit = false;
    QGraphicsView::wheelEvent(event);
}

void DesignView::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat() && !editingNote()) {
        m_spaceHeld = true;
        viewport()->setCursor(Qt::OpenHandCursor);
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void DesignView::keyReleaseEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat() && m_spaceHeld) {
        m_spaceHeld = false;
        viewport()->setCursor(Qt::ArrowCursor);
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

void DesignView::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasFormat(QString::fromLatin1(models::CatalogModel::kMimeType)) ||
        !droppedFiles(event->mimeData()).isEmpty())
        event->acceptProposedAction();
    else
        event->ignore();
}

void DesignView::dragMoveEvent(QDragMoveEvent* event)
{
    if (event->mimeData()->hasFormat(QString::fromLatin1(models::CatalogModel::kMimeType)) ||
        !droppedFiles(event->mimeData()).isEmpty())
        event->acceptProposedAction();
    else
        event->ignore();
}

bool DesignView::dropMeasurement(const QStringList& files, const QPoint& viewPos)
{
    const core::Design& design = m_scene->document()->design();
    // The topmost device there that runs workloads (a sled over its chassis).
    QStringList ids;
    std::vector<int> indices;
    for (QGraphicsItem* item : items(viewPos)) {
        const auto* device = qgraphicsitem_cast<DeviceItem*>(item);
        if (!device)
            continue;
        for (std::size_t i = 0; i < design.workloads.size(); ++i)
            if (design.workloads[i].host == device->id()) {
                ids << QString::fromStdString(design.workloads[i].id);
                indices.push_back(int(i));
            }
        if (!ids.isEmpty())
            break;
    }
    if (ids.isEmpty()) {
        Q_EMIT statusMessage(tr("Not imported: drop a measurement file on a host that runs a workload."));
        return false;
    }
    int chosen = 0;
    if (ids.size() > 1) {
        if (m_chooseWorkload) {
            chosen = m_chooseWorkload(ids);
        } else {
            QMenu menu(this);
            menu.addSection(tr("Import the measurement into"));
            for (const QString& id : ids)
                menu.addAction(id);
            const QAction* picked = menu.exec(QCursor::pos());
            chosen = picked ? int(ids.indexOf(picked->text())) : -1;
        }
    }
    if (chosen < 0 || chosen >= int(ids.size()))
        return false;
    bool ok = false;
    // After "Import Anyway" (later): the status text, and the workload shown as after an import.
    const QPointer<DesignView> self(this);
    const int workload = indices[std::size_t(chosen)];
    const auto later = [self, workload](const QString& message, bool imported) {
        if (!self)
            return;
        Q_EMIT self->statusMessage(message);
        if (imported)
            Q_EMIT self->measurementImported(workload);
    };
    Q_EMIT statusMessage(importMeasurementFiles(this, m_scene->document(), workload, files, &ok, {}, false, later,
                                                m_runner ? m_runner->useCase() : QString()));
    if (ok)
        Q_EMIT measurementImported(workload);
    return ok;
}

void DesignView::dropEvent(QDropEvent* event)
{
    if (const QStringList files = droppedFiles(event->mimeData()); !files.isEmpty()) {
        if (dropMeasurement(files, event->position().toPoint()))
            event->acceptProposedAction();
        else
            event->ignore();
        return;
    }
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

void DesignView::drawForeground(QPainter* painter, const QRectF& rect)
{
    QGraphicsView::drawForeground(painter, rect);
    if (m_tool)
        m_tool->drawForeground(painter, rect);
}

} // namespace topoplan::widgets
