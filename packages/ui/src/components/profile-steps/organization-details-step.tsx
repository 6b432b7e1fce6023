import { practiceTypes } from '@medhire/domain';
import { CircleAlert } from 'lucide-react';
import * as React from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { cn } from '../../lib/cn';
import { messageOf } from '../../lib/error-message';
import { Button } from '../../primitives/button/button';
import { FileDrop } from '../../primitives/file-drop/file-drop';
import { Form, FormErrorSummary, FormField, useFormControlId, useZodForm } from '../../primitives/form/form';
import { Input } from '../../primitives/input/input';
import { NumberInput } from '../../primitives/number-input/number-input';
import { ProgressBar } from '../../primitives/progress-bar/progress-bar';
import { OptionSelect, type SelectOption } from '../../primitives/select/option-select';
import { Textarea } from '../../primitives/textarea/textarea';
import type { OrganizationDetailsStepValues, organizationStepSchema } from './profile-step-checks';
import { StepActions, StepServerError, useStepSubmission } from './step-parts';

const practiceTypeOptions: SelectOption[] = practiceTypes.map((type) => ({
  value: type.id,
  label: type.name,
}));

export type { OrganizationDetailsStepValues };

const loadChecks = () => import('./profile-step-checks').then((module) => module.organizationStepChecks);

type ParsedOrganizationDetails = z.output<typeof organizationStepSchema>;

/**
 * What step 1 sends: the organization fields of `PATCH /employer/auth/v1/update-orgdetails/{id}` (and of
 * update-profile in /edit-profile), parsed by the domain's schema (trimmed, email lower-cased). An optional
 * field left empty (the logo, the non-physician providers, "About us") is sent as `null`, which clears what
 * was saved; left out, the server would keep it.
 */
export type OrganizationDetailsStepPayload = Omit<ParsedOrganizationDetails, 'logo' | 'features'> & {
  logo: string | null;
  features: Omit<ParsedOrganizationDetails['features'], 'nonPhysicianProvider' | 'aboutUs'> & {
    nonPhysicianProvider: number | null;
    aboutUs: string | null;
  };
};

/** The step's parsed values as the payload: every optional field the user emptied becomes `null`. */
function toPayload(values: ParsedOrganizationDetails): OrganizationDetailsStepPayload {
  return {
    ...values,
    logo: values.logo || null,
    features: {
      ...values.features,
      nonPhysicianProvider: values.features.nonPhysicianProvider ?? null,
      aboutUs: values.features.aboutUs || null,
    },
  };
}

/** Largest logo accepted before upload; the server checks again and its message is shown. */
export const logoMaxSize = 5 * 1024 * 1024;

const aboutUsMaxLength = 5000;

/** Props of {@link OrganizationDetailsStep}. */
export type OrganizationDetailsStepProps = Omit<
  React.ComponentProps<'form'>,
  'onSubmit' | 'onInvalid' | 'children'
> & {
  /** Saved values, to resume the step. */
  defaultValues?: Partial<OrganizationDetailsStepValues>;
  /** Uploads the chosen logo and resolves with its address; a rejection's message is shown. */
  onUploadLogo: (file: File) => Promise<{ url: string }>;
  /** Saves the step; a rejection's message is shown and every value is kept. */
  onSubmit: (payload: OrganizationDetailsStepPayload) => Promise<void> | void;
  /** Goes to the previous step; the Back button is hidden when absent. */
  onBack?: () => void;
  /** Text of the submit button (default "Save and continue"). */
  submitLabel?: string;
};

function emptyValues(defaults: Partial<OrganizationDetailsStepValues> = {}): OrganizationDetailsStepValues {
  return {
    logo: defaults.logo ?? '',
    organizationName: defaults.organizationName ?? '',
    practiceManagerName: defaults.practiceManagerName ?? '',
    email: defaults.email ?? '',
    phoneNumber: defaults.phoneNumber ?? '',
    features: {
      practiceType: defaults.features?.practiceType,
      noOfPhysician: defaults.features?.noOfPhysician ?? null,
      nonPhysicianProvider: defaults.features?.nonPhysicianProvider ?? null,
      aboutUs: defaults.features?.aboutUs ?? '',
    },
  };
}

function numberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value);
  return null;
}

/**
 * Step 1 of `/establish-profile`: the organization's logo, name, practice manager, email, phone,
 * practice type, number of physicians and non-physician providers, and "About us". It is a form with
 * its own Back and "Save and continue" buttons, so it goes in `WizardLayout` without `backAction` or
 * `continueAction`. Validation uses the domain's `organizationDetailsSchema`: the messages show by each
 * field and in a summary that takes focus.
 */
export function OrganizationDetailsStep({
  defaultValues,
  onUploadLogo,
  onSubmit,
  onBack,
  submitLabel = 'Save and continue',
  className,
  id,
  ...props
}: OrganizationDetailsStepProps) {
  const generatedId = React.useId();
  const formId = id ?? `${generatedId}organization`;
  const form = useZodForm(loadChecks, { defaultValues: emptyValues(defaultValues) });
  const { serverError, submit } = useStepSubmission(onSubmit);
  const [logoUploading, setLogoUploading] = React.useState(false);

  return (
    <div data-slot="profile-step" className="@container">
      <Form
        form={form}
        id={formId}
        aria-label="Organization details"
        onSubmit={async (values) => {
          if (logoUploading) {
            form.setError('logo', { message: 'Wait for the logo to finish uploading, then continue' });
            return;
          }
          await submit(toPayload(values));
        }}
        className={cn('grid-cols-1 gap-x-6 @xl:grid-cols-2', className)}
        {...props}
      >
        <FormErrorSummary className="col-span-full" />
        <StepServerError message={serverError} />
        <LogoField onUploadLogo={onUploadLogo} onUploadingChange={setLogoUploading} />
        <FormField
          control={form.control}
          name="organizationName"
          label="Organization name"
          required
          className="col-span-full"
        >
          {(field) => <Input autoComplete="organization" {...field} />}
        </FormField>
        <FormField control={form.control} name="practiceManagerName" label="Practice manager's name" required>
          {(field) => <Input autoComplete="name" {...field} />}
        </FormField>
        <FormField control={form.control} name="email" label="Organization email" required>
          {(field) => <Input type="email" autoComplete="email" {...field} />}
        </FormField>
        <FormField control={form.control} name="phoneNumber" label="Phone number" required>
          {(field) => <Input type="tel" autoComplete="tel" {...field} />}
        </FormField>
        <FormField control={form.control} name="features.practiceType" label="Practice type" required>
          {(field) => (
            <OptionSelect
              options={practiceTypeOptions}
              placeholder="Choose the practice type"
              name={field.name}
              value={field.value ?? ''}
              onValueChange={field.onChange}
              ref={field.ref}
              onBlur={field.onBlur}
            />
          )}
        </FormField>
        <FormField
          control={form.control}
          name="features.noOfPhysician"
          label="Number of physicians"
          required
          description="Doctors (MD or DO) on staff."
        >
          {(field) => (
            <NumberInput
              ref={field.ref}
              name={field.name}
              min={0}
              value={numberOrNull(field.value)}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        </FormField>
        <FormField
          control={form.control}
          name="features.nonPhysicianProvider"
          label="Non-physician providers"
          description="Optional. NPs, PAs and others."
        >
          {(field) => (
            <NumberInput
              ref={field.ref}
              name={field.name}
              min={0}
              value={numberOrNull(field.value)}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        </FormField>
        <FormField
          control={form.control}
          name="features.aboutUs"
          label="About us"
          description="Optional. What makes your practice a good place to work? Physicians read this first."
          className="col-span-full"
        >
          {(field) => (
            <Textarea
              showCount
              maxLength={aboutUsMaxLength}
              rows={6}
              {...field}
              value={String(field.value ?? '')}
            />
          )}
        </FormField>
        <StepActions onBack={onBack} submitLabel={submitLabel} pending={form.formState.isSubmitting} />
      </Form>
    </div>
  );
}

type LogoUpload =
  | { status: 'idle' }
  | { status: 'uploading'; file: File; previewUrl: string }
  | { status: 'failed'; file: File; message: string };

type LogoFieldProps = {
  onUploadLogo: (file: File) => Promise<{ url: string }>;
  onUploadingChange: (uploading: boolean) => void;
};

/** The logo: a drop zone, then the preview with a progress bar while it uploads and a remove button. */
function LogoField({ onUploadLogo, onUploadingChange }: LogoFieldProps) {
  const controlId = useFormControlId<OrganizationDetailsStepValues>('logo');
  const { control, clearErrors } = useFormContext<OrganizationDetailsStepValues>();
  const { field, fieldState } = useController({ control, name: 'logo' });
  const [upload, setUpload] = React.useState<LogoUpload>({ status: 'idle' });
  const latestUpload = React.useRef(0);
  const labelId = `${controlId}-label`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const errorMessage =
    upload.status === 'failed'
      ? `${upload.file.name} was not uploaded. ${upload.message}`
      : (fieldState.error?.message ?? null);

  const previewUrl = upload.status === 'uploading' ? upload.previewUrl : null;
  React.useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const start = async (file: File) => {
    latestUpload.current += 1;
    const request = latestUpload.current;
    clearErrors('logo');
    setUpload({ status: 'uploading', file, previewUrl: URL.createObjectURL(file) });
    onUploadingChange(true);
    try {
      const { url } = await onUploadLogo(file);
      if (request !== latestUpload.current) return;
      field.onChange(url);
      setUpload({ status: 'idle' });
    } catch (error) {
      if (request !== latestUpload.current) return;
      setUpload({ status: 'failed', file, message: messageOf(error, 'Check the connection and try again.') });
    } finally {
      if (request === latestUpload.current) onUploadingChange(false);
    }
  };

  const logoUrl = typeof field.value === 'string' && field.value !== '' ? field.value : null;

  return (
    <fieldset
      id={controlId}
      tabIndex={-1}
      aria-describedby={[hintId, errorMessage ? errorId : null].filter(Boolean).join(' ')}
      data-slot="organization-logo"
      data-state={upload.status === 'idle' ? (logoUrl ? 'chosen' : 'empty') : upload.status}
      className="grid gap-2 rounded-md outline-none focus-visible:focus-ring col-span-full"
    >
      <legend id={labelId} className="mb-2 font-medium text-foreground text-sm leading-5">
        Organization logo
      </legend>
      <p id={hintId} className="text-muted-foreground text-sm">
        Optional. Shown on your jobs and your profile. A square image works best, up to 5 MB.
      </p>
      {upload.status === 'uploading' ? (
        <div className="flex items-center gap-4 rounded-lg border border-border bg-surface p-3">
          <LogoThumbnail src={upload.previewUrl} />
          <ProgressBar label={`Uploading ${upload.file.name}`} className="min-w-0 flex-1" />
        </div>
      ) : logoUrl ? (
        <div className="flex flex-wrap items-center gap-4 rounded-lg border border-border bg-surface p-3">
          <LogoThumbnail src={logoUrl} alt="Organization logo" />
          <p className="min-w-0 flex-1 text-muted-foreground text-sm">This logo is shown to physicians.</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              field.onChange('');
              setUpload({ status: 'idle' });
            }}
          >
            Remove logo
          </Button>
        </div>
      ) : (
        <FileDrop
          accept={['image']}
          multiple={false}
          maxSize={logoMaxSize}
          title="Drag your logo here"
          buttonLabel="Choose a logo"
          hint="JPEG, PNG or WebP, up to 5 MB."
          onFilesAdd={([file]) => {
            if (file) void start(file);
          }}
        />
      )}
      <p
        id={errorId}
        role="alert"
        data-slot="organization-logo-error"
        className="flex items-start gap-1.5 font-medium text-danger text-sm empty:hidden"
      >
        {errorMessage ? (
          <>
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {errorMessage}
          </>
        ) : null}
      </p>
    </fieldset>
  );
}

function LogoThumbnail({ src, alt = '' }: { src: string; alt?: string }) {
  return (
    <img
      src={src}
      alt={alt}
      width={64}
      height={64}
      decoding="async"
      data-slot="organization-logo-preview"
      className="size-16 shrink-0 rounded-md border border-border bg-background object-contain"
    />
  );
}
