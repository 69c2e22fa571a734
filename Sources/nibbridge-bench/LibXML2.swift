#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The reference every figure is compared with: a plain libxml2 SAX2 pass over bytes in memory.
///
/// The handler has only `startElementNs`, `characters` and a structured error callback, each of which just
/// counts, so the pass measures libxml2's tokenizing, well-formedness checking, UTF-8 checking and name
/// interning, with no tree built. The options are `XML_PARSE_NONET` and nothing else: no entity substitution
/// (`XML_PARSE_NOENT` is off), no DTD loading, no network.
///
/// libxml2 is loaded at run time (`dlopen`), as `nibbridge render` loads Pango, so that building the package
/// and running its tests need nothing beyond Swift: only the bench needs the library (`libxml2.so.2`, Debian
/// package `libxml2`), and says so when it is missing. No header is used, so the two structures the pass
/// touches are laid out here from libxml2's `parser.h`, stable since libxml2 2.6 (see ``LibXML2Layout``),
/// and checked against the library once at load time.
final class LibXML2: @unchecked Sendable {
    /// What one pass over a document saw.
    struct Counts {
        /// Start tags reported.
        var elements = 0
        /// Attributes reported with those start tags.
        var attributes = 0
        /// Bytes of character data reported.
        var characterBytes = 0
        /// Errors and warnings reported.
        var errors = 0
        /// Whether libxml2 found the document well formed.
        var wellFormed = false
    }

    /// Why libxml2 could not be used, with what to install.
    struct Unavailable: Error {
        /// The message for people.
        var message: String
    }

    /// The library, loaded once; `nil` with the reason when it cannot be.
    static let shared: Result<LibXML2, Unavailable> = {
        do throws(Unavailable) { return .success(try LibXML2()) } catch { return .failure(error) }
    }()

    /// The library, once `main` has checked that ``shared`` loaded it.
    static var loaded: LibXML2 {
        switch shared {
        case .success(let library): return library
        case .failure(let problem): fatalError(problem.message)
        }
    }

    private let createMemoryParserContext: @convention(c) (UnsafePointer<CChar>, Int32) -> UnsafeMutableRawPointer?
    private let useOptions: @convention(c) (UnsafeMutableRawPointer, Int32) -> Int32
    private let parseDocument: @convention(c) (UnsafeMutableRawPointer) -> Int32
    private let freeParserContext: @convention(c) (UnsafeMutableRawPointer) -> Void
    /// The counting SAX2 handler, allocated once and never freed.
    private let handler: UnsafeMutableRawPointer

    private init() throws(Unavailable) {
        let names = ["libxml2.so.2", "libxml2.2.dylib", "/usr/lib/libxml2.2.dylib"]
        guard let library = names.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else {
            throw Unavailable(
                message: "nibbridge-bench needs libxml2 (\(names[0])): on Debian, apt-get install libxml2")
        }
        func symbol<T>(_ name: String, as type: T.Type = T.self) throws(Unavailable) -> T {
            guard let pointer = dlsym(library, name) else {
                throw Unavailable(message: "libxml2 has no \(name): it is too old for nibbridge-bench")
            }
            return unsafeBitCast(pointer, to: type)
        }
        let initParser: @convention(c) () -> Void = try symbol("xmlInitParser")
        let saxVersion: @convention(c) (UnsafeMutableRawPointer, Int32) -> Int32 = try symbol("xmlSAXVersion")
        createMemoryParserContext = try symbol("xmlCreateMemoryParserCtxt")
        useOptions = try symbol("xmlCtxtUseOptions")
        parseDocument = try symbol("xmlParseDocument")
        freeParserContext = try symbol("xmlFreeParserCtxt")
        initParser()
        handler = LibXML2Layout.makeCountingHandler()
        // The layout check: xmlSAXVersion fills a handler with libxml2's own SAX2 callbacks, which must land
        // in the slots this file names.
        let probe = UnsafeMutableRawPointer.allocate(byteCount: LibXML2Layout.handlerSize, alignment: 16)
        defer { probe.deallocate() }
        probe.initializeMemory(as: UInt8.self, repeating: 0, count: LibXML2Layout.handlerSize)
        _ = saxVersion(probe, 2)
        var contextLaidOut = false
        let sample: [CChar] = Array("<a/>".utf8CString)
        if let context = sample.withUnsafeBufferPointer({ createMemoryParserContext($0.baseAddress!, 4) }) {
            let fields = LibXML2Layout.ContextFields(context)
            contextLaidOut = fields.userData == context && fields.wellFormed == 1
            freeParserContext(context)
        }
        guard LibXML2Layout.isSAX2Handler(probe, startElementNs: dlsym(library, "xmlSAX2StartElementNs")),
            contextLaidOut
        else {
            throw Unavailable(message: "this libxml2's structures are not laid out as nibbridge-bench expects")
        }
    }

    /// Parses one document with the counting SAX2 handler.
    func parse(_ bytes: [UInt8]) -> Counts {
        var counts = Counts()
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count <= Int(Int32.max),
                let context = base.withMemoryRebound(
                    to: CChar.self, capacity: buffer.count, { createMemoryParserContext($0, Int32(buffer.count)) })
            else { return }
            _ = useOptions(context, LibXML2Layout.parseNoNet)
            withUnsafeMutablePointer(to: &counts) { countsPointer in
                // As xmlSAXUserParseMemory does: borrow the context, swap in our handler, restore it.
                let fields = LibXML2Layout.ContextFields(context)
                let defaultHandler = fields.sax
                fields.sax = handler
                fields.userData = UnsafeMutableRawPointer(countsPointer)
                _ = parseDocument(context)
                countsPointer.pointee.wellFormed = fields.wellFormed != 0
                fields.sax = defaultHandler
                fields.userData = nil
            }
            freeParserContext(context)
        }
        return counts
    }
}
