import sharp from 'sharp';

/** A real JPEG of one colour, 800 × 600: what an upload checks by content and re-encodes. */
export const photo = (color: string): Promise<Buffer> =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
