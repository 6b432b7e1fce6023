/** The inputs that say the user has reached for the page: a key, a pointer moving or pressing, a focus. */
const FIRST_INPUT_EVENTS = ['keydown', 'pointermove', 'pointerdown', 'focusin'] as const;

/**
 * Calls `callback` once, at the user's first key, pointer move or press, or focus anywhere on the page: the moment
 * to load code the page may need soon (a menu, a form's checks, the toasts) without loading it for a visit that only
 * reads. Returns what removes the listeners (for an effect's cleanup); nothing happens after it is called.
 */
export function onFirstInput(callback: () => void): () => void {
  const stop = () => {
    for (const event of FIRST_INPUT_EVENTS) window.removeEventListener(event, reach, true);
  };
  const reach = () => {
    stop();
    callback();
  };
  for (const event of FIRST_INPUT_EVENTS) {
    window.addEventListener(event, reach, { capture: true, passive: true });
  }
  return stop;
}
