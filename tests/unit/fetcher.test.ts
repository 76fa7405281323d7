// What the browser's API client makes of each kind of answer: the envelope's Data, the server's refusal
// with its Msg, and, for anything that is not an answer of the API (a proxy's JSON or page, a network
// failure, an answer that stops coming), an error the pages show in their own words.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, ApiCallError } from '../../client/data/fetcher';
import { API_TIMEOUT_MS } from '../../shared/limits';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const answer = (status: number, body: string) => vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status, statusText: 'Bad Gateway' })));
const failure = (call: Promise<unknown>) => call.then(() => null, (error: unknown) => error as ApiCallError);

describe('apiFetch', () => {
  it('gives the Data of an envelope with Code 200', async () => {
    answer(200, '{"Code":200,"Msg":"success","Data":{"total":3}}');
    await expect(apiFetch('/api/v1/x')).resolves.toEqual({ total: 3 });
  });

  it("turns another Code into a refusal with the server's Msg", async () => {
    answer(404, '{"Code":404,"Msg":"FAQ 9 was not found.","Data":null}');
    const error = await failure(apiFetch('/api/v1/faq/9'));
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ code: 404, message: 'FAQ 9 was not found.', failedInTransit: false });
  });

  it.each([
    ['JSON that is not the envelope', '{}'],
    ['a proxy\'s own JSON', '{"error":"upstream timed out"}'],
    ['null', 'null'],
    ['a page instead of JSON', '<html><body>502 Bad Gateway</body></html>'],
  ])('reads %s as no answer of the API', async (_name, body) => {
    answer(502, body);
    const error = await failure(apiFetch('/api/v1/x'));
    expect(error).toMatchObject({ failedInTransit: true, reason: 'serverError' });
  });

  it.each([
    [500, 'serverError'],
    [503, 'serverError'],
    [504, 'serverError'],
    [413, 'serverError'],
    // A hotel or train network's login page comes with 200: the connection is what failed.
    [200, 'network'],
  ])("blames a proxy's page with status %i on %s", async (status, reason) => {
    answer(status, '<html><body>Error</body></html>');
    expect(await failure(apiFetch('/api/v1/x'))).toMatchObject({ code: status, failedInTransit: true, reason });
  });

  it('reads a failed fetch as a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await failure(apiFetch('/api/v1/x'))).toMatchObject({ code: 0, failedInTransit: true, reason: 'network' });
  });

  it('gives up on an answer that stops coming after 50 s, as timed out', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        // The headers came; the body never finishes.
        const body = new ReadableStream({
          start(stream) {
            stream.enqueue(new TextEncoder().encode('{"Code":200,'));
            init.signal?.addEventListener('abort', () => stream.error(new DOMException('aborted', 'AbortError')));
          },
        });
        return new Response(body, { status: 200 });
      }),
    );
    const call = failure(apiFetch('/api/v1/x'));
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    expect(await call).toMatchObject({ failedInTransit: true, reason: 'timeout' });
  });
});
