// The attachment field of every form that takes files: a button and a drop zone to choose several files,
// the list with each file's name, size and own progress bar, the running total, and one message (wrong
// type, over the limit, uploads unfinished) announced to screen readers. A failed upload is said in a
// warning toast instead: the page's, when the form hands its toast over, else the uploader's own. State and
// uploads live in useUploads (./use-uploads.ts); this is only the view of it.
import { useEffect, useId, useRef, useState, type DragEvent, type RefObject } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, UPLOAD_TYPES, formatMegabytes } from '../../../shared/uploads';
import { sentenceGap } from '../../../shared/i18n';
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

/**
 * What changed in the list since the last render, in words: the files that came in (uploading), those whose
 * upload finished, and those the visitor removed. A file that failed is said by the uploader's alert (and
 * the status, which said it was uploading, is emptied), and a list emptied or refilled by the form (after it
 * was sent, a draft put back) says nothing.
 */
function useListNews(
  items: Uploads['items'],
  removedByVisitor: RefObject<Set<string>>,
  lang: string,
  t: TFunction<'upload'>,
): { text: string; seq: number } | null {
  const [news, setNews] = useState<{ text: string; seq: number } | null>(null);
  // The list as the last render had it: each file's id, name and whether its upload had finished.
  const before = useRef(new Map<string, { name: string; done: boolean }>());
  useEffect(() => {
    const list = (names: string[]) => new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);
    const added = items.filter((item) => !before.current.has(item.id) && !item.url).map((item) => item.name);
    const done = items.filter((item) => before.current.get(item.id)?.done === false && item.url).map((item) => item.name);
    const present = new Set(items.map((item) => item.id));
    const removed = [...removedByVisitor.current].filter((id) => !present.has(id));
    const removedNames = removed.flatMap((id) => before.current.get(id)?.name ?? []);
    // Files that left the list without the visitor: refused or failed, which the alert says.
    const failed = [...before.current.keys()].some((id) => !present.has(id) && !removed.includes(id));
    for (const id of removed) removedByVisitor.current.delete(id);
    before.current = new Map(items.map((item) => [item.id, { name: item.name, done: Boolean(item.url) }]));
    const parts = [
      added.length > 0 ? t('news.uploading', { names: list(added), count: added.length }) : '',
      done.length > 0 ? t('news.uploaded', { names: list(done), count: done.length }) : '',
      removedNames.length > 0 ? t('news.removed', { names: list(removedNames), count: removedNames.length }) : '',
    ].filter(Boolean);
    if (parts.length > 0) setNews((last) => ({ text: parts.join(sentenceGap(lang)), seq: (last?.seq ?? 0) + 1 }));
    // The status no longer says a failed file is uploading.
    else if (failed) setNews(null);
  }, [items, removedByVisitor, lang, t]);
  return news;
}

export function FileUploader({ uploads, labelledBy, describedBy, controlId, invalid, toast: pageToast }: FileUploaderProps) {
  const { t } = useTranslation('upload');
  const { lang } = useSite();
  const ownToast = useToast();
  const toast = pageToast ?? ownToast;
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const removeRefs = useRef(new Map<string, HTMLButtonElement>());
  const removedByVisitor = useRef(new Set<string>());
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const messageId = useId();
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
    removedByVisitor.current.add(id);
    uploads.remove(id);
  };

  const news = useListNews(uploads.items, removedByVisitor, lang, t);

  const message = uploads.message;
  const say = (key: UploadMessage) =>
    key === 'overSize'
      ? t(`messages.overSize.${uploads.form}`)
      : key === 'busy'
        ? t('messages.busy', { count: message?.waitMinutes ?? 1 })
        : t(`messages.${key}`, { max: MAX_UPLOAD_FILES });
  const text = message === null ? '' : message.keys.map(say).join(sentenceGap(lang));
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
  // The choose button is described by the hint, the field's error, and the message about the files just
  // chosen while it shows ("Check the file type"), which it is where focus is when the chooser closes.
  const described = [hintId, invalid && describedBy, messageText && messageId].filter(Boolean).join(' ');

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
            aria-describedby={described}
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
            {t('accepted', { types: types.join(t('typeSeparator')), max: MAX_UPLOAD_BYTES / 1_048_576 })}
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
          {t('total', { size: formatMegabytes(uploads.totalBytes, lang, uploads.totalBytes > MAX_UPLOAD_BYTES ? 'up' : 'nearest'), max })}
        </p>
        {/* Always in the page, so that screen readers announce each new message; each in an element of its
            own (keyed by its number), so that the same words said again are announced again. */}
        <p id={messageId} className="uploader__message" role="alert">
          {messageText && <span key={message?.seq}>{messageText}</span>}
        </p>
        {/* What the list shows changing, said to screen readers: files taken and uploading, uploaded, removed. */}
        <p className="visually-hidden" role="status">
          {news && <span key={news.seq}>{news.text}</span>}
        </p>
      </div>
      {/* Outside the group: the toast is the page's, over the top of it, not part of the field. */}
      {!pageToast && <Toast toast={ownToast} />}
    </>
  );
}
