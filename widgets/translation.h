#pragma once

#include <QString>

class QCoreApplication;

namespace topoplan::widgets {

/// Installs the user-interface translation for `lang` on `app`: Topoplan's own messages
/// (translations/topoplan_LANG.ts: <exe>/../share/topoplan/translations/topoplan_LANG.qm
/// when installed, else the copy embedded as :/i18n/topoplan_LANG.qm) and Qt's own dialog
/// texts (qtbase_LANG.qm from QLibraryInfo::TranslationsPath, Debian package
/// qt6-translations-l10n, when present). `lang` is a language or locale name ("de",
/// "de_DE", "en"); empty means QLocale::system(). Also makes that locale the default
/// QLocale, so numbers shown through QLocale() follow it (German: decimal comma).
/// Returns false when Topoplan has no translation for the language: the interface stays
/// English, which is also what "en" asks for; English then loads topoplan_en.qm, which
/// holds only the plural forms of the %n messages ("1 path", "2 paths"). Analysis findings
/// are translated through models/findingtext.h; other core/ messages (parse errors) stay
/// English: core has no Qt.
bool installTranslations(QCoreApplication* app, const QString& lang);

} // namespace topoplan::widgets
