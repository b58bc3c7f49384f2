#include "widgets/inspector.h"
#include "models/predictiontext.h"

#include "core/catalog.h"
#include "core/designschema.h"
#include "core/numberformat.h"
#include "models/cmddevicerename.h"
#include "core/topology.h"
#include "models/analysisrunner.h"
#include "models/designdocument.h"
#include "models/findingsmodel.h"
#include "models/kindstyle.h"
#include "widgets/cableitem.h"
#include "widgets/designscene.h"
#include "widgets/designview.h"
#include "widgets/elidedlabel.h"
#include "widgets/idpicker.h"
#include "widgets/performanceinspector.h"
#include "widgets/picktool.h"
#include "widgets/storagebaselinebox.h"

#include <QApplication>
#include <QComboBox>
#include <QCompleter>
#include <QFormLayout>
#include <QKeyEvent>
#include <QKeySequence>
#include <QHBoxLayout>
#include <QFontDatabase>
#include <QLabel>
#include <QCheckBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QResizeEvent>
#include <QSet>
#include <QSettings>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <functional>
#include <set>

namespace topoplan::widgets {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }

QLabel* heading(const QString& text)
{
    // One line whatever the id's length (a wrapped heading shifts every field below it):
    // the label may be narrower than its text, which is elided; the tooltip has it whole.
    auto* l = new QLabel(QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped()));
    l->setContentsMargins(0, 8, 0, 2);
    l->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    l->setToolTip(text);
    return l;
}

/// Configuration keys always offered for a kind (others appear once set in the file).
std::set<std::string> offeredConfigKeys(const std::string& kind)
{
    if (kind == "server" || kind == "sled" || kind == "blade")
        return {"memory_gb", "cpus", "cores_per_cpu"};
    if (kind == "hci-node")
        return {"memory_gb", "cpus", "cores_per_cpu", "drives", "drive_model", "disk_groups",
                "cache_drives_per_group", "capacity_drives_per_group", "cache_drive_model"};
    if (kind == "sds-node")
        return {"memory_gb", "cpus", "cores_per_cpu", "drives", "drive_model"};
    if (kind == "array")
        return {"drives", "drive_model", "raid", "spares", "cache_gb", "bricks"};
    if (kind == "backup-appliance")
        return {"drive_model", "raid", "disk_groups", "drives_per_group", "spares_per_group", "shelves", "shelf_model"};
    return {};
}

const std::set<std::string> kOfferedProfileKeys = {"kind", "tool", "users", "think_ms", "read_pct", "read_kb", "write_kb"};

/// Profile keys the performance model reads for a profile kind (core/performance/workloadprofile.cpp,
/// docs/design-format.md), offered on top of kOfferedProfileKeys: an OLTP database size
/// and TPC-C warehouses, a TPC-H scale factor and query streams, a backup's size, change
/// rate and streams.
std::set<std::string> offeredProfileKeys(const std::string& kind)
{
    std::set<std::string> keys = kOfferedProfileKeys;
    if (kind == "oltp")
        keys.insert({"database_gb", "warehouses"});
    else if (kind == "dss")
        keys.insert({"database_gb", "scale_factor", "streams"});
    else if (kind == "backup" || kind == "restore")
        keys.insert({"database_gb", "change_pct", "streams"});
    return keys;
}

/// Property fields always offered for an entry (others appear once set, or on request);
/// `profileKind` is the workload's profile kind ("" for other entries).
bool offeredProperty(const QString& field, const std::string& profileKind = {})
{
    static const QStringList offered = {QStringLiteral("vm.vcpu"), QStringLiteral("vm.memory_gb"),
                                        QStringLiteral("size_gb"), QStringLiteral("service_level"),
                                        QStringLiteral("raid"),    QStringLiteral("dedupe"),
                                        QStringLiteral("compression")};
    if (field.startsWith(QLatin1String("profile.")))
        return offeredProfileKeys(profileKind).count(field.mid(8).toStdString()) > 0;
    return offered.contains(field);
}

/// The profile kind of a workload entry ("" for another entry or no kind).
std::string profileKindOf(const models::Entry& entry)
{
    const auto* w = std::get_if<core::Workload>(&entry);
    if (!w)
        return {};
    const auto it = w->profile.find("kind");
    const auto* kind = it == w->profile.end() ? nullptr : std::get_if<std::string>(&it->second);
    return kind ? *kind : std::string();
}

/// The design's notes, one per line.
QString notesText(const core::Design& d)
{
    QStringList lines;
    for (const std::string& n : d.notes)
        lines << qs(n);
    return lines.join(QLatin1Char('\n'));
}

/// The key of a refused edit in Inspector::m_refused.
QString refusalKey(models::Section section, int index, const QString& field)
{
    return QStringLiteral("%1/%2/%3").arg(int(section)).arg(index).arg(field);
}

const char* kShowAllKey = "inspector/showAllProperties";
/// The property of an Inspector line edit that holds the field's committed text (what
/// Escape puts back; the text differs from it while an edit is not committed yet).
const char* kCommittedText = "committedText";
/// The property of an Inspector line edit that holds its refusalKey() (may be empty).
const char* kRefusalKey = "refusalKey";
/// The pseudo field of a scenario's "add event" target picker.
const QString kEventTarget = QStringLiteral("event.target");

/// A plain-text editor that reports when the user leaves it (QPlainTextEdit has no
/// editingFinished()).
class NotesEdit : public QPlainTextEdit {
public:
    std::function<void()> onFinished;

protected:
    void focusOutEvent(QFocusEvent* e) override
    {
        QPlainTextEdit::focusOutEvent(e);
        if (onFinished) // a no-op edit when the text is the design's (editDesignInfo)
            onFinished();
    }
};
} // namespace

Inspector::Inspector(DesignScene* scene, QWidget* parent) : QWidget(parent), m_scene(scene), m_scroll(new QScrollArea)
{
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setFrameShape(QFrame::NoFrame);
    // Every field of the design format is reachable: the usual and set ones by default,
    // all of them with this box (remembered across sessions).
    m_showAllBox = new QCheckBox(tr("All properties"));
    m_showAllBox->setObjectName(QStringLiteral("showAllProperties"));
    m_showAllBox->setToolTip(tr("Show every property of the design format, not only the usual and the set ones"));
    m_showAll = QSettings().value(QLatin1String(kShowAllKey), false).toBool();
    m_showAllBox->setChecked(m_showAll);
    connect(m_showAllBox, &QCheckBox::toggled, this, [this](bool on) {
        QSettings().setValue(QLatin1String(kShowAllKey), on);
        setShowAllProperties(on);
    });
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_showAllBox);
    layout->addWidget(m_scroll);
    connect(m_scroll->verticalScrollBar(), &QScrollBar::rangeChanged, this, &Inspector::applyPendingScroll);
    setMinimumWidth(240);
    connect(scene, &QGraphicsScene::selectionChanged, this, [this] {
        if (!m_scene->selectedItems().isEmpty())
            m_entry.reset();
        m_refused.clear();
        scheduleRebuild();
    });
    auto* doc = scene->document();
    connect(doc, &models::DesignDocument::topologyChanged, this, &Inspector::scheduleRebuild);
    connect(doc, &models::DesignDocument::deviceChanged, this, &Inspector::scheduleRebuild);
    connect(doc, &models::DesignDocument::workloadChanged, this, &Inspector::scheduleRebuild);
    connect(doc, &models::DesignDocument::entriesChanged, this, &Inspector::scheduleRebuild);
    connect(doc, &models::DesignDocument::requirementsChanged, this, &Inspector::scheduleRebuild);
    connect(doc, &models::DesignDocument::designInfoChanged, this, &Inspector::scheduleRebuild);
    connect(doc, &models::DesignDocument::designReplaced, this, [this] {
        m_entry.reset();
        m_refused.clear();
    });
    rebuild();
}

void Inspector::showEntry(models::Section section, int index)
{
    const auto entry = models::entryAt(m_scene->document()->design(), section, index);
    if (entry)
        m_entry = std::make_pair(section, models::entryLabel(*entry));
    else
        m_entry.reset();
    m_refused.clear();
    scheduleRebuild();
}

void Inspector::setShowAllProperties(bool all)
{
    m_showAll = all;
    if (m_showAllBox->isChecked() != all)
        m_showAllBox->setChecked(all);
    scheduleRebuild();
}

void Inspector::setAnalysisRunner(models::AnalysisRunner* runner)
{
    m_runner = runner;
    connect(runner, &models::AnalysisRunner::resultReady, this, &Inspector::updateDesignState);
    connect(runner, &models::AnalysisRunner::resultCleared, this, &Inspector::updateDesignState);
    scheduleRebuild();
}

// The errors of the Findings table (models::errorCount: validation errors and the
// analysis' error findings), so that "valid" never stands beside a list of errors.
void Inspector::updateDesignState()
{
    if (!m_designState)
        return;
    const models::DesignDocument* doc = m_scene->document();
    const core::AnalysisResult* result = m_runner ? m_runner->result() : nullptr;
    const int errors = models::errorCount(doc->diagnostics(), result, m_runner ? &m_runner->performanceFindings() : nullptr);
    const bool pending = !errors && !result && m_runner && doc->topology();
    m_designState->setText(errors ? tr("%n error(s): see Findings", nullptr, errors) : pending ? tr("analysing…") : tr("valid"));
    m_designState->setStyleSheet(errors ? QStringLiteral("color: #b00020") : pending ? QString() : QStringLiteral("color: #1b7f3b"));
}

void Inspector::addWorkloadPerformance(QFormLayout* form, int index, bool prediction, bool baseline)
{
    if (auto* editor = addWorkloadPerformanceRows(form, m_runner, m_scene->document(), index, prediction, baseline))
        connect(editor, &MeasuredBaselineEditor::statusMessage, this, &Inspector::statusMessage);
}

void Inspector::scheduleRebuild()
{
    if (m_rebuildPending)
        return;
    m_rebuildPending = true;
    QTimer::singleShot(0, this, &Inspector::rebuild);
}

void Inspector::rebuild()
{
    m_rebuildPending = false;
    m_shownLink.clear();
    m_linkUtilization.clear();
    auto* page = new QWidget;
    auto* form = new QFormLayout(page);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows); // a long key goes above its field
    form->setLabelAlignment(Qt::AlignLeft);
    const auto devices = m_scene->selectedDeviceIds();
    const auto links = m_scene->selectedLinkIds();
    const int entryIndex = m_entry ? models::findEntry(m_scene->document()->design(), m_entry->first, m_entry->second) : -1;
    QString pageKey; // what the page shows: the same one keeps its scroll position
    if (entryIndex >= 0 && devices.empty() && links.empty()) {
        showEntryFields(form, m_entry->first, entryIndex);
        pageKey = QStringLiteral("entry:%1:%2").arg(int(m_entry->first)).arg(m_entry->second);
    } else if (devices.size() == 1 && links.empty()) {
        showDevice(form, devices.front());
        pageKey = QStringLiteral("device:") + qs(devices.front());
    } else if (links.size() == 1 && devices.empty()) {
        showLink(form, links.front());
        pageKey = QStringLiteral("link:") + qs(links.front());
    } else if (!devices.empty() || !links.empty()) {
        form->addRow(new QLabel(tr("%1 and %2 selected.")
                                    .arg(tr("%n device(s)", nullptr, int(devices.size())), tr("%n cable(s)", nullptr, int(links.size())))));
    } else {
        showDesign(form);
        pageKey = QStringLiteral("design");
    }
    page->setProperty("pageKey", pageKey);
    // Values shown as text wrap instead of widening the page past the dock (a long model
    // name used to cut every field off on the right).
    for (int row = 0; row < form->rowCount(); ++row)
        if (QLayoutItem* field = form->itemAt(row, QFormLayout::FieldRole))
            if (auto* label = qobject_cast<QLabel*>(field->widget()); label && !qobject_cast<ElidedLabel*>(label)) {
                label->setWordWrap(true);
                label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
            }
    // The focus stays in the form across a rebuild (issue 16): Enter keeps it in the
    // edited field, Tab in the next one, not on whatever widget Qt picks when the old
    // page goes (the canvas, where the next Backspace deleted the selection).
    QWidget* old = m_scroll->widget();
    QWidget* focus = QApplication::focusWidget();
    const bool hadFocus = old && focus && old->isAncestorOf(focus);
    const QString focusName = hadFocus ? focus->objectName() : QString();
    const auto* focusLine = hadFocus ? qobject_cast<const QLineEdit*>(focus) : nullptr;
    const int cursor = focusLine ? focusLine->cursorPosition() : -1;
    // What the user typed and not yet committed (Enter, Tab) survives a rebuild too: results
    // and intervals arrive from the worker thread while a field is being typed in.
    const bool typing = focusLine && focusLine->isModified();
    const QString typed = typing ? focusLine->text() : QString();
    if (hadFocus)
        m_scroll->setFocus(Qt::OtherFocusReason); // before the old page goes
    // A rebuild of the same page (after an edit, or when results arrive) keeps the place the
    // user scrolled to: the page jumped back to its top after every Enter, so the field just
    // edited (a workload's profile.users, below the prediction) left the view (the xdotool
    // walk of RA-1, issue 16).
    const bool samePage = old && !pageKey.isEmpty() && old->property("pageKey").toString() == pageKey;
    const int scrolled = samePage ? m_scroll->verticalScrollBar()->value() : 0;
    m_scroll->takeWidget();
    m_scroll->setWidget(page);
    // The predictions of the old page carry over (their figures and height while a new
    // result is coming): a rebuild after an edit showed "computing…" on one line, then the
    // figures, and every field below moved twice.
    if (old)
        for (auto* view : page->findChildren<WorkloadPredictionView*>()) {
            for (const auto* before : old->findChildren<WorkloadPredictionView*>())
                if (before->workload() == view->workload())
                    view->carryOver(*before);
            view->installEventFilter(this);
        }
    m_pendingScroll = 0;
    // The wheel over a combo box scrolls the page unless the box has the focus: Qt turns an
    // unfocused combo box under the wheel, and each turn was an edit (the xdotool replay
    // changed a workload's profile.tool while scrolling the page).
    for (auto* box : page->findChildren<QComboBox*>()) {
        box->setFocusPolicy(Qt::StrongFocus);
        box->installEventFilter(this);
    }
    if (samePage) {
        page->layout()->activate(); // the page's height, so that the scroll bar has its range
        page->resize(m_scroll->viewport()->width(), std::max(page->sizeHint().height(), m_scroll->viewport()->height()));
        m_scroll->verticalScrollBar()->setValue(scrolled);
    }
    if (hadFocus && !focusName.isEmpty())
        if (auto* again = page->findChild<QWidget*>(focusName)) {
            again->setFocus(Qt::OtherFocusReason);
            m_scroll->ensureWidgetVisible(again); // where the page grew above it
            if (auto* line = qobject_cast<QLineEdit*>(again)) {
                if (typing) {
                    line->setText(typed);
                    line->setModified(true);
                }
                if (cursor >= 0)
                    line->setCursorPosition(std::min(cursor, int(line->text().size())));
            }
        }
    if (old)
        old->deleteLater();
}

void Inspector::refreshAnalysis()
{
    updateDesignState();
    if (m_shownLink.empty())
        return;
    if (linkRowsKey(m_shownLink) != m_linkRows)
        scheduleRebuild();
    else if (m_linkUtilization)
        m_linkUtilization->setText(linkUtilizationText(m_shownLink));
}

void Inspector::watchField(QLineEdit* line, const QString& committed, const QString& refusal)
{
    line->setProperty(kCommittedText, committed);
    line->setProperty(kRefusalKey, refusal);
    line->installEventFilter(this);
}

bool Inspector::fieldKey(QLineEdit* line, QEvent* event)
{
    if (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress)
        return false;
    auto* key = static_cast<QKeyEvent*>(event);
    const QString committed = line->property(kCommittedText).toString();
    const bool uncommitted = line->text() != committed;
    // Ctrl+Z / Ctrl+Shift+Z (Ctrl+Y) in a field holding its committed text undo / redo the
    // design (the edit just made with Enter), not the line edit's own typing (newcomer 19:
    // the focus stays in the field after Enter, and the field swallowed every Ctrl+Z).
    // Ignored here, the shortcut override goes on to the window's Undo / Redo actions.
    const QKeySequence pressed(key->keyCombination());
    const bool undoRedo = key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)
        || pressed == QKeySequence(QStringLiteral("Ctrl+Shift+Z")) || pressed == QKeySequence(QStringLiteral("Ctrl+Y"));
    if (event->type() == QEvent::ShortcutOverride && undoRedo && !uncommitted) {
        event->ignore();
        return true;
    }
    // Escape cancels an edit not yet committed: the field gets its committed text back, so
    // leaving it commits nothing (newcomer 19: an emptied drives field was committed by the
    // next click on the canvas after Escape).
    if (key->key() != Qt::Key_Escape || key->modifiers() != Qt::NoModifier || !uncommitted)
        return false;
    event->accept();
    if (event->type() == QEvent::ShortcutOverride)
        return true; // the key press comes to the field
    line->setText(committed); // clears isModified(): leaving the field commits nothing
    line->setModified(false);
    line->setCursorPosition(0);
    const QString refusal = line->property(kRefusalKey).toString();
    if (!refusal.isEmpty() && m_refused.remove(refusal) > 0)
        scheduleRebuild(); // the refused text and its mark go
    Q_EMIT statusMessage(tr("Edit of %1 cancelled: it keeps its value.").arg(line->objectName()));
    return true;
}

bool Inspector::eventFilter(QObject* watched, QEvent* event)
{
    if (auto* line = qobject_cast<QLineEdit*>(watched); line && line->property(kCommittedText).isValid())
        if (fieldKey(line, event))
            return true;
    if (event->type() == QEvent::Wheel)
        if (auto* box = qobject_cast<QComboBox*>(watched); box && !box->hasFocus()) {
            QCoreApplication::sendEvent(m_scroll->verticalScrollBar(), event);
            return true;
        }
    if (event->type() == QEvent::Resize) {
        auto* view = qobject_cast<WorkloadPredictionView*>(watched);
        const auto* resize = static_cast<QResizeEvent*>(event);
        QWidget* page = m_scroll->widget();
        QWidget* focus = QApplication::focusWidget();
        const int delta = resize->size().height() - resize->oldSize().height();
        // Only a block that was laid out before and sits above the focused field: that
        // field would move by `delta` on screen; scrolling by as much keeps it in place.
        if (view && page && page->isAncestorOf(view) && resize->oldSize().height() > 0 && delta != 0 && focus
            && page->isAncestorOf(focus) && focus->mapTo(page, QPoint(0, 0)).y() >= view->mapTo(page, QPoint(0, view->height())).y()) {
            m_pendingScroll += delta;
            // The scroll area sets the new range after resizing the page (rangeChanged),
            // or not at all when the range stays: then on the next turn.
            QTimer::singleShot(0, this, &Inspector::applyPendingScroll);
        }
    }
    return QWidget::eventFilter(watched, event);
}

void Inspector::applyPendingScroll()
{
    if (m_pendingScroll == 0)
        return;
    QScrollBar* bar = m_scroll->verticalScrollBar();
    bar->setValue(bar->value() + m_pendingScroll);
    m_pendingScroll = 0;
}

void Inspector::showDesign(QFormLayout* form)
{
    const auto* doc = m_scene->document();
    const core::Design& d = doc->design();
    form->addRow(heading(doc->title()));
    auto* name = new QLineEdit(QString::fromStdString(d.name));
    name->setObjectName(QStringLiteral("design.name"));
    name->setPlaceholderText(tr("Untitled"));
    watchField(name, name->text());
    connect(name, &QLineEdit::editingFinished, this, [this, name] {
        if (!name->isModified())
            return;
        if (const QString why = models::editDesignInfo(m_scene->document(), name->text(), notesText(m_scene->document()->design()));
            !why.isEmpty())
            Q_EMIT statusMessage(tr("Not changed: %1").arg(why)); // a name past the format's limit
    });
    name->setCursorPosition(0); // the start of a long name
    name->setToolTip(QString::fromStdString(d.name));
    // The name, the notes and the design's state take the whole width under their label:
    // beside the German labels ("Midplane-Verbindungen") a 250 px dock left them 90 px
    // (issue 16: "5 Fehler: siehe Befunde" and the name cut off at 1280x800).
    form->addRow(new QLabel(tr("Name")));
    form->addRow(name);
    auto* notes = new NotesEdit;
    notes->setObjectName(QStringLiteral("design.notes"));
    notes->setPlainText(notesText(d));
    notes->setPlaceholderText(tr("Notes, one per line: purpose, sources, open questions"));
    notes->setFixedHeight(notes->fontMetrics().lineSpacing() * 4 + 12);
    notes->onFinished = [this, notes] {
        if (const QString why = models::editDesignInfo(m_scene->document(), QString::fromStdString(m_scene->document()->design().name),
                                                       notes->toPlainText());
            !why.isEmpty())
            Q_EMIT statusMessage(tr("Not changed: %1").arg(why));
    };
    form->addRow(new QLabel(tr("Notes")));
    form->addRow(notes);
    form->addRow(tr("Devices"), new QLabel(QString::number(d.devices.size())));
    form->addRow(tr("Cables"), new QLabel(QString::number(d.links.size())));
    if (const core::Topology* t = doc->topology())
        form->addRow(tr("Midplane links"),
                     new QLabel(QString::number(std::count_if(t->links.begin(), t->links.end(),
                                                              [](const core::TopoLink& l) { return l.midplane; }))));
    form->addRow(tr("Workloads"), new QLabel(QString::number(d.workloads.size())));
    form->addRow(tr("Storage groups"), new QLabel(QString::number(d.storageGroups.size())));
    m_designState = new QLabel;
    m_designState->setObjectName(QStringLiteral("design.state"));
    m_designState->setWordWrap(true);
    updateDesignState();
    auto* state = new QWidget;
    auto* stateRow = new QHBoxLayout(state);
    stateRow->setContentsMargins(0, 0, 0, 0);
    stateRow->addWidget(new QLabel(tr("Design")));
    stateRow->addWidget(m_designState, 1);
    form->insertRow(1, state); // under the heading, before the name: what the user must know first
    form->addRow(heading(tr("Requirements")));
    for (const core::PropSpec& spec : core::requirementsSchema()) {
        const auto it = d.requirements.find(spec.key);
        auto* line = new QLineEdit(it == d.requirements.end() ? QString() : models::propText(it->second));
        line->setPlaceholderText(QStringLiteral("—"));
        line->setToolTip(QCoreApplication::translate("DesignSchema", spec.help)); // core/designschema.cpp, in the user's language
        const QString key = QString::fromLatin1(spec.key);
        line->setObjectName(QStringLiteral("requirements.") + key);
        watchField(line, line->text());
        connect(line, &QLineEdit::editingFinished, this, [this, key, line] {
            if (!line->isModified())
                return;
            const QString why = models::editRequirement(m_scene->document(), key, line->text());
            if (!why.isEmpty()) {
                Q_EMIT statusMessage(tr("Not changed: %1").arg(why));
                scheduleRebuild();
            }
        });
        form->addRow(key, line);
    }
    auto* hint = new QLabel(tr("Select a device or a cable to see and edit its properties, or an entry of the Design "
                               "tree (fabrics, zoning, masking views, workloads...). Drag models from the "
                               "palette; use the Cable tool (C) to connect ports."));
    hint->setWordWrap(true);
    hint->setStyleSheet(QStringLiteral("color: #555"));
    form->addRow(hint);
}

// The label of an NPAR partition field "partition.N.key": "partition 1: port", words, not
// the design format's keys (port, id, function, gbps, network: the field's tooltip and the
// format's documentation name those); "" for another field (issue 16: "1 port", "1 gbps").
QString Inspector::partitionLabel(const QString& field) const
{
    const QStringList parts = field.split(QLatin1Char('.'));
    if (parts.size() != 3 || parts[0] != QLatin1String("partition"))
        return {};
    const QString& key = parts[2];
    const QString what = key == QLatin1String("port")       ? tr("port", "NPAR partition field")
                       : key == QLatin1String("id")         ? tr("name", "NPAR partition field")
                       : key == QLatin1String("function")   ? tr("function", "NPAR partition field")
                       : key == QLatin1String("gbps")       ? tr("bandwidth (Gb/s)", "NPAR partition field")
                       : key == QLatin1String("network")    ? tr("network", "NPAR partition field")
                                                            : key;
    return tr("partition %1: %2").arg(parts[1].toInt() + 1).arg(what);
}

void Inspector::showDevice(QFormLayout* form, const std::string& id)
{
    const auto* doc = m_scene->document();
    const core::Device* d = doc->design().device(id);
    if (!d)
        return;
    const core::Model* m = doc->catalog().find(d->model);
    form->addRow(heading(qs(id)));
    // One line, elided, the whole name in the tooltip: wrapped, a long name
    // ("Dell EMC PowerMax 2000 (1 brick, 16 x 16GFC front end ...)") was cut at its top
    // and bottom (issue 16).
    auto* model = new ElidedLabel;
    model->setObjectName(QStringLiteral("device.model"));
    model->setFullText(m ? qs(m->vendor + " " + m->name) : qs(d->model));
    form->addRow(tr("Model"), model);
    auto* idLabel = new QLabel(qs(d->model));
    idLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(tr("Catalog id"), idLabel);
    if (m)
        form->addRow(tr("Kind"), new QLabel(models::kindLabel(m->kind)));
    if (!d->parent.empty())
        form->addRow(tr("Seated in"), new QLabel(tr("%1, slot %2").arg(qs(d->parent), qs(d->slot))));
    else {
        const QPointF p = m_scene->devicePosition(id);
        form->addRow(tr("Position"), new QLabel(d->at ? QStringLiteral("%1, %2").arg(p.x()).arg(p.y())
                                                      : tr("%1, %2 (automatic)").arg(p.x()).arg(p.y())));
    }
    if (m && !m->ports.empty()) {
        int used = 0;
        for (const core::PortSpec& p : m->ports)
            used += m_scene->isPortUsed(id + ":" + p.name) ? 1 : 0;
        form->addRow(tr("Ports"), new QLabel(tr("%1 of %2 in use").arg(used).arg(m->ports.size())));
    }
    if (m && !m->slots.empty()) {
        int used = 0;
        for (const core::Device& c : doc->design().devices)
            used += c.parent == id ? 1 : 0;
        form->addRow(tr("Slots"), new QLabel(tr("%1 of %2 occupied").arg(used).arg(m->slots.size())));
    }

    const int index = doc->deviceIndex(id);
    const models::Entry entry = *models::entryAt(doc->design(), models::Section::Device, index);
    form->addRow(heading(tr("Identity")));
    const std::set<std::string> offered = offeredConfigKeys(m ? m->kind : std::string());
    bool headed = false;
    for (const models::EntryField& f : models::entryFields(entry)) {
        if (f.prop) {
            if (!m_showAll && !offered.count(f.prop->key) && !core::propHas(d->config, f.prop->key))
                continue;
            if (!headed) {
                form->addRow(heading(tr("Configuration")));
                headed = true;
            }
            addFieldEditor(form, models::Section::Device, index, f, QString::fromLatin1(f.prop->key));
        } else if (!f.name.startsWith(QLatin1String("partition."))) {
            addFieldEditor(form, models::Section::Device, index, f);
        }
    }
    // NPAR partitions of an adapter (a model with partitionable ports), one group per partition.
    const bool npar = m && std::any_of(m->ports.begin(), m->ports.end(), [](const core::PortSpec& p) { return p.npar > 0; });
    if (npar || !d->partitions.empty()) {
        form->addRow(heading(tr("NPAR partitions")));
        for (const models::EntryField& f : models::entryFields(entry)) {
            if (!f.name.startsWith(QLatin1String("partition.")))
                continue;
            const QStringList parts = f.name.split(QLatin1Char('.'));
            const int n = parts[1].toInt();
            const bool isNew = n == int(d->partitions.size());
            addFieldEditor(form, models::Section::Device, index, f, isNew ? tr("new partition: port") : partitionLabel(f.name));
        }
    }
    addStorageBaseline(form, id);
    for (const core::Workload& w : doc->design().workloads) {
        if (w.host != id)
            continue;
        form->addRow(heading(tr("Workload %1").arg(qs(w.id))));
        form->addRow(tr("Storage"), new QLabel(qs(w.storage + (w.storageGroup.empty() ? "" : " / " + w.storageGroup))));
        const int wi = models::findEntry(doc->design(), models::Section::Workload, qs(w.id));
        for (const models::EntryField& f : models::entryFields(models::Entry(w)))
            if (f.name.startsWith(QLatin1String("profile."))
                && (m_showAll || offeredProperty(f.name, profileKindOf(models::Entry(w))) || core::propHas(w.profile, f.prop->key)))
                addFieldEditor(form, models::Section::Workload, wi, f, QString::fromLatin1(f.prop->key));
        addWorkloadPerformance(form, wi, true, false);
    }
}

void Inspector::showEntryFields(QFormLayout* form, models::Section section, int index)
{
    const auto* doc = m_scene->document();
    const models::Entry entry = *models::entryAt(doc->design(), section, index);
    QString kind = models::sectionTitle(section);
    form->addRow(heading(tr("%1: %2").arg(kind, models::entryLabel(entry))));
    const std::string profileKind = profileKindOf(entry);
    if (section == models::Section::Workload) // the prediction first, the editable fields below
        addWorkloadPerformance(form, index, true, false);
    for (const models::EntryField& f : models::entryFields(entry)) {
        if (f.kind == models::EntryField::Kind::Prop && !m_showAll && !offeredProperty(f.name, profileKind)
            && models::fieldText(entry, f.name).isEmpty())
            continue;
        addFieldEditor(form, section, index, f, partitionLabel(f.name));
    }
    if (section == models::Section::Workload)
        addWorkloadPerformance(form, index, false, true);
    if (section == models::Section::Cluster)
        addStorageBaseline(form, models::entryLabel(entry).toStdString());
    if (section == models::Section::Scenario)
        addEventRow(form, index);
    QString hintText = section == models::Section::Scenario
        ? tr("Events: MINUTE fail|repair TARGET, separated by ';' (e.g. 15 fail iom-a1; 40 repair iom-a1). Empty clears a property.")
        : section == models::Section::PortGroup
        ? tr("Ports: the array's front-end port names (fa-1d-1) or ARRAY:PORT, separated by commas. Empty clears a property.")
        : tr("Lists take ids or port references (DEVICE:PORT) separated by commas. Empty clears a property.");
    if (!m_showAll)
        hintText += QLatin1Char(' ') + tr("Tick All properties for every field of the design format.");
    auto* hint = new QLabel(hintText);
    hint->setWordWrap(true);
    hint->setStyleSheet(QStringLiteral("color: #555"));
    form->addRow(hint);
}

void Inspector::addStorageBaseline(QFormLayout* form, const std::string& storageId)
{
    if (!StorageBaselineBox::offeredFor(*m_scene->document(), storageId))
        return;
    auto* box = new StorageBaselineBox(m_scene->document(), storageId, m_runner);
    connect(box, &StorageBaselineBox::statusMessage, this, &Inspector::statusMessage);
    form->addRow(box);
}

void Inspector::showLink(QFormLayout* form, const std::string& linkId)
{
    const auto* doc = m_scene->document();
    const int index = doc->linkIndex(linkId);
    if (index < 0)
        return;
    const core::Link& l = doc->design().links[index];
    form->addRow(heading(tr("Cable")));
    form->addRow(tr("End A"), new QLabel(qs(l.a)));
    form->addRow(tr("End B"), new QLabel(qs(l.b)));
    // Breakout: the modes either end's port can run; choosing one puts the whole-port
    // ends on a lane (a lane-to-lane cable when both ends can), "" back on whole ports.
    QStringList modes{QString()};
    for (const std::string& end : {l.a, l.b}) {
        std::string dev, port;
        int lane = 0;
        const core::Model* m = core::splitPortRef(end, dev, port, lane) ? doc->modelOf(dev) : nullptr;
        if (const core::PortSpec* p = m ? m->port(port) : nullptr)
            for (const std::string& b : p->breakouts)
                if (!modes.contains(qs(b)))
                    modes << qs(b);
    }
    if (modes.size() > 1 || !l.breakout.empty()) {
        auto* box = new QComboBox;
        box->setObjectName(QStringLiteral("breakout"));
        box->addItems(modes);
        box->setCurrentText(qs(l.breakout));
        connect(box, &QComboBox::activated, this, [this, index, box] {
            const QString why = models::setLinkBreakout(m_scene->document(), index, box->currentText());
            if (!why.isEmpty()) {
                Q_EMIT statusMessage(tr("Not changed: %1").arg(why));
                scheduleRebuild();
                return;
            }
            // The cable's ends (so its id) changed: keep it selected under its new id, so
            // that the next lanes can be cabled and the Inspector stays on it.
            const auto& links = m_scene->document()->design().links;
            if (index < int(links.size()))
                if (CableItem* item = m_scene->cableItem(links[index].id())) {
                    m_scene->clearSelection();
                    item->setSelected(true);
                }
        });
        form->addRow(tr("Breakout"), box);
    }
    if (const core::Topology* t = doc->topology())
        for (const core::TopoLink& tl : t->links)
            if (tl.id == linkId) {
                form->addRow(tr("Rate"), new QLabel(tr("%1 Gb/s").arg(qs(core::formatNumber(tl.speedGbps)))));
                form->addRow(tr("Family"), new QLabel(qs(tl.family)));
            }
    m_shownLink = linkId;
    m_linkRows = linkRowsKey(linkId);
    if (m_scene->linkUtilization(linkId) >= 0) {
        m_linkUtilization = new QLabel(linkUtilizationText(linkId));
        m_linkUtilization->setObjectName(QStringLiteral("link.utilization"));
        form->addRow(tr("Utilization"), m_linkUtilization);
    }
    if (m_scene->isSpof(linkId))
        form->addRow(tr("Redundancy"), new QLabel(tr("single point of failure")));
}

QString Inspector::linkRowsKey(const std::string& linkId) const
{
    return QStringLiteral("%1%2").arg(m_scene->linkUtilization(linkId) >= 0 ? 'u' : '-').arg(m_scene->isSpof(linkId) ? 's' : '-');
}

QString Inspector::linkUtilizationText(const std::string& linkId) const
{
    return tr("%1, live analysis")
        .arg(models::utilizationText(m_scene->linkUtilization(linkId), m_scene->linkUtilizationInterval(linkId),
                                     m_scene->utilizationIntervalsPending()));
}

void Inspector::addFieldEditor(QFormLayout* form, models::Section section, int index, const models::EntryField& field,
                               const QString& label)
{
    const auto entry = models::entryAt(m_scene->document()->design(), section, index);
    const QString current = entry ? models::fieldText(*entry, field.name) : QString();
    QWidget* editor = nullptr;
    const bool choice = field.kind == models::EntryField::Kind::Choice
        || (field.prop && (field.prop->type == core::PropSpec::Type::Choice || field.prop->type == core::PropSpec::Type::Bool));
    if (choice) {
        auto* box = new QComboBox;
        QStringList items = field.choices;
        if (field.prop) {
            items = QStringList{QString()};
            if (field.prop->type == core::PropSpec::Type::Bool)
                items << QStringLiteral("true") << QStringLiteral("false");
            for (const std::string& c : field.prop->choices)
                items << qs(c);
        }
        box->addItems(items);
        box->setCurrentText(current);
        const QString name = field.name;
        connect(box, &QComboBox::activated, this,
                [this, section, index, name, box] { commit(section, index, name, box->currentText()); });
        editor = box;
    } else {
        const QString name = field.name;
        const models::ReferenceChoices refs =
            entry && !field.prop ? choicesFor(section, *entry, name) : models::ReferenceChoices{};
        IdPicker* picker = refs.isReference() ? new IdPicker(refs, current) : nullptr;
        QLineEdit* line = picker ? picker->lineEdit() : new QLineEdit(current);
        if (!picker)
            line->setPlaceholderText(QStringLiteral("—"));
        watchField(line, current, refusalKey(section, index, name));
        if (const auto refused = m_refused.find(refusalKey(section, index, name)); refused != m_refused.end()) {
            // A refused edit stays in the editor (marked) so that a long list is not lost.
            line->setText(refused->first);
            line->setModified(true);
            line->setStyleSheet(QStringLiteral("QLineEdit { border: 1px solid #b00020; }"));
            line->setToolTip(tr("Not changed: %1").arg(refused->second));
        }
        if (picker) {
            connect(picker, &IdPicker::committed, this,
                    [this, section, index, name](const QString& text) { commit(section, index, name, text, true); });
            connect(picker, &IdPicker::pickRequested, this, [this, section, index, name] { startPick(section, index, name); });
            connect(picker, &IdPicker::refDropped, this,
                    [this, section, index, name](const QString& ref) { takeReference(section, index, name, ref); });
            picker->setPicking(!m_pickKey.isEmpty() && m_pickKey == refusalKey(section, index, name));
        } else {
            connect(line, &QLineEdit::editingFinished, this, [this, section, index, name, line] {
                if (line->isModified())
                    commit(section, index, name, line->text(), true);
            });
        }
        // A model id field (drive_model, cache_drive_model, shelf_model, ...) completes
        // from the catalog's models of the matching kind that the device's model takes
        // (core::Model::takesDrive: the drive interfaces of its bays).
        if (field.prop && std::string(field.prop->key).ends_with("_model")) {
            const std::string kind = std::string(field.prop->key).find("shelf") != std::string::npos ? "shelf" : "drive";
            const core::Model* host = entry && section == models::Section::Device
                ? m_scene->document()->modelOf(std::get<core::Device>(*entry).id)
                : nullptr;
            QStringList ids;
            for (const auto& m : m_scene->document()->catalog().models())
                if (m->kind == kind && (!host || host->takesDrive(*m)))
                    ids << qs(m->id);
            auto* completer = new QCompleter(ids, line);
            completer->setCaseSensitivity(Qt::CaseInsensitive);
            completer->setFilterMode(Qt::MatchContains);
            line->setCompleter(completer);
            line->setPlaceholderText(tr("catalog %1 id").arg(qs(kind)));
            // A completion taken (clicked, or Enter in the popup) is an edit of its own:
            // QCompleter sets the text with setText(), which clears isModified(), so the
            // editingFinished() above would drop it (the xdotool walk of RA-1 lost its
            // drive model that way). Committed once the line edit holds the completed text.
            if (!picker)
                connect(completer, qOverload<const QString&>(&QCompleter::activated), line, [this, section, index, name, line] {
                    QTimer::singleShot(0, line, [this, section, index, name, line] {
                        line->setModified(false);
                        commit(section, index, name, line->text(), true);
                    });
                });
        }
        if (picker) {
            line->setObjectName(name); // focus comes back to the line edit after a rebuild
            picker->setObjectName(QStringLiteral("picker:") + name);
            editor = picker;
        } else {
            editor = line;
        }
    }
    if (editor->toolTip().isEmpty())
        editor->setToolTip(field.help);
    if (editor->objectName().isEmpty())
        editor->setObjectName(field.name);
    // A design-format key (id, site, min_paths, cache_gb, bricks) is the file's own word, the
    // same in every language: shown as a key, in a fixed-pitch font, its tooltip (the format's
    // help, in the user's language) saying what it is. Other labels are words of the interface
    // ("NPAR partition 1: port"), in its language (issue 16, newcomer 17: "1 port", "1 gbps").
    const bool key = label.isEmpty() || (field.prop && label == QString::fromLatin1(field.prop->key));
    if (!key) {
        form->addRow(label, editor);
        return;
    }
    auto* keyLabel = new QLabel(label.isEmpty() ? field.name : label);
    keyLabel->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    keyLabel->setToolTip(field.help);
    keyLabel->setBuddy(editor);
    form->addRow(keyLabel, editor);
}

bool Inspector::commit(models::Section section, int index, const QString& field, const QString& text, bool keepText)
{
    const QString why = models::editEntryField(m_scene->document(), section, index, field, text);
    if (why.isEmpty())
        m_refused.remove(refusalKey(section, index, field));
    else if (keepText)
        m_refused.insert(refusalKey(section, index, field), {text, why});
    // Keep showing the entry whose label (id, zone initiator) the edit may have changed.
    if (why.isEmpty() && m_entry && m_entry->first == section)
        if (const auto entry = models::entryAt(m_scene->document()->design(), section, index))
            m_entry->second = models::entryLabel(*entry);
    if (!why.isEmpty()) {
        Q_EMIT statusMessage(tr("Not changed: %1").arg(why));
        scheduleRebuild();
    }
    return why.isEmpty();
}

const models::ReferenceIndex& Inspector::references()
{
    const models::DesignDocument* doc = m_scene->document();
    if (!m_references || m_references->revision() != doc->revision())
        m_references = std::make_shared<models::ReferenceIndex>(*doc);
    return *m_references;
}

models::ReferenceChoices Inspector::choicesFor(models::Section section, const models::Entry& entry, const QString& field)
{
    if (field == kEventTarget)
        return references().failureTargets();
    return references().choices(section, entry, field);
}

void Inspector::startPick(models::Section section, int index, const QString& field)
{
    DesignView* view = nullptr;
    for (QGraphicsView* v : m_scene->views())
        if ((view = qobject_cast<DesignView*>(v)))
            break;
    const auto entry = models::entryAt(m_scene->document()->design(), section, index);
    if (!view || !entry)
        return;
    PickTool* tool = PickTool::of(view);
    connect(tool, &PickTool::finished, this, &Inspector::pickFinished, Qt::UniqueConnection);
    connect(tool, &AbstractTool::statusMessage, this, &Inspector::statusMessage, Qt::UniqueConnection);
    const QString key = refusalKey(section, index, field);
    if (tool->isPicking() && m_pickKey == key) { // the pressed Pick button again: stop
        tool->cancel();
        return;
    }
    const models::ReferenceChoices choices = choicesFor(section, *entry, field);
    if (!choices.pickable())
        return;
    using K = models::ReferenceChoices::Kind;
    PickTool::Request request;
    request.ports = choices.kind == K::Port || choices.kind == K::FailureTarget;
    request.devices = choices.kind == K::Device || choices.kind == K::FailureTarget;
    request.links = choices.kind == K::FailureTarget;
    const QString what = field == kEventTarget ? tr("event target") : field;
    request.prompt = tr("Pick %1 of %2: click %3").arg(what, models::entryLabel(*entry), choices.what);
    request.check = [choices](const std::string& id) {
        QString why;
        models::pickedText(choices, QString(), qs(id), &why);
        return why;
    };
    // The valid targets are marked on the canvas while the pick runs: those the field
    // holds already apart. A field that takes any port or device (a scenario event's
    // target) marks nothing.
    QPointer<Inspector> self(this);
    if (choices.kind != K::FailureTarget) {
        // From the design as it is at each call: at the start, and after every edit made
        // while the pick runs (PickTool::Request::remark).
        request.remark = [self, section, index, field](std::vector<std::string>& targets, std::vector<std::string>& listedIds) {
            targets.clear();
            listedIds.clear();
            if (!self)
                return;
            const auto now = models::entryAt(self->m_scene->document()->design(), section, index);
            if (!now)
                return;
            const models::ReferenceChoices c = self->choicesFor(section, *now, field);
            const QStringList held = models::splitReferenceList(models::fieldText(*now, field));
            const QSet<QString> listed(held.begin(), held.end());
            for (const QString& id : c.ids)
                (listed.contains(id) ? listedIds : targets).push_back((c.portPrefix + id).toStdString());
        };
        request.remark(request.targets, request.listed);
    }
    request.picked = [self, section, index, field](const std::string& id) {
        if (self)
            self->takeReference(section, index, field, qs(id));
    };
    tool->start(std::move(request));
    m_pickKey = key;
    scheduleRebuild(); // the Pick button shows pressed
}

void Inspector::pickFinished()
{
    m_pickKey.clear();
    scheduleRebuild();
}

void Inspector::takeReference(models::Section section, int index, const QString& field, const QString& ref)
{
    const auto entry = models::entryAt(m_scene->document()->design(), section, index);
    if (!entry)
        return;
    const models::ReferenceChoices choices = choicesFor(section, *entry, field);
    const QString current = field == kEventTarget ? QString() : models::fieldText(*entry, field);
    QString why;
    const QString text = models::pickedText(choices, current, ref, &why);
    if (!why.isEmpty()) {
        Q_EMIT statusMessage(tr("Not taken: %1").arg(why));
        return;
    }
    if (field == kEventTarget) { // part of the event being composed: no edit yet
        m_eventDraft.target = text;
        scheduleRebuild();
        return;
    }
    if (text == current) {
        Q_EMIT statusMessage(tr("%1 is in %2 of %3 already.").arg(ref, field, models::entryLabel(*entry)));
        return;
    }
    if (commit(section, index, field, text))
        Q_EMIT statusMessage(choices.multi ? tr("Added %1 to %2 of %3.").arg(ref, field, models::entryLabel(*entry))
                                           : tr("Set %2 of %3 to %1.").arg(ref, field, models::entryLabel(*entry)));
}

void Inspector::addEventRow(QFormLayout* form, int index)
{
    // Two lines: minute, fail|repair and Add, then the target picker on the whole width (it
    // shows a whole id, IdPicker::kMinShownChars: beside the others the row was wider than
    // the dock and the page was cut on the right).
    auto* row = new QWidget;
    auto* v = new QVBoxLayout(row);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(2);
    auto* h = new QHBoxLayout;
    h->setSpacing(2);
    v->addLayout(h);
    auto* h2 = new QHBoxLayout;
    h2->setSpacing(2);
    v->addLayout(h2);
    auto* minute = new QLineEdit(m_eventDraft.minute);
    minute->setObjectName(QStringLiteral("event.minute"));
    minute->setPlaceholderText(tr("min"));
    minute->setToolTip(tr("Minute of the event from the scenario's start"));
    minute->setMaximumWidth(48);
    auto* action = new QComboBox;
    action->setObjectName(QStringLiteral("event.action"));
    action->addItems({QStringLiteral("fail"), QStringLiteral("repair")});
    action->setCurrentText(m_eventDraft.action);
    const models::ReferenceChoices targets = references().failureTargets();
    auto* target = new IdPicker(targets, m_eventDraft.target);
    target->setObjectName(QStringLiteral("picker:") + kEventTarget);
    target->lineEdit()->setObjectName(kEventTarget);
    auto* add = new QPushButton(tr("Add"));
    add->setObjectName(QStringLiteral("event.add"));
    h->addWidget(minute);
    h->addWidget(action);
    h->addStretch(1);
    h->addWidget(add);
    h2->addWidget(target, 1);
    target->setPicking(!m_pickKey.isEmpty() && m_pickKey == refusalKey(models::Section::Scenario, index, kEventTarget));
    connect(minute, &QLineEdit::textEdited, this, [this](const QString& t) { m_eventDraft.minute = t; });
    connect(action, &QComboBox::currentTextChanged, this, [this](const QString& t) { m_eventDraft.action = t; });
    connect(target->lineEdit(), &QLineEdit::textChanged, this, [this](const QString& t) { m_eventDraft.target = t; });
    connect(target, &IdPicker::pickRequested, this, [this, index] { startPick(models::Section::Scenario, index, kEventTarget); });
    connect(target, &IdPicker::refDropped, this,
            [this, index](const QString& ref) { takeReference(models::Section::Scenario, index, kEventTarget, ref); });
    connect(add, &QPushButton::clicked, this, [this, index, targets] {
        const auto entry = models::entryAt(m_scene->document()->design(), models::Section::Scenario, index);
        if (!entry)
            return;
        const QString t = m_eventDraft.target.trimmed();
        bool ok = false;
        const double at = m_eventDraft.minute.trimmed().toDouble(&ok);
        if (!ok || at < 0) {
            Q_EMIT statusMessage(tr("Not added: '%1' is not a minute (expected a number from 0)").arg(m_eventDraft.minute));
            return;
        }
        if (!targets.ids.contains(t)) {
            Q_EMIT statusMessage(tr("Not added: '%1' is not %2.").arg(t, targets.what));
            return;
        }
        // The new event goes where its minute puts it (events are in time order).
        QStringList events = models::fieldText(*entry, QStringLiteral("events")).split(QLatin1Char(';'), Qt::SkipEmptyParts);
        const QString event = QStringLiteral("%1 %2 %3").arg(m_eventDraft.minute.trimmed(), m_eventDraft.action, t);
        int pos = 0;
        while (pos < events.size() && events[pos].simplified().section(QLatin1Char(' '), 0, 0).toDouble() <= at)
            ++pos;
        events.insert(pos, event);
        for (QString& e : events)
            e = e.trimmed();
        if (commit(models::Section::Scenario, index, QStringLiteral("events"), events.join(QStringLiteral("; ")))) {
            m_eventDraft.minute.clear();
            m_eventDraft.target.clear();
        }
    });
    form->addRow(tr("Add event"), row);
}

} // namespace topoplan::widgets
