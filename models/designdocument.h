#pragma once

#include "core/catalog.h"
#include "core/design.h"
#include "core/designloader.h"
#include "core/topology.h"
#include "models/designentry.h"
#include "models/designsnapshot.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <optional>

class QUndoStack;

namespace topoplan::models {

/// What a deviceChanged() signal reports as changed.
enum class DeviceProperty { Position, Seat, Config, Mount };

/// The design being edited: owns the core::Design (the only source of truth), the catalog
/// it is checked against, its topology (rebuilt after every edit, or taken over from the
/// check of that edit, newProblem(); absent while the design has errors), the undo stack
/// and the file it belongs to. Design and topology are shared, immutable, with the
/// snapshots taken for workers (sharedSnapshot()); an edit copies the design first only
/// while a snapshot still holds it.
///
/// Edits go through the commands in models/cmd*.h, which call the mutators below; every
/// mutator emits a signal naming what changed, then topologyChanged(). "Modified" is
/// the undo stack away from its clean state by a command that changes the design (failure
/// injection, CmdFailureChange, does not count). Thread affinity: GUI thread; analyses take snapshot().
class DesignDocument : public QObject {
    Q_OBJECT
public:
    explicit DesignDocument(QObject* parent = nullptr);
    ~DesignDocument() override;

    /// Loads a design file, or `builtin:PREFIX` for an embedded example. Refuses a design
    /// with errors of its devices, slots, ports or cables: then the current design is kept
    /// and errorString() lists the diagnostics (file:line:column: error: id: message, one
    /// per line). Errors of design entries (a design saved mid-edit) are loaded and
    /// reported in diagnostics(), those entries left out of the analysis (see topology()).
    /// Catalog files outside the design's folder are refused (core::CatalogAccess); their
    /// paths (absolute) are then in refusedCatalogs() until the next open().
    bool open(const QString& pathOrBuiltin);
    /// Catalog files (absolute paths) the last open() refused because they lie outside the
    /// design's folder and were not allowed (allowCatalogs()).
    QStringList refusedCatalogs() const { return m_refusedCatalogs; }
    /// Allows these catalog files (absolute paths) for the rest of the session: the user
    /// said yes to reading them (MainWindow asks).
    void allowCatalogs(const QStringList& absolutePaths);
    /// Replaces the design by an empty one (no file name, builtin catalog).
    void newDesign();
    /// Replaces the design by `text` (a recovery file): the document is untitled, or
    /// named `fileName`, and marked modified. Same error handling as open(); errors name
    /// `recoveryPath` (the recovery file), or "recovered design" when it is empty.
    bool openRecovered(const QString& text, const QString& fileName, const QString& recoveryPath = QString());
    /// Writes the design to fileName() atomically (QSaveFile). False + errorString() on
    /// failure, or when the document has no file name (builtin examples have none).
    bool save();
    /// Writes to `path` and makes it the document's file name.
    bool saveAs(const QString& path);
    QString errorString() const { return m_errorString; }
    /// Kept for callers of the read-only version: the error lines of the last open().
    QStringList errors() const { return m_errorString.split(QLatin1Char('\n'), Qt::SkipEmptyParts); }

    /// A design file path; empty for a new design or a builtin example.
    QString fileName() const { return m_fileName; }
    /// Where the design came from: fileName(), or `builtin:ra1`, or empty.
    QString origin() const { return m_origin; }
    /// The design's name, or "Untitled".
    QString title() const;
    bool isModified() const;
    QUndoStack* undoStack() const { return m_undoStack; }

    bool isLoaded() const { return true; }
    const core::Design& design() const { return *m_design; }
    const core::Catalog& catalog() const { return *m_catalog; }
    std::shared_ptr<const core::Catalog> catalogPtr() const { return m_catalog; }
    /// The resolved topology of the current design (devices, ports, cables), or nullptr
    /// while its devices or cables have errors. Errors of design entries (a storage group
    /// without storage, a scenario event on a removed device) leave it: those entries are
    /// left out of the analysis (core::buildAnalysableTopology) and reported in diagnostics().
    const core::Topology* topology() const { return m_topology.get(); }
    /// Errors and warnings of the current design (empty when clean).
    const core::Diagnostics& diagnostics() const { return m_diagnostics; }
    /// Incremented by every change that can change an analysis result (not by moves).
    std::uint64_t revision() const { return m_revision; }
    /// A copy for a worker thread, or std::nullopt while topology() is null or a
    /// StructuralBatch is open (the two disagree until it ends). The design is
    /// the current one without its entries that have errors (see topology()). The copy
    /// is made on the calling thread (some 40 ms for 10,000 devices): GUI code takes
    /// sharedSnapshot() and loads it on the worker.
    std::optional<core::LoadedDesign> snapshot() const;
    /// The current design (without its entries that have errors), catalog and topology
    /// shared with a worker (no copy), or std::nullopt while topology() is null or a
    /// StructuralBatch is open.
    std::optional<DesignSnapshot> sharedSnapshot() const;

    /// The catalog model of device `id`, or nullptr (unknown id or model).
    const core::Model* modelOf(const std::string& id) const;
    /// `base`, or `base-2`, `base-3`... : an id no element of the design uses yet
    /// (core::designIds: devices, fabrics, workloads, ... share one namespace).
    std::string uniqueDeviceId(const std::string& base) const;

    /// Checks `candidate` (this design after an edit) with core::buildAnalysableTopology and
    /// returns the first error the current design does not already have that refuses the
    /// edit, as "id: message"; empty when the edit is accepted. Refused: errors of devices,
    /// slots, ports or cables (no analysis possible). Without `allowUnset` (device, cable
    /// and removal edits) an error of a design entry is accepted and becomes a finding (a
    /// scenario event on a device whose disk groups went); with `allowUnset` (an entry's own
    /// field edited) it is refused unless it is about a reference left empty (''): a new
    /// entry being filled in, reported until it is.
    /// The topology built here is kept for the edit that follows: when the design after
    /// that edit equals `candidate`, it is not built again (one build per edit).
    QString newProblem(core::Design candidate, bool allowUnset = false) const;

    // Mutators for the commands. Indices are positions in the design's lists.
    void insertDevice(int index, const core::Device& device);
    core::Device takeDevice(int index);
    void setDevicePosition(const std::string& id, const std::optional<std::pair<double, double>>& at);
    void setDeviceSeat(const std::string& id, const std::string& parent, const std::string& slot,
                       const std::optional<std::pair<double, double>>& at);
    /// Sets where a top-level device is racked (core::RackMount; empty rack: not racked);
    /// emits deviceChanged(Mount), then topologyChanged() (the rack checks are findings).
    void setDeviceMount(const std::string& id, const core::RackMount& mount);
    /// Replaces (`replace`), inserts or, with an empty `entry`, removes entry `index` of a
    /// section (models::putEntry); emits entriesChanged(), and deviceChanged(Config) or
    /// workloadChanged() for a device or workload.
    void putEntry(Section section, int index, const std::optional<Entry>& entry, bool replace);
    /// Renames a device and every reference to it (core::renameDevice); emits
    /// deviceRenamed().
    void renameDevice(const std::string& from, const std::string& to);
    /// Replaces the design's requirements; emits requirementsChanged().
    void setRequirements(const core::Props& requirements);
    /// Sets the design's name and notes (free text, one note per entry); emits
    /// designInfoChanged().
    void setDesignInfo(const std::string& name, const std::vector<std::string>& notes);
    /// Replaces the design's canvas notes (CmdNoteChange); emits canvasNotesChanged(). Not
    /// analysis-relevant: the revision does not move.
    void setCanvasNotes(const std::vector<core::CanvasNote>& notes);
    void insertLink(int index, const core::Link& link);
    core::Link takeLink(int index);
    /// While one is alive, insertDevice/takeDevice/insertLink/takeLink and putEntry neither
    /// rebuild the topology nor emit topologyChanged(): the last one to end does both, once. For
    /// commands that add or remove many devices and cables in one step (a device with its
    /// 16 cables was 17 topology builds and 17 relayouts of the canvas: 1.1-2.0 s on 2,000
    /// devices, docs/gui-responsiveness.md). Between the takes, topology() still describes
    /// the design before the batch; deviceAdded/linkAdded and the removal signals are
    /// emitted as usual. A whole undo step of several commands: CmdBatch.
    class StructuralBatch {
    public:
        explicit StructuralBatch(DesignDocument* document);
        ~StructuralBatch();
        StructuralBatch(const StructuralBatch&) = delete;
        StructuralBatch& operator=(const StructuralBatch&) = delete;

    private:
        DesignDocument* m_document;
    };
    int deviceIndex(const std::string& id) const;
    int linkIndex(const std::string& linkId) const;

    /// The failure set being injected (failure-injection mode): failure target ids as
    /// docs/design-format.md "Failure targets" names them (device, DEVICE:PORT, link
    /// "a -- b", DEVICE/COMPONENT, DEVICE/dg-N, site, cluster), in the order failed. Part
    /// of the analysis state (the revision changes with it) but not of the design: it is
    /// never written to the design file. Cleared when the design is replaced.
    const std::vector<std::string>& failures() const { return m_failures; }
    bool isFailed(const std::string& target) const;
    /// Mutator for CmdFailureChange: replaces the failure set, emits failuresChanged().
    void setFailures(std::vector<std::string> failures);
    /// Mutators for CmdScenarioAdd (scenarios do not change an analysis: no new revision).
    void insertScenario(int index, const core::Scenario& scenario);
    core::Scenario takeScenario(int index);

Q_SIGNALS:
    /// The whole design was replaced (open, new): views rebuild everything.
    void designReplaced();
    void deviceAdded(const QString& id);
    void deviceAboutToBeRemoved(const QString& id);
    void deviceRemoved(const QString& id);
    void deviceChanged(const QString& id, topoplan::models::DeviceProperty property);
    void workloadChanged(const QString& id);
    /// An entry of `section` was replaced, inserted or removed (CmdEntryChange).
    void entriesChanged(topoplan::models::Section section);
    /// Device `from` is now `to`, and so are all references to it (links keep their
    /// order; their ids changed): views re-read the whole design.
    void deviceRenamed(const QString& from, const QString& to);
    void requirementsChanged();
    /// The design's name or notes changed (title()).
    void designInfoChanged();
    /// The canvas notes changed (added, edited, moved or removed).
    void canvasNotesChanged();
    /// `linkId` is core::Link::id(), "a -- b".
    void linkAdded(const QString& linkId);
    void linkAboutToBeRemoved(const QString& linkId);
    void linkRemoved(const QString& linkId);
    /// After every change: topology() and diagnostics() are current. `revision()` tells
    /// whether analysis results are stale.
    void topologyChanged();
    void fileNameChanged(const QString& fileName);
    void modifiedChanged(bool modified);
    /// The failure set changed (failures()); the revision has moved on.
    void failuresChanged();
    /// A scenario was added or removed.
    void scenariosChanged();

private:
    bool replace(std::optional<core::LoadedDesign> loaded, const core::Diagnostics& diagnostics,
                 const QString& fileName, const QString& origin, const std::string& baseDir);
    void rebuild(bool analysisRelevant);
    /// rebuild(true) and topologyChanged() after a structural mutator, or once at the end
    /// of a StructuralBatch.
    void structureChanged();
    int m_batchDepth = 0;
    bool m_batchChanged = false;
    bool writeTo(const QString& path);
    /// The design for a mutator: copied first if a snapshot shares it (copy on write).
    core::Design& edit();

    /// An edit's candidate design as checked by newProblem(), with what it built.
    struct Checked {
        core::Design design;
        std::shared_ptr<const core::Topology> topology;
        std::shared_ptr<const core::Design> analysed; ///< nullptr when `design` is analysed whole
        core::Diagnostics diagnostics;
    };

    std::shared_ptr<core::Design> m_design;
    std::shared_ptr<const core::Catalog> m_catalog;
    std::shared_ptr<const core::Topology> m_topology; ///< nullptr while devices or cables have errors
    /// The design without its entries that have errors, or nullptr when it has none.
    std::shared_ptr<const core::Design> m_analysed;
    mutable std::optional<Checked> m_checked;         ///< the last check, until the next change
    core::Diagnostics m_diagnostics;
    std::string m_baseDir = ".";
    core::CatalogAccess m_catalogAccess; ///< catalog files allowed outside a design's folder
    QStringList m_refusedCatalogs;       ///< by the last open()
    std::string m_sourceName;
    QString m_fileName;
    QString m_origin;
    QString m_errorString;
    std::uint64_t m_revision = 1;
    std::vector<std::string> m_failures;
    bool m_modified = false; ///< last value of isModified() announced by modifiedChanged()
    QUndoStack* m_undoStack;
};

} // namespace topoplan::models
