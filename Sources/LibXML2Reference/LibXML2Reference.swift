internal import CLibXML2

/// The reference every figure is compared with: a plain libxml2 SAX2 pass over bytes in memory.
///
/// The handler has only `startElementNs`, `characters` and a structured error callback, each of which
/// just counts, so the pass measures libxml2's tokenizing, well-formedness checking, UTF-8 checking and
/// name interning, with no tree built. The options are `XML_PARSE_NONET` and nothing else: no entity
/// substitution (`XML_PARSE_NOENT` is off), no DTD loading, no network.
///
/// It is a target of its own, without Foundation, because libxml2's headers pull in the system's ICU
/// headers, which clash with Foundation's own copy of ICU inside one Swift module.
public enum LibXML2Reference {
    /// What one pass over a document saw.
    public struct Counts: Sendable {
        /// Start tags reported.
        public var elements = 0
        /// Attributes reported with those start tags.
        public var attributes = 0
        /// Bytes of character data reported.
        public var characterBytes = 0
        /// Errors and warnings reported.
        public var errors = 0
        /// Whether libxml2 found the document well formed.
        public var wellFormed = false
    }

    /// The parser options used for every pass.
    static let options = Int32(XML_PARSE_NONET.rawValue)

    /// Initialises libxml2 once, before any timing.
    public static func initialize() { xmlInitParser() }

    /// Parses one document with the counting SAX2 handler.
    public static func parse(_ bytes: [UInt8]) -> Counts {
        var counts = Counts()
        var handler = makeHandler()
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count <= Int(Int32.max),
                let context = base.withMemoryRebound(
                    to: CChar.self, capacity: buffer.count,
                    {
                        xmlCreateMemoryParserCtxt($0, Int32(buffer.count))
                    })
            else { return }
            _ = xmlCtxtUseOptions(context, options)
            withUnsafeMutablePointer(to: &counts) { countsPointer in
                withUnsafeMutablePointer(to: &handler) { handlerPointer in
                    // As xmlSAXUserParseMemory does: borrow the context, swap in our handler, restore it.
                    let defaultHandler = context.pointee.sax
                    context.pointee.sax = handlerPointer
                    context.pointee.userData = UnsafeMutableRawPointer(countsPointer)
                    _ = xmlParseDocument(context)
                    countsPointer.pointee.wellFormed = context.pointee.wellFormed != 0
                    context.pointee.sax = defaultHandler
                    context.pointee.userData = nil
                }
            }
            xmlFreeParserCtxt(context)
        }
        return counts
    }

    /// A SAX2 handler whose callbacks only count into the ``Counts`` passed as user data.
    private static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { context, _, _, _, _, _, attributeCount, _, _ in
            guard let counts = context?.assumingMemoryBound(to: Counts.self) else { return }
            counts.pointee.elements += 1
            counts.pointee.attributes += Int(attributeCount)
        }
        handler.characters = { context, _, length in
            context?.assumingMemoryBound(to: Counts.self).pointee.characterBytes += Int(length)
        }
        handler.serror = { context, _ in
            context?.assumingMemoryBound(to: Counts.self).pointee.errors += 1
        }
        return handler
    }
}
