/**
 * An image's alt text beside text that already says the same (a card's photo inside the link that
 * carries the title): empty, so a screen reader does not read the name twice (axe image-redundant-alt).
 */
export function altBeside(alt: string, text: string): string {
  const same = (value: string) => value.trim().toLocaleLowerCase();
  return same(alt) === same(text) ? '' : alt;
}
