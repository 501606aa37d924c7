import { useRef, useState } from 'react';
import type { ImageMedia } from '@shop/contracts/product-images';
import { FILE_MESSAGES, validateProductImageFile } from '@shop/domain';
import { uploadProductImage } from '../api/upload-product-image';

export type UploadStatus = 'idle' | 'uploading';

/** The first bytes of a file, so its type is judged by content, as the server does. */
async function headOf(file: File): Promise<Uint8Array | undefined> {
  try {
    return new Uint8Array(await file.slice(0, 16).arrayBuffer());
  } catch {
    return undefined;
  }
}

/**
 * Uploads one product image: checked first in the browser ('Please select an image file',
 * 'Image size must be less than 5MB'), then POST /admin/uploads; `onUploaded` gets the URL and,
 * for a photo the shop resized, its media (widths and placeholder) to save with the product.
 * A newer file supersedes an upload still running.
 */
export function useImageUpload(onUploaded: (url: string, media?: ImageMedia) => void) {
  const [status, setStatus] = useState<UploadStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  async function upload(file: File): Promise<void> {
    const attempt = ++latest.current;
    setError(null);
    const bytes = await headOf(file);
    const problems = validateProductImageFile({ type: file.type, size: file.size, bytes });
    if (attempt !== latest.current) return;
    if (problems.length > 0) {
      setError(problems[0]!.message);
      return;
    }
    setStatus('uploading');
    try {
      const { url, media } = await uploadProductImage(file);
      if (attempt !== latest.current) return;
      onUploaded(url, media);
    } catch (cause) {
      if (attempt !== latest.current) return;
      setError(cause instanceof Error && cause.message ? cause.message : FILE_MESSAGES.uploadFailed);
    } finally {
      if (attempt === latest.current) setStatus('idle');
    }
  }

  return { status, error, upload, clearError: () => setError(null) };
}
