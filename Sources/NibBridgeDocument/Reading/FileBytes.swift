#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Reads whole files with `open`, `fstat` and `read`: one system call for the size (checked against the
/// limit before anything is read) and no `Data` or `URL` in between, which made reading a third of the
/// time `nibbridge check` spent on a project.
enum FileBytes {
    /// Why a file could not be read.
    enum Failure: Error {
        /// The system refused, with `errno`'s message.
        case system(String)
        /// The file is larger than the limit.
        case tooLarge(Int)
    }

    /// The bytes of a file, if it is a regular file no larger than `limit`.
    ///
    /// The file is opened without blocking, so that a named pipe or a device is refused at once instead of
    /// waiting forever for a writer.
    static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
        try withRegularFile(path) { descriptor, size throws(Failure) in
            guard size <= limit else { throw .tooLarge(size) }
            return try readUpTo(size, from: descriptor)
        }
    }

    /// The first `count` bytes of a regular file (fewer when it is shorter), or `nil` when it cannot be read.
    static func prefix(_ path: String, count: Int) -> [UInt8]? {
        try? withRegularFile(path) { descriptor, _ throws(Failure) in try readUpTo(count, from: descriptor) }
    }

    /// Opens a file without blocking (a named pipe or a device is refused at once instead of waiting forever
    /// for a writer) and runs `body` with its descriptor and size, if it is a regular file.
    private static func withRegularFile<Result>(
        _ path: String, _ body: (Int32, Int) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { throw .system(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .system(String(cString: strerror(errno))) }
        let kind = FilePaths.Kind(mode: status.st_mode)
        guard kind == .regular else { throw .system("it is \(kind.description), not a regular file") }
        return try body(descriptor, Int(status.st_size))
    }

    /// Up to `count` bytes read from a descriptor (fewer when the file ends first, or shrank while read).
    private static func readUpTo(_ count: Int, from descriptor: Int32) throws(Failure) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        let failure: String? = bytes.withUnsafeMutableBytes { buffer in
            while filled < count {
                let read = systemRead(descriptor, buffer.baseAddress! + filled, count - filled)
                if read < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                if read == 0 { break }
                filled += read
            }
            return nil
        }
        if let failure { throw .system(failure) }
        bytes.removeLast(count - filled)
        return bytes
    }
}

/// The C library's `read`, named apart from Swift's to avoid ambiguity with `FileBytes.read`.
@inline(__always)
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
