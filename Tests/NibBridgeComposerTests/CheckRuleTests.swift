import NibBridgeComposer
import NibBridgeDocument
import Testing

/// Every rule of `nibbridge check`, on a document that triggers it and one that does not: the rule id,
/// the severity and the exact `path:line:column` of the offending placeholder, with the notes that point
/// into the nib.
struct CheckRuleTests {
    @Test func everyRuleHasACase() {
        #expect(CheckRuleCase.all.map(\.rule.id) == CheckRule.all.map(\.id))
        #expect(Set(CheckRule.all.map(\.id)).count == CheckRule.all.count, "rule ids are unique")
    }

    @Test(arguments: CheckRuleCase.all)
    func defaultSeverityIsTheDocumentedOne(_ check: CheckRuleCase) {
        #expect(check.rule.defaultSeverity == check.severity)
        #expect(CheckConfiguration().severity(of: check.rule) == check.severity)
    }

    @Test(arguments: CheckRuleCase.all)
    func triggerReportsTheRuleAtTheOffendingElement(_ check: CheckRuleCase) throws {
        let diagnostics = check.check(check.trigger)
        #expect(diagnostics.compactMap(\.rule) == check.triggerRules)
        let found = diagnostics.filter { $0.rule == check.rule.id }
        let diagnostic = try #require(found.first, "\(check.trigger) does not trigger \(check.rule.id)")
        #expect(found.count == 1)
        #expect(diagnostic.severity == check.severity)
        let location = try #require(diagnostic.location)
        #expect(location.description == "\(check.root)/\(check.trigger):\(check.line):\(check.column)")
        #expect(location.sourceLine?.dropFirst(check.column - 1).hasPrefix("<view ") == true)
        #expect(diagnostic.message == check.message.replacingOccurrences(of: "{root}", with: check.root))
        #expect(
            diagnostic.notes.map { note in
                let path = note.location.map { String($0.description.dropFirst(check.root.count + 1)) + ": " } ?? ""
                return path + note.message
            } == check.notes)
    }

    @Test(arguments: CheckRuleCase.all)
    func cleanDocumentDoesNotTriggerTheRule(_ check: CheckRuleCase) {
        let diagnostics = check.check(check.clean)
        #expect(!diagnostics.contains { $0.rule == check.rule.id })
        #expect(diagnostics.compactMap(\.rule) == check.cleanRules)
    }

    @Test(arguments: CheckRuleCase.all)
    func turningTheRuleOffSilencesOnlyIt(_ check: CheckRuleCase) {
        var configuration = check.configuration
        configuration.severities[check.rule.id] = .some(nil)
        let diagnostics = CheckRun.run(
            paths: [check.root + "/" + check.trigger], root: check.root, configuration: configuration
        ).diagnostics
        #expect(diagnostics.compactMap(\.rule) == check.triggerRules.filter { $0 != check.rule.id })
    }

    @Test func unreadableNibIsReportedAsMissing() throws {
        let root = Fixtures.path("Check/missing-nib")
        let diagnostics = CheckRun.run(
            paths: [root + "/Unreadable.storyboard"], root: root, configuration: CheckConfiguration()
        ).diagnostics
        #expect(
            diagnostics.map(\.description) == [
                "\(root)/Unreadable.storyboard:19:29: error: the nib of BrokenView cannot be read: expected an element "
                    + "name after '<' [missing-nib]"
            ])
    }
}
