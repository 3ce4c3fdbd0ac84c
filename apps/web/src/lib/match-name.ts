/** Lower case without Polish diacritics, so 'zajac' finds 'Zając' and 'lukasz' finds 'Łukasz'. */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}

export function matchesName(name: string, query: string): boolean {
  const q = foldForSearch(query.trim());
  return q === '' || foldForSearch(name).includes(q);
}
