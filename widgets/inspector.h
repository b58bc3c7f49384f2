#pragma once

#include "models/designentry.h"
#include "models/referenceindex.h"

class QLabel;

#include <QHash>
#include <QPointer>
#include <QWidget>

#include <memory>
#include <optional>
#include <string>
#include <utility>

class QCheckBox;
class QFormLayout;
class QLineEdit;
class QScrollArea;

namespace topoplan::models {
class AnalysisRunner;
}

namespace topoplan::widgets {

class DesignScene;

/// Shows the properties of the canvas selection: a device (editable id, site,
/// configuration and NPAR partitions; model, slot, position, ports; the workloads it
/// hosts with editable profiles) or a cable (ends, rate, family, breakout); or of the
/// design-level entry chosen in the Design tree (fabric, zone, port group, masking view,
/// storage group, workload, use case, ...: every field editable); the design's summary
/// when nothing is selected. Each edit goes through models::editEntryField (checked, one
/// undoable command); a refusal is reported through statusMessage(). Reference fields
/// (hosts, storage, zone members, port groups, fabrics, scenario targets, ...) get an
/// IdPicker: completion of the valid ids, a drop-down when few, "Pick" on the canvas
/// (PickTool) and ports dropped from the canvas; each change is one undo step.
class Inspector : public QWidget {
    Q_OBJECT
public:
    explicit Inspector(DesignScene* scene, QWidget* parent = nullptr);

    /// Rebuilds the form on the next event loop turn (safe from an editor's own signal).
    void scheduleRebuild();
    /// A new analysis result or its intervals are in (the canvas has them already): the
    /// figures on the page are updated in place, the form is not rebuilt, so the field being
    /// typed in keeps its focus, text, cursor and place (issue 16). The workload prediction
    /// updates itself (WorkloadPredictionView); a cable page whose rows change (a
    /// utilization appears, a SPOF goes) is rebuilt (it holds no text field).
    void refreshAnalysis();
    /// Shows entry `index` of `section` (from the Design tree) until the canvas selection
    /// changes; an index out of range shows the design's page.
    void showEntry(models::Section section, int index);
    /// Shows every property key of the shown entry, not only the usual and the set ones
    /// (the "All properties" check box above the form; its state is kept in QSettings).
    /// By default a workload shows the profile keys its kind uses (database_gb,
    /// scale_factor, streams, change_pct, ...) and a storage group its data services.
    void setShowAllProperties(bool all);
    /// The live analysis whose prediction a workload's page shows (with its interval and
    /// basis, widgets/performanceinspector.h); null: none shown.
    void setAnalysisRunner(models::AnalysisRunner* runner);

Q_SIGNALS:
    void statusMessage(const QString& message);

protected:
    /// Keeps the field being edited where it is on screen when a prediction block above it
    /// changes height (scroll anchoring); the wheel over an unfocused combo box scrolls the
    /// page instead of changing the field.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void rebuild();
    /// Makes `line` an Inspector field whose committed text is `committed`: Escape puts
    /// that back (and drops the refused text under `refusal`, a refusalKey()), and Ctrl+Z /
    /// Ctrl+Shift+Z / Ctrl+Y undo / redo the design while the field holds that text.
    void watchField(QLineEdit* line, const QString& committed, const QString& refusal = {});
    /// The keys of watchField(): true when `event` (a key press or shortcut override on
    /// `line`) was taken.
    bool fieldKey(QLineEdit* line, QEvent* event);
    void updateDesignState();
    void showDevice(QFormLayout* form, const std::string& id);
    QString partitionLabel(const QString& field) const;
    void showLink(QFormLayout* form, const std::string& linkId);
    /// Which analysis rows the page of cable `linkId` has: a utilization, a SPOF mark.
    QString linkRowsKey(const std::string& linkId) const;
    QString linkUtilizationText(const std::string& linkId) const;
    /// Scrolls by m_pendingScroll (when the page grew or shrank above the focused field).
    void applyPendingScroll();
    void showDesign(QFormLayout* form);
    void showEntryFields(QFormLayout* form, models::Section section, int index);
    /// A line edit or combo box for one field, committing through models::editEntryField.
    void addFieldEditor(QFormLayout* form, models::Section section, int index, const models::EntryField& field,
                        const QString& label = {});
    /// Applies an edit; a refusal is reported, and with `keepText` the typed text stays in
    /// the editor (marked, with the reason) until the selection changes.
    /// True when the edit was made (or changed nothing).
    bool commit(models::Section section, int index, const QString& field, const QString& text, bool keepText = false);
    /// A pick on the canvas ended (picked or cancelled).
    void pickFinished();
    /// The choices of `field` of `entry` ("event.target": a scenario event's target).
    models::ReferenceChoices choicesFor(models::Section section, const models::Entry& entry, const QString& field);

    /// The valid ids of the reference fields, for the document's current revision.
    const models::ReferenceIndex& references();
    /// Runs "pick on canvas" for `field` of entry `index` (again: cancels it).
    void startPick(models::Section section, int index, const QString& field);
    /// Puts `ref` (picked on the canvas or dropped) into `field`: set, or added to a list;
    /// a reference the field does not take is refused with the reason.
    void takeReference(models::Section section, int index, const QString& field, const QString& ref);
    /// The "add event" row of scenario `index`: minute, fail/repair, a target picker.
    void addEventRow(QFormLayout* form, int index);

    /// The prediction and measured-baseline rows of workload `index` (performanceinspector.h).
    void addWorkloadPerformance(QFormLayout* form, int index, bool prediction, bool baseline);
    /// The measured baseline of a storage device or cluster with "Import Measurement…"
    /// (storagebaselinebox.h), when a workload uses it.
    void addStorageBaseline(QFormLayout* form, const std::string& storageId);

    DesignScene* m_scene;
    models::AnalysisRunner* m_runner = nullptr;
    QPointer<QLabel> m_designState; ///< the design page's "Design" row (null on other pages)
    QPointer<QLabel> m_linkUtilization; ///< the cable page's "Utilization" row (null: none shown)
    std::string m_shownLink;            ///< the cable the page shows ("" on other pages)
    QString m_linkRows;                 ///< which analysis rows the cable page has (linkRowsKey())
    int m_pendingScroll = 0;            ///< pixels to scroll by once the scroll bar has its new range
    QScrollArea* m_scroll;
    QCheckBox* m_showAllBox = nullptr;
    /// Refused line-edit texts of the page on show: "section/index/field" -> (text, reason).
    QHash<QString, std::pair<QString, QString>> m_refused;
    std::shared_ptr<models::ReferenceIndex> m_references;
    /// refusalKey() of the field a pick on the canvas runs for, or "".
    QString m_pickKey;
    /// The scenario event being composed (kept across rebuilds): minute, fail|repair, target.
    struct EventDraft {
        QString minute, action = QStringLiteral("fail"), target;
    } m_eventDraft;
    bool m_rebuildPending = false;
    bool m_showAll = false;
    /// The Design tree's entry on show, by label (indices move when entries are added).
    std::optional<std::pair<models::Section, QString>> m_entry;
};

} // namespace topoplan::widgets
