// The Security Advisory page: a vulnerability report in four steps (title, template, complete it, upload),
// sent to the security team. It reads no data before its first render.
import type { PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';

export const securityAdvisoryPage: PageDefinition = {
  namespaces: ['advisory', 'forms', 'upload', 'api'],
  view: lazyPage(() => import('./security-advisory-view')),
};
