import Foundation
import Testing

/// A throwaway project for hostile-input tests: the RootView compose fixture copied to `in/` (a
/// storyboard with a `BadgeView` placeholder and `Views/BadgeView.xib`), to which a case adds links,
/// named pipes, locked folders and broken documents. Commands run with the project as current folder,
/// so arguments and messages use short relative paths.
final class HostileProject {
    let folder: TemporaryFolder
    var path: String { folder.path }

    init() throws {
        folder = try TemporaryFolder("hostile")
        try FileTree.copy(Fixtures.path("Compose/RootView"), to: folder.file("in"))
    }

    /// Makes a symbolic link at `relative` (folders made as needed) that points to `destination` as written.
    func link(_ relative: String, to destination: String) throws {
        try makeParent(of: relative)
        try FileManager.default.createSymbolicLink(atPath: folder.file(relative), withDestinationPath: destination)
    }

    /// Makes a named pipe (FIFO) at `relative`: reading it would wait for a writer forever.
    func fifo(_ relative: String) throws {
        try makeParent(of: relative)
        #expect(mkfifo(folder.file(relative), 0o644) == 0, "mkfifo \(relative)")
    }

    /// Writes bytes at `relative`, making folders as needed.
    func write(_ relative: String, bytes: [UInt8]) throws {
        try makeParent(of: relative)
        try Data(bytes).write(to: URL(fileURLWithPath: folder.file(relative)))
    }

    /// Writes text at `relative`, making folders as needed.
    func write(_ relative: String, _ text: String) throws { try write(relative, bytes: Array(text.utf8)) }

    /// Makes a folder that only its owner (root, here) may list.
    func lockedFolder(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: folder.file(relative), withIntermediateDirectories: true)
        chmod(folder.file(relative), 0o000)
    }

    private func makeParent(of relative: String) throws {
        let parent = (folder.file(relative) as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    }

    /// What one entry of the project is: its kind and, for a file, its bytes and modification time, for a
    /// link its destination.
    struct Entry: Equatable, CustomStringConvertible {
        var kind: FileAttributeType
        var bytes: [UInt8]? = nil
        var modified: Date? = nil
        var destination: String? = nil

        var description: String { "\(kind.rawValue) \(bytes?.count ?? 0) bytes \(modified.map { "\($0)" } ?? "")" }
    }

    /// Every entry under the project but the `excluded` folders (outputs), without following links or
    /// opening anything but regular files (a named pipe would block).
    func snapshot(excluding excluded: [String] = []) throws -> [String: Entry] {
        var entries: [String: Entry] = [:]
        let manager = FileManager.default
        func visit(_ relative: String) throws {
            let full = relative.isEmpty ? path : folder.file(relative)
            for name in try manager.contentsOfDirectory(atPath: full) {
                let child = relative.isEmpty ? name : relative + "/" + name
                guard !excluded.contains(child) else { continue }
                let attributes = try manager.attributesOfItem(atPath: folder.file(child))
                let kind = attributes[.type] as? FileAttributeType ?? .typeUnknown
                var entry = Entry(kind: kind)
                switch kind {
                case .typeDirectory:
                    // A folder's time changes when an output is made in it; only its contents count. A locked folder is recorded as it is; it holds nothing the tests put there.
                    if manager.isReadableFile(atPath: folder.file(child)), (attributes[.posixPermissions] as? Int) != 0
                    {
                        try visit(child)
                    }
                case .typeRegular:
                    entry.bytes = Array(try Data(contentsOf: URL(fileURLWithPath: folder.file(child))))
                    entry.modified = attributes[.modificationDate] as? Date
                case .typeSymbolicLink:
                    entry.destination = try manager.destinationOfSymbolicLink(atPath: folder.file(child))
                default:
                    entry.modified = attributes[.modificationDate] as? Date
                }
                entries[child] = entry
            }
        }
        try visit("")
        return entries
    }
}
