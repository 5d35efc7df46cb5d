#include "PreviewRecords.h"

// The linker defines these around the section when any object file has one; weak, so an
// image without previews links too, and they are NULL.
extern const char __start_puremvvm_previews[] __attribute__((weak));
extern const char __stop_puremvvm_previews[] __attribute__((weak));

const void *puremvvm_previews_start(void) { return __start_puremvvm_previews; }

const void *puremvvm_previews_end(void) { return __stop_puremvvm_previews; }
