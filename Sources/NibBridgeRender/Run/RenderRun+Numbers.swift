import NibBridgeDocument
import NibBridgeLoader

extension RenderRun {
    /// The out-of-range number warnings of a loaded document and the nibs bridged into it
    /// (``OutOfRangeNumbers``), looked for first in the compiled nibs the load already read: only a document
    /// with such a number is read again, for the attributes' own lines and columns.
    static func numberDiagnostics(document: CompiledNib, loaded: LoadedNib, cache: NibCache) -> [Diagnostic] {
        var nibs = [document]
        var seen: Set<ObjectIdentifier> = []
        func visit(_ view: LiveView) {
            guard seen.insert(ObjectIdentifier(view)).inserted else { return }
            if let path = view.bridgedFrom, !nibs.contains(where: { $0.path == path }),
                let nib = try? cache.nib(atPath: path)
            {
                nibs.append(nib)
            }
            view.subviews.forEach(visit)
        }
        for object in loaded.objectsByID.values {
            if let view = object as? LiveView { visit(view) }
            if let content = object.windowContentView { visit(content) }
        }
        guard nibs.contains(where: hasOutOfRangeNumber) else { return [] }
        return OutOfRangeNumbers.diagnostics(document: document.path, loaded: loaded)
    }

    /// Whether any attribute of a compiled nib is a number beyond what pictures are drawn with.
    static func hasOutOfRangeNumber(_ nib: CompiledNib) -> Bool {
        nib.elements.contains { element in
            element.attributes.contains { name, value in
                guard mayExceedLimits(value),
                    let limit = OutOfRangeNumbers.limit(
                        element: element.name, key: element.attributes["key"], attribute: name),
                    let number = Double(value)
                else { return false }
                return number.isFinite && abs(number) > limit
            }
        }
    }

    /// Whether a text can be a number beyond every limit of ``RenderLimits`` (all at least 10000): one with an
    /// exponent, or with five digits or more before its decimal point. Most attributes are not, and are passed
    /// over without parsing.
    static func mayExceedLimits(_ value: String) -> Bool {
        var digits = 0
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            case UInt8(ascii: "e"), UInt8(ascii: "E"): return true
            case UInt8(ascii: "."): return digits >= 5
            case UInt8(ascii: "-"), UInt8(ascii: "+"): continue
            default: return false
            }
        }
        return digits >= 5
    }
}
