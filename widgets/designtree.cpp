#include "widgets/designtree.h"

#include "models/analysisrunner.h"
#include "models/designdocument.h"
#include "models/referenceindex.h"
#include "widgets/idpicker.h"
#include "widgets/measurementimportui.h"

#include <QDragMoveEvent>
#include <QDropEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QMenu>
#include <QPointer>
#include <QToolButton>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <set>

namespace topoplan::widgets {

namespace {
constexpr int kSectionRole = Qt::UserRole;
constexpr int kIndexRole = Qt::UserRole + 1;

/// The sections the tree lists (devices and cables are on the canvas).
std::vector<models::Section> listedSections()
{
    std::vector<models::Section> out;
    for (int s = 0; s < models::kSectionCount; ++s)
        if (models::Section(s) != models::Section::Device && models::Section(s) != models::Section::Link)
            out.push_back(models::Section(s));
    return out;
}

/// An id proposal for a new entry: "fabric-1", "workload-1", ...
QString proposedId(const models::DesignDocument& document, models::Section section)
{
    QString base = QString::fromLatin1(models::sectionKey(section));
    if (base.endsWith(QLatin1Char('s')))
        base.chop(1);
    base.replace(QLatin1Char('_'), QLatin1Char('-'));
    return QString::fromStdString(document.uniqueDeviceId(base.toStdString() + "-1"));
}
} // namespace

DesignTree::DesignTree(models::DesignDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_tree(new QTreeWidget)
{
    m_tree->setHeaderHidden(true);
    m_tree->setObjectName(QStringLiteral("designTree"));
    auto* add = new QToolButton;
    add->setText(tr("Add"));
    add->setObjectName(QStringLiteral("add"));
    add->setToolTip(tr("Add an entry to the selected section"));
    auto* remove = new QToolButton;
    remove->setText(tr("Remove"));
    remove->setObjectName(QStringLiteral("remove"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(buttons);
    layout->addWidget(m_tree);
    connect(add, &QToolButton::clicked, this, &DesignTree::askAndAdd);
    connect(remove, &QToolButton::clicked, this, [this] {
        const QString why = removeSelected();
        if (!why.isEmpty())
            Q_EMIT statusMessage(tr("Not removed: %1").arg(why));
    });
    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this] {
        models::Section section;
        int index = -1;
        currentEntry(section, index);
        if (m_tree->currentItem())
            Q_EMIT entrySelected(section, index);
    });
    m_tree->viewport()->setAcceptDrops(true);
    m_tree->viewport()->installEventFilter(this); // ports dragged from the canvas
    using D = models::DesignDocument;
    connect(document, &D::designReplaced, this, &DesignTree::rebuild);
    connect(document, &D::entriesChanged, this, &DesignTree::rebuildSection);
    connect(document, &D::deviceRenamed, this, &DesignTree::rebuild);
    rebuild();
}

void DesignTree::rebuild()
{
    std::set<int> expanded;
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i)
        if (m_tree->topLevelItem(i)->isExpanded())
            expanded.insert(m_tree->topLevelItem(i)->data(0, kSectionRole).toInt());
    {
        const QSignalBlocker block(m_tree);
        m_tree->clear();
    }
    for (models::Section section : listedSections()) {
        auto* top = new QTreeWidgetItem(m_tree, {models::sectionTitle(section)});
        top->setData(0, kSectionRole, int(section));
        top->setData(0, kIndexRole, -1);
        rebuildSection(section);
        top->setExpanded(expanded.count(int(section)) > 0);
    }
}

void DesignTree::rebuildSection(models::Section section)
{
    QTreeWidgetItem* top = nullptr;
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i)
        if (m_tree->topLevelItem(i)->data(0, kSectionRole).toInt() == int(section))
            top = m_tree->topLevelItem(i);
    if (!top)
        return; // devices and cables are not listed
    models::Section currentSection;
    int currentIndex = -1;
    const bool hadCurrent = currentEntry(currentSection, currentIndex) && currentSection == section;
    const QSignalBlocker block(m_tree);
    // An Inspector edit refills the section: the list must not scroll under the user.
    const int scroll = m_tree->verticalScrollBar()->value();
    qDeleteAll(top->takeChildren());
    const core::Design& design = m_document->design();
    const int n = models::entryCount(design, section);
    top->setText(0, QStringLiteral("%1 (%2)").arg(models::sectionTitle(section)).arg(n));
    QList<QTreeWidgetItem*> items;
    items.reserve(n);
    for (int i = 0; i < n; ++i) {
        auto* item = new QTreeWidgetItem({models::entryLabel(*models::entryAt(design, section, i))});
        item->setData(0, kSectionRole, int(section));
        item->setData(0, kIndexRole, i);
        items << item;
    }
    top->addChildren(items);
    if (hadCurrent && currentIndex < n)
        m_tree->setCurrentItem(items[currentIndex]);
    m_tree->verticalScrollBar()->setValue(scroll);
}

bool DesignTree::currentEntry(models::Section& section, int& index) const
{
    const QTreeWidgetItem* item = m_tree->currentItem();
    index = -1;
    if (!item)
        return false;
    section = models::Section(item->data(0, kSectionRole).toInt());
    index = item->data(0, kIndexRole).toInt();
    return index >= 0;
}

void DesignTree::askAndAdd()
{
    const QTreeWidgetItem* item = m_tree->currentItem();
    if (!item) {
        Q_EMIT statusMessage(tr("Select a section (Fabrics, Zoning, Workloads, ...) to add to."));
        return;
    }
    const auto section = models::Section(item->data(0, kSectionRole).toInt());
    QString id;
    if (section != models::Section::Zone) {
        bool ok = false;
        id = QInputDialog::getText(this, tr("Add to %1").arg(models::sectionTitle(section)), tr("Id:"), QLineEdit::Normal,
                                   proposedId(*m_document, section), &ok);
        if (!ok)
            return;
    }
    const QString why = add(section, id);
    if (!why.isEmpty())
        Q_EMIT statusMessage(tr("Not added: %1").arg(why));
}

QString DesignTree::add(models::Section section, const QString& id)
{
    int index = -1;
    const QString why = models::addEntry(m_document, section, id, &index);
    if (why.isEmpty())
        select(section, index);
    return why;
}

QString DesignTree::removeSelected()
{
    models::Section section;
    int index = -1;
    if (!currentEntry(section, index))
        return tr("Select an entry to remove.");
    return models::removeEntry(m_document, section, index);
}

void DesignTree::clearCurrent()
{
    const QSignalBlocker blocker(m_tree);
    m_tree->setCurrentItem(nullptr);
    m_tree->clearSelection();
}

QString DesignTree::dropField(models::Section section)
{
    using S = models::Section;
    switch (section) {
    case S::Zone:
        return QStringLiteral("targets");
    case S::PortGroup:
    case S::Fabric:
        return QStringLiteral("ports");
    case S::MaskingView:
        return QStringLiteral("initiators");
    default:
        return {};
    }
}

QString DesignTree::dropPort(models::Section section, int index, const QString& ref, bool* changed)
{
    if (changed)
        *changed = false;
    const auto entry = models::entryAt(m_document->design(), section, index);
    QString field = dropField(section);
    if (!entry || field.isEmpty())
        return tr("Not added: drop ports on a zone, port group, fabric or masking view.");
    const models::ReferenceIndex references(*m_document);
    QString why;
    QString text = models::pickedText(references.choices(section, *entry, field), models::fieldText(*entry, field), ref, &why);
    if (!why.isEmpty() && section == models::Section::Zone && std::get<core::Zone>(*entry).initiator.empty()) {
        // An initiator port dropped on a zone that has none yet: it becomes the initiator.
        QString asInitiator;
        const QString initiator = models::pickedText(references.choices(section, *entry, QStringLiteral("initiator")), QString(), ref, &asInitiator);
        if (asInitiator.isEmpty()) {
            field = QStringLiteral("initiator");
            text = initiator;
            why.clear();
        }
    }
    const QString label = models::entryLabel(*entry);
    if (!why.isEmpty())
        return tr("Not added: %1").arg(why);
    if (text == models::fieldText(*entry, field))
        return tr("%1 is in %2 of %3 already.").arg(ref, field, label);
    why = models::editEntryField(m_document, section, index, field, text);
    if (!why.isEmpty())
        return tr("Not added: %1").arg(why);
    if (changed)
        *changed = true;
    return tr("Added %1 to %2 of %3.").arg(ref, field, label);
}

QString DesignTree::dropMeasurement(int index, const QStringList& files, bool* imported)
{
    // After "Import Anyway" (later): the status text, and the workload shown as after an import.
    const QPointer<DesignTree> self(this);
    const auto later = [self, index](const QString& message, bool done) {
        if (!self)
            return;
        if (done)
            self->select(models::Section::Workload, index);
        Q_EMIT self->statusMessage(message);
    };
    bool ok = false;
    const QString message = importMeasurementFiles(this, m_document, index, files, &ok, {}, false, later,
                                                   m_runner ? m_runner->useCase() : QString());
    if (ok)
        select(models::Section::Workload, index); // the Inspector shows the baseline and its origins
    if (imported)
        *imported = ok;
    return message;
}

bool DesignTree::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != m_tree->viewport())
        return QWidget::eventFilter(watched, event);
    const auto entryUnder = [this](const QPoint& pos, models::Section& section, int& index) {
        const QTreeWidgetItem* item = m_tree->itemAt(pos);
        if (!item)
            return false;
        section = models::Section(item->data(0, kSectionRole).toInt());
        index = item->data(0, kIndexRole).toInt();
        return index >= 0 && !dropField(section).isEmpty();
    };
    // The workload under `pos` a measurement file dropped there goes to (-1: none).
    const auto workloadUnder = [this](const QPoint& pos) {
        const QTreeWidgetItem* item = m_tree->itemAt(pos);
        return item && models::Section(item->data(0, kSectionRole).toInt()) == models::Section::Workload
                   ? item->data(0, kIndexRole).toInt()
                   : -1;
    };
    switch (event->type()) {
    case QEvent::DragEnter:
    case QEvent::DragMove: {
        auto* drag = static_cast<QDragMoveEvent*>(event);
        if (!droppedFiles(drag->mimeData()).isEmpty()) {
            if (event->type() == QEvent::DragEnter || workloadUnder(drag->position().toPoint()) >= 0)
                drag->acceptProposedAction();
            else
                drag->ignore();
            return true;
        }
        if (portFromMimeData(drag->mimeData()).isEmpty())
            break;
        // Accepted over the entries that take ports; the drop itself checks the port.
        models::Section section;
        int index = -1;
        if (event->type() == QEvent::DragEnter || entryUnder(drag->position().toPoint(), section, index))
            drag->acceptProposedAction();
        else
            drag->ignore();
        return true;
    }
    case QEvent::Drop: {
        auto* drop = static_cast<QDropEvent*>(event);
        if (const QStringList files = droppedFiles(drop->mimeData()); !files.isEmpty()) {
            const int workload = workloadUnder(drop->position().toPoint());
            if (workload < 0) {
                drop->ignore();
                Q_EMIT statusMessage(tr("Not imported: drop a measurement file on a workload (or on its host on the canvas)."));
                return true;
            }
            bool imported = false;
            const QString message = dropMeasurement(workload, files, &imported);
            if (imported)
                drop->acceptProposedAction();
            else
                drop->ignore();
            Q_EMIT statusMessage(message);
            return true;
        }
        const QString ref = portFromMimeData(drop->mimeData());
        if (ref.isEmpty())
            break;
        models::Section section;
        int index = -1;
        if (!entryUnder(drop->position().toPoint(), section, index)) {
            drop->ignore();
            Q_EMIT statusMessage(tr("Not added: drop ports on a zone, port group, fabric or masking view."));
            return true;
        }
        bool changed = false;
        const QString message = dropPort(section, index, ref, &changed);
        if (changed) {
            drop->acceptProposedAction();
            select(section, index); // the Inspector shows the entry with the port in it
        } else {
            drop->ignore();
        }
        Q_EMIT statusMessage(message);
        return true;
    }
    default:
        break;
    }
    return QWidget::eventFilter(watched, event);
}

void DesignTree::select(models::Section section, int index)
{
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem* top = m_tree->topLevelItem(i);
        if (top->data(0, kSectionRole).toInt() != int(section))
            continue;
        top->setExpanded(true);
        const bool entry = index >= 0 && index < top->childCount();
        m_tree->setCurrentItem(entry ? top->child(index) : top);
        Q_EMIT entrySelected(section, entry ? index : -1);
    }
}

} // namespace topoplan::widgets
