// The synthetic design of the benchmarks (issue 3), shared by bench_graph and bench_gui.
#include "syntheticdesign.h"

#include "core/diagnostic.h"
#include "core/topology.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <iostream>

#include <time.h>

namespace topoplan::bench {

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
// Canvas grid of the free-standing devices (scene units): an MX7000 with its sleds is
// drawn about 600 x 400 (widgets/designlayout.cpp). Positions do not change analyses.
constexpr double kColumnPitch = 800.0;
constexpr double kRowPitch = 600.0;

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

} // namespace

SyntheticDesign generateSynthetic(int targetDevices, const std::shared_ptr<const core::Catalog>& catalog)
{
    SyntheticDesign out;
    core::Design& d = out.design.design;
    d.name = "synthetic " + std::to_string(targetDevices);
    const int chassis = std::max(1, int(std::lround(targetDevices / 28.0)));
    out.chassis = chassis;
    const int arrays = std::max(1, (chassis + 3) / 4);
    const int dds = std::max(1, (chassis + 15) / 16);
    const int lanesPerFabric = chassis * 4 + arrays * 2;
    const int directors = std::max(1, (lanesPerFabric + kEdgePorts - 1) / kEdgePorts);
    const int cores = std::max(1, (chassis * 4 + dds * 2 + kEdgePorts - 1) / kEdgePorts);
    int roots = 0;
    auto dev = [&](std::string id, std::string model, std::string parent = {}, std::string slot = {}) {
        core::Device x;
        x.id = std::move(id);
        x.model = std::move(model);
        x.parent = std::move(parent);
        x.slot = std::move(slot);
        if (x.parent.empty()) { // a grid of 16 columns, wide enough for a chassis
            x.at = std::make_pair(double(roots % 16) * kColumnPitch, double(roots / 16) * kRowPitch);
            ++roots;
        }
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


std::shared_ptr<const core::Catalog> syntheticCatalog()
{
    auto catalog = std::make_shared<core::Catalog>();
    core::Diagnostics diagnostics;
    if (!catalog->addBuiltin(diagnostics) || !catalog->addFromText(kBenchCatalog, "<bench>", diagnostics)) {
        std::cerr << core::formatDiagnostics(diagnostics);
        std::exit(2);
    }
    return catalog;
}

const char* syntheticCatalogText() { return kBenchCatalog; }

double threadCpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

} // namespace topoplan::bench
