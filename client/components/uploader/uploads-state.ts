// The attachment list of one form as pure rules: which chosen files join it, its total and over-size state,
// progress, and the one message the uploader shows. The hook (use-uploads.ts) runs the uploads around it.
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  acceptsName,
  safeUploadName,
  type UploadForm,
  type UploadedFile,
} from '../../../shared/uploads';
import type { UploadFailure } from './transport';

export interface UploadItem {
  id: string;
  /** The visitor's file name, as listed. */
  name: string;
  size: number;
  /** Bytes the storage has received. */
  sent: number;
  /** Where the stored file is served, once its upload is finished. */
  url: string | null;
}

/** The messages of the uploader (keys of the `upload` namespace under `messages.`). */
export type UploadMessage = 'type' | 'overSize' | 'tooMany' | 'network' | 'server' | 'busy' | 'notFinished';

/**
 * Whether a message is shown as a warning toast over the page rather than in the uploader: a failed upload
 * ("Network request timed out", or the server's own fault) is a warning about something that happened,
 * not about what the visitor chose, and a page says its warnings in one place; so is a refusal for too
 * many uploads from the visitor's network ("busy"). The others stay under the list.
 */
export const shownAsToast = (key: UploadMessage): boolean => key === 'network' || key === 'server' || key === 'busy';

export interface UploadsState {
  items: UploadItem[];
  /**
   * The message shown: one or more texts, said together (a choice can hold a file of the wrong type and
   * one too large); `seq` tells one showing from the next of the same texts; `waitMinutes`, how long the
   * "busy" text asks the visitor to wait.
   */
  message: { keys: readonly UploadMessage[]; seq: number; waitMinutes?: number } | null;
  seq: number;
}

export interface ChosenFile {
  id: string;
  name: string;
  size: number;
}

export type UploadsAction =
  | { type: 'add'; files: ChosenFile[]; messages: readonly UploadMessage[] }
  | { type: 'progress'; id: string; sent: number }
  | { type: 'done'; id: string; url: string }
  | { type: 'failed'; id: string; failure: UploadFailure }
  | { type: 'remove'; id: string }
  | { type: 'say'; message: UploadMessage }
  | { type: 'hide'; seq: number }
  | { type: 'reset'; files: readonly UploadedFile[] };

/** Finished files (a restored draft) as the list starts. */
export function initialUploads(files: readonly UploadedFile[] = []): UploadsState {
  return { items: files.map((f, i) => ({ id: `r${i}`, name: f.name, size: f.size, sent: f.size, url: f.url })), message: null, seq: 0 };
}

export const totalBytes = (items: readonly { size: number }[]) => items.reduce((sum, item) => sum + item.size, 0);
/** Over the form's limit: the form cannot be sent until files are removed. */
export const isOverSize = (items: readonly UploadItem[]) => totalBytes(items) > MAX_UPLOAD_BYTES;
export const allDone = (items: readonly UploadItem[]) => items.every((item) => item.url !== null);
export const finishedFiles = (items: readonly UploadItem[]): UploadedFile[] =>
  items.flatMap((item) => (item.url === null ? [] : [{ name: item.name, url: item.url, size: item.size }]));

/**
 * Which chosen files join the list, and the messages to show: one for each reason a file was left out,
 * so that no file goes without a word. A file of a type the form does not take, with a name that cannot
 * be stored, or empty, is left out ("check file type"); so are files past the most a form takes, and a
 * single file over the whole limit (it could never be sent). Files that only push the total over the
 * limit join and upload: the visitor chooses what to remove, and the form stays blocked until the total
 * fits.
 */
export function screenFiles(
  form: UploadForm,
  items: readonly UploadItem[],
  files: readonly ChosenFile[],
): { accepted: ChosenFile[]; messages: UploadMessage[] } {
  const accepted: ChosenFile[] = [];
  let wrongType = false;
  let tooMany = false;
  let tooBig = false;
  for (const file of files) {
    if (file.size === 0 || safeUploadName(file.name) === null || !acceptsName(form, file.name)) wrongType = true;
    else if (items.length + accepted.length >= MAX_UPLOAD_FILES) tooMany = true;
    else if (file.size > MAX_UPLOAD_BYTES) tooBig = true;
    else accepted.push(file);
  }
  const overSize = tooBig || totalBytes(items) + totalBytes(accepted) > MAX_UPLOAD_BYTES;
  const messages: UploadMessage[] = [];
  if (wrongType) messages.push('type');
  if (tooMany) messages.push('tooMany');
  if (overSize) messages.push('overSize');
  return { accepted, messages };
}

function withMessage(state: UploadsState, keys: readonly UploadMessage[], waitMinutes?: number): UploadsState {
  if (keys.length === 0) return state;
  const seq = state.seq + 1;
  return { ...state, seq, message: waitMinutes === undefined ? { keys, seq } : { keys, seq, waitMinutes } };
}

/** The texts that speak of a choice of files: what was left out of it, and why. */
const ABOUT_A_CHOICE: ReadonlySet<UploadMessage> = new Set(['type', 'tooMany']);

/**
 * The message without the texts that no longer describe the list: "wait until the files are uploaded"
 * once every file is, and the over-size text when `fits` (only a removal makes a list fit: a file that
 * finishes uploading does not change its size). After a `removal` the texts about an earlier choice go
 * too: the visitor has moved on to the list as it is, where the refused files never were, and a message
 * left standing there would read as if something were still wrong with it. The failures (shown as
 * toasts) stay until they are hidden or replaced.
 */
function stillTrue(message: UploadsState['message'], items: readonly UploadItem[], fits = false, removal = false): UploadsState['message'] {
  if (!message) return null;
  const keys = message.keys.filter(
    (key) => !(key === 'notFinished' && allDone(items)) && !(key === 'overSize' && fits) && !(removal && ABOUT_A_CHOICE.has(key)),
  );
  if (keys.length === message.keys.length) return message;
  return keys.length > 0 ? { ...message, keys } : null;
}

const update = (state: UploadsState, id: string, change: Partial<UploadItem>): UploadsState => ({
  ...state,
  items: state.items.map((item) => (item.id === id ? { ...item, ...change } : item)),
});

export function uploadsReducer(state: UploadsState, action: UploadsAction): UploadsState {
  switch (action.type) {
    case 'add': {
      const added = action.files.map((f) => ({ ...f, sent: 0, url: null }));
      const items = [...state.items, ...added];
      // A choice's message is about that choice: one that left nothing out takes away the message of the
      // one before (a file refused as too large, of the wrong type), which no longer describes the form.
      // A list still over size always has its message again (screenFiles).
      return action.messages.length > 0 ? withMessage({ ...state, items }, action.messages) : { ...state, items, message: null };
    }
    case 'progress':
      return update(state, action.id, { sent: action.sent });
    case 'done': {
      const item = state.items.find((i) => i.id === action.id);
      if (!item) return state;
      const done = update(state, action.id, { sent: item.size, url: action.url });
      return { ...done, message: stillTrue(done.message, done.items) };
    }
    case 'failed': {
      // A failed upload leaves the list and its size the total.
      if (!state.items.some((i) => i.id === action.id)) return state;
      const { failure } = action;
      const rest = { ...state, items: state.items.filter((i) => i.id !== action.id) };
      return withMessage(rest, [failure.reason], failure.reason === 'busy' ? failure.waitMinutes : undefined);
    }
    case 'remove': {
      const items = state.items.filter((i) => i.id !== action.id);
      // The over-size message goes with the over-size state; "not finished" once no upload is under way;
      // what an earlier choice left out, with the removal.
      const message = stillTrue(state.message, items, !isOverSize(items), true);
      return { ...state, items, message };
    }
    case 'say':
      return withMessage(state, [action.message]);
    case 'hide':
      return state.message?.seq === action.seq ? { ...state, message: null } : state;
    case 'reset':
      return { ...initialUploads(action.files), seq: state.seq };
  }
}
