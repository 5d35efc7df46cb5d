// The Combine module, where Linux has none: a design or view model file that writes
// `import Combine` for `ObservableObject`, `@Published`, `AnyCancellable`,
// `Timer.publish` or `.onReceive` finds them, as PureMVVM's view language declares them.
@_exported import PureMVVMCore

// Apple's Foundation has `URLSession`, whose `dataTaskPublisher(for:)` Combine code calls;
// Linux's keeps it in FoundationNetworking.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
