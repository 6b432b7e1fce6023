/** A value the wire sends as absent: the empty string or undefined. */
type AbsentValue = '' | undefined;

/** A value a form holds for a field left blank: the empty string, null or undefined. */
type BlankValue = '' | null | undefined;

/**
 * The type of a payload after `cleanPayload`: in plain objects every key may be gone and absent values
 * are gone (`null` stays, it clears the field); arrays lose their absent items. Class instances (File,
 * Blob, Date) are kept as they are.
 */
export type CleanedPayload<Value> = Value extends readonly (infer Item)[]
  ? CleanedPayload<Exclude<Item, AbsentValue>>[]
  : Value extends Record<string, unknown>
    ? { [Key in keyof Value]?: CleanedPayload<Exclude<Value[Key], AbsentValue>> }
    : Value;

/** The type of form values after `dropBlankValues`: like {@link CleanedPayload}, with `null` gone too. */
export type WithoutBlankValues<Value> = Value extends readonly (infer Item)[]
  ? WithoutBlankValues<Exclude<Item, BlankValue>>[]
  : Value extends Record<string, unknown>
    ? { [Key in keyof Value]?: WithoutBlankValues<Exclude<Value[Key], BlankValue>> }
    : Value;

function isAbsentValue(value: unknown): boolean {
  return value === '' || value === undefined;
}

function isBlankValue(value: unknown): boolean {
  return value === '' || value === null || value === undefined;
}

/** Only objects made by `{}` or `Object.create(null)`: anything else (File, Date, Map…) is not walked. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function withoutValues(value: unknown, isDropped: (value: unknown) => boolean): unknown {
  if (Array.isArray(value)) {
    const keptItems: unknown[] = [];
    // An index loop (not map/filter) so that holes of a sparse array count as undefined and are dropped.
    for (let index = 0; index < value.length; index += 1) {
      const item: unknown = value[index];
      if (!isDropped(item)) {
        keptItems.push(withoutValues(item, isDropped));
      }
    }
    return keptItems;
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value)
      .filter(([, entryValue]) => !isDropped(entryValue))
      .map(([key, entryValue]) => [key, withoutValues(entryValue, isDropped)] as const);
    // fromEntries defines own properties, so a "__proto__" key stays data and never changes the prototype.
    return Object.fromEntries(entries);
  }
  return value;
}

/**
 * What every outgoing JSON body goes through (spec §5, with one decision of ours): the keys and array items
 * whose value is `""` or `undefined` are dropped at every depth of plain objects and arrays, so they are sent
 * as absent, and absent means "keep what is stored". An explicit `null` is sent: it clears a field that may be
 * empty (the profile's logo, "About us", a count); a required field refuses it with a 400 naming the field.
 * Keeps `0`, `false`, whitespace and empty arrays or objects; leaves File, Blob, Date and every other
 * non-plain object untouched. Returns a new value and never mutates its input.
 */
export function cleanPayload<Value>(value: Value): CleanedPayload<Value> {
  return withoutValues(value, isAbsentValue) as CleanedPayload<Value>;
}

/**
 * What a form left blank, read as "nothing entered" before its values are checked: drops `""`, `null` and
 * `undefined` at every depth, as {@link cleanPayload} does, and `null` as well (a cleared number or picker
 * holds `null`). A form that means to clear a stored field says so with an explicit `null` in its payload,
 * after its checks.
 */
export function dropBlankValues<Value>(value: Value): WithoutBlankValues<Value> {
  return withoutValues(value, isBlankValue) as WithoutBlankValues<Value>;
}
