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

  static func write(_ bytes: [UInt8], to path: String) throws {
    let target = resolved(path)
    let directory = directoryOf(target)
    var template = Array((directory + "/." + (target as NSString).lastPathComponent + ".tca-migrate.XXXXXX").utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { throw FileIO.Failure(message: "cannot create a temporary file (\(String(cString: strerror(errno))))") }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var written = 0
    let ok: Bool = bytes.withUnsafeBytes { buffer in
      while written < buffer.count {
        let result = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if result <= 0 { return false }
        written += result
      }
      // mkstemp makes the file private; a report is meant to be shared like any other output.
      return fchmod(descriptor, 0o644) == 0 && fsync(descriptor) == 0
    }
    let reason = String(cString: strerror(errno))
    close(descriptor)
    guard ok, rename(temporary, target) == 0 else {
      unlink(temporary)
      throw FileIO.Failure(message: ok ? String(cString: strerror(errno)) : reason)
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
