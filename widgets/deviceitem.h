#pragma once

#include <QFont>
#include <QGraphicsItem>
#include <QString>

#include <string>

namespace topoplan::widgets {

class DesignScene;
struct DevicePlace;

/// A device on the canvas: a rounded box in its kind's colour with its id and model,
/// port stubs and short labels along its edges (filled when cabled or wired by the
/// midplane) and its empty slots as dashed cells. Seated devices are separate items
/// stacked above their parent. The item holds only its id: geometry and state come from
/// the scene's DesignLayout and the document (syncFromDesign()).
class DeviceItem : public QGraphicsItem {
public:
    enum { Type = UserType + 1 };

    DeviceItem(DesignScene* scene, const std::string& id);

    const std::string& id() const { return m_id; }
    /// The title drawn in the device's header: its id (a seated card's too).
    const QString& title() const { return m_name; }
    /// Where the header's text (the id, and the model name when shown) is drawn, scene
    /// coordinates; what midplane links leave clear (CableItem).
    QRectF titleRect() const;
    /// Re-reads geometry and state; call after the layout was recomputed.
    void syncFromDesign();

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

protected:
    void hoverMoveEvent(QGraphicsSceneHoverEvent* event) override;

private:
    /// The header as drawn (local coordinates): the id's text, box and font, and the
    /// model name's (empty when the id takes its row).
    struct Header {
        QString id;
        QRectF idBox;
        QFont idFont;
        QString model;
        QRectF modelBox;
        QFont modelFont;
    };
    Header header(const DevicePlace& place) const;
    /// The red "!" of a single point of failure, top-right.
    void paintSpofBadge(QPainter* painter) const;
    /// Failure-injection overlay (grey when down, red cross when failed itself, a tag
    /// naming failed components and disk groups).
    void paintFailure(QPainter* painter) const;

    DesignScene* m_scene;
    std::string m_id;
    QRectF m_rect; ///< local, (0, 0) at the device's top-left
    QString m_tip; ///< the device's tooltip (ports have their own)
    QString m_name; ///< the title drawn: the id, as of the last syncFromDesign()
};

} // namespace topoplan::widgets
