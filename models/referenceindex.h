#pragma once
// The valid ids of every reference field of the design entries (issue 16, "design input
// without typing ids"): what the Inspector's pickers complete, list and accept from the
// canvas. No QtWidgets (STYLE.md 1).

#include "models/designentry.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <map>
#include <string>

namespace topoplan::models {

class DesignDocument;

/// What a reference field names and the ids it may take now.
struct ReferenceChoices {
    /// What a click on the canvas fills in: a port stub, a device (or its innermost
    /// accepted ancestor), a failure target (port, cable or device), or nothing (ids of
    /// design entries: storage groups, port groups, workloads, sites).
    enum class Kind { None, Port, Device, FailureTarget, Entry };
    Kind kind = Kind::None;
    bool multi = false;  ///< a comma-separated list (zone targets, port group ports, ...)
    QStringList ids;     ///< the values the field may hold, in design order
    QString what;        ///< what the field takes, for prompts and refusals ("an FC target port in the initiator's fabric")
    /// Port fields holding bare port names (a port group's ports, a partition's port):
    /// "DEVICE:" the canvas's references start with, stripped in the field; else "".
    QString portPrefix;

    bool isReference() const { return kind != Kind::None; }
    /// Whether the canvas can fill the field (ports, devices, failure targets).
    bool pickable() const { return kind == Kind::Port || kind == Kind::Device || kind == Kind::FailureTarget; }
};

/// The ids of a list field's text ("a, b; c d" -> a, b, c, d: commas, semicolons or
/// white space between them), as the entries' reader splits it (models/designentry.cpp).
QStringList splitReferenceList(const QString& text);

/// The field's text after the user picked `ref` on the canvas or dropped it on the field
/// (a port reference "DEVICE:PORT", a device id or a link id "a -- b"): `ref` itself for a
/// single-valued field, `current` with `ref` appended for a list (unchanged when listed
/// already). The port prefix is stripped. An empty string with `why` set (for the status
/// bar: "pmax:fa-1d-1 is not an FC initiator port ...") when `ref` is not one of
/// `choices.ids`.
QString pickedText(const ReferenceChoices& choices, const QString& current, const QString& ref, QString* why);

/// An index of the ids a design offers to reference fields, built once per document
/// revision (the Inspector keeps one; building it walks every device's catalog ports and,
/// when the design has a topology, its cabled SAN domains, core::sanDomains).
///
/// Which ids each field takes (the reader's rules, core/topology.cpp references()):
/// - workload host, cluster members: servers, sleds, blades, HCI and SDS nodes;
///   workload and storage group storage: arrays, backup appliances, HCI/SDS nodes and
///   clusters; port group array: arrays; cluster witness: any device;
/// - storage_group: the storage groups on the entry's storage (all while it is unset);
///   masking view port_group: port groups on the storage group's array (all while unset);
/// - zone initiator, masking view initiators: initiator ports that can send FC frames
///   (native FC, or FCoE; a partitioned CNA port only with an fcoe partition: the rule of
///   core::sanCheckFindings "cna-no-fcoe"), and once any is cabled to an FC switch or
///   IOM only those in a cabled FC domain; masking views take iSCSI initiators too;
/// - zone targets: FC/FCoE target ports, and only those of the initiator's cabled FC
///   domain when it is in one (another fabric's target is the "zone-cross-fabric" mistake);
/// - port group ports: target ports of the group's array, by bare name (none while the
///   array is unset); fabric ports: the initiator and target ports of the fabric's kind
///   (fc: as above; ethernet: ports carrying Ethernet, iSCSI or NVMe/TCP);
/// - a device's site: sites; a partition's port: the adapter's partitionable ports;
///   use case workloads: workloads; storage group parent: other storage groups;
/// - a scenario event's target: devices, sites, clusters, cables, DEVICE/COMPONENT and
///   every port (core's failure targets, without disk groups).
class ReferenceIndex {
public:
    explicit ReferenceIndex(const DesignDocument& document);

    /// The document revision (DesignDocument::revision()) the index describes.
    std::uint64_t revision() const { return m_revision; }
    /// The choices of `field` of `entry` (of `section`); Kind::None for a field that is not
    /// a reference (a name, a number, a free-text network).
    ReferenceChoices choices(Section section, const Entry& entry, const QString& field) const;
    /// The failure targets a scenario event may name (see the class comment).
    ReferenceChoices failureTargets() const;

private:
    ReferenceChoices fcInitiators(bool withIscsi) const;
    ReferenceChoices zoneTargets(const core::Zone& zone) const;

    std::uint64_t m_revision = 0;
    QStringList m_hosts, m_storage, m_arrays, m_devices, m_sites, m_storageGroups, m_portGroups, m_workloads;
    QStringList m_fcInitiators, m_iscsiInitiators, m_fcTargets, m_ethernetPorts, m_failureTargets;
    QHash<QString, QString> m_storageOfGroup; ///< storage group -> its storage
    QHash<QString, QString> m_arrayOfPortGroup;
    QHash<QString, QStringList> m_targetPortsOf; ///< array -> its target port names
    QHash<QString, QStringList> m_nparPortsOf;   ///< adapter -> its partitionable port names
    std::map<QString, int> m_fcDomainOf;         ///< endpoint port -> index of its cabled FC domain
};

} // namespace topoplan::models
