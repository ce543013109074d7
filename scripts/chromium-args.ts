// The Chromium flags of every test and benchmark run (e2e/playwright.config.ts, scripts/bench-*.ts):
// Debian's /usr/bin/chromium, headless, as a test machine runs it.

/**
 * The features Playwright itself turns off (playwright-core's chromiumSwitches.ts). Chromium keeps
 * only the last --disable-features switch it is given, and ours comes after Playwright's, so ours
 * repeats them; chromium-args.test.ts fails when the installed Playwright turns off one this lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES: readonly string[] = [
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
 * Since Chromium ~140 every new window (each Playwright context opens one) starts a renderer of its
 * own for the address bar's WebUI popup (chrome://omnibox-popup.top-chrome), which a headless test
 * never shows. It cost 1.85 of the 4.5 CPU-s of a cold portal boot (6 boots each way, alternated
 * twice, load 5: 4.50/4.63 → 2.65/2.63 CPU-s per boot); the page's own work is unchanged.
 */
export const OMNIBOX_POPUP_FEATURES: readonly string[] = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

// Tried and left out (2026-11-28): six fresh signed-in contexts each opening 数据字典 and the
// dashboard, alternated, took 12.6-15.2 CPU-s with any of --js-flags=--no-opt (or with --no-maglev,
// or --lite-mode), SpareRendererForSitePerProcess off, --in-process-gpu, --no-zygote,
// --num-raster-threads=1, a 320 × 240 window or --disable-remote-fonts, against 13.5-14.6 without:
// noise. --single-process crashes. Of such a boot's CPU the renderers take about a third, the
// browser process a quarter, Playwright's own process a seventh and the server a twentieth.
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];
