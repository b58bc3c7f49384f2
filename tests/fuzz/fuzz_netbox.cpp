// libFuzzer entry point for the NetBox device-type importer (core/netboximport): import,
// then write the catalog YAML of what was imported. Any crash or sanitizer report is a
// defect: a malformed NetBox file must end in diagnostics.
#include "core/netboximport.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace topoplan::core;
    const std::string text(reinterpret_cast<const char*>(data), size);
    const NetboxImportResult result = importNetboxText(text, "fuzz.yaml");
    if (!result.models.empty())
        (void)writeCatalog(result.models);
    return 0;
}
