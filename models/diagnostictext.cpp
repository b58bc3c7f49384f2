#include "models/diagnostictext.h"

#include "models/findingtext.h"

#include "core/diagnostic.h"

#include <QCoreApplication>

namespace topoplan::models {

QString translatedSubject(const std::string& subject)
{
    if (subject.empty())
        return {};
    const QString whole = QCoreApplication::translate(core::kFindingContext, subject.c_str());
    if (whole != QString::fromStdString(subject))
        return whole;
    for (const char* term : core::diagnosticTerms()) {
        const std::string t(term);
        if (subject.size() > t.size() && subject.compare(0, t.size(), t) == 0 && subject[t.size()] == ' ')
            return QCoreApplication::translate(core::kFindingContext, term) + QString::fromStdString(subject.substr(t.size()));
    }
    return QString::fromStdString(subject);
}

QString diagnosticMessage(const core::Diagnostic& d)
{
    return d.messageText.empty() ? QString::fromStdString(d.message) : translatedText(d.messageText);
}

QString diagnosticSubjectMessage(const core::Diagnostic& d)
{
    return d.id.empty() ? diagnosticMessage(d) : translatedSubject(d.id) + QStringLiteral(": ") + diagnosticMessage(d);
}

QString diagnosticLine(const core::Diagnostic& d)
{
    // The position as core::Diagnostic::text() writes it.
    QString out = d.file.empty() ? QStringLiteral("<input>") : QString::fromStdString(d.file);
    if (d.pos.line > 0) {
        out += QLatin1Char(':') + QString::number(d.pos.line);
        if (d.pos.column > 0)
            out += QLatin1Char(':') + QString::number(d.pos.column);
    }
    out += d.severity == core::Diagnostic::Severity::Error ? QCoreApplication::translate(core::kFindingContext, QT_TRANSLATE_NOOP("Finding", ": error: "))
                                                           : QCoreApplication::translate(core::kFindingContext, QT_TRANSLATE_NOOP("Finding", ": warning: "));
    return out + diagnosticSubjectMessage(d);
}

} // namespace topoplan::models
