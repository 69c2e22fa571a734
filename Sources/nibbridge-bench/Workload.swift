import NibBridgeDocument

/// One thing the bench times: some reader or writer run on one document at a time.
///
/// To add a figure, add a workload to ``all``: it is timed cold and warm in a block of its own, shown in the
/// table and written to the JSON line as `<name>_mbps` and `<name>_warm_mbps` (and `<name>_ratio`,
/// `<name>_warm_ratio` against the reference).
struct Workload: Sendable {
    /// The short name used in `--only` and as the JSON key prefix (`read` gives `read_mbps`).
    var name: String
    /// What the workload does, for the table.
    var summary: String
    /// Whether this is the reference the ratios are taken against (exactly one workload is).
    var isReference = false
    /// Runs on one document and returns a checksum of the work done, so that the optimizer cannot drop
    /// the work and a broken workload is visible (the checksums are printed to stderr).
    var run: @Sendable (CorpusDocument) -> Int

    /// Every workload, the reference first. Order here is the order of the table and the JSON keys.
    static let all: [Workload] = [libxml2, tree, read, roundtrip]

    /// The reference: libxml2's SAX2 parser with counting callbacks.
    static let libxml2 = Workload(name: "libxml2", summary: "libxml2 SAX2 pass (reference)", isReference: true) {
        document in
        let counts = LibXML2.loaded.parse(document.bytes)
        return counts.elements &+ counts.attributes
    }

    /// The raw tokenizer and tree builder, without the Interface Builder checks.
    static let tree = Workload(name: "tree", summary: "XMLTree(parsing:)") { document in
        (try? XMLTree(parsing: document.bytes))?.nodeCapacity ?? 0
    }

    /// What users get: a document read with its container and root checks.
    static let read = Workload(name: "read", summary: "IBDocument(bytes:path:)") { document in
        (try? IBDocument(bytes: document.bytes, path: document.path))?.tree.nodeCapacity ?? 0
    }

    /// Reading and writing back, as a tool that edits a document in place does.
    static let roundtrip = Workload(name: "roundtrip", summary: "IBDocument + serialized()") { document in
        (try? IBDocument(bytes: document.bytes, path: document.path))?.serialized().count ?? 0
    }
}
