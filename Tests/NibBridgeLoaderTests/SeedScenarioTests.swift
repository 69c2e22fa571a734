import NibBridge
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// SomeView marks its placeholders with tag 616, as UIView+NibLoading does (seed 004).
final class TaggedSomeView: BridgedLiveView {
    override class var nibBridgeOptions: NibBridgeOptions {
        NibBridgeOptions(detection: .tag(PlaceholderDetection.nibLoadingTag))
    }
}

/// The seeds' own scenarios: the tag-616 storyboard (seed 004), SliderWithLabel embedded in a controller's
/// nib (seed 002) and a placeholder constrained in width and height (seed 001).
@Suite("Seed scenarios")
struct SeedScenarioTests {
    private static let taggedIDs = ["VTu-Cz-9kE", "7te-Q6-moz", "7vx-xh-xRD"]

    @Test("tag 616: the three tagged SomeView placeholders load SomeView.xib, the untagged one stays empty")
    func tag616() throws {
        let classes: [String: LiveObject.Type] = [
            "SomeView": TaggedSomeView.self, "ViewController": LiveViewController.self,
        ]
        let loader = Fixtures.loader("Tag616", registry: Fixtures.registry(classes))
        let nibRoot = try #require(loader.load(path: Fixtures.path("Tag616", "SomeView.xib")).views.first)
        let nibBackground = try #require(nibRoot.backgroundColor)
        let loaded = loader.load(path: Fixtures.path("Tag616", "Main.storyboard"))
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnosticText)")
        let frames = [
            IBRect(x: 113, y: 216, width: 100, height: 100), IBRect(x: 199, y: 446, width: 100, height: 100),
            IBRect(x: 375, y: 231, width: 100, height: 100),
        ]
        for (id, frame) in zip(Self.taggedIDs, frames) {
            let view = try loaded.view(id)
            #expect(view.bridgedFrom?.hasSuffix("Tag616/SomeView.xib") == true, "\(id)")
            #expect(view.documentID == "1", "\(id) is SomeView.xib's root view")
            #expect(view.subviews.map(\.elementName) == ["label"])
            #expect(view.frame == frame)
            #expect(view.tag == 616)
            // The placeholders' white is Interface Builder's default for a new view: the nib's design stays.
            #expect(view.backgroundColor == nibBackground, "the nib's color, not the placeholder's")
        }
        let forgotten = try loaded.view("nTg-Pl-001")
        #expect(forgotten.bridgedFrom == nil, "without the tag the placeholder is not recognized")
        #expect(forgotten.subviews.isEmpty)
        #expect(forgotten is TaggedSomeView)
    }

    @Test("SliderWithLabel: the controller's nib gets the slider and label of SliderWithLabel.xib")
    func sliderWithLabel() throws {
        let registry = ClassRegistry()
        registry.registerBridged(["SliderWithLabel"])
        let controller = LiveObject(className: "MyController")
        let loaded = Fixtures.loader("Slider", registry: registry)
            .load(path: Fixtures.path("Slider", "MyController.xib"), owner: controller)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnosticText)")
        let slider = try #require(controller.outlets["volumeSlider"] as? LiveView)
        #expect(slider.className == "SliderWithLabel")
        #expect(slider.bridgedFrom?.hasSuffix("Slider/SliderWithLabel.xib") == true)
        #expect(try loaded.view("i5M-Pr-FkT").subviews.first === slider)
        #expect(controller.outlets["view"] === (try loaded.view("i5M-Pr-FkT")))
        let control = try #require(slider.outlets["slider"] as? LiveView)
        #expect(control.elementName == "slider" && control.superview === slider)
        #expect(control.actions.first?.selector == "sliderValueChanged:")
        #expect(control.actions.first?.target === slider, "the slider reports to the real SliderWithLabel")
        #expect((slider.outlets["label"] as? LiveView)?.superview === slider)
        // Step 5 of the seed: frame, autoresizingMask and alpha come from the controller's nib.
        #expect(slider.frame == IBRect(x: 20, y: 100, width: 335, height: 60))
        #expect(slider.autoresizingMask == [.flexibleWidth, .flexibleBottomMargin])
        #expect(slider.alpha == 0.80000000000000004)
        #expect(slider.awakeFromNibCount == 1)
    }

    @Test("width, height and aspect-ratio constraints of the placeholder are copied to the real view")
    func sizeConstrained() throws {
        let loaded = Fixtures.conventionLoader("SizeConstrained")
            .load(path: Fixtures.path("SizeConstrained", "Screen.storyboard"))
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnosticText)")
        let real = try loaded.view("Szc-Ph-003")
        #expect(real.bridgedFrom?.hasSuffix("MyCustomView.xib") == true)
        #expect(real.constraints.count == 6, "3 from the nib, 3 from the placeholder")
        let width = try #require(real.constraints.first { $0.identifier == "custom.width" })
        #expect(width.firstItem === real && width.secondItem == nil)
        #expect(width.firstAttribute == "width" && width.constant == 240 && width.priority == 999)
        let height = try #require(real.constraints.first { $0.firstAttribute == "height" })
        #expect(height.firstItem === real && height.constant == 120 && height.priority == 1000)
        let aspect = try #require(real.constraints.first { $0.secondAttribute == "height" })
        #expect(aspect.firstItem === real && aspect.secondItem === real, "both items of a self-relation")
        #expect(aspect.multiplier == 2 && aspect.priority == 750)
        let label = try #require(real.subviews.first)
        let own = real.constraints.filter { $0.firstItem === label || $0.secondItem === label }
        #expect(own.count == 3, "the nib's own constraints are untouched")
        #expect(own.allSatisfy { $0.firstItem === real || $0.secondItem === real || $0.secondItem == nil })
    }

    @Test("constraints between the placeholder and other views, held by the superview, reach the real view")
    func superviewConstraints() throws {
        let loaded = Fixtures.conventionLoader("SizeConstrained")
            .load(path: Fixtures.path("SizeConstrained", "Screen.storyboard"))
        let real = try loaded.view("Szc-Ph-003")
        #expect(try loaded.constraint("Szc-Ct-008").firstItem === real)
        #expect(try loaded.constraint("Szc-Ct-009").firstItem === real)
        #expect(try loaded.constraint("Szc-Ct-011").secondItem === real)
        #expect(try loaded.constraint("Szc-Ct-012").secondItem === real)
        #expect(real.superview === (try loaded.view("Szc-Rv-002")))
    }
}
