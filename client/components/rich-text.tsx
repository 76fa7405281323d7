// HTML from the server (FAQ answers, policies), already sanitised there (server/services/sanitize.ts).
// Its links to site pages are written as canonical paths; here they get the reader's layout and language
// (shared/site-links.ts), the same in the server's render and in the browser, so hydration matches. A
// plain click on a link to a page of this layout navigates inside the app instead of loading the page
// anew; clicks with a modifier key or another button, and links to new tabs, stay ordinary links.
import { useMemo, type HTMLAttributes, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { inAppPath, localizeLinks } from '../../shared/site-links';
import { useSite } from '../site-context';
import { useLinksLoadDocuments } from './link';
import { TO_TOP } from './navigation-scroll';

type RichTextProps = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML' | 'onClick'> & {
  /** Sanitised HTML whose attributes are double-quoted, as the server sends it. */
  html: string;
};

export function RichText({ html, ...props }: RichTextProps) {
  const { layout, lang, config } = useSite();
  const navigate = useNavigate();
  const loadsDocument = useLinksLoadDocuments();
  const localized = useMemo(() => localizeLinks(html, layout, lang, config.siteUrl), [html, layout, lang, config.siteUrl]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (loadsDocument || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || !event.currentTarget.contains(link)) return;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const to = inAppPath(link.getAttribute('href') ?? '', layout, lang);
    if (to === null) return;
    event.preventDefault();
    // At the new page's top, even when only the query changes (navigation-scroll.ts).
    void navigate(to, { state: TO_TOP });
  };

  return <div {...props} onClick={onClick} dangerouslySetInnerHTML={{ __html: localized }} />;
}
