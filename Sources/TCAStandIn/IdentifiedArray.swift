/// An array whose elements are unique by id, as swift-identified-collections'
/// `IdentifiedArray` (minimal).
///
/// Contract: keeps insertion order; `subscript(id:)` reads, replaces, or (assigning nil)
/// removes; appending an element whose id exists does nothing; equality compares the elements
/// in order.
public struct IdentifiedArray<ID: Hashable, Element> {
  private var elements: [Element]
  private let id: (Element) -> ID

  /// Builds from elements with unique ids (later duplicates are dropped).
  public init<S: Sequence>(uniqueElements: S, id: @escaping (Element) -> ID) where S.Element == Element {
    self.elements = []
    self.id = id
    var seen: Set<ID> = []
    for element in uniqueElements where seen.insert(id(element)).inserted {
      elements.append(element)
    }
  }

  /// The ids, in order.
  public var ids: [ID] { elements.map(id) }

  /// The elements as a plain array.
  public var elementsArray: [Element] { elements }

  public subscript(id id: ID) -> Element? {
    get { elements.first { self.id($0) == id } }
    set {
      let index = elements.firstIndex { self.id($0) == id }
      switch (index, newValue) {
      case let (index?, value?): elements[index] = value
      case let (index?, nil): elements.remove(at: index)
      case let (nil, value?): elements.append(value)
      case (nil, nil): break
      }
    }
  }

  /// Appends when the id is new; returns whether it was.
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    if let index = elements.firstIndex(where: { id($0) == id(element) }) { return (false, index) }
    elements.append(element)
    return (true, elements.count - 1)
  }

  /// Removes and returns the element with `id`.
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    guard let index = elements.firstIndex(where: { self.id($0) == id }) else { return nil }
    return elements.remove(at: index)
  }

  /// Removes every element matching `shouldBeRemoved`.
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    try elements.removeAll(where: shouldBeRemoved)
  }

  /// Removes the element at `index`.
  @discardableResult
  public mutating func remove(at index: Int) -> Element { elements.remove(at: index) }
}

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  public init<S: Sequence>(uniqueElements: S) where S.Element == Element {
    self.init(uniqueElements: uniqueElements, id: \.id)
  }

  public init() {
    self.init(uniqueElements: [])
  }
}

extension IdentifiedArray: RandomAccessCollection, MutableCollection {
  public var startIndex: Int { elements.startIndex }
  public var endIndex: Int { elements.endIndex }

  public subscript(position: Int) -> Element {
    get { elements[position] }
    set { elements[position] = newValue }
  }
}

extension IdentifiedArray: ExpressibleByArrayLiteral where Element: Identifiable, ID == Element.ID {
  public init(arrayLiteral elements: Element...) {
    self.init(uniqueElements: elements)
  }
}

extension IdentifiedArray: Equatable where Element: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elements == rhs.elements }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

extension IdentifiedArray: CustomStringConvertible {
  public var description: String { elements.description }
}

/// `IdentifiedArrayOf<Element>`, as in TCA.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>
