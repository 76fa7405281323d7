// HTTP/1.1 lets a client send its request target in absolute form ("GET http://host/path?q"), which a
// server must accept. Everything here (the redirect rules, the page cache's key, the router that renders
// the page) reads the target as a path, so the target is brought to that form once, before anything
// reads it: a page rendered from "http://host/…" would not match its route, and would be kept in the
// page cache for everyone asking for the path.
// A fragment ('#…') is never part of a request; a client that sends one anyway has it cut off here, in
// either form. Left in, it would make Express parse the target another way (its fast parser hands any
// target with '#' to Node's legacy URL parser, which also reads '\' as '/'): the redirect rules would see
// '/Support/FAQs' in '/Support\FAQs#' while the router, given the raw target, matched no route, and the
// not-found page would be kept under the FAQ list's key.

// scheme "://" authority, then the path and query (possibly empty).
const ABSOLUTE_FORM = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*([^#]*)/;

/** The request target as a path with its query ('/…'), without a fragment; any other form ('*', garbage) is left as it is. */
export function originForm(target: string): string {
  if (target.startsWith('/')) {
    const fragment = target.indexOf('#');
    return fragment === -1 ? target : target.slice(0, fragment);
  }
  const match = ABSOLUTE_FORM.exec(target);
  if (!match) return target;
  const rest = match[1]!;
  return rest.startsWith('/') ? rest : `/${rest}`;
}
