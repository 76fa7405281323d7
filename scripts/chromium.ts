// Debian's Chromium, as the browser tests and the measuring scripts start it.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The features Playwright turns off when it starts Chromium (its `chromiumSwitches`). Chromium reads only
 * the last `--disable-features` on its command line, and ours comes after Playwright's, so ours has to
 * name them again. tests/unit/chromium-flags.test.ts compares this list with the installed Playwright's.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 draws the address bar's suggestion list as a web page of its own, and every new window,
 * headless too, loads two of them in a renderer of their own (chrome://omnibox-popup.top-chrome/) that no
 * test ever sees: about two fifths of the time a test spends opening a page on a 2-core machine
 * (docs/benchmarks.md).
 */
const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/** Quiet flags: no sandbox (containers), no GPU, no background traffic or browser UI that would blur a measurement. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI].join(',')}`,
];
