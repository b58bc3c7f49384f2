#include "models/cmdpropertychange.h"

#include "models/designdocument.h"

namespace topoplan::models {

namespace {
Section sectionOf(CmdPropertyChange::Target target)
{
    return target == CmdPropertyChange::Target::DeviceConfig ? Section::Device : Section::Workload;
}

int indexOf(const DesignDocument& document, CmdPropertyChange::Target target, const std::string& id)
{
    return findEntry(document.design(), sectionOf(target), QString::fromStdString(id));
}

core::Props* bag(Entry& entry)
{
    if (auto* d = std::get_if<core::Device>(&entry))
        return &d->config;
    if (auto* w = std::get_if<core::Workload>(&entry))
        return &w->profile;
    return nullptr;
}

/// The entry `id` with `key` set to `value`; std::nullopt when there is no such entry.
std::optional<Entry> changed(const DesignDocument& document, CmdPropertyChange::Target target, const std::string& id,
                             const std::string& key, const std::optional<core::PropValue>& value)
{
    std::optional<Entry> entry = entryAt(document.design(), sectionOf(target), indexOf(document, target, id));
    if (!entry)
        return std::nullopt;
    core::Props* props = bag(*entry);
    if (value)
        (*props)[key] = *value;
    else
        props->erase(key);
    return entry;
}
} // namespace

CmdPropertyChange::CmdPropertyChange(DesignDocument* document, Target target, const std::string& id,
                                     const std::string& key, std::optional<core::PropValue> value, QUndoCommand* parent)
    : CmdEntryChange(document, sectionOf(target), indexOf(*document, target, id),
                     changed(*document, target, id, key, value), parent)
{
    setText(tr("Set %1 of %2").arg(QString::fromStdString(key), QString::fromStdString(id)));
}

std::optional<core::PropValue> CmdPropertyChange::current(const DesignDocument& document, Target target,
                                                          const std::string& id, const std::string& key)
{
    std::optional<Entry> entry = entryAt(document.design(), sectionOf(target), indexOf(document, target, id));
    const core::Props* props = entry ? bag(*entry) : nullptr;
    if (!props)
        return std::nullopt;
    const auto it = props->find(key);
    return it == props->end() ? std::nullopt : std::optional<core::PropValue>(it->second);
}

QString CmdPropertyChange::check(const DesignDocument& document, Target target, const std::string& id,
                                 const std::string& key, const std::optional<core::PropValue>& value)
{
    const std::optional<Entry> entry = changed(document, target, id, key, value);
    if (!entry)
        return tr("There is no %1 '%2'.")
            .arg(target == Target::DeviceConfig ? tr("device") : tr("workload"), QString::fromStdString(id));
    core::Design candidate = document.design();
    putEntry(candidate, sectionOf(target), indexOf(document, target, id), entry, true);
    return document.newProblem(std::move(candidate));
}

} // namespace topoplan::models
