#pragma once

#include <QLabel>

namespace topoplan::widgets {

/// A one-line plain-text label that never draws past its width: the text it shows
/// (QLabel::text()) is the full text elided at the right to the label's width, the full
/// text is its tooltip when elided. Takes the room its layout gives it (a status-bar field
/// beside others), asks for at most the full text's width.
class ElidedLabel : public QLabel {
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget* parent = nullptr);
    /// The text to show, whole when it fits.
    void setFullText(const QString& text);
    QString fullText() const { return m_full; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void elide();
    QString m_full;
};

} // namespace topoplan::widgets
