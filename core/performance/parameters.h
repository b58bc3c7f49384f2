#pragma once
// The performance model's parameter registry and the context through which the model reads
// every number it uses (issue 15, part 2). The registry (parameters.cpp) holds, for each
// parameter, its point value, a low/high range, its basis (sourced / assumed; measured ones
// come from `measured:` baselines) and the sentence that justifies value and range. One
// evaluation of the model reads each parameter through a ParameterContext, which applies
// PerformanceOptions::overrides and records what was used (PerformanceResult::parameters).
// docs/performance-model.md, "Parameters".

#include "core/performance/uncertainty.h"

#include <map>
#include <string>
#include <vector>

namespace topoplan::core {

struct Model;

/// One registry entry. For a global or workload-scoped parameter `value`, `low`, `high` are
/// absolute (in `unit`); for a catalog parameter (`catalogKey` set) the value comes from the
/// catalog model and `low`, `high` are factors applied to it (`relative`).
struct ParameterSpec {
    const char* name;      ///< id without scope ("cpu-per-physical-io")
    const char* label;     ///< "CPU per physical I/O"
    const char* unit;      ///< unit of value, low and high ("us", "ms", "MB/s", "", ...)
    double value;          ///< point value (absolute specs)
    double low;
    double high;
    Basis basis;
    const char* basisText; ///< source or reason for the value and the range
    bool relative = false; ///< low/high are factors of the catalog value
    const char* catalogKey = nullptr; ///< catalog param the value comes from (relative specs)
};

/// Every registry entry, in the order of docs/performance-model.md's table.
const std::vector<ParameterSpec>& parameterRegistry();

/// The registry entry named `name`, or nullptr.
const ParameterSpec* findParameterSpec(const std::string& name);

/// Reads parameters for one model evaluation. Not thread-safe; one per evaluation.
class ParameterContext {
public:
    /// `overrides` may be null (the point estimate); it must outlive the context.
    explicit ParameterContext(const ParameterOverrides* overrides = nullptr) : m_overrides(overrides) {}

    /// The value of the registry parameter `name` (absolute spec) in its unit, scoped as
    /// "<scope>/<name>" when `scope` is not empty (a workload or device id); its override
    /// when one is given. Recorded once per id.
    double value(const std::string& name, const std::string& scope = {});

    /// The value of catalog parameter `spec->catalogKey` of `model` with the range of the
    /// relative registry entry `name`, scoped "<scope>/<name>". When the model does not give
    /// the parameter, `fallback` is used, basis assumed, with `fallbackText` as the reason
    /// and the same relative range. Catalog sources starting with "assumed" give basis
    /// assumed, others sourced.
    double catalog(const std::string& name, const std::string& scope, const Model& model, double fallback,
                   const std::string& fallbackText);

    /// A parameter defined by the caller (calibration: Basis::Measured with its derivation).
    /// Returns its override when one is given, else p.value; recorded once per id.
    double use(const Parameter& p);

    /// Every parameter read so far, in first-use order.
    const std::vector<Parameter>& used() const { return m_used; }

private:
    double record(Parameter p);

    const ParameterOverrides* m_overrides = nullptr;
    std::vector<Parameter> m_used;
    std::map<std::string, std::size_t> m_index;
};

/// The registry as a text table (id, label, value, range, unit, basis, justification), one
/// parameter per block, for `topoplan-cli simulate --parameters` and the docs.
std::string parameterTable();

} // namespace topoplan::core
