/// Decoding of references and escaping in Xcode's style.
///
/// Only the five predefined entities and numeric character references exist here: nothing is ever
/// looked up in a DTD, so no input can make the reader expand an entity.
enum XMLEscaping {
    /// The character a reference name (the text between `&` and `;`) stands for, or `nil` if unknown.
    static func referenceValue(_ name: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        guard let first = name.first else { return nil }
        if first == Byte.hash {
            var value: UInt32 = 0
            var digits = 0
            let hex = name.count > 1 && (name[1] == 0x78)  // "x"
            for c in name.dropFirst(hex ? 2 : 1) {
                let digit: UInt32
                switch c {
                case 0x30...0x39: digit = UInt32(c - 0x30)
                case 0x61...0x66 where hex: digit = UInt32(c - 0x61 + 10)
                case 0x41...0x46 where hex: digit = UInt32(c - 0x41 + 10)
                default: return nil
                }
                value = value &* (hex ? 16 : 10) &+ digit
                digits += 1
                if value > 0x10FFFF { return nil }
            }
            guard digits > 0, value != 0 else { return nil }
            return Unicode.Scalar(value)
        }
        switch String(decoding: name, as: UTF8.self) {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default: return nil
        }
    }

    /// Decodes raw (escaped) source bytes into the text they stand for.
    static func decode(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        guard raw.contains(Byte.ampersand) else { return String(decoding: raw, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        var pending: [UInt8] = []
        var i = 0
        func flush() {
            if !pending.isEmpty {
                scalars.append(contentsOf: String(decoding: pending, as: UTF8.self).unicodeScalars)
                pending.removeAll(keepingCapacity: true)
            }
        }
        while i < raw.count {
            if raw[i] == Byte.ampersand, let end = raw[i...].firstIndex(of: Byte.semicolon),
                let scalar = referenceValue(UnsafeBufferPointer(rebasing: raw[(i + 1)..<end]))
            {
                flush()
                scalars.append(scalar)
                i = end + 1
            } else {
                pending.append(raw[i])
                i += 1
            }
        }
        flush()
        return String(scalars)
    }

    /// Escapes an attribute value the way Xcode writes it: quotes, angle brackets, ampersands and
    /// control characters (newline as `&#10;`) become references.
    static func appendAttributeValue(_ value: String, to output: inout [UInt8]) {
        for byte in value.utf8 {
            switch byte {
            case Byte.quote: output.append(contentsOf: "&quot;".utf8)
            case Byte.ampersand: output.append(contentsOf: "&amp;".utf8)
            case Byte.lt: output.append(contentsOf: "&lt;".utf8)
            case Byte.gt: output.append(contentsOf: "&gt;".utf8)
            case 0x0A: output.append(contentsOf: "&#10;".utf8)
            case 0x0D: output.append(contentsOf: "&#13;".utf8)
            case 0x09: output.append(contentsOf: "&#9;".utf8)
            default: output.append(byte)
            }
        }
    }

    /// Escapes character data: ampersands and angle brackets become references.
    static func appendText(_ text: String, to output: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case Byte.ampersand: output.append(contentsOf: "&amp;".utf8)
            case Byte.lt: output.append(contentsOf: "&lt;".utf8)
            case Byte.gt: output.append(contentsOf: "&gt;".utf8)
            default: output.append(byte)
            }
        }
    }
}

extension XMLEscaping {
    /// Why a reference name (the text between `&` and `;`) that ``referenceValue(_:)`` refuses stands for
    /// nothing: a named entity other than the five predefined ones, or a character reference to a code
    /// point that is not a character XML allows (U+0000, a UTF-16 surrogate, beyond U+10FFFF).
    static func referenceProblem(_ name: UnsafeBufferPointer<UInt8>) -> String {
        let text = String(decoding: name, as: UTF8.self)
        guard name.first == Byte.hash else {
            return "unknown entity '&\(text);': only the predefined entities and character references are "
                + "accepted, entities are never expanded"
        }
        let hex = name.count > 1 && name[1] == 0x78  // "x"
        let digits = String(decoding: name.dropFirst(hex ? 2 : 1), as: UTF8.self)
        let wellFormed = digits.unicodeScalars.allSatisfy {
            hex ? $0.properties.isASCIIHexDigit : ("0"..."9").contains($0)
        }
        guard !digits.isEmpty, wellFormed, let value = UInt64(digits, radix: hex ? 16 : 10) else {
            let expected = hex ? "hexadecimal digits after '&#x'" : "decimal digits after '&#' (or 'x' and hexadecimal)"
            return "malformed character reference '&\(text);': expected \(expected)"
        }
        let reference = "character reference '&\(text);'"
        switch value {
        case 0:
            return "\(reference) is U+0000 (NUL), which XML does not allow in a document"
        case 0xD800...0xDFFF:
            return "\(reference) is U+\(codePoint(value)), a UTF-16 surrogate, which is not a character"
        default:
            return "\(reference) is beyond U+10FFFF, the last Unicode code point"
        }
    }

    private static func codePoint(_ value: UInt64) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
