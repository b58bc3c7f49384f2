#pragma once
// A finding as the GUI shows it: its template (core/findingtext.h) translated in context
// "Finding" (translations/topoplan_LANG.ts) and its figures in the user's locale (QLocale():
// German "142,6 %"). Without a translation the text is the English of core::englishText(),
// byte for byte when the locale writes '.' as decimal point (C, English).

#include "core/findingtext.h"

#include <QString>

namespace topoplan::core {
struct Finding;
struct FlowResult;
}

namespace topoplan::models {

/// `text` translated, placeholders filled, numbers through localNumber() (models/localnumber.h).
QString translatedText(const core::FindingText& text);
/// The finding's text as shown: translatedText(f.text), or f.message for a finding that
/// has no template.
QString findingMessage(const core::Finding& f);
/// A status as shown: translatedText(text), or `english` ("ok" translated) when the status
/// has no template (FlowResult::status / statusText, WorkloadPerformance::status / statusText).
QString statusMessage(const std::string& english, const core::FindingText& text);
/// A flow's status as shown: statusMessage(f.status, f.statusText).
QString flowStatus(const core::FlowResult& f);

} // namespace topoplan::models
