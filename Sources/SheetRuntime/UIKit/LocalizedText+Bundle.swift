#if canImport(UIKit) && !os(watchOS)
import Foundation

extension LocalizedText {
    /// The text in the user's language: the app's strings under `key`, else `defaultValue`
    /// (generated code carries both; the runtime's model needs no Foundation).
    public var localized: String {
        Bundle.main.localizedString(forKey: key, value: defaultValue, table: nil)
    }
}
#endif
