// The playground page's arithmetic (Sources/SheetcCore/Emit/Playground/page-logic.js) under Node's
// own test runner: `node --test Tests/Page`. No browser, no npm package.
"use strict";
const assert = require("node:assert/strict");
const fs = require("node:fs");
const path = require("node:path");
const test = require("node:test");
const vm = require("node:vm");

const source = fs.readFileSync(path.join(__dirname, "../../Sources/SheetcCore/Emit/Playground/page-logic.js"), "utf8");
// Run as the page runs it, a classic script; its one global is the result.
const logic = vm.runInNewContext(source + "\nsheetPageLogic;", {});

test("a colour becomes CSS with its own alpha times the one asked for", () => {
  assert.equal(logic.rgba("#FF800080", 1, false), `rgba(255,128,0,${128 / 255})`);
  assert.equal(logic.rgba("#000000FF", 0.25, false), "rgba(0,0,0,0.25)");
  assert.equal(logic.rgba("#0A64D8FF", 0, true), "rgba(10,100,216,0)");
});

test("a light/dark pair gives the appearance's own colour", () => {
  const pair = { light: "#FFFFFFFF", dark: "#1C1C1EFF" };
  assert.equal(logic.rgba(pair, 1, false), "rgba(255,255,255,1)");
  assert.equal(logic.rgba(pair, 1, true), "rgba(28,28,30,1)");
  assert.equal(logic.isLight(pair, false), true);
  assert.equal(logic.isLight(pair, true), false);
});

test("text on a card is dark only when the card is light", () => {
  assert.equal(logic.isLight("#FFFFFFFF", false), true);
  assert.equal(logic.isLight("#000000FF", false), false);
  // Pure green is bright (luminance 0.72), pure blue dark (0.07), whatever the alpha.
  assert.equal(logic.isLight("#00FF0000", false), true);
  assert.equal(logic.isLight("#0000FFFF", false), false);
});

test("a frame's numbers are named by the fields in their order", () => {
  const frame = logic.namedFrame(["time", "height", "phase"], Float64Array.of(1.5, 320.25, 2));
  assert.deepEqual({ ...frame }, { time: 1.5, height: 320.25, phase: 2 });
  // A field the module writes that the page does not know yet is still named, not dropped.
  assert.equal(logic.namedFrame(["a", "b"], [7, 8]).b, 8);
});

test("times are seconds to the microsecond and points to a ten-thousandth", () => {
  assert.equal(logic.seconds(1250.0004, 250), 1);
  assert.equal(logic.seconds(1250.0006, 250), 1.000001);
  assert.equal(logic.seconds(250, 250), 0);
  assert.equal(logic.points(12.34567), 12.3457);
  assert.equal(logic.points(-3.00004), -3);
});
