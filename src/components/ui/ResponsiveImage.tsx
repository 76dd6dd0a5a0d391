import { mediaSrcSet, mediaUrl } from '../../../contract/media';

/**
 * A generated photo in every width of the spec's breakpoints, so the browser downloads only what the layout
 * needs. Width and height are always set (no layout shift); below-the-fold images load lazily and the
 * first one on a page eagerly with high priority.
 */
const ASPECT = { w: 16, h: 10 };
const same = (text: string) => text.trim().toLocaleLowerCase();

export function ResponsiveImage({
  imageKey,
  alt,
  sizes,
  priority = false,
  className,
  cover = false,
  beside,
}: {
  imageKey: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
  /** A cover photo (spec: business constants): offered as AVIF first, with WebP for browsers without it. */
  cover?: boolean;
  /**
   * Text shown with the image inside the same link (a card's title): an alt that only repeats it is
   * dropped, so a screen reader does not read the name twice (axe image-redundant-alt).
   */
  beside?: string;
}) {
  const srcSet = mediaSrcSet(imageKey);
  const img = (
    <img
      className={className}
      src={mediaUrl(imageKey, 640)}
      srcSet={srcSet}
      sizes={sizes}
      width={1280}
      height={(1280 * ASPECT.h) / ASPECT.w}
      alt={beside !== undefined && same(alt) === same(beside) ? '' : alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
  if (!cover) return img;
  const avif = mediaSrcSet(imageKey, 'avif');
  return (
    <picture className="picture">
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {img}
    </picture>
  );
}
