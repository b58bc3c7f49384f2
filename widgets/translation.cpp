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
    for (const QString& dir : {installed, QStringLiteral(":/i18n")}) {
        auto* own = new QTranslator(app);
        if (own->load(locale, QStringLiteral("topoplan"), QStringLiteral("_"), dir)) {
            QCoreApplication::installTranslator(own);
            return true;
        }
        delete own;
    }
    return false;
}

} // namespace topoplan::widgets
