import { describe, expect, it } from 'vitest';
import {
  BULK_EMAIL_INCOMPLETE,
  CHECKOUT_MESSAGES,
  FILE_MESSAGES,
  NEWSLETTER_EMAIL_INVALID,
  PAYMENT_MESSAGES,
  UNSUBSCRIBE_TOKEN_MISSING,
} from './messages';

// The texts SPEC section 5 quotes, word for word: screens and API errors show them.
describe('validation messages of the spec', () => {
  it('are copied exactly', () => {
    expect(NEWSLETTER_EMAIL_INVALID).toBe('Please enter a valid email address');
    expect(CHECKOUT_MESSAGES).toMatchObject({
      firstNameRequired: 'First name is required',
      lastNameRequired: 'Last name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Please enter a valid email',
      phoneRequired: 'Phone number is required',
      addressRequired: 'Address is required',
      cityRequired: 'City is required',
      districtRequired: 'District is required',
    });
    expect(PAYMENT_MESSAGES).toMatchObject({
      proofRequired: 'Payment screenshot is required for manual payment verification',
      momoPhoneRequired: 'Phone number is required for Mobile Money payment',
      unsupportedMethod: 'Unsupported payment method',
    });
    expect(FILE_MESSAGES).toEqual({
      proofType: 'Please upload a valid image file (JPEG, PNG)',
      proofSize: 'File size must be less than 5MB',
      imageType: 'Please select an image file',
      imageSize: 'Image size must be less than 5MB',
      uploadNotConfigured: 'Cloudinary cloud name not configured',
      uploadFailed: 'Failed to upload image. Please try again.',
    });
    expect(BULK_EMAIL_INCOMPLETE).toBe('Please provide both subject and content for the email');
    expect(UNSUBSCRIBE_TOKEN_MISSING).toBe('Invalid unsubscribe link. Please contact support if you need help.');
  });
});
