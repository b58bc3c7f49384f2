#include "core/builtin.h"

namespace topoplan::core {

const EmbeddedFile* findBuiltinExample(const std::string& prefix)
{
    for (const EmbeddedFile& f : builtinExampleFiles())
        if (f.name.rfind(prefix, 0) == 0)
            return &f;
    return nullptr;
}

} // namespace topoplan::core
