import type { UploadedFile, UploadedMediaResult } from '@medhire/domain';
import type { ApiClient } from '../http/client';

/** Typed multipart calls under `/uploader` (spec §7 "Uploads"). */
export function createUploadEndpoints(client: ApiClient) {
  return {
    /** One image in the field `image`. */
    uploadSingleImage: (image: Blob) =>
      client.upload<UploadedFile>('/uploader/upload-single-image', { image }),
    /** Photos and videos, each in a repeated field `media`. */
    uploadMultipleImagesAndVideos: (media: readonly Blob[]) =>
      client.upload<UploadedMediaResult>('/uploader/upload-multiple-imgs-videos', { media }),
  };
}

export type UploadEndpoints = ReturnType<typeof createUploadEndpoints>;
