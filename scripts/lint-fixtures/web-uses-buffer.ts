export const pdfHeader = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1');
