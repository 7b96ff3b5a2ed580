import { describe, expect, it, vi } from 'vitest';
import { fitInside, resizeForUpload } from '@/lib/media-upload';

describe('fitInside', () => {
  it('fits 1000 × 1000 keeping the aspect ratio, and never enlarges', () => {
    expect(fitInside(4000, 2000)).toEqual({ width: 1000, height: 500 });
    expect(fitInside(1200, 3000)).toEqual({ width: 400, height: 1000 });
    expect(fitInside(1000, 1000)).toEqual({ width: 1000, height: 1000 });
    expect(fitInside(300, 200)).toEqual({ width: 300, height: 200 });
    expect(fitInside(100_000, 1)).toEqual({ width: 1000, height: 1 });
  });
});

describe('resizeForUpload', () => {
  function stubCanvas(outputType: string) {
    const drawImage = vi.fn();
    const close = vi.fn();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 4000, height: 3000, close })),
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage,
      imageSmoothingQuality: 'low',
    } as unknown as CanvasRenderingContext2D);
    const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback) {
      callback(new Blob(['encoded'], { type: outputType }));
    });
    return { drawImage, close, toBlob };
  }

  it('draws the image at most 1000 × 1000 and encodes WEBP at quality 100', async () => {
    const { drawImage, close, toBlob } = stubCanvas('image/webp');
    const file = new File(['raw'], 'photo.jpg', { type: 'image/jpeg' });

    const result = await resizeForUpload(file);

    expect(result).not.toBe(file);
    expect(result.type).toBe('image/webp');
    expect(createImageBitmap).toHaveBeenCalledWith(file, { imageOrientation: 'from-image' });
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1000, 750);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/webp', 1);
    expect(close).toHaveBeenCalled();
  });

  it('sends the original when the browser cannot encode WEBP', async () => {
    stubCanvas('image/png');
    const file = new File(['raw'], 'photo.jpg', { type: 'image/jpeg' });
    expect(await resizeForUpload(file)).toBe(file);
  });

  it('sends the original when the browser cannot decode the file, for the server to explain', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      }),
    );
    const file = new File(['not an image'], 'notes.heic', { type: 'image/heic' });
    expect(await resizeForUpload(file)).toBe(file);
  });
});
