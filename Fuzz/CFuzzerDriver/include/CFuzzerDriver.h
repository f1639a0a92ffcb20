// libFuzzer's driver entry point, so that a SwiftPM executable (whose entry symbol
// is <Module>_main) can hand control to libFuzzer when built with -sanitize=fuzzer.
#ifndef CFUZZERDRIVER_H
#define CFUZZERDRIVER_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));

#endif
