import type { ImageMedia } from '@shop/contracts';
import type { catalogPb } from '@shop/proto';
import { AppError } from '@shop/domain';
import { parseMedia } from '../../core/product/product-media';

// Photo details ⇄ protobuf. The wire's ImageMedia has the contract's fields, so each side copies.

const copy = ({ width, height, widths, placeholder }: ImageMedia): ImageMedia => ({ width, height, widths: [...widths], placeholder });

function copyAll(media: Record<string, ImageMedia>): Record<string, ImageMedia> {
  return Object.fromEntries(Object.entries(media).map(([url, entry]) => [url, copy(entry)]));
}

export const mediaToPb = (media: Record<string, ImageMedia>): Record<string, catalogPb.ImageMedia> => copyAll(media);
export const mediaFromPb = (media: Record<string, catalogPb.ImageMedia> | undefined): Record<string, ImageMedia> => copyAll(media ?? {});

/**
 * A form's `media` on the wire, checked on the calling side: left out travels unset (the stored
 * entries stay), null as an empty set (they are cleared), entries as given (the service keeps
 * those of the images the product shows, its variants' included, which only it knows).
 */
export function mediaInputToPb(media: Record<string, ImageMedia> | null | undefined): catalogPb.ImageMediaMap | undefined {
  if (media === undefined) return undefined;
  const { value, errors } = parseMedia(media);
  if (errors.length > 0) throw new AppError('invalid', errors[0]!.message, errors);
  return { entries: copyAll(value) };
}

export const mediaInputFromPb = (pb: catalogPb.ImageMediaMap | undefined): Record<string, ImageMedia> | undefined =>
  pb ? copyAll(pb.entries) : undefined;
