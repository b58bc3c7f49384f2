#include "models/autolayout.h"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/fruchterman_reingold.hpp>
#include <boost/graph/random_layout.hpp>
#include <boost/graph/topology.hpp>
#include <boost/random/mersenne_twister.hpp>

#include <algorithm>
#include <cmath>
#include <set>

namespace topoplan::models {

std::map<std::string, std::pair<double, double>>
autoLayout(const core::Design& design, const std::function<std::pair<double, double>(const std::string&)>& size)
{
    std::map<std::string, std::pair<double, double>> result;
    // Root (free-standing) ancestor of every device.
    std::map<std::string, std::string> root;
    for (const core::Device& d : design.devices) {
        std::string r = d.id;
        std::set<std::string> seen;
        for (const core::Device* p = &d; p && !p->parent.empty() && seen.insert(p->id).second;) {
            r = p->parent;
            p = design.device(p->parent);
        }
        root[d.id] = r;
    }
    std::vector<std::string> free;
    double placedBottom = 0.0, placedLeft = 1e300;
    for (const core::Device& d : design.devices) {
        if (!d.parent.empty())
            continue;
        if (d.at) {
            const auto [w, h] = size(d.id);
            placedBottom = std::max(placedBottom, d.at->second + h);
            placedLeft = std::min(placedLeft, d.at->first);
            (void)w;
        } else {
            free.push_back(d.id);
        }
    }
    if (free.empty())
        return result;
    if (placedLeft > 1e299)
        placedLeft = 0.0;

    using Topology = boost::square_topology<boost::mt19937>;
    using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS,
                                        boost::property<boost::vertex_index_t, int>>;
    Graph g(free.size());
    std::map<std::string, int> vertex;
    for (int i = 0; i < int(free.size()); ++i)
        vertex[free[i]] = i;
    std::set<std::pair<int, int>> edges;
    auto vertexOf = [&](const std::string& ref) {
        const std::string dev = ref.substr(0, ref.find(':'));
        const auto r = root.find(dev);
        const auto v = r == root.end() ? vertex.end() : vertex.find(r->second);
        return v == vertex.end() ? -1 : v->second;
    };
    for (const core::Link& l : design.links) {
        const int a = vertexOf(l.a), b = vertexOf(l.b);
        if (a >= 0 && b >= 0 && a != b && edges.insert({std::min(a, b), std::max(a, b)}).second)
            boost::add_edge(a, b, g);
    }
    double maxExtent = 0.0;
    for (const std::string& id : free) {
        const auto [w, h] = size(id);
        maxExtent = std::max({maxExtent, w, h});
    }
    const double side = std::max(1.0, std::ceil(std::sqrt(double(free.size())))) * (maxExtent + 80.0);
    boost::mt19937 rng(42);
    Topology topology(rng, side);
    using Point = Topology::point_type;
    std::vector<Point> positions(free.size());
    auto posMap = boost::make_iterator_property_map(positions.begin(), boost::get(boost::vertex_index, g));
    boost::random_graph_layout(g, posMap, topology);
    boost::fruchterman_reingold_force_directed_layout(g, posMap, topology,
                                                      boost::cooling(boost::linear_cooling<double>(200)));
    double minX = 1e300, minY = 1e300;
    for (const Point& p : positions) {
        minX = std::min(minX, p[0]);
        minY = std::min(minY, p[1]);
    }
    for (int i = 0; i < int(free.size()); ++i)
        result[free[i]] = {std::round(placedLeft + positions[i][0] - minX),
                           std::round(placedBottom + (placedBottom > 0 ? 120.0 : 0.0) + positions[i][1] - minY)};
    return result;
}

} // namespace topoplan::models
