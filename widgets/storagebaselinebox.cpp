#include "widgets/storagebaselinebox.h"

#include "models/analysisrunner.h"
#include "models/designdocument.h"
#include "models/designentry.h"
#include "widgets/measurementimportui.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QPointer>
#include <QPushButton>

namespace topoplan::widgets {

namespace {

const std::optional<core::Measurement>* storageBaseline(const core::Design& design, const std::string& id)
{
    if (const core::Cluster* c = design.cluster(id))
        return &c->measured;
    if (const core::Device* d = design.device(id))
        return &d->measured;
    return nullptr;
}

} // namespace

bool StorageBaselineBox::offeredFor(const models::DesignDocument& document, const std::string& storageId)
{
    const core::Design& d = document.design();
    return storageBaseline(d, storageId) &&
           std::any_of(d.workloads.begin(), d.workloads.end(), [&](const core::Workload& w) { return w.storage == storageId; });
}

StorageBaselineBox::StorageBaselineBox(models::DesignDocument* document, const std::string& storageId,
                                       const models::AnalysisRunner* runner, QWidget* parent)
    : QGroupBox(tr("Measured baseline"), parent)
{
    setObjectName(QStringLiteral("storageBaseline"));
    auto* form = new QFormLayout(this);
    const core::Design& design = document->design();
    const std::optional<core::Measurement>* measured = storageBaseline(design, storageId);
    auto* hint = new QLabel(measured && *measured
                                ? tr("Totals measured over the workloads of use case %1 on this storage: SLOB-like "
                                     "workloads on it without a baseline of their own take their per-read demands "
                                     "from them.")
                                      .arg(QString::fromStdString((*measured)->useCase))
                                : tr("No baseline: import a report of a workload on this storage (its AWR report, "
                                     "perfmon or esxtop log); it becomes that workload's baseline and this storage's."));
    hint->setWordWrap(true);
    form->addRow(hint);
    auto* workloads = new QComboBox;
    workloads->setObjectName(QStringLiteral("storageBaselineWorkload"));
    for (const core::Workload& w : design.workloads)
        if (w.storage == storageId)
            workloads->addItem(QString::fromStdString(w.id));
    workloads->setToolTip(tr("The workload the measurement is of (its baseline is replaced too)"));
    form->addRow(tr("Workload"), workloads);
    auto* import = new QPushButton(tr("Import Measurement…"));
    import->setObjectName(QStringLiteral("importStorageMeasurement"));
    import->setToolTip(tr("Read an AWR or Statspack report, a perfmon or esxtop CSV or a HammerDB log as the baseline "
                          "of the chosen workload and of this storage (one undo step)"));
    const QString storage = QString::fromStdString(storageId);
    connect(import, &QPushButton::clicked, this, [this, document, workloads, storage, runner] {
        const int index = models::findEntry(document->design(), models::Section::Workload, workloads->currentText());
        const QPointer<StorageBaselineBox> self(this);
        const QString message = importMeasurementDialog(
            this, document, index, storage,
            [self](const QString& later, bool) {
                if (self)
                    Q_EMIT self->statusMessage(later);
            },
            runner ? runner->useCase() : QString());
        if (!message.isEmpty())
            Q_EMIT statusMessage(message);
    });
    form->addRow(import);
    if (measured && *measured && !(*measured)->origins.empty())
        form->addRow(measurementOriginsLabel(**measured, QStringLiteral("storageMeasuredOrigins")));
}

} // namespace topoplan::widgets
