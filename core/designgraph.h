#pragma once

#include "core/designloader.h"

#include <boost/graph/adjacency_list.hpp>

#include <map>
#include <string>
#include <unordered_map>
#include <vector>

namespace topoplan::core {

/// The kinds of traffic a link can carry. A link carries a class when its physical
/// family and the protocols of both end ports allow it (see DesignGraph::linkCarries).
enum class TrafficClass {
    Fc,       ///< Fibre Channel, native or FCoE (FC frames between initiators and targets)
    Iscsi,    ///< iSCSI over TCP/IP
    NvmeTcp,  ///< NVMe/TCP
    Ethernet, ///< plain TCP/IP: LAN, backup (DD Boost), vSAN, PowerFlex SDC
};
inline constexpr int kTrafficClassCount = 4;
/// "fc", "iscsi", "nvme-tcp", "ethernet".
const char* trafficClassName(TrafficClass c);

/// The traffic classes link `link` (Topology link index) of `design` can carry, as bits
/// `1u << int(TrafficClass)`: FC on an FC link, or FCoE on an Ethernet link whose both
/// ends speak FCoE; iSCSI / NVMe/TCP / plain Ethernet on an Ethernet link whose both ends
/// list that protocol; an NPAR-partitioned end only the classes of its partitions'
/// functions (fcoe, iscsi, nic).
unsigned linkTrafficClasses(const Design& design, const Topology& topology, int link);
/// Whether a catalog model kind forwards frames between its ports: switch, iom,
/// fabric-interconnect.
bool isSwitchingKind(const std::string& kind);

/// A vertex of the design graph: a device, a sub-component (director, SLIC, controller),
/// a disk group (DEVICE/dg-N) or a port (whole port or breakout lane).
struct GraphVertex {
    enum class Kind { Device, Component, DiskGroup, Port };
    Kind kind = Kind::Device;
    std::string id;         ///< device id, "DEVICE/COMPONENT", "DEVICE/dg-N" or port reference
    int device = -1;        ///< Topology device index of the device or of the owner
    int port = -1;          ///< Topology port index (ports only)
    bool switching = false; ///< a switch, IOM or fabric interconnect: its ports meet at this vertex
};

/// An edge: a link (cable or midplane, `link` = Topology link index) or internal wiring
/// (`link` = -1): lane -> whole port -> owning component -> parent component -> device,
/// and seated adapter -> host.
struct GraphEdge {
    int link = -1;
};

using DesignGraphType = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS, GraphVertex, GraphEdge>;

/// Something that can fail (docs/design-format.md "Failure targets") and what it takes
/// down: the vertices of its expansion (a device takes everything seated in it and its
/// ports, components and disk groups; a site its devices; a cluster its members; a
/// component its sub-components and the ports it owns; a whole port its lanes) and, for
/// a link, the link; a power feed the devices fed by it alone (resolve() adds the
/// devices all of whose feeds are in one failure set).
struct FailureElement {
    enum class Kind { Device, Component, DiskGroup, Port, Link, Site, Cluster, PowerFeed };
    Kind kind = Kind::Device;
    std::string id;
    std::vector<int> vertices; ///< sorted
    int link = -1;             ///< links only
};
/// "device", "component", "disk group", "port", "link", "site", "cluster", "power feed".
const char* failureKindName(FailureElement::Kind kind);

/// Failure targets by id, as given on the command line (`--fail`) or by a scenario.
struct FailureSet {
    std::vector<std::string> targets;
};

/// The failed vertices and links of a state; the predicate of the filtered_graph views.
/// Built from elements, so a failure and its repair are exact inverses (the graph
/// itself never changes).
struct FailureMask {
    std::vector<char> vertex; ///< by vertex
    std::vector<char> link;   ///< by Topology link index
};

/// The graph of a resolved design, with its failure elements. Immutable after
/// construction; safe to share between threads for reading. Holds a reference to the
/// LoadedDesign, which must outlive it.
class DesignGraph {
public:
    explicit DesignGraph(const LoadedDesign& design);

    const LoadedDesign& design() const { return m_design; }
    const DesignGraphType& graph() const { return m_graph; }
    int vertexCount() const { return int(boost::num_vertices(m_graph)); }

    int deviceVertex(int topoDevice) const { return m_deviceVertex[topoDevice]; }
    int portVertex(int topoPort) const { return m_portVertex[topoPort]; }
    /// Vertex by id (device id, DEVICE/COMPONENT, DEVICE/dg-N, port reference), -1 if none.
    int vertexById(const std::string& id) const;
    /// The vertex one wiring step towards the root of its device tree (lane -> port ->
    /// component -> device -> host for a seated adapter), -1 at a root.
    int wiringParent(int v) const { return m_wiringParent[v]; }
    /// The device vertex a port or component belongs to; for an adapter's port, the
    /// adapter. For a device, itself.
    int ownerDevice(int v) const;

    const std::vector<FailureElement>& elements() const { return m_elements; }
    /// Element index of a failure target id, -1 if the id names nothing that can fail.
    int elementIndex(const std::string& id) const;
    /// Elements whose failure takes vertex v down (v's own element, its owners, its
    /// device's ancestors, its site, its cluster), sorted.
    const std::vector<int>& killersOfVertex(int v) const { return m_killers[v]; }
    /// Elements whose failure takes a link down (the link, either end port and what
    /// kills them), sorted.
    std::vector<int> killersOfLink(int link) const;
    /// The same, appended to `out` unsorted and possibly repeated (no allocation when
    /// `out` has room).
    void appendKillersOfLink(int link, std::vector<int>& out) const;

    /// Resolves ids to elements; unknown ids go to `unknown` (when given). A device
    /// all of whose power feeds are in the set is added as failed.
    std::vector<int> resolve(const FailureSet& set, std::vector<std::string>* unknown) const;
    /// The mask of a set of failed elements.
    FailureMask mask(const std::vector<int>& elements) const;
    FailureMask emptyMask() const;

    /// True if link `link` can carry traffic class `c`: FC on an FC link, or FCoE on an
    /// Ethernet link whose both ends speak FCoE; iSCSI / NVMe/TCP / plain Ethernet on an
    /// Ethernet link whose both ends list that protocol.
    bool linkCarries(int link, TrafficClass c) const { return m_linkClasses[link] & (1u << int(c)); }

private:
    int addVertex(GraphVertex v);
    void addElement(FailureElement e);

    const LoadedDesign& m_design;
    DesignGraphType m_graph;
    std::vector<int> m_deviceVertex;
    std::vector<int> m_portVertex;
    std::vector<int> m_wiringParent;
    std::unordered_map<std::string, int> m_vertexById;
    std::vector<FailureElement> m_elements;
    std::unordered_map<std::string, int> m_elementById;
    std::vector<int> m_linkElement; ///< element index by Topology link index
    std::vector<std::vector<int>> m_killers;
    std::vector<unsigned> m_linkClasses;
    /// Racked devices fed by more than one feed: device element index and its feeds
    /// (resolve() fails the device when every one of them is in the set).
    std::vector<std::pair<int, std::vector<std::string>>> m_multiFed;
};

} // namespace topoplan::core
