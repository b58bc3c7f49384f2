#include "widgets/sanactions.h"

#include "models/designdocument.h"
#include "models/zoninghelper.h"
#include "widgets/designscene.h"
#include "widgets/idpicker.h"

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
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
    // The Inspector's pickers: completion, and a drop-down of the valid ids when few
    // (no Pick: the dialog is modal; the selection's initiators come filled in).
    models::ReferenceChoices groupChoices;
    groupChoices.kind = models::ReferenceChoices::Kind::Entry;
    groupChoices.ids = groups;
    groupChoices.what = tr("a port group");
    auto* group = new IdPicker(groupChoices, groups.value(0));
    group->setObjectName(QStringLiteral("portGroup"));
    form->addRow(tr("Port group:"), group);
    models::ReferenceChoices initiatorChoices;
    initiatorChoices.kind = models::ReferenceChoices::Kind::Entry;
    initiatorChoices.multi = true;
    initiatorChoices.ids = candidates;
    initiatorChoices.what = tr("an FC initiator port cabled to an FC switch or IOM");
    QStringList presetValid;
    for (const QString& p : preset)
        if (candidates.contains(p))
            presetValid << p;
    auto* initiators = new IdPicker(initiatorChoices, presetValid.join(QStringLiteral(", ")));
    initiators->setObjectName(QStringLiteral("initiators"));
    initiators->setListStaysOpen(true); // ticks several; Esc closes the list, not the dialog
    initiators->setMinimumWidth(360);
    form->addRow(tr("Initiators:"), initiators);
    layout->addLayout(form);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    if (dialogHook)
        dialogHook(&dialog);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QStringList chosen = initiators->lineEdit()->text().split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts);
    zone(chosen, group->lineEdit()->text().trimmed());
}

} // namespace topoplan::widgets
