#include "models/designtreemodel.h"

#include "core/designloader.h"

#include <functional>
#include "core/numberformat.h"

namespace topoplan::models {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }

QList<QStandardItem*> row(const QString& name, const QString& model, const QString& kind, const QString& detail)
{
    QList<QStandardItem*> items{new QStandardItem(name), new QStandardItem(model), new QStandardItem(kind),
                                new QStandardItem(detail)};
    for (QStandardItem* i : items)
        i->setEditable(false);
    return items;
}
} // namespace

DesignTreeModel::DesignTreeModel(QObject* parent) : QStandardItemModel(parent)
{
    setHorizontalHeaderLabels({tr("Name"), tr("Model"), tr("Kind"), tr("Detail")});
}

void DesignTreeModel::setDesign(const core::LoadedDesign& d)
{
    removeRows(0, rowCount());
    const core::Topology& t = d.topology;

    QStandardItem* devices = new QStandardItem(tr("Devices (%1)").arg(t.devices.size()));
    devices->setEditable(false);
    std::function<void(QStandardItem*, int)> addDevice = [&](QStandardItem* parent, int index) {
        const core::TopoDevice& td = t.devices[index];
        int used = 0, total = 0;
        for (int p : td.ports)
            if (t.ports[p].lane == 0) {
                ++total;
                used += t.isUsed(p) ? 1 : 0;
            }
        const core::Device& dev = d.design.devices[td.designIndex];
        QString detail = total ? tr("%1 of %2 ports used").arg(used).arg(total) : QString();
        if (!dev.slot.empty())
            detail = tr("in slot %1").arg(qs(dev.slot)) + (detail.isEmpty() ? QString() : QStringLiteral("; ") + detail);
        auto items = row(qs(td.id), qs(td.model->id), qs(td.model->kind), detail);
        items.front()->setToolTip(qs(td.model->vendor + " " + td.model->name));
        parent->appendRow(items);
        for (int c : td.children)
            addDevice(items.front(), c);
    };
    for (int i = 0; i < int(t.devices.size()); ++i)
        if (t.devices[i].parent < 0)
            addDevice(devices, i);
    appendRow(devices);

    QStandardItem* links = new QStandardItem(tr("Links (%1)").arg(t.links.size()));
    links->setEditable(false);
    for (const core::TopoLink& l : t.links) {
        const QString kind = l.midplane ? tr("midplane") : l.breakout.empty() ? tr("cable") : tr("breakout %1").arg(qs(l.breakout));
        links->appendRow(row(qs(t.ports[l.a].ref), qs(t.ports[l.b].ref), kind,
                             tr("%1 Gb/s %2").arg(qs(core::formatNumber(l.speedGbps)), qs(l.family))));
    }
    appendRow(links);

    QStandardItem* workloads = new QStandardItem(tr("Workloads (%1)").arg(d.design.workloads.size()));
    workloads->setEditable(false);
    for (const core::Workload& w : d.design.workloads)
        workloads->appendRow(row(qs(w.id), qs(w.engine), qs(core::propString(w.profile, "kind")),
                                 tr("on %1, storage %2").arg(qs(w.host), qs(w.storage))));
    appendRow(workloads);
}

} // namespace topoplan::models
