#include "widgets/pdfoutline.h"

#include <qpdf/Buffer.hh>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFObjectHandle.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>
#include <qpdf/QPDFWriter.hh>

#include <exception>
#include <map>

namespace topoplan::widgets {

namespace {

// A destination [page /XYZ left top zoom] (ISO 32000-1 12.3.2.2): the page at height `top`
// (points from the bottom edge), position and zoom left as they are (null).
QPDFObjectHandle destination(QPDFPageObjectHelper& page, double textTopPt, double topPt)
{
    QPDFObjectHandle box = page.getMediaBox();
    const double height = box.isArray() && box.getArrayNItems() == 4 ? box.getArrayItem(3).getNumericValue() : 842.0;
    // 2 pt above the heading, so its first line is not cut at the window's top.
    const double y = std::min(height, height - textTopPt - topPt + 2.0);
    return QPDFObjectHandle::newArray({page.getObjectHandle(), QPDFObjectHandle::newName("/XYZ"), QPDFObjectHandle::newNull(),
                                       QPDFObjectHandle::newReal(y, 1), QPDFObjectHandle::newNull()});
}

} // namespace

QByteArray addPdfNavigation(const QByteArray& pdf, const std::vector<PdfOutlineEntry>& entries, double textTopPt,
                            QString* error)
{
    try {
        QPDF q;
        q.setSuppressWarnings(true);
        q.processMemoryFile("report.pdf", pdf.constData(), std::size_t(pdf.size()));
        std::vector<QPDFPageObjectHelper> pages = QPDFPageDocumentHelper(q).getAllPages();

        std::map<QString, QPDFObjectHandle> targets; // anchor -> destination
        QPDFObjectHandle outlines = q.makeIndirectObject(QPDFObjectHandle::newDictionary());
        outlines.replaceKey("/Type", QPDFObjectHandle::newName("/Outlines"));
        std::vector<QPDFObjectHandle> items;
        for (const PdfOutlineEntry& e : entries) {
            if (e.page < 0 || e.page >= int(pages.size()))
                continue;
            QPDFObjectHandle dest = destination(pages[std::size_t(e.page)], textTopPt, e.topPt);
            targets.emplace(e.anchor, dest);
            QPDFObjectHandle item = q.makeIndirectObject(QPDFObjectHandle::newDictionary());
            item.replaceKey("/Title", QPDFObjectHandle::newUnicodeString(e.title.toStdString()));
            item.replaceKey("/Parent", outlines);
            item.replaceKey("/Dest", dest);
            if (!items.empty()) {
                item.replaceKey("/Prev", items.back());
                items.back().replaceKey("/Next", item);
            }
            items.push_back(item);
        }
        if (!items.empty()) {
            outlines.replaceKey("/First", items.front());
            outlines.replaceKey("/Last", items.back());
            outlines.replaceKey("/Count", QPDFObjectHandle::newInteger(static_cast<long long>(items.size())));
            q.getRoot().replaceKey("/Outlines", outlines);
            q.getRoot().replaceKey("/PageMode", QPDFObjectHandle::newName("/UseOutlines"));
        }

        // Qt writes a link to "#anchor" as a URI action; make it a jump within the file.
        for (QPDFPageObjectHelper& page : pages) {
            QPDFObjectHandle annots = page.getObjectHandle().getKey("/Annots");
            if (!annots.isArray())
                continue;
            for (int i = 0; i < annots.getArrayNItems(); ++i) {
                QPDFObjectHandle a = annots.getArrayItem(i);
                if (!a.isDictionary() || !a.getKey("/Subtype").isNameAndEquals("/Link"))
                    continue;
                QPDFObjectHandle action = a.getKey("/A");
                if (!action.isDictionary() || !action.getKey("/URI").isString())
                    continue;
                const QString uri = QString::fromStdString(action.getKey("/URI").getUTF8Value());
                const auto it = uri.startsWith(QLatin1Char('#')) ? targets.find(uri.mid(1)) : targets.end();
                if (it == targets.end())
                    continue;
                a.removeKey("/A");
                a.replaceKey("/Dest", it->second);
            }
        }

        QPDFWriter w(q);
        w.setOutputMemory();
        w.setDeterministicID(true); // the same report gives the same bytes
        w.write();
        const std::shared_ptr<Buffer> out = w.getBufferSharedPointer();
        return QByteArray(reinterpret_cast<const char*>(out->getBuffer()), qsizetype(out->getSize()));
    } catch (const std::exception& e) {
        if (error)
            *error = QString::fromUtf8(e.what());
        return {};
    }
}

} // namespace topoplan::widgets
