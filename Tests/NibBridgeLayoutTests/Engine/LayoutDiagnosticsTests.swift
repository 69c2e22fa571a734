import NibBridgeDocument
import NibBridgeLayout
import NibBridgeLoader
import Testing

/// Unsatisfiable and ambiguous layouts, reported where UIKit would point.
@Suite("Layout diagnostics")
struct LayoutDiagnosticsTests {
    @Test("two conflicting required widths: a warning at the second constraint, and a layout for the rest")
    func unsatisfiable() throws {
        let laid = try LaidOut("Constraints.xib", root: "Uns-Rt-001")
        let errors = laid.result.diagnostics.filter { $0.severity == .warning && $0.message.hasPrefix("Unable") }
        try #require(errors.count == 1, "\(laid.result.diagnostics)")
        let error = errors[0]
        #expect(error.rule == "layout")
        #expect(error.message.hasPrefix("Unable to simultaneously satisfy constraints"))
        #expect(error.message.contains("width == 200"))
        let position = try LayoutFixtures.position(ofID: "Uns-Cn-004", in: "Constraints.xib")
        #expect(error.location?.line == position.line)
        #expect(error.location?.column == position.column)
        #expect(error.location?.path.hasSuffix("Constraints.xib") == true)
        // The first width holds, and the other view is laid out.
        #expect(close(laid.frame("Uns-Sb-002"), 0, 0, 100, 10))
        #expect(close(laid.frame("Uns-Ok-006"), 10, 50, 50, 20))
    }

    @Test("a required intrinsic size that conflicts is a warning: the size is NibBridge's estimate")
    func intrinsicConflictIsAWarning() throws {
        // The button hugs and resists compression at 1000 but is pinned to both sides of a 200-point view.
        let laid = try LaidOut("Intrinsic.xib", root: "Int-Rt-001")
        let conflicts = laid.result.diagnostics.filter { $0.message.contains("required intrinsic width") }
        try #require(conflicts.count == 1, "\(laid.result.diagnostics)")
        #expect(conflicts[0].severity == .warning)
        #expect(conflicts[0].message.hasSuffix("(an estimate: Apple's fonts and images may size it differently)"))
        let position = try LayoutFixtures.position(ofID: "Int-Bt-002", in: "Intrinsic.xib")
        #expect(conflicts[0].location?.line == position.line)
        #expect(laid.result.diagnostics.allSatisfy { $0.severity != .error })
    }

    @Test("a view with only a leading constraint: one ambiguity warning for that view")
    func ambiguous() throws {
        let laid = try LaidOut("Constraints.xib", root: "Amb-Rt-001")
        let warnings = laid.result.diagnostics.filter { $0.severity == .warning }
        try #require(warnings.count == 1, "\(laid.result.diagnostics)")
        #expect(warnings[0].message.contains("Ambiguous layout for view"))
        #expect(warnings[0].message.contains("Amb-Sb-002"))
        #expect(!warnings[0].message.contains("horizontal position"))
        #expect(
            warnings[0].location?.line == (try LayoutFixtures.position(ofID: "Amb-Sb-002", in: "Constraints.xib").line))
        #expect(close(laid.frame("Amb-Ok-003"), 0, 60, 200, 40))
    }

    @Test("ambiguity checks can be turned off")
    func ambiguityOff() throws {
        var engine = LayoutEngine()
        engine.reportsAmbiguity = false
        let laid = try LaidOut("Constraints.xib", root: "Amb-Rt-001", engine: engine)
        #expect(laid.result.diagnostics.isEmpty)
    }
}
