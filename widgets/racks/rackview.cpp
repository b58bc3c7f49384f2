#include "widgets/racks/rackview.h"

#include "core/catalog.h"
#include "models/cmddevicerack.h"
#include "models/designdocument.h"
#include "models/findingtext.h"

#include <QHelpEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QUndoStack>

#include <algorithm>

namespace topoplan::widgets {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }
} // namespace

RackView::RackView(models::DesignDocument* document, QWidget* parent) : QWidget(parent), m_document(document)
{
    setMouseTracking(false);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
    using D = models::DesignDocument;
    // Every edit ends with topologyChanged() (moves on the canvas do not touch racks).
    connect(document, &D::topologyChanged, this, &RackView::invalidate);
    connect(document, &D::designReplaced, this, &RackView::invalidate);
    connect(document, &D::deviceRenamed, this, &RackView::invalidate);
}

RackView::~RackView() = default;

void RackView::setFaces(const std::vector<RackFace>& faces)
{
    if (faces.empty() || faces == m_faces)
        return;
    m_faces = faces;
    invalidate();
}

void RackView::setSelection(const std::set<std::string>& ids)
{
    std::set<std::string> top;
    for (const std::string& id : ids)
        if (const core::Device* d = m_document->design().device(id))
            if (const core::Device* t = core::topLevelDevice(m_document->design(), *d))
                top.insert(t->id);
    if (top == m_selection)
        return;
    m_selection = std::move(top);
    invalidate();
}

void RackView::setZoom(double zoom)
{
    m_zoom = std::clamp(zoom, 0.25, 4.0);
    updateGeometry();
    resize(sizeHint());
    update();
}

double RackView::fitZoom(int heightPx)
{
    const double h = elevation().size().height();
    return h > 0 ? std::min(1.0, heightPx / h) : 1.0;
}

const RackElevation& RackView::elevation()
{
    if (m_dirty || !m_elevation)
        rebuild();
    return *m_elevation;
}

QPoint RackView::toWidget(const QPointF& p) const { return (p * m_zoom).toPoint(); }
QPointF RackView::toElevation(const QPoint& p) const { return QPointF(p) / m_zoom; }

QSize RackView::sizeHint() const
{
    return m_elevation ? (m_elevation->size() * m_zoom).toSize() + QSize(1, 1) : QSize(400, 300);
}

void RackView::invalidate()
{
    m_dirty = true;
    if (isVisible())
        rebuild();
}

void RackView::rebuild()
{
    // Copied: the elevation keeps pointers into the design, and the document's design is
    // replaced by the next edit while a snapshot shares it.
    m_design = m_document->design();
    m_catalog = m_document->catalogPtr();
    ElevationOptions options;
    options.faces = m_faces;
    options.selected = m_selection;
    options.notRackedList = true;
    m_elevation = std::make_unique<RackElevation>(m_design, *m_catalog, options);
    m_dirty = false;
    updateGeometry();
    resize(sizeHint());
    update();
}

void RackView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_dirty)
        rebuild();
}

void RackView::paintEvent(QPaintEvent*)
{
    const RackElevation& e = elevation();
    QPainter painter(this);
    e.paint(&painter, QRectF(QPointF(0, 0), e.size() * m_zoom));
}

std::optional<RackView::Target> RackView::targetAt(const QPoint& pos) const
{
    if (!m_drag || !m_elevation)
        return std::nullopt;
    const QPointF p = toElevation(pos);
    if (m_elevation->notRackedRect().contains(p))
        return Target{};
    const auto hit = m_elevation->unitAt(p);
    if (!hit)
        return std::nullopt;
    const auto& [column, u] = *hit;
    Target t;
    t.rack = column->rack;
    // Snapped to whole units, never below U1 (a device reaching above the top is refused).
    t.u = std::max(1, u - m_drag->grabOffsetU);
    const std::string columnFace = column->face == RackFace::Rear ? "rear" : "front";
    t.face = m_drag->fromBehind ? m_drag->face : columnFace;
    return t;
}

void RackView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    const RackElevation& e = elevation();
    const QPointF p = toElevation(event->position().toPoint());
    const RackElevation::DeviceBox* box = e.deviceAt(p);
    if (!box)
        return;
    Drag drag;
    drag.device = box->device;
    drag.pressPos = event->position().toPoint();
    drag.fromBehind = box->fromBehind;
    drag.heightU = RackElevation::unitsOf(m_design, *m_catalog, box->device);
    const core::Device* d = m_design.device(box->device);
    drag.face = d && d->mount.face == "rear" ? "rear" : "front";
    if (!box->rack.empty()) {
        const auto hit = e.unitAt(p);
        drag.grabOffsetU = hit ? std::max(0, hit->second - (d ? d->mount.u : 1)) : 0;
    }
    m_drag = drag;
    Q_EMIT deviceClicked(qs(box->device));
}

void RackView::mouseMoveEvent(QMouseEvent* event)
{
    if (!m_drag)
        return QWidget::mouseMoveEvent(event);
    if (!m_drag->moved && (event->position().toPoint() - m_drag->pressPos).manhattanLength() < 4)
        return;
    m_drag->moved = true;
    updateGhost(event->position().toPoint());
}

void RackView::updateGhost(const QPoint& pos)
{
    const std::optional<Target> t = targetAt(pos);
    if (t && !t->rack.empty()) {
        if (m_drag->checked != t) {
            m_drag->checked = t;
            m_drag->reason = models::CmdDeviceRack::check(
                *m_document, m_drag->device, models::CmdDeviceRack::moved(*m_document, m_drag->device, t->rack, t->u, t->face));
        }
        ElevationOptions::Ghost g{m_drag->device, t->rack, t->u, t->face == "rear" ? RackFace::Rear : RackFace::Front,
                                  m_drag->heightU, m_drag->reason.isEmpty()};
        // Seen from the other side the ghost goes in the column of the device's own face when drawn.
        if (std::find(m_faces.begin(), m_faces.end(), g.face) == m_faces.end())
            g.face = m_faces.front();
        m_elevation->setGhost(g);
        if (!m_drag->reason.isEmpty())
            Q_EMIT statusMessage(m_drag->reason);
    } else {
        m_elevation->setGhost(std::nullopt);
    }
    update();
}

void RackView::mouseReleaseEvent(QMouseEvent* event)
{
    if (!m_drag || event->button() != Qt::LeftButton)
        return QWidget::mouseReleaseEvent(event);
    if (m_drag->moved)
        drop(event->position().toPoint());
    m_drag.reset();
    if (m_elevation) {
        m_elevation->setGhost(std::nullopt);
        update();
    }
}

void RackView::drop(const QPoint& pos)
{
    const std::optional<Target> t = targetAt(pos);
    if (!t)
        return; // released beside the racks: nothing changes
    const std::string id = m_drag->device;
    const core::Device* d = m_document->design().device(id);
    if (!d)
        return;
    const core::RackMount mount = models::CmdDeviceRack::moved(*m_document, id, t->rack, t->u, t->face);
    if (mount.rack == d->mount.rack && mount.u == d->mount.u && mount.face == d->mount.face && mount.racked())
        return; // dropped where it was
    if (!mount.racked() && !d->mount.racked())
        return;
    const QString reason = models::CmdDeviceRack::check(*m_document, id, mount);
    if (!reason.isEmpty()) {
        Q_EMIT statusMessage(tr("Cannot rack %1 there: %2").arg(qs(id), reason));
        return;
    }
    m_document->undoStack()->push(new models::CmdDeviceRack(m_document, id, mount));
    Q_EMIT statusMessage(mount.racked() ? tr("Racked %1 at %2 U%3 (%4 face).")
                                              .arg(qs(id), qs(mount.rack))
                                              .arg(mount.u)
                                              .arg(mount.face == "rear" ? tr("rear") : tr("front"))
                                        : tr("%1 is no longer racked.").arg(qs(id)));
}

bool RackView::event(QEvent* event)
{
    if (event->type() != QEvent::ToolTip || !m_elevation)
        return QWidget::event(event);
    auto* help = static_cast<QHelpEvent*>(event);
    const QPointF p = toElevation(help->pos());
    const RackElevation::DeviceBox* box = m_elevation->deviceAt(p);
    if (!box) {
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    QString text = qs(box->device);
    for (const core::RackSummary& r : m_elevation->layout().racks)
        for (const core::MountedDevice& m : r.devices)
            if (m.device == box->device)
                text += tr("\n%1 · %2 U%3-U%4 %5 · %6 depth\nmax. draw %7 W (%8-%9), %10 kg")
                            .arg(qs(m.model), qs(r.rack->id))
                            .arg(m.lowU)
                            .arg(m.highU)
                            .arg(qs(m.face), m.fullDepth ? tr("full") : tr("half"))
                            .arg(QLocale().toString(m.maxW, 'f', 0), QLocale().toString(m.maxWLow, 'f', 0),
                                 QLocale().toString(m.maxWHigh, 'f', 0), QLocale().toString(m.weightKg, 'f', 0));
    for (const core::Finding& f : m_elevation->findings())
        if (std::count(f.ids.begin(), f.ids.end(), box->device))
            text += QStringLiteral("\n") + qs(f.code + ": ") + models::findingMessage(f);
    QToolTip::showText(help->globalPos(), text, this);
    return true;
}

} // namespace topoplan::widgets
