/// The closures a ``Binding`` calls to read and write its value.
struct BindingAccessors<Value> {
  let get: () -> Value
  let set: (Value) -> Void
}
