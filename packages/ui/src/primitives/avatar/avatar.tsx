import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const avatarVariants = cva('relative inline-flex shrink-0 select-none', {
  variants: {
    size: {
      sm: 'size-8 text-xs',
      md: 'size-10 text-sm',
      lg: 'size-14 text-lg',
    },
  },
  defaultVariants: { size: 'md' },
});

/** Presence shown as a dot at the avatar's corner. */
export type AvatarStatus = 'online' | 'away' | 'offline';

const statusNames: Record<AvatarStatus, string> = { online: 'online', away: 'away', offline: 'offline' };

/** Initials of a name, skipping titles such as "Dr.": "Dr. Amara Okafor" → "AO". */
export function getInitials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0 && !word.endsWith('.'));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** Props of {@link Avatar}. */
export type AvatarProps = Omit<React.ComponentProps<typeof AvatarPrimitive.Root>, 'children'> &
  VariantProps<typeof avatarVariants> & {
    /** The person's name: the accessible name of the avatar and the source of the initials. */
    name: string;
    /** Photo URL; until it loads (or when it fails) the initials show. */
    src?: string;
    /** Optional presence dot, included in the accessible name ("Dr. Amara Okafor, online"). */
    status?: AvatarStatus;
  };

/**
 * A person's photo (Radix Avatar) with their initials as the fallback while the image loads or when it
 * fails. Exposed to assistive technology as one image named after the person (and their status).
 */
export function Avatar({ className, size, name, src, status, ...props }: AvatarProps) {
  const label = status ? `${name}, ${statusNames[status]}` : name;
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      data-size={size ?? 'md'}
      data-status={status}
      role="img"
      aria-label={label}
      className={cn(avatarVariants({ size }), className)}
      {...props}
    >
      <span aria-hidden="true" className="contents">
        {src ? (
          <AvatarPrimitive.Image
            data-slot="avatar-image"
            src={src}
            alt=""
            className="size-full rounded-full object-cover"
          />
        ) : null}
        <AvatarPrimitive.Fallback
          data-slot="avatar-fallback"
          className="flex size-full items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground"
        >
          {getInitials(name)}
        </AvatarPrimitive.Fallback>
        {status ? (
          <span
            data-slot="avatar-status"
            data-status={status}
            className={cn(
              'absolute end-0 bottom-0 size-1/4 min-h-2.5 min-w-2.5 rounded-full ring-2 ring-background',
              'data-[status=online]:bg-success data-[status=away]:bg-warning data-[status=offline]:bg-neutral-500',
            )}
          />
        ) : null}
      </span>
    </AvatarPrimitive.Root>
  );
}
