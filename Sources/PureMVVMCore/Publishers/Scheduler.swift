#if !canImport(Darwin)
  import Foundation

  /// Where and when a publisher's work runs, like Combine's `Scheduler`: what `debounce`
  /// takes as `RunLoop.main` or `DispatchQueue.main`.
  ///
  /// Here values already arrive on the main queue, so a scheduler only says how its
  /// intervals are written (`.milliseconds(300)`, `.seconds(0.5)`, `0.5`).
  public protocol Scheduler {
    /// The scheduler's time, whose `Stride` is an interval.
    associatedtype SchedulerTimeType: _SchedulerTime
    /// Options for scheduling: none here.
    associatedtype SchedulerOptions
  }

  /// A scheduler's time: what its intervals are.
  public protocol _SchedulerTime {
    /// An interval of the scheduler's time.
    associatedtype Stride: SchedulerTimeIntervalConvertible
  }

  /// An interval written in seconds or parts of one, like Combine's
  /// `SchedulerTimeIntervalConvertible`.
  public protocol SchedulerTimeIntervalConvertible {
    /// An interval of whole seconds.
    static func seconds(_ s: Int) -> Self
    /// An interval of seconds.
    static func seconds(_ s: Double) -> Self
    /// An interval of milliseconds.
    static func milliseconds(_ ms: Int) -> Self
    /// An interval of microseconds.
    static func microseconds(_ us: Int) -> Self
    /// An interval of nanoseconds.
    static func nanoseconds(_ ns: Int) -> Self
    /// The interval in seconds.
    var _seconds: TimeInterval { get }
  }

  /// An interval in seconds, the `Stride` of the schedulers here.
  public struct SchedulerInterval: SchedulerTimeIntervalConvertible, Comparable, Hashable,
    Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
  {
    /// The interval in seconds; NaN and below zero are zero.
    public let timeInterval: TimeInterval

    /// An interval of `timeInterval` seconds.
    ///
    /// - Parameter timeInterval: Seconds.
    public init(_ timeInterval: TimeInterval) {
      self.timeInterval = timeInterval > 0 ? timeInterval : 0
    }

    /// An interval of `value` seconds, written as a literal.
    ///
    /// - Parameter value: Seconds.
    public init(floatLiteral value: Double) {
      self.init(value)
    }

    /// An interval of `value` seconds, written as a literal.
    ///
    /// - Parameter value: Seconds.
    public init(integerLiteral value: Int) {
      self.init(Double(value))
    }

    /// An interval of whole seconds.
    ///
    /// - Parameter s: Seconds.
    /// - Returns: The interval.
    public static func seconds(_ s: Int) -> SchedulerInterval { SchedulerInterval(Double(s)) }
    /// An interval of seconds.
    ///
    /// - Parameter s: Seconds.
    /// - Returns: The interval.
    public static func seconds(_ s: Double) -> SchedulerInterval { SchedulerInterval(s) }
    /// An interval of milliseconds.
    ///
    /// - Parameter ms: Milliseconds.
    /// - Returns: The interval.
    public static func milliseconds(_ ms: Int) -> SchedulerInterval {
      SchedulerInterval(Double(ms) / 1_000)
    }
    /// An interval of microseconds.
    ///
    /// - Parameter us: Microseconds.
    /// - Returns: The interval.
    public static func microseconds(_ us: Int) -> SchedulerInterval {
      SchedulerInterval(Double(us) / 1_000_000)
    }
    /// An interval of nanoseconds.
    ///
    /// - Parameter ns: Nanoseconds.
    /// - Returns: The interval.
    public static func nanoseconds(_ ns: Int) -> SchedulerInterval {
      SchedulerInterval(Double(ns) / 1_000_000_000)
    }

    /// The interval in seconds.
    public var _seconds: TimeInterval { timeInterval }

    /// Whether one interval is shorter than another.
    public static func < (lhs: SchedulerInterval, rhs: SchedulerInterval) -> Bool {
      lhs.timeInterval < rhs.timeInterval
    }
  }

  extension DispatchQueue: Scheduler {
    /// The queue's time, like Combine's `DispatchQueue.SchedulerTimeType`.
    public struct SchedulerTimeType: _SchedulerTime {
      /// An interval, written `.milliseconds(300)` or `0.5`.
      public typealias Stride = SchedulerInterval
    }

    /// Options for scheduling on a queue; accepted, as in Combine.
    public struct SchedulerOptions: Sendable {}
  }

  extension RunLoop: Scheduler {
    /// The run loop's time, like Combine's `RunLoop.SchedulerTimeType`.
    public struct SchedulerTimeType: _SchedulerTime {
      /// An interval, written `.milliseconds(300)` or `0.5`.
      public typealias Stride = SchedulerInterval
    }
  }
#endif
