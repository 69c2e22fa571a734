/// The parts of libxml2's structures that ``LibXML2`` touches, laid out by hand from `parser.h` (libxml2 2.6
/// and later, unchanged through 2.13) since the bench uses no C header.
///
/// - `xmlSAXHandler`: 27 callback pointers (`internalSubset` ... `externalSubset`), then `unsigned int
///   initialized`, `void *_private`, `startElementNs`, `endElementNs` and `serror`: 32 pointer-sized slots.
/// - `xmlParserCtxt` begins with `xmlSAXHandler *sax`, `void *userData`, `xmlDocPtr myDoc` and `int
///   wellFormed`.
///
/// ``LibXML2`` checks both against the library when it loads it: `xmlSAXVersion` must put libxml2's own
/// `xmlSAX2StartElementNs` in the `startElementNs` slot and the SAX2 magic in `initialized`, and a new
/// parser context must point its `userData` at itself and start well formed.
enum LibXML2Layout {
    /// `XML_PARSE_NONET`.
    static let parseNoNet: Int32 = 1 << 11
    /// `XML_SAX2_MAGIC`, the `initialized` value of a SAX2 handler.
    static let sax2Magic: UInt32 = 0xDEED_BEAF

    private static let slot = MemoryLayout<UnsafeRawPointer>.size
    /// The size of `xmlSAXHandler`.
    static let handlerSize = 32 * slot
    private static let characters = 17 * slot
    private static let initialized = 27 * slot
    private static let startElementNs = 29 * slot
    private static let serror = 31 * slot

    /// `startElementNsSAX2Func`: context, local name, prefix, URI, namespace count, namespaces, attribute
    /// count, defaulted count, attributes.
    typealias StartElementNs =
        @convention(c) (
            UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UnsafePointer<UInt8>?, UnsafePointer<UInt8>?, Int32,
            UnsafeMutablePointer<UnsafePointer<UInt8>?>?, Int32, Int32, UnsafeMutablePointer<UnsafePointer<UInt8>?>?
        ) -> Void
    /// `charactersSAXFunc`: context, bytes, length.
    typealias Characters = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, Int32) -> Void
    /// `xmlStructuredErrorFunc`: user data, error.
    typealias StructuredError = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void

    /// A zeroed SAX2 handler whose callbacks only count into the ``LibXML2/Counts`` passed as user data.
    static func makeCountingHandler() -> UnsafeMutableRawPointer {
        let handler = UnsafeMutableRawPointer.allocate(byteCount: handlerSize, alignment: 16)
        handler.initializeMemory(as: UInt8.self, repeating: 0, count: handlerSize)
        handler.storeBytes(of: sax2Magic, toByteOffset: initialized, as: UInt32.self)
        let start: StartElementNs = { context, _, _, _, _, _, attributeCount, _, _ in
            guard let counts = context?.assumingMemoryBound(to: LibXML2.Counts.self) else { return }
            counts.pointee.elements += 1
            counts.pointee.attributes += Int(attributeCount)
        }
        let text: Characters = { context, _, length in
            context?.assumingMemoryBound(to: LibXML2.Counts.self).pointee.characterBytes += Int(length)
        }
        let error: StructuredError = { context, _ in
            context?.assumingMemoryBound(to: LibXML2.Counts.self).pointee.errors += 1
        }
        handler.storeBytes(
            of: unsafeBitCast(start, to: UnsafeRawPointer.self), toByteOffset: startElementNs, as: UnsafeRawPointer.self
        )
        handler.storeBytes(
            of: unsafeBitCast(text, to: UnsafeRawPointer.self), toByteOffset: characters, as: UnsafeRawPointer.self)
        handler.storeBytes(
            of: unsafeBitCast(error, to: UnsafeRawPointer.self), toByteOffset: serror, as: UnsafeRawPointer.self)
        return handler
    }

    /// Whether a handler filled by `xmlSAXVersion(handler, 2)` has libxml2's SAX2 start-element callback and
    /// magic where this layout puts them.
    static func isSAX2Handler(_ handler: UnsafeMutableRawPointer, startElementNs expected: UnsafeMutableRawPointer?)
        -> Bool
    {
        guard let expected else { return false }
        return handler.load(fromByteOffset: initialized, as: UInt32.self) == sax2Magic
            && handler.load(fromByteOffset: startElementNs, as: UnsafeRawPointer?.self) == UnsafeRawPointer(expected)
    }

    /// The first fields of an `xmlParserCtxt`.
    struct ContextFields {
        /// The context.
        let context: UnsafeMutableRawPointer

        init(_ context: UnsafeMutableRawPointer) { self.context = context }

        /// `sax`: the handler the parser calls.
        var sax: UnsafeMutableRawPointer? {
            get { context.load(as: UnsafeMutableRawPointer?.self) }
            nonmutating set { context.storeBytes(of: newValue, as: UnsafeMutableRawPointer?.self) }
        }

        /// `userData`: what the callbacks receive (the context itself until replaced).
        var userData: UnsafeMutableRawPointer? {
            get { context.load(fromByteOffset: slot, as: UnsafeMutableRawPointer?.self) }
            nonmutating set { context.storeBytes(of: newValue, toByteOffset: slot, as: UnsafeMutableRawPointer?.self) }
        }

        /// `wellFormed`: 1 until the parser finds an error.
        var wellFormed: Int32 { context.load(fromByteOffset: 3 * slot, as: Int32.self) }
    }
}
