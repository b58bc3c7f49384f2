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
    auto* own = new QTranslator(app);
    if (own->load(locale, QStringLiteral("topoplan"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(own);
        return true;
    }
    delete own;
    return false;
}

} // namespace topoplan::widgets
