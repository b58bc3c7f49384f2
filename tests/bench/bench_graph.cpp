// bench_graph: times the graph analyses on synthetic designs of 100, 1,000 and 10,000
// devices and compares the shared graph queries with NetworkX and python-igraph
// (tests/bench/graph_baselines.py) on the same graph. Not a test: it prints a table.
//
// Synthetic design (issue 3): PowerEdge MX7000 chassis of 8 MX740c sleds, each sled with
// two QL41262 CNAs (port 1 to IOM A1 / B1 through the midplane); two MX9116n IOMs per
// chassis whose unified port eth1/1/43 breaks out to 4 x 16GFC towards the fabric's FC
// directors and whose eth1/1/41 breaks out to 4 x 10 GbE towards the LAN cores; dual SAN
// fabrics A and B of meshed FC directors; one generic dual-controller array per 4
// chassis on both fabrics; one DD9300 per 16 chassis on both LAN cores. One OLTP workload
// per sled (20,000 IOPS of 8 KiB), zoned to the 2 controllers of its array on each
// fabric (4 paths per host); every 8th sled also backs up to its DD9300.
//
// Usage: bench_graph [--sizes 100,1000,10000] [--no-baselines]
#include "core/analysis.h"
#include "core/catalog.h"
#include "core/designgraph.h"
#include "core/failuresweep.h"
#include "core/topology.h"

#include <boost/graph/biconnected_components.hpp>
#include <boost/graph/boykov_kolmogorov_max_flow.hpp>

#include <sys/resource.h>
#include <unistd.h>
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

using namespace topoplan;

namespace {

// Switch models of the generator only (large port counts so that 10,000 devices fit in a
// flat core); not products, not in the builtin catalog.
constexpr const char* kBenchCatalog = R"(format: topoplan-catalog/1
models:
  - id: bench/fc-director
    kind: switch
    vendor: Bench
    name: synthetic FC director (512 x 16GFC)
    source: "synthetic model of tests/bench/bench_graph.cpp, not a product"
    height_u: 8
    ports:
      - {name: "fc{n}", n: [1, 512], speed_gbps: 16, speeds_gbps: [8, 16], media: sfp+, protocols: [fc], role: fabric}
  - id: bench/eth-core
    kind: switch
    vendor: Bench
    name: synthetic LAN core (512 x 10 GbE)
    source: "synthetic model of tests/bench/bench_graph.cpp, not a product"
    height_u: 8
    ports:
      - {name: "eth{n}", n: [1, 512], speed_gbps: 10, speeds_gbps: [1, 10], media: sfp+, protocols: [ethernet, iscsi, nvme-tcp], role: fabric}
)";

constexpr int kEdgePorts = 448; // ports 449-512 are inter-switch links

struct Generated {
    core::LoadedDesign design;
    int chassis = 0;
    std::vector<std::string> hosts;
    std::vector<std::string> arrays;
};

struct SwitchPool {
    std::string prefix;
    std::string model;
    std::string portPrefix;
    std::vector<std::string> ids;
    std::vector<int> next;
    std::vector<int> nextIsl;

    std::string port(int sw)
    {
        return ids[sw] + ":" + portPrefix + std::to_string(++next[sw]);
    }
};

Generated generate(int targetDevices, const std::shared_ptr<const core::Catalog>& catalog)
{
    Generated out;
    core::Design& d = out.design.design;
    d.name = "synthetic " + std::to_string(targetDevices);
    const int chassis = std::max(1, int(std::lround(targetDevices / 28.0)));
    out.chassis = chassis;
    const int arrays = std::max(1, (chassis + 3) / 4);
    const int dds = std::max(1, (chassis + 15) / 16);
    const int lanesPerFabric = chassis * 4 + arrays * 2;
    const int directors = std::max(1, (lanesPerFabric + kEdgePorts - 1) / kEdgePorts);
    const int cores = std::max(1, (chassis * 4 + dds * 2 + kEdgePorts - 1) / kEdgePorts);
    auto dev = [&](std::string id, std::string model, std::string parent = {}, std::string slot = {}) {
        core::Device x;
        x.id = std::move(id);
        x.model = std::move(model);
        x.parent = std::move(parent);
        x.slot = std::move(slot);
        if (x.parent.empty())
            x.at = std::make_pair(0.0, 0.0);
        d.devices.push_back(std::move(x));
        return d.devices.back().id;
    };
    auto link = [&](std::string a, std::string b, std::string breakout = {}) {
        d.links.push_back(core::Link{std::move(a), std::move(b), std::move(breakout), {}});
    };
    auto pool = [&](std::string prefix, std::string model, std::string portPrefix, int count) {
        SwitchPool p{prefix, model, portPrefix, {}, {}, {}};
        for (int i = 0; i < count; ++i) {
            p.ids.push_back(dev(prefix + std::to_string(i + 1), model));
            p.next.push_back(0);
            p.nextIsl.push_back(kEdgePorts);
        }
        for (int i = 0; i < count; ++i) // full mesh, 2 links per pair
            for (int j = i + 1; j < count; ++j)
                for (int k = 0; k < 2; ++k)
                    link(p.ids[i] + ":" + portPrefix + std::to_string(++p.nextIsl[i]),
                         p.ids[j] + ":" + portPrefix + std::to_string(++p.nextIsl[j]));
        return p;
    };
    SwitchPool dirA = pool("dir-a", "bench/fc-director", "fc", directors);
    SwitchPool dirB = pool("dir-b", "bench/fc-director", "fc", directors);
    SwitchPool ethA = pool("core-a", "bench/eth-core", "eth", cores);
    SwitchPool ethB = pool("core-b", "bench/eth-core", "eth", cores);
    for (int k = 0; k < 2; ++k)
        link(ethA.ids[0] + ":eth" + std::to_string(++ethA.nextIsl[0]), ethB.ids[0] + ":eth" + std::to_string(++ethB.nextIsl[0]));

    for (int a = 0; a < arrays; ++a) {
        const std::string id = dev("array-" + std::to_string(a + 1), "generic/array");
        out.arrays.push_back(id);
        const int k = a % directors;
        link(id + ":ctrl-a-fc1", dirA.port(k));
        link(id + ":ctrl-b-fc1", dirA.port(k));
        link(id + ":ctrl-a-fc2", dirB.port(k));
        link(id + ":ctrl-b-fc2", dirB.port(k));
    }
    std::vector<std::string> ddIds;
    for (int b = 0; b < dds; ++b) {
        const std::string id = dev("dd-" + std::to_string(b + 1), "dell/dd9300");
        ddIds.push_back(id);
        const int k = b % cores;
        link(id + ":eth-1a", ethA.port(k));
        link(id + ":eth-2a", ethA.port(k));
        link(id + ":eth-1b", ethB.port(k));
        link(id + ":eth-2b", ethB.port(k));
    }
    int hostNo = 0;
    for (int c = 0; c < chassis; ++c) {
        const std::string ch = dev("mx-" + std::to_string(c + 1), "dell/poweredge-mx7000");
        const std::string array = out.arrays[c / 4];
        const std::string dd = ddIds[c / 16];
        for (const char side : {'a', 'b'}) {
            const std::string iom = dev(ch + "-iom-" + side, "dell/mx9116n", ch, std::string("fabric-") + side + "1");
            SwitchPool& fc = side == 'a' ? dirA : dirB;
            SwitchPool& eth = side == 'a' ? ethA : ethB;
            for (int lane = 1; lane <= 4; ++lane) {
                link(iom + ":eth1/1/43:" + std::to_string(lane), fc.port(c % directors), "4x16gfc");
                link(iom + ":eth1/1/41:" + std::to_string(lane), eth.port(c % cores), "4x10ge");
            }
        }
        for (int s = 1; s <= 8; ++s) {
            const std::string host = dev(ch + "-s" + std::to_string(s), "dell/poweredge-mx740c", ch, "sled-" + std::to_string(s));
            out.hosts.push_back(host);
            const std::string a = dev(host + "-1a", "qlogic/ql41262", host, "mezz-1a");
            const std::string b = dev(host + "-1b", "qlogic/ql41262", host, "mezz-1b");
            const char* fabricA[] = {":ctrl-a-fc1", ":ctrl-b-fc1"};
            const char* fabricB[] = {":ctrl-a-fc2", ":ctrl-b-fc2"};
            d.zoning.push_back(core::Zone{a + ":1", {array + fabricA[0], array + fabricA[1]}, {}});
            d.zoning.push_back(core::Zone{b + ":1", {array + fabricB[0], array + fabricB[1]}, {}});
            core::Workload w;
            w.id = "w-" + std::to_string(++hostNo);
            w.host = host;
            w.storage = array;
            w.engine = "oracle";
            w.profile = {{"kind", std::string("oltp")}, {"iops", 20000.0}, {"read_pct", 70.0}, {"read_kb", 8.0}, {"write_kb", 8.0}};
            d.workloads.push_back(w);
            if (s == 8) {
                core::Workload bk;
                bk.id = "bk-" + std::to_string(hostNo);
                bk.host = host;
                bk.storage = dd;
                bk.engine = "oracle";
                bk.profile = {{"kind", std::string("backup")}, {"mb_s", 500.0}};
                d.workloads.push_back(bk);
            }
        }
    }
    core::Diagnostics diagnostics;
    auto topo = core::buildTopology(d, *catalog, "<synthetic>", diagnostics);
    if (!topo) {
        std::cerr << core::formatDiagnostics(diagnostics);
        std::exit(2);
    }
    out.design.catalog = catalog;
    out.design.topology = std::move(*topo);
    out.design.fileName = "<synthetic>";
    return out;
}

double seconds(std::chrono::steady_clock::time_point t0)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

long peakRssMB()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss / 1024; // Linux: kilobytes
}

double cpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

// Best wall time of `runs` runs, and the CPU time of this thread in that run (the machine
// may be shared: CPU time is the steadier figure).
struct Timing {
    double wall = 1e30;
    double cpu = 0.0;
};

template <typename F>
Timing bestOf(int runs, F&& f)
{
    Timing best;
    for (int i = 0; i < runs; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        const double c0 = cpuSeconds();
        f();
        const double wall = seconds(t0);
        if (wall < best.wall) {
            best.wall = wall;
            best.cpu = cpuSeconds() - c0;
        }
    }
    return best;
}

// Best of this many runs for the articulation points query, here and in
// graph_baselines.py (a single run of a few milliseconds is mostly noise on a shared
// machine). The s-t queries run once: they are ten queries each.
constexpr int kQueryRuns = 3;

// The shared queries, with Boost.Graph, on the design graph as exported.
struct SharedAnswers {
    int articulation = 0;
    std::vector<long> maxflow;
    std::vector<long> paths;
    double articulationS = 0, maxflowS = 0, pathsS = 0;
};

// Like the Python side, each library works on its own graph built from the exported
// edges outside the timing: for Boost a compact adjacency list without properties (the
// design graph's bundled vertices carry ids and kinds the query does not need).
using CompactGraph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;

SharedAnswers boostQueries(const core::DesignGraphType& g, const std::vector<std::pair<int, int>>& pairs)
{
    SharedAnswers a;
    CompactGraph compact(boost::num_vertices(g));
    for (auto [e, end] = boost::edges(g); e != end; ++e)
        boost::add_edge(boost::source(*e, g), boost::target(*e, g), compact);
    a.articulationS = 1e30;
    for (int run = 0; run < kQueryRuns; ++run) {
        const auto t0 = std::chrono::steady_clock::now();
        std::vector<CompactGraph::vertex_descriptor> arts;
        boost::articulation_points(compact, std::back_inserter(arts));
        std::sort(arts.begin(), arts.end());
        a.articulation = int(std::unique(arts.begin(), arts.end()) - arts.begin());
        a.articulationS = std::min(a.articulationS, seconds(t0));
    }

    using Traits = boost::adjacency_list_traits<boost::vecS, boost::vecS, boost::directedS>;
    struct E {
        long cap = 0, res = 0;
        Traits::edge_descriptor rev;
    };
    using FG = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property, E>;
    auto t0 = std::chrono::steady_clock::now();
    const std::size_t n = boost::num_vertices(g);
    FG fg(n);
    auto arc = [&](std::size_t u, std::size_t v) {
        auto e = boost::add_edge(u, v, fg).first;
        auto r = boost::add_edge(v, u, fg).first;
        fg[e].cap = 1;
        fg[e].rev = r;
        fg[r].rev = e;
    };
    for (auto [e, end] = boost::edges(g); e != end; ++e) {
        arc(boost::source(*e, g), boost::target(*e, g));
        arc(boost::target(*e, g), boost::source(*e, g));
    }
    std::vector<boost::default_color_type> color(n);
    std::vector<long> dist(n);
    std::vector<Traits::edge_descriptor> pred(n);
    auto idx = boost::get(boost::vertex_index, fg);
    for (const auto& [s, t] : pairs)
        a.maxflow.push_back(boost::boykov_kolmogorov_max_flow(
            fg, boost::get(&E::cap, fg), boost::get(&E::res, fg), boost::get(&E::rev, fg),
            boost::make_iterator_property_map(pred.begin(), idx), boost::make_iterator_property_map(color.begin(), idx),
            boost::make_iterator_property_map(dist.begin(), idx), idx, s, t));
    a.maxflowS = seconds(t0);

    t0 = std::chrono::steady_clock::now();
    std::vector<int> level(n);
    std::vector<long> sigma(n);
    for (const auto& [s, t] : pairs) {
        std::fill(level.begin(), level.end(), -1);
        std::fill(sigma.begin(), sigma.end(), 0);
        std::deque<int> q{s};
        level[s] = 0;
        sigma[s] = 1;
        while (!q.empty()) {
            const int u = q.front();
            q.pop_front();
            if (level[t] >= 0 && level[u] >= level[t])
                break;
            for (auto [e, end] = boost::out_edges(u, g); e != end; ++e) {
                const int w = int(boost::target(*e, g));
                if (level[w] < 0) {
                    level[w] = level[u] + 1;
                    q.push_back(w);
                }
                if (level[w] == level[u] + 1)
                    sigma[w] += sigma[u];
            }
        }
        a.paths.push_back(sigma[t]);
    }
    a.pathsS = seconds(t0);
    return a;
}

// Minimal extraction from the script's one-line JSON.
double number(const std::string& json, const std::string& lib, const std::string& key)
{
    const auto l = json.find("\"" + lib + "\"");
    const auto k = json.find("\"" + key + "\":", l);
    if (l == std::string::npos || k == std::string::npos)
        return -1;
    return std::atof(json.c_str() + k + key.size() + 3);
}

std::string list(const std::string& json, const std::string& lib, const std::string& key)
{
    const auto l = json.find("\"" + lib + "\"");
    const auto k = json.find("\"" + key + "\": [", l);
    if (l == std::string::npos || k == std::string::npos)
        return {};
    const auto b = json.find('[', k), e = json.find(']', k);
    std::string s = json.substr(b + 1, e - b - 1);
    s.erase(std::remove(s.begin(), s.end(), ' '), s.end());
    return s;
}

std::string joined(const std::vector<long>& v)
{
    std::string s;
    for (long x : v)
        s += (s.empty() ? "" : ",") + std::to_string(x);
    return s;
}

} // namespace

int main(int argc, char** argv)
{
    std::vector<int> sizes{100, 1000, 10000};
    bool baselines = true;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--no-baselines")
            baselines = false;
        else if (a == "--sizes" && i + 1 < argc) {
            sizes.clear();
            std::stringstream ss(argv[++i]);
            for (std::string x; std::getline(ss, x, ',');)
                sizes.push_back(std::atoi(x.c_str()));
        }
    }
    auto catalog = std::make_shared<core::Catalog>();
    core::Diagnostics diagnostics;
    if (!catalog->addBuiltin(diagnostics) || !catalog->addFromText(kBenchCatalog, "<bench>", diagnostics)) {
        std::cerr << core::formatDiagnostics(diagnostics);
        return 2;
    }
    std::printf("Targets (issue 3): analysis 1,000 devices <= 50 ms; 10,000 <= 1 s and <= 500 MB; N-1 sweep "
                "1,000 devices <= 2 s; >= 20x NetworkX and >= 1x igraph on the shared queries.\n\n");
    std::printf("Times: best wall time of 3 runs (sweep: 1 run), CPU time of that run in parentheses.\n");
    std::printf("%7s %8s %9s %6s %6s | %20s %20s %18s %8s\n", "target", "devices", "vertices", "flows", "paths",
                "full analysis", "after one failure", "N-1 sweep", "peak MB");
    struct Row {
        int size;
        const core::DesignGraphType* graph;
    };
    for (int size : sizes) {
        const Generated gen = generate(size, catalog);
        const core::LoadedDesign& d = gen.design;
        core::AnalysisResult result;
        const Timing full = bestOf(3, [&] { result = core::analyze(d, {}); });
        int paths = 0;
        for (const auto& f : result.flows)
            paths += int(f.paths.size());
        const core::FailureSet one{{gen.design.design.devices.back().parent + "-iom-a"}}; // the last chassis's IOM A1
        const Timing again = bestOf(3, [&] { core::analyze(d, one); });
        const Timing sweep = bestOf(1, [&] { core::sweepFailures(d, 1); });
        const core::DesignGraph graph(d);
        std::printf("%7d %8zu %9d %6zu %6d | %7.1f ms (%6.1f) %7.1f ms (%6.1f) %6.2f s (%5.2f) %8ld\n", size,
                    d.design.devices.size(), graph.vertexCount(), result.flows.size(), paths, full.wall * 1e3, full.cpu * 1e3,
                    again.wall * 1e3, again.cpu * 1e3, sweep.wall, sweep.cpu, peakRssMB());
        std::fflush(stdout);
        if (!baselines)
            continue;

        // Shared queries on the exported design graph.
        const core::DesignGraphType& g = graph.graph();
        std::vector<std::pair<int, int>> pairs;
        const int samples = 10;
        for (int k = 0; k < samples; ++k) {
            const std::string& host = gen.hosts[(std::size_t(k) * gen.hosts.size()) / samples];
            const core::Workload* w = nullptr;
            for (const auto& x : d.design.workloads)
                if (x.host == host) {
                    w = &x;
                    break;
                }
            pairs.emplace_back(graph.vertexById(host), graph.vertexById(w->storage));
        }
        const std::string edgesFile = "/tmp/bench_graph_edges_" + std::to_string(size) + ".txt";
        const std::string pairsFile = "/tmp/bench_graph_pairs_" + std::to_string(size) + ".txt";
        {
            std::ofstream e(edgesFile);
            e << boost::num_vertices(g) << " " << boost::num_edges(g) << "\n";
            for (auto [it, end] = boost::edges(g); it != end; ++it)
                e << boost::source(*it, g) << " " << boost::target(*it, g) << "\n";
            std::ofstream p(pairsFile);
            for (const auto& [s, t] : pairs)
                p << s << " " << t << "\n";
        }
        const SharedAnswers mine = boostQueries(g, pairs);
        // The Debian packages python3-networkx and python3-igraph install into the system
        // interpreter; prefer it over a python3 earlier on PATH (pyenv, venv).
        const std::string python = access("/usr/bin/python3", X_OK) == 0 ? "/usr/bin/python3" : "python3";
        const std::string command = python + " " + TOPOPLAN_BENCH_BASELINES + " " + edgesFile + " " + pairsFile;
        std::string json;
        if (FILE* pipe = popen(command.c_str(), "r")) {
            char buf[4096];
            while (std::fgets(buf, sizeof buf, pipe))
                json += buf;
            pclose(pipe);
        }
        std::printf("  shared queries on %zu vertices / %zu edges, %d s-t pairs (host -> its array):\n", boost::num_vertices(g),
                    boost::num_edges(g), samples);
        std::printf("    %-14s %12s %12s %12s   answers (articulation: best of %d runs)\n", "", "articulation", "max flow",
                    "path count", kQueryRuns);
        std::printf("    %-14s %9.2f ms %9.2f ms %9.2f ms   %d arts; flows %s; paths %s\n", "Boost (ours)", mine.articulationS * 1e3,
                    mine.maxflowS * 1e3, mine.pathsS * 1e3, mine.articulation, joined(mine.maxflow).c_str(),
                    joined(mine.paths).c_str());
        for (const char* lib : {"networkx", "igraph"}) {
            const double ta = number(json, lib, "articulation_s"), tf = number(json, lib, "maxflow_s"),
                         tp = number(json, lib, "paths_s");
            if (ta < 0) {
                std::printf("    %-14s not available (%s)\n", lib, json.empty() ? "script failed" : "python module missing");
                continue;
            }
            const bool same = int(number(json, lib, "articulation")) == mine.articulation
                && list(json, lib, "maxflow") == joined(mine.maxflow) && list(json, lib, "paths") == joined(mine.paths);
            std::printf("    %-14s %9.2f ms %9.2f ms %9.2f ms   %s\n", lib, ta * 1e3, tf * 1e3, tp * 1e3,
                        same ? "same answers" : "DIFFERENT answers");
            std::printf("    %-14s %11.1fx %11.1fx %11.1fx   (their time / ours)\n", "  ratio", ta / mine.articulationS,
                        tf / mine.maxflowS, tp / mine.pathsS);
        }
        std::fflush(stdout);
    }
    return 0;
}
