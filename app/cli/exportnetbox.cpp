// `topoplan-cli export FILE --what netbox -o DIR` (runExportDocument loads the design): the design as the files of NetBox's bulk
// import (core/netboxexport.h, docs/netbox.md). Core only: no QApplication is made.
#include "commands.h"

#include "core/netboxexport.h"

#include <filesystem>
#include <ostream>

namespace topoplan::cli {

int writeNetboxExport(const core::LoadedDesign& loaded, const std::string& output, std::ostream& out, std::ostream& err)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    if (fs::exists(output, ec) && !fs::is_directory(output, ec)) {
        err << "topoplan-cli export: --what netbox writes a folder of files: " << output << " is a file\n";
        return kUsage;
    }
    const core::NetboxExport nb = core::exportNetbox(loaded);
    err << core::formatDiagnostics(nb.diagnostics);
    fs::create_directories(output, ec);
    if (ec) {
        err << "topoplan-cli export: cannot make the folder " << output << ": " << ec.message() << "\n";
        return kIoError;
    }
    for (const core::NetboxFile& f : nb.files) {
        const std::string path = (fs::path(output) / f.name).string();
        if (std::string error; !writeOutputFile(path, f.text, error)) {
            err << "topoplan-cli export: cannot write " << path << ": " << error << "\n";
            return kIoError;
        }
    }
    out << "wrote " << nb.files.size() << " files to " << output << " for " << core::kNetboxVersion
        << " (load order in README.txt):";
    for (const core::NetboxFile& f : nb.files)
        if (f.name != "README.txt")
            out << " " << f.name.substr(3, f.name.find('.') - 3) << " " << f.rows << (&f == &nb.files[nb.files.size() - 2] ? "" : ",");
    out << "\n";
    return kOk;
}

} // namespace topoplan::cli
