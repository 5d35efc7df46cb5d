import Foundation
import PureMVVMCore
import Testing

/// Optional `Double` lengths, which compiled before lengths became `CGFloat`, still
/// compile and reach the elements unchanged.
@MainActor
@Suite struct DoubleLengthsTests {
  private let length: Double? = 24
  private let none: Double? = nil

  @Test func optionalDoublePaddingAndFramesReachTheElement() throws {
    let padded = try #require(Text("a").padding(.horizontal, length).resolve().first)
    #expect(padded.attributes.padding == EdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 24))
    let fixed = try #require(Text("a").frame(width: length).resolve().first)
    #expect(fixed.attributes.frame == Frame(width: 24))
    let tall = try #require(Text("a").frame(height: length).resolve().first)
    #expect(tall.attributes.frame == Frame(height: 24))
    let flexible = try #require(
      Text("a").frame(minWidth: none, maxWidth: length, alignment: .leading).resolve().first)
    #expect(flexible.attributes.frame == Frame(maxWidth: 24, alignment: .leading))
  }

  @Test func optionalDoubleSpacingsReachTheStacks() throws {
    let row = try #require(HStack(spacing: length) { Text("a") }.resolve().first)
    #expect(row.attributes.spacing == 24)
    let column = try #require(VStack(spacing: length) { Text("a") }.resolve().first)
    #expect(column.attributes.spacing == 24)
  }

  @Test func optionalDoubleSpacingsReachTheLazyStacksAndSpacers() throws {
    let lazyRow = try #require(LazyHStack(spacing: length) { Text("a") }.resolve().first)
    #expect(lazyRow.attributes.spacing == 24)
    let lazyColumn = try #require(LazyVStack(spacing: length) { Text("a") }.resolve().first)
    #expect(lazyColumn.attributes.spacing == 24)
    let spacer = try #require(Spacer(minLength: length).resolve().first)
    #expect(spacer.attributes.minLength == 24)
    #expect(GridItem(.flexible(), spacing: length).spacing == 24)
  }

  @Test func literalsAndInfinityPickTheCGFloatForms() throws {
    let framed = try #require(
      Text("a").frame(maxWidth: .infinity, alignment: .leading).resolve().first)
    #expect(framed.attributes.frame?.maxWidth == CGFloat.infinity)
    let padded = try #require(Text("a").padding(8.5).resolve().first)
    #expect(padded.attributes.padding?.top == 8.5)
  }
}
