#include "models/cablerouter.h"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/astar_search.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <unordered_map>

namespace topoplan::models {

namespace {

constexpr double kEps = 1e-6;

bool samePoint(const QPointF& p, const QPointF& q) { return std::abs(p.x() - q.x()) < 0.01 && std::abs(p.y() - q.y()) < 0.01; }

/// Drops repeated points and the middle one of three collinear points (axis-parallel).
std::vector<QPointF> simplified(const std::vector<QPointF>& in)
{
    std::vector<QPointF> out;
    for (const QPointF& p : in) {
        if (!out.empty() && samePoint(out.back(), p))
            continue;
        if (out.size() >= 2) {
            const QPointF& a = out[out.size() - 2];
            const QPointF& b = out.back();
            const bool vertical = std::abs(a.x() - b.x()) < 0.01 && std::abs(b.x() - p.x()) < 0.01;
            const bool horizontal = std::abs(a.y() - b.y()) < 0.01 && std::abs(b.y() - p.y()) < 0.01;
            if (vertical || horizontal) {
                out.back() = p;
                continue;
            }
        }
        out.push_back(p);
    }
    return out;
}

std::vector<double> sortedUnique(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    std::vector<double> out;
    for (double x : v)
        if (out.empty() || x - out.back() > 0.01)
            out.push_back(x);
    return out;
}

/// Uniform buckets over rectangles, for "which rectangles touch this box" in about
/// constant time.
class RectIndex {
public:
    explicit RectIndex(const std::vector<QRectF>& rects) : m_rects(rects)
    {
        for (int i = 0; i < int(rects.size()); ++i)
            forCells(rects[i], [&](long long cell) { m_cells[cell].push_back(i); });
    }
    /// Calls f(index) for every rectangle whose bucket range meets `box` (a superset;
    /// repeated indices possible).
    template <typename F>
    bool any(const QRectF& box, F&& f) const
    {
        bool hit = false;
        forCells(box, [&](long long cell) {
            if (hit)
                return;
            const auto it = m_cells.find(cell);
            if (it != m_cells.end())
                for (int i : it->second)
                    if (f(m_rects[i])) {
                        hit = true;
                        return;
                    }
        });
        return hit;
    }

private:
    static constexpr double kCell = 256.0;
    template <typename F>
    static void forCells(const QRectF& r, F&& f)
    {
        const long long x0 = (long long)std::floor(r.left() / kCell), x1 = (long long)std::floor(r.right() / kCell);
        const long long y0 = (long long)std::floor(r.top() / kCell), y1 = (long long)std::floor(r.bottom() / kCell);
        for (long long x = x0; x <= x1; ++x)
            for (long long y = y0; y <= y1; ++y)
                f((x << 32) ^ (y & 0xffffffffLL));
    }
    const std::vector<QRectF>& m_rects;
    std::unordered_map<long long, std::vector<int>> m_cells;
};

bool strictlyInside(const QRectF& r, const QPointF& p)
{
    return p.x() > r.left() + kEps && p.x() < r.right() - kEps && p.y() > r.top() + kEps && p.y() < r.bottom() - kEps;
}

/// True if the axis-parallel segment p-q passes through the interior of `r`.
bool cuts(const QRectF& r, const QPointF& p, const QPointF& q)
{
    const double x0 = std::min(p.x(), q.x()), x1 = std::max(p.x(), q.x());
    const double y0 = std::min(p.y(), q.y()), y1 = std::max(p.y(), q.y());
    const bool xs = x1 - x0 < kEps ? (x0 > r.left() + kEps && x0 < r.right() - kEps) : (x0 < r.right() - kEps && x1 > r.left() + kEps);
    const bool ys = y1 - y0 < kEps ? (y0 > r.top() + kEps && y0 < r.bottom() - kEps) : (y0 < r.bottom() - kEps && y1 > r.top() + kEps);
    return xs && ys;
}

std::string endKey(const CableRouter::End& e) { return e.device + (e.normal.y() < 0 ? "^" : "v"); }

/// The line a bundle of width `w` takes beyond its port row `yp` (normal direction `s`,
/// +1 down) when one of `blockers` stands in `column` beyond the row: the middle of the
/// gap up to the nearest such blocker, or 3 units plus half the bundle off the row when
/// the gap is narrower than the bundle (the lanes then overlap the blocker a little
/// rather than run through it); NaN when none is in the way.
double channel(const std::vector<QRectF>& blockers, const QRectF& column, double yp, double s, double w)
{
    double yb = std::numeric_limits<double>::quiet_NaN();
    for (const QRectF& r : blockers) {
        const bool beyond = s > 0 ? r.top() > yp - kEps : r.bottom() < yp + kEps;
        if (beyond && r.intersects(column)) {
            const double near = s > 0 ? r.top() : r.bottom();
            yb = std::isnan(yb) ? near : s > 0 ? std::min(yb, near) : std::max(yb, near);
        }
    }
    if (std::isnan(yb))
        return yb;
    return std::abs(yb - yp) >= w + 6 ? (yp + yb) / 2 : yp + s * (3 + w / 2);
}

} // namespace

struct CableRouter::Bundle {
    struct Member {
        Cable cable; ///< with ends a, b in the bundle's order
        bool swapped = false;
    };
    std::string key;
    std::vector<Member> members; ///< by a-end anchor x
    bool local = false;          ///< both ends in the same top-level device
    bool escA = false, escB = false; ///< the end leaves its chassis sideways (CableRouter::escape)
    QPointF a0, ta, tb, b0;      ///< spine ends: at the port rows, and where it leaves the top-level devices
    QPointF na, nb;              ///< the normals of the two ends
    std::vector<QPointF> spine;  ///< a0 ... b0, as routed
    std::vector<QPointF> shifted; ///< spine after assignTracks()
    bool fallback = false;

    bool sameInput(const Bundle& o) const
    {
        if (members.size() != o.members.size())
            return false;
        for (std::size_t i = 0; i < members.size(); ++i) {
            const Cable& x = members[i].cable;
            const Cable& y = o.members[i].cable;
            if (x.id != y.id || !samePoint(x.a.anchor, y.a.anchor) || !samePoint(x.b.anchor, y.b.anchor)
                || x.a.root != y.a.root || x.b.root != y.b.root || !samePoint(x.a.normal, y.a.normal)
                || !samePoint(x.b.normal, y.b.normal))
                return false;
        }
        return samePoint(ta, o.ta) && samePoint(tb, o.tb);
    }
};

/// The orthogonal visibility graph (see the class comment): node i has the vertices
/// 2i (moving horizontally) and 2i + 1 (moving vertically).
class CableRouter::Graph {
public:
    using G = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS, boost::no_property,
                                    boost::property<boost::edge_weight_t, double>>;
    using V = boost::graph_traits<G>::vertex_descriptor;

    /// `twoWay`: the terminal's ray runs both ways along its normal's axis (a bundle that
    /// escaped its chassis sideways may go on up or down).
    Graph(const std::vector<QRectF>& inflated, const std::vector<QPointF>& terminals, const std::vector<QPointF>& normals,
          const std::vector<bool>& twoWay)
        : m_index(inflated)
    {
        std::vector<double> xs, ys;
        QRectF all;
        for (const QRectF& r : inflated) {
            xs.push_back(r.left());
            xs.push_back(r.right());
            ys.push_back(r.top());
            ys.push_back(r.bottom());
            all |= r;
        }
        for (const QPointF& t : terminals)
            all |= QRectF(t, QSizeF(0.1, 0.1));
        const double m = CableRouter::margin() * 3;
        all.adjust(-m, -m, m, m);
        xs.push_back(all.left());
        xs.push_back(all.right());
        ys.push_back(all.top());
        ys.push_back(all.bottom());
        auto withMidlines = [](std::vector<double> v) {
            v = sortedUnique(std::move(v));
            const std::size_t n = v.size();
            for (std::size_t i = 0; i + 1 < n; ++i)
                if (v[i + 1] - v[i] > 2 * CableRouter::margin())
                    v.push_back((v[i] + v[i + 1]) / 2);
            return sortedUnique(std::move(v));
        };
        xs = withMidlines(std::move(xs));
        ys = withMidlines(std::move(ys));
        if (double(xs.size()) * double(ys.size()) > CableRouter::kMaxGridNodes) {
            m_overBudget = true;
            return;
        }
        auto inside = [this](const QPointF& p) {
            return m_index.any(QRectF(p, QSizeF(0, 0)), [&](const QRectF& r) { return strictlyInside(r, p); });
        };
        for (double x : xs)
            for (double y : ys)
                if (const QPointF p(x, y); !inside(p))
                    node(p);
        // Terminal rays: from each terminal along its normal to the first obstacle. A
        // terminal inside obstacles (devices drawn overlapping) escapes them along its ray.
        for (std::size_t t = 0; t < terminals.size(); ++t) {
            const QPointF& start = terminals[t];
            m_terminals.push_back(node(start));
            auto blocks = [&](const QPointF& p) {
                return m_index.any(QRectF(p, QSizeF(0, 0)),
                                   [&](const QRectF& r) { return strictlyInside(r, p) && !strictlyInside(r, start); });
            };
            const bool down = normals[t].y() > 0;
            if (down || twoWay[t]) {
                for (auto it = std::upper_bound(ys.begin(), ys.end(), start.y() + 0.01); it != ys.end(); ++it) {
                    const QPointF p(start.x(), *it);
                    if (blocks(p))
                        break;
                    node(p);
                }
            }
            if (!down || twoWay[t]) {
                for (auto it = std::lower_bound(ys.begin(), ys.end(), start.y() - 0.01); it != ys.begin();) {
                    --it;
                    const QPointF p(start.x(), *it);
                    if (blocks(p))
                        break;
                    node(p);
                }
            }
        }
        m_graph = G(2 * m_points.size());
        // Neighbours along each line, joined when the segment cuts no obstacle.
        std::map<long long, std::vector<int>> byX, byY;
        for (int i = 0; i < int(m_points.size()); ++i) {
            byX[std::llround(m_points[i].x() * 100)].push_back(i);
            byY[std::llround(m_points[i].y() * 100)].push_back(i);
        }
        auto join = [this](std::vector<int>& line, bool vertical) {
            std::sort(line.begin(), line.end(), [&](int a, int b) {
                return vertical ? m_points[a].y() < m_points[b].y() : m_points[a].x() < m_points[b].x();
            });
            for (std::size_t k = 0; k + 1 < line.size(); ++k) {
                const QPointF& p = m_points[line[k]];
                const QPointF& q = m_points[line[k + 1]];
                const QRectF box = QRectF(p, q).normalized();
                // (An obstacle that holds an end is one a terminal escapes from.)
                if (m_index.any(box, [&](const QRectF& r) { return cuts(r, p, q) && !strictlyInside(r, p) && !strictlyInside(r, q); }))
                    continue;
                const double length = vertical ? q.y() - p.y() : q.x() - p.x();
                boost::add_edge(V(2 * line[k] + (vertical ? 1 : 0)), V(2 * line[k + 1] + (vertical ? 1 : 0)), length, m_graph);
            }
        };
        for (auto& [x, line] : byX)
            join(line, true);
        for (auto& [y, line] : byY)
            join(line, false);
        for (std::size_t i = 0; i < m_points.size(); ++i)
            boost::add_edge(V(2 * i), V(2 * i + 1), CableRouter::bendPenalty(), m_graph);
    }

    bool overBudget() const { return m_overBudget; }
    int nodes() const { return int(m_points.size()); }

    /// The route from terminal `from` to terminal `to` (indices into the terminals
    /// given), leaving and arriving vertically; empty when there is none.
    std::vector<QPointF> route(int from, int to) const
    {
        if (m_overBudget)
            return {};
        const V start = V(2 * m_terminals[from] + 1), goal = V(2 * m_terminals[to] + 1);
        struct Found {};
        struct Visitor : boost::default_astar_visitor {
            V goal;
            explicit Visitor(V g) : goal(g) {}
            void examine_vertex(V u, const G&)
            {
                if (u == goal)
                    throw Found{};
            }
        };
        struct Heuristic : boost::astar_heuristic<G, double> {
            const std::vector<QPointF>* points;
            QPointF target;
            Heuristic(const std::vector<QPointF>* p, QPointF t) : points(p), target(t) {}
            /// Manhattan distance plus the bends still needed (the goal is reached moving
            /// vertically), a lower bound of the remaining cost, weighted by kWeight: weighted
            /// A* (Pohl 1970) finds a route at most kWeight times the shortest while looking at
            /// far fewer nodes on long routes (assumed: 1.3 keeps the routes' look; exact at 1).
            const double kWeight = 1.3;
            double operator()(V v) const
            {
                const QPointF& p = (*points)[v / 2];
                const bool vertical = v % 2 == 1;
                const bool offX = std::abs(p.x() - target.x()) > 0.01;
                const int bends = offX ? (vertical ? 2 : 1) : (vertical ? 0 : 1);
                return kWeight * (std::abs(p.x() - target.x()) + std::abs(p.y() - target.y()) + bends * CableRouter::bendPenalty());
            }
        };
        std::vector<V> pred(boost::num_vertices(m_graph));
        std::vector<double> dist(boost::num_vertices(m_graph));
        const auto index = boost::get(boost::vertex_index, m_graph);
        try {
            // A thrown Found is the Boost.Graph idiom for stopping at the goal (its docs' example).
            boost::astar_search(m_graph, start, Heuristic(&m_points, m_points[goal / 2]),
                                boost::predecessor_map(boost::make_iterator_property_map(pred.begin(), index))
                                    .distance_map(boost::make_iterator_property_map(dist.begin(), index))
                                    .visitor(Visitor(goal)));
        } catch (const Found&) {
            std::vector<QPointF> out;
            for (V v = goal;; v = pred[v]) {
                out.push_back(m_points[v / 2]);
                if (v == start || pred[v] == v)
                    break;
            }
            std::reverse(out.begin(), out.end());
            return out;
        }
        return {};
    }

private:
    int node(const QPointF& p)
    {
        const long long key = (std::llround(p.x() * 100) << 32) ^ (std::llround(p.y() * 100) & 0xffffffffLL);
        const auto [it, added] = m_nodeOf.emplace(key, int(m_points.size()));
        if (added)
            m_points.push_back(p);
        return it->second;
    }

    RectIndex m_index;
    std::unordered_map<long long, int> m_nodeOf;
    std::vector<QPointF> m_points;
    std::vector<int> m_terminals; ///< node of each terminal
    G m_graph;
    bool m_overBudget = false;
};

CableRouter::CableRouter() = default;
CableRouter::~CableRouter() = default;

void CableRouter::clear()
{
    m_obstacles.clear();
    m_bundles.clear();
    m_routes.clear();
    m_stats = {};
}

const std::vector<QPointF>* CableRouter::route(const std::string& id) const
{
    const auto it = m_routes.find(id);
    return it == m_routes.end() ? nullptr : &it->second;
}

std::vector<std::string> CableRouter::update(const std::vector<Obstacle>& obstacles, const std::vector<Cable>& cables)
{
    const auto started = std::chrono::steady_clock::now();
    std::map<std::string, QRectF> rects; // top-level devices
    std::unordered_map<std::string, std::string> parentOf;
    for (const Obstacle& o : obstacles) {
        if (o.parent.empty())
            rects[o.id] = o.rect;
        else
            parentOf.emplace(o.id, o.parent);
    }
    // Seated devices by their top-level device (escape() and assignTracks() read them).
    m_inner.clear();
    for (const Obstacle& o : obstacles)
        if (!o.parent.empty()) {
            std::string root = o.parent;
            for (int guard = 0; guard < 16; ++guard) {
                const auto up = parentOf.find(root);
                if (up == parentOf.end())
                    break;
                root = up->second;
            }
            m_inner[root].push_back({o.id, o.parent, o.rect});
        }
    std::vector<QRectF> moved; // obstacles new or moved since the last update (inflated)
    const double m = margin();
    for (const auto& [id, r] : rects)
        if (const auto it = m_obstacles.find(id); it == m_obstacles.end() || it->second != r)
            moved.push_back(r.adjusted(-m / 2, -m / 2, m / 2, m / 2));

    // Bundles: cables between the same two devices and edges, ends in a canonical order.
    std::map<std::string, std::unique_ptr<Bundle>> bundles;
    for (const Cable& c : cables) {
        Bundle::Member member{c, false};
        if (endKey(c.b) < endKey(c.a)) {
            std::swap(member.cable.a, member.cable.b);
            member.swapped = true;
        }
        const std::string key = endKey(member.cable.a) + "|" + endKey(member.cable.b);
        auto& b = bundles[key];
        if (!b) {
            b = std::make_unique<Bundle>();
            b->key = key;
        }
        b->members.push_back(std::move(member));
    }
    // Where a bundle leaves its top-level device: margin() plus half its width beyond the
    // edge (its lanes turn there), or margin() alone where another device is that close.
    auto terminal = [&rects, m](const QPointF& a0, const End& e, int cables) {
        const auto it = rects.find(e.root);
        const double edge = it == rects.end() ? a0.y() : e.normal.y() > 0 ? it->second.bottom() : it->second.top();
        const QPointF near(a0.x(), edge + e.normal.y() * m);
        const QPointF far(a0.x(), edge + e.normal.y() * (m + laneSpacing() * (cables - 1) / 2.0));
        for (const auto& [id, r] : rects)
            if (id != e.root && cuts(r.adjusted(-m, -m, m, m), near, far + e.normal * 0.01))
                return near;
        return far;
    };
    for (auto& [key, b] : bundles) {
        std::stable_sort(b->members.begin(), b->members.end(),
                         [](const Bundle::Member& x, const Bundle::Member& y) { return x.cable.a.anchor.x() < y.cable.a.anchor.x(); });
        double ax = 0, bx = 0;
        for (const Bundle::Member& mb : b->members) {
            ax += mb.cable.a.anchor.x();
            bx += mb.cable.b.anchor.x();
        }
        const Cable& first = b->members.front().cable;
        const double n = double(b->members.size());
        b->a0 = QPointF(ax / n, first.a.anchor.y());
        b->b0 = QPointF(bx / n, first.b.anchor.y());
        b->na = first.a.normal;
        b->nb = first.b.normal;
        b->local = first.a.root == first.b.root && !first.a.root.empty();
        b->ta = terminal(b->a0, first.a, int(b->members.size()));
        b->tb = terminal(b->b0, first.b, int(b->members.size()));
        if (!b->local) {
            b->escA = escape(*b, true, rects, b->ta);
            b->escB = escape(*b, false, rects, b->tb);
        }
    }

    // Keep the routes of bundles whose input is unchanged and that no moved obstacle cuts.
    std::vector<Bundle*> dirty;
    for (auto& [key, b] : bundles) {
        const auto old = m_bundles.find(key);
        bool keep = old != m_bundles.end() && b->sameInput(*old->second) && !old->second->spine.empty();
        if (keep && !b->local) {
            const std::vector<QPointF>& s = old->second->spine;
            const QRectF* ra = rects.count(b->members.front().cable.a.root) ? &rects[b->members.front().cable.a.root] : nullptr;
            const QRectF* rb = rects.count(b->members.front().cable.b.root) ? &rects[b->members.front().cable.b.root] : nullptr;
            for (const QRectF& r : moved) {
                // A spine starts and ends inside its own top-level devices: those do not count.
                const QRectF bare = r.adjusted(m / 2, m / 2, -m / 2, -m / 2);
                if ((ra && bare == *ra) || (rb && bare == *rb))
                    continue;
                for (std::size_t i = 0; keep && i + 1 < s.size(); ++i)
                    keep = !cuts(r, s[i], s[i + 1]);
                if (!keep)
                    break;
            }
        }
        if (keep) {
            b->spine = old->second->spine;
            b->fallback = old->second->fallback;
            if (b->local) { // (a non-local bundle's escapes were worked out above)
                b->escA = old->second->escA;
                b->escB = old->second->escB;
            }
        } else {
            dirty.push_back(b.get());
        }
    }

    m_stats = {};
    std::unique_ptr<Graph> graph;
    std::vector<Bundle*> routed;
    if (std::any_of(dirty.begin(), dirty.end(), [](const Bundle* b) { return !b->local; })) {
        std::vector<QRectF> inflated;
        inflated.reserve(rects.size());
        for (const auto& [id, r] : rects)
            inflated.push_back(r.adjusted(-m, -m, m, m));
        std::vector<QPointF> terminals, normals;
        std::vector<bool> twoWay;
        for (Bundle* b : dirty)
            if (!b->local) {
                terminals.insert(terminals.end(), {b->ta, b->tb});
                normals.insert(normals.end(), {b->na, b->nb});
                twoWay.insert(twoWay.end(), {b->escA, b->escB});
            }
        const auto g0 = std::chrono::steady_clock::now();
        graph = std::make_unique<Graph>(inflated, terminals, normals, twoWay);
        m_stats.graphMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - g0).count();
        m_stats.nodes = graph->nodes();
        m_stats.overBudget = graph->overBudget();
    }
    int t = 0;
    for (Bundle* b : dirty) {
        if (b->local) {
            routeBundle(*b, nullptr);
        } else {
            // routeBundle() reads the terminals' indices from the order above.
            b->spine = {};
            std::vector<QPointF> mid = graph ? graph->route(t, t + 1) : std::vector<QPointF>{};
            t += 2;
            if (mid.empty()) {
                routeBundle(*b, nullptr);
            } else {
                // An end that escaped sideways reaches its terminal along the channel.
                if (b->escA)
                    mid.insert(mid.begin(), QPointF(b->a0.x(), b->ta.y()));
                mid.insert(mid.begin(), b->a0);
                if (b->escB)
                    mid.push_back(QPointF(b->b0.x(), b->tb.y()));
                mid.push_back(b->b0);
                b->spine = simplified(mid);
                b->fallback = false;
            }
        }
        ++m_stats.rerouted;
        m_stats.fallback += b->fallback ? 1 : 0;
    }
    m_stats.searchMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count() - m_stats.graphMs;
    m_bundles = std::move(bundles);
    m_obstacles = std::move(rects);
    m_stats.bundles = int(m_bundles.size());

    assignTracks();
    std::map<std::string, std::vector<QPointF>> routes;
    for (const auto& [key, b] : m_bundles)
        layLanes(*b, routes);
    std::vector<std::string> changed;
    for (const auto& [id, r] : routes) {
        const auto it = m_routes.find(id);
        if (it == m_routes.end() || it->second.size() != r.size()
            || !std::equal(r.begin(), r.end(), it->second.begin(), samePoint))
            changed.push_back(id);
    }
    m_routes = std::move(routes);
    m_stats.elapsedMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    return changed;
}

void CableRouter::routeBundle(Bundle& b, const Graph*)
{
    // Without the graph: a local U below (or above) the ports, or three straight
    // segments between the terminals (no avoidance).
    if (b.local) {
        routeLocal(b);
        b.fallback = false;
        return;
    }
    const double y = (b.ta.y() + b.tb.y()) / 2;
    std::vector<QPointF> spine{b.a0};
    if (b.escA)
        spine.push_back(QPointF(b.a0.x(), b.ta.y()));
    spine.insert(spine.end(), {b.ta, QPointF(b.ta.x(), y), QPointF(b.tb.x(), y), b.tb});
    if (b.escB)
        spine.push_back(QPointF(b.b0.x(), b.tb.y()));
    spine.push_back(b.b0);
    b.spine = simplified(spine);
    b.fallback = true;
}

std::vector<QRectF> CableRouter::siblings(const std::string& root, const std::string& device, const std::string& other) const
{
    const auto seated = m_inner.find(root);
    if (seated == m_inner.end())
        return {};
    std::unordered_map<std::string, std::string> parentOf;
    for (const Inner& x : seated->second)
        parentOf.emplace(x.id, x.parent);
    const auto within = [&parentOf](std::string id, const std::string& of) {
        for (int guard = 0; guard < 16 && !id.empty() && !of.empty(); ++guard) {
            if (id == of)
                return true;
            const auto up = parentOf.find(id);
            id = up == parentOf.end() ? std::string() : up->second;
        }
        return false;
    };
    std::vector<QRectF> out;
    for (const Inner& x : seated->second) {
        // Not in the way: a device an end sits in, or one inside an end's device; the
        // other end's device itself is (a route must not run through it).
        const bool own = within(device, x.id) || within(x.id, device);
        const bool around = !other.empty() && ((within(other, x.id) && x.id != other) || (within(x.id, other) && x.id != other));
        if (!own && !around)
            out.push_back(x.rect);
    }
    return out;
}

void CableRouter::routeLocal(Bundle& b) const
{
    const double m = margin();
    const double s = b.na.y() > 0 ? 1.0 : -1.0;
    const Cable& first = b.members.front().cable;
    if (b.na.y() * b.nb.y() <= 0) { // ports facing each other: across the middle
        const double y = (b.a0.y() + b.b0.y()) / 2;
        b.spine = simplified({b.a0, QPointF(b.a0.x(), y), QPointF(b.b0.x(), y), b.b0});
        return;
    }
    const double yU = (s > 0 ? std::max(b.a0.y(), b.b0.y()) : std::min(b.a0.y(), b.b0.y())) + s * m;
    const double w = laneSpacing() * double(b.members.size() - 1);
    // One end's way to the U: straight, or (a module in the way, e.g. the other IOM below
    // it) along its channel, beside the modules in the way and on to the U's line.
    const auto leg = [&](bool atA, bool& detour) {
        const End& e = atA ? first.a : first.b;
        const QPointF p0 = atA ? b.a0 : b.b0;
        const std::vector<QRectF> blockers = siblings(e.root, e.device, atA ? first.b.device : first.a.device);
        double x0 = 1e18, x1 = -1e18;
        for (const Bundle::Member& mb : b.members) {
            const double x = (atA ? mb.cable.a : mb.cable.b).anchor.x();
            x0 = std::min(x0, x);
            x1 = std::max(x1, x);
        }
        const QRectF column(QPointF(x0 - 2, std::min(p0.y(), yU)), QPointF(x1 + 2, std::max(p0.y(), yU)));
        detour = false;
        const double yc = channel(blockers, column, p0.y(), s, w);
        if (std::isnan(yc))
            return std::vector<QPointF>{p0, QPointF(p0.x(), yU)};
        // Beside the modules the straight way cuts, on the side nearer the other end.
        double left = 1e18, right = -1e18;
        for (const QRectF& r : blockers)
            if (r.intersects(column)) {
                left = std::min(left, r.left());
                right = std::max(right, r.right());
            }
        const double other = atA ? b.b0.x() : b.a0.x();
        const double xr = right + 6 + w / 2, xl = left - 6 - w / 2;
        const auto clear = [&](double x) {
            const QRectF lane(QPointF(x - w / 2 - 1, std::min(yc, yU)), QPointF(x + w / 2 + 1, std::max(yc, yU)));
            return std::none_of(blockers.begin(), blockers.end(), [&](const QRectF& r) { return r.intersects(lane); });
        };
        const bool rightFirst = std::abs(xr - other) + std::abs(xr - p0.x()) <= std::abs(xl - other) + std::abs(xl - p0.x());
        const double xs = rightFirst ? (clear(xr) || !clear(xl) ? xr : xl) : (clear(xl) || !clear(xr) ? xl : xr);
        detour = true;
        return std::vector<QPointF>{p0, QPointF(p0.x(), yc), QPointF(xs, yc), QPointF(xs, yU)};
    };
    std::vector<QPointF> spine = leg(true, b.escA);
    std::vector<QPointF> back = leg(false, b.escB);
    spine.insert(spine.end(), back.rbegin(), back.rend());
    b.spine = simplified(spine);
}

bool CableRouter::escape(const Bundle& b, bool atA, const std::map<std::string, QRectF>& rects, QPointF& terminal) const
{
    const End& e = atA ? b.members.front().cable.a : b.members.front().cable.b;
    const auto root = rects.find(e.root);
    const auto seated = m_inner.find(e.root);
    if (e.root.empty() || e.device == e.root || root == rects.end() || seated == m_inner.end())
        return false;
    const QRectF& chassis = root->second;
    double x0 = 1e18, x1 = -1e18;
    for (const Bundle::Member& mb : b.members) {
        const double x = (atA ? mb.cable.a : mb.cable.b).anchor.x();
        x0 = std::min(x0, x);
        x1 = std::max(x1, x);
    }
    const double s = e.normal.y() > 0 ? 1.0 : -1.0;
    const double yp = e.anchor.y(), edge = s > 0 ? chassis.bottom() : chassis.top();
    const QRectF column(QPointF(x0 - 2, std::min(yp, edge)), QPointF(x1 + 2, std::max(yp, edge)));
    const std::vector<QRectF> others = siblings(e.root, e.device);
    const double w = laneSpacing() * double(b.members.size() - 1);
    const double yg = channel(others, column, yp, s, w);
    if (std::isnan(yg))
        return false; // the straight way out is free
    // Out of the side that no sibling blocks, the nearer one to the port and to the
    // bundle's other end; margin() beyond the chassis plus half the bundle (as terminal()).
    const QPointF other = atA ? b.b0 : b.a0;
    const double m = margin();
    double best = 1e300;
    for (const double side : {-1.0, 1.0}) {
        const double edgeX = side < 0 ? chassis.left() : chassis.right();
        const QPointF near(edgeX + side * m, yg), far(edgeX + side * (m + w / 2), yg);
        QPointF end = far;
        for (const auto& [id, r] : rects)
            if (id != e.root && cuts(r.adjusted(-m, -m, m, m), near, far + QPointF(side * 0.01, 0))) {
                end = near;
                break;
            }
        const QRectF run(QPointF(std::min(x0, end.x()), yg - w / 2 - 1), QPointF(std::max(x1, end.x()), yg + w / 2 + 1));
        const bool blocked = std::any_of(others.begin(), others.end(), [&](const QRectF& r) { return r.intersects(run); });
        const double cost = std::abs(end.x() - (x0 + x1) / 2) + std::abs(end.x() - other.x()) + (blocked ? 1e12 : 0.0);
        if (cost < best) {
            best = cost;
            terminal = end;
        }
    }
    return true;
}

void CableRouter::assignTracks()
{
    // Every straight piece of every spine, grouped by the line it lies on.
    struct Piece {
        Bundle* bundle;
        std::size_t segment;
        double lo, hi;
    };
    std::map<std::pair<int, long long>, std::vector<Piece>> lines; // (0 horizontal / 1 vertical, coordinate)
    for (auto& [key, b] : m_bundles) {
        b->shifted = b->spine;
        const auto& s = b->spine;
        for (std::size_t i = 0; i + 1 < s.size(); ++i) {
            const bool vertical = std::abs(s[i].x() - s[i + 1].x()) < 0.01;
            const double c = vertical ? s[i].x() : s[i].y();
            const double lo = vertical ? std::min(s[i].y(), s[i + 1].y()) : std::min(s[i].x(), s[i + 1].x());
            const double hi = vertical ? std::max(s[i].y(), s[i + 1].y()) : std::max(s[i].x(), s[i + 1].x());
            lines[{vertical ? 1 : 0, std::llround(c * 100)}].push_back({b.get(), i, lo, hi});
        }
    }
    std::map<std::pair<Bundle*, std::size_t>, double> shift;
    for (auto& [line, pieces] : lines) {
        if (pieces.size() < 2)
            continue;
        std::sort(pieces.begin(), pieces.end(), [](const Piece& x, const Piece& y) { return x.lo < y.lo; });
        // Clusters of pieces that overlap along the line: stacked side by side, in the
        // order of their bundle keys (stable from one update to the next).
        for (std::size_t i = 0; i < pieces.size();) {
            std::size_t j = i + 1;
            double hi = pieces[i].hi;
            while (j < pieces.size() && pieces[j].lo < hi - 0.5) {
                hi = std::max(hi, pieces[j].hi);
                ++j;
            }
            if (j - i > 1) {
                std::vector<Piece> cluster(pieces.begin() + long(i), pieces.begin() + long(j));
                std::sort(cluster.begin(), cluster.end(), [](const Piece& x, const Piece& y) { return x.bundle->key < y.bundle->key; });
                // The free band around the line along the cluster (devices that the line
                // runs inside, a spine's own top-level device, do not bound it), less 3 units.
                const bool vertical = line.first == 1;
                const double c = double(line.second) / 100.0;
                double below = -1e18, above = 1e18; // the band's low and high coordinates
                // Narrows the band by `r`; true when the line runs inside `r` instead.
                const auto bound = [&](const QRectF& r) {
                    const double rLo = vertical ? r.top() : r.left(), rHi = vertical ? r.bottom() : r.right();
                    const double nLo = vertical ? r.left() : r.top(), nHi = vertical ? r.right() : r.bottom();
                    if (rHi <= pieces[i].lo || rLo >= hi)
                        return false;
                    if (nLo < c - kEps && nHi > c + kEps)
                        return true;
                    if (nHi <= c + kEps)
                        below = std::max(below, nHi);
                    else
                        above = std::min(above, nLo);
                    return false;
                };
                for (const auto& [id, r] : m_obstacles)
                    if (bound(r)) // inside a chassis: its seated devices bound the band there
                        if (const auto in = m_inner.find(id); in != m_inner.end())
                            for (const Inner& x : in->second)
                                bound(x.rect);
                const double gap = 2 * laneSpacing(), pad = 3.0;
                double total = gap * double(cluster.size() - 1);
                for (const Piece& p : cluster)
                    total += laneSpacing() * double(p.bundle->members.size() - 1);
                const double low = below - c + pad, high = above - c - pad; // room, relative to the line
                double start = -total / 2;
                if (start < low)
                    start = std::min(low, high - total);
                else if (start + total > high)
                    start = std::max(high - total, low);
                double pos = start;
                for (const Piece& p : cluster) {
                    const double w = laneSpacing() * double(p.bundle->members.size() - 1);
                    // Where the band is too narrow for all, bundles overlap rather than cut a device.
                    shift[{p.bundle, p.segment}] = std::clamp(pos + w / 2, std::min(0.0, low + w / 2), std::max(0.0, high - w / 2));
                    pos += w + gap;
                }
            }
            i = j;
        }
    }
    for (const auto& [where, delta] : shift) {
        auto& s = where.first->shifted;
        const std::size_t i = where.second;
        const bool vertical = std::abs(where.first->spine[i].x() - where.first->spine[i + 1].x()) < 0.01;
        for (std::size_t k : {i, i + 1}) {
            if (vertical)
                s[k].rx() = where.first->spine[k].x() + delta;
            else
                s[k].ry() = where.first->spine[k].y() + delta;
        }
    }
}

void CableRouter::layLanes(const Bundle& b, std::map<std::string, std::vector<QPointF>>& routes) const
{
    const std::vector<QPointF>& p = b.shifted;
    const std::size_t k = p.size() - 1;
    const int n = int(b.members.size());
    if (p.size() < 2) {
        for (const Bundle::Member& mb : b.members)
            routes[mb.cable.id] = {mb.cable.a.anchor, mb.cable.b.anchor};
        return;
    }
    auto dir = [&p](std::size_t j) {
        const QPointF d = p[j + 1] - p[j];
        const double len = std::abs(d.x()) + std::abs(d.y());
        return len < kEps ? QPointF(0, 1) : d / len;
    };
    auto perp = [](const QPointF& u) { return QPointF(-u.y(), u.x()); };
    const double sign = perp(dir(0)).x() >= 0 ? 1.0 : -1.0;
    // Lane offsets and the offset polylines (corners where the offset lines meet).
    std::vector<std::vector<QPointF>> lanes(n);
    for (int i = 0; i < n; ++i) {
        const double d = sign * (i - (n - 1) / 2.0) * laneSpacing();
        std::vector<QPointF>& o = lanes[i];
        o.push_back(p[0] + d * perp(dir(0)));
        for (std::size_t j = 1; j < k; ++j)
            o.push_back(p[j] + d * (perp(dir(j - 1)) + perp(dir(j))));
        o.push_back(p[k] + d * perp(dir(k - 1)));
    }
    // Fan-out jogs near each end: a cable drops from its port along the normal to its own
    // level, then runs across to its lane. Cables moving right jog from the rightmost
    // first, those moving left from the leftmost: no two jogs cross.
    auto jogLevels = [&](bool atA) {
        std::vector<double> level(n, 0.0);
        std::vector<int> right, left;
        for (int i = 0; i < n; ++i) {
            const double x = (atA ? b.members[i].cable.a.anchor : b.members[i].cable.b.anchor).x();
            const double lane = (atA ? lanes[i].front() : lanes[i].back()).x();
            (lane > x + 0.01 ? right : left).push_back(i);
        }
        auto anchorX = [&](int i) { return (atA ? b.members[i].cable.a.anchor : b.members[i].cable.b.anchor).x(); };
        std::sort(right.begin(), right.end(), [&](int x, int y) { return anchorX(x) > anchorX(y); });
        std::sort(left.begin(), left.end(), [&](int x, int y) { return anchorX(x) < anchorX(y); });
        const QPointF from = atA ? p[0] : p[k];
        const QPointF corner = atA ? p[1] : p[k - 1];
        const double depth = std::abs(corner.y() - from.y());
        // Every jog on a level of its own: where the ports' order is not the lanes' (the
        // cabling crosses), jogs moving apart may still share x, never a line.
        const double step = n > 1 ? std::clamp((depth - 6.0) / double(n - 1), 0.8, 3.0) : 0.0;
        for (int r = 0; r < int(right.size()); ++r)
            level[right[r]] = 3.0 + r * step;
        for (int r = 0; r < int(left.size()); ++r)
            level[left[r]] = 3.0 + double(right.size() + r) * step;
        return level;
    };
    const std::vector<double> levelA = jogLevels(true), levelB = jogLevels(false);
    // An end that escaped its chassis sideways (spine: port row, channel, side) has no
    // jogs: each cable runs straight from its port to its lane in the channel (lanes
    // nearer the port row belong to the ports nearer the side the bundle leaves by, as
    // the offset lines give them), then along it.
    const bool stepA = b.escA && k >= 2, stepB = b.escB && k >= 2 && (k >= 3 || !stepA);
    for (int i = 0; i < n; ++i) {
        const Cable& c = b.members[i].cable;
        const std::vector<QPointF>& o = lanes[i];
        std::vector<QPointF> path;
        if (stepA) {
            path.insert(path.end(), {c.a.anchor, QPointF(c.a.anchor.x(), o[1].y())});
        } else {
            const double ya = c.a.anchor.y() + b.na.y() * levelA[i];
            path.insert(path.end(), {c.a.anchor, QPointF(c.a.anchor.x(), ya), QPointF(o.front().x(), ya)});
        }
        for (std::size_t j = stepA ? 2 : 1; j < (stepB ? k - 1 : k); ++j)
            path.push_back(o[j]);
        if (stepB) {
            path.insert(path.end(), {QPointF(c.b.anchor.x(), o[k - 1].y()), c.b.anchor});
        } else {
            const double yb = c.b.anchor.y() + b.nb.y() * levelB[i];
            path.insert(path.end(), {QPointF(o.back().x(), yb), QPointF(c.b.anchor.x(), yb), c.b.anchor});
        }
        path = simplified(path);
        if (b.members[i].swapped)
            std::reverse(path.begin(), path.end());
        routes[c.id] = std::move(path);
    }
}

} // namespace topoplan::models
