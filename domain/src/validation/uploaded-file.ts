/** What validators need to know about an uploaded file. */
export interface UploadedFile {
  /** The MIME type the browser or multipart part declared. */
  type: string;
  /** Size in bytes. */
  size: number;
  /** The first bytes (or all of them), when the server has them: checked over `type`. */
  bytes?: Uint8Array;
}
