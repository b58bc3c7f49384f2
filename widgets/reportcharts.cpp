#include "widgets/reportcharts.h"

#include "models/predictiontext.h"
#include "widgets/chartplots.h"
#include "widgets/reportdata.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPicture>

#include <algorithm>

#include "widgets/qcustomplotsupport.h"

namespace topoplan::widgets {

namespace {

/// Translation context of this file's user-visible strings.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ReportExporter)
};

QString qs(const std::string& s) { return QString::fromStdString(s); }

/// The heading of a use case: its name and id, or the id alone.
QString useCaseTitle(const core::Design& design, const std::string& id)
{
    const core::UseCase* u = design.useCase(id);
    return u && !u->name.empty() && u->name != id ? Tr::tr("%1 (%2)").arg(qs(u->name), qs(id)) : qs(id);
}

class PerformanceChartsSection : public ReportSection {
public:
    QString id() const override { return QStringLiteral("charts"); }
    QString title() const override { return Tr::tr("Performance charts"); }
    void render(const ReportData& data, DesignScene*, ReportContent& out) const override
    {
        out.heading(title(), 1, true);
        if (!data.performance) {
            out.paragraph(Tr::tr("No charts: the performance model could not be solved for this design."));
            return;
        }
        const core::Design& design = data.design.design;
        out.paragraph(Tr::tr("The charts of the Charts dock, drawn by the same code. Each use case runs its workloads "
                             "together%1. IOPS are I/O operations per second, latencies mean response times seen by "
                             "the host in ms, MB/s 10^6 bytes per second.")
                          .arg(data.failed.empty() ? QString() : Tr::tr(" under the failure of %1").arg(charts::joinedIds(data.failed))));
        // Per use case; a design without use cases runs all its database workloads as one.
        charts::UseCaseResults cases = data.useCases;
        std::vector<const core::UncertaintyResult*> intervals;
        for (const core::UncertaintyResult& u : data.useCaseUncertainties)
            intervals.push_back(&u);
        if (cases.empty()) {
            cases.emplace_back(std::string(), *data.performance);
            intervals = {data.uncertainty ? &*data.uncertainty : nullptr};
        }
        intervals.resize(cases.size(), nullptr);
        for (std::size_t i = 0; i < cases.size(); ++i)
            useCaseCharts(out, design, cases[i].first, cases[i].second, intervals[i], int(i));

        if (data.useCases.size() > 1) {
            out.heading(Tr::tr("Use-case comparison"), 2);
            out.figure(chartFigure(QStringLiteral("use-cases"), Tr::tr("IOPS per use case"),
                                   Tr::tr("Predicted IOPS of each use case, one stacked bar segment per workload: what adding "
                                          "workloads does to the total."),
                                   [&](QCustomPlot* p) {
                                       std::vector<const core::UncertaintyResult*> each;
                                       for (const core::UncertaintyResult& u : data.useCaseUncertainties)
                                           each.push_back(&u);
                                       charts::plotUseCases(p, data.useCases, each);
                                   }));
        }

        out.heading(Tr::tr("Latency vs load"), 2);
        if (data.curveWorkload.empty()) {
            out.paragraph(Tr::tr("No latency-vs-load curve: the design has no reachable closed workload (users and "
                                 "think time) to sweep."));
        } else {
            const QString w = qs(data.curveWorkload);
            out.figure(chartFigure(QStringLiteral("load-curve"), Tr::tr("Latency vs load: %1").arg(w),
                                   Tr::tr("Read and write latency in ms (left axis), the time per I/O per user (users / "
                                          "IOPS in ms: CPU, I/O and think time, dash-dotted) and IOPS (right axis, dashed) "
                                          "of %1 as its users grow from 1 to 1,024 (logarithmic axis), the other workloads "
                                          "of the default use case running too; dotted line: the knee, where an added user "
                                          "adds less than half the IOPS a user adds at light load.")
                                       .arg(w),
                                   [&](QCustomPlot* p) {
                                       QString basis;
                                       for (const core::WorkloadPerformance& x : data.performance->workloads)
                                           basis = x.id == data.curveWorkload ? models::basisWord(x.basis) : basis;
                                       // The legend under the curves: beside them its long
                                       // entries took half the page's width (issue 16).
                                       charts::legendBelow(p);
                                       charts::plotLoadCurve(p, data.loadCurve, w, basis, data.loadBand);
                                   },
                                   kReportLoadCurveSize));
        }

        out.heading(Tr::tr("Capacity"), 2);
        if (data.capacity.empty()) {
            out.paragraph(Tr::tr("No capacity chart: the design holds no storage system."));
        } else {
            out.figure(chartFigure(QStringLiteral("capacity"), Tr::tr("Capacity"),
                                   Tr::tr("Raw, usable, used (provisioned storage groups) and after-data-reduction "
                                          "capacity per storage system in decimal TB (10^12 bytes)."),
                                   [&](QCustomPlot* p) { charts::plotCapacity(p, data.capacity, design); }));
        }

        out.heading(Tr::tr("Treemaps"), 2);
        // The use case with the most workloads (RA-1: all eight databases, as the paper's
        // treemap), the first of equals.
        const auto largest = std::max_element(cases.begin(), cases.end(), [](const auto& a, const auto& b) {
            return a.second.workloads.size() < b.second.workloads.size();
        });
        const QVector<TreemapItem> iops =
            charts::iopsTreemapItems(largest->second, design, intervals[std::size_t(largest - cases.begin())]);
        const QString largestName = largest->first.empty() ? Tr::tr("all database workloads") : useCaseTitle(design, largest->first);
        double total = 0.0;
        for (const TreemapItem& t : iops)
            total += t.value;
        if (total <= 0)
            out.paragraph(Tr::tr("No IOPS treemap: no workload of use case %1 does any I/O.").arg(largestName));
        else
            out.figure(treemapFigure(QStringLiteral("iops-treemap"), iops,
                                     Tr::tr("IOPS per workload, use case %1 (the one with the most workloads), tile area "
                                            "proportional to predicted IOPS, grouped and coloured by database engine and "
                                            "workload type.")
                                         .arg(largestName)));
        const QVector<TreemapItem> capacity = charts::capacityTreemapItems(design);
        if (capacity.isEmpty())
            out.paragraph(Tr::tr("No capacity treemap: no storage group has a provisioned size (size_gb)."));
        else
            out.figure(treemapFigure(QStringLiteral("capacity-treemap"), capacity,
                                     Tr::tr("Provisioned capacity per storage group in TB (10^12 bytes), grouped by "
                                            "storage system.")));
    }

private:
    // `u`: the use case's intervals (error bars on every bar chart), or null.
    static void useCaseCharts(ReportContent& out, const core::Design& design, const std::string& id,
                              const core::PerformanceResult& r, const core::UncertaintyResult* u, int index)
    {
        const QString bars = u ? Tr::tr(" Error bars: the predicted interval (parameter ranges propagated through "
                                        "the model).")
                               : QString();
        const QString name = id.empty() ? Tr::tr("all database workloads") : useCaseTitle(design, id);
        const QString key = QStringLiteral("uc%1-").arg(index);
        out.heading(id.empty() ? Tr::tr("All database workloads") : Tr::tr("Use case %1").arg(name), 2);
        out.figure(chartFigure(key + QStringLiteral("iops"), Tr::tr("IOPS per workload"),
                               Tr::tr("Predicted IOPS per workload (reads and writes), use case %1, its workloads running together.").arg(name) + bars,
                               [&](QCustomPlot* p) { charts::plotIops(p, r, u); }));
        QStringList missing;
        if (std::any_of(r.workloads.begin(), r.workloads.end(), [](const auto& w) { return w.tpm > 0; }))
            out.figure(chartFigure(key + QStringLiteral("tpm"), Tr::tr("TPM / NOPM"),
                                   Tr::tr("Transactions per minute (TPM) and, for TPC-C-like workloads, new orders per minute "
                                          "(NOPM) of the transactional workloads, %1.")
                                       .arg(name) + bars,
                                   [&](QCustomPlot* p) { charts::plotTpm(p, r, u); }));
        else
            missing << Tr::tr("no workload with transactions per minute (none is transactional, or none is reachable), so no TPM / NOPM chart");
        const bool targets = std::any_of(r.workloads.begin(), r.workloads.end(), [](const auto& w) { return w.targetMs > 0; });
        out.figure(chartFigure(key + QStringLiteral("latency"), Tr::tr("Read and write latency"),
                               (targets ? Tr::tr("Mean read and write latency per workload in ms, %1; dashed red line: the "
                                                 "workload's service-level target.")
                                        : Tr::tr("Mean read and write latency per workload in ms, %1 (no workload has a "
                                                 "service-level target)."))
                                   .arg(name) + bars,
                               [&](QCustomPlot* p) { charts::plotLatency(p, r, u); }));
        if (std::any_of(r.workloads.begin(), r.workloads.end(), [](const auto& w) { return w.profile.kind == "dss"; }))
            out.figure(chartFigure(key + QStringLiteral("dss"), Tr::tr("DSS throughput"),
                                   Tr::tr("Throughput of the DSS (decision support, large sequential reads) workloads in "
                                          "MB/s (10^6 bytes per second), %1.")
                                       .arg(name) + bars,
                                   [&](QCustomPlot* p) { charts::plotDss(p, r, u); }));
        else
            missing << Tr::tr("no DSS workload, so no MB/s chart");
        if (!missing.isEmpty())
            out.paragraph(Tr::tr("This use case has %1.").arg(missing.join(Tr::tr("; "))));
    }
};

} // namespace

namespace {
/// Draws what `paint` draws over (0, 0, size) into `rect` of `painter` (scaled; the
/// caller keeps the aspect ratio).
void paintScaled(QSize size, QPainter* painter, const QRectF& rect, const std::function<void(QPainter*)>& paint)
{
    painter->save();
    painter->translate(rect.topLeft());
    painter->scale(rect.width() / size.width(), rect.height() / size.height());
    paint(painter);
    painter->restore();
}
} // namespace

ReportFigure chartFigure(const QString& id, const QString& title, const QString& caption,
                         const std::function<void(QCustomPlot*)>& fill, QSize size)
{
    QCustomPlot plot;
    plot.resize(size);
    charts::setupPlot(&plot, title);
    fill(&plot);
    charts::applyPrintStyle(&plot, kReportChartPointSize);
    // PDF: the plot's drawing commands recorded (QPicture) and replayed into the page, so
    // its text stays text; HTML: the same plot as SVG.
    auto picture = std::make_shared<QPicture>();
    charts::paintVector(picture.get(), size, charts::plotPainting(&plot, size));
    ReportFigure f;
    f.id = id;
    f.size = size;
    f.caption = caption;
    f.svg = charts::plotSvg(&plot, size);
    f.paint = [picture, size](QPainter* p, const QRectF& r) {
        paintScaled(size, p, r, [&](QPainter* q) { q->drawPicture(0, 0, *picture); });
    };
    return f;
}

ReportFigure treemapFigure(const QString& id, const QVector<TreemapItem>& items, const QString& caption, QSize size)
{
    auto treemap = std::make_shared<TreemapWidget>();
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(kReportChartPointSize / 0.85); // the tiles' text is 85 % of the widget font
    treemap->setFont(font);
    QPalette palette = treemap->palette();
    palette.setColor(QPalette::Base, Qt::white);
    treemap->setPalette(palette);
    treemap->setItems(items, QString());
    ReportFigure f;
    f.id = id;
    f.size = size;
    f.caption = caption;
    f.svg = charts::svgOf(size, [&](QPainter* p) { treemap->paintTo(p, size); });
    f.paint = [treemap, size](QPainter* p, const QRectF& r) { paintScaled(size, p, r, [&](QPainter* q) { treemap->paintTo(q, size); }); };
    return f;
}

std::unique_ptr<ReportSection> makePerformanceChartsSection() { return std::make_unique<PerformanceChartsSection>(); }

} // namespace topoplan::widgets
