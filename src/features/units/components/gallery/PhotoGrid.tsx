import { Plural, useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import type { UnitDetail } from '../../../../../contract/units';
import { GALLERY_MAIN_SIZES } from '../../../../../contract/media';
import { ResponsiveImage } from '../../../../components/ui/ResponsiveImage';
import { lazyPart } from '../../../../lib/lazy-part';

// The gallery's code (and its CSS) is a chunk of its own, fetched when a photo is first pointed at or
// pressed: the unit page's first load carries only these buttons.
const PhotoGallery = lazyPart(() => import('../../../../components/gallery/PhotoGallery'));

/**
 * The unit page's photo grid (a main photo and four beside it). Each photo opens the full-screen
 * gallery at that photo; "Show all" opens it at the first when there are more than the grid holds.
 */
export function PhotoGrid({ title, images }: { title: string; images: UnitDetail['images'] }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  const count = images.length;
  const show = (index: number) => {
    void PhotoGallery.preload();
    setOpen(index);
  };
  return (
    <>
      <div className="gallery">
        {images.slice(0, 5).map((image, index) => (
          <Button
            key={image.key}
            className={`gallery-photo ${index === 0 ? 'gallery-main' : 'gallery-thumb'}`}
            aria-haspopup="dialog"
            onHoverStart={() => void PhotoGallery.preload()}
            onPress={() => show(index)}
          >
            <ResponsiveImage
              imageKey={image.key}
              alt={image.alt}
              cover={index === 0}
              sizes={index === 0 ? GALLERY_MAIN_SIZES : '(min-width: 1024px) 20vw, 50vw'}
              priority={index === 0}
            />
          </Button>
        ))}
        {count > 5 && (
          <Button className="btn btn-secondary gallery-all" aria-haspopup="dialog" onPress={() => show(0)}>
            <Plural value={count} one="Show # photo" other="Show all # photos" />
          </Button>
        )}
      </div>
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoGallery
            title={t`Photos of ${title}`}
            images={images}
            start={open}
            onClose={() => setOpen(null)}
            renderImage={(image, className) => (
              <ResponsiveImage
                imageKey={image.key}
                alt={image.alt}
                sizes="100vw"
                className={className}
                priority
              />
            )}
          />
        </Suspense>
      )}
    </>
  );
}
