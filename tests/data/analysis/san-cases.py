# Writes tests/data/analysis/san-*/design.topoplan.yaml and expected-findings.txt (tests/core/tst_sanchecks.cpp).
# Run from the repository root: python3 tests/data/analysis/san-cases.py tests/data/analysis
import os, sys
root = sys.argv[1]

def design(name, note, mezz1b=True, mezz1a_fn="fcoe", lanes_a=("fa-1d-1","fa-2d-1","fa-1e-1","fa-2e-1"),
           lanes_b=("fa-1d-3","fa-2d-3","fa-1e-3","fa-2e-3"), zone_a=("fa-1d-1","fa-2d-1"), zone_b=("fa-1d-3","fa-2d-3"),
           pg=("fa-1d-1","fa-2d-1","fa-1d-3","fa-2d-3"), fabrics=True, extra_lanes_a=(), zoning=True):
    L = []
    L.append("format: topoplan/1")
    L.append('name: "%s"' % name)
    L.append("notes:")
    for n in note:
        L.append('  - "%s"' % n)
    L.append("catalogs: [builtin]")
    L.append("devices:")
    L.append("  - {id: mx7000-1, model: dell/poweredge-mx7000, at: [100, 100]}")
    L.append("  - {id: db, model: dell/poweredge-mx740c, parent: mx7000-1, slot: sled-1}")
    L.append("  - {id: db-mezz-1a, model: qlogic/ql41262, parent: db, slot: mezz-1a, partitions: [{port: \"1\", id: db-1a-p1, function: %s, gbps: 25, network: san-a}]}" % mezz1a_fn)
    if mezz1b:
        L.append("  - {id: db-mezz-1b, model: qlogic/ql41262, parent: db, slot: mezz-1b, partitions: [{port: \"1\", id: db-1b-p1, function: fcoe, gbps: 25, network: san-b}]}")
    L.append("  - {id: iom-a1, model: dell/mx9116n, parent: mx7000-1, slot: fabric-a1}")
    L.append("  - {id: iom-b1, model: dell/mx9116n, parent: mx7000-1, slot: fabric-b1}")
    L.append("  - {id: pmax, model: dell/powermax-2000, at: [1100, 100], config: {bricks: 1, drives: 24, drive_model: dell/nvme-3.84tb, raid: raid5-7+1}}")
    L.append("links:")
    for i, p in enumerate(lanes_a):
        L.append("  - {a: iom-a1:eth1/1/43:%d, b: pmax:%s, breakout: 4x16gfc}" % (i + 1, p))
    for i, p in enumerate(extra_lanes_a):
        L.append("  - {a: iom-a1:eth1/1/44:%d, b: pmax:%s, breakout: 4x16gfc}" % (i + 1, p))
    for i, p in enumerate(lanes_b):
        L.append("  - {a: iom-b1:eth1/1/43:%d, b: pmax:%s, breakout: 4x16gfc}" % (i + 1, p))
    L.append("  - {a: iom-a1:eth1/1/37, b: iom-b1:eth1/1/37}")
    if fabrics:
        L.append("fabrics:")
        L.append("  - {id: san-a, kind: fc, ports: [%s]}" % ", ".join(["db-mezz-1a:1"] + ["pmax:" + p for p in tuple(lanes_a) + tuple(extra_lanes_a)]))
        L.append("  - {id: san-b, kind: fc, ports: [%s]}" % ", ".join((["db-mezz-1b:1"] if mezz1b else []) + ["pmax:" + p for p in lanes_b]))
    if zoning:
        L.append("zoning:")
        L.append("  - {initiator: db-mezz-1a:1, targets: [%s]}" % ", ".join("pmax:" + p for p in zone_a))
        if mezz1b:
            L.append("  - {initiator: db-mezz-1b:1, targets: [%s]}" % ", ".join("pmax:" + p for p in zone_b))
    inits = ["db-mezz-1a:1"] + (["db-mezz-1b:1"] if mezz1b else [])
    L.append("port_groups:")
    L.append("  - {id: db-pg, array: pmax, ports: [%s]}" % ", ".join(pg))
    L.append("masking_views:")
    L.append("  - {id: db-mv, initiators: [%s], port_group: db-pg, storage_group: db-sg}" % ", ".join(inits))
    L.append("storage_groups:")
    L.append("  - {id: db-sg, storage: pmax, size_gb: 1000}")
    L.append("workloads:")
    L.append("  - {id: oltp, host: db, storage: pmax, storage_group: db-sg, engine: oracle, profile: {kind: oltp, iops: 20000, read_pct: 70, read_kb: 8, write_kb: 8}}")
    return "\n".join(L) + "\n"

BASE = ("Hand-made for tests/core/tst_sanchecks.cpp (issue 16, SAN design checks): one MX7000 with one MX740c sled (db) whose CNAs in mezz-1a and mezz-1b carry one FCoE partition each; iom-a1 and iom-b1 (MX9116n, VLTi on eth1/1/37) break eth1/1/43 out to 4 x 16GFC to the PowerMax, fabric A to ports 1 of SLICs 1d/2d/1e/2e, fabric B to ports 3.")
cases = {
 "san-good": (dict(), BASE + " Nothing wrong: the control case.", []),
 "san-idle-iom": (dict(mezz1b=False, zone_b=()),
    BASE + " Changed: no card in mezz-1b, so no adapter is wired to iom-b1 (the MX7000 midplane wires mezzanine B to fabric B only), while iom-b1 is still cabled to 4 PowerMax ports.",
    [("switch-serves-no-initiator iom-b1 mx7000-1", "iom-b1 has no midplane link (no card in mezz-1b) while db-mezz-1a is wired to its sibling iom-a1; the IOM check names the IOM and its chassis"),
     ("asymmetric-fabric san-a san-b", "the declared pair san-a / san-b: 1 vs 0 initiator ports and 2 vs 0 zoned target ports (san-b's targets are zoned to nobody): the existing flow-analysis check")]),
 "san-zone-cross": (dict(zone_a=("fa-1d-1", "fa-2d-1", "fa-1d-3")),
    BASE + " Changed: the zone of db-mezz-1a:1 (fabric A) also names pmax:fa-1d-3, which is cabled to iom-b1 (fabric B); the VLTi between the IOMs carries no FC (sanchecks.h).",
    [("zone-cross-fabric db-mezz-1a:1 pmax:fa-1d-3", "pmax:fa-1d-3 is in the cabled FC domain of iom-b1, the initiator in that of iom-a1")]),
 "san-zone-unreachable": (dict(zone_a=("fa-1d-1", "fa-2d-1", "fa-1d-2")),
    BASE + " Changed: the zone of db-mezz-1a:1 also names pmax:fa-1d-2, which no cable reaches.",
    [("zone-unreachable db-mezz-1a:1 pmax:fa-1d-2", "pmax:fa-1d-2 has no cable at all")]),
 "san-cna-no-fcoe": (dict(mezz1a_fn="nic"),
    BASE + " Changed: the partition of db-mezz-1a port 1 is a NIC partition, not FCoE, but the port stays zoned and in the masking view.",
    [("cna-no-fcoe db-mezz-1a:1 db-mezz-1a", "zoned and masked as an FC initiator, only a nic partition"),
     ("masking-view-no-path db-mv db-pg db-mezz-1a:1", "without FCoE the port reaches no FC switch, so db-mv's first initiator has no path to db-pg (db-mezz-1b:1 still has one)"),
     ("switch-serves-no-initiator iom-a1", "iom-a1 is still cabled to 4 PowerMax ports, but its only initiator (db-mezz-1a:1) sends no FC: no initiator reaches it"),
     ("asymmetric-fabric san-a san-b", "san-a has lost its only FC initiator (0 vs 1 initiator ports, its zoned targets 0 vs 2): the flow analysis's check of declared pairs")]),
 "san-mv-no-path": (dict(pg=("fa-1e-1", "fa-2e-1", "fa-1e-3", "fa-2e-3")),
    BASE + " Changed: the masking view's port group holds the E SLIC ports, which are cabled but to which no initiator is zoned (the zones name D SLIC ports).",
    [("masking-view-no-path db-mv db-pg db-mezz-1a:1 db-mezz-1b:1", "neither initiator is zoned to any port of db-pg")]),
 "san-asymmetric": (dict(extra_lanes_a=("fa-1d-2", "fa-2d-2", "fa-1e-2", "fa-2e-2"), zone_a=("fa-1d-1","fa-2d-1","fa-1e-1","fa-2e-1","fa-1d-2","fa-2d-2","fa-1e-2","fa-2e-2"), zone_b=("fa-1d-3","fa-2d-3","fa-1e-3","fa-2e-3")),
    BASE + " Changed: iom-a1 also breaks eth1/1/44 out to 4 more PowerMax ports (8 in fabric A), fabric B keeps 4; each initiator is zoned to all ports of its fabric.",
    [("asymmetric-fabric san-a san-b", "declared san-a has 8 cabled and zoned target ports, san-b 4 (the flow analysis's check of declared pairs)")]),
 "san-no-zoning": (dict(zoning=False, pg=("fa-1d-1","fa-2d-1","fa-1e-1","fa-2e-1","fa-1d-3","fa-2d-3","fa-1e-3","fa-2e-3")),
    BASE + " Changed: no zoning at all (newcomer 17), the port group holds all 8 cabled PowerMax ports: each initiator sees every cabled target port of its own fabric (4 paths each), none of the other fabric's, which the VLTi's Ethernet does not join.",
    [("fc-no-zoning db-mezz-1a:1 db-mezz-1b:1", "FC initiators in fabrics and a masking view, no zone in the design: the paths are an unzoned fabric's")]),
 "san-asymmetric-undeclared": (dict(fabrics=False, extra_lanes_a=("fa-1d-2", "fa-2d-2", "fa-1e-2", "fa-2e-2"), zone_a=("fa-1d-1","fa-2d-1","fa-1e-1","fa-2e-1","fa-1d-2","fa-2d-2","fa-1e-2","fa-2e-2"), zone_b=("fa-1d-3","fa-2d-3","fa-1e-3","fa-2e-3")),
    BASE + " Changed: as san-asymmetric (8 PowerMax ports in fabric A, 4 in B) but without declared fabrics: the cabled FC domains of iom-a1 and iom-b1 serve the same host db.",
    [("asymmetric-fabric iom-a1 iom-b1", "the domain of iom-a1 has 8 target ports, that of iom-b1 4, both serve host db")]),
}
for case, (kw, note, expected) in cases.items():
    d = os.path.join(root, case)
    os.makedirs(d, exist_ok=True)
    open(os.path.join(d, "design.topoplan.yaml"), "w").write(design("Test: " + case, [note], **kw))
    with open(os.path.join(d, "expected-findings.txt"), "w") as f:
        f.write("# Expected SAN findings of design.topoplan.yaml (tests/core/tst_sanchecks.cpp): one per line,\n")
        f.write("# CODE ID...; the ids in order. No other finding of the SAN codes may appear. Each with its reason.\n")
        if not expected:
            f.write("# none: the control case has no SAN mistake\n")
        for line, why in expected:
            f.write("# " + why + "\n" + line + "\n")
