#include "widgets/abstracttool.h"

#include "widgets/designview.h"

namespace topoplan::widgets {

AbstractTool::AbstractTool(DesignView* view) : QObject(view), m_view(view) {}

void AbstractTool::drawForeground(QPainter*, const QRectF&) {}

} // namespace topoplan::widgets
