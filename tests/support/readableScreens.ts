// The table's canvas in the app at the two screen sizes issue 12 names (1920x1080, 1280x720):
// measured in Chromium (the header and ribbon above it, the side panel over its right edge), and
// the sizes the home view must show there. tests/scene/readableHome.test.ts projects the home
// camera for these; tests/browser/readable.browser.test.ts checks the app still gives at least
// this much canvas and no wider a panel (sizes only grow with the canvas's height and width).
export const SCREENS = [
  { name: '1920x1080', window: { width: 1920, height: 1080 }, view: { width: 1920, height: 917, insetRight: 632 }, counterPx: 40, textPx: 13 },
  { name: '1280x720', window: { width: 1280, height: 720 }, view: { width: 1280, height: 607, insetRight: 457 }, counterPx: 28, textPx: 11 },
] as const;
