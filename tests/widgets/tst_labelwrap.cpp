// Wrapped labels and wrapped slot rows on device cards have rows of even length (issue 16,
// "Labels": the canvas showed "ora-mezz-" / "1a" where the card was wide enough for the
// first line to take all but the last part, and slot groups wrapped to full rows with a
// stub row at the end). widgets/labelwrap.h (balancedLines) and DesignLayout's slot grid.
// Expected splits worked by hand from the rules in labelwrap.h.
#include "core/catalog.h"
#include "core/design.h"
#include "widgets/designlayout.h"
#include "widgets/labelwrap.h"
#include "widgets/treemapwidget.h"

#include <QApplication>
#include <QBuffer>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QSvgGenerator>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

using namespace topoplan;

class TestLabelWrap : public QObject {
    Q_OBJECT

    QFontMetricsF metrics() const
    {
        QFont f(QStringLiteral("DejaVu Sans"));
        f.setPixelSize(8);
        f.setBold(true);
        return QFontMetricsF(f);
    }

private Q_SLOTS:
    // A card wide enough for "ora-mezz-" but not for the whole id: the greedy wrap gave
    // "ora-mezz-" / "1a"; the even split breaks at the other mark.
    void idBreaksEvenly()
    {
        const QFontMetricsF m = metrics();
        const double width = m.horizontalAdvance(QStringLiteral("ora-mezz-")) + 1.0;
        QVERIFY(m.horizontalAdvance(QStringLiteral("ora-mezz-1a")) > width);
        QCOMPARE(widgets::balancedLines(QStringLiteral("ora-mezz-1a"), m, width), (QStringList{QStringLiteral("ora-"), QStringLiteral("mezz-1a")}));
        // Fits: one line, as it is.
        QCOMPARE(widgets::balancedLines(QStringLiteral("ora-mezz-1a"), m, 1000.0), QStringList{QStringLiteral("ora-mezz-1a")});
    }

    // A copied card's id "ora-mezz-1a-1" (issue 16): too wide for two lines broken after
    // a hyphen, it was broken within a word ("ora-me" / "zz-1a-1") although three lines
    // broken after the hyphens fit. The rule (labelwrap.h, docs/designer.md): after a
    // mark, in more lines, before within a word.
    void copiedIdBreaksAfterHyphens()
    {
        const QFontMetricsF m = metrics();
        const QString id = QStringLiteral("ora-mezz-1a-1");
        const double width = m.horizontalAdvance(QStringLiteral("zz-1a-1")) + 1.0;
        QVERIFY(m.horizontalAdvance(QStringLiteral("ora-mezz-")) > width); // no two-line split at a hyphen fits
        QVERIFY(m.horizontalAdvance(QStringLiteral("mezz-1a-1")) > width);
        QCOMPARE(widgets::balancedLines(id, m, width, 3),
                 (QStringList{QStringLiteral("ora-"), QStringLiteral("mezz-"), QStringLiteral("1a-1")}));
        // Two lines at most: only within a word, and only where the caller allows it.
        QVERIFY(widgets::balancedLines(id, m, width, 2, false).isEmpty());
        const QStringList within = widgets::balancedLines(id, m, width, 2);
        QCOMPARE(within.size(), 2);
        QCOMPARE(within.join(QString()), id);

        // On a card: the id and model rows (two lines of the id font) hold it after the
        // hyphens in a smaller font, never within a word.
        QFont font(QStringLiteral("DejaVu Sans"));
        font.setPointSizeF(6.3 * 0.75); // DeviceItem's id font on a narrow card
        font.setBold(true);
        const QFontMetricsF cm(font);
        for (const QString& copied : {id, QStringLiteral("sql-mezz-2b-1"), QStringLiteral("db-mezz-1a-12")}) {
            const QRectF box(0, 0, cm.horizontalAdvance(QStringLiteral("mezz-1a")) + 1.0, 18.0);
            QVERIFY(cm.horizontalAdvance(copied) > box.width());
            const widgets::CardIdLabel label = widgets::cardIdLines(copied, font, box);
            QVERIFY2(label.lines.size() >= 2, qPrintable(copied));
            QCOMPARE(label.lines.join(QString()), copied);
            for (int i = 0; i + 1 < label.lines.size(); ++i)
                QVERIFY2(label.lines[i].endsWith(QLatin1Char('-')), qPrintable(label.lines.join(QLatin1Char('|'))));
            QVERIFY(label.font.pointSizeF() <= font.pointSizeF());
            QVERIFY(label.font.pointSizeF() >= font.pointSizeF() * widgets::kCardIdLeast - 1e-9);
            const QFontMetricsF lm(label.font);
            QVERIFY(label.lines.size() * lm.lineSpacing() <= box.height() + 0.01);
            for (const QString& line : label.lines)
                QVERIFY(lm.horizontalAdvance(line) <= box.width() + 0.5);
        }
    }

    // Without a break mark the name splits in the middle, not before its last letter; a
    // space it breaks at is dropped; nothing else is lost or changed.
    void noCharacterIsLost()
    {
        const QFontMetricsF m = metrics();
        const QString plain = QStringLiteral("abcdefgh");
        const QStringList halves = widgets::balancedLines(plain, m, m.horizontalAdvance(QStringLiteral("abcdefg")));
        QCOMPARE(halves.size(), 2);
        QCOMPARE(halves.join(QString()), plain);
        QVERIFY2(std::abs(halves[0].size() - halves[1].size()) <= 1, qPrintable(halves.join(QLatin1Char('|'))));
        QCOMPARE(widgets::balancedLines(QStringLiteral("mx7000 chassis one"), m, m.horizontalAdvance(QStringLiteral("mx7000 chassis"))),
                 (QStringList{QStringLiteral("mx7000"), QStringLiteral("chassis one")}));
        for (const QString& id : {QStringLiteral("sql-mezz-2b"), QStringLiteral("fabric-a2"), QStringLiteral("b200-1-vic"),
                                  QStringLiteral("eth1/1/43:4"), QStringLiteral("ql41262-1")}) {
            const QStringList lines = widgets::balancedLines(id, m, m.horizontalAdvance(id) * 0.6, 3);
            QVERIFY2(lines.size() >= 2, qPrintable(id));
            QCOMPARE(lines.join(QString()), id);
        }
        // Too narrow for three lines: nothing (the caller shrinks the font instead).
        QVERIFY(widgets::balancedLines(QStringLiteral("abcdefghijkl"), m, m.horizontalAdvance(QStringLiteral("ab")), 3).isEmpty());
    }

    // A server with 7 slots of one type (near-square grid of 3 columns) lays them out in rows
    // of 3, 2, 2 (was 3, 3, 1); the chassis' second group wraps to the bays' row width in
    // rows of even length.
    void slotRowsAreEven()
    {
        core::Catalog catalog;
        core::Diagnostics diagnostics;
        QVERIFY2(catalog.addFromText("format: topoplan-catalog/1\nmodels:\n"
                                    "  - {id: acme/box, kind: server, vendor: Acme, name: Box, source: test,"
                                    " slots: [{name: \"pcie-{n}\", n: [1, 7], type: acme-card}]}\n"
                                    "  - {id: acme/chassis, kind: chassis, vendor: Acme, name: Chassis, source: test,"
                                    " slots: [{name: \"bay-{n}\", n: [1, 8], type: acme-bay}, {name: \"io-{n}\", n: [1, 10], type: acme-io}]}\n",
                                    "acme.yaml", diagnostics),
                core::formatDiagnostics(diagnostics).c_str());
        core::Design design;
        design.devices.push_back(core::Device{});
        design.devices.back().id = "box";
        design.devices.back().model = "acme/box";
        design.devices.back().at = std::make_pair(0.0, 0.0);
        design.devices.push_back(core::Device{});
        design.devices.back().id = "chassis";
        design.devices.back().model = "acme/chassis";
        design.devices.back().at = std::make_pair(0.0, 400.0);
        widgets::DesignLayout layout;
        layout.compute(design, catalog);
        auto rowLengths = [&](const char* id, const char* type) {
            std::map<double, int> rows;
            for (const widgets::SlotPlace& s : layout.device(id)->slots)
                if (s.type == type)
                    ++rows[s.rect.top()];
            QList<int> out;
            for (const auto& [y, n] : rows)
                out << n;
            return out;
        };
        QCOMPARE(rowLengths("box", "acme-card"), (QList<int>{3, 2, 2}));
        QCOMPARE(rowLengths("chassis", "acme-bay"), (QList<int>{8}));
        const QList<int> io = rowLengths("chassis", "acme-io");
        QCOMPARE(std::accumulate(io.begin(), io.end(), 0), 10);
        QVERIFY2(*std::max_element(io.begin(), io.end()) - *std::min_element(io.begin(), io.end()) <= 1,
                 qPrintable(QString::number(io.size())));
    }

    // The N-1 treemap's tiles break an id only after '-', '/', ':' (or show none: the
    // tooltip names it), never inside a word: newcomer 19 saw "spin" / "e-2" and "pmax/e" /
    // "ngine-1" in narrow tiles. Drawn into an SVG (paintTo, as the report does); every text
    // line that is part of an id starts at its beginning or after a mark and ends at its end
    // or on a mark.
    void treemapTilesBreakIdsAtMarks()
    {
        const QStringList ids = {QStringLiteral("spine-2"), QStringLiteral("pmax/engine-1"), QStringLiteral("sql-host"),
                                 QStringLiteral("iom-a1:eth1/1/43:1"), QStringLiteral("ora-mezz-1a"), QStringLiteral("mgmt-sw-2")};
        QVector<widgets::TreemapItem> items;
        for (int k = 0; k < 30; ++k) {
            const QString id = ids[k % ids.size()];
            items.push_back({id + QString::number(k), id, QStringLiteral("group %1").arg(k % 3), 10.0 + k, {}, QStringLiteral("%1 paths").arg(k)});
        }
        widgets::TreemapWidget treemap;
        treemap.setItems(items, QStringLiteral("paths"));
        QBuffer buffer;
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(QSize(330, 210));
        {
            QPainter painter(&svg);
            treemap.paintTo(&painter, QSizeF(330, 210));
        }
        QXmlStreamReader xml(buffer.data());
        auto isMark = [](QChar c) { return QStringLiteral("-/_.:").contains(c); };
        int pieces = 0;
        bool inText = false;
        while (!xml.atEnd()) {
            const auto t = xml.readNext();
            if (t == QXmlStreamReader::StartElement)
                inText = xml.name() == QLatin1String("text");
            else if (t == QXmlStreamReader::EndElement)
                inText = false;
            else if (t == QXmlStreamReader::Characters && inText) {
                const QString line = xml.text().toString().trimmed();
                // A piece of some id, standing where that id can break (a line "1" ends
                // "iom-a1:eth1/1/43:1" though "ora-mezz-1a" holds a "1" inside a word).
                bool piece = false, ok = false;
                for (const QString& id : ids) {
                    if (line.isEmpty() || !id.contains(line) || line == id)
                        continue;
                    piece = true;
                    for (qsizetype at = id.indexOf(line); at >= 0 && !ok; at = id.indexOf(line, at + 1))
                        ok = (at == 0 || isMark(id[at - 1])) && (at + line.size() == id.size() || isMark(line.back()));
                }
                pieces += piece;
                QVERIFY2(!piece || ok, qPrintable(QStringLiteral("'%1' cuts an id inside a word").arg(line)));
            }
        }
        QVERIFY2(pieces > 0, "no id was wrapped at this size: the test would not see a broken word");
    }
};

QTEST_MAIN(TestLabelWrap)
#include "tst_labelwrap.moc"
