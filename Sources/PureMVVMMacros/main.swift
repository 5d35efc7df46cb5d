// The macro plugin: the compiler starts it and sends it requests on standard input.
MacroPlugin.serve()
