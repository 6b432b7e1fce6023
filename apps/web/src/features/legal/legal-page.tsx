import type { LegalDocument } from './documents';

/** A readable static document: a title, when it last changed, and its sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className="mx-auto w-full max-w-3xl rounded-lg border border-border bg-card p-8 shadow-sm">
      <header className="mb-8 space-y-2">
        <h1 className="font-semibold text-3xl tracking-tight">{document.title}</h1>
        <p className="text-muted-foreground text-sm">Last updated {document.updated}</p>
        <p className="text-base text-foreground">{document.summary}</p>
      </header>
      <div className="space-y-6">
        {document.sections.map((section) => (
          <section key={section.heading} className="space-y-2">
            <h2 className="font-semibold text-lg">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="text-foreground/90 leading-relaxed">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
