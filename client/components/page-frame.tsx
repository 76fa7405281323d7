// The frame of a page in either layout: desktop pages are `page <block>`, mobile pages
// `m-page <block> <block>--mobile`, so one view serves both and the CSS arranges each.
import { useId, type ReactNode } from 'react';
import { useSite } from '../site-context';
import { PageTitle } from './page-title';

export function usePageFrame(block: string) {
  const { layout } = useSite();
  const mobile = layout === 'mobile';
  return {
    mobile,
    section: mobile ? `m-page ${block} ${block}--mobile` : `page ${block}`,
    /** The h1's class: one title style a layout, whatever the page. */
    title: mobile ? 'm-page__title' : 'page__title',
    /** A part's class with its --mobile modifier on phones. */
    part: (name: string) => (mobile ? `${name} ${name}--mobile` : name),
  };
}

type PageFrame = ReturnType<typeof usePageFrame>;

/**
 * A page's section, labelled by its heading, with the document title. The view places the heading
 * (`children` receives it) where its layout wants it.
 */
export function PageSection(props: { block: string; title: string; children(heading: ReactNode, frame: PageFrame): ReactNode }) {
  const frame = usePageFrame(props.block);
  const id = useId();
  return (
    <section className={frame.section} aria-labelledby={id}>
      <PageTitle title={props.title} />
      {props.children(
        <h1 id={id} className={frame.title}>
          {props.title}
        </h1>,
        frame,
      )}
    </section>
  );
}
