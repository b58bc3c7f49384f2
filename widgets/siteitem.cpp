#include "widgets/siteitem.h"

#include "core/design.h"
#include "models/designdocument.h"
#include "widgets/designscene.h"

#include <QPainter>

namespace topoplan::widgets {

SiteItem::SiteItem(DesignScene* scene, const std::string& id) : m_scene(scene), m_id(id)
{
    setZValue(-10);
    setAcceptedMouseButtons(Qt::NoButton);
}

void SiteItem::syncFromDesign()
{
    prepareGeometryChange();
    const auto& sites = m_scene->layout().sites();
    const auto it = sites.find(m_id);
    m_rect = it == sites.end() ? QRectF() : it->second;
    const core::Site* site = m_scene->document()->design().site(m_id);
    m_witness = site && site->role == "witness";
    setVisible(!m_rect.isNull());
    update();
}

void SiteItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setRenderHint(QPainter::Antialiasing);
    QPen pen(QColor(0x60, 0x7d, 0x8b), 1.5, m_witness ? Qt::DashLine : Qt::SolidLine);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->setBrush(m_witness ? QColor(0xfa, 0xf6, 0xe8) : QColor(0xee, 0xf3, 0xf6));
    painter->drawRoundedRect(m_rect, 10, 10);
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPointSizeF(11 * 0.75 * 1.3);
    f.setBold(true);
    painter->setFont(f);
    painter->setPen(QColor(0x37, 0x47, 0x4f));
    const QString label = m_witness ? QObject::tr("site %1 (witness)").arg(QString::fromStdString(m_id))
                                    : QObject::tr("site %1").arg(QString::fromStdString(m_id));
    painter->drawText(m_rect.adjusted(10, 4, -10, 0), Qt::AlignLeft | Qt::AlignTop, label);
}

} // namespace topoplan::widgets
