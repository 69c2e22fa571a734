/// Splitting documents into lines and comparing two versions line by line, to prove that an edit
/// changed only the lines it had to.
enum Lines {
    /// The lines of bytes split at `\n` (a final empty string follows a trailing line break).
    static func split(_ bytes: [UInt8]) -> [String] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// One changed region: lines removed from the original at a 1-based line, replaced by inserted lines.
struct Hunk: Equatable, CustomStringConvertible {
    /// The 1-based line of the original where the region starts (for a pure insertion: the line the
    /// inserted lines go before).
    var line: Int
    var removed: [String]
    var inserted: [String]

    var description: String {
        (["@@ line \(line)"] + removed.map { "-" + $0 } + inserted.map { "+" + $0 }).joined(separator: "\n")
    }
}

/// The minimal line diff (longest common subsequence) between two versions of a document.
///
/// Every line outside the returned hunks is identical in both versions and in the same order, so
/// asserting the exact hunks asserts that nothing else changed.
enum LineDiff {
    static func hunks(_ original: [UInt8], _ edited: [UInt8]) -> [Hunk] {
        hunks(Lines.split(original), Lines.split(edited))
    }

    static func hunks(_ a: [String], _ b: [String]) -> [Hunk] {
        // Common prefix and suffix first: edits are local, so the quadratic part stays small.
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix
            && a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
        {
            suffix += 1
        }
        let x = Array(a[prefix..<(a.count - suffix)])
        let y = Array(b[prefix..<(b.count - suffix)])
        // lcs[i][j]: length of the longest common subsequence of x[i...] and y[j...].
        var lcs = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in stride(from: x.count - 1, through: 0, by: -1) {
            for j in stride(from: y.count - 1, through: 0, by: -1) {
                lcs[i][j] = x[i] == y[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var result: [Hunk] = []
        var current: Hunk?
        var i = 0
        var j = 0
        func flush() {
            if let hunk = current { result.append(hunk) }
            current = nil
        }
        while i < x.count || j < y.count {
            if i < x.count && j < y.count && x[i] == y[j] {
                flush()
                i += 1
                j += 1
            } else if j < y.count && (i == x.count || lcs[i][j + 1] >= lcs[i + 1][j]) {
                if current == nil { current = Hunk(line: prefix + i + 1, removed: [], inserted: []) }
                current!.inserted.append(y[j])
                j += 1
            } else {
                if current == nil { current = Hunk(line: prefix + i + 1, removed: [], inserted: []) }
                current!.removed.append(x[i])
                i += 1
            }
        }
        flush()
        return slidDown(result, in: a)
    }

    /// Moves each pure insertion or deletion as far down as the same lines allow.
    ///
    /// An inserted block that ends with `</view>` after a sibling that ends with `</view>` can be
    /// described at two places; the later one keeps each block's own closing tag, as a person reads it.
    private static func slidDown(_ hunks: [Hunk], in a: [String]) -> [Hunk] {
        var hunks = hunks
        for index in hunks.indices {
            let limit = index + 1 < hunks.count ? hunks[index + 1].line - 1 : a.count
            var hunk = hunks[index]
            var start = hunk.line - 1
            if hunk.removed.isEmpty {
                while start < limit, hunk.inserted.first == a[start] {
                    hunk.inserted.append(hunk.inserted.removeFirst())
                    start += 1
                }
            } else if hunk.inserted.isEmpty {
                while start + hunk.removed.count < limit, a[start] == a[start + hunk.removed.count] {
                    hunk.removed.append(hunk.removed.removeFirst())
                    start += 1
                }
            }
            hunk.line = start + 1
            hunks[index] = hunk
        }
        return hunks
    }
}
