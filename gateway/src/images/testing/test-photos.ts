import sharp from 'sharp';

/** Written into every test photo's EXIF, so any trace of it in an output is easy to find. */
export const CAMERA_MAKE = 'KigaliPhoneCam';
/** Kigali, as a phone writes it: 1°57′S 30°4′E. */
const KIGALI_GPS = { GPSLatitudeRef: 'S', GPSLatitude: '1/1 57/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '30/1 4/1 0/1' };

/** A picture with shapes and a gradient, so encoders have real work and the orientation shows. */
function scene(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect x="0" y="0" width="${Math.round(width / 4)}" height="${Math.round(height / 4)}" fill="#dc2626"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#16a34a"/>
  </svg>`;
  return sharp(Buffer.from(svg));
}

/**
 * A phone photo: JPEG stored sideways (`width` × `height` as the sensor read it) with EXIF
 * orientation 6 (turn 90° clockwise to show), the camera's make and the GPS position.
 */
export function phonePhoto(width = 1600, height = 1200): Promise<Buffer> {
  return scene(width, height)
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: CAMERA_MAKE, Model: 'Test' }, IFD3: KIGALI_GPS })
    .toBuffer();
}

/** A large PNG (a screenshot or a product cut-out) with its own EXIF, GPS included. */
export function largePng(width = 2400, height = 1800): Promise<Buffer> {
  return scene(width, height).png().withExif({ IFD0: { Make: CAMERA_MAKE }, IFD3: KIGALI_GPS }).toBuffer();
}

/** A progressive JPEG narrower than the widest stored width, with EXIF. */
export function progressiveJpeg(width = 900, height = 600): Promise<Buffer> {
  return scene(width, height).jpeg({ quality: 80, progressive: true }).withExif({ IFD0: { Make: CAMERA_MAKE }, IFD3: KIGALI_GPS }).toBuffer();
}

/** The EXIF tag that points to the GPS position (0x8825, a LONG), in either byte order. */
const GPS_POINTER = [Buffer.from([0x88, 0x25, 0x00, 0x04]), Buffer.from([0x25, 0x88, 0x04, 0x00])];

/** What an image file still says about where and with what it was taken, wherever it hides it. */
export async function metadataLeft(bytes: Uint8Array): Promise<{ exif: boolean; gps: boolean; camera: boolean }> {
  const { exif } = await sharp(bytes).metadata();
  const file = Buffer.from(bytes);
  return {
    exif: exif !== undefined || file.includes('Exif\0\0', 0, 'latin1') || file.includes('eXIf', 0, 'latin1'),
    gps: GPS_POINTER.some((tag) => file.includes(tag)),
    camera: file.includes(CAMERA_MAKE, 0, 'latin1'),
  };
}
