import Testing
@testable import SwiftScan

/// Storage helpers of the scanner: `uninitializedArray` must give an array of the count asked
/// whose elements the caller writes, and the outline's `#if` stack (one array of open blocks)
/// the same branches as before for nested and sibling blocks.
@Suite("outline storage: uninitialized arrays, conditional branches")
struct OutlineStorageTests {
  @Test func uninitializedArrayHasTheCountAndTakesWrites() {
    for count in [1, 2, 15, 16, 1000] {
      var array: [Int32] = uninitializedArray(count: count)
      #expect(array.count == count)
      array.withUnsafeMutableBufferPointer { buffer in
        for k in buffer.indices { buffer[k] = Int32(k) }
      }
      #expect(array == (0..<count).map { Int32($0) })
      array.append(-1)
      #expect(array.last == -1 && array.count == count + 1)
    }
  }

  @Test func branchesOfNestedAndSiblingConditionals() {
    let file = ScannedFile("a\n#if A\nb\n#if B\nc\n#else\nd\n#endif\ne\n#elseif C\nf\n#endif\ng\n#if D\nh\n#endif\ni")
    #expect(file.errors.isEmpty)
    func branch(_ word: String) -> Int32 {
      let t = file.tokens.indices.first { file.text($0) == word }!
      return file.outline.branchOf[t]
    }
    #expect(branch("a") == 0 && branch("g") == 0 && branch("i") == 0)
    #expect(branch("b") == 1 && branch("e") == 1)
    #expect(branch("c") == 2 && branch("d") == 3)
    #expect(branch("f") == 4 && branch("h") == 5)
    // After an error the rest is at file level, in no branch.
    let broken = ScannedFile("#if A\n{ ) x }\n#endif")
    #expect(!broken.errors.isEmpty)
    #expect(broken.outline.branchOf.last == 0 && broken.outline.braceOf.last == -1)
  }
}
