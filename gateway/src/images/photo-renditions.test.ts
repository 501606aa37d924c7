import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_PLACEHOLDER_MAX, IMAGE_PLACEHOLDER_PATTERN } from '@shop/contracts/product-images';
import { AppError } from '@shop/domain';
import { renderPhoto } from './photo-renditions';
import { TOO_MANY_PIXELS } from './open-image';
import { largePng, metadataLeft, phonePhoto, progressiveJpeg } from './testing/test-photos';

const FORMAT_OF = { avif: 'heif', webp: 'webp', jpg: 'jpeg' } as const;

/** Each stored file as a browser would decode it. */
async function decoded(files: Awaited<ReturnType<typeof renderPhoto>>['files']) {
  return Promise.all(
    files.map(async (file) => {
      const meta = await sharp(file.bytes).metadata();
      return { name: `${file.suffix}.${file.extension}`, format: meta.format, width: meta.width, height: meta.height, orientation: meta.orientation, progressive: meta.isProgressive, left: await metadataLeft(file.bytes), file };
    }),
  );
}

/** A PNG that claims `width` × `height` pixels in a few dozen bytes. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } }).png().toBuffer();
  const ihdr = png.subarray(12, 29); // 'IHDR' and its 13 bytes
  ihdr.writeUInt32BE(width, 4);
  ihdr.writeUInt32BE(height, 8);
  png.writeUInt32BE(crc32(ihdr), 29);
  return png;
}

describe('a product photo as the shop stores it', () => {
  it('turns a phone photo upright, and keeps no EXIF, GPS position or camera in any file', async () => {
    const photo = await phonePhoto(1600, 1200);
    expect(await metadataLeft(photo)).toEqual({ exif: true, gps: true, camera: true });
    const { files, media } = await renderPhoto(photo);
    // Stored sideways at 1600 × 1200 with orientation 6: upright it is 1200 wide and 1600 high.
    expect(media).toMatchObject({ width: 1200, height: 1600, widths: [320, 640, 1200] });
    const outputs = await decoded(files);
    expect(outputs.map((output) => output.name)).toEqual([
      '.jpg',
      '-320.avif', '-320.webp', '-320.jpg',
      '-640.avif', '-640.webp', '-640.jpg',
      '-1200.avif', '-1200.webp', '-1200.jpg',
    ]);
    for (const output of outputs) {
      expect(output.left, output.name).toEqual({ exif: false, gps: false, camera: false });
      expect(output.orientation, output.name).toBeUndefined();
      expect(output.format, output.name).toBe(FORMAT_OF[output.file.extension as keyof typeof FORMAT_OF]);
      const width = Number(output.file.suffix.slice(1)) || 1200;
      expect([output.width, output.height], output.name).toEqual([width, Math.round((width * 1600) / 1200)]);
    }
  });

  it('checks the upright photo by its pixels: the red corner of the sensor image ends top right', async () => {
    const { files } = await renderPhoto(await phonePhoto(1600, 1200));
    const main = sharp(files[0]!.bytes);
    const { width } = await main.metadata();
    /** The average red, green and blue of a 10 px square. */
    const colourAt = async (left: number, top: number) => {
      const { data } = await main.clone().extract({ left, top, width: 10, height: 10 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const mean = (channel: number) => data.filter((_, i) => i % 3 === channel).reduce((sum, value) => sum + value, 0) / (data.length / 3);
      return [mean(0), mean(1), mean(2)];
    };
    const [red, green] = await colourAt(width - 20, 10);
    expect(red).toBeGreaterThan(180);
    expect(green).toBeLessThan(90);
    const [leftRed] = await colourAt(10, 10);
    expect(leftRed).toBeLessThan(120);
  });

  it('stores a large PNG at the shop’s widths, its main file the widest JPEG, progressive', async () => {
    const { files, media } = await renderPhoto(await largePng(2400, 1800));
    expect(media).toMatchObject({ width: 1280, height: 960, widths: [320, 640, 1280] });
    const outputs = await decoded(files);
    expect(outputs[0]).toMatchObject({ format: 'jpeg', width: 1280, height: 960, progressive: true });
    expect(Buffer.from(files[0]!.bytes).equals(Buffer.from(files.find((file) => file.suffix === '-1280' && file.extension === 'jpg')!.bytes))).toBe(true);
    for (const output of outputs) expect(output.left, output.name).toEqual({ exif: false, gps: false, camera: false });
    // The sizes that matter on a phone: the card's rendition is a small fraction of the upload.
    const card = files.find((file) => file.suffix === '-320' && file.extension === 'webp')!;
    expect(card.bytes.byteLength).toBeLessThan(20_000);
  });

  it('never enlarges a progressive JPEG narrower than the widest width', async () => {
    const { files, media } = await renderPhoto(await progressiveJpeg(900, 600));
    expect(media).toMatchObject({ width: 900, height: 600, widths: [320, 640, 900] });
    const widths = (await decoded(files)).map((output) => output.width);
    expect(Math.max(...widths)).toBe(900);
  });

  it('carries a blurred WebP placeholder about 16 pixels wide, within the limit', async () => {
    const { media } = await renderPhoto(await largePng(2400, 1800));
    expect(media.placeholder).toMatch(IMAGE_PLACEHOLDER_PATTERN);
    expect(media.placeholder.length).toBeLessThanOrEqual(IMAGE_PLACEHOLDER_MAX);
    const tiny = await sharp(Buffer.from(media.placeholder.split(',')[1]!, 'base64')).metadata();
    expect(tiny).toMatchObject({ format: 'webp', width: 16, height: 12 });
  });

  it('refuses a decompression bomb (a few bytes claiming 100,000 × 100,000 pixels) with 413, before decoding it', async () => {
    const error = await renderPhoto(await pngClaiming(100_000, 100_000)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ kind: 'too_large', message: TOO_MANY_PIXELS });
  });

  it('refuses bytes that only start like an image with 415', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const error = await renderPhoto(fake).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unsupported_media_type', message: 'Please select an image file' });
  });
});
