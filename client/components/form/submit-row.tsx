// The row under a form with its Submit button: pressable once the page's form guard is ready (until then
// a press could not be sent). `block` is the form's CSS block: the row is `<block>__actions`, the button
// `<block>__submit`.
export function SubmitRow({ block, ready, label }: { block: string; ready: boolean; label: string }) {
  return (
    <div className={`${block}__actions`}>
      <button type="submit" className={`button button--primary ${block}__submit`} disabled={!ready}>
        {label}
      </button>
    </div>
  );
}
