import { CircleAlert } from 'lucide-react';
import * as React from 'react';

export function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-slot="job-form-section"
      className="@container grid scroll-mt-6 gap-5 rounded-lg border border-border bg-card p-4 @2xl:p-6"
    >
      <header className="grid gap-1">
        <h2 id={headingId} className="font-semibold text-foreground text-lg">
          {title}
        </h2>
        {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
      </header>
      <div className="grid items-start gap-5 @xl:grid-cols-2">{children}</div>
    </section>
  );
}

/** The sections, for the sticky navigation on wide screens. */
export type SectionLink = { id: string; title: string };

/** Anchor links to each section; beside the form on wide screens, hidden on narrow ones. */
export function SectionNav({ sections }: { sections: SectionLink[] }) {
  return (
    <nav aria-label="Job form sections" data-slot="job-form-nav" className="hidden @4xl:block">
      <ol className="grid gap-1 border-border border-s ps-1 text-sm">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="block rounded-md px-3 py-1.5 font-medium text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:focus-ring"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The server's answer to a failed save, at the top of the form, focused so it is read at once. */
export function ServerError({ message, title }: { message: string | null; title: string }) {
  const boxRef = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (message) boxRef.current?.focus();
  }, [message]);
  return (
    <div data-slot="job-form-server-error" role="alert" className="empty:hidden">
      {message ? (
        <div
          ref={boxRef}
          tabIndex={-1}
          className="flex items-start gap-3 rounded-lg border border-danger bg-danger-subtle p-4 text-sm outline-none focus-visible:focus-ring"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
          <div className="grid gap-0.5">
            <p className="font-semibold text-danger">{title}</p>
            <p className="text-foreground">{message}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** A Yes / No question whose answer is a boolean, or `null` while unanswered. */
