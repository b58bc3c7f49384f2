#pragma once

#include <QGraphicsTextItem>

#include <map>
#include <string>

namespace topoplan::widgets {

class DesignScene;

/// A canvas note (core::CanvasNote, issue 16) drawn as a pale yellow card above the
/// devices. Holds only its id: text, position and width come from the design
/// (syncFromDesign()). Double-click (or startEditing()) edits the text in place; leaving
/// the note (focus out) or Ctrl+Enter commits it as one CmdNoteChange, Escape cancels.
/// An emptied note is removed; a text longer than core::kMaxNoteLength is refused with a
/// message (DesignScene::statusMessage) and the old text kept. Dragging moves the
/// selected notes, one undo step per drag, snapped to the grid.
class NoteItem : public QGraphicsTextItem {
    Q_OBJECT
public:
    enum { Type = UserType + 10 };

    NoteItem(DesignScene* scene, const std::string& id);

    const std::string& id() const { return m_id; }
    /// Re-reads text, position and width from the design (not while being edited).
    void syncFromDesign();
    bool isEditing() const { return m_editing; }
    /// Edits the text in place with all of it selected (what a new note starts with).
    void startEditing();
    /// Ends in-place editing: `commit` pushes the edit, else the design's text is shown again.
    void finishEditing(bool commit);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

protected:
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    DesignScene* m_scene;
    std::string m_id;
    bool m_editing = false;
    bool m_dragging = false;
    QPointF m_pressScenePos;
    QPointF m_startPos;
    std::map<std::string, QPointF> m_start; ///< notes being dragged -> position at the drag's start
};

} // namespace topoplan::widgets
