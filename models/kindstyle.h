#pragma once

#include <QColor>
#include <QString>

#include <string>
#include <vector>

namespace topoplan::models {

/// Catalog model kinds (docs/catalog-format.md) in the order the palette lists them.
const std::vector<std::string>& kindOrder();
/// Plural display name of a kind ("Chassis", "Switches", ...).
QString kindLabel(const std::string& kind);
/// Fill colour of a device of this kind on the canvas and in the palette icon (light
/// tones: text on it stays black).
QColor kindColor(const std::string& kind);
/// Colour of a cable of a link family (fc, ethernet, sas, infiniband) and of port stubs
/// speaking it; grey for an unknown family.
QColor familyColor(const std::string& family);
/// Display name of a link family: "Fibre Channel", "Ethernet", "SAS", "InfiniBand"; the
/// family id itself when unknown.
QString familyLabel(const std::string& family);

} // namespace topoplan::models
