/// Finds the first byte that breaks UTF-8 (XML documents must be well-formed UTF-8, and Interface
/// Builder writes nothing else), with what is wrong with it.
///
/// Runs of ASCII are skipped eight bytes at a time, so the check costs little next to parsing.
enum UTF8Validation {
    /// The first invalid sequence: its offset and a description of the problem.
    struct Problem: Equatable {
        /// The offset of the first byte of the invalid sequence.
        var offset: Int
        /// What is wrong, for a diagnostic.
        var message: String
    }

    /// The first invalid sequence in `bytes`, or `nil` when they are all valid UTF-8.
    static func firstProblem(in bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var i = 0
        while i < count {
            while i + 8 <= count {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 != 0 { break }
                i += 8
            }
            guard i < count else { return nil }
            let lead = base[i]
            if lead < 0x80 {
                i += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                low = 0xA0
            case 0xED:
                length = 3
                high = 0x9F
            case 0xE1...0xEF: length = 3
            case 0xF0:
                length = 4
                low = 0x90
            case 0xF4:
                length = 4
                high = 0x8F
            case 0xF1...0xF3: length = 4
            case 0x80...0xBF:
                return Problem(offset: i, message: "byte \(hex(lead)) continues a character that never started")
            default:
                return Problem(offset: i, message: "byte \(hex(lead)) never appears in UTF-8")
            }
            guard i + 1 < count, (low...high).contains(base[i + 1]) else {
                return Problem(offset: i, message: secondByteProblem(lead, i + 1 < count ? base[i + 1] : nil))
            }
            for k in 2..<length where i + k >= count || base[i + k] & 0xC0 != 0x80 {
                return Problem(offset: i, message: "the character starting with byte \(hex(lead)) is cut short")
            }
            i += length
        }
        return nil
    }

    /// Why the byte after a lead byte does not fit.
    private static func secondByteProblem(_ lead: UInt8, _ next: UInt8?) -> String {
        guard let next, next & 0xC0 == 0x80 else {
            return "the character starting with byte \(hex(lead)) is cut short"
        }
        switch lead {
        case 0xE0, 0xF0: return "bytes \(hex(lead)) \(hex(next)) are an overlong encoding"
        case 0xED: return "bytes \(hex(lead)) \(hex(next)) encode a UTF-16 surrogate, which is not a character"
        default: return "bytes \(hex(lead)) \(hex(next)) encode a code point beyond U+10FFFF"
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "0x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
    }
}
