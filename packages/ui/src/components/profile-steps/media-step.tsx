import type { MediaItem, RefusedUpload, SocialLinks } from '@medhire/domain';
import { CircleAlert, Film, X } from 'lucide-react';
import * as React from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { cn } from '../../lib/cn';
import { messageOf } from '../../lib/error-message';
import { Button } from '../../primitives/button/button';
import { FileDrop } from '../../primitives/file-drop/file-drop';
import { Form, FormErrorSummary, FormField, useFormControlId, useZodForm } from '../../primitives/form/form';
import { Input } from '../../primitives/input/input';
import { ProgressBar } from '../../primitives/progress-bar/progress-bar';
import type { MediaStepValues, mediaStepSchema } from './profile-step-checks';
import { mediaLimit, StepActions, StepServerError, useStepSubmission } from './step-parts';

export { mediaLimit };

const loadChecks = () => import('./profile-step-checks').then((module) => module.mediaStepChecks);

/**
 * What step 3 sends: the uploaded photos and videos and the links, each link read as an https address
 * ("practice.com" becomes "https://practice.com"); empty links are left out.
 */
export type MediaStepPayload = { media: MediaItem[]; socialLinks: SocialLinks };

/**
 * What uploading a batch resolves with: the files kept, and the files the server refused on their own (by their
 * place in the batch, with why), which do not cost the others their upload.
 */
export type MediaUploadResult = {
  media: MediaItem[];
  refused?: Pick<RefusedUpload, 'index' | 'message'>[];
};

/** Props of {@link MediaStep}. */
export type MediaStepProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'onInvalid' | 'children'> & {
  /** Saved values, to resume the step. */
  defaultValues?: { media?: MediaItem[]; socialLinks?: SocialLinks };
  /**
   * Uploads a batch of photos and videos and resolves with the stored items and the files refused, which are named
   * with the reason; the stored ones join the grid. A rejection (nothing stored) shows its message, with "Try again".
   */
  onUploadMedia: (files: File[]) => Promise<MediaUploadResult>;
  /** Saves the step; a rejection's message is shown and every value is kept. */
  onSubmit: (payload: MediaStepPayload) => Promise<void> | void;
  /** Leaves the step without saving; the "Skip for now" button is hidden when absent. */
  onSkip?: () => void;
  /** Goes to the previous step; the Back button is hidden when absent. */
  onBack?: () => void;
  /** Text of the submit button (default "Save and continue"). */
  submitLabel?: string;
};

const linkFields = [
  { name: 'facebook', label: 'Facebook', placeholder: 'facebook.com/yourpractice' },
  { name: 'twitter', label: 'X (Twitter)', placeholder: 'x.com/yourpractice' },
  { name: 'instagram', label: 'Instagram', placeholder: 'instagram.com/yourpractice' },
  { name: 'websiteUrl', label: 'Website', placeholder: 'yourpractice.com' },
] as const;

/** A file the server did not keep, and why. */
type Refusal = { name: string; message: string };

/**
 * A batch on its way, one that failed as a whole (tried again as it was), or the files of one that the server
 * refused on their own (the rest of it joined the grid; sending them again would be refused again).
 */
type Batch =
  | { id: number; files: File[]; status: 'uploading' }
  | { id: number; files: File[]; status: 'failed'; message: string }
  | { id: number; files: File[]; status: 'refused'; refusals: Refusal[] };

/**
 * Step 3 of `/establish-profile`: photos and videos of the practice (uploaded in batches, shown as a
 * grid of thumbnails with a remove button each) and links to Facebook, X (Twitter), Instagram and the
 * website. A form with its own Back, "Skip for now" and "Save and continue" buttons.
 */
export function MediaStep({
  defaultValues,
  onUploadMedia,
  onSubmit,
  onSkip,
  onBack,
  submitLabel = 'Save and continue',
  className,
  id,
  ...props
}: MediaStepProps) {
  const generatedId = React.useId();
  const formId = id ?? `${generatedId}media`;
  const form = useZodForm<MediaStepValues, z.output<typeof mediaStepSchema>>(loadChecks, {
    defaultValues: {
      media: defaultValues?.media ?? [],
      socialLinks: {
        facebook: defaultValues?.socialLinks?.facebook ?? '',
        twitter: defaultValues?.socialLinks?.twitter ?? '',
        instagram: defaultValues?.socialLinks?.instagram ?? '',
        websiteUrl: defaultValues?.socialLinks?.websiteUrl ?? '',
      },
    },
  });
  const { serverError, submit } = useStepSubmission(onSubmit);
  const [uploading, setUploading] = React.useState(false);
  const pending = form.formState.isSubmitting;

  return (
    <div data-slot="profile-step" className="@container">
      <Form
        form={form}
        id={formId}
        aria-label="Media and social links"
        onSubmit={async (values) => {
          if (uploading) {
            form.setError('media', { message: 'Wait for the uploads to finish, then continue' });
            return;
          }
          const socialLinks = Object.fromEntries(
            Object.entries(values.socialLinks).filter(([, link]) => link !== undefined),
          ) as SocialLinks;
          await submit({ media: values.media, socialLinks });
        }}
        className={cn('grid-cols-1 gap-x-6 @xl:grid-cols-2', className)}
        {...props}
      >
        <FormErrorSummary className="col-span-full" />
        <StepServerError message={serverError} />
        <MediaField onUploadMedia={onUploadMedia} onUploadingChange={setUploading} />
        <h2 className="col-span-full pt-2 font-semibold text-base text-foreground">Social links</h2>
        {linkFields.map((link) => (
          <FormField
            control={form.control}
            key={link.name}
            name={`socialLinks.${link.name}`}
            label={link.label}
            description="Optional"
          >
            {(field) => (
              <Input
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder={link.placeholder}
                {...field}
              />
            )}
          </FormField>
        ))}
        <StepActions onBack={onBack} submitLabel={submitLabel} pending={pending}>
          {onSkip ? (
            <Button variant="ghost" onClick={onSkip} disabled={pending}>
              Skip for now
            </Button>
          ) : null}
        </StepActions>
      </Form>
    </div>
  );
}

type MediaFieldProps = {
  onUploadMedia: (files: File[]) => Promise<MediaUploadResult>;
  onUploadingChange: (uploading: boolean) => void;
};

function listNames(files: readonly { name: string }[]): string {
  const names = files.map((file) => file.name);
  if (names.length <= 1) return names.join('');
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  if (names.length === 3) return `${names[0]}, ${names[1]} and ${names[2]}`;
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}

/** "notes.png was not uploaded", "scan.heic and notes.png were not uploaded". */
function listRefused(refusals: Refusal[]): string {
  return `${listNames(refusals)} ${refusals.length === 1 ? 'was' : 'were'} not uploaded`;
}

/** Why the server refused each file: one line when they share the reason, else the reason of each by its name. */
function RefusalReasons({ refusals }: { refusals: Refusal[] }) {
  const reasons = new Set(refusals.map((refusal) => refusal.message));
  if (reasons.size === 1) return <p className="text-foreground">{refusals[0]?.message}</p>;
  return (
    <ul className="grid gap-0.5 text-foreground">
      {refusals.map((refusal, index) => (
        // The same name may come twice in a batch: the position tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
        <li key={index} className="break-words">
          <span className="font-medium">{refusal.name}</span>: {refusal.message}
        </li>
      ))}
    </ul>
  );
}

/** The drop zone, the batches on their way (or failed) and the grid of uploaded photos and videos. */
function MediaField({ onUploadMedia, onUploadingChange }: MediaFieldProps) {
  const controlId = useFormControlId<MediaStepValues>('media');
  const { control, getFieldState, formState, clearErrors } = useFormContext<MediaStepValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'media', keyName: 'fieldKey' });
  const [batches, setBatches] = React.useState<Batch[]>([]);
  const nextBatch = React.useRef(0);
  const error = getFieldState('media', formState).error;
  const message = error?.message ?? error?.root?.message;
  const titleId = `${controlId}-title`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;

  const uploadingCount = batches.filter((batch) => batch.status === 'uploading').length;
  const reportUploading = React.useEffectEvent((count: number) => onUploadingChange(count > 0));
  React.useEffect(() => reportUploading(uploadingCount), [uploadingCount]);

  const upload = async (files: File[], retryOf?: number) => {
    clearErrors('media');
    const id = retryOf ?? ++nextBatch.current;
    setBatches((current) => [
      ...current.filter((batch) => batch.id !== id),
      { id, files, status: 'uploading' },
    ]);
    try {
      const { media, refused = [] } = await onUploadMedia(files);
      append(media);
      const refusals = refused.map((refusal) => ({
        file: files[refusal.index],
        message: refusal.message,
      }));
      setBatches((current) =>
        refusals.length === 0
          ? current.filter((batch) => batch.id !== id)
          : current.map(
              (batch): Batch =>
                batch.id === id
                  ? {
                      id,
                      files: refusals.flatMap(({ file }) => (file ? [file] : [])),
                      status: 'refused',
                      refusals: refusals.map(({ file, message }) => ({
                        name: file?.name ?? 'A file',
                        message,
                      })),
                    }
                  : batch,
            ),
      );
    } catch (reason) {
      const text = messageOf(reason, 'Check the connection and try again.');
      setBatches((current) =>
        current.map(
          (batch): Batch => (batch.id === id ? { id, files, status: 'failed', message: text } : batch),
        ),
      );
    }
  };

  return (
    <fieldset
      id={controlId}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={[hintId, message ? errorId : null].filter(Boolean).join(' ')}
      data-slot="media-field"
      className="grid gap-3 rounded-md outline-none focus-visible:focus-ring col-span-full"
    >
      <div className="grid gap-1">
        <h2 id={titleId} className="font-semibold text-base text-foreground">
          Photos and videos
        </h2>
        <p id={hintId} className="text-muted-foreground text-sm">
          Optional. Show physicians your building, your team and a typical day — up to {mediaLimit}.
        </p>
      </div>
      <FileDrop
        accept={['image', 'video']}
        hint="Add several at once. They appear on your profile in this order."
        onFilesAdd={(files) => void upload(files)}
      />
      {batches.length > 0 ? (
        <ul aria-label="Uploads" className="grid gap-2">
          {batches.map((batch) => (
            <li key={batch.id} data-slot="media-batch" data-state={batch.status}>
              {batch.status === 'uploading' ? (
                <div className="rounded-lg border border-border bg-surface p-3">
                  <ProgressBar
                    label={
                      batch.files.length === 1
                        ? `Uploading ${listNames(batch.files)}`
                        : `Uploading ${batch.files.length} files`
                    }
                  />
                </div>
              ) : (
                <div
                  role="alert"
                  className="flex flex-wrap items-start gap-3 rounded-lg border border-danger bg-danger-subtle p-3 text-sm"
                >
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
                  <div className="grid min-w-0 flex-1 basis-60 gap-0.5">
                    <p className="break-words font-semibold text-danger">
                      {batch.status === 'refused'
                        ? listRefused(batch.refusals)
                        : `${listNames(batch.files)} ${batch.files.length === 1 ? 'was' : 'were'} not uploaded`}
                    </p>
                    {batch.status === 'refused' ? (
                      <RefusalReasons refusals={batch.refusals} />
                    ) : (
                      <p className="text-foreground">{batch.message}</p>
                    )}
                  </div>
                  <div className="flex gap-2">
                    {batch.status === 'failed' ? (
                      <Button size="sm" variant="outline" onClick={() => void upload(batch.files, batch.id)}>
                        Try again
                      </Button>
                    ) : null}
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setBatches((current) => current.filter((item) => item.id !== batch.id))}
                    >
                      Dismiss
                    </Button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {fields.length > 0 ? (
        <ul
          aria-label="Uploaded photos and videos"
          data-slot="media-grid"
          className="grid grid-cols-2 gap-3 @md:grid-cols-3 @2xl:grid-cols-4"
        >
          {fields.map((item, index) => {
            const name = item.name || (item.type === 'video' ? `Video ${index + 1}` : `Photo ${index + 1}`);
            return (
              <li
                key={item.fieldKey}
                data-slot="media-item"
                className="relative grid gap-1.5 rounded-lg border border-border bg-card p-1.5"
              >
                {item.type === 'video' ? (
                  <div className="flex aspect-[4/3] items-center justify-center rounded-md bg-muted">
                    <Film aria-hidden="true" className="size-8 text-muted-foreground" />
                  </div>
                ) : (
                  <img
                    src={item.url}
                    alt=""
                    width={320}
                    height={240}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/3] h-auto w-full rounded-md bg-muted object-cover"
                  />
                )}
                <span
                  data-slot="media-item-name"
                  className="truncate px-1 text-muted-foreground text-xs"
                  title={name}
                >
                  {name}
                </span>
                <button
                  type="button"
                  aria-label={`Remove ${name}`}
                  onClick={() => remove(index)}
                  className="absolute end-3 top-3 inline-flex size-8 cursor-pointer items-center justify-center rounded-full bg-background/90 text-foreground shadow-sm transition-colors hover:bg-background focus-visible:focus-ring"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <p
        id={errorId}
        role="alert"
        className="flex items-start gap-1.5 font-medium text-danger text-sm empty:hidden"
      >
        {message ? (
          <>
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {message}
          </>
        ) : null}
      </p>
    </fieldset>
  );
}
