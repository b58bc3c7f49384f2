#pragma once

#include <QUndoCommand>

#include <functional>
#include <string>

namespace topoplan::models {

class DesignDocument;

/// True for a reference (a device id, DEVICE:PORT[:LANE], DEVICE/COMPONENT or a link id
/// "A -- B") that names an element about to be removed.
using GoneReference = std::function<bool(const std::string& reference)>;

/// Adds to `parent` one CmdEntryChange per design entry that holds a reference `gone`
/// accepts (which fields are references: core::visitReferences), so that a removal leaves
/// no dangling reference where the entry can do without it: listed references (fabric
/// ports, zone targets, masking-view initiators, cluster members, use-case workloads,
/// scenario events) leave their list, optional ones (a cluster's witness, a device's site,
/// a storage group's parent, a workload's storage group) are cleared, a zone whose
/// initiator goes is removed. Single references that make an entry what it is (a
/// workload's host or storage, a storage group's storage, a port group's array, a masking
/// view's port or storage group) are kept: the entry is then left out of the analysis
/// and reported for the user to decide. Injected failures on a removed element end (a
/// CmdFailureChange child). Cables are not visited (CmdDeviceRemove takes them itself).
/// Children are added section by section in
/// descending index order, so each keeps its index when the parent redoes them in
/// order. Returns the number of entries changed or removed.
int addReferenceCleanup(DesignDocument* document, const GoneReference& gone, QUndoCommand* parent);

/// A GoneReference for the devices `ids`: the id itself, its ports, lanes and
/// components, and link ids with an end on one of them.
GoneReference deviceReferences(std::function<bool(const std::string& deviceId)> isGone);

/// A GoneReference for the design entry `id` (site, cluster, storage group, port group,
/// workload, ...): references equal to it, failure targets included.
GoneReference entryReferences(const std::string& id);

} // namespace topoplan::models
