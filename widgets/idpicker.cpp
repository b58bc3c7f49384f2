#include "widgets/idpicker.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QDragEnterEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMenu>
#include <QMouseEvent>
#include <QMimeData>
#include <QStringListModel>
#include <QTimer>
#include <QStyle>
#include <QToolButton>

#include <algorithm>
#include <memory>

namespace topoplan::widgets {

namespace {

/// Completes the id after the last comma of a list ("a, b, fa-1d" -> "a, b, fa-1d-1").
class ListCompleter : public QCompleter {
public:
    using QCompleter::QCompleter;

    QStringList splitPath(const QString& path) const override
    {
        return {path.section(QLatin1Char(','), -1).trimmed()};
    }
    QString pathFromIndex(const QModelIndex& index) const override
    {
        const QString item = QCompleter::pathFromIndex(index);
        auto* line = qobject_cast<QLineEdit*>(widget());
        const QString text = line ? line->text() : QString();
        const int comma = text.lastIndexOf(QLatin1Char(','));
        return comma < 0 ? item : text.left(comma + 1) + QLatin1Char(' ') + item;
    }
};

} // namespace

QMimeData* portDragMimeData(const std::string& ref)
{
    auto* data = new QMimeData;
    data->setData(QString::fromLatin1(kPortMimeType), QByteArray::fromStdString(ref));
    return data;
}

QString portFromMimeData(const QMimeData* data)
{
    if (!data || !data->hasFormat(QString::fromLatin1(kPortMimeType)))
        return {};
    return QString::fromUtf8(data->data(QString::fromLatin1(kPortMimeType)));
}

IdPicker::IdPicker(const models::ReferenceChoices& choices, const QString& text, QWidget* parent)
    : QWidget(parent), m_choices(choices), m_line(new QLineEdit(text))
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_line, 1);
    // A list longer than the field shows its beginning (QLineEdit puts the cursor at the end:
    // the masking view's "ora-mezz-1a:1, ora-mezz-1b:1" read "ora-mezz-1b:1", newcomer 17).
    m_line->setCursorPosition(0);
    m_line->setPlaceholderText(choices.multi ? tr("ids, separated by commas") : QStringLiteral("—"));
    m_line->installEventFilter(this);
    setFocusProxy(m_line);
    // The field shows a whole id of the length the design's ids have: the Inspector gave it
    // about 45 pixels at 1280x800 beside "storage_group", which showed "ra-host" of
    // "ora-host" (issue 16). With this minimum the Inspector's form (WrapLongRows) puts
    // the label above a field that does not fit beside it.
    const QFontMetrics metrics(m_line->font());
    int idWidth = metrics.horizontalAdvance(QString(kMinShownChars, QLatin1Char('x')));
    for (const QString& id : choices.ids)
        idWidth = std::max(idWidth, metrics.horizontalAdvance(choices.portPrefix + id.left(kMaxShownChars)));
    const int frame = 2 * (m_line->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, m_line) + 2);
    m_line->setMinimumWidth(idWidth + frame + m_line->textMargins().left() + m_line->textMargins().right());

    QCompleter* completer = choices.multi ? new ListCompleter(m_line) : new QCompleter(m_line);
    auto* offered = new QStringListModel(choices.ids, completer);
    completer->setModel(offered);
    if (choices.multi) {
        // A list offers only the valid ids it does not hold yet: those before the last
        // comma are taken (the id after it is the one being typed). The model is reset
        // only when that set changes (a comma typed, a completion taken), not per key.
        auto listed = std::make_shared<QStringList>();
        const auto refresh = [this, offered, listed](const QString& text) {
            QStringList taken = models::splitReferenceList(text.left(std::max<qsizetype>(text.lastIndexOf(QLatin1Char(',')), 0)));
            taken.sort();
            taken.removeDuplicates();
            if (taken == *listed)
                return;
            *listed = taken;
            QStringList ids;
            for (const QString& id : m_choices.ids)
                if (!std::binary_search(taken.cbegin(), taken.cend(), id))
                    ids << id;
            offered->setStringList(ids);
        };
        refresh(text);
        connect(m_line, &QLineEdit::textChanged, this, refresh);
    }
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    completer->setMaxVisibleItems(12);
    m_line->setCompleter(completer);
    // A completion taken is a change of its own (the Enter that took it never reaches the
    // line edit's editingFinished as a modification): committed once, after the line
    // edit has the completed text.
    connect(completer, qOverload<const QString&>(&QCompleter::activated), this, [this] {
        QTimer::singleShot(0, this, [this] {
            m_line->setModified(false);
            Q_EMIT committed(m_line->text());
        });
    });
    connect(m_line, &QLineEdit::editingFinished, this, [this] {
        if (m_line->isModified()) {
            m_line->setModified(false);
            Q_EMIT committed(m_line->text());
        }
    });

    if (!choices.ids.isEmpty() && choices.ids.size() <= kMaxListed) {
        m_list = new QToolButton;
        m_list->setObjectName(QStringLiteral("pickerList"));
        m_list->setArrowType(Qt::DownArrow);
        m_list->setPopupMode(QToolButton::InstantPopup);
        m_list->setStyleSheet(QStringLiteral("QToolButton::menu-indicator { image: none; }")); // the arrow is the indicator
        m_list->setToolTip(choices.multi ? tr("Tick the ids the list holds") : tr("Choose from the valid ids"));
        auto* menu = new QMenu(m_list);
        menu->installEventFilter(this); // setListStaysOpen()
        connect(menu, &QMenu::aboutToShow, this, &IdPicker::fillMenu);
        m_list->setMenu(menu);
        fillMenu();
        layout->addWidget(m_list);
    }
    if (choices.pickable()) {
        m_pick = new QToolButton;
        m_pick->setObjectName(QStringLiteral("pickerPick"));
        m_pick->setText(tr("Pick"));
        m_pick->setCheckable(true);
        m_pick->setToolTip(tr("Pick on the canvas: click %1 (Esc cancels). Ports can also be dragged from the canvas onto the field.").arg(choices.what));
        connect(m_pick, &QToolButton::clicked, this, [this] { Q_EMIT pickRequested(); });
        layout->addWidget(m_pick);
    }
    if (choices.ids.isEmpty())
        m_line->setToolTip(tr("No valid id in the design yet: %1").arg(choices.what));
    else
        m_line->setToolTip(tr("%n valid id(s): %1. Type to complete, Down lists them all.", nullptr, int(choices.ids.size())).arg(choices.what));
    setAcceptDrops(true);
    installEventFilter(this); // drops beside the line edit too
}

void IdPicker::setPicking(bool on)
{
    if (m_pick)
        m_pick->setChecked(on);
}

QString IdPicker::textWith(const QString& id, bool on) const
{
    if (!m_choices.multi)
        return on ? id : QString();
    QStringList items = models::splitReferenceList(m_line->text());
    items.removeAll(id);
    if (on)
        items << id;
    return items.join(QStringLiteral(", "));
}

void IdPicker::fillMenu()
{
    QMenu* menu = m_list->menu();
    menu->clear();
    const QStringList current = m_choices.multi ? models::splitReferenceList(m_line->text()) : QStringList{m_line->text().trimmed()};
    for (const QString& id : m_choices.ids) {
        QAction* a = menu->addAction(id);
        a->setCheckable(true);
        a->setChecked(current.contains(id));
        connect(a, &QAction::triggered, this, [this, id](bool checked) {
            const QString text = textWith(id, m_choices.multi ? checked : true);
            m_line->setText(text);
            Q_EMIT committed(text);
        });
    }
}

bool IdPicker::eventFilter(QObject* watched, QEvent* event)
{
    if (m_list && watched == m_list->menu()) {
        // A multi list that stays open: a tick (click or Enter / Space on an entry)
        // toggles the entry without closing the menu.
        auto* menu = m_list->menu();
        QAction* a = nullptr;
        if (m_listStaysOpen && m_choices.multi) {
            // Only a click on the menu ticks: the release of the click that opened it
            // does not (as QMenu's own rule).
            if (event->type() == QEvent::Show || event->type() == QEvent::Hide)
                menu->setProperty("pressedInside", false);
            else if (event->type() == QEvent::MouseButtonPress)
                menu->setProperty("pressedInside", menu->rect().contains(static_cast<QMouseEvent*>(event)->position().toPoint()));
            else if (event->type() == QEvent::MouseButtonRelease && menu->property("pressedInside").toBool())
                a = menu->actionAt(static_cast<QMouseEvent*>(event)->position().toPoint());
            else if (event->type() == QEvent::KeyPress) {
                const int key = static_cast<QKeyEvent*>(event)->key();
                if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space)
                    a = menu->activeAction();
            }
        }
        if (a && a->isEnabled() && a->isCheckable()) {
            a->trigger();
            return true;
        }
        return QWidget::eventFilter(watched, event);
    }
    if (watched != m_line && watched != this)
        return QWidget::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::KeyPress:
        if (watched != m_line)
            break;
        // Down opens the whole list of completions (they show while typing otherwise).
        if (static_cast<QKeyEvent*>(event)->key() == Qt::Key_Down && !m_line->completer()->popup()->isVisible()) {
            QCompleter* c = m_line->completer();
            c->setCompletionPrefix(m_choices.multi ? QString() : m_line->text().trimmed());
            if (c->completionCount() == 0)
                c->setCompletionPrefix(QString());
            c->complete();
            return true;
        }
        break;
    case QEvent::DragEnter:
    case QEvent::DragMove: {
        auto* drag = static_cast<QDragMoveEvent*>(event);
        if (!portFromMimeData(drag->mimeData()).isEmpty()) {
            drag->acceptProposedAction();
            return true;
        }
        break;
    }
    case QEvent::Drop: {
        auto* drop = static_cast<QDropEvent*>(event);
        const QString ref = portFromMimeData(drop->mimeData());
        if (!ref.isEmpty()) {
            drop->acceptProposedAction();
            Q_EMIT refDropped(ref);
            return true;
        }
        break;
    }
    default:
        break;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace topoplan::widgets
