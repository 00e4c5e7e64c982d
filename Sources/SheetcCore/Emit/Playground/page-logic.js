"use strict";
// The page's arithmetic, without the page: what page.js computes from numbers and colours,
// here so that Tests/Page/page_logic_test.js can run it under Node with no browser.
const sheetPageLogic = (() => {
  // A colour is "#RRGGBBAA", or a {light, dark} pair of them (docs/language.md, colours).
  const hex = (colour, dark) => (typeof colour === "string" ? colour : (dark ? colour.dark : colour.light));
  const channel = (text, index) => parseInt(text.slice(index, index + 2), 16);

  return {
    // CSS for `colour` in the appearance (`dark`), its own alpha multiplied by `alpha`.
    rgba(colour, alpha, dark) {
      const text = hex(colour, dark);
      return `rgba(${channel(text, 1)},${channel(text, 3)},${channel(text, 5)},${(channel(text, 7) / 255) * alpha})`;
    },

    // Whether text on `colour` should be dark: its relative luminance above one half.
    isLight(colour, dark) {
      const text = hex(colour, dark);
      const linear = (index) => channel(text, index) / 255;
      return 0.2126 * linear(1) + 0.7152 * linear(3) + 0.0722 * linear(5) > 0.5;
    },

    // A frame's numbers as an object keyed by the module's field names, in their order.
    namedFrame(fields, numbers) {
      const frame = {};
      fields.forEach((name, index) => { frame[name] = numbers[index]; });
      return frame;
    },

    // Seconds since `start` (both in milliseconds), to the microsecond: every input the page
    // records replays exactly through `sheetc simulate --events`.
    seconds(milliseconds, start) {
      return Math.round((milliseconds - start) * 1000) / 1e6;
    },

    // Points to a ten-thousandth, as the recorded input lines write them.
    points(value) {
      return Math.round(value * 10000) / 10000;
    },
  };
})();
