#!/usr/bin/env python3
"""Runs the benchmark's shared graph queries with NetworkX and python-igraph on the graph
exported by bench_graph, and prints one JSON object with the times (seconds) and the
answers (so that bench_graph can check that every library answered the same).

Usage: graph_baselines.py EDGES PAIRS
  EDGES: first line "n m", then m lines "u v" (undirected, vertices 0..n-1)
  PAIRS: lines "s t" (source and sink of the s-t queries)
Queries: articulation points of the whole graph (best of 3 runs, as bench_graph does);
s-t maximum flow with unit edge capacities; number of shortest s-t paths.
"""
import json
import sys
import time


def load(edges_path, pairs_path):
    with open(edges_path) as f:
        n, m = map(int, f.readline().split())
        edges = [tuple(map(int, line.split())) for line in f]
    with open(pairs_path) as f:
        pairs = [tuple(map(int, line.split())) for line in f if line.strip()]
    return n, edges, pairs


def best_of(runs, fn):
    """(best time in seconds, result) of `runs` calls of fn."""
    best, result = None, None
    for _ in range(runs):
        t = time.perf_counter()
        result = fn()
        elapsed = time.perf_counter() - t
        best = elapsed if best is None else min(best, elapsed)
    return best, result


def run_networkx(n, edges, pairs):
    import networkx as nx
    out = {"available": True}
    g = nx.Graph()
    g.add_nodes_from(range(n))
    g.add_edges_from(edges)
    out["articulation_s"], arts = best_of(3, lambda: list(nx.articulation_points(g)))
    out["articulation"] = len(set(arts))
    d = nx.DiGraph()
    d.add_nodes_from(range(n))
    for u, v in edges:
        d.add_edge(u, v, capacity=1)
        d.add_edge(v, u, capacity=1)
    t = time.perf_counter()
    flows = [nx.maximum_flow_value(d, s, tt) for s, tt in pairs]
    out["maxflow_s"] = time.perf_counter() - t
    out["maxflow"] = flows
    t = time.perf_counter()
    counts = [sum(1 for _ in nx.all_shortest_paths(g, s, tt)) for s, tt in pairs]
    out["paths_s"] = time.perf_counter() - t
    out["paths"] = counts
    return out


def run_igraph(n, edges, pairs):
    import igraph as ig
    out = {"available": True}
    g = ig.Graph(n=n, edges=edges, directed=False)
    out["articulation_s"], arts = best_of(3, g.articulation_points)
    out["articulation"] = len(set(arts))
    t = time.perf_counter()
    flows = [int(g.maxflow_value(s, tt)) for s, tt in pairs]
    out["maxflow_s"] = time.perf_counter() - t
    out["maxflow"] = flows
    t = time.perf_counter()
    counts = [len(g.get_all_shortest_paths(s, to=tt)) for s, tt in pairs]
    out["paths_s"] = time.perf_counter() - t
    out["paths"] = counts
    return out


def main():
    n, edges, pairs = load(sys.argv[1], sys.argv[2])
    result = {}
    for name, fn in (("networkx", run_networkx), ("igraph", run_igraph)):
        try:
            result[name] = fn(n, edges, pairs)
        except ImportError as e:
            result[name] = {"available": False, "error": str(e)}
    print(json.dumps(result))


if __name__ == "__main__":
    main()
