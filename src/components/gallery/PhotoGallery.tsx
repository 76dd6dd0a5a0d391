import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay, useLocale } from 'react-aria-components';
import { indexForKey, MIN_ZOOM, step } from './gallery-logic';
import { usePhotoGestures } from './use-photo-gestures';
import './gallery.css';

/** A photo the gallery shows: its key (stable across turns) and what it shows, in words. */
export interface GalleryPhoto {
  key: string;
  alt: string;
}

export interface PhotoGalleryProps<P extends GalleryPhoto = GalleryPhoto> {
  /** The dialog's heading, e.g. "Photos of Marina loft". */
  title: string;
  images: readonly P[];
  /** The photo that was clicked. */
  start: number;
  onClose: () => void;
  /**
   * The full-size image of a photo, given the class that fits it to the stage: a unit's public
   * responsive image, or a message photo read with the caller's token.
   */
  renderImage: (image: P, className: string) => ReactNode;
}

/**
 * The full-screen gallery, a lazy chunk of its own (the unit page's PhotoGrid and PhotoStrip load it
 * when a photo is pressed): one photo at a time, with arrows, Home/End, swipe and pinch, all turned
 * around in Arabic. react-aria's Modal keeps focus inside and gives it back to the photo that opened
 * it; Escape and the close button leave. One photo alone shows no arrows.
 */
export default function PhotoGallery<P extends GalleryPhoto>({
  title,
  images,
  start,
  onClose,
  renderImage,
}: PhotoGalleryProps<P>) {
  const { t, i18n } = useLingui();
  const { direction } = useLocale();
  const [index, setIndex] = useState(start);
  const count = images.length;
  const gestures = usePhotoGestures(direction, (by) => go(step(index, by, count)));
  const image = images[index];

  function go(next: number) {
    if (next === index) return;
    gestures.reset();
    setIndex(next);
  }

  // The modal traps focus, so while it is open every key press is the gallery's. A listener on the
  // document also hears keys pressed on the dialog itself, where focus lands when it opens.
  const onKey = useRef<(event: KeyboardEvent) => void>(() => {});
  onKey.current = (event) => {
    const next = indexForKey(event.key, index, count, direction);
    if (next === null || event.defaultPrevented) return;
    event.preventDefault();
    go(next);
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const position = i18n.number(index + 1);
  const total = i18n.number(count);
  const zoomed = gestures.scale > MIN_ZOOM;
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      className="photo-gallery-overlay"
    >
      <Modal className="photo-gallery-modal">
        <Dialog className="photo-gallery">
          <div className="photo-gallery-bar">
            <Heading slot="title" className="photo-gallery-title">
              {title}
            </Heading>
            {/* Read out on each turn: where the visitor is, then what the photo shows. */}
            <p className="photo-gallery-count" aria-live="polite" aria-atomic="true">
              <Trans>
                Photo {position} of {total}
              </Trans>
              <span className="visually-hidden">: {image?.alt}</span>
            </p>
            <Button className="btn btn-ghost photo-gallery-zoom" onPress={gestures.zoom}>
              {zoomed ? t`Zoom out` : t`Zoom in`}
            </Button>
            <Button slot="close" className="btn btn-ghost photo-gallery-close" aria-label={t`Close`}>
              <span aria-hidden="true">×</span>
            </Button>
          </div>
          <div className="photo-gallery-stage" {...gestures.handlers}>
            {image && (
              <div
                className="photo-gallery-frame"
                data-moving={gestures.moving || undefined}
                style={{ transform: gestures.transform }}
              >
                <Fragment key={image.key}>{renderImage(image, 'photo-gallery-image')}</Fragment>
              </div>
            )}
          </div>
          {count > 1 && (
            <>
              <Button
                className="photo-gallery-nav photo-gallery-prev"
                aria-label={t`Previous photo`}
                isDisabled={index === 0}
                onPress={() => go(step(index, -1, count))}
              >
                <span className="photo-gallery-chevron" aria-hidden="true" />
              </Button>
              <Button
                className="photo-gallery-nav photo-gallery-next"
                aria-label={t`Next photo`}
                isDisabled={index === count - 1}
                onPress={() => go(step(index, 1, count))}
              >
                <span className="photo-gallery-chevron" aria-hidden="true" />
              </Button>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
