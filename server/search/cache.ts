// Indexes are built on first use and kept until the content they were built from changes.

/** Values built once per key (a language, a list), dropped all at once by `clear()`; a failed build is not kept. */
export class BuildCache<T> {
  private readonly built = new Map<string, Promise<T>>();

  get(key: string, build: () => Promise<T>): Promise<T> {
    let value = this.built.get(key);
    if (!value) {
      value = build();
      this.built.set(key, value);
      const built = value;
      // A failed build is forgotten, unless a clear() has since made way for another.
      value.catch(() => {
        if (this.built.get(key) === built) this.built.delete(key);
      });
    }
    return value;
  }

  clear(): void {
    this.built.clear();
  }
}
