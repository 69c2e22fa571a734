extension IBDocument {
    private enum XML {
        static let document = "document"
        static let archive = "archive"
        static let type = "type"
        static let typePrefix = "com.apple.InterfaceBuilder"
    }

    /// Rejects inputs that are not XML text at all, each with its own explanation.
    static func checkContainer(_ file: SourceFile) throws(Diagnostic) {
        let bytes = file.bytes
        func fail(_ message: String, at offset: Int = 0) throws(Diagnostic) {
            throw Diagnostic(.error, message, at: file.location(ofOffset: offset), rule: "input")
        }
        if bytes.isEmpty { try fail("file is empty: expected an Interface Builder document") }
        if bytes.allSatisfy(Byte.isSpace) {
            try fail("file contains only white space: expected an Interface Builder document")
        }
        if bytes.starts(with: "bplist".utf8) {
            try fail(
                "binary property list: this looks like a compiled nib; NibBridge reads .xib and .storyboard sources")
        }
        if bytes.starts(with: "NIBArchive".utf8) {
            try fail("compiled nib archive: NibBridge reads .xib and .storyboard sources, not compiled .nib files")
        }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            try fail("UTF-16 text is not supported: Interface Builder documents are UTF-8")
        }
        if let zero = bytes.withUnsafeBufferPointer({ ByteSearch.first(0, in: $0, from: 0, to: $0.count) }) {
            try fail("binary data (a NUL byte): this is not an XML text file", at: zero)
        }
        if let problem = bytes.withUnsafeBufferPointer(UTF8Validation.firstProblem(in:)) {
            try fail("invalid UTF-8: \(problem.message); XML documents are UTF-8 text", at: problem.offset)
        }
    }

    /// Checks that a well-formed tree is an Interface Builder document of Xcode 5 or later.
    static func checkRoot(_ tree: XMLTree, _ file: SourceFile) throws(Diagnostic) {
        guard let root = tree.rootElement else {
            throw Diagnostic(.error, "no root element", at: file.location(ofOffset: 0), rule: "input")
        }
        let location = tree.sourceOffset(of: root).map(file.location(ofOffset:))
        let name = tree.name(of: root)
        if name == XML.archive {
            throw Diagnostic(
                .error,
                "legacy Interface Builder 3 archive format: open and save the file in Xcode 5 or later "
                    + "to convert it to the <document> format",
                at: location,
                rule: "input"
            )
        }
        guard name == XML.document else {
            throw Diagnostic(
                .error,
                "not an Interface Builder document: the root element is <\(name)>, expected <document>",
                at: location,
                rule: "input"
            )
        }
        guard let type = tree.attribute(XML.type, of: root), type.hasPrefix(XML.typePrefix) else {
            throw Diagnostic(
                .error,
                "not an Interface Builder document: <document> has no Interface Builder 'type' attribute",
                at: location,
                rule: "input"
            )
        }
    }
}
