// A list's own choices (the FAQ list's order and category, the Regulatory Compliance document type, the
// Downloads product, the phones' page size) work where no script runs, as its search box does. Each choice's controls name, in
// their `form` attribute, a GET form that exists only there: inside <noscript>, with the rest of the
// list's query in hidden fields (what the list keeps through that choice), so that the server renders the
// list chosen. A radio group or a select is sent by the form's Apply button; a tag button sends it itself.
// Where the page's script runs, <noscript> holds no elements, the controls belong to no form, and a choice
// applies at once; a tag pressed before hydration is pressed again once the page is live, as the other
// plain buttons are (earlyTaps, server/http/page-assets.tsx). The form stands apart from the controls, so
// that the page's layout stays as it is. The browser's bundle leaves the form out (React does not hydrate
// what is inside <noscript>), and with it the queries it keeps.
import { useTranslation } from 'react-i18next';

/** A query as hidden fields: what a GET form sends besides its own controls. */
export function HiddenFields({ params }: { params: URLSearchParams }) {
  return [...params].map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/** The query a choice sends besides itself: the list's query after the choice, without the choice's field. */
export function keepsBesides(search: URLSearchParams, field: string): URLSearchParams {
  const keeps = new URLSearchParams(search);
  keeps.delete(field);
  return keeps;
}

interface ChoiceFormProps {
  /** The id the choice's controls name in their `form` attribute. */
  id: string;
  /** What the form sends besides the choice; the server's render has it, the browser's need not. */
  keeps?: URLSearchParams;
  /** With the button that sends the choice (a radio group's, a select's). */
  apply?: boolean;
}

/** The form of a choice, for browsers without JavaScript. */
export function ChoiceForm(props: ChoiceFormProps) {
  return <noscript>{import.meta.env.SSR && <ChoiceFormHtml {...props} />}</noscript>;
}

function ChoiceFormHtml({ id, keeps, apply }: ChoiceFormProps) {
  const { t } = useTranslation();
  return (
    <>
      <form id={id} method="get" hidden>
        {keeps && <HiddenFields params={keeps} />}
      </form>
      {apply && (
        <button type="submit" form={id} className="button choice-apply">
          {t('list.apply')}
        </button>
      )}
    </>
  );
}
