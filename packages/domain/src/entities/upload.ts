import { z } from 'zod';

/** A stored upload: `url` is where it is served, `key` identifies it (e.g. in `deletedImgskeys`). */
export const uploadedFileSchema = z.object({
  url: z.string().describe('Where the file is served: `/uploads/<key>`'),
  key: z.string().describe('`<uuid>.<ext>`, made by the server; also what `deletedImgskeys` lists'),
  type: z.enum(['image', 'video']).describe('Recognised from the file’s bytes'),
  name: z.string().optional().describe('The name the file had on the user’s device, only to show it back'),
  size: z.number().int().describe('Bytes'),
});
/** A stored upload. */
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** A file of a batch the server did not keep, and why ("Upload photos (JPEG, PNG, WebP) or videos (MP4, WebM)."). */
export const refusedUploadSchema = z.object({
  index: z.number().int().describe('Its place in the batch, from 0, in the order the files were sent'),
  name: z.string().optional().describe('The name the file had on the user’s device, to name it back'),
  message: z.string().describe('Why it was refused, in words to show'),
});
/** A file of a batch the server did not keep. */
export type RefusedUpload = z.infer<typeof refusedUploadSchema>;

/**
 * `upload-multiple-imgs-videos`: every file stored, in the order sent, and every file refused on its own (a type
 * not accepted, too large), with why. The files kept do not wait on the ones refused.
 */
export const uploadedMediaResultSchema = z.object({
  media: z.array(uploadedFileSchema),
  refused: z.array(refusedUploadSchema),
});
/** The multiple upload's answer. */
export type UploadedMediaResult = z.infer<typeof uploadedMediaResultSchema>;
