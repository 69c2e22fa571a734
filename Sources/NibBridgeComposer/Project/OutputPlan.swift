internal import Foundation
public import NibBridgeDocument

/// Where each composed copy goes, decided before anything is written, by real paths (symbolic links,
/// `.` and `..` resolved) rather than by spelling.
///
/// A copy is refused when its destination is a file the run reads (an input document, or a nib of a
/// project root, reached directly or through a link), and two inputs that would land on the same
/// destination are both refused: neither silently replaces the other, whatever order they finish in.
/// Destinations that differ only in letter case or Unicode normalization (`View.xib` and `view.xib`, or an
/// `é` written precomposed and decomposed) are one file on macOS's default file systems, which ignore both,
/// so they collide too, wherever the run happens.
public struct OutputPlan: Sendable {
    /// One document to write: the input and the path of its composed copy.
    public struct Entry: Sendable, Hashable {
        /// The input's position in the inputs the plan was made from.
        public var position: Int
        /// The input document, as found.
        public var input: String
        /// The composed copy's path under the output folder.
        public var destination: String
    }

    /// The documents to compose and write, in input order.
    public private(set) var entries: [Entry] = []
    /// Why the others are not written.
    public private(set) var diagnostics: [Diagnostic] = []
    /// Whether the output folder holds none of the files the run reads, so that it may be marked as
    /// composed output (``IBDocument/composedOutputMarker``) for later folder searches to pass over.
    public private(set) var mayMarkOutput: Bool

    /// Plans the copies of `inputs` (each with its path relative to the output folder) under `output`;
    /// `read` lists the other files the run reads (nibs), which are never written over either.
    public init(inputs: [(path: String, relative: String)], output: String, read: [String]) {
        let outputRoot = FilePaths.realPath(output)
        let protected = Dictionary(
            (inputs.map(\.path) + read).map { (FilePaths.realPath($0), $0) }, uniquingKeysWith: { first, _ in first })
        mayMarkOutput = !protected.keys.contains { FilePaths.isInside($0, folder: outputRoot) }
        var planned: [(entry: Entry, real: String, input: String)] = []
        for (position, input) in inputs.enumerated() {
            let destination = (output.hasSuffix("/") ? String(output.dropLast()) : output) + "/" + input.relative
            let real = FilePaths.realPath(destination)
            if let original = protected[real] {
                var message = "refusing to overwrite the input \(original)"
                if destination != original { message += ": the output path \(destination) leads to it" }
                diagnostics.append(Diagnostic(.error, message, rule: "output"))
                continue
            }
            let entry = Entry(position: position, input: input.path, destination: destination)
            planned.append((entry, real, FilePaths.realPath(input.path)))
        }
        // The same document given twice is composed once; two documents for one destination, never.
        var byDestination: [String: [Int]] = [:]
        var seen: Set<[String]> = []
        for (index, plan) in planned.enumerated() where seen.insert([plan.real, plan.input]).inserted {
            byDestination[Self.fileSystemKey(plan.real), default: []].append(index)
        }
        for indices in byDestination.values.sorted(by: { $0[0] < $1[0] }) where indices.count > 1 {
            let inputs = indices.map { planned[$0].entry.input }
            for (position, index) in indices.enumerated() {
                let others = inputs.enumerated().filter { $0.offset != position }.map(\.element)
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "\(planned[index].entry.input) and \(others.joined(separator: ", ")) would both be written "
                            + "to \(planned[index].entry.destination): compose them into separate output folders, "
                            + "or give their common folder as the input",
                        at: SourceLocation(path: planned[index].entry.input, line: 1, column: 1), rule: "output"))
            }
        }
        let collided = Set(byDestination.filter { $0.value.count > 1 }.keys)
        var kept: Set<[String]> = []
        for plan in planned
        where !collided.contains(Self.fileSystemKey(plan.real)) && kept.insert([plan.real, plan.input]).inserted {
            entries.append(plan.entry)
        }
    }

    /// A path as a case-insensitive, normalization-insensitive file system (APFS and HFS+ as macOS formats
    /// them) compares names: canonically decomposed, then case-folded.
    static func fileSystemKey(_ path: String) -> String {
        path.decomposedStringWithCanonicalMapping.lowercased()
    }
}
