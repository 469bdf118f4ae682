import Foundation

/// Reading source files and replacing them atomically.
enum FileIO {
  struct Failure: Error {
    var message: String
    var offset: Int? = nil
  }

  /// The file's bytes, read straight into the array (no `Data` in between: lint reads every
  /// file twice).
  static func read(_ path: String) throws -> [UInt8] {
    let failure = Failure(message: "cannot read file (permission denied or not a regular file); check that it exists and is readable")
    // Non-blocking: opening a FIFO named like a source file would otherwise wait for a writer
    // forever (regular files read the same either way; anything else is refused below).
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { throw failure }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { throw failure }
    // One byte of room past the size, so the read that sees the end needs no reallocation; read
    // straight into the array's uninitialized room (no zero fill first).
    let size = Int(info.st_size), room = size + 1
    var bytes = try [UInt8](unsafeUninitializedCapacity: room) { buffer, count in
      while count < room {
        let got = Foundation.read(descriptor, buffer.baseAddress! + count, room - count)
        if got < 0 { throw failure }
        if got == 0 { return }
        count += got
        // A read of a regular file returns less than asked only at the file's end (or when a
        // signal interrupts it, leaving it short of the size): with `size` bytes read by a read
        // asked for more, this is the end, and the read that would return 0 to say so is not
        // made (one system call fewer per file, of five). A file grown since `fstat` fills the
        // room instead, and is read on below.
        if count == size { return }
      }
    }
    // The room filled up: the file grew since `fstat`; read on to its end.
    if bytes.count == room {
      var chunk = [UInt8](repeating: 0, count: 65536)
      while true {
        let got = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress!, $0.count) }
        if got < 0 { throw failure }
        if got == 0 { break }
        bytes.append(contentsOf: chunk[..<got])
      }
    }
    return bytes
  }

  /// The offset of the first byte that is not valid UTF-8, or nil when the text is valid.
  static func invalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
    var k = 0
    let n = bytes.count
    while k < n {
      // Source is nearly all ASCII: eight bytes at a time while no high bit is set.
      k = asciiPrefixEnd(bytes, from: k)
      guard k < n else { break }
      let b = bytes[k]
      let length: Int
      if b < 0x80 { k += 1; continue }
      else if b >= 0xC2 && b <= 0xDF { length = 2 }
      else if b >= 0xE0 && b <= 0xEF { length = 3 }
      else if b >= 0xF0 && b <= 0xF4 { length = 4 }
      else { return k }
      guard k + length <= n else { return k }
      for j in 1..<length where bytes[k + j] & 0xC0 != 0x80 { return k }
      // Overlong forms and surrogates.
      if b == 0xE0 && bytes[k + 1] < 0xA0 { return k }
      if b == 0xED && bytes[k + 1] > 0x9F { return k }
      if b == 0xF0 && bytes[k + 1] < 0x90 { return k }
      if b == 0xF4 && bytes[k + 1] > 0x8F { return k }
      k += length
    }
    return nil
  }

  /// The first offset at or after `start` whose byte is not ASCII (or `bytes.count`), found a
  /// word at a time.
  static func asciiPrefixEnd(_ bytes: [UInt8], from start: Int) -> Int {
    bytes.withUnsafeBytes { raw in
      var k = start
      let n = raw.count
      // Thirty-two bytes a step while all are ASCII (one test for four words), then a word a
      // step to the block holding the first high bit: the same first non-ASCII offset.
      while k + 32 <= n,
            (raw.loadUnaligned(fromByteOffset: k, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: k + 8, as: UInt64.self)
              | raw.loadUnaligned(fromByteOffset: k + 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: k + 24, as: UInt64.self))
              & 0x8080_8080_8080_8080 == 0 { k += 32 }
      while k + 8 <= n, raw.loadUnaligned(fromByteOffset: k, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { k += 8 }
      while k < n, raw[k] < 0x80 { k += 1 }
      return k
    }
  }

  /// Checks the bytes are text this tool can rewrite, or says why not.
  static func checkEncoding(_ bytes: [UInt8]) throws {
    if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
      throw Failure(message: "file is UTF-16; convert it to UTF-8 first", offset: 0)
    }
    if let nul = firstNUL(bytes) {
      throw Failure(message: "file looks binary (NUL byte at offset \(nul)); not a Swift source file", offset: nul)
    }
    if let offset = invalidUTF8Offset(bytes) {
      throw Failure(message: "file is not valid UTF-8 (byte offset \(offset)); convert it to UTF-8 first", offset: offset)
    }
  }

  /// The offset of the first NUL byte (`memchr`: every file read is searched whole).
  static func firstNUL(_ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBytes { raw in
      guard let base = raw.baseAddress, let found = memchr(base, 0, raw.count) else { return nil }
      return base.distance(to: UnsafeRawPointer(found))
    }
  }

  /// Replaces `path` with `bytes` through a temporary file in the same directory and a rename,
  /// keeping the file's permissions. Refuses read-only files and files that changed on disk since
  /// they were read (`expected`).
  static func replace(_ path: String, with bytes: [UInt8], expected: [UInt8], beforeRename: () -> Void = {}) throws {
    var info = stat()
    guard lstat(path, &info) == 0 else { throw Failure(message: "file disappeared before it could be written") }
    guard (info.st_mode & S_IFMT) == S_IFREG else { throw Failure(message: "not a regular file; left untouched") }
    // Mode bits, not only access(2): as root every file is writable, but a file marked read-only
    // is someone's decision to keep it as it is.
    guard access(path, W_OK) == 0, info.st_mode & 0o222 != 0 else { throw Failure(message: "file is read-only; left untouched") }
    let directory = (path as NSString).deletingLastPathComponent
    let base = (path as NSString).lastPathComponent
    var directoryInfo = stat()
    if stat(directory.isEmpty ? "." : directory, &directoryInfo) == 0, directoryInfo.st_mode & 0o222 == 0 {
      throw Failure(message: "its directory is read-only; left untouched")
    }
    let template = (directory.isEmpty ? "." : directory) + "/.\(base).tca-migrate.XXXXXX"
    var templateBytes = Array(template.utf8CString)
    let descriptor = mkstemp(&templateBytes)
    guard descriptor >= 0 else {
      throw Failure(message: "cannot create a temporary file beside it (\(String(cString: strerror(errno)))); left untouched")
    }
    let temporary = String(decoding: templateBytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var written = 0
    let ok: Bool = bytes.withUnsafeBytes { buffer in
      while written < buffer.count {
        let result = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if result <= 0 { return false }
        written += result
      }
      return fchmod(descriptor, info.st_mode & 0o7777) == 0 && fsync(descriptor) == 0
    }
    close(descriptor)
    guard ok else {
      unlink(temporary)
      throw Failure(message: "cannot write the temporary file (\(String(cString: strerror(errno)))); left untouched")
    }
    beforeRename()
    // A file edited since it was read is someone else's newer work: keep it.
    guard let current = FileManager.default.contents(atPath: path), [UInt8](current) == expected else {
      unlink(temporary)
      throw Failure(message: "file changed on disk while it was being migrated; left untouched, run again")
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw Failure(message: "cannot replace the file (\(reason)); left untouched")
    }
  }
}
