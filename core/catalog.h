#pragma once

#include "core/diagnostic.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace topoplan::core {

/// A numeric model parameter with the document it comes from (spec sheet, paper, or
/// "assumed: ... because ..."). The unit is part of the parameter's name (`cache_gb`).
struct Param {
    double value = 0.0;
    std::string source;
};

/// A physical interface of a catalog model (docs/catalog-format.md, "Ports").
struct PortSpec {
    std::string name;                    ///< unique within the model, no ':'
    double speedGbps = 0.0;              ///< nominal line rate, Gb/s
    std::vector<double> speedsGbps;      ///< every rate the port can run (includes speedGbps)
    std::string media;                   ///< sfp+, sfp28, qsfp28, rj45, backplane, ...
    std::vector<std::string> protocols;  ///< ethernet, fc, fcoe, iscsi, nvme-tcp, sas, infiniband
    std::string role;                    ///< initiator, target, server, uplink, fabric, mgmt, ...
    std::string component;               ///< owning sub-component id, may be empty
    std::vector<std::string> breakouts;  ///< supported breakout modes (4x16gfc, 4x25ge, ...)
    int npar = 0;                        ///< NPAR partitions supported per port
    SourcePos pos;

    bool hasProtocol(const std::string& p) const;
    bool supportsBreakout(const std::string& mode) const;
};

/// A device bay, fabric slot or module bay of a model.
struct SlotSpec {
    std::string name;
    std::string type; ///< matched against a seated model's `fits`
    SourcePos pos;
};

/// A fixed sub-component of a model: a PowerMax director or SLIC, an array controller.
struct ComponentSpec {
    std::string id;
    std::string kind;   ///< director, slic, controller, engine, ...
    std::string parent; ///< enclosing component id, may be empty
    SourcePos pos;
};

/// One expanded chassis midplane rule: bay BAY's connector CONNECTOR port PORT
/// (a port of the adapter a sled seats behind that connector) is wired to port
/// `modulePort` of the module seated in chassis slot `moduleSlot`.
struct MidplaneRule {
    std::string bay;
    std::string connector;
    std::string adapterPort;
    std::string moduleSlot;
    std::string modulePort;
    SourcePos pos;
};

/// For sleds and blades: the module bay whose adapter reaches chassis connector
/// `connector` of the bay at `offset` from the sled's first bay.
struct ConnectorSpec {
    std::string connector;
    int offset = 0;
    std::string slot;
    SourcePos pos;
};

/// A hardware product type. Immutable once loaded into a Catalog.
struct Model {
    std::string id;   ///< vendor/model
    std::string kind; ///< chassis, sled, blade, server, adapter, iom, switch, array, drive, ...
    std::string vendor;
    std::string name;
    std::string source;
    double heightU = 0.0;
    /// Rack-mounted models: true when the model takes the rack's whole depth, so nothing
    /// can be mounted in the same U on the other face (NetBox device type is_full_depth;
    /// the default there, and here, is true).
    bool fullDepth = true;
    /// Manufacturer part number (NetBox device type part_number), empty when unknown.
    std::string partNumber;
    std::string fits; ///< slot type this model seats in; empty for free-standing devices
    int width = 1;    ///< consecutive slots occupied
    std::vector<PortSpec> ports;
    std::vector<SlotSpec> slots;
    std::vector<ComponentSpec> components;
    std::vector<MidplaneRule> midplane;
    std::vector<ConnectorSpec> connectors;
    std::map<std::string, Param> params;
    /// Drives and shelves: the interface they attach by (nvme, sas, sata); empty when the
    /// catalog does not say. The model's source gives it.
    std::string driveInterface;
    /// Models with drive bays or expansion shelves (arrays, nodes, appliances): the
    /// interfaces their bays and shelf connections take; empty when the catalog does not
    /// say (then any drive or shelf is offered). The model's source gives them.
    std::vector<std::string> driveInterfaces;
    /// True when drive or shelf model `part` may go into this model: both name their
    /// interfaces and share one, or either does not say.
    bool takesDrive(const Model& part) const;
    std::string file; ///< catalog file it was read from
    SourcePos pos;

    const PortSpec* port(const std::string& name) const;
    const SlotSpec* slot(const std::string& name) const;
    int slotIndex(const std::string& name) const; ///< -1 if absent
    const ComponentSpec* component(const std::string& id) const;
    /// Parameter value or std::nullopt.
    std::optional<double> param(const std::string& name) const;
    double paramOr(const std::string& name, double fallback) const;
};

/// The models of one or more catalog files, by id. Later files may not redefine an id.
class Catalog {
public:
    /// Adds the models parsed from one catalog file's text; returns false and appends
    /// diagnostics on any error (then nothing of that file is added).
    bool addFromText(const std::string& text, const std::string& fileName, Diagnostics& diagnostics);
    /// Reads a catalog file from disk (size limits as for designs).
    bool addFromFile(const std::string& path, Diagnostics& diagnostics);
    /// The catalog compiled into the program (resources/catalog/*.yaml), or, when the
    /// environment variable TOPOPLAN_RESOURCES names a resources folder, the YAML files
    /// in its catalog/ subfolder (for catalog authors).
    bool addBuiltin(Diagnostics& diagnostics);

    const Model* find(const std::string& id) const;
    const std::vector<std::shared_ptr<const Model>>& models() const { return m_models; }
    std::vector<std::string> files() const { return m_files; }

    /// A process-wide copy of the builtin catalog, loaded once (thread-safe). A file of
    /// it with errors is left out; builtinDiagnostics() says why.
    static std::shared_ptr<const Catalog> builtin();
    /// The diagnostics of loading builtin() (empty for a sound catalog).
    static const Diagnostics& builtinDiagnostics();

private:
    std::vector<std::shared_ptr<const Model>> m_models;
    std::map<std::string, const Model*> m_byId;
    std::vector<std::string> m_files;
};

} // namespace topoplan::core
