#include "widgets/translation.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace topoplan::widgets {

bool installTranslations(QCoreApplication* app, const QString& lang)
{
    const QLocale locale = lang.isEmpty() ? QLocale::system() : QLocale(lang);
    QLocale::setDefault(locale);
    auto* qt = new QTranslator(app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    // An installed program reads <prefix>/share/topoplan/translations first (cmake --install
    // puts the .qm files there, so a packaged translation can be updated without a rebuild);
    // the copy compiled in is the fallback (build tree, or a prefix without them).
    const QString installed = QCoreApplication::applicationDirPath() + QStringLiteral("/../share/topoplan/translations");
    auto load = [&](const QLocale& l) {
        for (const QString& dir : {installed, QStringLiteral(":/i18n")}) {
            auto* own = new QTranslator(app);
            if (own->load(l, QStringLiteral("topoplan"), QStringLiteral("_"), dir)) {
                QCoreApplication::installTranslator(own);
                return true;
            }
            delete own;
        }
        return false;
    };
    if (load(locale))
        return locale.language() != QLocale::English;
    // English text needs its plural forms too ("1 path", not "1 path(s)"): topoplan_en.ts
    // holds only the %n messages (lupdate -pluralonly).
    load(QLocale(QLocale::English));
    return false;
}

} // namespace topoplan::widgets
