import NibBridgeDocument

/// The libFuzzer entry point: runs the checks of the stage `NIBBRIDGE_FUZZ_STAGE` names (``FuzzStage``:
/// `reader`, the default, `compose`, `load` or `render`) on one input.
///
/// libFuzzer (`-sanitize=fuzzer`) supplies `main` and calls this for every input it generates. Any
/// invariant broken by the input ends the process with `fatalError`, which libFuzzer records as a
/// crash and saves the input as `crash-<sha1>`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzStage.current.run(bytes)
    return 0
}

/// The invariants the reader must keep for any input whatsoever.
///
/// 1. Reading never crashes: it either yields a document or throws a `Diagnostic`.
/// 2. A document read and written back without edits is byte-identical to the input.
/// 3. Every typed accessor (header, scenes, objects, views with their frames and constraints,
///    connections, runtime attributes, variations, the hierarchy) can be evaluated without crashing.
/// 4. An attribute set to any string is written so that reading the output gives the string back.
enum ReaderFuzzCheck {
    /// The path given to documents read from fuzz inputs (used only in diagnostics).
    static let path = "fuzz.xib"

    /// Checks every invariant on one input; returns whether the input was read as a document.
    @discardableResult
    static func run(_ bytes: [UInt8]) -> Bool {
        let document: IBDocument
        do {
            document = try IBDocument(bytes: bytes, path: path)
        } catch {
            // A rejection must be located inside the input (or have no location at all).
            if let location = error.location, location.line < 1 || location.column < 1 {
                fatalError("diagnostic with an impossible location \(location): \(error)")
            }
            return false
        }
        let written = document.serialized()
        if written != bytes {
            let offset =
                zip(written, bytes).enumerated().first { $1.0 != $1.1 }?.offset ?? min(written.count, bytes.count)
            fatalError("lossless round trip broken at byte \(offset): \(bytes.count) bytes in, \(written.count) out")
        }
        var walk = ModelWalk(document: document)
        walk.walkEverything()
        checkAttributeEdit(bytes)
        return true
    }

    /// Sets an attribute of the root element to a value made from the input, writes the document and
    /// reads it back: the value must survive escaping and the output must be well formed.
    static func checkAttributeEdit(_ bytes: [UInt8]) {
        guard let document = try? IBDocument(bytes: bytes, path: path) else {
            fatalError("a document that was read once cannot be read again")
        }
        let tree = document.tree
        let root = document.rootElement
        let value = String(decoding: bytes.suffix(64), as: UTF8.self)
        tree.setAttribute("nibbridgeFuzz", value, on: root)
        let written = tree.serialized()
        let reread: XMLTree
        do {
            reread = try XMLTree(parsing: written)
        } catch {
            fatalError("an edited document does not parse back: \(error.message) at \(error.offset)")
        }
        guard let again = reread.rootElement, reread.attribute("nibbridgeFuzz", of: again) == value else {
            fatalError("an attribute value did not survive writing and reading: \(value.debugDescription)")
        }
    }
}
