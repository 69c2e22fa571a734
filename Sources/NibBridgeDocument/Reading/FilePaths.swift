#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// What the file system says about paths: where they really lead and what kind of file is there.
///
/// Commands compare inputs and outputs by these answers, not by spelling, so that a symbolic link or a
/// `..` cannot make an output land on an input.
public enum FilePaths {
    /// The kinds of files a path can name.
    public enum Kind: Sendable, Hashable {
        /// A regular file.
        case regular
        /// A folder.
        case folder
        /// A named pipe: reading it waits for a writer that may never come.
        case fifo
        /// A socket.
        case socket
        /// A character device.
        case characterDevice
        /// A block device.
        case blockDevice
        /// Anything else.
        case other

        init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFREG: self = .regular
            case S_IFDIR: self = .folder
            case S_IFIFO: self = .fifo
            case S_IFSOCK: self = .socket
            case S_IFCHR: self = .characterDevice
            case S_IFBLK: self = .blockDevice
            default: self = .other
            }
        }

        /// The kind in words, for messages (`a named pipe (FIFO)`).
        public var description: String {
            switch self {
            case .regular: return "a regular file"
            case .folder: return "a folder"
            case .fifo: return "a named pipe (FIFO)"
            case .socket: return "a socket"
            case .characterDevice: return "a character device"
            case .blockDevice: return "a block device"
            case .other: return "a special file"
            }
        }
    }

    /// The identity of a file (device and inode): the same for every path that leads to it.
    public struct Identity: Sendable, Hashable {
        let device: UInt64
        let inode: UInt64
    }

    /// What `stat` (following symbolic links) says about a path, or the system's reason when it fails.
    static func status(_ path: String) -> Result<(kind: Kind, identity: Identity), SystemError> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(SystemError()) }
        return .success((Kind(mode: info.st_mode), Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))))
    }

    /// Whether a path is itself a symbolic link (not followed).
    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// The kind of file at a path, following symbolic links; `nil` when nothing is there.
    public static func kind(atPath path: String) -> Kind? {
        guard case .success(let status) = status(path) else { return nil }
        return status.kind
    }

    /// The identity of the file at a path, following symbolic links; `nil` when nothing is there.
    public static func identity(atPath path: String) -> Identity? {
        guard case .success(let status) = status(path) else { return nil }
        return status.identity
    }

    /// The absolute path with every symbolic link, `.` and `..` resolved, as far as the path exists; the
    /// components that do not exist yet (an output folder to be made) are appended as written.
    public static func realPath(_ path: String) -> String {
        var current = path.hasPrefix("/") ? path : currentFolder() + "/" + path
        var pending: [Substring] = []
        while true {
            if let resolved = systemRealPath(current) {
                var result = resolved
                for component in pending.reversed() {
                    switch component {
                    case "", ".": continue
                    case "..": result = parent(of: result)
                    default: result = (result == "/" ? "" : result) + "/" + component
                    }
                }
                return result
            }
            guard let slash = current.lastIndex(of: "/") else { return path }
            pending.append(current[current.index(after: slash)...])
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
    }

    /// Whether `path` is `folder` or inside it (both real paths).
    public static func isInside(_ path: String, folder: String) -> Bool {
        path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    private static func systemRealPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func currentFolder() -> String {
        guard let folder = getcwd(nil, 0) else { return "/" }
        defer { free(folder) }
        return String(cString: folder)
    }
}

/// A failed system call's `errno`, with the system's message.
struct SystemError: Error {
    /// The error number.
    let code: Int32

    /// Captures the current `errno`.
    init() { code = errno }

    /// The system's message (`Permission denied`).
    var message: String { String(cString: strerror(code)) }
}
