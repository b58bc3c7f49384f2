// bench_graph: times the graph analyses on synthetic designs of 100, 1,000 and 10,000
// devices and compares the shared graph queries with NetworkX and python-igraph
// (tests/bench/graph_baselines.py) on the same graph. Not a test: it prints a table.
//
// Synthetic design: tests/bench/syntheticdesign.h (shared with bench_gui).
//
// Then times one analysis of vSAN clusters of 64 .. 1,024 hosts, where the initiator-
// target pairs grow with the square of the hosts (each host's 2 NICs to the 2 NICs of
// every other member) until FlowAnalyzer::kMaxTracedPairs leaves flows out; it prints the
// time ratio to the cluster of half the hosts (4 would be quadratic, 8 cubic).
//
// Usage: bench_graph [--sizes 100,1000,10000] [--no-baselines] [--cluster-hosts 64,128,...|none]
#include "core/analysis.h"
#include "core/catalog.h"
#include "core/designgraph.h"
#include "core/designio.h"
#include "core/designloader.h"
#include "core/diagnostic.h"
#include "core/failuresweep.h"
#include "core/flowanalyzer.h"
#include "core/topology.h"
#include "syntheticdesign.h"

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
#include <optional>
#include <sstream>
#include <string>
#include <vector>

using namespace topoplan;

namespace {

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
        const double c0 = bench::threadCpuSeconds();
        f();
        const double wall = seconds(t0);
        if (wall < best.wall) {
            best.wall = wall;
            best.cpu = bench::threadCpuSeconds() - c0;
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

// A vSAN cluster of `hosts` Cisco UCS C240 M4S hosts (RA-2's node, builtin catalog), one
// OLTP workload each: 40 hosts per pair of leaf switches (generic/tor-10ge-48: NIC 1 to
// leaf A, NIC 2 to leaf B), the leaves of side A on spine A and of side B on spine B
// (bench/eth-core, 10 GbE), one ISL between the spines.
std::string vsanClusterYaml(int hosts)
{
    std::string y = "format: topoplan/1\nname: bench vSAN cluster\ncatalogs: [builtin]\ndevices:\n"
                    "  - {id: spine-a, model: bench/eth-core, at: [0, -300]}\n"
                    "  - {id: spine-b, model: bench/eth-core, at: [800, -300]}\n";
    const int leaves = (hosts + 39) / 40;
    for (int l = 0; l < leaves; ++l)
        for (const char* side : {"a", "b"})
            y += "  - {id: leaf-" + std::string(side) + std::to_string(l) + ", model: generic/tor-10ge-48, at: ["
                + std::to_string(l * 800 + (side[0] == 'b' ? 400 : 0)) + ", 0]}\n";
    for (int h = 0; h < hosts; ++h)
        y += "  - {id: esx-" + std::to_string(h) + ", model: cisco/ucs-c240-m4s, at: [" + std::to_string((h % 40) * 250) + ", "
            + std::to_string(300 + (h / 40) * 300)
            + "], config: {memory_gb: 384, cpus: 2, cores_per_cpu: 16, drive_model: generic/sas-ssd-800gb, disk_groups: 2, "
              "cache_drives_per_group: 1, capacity_drives_per_group: 3, cache_drive_model: generic/sas-ssd-800gb}}\n";
    y += "links:\n  - {a: spine-a:eth512, b: spine-b:eth512}\n";
    for (int l = 0; l < leaves; ++l)
        for (const char* side : {"a", "b"})
            y += "  - {a: leaf-" + std::string(side) + std::to_string(l) + ":port-48, b: spine-" + side + ":eth" + std::to_string(l + 1)
                + "}\n";
    for (int h = 0; h < hosts; ++h)
        for (const char* side : {"a", "b"})
            y += "  - {a: esx-" + std::to_string(h) + ":10ge-" + (side[0] == 'a' ? "1" : "2") + ", b: leaf-" + side
                + std::to_string(h / 40) + ":port-" + std::to_string(h % 40 + 1) + "}\n";
    y += "clusters:\n  - {id: vsan-1, kind: vsan, members: [";
    for (int h = 0; h < hosts; ++h)
        y += (h ? ", esx-" : "esx-") + std::to_string(h);
    y += "]}\nstorage_groups:\n";
    for (int h = 0; h < hosts; ++h)
        y += "  - {id: sg-" + std::to_string(h) + ", storage: vsan-1, size_gb: 400, raid: raid1, ftt: 1, thin: true, volumes: 4}\n";
    y += "workloads:\n";
    for (int h = 0; h < hosts; ++h)
        y += "  - {id: w-" + std::to_string(h) + ", host: esx-" + std::to_string(h) + ", storage: vsan-1, storage_group: sg-"
            + std::to_string(h)
            + ", engine: oracle, vm: {vcpu: 8, memory_gb: 96, sga_gb: 77}, profile: {kind: oltp, tool: slob, users: 48, "
              "think_ms: 300, read_pct: 75, read_kb: 8, write_kb: 8, database_gb: 300, working_set_gb: 300}}\n";
    return y;
}

void benchClusters(const std::vector<int>& hostCounts, const std::shared_ptr<const core::Catalog>& catalog)
{
    std::printf("\nvSAN clusters: one analysis (best of 3, CPU time in parentheses); pairs limit %zu "
                "(FlowAnalyzer::kMaxTracedPairs)\n",
                core::FlowAnalyzer::kMaxTracedPairs);
    std::printf("%6s %8s %10s %9s %9s | %20s %12s %8s\n", "hosts", "devices", "pairs", "analysed", "left out",
                "full analysis", "x half hosts", "peak MB");
    double previous = 0.0;
    int previousHosts = 0;
    for (int hosts : hostCounts) {
        core::Diagnostics diags;
        std::optional<core::Design> parsed = core::readDesignText(vsanClusterYaml(hosts), "<bench vSAN>", diags);
        std::optional<core::Topology> topo;
        if (parsed)
            topo = core::buildTopology(*parsed, *catalog, "<bench vSAN>", diags);
        if (!topo) {
            std::cerr << core::formatDiagnostics(diags);
            std::exit(1);
        }
        const core::LoadedDesign d{std::move(*parsed), catalog, std::move(*topo), "<bench vSAN>"};
        const core::FlowAnalyzer analyzer(d);
        std::size_t analysed = 0;
        for (const core::FlowDef& f : analyzer.flows())
            analysed += f.pairs.size();
        const Timing full = bestOf(3, [&] { core::analyze(d, {}); });
        char ratio[32] = "";
        if (previous > 0.0 && previousHosts * 2 == hosts)
            std::snprintf(ratio, sizeof ratio, "%.1fx", full.cpu / previous);
        std::printf("%6d %8zu %10zu %9zu %9zu | %7.1f ms (%7.1f) %12s %8ld\n", hosts, d.design.devices.size(),
                    analysed + analyzer.leftOut().pairs, analysed, analyzer.leftOut().pairs, full.wall * 1e3, full.cpu * 1e3,
                    ratio, peakRssMB());
        std::fflush(stdout);
        previous = full.cpu;
        previousHosts = hosts;
    }
}

} // namespace

int main(int argc, char** argv)
{
    std::vector<int> sizes{100, 1000, 10000};
    std::vector<int> clusterHosts{64, 128, 256, 512, 1024};
    bool baselines = true;
    auto numbers = [](const char* text) {
        std::vector<int> out;
        std::stringstream ss(text);
        for (std::string x; std::getline(ss, x, ',');)
            if (x != "none")
                out.push_back(std::atoi(x.c_str()));
        return out;
    };
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--no-baselines")
            baselines = false;
        else if (a == "--sizes" && i + 1 < argc)
            sizes = numbers(argv[++i]);
        else if (a == "--cluster-hosts" && i + 1 < argc)
            clusterHosts = numbers(argv[++i]);
    }
    const std::shared_ptr<const core::Catalog> catalog = bench::syntheticCatalog();
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
        const bench::SyntheticDesign gen = bench::generateSynthetic(size, catalog);
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
    benchClusters(clusterHosts, catalog);
    return 0;
}
