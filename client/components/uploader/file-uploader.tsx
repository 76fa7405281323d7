// The attachment field of every form that takes files: a button and a drop zone to choose several files,
// the list with each file's name, size and own progress bar, the running total, and one message (wrong
// type, over the limit, uploads unfinished) announced to screen readers. A failed upload is said in a
// warning toast instead: the page's, when the form hands its toast over, else the uploader's own. State and
// uploads live in useUploads (./use-uploads.ts); this is only the view of it.
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, UPLOAD_TYPES, formatMegabytes } from '../../../shared/uploads';
import { useSite } from '../../site-context';
import { Toast, useToast, type ToastHandle } from '../toast';
import { shownAsToast, type UploadMessage } from './uploads-state';
import type { Uploads } from './use-uploads';

export interface FileUploaderProps {
  uploads: Uploads;
  /** The id of the form's label for the field: it names the group. */
  labelledBy?: string;
  /** The id of more text about the field (its error under it). */
  describedBy?: string;
  /** The id of the choose button, the field's one control (a form moves focus there to a missing file). */
  controlId?: string;
  /** The field has an error (named by `describedBy`): the choose button says so, and is described by it. */
  invalid?: boolean;
  /**
   * The page's toast, for a page that has one (so that it keeps one toast region); without it the uploader
   * renders its own.
   */
  toast?: ToastHandle;
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/**
 * The language's percent format, made on first use and kept: building an Intl.NumberFormat loads the
 * language's number data, tens of milliseconds on a phone, which a form without files never needs.
 */
function percentFormat(lang: string): Intl.NumberFormat {
  let format = percentFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { style: 'percent' });
    percentFormats.set(lang, format);
  }
  return format;
}

export function FileUploader({ uploads, labelledBy, describedBy, controlId, invalid, toast: pageToast }: FileUploaderProps) {
  const { t } = useTranslation('upload');
  const { lang } = useSite();
  const ownToast = useToast();
  const toast = pageToast ?? ownToast;
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const removeRefs = useRef(new Map<string, HTMLButtonElement>());
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const types = UPLOAD_TYPES[uploads.form];
  const max = formatMegabytes(MAX_UPLOAD_BYTES, lang);

  const drop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    uploads.add(e.dataTransfer.files);
  };
  const over = (e: DragEvent<HTMLDivElement>) => {
    if (!e.dataTransfer.types.includes('Files')) return;
    uploads.prepare();
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  /** Focus goes to the next file's Remove button, else the previous one's, else the choose button. */
  const remove = (id: string) => {
    const index = uploads.items.findIndex((item) => item.id === id);
    const neighbour = uploads.items[index + 1] ?? uploads.items[index - 1];
    (neighbour ? removeRefs.current.get(neighbour.id) : chooseRef.current)?.focus();
    uploads.remove(id);
  };

  const message = uploads.message;
  const say = (key: UploadMessage) =>
    key === 'overSize' ? t(`messages.overSize.${uploads.form}`) : t(`messages.${key}`, { max: MAX_UPLOAD_FILES });
  const text = message === null ? '' : message.keys.map(say).join(' ');
  // A toast message is shown once for each new one (its seq), and not in the paragraph below.
  const toasting = message !== null && message.keys.some(shownAsToast) ? message : null;
  const toastSeq = toasting?.seq;
  const toastText = toasting ? text : '';
  const toasted = useRef<number | undefined>(undefined);
  const { show } = toast;
  useEffect(() => {
    if (toastSeq === undefined || toastSeq === toasted.current) return;
    toasted.current = toastSeq;
    show(toastText);
  }, [toastSeq, toastText, show]);
  const messageText = toasting ? '' : text;

  return (
    <>
      <div className="uploader" role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
        <div
          className={`uploader__zone${dragging ? ' uploader__zone--active' : ''}`}
          onPointerEnter={uploads.prepare}
          onFocus={uploads.prepare}
          onDragEnter={over}
          onDragOver={over}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <input
            ref={inputRef}
            type="file"
            multiple
            accept={types.map((ext) => `.${ext}`).join(',')}
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(e) => {
              uploads.add(e.currentTarget.files ?? []);
              // The same file can be chosen again after it was removed.
              e.currentTarget.value = '';
            }}
          />
          <button
            ref={chooseRef}
            id={controlId}
            type="button"
            className="button uploader__choose"
            aria-describedby={invalid && describedBy ? `${hintId} ${describedBy}` : hintId}
            aria-invalid={invalid || undefined}
            onClick={() => inputRef.current?.click()}
            // The browser opens a file chooser only during the visitor's own press, never for one
            // pressed again after hydration (client/early-taps.ts).
            data-no-replay
          >
            {t('choose')}
          </button>
          <span className="uploader__drop">{t('drop')}</span>
          <p id={hintId} className="uploader__hint">
            {t('accepted', { types: types.join(', '), max: MAX_UPLOAD_BYTES / 1_048_576 })}
          </p>
        </div>

        {uploads.items.length > 0 && (
          <ul className="uploader__list" aria-label={t('list')}>
            {uploads.items.map((item) => (
              <li key={item.id} className={`uploader__item${item.url ? ' uploader__item--done' : ''}`}>
                <span className="uploader__name">{item.name}</span>
                <span className="uploader__size">{t('size', { size: formatMegabytes(item.size, lang) })}</span>
                <progress className="uploader__bar" max={item.size} value={item.sent} aria-label={t('progress', { name: item.name })} />
                <span className="uploader__status">{item.url ? t('uploaded') : percentFormat(lang).format(item.size ? item.sent / item.size : 0)}</span>
                <button
                  ref={(button) => {
                    if (button) removeRefs.current.set(item.id, button);
                    else removeRefs.current.delete(item.id);
                  }}
                  type="button"
                  className="uploader__remove"
                  aria-label={t('remove', { name: item.name })}
                  onClick={() => remove(item.id)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}

        <p className={`uploader__total${uploads.overSize ? ' uploader__total--over' : ''}`}>
          {t('total', { size: formatMegabytes(uploads.totalBytes, lang), max })}
        </p>
        {/* Always in the page, so that screen readers announce each new message; each in an element of its
            own (keyed by its number), so that the same words said again are announced again. */}
        <p className="uploader__message" role="alert">
          {messageText && <span key={message?.seq}>{messageText}</span>}
        </p>
      </div>
      {/* Outside the group: the toast is the page's, over the top of it, not part of the field. */}
      {!pageToast && <Toast toast={ownToast} />}
    </>
  );
}
