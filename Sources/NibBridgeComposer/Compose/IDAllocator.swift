/// Allocates object ids for inlined content: an id is kept when it is free in the document, otherwise a
/// new one in Interface Builder's `abc-de-fgh` form is derived from a stable hash, so the same inputs
/// always give the same output bytes.
struct IDAllocator {
    /// The ids taken so far (the document's own and those allocated).
    private(set) var used: Set<String>

    /// A fresh id for `original`, inlined at the placeholder `scope`.
    mutating func allocate(for original: String, scope: String) -> String {
        if used.insert(original).inserted { return original }
        return unusedDerived(from: "\(scope)/\(original)")
    }

    /// A fresh id for an object that had none, inlined at `scope`.
    mutating func fresh(scope: String) -> String { unusedDerived(from: "\(scope)/fresh") }

    /// The first id derived from `seed/0`, `seed/1`, ... that is not taken yet, now taken.
    private mutating func unusedDerived(from seed: String) -> String {
        var attempt = 0
        while true {
            let candidate = IDAllocator.derive("\(seed)/\(attempt)")
            if used.insert(candidate).inserted { return candidate }
            attempt += 1
        }
    }

    /// Marks an id as taken.
    mutating func reserve(_ id: String) { used.insert(id) }

    /// An IB-style id from a 64-bit FNV-1a hash of the seed (hand-written: a stable hash is needed, and
    /// Swift's `Hasher` is randomly seeded per process).
    static func derive(_ seed: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in seed.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var characters: [Character] = []
        for index in 0..<8 {
            characters.append(alphabet[Int(hash % UInt64(alphabet.count))])
            hash /= UInt64(alphabet.count)
            if index == 2 || index == 4 { characters.append("-") }
        }
        return String(characters)
    }
}
