@testable import SheetRuntime
import Testing

/// UIKit's stacked sheets end their presentations from the top down: a sheet under another waits for
/// the one above to end its own, and `dismissStack`'s completion waits for every sheet it sent out.
@MainActor
struct SheetStackPresentationsTests {
    @Test func aSheetUnderAnotherWaitsForItsPresentationToEnd() {
        let presentations = SheetStackPresentations<String>()
        presentations.began("Place")
        presentations.began("Photo")
        var ended: [String] = []
        // The place's card is gone first: its presentation would take the photo's with it.
        presentations.afterEnd(of: "Photo") { ended.append("Place") }
        #expect(ended.isEmpty && presentations.isOngoing("Photo"))
        presentations.ended("Place")   // another sheet's end changes nothing for it
        #expect(ended.isEmpty)
        presentations.ended("Photo")
        #expect(ended == ["Place"] && !presentations.isOngoing("Photo"))
        presentations.ended("Photo")   // once
        #expect(ended == ["Place"] && presentations.isEmpty)
        // Nothing above, or its presentation ended already: at once.
        presentations.afterEnd(of: "Photo") { ended.append("at once") }
        #expect(ended == ["Place", "at once"])
    }

    @Test func dismissStacksCompletionWaitsForEverySheetItSentOut() {
        let presentations = SheetStackPresentations<String>()
        presentations.began("Place")
        presentations.began("Photo")
        presentations.began("Review")
        presentations.ended("Review")   // already gone: not waited for
        var completions = 0
        presentations.afterEnd(ofAll: ["Place", "Photo", "Review"]) { completions += 1 }
        presentations.ended("Photo")
        #expect(completions == 0)
        presentations.ended("Place")
        #expect(completions == 1)
        presentations.ended("Place")
        #expect(completions == 1)
        presentations.afterEnd(ofAll: []) { completions += 1 }           // nothing stacked
        presentations.afterEnd(ofAll: ["Place"]) { completions += 1 }    // nothing ongoing
        #expect(completions == 3 && presentations.isEmpty)
    }
}
