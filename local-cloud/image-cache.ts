/**
 * A byte-bounded LRU for transformed images, with in-flight sharing: a page asking for the same
 * width from six cards at once costs one sharp run, and the process never grows past its budget.
 */
export class ImageCache {
  private readonly done = new Map<string, Buffer>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.bytes;
  }

  has(key: string): boolean {
    return this.done.has(key);
  }

  get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.done.get(key);
    if (hit) {
      // Re-insert so Map order stays least-recently-used first.
      this.done.delete(key);
      this.done.set(key, hit);
      return Promise.resolve(hit);
    }
    const running = this.pending.get(key);
    if (running) return running;
    const job = make()
      .then((buffer) => {
        this.store(key, buffer);
        return buffer;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, job);
    return job;
  }

  private store(key: string, buffer: Buffer): void {
    if (buffer.length > this.maxBytes) return;
    this.done.set(key, buffer);
    this.bytes += buffer.length;
    for (const [oldKey, old] of this.done) {
      if (this.bytes <= this.maxBytes) break;
      this.done.delete(oldKey);
      this.bytes -= old.length;
    }
  }
}
