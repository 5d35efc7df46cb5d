// Views built outside any view's body: a model's own view helpers, pieces kept in a plain
// enum, and free functions. SwiftUI declares view initialisers, modifiers and styles
// `nonisolated`, so this compiles in code that is not on the main actor.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

enum TrailGrade: String, CaseIterable {
  case easy, moderate, hard

  var tint: Color {
    switch self {
    case .easy: .green
    case .moderate: .orange
    case .hard: .red
    }
  }

  var title: Text {
    Text(rawValue.capitalized).bold() + Text(" grade")
  }

  var badge: some View {
    Label(rawValue.capitalized, systemImage: "figure.hiking")
      .font(.caption)
      .foregroundStyle(tint)
      .padding(.horizontal, 8)
      .background(Capsule().fill(tint.opacity(0.15)))
      .transition(OpacityTransition())
  }
}

struct GradedTrail: Hashable {
  let name: String
  let kilometres: Double
  let grade: TrailGrade

  func row() -> some View {
    HStack {
      VStack(alignment: .leading) {
        Text(name).font(.headline)
        Text("\(kilometres, specifier: "%.1f") km").foregroundStyle(.secondary)
      }
      Spacer()
      grade.badge
    }
  }

  func card(open: @escaping () -> Void, save: @escaping () -> Void) -> some View {
    VStack(alignment: .leading) {
      row().anchorPreference(key: GradeBadgeAnchor.self, value: .bounds) { $0 }
      Button("Save", action: save).buttonStyle(.bordered)
    }
    .gesture(AnyGesture(TapGesture(count: 2).onEnded { _ in open() }))
    .overlayPreferenceValue(GradeBadgeAnchor.self) { anchor in
      if anchor != nil {
        Text("★")
      }
    }
  }
}

struct GradeBadgeAnchor: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil

  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

enum TrailGradePieces {
  static func header(count: Int) -> some View {
    Text("\(count) trails").font(.title2)
  }

  static func erased(_ trail: GradedTrail) -> AnyView {
    AnyView(trail.row())
  }
}

func gradedTrailList(_ trails: [GradedTrail]) -> some View {
  List {
    Section {
      ForEach(trails, id: \.self) { trail in
        NavigationLink(value: trail) { trail.row() }
      }
    } header: {
      TrailGradePieces.header(count: trails.count)
    }
  }
  .navigationDestination(for: GradedTrail.self) { trail in
    trail.grade.title
  }
}

func deletableTrail(
  _ trail: GradedTrail, isConfirming: Binding<Bool>, delete: @escaping () -> Void
) -> some View {
  VStack {
    TrailGradePieces.erased(trail)
    Button("Delete", role: .destructive) { isConfirming.wrappedValue = true }
      .buttonStyle(.bordered)
  }
  .alert("Delete \(trail.name)?", isPresented: isConfirming) {
    Button("Delete", role: .destructive, action: delete)
  }
}

struct TrailGradesView: View {
  let trails: [GradedTrail]
  @State private var opened: [GradedTrail] = []

  var body: some View {
    NavigationStack(path: $opened) {
      gradedTrailList(trails).navigationTitle("Grades")
    }
  }
}
