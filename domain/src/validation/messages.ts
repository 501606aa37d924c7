// The user-facing texts of validation. Where SPEC section 5 gives a text it is copied
// exactly; the others are ours and written in the same voice.

export const NEWSLETTER_EMAIL_INVALID = 'Please enter a valid email address';

export const CHECKOUT_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid Rwandan phone number',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  districtRequired: 'District is required',
} as const;

export const PAYMENT_MESSAGES = {
  proofRequired: 'Payment screenshot is required for manual payment verification',
  momoPhoneRequired: 'Phone number is required for Mobile Money payment',
  momoPhoneInvalid: 'Please enter a valid Rwandan mobile money number',
  unsupportedMethod: 'Unsupported payment method',
} as const;

export const CARD_MESSAGES = {
  nameRequired: 'Name on card is required',
  numberRequired: 'Card number is required',
  numberInvalid: 'Please enter a valid card number',
  expiryRequired: 'Expiry date is required',
  expiryInvalid: 'Please enter a valid expiry date (MM/YY)',
  expired: 'This card has expired',
  cvvRequired: 'CVV is required',
  cvvInvalid: 'CVV must be 3 or 4 digits',
} as const;

export const FILE_MESSAGES = {
  proofType: 'Please upload a valid image file (JPEG, PNG)',
  proofSize: 'File size must be less than 5MB',
  imageType: 'Please select an image file',
  imageSize: 'Image size must be less than 5MB',
  uploadNotConfigured: 'Cloudinary cloud name not configured',
  uploadFailed: 'Failed to upload image. Please try again.',
} as const;

export const REVIEW_MESSAGES = {
  commentRequired: 'Please write a comment',
  commentTooLong: 'Comment must be at most 2000 characters',
  ratingInvalid: 'Rating must be a whole number from 1 to 5',
} as const;

export const PRODUCT_FORM_MESSAGES = {
  nameRequired: 'Product name is required',
  brandRequired: 'Brand is required',
  descriptionRequired: 'Description is required',
  priceRequired: 'Price is required',
  priceInvalid: 'Price must be a number of 0 or more',
  priceFractional: 'Price must be a whole number of RWF: francs have no decimals',
  originalPriceInvalid: 'Original price must be a number of 0 or more',
  originalPriceFractional: 'Original price must be a whole number of RWF: francs have no decimals',
  categoryRequired: 'Category is required',
  categoryInvalid: 'Please choose a valid category',
  primaryImageRequired: 'Primary image is required',
  galleryTooLong: 'Up to 4 gallery images are allowed',
  stockRequired: 'Stock quantity is required',
  stockInvalid: 'Stock quantity must be a whole number of 0 or more',
  lowStockInvalid: 'Low stock alert must be a whole number of 0 or more',
  statusRequired: 'Status is required',
  statusInvalid: 'Please choose a valid status',
} as const;

export const BULK_EMAIL_INCOMPLETE = 'Please provide both subject and content for the email';

export const AUTH_REQUIRED = 'Authentication required';
export const CHECKOUT_LOGIN_REQUIRED = 'Please log in to complete your checkout';
export const CHECKOUT_EMPTY_CART = 'Your cart is empty. Add some items to checkout.';
export const UNSUBSCRIBE_TOKEN_MISSING = 'Invalid unsubscribe link. Please contact support if you need help.';
