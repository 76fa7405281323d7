// The server's links work out their href themselves (client/components/link.tsx): for every kind of
// absolute path the site links to, under every base the router has, it must be exactly what
// react-router's useHref gives, or hydration would find another href.
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter, useHref } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, appHref } from '../../client/components/link';
import { LANGUAGES } from '../../shared/i18n';
import { basename, faqItemPath, type AppPath } from '../../shared/routes';

const PATHS: AppPath[] = [
  '/',
  '/Support/FAQs',
  faqItemPath(123),
  '/Support/Downloads?keyword=HA101',
  '/Support/FAQs?page=2#list',
  '/Support/',
  '/Support/../policies/privacy-policy',
  '//Support//FAQs',
  '/Support/FAQs?',
  '/Support/FAQs#',
];

const BASES = [...new Set([undefined, ...LANGUAGES.flatMap((lang) => [basename('desktop', lang), basename('mobile', lang)])])].map(
  (base) => base || undefined,
);

function RouterHref({ to }: { to: AppPath }) {
  return <>{useHref(to)}</>;
}

describe("the server link's href", () => {
  it.each(BASES.map((base) => [base ?? '(none)', base] as const))('is useHref’s under the base %s', (_name, base) => {
    for (const to of PATHS) {
      const location = `${base ?? ''}/Support/FAQs`;
      const expected = renderToStaticMarkup(
        <StaticRouter location={location} basename={base}>
          <RouterHref to={to} />
        </StaticRouter>,
      );
      expect(appHref(to, base ?? '/'), `${to} under ${base}`).toBe(expected.replace(/&amp;/g, '&'));
    }
  });

  it('is what the rendered link carries', () => {
    const html = renderToStaticMarkup(
      <StaticRouter location="/mTerminal/de/Support/FAQs" basename="/mTerminal/de">
        <Link to="/Support/Downloads?keyword=HA101" className="more" onClick={() => undefined}>
          Downloads
        </Link>
      </StaticRouter>,
    );
    expect(html).toBe('<a class="more" href="/mTerminal/de/Support/Downloads?keyword=HA101">Downloads</a>');
  });
});
