/**
 * The page numbers a list's pagination links, apart from the catalogue's rules: the
 * operator's lists page too, and importing the catalogue's module for it brought its URL
 * parsing to their pages.
 */

/** The page numbers to link, a window around the current one. */
export function pageWindow(current: number, pages: number, width = 5): number[] {
  const start = Math.max(1, Math.min(current - Math.floor(width / 2), pages - width + 1));
  const end = Math.min(pages, start + width - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}
