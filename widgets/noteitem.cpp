#include "widgets/noteitem.h"

#include "models/cmdnotechange.h"
#include "models/designdocument.h"
#include "widgets/designlayout.h"
#include "widgets/designscene.h"

#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QTextCursor>
#include <QTextDocument>
#include <QUndoStack>

#include <cmath>

namespace topoplan::widgets {

namespace {
constexpr double kPadding = 6.0; ///< scene units between the card's edge and the text
int g_gesture = 0;               ///< drag gestures of all notes (CmdNoteChange merging)
} // namespace

NoteItem::NoteItem(DesignScene* scene, const std::string& id) : m_scene(scene), m_id(id)
{
    setFlags(ItemIsSelectable | ItemIsFocusable);
    setZValue(50); // above devices and cables, below drag outlines (100)
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(12);
    setFont(f);
    setDefaultTextColor(QColor(0x33, 0x33, 0x22));
    syncFromDesign();
}

void NoteItem::syncFromDesign()
{
    if (m_editing)
        return;
    const core::CanvasNote* note = m_scene->document()->design().canvasNote(m_id);
    if (!note)
        return;
    prepareGeometryChange();
    setPlainText(QString::fromStdString(note->text));
    setTextWidth(note->width > 0 ? note->width : -1);
    setPos(note->x, note->y);
    setToolTip(QString::fromStdString(m_id));
}

QRectF NoteItem::boundingRect() const
{
    return QGraphicsTextItem::boundingRect().adjusted(-kPadding, -kPadding, kPadding, kPadding);
}

QPainterPath NoteItem::shape() const
{
    QPainterPath p;
    p.addRect(boundingRect());
    return p;
}

void NoteItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF r = boundingRect().adjusted(0.5, 0.5, -0.5, -0.5);
    painter->setBrush(QColor(0xff, 0xf6, 0xc4));
    painter->setPen(QPen(isSelected() || m_editing ? QColor(0x1a, 0x73, 0xe8) : QColor(0xc9, 0xb4, 0x58),
                         isSelected() || m_editing ? 1.5 : 1.0));
    painter->drawRoundedRect(r, 3, 3);
    // The base class draws the text (and the cursor while editing), not its own dashed
    // selection frame: the card's border shows the selection.
    QStyleOptionGraphicsItem plain(*option);
    plain.state &= ~(QStyle::State_Selected | QStyle::State_HasFocus);
    QGraphicsTextItem::paint(painter, &plain, widget);
}

void NoteItem::startEditing()
{
    m_editing = true;
    setTextInteractionFlags(Qt::TextEditorInteraction);
    setFocus(Qt::MouseFocusReason);
    QTextCursor c(document());
    c.select(QTextCursor::Document);
    setTextCursor(c);
    update();
}

void NoteItem::finishEditing(bool commit)
{
    if (!m_editing)
        return;
    m_editing = false;
    setTextInteractionFlags(Qt::NoTextInteraction);
    QTextCursor c = textCursor();
    c.clearSelection();
    setTextCursor(c);
    models::DesignDocument* doc = m_scene->document();
    const std::string text = toPlainText().toStdString();
    const std::string id = m_id; // the push may delete this item (an emptied note)
    DesignScene* scene = m_scene;
    if (commit) {
        if (const std::string tooLong = core::lengthProblem(text, core::kMaxNoteLength); !tooLong.empty()) {
            Q_EMIT scene->statusMessage(DesignScene::tr("Note %1 not changed: the text %2.")
                                            .arg(QString::fromStdString(id), QString::fromStdString(tooLong)));
        } else if (QString::fromStdString(text).trimmed().isEmpty()) {
            if (auto* cmd = models::CmdNoteChange::remove(doc, {id})) {
                doc->undoStack()->push(cmd);
                return;
            }
        } else if (auto* cmd = models::CmdNoteChange::editText(doc, id, text)) {
            doc->undoStack()->push(cmd);
            return;
        }
    }
    syncFromDesign();
    update();
}

void NoteItem::mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event)
{
    if (!m_editing && event->button() == Qt::LeftButton) {
        startEditing();
        event->accept();
        return;
    }
    QGraphicsTextItem::mouseDoubleClickEvent(event);
}

void NoteItem::mousePressEvent(QGraphicsSceneMouseEvent* event)
{
    if (m_editing) {
        QGraphicsTextItem::mousePressEvent(event);
        return;
    }
    // Selection as QGraphicsItem does it (Ctrl toggles), then a possible drag.
    if (event->button() == Qt::LeftButton) {
        if (event->modifiers() & Qt::ControlModifier) {
            setSelected(!isSelected());
        } else if (!isSelected()) {
            scene()->clearSelection();
            setSelected(true);
        }
        m_dragging = false;
        m_pressScenePos = event->scenePos();
        m_startPos = pos();
        event->accept();
        return;
    }
    event->ignore();
}

void NoteItem::mouseMoveEvent(QGraphicsSceneMouseEvent* event)
{
    if (m_editing) {
        QGraphicsTextItem::mouseMoveEvent(event);
        return;
    }
    if (!(event->buttons() & Qt::LeftButton))
        return;
    const QPointF delta = event->scenePos() - m_pressScenePos;
    if (!m_dragging) {
        if (delta.manhattanLength() < 4)
            return;
        m_dragging = true;
        ++g_gesture;
        // Every selected note moves by the same amount from where it was at the press.
        m_start.clear();
        for (const core::CanvasNote& n : m_scene->document()->design().canvasNotes)
            if (n.id == m_id || (isSelected() && m_scene->isNoteSelected(n.id)))
                m_start[n.id] = QPointF(n.x, n.y);
    }
    const double g = DesignLayout::kGrid;
    const QPointF target(std::round((m_startPos.x() + delta.x()) / g) * g, std::round((m_startPos.y() + delta.y()) / g) * g);
    const QPointF shift = target - m_startPos;
    std::map<std::string, std::pair<double, double>> positions;
    for (const auto& [id, start] : m_start)
        positions[id] = {start.x() + shift.x(), start.y() + shift.y()};
    models::DesignDocument* doc = m_scene->document();
    const core::CanvasNote* self = doc->design().canvasNote(m_id);
    if (self && (self->x != positions[m_id].first || self->y != positions[m_id].second))
        doc->undoStack()->push(models::CmdNoteChange::move(doc, positions, g_gesture));
}

void NoteItem::mouseReleaseEvent(QGraphicsSceneMouseEvent* event)
{
    if (m_editing) {
        QGraphicsTextItem::mouseReleaseEvent(event);
        return;
    }
    m_dragging = false;
    event->accept();
}

void NoteItem::keyPressEvent(QKeyEvent* event)
{
    if (m_editing && event->key() == Qt::Key_Escape) {
        finishEditing(false);
        return;
    }
    if (m_editing && (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)
        && (event->modifiers() & Qt::ControlModifier)) {
        finishEditing(true);
        return;
    }
    QGraphicsTextItem::keyPressEvent(event);
}

void NoteItem::focusOutEvent(QFocusEvent* event)
{
    QGraphicsTextItem::focusOutEvent(event);
    // A context menu taking the focus for a moment does not end the edit.
    if (event->reason() != Qt::PopupFocusReason)
        finishEditing(true);
}

} // namespace topoplan::widgets
