#include "widgets/whatbrokepanel.h"

#include "widgets/guiturn.h"

#include "core/numberformat.h"
#include "core/performance/uncertainty.h"
#include "core/units.h"

#include "models/analysisrunner.h"
#include "models/cmdfailurechange.h"
#include "models/cmdscenarioadd.h"
#include "models/localnumber.h"
#include "models/designdocument.h"
#include "models/failureimpact.h"

#include <QHBoxLayout>
#include <QLocale>
#include <QPushButton>
#include <QTextBrowser>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace topoplan::widgets {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); }
QString num(double v, int decimals) { return models::fixedNumber(v, decimals); }
/// The change `pct` (percent) of a figure from `before`: at 2 significant digits, but no
/// finer than the figures compared can show. They are given at 3 significant digits, so
/// one unit in the third digit of `before` is the least change they resolve (41,500 IOPS:
/// 100, 0.24 %); the change gets at most as many decimals as that step needs to show its
/// first digit (issue 16: "41,500 → 41,400 IOPS (-0.077 %)" read finer than the figures;
/// now "-0.1 %"). A change that rounds to nothing is "±0".
QString changeText(double pct, double before)
{
    const double magnitude = std::abs(before);
    int most = 1;
    if (magnitude > 0 && std::isfinite(magnitude)) {
        const double step = 100.0 * std::pow(10.0, std::floor(std::log10(magnitude)) - 2) / magnitude;
        most = std::max(0, int(std::ceil(-std::log10(step) - 1e-9)));
    }
    std::string text = core::formatSignificant(pct, 2);
    const std::size_t dot = text.find('.');
    if (dot != std::string::npos && int(text.size() - dot - 1) > most)
        text = core::formatDecimals(pct, most);
    if (text == "0" || text == "-0")
        return QStringLiteral("±0");
    return (pct > 0 ? QStringLiteral("+") : QString()) + models::localizedNumbers(text);
}

/// "16,600 → 14,300 (12,000-16,100) IOPS (-14 %)": predictions at 3 significant digits
/// (core/numberformat.h), the value under failure with its interval when the second stage
/// delivered it, the change at 2 (changeText()).
QString delta(double before, double after, const core::Interval* afterInterval, const QString& unit)
{
    const double pct = before > 0 ? (after - before) / before * 100.0 : 0.0;
    const QString afterText = models::localizedNumbers(
        afterInterval ? core::formatWithInterval(after, *afterInterval, "") : core::formatSignificant(after));
    return QStringLiteral("%1 → %2 %3 (%4 %)")
        .arg(models::localizedNumbers(core::formatSignificant(before)), afterText, unit, changeText(pct, before));
}
} // namespace

WhatBrokePanel::WhatBrokePanel(models::DesignDocument* document, models::AnalysisRunner* runner, QWidget* parent)
    : QWidget(parent), m_document(document), m_runner(runner), m_text(new QTextBrowser),
      m_repairAll(new QPushButton(tr("Repair all"))), m_saveScenario(new QPushButton(tr("Save as scenario")))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_text);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_saveScenario);
    buttons->addWidget(m_repairAll);
    layout->addLayout(buttons);
    m_saveScenario->setToolTip(tr("Add the injected failures to the design as a scenario (all fail at minute 0)"));
    connect(m_saveScenario, &QPushButton::clicked, this, [this] {
        if (!m_document->failures().empty())
            m_document->undoStack()->push(new models::CmdScenarioAdd(
                m_document, models::CmdScenarioAdd::fromFailures(*m_document, m_document->failures())));
    });
    connect(m_repairAll, &QPushButton::clicked, this, [this] {
        if (!m_document->failures().empty())
            m_document->undoStack()->push(new models::CmdFailureChange(m_document, {}, tr("Repair all")));
    });
    // Its own turn of the event loop (afterGuiTurn).
    connect(runner, &models::AnalysisRunner::resultReady, this, [this] {
        afterGuiTurn(this, [this] {
            refresh();
            Q_EMIT resultShown();
        });
    });
    connect(runner, &models::AnalysisRunner::resultCleared, this, &WhatBrokePanel::refresh);
    connect(runner, &models::AnalysisRunner::uncertaintyReady, this, &WhatBrokePanel::refresh);
    refresh();
}

QString WhatBrokePanel::html() const { return m_text->toHtml(); }

void WhatBrokePanel::refresh()
{
    m_repairAll->setEnabled(!m_document->failures().empty());
    m_saveScenario->setEnabled(!m_document->failures().empty());
    if (m_document->failures().empty()) {
        m_text->setHtml(tr("<p>No failure injected. Choose the <b>Fail</b> tool and click a device, port or cable "
                           "(right-click a device for its disk groups, site or cluster), or select a row of the N-1 sweep.</p>"));
        return;
    }
    const core::AnalysisResult* after = m_runner->result();
    const core::AnalysisResult* before = m_runner->baseline();
    const auto snapshot = m_document->snapshot();
    if (!after || !before || !snapshot) {
        m_text->setHtml(tr("<p>Analysing the failure of %1…</p>")
                            .arg(qs([&] {
                                std::string s;
                                for (const std::string& f : m_document->failures())
                                    s += (s.empty() ? "" : ", ") + f;
                                return s;
                            }())));
        return;
    }
    m_text->setHtml(render(models::failureImpact(*snapshot, *m_runner), m_runner->uncertainty()));
}

QString WhatBrokePanel::render(const models::FailureImpact& impact, const core::UncertaintyResult* after)
{
    QString h;
    QStringList failed;
    for (const std::string& f : impact.failed)
        failed << qs(f);
    h += tr("<h3>Failed: %1</h3>").arg(failed.join(QStringLiteral(", ")));
    h += tr("<p><b>%n flow(s) lost</b>, ", nullptr, impact.flowsLost) + tr("<b>%n path(s) lost</b>.</p>", nullptr, impact.pathsLost);
    if (!impact.flows.empty()) {
        h += QStringLiteral("<table cellspacing=0 cellpadding=2><tr><th align=left>%1</th><th>%2</th><th align=left>%3</th></tr>")
                 .arg(tr("flow"), tr("paths"), tr("status"));
        for (const auto& f : impact.flows)
            h += QStringLiteral("<tr><td>%1</td><td align=center>%2 → <b>%3</b></td><td>%4</td></tr>")
                     .arg(qs(f.flow))
                     .arg(f.pathsBefore)
                     .arg(f.pathsAfter)
                     .arg(f.lost ? QStringLiteral("<span style='color:#b00020'><b>%1</b></span>").arg(qs(f.status)) : qs(f.status));
        h += QStringLiteral("</table>");
    }
    if (!impact.capacity.empty()) {
        h += tr("<p><b>Capacity lost</b>:");
        for (const auto& c : impact.capacity)
            h += tr("<br>%1: %2 TB (%3 TiB) usable (%4)")
                     .arg(qs(c.storage), num(c.usableTB, 2), num(core::units::tbToTiB(c.usableTB), 2), qs(c.why));
        h += QStringLiteral("</p>");
    } else {
        h += tr("<p>No capacity lost.</p>");
    }
    if (!impact.workloads.empty()) {
        h += tr("<p><b>Predicted performance</b> (no failure → under failure):</p>");
        h += QStringLiteral("<table cellspacing=0 cellpadding=2><tr><th align=left>%1</th><th>%2</th><th>%3</th><th>%4</th></tr>")
                 .arg(tr("workload"), tr("IOPS"), tr("read latency"), tr("write latency"));
        QStringList bases;
        for (const auto& w : impact.workloads) {
            h += QStringLiteral("<tr><td>%1</td>").arg(qs(w.workload));
            const core::WorkloadUncertainty* wu = after ? core::findUncertainty(*after, w.workload) : nullptr;
            if (w.lost) {
                h += tr("<td colspan=3 style='color:#b00020'><b>lost: no surviving path</b></td></tr>");
                continue;
            }
            h += QStringLiteral("<td>%1</td><td>%2</td><td>%3</td></tr>")
                     .arg(delta(w.iopsBefore, w.iopsAfter, wu ? &wu->iops : nullptr, tr("IOPS")),
                          delta(w.readMsBefore, w.readMsAfter, wu ? &wu->readLatencyMs : nullptr, tr("ms")),
                          delta(w.writeMsBefore, w.writeMsAfter, wu ? &wu->writeLatencyMs : nullptr, tr("ms")));
            if (wu)
                bases << QStringLiteral("%1: %2").arg(qs(w.workload), qs(wu->basisSummary));
        }
        h += QStringLiteral("</table>");
        h += after ? tr("<p><small>Under failure with the interval of the parameter ranges. Basis: %1</small></p>")
                         .arg(bases.join(QStringLiteral("; ")))
                   : tr("<p><small>Intervals computing…</small></p>");
    }
    for (const core::RebuildEstimate& r : impact.rebuilds) {
        auto minutes = [&](double mbps) { return mbps > 0 ? r.dataGB * 1000.0 / mbps / 60.0 : 0.0; };
        h += tr("<p><b>Rebuild</b> of %1 in %2: %3 GB to re-protect; %4 min idle, %5 min under load%6.<br><small>%7</small></p>")
                 .arg(qs(r.element), qs(r.cluster), num(r.dataGB, 0),
                      QString::fromStdString(core::formatWithInterval(r.idleMinutes, minutes(r.idleHighMBps), minutes(r.idleLowMBps), "")),
                      QString::fromStdString(core::formatWithInterval(r.underLoadMinutes, r.underLoadMinutesLow, r.underLoadMinutesHigh, "")),
                      r.startDelayMin > 0 ? tr(", starting after %1 min").arg(num(r.startDelayMin, 0)) : QString(),
                      qs(r.method));
    }
    return h;
}

} // namespace topoplan::widgets
