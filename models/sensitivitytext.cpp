#include "models/sensitivitytext.h"

#include "core/performance/basistext.h"
#include "models/findingtext.h"
#include "models/localnumber.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace topoplan::models {

namespace {

const std::vector<core::WorkloadPerformance>& workloadsOf(const core::PerformanceResult* performance)
{
    static const std::vector<core::WorkloadPerformance> none;
    return performance ? performance->workloads : none;
}

/// The label templates of u's bars, in bar order; a bar whose parameter is missing from
/// `parameters` gets its English label as it is.
std::vector<core::FindingText> labelTexts(const core::WorkloadUncertainty& u, const std::vector<core::Parameter>& parameters,
                                          const core::PerformanceResult* performance)
{
    std::vector<core::FindingText> out;
    for (const core::TornadoBar& b : u.tornado) {
        core::FindingText text = core::findingText("%1", {core::idArg(b.label)});
        for (const core::Parameter& p : parameters)
            if (p.id == b.parameterId) {
                text = core::tornadoLabelText(p, u.workload, workloadsOf(performance));
                break;
            }
        out.push_back(core::englishText(text) == b.label ? text : core::findingText("%1", {core::idArg(b.label)}));
    }
    return out;
}

/// `text` with each verbatim argument that is a figure as calibration.cpp prints it ("26,855",
/// "0.45", "-3.1": English separators, the precision it computed with) in the locale's form;
/// ids and other verbatim texts as they are. Nested texts likewise.
core::FindingText localizedFigures(core::FindingText text)
{
    static const QRegularExpression figure(QStringLiteral("^-?\\d{1,3}(,\\d{3})*(\\.\\d+)?$|^-?\\d+(\\.\\d+)?$"));
    for (core::FindingArg& a : text.args) {
        if (a.kind == core::FindingArg::Kind::Verbatim && figure.match(QString::fromStdString(a.verbatim)).hasMatch())
            a.verbatim = localizedNumbers(a.verbatim).toStdString();
        else if (a.kind == core::FindingArg::Kind::Text && !a.text.empty())
            a.text.front() = localizedFigures(std::move(a.text.front()));
    }
    return text;
}

} // namespace

QString unitText(const std::string& unit)
{
    return unit.empty() ? QString() : QCoreApplication::translate(core::kFindingContext, unit.c_str());
}

QString parameterBasis(const core::Parameter& p)
{
    if (p.basisTemplate.empty() || core::englishText(p.basisTemplate) != p.basisText)
        return QString::fromStdString(p.basisText);
    return translatedText(localizedFigures(p.basisTemplate));
}

QString tornadoLabel(const core::TornadoBar& bar, const core::WorkloadUncertainty& u, const std::vector<core::Parameter>& parameters,
                     const core::PerformanceResult* performance)
{
    const std::vector<core::FindingText> labels = labelTexts(u, parameters, performance);
    for (std::size_t k = 0; k < u.tornado.size(); ++k)
        if (&u.tornado[k] == &bar || u.tornado[k].parameterId == bar.parameterId)
            return translatedText(labels[k]);
    return QString::fromStdString(bar.label);
}

QStringList measureNextTexts(const core::WorkloadUncertainty& u, const std::vector<core::Parameter>& parameters,
                             const core::PerformanceResult* performance)
{
    const std::vector<core::FindingText> labels = labelTexts(u, parameters, performance);
    QStringList out;
    for (const std::string& m : u.measureNext) {
        QString shown = QString::fromStdString(m);
        for (std::size_t k = 0; k < u.tornado.size(); ++k)
            if (const core::FindingText t = core::measureNextText(u.tornado[k], labels[k]); core::englishText(t) == m) {
                shown = translatedText(t);
                break;
            }
        out << shown;
    }
    return out;
}

QString leftOutDrawsText(const core::UncertaintyResult& u)
{
    if (u.infeasible <= 0)
        return {};
    const QString reason = u.infeasibleReasonText.empty() ? QString::fromStdString(u.infeasibleReason) : translatedText(u.infeasibleReasonText);
    return QCoreApplication::translate(core::kFindingContext,
                                       QT_TRANSLATE_NOOP("Finding", "%1 of %2 draws left out of the intervals: their parameters "
                                                                    "contradict a measured baseline; the first: %3. A one-at-a-time "
                                                                    "end so ruled out is shown at the parameter's last feasible value."))
        .arg(localNumber(u.infeasible, 0), localNumber(u.draws, 0), reason);
}

QString withheldDrawsText(const core::WorkloadUncertainty& w, int draws)
{
    if (w.withheldDraws <= 0)
        return {};
    const QString reason = w.withheldReasonText.empty() ? QString::fromStdString(w.withheldReason) : translatedText(w.withheldReasonText);
    return QCoreApplication::translate(core::kFindingContext,
                                       QT_TRANSLATE_NOOP("Finding", "%1 of %2 draws left out of these intervals, no figures at their "
                                                                    "parameter values; the first: %3"))
        .arg(localNumber(w.withheldDraws, 0), localNumber(draws, 0), reason);
}

QString basisSummary(const core::WorkloadUncertainty& u, const std::vector<core::Parameter>& parameters, const core::PerformanceResult* performance)
{
    for (const core::WorkloadPerformance& w : workloadsOf(performance))
        if (w.id == u.workload) {
            const core::FindingText t = core::basisSummaryText(w, u, labelTexts(u, parameters, performance), parameters);
            if (core::englishText(t) == u.basisSummary)
                return translatedText(t);
        }
    return QString::fromStdString(u.basisSummary);
}

} // namespace topoplan::models
