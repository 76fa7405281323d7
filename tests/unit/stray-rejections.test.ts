import { describe, expect, it } from 'vitest';
import { collectingStrayRejections } from '../../scripts/stray-rejections';

describe('collectingStrayRejections', () => {
  it('returns the result and no strays when nothing rejects unhandled', async () => {
    await expect(collectingStrayRejections(async () => 42)).resolves.toEqual({ result: 42, strays: [] });
  });

  it('collects a rejection nobody handles instead of letting it end the process', async () => {
    const lost = new Error('Protocol error (Target.setAutoAttach): Target closed');
    const { result, strays } = await collectingStrayRejections(async () => {
      void Promise.reject(lost);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 'done';
    });
    expect(result).toBe('done');
    expect(strays).toEqual([lost]);
  });

  it('lets the work’s own failure through, and stops listening afterwards', async () => {
    const before = process.listenerCount('unhandledRejection');
    await expect(collectingStrayRejections(async () => Promise.reject(new Error('own failure')))).rejects.toThrow('own failure');
    expect(process.listenerCount('unhandledRejection')).toBe(before);
  });
});
