import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

@MainActor
@Suite struct TextRendererTests {
  @Test func rendersTheSeedLoginDesignLoggedOut() {
    let design = ReusableDesignView(
      showLoginForm: true, enteredUserName: .constant("Mike"), loggedInUser: nil,
      loginAction: {})
    #expect(
      TextRenderer().render(design) == """
        ┌──────────────────────────────────────┐
        │ Username: [Mike                    ] │
        │              [ Login ]               │
        └──────────────────────────────────────┘

        """)
  }

  @Test func rendersTheSeedLoginDesignLoggedIn() {
    let design = ReusableDesignView(
      showLoginForm: false, enteredUserName: .constant(""), loggedInUser: "Mike Mousey",
      loginAction: {})
    #expect(
      TextRenderer().render(design) == """
        ┌──────────────────────────────────────┐
        │        Greetings, Mike Mousey        │
        └──────────────────────────────────────┘

        """)
  }

  @Test func rendersListsTogglesSpacersTitlesAndSecondaryText() {
    let routes: [SeedRouteListDesign.Route] = [
      .init(id: "Bosque del Roble", distance: 6.4),
      .init(id: "Cresta del Águila", distance: 14.2),
    ]
    let design = SeedRouteListDesign(routes: routes, shortRoutesOnly: .constant(false))
    #expect(
      TextRenderer().render(design) == """
        ┌──────────────────────────────────────┐
        │ Rutas                                │
        │ ──────────────────────────────────── │
        │ Menos de 10 km                 [off] │
        │ ──────────────────────────────────── │
        │ Bosque del Roble              6.4 km │
        │ ──────────────────────────────────── │
        │ Cresta del Águila            14.2 km │
        └──────────────────────────────────────┘

        """)
  }

  @Test func linesRepeatedTwoApartAreFramedEachAsItIs() {
    let design = VStack(alignment: .leading, spacing: 0) {
      Text("Roble")
      Divider()
      Text("Tajo")
      Divider()
      VStack(alignment: .leading, spacing: 16) {
        Text("Ebro")
        Text("Sil")
        Text("Miño")
      }
      Divider()
      Text("Duero")
      Divider()
    }
    // Rules and blank lines of 16 columns are long enough to be kept out of line, so both
    // repeat with their storage shared.
    #expect(
      TextRenderer(width: 20).render(design) == """
        ┌──────────────────┐
        │ Roble            │
        │ ──────────────── │
        │ Tajo             │
        │ ──────────────── │
        │ Ebro             │
        │                  │
        │ Sil              │
        │                  │
        │ Miño             │
        │ ──────────────── │
        │ Duero            │
        │ ──────────────── │
        └──────────────────┘

        """)
  }

  @Test func longTextWrapsAtSpacesInsideTheFrame() {
    let design = Text("A long sentence that must wrap across several lines")
    #expect(
      TextRenderer(width: 20).render(design) == """
        ┌──────────────────┐
        │ A long sentence  │
        │ that must wrap   │
        │ across several   │
        │ lines            │
        └──────────────────┘

        """)
  }

  @Test func rowThatDoesNotFitTruncatesTheWidestChildWithAnEllipsis() {
    let design = HStack {
      Text("Cresta del Águila with a name far too long").lineLimit(1)
      Spacer()
      Text("14.2 km")
    }
    #expect(
      TextRenderer(width: 30).render(design) == """
        ┌────────────────────────────┐
        │ Cresta del Águila… 14.2 km │
        └────────────────────────────┘

        """)
  }

  @Test func textThatDoesNotFitARowWrapsBesideItsNeighbourCentredVertically() {
    let design = HStack {
      Text("Cresta del Águila with a name far too long")
      Spacer()
      Text("14.2 km")
    }
    #expect(
      TextRenderer(width: 30).render(design) == """
        ┌────────────────────────────┐
        │ Cresta del Águila          │
        │ with a name far    14.2 km │
        │ too long                   │
        └────────────────────────────┘

        """)
  }

  @Test func secureFieldNeverShowsItsContents() {
    let design = SecureField("Password", text: .constant("hunter2"))
    let rendering = TextRenderer().render(design)
    #expect(!rendering.contains("hunter2"))
    #expect(rendering.contains("Password: [••••••••"))
  }

  @Test func emptySecureFieldShowsNoMask() {
    let rendering = TextRenderer().render(SecureField("Password", text: .constant("")))
    #expect(!rendering.contains("•"))
  }

  @Test func disabledButtonsAndProgressAreMarked() {
    let design = VStack(alignment: .leading) {
      Button("Login") {}.disabled(true)
      ProgressView("Logging in…")
      ProgressView()
    }
    #expect(
      TextRenderer(width: 30).render(design) == """
        ┌────────────────────────────┐
        │    [ Login ] (disabled)    │
        │    ⋯ Logging in…           │
        │    ⋯ Loading…              │
        └────────────────────────────┘

        """)
  }

  @Test func everyLineHasTheSameDisplayWidthWithAccentsAndEmoji() {
    let design = VStack {
      Text("Águila ñandú café")
      Text("Ruta 🥾🥾 con botas")
      HStack {
        Text("日本語のルート").lineLimit(1)
        Spacer()
        Text("8.1 km")
      }
    }
    let lines = TextRenderer(width: 24).render(design).split(separator: "\n")
    #expect(lines.count == 5)
    #expect(lines[2] == "│ Ruta 🥾🥾 con botas  │")
    #expect(lines[3] == "│ 日本語のルー… 8.1 km │")
  }

  @Test func widthsBelowTheMinimumAreClamped() {
    #expect(TextRenderer(width: 0).width == TextRenderer.minimumWidth)
    #expect(TextRenderer(width: -5).width == TextRenderer.minimumWidth)
    let lines = TextRenderer(width: -5).render(Text("Hello there")).split(separator: "\n")
    #expect(lines.allSatisfy { $0.count == TextRenderer.minimumWidth })
  }

  @Test(arguments: [1_001, 50_000, 999_999, Int.max])
  func widthsAboveTheMaximumAreClamped(width: Int) {
    #expect(TextRenderer(width: width).width == 1_000)
    let lines = TextRenderer(width: width).render(Text("Hello there")).split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { $0.count == 1_000 })
  }

  @Test func controlCharactersAndBidiOverridesAreShownEscaped() {
    let hostile = "a\u{1B}[31mb\tc\u{202E}d\u{85}e\u{7F}f\u{2066}g\u{0}"
    let design = VStack {
      Text(hostile)
      Button(hostile) {}
      TextField(hostile, text: .constant(hostile))
      Toggle(hostile, isOn: .constant(true))
      HStack {
        Text(hostile)
        Spacer()
      }
    }
    let rendering = TextRenderer(width: 100).render(design.navigationTitle(hostile))
    let escaped = #"a\u{1B}[31mb\u{9}c\u{202E}d\u{85}e\u{7F}f\u{2066}g\u{0}"#
    #expect(rendering.components(separatedBy: escaped).count == 8)
    let raw = rendering.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n") || (0x7f...0x9f).contains($0.value)
        || (0x202a...0x202e).contains($0.value) || (0x2066...0x2069).contains($0.value)
    }
    #expect(raw.isEmpty)
    let widths = Set(rendering.split(separator: "\n").map(\.count))
    #expect(widths == [100])
  }

  @Test func lineBreaksInTextStillWrap() {
    #expect(
      TextRenderer(width: 12).render(Text("a\nb")) == """
        ┌──────────┐
        │ a        │
        │ b        │
        └──────────┘

        """)
  }

  @Test func emptyDesignRendersAnEmptyFrame() {
    #expect(
      TextRenderer(width: 12).render(EmptyView()) == """
        ┌──────────┐
        └──────────┘

        """)
  }

  /// Lines drawn again keep both edges wherever they fall.
  ///
  /// Rules are one string drawn again and again, framed with their edges joined once:
  /// each must still get both edges, first, between texts, one after another and last.
  /// A short text equal to the one two lines up is drawn again the same way, and one
  /// that differs from it only in its first bytes is not taken for it.
  @Test(arguments: [
    ["a", "b", "a", "c", "a", "d"],
    ["a", "-", "b", "-", "c", "-"],
    ["-", "-", "-", "-", "-", "-"],
    ["a", "-", "-", "b", "-", "-", "-", "c"],
    ["-", "a", "-"],
  ])
  func rulesDrawnAgainKeepBothEdgesWhereverTheyFall(_ pieces: [String]) {
    let design = VStack(spacing: 0) {
      ForEach(pieces.indices, id: \.self) { index in
        if pieces[index] == "-" { Divider() } else { Text(pieces[index]) }
      }
    }
    let inside = pieces.map { $0 == "-" ? "────────" : "   \($0)    " }
    #expect(
      TextRenderer(width: 12).render(design)
        == "┌──────────┐\n" + inside.map { "│ \($0) │\n" }.joined() + "└──────────┘\n")
  }

  @Test func switchAndOptionalBranchesRenderTheTakenBranch() {
    enum Phase { case idle, busy, done(String) }
    struct PhaseDesign: View {
      let phase: Phase
      var body: some View {
        switch phase {
        case .idle: Text("Idle")
        case .busy: ProgressView()
        case .done(let name): Text("Done: \(name)")
        }
      }
    }
    #expect(DesignInspector(PhaseDesign(phase: .idle)).texts == ["Idle"])
    #expect(DesignInspector(PhaseDesign(phase: .done("Mike"))).texts == ["Done: Mike"])
    #expect(DesignInspector(PhaseDesign(phase: .busy)).texts.isEmpty)
  }
}
