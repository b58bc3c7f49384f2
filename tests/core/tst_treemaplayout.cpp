// Squarified treemap layout (core/treemaplayout.h) against rectangles worked out by hand
// with the algorithm of Bruls, Huizing and van Wijk (2000), and the knee of a curve.
#include "core/treemaplayout.h"

#include <QTest>

#include <cmath>

using topoplan::core::TreemapRect;

class TestTreemapLayout : public QObject {
    Q_OBJECT

    static void compareRect(const TreemapRect& r, double x, double y, double w, double h)
    {
        constexpr double eps = 1e-9;
        QVERIFY2(std::abs(r.x - x) < eps && std::abs(r.y - y) < eps && std::abs(r.width - w) < eps
                     && std::abs(r.height - h) < eps,
                 qPrintable(QStringLiteral("got (%1, %2, %3 x %4), expected (%5, %6, %7 x %8)")
                                .arg(r.x).arg(r.y).arg(r.width).arg(r.height).arg(x).arg(y).arg(w).arg(h)));
    }

    static bool overlap(const TreemapRect& a, const TreemapRect& b)
    {
        constexpr double eps = 1e-9;
        return a.x + eps < b.x + b.width && b.x + eps < a.x + a.width && a.y + eps < b.y + b.height
            && b.y + eps < a.y + a.height;
    }

private Q_SLOTS:
    void papersExample()
    {
        // The paper's worked example (section 3, figure 3): areas 6, 6, 4, 3, 2, 2, 1 in a
        // 6 x 4 rectangle. Worked by hand with worst() = max(w^2 r+ / s^2, s^2 / (w^2 r-)):
        // row 1 along the 4-high side: {6} worst 8/3, {6,6} 1.5, {6,6,4} 4 -> fixed as a
        //   3-wide column: 6 at (0,0,3x2), 6 at (0,2,3x2);
        // row 2 along the 3-wide side of the free 3 x 4: {4} 2.25, {4,3} 1.815, {4,3,2} 4.5
        //   -> a 7/3-high row: 4 at (3,0, 12/7 x 7/3), 3 at (3+12/7, 0, 9/7 x 7/3);
        // row 3 along the 5/3-high side of the free 3 x 5/3: {2} 1.389, {2,2} 2.88 -> 2 in a
        //   1.2-wide column at (3, 7/3); row 4 likewise for the second 2 at (4.2, 7/3);
        // the 1 fills the rest: (5.4, 7/3, 0.6 x 5/3).
        const auto r = topoplan::core::squarify({6, 6, 4, 3, 2, 2, 1}, {0, 0, 6, 4});
        QCOMPARE(r.size(), std::size_t(7));
        compareRect(r[0], 0, 0, 3, 2);
        compareRect(r[1], 0, 2, 3, 2);
        compareRect(r[2], 3, 0, 12.0 / 7, 7.0 / 3);
        compareRect(r[3], 3 + 12.0 / 7, 0, 9.0 / 7, 7.0 / 3);
        compareRect(r[4], 3, 7.0 / 3, 1.2, 5.0 / 3);
        compareRect(r[5], 4.2, 7.0 / 3, 1.2, 5.0 / 3);
        compareRect(r[6], 5.4, 7.0 / 3, 0.6, 5.0 / 3);
    }

    void areasProportionalNoOverlapInside()
    {
        // Property check on an unsorted, uneven input: every area is value / total of the
        // bounds' area, rectangles stay inside the bounds and do not overlap.
        const std::vector<double> values{17, 3, 250, 0.5, 42, 42, 8, 120, 1, 66};
        const TreemapRect bounds{10, 20, 640, 360};
        const auto r = topoplan::core::squarify(values, bounds);
        double total = 0;
        for (double v : values)
            total += v;
        for (std::size_t i = 0; i < values.size(); ++i) {
            QVERIFY(std::abs(r[i].area() - values[i] / total * bounds.area()) < 1e-6);
            QVERIFY(r[i].x >= bounds.x - 1e-9 && r[i].y >= bounds.y - 1e-9);
            QVERIFY(r[i].x + r[i].width <= bounds.x + bounds.width + 1e-9);
            QVERIFY(r[i].y + r[i].height <= bounds.y + bounds.height + 1e-9);
            for (std::size_t j = 0; j < i; ++j)
                QVERIFY2(!overlap(r[i], r[j]), qPrintable(QStringLiteral("%1 overlaps %2").arg(i).arg(j)));
        }
    }

    void aspectRatios()
    {
        // Equal values: 4 squares of 2 x 2 in a 4 x 4 (hand: {1} 4, {1,1} 1, {1,1,1} 2.25 ->
        // the row holds 2; same again), aspect ratio exactly 1.
        const auto r = topoplan::core::squarify({1, 1, 1, 1}, {0, 0, 4, 4});
        for (const TreemapRect& t : r)
            QCOMPARE(t.aspectRatio(), 1.0);
        // The paper's example, ratios of the hand-worked rectangles above: 6s 1.5, 4 49/36,
        // 3 49/27, 2s 1.389, 1 (5/3)/0.6 = 2.778, the worst.
        const auto p = topoplan::core::squarify({6, 6, 4, 3, 2, 2, 1}, {0, 0, 6, 4});
        double worst = 0;
        for (const TreemapRect& t : p)
            worst = std::max(worst, t.aspectRatio());
        QVERIFY(std::abs(worst - (5.0 / 3) / 0.6) < 1e-9);
    }

    void deterministicOrder()
    {
        // Ties keep input order: the first of equal values is laid out first (top-left).
        const auto a = topoplan::core::squarify({5, 5, 5}, {0, 0, 3, 5});
        QVERIFY(a[0].y < a[1].y || a[0].x < a[1].x);
        QVERIFY(a[1].y < a[2].y || a[1].x < a[2].x);
        // Same input, same output.
        const auto b = topoplan::core::squarify({5, 5, 5}, {0, 0, 3, 5});
        for (std::size_t i = 0; i < a.size(); ++i)
            compareRect(a[i], b[i].x, b[i].y, b[i].width, b[i].height);
    }

    void zeroAndEmpty()
    {
        const auto r = topoplan::core::squarify({0, 2, -1}, {1, 1, 2, 1});
        compareRect(r[0], 1, 1, 0, 0);
        compareRect(r[1], 1, 1, 2, 1);
        compareRect(r[2], 1, 1, 0, 0);
        QVERIFY(topoplan::core::squarify({}, {0, 0, 1, 1}).empty());
        compareRect(topoplan::core::squarify({1}, {0, 0, 0, 5})[0], 0, 0, 0, 0);
    }
};

QTEST_GUILESS_MAIN(TestTreemapLayout)
#include "tst_treemaplayout.moc"
