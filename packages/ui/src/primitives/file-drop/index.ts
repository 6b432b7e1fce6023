export {
  FileDrop,
  type FileDropItem,
  type FileDropKind,
  type FileDropProps,
  type FileDropRejection,
  formatFileSize,
} from './file-drop';
