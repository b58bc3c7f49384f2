#include "models/cmdpropertychange.h"

#include "models/designdocument.h"

namespace topoplan::models {

namespace {
const core::Props* bag(const core::Design& design, CmdPropertyChange::Target target, const std::string& id)
{
    if (target == CmdPropertyChange::Target::DeviceConfig) {
        const core::Device* d = design.device(id);
        return d ? &d->config : nullptr;
    }
    const core::Workload* w = design.workload(id);
    return w ? &w->profile : nullptr;
}

core::Props* bag(core::Design& design, CmdPropertyChange::Target target, const std::string& id)
{
    return const_cast<core::Props*>(bag(static_cast<const core::Design&>(design), target, id));
}
} // namespace

CmdPropertyChange::CmdPropertyChange(DesignDocument* document, Target target, const std::string& id,
                                     const std::string& key, std::optional<core::PropValue> value, QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_target(target), m_id(id), m_key(key), m_new(std::move(value)),
      m_old(current(*document, target, id, key))
{
    setText(tr("Set %1 of %2").arg(QString::fromStdString(key), QString::fromStdString(id)));
}

std::optional<core::PropValue> CmdPropertyChange::current(const DesignDocument& document, Target target,
                                                          const std::string& id, const std::string& key)
{
    const core::Props* props = bag(document.design(), target, id);
    if (!props)
        return std::nullopt;
    const auto it = props->find(key);
    return it == props->end() ? std::nullopt : std::optional<core::PropValue>(it->second);
}

QString CmdPropertyChange::check(const DesignDocument& document, Target target, const std::string& id,
                                 const std::string& key, const std::optional<core::PropValue>& value)
{
    core::Design candidate = document.design();
    core::Props* props = bag(candidate, target, id);
    if (!props)
        return tr("There is no %1 '%2'.")
            .arg(target == Target::DeviceConfig ? tr("device") : tr("workload"), QString::fromStdString(id));
    if (value)
        (*props)[key] = *value;
    else
        props->erase(key);
    return document.newProblem(candidate);
}

void CmdPropertyChange::apply(const std::optional<core::PropValue>& value)
{
    if (m_target == Target::DeviceConfig)
        m_document->setDeviceConfig(m_id, m_key, value);
    else
        m_document->setWorkloadProfile(m_id, m_key, value);
}

void CmdPropertyChange::redo() { apply(m_new); }

void CmdPropertyChange::undo() { apply(m_old); }

} // namespace topoplan::models
