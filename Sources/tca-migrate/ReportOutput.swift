import Foundation

/// Writing a report: checked before any source file is read, then written through a temporary
/// file in the same directory and a rename, so a reader never sees half a report and a failed
/// run leaves the previous report in place.
enum ReportOutput {
  /// Throws a usage error naming what to fix when `path` cannot receive a report.
  static func checkWritable(_ path: String) throws {
    let target = resolved(path)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory), isDirectory.boolValue {
      throw UsageError(message: "\(path) is a directory; give a file name such as \(path)/report.html")
    }
    let directory = directoryOf(target)
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw UsageError(message: "cannot write the report to \(path): directory \(directory) does not exist; create it first")
    }
    guard access(directory, W_OK) == 0 else {
      throw UsageError(message: "cannot write the report to \(path): directory \(directory) is not writable")
    }
  }

  /// Writes what `body` writes to `out`, as it goes: the report is never held whole.
  static func write(to path: String, _ body: (inout Stream) -> Void) throws {
    let target = resolved(path)
    let directory = directoryOf(target)
    var template = Array((directory + "/." + (target as NSString).lastPathComponent + ".tca-migrate.XXXXXX").utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { throw FileIO.Failure(message: "cannot create a temporary file (\(String(cString: strerror(errno))))") }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var stream = Stream(descriptor: descriptor)
    body(&stream)
    stream.flush()
    // mkstemp makes the file private; a report is meant to be shared like any other output.
    var failure = stream.failure
    if failure == nil, fchmod(descriptor, 0o644) != 0 || fsync(descriptor) != 0 { failure = errno }
    close(descriptor)
    if failure == nil, rename(temporary, target) != 0 { failure = errno }
    if let failure {
      unlink(temporary)
      throw FileIO.Failure(message: String(cString: strerror(failure)))
    }
  }

  /// Text written to the temporary file through a buffer, so the file gets large writes; the
  /// first failure stops the writing and is kept for `write(to:)` to report.
  struct Stream: TextOutputStream {
    let descriptor: Int32
    private(set) var failure: Int32? = nil
    private var buffer: [UInt8] = []
    private static let capacity = 1 << 20

    init(descriptor: Int32) {
      self.descriptor = descriptor
      buffer.reserveCapacity(Self.capacity)
    }

    mutating func write(_ string: String) {
      var string = string
      string.withUTF8 { buffer.append(contentsOf: $0) }
      if buffer.count >= Self.capacity { flush() }
    }

    mutating func flush() {
      var written = 0
      buffer.withUnsafeBytes { bytes in
        while failure == nil, written < bytes.count {
          let result = Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
          if result < 0 { failure = errno } else if result == 0 { failure = EIO } else { written += result }
        }
      }
      buffer.removeAll(keepingCapacity: true)
    }
  }

  /// A symbolic link keeps pointing where it did: its target is what gets replaced.
  private static func resolved(_ path: String) -> String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
      ? URL(fileURLWithPath: path).resolvingSymlinksInPath().path : path
  }

  private static func directoryOf(_ path: String) -> String {
    let directory = (path as NSString).deletingLastPathComponent
    return directory.isEmpty ? "." : directory
  }
}
