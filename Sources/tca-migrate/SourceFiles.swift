import Foundation
import Migrate

/// Finds the Swift files a command works on.
///
/// Directories are walked recursively in sorted order; build products, dependency checkouts and
/// VCS folders are skipped, and so are symbolic links unless `followSymlinks`. A path given twice
/// (or reached twice) is processed once.
struct SourceFiles {
  static let skippedDirectories: Set<String> = [".build", "Pods", "Carthage", "DerivedData", ".git", ".swiftpm"]

  var followSymlinks = false

  struct Listing {
    var files: [String] = []
    /// Paths skipped with the reason (symlinks), reported as notes.
    var skipped: [(path: String, reason: String)] = []
  }

  func list(_ paths: [String]) throws -> Listing {
    var listing = Listing()
    // Resolved paths of the files listed, so none is listed twice: only a tree given through
    // several paths or with links followed can reach a file twice.
    var seen: Set<String>? = paths.count > 1 || followSymlinks ? [] : nil
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) || isSymlink(path) else {
        throw UsageError(message: "\(path): no such file or directory")
      }
      if isSymlink(path), !followSymlinks {
        listing.skipped.append((path, "symbolic link skipped; pass --follow-symlinks to follow it"))
        continue
      }
      if isDirectory.boolValue {
        walk(path, key: seen == nil ? "" : Self.key(path), cleans: pathsBelowNeedCleaning(path), into: &listing, seen: &seen)
      } else {
        add(path, key: nil, to: &listing, seen: &seen)
      }
    }
    // Output must not depend on the order paths were given in.
    listing.files.sort(by: Self.precedesBytewise)
    return listing
  }

  /// The resolved absolute path: the same file reached two ways has one key.
  private static func key(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// `directory/name`, made in one allocation (every file listed passes here).
  private static func join(_ directory: String, _ name: String) -> String {
    var directory = directory, name = name
    return directory.withUTF8 { head in
      name.withUTF8 { tail in
        let slash = head.last == UInt8(ascii: "/") ? 0 : 1
        return String(unsafeUninitializedCapacity: head.count + slash + tail.count) { buffer in
          _ = buffer.initialize(from: head)
          if slash == 1 { buffer[head.count] = UInt8(ascii: "/") }
          _ = UnsafeMutableBufferPointer(rebasing: buffer[(head.count + slash)...]).initialize(from: tail)
          return head.count + slash + tail.count
        }
      }
    }
  }

  private func add(_ path: String, key: @autoclosure () -> String?, cleans: Bool = true, to listing: inout Listing,
                   seen: inout Set<String>?) {
    if seen == nil || seen!.insert(key() ?? Self.key(path)).inserted { listing.files.append(cleans ? clean(path) : path) }
  }

  /// Whether `clean` changes the paths a walk of `directory` makes (`directory/name…`). Names
  /// hold no `/` and `join` adds one only where the head does not end with one, so what `clean`
  /// removes (a leading `./`, a doubled `/`) can only come from `directory`: one probe tells for
  /// every path below it, and a tree given as an absolute or plain relative path is not cleaned
  /// file by file.
  private func pathsBelowNeedCleaning(_ directory: String) -> Bool {
    let probe = Self.join(directory, "x")
    return clean(probe) != probe
  }

  /// `key` is the directory's resolved path (unused without `seen`). Without `followSymlinks` no
  /// entry below it is a link, so an entry's key is the directory's plus its name: no resolution
  /// per file. `cleans`: whether the paths below need `clean` (`pathsBelowNeedCleaning`).
  private func walk(_ directory: String, key: String, cleans: Bool, into listing: inout Listing, seen: inout Set<String>?) {
    guard let listed = Self.entries(of: directory) else { return }
    for listedEntry in listed.entries {
      let type = listedEntry.type
      // A name that is not UTF-8 cannot be spelled as a path here: say so rather than drop it.
      guard let name = listed.name(of: listedEntry) else {
        let shown = Self.join(directory, String(decoding: listed.bytes(of: listedEntry), as: UTF8.self))
        if type == Self.directoryType || shown.hasSuffix(".swift") {
          listing.skipped.append((clean(shown), "name is not valid UTF-8 and was skipped; rename it to process it"))
        }
        continue
      }
      let path = Self.join(directory, name)
      // The directory says what each entry is; `lstat` only when it does not.
      let entry: (isLink: Bool, isDirectory: Bool)
      switch type {
      case Self.directoryType: entry = (false, true)
      case Self.linkType: entry = (true, false)
      case Self.unknownType:
        guard let found = Self.entry(path) else { continue }
        entry = found
      default: entry = (false, false)
      }
      if entry.isLink {
        if !followSymlinks {
          if listedEntry.isSwiftFileName { listing.skipped.append((clean(path), "symbolic link skipped; pass --follow-symlinks to follow it")) }
          continue
        }
      }
      guard let isDirectory = entry.isLink ? Self.followedIsDirectory(path) : entry.isDirectory else { continue }
      if isDirectory {
        if Self.skippedDirectories.contains(name) { continue }
        walk(path, key: seen == nil ? "" : followSymlinks ? Self.key(path) : Self.join(key, name), cleans: cleans,
             into: &listing, seen: &seen)
      } else if listedEntry.isSwiftFileName {
        add(path, key: followSymlinks ? nil : Self.join(key, name), cleans: cleans, to: &listing, seen: &seen)
      }
    }
  }

  private func isSymlink(_ path: String) -> Bool { Self.entry(path)?.isLink == true }

  /// A directory's entries as `entries(of:)` lists them: their names' bytes side by side in one
  /// array, and per entry where its name is, its `d_type` and whether it names a Swift file.
  /// (Entries hold no reference, so sorting them moves plain words: no retain and release per
  /// comparison, no array per name.)
  private struct DirectoryEntries {
    struct Entry {
      var start: Int
      var count: Int
      var type: UInt8
      var isSwiftFileName: Bool
    }

    var nameBytes: [UInt8] = []
    /// In the order they are walked: by their names' bytes.
    var entries: [Entry] = []

    func bytes(of entry: Entry) -> ArraySlice<UInt8> { nameBytes[entry.start..<(entry.start + entry.count)] }

    /// The entry's name; nil when its bytes are not valid UTF-8.
    func name(of entry: Entry) -> String? {
      nameBytes.withUnsafeBufferPointer { all in
        let bytes = UnsafeBufferPointer(rebasing: all[entry.start..<(entry.start + entry.count)])
        // Nearly every name is ASCII, which is valid UTF-8 as it stands.
        return bytes.allSatisfy({ $0 < 0x80 }) ? String(decoding: bytes, as: UTF8.self) : String(validating: bytes, as: UTF8.self)
      }
    }
  }

  /// `d_type` values, the same on Linux and the BSDs (macOS).
  private static let unknownType: UInt8 = 0, directoryType: UInt8 = 4, linkType: UInt8 = 10

  /// The entries of a directory sorted by their names' bytes, `.` and `..` left out; nil when it
  /// cannot be read. `readdir` tells each entry's type, so a tree of thousands of files is listed
  /// without a system call per file.
  private static func entries(of directory: String) -> DirectoryEntries? {
    guard let handle = opendir(directory) else { return nil }
    defer { closedir(handle) }
    var listed = DirectoryEntries()
    let swiftSuffix: [UInt8] = Array(".swift".utf8)
    while let entry = readdir(handle) {
      withUnsafeBytes(of: &entry.pointee.d_name) { raw in
        let count = strnlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count)
        let bytes = UnsafeRawBufferPointer(rebasing: raw[..<count])
        if count <= 2, bytes.allSatisfy({ $0 == UInt8(ascii: ".") }) { return }
        let isSwift = count >= swiftSuffix.count && bytes.suffix(swiftSuffix.count).elementsEqual(swiftSuffix)
        listed.entries.append(.init(start: listed.nameBytes.count, count: count, type: entry.pointee.d_type, isSwiftFileName: isSwift))
        listed.nameBytes.append(contentsOf: bytes)
      }
    }
    listed.nameBytes.withUnsafeBufferPointer { names in
      listed.entries.sort { a, b in
        let common = min(a.count, b.count)
        let order = common == 0 ? 0 : memcmp(names.baseAddress! + a.start, names.baseAddress! + b.start, common)
        return order != 0 ? order < 0 : a.count < b.count
      }
    }
    return listed
  }

  /// What `lstat` says of a path: a symbolic link, a directory; nil when it does not exist.
  private static func entry(_ path: String) -> (isLink: Bool, isDirectory: Bool)? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    let type = info.st_mode & S_IFMT
    return (type == S_IFLNK, type == S_IFDIR)
  }

  /// Whether a symbolic link leads to a directory; nil when it leads nowhere.
  private static func followedIsDirectory(_ path: String) -> Bool? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return info.st_mode & S_IFMT == S_IFDIR
  }

  /// Whether `a` sorts before `b` by their UTF-8 bytes (the order paths are listed and reported
  /// in): `memcmp` on the two buffers, where comparing the UTF-8 views walked them byte by byte.
  static func precedesBytewise(_ a: String, _ b: String) -> Bool {
    var a = a, b = b
    return a.withUTF8 { x in
      b.withUTF8 { y in
        let common = min(x.count, y.count)
        if common > 0, let p = x.baseAddress, let q = y.baseAddress {
          let order = memcmp(p, q, common)
          if order != 0 { return order < 0 }
        }
        return x.count < y.count
      }
    }
  }

  /// `./a/b.swift` → `a/b.swift`, so patch paths read as git writes them.
  private func clean(_ path: String) -> String {
    var result = path
    if result.hasPrefix("./") {
      while result.hasPrefix("./") { result.removeFirst(2) }
      // `.//a` is `a`: slashes left in front after a `./` lead from the current directory, not
      // from the root.
      while result.hasPrefix("/") { result.removeFirst() }
    }
    // (Bytes first: nearly every path has no doubled slash.)
    let doubled = result.withUTF8 { bytes in
      bytes.count > 1 && (1..<bytes.count).contains { bytes[$0] == 0x2F && bytes[$0 - 1] == 0x2F }
    }
    guard doubled else { return result }
    while result.contains("//") { result = result.replacingOccurrences(of: "//", with: "/") }
    return result
  }

  /// The paths listed in a file, one per line (`-` reads standard input): how a monorepo's CI
  /// shards a tree across runners. Blank lines are ignored.
  static func paths(from list: String) throws -> [String] {
    let data: Data
    if list == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
      guard let contents = FileManager.default.contents(atPath: list) else {
        throw UsageError(message: "\(list): cannot read the list of files given to --files-from")
      }
      data = contents
    }
    return String(decoding: data, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
      .map(String.init).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
  }

  /// Generated files say so in their first lines; they are regenerated, not migrated.
  static func isGenerated(_ bytes: [UInt8]) -> Bool {
    // Compared on bytes (every file passes here, and the markers are ASCII), in the first kilobyte.
    generatedMarkers.contains { bytes.containsBytes($0, inFirst: 1024) }
  }

  private static let generatedMarkers = ["@generated", "DO NOT EDIT", "Generated by "].map(ByteWord.init)
}
