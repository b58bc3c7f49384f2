#include "widgets/sanactions.h"

#include "models/designdocument.h"
#include "models/zoninghelper.h"
#include "widgets/designscene.h"

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QVBoxLayout>

namespace topoplan::widgets {

SanActions::SanActions(models::DesignDocument* document, DesignScene* scene, QWidget* parent)
    : QObject(parent), m_document(document), m_scene(scene), m_parent(parent)
{
    m_zone = new QAction(tr("&Zone Initiators to Port Group..."), this);
    m_zone->setObjectName(QStringLiteral("sanZone"));
    m_zone->setToolTip(tr("Single-initiator zones from the chosen initiator ports to the ports of a port group in each "
                          "initiator's own fabric (both fabrics at once)"));
    connect(m_zone, &QAction::triggered, this, [this] { openZoneDialog(); });
    m_fabrics = new QAction(tr("Create &Fabrics from Cabling"), this);
    m_fabrics->setObjectName(QStringLiteral("sanFabrics"));
    m_fabrics->setToolTip(tr("Every connected SAN switch or IOM domain becomes a fabric with its initiator and target ports"));
    connect(m_fabrics, &QAction::triggered, this, [this] {
        Q_EMIT statusMessage(models::createFabricsFromCabling(m_document).message);
    });
}

void SanActions::addTo(QMenu* menu) const
{
    menu->addAction(m_zone);
    menu->addAction(m_fabrics);
}

void SanActions::zone(const QStringList& initiators, const QString& portGroup)
{
    Q_EMIT statusMessage(models::zoneInitiatorsToPortGroup(m_document, initiators, portGroup).message);
}

QStringList SanActions::initiatorsOn(const std::string& id) const
{
    const core::Design& d = m_document->design();
    auto within = [&](std::string dev) {
        for (int guard = 0; guard < 64 && !dev.empty(); ++guard) {
            if (dev == id)
                return true;
            const core::Device* x = d.device(dev);
            dev = x ? x->parent : std::string();
        }
        return false;
    };
    QStringList out;
    for (const QString& ref : models::zoningInitiatorCandidates(*m_document))
        if (within(ref.section(QLatin1Char(':'), 0, 0).toStdString()))
            out << ref;
    return out;
}

QStringList SanActions::portGroups() const
{
    QStringList out;
    for (const core::PortGroup& pg : m_document->design().portGroups)
        out << QString::fromStdString(pg.id);
    return out;
}

void SanActions::openZoneDialog(const QStringList& checked)
{
    const QStringList candidates = models::zoningInitiatorCandidates(*m_document);
    const QStringList groups = portGroups();
    if (candidates.isEmpty() || groups.isEmpty()) {
        Q_EMIT statusMessage(candidates.isEmpty()
                                 ? tr("No initiator port to zone: cable an FC or FCoE initiator to an FC switch or IOM first.")
                                 : tr("No port group to zone to: add one in the Design tree (Port groups) first."));
        return;
    }
    QStringList preset = checked;
    if (preset.isEmpty())
        for (const std::string& id : m_scene->selectedDeviceIds())
            preset << initiatorsOn(id);
    QDialog dialog(m_parent);
    dialog.setWindowTitle(tr("Zone Initiators to Port Group"));
    auto* layout = new QVBoxLayout(&dialog);
    auto* help = new QLabel(tr("One single-initiator zone per initiator, to the ports of the group in the initiator's own "
                               "fabric; existing zones keep their targets. One undo step."));
    help->setWordWrap(true);
    layout->addWidget(help);
    auto* form = new QFormLayout;
    auto* group = new QComboBox;
    group->setObjectName(QStringLiteral("portGroup"));
    group->addItems(groups);
    form->addRow(tr("Port group:"), group);
    layout->addLayout(form);
    auto* list = new QListWidget;
    list->setObjectName(QStringLiteral("initiators"));
    for (const QString& c : candidates) {
        auto* item = new QListWidgetItem(c, list);
        item->setCheckState(preset.contains(c) ? Qt::Checked : Qt::Unchecked);
    }
    layout->addWidget(list);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QStringList chosen;
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->checkState() == Qt::Checked)
            chosen << list->item(i)->text();
    zone(chosen, group->currentText());
}

} // namespace topoplan::widgets
