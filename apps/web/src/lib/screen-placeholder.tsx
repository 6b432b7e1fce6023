import { EmptyState } from '@medhire/ui/empty-state';
import { Construction } from 'lucide-react';

interface ScreenPlaceholderProps {
  title: string;
  description: string;
}

/** A screen that names itself until its product slice fills it. */
export function ScreenPlaceholder({ title, description }: ScreenPlaceholderProps) {
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-6">
      <h1 id="screen-title" className="font-semibold text-2xl tracking-tight">
        {title}
      </h1>
      <EmptyState icon={<Construction aria-hidden="true" />} title="Coming soon" description={description} />
    </section>
  );
}
