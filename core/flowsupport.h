#pragma once
// Internal to core: helpers shared by the flow analyses (element sets kept sorted, the
// payload rates of links and ports). Not part of the public API.

#include "core/designgraph.h"

#include <atomic>
#include <string>
#include <vector>

namespace topoplan::core {

struct FlowPair;

namespace flowsupport {

/// True when `cancel` is set and raised.
bool cancelled(const std::atomic<bool>* cancel);
/// Sorts and removes repeats.
void sortUnique(std::vector<int>& v);
/// Appends `more` to `out` (unsorted).
void append(std::vector<int>& out, const std::vector<int>& more);

/// NPAR: the Gb/s of the partitions of Topology port `port` with `function` (fcoe, iscsi,
/// nic); their ids joined by '+' appended to `ids` when given.
double partitionGbps(const Design& design, const Topology& topo, int port, const char* function, std::string* ids = nullptr);
/// Whether an endpoint port may carry `protocol` for `function`, honouring NPAR: a
/// partitioned port carries only the functions of its partitions.
bool portCarries(const Design& design, const Topology& topo, int port, const char* protocol, const char* function);

/// True when port references `a` and `b` each sit in one of the design's FC fabrics
/// (`fabrics:` of kind fc) and no FC fabric holds both: two separate SANs, whatever
/// Ethernet links join their switches (an FC initiator logs into its own fabric only).
bool inSeparateFcFabrics(const Design& design, const std::string& a, const std::string& b);
/// Payload MB/s (10^6 bytes/s per direction) of a link for a traffic class: FC 100 MB/s
/// per GFC (10GFC 1,200), Ethernet x TCP payload at MTU 1500, FCoE x 98 % (modelconstants.h).
double linkPayloadMBps(const TopoLink& link, TrafficClass c);
/// Payload MB/s of an endpoint port for a class, the NPAR share first (its partition ids
/// appended to `partition`).
double portPayloadMBps(const Design& design, const Topology& topo, int port, TrafficClass c, std::string* partition);
/// Payload MB/s of the NPAR share of a pair (FlowPair::shareGbps).
double sharePayloadMBps(const FlowPair& p);

} // namespace flowsupport
} // namespace topoplan::core
