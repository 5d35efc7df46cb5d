// A screen written with the iOS 13 spellings that still compile against SwiftUI:
// navigationBarTitle, NavigationLink(destination:isActive:), Alert and ActionSheet,
// presentationMode, TextField(onCommit:), Slider with value labels, autocapitalization.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

struct LegacyRouteEditor: View {
  @State var name = "Cares"
  @State var difficulty = 3.0
  @State var isConfirmingDelete = false
  @State var isSharing = false
  @State var isShowingMap = false
  @State var log: [String] = []

  var body: some View {
    NavigationView {
      Form {
        TextField("Nombre", text: $name, onCommit: { log.append("saved \(name)") })
          .autocapitalization(.words)
          .disableAutocorrection(true)
        Slider(
          value: $difficulty, in: 1...5, step: 1, onEditingChanged: { _ in },
          minimumValueLabel: Text("fácil"), maximumValueLabel: Text("dura")
        ) {
          Text("Dificultad")
        }
        NavigationLink(destination: LegacyMap(), isActive: $isShowingMap) {
          Text("Mapa")
        }
        Button("Compartir") { isSharing = true }
        Button("Borrar") { isConfirmingDelete = true }
          .foregroundColor(.red)
        ForEach(log, id: \.self) { Text($0) }
      }
      .navigationBarTitle("Editar ruta", displayMode: .inline)
      .alert(isPresented: $isConfirmingDelete) {
        Alert(
          title: Text("¿Borrar \(name)?"), message: Text("No se puede deshacer."),
          primaryButton: .destructive(Text("Borrar")) { log.append("deleted") },
          secondaryButton: .cancel(Text("Cancelar")))
      }
      .actionSheet(isPresented: $isSharing) {
        ActionSheet(
          title: Text("Compartir"),
          buttons: [.default(Text("Copiar enlace")) { log.append("copied") }, .cancel()])
      }
    }
  }
}

struct LegacyMap: View {
  @Environment(\.presentationMode) var presentationMode

  var body: some View {
    VStack {
      Text("Mapa de la ruta")
      Button("Cerrar") { presentationMode.wrappedValue.dismiss() }
    }
    .navigationBarTitle(Text("Mapa"))
    .navigationBarHidden(false)
  }
}

struct LegacyRouteEditor_Previews: PreviewProvider {
  static var previews: some View {
    LegacyRouteEditor()
  }
}
