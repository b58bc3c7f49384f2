#pragma once

#include "core/treemaplayout.h"

#include <QString>
#include <QVector>
#include <QWidget>

class QPainter;

namespace topoplan::widgets {

/// One tile of a treemap: `value` in the widget's unit (IOPS, TB, paths lost, ...).
struct TreemapItem {
    QString id;      ///< emitted by itemActivated (a workload id, a failure target)
    QString label;   ///< drawn in the tile
    QString group;   ///< tiles of a group are laid out together and share a colour
    double value = 0.0;
    QString tooltip; ///< shown on hover (rich text); empty: label, value and unit
    /// Lines drawn under the label, '\n'-separated, each where it fits (a prediction: its
    /// value and interval at 3 significant digits, then its basis, models/predictiontext.h).
    /// Empty: `value` alone (an input such as provisioned TB or a count).
    QString valueText;
};

/// A two-level squarified treemap (core::squarify, Bruls, Huizing and van Wijk 2000):
/// groups sized by their total, tiles inside each group sized by value, coloured by group
/// (ColorBrewer "Set2" qualitative palette, Harrower and Brewer, The Cartographic Journal
/// 40(1), 2003). Hovering shows the tile's tooltip; a click emits itemActivated(id).
class TreemapWidget : public QWidget {
    Q_OBJECT
public:
    explicit TreemapWidget(QWidget* parent = nullptr);

    /// Replaces the tiles; `unit` ("IOPS", "TB") is shown in default tooltips.
    void setItems(QVector<TreemapItem> items, const QString& unit);
    const QVector<TreemapItem>& items() const { return m_items; }
    /// Marks the tile with `id` (selection from elsewhere); empty clears.
    void setCurrent(const QString& id);
    /// Where tile i is drawn for the current widget size (same order as items()).
    QVector<QRectF> tileRects() const;
    /// Index of the tile under `pos`, -1 if none.
    int tileAt(const QPointF& pos) const;
    /// Fill colour of a group (stable per group name order of first appearance).
    QColor groupColor(const QString& group) const;

    QSize sizeHint() const override { return {420, 260}; }

    /// Draws the treemap into `painter` over (0, 0, size) as the widget would at that size
    /// (the report: an SVG of the same rendering, vector text). The widget keeps its layout.
    void paintTo(QPainter* painter, const QSizeF& size);

Q_SIGNALS:
    void itemActivated(const QString& id);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void relayout() { layoutIn(QRectF(rect())); }
    void layoutIn(const QRectF& bounds);
    void paintTiles(QPainter& p, const QRectF& bounds) const;

    QVector<TreemapItem> m_items;
    QStringList m_groups;
    QString m_unit;
    QString m_current;
    QVector<QRectF> m_tiles;
    QVector<QRectF> m_groupRects;
};

} // namespace topoplan::widgets
