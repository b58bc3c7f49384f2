// libFuzzer entry point for the HammerDB log reader (core/measurements): the reader itself, without
// the format detection and binary check in front of it, then the baseline mapping and the
// origin texts. Any crash or sanitizer report is a defect: a malformed file must end in
// diagnostics.
#include "measurementfuzz.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace topoplan::core;
    const std::string text(reinterpret_cast<const char*>(data), size);
    MeasurementReport report;
    report.file = "fuzz";
    measurements::readHammerdb(measurements::splitLines(text), report);
    topoplan::fuzz::useReport(report);
    return 0;
}
