#include "widgets/summaryview.h"

#include "core/capacity.h"
#include "core/inventory.h"
#include "core/numberformat.h"
#include "core/units.h"

#include <QCoreApplication>
#include <QLocale>

namespace topoplan::widgets {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); }
QString tr(const char* text) { return QCoreApplication::translate("DesignSummary", text); }
QString num(double v, int decimals) { return QLocale().toString(v, 'f', decimals); }
} // namespace

QString designSummaryHtml(const core::LoadedDesign& d)
{
    const core::Inventory inv = core::makeInventory(d);
    QString html = QStringLiteral("<h2>%1</h2>").arg(qs(d.design.name));
    html += QStringLiteral("<h3>%1</h3><table cellspacing=4>").arg(tr("Bill of materials"));
    for (const core::BomLine& l : inv.bom)
        html += QStringLiteral("<tr><td align=right>%1 &times;</td><td>%2</td><td>%3</td></tr>")
                    .arg(l.count).arg(qs(l.name), qs(l.kind));
    html += QStringLiteral("</table><h3>%1</h3><table cellspacing=4>").arg(tr("Links by media and speed"));
    for (const core::LinkGroup& g : inv.links)
        html += QStringLiteral("<tr><td align=right>%1 &times;</td><td>%2</td><td>%3 Gb/s</td><td>%4</td></tr>")
                    .arg(g.count)
                    .arg(qs(g.family), qs(core::formatNumber(g.speedGbps)),
                         g.midplane ? tr("midplane") : g.breakout.empty() ? tr("cable") : tr("breakout ") + qs(g.breakout));
    html += QStringLiteral("</table><h3>%1</h3><p>%2</p><table cellspacing=4>")
                .arg(tr("Capacity"), tr("1 TB = 10<sup>12</sup> bytes; 1 TiB = 2<sup>40</sup> bytes"));
    html += QStringLiteral("<tr><th align=left>%1</th><th>%2</th><th>%3</th><th>%4</th><th align=left>%5</th></tr>")
                .arg(tr("Storage"), tr("Raw TB"), tr("Usable TB"), tr("Usable TiB"), tr("How"));
    for (const core::StorageCapacity& c : core::storageCapacities(d))
        html += QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td align=right>%3</td><td align=right>%4</td><td>%5</td></tr>")
                    .arg(qs(c.id), num(c.rawTB, 2), num(c.usableTB, 2), num(core::units::tbToTiB(c.usableTB), 2), qs(c.method));
    html += QStringLiteral("</table>");
    if (!d.design.notes.empty()) {
        html += QStringLiteral("<h3>%1</h3><ul>").arg(tr("Notes and assumptions"));
        for (const std::string& n : d.design.notes)
            html += QStringLiteral("<li>%1</li>").arg(qs(n));
        html += QStringLiteral("</ul>");
    }
    return html;
}

} // namespace topoplan::widgets
