#include "models/cmddeviceremove.h"

#include "models/designdocument.h"
#include "models/referencecleanup.h"

#include <set>

namespace topoplan::models {

CmdDeviceRemove::CmdDeviceRemove(DesignDocument* document, const std::string& id, QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_id(id)
{
    setText(tr("Remove %1").arg(QString::fromStdString(id)));
    // The device and its descendants.
    m_ids.insert(m_id);
    for (bool grew = true; grew;) {
        grew = false;
        for (const core::Device& dev : document->design().devices)
            if (!dev.parent.empty() && m_ids.count(dev.parent) && m_ids.insert(dev.id).second)
                grew = true;
    }
    m_cleaned = addReferenceCleanup(document, deviceReferences([this](const std::string& d) { return m_ids.count(d) > 0; }), this);
}

void CmdDeviceRemove::redo()
{
    const DesignDocument::StructuralBatch batch(m_document); // one topology build for all
    QUndoCommand::redo(); // the reference clean-up (children), while the devices still exist
    // m_document->design() is read afresh after every take: the document copies its design
    // on write while a worker holds it (sharedSnapshot()), so a reference would go stale.
    const GoneReference gone = deviceReferences([this](const std::string& d) { return m_ids.count(d) > 0; });
    m_links.clear();
    m_devices.clear();
    for (int i = int(m_document->design().links.size()) - 1; i >= 0; --i)
        if (const core::Link& l = m_document->design().links[i]; gone(l.a) || gone(l.b))
            m_links.emplace_back(i, m_document->takeLink(i));
    for (int i = int(m_document->design().devices.size()) - 1; i >= 0; --i)
        if (m_ids.count(m_document->design().devices[i].id))
            m_devices.emplace_back(i, m_document->takeDevice(i));
    std::reverse(m_links.begin(), m_links.end());
    std::reverse(m_devices.begin(), m_devices.end());
}

void CmdDeviceRemove::undo()
{
    const DesignDocument::StructuralBatch batch(m_document); // one topology build for all
    for (const auto& [index, device] : m_devices)
        m_document->insertDevice(index, device);
    for (const auto& [index, link] : m_links)
        m_document->insertLink(index, link);
    QUndoCommand::undo(); // the reference clean-up, once the devices exist again
}

} // namespace topoplan::models
