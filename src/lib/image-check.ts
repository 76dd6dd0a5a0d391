/**
 * Whether the browser can decode a file as a picture, as the server does with the bytes before it keeps
 * a photo: a text file renamed `.png` has an image type from its name alone, and would show as a broken
 * thumbnail until the server refused it. HEIC is passed through: most browsers cannot decode it, the
 * server can.
 */
export async function decodesAsImage(file: File): Promise<boolean> {
  if (/^image\/hei[cf]$/.test(file.type)) return true;
  if (typeof createImageBitmap === 'function') {
    try {
      (await createImageBitmap(file)).close();
      return true;
    } catch {
      return false;
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return true;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}
