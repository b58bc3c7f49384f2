// The designer's side of catalog confinement (issue 16, "Traps"): a design naming a
// catalog file outside its folder does not open, the document says which files it
// refused, and after the user's yes (allowCatalogs, what MainWindow asks) it opens.
#include "models/designdocument.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace topoplan;

namespace {
bool write(const QString& path, const QByteArray& text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}
} // namespace

class TestDocumentCatalogs : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void outsideCatalogNeedsTheUsersYes()
    {
        QTemporaryDir root;
        QVERIFY(QDir(root.path()).mkpath(QStringLiteral("design")));
        QVERIFY(QDir(root.path()).mkpath(QStringLiteral("shared")));
        const QString catalog = root.filePath(QStringLiteral("shared/extra.yaml"));
        QVERIFY(write(catalog, "format: topoplan-catalog/1\nmodels: []\n"));
        const QString design = root.filePath(QStringLiteral("design/d.topoplan.yaml"));
        QVERIFY(write(design, "format: topoplan/1\nname: d\ncatalogs: [builtin, ../shared/extra.yaml]\ndevices:\n"
                              "  - {id: s, model: generic/server, at: [0, 0]}\n"));
        models::DesignDocument doc;
        QVERIFY(!doc.open(design));
        QVERIFY2(doc.errorString().contains(QStringLiteral("outside the design's folder")), qPrintable(doc.errorString()));
        QCOMPARE(doc.refusedCatalogs(), QStringList{QDir::cleanPath(QFileInfo(catalog).absoluteFilePath())});
        QVERIFY(doc.design().devices.empty() || doc.design().name != "d"); // the design was not loaded
        doc.allowCatalogs(doc.refusedCatalogs());
        QVERIFY2(doc.open(design), qPrintable(doc.errorString()));
        QVERIFY(doc.refusedCatalogs().isEmpty());
        QCOMPARE(doc.design().name, std::string("d"));
    }
};

QTEST_GUILESS_MAIN(TestDocumentCatalogs)
#include "tst_documentcatalogs.moc"
