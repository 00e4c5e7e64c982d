import SheetRuntime

/// The containers tests lay sheets out in, by device: each written once. Their display corners
/// are square (`DeviceProfile`'s built-in profiles have rounded ones).
extension ContainerMetrics {
    /// iPhone 15 portrait: 852 pt tall, 59 pt above and 34 pt below the safe area (793 pt available).
    package static let iPhone15 = ContainerMetrics(width: 393, height: 852, topSafeAreaInset: 59, bottomSafeAreaInset: 34)
    /// iPhone 15 landscape: 393 pt tall, nothing above.
    package static let iPhone15Landscape = ContainerMetrics(width: 852, height: 393, topSafeAreaInset: 0, bottomSafeAreaInset: 21)
    /// iPhone SE portrait: 667 pt tall, no bottom inset.
    package static let iPhoneSE = ContainerMetrics(width: 375, height: 667, topSafeAreaInset: 20, bottomSafeAreaInset: 0)
    /// iPhone SE landscape: no insets at all.
    package static let iPhoneSELandscape = ContainerMetrics(width: 667, height: 375, topSafeAreaInset: 0, bottomSafeAreaInset: 0)
    /// iPad 11-inch portrait: wide enough for a card narrower than the screen.
    package static let iPad11 = ContainerMetrics(width: 834, height: 1194, topSafeAreaInset: 24, bottomSafeAreaInset: 20)
    /// iPad 11-inch landscape.
    package static let iPad11Landscape = ContainerMetrics(width: 1194, height: 834, topSafeAreaInset: 24, bottomSafeAreaInset: 20)
}
