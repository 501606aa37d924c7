import { useId, useState, type ChangeEvent } from 'react';
import { renditionUrl, type ImageMedia } from '@shop/contracts/product-images';
import { Spinner } from '@/components/ui/spinner';
import { useImageUpload } from '../hooks/use-image-upload';
import { ImageIcon, UploadIcon } from './admin-icons';
import { FormField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';

/**
 * Whether the shop can show this image: its Content-Security-Policy allows pictures from the
 * shop itself (site paths such as /uploads/… or /images/…, or its own origin), data: URLs and
 * any https:// address. Plain http:// images are blocked (mixed content).
 */
export function isShowableImageUrl(url: string): boolean {
  const value = url.trim();
  if (value.startsWith('data:image/')) return true;
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.origin === window.location.origin;
  } catch {
    return false;
  }
}

/** `label` as the object of a phrase ('Upload primary image'), lower-cased, with its article. */
function NamedImage({ label }: { label: string }) {
  const t = useT();
  return <span className="visually-hidden"> {t('admin.image.named', { label: label.toLowerCase() })}</span>;
}

/** An uploaded photo previews as its smallest WebP rendition: the 96 px box needs no more. */
function previewUrl(url: string, media: ImageMedia | undefined): string {
  const smallest = media?.widths[0];
  return smallest ? renditionUrl(url, smallest, 'webp') : url;
}

function Preview({ url, media, label }: { url: string; media: ImageMedia | undefined; label: string }) {
  const t = useT();
  const [failed, setFailed] = useState<string | null>(null);
  if (!url.trim()) {
    return (
      <span className="image-field-preview image-field-preview-empty" aria-hidden="true">
        <ImageIcon size={28} />
      </span>
    );
  }
  if (!isShowableImageUrl(url)) {
    return (
      <span className="image-field-preview image-field-preview-note" aria-hidden="true">
        {t('admin.image.noPreview')}
      </span>
    );
  }
  if (failed === url) {
    return <span className="image-field-preview image-field-preview-note">{t('admin.image.loadFailed')}</span>;
  }
  return (
    <img
      className="image-field-preview"
      src={previewUrl(url, media)}
      alt={t('admin.image.preview', { label: label.toLowerCase() })}
      width={96}
      height={96}
      onError={() => setFailed(url)}
    />
  );
}

/**
 * One product image: upload a file (checked in the browser, then stored by the shop) or paste
 * the URL of an image on the site or at an https:// address; a preview shows what the shop
 * will display. An upload hands its media (the photo's renditions) to `onChange` with the URL.
 */
export function ImageField({
  label,
  value,
  media,
  onChange,
  error,
  required = false,
  hint,
  compact = false,
}: {
  label: string;
  value: string;
  /** The renditions the shop stored of the photo at `value`, when it is an uploaded one. */
  media?: ImageMedia;
  onChange: (url: string, media?: ImageMedia) => void;
  error?: string;
  required?: boolean;
  hint?: string;
  compact?: boolean;
}) {
  const t = useT();
  const fileId = useId();
  const { status, error: uploadError, upload, clearError } = useImageUpload(onChange);
  const uploading = status === 'uploading';
  const external = value.trim() !== '' && !isShowableImageUrl(value);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still uploads it
    if (file) void upload(file);
  }

  return (
    <div className={`image-field${compact ? ' image-field-compact' : ''}`}>
      <Preview url={value} media={media} label={label} />
      <div className="image-field-body">
        <FormField
          label={label}
          required={required}
          error={uploadError ?? error}
          hint={external ? <span className="image-field-warning">{t('admin.image.externalWarning')}</span> : hint}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="url"
              className="field-input"
              value={value}
              placeholder={t('admin.image.placeholder')}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                clearError();
                onChange(event.target.value);
              }}
            />
          )}
        </FormField>
        <div className="image-field-actions">
          <input
            id={fileId}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            className="visually-hidden image-field-file"
            onChange={pick}
            disabled={uploading}
          />
          <label htmlFor={fileId} className="button button-secondary image-field-upload" aria-disabled={uploading || undefined}>
            <UploadIcon size={16} /> {t('admin.image.upload')}
            <NamedImage label={label} />
          </label>
          {uploading ? (
            <span className="image-field-status" role="status">
              <Spinner /> {t('admin.image.uploading')}
            </span>
          ) : null}
          {value.trim() && !uploading ? (
            <button
              type="button"
              className="admin-link-button"
              onClick={() => {
                clearError();
                onChange('');
              }}
            >
              {t('admin.image.remove')}
              <NamedImage label={label} />
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
