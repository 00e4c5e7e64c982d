import SheetRuntime

/// `sheetc simulate --height --velocity` on a `target: system` sheet: UIKit decides where a
/// released system sheet goes, so nothing is decided here; the detents are laid out on the profile
/// with the compiler's model of the largest detent (`SystemDetents`), each at its value above the
/// bottom safe-area edge, and the account says that UIKit decides the release.
public struct SystemSheetSimulation: Sendable {
    public let sheet: String
    public let profile: DeviceProfile
    /// The compiler's model of the system's largest detent on the profile.
    public let maximumDetentValue: Double
    /// How the system presents the sheet on the profile: at its detents, full screen (compact
    /// height) or as a centred form sheet (regular width), the last two with no detents.
    public let presentation: SystemDetents.Presentation
    /// Each resting state: its detent value and its frame height (the value plus the bottom inset);
    /// none where the system shows no detents.
    public let detents: [(name: String, value: Double, height: Double)]
    public let height: Double
    public let velocity: Double

    public init(configuration: SheetConfiguration, profile: DeviceProfile, height: Double, velocity: Double) {
        sheet = configuration.sheet
        self.profile = profile
        maximumDetentValue = SystemDetents.maximumDetentValue(on: profile.container)
        presentation = SystemDetents.presentation(of: configuration, on: profile.container)
        detents = presentation == .detents ? SystemDetents.detents(of: configuration, on: profile.container) : []
        self.height = height
        self.velocity = velocity
    }

    /// What the system shows where it shows no detents; `nil` where it does.
    public static func withoutDetents(_ presentation: SystemDetents.Presentation) -> String? {
        switch presentation {
        case .detents: return nil
        case .fullScreen: return "the system shows the sheet full screen in compact height (edgeAttachedInCompactHeight: true keeps it a sheet at its detents)"
        case .formSheet: return "the system shows the sheet as a form sheet centred on the screen in regular width"
        }
    }

    /// What UIKit's release is, said once for both formats.
    public static let releaseNote = "the system sheet: UIKit decides where a release goes"

    /// `{"sheet", "profile", "target": "system", "maximumDetentValue", "detents": [{"name", "value", "height"}], "release"}`.
    public var json: JSONValue {
        .object([
            "sheet": .string(sheet),
            "profile": .string(profile.name),
            "target": .string(SheetConfiguration.Target.system.rawValue),
            "presentation": .string(presentation.rawValue),
            "maximumDetentValue": .number(Simulation.rounded(maximumDetentValue)),
            "detents": .array(detents.map { detent in
                .object(["name": .string(detent.name), "value": .number(Simulation.rounded(detent.value)),
                         "height": .number(Simulation.rounded(detent.height))])
            }),
            "release": .string(Self.releaseNote),
        ])
    }

    public var text: String {
        let container = profile.container
        let list = detents.map { "\($0.name) \(NumberFormatting.text(Simulation.rounded($0.value)))pt" }.joined(separator: ", ")
        let motion = velocity == 0 ? "at rest" : "moving \(velocity > 0 ? "down" : "up") at \(NumberFormatting.text(abs(velocity)))pt/s"
        if let shown = Self.withoutDetents(presentation) {
            return """
                \(sheet) on \(profile.name) (\(NumberFormatting.text(container.width))×\(NumberFormatting.text(container.height))pt), \(Self.releaseNote)
                  no detents here: \(shown)

                """
        }
        return """
            \(sheet) on \(profile.name) (\(NumberFormatting.text(container.width))×\(NumberFormatting.text(container.height))pt, bottom safe-area inset \(NumberFormatting.text(container.bottomSafeAreaInset))pt), \(Self.releaseNote)
              detents above the home indicator (largest detent \(NumberFormatting.text(Simulation.rounded(maximumDetentValue)))pt, as sheetc models it; a device uses its own): \(list)
              release at \(NumberFormatting.text(Simulation.rounded(height)))pt, \(motion): not decided here (UIKit decides)

            """
    }
}
