#pragma once
// A load or check diagnostic (core/diagnostic.h) as the GUI shows it: its message template
// (Diagnostic::messageText, context "Finding") translated like a finding's, and the kind of
// the element it names ("device 'x'" -> "Gerät 'x'"). Without a translation the texts are
// the CLI's English (core::Diagnostic::text()), byte for byte.

#include <QString>

#include <string>

namespace topoplan::core {
struct Diagnostic;
}

namespace topoplan::models {

/// `subject` with its leading noun translated: a whole text of core::diagnosticTerms()
/// translated as it is, else the longest term that with a space begins it ("device" of
/// "device 'x'", "link" of "link a -- b"); anything else unchanged.
QString translatedSubject(const std::string& subject);
/// d.messageText translated (models::translatedText()), or d.message without a template.
QString diagnosticMessage(const core::Diagnostic& d);
/// d.id translated (translatedSubject()) and the message: "Gerät 'x': ...", the message
/// alone without an id.
QString diagnosticSubjectMessage(const core::Diagnostic& d);
/// core::Diagnostic::text() in the user's language: "file:line:column: Fehler: Gerät 'x': ...".
QString diagnosticLine(const core::Diagnostic& d);

} // namespace topoplan::models
