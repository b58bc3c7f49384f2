#pragma once
// SAN design checks (issue 16): mistakes of zoning, masking and cabling that the path
// analysis only shows as "unreachable" or not at all, each reported with the ids it
// concerns; and the SAN domains found from the cabling, which the designer's "create
// fabrics from cabling" turns into fabrics (models/zoninghelper.h).

#include "core/analysis.h"
#include "core/designgraph.h"
#include "core/designloader.h"

#include <vector>

namespace topoplan::core {

/// One connected SAN domain of a traffic class found from the cabling (no declared
/// fabric involved): switching devices (switch, IOM, fabric interconnect) joined by links
/// that carry the class between them, and the initiator and target ports (catalog role)
/// cabled or midplane-wired to them over a link carrying the class.
///
/// Which links between two switches join their domains:
/// - iSCSI, NVMe/TCP: every link carrying the class (IP traffic crosses any L2/L3 link).
/// - FC: native FC ISLs, and FCoE links to a fabric extender (a switching device with no
///   native FC port, such as the UCS 2208 IOM: a remote line card of its parent). An FCoE
///   link between two FC-capable switches of the same model (an MX9116n VLTi, a Nexus
///   vPC peer link) never joins them: SAN A and B are the two members of such a pair
///   (FC-SW practice of two separate fabrics; FIP snooping keeps FCoE on the first hop).
///   Other FCoE links between two FC-capable switches (a unified port cabled to a unified
///   port may run FC or Ethernet; the catalog cannot say which) join a domain that has no
///   initiators or no targets to the neighbour it has the most such links to.
///   assumed (the reason: RA-1 and RA-4 as documented in reference/architectures.md are
///   two fabrics each; a multi-hop FCoE design with VE_Ports between FCFs would be seen
///   as separate fabrics).
struct SanDomain {
    TrafficClass traffic = TrafficClass::Fc;
    std::vector<int> switches;   ///< Topology device indices, ascending
    std::vector<int> initiators; ///< Topology port indices (ports or lanes), ascending
    std::vector<int> targets;    ///< Topology port indices, ascending
};

/// The SAN domains of class `traffic` (Fc, Iscsi or NvmeTcp) of a resolved design,
/// ordered by their first switch's device index; domains without any initiator or target
/// port are included (a switch cabled to nothing of the SAN). An endpoint port cabled
/// straight to another endpoint (direct attach) is in no domain.
std::vector<SanDomain> sanDomains(const LoadedDesign& design, TrafficClass traffic);

/// Findings of SAN mistakes (docs/analysis-json.md "FINDING" codes), all warnings:
/// - "switch-serves-no-initiator": a switch or IOM whose FC or iSCSI domain has target
///   ports but no initiator port, or an IOM seated in a chassis none of whose adapters is
///   wired to it while adapters are wired to its sibling IOMs (the IOM in fabric slot B1
///   when the only CNA sits in mezz-1a). ids: the switches, then the chassis.
/// - "zone-cross-fabric": a zone whose target sits in another fabric than its initiator
///   (another cabled FC domain, or another declared fc fabric). ids: initiator, targets.
/// - "zone-unreachable": a zone whose initiator or target is not cabled to any FC switch
///   (nor the one straight to the other). ids: initiator, targets.
/// - "cna-no-fcoe": a port named as an FC initiator (zone, masking view) that cannot send
///   FC frames: no native FC, and no FCoE partition (NPAR) or no FCoE at all. ids: port,
///   its device.
/// - "masking-view-no-path": a masking view with initiators of which some (or all) have no
///   zoned, cabled path to any port of its port group. ids: view, port group, initiators.
/// - "asymmetric-fabric": for a design that declares no fc fabric (the declared pairs are
///   compared by the flow analysis), two cabled FC domains serving the same hosts with
///   different numbers of initiator or target ports. ids: the first switch of each.
std::vector<Finding> sanCheckFindings(const LoadedDesign& design);

} // namespace topoplan::core
