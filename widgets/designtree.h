#pragma once

#include "models/designentry.h"

#include <QWidget>

class QTreeWidget;

namespace topoplan::models {
class DesignDocument;
}

namespace topoplan::widgets {

/// The "Design" dock: the design-level objects that are not drawn on the canvas (sites,
/// fabrics, zoning, port groups, masking views, clusters, storage groups, workloads, use
/// cases, scenarios) as a tree by section, with Add and Remove. Selecting an entry emits
/// entrySelected() (the main window shows it in the Inspector). Rebuilt from the design on
/// every entry change; holds no design data of its own.
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

Q_SIGNALS:
    /// An entry was chosen; `index` -1: a section heading (the Inspector shows the design).
    void entrySelected(topoplan::models::Section section, int index);
    void statusMessage(const QString& message);

private:
    void rebuild();
    /// Re-reads the entries of one section (after entriesChanged()).
    void rebuildSection(models::Section section);
    void askAndAdd();
    bool currentEntry(models::Section& section, int& index) const;

    models::DesignDocument* m_document;
    QTreeWidget* m_tree;
};

} // namespace topoplan::widgets
