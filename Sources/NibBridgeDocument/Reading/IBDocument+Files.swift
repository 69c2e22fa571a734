internal import Foundation

extension IBDocument {
    /// Reads a document from a file, failing with a located diagnostic.
    public convenience init(contentsOfFile path: String, limits: XMLParsingLimits = .default) throws(Diagnostic) {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path, limit: limits.maximumBytes)
        } catch {
            let message: String
            switch error {
            case .tooLarge(let size): message = "file is \(size) bytes, over the limit of \(limits.maximumBytes) bytes"
            case .system(let reason): message = "cannot read file: \(reason)"
            }
            throw Diagnostic(.error, message, at: SourceLocation(path: path, line: 1, column: 1), rule: "input")
        }
        try self.init(bytes: bytes, path: path, limits: limits)
    }

    /// Writes the document atomically: to a temporary file beside `path`, then renamed over it.
    public func write(toFile path: String) throws(Diagnostic) {
        try IBDocument.writeAtomically(serialized(), toFile: path)
    }

    /// Writes bytes atomically, creating intermediate folders.
    public static func writeAtomically(_ bytes: [UInt8], toFile path: String) throws(Diagnostic) {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            throw Diagnostic(
                .error, "cannot write file: \(error.localizedDescription)",
                at: SourceLocation(path: path, line: 1, column: 1), rule: "output")
        }
    }

    /// The file extensions of Interface Builder documents.
    public static let fileExtensions: Set<String> = ["xib", "storyboard"]

    /// Expands paths into document paths: files as given, folders searched recursively, sorted.
    ///
    /// A path that does not exist yields an error diagnostic instead of a document path.
    public static func documentPaths(in paths: [String]) -> (paths: [String], diagnostics: [Diagnostic]) {
        var found: [String] = []
        var diagnostics: [Diagnostic] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(Diagnostic(.error, "no such file or folder: \(path)", rule: "input"))
                continue
            }
            guard isDirectory.boolValue else {
                found.append(path)
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            let enumerator = manager.enumerator(atPath: path)
            var inFolder: [String] = []
            while let relative = enumerator?.nextObject() as? String {
                let ext = (relative as NSString).pathExtension
                if fileExtensions.contains(ext) { inFolder.append(base + "/" + relative) }
            }
            found += inFolder.sorted()
        }
        return (found, diagnostics)
    }
}
