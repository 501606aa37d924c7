import { describe, expect, it } from 'vitest';
import type { ImageMedia } from '@shop/contracts/product-images';
import { isDrawing, pictureSources, usableMedia } from './responsive-image-sources';

const URL = '/uploads/products/0123456789abcdef0123456789abcdef.jpg';
const BASE = '/uploads/products/0123456789abcdef0123456789abcdef';
const photo: ImageMedia = { width: 900, height: 600, widths: [320, 640, 900], placeholder: 'data:image/webp;base64,AAAA' };

describe('pictureSources', () => {
  it('offers AVIF, then WebP, then JPEG at every stored width, so the browser takes the width the screen needs', () => {
    const picture = pictureSources(URL, photo, false);
    expect(picture.sources).toEqual([
      { type: 'image/avif', srcSet: `${BASE}-320.avif 320w, ${BASE}-640.avif 640w, ${BASE}-900.avif 900w` },
      { type: 'image/webp', srcSet: `${BASE}-320.webp 320w, ${BASE}-640.webp 640w, ${BASE}-900.webp 900w` },
    ]);
    expect(picture.srcSet).toBe(`${BASE}-320.jpg 320w, ${BASE}-640.jpg 640w, ${BASE}-900.jpg 900w`);
    // The main file (the largest JPEG) is never what a picture asks for.
    expect(picture.src).toBe(`${BASE}-320.jpg`);
  });

  it('offers only the smallest width in low-data mode', () => {
    const picture = pictureSources(URL, photo, true);
    expect(picture.sources.map((source) => source.srcSet)).toEqual([`${BASE}-320.avif 320w`, `${BASE}-320.webp 320w`]);
    expect(picture.srcSet).toBe(`${BASE}-320.jpg 320w`);
  });

  it('takes the smallest width even when the widths come unordered', () => {
    expect(pictureSources(URL, { ...photo, widths: [640, 320] }, true).src).toBe(`${BASE}-320.jpg`);
  });
});

describe('usableMedia and isDrawing', () => {
  it('treats media without a stored width as none', () => {
    expect(usableMedia({ ...photo, widths: [] })).toBeUndefined();
    expect(usableMedia(undefined)).toBeUndefined();
    expect(usableMedia(photo)).toBe(photo);
  });

  it('tells the demo drawings from photos', () => {
    expect(isDrawing('/images/products/monitor.svg')).toBe(true);
    expect(isDrawing('https://cdn.example.com/k2.SVG?v=2')).toBe(true);
    expect(isDrawing(URL)).toBe(false);
    expect(isDrawing('/uploads/products/svg-poster.png')).toBe(false);
  });
});
