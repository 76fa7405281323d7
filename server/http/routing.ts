// Every router of the site matches paths as written: letter case counts and a trailing slash makes another
// path, as for the pages (docs/product/routes.md). Express's defaults would also answer /API/V1/… or
// /sitemap.xml/, addresses that robots.txt's rules, which are case-sensitive, do not name.
import { Router, type Express } from 'express';

/** A router that matches paths as written. */
export const siteRouter = (): Router => Router({ caseSensitive: true, strict: true });

/** The application's own routes, matched the same way. */
export function matchPathsAsWritten(app: Express): void {
  app.set('case sensitive routing', true);
  app.set('strict routing', true);
}
