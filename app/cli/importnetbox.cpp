#include "commands.h"

#include <ostream>

namespace topoplan::cli {

int runImportNetbox(const std::vector<std::string>&, std::ostream&, std::ostream& err)
{
    err << "import-netbox: not built yet\n";
    return kUsage;
}

} // namespace topoplan::cli
