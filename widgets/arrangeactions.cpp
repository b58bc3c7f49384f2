#include "widgets/arrangeactions.h"

#include "models/cmddevicemove.h"
#include "models/designdocument.h"
#include "widgets/designscene.h"

#include <QAction>
#include <QMenu>
#include <QUndoStack>

#include <algorithm>
#include <vector>

namespace topoplan::widgets {

ArrangeActions::ArrangeActions(DesignScene* scene, QObject* parent) : QObject(parent), m_scene(scene) {}

void ArrangeActions::addTo(QMenu* menu)
{
    struct Entry {
        Mode mode;
        QString text;
        const char* name;
    };
    const Entry entries[] = {
        {Mode::Left, tr("Align &Left"), "align-left"},
        {Mode::HCenter, tr("Align &Centres Horizontally"), "align-hcenter"},
        {Mode::Right, tr("Align &Right"), "align-right"},
        {Mode::Top, tr("Align &Top"), "align-top"},
        {Mode::VCenter, tr("Align C&entres Vertically"), "align-vcenter"},
        {Mode::Bottom, tr("Align &Bottom"), "align-bottom"},
        {Mode::DistributeH, tr("Distribute &Horizontally"), "distribute-h"},
        {Mode::DistributeV, tr("Distribute &Vertically"), "distribute-v"},
    };
    for (const Entry& e : entries) {
        if (e.mode == Mode::Top || e.mode == Mode::DistributeH)
            menu->addSeparator();
        const Mode mode = e.mode;
        menu->addAction(e.text, this, [this, mode] { arrange(mode); })->setObjectName(QString::fromLatin1(e.name));
    }
}

std::map<std::string, QPointF> ArrangeActions::arranged(const std::map<std::string, QRectF>& boxes, Mode mode)
{
    std::map<std::string, QPointF> out;
    if (boxes.empty())
        return out;
    QRectF all;
    for (const auto& [id, r] : boxes)
        all = all.isNull() ? r : all.united(r);
    if (mode == Mode::DistributeH || mode == Mode::DistributeV) {
        const bool h = mode == Mode::DistributeH;
        std::vector<std::pair<std::string, QRectF>> order(boxes.begin(), boxes.end());
        std::stable_sort(order.begin(), order.end(), [h](const auto& a, const auto& b) {
            return h ? a.second.center().x() < b.second.center().x() : a.second.center().y() < b.second.center().y();
        });
        double used = 0.0;
        for (const auto& [id, r] : order)
            used += h ? r.width() : r.height();
        // Equal gaps between the boxes over the span from the first box's start to the last
        // box's end (what draw.io and Visio do; the gap may be negative when they overlap).
        const double span = h ? order.back().second.right() - order.front().second.left()
                              : order.back().second.bottom() - order.front().second.top();
        const double gap = order.size() > 1 ? (span - used) / double(order.size() - 1) : 0.0;
        double at = h ? order.front().second.left() : order.front().second.top();
        for (const auto& [id, r] : order) {
            const QPointF p = h ? QPointF(at, r.top()) : QPointF(r.left(), at);
            if (p != r.topLeft())
                out[id] = p;
            at += (h ? r.width() : r.height()) + gap;
        }
        return out;
    }
    for (const auto& [id, r] : boxes) {
        QPointF p = r.topLeft();
        switch (mode) {
        case Mode::Left: p.setX(all.left()); break;
        case Mode::Right: p.setX(all.right() - r.width()); break;
        case Mode::HCenter: p.setX(all.center().x() - r.width() / 2); break;
        case Mode::Top: p.setY(all.top()); break;
        case Mode::Bottom: p.setY(all.bottom() - r.height()); break;
        case Mode::VCenter: p.setY(all.center().y() - r.height() / 2); break;
        default: break;
        }
        if (p != r.topLeft())
            out[id] = p;
    }
    return out;
}

bool ArrangeActions::arrange(Mode mode)
{
    models::DesignDocument* doc = m_scene->document();
    std::map<std::string, QRectF> boxes;
    for (std::string id : m_scene->selectedDeviceIds()) {
        for (int guard = 0; guard < 16; ++guard) { // a card or sled counts as its chassis
            const core::Device* d = doc->design().device(id);
            if (!d || d->parent.empty() || !doc->design().device(d->parent))
                break;
            id = d->parent;
        }
        if (const DevicePlace* p = m_scene->layout().device(id))
            boxes[id] = p->rect;
    }
    const bool distribute = mode == Mode::DistributeH || mode == Mode::DistributeV;
    const std::size_t needed = distribute ? 3 : 2;
    if (boxes.size() < needed) {
        Q_EMIT statusMessage(distribute ? tr("Select at least 3 devices to distribute (%1 selected).").arg(boxes.size())
                                        : tr("Select at least 2 devices to align (%1 selected).").arg(boxes.size()));
        return false;
    }
    std::map<std::string, models::CmdDeviceMove::Position> positions;
    for (const auto& [id, p] : arranged(boxes, mode))
        positions[id] = std::pair<double, double>(p.x(), p.y());
    if (positions.empty())
        return true; // already arranged
    doc->undoStack()->push(new models::CmdDeviceMove(doc, positions));
    return true;
}

} // namespace topoplan::widgets
