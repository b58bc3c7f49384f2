#include "models/cmddeviceadd.h"

#include "models/designdocument.h"

namespace topoplan::models {

CmdDeviceAdd::CmdDeviceAdd(DesignDocument* document, core::Device device, QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_device(std::move(device))
{
    setText(tr("Add %1").arg(QString::fromStdString(m_device.id)));
}

QString CmdDeviceAdd::check(const DesignDocument& document, const core::Device& device)
{
    if (device.id.empty())
        return tr("The device has no id.");
    if (document.design().device(device.id))
        return tr("A device named '%1' already exists.").arg(QString::fromStdString(device.id));
    const core::Model* model = document.catalog().find(device.model);
    if (!model)
        return tr("Unknown model '%1'.").arg(QString::fromStdString(device.model));
    if (!device.parent.empty()) {
        const core::Device* parent = document.design().device(device.parent);
        const core::Model* parentModel = parent ? document.catalog().find(parent->model) : nullptr;
        const core::SlotSpec* slot = parentModel ? parentModel->slot(device.slot) : nullptr;
        if (slot && model->fits != slot->type)
            return tr("%1 does not fit slot %2 of %3: the slot takes '%4' modules, the model fits '%5'.")
                .arg(QString::fromStdString(model->name), QString::fromStdString(device.slot),
                     QString::fromStdString(device.parent), QString::fromStdString(slot->type),
                     model->fits.empty() ? tr("no slot") : QString::fromStdString(model->fits));
    }
    core::Design candidate = document.design();
    candidate.devices.push_back(device);
    return document.newProblem(std::move(candidate));
}

void CmdDeviceAdd::redo()
{
    m_index = int(m_document->design().devices.size());
    m_document->insertDevice(m_index, m_device);
}

void CmdDeviceAdd::undo()
{
    m_device = m_document->takeDevice(m_index);
}

} // namespace topoplan::models
