#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Writes whole files atomically with the system calls themselves, so that a failure names the path
/// that failed and the system's reason (`Permission denied`, `No space left on device`) instead of a
/// framework's error code.
enum FileWriting {
    /// Why a file could not be written, as a sentence fragment.
    struct Failure: Error {
        let message: String
    }

    /// Writes bytes to a temporary file beside `path`, then renames it over `path`; missing folders are
    /// made first. A reader never sees a half-written file, and a failure leaves `path` as it was.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(Failure) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        try makeFolders(folder)
        if FilePaths.kind(atPath: path) == .folder { throw Failure(message: "\(path) is a folder") }
        let temporary = folder + "/." + name + ".nibbridge-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        guard descriptor >= 0 else {
            throw Failure(message: "cannot create a file in \(folder): \(SystemError().message)")
        }
        var written = 0
        let failure: SystemError? = bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return SystemError()
                }
                written += count
            }
            return nil
        }
        let closed = close(descriptor) == 0 ? nil : SystemError()
        if let problem = failure ?? closed {
            unlink(temporary)
            throw Failure(message: "cannot write to \(folder): \(problem.message)")
        }
        guard rename(temporary, path) == 0 else {
            let problem = SystemError()
            unlink(temporary)
            throw Failure(message: "cannot replace \(path): \(problem.message)")
        }
    }

    /// Makes a folder and its missing parents; something other than a folder in the way is a failure.
    static func makeFolders(_ folder: String) throws(Failure) {
        switch FilePaths.kind(atPath: folder) {
        case .folder: return
        case .some(let kind): throw Failure(message: "\(folder) is \(kind.description), not a folder")
        case nil: break
        }
        if let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
            try makeFolders(String(folder[..<slash]))
        }
        guard mkdir(folder, 0o777) == 0 || errno == EEXIST else {
            throw Failure(message: "cannot create the folder \(folder): \(SystemError().message)")
        }
    }
}
