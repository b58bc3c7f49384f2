#pragma once

#include <QPointF>
#include <QRectF>

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace topoplan::models {

/// Orthogonal cable routing around device bodies, for the canvas and the draw.io export
/// (one geometry for both). Units: scene units (1/96 inch, the canvas at 100 % zoom).
///
/// Method: an orthogonal visibility graph in the manner of Wybrow, Marriott and Stuckey,
/// "Orthogonal Connector Routing" (Graph Drawing 2009; the method of libavoid): the
/// horizontal and vertical lines along every obstacle's edges (inflated by margin()) and
/// midway between neighbouring lines, plus a ray from every cable terminal along its
/// port's normal; nodes where the lines cross outside the obstacles, edges between
/// neighbouring nodes that do not cut an obstacle. Each node has a horizontal and a
/// vertical state joined by a bend edge (bendPenalty()), and Boost.Graph's A* (Manhattan
/// heuristic, admissible) finds the shortest route with the fewest bends.
///
/// Cables between the same two devices leaving the same edges form a bundle: one route
/// (the spine) for the bundle, its cables laid parallel to it laneSpacing() apart in the
/// order of their ports, so a bundle never crosses itself; a breakout's lanes are cables
/// of their own and are fanned out the same way. Bundles that share a channel are
/// stacked side by side (no two drawn on the same line). A cable whose ends are inside
/// the same top-level device (a chassis' IOM to IOM cable) takes a short U below its
/// ports instead. Ports sit on the top or bottom edge of a device (normal (0, -1) or
/// (0, 1)); a cable leaves its top-level device straight along that normal, unless a
/// seated sibling of its device (another module or sled of the chassis) is in the way:
/// then the bundle escapes sideways through the channel between its device and that
/// sibling, out of the nearer side of the chassis that no sibling blocks, and the
/// route goes on from there (its lanes step down to the channel in the order of their
/// ports, so they do not cross).
///
/// update() re-routes only the bundles that need it: new ones, those whose ports moved
/// and those whose route now cuts an obstacle that appeared or moved. The graph is built
/// again on every update (it is small: its lines come from top-level devices only).
/// A layout too irregular for the graph budget (kMaxGridNodes) gets straight orthogonal
/// routes (three segments, no avoidance) and says so in stats().
/// Not thread-safe; a plain value class (no QObject), usable on any thread.
class CableRouter {
public:
    /// A device body that cables go around (its id: to see what moved). Top-level ones
    /// (`parent` empty) make the visibility graph; a seated one (`parent` the obstacle it
    /// sits in) is avoided inside its top-level device by the cables of its siblings.
    struct Obstacle {
        std::string id;
        QRectF rect;
        std::string parent;
    };
    /// One end of a cable: its port's anchor, the port edge's outward normal ((0, 1) or
    /// (0, -1)), the device that holds the port and the top-level device it sits in
    /// (an id of an Obstacle, or empty when free).
    struct End {
        QPointF anchor;
        QPointF normal;
        std::string device;
        std::string root;
    };
    struct Cable {
        std::string id;
        End a, b;
    };
    /// What the last update() did: bundles in all, re-routed by A*, routed without
    /// avoidance, graph size; wall time in ms.
    struct Stats {
        int bundles = 0;
        int rerouted = 0;
        int fallback = 0;
        int nodes = 0;
        bool overBudget = false;
        double elapsedMs = 0.0;
        double graphMs = 0.0;  ///< of elapsedMs: building the graph
        double searchMs = 0.0; ///< of elapsedMs: bundles and A* searches
    };

    /// Graph budget: above this many line crossings the layout is routed without avoidance.
    static constexpr int kMaxGridNodes = 400000;

    /// Clearance kept between a route and an obstacle, scene units (assumed: about one
    /// port pitch plus its label, so that a route never touches a device's port stubs).
    static double margin() { return 12.0; }
    /// Distance between neighbouring cables of a bundle, scene units (assumed: wide enough
    /// for the canvas' 1.8-unit pens and their 6-unit hit area to stay apart at 100 %).
    static double laneSpacing() { return 4.0; }
    /// Cost of a bend in scene units of length (assumed: a route makes a detour of up to
    /// 40 units, about four port pitches, to save a bend; libavoid weighs bends likewise).
    static double bendPenalty() { return 40.0; }

    /// Routes `cables` around `obstacles`, keeping the routes of bundles nothing touched.
    /// Returns the ids of the cables whose polyline changed (new ones included).
    std::vector<std::string> update(const std::vector<Obstacle>& obstacles, const std::vector<Cable>& cables);
    /// Forgets every route (the next update() routes everything).
    void clear();

    /// The polyline of cable `id` from end a to end b (orthogonal: consecutive points
    /// share x or y), or nullptr for an unknown id.
    const std::vector<QPointF>* route(const std::string& id) const;
    /// Every route, by cable id (what route() reads).
    const std::map<std::string, std::vector<QPointF>>& routes() const { return m_routes; }
    const Stats& stats() const { return m_stats; }

    CableRouter();
    ~CableRouter();
    CableRouter(const CableRouter&) = delete;
    CableRouter& operator=(const CableRouter&) = delete;

private:
    struct Bundle;
    class Graph;
    /// The bundle's spine from its terminals, by A* on `graph` (or without avoidance).
    void routeBundle(Bundle& bundle, const Graph* graph);
    /// (escape() and routeLocal() share the channel rule: the lanes run along the middle
    /// of the gap beyond the port row, or hug the port row where the gap is narrower.)
    /// Shifts the spines of bundles that share a channel side by side.
    void assignTracks();
    /// The cables' polylines from the bundle's shifted spine: lanes and fan-out jogs.
    void layLanes(const Bundle& bundle, std::map<std::string, std::vector<QPointF>>& routes) const;
    /// Where the bundle end `atA` leaves its top-level device when a seated sibling blocks
    /// the straight way out: the terminal beside the chassis, on the channel's line; false
    /// when the way is free (or the end's device is top-level).
    bool escape(const Bundle& bundle, bool atA, const std::map<std::string, QRectF>& rects, QPointF& terminal) const;
    /// The seated devices of top-level device `root` that a cable of `device` (and of
    /// `other`, for a cable inside the chassis) must not cross: all but the devices they
    /// sit in and those inside them.
    std::vector<QRectF> siblings(const std::string& root, const std::string& device, const std::string& other = {}) const;
    /// The spine of a bundle inside one chassis: a U beyond the ports, going around the
    /// modules in the way (the other end's module included) through the channel below
    /// (or above) the end they block.
    void routeLocal(Bundle& bundle) const;

    /// A seated device as an obstacle inside its top-level device.
    struct Inner {
        std::string id;
        std::string parent;
        QRectF rect;
    };

    std::map<std::string, QRectF> m_obstacles;                ///< top-level ones as of the last update, by id
    std::map<std::string, std::vector<Inner>> m_inner;        ///< seated ones, by their top-level device
    std::map<std::string, std::unique_ptr<Bundle>> m_bundles; ///< by bundle key
    std::map<std::string, std::vector<QPointF>> m_routes;     ///< by cable id
    Stats m_stats;
};

} // namespace topoplan::models
