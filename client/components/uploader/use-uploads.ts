// The attachments of one form: the hook holds the list and runs each file's upload; <FileUploader> shows
// it. A form calls useUploads once, hands the result to <FileUploader uploads={…}>, reads `files` (the
// finished ones, UploadedFile[]) to submit or keep as a draft, and calls `confirmReady()` on Submit.
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { UploadForm, UploadedFile } from '../../../shared/uploads';
import { useSite } from '../../site-context';
import { loadTransport } from './load-transport';
import type { UploadHandle } from './transport';
import {
  allDone,
  finishedFiles,
  initialUploads,
  isOverSize,
  screenFiles,
  totalBytes,
  uploadsReducer,
  type UploadItem,
  type UploadsState,
} from './uploads-state';

export interface UploadsOptions {
  form: UploadForm;
  /** Finished files to start from: a draft restored after a reload. */
  initial?: readonly UploadedFile[];
  /** Messages disappear after this many milliseconds (the security advisory: 3000); by default they stay until the next one. */
  messageMs?: number;
  /** Called with the finished files whenever they change (to keep a draft); not for the initial files. */
  onChange?(files: UploadedFile[]): void;
}

export interface Uploads {
  form: UploadForm;
  items: readonly UploadItem[];
  totalBytes: number;
  /** The total is over the limit: the form cannot be sent until files are removed. */
  overSize: boolean;
  /** Every upload has finished. */
  done: boolean;
  /** The finished files, as the form submits them. */
  files: UploadedFile[];
  message: UploadsState['message'];
  add(files: Iterable<File>): void;
  remove(id: string): void;
  /**
   * Starts loading the upload code, as a visitor comes to the field (hover, focus, a drag): it is ready
   * by the time a file is chosen, and a page nobody uploads on never runs it. The first upload waits for
   * it in any case.
   */
  prepare(): void;
  /** Empties the list (or sets it to finished files), stopping every upload still running. */
  reset(files?: readonly UploadedFile[]): void;
  /**
   * Whether the form may be submitted: the total within the limit and every upload finished. When not,
   * the uploader says why (the over-size message, or "Please submit after the files has been
   * successfully uploaded").
   */
  confirmReady(): boolean;
}

export function useUploads({ form, initial, messageMs, onChange }: UploadsOptions): Uploads {
  const { config } = useSite();
  const [state, dispatch] = useReducer(uploadsReducer, initial, initialUploads);
  const running = useRef(new Map<string, UploadHandle | null>());
  const nextId = useRef(0);
  // The list as it stands, for the limits of the next files chosen: two drops before a render both count.
  const currentItems = useRef(state.items);
  currentItems.current = state.items;

  const prepare = useCallback(() => {
    loadTransport(config.upload).catch(() => undefined);
  }, [config.upload]);

  // Uploads still running when the form goes away are stopped.
  useEffect(() => {
    const handles = running.current;
    return () => {
      for (const handle of handles.values()) handle?.cancel();
      handles.clear();
    };
  }, []);

  const seq = state.message?.seq;
  useEffect(() => {
    if (seq === undefined || messageMs === undefined) return;
    const timer = setTimeout(() => dispatch({ type: 'hide', seq }), messageMs);
    return () => clearTimeout(timer);
  }, [seq, messageMs]);

  const files = useMemo(() => finishedFiles(state.items), [state.items]);
  const reported = useRef(files.map((f) => f.url).join(','));
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    const urls = files.map((f) => f.url).join(',');
    if (urls === reported.current) return;
    reported.current = urls;
    onChangeRef.current?.(files);
  }, [files]);

  const add = useCallback(
    (chosen: Iterable<File>) => {
      const byId = new Map<string, File>();
      const described = [...chosen].map((file) => {
        const id = `f${nextId.current++}`;
        byId.set(id, file);
        return { id, name: file.name, size: file.size };
      });
      const { accepted, messages } = screenFiles(form, currentItems.current, described);
      currentItems.current = [...currentItems.current, ...accepted.map((f) => ({ ...f, sent: 0, url: null }))];
      dispatch({ type: 'add', files: accepted, messages });
      for (const { id } of accepted) {
        running.current.set(id, null);
        const file = byId.get(id)!;
        loadTransport(config.upload).then(
          (transport) => {
            if (!running.current.has(id)) return;
            running.current.set(
              id,
              transport.upload(file, form, {
                onProgress: (sent) => dispatch({ type: 'progress', id, sent }),
                onDone: (url) => {
                  running.current.delete(id);
                  dispatch({ type: 'done', id, url });
                },
                onFail: (failure) => {
                  running.current.delete(id);
                  dispatch({ type: 'failed', id, failure });
                },
              }),
            );
          },
          () => {
            running.current.delete(id);
            dispatch({ type: 'failed', id, failure: { reason: 'network' } });
          },
        );
      }
    },
    [config.upload, form],
  );

  const remove = useCallback((id: string) => {
    running.current.get(id)?.cancel();
    running.current.delete(id);
    dispatch({ type: 'remove', id });
  }, []);

  const reset = useCallback((to: readonly UploadedFile[] = []) => {
    for (const handle of running.current.values()) handle?.cancel();
    running.current.clear();
    dispatch({ type: 'reset', files: to });
  }, []);

  const done = allDone(state.items);
  const overSize = isOverSize(state.items);
  const confirmReady = useCallback(() => {
    // Over the limit first: waiting does not help there, removing a file does.
    if (overSize) dispatch({ type: 'say', message: 'overSize' });
    else if (!done) dispatch({ type: 'say', message: 'notFinished' });
    return done && !overSize;
  }, [done, overSize]);

  return {
    form,
    items: state.items,
    totalBytes: totalBytes(state.items),
    overSize,
    done,
    files,
    message: state.message,
    add,
    remove,
    prepare,
    reset,
    confirmReady,
  };
}
