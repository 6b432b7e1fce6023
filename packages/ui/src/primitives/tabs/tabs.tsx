import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cva } from 'class-variance-authority';
import type * as React from 'react';
import { createContext, useContext } from 'react';
import { cn } from '../../lib/cn';

/** Look of the tab list: an underline (`line`) or filled pills (`pill`). */
export type TabsVariant = 'line' | 'pill';

const TabsVariantContext = createContext<TabsVariant>('line');

/** Props of {@link Tabs}. */
export type TabsProps = React.ComponentProps<typeof TabsPrimitive.Root> & {
  /** `line` (default) underlines the active tab; `pill` fills it. */
  variant?: TabsVariant;
};

/**
 * Tabs (Radix Tabs): arrow keys move between tabs (Home / End to the ends), the active tab has
 * `data-state="active"` and `aria-selected`, and Tab moves from the list into the panel.
 */
export function Tabs({ className, variant = 'line', ...props }: TabsProps) {
  return (
    <TabsVariantContext.Provider value={variant}>
      <TabsPrimitive.Root
        data-slot="tabs"
        data-variant={variant}
        className={cn('flex flex-col gap-4 data-[orientation=vertical]:flex-row', className)}
        {...props}
      />
    </TabsVariantContext.Provider>
  );
}

const tabsListVariants = cva(
  'inline-flex items-center data-[orientation=vertical]:flex-col data-[orientation=vertical]:items-stretch',
  {
    variants: {
      variant: {
        line: 'gap-1 border-border border-b data-[orientation=vertical]:border-e data-[orientation=vertical]:border-b-0',
        pill: 'w-fit gap-1 rounded-lg bg-muted p-1',
      },
    },
  },
);

/** The row of tabs; give it an `aria-label` when no heading names the tabs. */
export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  const variant = useContext(TabsVariantContext);
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      data-variant={variant}
      className={cn(tabsListVariants({ variant }), className)}
      {...props}
    />
  );
}

const tabsTriggerVariants = cva(
  [
    'inline-flex h-10 cursor-pointer items-center justify-center gap-2 whitespace-nowrap px-3 font-medium text-sm',
    'text-muted-foreground transition-colors hover:text-foreground focus-visible:focus-ring',
    'disabled:pointer-events-none disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        line: [
          '-mb-px rounded-t-md border-transparent border-b-2',
          'data-[state=active]:border-primary data-[state=active]:text-foreground',
          'data-[orientation=vertical]:-me-px data-[orientation=vertical]:mb-0 data-[orientation=vertical]:justify-start',
          'data-[orientation=vertical]:rounded-none data-[orientation=vertical]:border-e-2 data-[orientation=vertical]:border-b-0',
        ],
        pill: [
          'h-8 rounded-md',
          'data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        ],
      },
    },
  },
);

/** One tab; `value` ties it to its `TabsContent`. */
export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  const variant = useContext(TabsVariantContext);
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(tabsTriggerVariants({ variant }), className)}
      {...props}
    />
  );
}

/** The panel of one tab; focusable so keyboard users reach panels without a focusable element. */
export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('flex-1 rounded-md text-sm focus-visible:focus-ring', className)}
      {...props}
    />
  );
}
