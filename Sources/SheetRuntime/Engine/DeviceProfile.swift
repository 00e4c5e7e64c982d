/// A built-in device: a container a sheet is checked on (`sheetc` lays every spec out on each),
/// simulated on, previewed on and played with in the playground. Names and numbers are fixed by
/// docs/language.md#device-profiles.
public struct DeviceProfile: Hashable, Sendable {
    /// The profile's name (`iphone-15-landscape`).
    public var name: String
    /// The container a sheet is laid out in on this device.
    public var container: ContainerMetrics

    /// A profile, in points.
    public init(name: String, width: Double, height: Double, topInset: Double, bottomInset: Double, displayCornerRadius: Double = 0) {
        self.name = name
        self.container = ContainerMetrics(width: width, height: height, topSafeAreaInset: topInset, bottomSafeAreaInset: bottomInset,
                                          displayCornerRadius: displayCornerRadius)
    }

    /// The screen's width in this orientation.
    public var width: Double { container.width }

    /// Every built-in profile, each portrait one followed by its landscape one (which has the
    /// portrait one's display corner radius: the screen is the same).
    public static let builtIn: [DeviceProfile] = [
        DeviceProfile(name: "iphone-se", width: 375, height: 667, topInset: 20, bottomInset: 0, displayCornerRadius: 0),
        DeviceProfile(name: "iphone-se-landscape", width: 667, height: 375, topInset: 0, bottomInset: 0, displayCornerRadius: 0),
        DeviceProfile(name: "iphone-15", width: 393, height: 852, topInset: 59, bottomInset: 34, displayCornerRadius: 55),
        DeviceProfile(name: "iphone-15-landscape", width: 852, height: 393, topInset: 0, bottomInset: 21, displayCornerRadius: 55),
        DeviceProfile(name: "iphone-15-pro-max", width: 430, height: 932, topInset: 59, bottomInset: 34, displayCornerRadius: 55),
        DeviceProfile(name: "iphone-15-pro-max-landscape", width: 932, height: 430, topInset: 0, bottomInset: 21, displayCornerRadius: 55),
        DeviceProfile(name: "ipad-11", width: 834, height: 1194, topInset: 24, bottomInset: 20, displayCornerRadius: 18),
        DeviceProfile(name: "ipad-11-landscape", width: 1194, height: 834, topInset: 24, bottomInset: 20, displayCornerRadius: 18),
    ]

    /// The built-in profile called `name`.
    public static func named(_ name: String) -> DeviceProfile? {
        builtIn.first { $0.name == name }
    }
}
