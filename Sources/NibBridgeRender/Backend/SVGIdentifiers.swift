/// Makes an SVG picture's element ids its own: cairo names the groups it writes for nested surfaces
/// `surfaceN`, and the images it embeds `imageN`, after a counter of every surface the process made
/// (`cairo_surface_t`'s unique id), so the same picture would read `surface2596` or `surface7` depending on
/// what was drawn before it, and on which thread. Renumbered in order of first appearance (`surface1`,
/// `surface2`, ...), a picture is the same bytes however and wherever it is drawn. Every other id cairo writes
/// (`glyph0-1`, `clip1`, `mask0`, `pattern0`) is counted per picture.
enum SVGIdentifiers {
    /// The bytes with every `surfaceN` and `imageN` id renumbered by first appearance.
    static func renumberingSurfaces(_ bytes: [UInt8]) -> [UInt8] {
        renumbering("image", in: renumbering("surface", in: bytes))
    }

    /// The bytes with every id `nameN` renumbered, where written as `id="nameN"`, `xlink:href="#nameN"` or
    /// `url(#nameN)`.
    static func renumbering(_ name: String, in bytes: [UInt8]) -> [UInt8] {
        let marker = Array(name.utf8)
        let idPrefix = Array("id=\"".utf8)
        var numbers: [ArraySlice<UInt8>: Int] = [:]
        var result: [UInt8] = []
        var copied = 0
        var position = 0
        while let found = start(of: marker, in: bytes, from: position) {
            position = found + marker.count
            // Written after `#` (in `"#` or `(#`), or after `id="`.
            let before = found - 1
            let isReference =
                bytes[before] == UInt8(ascii: "#") && before > 0
                && (bytes[before - 1] == UInt8(ascii: "\"") || bytes[before - 1] == UInt8(ascii: "("))
            let isID = found >= idPrefix.count && bytes[(found - idPrefix.count)..<found].elementsEqual(idPrefix)
            var end = position
            while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") { end += 1 }
            guard isReference || isID, end > position, end < bytes.count,
                bytes[end] == UInt8(ascii: "\"") || bytes[end] == UInt8(ascii: ")")
            else { continue }
            let digits = bytes[position..<end]
            let number = numbers[digits] ?? (numbers.count + 1)
            numbers[digits] = number
            if copied == 0 { result.reserveCapacity(bytes.count) }
            result += bytes[copied..<position]
            result += Array(String(number).utf8)
            copied = end
            position = end
        }
        if copied == 0 { return bytes }
        result += bytes[copied...]
        return result
    }

    /// The first index at or after `from` (and after the first byte) where `needle` begins.
    private static func start(of needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            let first = needle[0]
            var index = max(from, 1)
            let last = buffer.count - needle.count
            while index <= last {
                if buffer[index] == first {
                    var matched = 1
                    while matched < needle.count, buffer[index + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return index }
                }
                index += 1
            }
            return nil
        }
    }
}
