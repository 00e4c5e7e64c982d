import SheetRuntime

/// A built-in device: a container a sheet is checked and simulated on.
/// Names and numbers are fixed by the spec language (§3, "Device profiles").
public struct DeviceProfile: Hashable, Sendable {
    public var name: String
    public var container: ContainerMetrics

    public init(name: String, height: Double, topInset: Double, bottomInset: Double) {
        self.name = name
        self.container = ContainerMetrics(height: height, topSafeAreaInset: topInset, bottomSafeAreaInset: bottomInset)
    }

    public static let builtIn: [DeviceProfile] = [
        DeviceProfile(name: "iphone-se", height: 667, topInset: 20, bottomInset: 0),
        DeviceProfile(name: "iphone-se-landscape", height: 375, topInset: 0, bottomInset: 0),
        DeviceProfile(name: "iphone-15", height: 852, topInset: 59, bottomInset: 34),
        DeviceProfile(name: "iphone-15-landscape", height: 393, topInset: 0, bottomInset: 21),
        DeviceProfile(name: "iphone-15-pro-max", height: 932, topInset: 59, bottomInset: 34),
        DeviceProfile(name: "iphone-15-pro-max-landscape", height: 430, topInset: 0, bottomInset: 21),
        DeviceProfile(name: "ipad-11", height: 1194, topInset: 24, bottomInset: 20),
        DeviceProfile(name: "ipad-11-landscape", height: 834, topInset: 24, bottomInset: 20),
    ]

    /// The built-in profile called `name`.
    public static func named(_ name: String) -> DeviceProfile? {
        builtIn.first { $0.name == name }
    }
}
