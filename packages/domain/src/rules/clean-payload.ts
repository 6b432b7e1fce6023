/** A value the spec sends as absent: empty string, null or undefined. */
type EmptyValue = '' | null | undefined;

/**
 * The type of a payload after `cleanPayload`: in plain objects every key may be gone and empty values
 * are gone; arrays lose their empty items. Class instances (File, Blob, Date) are kept as they are.
 */
export type CleanedPayload<Value> = Value extends readonly (infer Item)[]
  ? CleanedPayload<Exclude<Item, EmptyValue>>[]
  : Value extends Record<string, unknown>
    ? { [Key in keyof Value]?: CleanedPayload<Exclude<Value[Key], EmptyValue>> }
    : Value;

function isEmptyValue(value: unknown): boolean {
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

function cleanValue(value: unknown): unknown {
  if (Array.isArray(value)) {
    const cleanedItems: unknown[] = [];
    // An index loop (not map/filter) so that holes of a sparse array count as undefined and are dropped.
    for (let index = 0; index < value.length; index += 1) {
      const item: unknown = value[index];
      if (!isEmptyValue(item)) {
        cleanedItems.push(cleanValue(item));
      }
    }
    return cleanedItems;
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value)
      .filter(([, entryValue]) => !isEmptyValue(entryValue))
      .map(([key, entryValue]) => [key, cleanValue(entryValue)] as const);
    // fromEntries defines own properties, so a "__proto__" key stays data and never changes the prototype.
    return Object.fromEntries(entries);
  }
  return value;
}

/**
 * Drops the keys and array items whose value is `""`, `null` or `undefined`, at every depth of plain
 * objects and arrays (spec §5: such values are sent as absent). Keeps `0`, `false`, whitespace and empty
 * arrays or objects; leaves File, Blob, Date and every other non-plain object untouched. Returns a new
 * value and never mutates its input.
 */
export function cleanPayload<Value>(value: Value): CleanedPayload<Value> {
  return cleanValue(value) as CleanedPayload<Value>;
}
