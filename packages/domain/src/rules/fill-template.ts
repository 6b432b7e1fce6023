/**
 * Message templates' placeholders: `{firstName}`, `{jobTitle}` and `{practice}`, written with their braces in a
 * template's body and replaced by the candidate's first name, the job's title and the practice's name when the
 * template is inserted. A template is refused on save when it names any other placeholder (a typo such as
 * `{firstname}` would otherwise reach a candidate as written), so every stored template fills completely when its
 * values are known.
 */

/** The placeholders a template may use, in the order the app lists them. */
export const templatePlaceholders = ['firstName', 'jobTitle', 'practice'] as const;

/** One placeholder's name (without its braces). */
export type TemplatePlaceholder = (typeof templatePlaceholders)[number];

/** What each placeholder means, for the form's help text. */
export const templatePlaceholderLabels: Record<TemplatePlaceholder, string> = {
  firstName: 'the candidate’s first name',
  jobTitle: 'the job title',
  practice: 'your practice’s name',
};

/** The values a template is filled with; a missing or blank value leaves its placeholder as written. */
export type TemplateValues = Partial<Record<TemplatePlaceholder, string | null>>;

/** `{name}`: a word of letters, digits and underscores between braces, nothing else (no spaces, no nesting). */
const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

function isTemplatePlaceholder(name: string): name is TemplatePlaceholder {
  return (templatePlaceholders as readonly string[]).includes(name);
}

/**
 * A template's body with its known placeholders replaced by `values` (trimmed). A placeholder whose value is
 * missing or blank, and any unknown `{word}`, stays as written, so the person editing the text sees what is left
 * to fill. Values are inserted as text: a value that itself looks like a placeholder is not filled again.
 */
export function fillTemplate(body: string, values: TemplateValues): string {
  return body.replace(PLACEHOLDER, (whole, name: string) => {
    if (!isTemplatePlaceholder(name)) return whole;
    const value = values[name]?.trim();
    return value ? value : whole;
  });
}

/** The `{word}` placeholders of a body that are not one of {@link templatePlaceholders}, each once, in order. */
export function unknownPlaceholders(body: string): string[] {
  const found: string[] = [];
  for (const match of body.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!isTemplatePlaceholder(name) && !found.includes(name)) found.push(name);
  }
  return found;
}

/** The sentence that refuses a body with unknown placeholders; null when every placeholder is known. */
export function unknownPlaceholderMessage(body: string): string | null {
  const unknown = unknownPlaceholders(body);
  if (unknown.length === 0) return null;
  const named = unknown.map((name) => `{${name}}`).join(', ');
  const allowed = templatePlaceholders.map((name) => `{${name}}`).join(', ');
  return `${unknown.length === 1 ? 'Unknown placeholder' : 'Unknown placeholders'} ${named}: use ${allowed}`;
}
