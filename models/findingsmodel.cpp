#include "models/findingsmodel.h"

#include "core/analysis.h"
#include "core/diagnostic.h"
#include "core/performance.h"
#include "models/diagnostictext.h"
#include "models/findingtext.h"
#include "models/idtext.h"

#include <QColor>
#include <QStringList>

namespace topoplan::models {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }

/// A performance finding the table lists: all but "unreachable", whose broken flow the
/// graph analysis reports already, with its reason (one error per problem, not two).
bool listed(const core::PerformanceFinding& f) { return f.code != "unreachable"; }
} // namespace

FindingsModel::FindingsModel(QObject* parent) : QAbstractTableModel(parent) {}

int errorCount(const std::vector<core::Diagnostic>& diagnostics, const core::AnalysisResult* result,
               const std::vector<core::PerformanceFinding>* performance)
{
    int n = 0;
    for (const core::Diagnostic& d : diagnostics)
        n += d.severity == core::Diagnostic::Severity::Error ? 1 : 0;
    if (result)
        for (const core::Finding& f : result->findings)
            n += f.severity == core::Finding::Severity::Error ? 1 : 0;
    if (performance)
        for (const core::PerformanceFinding& f : *performance)
            n += f.severity == "error" && listed(f) ? 1 : 0;
    return n;
}

void FindingsModel::setContents(const std::vector<core::Diagnostic>& diagnostics, const core::AnalysisResult* result,
                                const std::vector<core::PerformanceFinding>* performance)
{
    beginResetModel();
    m_rows.clear();
    for (const core::Diagnostic& d : diagnostics) {
        Row r;
        r.severity = d.severity == core::Diagnostic::Severity::Error ? 2 : 1;
        r.message = diagnosticMessage(d);
        r.concerns = qs(d.id);
        // Diagnostic ids read "device 'x'" or "link 'a -- b'": pick out the element.
        const int q1 = r.concerns.indexOf(QLatin1Char('\'')), q2 = r.concerns.lastIndexOf(QLatin1Char('\''));
        r.element = q1 >= 0 && q2 > q1 ? r.concerns.mid(q1 + 1, q2 - q1 - 1) : r.concerns;
        r.concerns = translatedSubject(d.id); // "Gerät 'x'" in German
        m_rows.push_back(r);
    }
    if (result)
        for (const core::Finding& f : result->findings) {
            Row r;
            r.severity = f.severity == core::Finding::Severity::Error ? 2 : f.severity == core::Finding::Severity::Warning ? 1 : 0;
            r.message = findingMessage(f);
            r.concerns = joinedIds(f.ids);
            r.element = f.ids.empty() ? QString() : qs(f.ids.front());
            m_rows.push_back(r);
        }
    if (performance)
        for (const core::PerformanceFinding& f : *performance) {
            if (!listed(f))
                continue;
            Row r;
            r.severity = f.severity == "error" ? 2 : f.severity == "warning" ? 1 : 0;
            r.message = f.text.source.empty() ? qs(f.message) : translatedText(f.text);
            r.concerns = joinedIds(f.ids);
            r.element = f.ids.empty() ? QString() : qs(f.ids.front());
            m_rows.push_back(r);
        }
    endResetModel();
}

int FindingsModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

int FindingsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant FindingsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const Row& r = m_rows[index.row()];
    if (role == ElementRole)
        return r.element;
    if (role == Qt::ForegroundRole && index.column() == SeverityColumn)
        return r.severity == 2 ? QColor(0xb0, 0x00, 0x20) : r.severity == 1 ? QColor(0xa0, 0x60, 0x00) : QVariant();
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case SeverityColumn:
            return r.severity == 2 ? tr("error") : r.severity == 1 ? tr("warning") : tr("info");
        case MessageColumn:
            return r.message;
        case ConcernsColumn:
            return r.concerns;
        }
    }
    return {};
}

QVariant FindingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SeverityColumn:
        return tr("Severity");
    case MessageColumn:
        return tr("Finding");
    case ConcernsColumn:
        return tr("Concerns");
    }
    return {};
}

} // namespace topoplan::models
