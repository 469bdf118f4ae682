import CoreData
import Foundation

final class DownloadTask {
  var progress = 0.0
}

final class Song: NSManagedObject {
  @NSManaged var title: String
}

struct Track: Equatable, Identifiable {
  let id: UUID
  var title: String
}

typealias CompletionHandler = (Result<Void, Error>) -> Void

struct Library {
  struct Section: Hashable, Identifiable {
    let id: Int
  }
}
