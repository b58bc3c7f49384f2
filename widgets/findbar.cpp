#include "widgets/findbar.h"

#include "core/catalog.h"
#include "models/designdocument.h"
#include "widgets/designlayout.h"
#include "widgets/designscene.h"
#include "widgets/designview.h"

#include <QCompleter>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QStringListModel>
#include <QToolButton>

#include <algorithm>

namespace topoplan::widgets {

FindBar::FindBar(DesignView* view, QWidget* parent)
    : QWidget(parent), m_view(view), m_edit(new QLineEdit), m_count(new QLabel), m_ids(new QStringListModel(this))
{
    setObjectName(QStringLiteral("findBar"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 2, 6, 2);
    auto* label = new QLabel(tr("Find:"));
    label->setBuddy(m_edit);
    m_edit->setObjectName(QStringLiteral("findText"));
    m_edit->setPlaceholderText(tr("device, port or workload: id or model"));
    m_edit->setClearButtonEnabled(true);
    m_edit->setMinimumWidth(260);
    m_completer = new QCompleter(m_ids, this);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setFilterMode(Qt::MatchContains);
    m_completer->setMaxVisibleItems(12);
    m_edit->setCompleter(m_completer);
    auto* previous = new QToolButton;
    previous->setText(tr("Previous"));
    previous->setToolTip(tr("Previous hit (Shift+F3)"));
    auto* next = new QToolButton;
    next->setText(tr("Next"));
    next->setToolTip(tr("Next hit (F3, Enter)"));
    auto* close = new QToolButton;
    close->setText(QStringLiteral("✕"));
    close->setToolTip(tr("Close (Escape)"));
    layout->addWidget(label);
    layout->addWidget(m_edit, 1);
    layout->addWidget(previous);
    layout->addWidget(next);
    layout->addWidget(m_count);
    layout->addStretch(0);
    layout->addWidget(close);
    connect(previous, &QToolButton::clicked, this, &FindBar::findPrevious);
    connect(next, &QToolButton::clicked, this, &FindBar::findNext);
    connect(close, &QToolButton::clicked, this, &FindBar::closeBar);
    connect(m_edit, &QLineEdit::returnPressed, this, [this] {
        if (m_edit->text() != m_searched)
            search();
        else
            findNext();
    });
    connect(m_completer, qOverload<const QString&>(&QCompleter::activated), this, &FindBar::find);
    using D = models::DesignDocument;
    models::DesignDocument* doc = m_view->designScene()->document();
    auto stale = [this] {
        m_indexDirty = true;
        m_searched.clear();
    };
    for (auto signal : {&D::topologyChanged, &D::designReplaced})
        connect(doc, signal, this, stale);
    connect(doc, &D::entriesChanged, this, stale);
}

void FindBar::closeBar()
{
    (m_container ? m_container : this)->hide();
    m_view->setFocus();
}

void FindBar::activate()
{
    (m_container ? m_container : this)->show();
    rebuildIndex();
    m_edit->setFocus(Qt::ShortcutFocusReason);
    m_edit->selectAll();
}

void FindBar::rebuildIndex()
{
    if (!m_indexDirty)
        return;
    m_indexDirty = false;
    m_index.clear();
    const models::DesignDocument* doc = m_view->designScene()->document();
    const core::Design& d = doc->design();
    QStringList ids;
    for (const core::Device& dev : d.devices) {
        m_index.push_back({Target::Device, dev.id, dev.model, dev.id});
        ids << QString::fromStdString(dev.id);
    }
    for (const core::Device& dev : d.devices)
        if (const core::Model* m = doc->modelOf(dev.id))
            for (const core::PortSpec& p : m->ports) {
                m_index.push_back({Target::Port, dev.id + ":" + p.name, dev.model, dev.id});
                ids << QString::fromStdString(dev.id + ":" + p.name);
            }
    for (const core::Workload& w : d.workloads) {
        m_index.push_back({Target::Workload, w.id, w.engine, w.host});
        ids << QString::fromStdString(w.id);
    }
    m_ids->setStringList(ids);
}

std::vector<FindBar::Target> FindBar::matches(const std::vector<Target>& all, const QString& needle)
{
    std::vector<Target> out;
    const QString n = needle.trimmed();
    if (n.isEmpty())
        return out;
    // Devices first, then ports, then workloads (the index's order), so that "pmax"
    // visits the array before its 64 ports.
    for (const Target& t : all)
        if (QString::fromStdString(t.id).contains(n, Qt::CaseInsensitive)
            || (t.kind != Target::Port && QString::fromStdString(t.model).contains(n, Qt::CaseInsensitive)))
            out.push_back(t);
    return out;
}

void FindBar::find(const QString& text)
{
    if (m_edit->text() != text)
        m_edit->setText(text);
    search();
}

void FindBar::search()
{
    rebuildIndex();
    m_searched = m_edit->text();
    m_hits = matches(m_index, m_searched);
    // An exact id goes first (a completer choice names one thing).
    for (std::size_t i = 0; i < m_hits.size(); ++i)
        if (QString::fromStdString(m_hits[i].id).compare(m_searched.trimmed(), Qt::CaseInsensitive) == 0) {
            std::rotate(m_hits.begin(), m_hits.begin() + std::ptrdiff_t(i), m_hits.begin() + std::ptrdiff_t(i) + 1);
            break;
        }
    m_current = -1;
    if (m_hits.empty()) {
        m_count->setText(m_searched.trimmed().isEmpty() ? QString() : tr("No match"));
        if (!m_searched.trimmed().isEmpty())
            Q_EMIT statusMessage(tr("Nothing found for '%1'.").arg(m_searched.trimmed()));
        return;
    }
    showHit(0);
}

bool FindBar::findNext()
{
    if (m_edit->text() != m_searched)
        search();
    else if (!m_hits.empty())
        showHit((m_current + 1) % int(m_hits.size()));
    return !m_hits.empty();
}

bool FindBar::findPrevious()
{
    if (m_edit->text() != m_searched)
        search();
    else if (!m_hits.empty())
        showHit((m_current - 1 + int(m_hits.size())) % int(m_hits.size()));
    return !m_hits.empty();
}

void FindBar::showHit(int index)
{
    m_current = index;
    const Target& t = m_hits[std::size_t(index)];
    m_count->setText(tr("%1 of %2").arg(index + 1).arg(m_hits.size()));
    DesignScene* scene = m_view->designScene();
    scene->selectDevice(t.device);
    QRectF where;
    if (const DevicePlace* p = scene->layout().device(t.device))
        where = p->rect;
    QPointF anchor, normal;
    if (t.kind == Target::Port && scene->layout().portAnchor(t.id, anchor, normal))
        where = QRectF(anchor - QPointF(30, 30), QSizeF(60, 60));
    if (!where.isNull())
        m_view->bringIntoView(where);
    const QString what = t.kind == Target::Device ? tr("device") : t.kind == Target::Port ? tr("port") : tr("workload");
    Q_EMIT statusMessage(tr("Found %1 %2 (%3 of %4).").arg(what, QString::fromStdString(t.id)).arg(index + 1).arg(m_hits.size()));
}

void FindBar::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape) {
        closeBar();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace topoplan::widgets
