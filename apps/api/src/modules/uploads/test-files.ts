/**
 * Tiny files with real headers, as a browser would send them, for the upload tests: each is recognised by
 * `file-type` from its bytes. `padTo` makes one larger (zeros after the header) to test size limits.
 */

const ascii = (text: string) => Buffer.from(text, 'latin1');

/** A valid 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A JPEG start (SOI, JFIF APP0) and end marker. */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  ascii('JFIF\0'),
  Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]),
  Buffer.from([0xff, 0xd9]),
]);

/** A RIFF/WEBP container with a VP8 chunk header. */
export const WEBP = Buffer.concat([
  ascii('RIFF'),
  Buffer.from([26, 0, 0, 0]),
  ascii('WEBPVP8 '),
  Buffer.alloc(18),
]);

/** An MP4 `ftyp` box (brand isom) and an empty `free` box. */
export const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  ascii('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  ascii('isomiso2'),
  Buffer.from([0, 0, 0, 8]),
  ascii('free'),
]);

/** An EBML header whose DocType is webm. */
export const WEBM = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x8f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
  ascii('webm'),
  Buffer.from([0x42, 0x87, 0x81, 0x02, 0x42, 0x85, 0x81, 0x02]),
]);

/** Plain text: not an image whatever its name says. */
export const TEXT = ascii('This is a text file, not a logo.\n');

/** The file followed by zeros up to `bytes`. */
export function padTo(file: Buffer, bytes: number): Buffer {
  return Buffer.concat([file, Buffer.alloc(Math.max(0, bytes - file.length))]);
}

export interface FormFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body of files (and optional text fields), with its content-type header. */
export function multipartBody(
  files: readonly FormFile[],
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----medhire-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(ascii(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      ascii(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      ascii('\r\n'),
    );
  }
  chunks.push(ascii(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
