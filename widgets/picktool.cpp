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
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>
#include <QStatusBar>
#include <QToolTip>

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

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
    // The marks follow the design and the view while the pick runs: an edit meanwhile
    // (undo, a rename, a device moved) re-marks, and a scroll or new routes repaint the
    // whole viewport (a scroll blits the old pixels and draws only the uncovered strip;
    // the veil is redrawn whole so that no ring is left where a target was).
    models::DesignDocument* doc = m_view->designScene()->document();
    m_watch.push_back(connect(doc, &models::DesignDocument::topologyChanged, this, &PickTool::designChanged));
    m_watch.push_back(connect(doc, &models::DesignDocument::designReplaced, this, &PickTool::designChanged));
    m_watch.push_back(connect(doc, &models::DesignDocument::deviceChanged, this, &PickTool::designChanged)); // a move
    m_watch.push_back(connect(m_view->designScene(), &DesignScene::routesUpdated, this, [this] { m_view->viewport()->update(); }));
    for (QScrollBar* bar : {m_view->horizontalScrollBar(), m_view->verticalScrollBar()})
        m_watch.push_back(connect(bar, &QScrollBar::valueChanged, this, [this] { m_view->viewport()->update(); }));
    indexMarks();
    if (m_marks.empty())
        say(tr("%1 (Esc cancels).").arg(m_request.prompt));
    else
        say(tr("%1; valid ones are ringed in green, those listed already in blue (Esc cancels).").arg(m_request.prompt));
    m_view->viewport()->update();
}

void PickTool::indexMarks()
{
    m_marks.clear();
    std::unordered_map<std::string, std::string> parentOf;
    for (const core::Device& d : m_view->designScene()->document()->design().devices)
        parentOf.emplace(d.id, d.parent);
    std::unordered_set<std::string> marked;
    for (const auto* ids : {&m_request.targets, &m_request.listed})
        marked.insert(ids->begin(), ids->end());
    for (const auto* ids : {&m_request.targets, &m_request.listed})
        for (const std::string& id : *ids) {
            // A device inside another marked device (a witness field takes any device) is
            // ringed but not cut out of the veil again: its ancestor's hole holds it.
            bool inside = false;
            for (auto it = parentOf.find(id); !inside && it != parentOf.end() && !it->second.empty();
                 it = parentOf.find(it->second))
                inside = marked.count(it->second) > 0;
            m_marks.push_back({id, ids == &m_request.listed, !inside});
        }
}

void PickTool::designChanged()
{
    if (!m_active)
        return;
    if (m_request.remark)
        m_request.remark(m_request.targets, m_request.listed);
    indexMarks();
    m_view->viewport()->update();
}

QStringList PickTool::marked(bool listed) const
{
    QStringList ids;
    for (const Mark& m : m_marks)
        if (m.listed == listed)
            ids << qs(m.id);
    return ids;
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
    m_marks.clear();
    for (const QMetaObject::Connection& c : m_watch)
        disconnect(c);
    m_watch.clear();
    qApp->removeEventFilter(this);
    if (auto* w = qobject_cast<QMainWindow*>(m_view->window()))
        w->statusBar()->clearMessage();
    if (m_view->tool() == this)
        m_view->setTool(m_previous);
    m_ending = false;
    m_view->viewport()->update(); // the marks go

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

namespace {
/// Where target `id` is drawn (scene units): the ellipse around a port stub, as wide as
/// the stub's pitch less a unit so that the marks of neighbouring stubs do not overlap
/// (a stub is at most 7 x 6 units, DeviceItem::paint), or a device's box; a null
/// rectangle when it is not on the canvas.
QRectF markRect(const DesignLayout& layout, const std::string& id)
{
    const std::size_t colon = id.find(':');
    if (colon == std::string::npos) {
        const DevicePlace* place = layout.device(id);
        return place ? place->rect : QRectF();
    }
    QPointF anchor, normal;
    if (!layout.portAnchor(id, anchor, normal))
        return {};
    double pitch = DesignLayout::kPortPitch;
    if (const DevicePlace* place = layout.device(id.substr(0, colon)))
        if (const auto it = place->ports.find(id.substr(colon + 1)); it != place->ports.end())
            pitch = it->second.pitch;
    const double rx = std::max(4.0, pitch / 2 - 0.5), ry = 5.0;
    return {anchor.x() - rx, anchor.y() - ry, 2 * rx, 2 * ry};
}
} // namespace

void PickTool::drawForeground(QPainter* painter, const QRectF& rect)
{
    if (!m_active || m_marks.empty())
        return;
    const DesignLayout& layout = m_view->designScene()->layout();
    struct Drawn {
        QRectF rect;
        bool port;
        const Mark* mark;
    };
    std::vector<Drawn> drawn;
    QRectF veiled = rect;
    for (const Mark& m : m_marks)
        if (const QRectF r = markRect(layout, m.id); !r.isNull() && r.intersects(rect)) {
            drawn.push_back({r, m.id.find(':') != std::string::npos, &m});
            veiled |= r;
        }
    // The veil: the exposed part with a hole at each mark (odd-even fill; the holes do not
    // overlap: ports apart by their pitch, devices beside each other or inside a hole).
    QPainterPath veil;
    veil.setFillRule(Qt::OddEvenFill);
    veil.addRect(veiled);
    for (const Drawn& m : drawn)
        if (m.mark->hole)
            m.port ? veil.addEllipse(m.rect) : veil.addRect(m.rect);
    painter->save();
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(255, 255, 255, 140));
    painter->drawPath(veil);
    painter->setBrush(Qt::NoBrush);
    for (const Drawn& m : drawn) {
        // Green: valid and not in the field yet; blue: in the field already.
        QPen pen(m.mark->listed ? QColor(0x1f, 0x6f, 0xd0) : QColor(0x00, 0x99, 0x4d), m.port ? 2.0 : 3.0);
        pen.setCosmetic(true);
        painter->setPen(pen);
        m.port ? painter->drawEllipse(m.rect) : painter->drawRect(m.rect.adjusted(-1.5, -1.5, 1.5, 1.5));
    }
    painter->restore();
}

bool PickTool::eventFilter(QObject* watched, QEvent* event)
{
    if (m_active && event->type() == QEvent::KeyPress && static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape) {
        cancel();
        return true;
    }
    return AbstractTool::eventFilter(watched, event);
}

} // namespace topoplan::widgets
