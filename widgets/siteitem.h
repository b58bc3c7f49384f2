#pragma once

#include <QGraphicsItem>

#include <string>

namespace topoplan::widgets {

class DesignScene;

/// A site of a stretched design drawn as a labelled background region around its devices
/// (geometry: DesignLayout::sites()); a witness site is drawn dashed. Below every device,
/// not selectable; holds only the site id.
class SiteItem : public QGraphicsItem {
public:
    enum { Type = UserType + 3 };

    SiteItem(DesignScene* scene, const std::string& id);

    const std::string& id() const { return m_id; }
    /// Re-reads the region; call after the layout was recomputed.
    void syncFromDesign();

    int type() const override { return Type; }
    QRectF boundingRect() const override { return m_rect; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    DesignScene* m_scene;
    std::string m_id;
    QRectF m_rect;
    bool m_witness = false;
};

} // namespace topoplan::widgets
