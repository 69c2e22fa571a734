internal import Foundation
public import NibBridgeDocument
internal import Yams

/// Rule severities and bridged classes, from `.nibbridge.yml` and command-line options.
///
/// ```yaml
/// include: [ProfileCardView]        # only these classes are bridged (default: every class with a nib)
/// exclude: [LegacyView]             # never bridged
/// rules:
///   placeholder-subviews: off       # off, note, warning or error
///   size-conflict: error
/// ```
public struct CheckConfiguration: Sendable, Hashable {
    /// Which classes are bridged.
    public var selection: BridgeSelection
    /// Severity overrides by rule id; `nil` turns a rule off.
    public var severities: [String: Diagnostic.Severity?]

    /// Creates a configuration.
    public init(selection: BridgeSelection = BridgeSelection(), severities: [String: Diagnostic.Severity?] = [:]) {
        self.selection = selection
        self.severities = severities
    }

    /// The severity of a rule, or `nil` when it is off.
    public func severity(of rule: CheckRule) -> Diagnostic.Severity? {
        if let configured = severities[rule.id] { return configured }
        return rule.defaultSeverity
    }

    /// Parses a severity name (`off`, `note`, `warning`, `error`); `.some(nil)` means off.
    public static func parseSeverity(_ text: String) -> Diagnostic.Severity?? {
        if text == "off" || text == "disabled" { return .some(nil) }
        return Diagnostic.Severity(rawValue: text).map { .some($0) }
    }

    /// Reads `.nibbridge.yml`, failing with a diagnostic at the offending key or value for unknown keys,
    /// rules and severities and for values of the wrong shape. Keys are read in the file's order, so the
    /// first problem reported is always the first in the file.
    public static func load(path: String) throws(Diagnostic) -> CheckConfiguration {
        // Read like documents: never waiting on a named pipe, failures in the system's words.
        let bytes = try IBDocument.bytes(ofFile: path, limit: 1 << 20, what: "configuration", rule: "config")
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func location(_ mark: Mark?) -> SourceLocation {
            let line = max(mark?.line ?? 1, 1)
            let source = line <= lines.count ? String(lines[line - 1]) : nil
            return SourceLocation(path: path, line: line, column: max(mark?.column ?? 1, 1), sourceLine: source)
        }
        func fail(_ message: String, at node: Node?) -> Diagnostic {
            Diagnostic(.error, message, at: location(node?.mark), rule: "config")
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            let (problem, mark) = describe(error)
            throw Diagnostic(.error, "invalid YAML: \(problem)", at: location(mark), rule: "config")
        } catch {
            throw Diagnostic(.error, "invalid YAML: \(error)", at: location(nil), rule: "config")
        }
        guard let root else { return CheckConfiguration() }
        guard let mapping = root.mapping else { throw fail("the configuration must be a mapping", at: root) }
        var configuration = CheckConfiguration()
        for (key, value) in mapping {
            switch key.string {
            case "include": configuration.selection.include = try classNames(value, key: "include", fail: fail)
            case "exclude": configuration.selection.exclude = try classNames(value, key: "exclude", fail: fail)
            case "rules":
                guard let rules = value.mapping else {
                    throw fail("'rules' must map rule ids to severities", at: value)
                }
                for (id, severity) in rules {
                    guard let name = id.string, CheckRule.all.contains(where: { $0.id == name }) else {
                        throw fail(
                            "unknown rule '\(id.string ?? "")'; rules are "
                                + CheckRule.all.map(\.id).joined(separator: ", "), at: id)
                    }
                    // YAML reads `off` (and `false`, `no`) as a boolean: all of them turn the rule off.
                    guard let text = severity.scalar?.string,
                        let parsed = parseSeverity(text) ?? (severity.bool == false ? .some(nil) : nil)
                    else {
                        throw fail(
                            "unknown severity '\(severity.scalar?.string ?? "")' for rule '\(name)'; use off, note, "
                                + "warning or error", at: severity)
                    }
                    configuration.severities[name] = parsed
                }
            default:
                throw fail(
                    "unknown configuration key '\(key.string ?? "")'; the keys are include, exclude and rules", at: key)
            }
        }
        return configuration
    }

    /// A list of class names (`include`, `exclude`); a single name or a mapping is an error rather than
    /// silently bridging every class.
    private static func classNames(
        _ node: Node, key: String, fail: (String, Node?) -> Diagnostic
    ) throws(Diagnostic) -> Set<String> {
        guard let sequence = node.sequence else { throw fail("'\(key)' must be a list of class names", node) }
        var names: Set<String> = []
        for item in sequence {
            guard let name = item.scalar?.string, !name.isEmpty else {
                throw fail("'\(key)' must be a list of class names", item)
            }
            names.insert(name)
        }
        return names
    }

    /// What libyaml says went wrong, in one line, and where, when it says.
    private static func describe(_ error: YamlError) -> (String, Mark?) {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let circumstance = context.map { " \($0.text) at line \($0.mark.line), column \($0.mark.column)" } ?? ""
            return ("\(problem)\(circumstance)", mark)
        default:
            return ("\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)", nil)
        }
    }
}
