// A page chunk that fails to load (a deployment removed it) reloads the page once per address: remembered
// in sessionStorage, or, where storage is blocked, by the reloaded marker in the address.
import { describe, expect, it, vi } from 'vitest';
import { OfflineLoadError, lazyPage } from '../../client/lazy-page';

const failure = new Error('Failed to fetch dynamically imported module');
const failing = () => lazyPage(() => Promise.reject(failure));

interface FakeWindow {
  location: { href: string; pathname: string; search: string; reload: ReturnType<typeof vi.fn>; replace: ReturnType<typeof vi.fn> };
  readonly sessionStorage: Storage;
}

/** A window at `address`; `storage` null stands for blocked storage, whose every access throws. */
function browser(address: string, storage: Map<string, string> | null): FakeWindow {
  const url = new URL(address, 'https://support.example.com');
  const store = storage && {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  };
  const win = {
    location: { href: url.href, pathname: url.pathname, search: url.search, reload: vi.fn(), replace: vi.fn() },
    get sessionStorage(): Storage {
      if (!store) throw new DOMException('The operation is insecure.', 'SecurityError');
      return store as unknown as Storage;
    },
  };
  // vitest restores the real global after each test (unstubGlobals in vite.config.ts).
  vi.stubGlobal('window', win);
  return win;
}

describe('lazyPage: a chunk that fails to load', () => {
  it('reloads once per address while sessionStorage remembers it', async () => {
    const storage = new Map<string, string>();
    const win = browser('/faq?page=2', storage);
    await expect(failing().preload()).rejects.toBe(failure);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(storage.get('chunk-reload')).toBe('/faq?page=2');

    const again = browser('/faq?page=2', storage);
    await expect(failing().preload()).rejects.toBe(failure);
    expect(again.location.reload).not.toHaveBeenCalled();

    const elsewhere = browser('/faq?page=3', storage);
    await expect(failing().preload()).rejects.toBe(failure);
    expect(elsewhere.location.reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['/faq', '/faq?reloaded=1'],
    ['/faq?page=2', '/faq?page=2&reloaded=1'],
    ['/faq/12#answer', '/faq/12?reloaded=1#answer'],
  ])('without storage, reloads %s marked as %s', async (address, marked) => {
    const win = browser(address, null);
    await expect(failing().preload()).rejects.toBe(failure);
    expect(win.location.replace).toHaveBeenCalledExactlyOnceWith(marked);
    expect(win.location.reload).not.toHaveBeenCalled();
  });

  it('without storage, does not reload a marked address again', async () => {
    const win = browser('/faq?page=2&reloaded=1', null);
    await expect(failing().preload()).rejects.toBe(failure);
    expect(win.location.replace).not.toHaveBeenCalled();
    expect(win.location.reload).not.toHaveBeenCalled();
  });

  it('falls back to the marker when storage can be read but not written', async () => {
    const win = browser('/faq', new Map());
    Object.defineProperty(win, 'sessionStorage', {
      get: () => ({
        getItem: () => null,
        setItem: () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
      }),
    });
    await expect(failing().preload()).rejects.toBe(failure);
    expect(win.location.replace).toHaveBeenCalledExactlyOnceWith('/faq?reloaded=1');
    expect(win.location.reload).not.toHaveBeenCalled();
  });

  it('offline, reloads nothing and fails as offline, with the failure as its cause; online again, reloads', async () => {
    const storage = new Map<string, string>();
    const win = browser('/faq?page=2', storage);
    vi.stubGlobal('navigator', { onLine: false });
    const offline = await failing().preload().catch((error: unknown) => error);
    expect(offline).toBeInstanceOf(OfflineLoadError);
    expect((offline as Error).cause).toBe(failure);
    expect(win.location.reload).not.toHaveBeenCalled();
    expect(storage.has('chunk-reload')).toBe(false);
    vi.stubGlobal('navigator', { onLine: true });
    await expect(failing().preload()).rejects.toBe(failure);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it('on the server only passes the failure on', async () => {
    await expect(failing().preload()).rejects.toBe(failure);
  });

  it('is tried again on the next preload', async () => {
    browser('/faq', new Map());
    const load = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue({ default: () => null });
    const page = lazyPage(load);
    await expect(page.preload()).rejects.toBe(failure);
    await expect(page.preload()).resolves.toMatchObject({ default: expect.any(Function) });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
