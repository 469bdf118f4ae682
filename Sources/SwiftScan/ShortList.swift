/// A list being collected for a declaration's array field (inherited names), which mostly ends with none, one or two elements: those are kept in locals and the
/// array is made once, as a literal. Appending to an empty array took the generic growth path
/// (about 250 instructions) for each of them; with more than two the elements move to an array.
struct ShortList<Element> {
  private var first: Element?
  private var second: Element?
  private var more: [Element] = []
  private(set) var count = 0

  @inline(__always) mutating func append(_ element: Element) {
    switch count {
    case 0: first = element
    case 1: second = element
    case 2: more = [first!, second!, element]
    default: more.append(element)
    }
    count &+= 1
  }

  /// The elements in the order appended.
  var array: [Element] {
    switch count {
    case 0: return []
    case 1: return [first!]
    case 2: return [first!, second!]
    default: return more
    }
  }
}
