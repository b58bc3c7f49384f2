#include "widgets/racks/rackreportsection.h"

#include "models/localnumber.h"

#include "models/findingtext.h"

#include "core/catalog.h"
#include "core/rackdocs.h"
#include "core/racklayout.h"
#include "widgets/diagramexporter.h"
#include "widgets/racks/rackelevation.h"
#include "widgets/reportdata.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace topoplan::widgets {

namespace {

/// Translation context of this file's user-visible strings (the report's).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ReportExporter)
};

QString qs(const std::string& s) { return QString::fromStdString(s); }
/// Rounded to `step`: the figures are sums of catalog maxima, mostly assumed.
QString rounded(double v, double step) { return models::fixedNumber(std::round(v / step) * step, step < 1 ? 1 : 0); }
/// "450 (300-600)": a figure with its range when the range is not a point; W to 10 W, kg to 1 kg.
QString ranged(double v, double low, double high, double step)
{
    return low < high ? QStringLiteral("%1 (%2–%3)").arg(rounded(v, step), rounded(low, step), rounded(high, step)) : rounded(v, step);
}
QString unitsText(const core::MountedDevice& m)
{
    return m.highU > m.lowU ? QStringLiteral("U%1–U%2").arg(m.lowU).arg(m.highU) : QStringLiteral("U%1").arg(m.lowU);
}

class RackSection : public ReportSection {
public:
    QString id() const override { return QStringLiteral("racks"); }
    QString title() const override { return Tr::tr("Racks and build documents"); }
    void render(const ReportData& data, DesignScene*, ReportContent& out) const override
    {
        out.heading(title(), 1, true);
        const core::Design& design = data.design.design;
        const core::Catalog& catalog = *data.design.catalog;
        if (design.racks.empty()) {
            out.paragraph(Tr::tr("The design places no device in a rack (docs/racks.md): no elevations, power or weight budgets. "
                                 "The cable schedule has no rack positions and no lengths."));
        } else {
            out.paragraph(Tr::tr("Each rack seen from the front and the rear, devices to scale (1 U = 44.45 mm). Power is the "
                                 "maximum draw of the catalog figures per feed, with all feeds up and after the loss of another "
                                 "feed (A+B: a rack must survive the loss of one feed); the ranges come from the ranges stated "
                                 "with the assumed figures, so a margin inside them calls for the spec sheet of the exact "
                                 "configuration."));
            renderRacks(data, design, catalog, out);
        }
        renderCables(data, out);
        renderBom(data, out);
    }

private:
    static void renderRacks(const ReportData& data, const core::Design& design, const core::Catalog& catalog, ReportContent& out)
    {
        const core::RackLayout layout = core::rackLayout(design, catalog);
        const std::vector<core::Finding> findings = core::rackFindings(design, catalog);
        const QString revision = designFingerprint(design);
        for (const core::RackSummary& r : layout.racks) {
            const core::Rack& rack = *r.rack;
            QString where = rack.row.empty() ? QString() : Tr::tr("row %1, position %2").arg(qs(rack.row)).arg(rack.position);
            if (!rack.site.empty())
                where = Tr::tr("site %1, %2").arg(qs(rack.site), where);
            out.heading(where.isEmpty() ? Tr::tr("Rack %1").arg(qs(rack.id)) : Tr::tr("Rack %1 (%2)").arg(qs(rack.id), where), 2);
            ElevationOptions options;
            options.faces = {RackFace::Front, RackFace::Rear};
            options.racks = {rack.id};
            options.title = qs(data.design.design.name);
            options.revision = revision;
            auto elevation = std::make_shared<RackElevation>(design, catalog, options);
            out.figure({QStringLiteral("rack-") + qs(rack.id), elevation->size(),
                        Tr::tr("Elevation of rack %1, front and rear, with its power budget per feed (kW) and weight (kg).").arg(qs(rack.id)),
                        [elevation](QPainter* p, const QRectF& rect) { elevation->paint(p, rect); }, false, elevation->toSvg()});
            std::vector<QStringList> rows;
            for (const core::MountedDevice& m : r.devices) {
                const core::Model* model = catalog.find(m.model);
                rows.push_back({unitsText(m), qs(m.device), model ? qs(model->vendor + " " + model->name) : qs(m.model),
                                m.face == "rear" ? Tr::tr("rear") : Tr::tr("front"), m.fullDepth ? Tr::tr("full") : Tr::tr("half"),
                                ranged(m.maxW, m.maxWLow, m.maxWHigh, 10), ranged(m.weightKg, m.weightKgLow, m.weightKgHigh, 1)});
            }
            rows.push_back({QString(), Tr::tr("Total (%1 of %2 U used)").arg(r.usedU).arg(rack.heightU), QString(), QString(), QString(),
                            ranged(r.maxW, r.maxWLow, r.maxWHigh, 10), ranged(r.weightKg, r.weightKgLow, r.weightKgHigh, 1)});
            out.table({Tr::tr("U"), Tr::tr("Device"), Tr::tr("Model"), Tr::tr("Face"), Tr::tr("Depth"), Tr::tr("Max. draw W"),
                       Tr::tr("Weight kg")},
                      rows, {5, 6});
            QStringList notes;
            for (const core::Finding& f : findings)
                if (std::count(f.ids.begin(), f.ids.end(), rack.id))
                    notes << qs(f.code + ": ") + models::findingMessage(f);
            out.paragraph(notes.isEmpty() ? Tr::tr("No physical check fails in this rack (overlap, height, depth, power, weight).")
                                          : Tr::tr("Physical checks of this rack:"));
            if (!notes.isEmpty())
                out.list(notes);
        }
    }

    static void renderCables(const ReportData& data, ReportContent& out)
    {
        const std::vector<core::CableRow> cables = core::cableSchedule(data.design);
        out.heading(Tr::tr("Cable schedule"), 2);
        out.paragraph(Tr::tr("%n cable(s) and breakout lane(s), in the design's order (topoplan-cli export --what cables writes "
                             "them as CSV). Lengths are estimated from the rack positions with 1 m slack per end and rounded "
                             "up to the next stock length (docs/racks.md, \"Cable lengths\").",
                             nullptr, int(cables.size())));
        auto end = [](const core::CableEnd& e) {
            return e.rack.empty() ? Tr::tr("not racked") : QStringLiteral("%1 U%2").arg(qs(e.rack)).arg(e.u);
        };
        std::vector<QStringList> rows;
        for (const core::CableRow& c : cables)
            rows.push_back({qs(c.id), qs(c.a.device + ":" + c.a.port), end(c.a), qs(c.b.device + ":" + c.b.port), end(c.b),
                            QStringLiteral("%1 %2G").arg(qs(c.family), QLocale().toString(c.speedGbps, 'g', 3)), qs(c.breakout),
                            c.lengthM > 0 ? models::fixedNumber(c.lengthM, 1) : QStringLiteral("–"),
                            c.orderLengthM > 0 ? models::fixedNumber(c.orderLengthM, 0) : QStringLiteral("–")});
        out.table({Tr::tr("Cable"), Tr::tr("A end"), Tr::tr("A rack"), Tr::tr("B end"), Tr::tr("B rack"), Tr::tr("Medium"),
                   Tr::tr("Breakout"), Tr::tr("Length m"), Tr::tr("Order m")},
                  rows, {7, 8});
    }

    static void renderBom(const ReportData& data, ReportContent& out)
    {
        out.heading(Tr::tr("Bill of materials per site and rack"), 2);
        std::vector<QStringList> rows;
        for (const core::BomRow& b : core::billOfMaterials(data.design))
            rows.push_back({b.site.empty() ? QStringLiteral("–") : qs(b.site), b.rack.empty() ? Tr::tr("(not racked)") : qs(b.rack),
                            qs(b.model), qs(b.name), b.partNumber.empty() ? QStringLiteral("–") : qs(b.partNumber),
                            QLocale().toString(b.quantity)});
        out.table({Tr::tr("Site"), Tr::tr("Rack"), Tr::tr("Model"), Tr::tr("Name"), Tr::tr("Part number"), Tr::tr("Qty")}, rows, {5});
    }
};

} // namespace

std::unique_ptr<ReportSection> makeRackReportSection() { return std::make_unique<RackSection>(); }

} // namespace topoplan::widgets
