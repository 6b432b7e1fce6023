import { CircleCheck, CircleX, Info, LoaderCircle, TriangleAlert, X } from 'lucide-react';
import { Toaster as SonnerToaster, type ToasterProps as SonnerToasterProps } from 'sonner';
import { classList } from '../../lib/cn';

/** How long a toast stays before it closes by itself (spec: auto-close after 4000 ms). */
export const TOAST_DURATION_MS = 4000;

/** Props of {@link Toaster}: sonner's Toaster props with the MedHire defaults. */
export type ToasterProps = SonnerToasterProps;

const toastClassNames = {
  toast: classList(
    'group relative flex w-(--width) items-start gap-3 rounded-lg border border-border bg-card p-4 pe-11',
    'font-sans text-card-foreground text-sm shadow-lg',
    'data-[type=success]:border-l-4 data-[type=success]:border-l-success',
    'data-[type=error]:border-l-4 data-[type=error]:border-l-danger',
    'data-[type=warning]:border-l-4 data-[type=warning]:border-l-warning',
    'data-[type=info]:border-l-4 data-[type=info]:border-l-info',
  ),
  icon: 'mt-px flex size-5 shrink-0 items-center justify-center',
  content: 'flex min-w-0 flex-1 flex-col gap-0.5',
  title: 'font-semibold leading-5',
  description: 'text-muted-foreground leading-5',
  actionButton:
    'inline-flex h-8 shrink-0 cursor-pointer items-center rounded-md bg-primary px-3 font-medium text-primary-foreground text-sm hover:bg-primary-hover focus-visible:focus-ring',
  cancelButton:
    'inline-flex h-8 shrink-0 cursor-pointer items-center rounded-md border border-input bg-background px-3 font-medium text-sm hover:bg-accent focus-visible:focus-ring',
  closeButton:
    'absolute top-3 right-3 inline-flex size-6 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:focus-ring',
};

const toastIcons = {
  success: <CircleCheck aria-hidden="true" className="size-5 text-success" />,
  error: <CircleX aria-hidden="true" className="size-5 text-danger" />,
  warning: <TriangleAlert aria-hidden="true" className="size-5 text-warning" />,
  info: <Info aria-hidden="true" className="size-5 text-info" />,
  loading: <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-muted-foreground" />,
  close: <X aria-hidden="true" className="size-4" />,
};

/**
 * The app's one toast region, at the top right; each toast closes after 4000 ms (paused while the
 * pointer rests on the region). Mount it once near the root and raise toasts with `toast()`.
 * Each toast exposes its kind as `data-type` (`success`, `error`, `info`, …).
 */
export function Toaster({
  position = 'top-right',
  duration = TOAST_DURATION_MS,
  closeButton = true,
  toastOptions,
  icons,
  ...props
}: ToasterProps) {
  return (
    <div data-slot="toaster" className="contents">
      <SonnerToaster
        position={position}
        duration={duration}
        closeButton={closeButton}
        icons={{ ...toastIcons, ...icons }}
        toastOptions={{
          unstyled: true,
          closeButtonAriaLabel: 'Close notification',
          ...toastOptions,
          classNames: { ...toastClassNames, ...toastOptions?.classNames },
        }}
        {...props}
      />
    </div>
  );
}
