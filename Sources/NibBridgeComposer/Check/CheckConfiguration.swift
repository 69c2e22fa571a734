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

    /// Reads `.nibbridge.yml`, failing with a located diagnostic for unknown keys, rules and severities.
    public static func load(path: String) throws(Diagnostic) -> CheckConfiguration {
        let file = SourceLocation(path: path, line: 1, column: 1)
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw Diagnostic(.error, "cannot read configuration: \(error.localizedDescription)", at: file, rule: "config")
        }
        let root: Any?
        do {
            root = try Yams.load(yaml: text)
        } catch {
            throw Diagnostic(.error, "invalid YAML: \(error)", at: file, rule: "config")
        }
        guard let dictionary = (root ?? [String: Any]()) as? [String: Any] else {
            throw Diagnostic(.error, "the configuration must be a mapping", at: file, rule: "config")
        }
        var configuration = CheckConfiguration()
        for (key, value) in dictionary {
            switch key {
            case "include": configuration.selection.include = Set(value as? [String] ?? [])
            case "exclude": configuration.selection.exclude = Set(value as? [String] ?? [])
            case "rules":
                guard let rules = value as? [String: Any] else {
                    throw Diagnostic(.error, "'rules' must map rule ids to severities", at: file, rule: "config")
                }
                for (id, severity) in rules {
                    guard CheckRule.all.contains(where: { $0.id == id }) else {
                        throw Diagnostic(.error, "unknown rule '\(id)'", at: file, rule: "config")
                    }
                    let name = (severity as? String) ?? ((severity as? Bool) == false ? "off" : "")
                    guard let parsed = parseSeverity(name) else {
                        throw Diagnostic(.error, "unknown severity '\(severity)' for rule '\(id)'", at: file, rule: "config")
                    }
                    configuration.severities[id] = parsed
                }
            default:
                throw Diagnostic(.error, "unknown configuration key '\(key)'", at: file, rule: "config")
            }
        }
        return configuration
    }
}
