// File names of what the server prints (issue 49: one helper for every feature that prints).

/** 'Zielona szkoła – Zakopane' → 'zielona-szkola-zakopane': a file name any computer keeps. */
export function fileSlug(name: string): string {
  const slug = name
    .toLocaleLowerCase('pl')
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'wycieczka';
}
