// The uploader's list as pure rules: which chosen files join, the total and the over-size state, progress,
// failures, removal, and the message shown (and where: the uploader's line or the page's warning toast).
import { describe, expect, it } from 'vitest';
import {
  allDone,
  finishedFiles,
  initialUploads,
  isOverSize,
  screenFiles,
  shownAsToast,
  totalBytes,
  uploadsReducer,
  type ChosenFile,
  type UploadItem,
  type UploadMessage,
  type UploadsAction,
  type UploadsState,
} from '../../client/components/uploader/uploads-state';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, type UploadForm } from '../../shared/uploads';

const MB = 1_048_576;
let n = 0;
const file = (name: string, size = MB): ChosenFile => ({ id: `t${n++}`, name, size });
const listed = (size: number, url: string | null = '/uploads/x'): UploadItem => ({ id: `l${n++}`, name: 'a.jpg', size, sent: url ? size : 0, url });

describe('which chosen files join the list', () => {
  const cases: [string, UploadForm, UploadItem[], ChosenFile[], string[], UploadMessage[]][] = [
    ['accepted types', 'ticket', [], [file('a.jpg'), file('b.MP4'), file('c.3gp')], ['a.jpg', 'b.MP4', 'c.3gp'], []],
    ['a type the form does not take', 'ticket', [], [file('a.jpg'), file('report.pdf')], ['a.jpg'], ['type']],
    ['the advisory takes the PDF', 'advisory', [], [file('report.pdf')], ['report.pdf'], []],
    ['no extension', 'advisory', [], [file('README')], [], ['type']],
    ['an empty file', 'ticket', [], [file('a.jpg', 0)], [], ['type']],
    ['a name that cannot be stored', 'ticket', [], [file('..')], [], ['type']],
    ['exactly the limit', 'ticket', [], [file('a.mp4', MAX_UPLOAD_BYTES)], ['a.mp4'], []],
    ['one file over the limit on its own', 'ticket', [], [file('a.mp4', MAX_UPLOAD_BYTES + 1)], [], ['overSize']],
    ['files that push the total over', 'ticket', [listed(30 * MB)], [file('a.mp4', 15 * MB), file('b.mp4', 10 * MB)], ['a.mp4', 'b.mp4'], ['overSize']],
    ['the wrong type and the total over, both said', 'ticket', [listed(45 * MB)], [file('a.mp4', 10 * MB), file('x.exe')], ['a.mp4'], ['type', 'overSize']],
    ['a wrong type and a file over the limit on its own: neither left out without a word', 'advisory', [], [file('notes.txt'), file('dump.zip', MAX_UPLOAD_BYTES + 1), file('report.pdf')], ['report.pdf'], ['type', 'overSize']],
    ['a wrong type and more files than a form takes', 'ticket', Array.from({ length: MAX_UPLOAD_FILES - 1 }, () => listed(1)), [file('x.exe'), file('a.jpg'), file('b.jpg')], ['a.jpg'], ['type', 'tooMany']],
    ['every reason at once', 'ticket', Array.from({ length: MAX_UPLOAD_FILES - 2 }, () => listed(25 * MB)), [file('x.exe'), file('a.mp4', MAX_UPLOAD_BYTES + 1), file('b.jpg'), file('c.jpg'), file('d.jpg')], ['b.jpg', 'c.jpg'], ['type', 'tooMany', 'overSize']],
    ['more files than a form takes', 'ticket', Array.from({ length: MAX_UPLOAD_FILES - 1 }, () => listed(1)), [file('a.jpg'), file('b.jpg')], ['a.jpg'], ['tooMany']],
  ];
  it.each(cases)('%s', (_what, form, items, chosen, accepted, messages) => {
    const result = screenFiles(form, items, chosen);
    expect(result.accepted.map((f) => f.name)).toEqual(accepted);
    expect(result.messages).toEqual(messages);
  });
});

describe('the list over time', () => {
  const run = (actions: UploadsAction[], from = initialUploads()) => actions.reduce(uploadsReducer, from);
  const a = file('a.jpg', 20 * MB);
  const b = file('b.mp4', 40 * MB);

  it('starts from a restored draft with finished files', () => {
    const state = initialUploads([{ name: 'a.jpg', url: '/uploads/1_x-a.jpg', size: 10 }]);
    expect(state.items).toEqual([{ id: 'r0', name: 'a.jpg', size: 10, sent: 10, url: '/uploads/1_x-a.jpg' }]);
    expect(allDone(state.items)).toBe(true);
    expect(finishedFiles(state.items)).toEqual([{ name: 'a.jpg', url: '/uploads/1_x-a.jpg', size: 10 }]);
  });

  it('follows progress and keeps the finished file', () => {
    const state = run([
      { type: 'add', files: [a], messages: [] },
      { type: 'progress', id: a.id, sent: 5 * MB },
    ]);
    expect(state.items[0]).toMatchObject({ sent: 5 * MB, url: null });
    expect(allDone(state.items)).toBe(false);
    expect(finishedFiles(state.items)).toEqual([]);
    const done = uploadsReducer(state, { type: 'done', id: a.id, url: '/uploads/1_y-a.jpg' });
    expect(done.items[0]).toMatchObject({ sent: 20 * MB, url: '/uploads/1_y-a.jpg' });
    expect(allDone(done.items)).toBe(true);
  });

  it('removes a failed upload, deducts its size and says so', () => {
    const state = run([
      { type: 'add', files: [a, b], messages: [] },
      { type: 'failed', id: b.id, failure: { reason: 'network' } },
    ]);
    expect(state.items.map((i) => i.id)).toEqual([a.id]);
    expect(totalBytes(state.items)).toBe(20 * MB);
    expect(state.message?.keys).toEqual(['network']);
  });

  it.each([1, 2, 10])('says how long to wait when the site refuses an upload for too many (%s min)', (minutes) => {
    const state = run([
      { type: 'add', files: [a, b], messages: [] },
      { type: 'failed', id: b.id, failure: { reason: 'busy', waitMinutes: minutes } },
    ]);
    expect(state.items.map((i) => i.id)).toEqual([a.id]);
    expect(state.message).toMatchObject({ keys: ['busy'], waitMinutes: minutes });
  });

  it('clears the over-size state and its message once the total fits again', () => {
    const over = run([{ type: 'add', files: [a, b], messages: ['overSize'] }]);
    expect(isOverSize(over.items)).toBe(true);
    expect(over.message?.keys).toEqual(['overSize']);
    const fits = uploadsReducer(over, { type: 'remove', id: b.id });
    expect(isOverSize(fits.items)).toBe(false);
    expect(totalBytes(fits.items)).toBe(20 * MB);
    expect(fits.message).toBeNull();
  });

  it('keeps the over-size message while the total is still over', () => {
    const c = file('c.mp4', 35 * MB);
    const state = run([{ type: 'add', files: [a, b, c], messages: ['overSize'] }, { type: 'remove', id: a.id }]);
    expect(isOverSize(state.items)).toBe(true);
    expect(state.message?.keys).toEqual(['overSize']);
  });

  it('drops only the over-size text of a message that says more, once the total fits', () => {
    const c = file('c.mp4', 35 * MB);
    const still = run([{ type: 'add', files: [a, b, c], messages: ['type', 'overSize'] }, { type: 'remove', id: a.id }]);
    expect(still.message?.keys).toEqual(['overSize']);
    expect(uploadsReducer(still, { type: 'remove', id: c.id }).message).toBeNull();
  });

  it('takes away the message of a choice before once a choice leaves nothing out', () => {
    // A file of 60 MB was left out: the list is empty, the message says why.
    const refused = run([{ type: 'add', files: [], messages: ['overSize'] }]);
    expect(refused.message?.keys).toEqual(['overSize']);
    const fine = uploadsReducer(refused, { type: 'add', files: [a], messages: [] });
    expect(fine.message).toBeNull();
    expect(uploadsReducer(run([{ type: 'add', files: [], messages: ['type'] }]), { type: 'add', files: [a], messages: [] }).message).toBeNull();
  });

  it('takes away "wait until the files are uploaded" once none is under way: the last one finished, or removed', () => {
    const waiting = run([{ type: 'add', files: [a, b], messages: [] }, { type: 'say', message: 'notFinished' }]);
    const oneLeft = uploadsReducer(waiting, { type: 'done', id: a.id, url: '/uploads/1_y-a.jpg' });
    expect(oneLeft.message?.keys).toEqual(['notFinished']);
    expect(uploadsReducer(oneLeft, { type: 'done', id: b.id, url: '/uploads/1_y-b.mp4' }).message).toBeNull();
    expect(uploadsReducer(oneLeft, { type: 'remove', id: b.id }).message).toBeNull();
    // A message that says more keeps the rest.
    const both = run([{ type: 'add', files: [a], messages: ['type'] }, { type: 'say', message: 'notFinished' }]);
    const said = { ...both, message: { keys: ['type', 'notFinished'] as const, seq: both.seq } };
    expect(uploadsReducer(said, { type: 'done', id: a.id, url: '/uploads/1_y-a.jpg' }).message?.keys).toEqual(['type']);
  });

  it.each([
    [['type'], null],
    [['tooMany'], null],
    [['type', 'tooMany'], null],
    [['network'], ['network']],
    [['server'], ['server']],
    [['busy'], ['busy']],
  ] as const)('a removal takes away what an earlier choice left out: %j leaves %j', (keys, left) => {
    const chosen = run([{ type: 'add', files: [a, b], messages: [] }, { type: 'done', id: a.id, url: '/uploads/1_y-a.jpg' }]);
    const said = { ...chosen, message: { keys, seq: chosen.seq + 1 }, seq: chosen.seq + 1 };
    const removed = uploadsReducer(said, { type: 'remove', id: a.id });
    expect(removed.message?.keys ?? null).toEqual(left);
  });

  it('hides only the message it was timed for', () => {
    const first = run([{ type: 'say', message: 'notFinished' }]);
    const second = uploadsReducer(first, { type: 'say', message: 'notFinished' });
    expect(uploadsReducer(second, { type: 'hide', seq: first.message!.seq }).message).toEqual(second.message);
    expect(uploadsReducer(second, { type: 'hide', seq: second.message!.seq }).message).toBeNull();
  });

  it('ignores news of a file no longer listed', () => {
    const state: UploadsState = run([{ type: 'add', files: [a], messages: [] }, { type: 'remove', id: a.id }]);
    expect(uploadsReducer(state, { type: 'done', id: a.id, url: '/uploads/z' })).toBe(state);
    expect(uploadsReducer(state, { type: 'failed', id: a.id, failure: { reason: 'network' } })).toBe(state);
  });

  it('resets to empty, or to finished files', () => {
    const state = run([{ type: 'add', files: [a, b], messages: ['overSize'] }]);
    expect(uploadsReducer(state, { type: 'reset', files: [] })).toMatchObject({ items: [], message: null });
    expect(uploadsReducer(state, { type: 'reset', files: [{ name: 'k.png', url: '/uploads/k', size: 3 }] }).items).toHaveLength(1);
  });
});

describe('where each message is shown', () => {
  const cases: [UploadMessage, 'toast' | 'uploader'][] = [
    ['network', 'toast'],
    ['server', 'toast'],
    ['busy', 'toast'],
    ['type', 'uploader'],
    ['overSize', 'uploader'],
    ['tooMany', 'uploader'],
    ['notFinished', 'uploader'],
  ];
  it.each(cases)('%s: %s', (key, place) => {
    expect(shownAsToast(key) ? 'toast' : 'uploader').toBe(place);
  });
});
