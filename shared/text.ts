/** FAQ titles may carry a leading "N." number; it is not shown (SPEC 3). */
export function stripNumberPrefix(title: string): string {
  return title.replace(/^\s*\d+\s*[.．]\s*/, '');
}

/** The menu highlights the item matching the last path segment, with underscores read as spaces (SPEC 2). */
export function lastSegmentLabel(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  return decodeURIComponent(segments[segments.length - 1] ?? '').replace(/_/g, ' ');
}
