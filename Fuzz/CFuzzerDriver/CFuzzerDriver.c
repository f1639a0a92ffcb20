// Intentionally empty: this target only exports the declaration in
// include/CFuzzerDriver.h; libFuzzer provides the definition when fuzzing.
#include "CFuzzerDriver.h"
