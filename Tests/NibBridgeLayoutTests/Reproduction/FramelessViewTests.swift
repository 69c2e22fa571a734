import Foundation
import NibBridgeLayout
import Testing

/// Views stored without a frame: Interface Builder writes none for a view at the zero rect, which Xcode 8.0 kept for
/// the views of converted documents it had not laid out, whatever their constraints give them. The frame-reproduction
/// check has nothing to compare them with: it leaves them out and counts them apart.
@Suite("Views stored without a frame")
struct FramelessViewTests {
    /// An Xcode 8.0 launch screen whose two subviews have no `<rect key="frame">`, and a third view that has one.
    static let document = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11173.2" \
        systemVersion="15G31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" \
        launchScreen="YES" useTraitCollections="YES" colorMatched="YES">
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="11173.2"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="Frl-Rt-001">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Frl-Bt-002">
                            <constraints>
                                <constraint firstAttribute="height" constant="260" id="Frl-Ht-101"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Frl-Tp-003">
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Frl-Bd-004">
                            <rect key="frame" x="20" y="20" width="560" height="1"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="1" id="Frl-Ht-102"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Frl-Tp-003" firstAttribute="leading" secondItem="Frl-Rt-001" \
        secondAttribute="leading" id="Frl-C-103"/>
                        <constraint firstAttribute="trailing" secondItem="Frl-Tp-003" secondAttribute="trailing" \
        id="Frl-C-104"/>
                        <constraint firstItem="Frl-Tp-003" firstAttribute="top" secondItem="Frl-Rt-001" \
        secondAttribute="top" id="Frl-C-105"/>
                        <constraint firstItem="Frl-Bt-002" firstAttribute="top" secondItem="Frl-Tp-003" \
        secondAttribute="bottom" id="Frl-C-106"/>
                        <constraint firstItem="Frl-Bt-002" firstAttribute="leading" secondItem="Frl-Rt-001" \
        secondAttribute="leading" id="Frl-C-107"/>
                        <constraint firstAttribute="trailing" secondItem="Frl-Bt-002" secondAttribute="trailing" \
        id="Frl-C-108"/>
                        <constraint firstAttribute="bottom" secondItem="Frl-Bt-002" secondAttribute="bottom" \
        id="Frl-C-109"/>
                        <constraint firstItem="Frl-Bd-004" firstAttribute="leading" secondItem="Frl-Rt-001" \
        secondAttribute="leading" constant="20" id="Frl-C-110"/>
                        <constraint firstAttribute="trailing" secondItem="Frl-Bd-004" secondAttribute="trailing" \
        constant="20" id="Frl-C-111"/>
                        <constraint firstItem="Frl-Bd-004" firstAttribute="top" secondItem="Frl-Rt-001" \
        secondAttribute="top" constant="20" id="Frl-C-112"/>
                    </constraints>
                    <nil key="simulatedStatusBarMetrics"/>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """

    @Test("a view stored without a frame is left out and counted apart; the others are compared")
    func framelessViewsAreLeftOut() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("frameless-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.document.utf8).write(to: folder.appendingPathComponent("LaunchScreen.xib"))

        let report = FrameReproduction.measure(project: folder.path)
        let overall = report.overall
        #expect(overall.frameless == 2)
        #expect(overall.views == 1 && overall.matched == 1, "\(report.mismatches)")
        #expect(report.mismatches.isEmpty)
        #expect(
            report.summary.contains(
                "overall: 1/1 views (100.0%) in 1 trees (0 left out as misplaced/ambiguous) of 1 documents; "
                    + "2 views without a stored frame left out; 0 unsatisfiable constraints"),
            "\(report.summary)")
    }
}
