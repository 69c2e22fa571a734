extension StringProtocol {
    /// Whether the text holds `needle`, compared byte for byte in UTF-8.
    ///
    /// Hand-written because, with Foundation imported, `contains(_:)` on strings resolves to Foundation's
    /// `CFStringFind` (locale-aware, and a tenth of `nibbridge check`'s time on a folder of small xibs, where
    /// the document header is read once per document); header values such as `type` and `targetRuntime` are
    /// ASCII identifiers, for which the byte comparison is the exact one.
    package func containsBytes(_ needle: some StringProtocol) -> Bool {
        let needle = Array(needle.utf8)
        guard let first = needle.first else { return true }
        let haystack = Array(utf8)
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
