/**
 * Paragraphs kept from page to page (page-layout.ts). A paragraph on every page (most of a consent) is
 * measured and laid out once; one the next page did not use again (the child's name, the page
 * number) is dropped, so memory stays flat however many pages the document has.
 */
export class PageCache<V> {
  private readonly entries = new Map<string, { value: V; pages: number; lastPage: number }>();
  private page = 0;

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.lastPage !== this.page) {
      entry.pages += 1;
      entry.lastPage = this.page;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.set(key, { value, pages: 1, lastPage: this.page });
  }

  /** The page is written: what one page before it used and it did not is forgotten. */
  endPage(): void {
    for (const [key, entry] of this.entries) if (entry.pages === 1 && entry.lastPage < this.page) this.entries.delete(key);
    this.page += 1;
  }
}
