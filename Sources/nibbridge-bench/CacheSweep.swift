/// Evicts the corpus from the CPU caches before a workload's block of cold runs, by writing then reading a
/// buffer larger than any last-level cache the bench runs on (64 MiB; the machines of BENCHMARKS.md have
/// 32 MiB of L3).
///
/// So a cold run finds a document's bytes in memory only, whichever workloads ran before it: the figure of
/// one workload is the same whether it runs alone (`--only read`) or with the others.
final class CacheSweep: @unchecked Sendable {
    /// The size of the buffer swept.
    static let bytes = 64 << 20

    private let buffer: UnsafeMutableRawBufferPointer

    /// Allocates the buffer.
    init() {
        buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.bytes, alignment: 64)
        buffer.initializeMemory(as: UInt8.self, repeating: 0)
    }

    deinit { buffer.deallocate() }

    /// Writes and reads every cache line of the buffer; returns a checksum so the reads are not dropped.
    @discardableResult
    func sweep(_ salt: UInt8) -> Int {
        var total = 0
        var offset = 0
        while offset < buffer.count {
            buffer[offset] = salt &+ UInt8(truncatingIfNeeded: offset >> 6)
            total &+= Int(buffer[offset])
            offset += 64
        }
        return total
    }
}
