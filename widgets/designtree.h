#pragma once

#include "models/designentry.h"

#include <QWidget>

class QTreeWidget;

namespace topoplan::models {
class AnalysisRunner;
class DesignDocument;
} // namespace topoplan::models

namespace topoplan::widgets {

/// The "Design" dock: the design-level objects that are not drawn on the canvas (sites,
/// fabrics, zoning, port groups, masking views, clusters, storage groups, workloads, use
/// cases, scenarios) as a tree by section, with Add and Remove. Selecting an entry emits
/// entrySelected() (the main window shows it in the Inspector). A port dragged from the
/// canvas (kPortMimeType) and dropped on a zone, port group, fabric or masking view is
/// added to its list, as a drop on the Inspector's field does (dropPort()). Measurement
/// files (AWR reports, perfmon or esxtop CSVs, HammerDB logs) dropped on a workload become
/// its baseline, one undo step (dropMeasurement()), as when dropped on its host. Rebuilt from
/// the design on every entry change; holds no design data of its own.
class DesignTree : public QWidget {
    Q_OBJECT
public:
    explicit DesignTree(models::DesignDocument* document, QWidget* parent = nullptr);

    /// Adds an entry with id `id` to `section` (models::addEntry: one undo step) and
    /// selects it; returns why it was refused, or "".
    QString add(models::Section section, const QString& id);
    /// Removes the selected entry (one undo step); returns why it was refused, or "".
    QString removeSelected();
    /// Selects entry `index` of `section`, or the section's heading for -1 (and emits
    /// entrySelected()).
    void select(models::Section section, int index);
    /// Drops the current entry and its highlight without announcing it (entrySelected):
    /// the canvas selection or the design page took the Inspector over.
    void clearCurrent();
    /// Adds port `ref` ("DEVICE:PORT") to entry `index` of `section`: a zone's targets (its
    /// initiator when the port is an initiator and the zone has none), a port group's or a
    /// fabric's ports, a masking view's initiators; one undo step. Returns what happened
    /// for the status bar ("Added ... to ..."), or why not ("Not added: ... is not ...").
    /// `changed` tells whether the design changed. Other sections take no port.
    QString dropPort(models::Section section, int index, const QString& ref, bool* changed = nullptr);
    /// Imports measurement `files` into workload `index` (importMeasurementFiles(): one undo
    /// step, a refusal's box with Import Anyway) and selects it; returns the status text.
    /// `imported` tells whether the design changed now.
    QString dropMeasurement(int index, const QStringList& files, bool* imported = nullptr);
    /// The live analysis, whose use case (the tool bar's) a dropped measurement is written in
    /// when it lists the workload; may be null.
    void setAnalysisRunner(const models::AnalysisRunner* runner) { m_runner = runner; }

Q_SIGNALS:
    /// An entry was chosen; `index` -1: a section heading (the Inspector shows the design).
    void entrySelected(topoplan::models::Section section, int index);
    void statusMessage(const QString& message);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// The list field of an entry of `section` a dropped port goes to, or "" (a zone's is
    /// decided per port: see dropPort()).
    static QString dropField(models::Section section);
    void rebuild();
    /// Re-reads the entries of one section (after entriesChanged()).
    void rebuildSection(models::Section section);
    void askAndAdd();
    bool currentEntry(models::Section& section, int& index) const;

    models::DesignDocument* m_document;
    QTreeWidget* m_tree;
    const models::AnalysisRunner* m_runner = nullptr;
};

} // namespace topoplan::widgets
