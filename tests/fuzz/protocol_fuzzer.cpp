// libFuzzer entry point for the protocol target (see fuzz_bodies.h).

#include "fuzz_bodies.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    grand::fuzz::protocol(std::string_view(reinterpret_cast<const char*>(data), size));
    return 0;
}
