/// The token indices of a declaration's attributes or modifiers, or of a closure's parameters: a
/// collection of `Int` indexed from 0, read as the `[Int]` these fields were.
///
/// Why not `[Int]`: nearly every such list holds none, one or two indices, and an array is a heap
/// block for each that is not empty (made per declaration, freed per declaration, a retain and
/// release per copy of the declaration, and a release of the empty array's storage even when
/// empty). Up to three indices are held inline here; only a longer list has an array.
public struct TokenIndexList: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral,
  CustomStringConvertible, CustomDebugStringConvertible {
  @usableFromInline var e0: Int32 = 0
  @usableFromInline var e1: Int32 = 0
  @usableFromInline var e2: Int32 = 0
  /// The number of inline elements (when `more` is nil).
  @usableFromInline var inlineCount: Int32 = 0
  /// All the elements, when there are more than three.
  @usableFromInline var more: [Int]? = nil

  public init() {}

  /// The elements of `array`, in order.
  public init(_ array: [Int]) {
    if array.count > 3 { more = array; return }
    for element in array { append(element) }
  }

  public init(arrayLiteral elements: Int...) { self.init(elements) }

  /// One element. (Token indices fit in `Int32`: tokens have `Int32` offsets, each at least a byte.)
  @inline(__always) init(_ a: Int) {
    e0 = Int32(truncatingIfNeeded: a)
    inlineCount = 1
  }

  /// Two elements, in this order.
  @inline(__always) init(_ a: Int, _ b: Int) {
    e0 = Int32(truncatingIfNeeded: a)
    e1 = Int32(truncatingIfNeeded: b)
    inlineCount = 2
  }

  /// Appends an element (inline while there are at most three).
  @inline(__always) mutating func append(_ element: Int) {
    switch inlineCount {
    case 0: e0 = Int32(truncatingIfNeeded: element); inlineCount = 1
    case 1: e1 = Int32(truncatingIfNeeded: element); inlineCount = 2
    case 2: e2 = Int32(truncatingIfNeeded: element); inlineCount = 3
    case 3:
      more = [Int(e0), Int(e1), Int(e2), element]
      inlineCount = 4
    default: more!.append(element)
    }
  }

  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { more?.count ?? Int(inlineCount) }

  @inlinable public subscript(position: Int) -> Int {
    if let more { return more[position] }
    precondition(position >= 0 && position < Int(inlineCount), "Index out of range")
    switch position {
    case 0: return Int(e0)
    case 1: return Int(e1)
    default: return Int(e2)
    }
  }

  public static func == (lhs: TokenIndexList, rhs: TokenIndexList) -> Bool { lhs.elementsEqual(rhs) }

  /// Both lists' elements, as `+` of two arrays gave them.
  public static func + (lhs: TokenIndexList, rhs: TokenIndexList) -> [Int] { Array(lhs) + Array(rhs) }

  public var description: String { Array(self).description }
  public var debugDescription: String { Array(self).debugDescription }
}
