// libFuzzer entry point for the design reader and everything that runs on a design the
// user opens: parse (core/designio), resolve against the builtin catalog and build the
// topology (core/designloader), then the graph analyses (core/analysis) and the
// performance model (core/performance). Any crash, sanitizer report or hang is a defect:
// bad input must end in diagnostics (STYLE.md "bad input").
#include "core/analysis.h"
#include "core/designloader.h"
#include "core/diagnostic.h"
#include "core/performance.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace topoplan::core;
    const std::string text(reinterpret_cast<const char*>(data), size);
    Diagnostics diagnostics;
    // baseDir "/nonexistent": a fuzzed `catalogs:` entry other than builtin fails cleanly
    // instead of reading files of the machine running the fuzzer.
    const auto loaded = loadDesignText(text, "fuzz.topoplan.yaml", "/nonexistent", diagnostics);
    if (!loaded)
        return 0;
    const AnalysisResult analysis = analyze(*loaded, FailureSet{});
    PerformanceOptions options;
    (void)simulatePerformance(*loaded, options, analysis);
    return 0;
}
