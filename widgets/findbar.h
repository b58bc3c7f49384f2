#pragma once

#include <QWidget>

#include <string>
#include <vector>

class QCompleter;
class QLabel;
class QLineEdit;
class QStringListModel;

namespace topoplan::widgets {

class DesignView;

/// Edit > Find (Ctrl+F, issue 16): a bar above the canvas that finds a device, port or
/// workload by its id or its model (case-insensitive, any part of the text), with a
/// completer of the design's ids, and jumps to the hit: the device (a port's device, a
/// workload's host, whose Inspector page shows the workload) is selected and brought into view. Enter and F3 go to the next hit,
/// Shift+F3 to the previous one; Escape closes the bar. The index of what can be found is
/// rebuilt lazily after the design changed.
class FindBar : public QWidget {
    Q_OBJECT
public:
    /// One thing that can be found.
    struct Target {
        enum Kind { Device, Port, Workload } kind;
        std::string id;    ///< device id, port reference DEVICE:PORT, workload id
        std::string model; ///< catalog model (device, port's device), or the workload's engine
        std::string device; ///< the device to select: itself, the port's device, the workload's host
    };

    explicit FindBar(DesignView* view, QWidget* parent = nullptr);

    /// The widget shown and hidden with the bar (the tool bar holding it), or the bar itself.
    void setContainer(QWidget* container) { m_container = container; }
    /// Hides the bar (Escape, its close button) and gives the canvas the focus.
    void closeBar();
    /// Shows the bar and puts the focus in its text field (all text selected).
    void activate();
    /// Sets the text searched for (as typed) and goes to the first hit.
    void find(const QString& text);
    /// Goes to the next (previous) hit of the current text; false when there is none.
    bool findNext();
    bool findPrevious();
    /// The hits of the current text, in the order next visits them: devices (in design
    /// order), then ports, then workloads.
    const std::vector<Target>& hits() const { return m_hits; }
    /// Index into hits() of the hit shown, or -1.
    int current() const { return m_current; }
    QLineEdit* lineEdit() const { return m_edit; }

    /// The targets of text `needle` among `all` (case-insensitive substring of id or model).
    static std::vector<Target> matches(const std::vector<Target>& all, const QString& needle);

Q_SIGNALS:
    void statusMessage(const QString& message);

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    void rebuildIndex();
    void search();
    void showHit(int index);

    DesignView* m_view;
    QWidget* m_container = nullptr;
    QLineEdit* m_edit;
    QLabel* m_count;
    QCompleter* m_completer;
    QStringListModel* m_ids;
    std::vector<Target> m_index;
    bool m_indexDirty = true;
    QString m_searched;
    std::vector<Target> m_hits;
    int m_current = -1;
};

} // namespace topoplan::widgets
