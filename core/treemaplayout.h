#pragma once

#include <string>
#include <vector>

namespace topoplan::core {

/// An axis-aligned rectangle of a treemap, in the caller's units (pixels for the widget).
struct TreemapRect {
    double x = 0.0;
    double y = 0.0;
    double width = 0.0;
    double height = 0.0;

    double area() const { return width * height; }
    /// max(w/h, h/w); 0 for an empty rectangle.
    double aspectRatio() const;
};

/// Squarified treemap layout (M. Bruls, K. Huizing, J. J. van Wijk, "Squarified
/// Treemaps", Proc. Joint Eurographics/IEEE TCVG Symposium on Visualization, 2000,
/// pp. 33-42, algorithm `squarify` of section 3): the items, taken in decreasing value
/// (ties in input order, so the layout is deterministic), are laid out in rows along the
/// shorter side of the remaining rectangle; an item joins the current row while that
/// does not worsen the row's worst aspect ratio, else the row is fixed and a new one starts.
///
/// `values`: item sizes, any unit, >= 0 (negative values count as 0). Returns one
/// rectangle per value, in the input order, tiling `bounds` without overlap; the area of
/// each is value / sum(values) x bounds.area(). Items of value 0 (and all items when the
/// sum is 0 or `bounds` is empty) get a zero-size rectangle at the bounds' top-left.
std::vector<TreemapRect> squarify(const std::vector<double>& values, const TreemapRect& bounds);

} // namespace topoplan::core
