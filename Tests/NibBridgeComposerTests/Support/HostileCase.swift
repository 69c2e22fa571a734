import Foundation
import Testing

/// One hostile input for the command-line tool: how the project is spoiled, the commands run (the last
/// one is checked), and what must come out: exit status, messages, and inputs left exactly as they were.
struct HostileCase: Sendable, CustomTestStringConvertible {
    var name: String
    /// Spoils the project (links, pipes, broken documents).
    var prepare: @Sendable (HostileProject) throws -> Void = { _ in }
    /// The commands, run in order in the project folder; all must finish in time.
    var runs: [[String]]
    /// The last command's exit status.
    var status: Int32
    /// Lines standard error must hold, each whole.
    var errors: [String] = []
    /// Openings of lines standard error must hold (for messages that go on with an absolute path).
    var openings: [String] = []
    /// Text standard error must not hold anywhere.
    var forbidden: [String] = ["NSCocoaErrorDomain", "Fatal error"]
    /// Text standard output must hold.
    var output: [String] = []
    /// Whether standard output must be empty.
    var silent = false
    /// Whether standard output must be a JSON value.
    var json = false
    /// Folders the commands write (left out of the comparison of inputs).
    var outputs: [String] = []
    /// Paths that must not exist afterwards.
    var absent: [String] = []
    /// Pairs of folders whose files must be byte for byte the same afterwards.
    var identical: [[String]] = []
    /// Whether to run as an unprivileged user (for whom a locked folder is unreadable).
    var unprivileged = false

    var testDescription: String { name }
}

/// Small documents written by hand in Xcode's format, with the places of their parts for messages.
enum HostileDocument {
    /// A xib with one view whose user label and frame attributes are given as raw bytes.
    static func xib(label: [UInt8] = Array("Plain".utf8), frame: String = #"x="0.0" y="0.0" width="120" height="120""#)
        -> [UInt8]
    {
        let head = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="Hst-il-001" userLabel="
            """
        let tail = """
            ">
                        <rect key="frame" \(frame)/>
                    </view>
                </objects>
            </document>

            """
        return Array(head.utf8) + label + Array(tail.utf8)
    }

    /// `line:column` (1-based, columns in bytes) of the first occurrence of `needle` in `bytes`, plus
    /// `shift` bytes.
    static func position(of needle: [UInt8], in bytes: [UInt8], shift: Int = 0) -> String {
        let count = needle.count
        guard let start = (0...(bytes.count - count)).first(where: { Array(bytes[$0..<($0 + count)]) == needle })
        else { return "?:?" }
        let offset = start + shift
        let line = bytes[..<offset].filter { $0 == 0x0A }.count + 1
        let lineStart = bytes[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return "\(line):\(offset - lineStart + 1)"
    }

    /// `line:column` where the value of the frame's `name` attribute starts.
    static func framePosition(_ name: String, in bytes: [UInt8]) -> String {
        position(of: Array(" \(name)=\"".utf8), in: bytes, shift: name.count + 3)
    }
}
