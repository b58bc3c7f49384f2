#pragma once
// The zoning helper (issue 16): SAN edits an architect makes by the dozen, each one undo
// step built from CmdEntryChange commands, checked as one edit (DesignDocument::newProblem).

#include <QString>
#include <QStringList>

namespace topoplan::models {

class DesignDocument;

/// What a helper did, or why it did nothing.
struct ZoningResult {
    bool changed = false; ///< one undo step was pushed
    QString message;      ///< for the status bar: what was done, or why nothing was done
};

/// The ports of the design that can be zoned as FC initiators: catalog role initiator,
/// native FC or FCoE (an NPAR port only with an fcoe partition), and cabled or
/// midplane-wired to an FC switch or IOM (core::sanDomains). Port references in topology
/// order; empty while the design has errors.
QStringList zoningInitiatorCandidates(const DesignDocument& document);

/// Zones each initiator of `initiators` (port references) to the ports of port group
/// `portGroup` that sit in the initiator's own cabled FC fabric (core::sanDomains): one
/// single-initiator zone per initiator (its existing zone gains the missing targets, in
/// the group's order; a new zone is appended), so a selection holding the fabric A and
/// fabric B ports of a host zones both fabrics. One undo step. Initiators not cabled to
/// an FC switch, or with no port of the group in their fabric, are left out and named in
/// the message; when none is left, nothing changes.
ZoningResult zoneInitiatorsToPortGroup(DesignDocument* document, const QStringList& initiators, const QString& portGroup);

/// Makes the design's fabrics match its cabling: every connected FC domain (and iSCSI
/// domain) with initiator or target ports (core::sanDomains) becomes a fabric of kind fc
/// (ethernet) listing those ports. A declared fabric of the same kind that shares ports
/// with the domain keeps its id and gets the domain's ports (unchanged when it lists the
/// same set); otherwise a new fabric san-a, san-b, ... (iscsi-a, ...) is appended, with
/// an id no element uses yet. Other fabrics (LAN networks) are kept. One undo step.
ZoningResult createFabricsFromCabling(DesignDocument* document);

} // namespace topoplan::models
