// Every router of the site matches paths as written: letter case counts and a trailing slash makes another
// path, as for the pages (docs/product/routes.md). Express's defaults would also answer /API/V1/… or
// /sitemap.xml/, addresses that robots.txt's rules, which are case-sensitive, do not name. The query is read
// whole, every name in it (readWholeQuery below).
import querystring from 'node:querystring';
import { Router, type Express } from 'express';

/** A router that matches paths as written. */
export const siteRouter = (): Router => Router({ caseSensitive: true, strict: true });

/** The application's own routes, matched the same way. */
export function matchPathsAsWritten(app: Express): void {
  app.set('case sensitive routing', true);
  app.set('strict routing', true);
}

/**
 * The query as Express's own simple parser reads it, every name kept. That parser stops at the first 1,000
 * names and drops the rest without a word: a call with a thousand names of no use before its own would be
 * answered as if its parameters were not there (a page asked for, page 1 given; a bad value let through).
 * The request line's limit bounds how many names there can be.
 */
export function readWholeQuery(app: Express): void {
  app.set('query parser', (query: string) => querystring.parse(query, '&', '=', { maxKeys: 0 }));
}
