#include "widgets/inspector.h"

#include "core/catalog.h"
#include "core/designschema.h"
#include "core/numberformat.h"
#include "core/topology.h"
#include "models/designdocument.h"
#include "models/kindstyle.h"
#include "widgets/designscene.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <set>

namespace topoplan::widgets {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }

QString valueText(const std::optional<core::PropValue>& v)
{
    if (!v)
        return {};
    if (const double* d = std::get_if<double>(&*v))
        return qs(core::formatNumber(*d));
    if (const bool* b = std::get_if<bool>(&*v))
        return *b ? QStringLiteral("true") : QStringLiteral("false");
    return qs(std::get<std::string>(*v));
}

QLabel* heading(const QString& text)
{
    auto* l = new QLabel(QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped()));
    l->setContentsMargins(0, 8, 0, 2);
    l->setWordWrap(true);
    return l;
}

/// Configuration keys always offered for a kind (others appear once set in the file).
std::set<std::string> offeredConfigKeys(const std::string& kind)
{
    if (kind == "server" || kind == "sled" || kind == "blade")
        return {"memory_gb", "cpus", "cores_per_cpu"};
    if (kind == "hci-node")
        return {"memory_gb", "cpus", "cores_per_cpu", "drives", "drive_model", "disk_groups",
                "cache_drives_per_group", "capacity_drives_per_group", "cache_drive_model"};
    if (kind == "sds-node")
        return {"memory_gb", "cpus", "cores_per_cpu", "drives", "drive_model"};
    if (kind == "array")
        return {"drives", "drive_model", "raid", "spares", "cache_gb", "bricks"};
    if (kind == "backup-appliance")
        return {"drive_model", "raid", "disk_groups", "drives_per_group", "spares_per_group", "shelves", "shelf_model"};
    return {};
}

const std::set<std::string> kOfferedProfileKeys = {"kind", "tool", "users", "think_ms", "read_pct", "read_kb", "write_kb"};
} // namespace

Inspector::Inspector(DesignScene* scene, QWidget* parent) : QWidget(parent), m_scene(scene), m_scroll(new QScrollArea)
{
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setFrameShape(QFrame::NoFrame);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_scroll);
    connect(scene, &QGraphicsScene::selectionChanged, this, &Inspector::scheduleRebuild);
    auto* doc = scene->document();
    connect(doc, &models::DesignDocument::topologyChanged, this, &Inspector::scheduleRebuild);
    connect(doc, &models::DesignDocument::deviceChanged, this, &Inspector::scheduleRebuild);
    connect(doc, &models::DesignDocument::workloadChanged, this, &Inspector::scheduleRebuild);
    rebuild();
}

void Inspector::scheduleRebuild()
{
    if (m_rebuildPending)
        return;
    m_rebuildPending = true;
    QTimer::singleShot(0, this, &Inspector::rebuild);
}

void Inspector::rebuild()
{
    m_rebuildPending = false;
    auto* page = new QWidget;
    auto* form = new QFormLayout(page);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setLabelAlignment(Qt::AlignLeft);
    const auto devices = m_scene->selectedDeviceIds();
    const auto links = m_scene->selectedLinkIds();
    if (devices.size() == 1 && links.empty())
        showDevice(form, devices.front());
    else if (links.size() == 1 && devices.empty())
        showLink(form, links.front());
    else if (!devices.empty() || !links.empty())
        form->addRow(new QLabel(tr("%1 devices and %2 cables selected.").arg(devices.size()).arg(links.size())));
    else
        showDesign(form);
    QWidget* old = m_scroll->takeWidget();
    m_scroll->setWidget(page);
    if (old)
        old->deleteLater();
}

void Inspector::showDesign(QFormLayout* form)
{
    const auto* doc = m_scene->document();
    const core::Design& d = doc->design();
    form->addRow(heading(doc->title()));
    form->addRow(tr("Devices"), new QLabel(QString::number(d.devices.size())));
    form->addRow(tr("Cables"), new QLabel(QString::number(d.links.size())));
    if (const core::Topology* t = doc->topology())
        form->addRow(tr("Midplane links"),
                     new QLabel(QString::number(std::count_if(t->links.begin(), t->links.end(),
                                                              [](const core::TopoLink& l) { return l.midplane; }))));
    form->addRow(tr("Workloads"), new QLabel(QString::number(d.workloads.size())));
    form->addRow(tr("Storage groups"), new QLabel(QString::number(d.storageGroups.size())));
    int errors = 0;
    for (const core::Diagnostic& x : doc->diagnostics())
        errors += x.severity == core::Diagnostic::Severity::Error ? 1 : 0;
    auto* state = new QLabel(errors ? tr("%n error(s): see Findings", nullptr, errors) : tr("valid"));
    state->setStyleSheet(errors ? QStringLiteral("color: #b00020") : QStringLiteral("color: #1b7f3b"));
    form->addRow(tr("Design"), state);
    auto* hint = new QLabel(tr("Select a device or a cable to see and edit its properties. Drag models from the "
                               "palette; use the Cable tool (C) to connect ports."));
    hint->setWordWrap(true);
    hint->setStyleSheet(QStringLiteral("color: #555"));
    form->addRow(hint);
}

void Inspector::showDevice(QFormLayout* form, const std::string& id)
{
    const auto* doc = m_scene->document();
    const core::Device* d = doc->design().device(id);
    if (!d)
        return;
    const core::Model* m = doc->catalog().find(d->model);
    form->addRow(heading(qs(id)));
    form->addRow(tr("Model"), new QLabel(m ? qs(m->vendor + " " + m->name) : qs(d->model)));
    auto* idLabel = new QLabel(qs(d->model));
    idLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(tr("Catalog id"), idLabel);
    if (m)
        form->addRow(tr("Kind"), new QLabel(models::kindLabel(m->kind)));
    if (!d->parent.empty())
        form->addRow(tr("Seated in"), new QLabel(tr("%1, slot %2").arg(qs(d->parent), qs(d->slot))));
    else {
        const QPointF p = m_scene->devicePosition(id);
        form->addRow(tr("Position"), new QLabel(d->at ? QStringLiteral("%1, %2").arg(p.x()).arg(p.y())
                                                      : tr("%1, %2 (automatic)").arg(p.x()).arg(p.y())));
    }
    if (m && !m->ports.empty()) {
        int used = 0;
        for (const core::PortSpec& p : m->ports)
            used += m_scene->isPortUsed(id + ":" + p.name) ? 1 : 0;
        form->addRow(tr("Ports"), new QLabel(tr("%1 of %2 in use").arg(used).arg(m->ports.size())));
    }
    if (m && !m->slots.empty()) {
        int used = 0;
        for (const core::Device& c : doc->design().devices)
            used += c.parent == id ? 1 : 0;
        form->addRow(tr("Slots"), new QLabel(tr("%1 of %2 occupied").arg(used).arg(m->slots.size())));
    }

    const std::set<std::string> offered = offeredConfigKeys(m ? m->kind : std::string());
    bool headed = false;
    for (const core::PropSpec& spec : core::deviceConfigSchema()) {
        if (!offered.count(spec.key) && !core::propHas(d->config, spec.key))
            continue;
        if (!headed) {
            form->addRow(heading(tr("Configuration")));
            headed = true;
        }
        addPropEditor(form, models::CmdPropertyChange::Target::DeviceConfig, id, spec);
    }
    if (!d->partitions.empty()) {
        form->addRow(heading(tr("NPAR partitions")));
        for (const core::Partition& p : d->partitions)
            form->addRow(tr("port %1 / %2").arg(qs(p.port), qs(p.id)),
                         new QLabel(tr("%1, %2 Gb/s, %3").arg(qs(p.function), qs(core::formatNumber(p.gbps)), qs(p.network))));
    }
    for (const core::Workload& w : doc->design().workloads) {
        if (w.host != id)
            continue;
        form->addRow(heading(tr("Workload %1").arg(qs(w.id))));
        form->addRow(tr("Storage"), new QLabel(qs(w.storage + (w.storageGroup.empty() ? "" : " / " + w.storageGroup))));
        for (const core::PropSpec& spec : core::profileSchema())
            if (kOfferedProfileKeys.count(spec.key) || core::propHas(w.profile, spec.key))
                addPropEditor(form, models::CmdPropertyChange::Target::WorkloadProfile, w.id, spec);
    }
}

void Inspector::showLink(QFormLayout* form, const std::string& linkId)
{
    const auto* doc = m_scene->document();
    const int index = doc->linkIndex(linkId);
    if (index < 0)
        return;
    const core::Link& l = doc->design().links[index];
    form->addRow(heading(tr("Cable")));
    form->addRow(tr("End A"), new QLabel(qs(l.a)));
    form->addRow(tr("End B"), new QLabel(qs(l.b)));
    if (!l.breakout.empty())
        form->addRow(tr("Breakout"), new QLabel(qs(l.breakout)));
    if (const core::Topology* t = doc->topology())
        for (const core::TopoLink& tl : t->links)
            if (tl.id == linkId) {
                form->addRow(tr("Rate"), new QLabel(tr("%1 Gb/s").arg(qs(core::formatNumber(tl.speedGbps)))));
                form->addRow(tr("Family"), new QLabel(qs(tl.family)));
            }
    const double u = m_scene->linkUtilization(linkId);
    if (u >= 0)
        form->addRow(tr("Utilization"), new QLabel(tr("%1 % (live analysis)").arg(u * 100, 0, 'f', 1)));
    if (m_scene->isSpof(linkId))
        form->addRow(tr("Redundancy"), new QLabel(tr("single point of failure")));
}

void Inspector::addPropEditor(QFormLayout* form, models::CmdPropertyChange::Target target, const std::string& id,
                              const core::PropSpec& spec)
{
    const QString current = valueText(models::CmdPropertyChange::current(*m_scene->document(), target, id, spec.key));
    const QString key = QString::fromLatin1(spec.key);
    QWidget* editor = nullptr;
    if (spec.type == core::PropSpec::Type::Choice || spec.type == core::PropSpec::Type::Bool) {
        auto* box = new QComboBox;
        box->addItem(QString());
        if (spec.type == core::PropSpec::Type::Bool)
            box->addItems({QStringLiteral("true"), QStringLiteral("false")});
        for (const std::string& c : spec.choices)
            box->addItem(qs(c));
        box->setCurrentText(current);
        connect(box, &QComboBox::activated, this,
                [this, target, id, spec, box] { commit(target, id, spec, box->currentText()); });
        editor = box;
    } else {
        auto* line = new QLineEdit(current);
        line->setPlaceholderText(QStringLiteral("—"));
        connect(line, &QLineEdit::editingFinished, this, [this, target, id, spec, line] {
            if (line->isModified())
                commit(target, id, spec, line->text());
        });
        editor = line;
    }
    editor->setToolTip(QString::fromUtf8(spec.help));
    editor->setObjectName(key);
    form->addRow(key, editor);
}

void Inspector::commit(models::CmdPropertyChange::Target target, const std::string& id, const core::PropSpec& spec,
                       const QString& rawText)
{
    const QString text = rawText.trimmed();
    std::optional<core::PropValue> value;
    if (!text.isEmpty()) {
        switch (spec.type) {
        case core::PropSpec::Type::Number:
        case core::PropSpec::Type::Integer: {
            bool ok = false;
            const double v = text.toDouble(&ok);
            if (!ok || !std::isfinite(v) || v < spec.min || v > spec.max
                || (spec.type == core::PropSpec::Type::Integer && v != std::floor(v))) {
                Q_EMIT statusMessage(tr("%1: '%2' is not accepted (expected %3 from %4 to %5; %6)")
                                         .arg(QString::fromLatin1(spec.key), text,
                                              spec.type == core::PropSpec::Type::Integer ? tr("a whole number")
                                                                                         : tr("a number"),
                                              qs(core::formatNumber(spec.min)), qs(core::formatNumber(spec.max)),
                                              QString::fromUtf8(spec.help)));
                scheduleRebuild();
                return;
            }
            value = v;
            break;
        }
        case core::PropSpec::Type::Bool:
            value = text == QLatin1String("true");
            break;
        default:
            value = text.toStdString();
        }
    }
    auto* doc = m_scene->document();
    if (models::CmdPropertyChange::current(*doc, target, id, spec.key) == value)
        return;
    const QString why = models::CmdPropertyChange::check(*doc, target, id, spec.key, value);
    if (!why.isEmpty()) {
        Q_EMIT statusMessage(tr("Not changed: %1").arg(why));
        scheduleRebuild();
        return;
    }
    doc->undoStack()->push(new models::CmdPropertyChange(doc, target, id, spec.key, value));
}

} // namespace topoplan::widgets
