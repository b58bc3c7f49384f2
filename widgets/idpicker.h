#pragma once

#include "models/referenceindex.h"

#include <QWidget>

#include <string>

class QLineEdit;
class QMimeData;
class QToolButton;

namespace topoplan::widgets {

/// The MIME type of a port dragged from the canvas (its reference "DEVICE:PORT", UTF-8).
inline constexpr const char* kPortMimeType = "application/x-topoplan-port";
/// Drag data for port `ref` (SelectTool starts the drag; IdPicker takes the drop).
QMimeData* portDragMimeData(const std::string& ref);
/// The port reference a drag carries, or "" when it carries none.
QString portFromMimeData(const QMimeData* data);

/// An editor for a reference field (issue 16): a line edit that completes the valid ids
/// of the field (models::ReferenceChoices; for a list field the id after the last comma),
/// a drop-down listing them when there are at most kMaxListed (a list field's entries are
/// ticked on and off), and a "Pick" button that asks for a click on the canvas
/// (pickRequested(); the owner runs the PickTool). A port dragged from the canvas onto
/// the field is reported by refDropped(). The picker changes nothing itself: every
/// change of the text the user makes is reported once by committed() with the whole
/// field's new text, which the owner turns into one undoable edit.
class IdPicker : public QWidget {
    Q_OBJECT
public:
    /// Longest list shown as a drop-down. Assumed: a menu of 16 entries fits a 800-pixel
    /// screen, and one fabric side of RA-1's PowerMax has 16 front-end ports (8 per
    /// director), the longest list an architect of the reference designs ticks through.
    static constexpr int kMaxListed = 16;
    /// The line edit is at least as wide as the field's longest valid id, counted up to
    /// kMaxShownChars characters, and never narrower than kMinShownChars "x": assumed
    /// from the reference designs' ids, whose port references ("sql-mezz-1b:1",
    /// "fa-2e-4") and entry ids ("sql-oltp-1-sg") run 7 to 14 characters. 16 keeps the
    /// picker (with its drop-down and Pick buttons) inside the Inspector at its least
    /// width (240 px, checked with screenshots); a longer id scrolls in the field.
    static constexpr int kMinShownChars = 10;
    static constexpr int kMaxShownChars = 16;

    IdPicker(const models::ReferenceChoices& choices, const QString& text, QWidget* parent = nullptr);

    const models::ReferenceChoices& choices() const { return m_choices; }
    /// The text editor (its object name is the field's, as the Inspector's other editors).
    QLineEdit* lineEdit() const { return m_line; }
    /// The drop-down button, or nullptr when the list is longer than kMaxListed or empty.
    QToolButton* listButton() const { return m_list; }
    /// The "Pick" button, or nullptr when the canvas cannot fill the field.
    QToolButton* pickButton() const { return m_pick; }
    /// For a list field whose owner commits nothing until it is closed (a dialog's OK): a
    /// tick in the drop-down keeps it open for the next one, and Esc or a click beside it
    /// closes it (issue 16: in the zoning helper's dialog the drop-down closed on each
    /// tick, so the Esc meant for it closed the dialog without applying). Off by default:
    /// the Inspector commits every tick, which rebuilds its editors.
    void setListStaysOpen(bool on) { m_listStaysOpen = on; }
    /// Shows the Pick button pressed while a pick for this field runs.
    void setPicking(bool on);
    /// The field's text with `id` added (a list) or set (a single id), or removed when
    /// `on` is false (a list); what a drop-down entry commits.
    QString textWith(const QString& id, bool on) const;

Q_SIGNALS:
    /// The user changed the field: typed and left it (or pressed Enter), took a completion,
    /// or chose a drop-down entry. `text` is the whole field.
    void committed(const QString& text);
    /// The Pick button was pressed.
    void pickRequested();
    /// A port `ref` dragged from the canvas was dropped on the field.
    void refDropped(const QString& ref);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fillMenu();

    models::ReferenceChoices m_choices;
    QLineEdit* m_line;
    QToolButton* m_list = nullptr;
    QToolButton* m_pick = nullptr;
    bool m_listStaysOpen = false;
};

} // namespace topoplan::widgets
