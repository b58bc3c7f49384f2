#pragma once
// The bound on what a diagnostic quotes of its input (core::diagnostic(), the readers'
// yamlsupport::Context): one rule for both.

#include <string>

namespace topoplan::core {

/// `text` as a diagnostic quotes it: over 500 characters (longer than any id, reference or
/// list a valid input gives a message; only an unbounded text of the input, a
/// million-character model id or port reference, issue 16) cut to its first 40 characters
/// and "…" (core::clipped()); else unchanged.
std::string boundedQuote(std::string text);

} // namespace topoplan::core
