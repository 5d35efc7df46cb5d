import Foundation
import PureMVVMCore
import PureMVVMRendering
import Testing

/// Custom layouts drawn in text: subviews where the layout's points say, layout values,
/// ViewThatFits, and layouts that place absurdly.
@MainActor
@Suite struct CustomLayoutTests {
  private func lines(_ design: some View, width: Int = 24) -> [String] {
    TextRenderer(width: width).render(design).split(separator: "\n").dropFirst().dropLast()
      .map { String($0.dropFirst(2).dropLast(2)) }
  }

  /// Places each subview at the point given, and reports a size given.
  private struct FixedPlaces: Layout {
    let points: [CGPoint]
    var size = CGSize(width: 80, height: 32)

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      size
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      for (subview, point) in zip(subviews, points) {
        subview.place(at: point, proposal: .unspecified)
      }
    }
  }

  private enum Rank: LayoutValueKey {
    static let defaultValue = 0
  }

  fileprivate enum Order: ContainerValueKey {
    static let defaultValue = 0
  }

  /// Stacks its subviews top to bottom by the order their container values give.
  private struct OrderedColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      CGSize(width: 80, height: CGFloat(subviews.count * 16))
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      let ordered = subviews.sorted { $0.containerValues.order < $1.containerValues.order }
      for (row, subview) in ordered.enumerated() {
        subview.place(at: CGPoint(x: 0, y: CGFloat(row * 16)), proposal: .unspecified)
      }
    }
  }

  /// Stacks its subviews top to bottom by their rank, lowest first.
  private struct RankedColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      CGSize(width: 80, height: CGFloat(subviews.count * 16))
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      let ranked = subviews.sorted { $0[Rank.self] < $1[Rank.self] }
      for (row, subview) in ranked.enumerated() {
        subview.place(at: CGPoint(x: 0, y: CGFloat(row * 16)), proposal: .unspecified)
      }
    }
  }

  @Test func subviewsArePaintedOnTheNearestColumnAndLine() {
    let layout = FixedPlaces(points: [CGPoint(x: 0, y: 0), CGPoint(x: 44, y: 17)]) {
      Text("ab")
      Text("cd")
    }
    // 44 points are column 5.5, drawn at 6; 17 points line 1.
    #expect(lines(layout, width: 14) == ["ab        ", "      cd  "])
  }

  @Test func anUnplacedSubviewSitsAtTheCentre() {
    let layout = FixedPlaces(points: [], size: CGSize(width: 80, height: 48)) { Text("ab") }
    #expect(lines(layout, width: 14) == ["          ", "    ab    ", "          "])
  }

  @Test func layoutValuesReachTheLayout() {
    let column = RankedColumn {
      Text("tercero").layoutValue(key: Rank.self, value: 3)
      Text("primero").layoutValue(key: Rank.self, value: 1)
      Text("cero")
    }
    #expect(lines(column, width: 14) == ["cero      ", "primero   ", "tercero   "])
  }

  @Test func containerValuesReachTheLayout() {
    let column = OrderedColumn {
      Text("tercero").containerValue(\.order, 3)
      Text("primero").containerValue(\.order, 1)
      Text("cero")
    }
    #expect(lines(column, width: 14) == ["cero      ", "primero   ", "tercero   "])
  }

  @Test func absurdPlacesAndSizesNeitherCrashNorHang() {
    let absurd = FixedPlaces(
      points: [
        CGPoint(x: CGFloat.infinity, y: 0), CGPoint(x: CGFloat.nan, y: CGFloat.nan),
        CGPoint(x: -1e12, y: 1e12),
      ],
      size: CGSize(width: 1e12, height: 1e12)
    ) {
      Text("inf")
      Text("nan")
      Text("far")
    }
    let drawn = lines(absurd, width: 14)
    #expect(drawn.count == 1_000)
    #expect(drawn[0] == "nan       ")
    let nothing = FixedPlaces(points: [], size: CGSize(width: -5, height: CGFloat.nan)) {
      Text("x")
    }
    #expect(lines(nothing, width: 14).count <= 1)
  }

  @Test func viewThatFitsDrawsTheFirstChildThatFitsOrTheLast() {
    let choice = ViewThatFits {
      Text("a long title that never fits")
      Text("medium title")
      Text("short")
    }
    #expect(lines(choice, width: 40) == ["    a long title that never fits    "])
    #expect(lines(choice, width: 18) == ["medium title  "])
    #expect(lines(choice, width: 12) == ["short   "])
    #expect(
      lines(
        ViewThatFits(in: .vertical) {
          Text("ab"); Text("c")
        }, width: 12) == ["   ab   "])
  }

  @Test func proposalsComputeAsInSwiftUI() {
    #expect(
      ProposedViewSize(width: nil, height: 30).replacingUnspecifiedDimensions()
        == CGSize(width: 10, height: 30))
    #expect(ProposedViewSize(CGSize(width: 4, height: 5)) == ProposedViewSize(width: 4, height: 5))
    #expect(ProposedViewSize.unspecified.width == nil)
    #expect(HStackLayout.layoutProperties.stackOrientation == .horizontal)
  }

  @Test func spacingsComputeAsInSwiftUI() {
    #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
    #expect(ViewSpacing.zero.distance(to: .zero, along: .vertical) == 0)
    #expect(
      ViewSpacing.zero.union(ViewSpacing(), edges: .top).distance(to: .zero, along: .vertical) == 0)
    #expect(
      ViewSpacing.zero.distance(
        to: ViewSpacing.zero.union(ViewSpacing(), edges: .top), along: .vertical) == 8)
  }

  @Test func anyLayoutOfABuiltInDrawsAsItsStack() {
    let wrapped = AnyLayout(HStackLayout()) {
      Text("a")
      Spacer()
      Text("b")
    }
    #expect(lines(wrapped) == ["a                  b"])
  }

  @Test func builtInLayoutsDrawAsTheirStacks() {
    #expect(
      lines(
        HStackLayout(spacing: 16) {
          Text("a"); Text("b")
        })
        == lines(
          HStack(spacing: 16) {
            Text("a"); Text("b")
          }))
    #expect(
      lines(
        VStackLayout(alignment: .leading) {
          Text("a"); Text("bcd")
        })
        == lines(
          VStack(alignment: .leading) {
            Text("a"); Text("bcd")
          }))
  }

  @Test func aBuiltInOverlayLayoutDrawsAsItsStack() {
    #expect(
      lines(
        ZStackLayout(alignment: .topLeading) {
          Text("abc"); Text("d")
        })
        == lines(
          ZStack(alignment: .topLeading) {
            Text("abc"); Text("d")
          }))
    #expect(
      lines(
        AnyLayout(VStackLayout()) {
          Text("a"); Text("b")
        }) == ["         a          ", "         b          "])
  }
}

extension ContainerValues {
  fileprivate var order: Int {
    get { self[CustomLayoutTests.Order.self] }
    set { self[CustomLayoutTests.Order.self] = newValue }
  }
}
