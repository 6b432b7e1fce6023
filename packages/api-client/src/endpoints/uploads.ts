import type { ApiClient } from '../http/client';

/** A stored upload: `url` is where it is served, `key` identifies it (e.g. in `deletedImgskeys`). */
export interface UploadedFile {
  url: string;
  key: string;
  type: 'image' | 'video';
  name?: string;
  size: number;
}

/** Typed multipart calls under `/uploader` (spec §7 "Uploads"). */
export function createUploadEndpoints(client: ApiClient) {
  return {
    /** One image in the field `image`. */
    uploadSingleImage: (image: Blob) =>
      client.upload<UploadedFile>('/uploader/upload-single-image', { image }),
    /** Photos and videos, each in a repeated field `media`. */
    uploadMultipleImagesAndVideos: (media: readonly Blob[]) =>
      client.upload<{ media: UploadedFile[] }>('/uploader/upload-multiple-imgs-videos', { media }),
  };
}

export type UploadEndpoints = ReturnType<typeof createUploadEndpoints>;
