import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../constants/limits';
import { validateProductImageFile } from './product-image.validation';
import { validateProofFile } from './proof-file.validation';

const jpegBytes = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]);
const pngBytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const gifBytes = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);
const pdfBytes = Uint8Array.from([0x25, 0x50, 0x44, 0x46]);

const proofType = [{ path: 'paymentProof', message: 'Please upload a valid image file (JPEG, PNG)' }];
const proofSize = [{ path: 'paymentProof', message: 'File size must be less than 5MB' }];

describe('validateProofFile', () => {
  it('takes 5 MB to be 5,242,880 bytes', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5_242_880);
  });

  it.each(['image/jpeg', 'image/png', 'image/jpg', 'IMAGE/PNG'])('accepts a %s screenshot', (type) => {
    expect(validateProofFile({ type, size: 200_000 })).toEqual([]);
  });

  it.each(['image/gif', 'image/webp', 'application/pdf', ''])('refuses a %j file', (type) => {
    expect(validateProofFile({ type, size: 200_000 })).toEqual(proofType);
  });

  it('accepts exactly 5,242,880 bytes and refuses one byte more', () => {
    expect(validateProofFile({ type: 'image/png', size: 5_242_880 })).toEqual([]);
    expect(validateProofFile({ type: 'image/png', size: 5_242_881 })).toEqual(proofSize);
  });

  it('refuses an empty file', () => {
    expect(validateProofFile({ type: 'image/png', size: 0 })).toEqual(proofType);
  });

  it('reports both problems of a large file of the wrong type', () => {
    expect(validateProofFile({ type: 'application/pdf', size: 6_000_000 })).toEqual([...proofType, ...proofSize]);
  });

  it('trusts the bytes over the declared type when it has them', () => {
    expect(validateProofFile({ type: 'image/png', size: 4, bytes: pdfBytes })).toEqual(proofType);
    expect(validateProofFile({ type: 'image/png', size: 6, bytes: gifBytes })).toEqual(proofType);
    expect(validateProofFile({ type: 'application/octet-stream', size: 4, bytes: jpegBytes })).toEqual([]);
    expect(validateProofFile({ type: 'image/jpeg', size: 8, bytes: pngBytes })).toEqual([]);
  });

  it('reports under the field it is given', () => {
    expect(validateProofFile({ type: 'text/plain', size: 1 }, 'file')[0]?.path).toBe('file');
  });
});

describe('validateProductImageFile', () => {
  it('accepts any image type of at most 5 MB', () => {
    expect(validateProductImageFile({ type: 'image/webp', size: 5_242_880 })).toEqual([]);
  });

  it('refuses a file that is not an image', () => {
    expect(validateProductImageFile({ type: 'application/pdf', size: 1000 })).toEqual([
      { path: 'image', message: 'Please select an image file' },
    ]);
  });

  it('refuses an image over 5 MB', () => {
    expect(validateProductImageFile({ type: 'image/jpeg', size: 5_242_881 })).toEqual([
      { path: 'image', message: 'Image size must be less than 5MB' },
    ]);
  });

  it('with the bytes at hand, accepts JPEG, PNG, GIF and WEBP only', () => {
    expect(validateProductImageFile({ type: 'image/gif', size: 6, bytes: gifBytes })).toEqual([]);
    const svg = Uint8Array.from([...'<svg>'].map((c) => c.charCodeAt(0)));
    expect(validateProductImageFile({ type: 'image/svg+xml', size: 5, bytes: svg })).toEqual([
      { path: 'image', message: 'Please select an image file' },
    ]);
  });
});
