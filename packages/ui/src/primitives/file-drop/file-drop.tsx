import { CircleAlert, Film, Upload, X } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';

/** A kind of file the drop zone accepts. */
export type FileDropKind = 'image' | 'video';

/** A file shown in the list under the zone; the parent owns the list and the upload progress. */
export type FileDropItem = {
  /** Stable identifier (from the parent). */
  id: string;
  /** File name. */
  name: string;
  /** Size in bytes. */
  size: number;
  /** Kind of file, for the thumbnail. */
  kind: FileDropKind;
  /** Address of a preview image (an object URL or the uploaded file's URL). */
  previewUrl?: string;
  /** Upload progress from 0 to 100; absent when not uploading. 100 reads "Uploaded". */
  progress?: number;
  /** Why this file failed to upload. */
  error?: string;
};

/** A file the zone refused, with the reason in plain words. */
export type FileDropRejection = { file: File; reason: 'type' | 'size'; message: string };

/** Props of {@link FileDrop}. */
export type FileDropProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Kinds of file accepted (default images and videos). */
  accept?: FileDropKind[];
  /** Largest accepted file, in bytes. */
  maxSize?: number;
  /** Lets the user pick several files at once (default true). */
  multiple?: boolean;
  /** The files chosen so far, with their previews and progress. */
  files?: FileDropItem[];
  /** Called with the accepted files of a drop or a pick. */
  onFilesAdd?: (files: File[]) => void;
  /** Called with the refused files (wrong kind or too large); their messages show under the zone. */
  onFilesReject?: (rejections: FileDropRejection[]) => void;
  /** Called when the user removes a file from the list. */
  onRemove?: (id: string) => void;
  /** Turns the zone and its button off. */
  disabled?: boolean;
  /** Text of the button that opens the file picker. */
  buttonLabel?: string;
  /** Hint under the zone's title; describes the button. */
  hint?: React.ReactNode;
  /** The zone's title (default "Drag photos or videos here"). */
  title?: React.ReactNode;
};

const kindNames: Record<FileDropKind, string> = { image: 'an image', video: 'a video' };

/** "2.4 MB", "850 KB", "120 bytes". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

function kindOf(file: File): FileDropKind | null {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  return null;
}

/**
 * A drop zone for photos and videos with a "Choose files" button that opens the file picker (the
 * keyboard path). Files of another kind or over `maxSize` are refused with a message; accepted ones
 * go to `onFilesAdd`. The parent renders them back through `files` with previews, progress and errors.
 */
export function FileDrop({
  accept = ['image', 'video'],
  maxSize,
  multiple = true,
  files = [],
  onFilesAdd,
  onFilesReject,
  onRemove,
  disabled = false,
  buttonLabel = 'Choose files',
  hint,
  title = 'Drag photos or videos here',
  className,
  ...props
}: FileDropProps) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = React.useState(false);
  const [rejections, setRejections] = React.useState<FileDropRejection[]>([]);
  const generatedId = React.useId();
  const hintId = `${generatedId}-hint`;
  const errorsId = `${generatedId}-errors`;
  const acceptedNames = accept.map((kind) => kindNames[kind]).join(' or ');
  const defaultHint = `${accept.map((kind) => (kind === 'image' ? 'Photos' : 'videos')).join(' and ')}${
    maxSize ? `, up to ${formatFileSize(maxSize)} each` : ''
  }.`;

  const handleFiles = (list: FileList | File[]) => {
    const picked = Array.from(list).slice(0, multiple ? undefined : 1);
    const accepted: File[] = [];
    const refused: FileDropRejection[] = [];
    for (const file of picked) {
      const kind = kindOf(file);
      if (!kind || !accept.includes(kind)) {
        refused.push({ file, reason: 'type', message: `${file.name} is not ${acceptedNames}.` });
      } else if (maxSize !== undefined && file.size > maxSize) {
        refused.push({
          file,
          reason: 'size',
          message: `${file.name} is ${formatFileSize(file.size)}; the limit is ${formatFileSize(maxSize)}.`,
        });
      } else {
        accepted.push(file);
      }
    }
    setRejections(refused);
    if (refused.length > 0) onFilesReject?.(refused);
    if (accepted.length > 0) onFilesAdd?.(accepted);
  };

  return (
    <div data-slot="file-drop" className={cn('grid gap-3', className)} {...props}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the pointer; the button is the keyboard path */}
      <div
        data-slot="file-drop-zone"
        data-state={dragging ? 'dragging' : 'idle'}
        data-disabled={disabled || undefined}
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (!disabled) handleFiles(event.dataTransfer.files);
        }}
        className={cn(
          'flex flex-col items-center gap-3 rounded-lg border-2 border-input border-dashed bg-surface px-6 py-8 text-center transition-colors',
          'data-[state=dragging]:border-primary data-[state=dragging]:bg-info-subtle',
          'data-disabled:cursor-not-allowed data-disabled:bg-muted',
        )}
      >
        <Upload aria-hidden="true" className="size-6 text-muted-foreground" />
        <div className="grid gap-1">
          <p className="font-medium text-sm">{dragging ? 'Drop the files to add them' : title}</p>
          <p id={hintId} data-slot="file-drop-hint" className="text-muted-foreground text-sm">
            {hint ?? defaultHint}
          </p>
        </div>
        <Button
          data-slot="file-drop-button"
          variant="outline"
          size="sm"
          disabled={disabled}
          aria-describedby={`${hintId} ${errorsId}`}
          onClick={() => inputRef.current?.click()}
        >
          {buttonLabel}
        </Button>
        <input
          ref={inputRef}
          data-slot="file-drop-input"
          type="file"
          hidden
          multiple={multiple}
          disabled={disabled}
          accept={accept.map((kind) => `${kind}/*`).join(',')}
          onChange={(event) => {
            if (event.target.files) handleFiles(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      <div id={errorsId} data-slot="file-drop-errors" role="alert" className="empty:hidden">
        {rejections.length > 0 ? (
          <ul className="grid gap-1">
            {rejections.map((rejection) => (
              <li
                key={`${rejection.file.name}-${rejection.reason}`}
                data-slot="file-drop-error"
                className="flex items-start gap-1.5 font-medium text-danger text-sm"
              >
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {rejection.message}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {files.length > 0 ? (
        <ul data-slot="file-drop-list" aria-label="Chosen files" className="grid gap-2">
          {files.map((file) => (
            <FileDropRow key={file.id} file={file} onRemove={onRemove} disabled={disabled} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function FileDropRow({
  file,
  onRemove,
  disabled,
}: {
  file: FileDropItem;
  onRemove?: (id: string) => void;
  disabled: boolean;
}) {
  const uploading = file.progress !== undefined && file.progress < 100 && !file.error;
  const state = file.error
    ? 'error'
    : uploading
      ? 'uploading'
      : file.progress === 100
        ? 'uploaded'
        : 'chosen';
  return (
    <li
      data-slot="file-drop-item"
      data-state={state}
      className={cn(
        'flex items-center gap-3 rounded-md border border-border bg-card p-2',
        state === 'error' && 'border-danger',
      )}
    >
      <div
        data-slot="file-drop-thumbnail"
        className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-sm bg-muted"
      >
        {file.previewUrl && file.kind === 'image' ? (
          <img src={file.previewUrl} alt="" className="size-full object-cover" />
        ) : (
          <Film aria-hidden="true" className="size-5 text-muted-foreground" />
        )}
      </div>
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span data-slot="file-drop-name" className="truncate font-medium">
            {file.name}
          </span>
          <span className="shrink-0 text-muted-foreground text-xs tabular-nums">
            {formatFileSize(file.size)}
          </span>
        </div>
        {state === 'uploading' ? (
          <div
            data-slot="file-drop-progress"
            role="progressbar"
            aria-label={`Uploading ${file.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={file.progress}
            className="h-1.5 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${file.progress}%` }} />
          </div>
        ) : null}
        {state === 'uploaded' ? <span className="text-success text-xs">Uploaded</span> : null}
        {state === 'error' ? <span className="font-medium text-danger text-xs">{file.error}</span> : null}
      </div>
      {onRemove ? (
        <button
          type="button"
          data-slot="file-drop-remove"
          aria-label={`Remove ${file.name}`}
          disabled={disabled}
          onClick={() => onRemove(file.id)}
          className="inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:focus-ring disabled:cursor-not-allowed disabled:opacity-60"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </li>
  );
}
