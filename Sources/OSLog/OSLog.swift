// The OSLog module, where Linux has none: the os module's logging, and `OSLogStore` to read
// the process's log back.
@_exported import os
