import Foundation
import NibBridgeDocument

/// One document loaded into memory before any timing.
struct CorpusDocument: Sendable {
    /// The path it was read from.
    var path: String
    /// Its bytes.
    var bytes: [UInt8]
}

/// The documents every workload runs over, all in memory so that no figure includes file reading.
struct Corpus: Sendable {
    /// The documents measured, in path order.
    var documents: [CorpusDocument]
    /// Documents left out, with the reason: only documents both readers accept are measured.
    var skipped: [(path: String, reason: String)]
    /// Documents that our reader accepted but did not write back byte for byte.
    var roundTripMismatches: [String]

    /// The total size of the documents measured.
    var totalBytes: Int { documents.reduce(0) { $0 + $1.bytes.count } }

    /// Loads every `.xib` and `.storyboard` below the paths and keeps those that both libxml2 and
    /// `IBDocument` accept, checking the lossless round trip of each once (untimed).
    static func load(_ paths: [String]) throws -> Corpus {
        let (found, diagnostics) = IBDocument.documentPaths(in: paths)
        if let problem = diagnostics.first { throw problem }
        var corpus = Corpus(documents: [], skipped: [], roundTripMismatches: [])
        for path in found {
            guard let data = FileManager.default.contents(atPath: path) else {
                corpus.skipped.append((path, "cannot read the file"))
                continue
            }
            let bytes = [UInt8](data)
            let reference = LibXML2.loaded.parse(bytes)
            guard reference.wellFormed else {
                corpus.skipped.append((path, "libxml2 rejects it"))
                continue
            }
            let document: IBDocument
            do {
                document = try IBDocument(bytes: bytes, path: path)
            } catch {
                corpus.skipped.append((path, "IBDocument rejects it: \(error.message)"))
                continue
            }
            if document.serialized() != bytes { corpus.roundTripMismatches.append(path) }
            corpus.documents.append(CorpusDocument(path: path, bytes: bytes))
        }
        return corpus
    }
}
