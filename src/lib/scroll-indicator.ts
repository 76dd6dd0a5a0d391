/**
 * The page's scroll indicator on phones. Overlay scrollbars flash when a page first lays out: the
 * browser fades the indicator in and out, frames the phone composites while the
 * page's code starts and hydrates, though nothing has scrolled. base.css hides the indicator on touch
 * screens until `<html data-settled>`; this sets it once the page has settled, or at the visitor's
 * first scroll, whichever comes first, so the indicator is there whenever someone scrolls.
 * Touch screens only: there the indicator overlays the page, so showing it moves nothing. A desktop
 * scrollbar takes up width and is never hidden.
 */
export function revealScrollIndicatorOnScroll(root: HTMLElement = document.documentElement): () => void {
  const reveal = () => {
    root.dataset.settled = '';
    window.removeEventListener('scroll', reveal);
  };
  window.addEventListener('scroll', reveal, { passive: true });
  return reveal;
}
