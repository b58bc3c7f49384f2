#include "core/treemaplayout.h"

#include <algorithm>
#include <numeric>

namespace topoplan::core {

double TreemapRect::aspectRatio() const
{
    if (width <= 0.0 || height <= 0.0)
        return 0.0;
    return std::max(width / height, height / width);
}

namespace {

/// worst() of the paper: the highest aspect ratio of a row of areas laid along a side of
/// length `side`: max(side^2 * max / sum^2, sum^2 / (side^2 * min)).
double worst(double sum, double minArea, double maxArea, double side)
{
    const double s2 = sum * sum, w2 = side * side;
    return std::max(w2 * maxArea / s2, s2 / (w2 * minArea));
}

} // namespace

std::vector<TreemapRect> squarify(const std::vector<double>& values, const TreemapRect& bounds)
{
    std::vector<TreemapRect> out(values.size(), TreemapRect{bounds.x, bounds.y, 0.0, 0.0});
    double total = 0.0;
    for (double v : values)
        total += std::max(v, 0.0);
    if (total <= 0.0 || bounds.width <= 0.0 || bounds.height <= 0.0)
        return out;

    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < values.size(); ++i)
        if (values[i] > 0.0)
            order.push_back(i);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return values[a] > values[b]; });

    const double scale = bounds.area() / total;
    TreemapRect free = bounds;
    std::size_t next = 0;
    while (next < order.size()) {
        // The row is laid along the shorter side of the free rectangle.
        const bool horizontal = free.width >= free.height; // row is a column at the left
        const double side = horizontal ? free.height : free.width;
        std::size_t end = next + 1;
        double sum = values[order[next]] * scale;
        double minA = sum, maxA = sum;
        while (end < order.size()) {
            const double a = values[order[end]] * scale;
            if (worst(sum + a, std::min(minA, a), std::max(maxA, a), side) > worst(sum, minA, maxA, side))
                break;
            sum += a;
            minA = std::min(minA, a);
            maxA = std::max(maxA, a);
            ++end;
        }
        // The last row takes the whole remaining rectangle (avoids rounding slivers).
        const double thickness = end == order.size() ? (horizontal ? free.width : free.height) : sum / side;
        double offset = 0.0;
        for (std::size_t k = next; k < end; ++k) {
            const double length = end == order.size() && k + 1 == end ? side - offset
                                                                      : values[order[k]] * scale / thickness;
            TreemapRect& r = out[order[k]];
            if (horizontal)
                r = {free.x, free.y + offset, thickness, length};
            else
                r = {free.x + offset, free.y, length, thickness};
            offset += length;
        }
        if (horizontal) {
            free.x += thickness;
            free.width = std::max(0.0, free.width - thickness);
        } else {
            free.y += thickness;
            free.height = std::max(0.0, free.height - thickness);
        }
        next = end;
    }
    return out;
}

} // namespace topoplan::core
