// The Samples as a module (the GeneratedSamples target): the build plugin generates each
// *.sheet.yaml here into Swift at build time, public as sheetc-config.yaml says; this file is
// the one written by hand, the registry the tests walk.
import SheetRuntime

/// Every sample sheet's configuration, by sheet name. A sample added without a line here fails
/// `GeneratedSamplesTests.everyManifestIsCovered`.
public let sampleConfigurations: [String: SheetConfiguration] = [
    "ConfirmCard": ConfirmCard.configuration,
    "GlassPlacesDrawer": GlassPlacesDrawer.configuration,
    "GlideCard": GlideCard.configuration,
    "MapsDrawer": MapsDrawer.configuration,
    "MapsPlace": MapsPlace.configuration,
    "MapsSearch": MapsSearch.configuration,
    "NowPlaying": NowPlaying.configuration,
    "PlacesDrawer": PlacesDrawer.configuration,
    "ReactionList": ReactionList.configuration,
    "ShareMenu": ShareMenu.configuration,
    "SignInCard": SignInCard.configuration,
    "SortMenu": SortMenu.configuration,
    "SystemShareMenu": SystemShareMenu.configuration,
    "TwitterMenu": TwitterMenu.configuration,
]
