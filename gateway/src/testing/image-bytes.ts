// Small real images (2 × 2 pixels, indigo), which the uploads decode: a product photo is
// resized and a payment screenshot re-encoded, so a signature alone no longer passes. The PNG is
// already as a screenshot is stored (a lossless re-encode gives these very bytes back).
const bytesOf = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));

export const PNG = bytesOf(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFklEQVQI12P0d3vKwMDAxMDAwMDAAAARTAF+c9V4kAAAAABJRU5ErkJggg==',
);
export const JPEG = bytesOf(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAwb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCYApRv/9k=',
);
