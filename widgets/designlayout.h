#pragma once

#include <QPointF>
#include <QRectF>
#include <QString>

#include <map>
#include <string>
#include <unordered_map>
#include <vector>

namespace topoplan::core {
class Catalog;
struct Design;
struct Device;
struct Model;
struct PortSpec;
} // namespace topoplan::core

namespace topoplan::widgets {

/// Where a port sits on its device's outline; cables leave a port along its edge's normal.
enum class PortEdge { Top, Bottom };

/// A port stub as drawn: centre of the stub on the device outline (scene units).
struct PortPlace {
    const core::PortSpec* spec = nullptr;
    QPointF anchor;
    PortEdge edge = PortEdge::Bottom;
    double pitch = 11.0; ///< distance to the neighbouring stubs (lanes share it)
    QString label;       ///< short label (the name without the prefix common to the model's ports)
};

/// A slot cell of a device as drawn (scene units), occupied or not.
struct SlotPlace {
    std::string name;
    std::string type;
    QRectF rect;
    std::string occupant; ///< device id seated in it (first slot of a wide device too), or ""
};

/// The drawn geometry of one device.
struct DevicePlace {
    std::string id;
    const core::Model* model = nullptr;
    QRectF rect;   ///< scene rectangle
    int depth = 0; ///< 0 free-standing, 1 seated in a free-standing device, ...
    bool autoPositioned = false; ///< free-standing without `at`: placed by autoLayout()
    std::map<std::string, PortPlace> ports; ///< by port name
    std::vector<SlotPlace> slots;
};

/// The geometry of a whole design: a pure function of the design and the catalog (the
/// design is the only source of truth; canvas items read their shape from here).
/// Free-standing devices sit at their `at` (top-left corner); seated devices fill their
/// slot cells; devices without `at` are placed by models::autoLayout().
class DesignLayout {
public:
    static constexpr double kPortPitch = 11.0;
    static constexpr double kGrid = 10.0;
    static constexpr double kSiteMargin = 24.0; ///< between a site's devices and its outline
    static constexpr double kSiteLabel = 22.0;  ///< band above the devices for the site's name

    void compute(const core::Design& design, const core::Catalog& catalog);

    const DevicePlace* device(const std::string& id) const;
    const std::map<std::string, DevicePlace>& devices() const { return m_devices; }
    /// Scene point where a cable attaches to `ref` ("DEVICE:PORT" or a lane
    /// "DEVICE:PORT:LANE", lanes spread over the stub), and the outward normal of its edge.
    bool portAnchor(const std::string& ref, QPointF& anchor, QPointF& normal) const;
    /// The port reference ("DEVICE:PORT") whose stub is within `tolerance` of `pos`, or "".
    std::string portAt(const QPointF& pos, double tolerance = 6.0) const;
    /// The innermost slot cell under `pos`, preferring cells of type `type` (when not
    /// empty); nullptr if none. `owner` receives the id of the device the slot belongs to.
    const SlotPlace* slotAt(const QPointF& pos, const std::string& type, std::string* owner) const;
    /// The drawn region of each site that has devices: the devices placed at the site
    /// (free-standing, with their seated devices) plus a margin and a label band.
    const std::map<std::string, QRectF>& sites() const { return m_sites; }
    /// Bounding rectangle of everything.
    QRectF bounds() const;

private:
    /// Design::device() in constant time (valid during compute()).
    const core::Device* deviceOf(const std::string& id) const;
    QSizeF preferredSize(const std::string& id, int guard) const;
    void placeRoots(const core::Design& design, const std::map<std::string, std::pair<double, double>>& autoPos);
    /// Puts a free-standing device's ports on its top edge when its cable peers are
    /// mostly above it (decided from a first placement).
    void decidePortSides(const core::Design& design);
    bool portsUp(const std::string& id) const;
    void place(const std::string& id, const QRectF& rect, int depth, int guard);

    const core::Design* m_design = nullptr;
    const core::Catalog* m_catalog = nullptr;
    std::map<std::string, std::vector<std::string>> m_children; ///< seated devices per parent
    std::map<std::string, DevicePlace> m_devices;
    std::unordered_map<std::string, const core::Device*> m_byId;
    std::map<std::string, bool> m_portsUp;
    std::map<std::string, QRectF> m_sites;
};

} // namespace topoplan::widgets
