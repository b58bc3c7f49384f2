#include "widgets/minimap.h"

#include "models/designdocument.h"
#include "widgets/designscene.h"
#include "widgets/designview.h"

#include <QMouseEvent>

namespace topoplan::widgets {

Minimap::Minimap(DesignView* view) : QGraphicsView(view->scene(), view->viewport()), m_view(view)
{
    setObjectName(QStringLiteral("minimap"));
    setInteractive(false);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setViewportUpdateMode(QGraphicsView::NoViewportUpdate);
    setOptimizationFlag(QGraphicsView::DontSavePainterState);
    setRenderHints(QPainter::Antialiasing);
    setBackgroundBrush(QColor(0xfa, 0xfa, 0xf8));
    setFrameShape(QFrame::Box);
    setStyleSheet(QStringLiteral("QGraphicsView#minimap { border: 1px solid #9aa0a6; }"));
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("Overview: click or drag to move the canvas"));
    m_repaint.setSingleShot(true);
    m_repaint.setInterval(200);
    connect(&m_repaint, &QTimer::timeout, this, [this] { viewport()->update(); });
    // The document's changes, not QGraphicsScene::changed: a connection to that signal
    // routes every item update of the canvas through it (tst_designscene, far zoom).
    auto later = [this] {
        if (isVisible() && !m_repaint.isActive())
            m_repaint.start();
    };
    using D = models::DesignDocument;
    const D* doc = view->designScene()->document();
    for (auto signal : {&D::topologyChanged, &D::designReplaced, &D::failuresChanged, &D::canvasNotesChanged})
        connect(doc, signal, this, later);
    connect(doc, &D::deviceChanged, this, later);
    connect(scene(), &QGraphicsScene::sceneRectChanged, this, &Minimap::refresh);
}

void Minimap::refresh()
{
    if (!isVisible())
        return;
    QRectF r = m_view->designScene()->contentRect();
    if (r.isNull())
        return;
    r.adjust(-20, -20, 20, 20);
    setSceneRect(r);
    fitInView(r, Qt::KeepAspectRatio);
    viewport()->update();
}

QRectF Minimap::visibleRect() const
{
    return m_view->mapToScene(m_view->viewport()->rect()).boundingRect();
}

void Minimap::drawForeground(QPainter* painter, const QRectF& rect)
{
    QGraphicsView::drawForeground(painter, rect);
    QColor fill(0x1a, 0x73, 0xe8, 40);
    painter->setBrush(fill);
    painter->setPen(QPen(QColor(0x1a, 0x73, 0xe8), 0)); // cosmetic: 1 pixel at any scale
    painter->drawRect(visibleRect());
}

void Minimap::panTo(const QPoint& viewportPos)
{
    m_view->centreOn(mapToScene(viewportPos));
    viewport()->update();
}

void Minimap::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton)
        panTo(event->position().toPoint());
    event->accept();
}

void Minimap::mouseMoveEvent(QMouseEvent* event)
{
    if (event->buttons() & Qt::LeftButton)
        panTo(event->position().toPoint());
    event->accept();
}

void Minimap::wheelEvent(QWheelEvent* event) { event->accept(); }

} // namespace topoplan::widgets
