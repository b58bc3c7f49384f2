#include "widgets/performanceinspector.h"

#include "models/analysisrunner.h"
#include "models/designdocument.h"
#include "models/designentry.h"
#include "models/findingtext.h"
#include "models/localnumber.h"
#include "models/measurementedit.h"
#include "models/predictiontext.h"
#include "models/sensitivitytext.h"
#include "widgets/measurementimportui.h"

#include "core/performance/predictionbasis.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>

namespace topoplan::widgets {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }

/// The prediction of `workload` as HTML rows, or why there is none; `figures` tells
/// which of the two it is.
QString predictionHtml(const models::AnalysisRunner& runner, const std::string& workload, bool& figures)
{
    figures = false;
    using models::Figure;
    const core::PerformanceResult* perf = runner.performance();
    const core::WorkloadPerformance* w = nullptr;
    if (perf)
        for (const core::WorkloadPerformance& x : perf->workloads)
            if (x.id == workload)
                w = &x;
    if (!perf)
        return WorkloadPredictionView::tr("<i>Prediction: computing…</i>");
    if (!w)
        return WorkloadPredictionView::tr("<i>Not predicted: the workload is not in the use case shown.</i>");
    if (!w->reachable)
        return WorkloadPredictionView::tr("<b>Unreachable</b>: %1").arg(models::statusMessage(w->status, w->statusText).toHtmlEscaped());
    // A workload that offers no load has no figures, only the reason (the finding
    // "workload-no-load" says the same): the view showed "0 IOPS" beside "Write latency
    // 0.0439 ms (0.0147-0.128)" for a new workload with no users (the xdotool walk of RA-1,
    // issue 16). Same rule as the status bar's worst latency (no IOPS: no latency).
    if (!w->withheld.empty())
        return WorkloadPredictionView::tr("<i>Not predicted</i>: %1").arg(models::statusMessage(w->withheld, w->withheldText).toHtmlEscaped());
    if (!core::offersLoad(*w))
        return WorkloadPredictionView::tr("<i>Not predicted: the workload offers no load. Set profile.users (and "
                                          "think_ms), or iops or mb_s.</i>");
    figures = true;
    const core::UncertaintyResult* u = runner.uncertainty();
    const core::WorkloadUncertainty* wu = u ? core::findUncertainty(*u, workload) : nullptr;
    const bool pending = runner.uncertaintyPending();
    auto row = [&](const QString& name, Figure f) {
        return QStringLiteral("<tr><td>%1&nbsp;</td><td>%2</td></tr>")
            .arg(name, models::figureText(*w, f, wu, pending && !wu).toHtmlEscaped());
    };
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='1'>");
    html += row(WorkloadPredictionView::tr("IOPS"), Figure::Iops);
    html += row(WorkloadPredictionView::tr("read"), Figure::ReadIops);
    html += row(WorkloadPredictionView::tr("write"), Figure::WriteIops);
    html += row(WorkloadPredictionView::tr("MB/s"), Figure::MBps);
    html += row(WorkloadPredictionView::tr("Read latency"), Figure::ReadLatencyMs);
    html += row(WorkloadPredictionView::tr("Write latency"), Figure::WriteLatencyMs);
    // Only the figures the benchmark produces (SLOB counts no transactions: no "0 TPM").
    if (core::producesTpm(*w))
        html += row(WorkloadPredictionView::tr("TPM"), Figure::Tpm);
    if (core::producesNopm(*w))
        html += row(WorkloadPredictionView::tr("NOPM"), Figure::Nopm);
    if (w->cpuUtilization > 0)
        html += row(WorkloadPredictionView::tr("CPU"), Figure::CpuPct);
    html += QStringLiteral("</table>");
    const QString basis = wu ? models::basisSummary(*wu, u->parameters, perf) : models::basisText(wu, pending && !wu);
    if (!basis.isEmpty())
        html += QStringLiteral("<p style='margin-top:4px'><b>%1</b></p>").arg(basis.toHtmlEscaped());
    if (const QString left = wu ? models::leftOutDrawsText(*u) : QString(); !left.isEmpty())
        html += QStringLiteral("<p style='margin-top:2px'><i>%1</i></p>").arg(left.toHtmlEscaped());
    if (const QString left = wu ? models::withheldDrawsText(*wu, u->draws) : QString(); !left.isEmpty())
        html += QStringLiteral("<p style='margin-top:2px'><i>%1</i></p>").arg(left.toHtmlEscaped());
    // The measured parameters that calibrated the workload, whatever their scope (its own
    // "<workload>/...", its cluster's "vsan-1/...", its array's "<device>/..."), each with
    // its value, range and derivation (operational laws) as the model states them.
    QStringList derivations;
    for (const core::Parameter& p : core::calibrationParameters(*w, u ? u->parameters : perf->parameters))
        derivations << WorkloadPredictionView::tr("<b>%1</b> (%2): %3")
                           .arg(QCoreApplication::translate(core::kFindingContext, p.label.c_str()).toHtmlEscaped(), qs(p.id).toHtmlEscaped(),
                                (p.basisText.empty() ? models::localizedNumbers(core::formatWithInterval(p.value, p.low, p.high, models::unitText(p.unit).toStdString()))
                                                     : models::parameterBasis(p))
                                    .toHtmlEscaped());
    if (!derivations.isEmpty()) {
        const QString from = w->profile.measuredSource.empty()
            ? QString()
            : WorkloadPredictionView::tr(" from %1").arg(qs(w->profile.measuredSource).toHtmlEscaped());
        html += WorkloadPredictionView::tr("<p style='color:#1b7f3b'>Measured%1:<br>%2</p>")
                    .arg(from, derivations.join(QStringLiteral("<br>")));
    }
    if (wu && !wu->measureNext.empty()) {
        QStringList next = models::measureNextTexts(*wu, u->parameters, perf);
        for (QString& m : next)
            m = m.toHtmlEscaped();
        html += WorkloadPredictionView::tr("<p>Measure next: %1</p>").arg(next.join(QStringLiteral(", ")));
    }
    return html;
}
} // namespace

WorkloadPredictionView::WorkloadPredictionView(models::AnalysisRunner* runner, const std::string& workload, QWidget* parent)
    : QWidget(parent), m_runner(runner), m_workload(workload), m_label(new QLabel)
{
    setObjectName(QStringLiteral("prediction"));
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::RichText);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    connect(runner, &models::AnalysisRunner::resultReady, this, &WorkloadPredictionView::refresh);
    connect(runner, &models::AnalysisRunner::resultCleared, this, &WorkloadPredictionView::refresh);
    connect(runner, &models::AnalysisRunner::uncertaintyReady, this, &WorkloadPredictionView::refresh);
    refresh();
}

void WorkloadPredictionView::refresh()
{
    // A result cleared by an edit: the last figures stay, greyed, until the new ones come
    // (a one-line "computing…" in between moved every field below the block twice).
    if (!m_runner->result() && !m_lastFigures.isEmpty()) {
        m_label->setText(m_lastFigures);
        m_label->setEnabled(false);
        setToolTip(tr("<i>Prediction: computing…</i>"));
        setMinimumHeight(std::max(minimumHeight(), shownHeight()));
        return;
    }
    bool figures = false;
    const QString html = predictionHtml(*m_runner, m_workload, figures);
    const bool waiting = !m_runner->result() || m_runner->uncertaintyPending();
    // Until the intervals are in, the block keeps the height it had (the point value comes
    // first with "interval pending", the interval, basis and measure-next lines a moment
    // later); then it takes its own height, once.
    setMinimumHeight(waiting ? std::max(minimumHeight(), shownHeight()) : 0);
    m_label->setEnabled(true);
    setToolTip(QString());
    m_label->setText(html);
    if (figures)
        m_lastFigures = html;
}

int WorkloadPredictionView::shownHeight() const { return isVisible() ? height() : 0; }

void WorkloadPredictionView::carryOver(const WorkloadPredictionView& old)
{
    if (old.m_workload != m_workload)
        return;
    m_lastFigures = old.m_lastFigures;
    if (!m_runner->result() || m_runner->uncertaintyPending())
        setMinimumHeight(std::max(old.minimumHeight(), old.shownHeight()));
    refresh();
}

QString WorkloadPredictionView::text() const
{
    QTextDocument doc;
    doc.setHtml(m_label->text());
    return doc.toPlainText();
}

MeasuredBaselineEditor::MeasuredBaselineEditor(models::DesignDocument* document, int workloadIndex,
                                               const models::AnalysisRunner* runner, QWidget* parent)
    : QGroupBox(tr("Measured baseline"), parent), m_document(document), m_workloadIndex(workloadIndex), m_runner(runner)
{
    setObjectName(QStringLiteral("measuredBaseline"));
    const auto entry = models::entryAt(document->design(), models::Section::Workload, workloadIndex);
    if (!entry)
        return;
    const std::optional<core::Measurement>& measured = std::get<core::Workload>(*entry).measured;
    auto* form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    auto* hint = new QLabel(measured ? tr("What was observed on a real run; the model derives the workload's demands "
                                          "from it (operational laws) and predicts every other case from there.")
                                     : tr("None: the workload is predicted a priori. Enter what a real run showed "
                                          "(AWR report, perfmon log, HammerDB log) to calibrate it."));
    hint->setWordWrap(true);
    hint->setStyleSheet(QStringLiteral("color: #555"));
    form->addRow(hint);
    addImportRows(form, measured);
    for (const models::MeasurementField& f : models::measurementFields()) {
        const QString key = QString::fromLatin1(f.key);
        auto* line = new QLineEdit(models::measurementText(measured, key));
        line->setObjectName(QStringLiteral("measured.") + key);
        line->setPlaceholderText(QStringLiteral("—"));
        line->setToolTip(models::measurementFieldHelp(f));
        connect(line, &QLineEdit::editingFinished, this, [this, key, line] {
            if (!line->isModified())
                return;
            line->setModified(false);
            const QString why = models::editMeasurement(m_document, m_workloadIndex, key, line->text());
            if (why.isEmpty()) {
                line->setStyleSheet(QString());
                line->setToolTip(QString());
                return;
            }
            line->setStyleSheet(QStringLiteral("QLineEdit { border: 1px solid #b00020; }"));
            line->setToolTip(tr("Not changed: %1").arg(why));
            Q_EMIT statusMessage(tr("Not changed: %1").arg(why));
        });
        form->addRow(key, line);
    }
    auto* remove = new QPushButton(tr("Remove baseline"));
    remove->setObjectName(QStringLiteral("removeBaseline"));
    remove->setEnabled(measured.has_value());
    connect(remove, &QPushButton::clicked, this, [this] { models::removeMeasurement(m_document, m_workloadIndex); });
    form->addRow(remove);
}

void MeasuredBaselineEditor::addImportRows(QFormLayout* form, const std::optional<core::Measurement>& measured)
{
    auto* import = new QPushButton(tr("Import Measurement…"));
    import->setObjectName(QStringLiteral("importMeasurement"));
    import->setToolTip(tr("Read an AWR or Statspack report, a perfmon or esxtop CSV or a HammerDB log as this "
                          "workload's baseline (one undo step); a report file can also be dropped on the host"));
    connect(import, &QPushButton::clicked, this, [this] {
        const QPointer<MeasuredBaselineEditor> self(this);
        const QString message = importMeasurementDialog(
            this, m_document, m_workloadIndex, {},
            [self](const QString& later, bool) {
                if (self)
                    Q_EMIT self->statusMessage(later);
            },
            m_runner ? m_runner->useCase() : QString());
        if (!message.isEmpty())
            Q_EMIT statusMessage(message);
    });
    form->addRow(import);
    if (!measured || measured->origins.empty())
        return;
    // Where each figure was read ("tps: transactions ... 1680 1/s, from 'Instance Activity
    // Stats' user commits, line 2066"), as the import recorded it in the design.
    form->addRow(measurementOriginsLabel(*measured, QStringLiteral("measuredOrigins")));
}

MeasuredBaselineEditor* addWorkloadPerformanceRows(QFormLayout* form, models::AnalysisRunner* runner,
                                                    models::DesignDocument* document, int workloadIndex, bool prediction,
                                                    bool baseline)
{
    const auto entry = models::entryAt(document->design(), models::Section::Workload, workloadIndex);
    if (!entry)
        return nullptr;
    if (runner && prediction) {
        auto* title = new QLabel(WorkloadPredictionView::tr("<b>Prediction</b> (live, with interval and basis)"));
        title->setContentsMargins(0, 8, 0, 2);
        form->addRow(title);
        form->addRow(new WorkloadPredictionView(runner, std::get<core::Workload>(*entry).id));
    }
    if (!baseline)
        return nullptr;
    auto* editor = new MeasuredBaselineEditor(document, workloadIndex, runner);
    form->addRow(editor);
    return editor;
}

} // namespace topoplan::widgets
