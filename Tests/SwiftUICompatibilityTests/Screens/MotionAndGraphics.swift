// Five cards, one per family of issue 28, written as an app writes them for SwiftUI:
// animation and transactions, transitions, visual effects, shapes and paths, gestures.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

/// A favourite button that springs, a counter that rolls its digits, and a pulse.
struct FavouriteCounter: View {
  @State private var isFavourite = false
  @State private var count = 3
  @State private var finished = 0

  var body: some View {
    VStack(spacing: 16) {
      Button {
        withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) {
          isFavourite.toggle()
        } completion: {
          finished += 1
        }
      } label: {
        Label(isFavourite ? "Saved" : "Save", systemImage: isFavourite ? "heart.fill" : "heart")
      }
      .scaleEffect(isFavourite ? 1.2 : 1)
      .symbolEffect(.bounce, value: isFavourite)
      .sensoryFeedback(.success, trigger: isFavourite)
      Text("\(count) likes")
        .contentTransition(.numericText())
        .animation(.snappy, value: count)
      Stepper("Likes", value: $count.animation(.easeInOut(duration: 0.2)))
      Text("Finished \(finished)")
      Image(systemName: "bell")
        .phaseAnimator([false, true]) { content, pulse in
          content.opacity(pulse ? 1 : 0.4)
        }
    }
    .padding()
  }
}

/// A shopping list whose rows slide in and fade out.
struct ShoppingList: View {
  @State private var items = ["Milk", "Bread", "Olives"]
  @State private var showsTip = true

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      if showsTip {
        Text("Swipe to remove")
          .font(.footnote)
          .transition(.asymmetric(insertion: .move(edge: .top), removal: .opacity))
      }
      ForEach(items, id: \.self) { item in
        Text(item)
          .transition(.slide.combined(with: .opacity))
      }
      Button("Remove first") {
        withAnimation(.easeOut) { _ = items.removeFirst() }
      }
      .disabled(items.isEmpty)
      Button(showsTip ? "Hide tip" : "Show tip") {
        withAnimation { showsTip.toggle() }
      }
    }
    .padding()
  }
}

/// Badges with visual effects.
struct EffectBadges: View {
  var body: some View {
    HStack(spacing: 20) {
      Text("NEW")
        .font(.caption.bold())
        .padding(6)
        .background(Color.red, in: Capsule())
        .foregroundStyle(.white)
        .rotationEffect(.degrees(-12))
      Image(systemName: "star.fill")
        .foregroundStyle(Color(hue: 0.12, saturation: 0.9, brightness: 1))
        .scaleEffect(1.5)
        .shadow(color: .orange.opacity(0.5), radius: 4, x: 0, y: 2)
      Text("Blur")
        .blur(radius: 1.5)
        .opacity(0.7)
      Text("Gone")
        .hidden()
      Text("Mono")
        .grayscale(1)
        .offset(x: 4, y: -4)
    }
    .padding()
  }
}

/// A triangle of its own, a progress ring and a sparkline.
///
/// Its corners come from a helper method, as a shape's helpers do: `Shape` is a
/// `nonisolated` protocol, so `path(in:)` calls them without an actor hop.
struct Triangle: Shape {
  func corners(in rect: CGRect) -> [CGPoint] {
    [
      CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
      CGPoint(x: rect.minX, y: rect.maxY),
    ]
  }

  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.addLines(corners(in: rect))
    path.closeSubpath()
    return path
  }
}

struct ShapesAndPaths: View {
  let progress: Double

  var body: some View {
    HStack(spacing: 24) {
      Triangle()
        .fill(.orange)
        .frame(width: 48, height: 48)
      ZStack {
        Circle()
          .stroke(Color.gray.opacity(0.3), lineWidth: 6)
        Circle()
          .trim(from: 0, to: progress)
          .stroke(.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round))
          .rotationEffect(.degrees(-90))
        Text("\(Int(progress * 100))%")
          .font(.caption)
      }
      .frame(width: 56, height: 56)
      Canvas { context, size in
        var line = Path()
        let values: [CGFloat] = [0.2, 0.6, 0.4, 0.9, 0.7]
        for (index, value) in values.enumerated() {
          let point = CGPoint(
            x: size.width * CGFloat(index) / CGFloat(values.count - 1),
            y: size.height * (1 - value))
          if index == 0 { line.move(to: point) } else { line.addLine(to: point) }
        }
        context.stroke(line, with: .color(.green), lineWidth: 2)
      }
      .frame(width: 80, height: 40)
    }
    .padding()
  }
}

/// A card you drag, press and pinch.
struct DraggableCard: View {
  @State private var offset = CGSize.zero
  @State private var scale: CGFloat = 1
  @State private var isPinned = false
  @GestureState private var isDragging = false

  var body: some View {
    VStack(spacing: 12) {
      Text(isPinned ? "Pinned card" : "Card")
        .padding()
        .background(
          RoundedRectangle(cornerRadius: 12)
            .fill(isDragging ? Color.blue.opacity(0.2) : Color.gray.opacity(0.15))
        )
        .scaleEffect(scale)
        .offset(offset)
        .gesture(
          DragGesture()
            .updating($isDragging) { _, state, _ in state = true }
            .onEnded { value in offset = value.translation }
        )
        .simultaneousGesture(MagnifyGesture().onEnded { value in scale = value.magnification })
        .onLongPressGesture { isPinned.toggle() }
      Text("Moved \(Int(offset.width)), \(Int(offset.height))")
    }
    .padding()
  }
}

struct MotionAndGraphics_Previews: PreviewProvider {
  static var previews: some View {
    FavouriteCounter()
      .previewDisplayName("Animation")
    ShoppingList()
      .previewDisplayName("Transitions")
    EffectBadges()
      .previewDisplayName("Visual effects")
    ShapesAndPaths(progress: 0.7)
      .previewDisplayName("Shapes and paths")
    DraggableCard()
      .previewDisplayName("Gestures")
  }
}
