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

/** `upload-multiple-imgs-videos`: every file stored, in the order sent. */
export const uploadedMediaResultSchema = z.object({ media: z.array(uploadedFileSchema) });
/** The multiple upload's answer. */
export type UploadedMediaResult = z.infer<typeof uploadedMediaResultSchema>;
