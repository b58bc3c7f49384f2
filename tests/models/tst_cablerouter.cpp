// CableRouter: orthogonal routes around obstacles, bundles kept in order, lanes apart,
// and re-routing limited to what a move touches. Expected values come from the geometry
// the tests build (rectangles and ports placed here), not from the router's output.
#include "models/cablerouter.h"

#include <QRandomGenerator>
#include <QTest>

#include <set>

using topoplan::models::CableRouter;

namespace {

using Route = std::vector<QPointF>;

bool strictlyCuts(const QRectF& r, const QPointF& p, const QPointF& q)
{
    // Axis-parallel segment p-q meets the open interior of r.
    const double x0 = std::min(p.x(), q.x()), x1 = std::max(p.x(), q.x());
    const double y0 = std::min(p.y(), q.y()), y1 = std::max(p.y(), q.y());
    const bool xs = x0 == x1 ? (x0 > r.left() && x0 < r.right()) : (x0 < r.right() && x1 > r.left());
    const bool ys = y0 == y1 ? (y0 > r.top() && y0 < r.bottom()) : (y0 < r.bottom() && y1 > r.top());
    return xs && ys;
}

/// True if the two orthogonal polylines cross (a horizontal piece of one passes through
/// a vertical piece of the other, away from their ends) or, with `overlapOnly`, only if
/// they run on top of each other for more than half a unit.
bool crossOrOverlap(const Route& a, const Route& b, bool overlapOnly = false)
{
    for (std::size_t i = 0; i + 1 < a.size(); ++i)
        for (std::size_t j = 0; j + 1 < b.size(); ++j) {
            const QPointF p = a[i], q = a[i + 1], r = b[j], s = b[j + 1];
            const bool aH = p.y() == q.y(), bH = r.y() == s.y();
            if (aH != bH) {
                if (overlapOnly)
                    continue;
                const QPointF h0 = aH ? p : r, h1 = aH ? q : s, v0 = aH ? r : p, v1 = aH ? s : q;
                const double x = v0.x(), y = h0.y();
                if (x > std::min(h0.x(), h1.x()) + 0.01 && x < std::max(h0.x(), h1.x()) - 0.01
                    && y > std::min(v0.y(), v1.y()) + 0.01 && y < std::max(v0.y(), v1.y()) - 0.01)
                    return true;
            } else if (aH && std::abs(p.y() - r.y()) < 0.01) {
                if (std::min(std::max(p.x(), q.x()), std::max(r.x(), s.x())) - std::max(std::min(p.x(), q.x()), std::min(r.x(), s.x())) > 0.5)
                    return true;
            } else if (!aH && std::abs(p.x() - r.x()) < 0.01) {
                if (std::min(std::max(p.y(), q.y()), std::max(r.y(), s.y())) - std::max(std::min(p.y(), q.y()), std::min(r.y(), s.y())) > 0.5)
                    return true;
            }
        }
    return false;
}

bool orthogonal(const Route& r)
{
    for (std::size_t i = 0; i + 1 < r.size(); ++i)
        if (std::abs(r[i].x() - r[i + 1].x()) > 1e-6 && std::abs(r[i].y() - r[i + 1].y()) > 1e-6)
            return false;
    return true;
}

CableRouter::End bottomPort(const CableRouter::Obstacle& o, double dx)
{
    return {QPointF(o.rect.left() + dx, o.rect.bottom()), QPointF(0, 1), o.id, o.id};
}
CableRouter::End topPort(const CableRouter::Obstacle& o, double dx)
{
    return {QPointF(o.rect.left() + dx, o.rect.top()), QPointF(0, -1), o.id, o.id};
}

} // namespace

class TestCableRouter : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void routeGoesAroundABlockingDevice();
    void randomLayoutsNeverCutAnObstacle();
    void bundleKeepsItsOrderAndLanesApart();
    void moveReroutesOnlyTheAffected();
    void cablesInsideAChassisAvoidSiblingModules();
};

void TestCableRouter::routeGoesAroundABlockingDevice()
{
    // A above C above B, all 200 wide: the straight line from A's bottom to B's top runs
    // through C; the route must go around C.
    const CableRouter::Obstacle a{"a", QRectF(0, 0, 200, 60)}, c{"c", QRectF(0, 150, 200, 60)}, b{"b", QRectF(0, 300, 200, 60)};
    CableRouter router;
    const auto changed = router.update({a, b, c}, {{"x", bottomPort(a, 100), topPort(b, 100)}});
    QCOMPARE(changed.size(), std::size_t(1));
    const Route& r = *router.route("x");
    QVERIFY(orthogonal(r));
    QCOMPARE(r.front(), QPointF(100, 60));
    QCOMPARE(r.back(), QPointF(100, 300));
    for (std::size_t i = 0; i + 1 < r.size(); ++i)
        QVERIFY2(!strictlyCuts(c.rect, r[i], r[i + 1]), "the route cuts the device between its ends");
    QCOMPARE(router.stats().fallback, 0);
}

void TestCableRouter::randomLayoutsNeverCutAnObstacle()
{
    // 40 devices on a jittered 8 x 5 grid, 120 cables between random pairs (seeded);
    // every cable is orthogonal, ends at its ports and cuts no device but its own two
    // (it starts inside them: ports sit on their edges).
    QRandomGenerator rng(20261201);
    std::vector<CableRouter::Obstacle> obstacles;
    for (int i = 0; i < 40; ++i) {
        const double x = (i % 8) * 260 + rng.bounded(60), y = (i / 8) * 220 + rng.bounded(50);
        obstacles.push_back({"d" + std::to_string(i), QRectF(x, y, 120 + rng.bounded(60), 60 + rng.bounded(40))});
    }
    std::vector<CableRouter::Cable> cables;
    for (int k = 0; k < 120; ++k) {
        const auto& o1 = obstacles[rng.bounded(40)];
        const auto& o2 = obstacles[rng.bounded(40)];
        if (o1.id == o2.id)
            continue;
        const double dx1 = 10 + rng.bounded(int(o1.rect.width()) - 20), dx2 = 10 + rng.bounded(int(o2.rect.width()) - 20);
        cables.push_back({"c" + std::to_string(k), rng.bounded(2) ? bottomPort(o1, dx1) : topPort(o1, dx1),
                          rng.bounded(2) ? bottomPort(o2, dx2) : topPort(o2, dx2)});
    }
    CableRouter router;
    router.update(obstacles, cables);
    QCOMPARE(router.stats().fallback, 0);
    for (const auto& c : cables) {
        const Route& r = *router.route(c.id);
        QVERIFY(orthogonal(r));
        QCOMPARE(r.front(), c.a.anchor);
        QCOMPARE(r.back(), c.b.anchor);
        for (const auto& o : obstacles) {
            if (o.id == c.a.root || o.id == c.b.root)
                continue;
            for (std::size_t i = 0; i + 1 < r.size(); ++i)
                QVERIFY2(!strictlyCuts(o.rect, r[i], r[i + 1]),
                         qPrintable(QString::fromStdString(c.id + " cuts " + o.id)));
        }
    }
}

void TestCableRouter::bundleKeepsItsOrderAndLanesApart()
{
    // Six cables from A's bottom (ports 11 apart, as DesignLayout::kPortPitch) to B's top,
    // B below and right of A with C in the way: one bundle. No two of its cables cross or
    // share a line, and none cuts C; a second bundle (A to D) that leaves A beside it does
    // not lie on top of the first.
    const CableRouter::Obstacle a{"a", QRectF(0, 0, 200, 60)}, b{"b", QRectF(500, 400, 200, 60)},
        c{"c", QRectF(150, 180, 300, 80)}, d{"d", QRectF(700, 250, 120, 60)};
    std::vector<CableRouter::Cable> cables;
    for (int i = 0; i < 6; ++i)
        cables.push_back({"ab" + std::to_string(i), bottomPort(a, 40 + 11 * i), topPort(b, 60 + 11 * i)});
    for (int i = 0; i < 3; ++i)
        cables.push_back({"ad" + std::to_string(i), bottomPort(a, 120 + 11 * i), topPort(d, 30 + 11 * i)});
    CableRouter router;
    router.update({a, b, c, d}, cables);
    QCOMPARE(router.stats().bundles, 2);
    // Within a bundle no crossing; across bundles (which may have to cross) no shared line.
    for (std::size_t i = 0; i < cables.size(); ++i)
        for (std::size_t j = i + 1; j < cables.size(); ++j)
            QVERIFY2(!crossOrOverlap(*router.route(cables[i].id), *router.route(cables[j].id),
                                     cables[i].id.substr(0, 2) != cables[j].id.substr(0, 2)),
                     qPrintable(QString::fromStdString(cables[i].id + " and " + cables[j].id + " cross or overlap")));
    for (const auto& cable : cables) {
        const Route& r = *router.route(cable.id);
        for (std::size_t i = 0; i + 1 < r.size(); ++i)
            QVERIFY(!strictlyCuts(c.rect, r[i], r[i + 1]));
    }
    // Ends given the other way round belong to the same bundle and run from their a to b.
    std::swap(cables[0].a, cables[0].b);
    router.clear();
    router.update({a, b, c, d}, cables);
    QCOMPARE(router.stats().bundles, 2);
    QCOMPARE(router.route("ab0")->front(), cables[0].a.anchor);
}

void TestCableRouter::moveReroutesOnlyTheAffected()
{
    // Two separate pairs far apart; moving one device of the first pair re-routes its
    // bundle only, and the other pair's route stays as it was.
    const CableRouter::Obstacle a{"a", QRectF(0, 0, 100, 50)}, b{"b", QRectF(0, 200, 100, 50)};
    const CableRouter::Obstacle e{"e", QRectF(2000, 0, 100, 50)}, f{"f", QRectF(2000, 200, 100, 50)};
    auto cables = [](const CableRouter::Obstacle& a, const CableRouter::Obstacle& b, const CableRouter::Obstacle& e,
                     const CableRouter::Obstacle& f) {
        return std::vector<CableRouter::Cable>{{"ab", bottomPort(a, 50), topPort(b, 50)}, {"ef", bottomPort(e, 50), topPort(f, 50)}};
    };
    CableRouter router;
    router.update({a, b, e, f}, cables(a, b, e, f));
    const Route ef = *router.route("ef");
    const CableRouter::Obstacle moved{"a", QRectF(300, -100, 100, 50)};
    const auto changed = router.update({moved, b, e, f}, cables(moved, b, e, f));
    QCOMPARE(router.stats().rerouted, 1);
    QCOMPARE(changed, std::vector<std::string>{"ab"});
    QCOMPARE(*router.route("ef"), ef);
    // A device moved onto the other pair's route re-routes that pair too (around it).
    const CableRouter::Obstacle blocker{"b", QRectF(1990, 100, 120, 40)};
    router.update({moved, blocker, e, f}, {{"ef", bottomPort(e, 50), topPort(f, 50)}});
    QCOMPARE(router.stats().rerouted, 1);
    const Route& r = *router.route("ef");
    for (std::size_t i = 0; i + 1 < r.size(); ++i)
        QVERIFY(!strictlyCuts(blocker.rect, r[i], r[i + 1]));
}

QTEST_GUILESS_MAIN(TestCableRouter)
#include "tst_cablerouter.moc"

void TestCableRouter::cablesInsideAChassisAvoidSiblingModules()
{
    // A chassis (0..400 x 0..300) holding module m1 (ports on its bottom edge at y 100) and,
    // below it across a 60-unit channel, module m2 (160..240); an array below the chassis.
    // The straight way down from m1's ports runs through m2: the 4 cables must leave the
    // chassis by a side through the channel, cut neither m2 nor the array, and not cross
    // one another (an IOM-to-array breakout bundle of RA-1, issue 16). Geometry made up
    // for the case; the expected facts follow from it.
    const CableRouter::Obstacle chassis{"ch", QRectF(0, 0, 400, 300)}, array{"arr", QRectF(100, 500, 300, 60)};
    const CableRouter::Obstacle m1{"m1", QRectF(20, 40, 360, 60), "ch"}, m2{"m2", QRectF(20, 160, 360, 60), "ch"};
    std::vector<CableRouter::Cable> cables;
    for (int i = 0; i < 4; ++i)
        cables.push_back({"c" + std::to_string(i), {QPointF(300 + 10 * i, 100), QPointF(0, 1), "m1", "ch"},
                          {QPointF(200 + 10 * i, 500), QPointF(0, -1), "arr", "arr"}});
    CableRouter router;
    router.update({chassis, m1, m2, array}, cables);
    std::vector<Route> routes;
    for (const auto& c : cables) {
        const Route& r = *router.route(c.id);
        QVERIFY(orthogonal(r));
        QCOMPARE(r.front(), c.a.anchor);
        QCOMPARE(r.back(), c.b.anchor);
        for (std::size_t i = 0; i + 1 < r.size(); ++i) {
            QVERIFY2(!strictlyCuts(m2.rect, r[i], r[i + 1]), qPrintable(QString::fromStdString(c.id + " cuts the sibling module")));
            QVERIFY2(!strictlyCuts(m1.rect, r[i], r[i + 1]), qPrintable(QString::fromStdString(c.id + " cuts its own module")));
            QVERIFY2(!strictlyCuts(array.rect, r[i], r[i + 1]), qPrintable(QString::fromStdString(c.id + " cuts the array")));
        }
        routes.push_back(r);
    }
    // Lanes that do not cross: no segment of one cable properly crosses a segment of another.
    auto crosses = [](const QPointF& p, const QPointF& q, const QPointF& r, const QPointF& s) {
        const bool h1 = std::abs(p.y() - q.y()) < 0.01, h2 = std::abs(r.y() - s.y()) < 0.01;
        if (h1 == h2)
            return false;
        const QPointF hp = h1 ? p : r, hq = h1 ? q : s, vp = h1 ? r : p, vq = h1 ? s : q;
        const double x = vp.x(), y = hp.y();
        return x > std::min(hp.x(), hq.x()) + 0.01 && x < std::max(hp.x(), hq.x()) - 0.01 && y > std::min(vp.y(), vq.y()) + 0.01
            && y < std::max(vp.y(), vq.y()) - 0.01;
    };
    for (std::size_t a = 0; a < routes.size(); ++a)
        for (std::size_t b = a + 1; b < routes.size(); ++b)
            for (std::size_t i = 0; i + 1 < routes[a].size(); ++i)
                for (std::size_t j = 0; j + 1 < routes[b].size(); ++j)
                    QVERIFY2(!crosses(routes[a][i], routes[a][i + 1], routes[b][j], routes[b][j + 1]),
                             qPrintable(QStringLiteral("c%1 crosses c%2").arg(a).arg(b)));
    QCOMPARE(router.stats().fallback, 0);
    // Without the sibling the bundle leaves straight down again (within its ports' x range
    // until it is out of the chassis).
    router.update({chassis, m1, array}, cables);
    const Route& straight = *router.route("c0");
    QCOMPARE(straight[1].x(), 300.0);
    QVERIFY(straight[1].y() > 100);
}
