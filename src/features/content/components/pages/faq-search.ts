/**
 * Search that reads Arabic and English alike: case, Arabic diacritics (harakat, tatweel) and the
 * forms of alef, ya and ta marbuta are folded, so "اجاره" finds "إجارة".
 */
export function fold(text: string): string {
  return text
    .toLocaleLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');
}

export function searchWords(query: string): string[] {
  return fold(query).split(/\s+/).filter(Boolean).slice(0, 8);
}

export function matchesAll(text: string, words: string[]): boolean {
  if (words.length === 0) return true;
  const haystack = fold(text);
  return words.every((word) => haystack.includes(word));
}
