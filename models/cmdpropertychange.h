#pragma once

#include "models/cmdentrychange.h"

#include <optional>
#include <string>

namespace topoplan::models {

/// Sets or clears one key of a property bag: a device's `config:` or a workload's
/// `profile:` (keys and types: core/designschema.h). std::nullopt removes the key.
/// A CmdEntryChange of the device or workload with the key changed.
class CmdPropertyChange : public CmdEntryChange {
    Q_DECLARE_TR_FUNCTIONS(CmdPropertyChange)
public:
    enum class Target { DeviceConfig, WorkloadProfile };

    CmdPropertyChange(DesignDocument* document, Target target, const std::string& id, const std::string& key,
                      std::optional<core::PropValue> value, QUndoCommand* parent = nullptr);

    /// The current value of the key, or std::nullopt.
    static std::optional<core::PropValue> current(const DesignDocument& document, Target target, const std::string& id,
                                                  const std::string& key);
    /// Why the value is not accepted (the core's validation of the edited design, e.g.
    /// an unknown drive model); empty when it is.
    static QString check(const DesignDocument& document, Target target, const std::string& id, const std::string& key,
                         const std::optional<core::PropValue>& value);
};

} // namespace topoplan::models
