// Presses made before the page was live. Between the first paint and hydration a page shows its
// buttons but nothing answers them; the page's inline script (earlyTaps in server/http/page-assets.tsx)
// remembers which plain buttons were pressed. The entry takes them over right before it hydrates, and
// presses them again, in order, once the page is live: the menu a phone's visitor opened a moment too
// early opens, the tag chosen is chosen.

/** Stops the early listening; the buttons pressed so far, in order. */
export function takeEarlyTaps(): HTMLButtonElement[] {
  return window.__earlyTaps?.() ?? [];
}

/** Presses the buttons again; one that hydration replaced or disabled meanwhile is left. */
export function replayEarlyTaps(buttons: readonly HTMLButtonElement[]): void {
  for (const button of buttons) {
    if (button.isConnected && !button.disabled) button.click();
  }
}
