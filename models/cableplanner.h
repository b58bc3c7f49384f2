#pragma once

#include "core/design.h"

#include <string>

namespace topoplan::core {
class Catalog;
}

namespace topoplan::models {

/// The cable a user means when dragging from port `a` to port `b` (both "DEVICE:PORT"):
/// a plain link when the ports run a common speed; a breakout link to the first free
/// lane when one end supports a breakout mode whose lane rate and family match the other
/// end (an MX9116n eth1/1/43 to a 16GFC array port -> eth1/1/43:N, breakout 4x16gfc), or
/// when that port already is in breakout. The result is not validated: pass it to
/// CmdLinkAdd::check().
core::Link proposeLink(const core::Design& design, const core::Catalog& catalog, const std::string& a,
                       const std::string& b);

/// `link` with its ends put into breakout `mode` (each whole-port end whose port lists
/// the mode takes its first free lane in `design`), or, with an empty mode, with lane
/// ends back on their whole ports. Unchanged when no end supports the mode. Not
/// validated: pass the result to CmdEntryChange::check().
core::Link withBreakout(const core::Design& design, const core::Catalog& catalog, const core::Link& link,
                        const std::string& mode);

/// What a user can do when port `ref` ("DEVICE:PORT") already carries a whole-port
/// cable and its model supports breakouts: "select the cable ... and choose a breakout
/// (4x10ge, 4x25ge) in the Inspector". "" when the port is free, already in breakout
/// or cannot break out.
std::string breakoutHint(const core::Design& design, const core::Catalog& catalog, const std::string& ref);

} // namespace topoplan::models
