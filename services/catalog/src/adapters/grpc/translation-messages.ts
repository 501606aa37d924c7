import { AppError } from '@shop/domain';
import type { catalogPb } from '@shop/proto';
import type { ProductText, ProductTranslations, ProductTranslationsPatch } from '../../api/catalog-api';
import { CATALOG_MESSAGES as M } from '../../core/catalog-messages';
import { parseTranslations } from '../../core/product/product-translations';

// ProductTranslations ⇄ protobuf. A language unset has no texts; within one, a text unset and an
// empty features list are shown in English, so neither travels as an empty value.

const textToPb = (text: ProductText): catalogPb.ProductText => ({
  name: text.name,
  shortDescription: text.shortDescription,
  description: text.description,
  features: text.features ?? [],
});

function textFromPb(pb: catalogPb.ProductText): ProductText {
  return {
    ...(pb.name !== undefined ? { name: pb.name } : {}),
    ...(pb.shortDescription !== undefined ? { shortDescription: pb.shortDescription } : {}),
    ...(pb.description !== undefined ? { description: pb.description } : {}),
    ...(pb.features.length > 0 ? { features: pb.features } : {}),
  };
}

export const translationsToPb = (translations: ProductTranslations): catalogPb.ProductTranslations => ({
  fr: translations.fr && textToPb(translations.fr),
  rw: translations.rw && textToPb(translations.rw),
});

export const translationsFromPb = (pb: catalogPb.ProductTranslations | undefined): ProductTranslations => ({
  ...(pb?.fr ? { fr: textFromPb(pb.fr) } : {}),
  ...(pb?.rw ? { rw: textFromPb(pb.rw) } : {}),
});

/**
 * A patch's translations as the wire carries them: the texts of each language given, checked and
 * cleaned on the calling side as the service would (field errors such as `translations.fr.name`);
 * a null travels as the language's remove flag.
 */
export function translationsPatchToPb(patch: ProductTranslationsPatch): catalogPb.ProductTranslationsPatch {
  const given = { fr: patch.fr ?? undefined, rw: patch.rw ?? undefined };
  const { value, errors } = parseTranslations(given);
  if (errors.length > 0) throw new AppError('invalid', errors[0]?.message ?? M.validationFailed, errors);
  return {
    fr: given.fr === undefined ? undefined : textToPb(value.fr ?? {}),
    rw: given.rw === undefined ? undefined : textToPb(value.rw ?? {}),
    removeFr: patch.fr === null,
    removeRw: patch.rw === null,
  };
}

export function translationsPatchFromPb(pb: catalogPb.ProductTranslationsPatch): ProductTranslationsPatch {
  return {
    ...(pb.removeFr ? { fr: null } : pb.fr ? { fr: textFromPb(pb.fr) } : {}),
    ...(pb.removeRw ? { rw: null } : pb.rw ? { rw: textFromPb(pb.rw) } : {}),
  };
}
