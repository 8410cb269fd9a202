// Catch2's main for the wasm build of the suite (Debian's prebuilt main is x86 code).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
