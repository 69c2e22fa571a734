import Foundation
import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// AppKit's connections: actions name their receiver with `target` (no `destination`), outlets and bindings
/// with `destination`; windows hold their content view by key. The loader connects them all and the report
/// of `nibbridge load` shows actions and window contents (issue 11, items 11 and 12).
@Suite("AppKit connections and windows")
struct AppKitConnectionTests {
    private func load(_ file: String) -> LoadedNib {
        Fixtures.conventionLoader("AppKitConnections").load(path: Fixtures.path("AppKitConnections", file))
    }

    @Test("actions with a target are connected, to File's Owner, the First Responder and the Application")
    func actionsWithTarget() throws {
        let loaded = load("Preferences.xib")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnosticText)")
        let save = try #require(loaded.objectsByID["Prf-Bt-003"])
        #expect(save.actions.map(\.selector) == ["save:"])
        #expect(save.actions.first?.target?.documentID == "-2")
        let copy = try #require(loaded.objectsByID["Prf-Mi-009"])
        #expect(copy.actions.map(\.selector) == ["copy:"])
        #expect(copy.actions.first?.target?.className == "FirstResponder")
        let quit = try #require(loaded.objectsByID["Prf-Mi-012"])
        #expect(quit.actions.first?.target?.documentID == "-3")
    }

    @Test("outlets and bindings still connect beside actions")
    func outletsAndBindings() throws {
        let owner = LiveObject(className: "PreferencesController")
        let loaded = Fixtures.conventionLoader("AppKitConnections").load(
            path: Fixtures.path("AppKitConnections", "Preferences.xib"), owner: owner)
        #expect(owner.outlets["nameField"]?.documentID == "Prf-Tf-004")
        #expect(owner.outlets["window"]?.documentID == "Prf-Wn-001")
        let field = try #require(loaded.objectsByID["Prf-Tf-004"])
        #expect(field.actions.map(\.selector) == ["nameChanged:"])
        #expect(field.actions.first?.target === owner)
        let binding = try #require(field.bindings.first)
        #expect(field.bindings.count == 1)
        #expect(binding.name == "value" && binding.keyPath == "values.userName")
        #expect(binding.destination?.documentID == "Prf-Ud-007")
    }

    @Test("an action whose target does not exist is a warning at its element")
    func unknownTarget() throws {
        let loaded = load("Orphan.xib")
        let warning = try #require(loaded.diagnostics.first)
        #expect(loaded.diagnostics.count == 1)
        #expect(warning.message.contains("'Gone-Obj-999'"))
        #expect(
            warning.location?.line == (try Fixtures.line(ofID: "Orp-Ac-003", in: "AppKitConnections", "Orphan.xib")))
        #expect(loaded.objectsByID["Orp-Bt-001"]?.actions.isEmpty == true)
    }

    @Test("a window has its content view, with the content's subviews")
    func windowContentView() throws {
        let loaded = load("Preferences.xib")
        let window = try #require(loaded.objectsByID["Prf-Wn-001"])
        let content = try #require(window.windowContentView)
        #expect(content.documentID == "Prf-Cv-002")
        #expect(content.subviews.map(\.documentID) == ["Prf-Bt-003", "Prf-Tf-004"])
        #expect(loaded.objectsByID["Prf-Mn-008"]?.windowContentView == nil)
    }

    @Test("a window's content view is attached even when Xcode wrote it without an id")
    func contentViewWithoutID() throws {
        let window = try #require(load("Orphan.xib").objectsByID["Orp-Wn-004"])
        let content = try #require(window.windowContentView)
        #expect(content.documentID == nil)
        #expect(content.subviews.map(\.documentID) == ["Orp-Cv-005"])
    }

    @Test("a storyboard's window controller holds its window, which holds its content view")
    func storyboardWindow() throws {
        let loaded = load("Main.storyboard")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnosticText)")
        let window = try #require(loaded.objectsByID["Stb-Wn-002"])
        #expect(window.windowContentView?.documentID == "Stb-Cv-003")
        #expect(window.outlets["delegate"]?.documentID == "Stb-Wc-001")
        let close = try #require(loaded.objectsByID["Stb-Bt-004"])
        #expect(close.actions.first?.target === window)
    }

    @Test("the text report shows a window's content and the actions beside the outlets")
    func textReport() {
        let text = LiveTree(loaded: load("Preferences.xib")).renderedText()
        #expect(text.contains("NSWindow Prf-Wn-001"))
        #expect(text.contains("NSView Prf-Cv-002"))
        #expect(text.contains("NSButton Prf-Bt-003 frame=(220, 13, 87, 32) actions=[save:→-2]"), "\(text)")
        #expect(text.contains("actions=[nameChanged:→-2]"))
        let storyboard = LiveTree(loaded: load("Main.storyboard")).renderedText()
        #expect(storyboard.contains("NSWindow Stb-Wn-002 outlets=[delegate→Stb-Wc-001]"), "\(storyboard)")
        #expect(storyboard.contains("actions=[performClose:→Stb-Wn-002]"))
    }

    @Test("the JSON report holds window contents and actions, and decodes back")
    func jsonReport() throws {
        let tree = LiveTree(loaded: load("Main.storyboard"))
        let controller = try #require(tree.objects.first)
        let window = try #require(controller.children.first)
        #expect(window.id == "Stb-Wn-002")
        let content = try #require(window.children.first)
        #expect(content.id == "Stb-Cv-003")
        let button = try #require(content.children.first)
        #expect(button.actions == [LiveTree.Action(selector: "performClose:", target: "Stb-Wn-002", eventType: nil)])
        let json = LiveTree.renderedJSON([tree])
        #expect(json.contains("\"selector\" : \"performClose:\""))
        let decoded = try JSONDecoder().decode([LiveTree].self, from: Data(json.utf8))
        #expect(decoded == [tree])
        let canonical = tree.canonicalized()
        let target = canonical.objects.first?.children.first?.children.first?.children.first?.actions.first?.target
        #expect(target == canonical.objects.first?.children.first?.id)
    }

    /// Menus hold their items (`NSMenu.items`) and an item its submenu; the report shows them under their menu
    /// with their actions, as it shows a button's, and leaves out the parts of views that have no connection.
    @Test("the report shows a menu's items and their actions, in text and JSON")
    func menuItemsInReport() throws {
        let loaded = load("Preferences.xib")
        let menu = try #require(loaded.objectsByID["Prf-Mn-008"])
        #expect(menu.nestedObjects.map(\.documentID) == ["Prf-Mi-009", "Prf-Mi-012"])
        let tree = LiveTree(loaded: loaded)
        let text = tree.renderedText()
        #expect(text.contains("NSMenuItem Prf-Mi-009 actions=[copy:→-1]"), "\(text)")
        #expect(text.contains("NSMenuItem Prf-Mi-012 actions=[terminate:→-3]"), "\(text)")
        let node = try #require(tree.objects.first { $0.id == "Prf-Mn-008" })
        #expect(node.children.map(\.id) == ["Prf-Mi-009", "Prf-Mi-012"])
        #expect(node.children.last?.actions == [LiveTree.Action(selector: "terminate:", target: "-3", eventType: nil)])
        #expect(!text.contains("NSButtonCell"), "cells without connections of their own stay out of the report")
    }
}
