#pragma once

#include <QUndoCommand>

#include <functional>
#include <string>

namespace topoplan::models {

class DesignDocument;

/// True for a reference (a device id, DEVICE:PORT[:LANE], DEVICE/COMPONENT or a link id
/// "A -- B") that names an element about to be removed.
using GoneReference = std::function<bool(const std::string& reference)>;

/// Adds to `parent` one CmdEntryChange per design entry that lists a reference `gone`
/// accepts, so that removing a device or a cable does not leave the design invalid:
/// fabric ports, zone targets, masking-view initiators and cluster members lose the
/// reference, a cluster loses its witness, a zone whose initiator goes is removed, and a
/// scenario loses the events aimed at it. Single references that make an entry what it is
/// (a workload's host or storage, a storage group's storage, a port group's array) are
/// kept: the design then reports them as errors for the user to decide. Injected failures
/// on a removed element end (a CmdFailureChange child). Children are
/// added section by section in descending index order, so each keeps its index when the
/// parent redoes them in order. Returns the number of entries changed or removed.
int addReferenceCleanup(DesignDocument* document, const GoneReference& gone, QUndoCommand* parent);

/// A GoneReference for the devices `ids`: the id itself, its ports, lanes and
/// components, and link ids with an end on one of them.
GoneReference deviceReferences(std::function<bool(const std::string& deviceId)> isGone);

} // namespace topoplan::models
