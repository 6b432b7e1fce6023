import * as React from 'react';
import { onFirstInput } from './first-input';

/** What a deferred part receives beyond its own props. */
export type DeferredPartProps = {
  /** Focus the part's trigger when it mounts: the look-alike trigger it replaces had the focus. */
  autoFocusTrigger: boolean;
};

/** The events that end a press on the look-alike trigger. */
const RELEASE_EVENTS = ['pointerup', 'pointercancel', 'click'] as const;

/** A part's component, once its code has loaded. */
type Loaded<Props> = { Part: React.ComponentType<Props & DeferredPartProps>; autoFocusTrigger: boolean };

/** The handlers a look-alike trigger spreads so that reaching for it loads the real part. */
export type DeferredTriggerProps<Trigger extends HTMLElement = HTMLButtonElement> = {
  ref: React.RefObject<Trigger | null>;
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onFocus: () => void;
  /** Marks the look-alike: the real trigger replaces it once the part's code is here. */
  'data-deferred': 'pending';
};

/**
 * A part of a screen (a menu, a drawer, a popover) whose code loads with the user's first input on the page (a
 * key, a pointer moving or pressing, a focus), or at once when `needed` (it is open already). Until then the screen renders a
 * look-alike trigger (a plain button with the same name, look and `aria-expanded`) that spreads `triggerProps`,
 * and its click only sets the part's open state: the part opens as it mounts. The look-alike's focus moves to
 * the real trigger. A load that fails (offline) is tried again on the next reach.
 */
export function useDeferredPart<Props, Trigger extends HTMLElement = HTMLButtonElement>(
  load: () => Promise<React.ComponentType<Props & DeferredPartProps>>,
  needed = false,
): { loaded: Loaded<Props> | null; triggerProps: DeferredTriggerProps<Trigger> } {
  const ref = React.useRef<Trigger | null>(null);
  const started = React.useRef(false);
  const [loaded, setLoaded] = React.useState<Loaded<Props> | null>(null);
  const loadRef = React.useRef(load);
  loadRef.current = load;

  // Held while the user presses the look-alike: swapping it for the real trigger between the press and the release
  // would send the click to neither (a click goes to the element both happened on), and the press would be lost.
  const pressed = React.useRef(false);
  const arrived = React.useRef<React.ComponentType<Props & DeferredPartProps> | null>(null);

  const swap = React.useCallback((Part: React.ComponentType<Props & DeferredPartProps>) => {
    const focused = ref.current !== null && ref.current === ref.current.ownerDocument.activeElement;
    setLoaded({ Part, autoFocusTrigger: focused });
  }, []);

  const start = React.useCallback(() => {
    if (started.current) return;
    started.current = true;
    loadRef.current().then(
      (Part) => {
        if (pressed.current) arrived.current = Part;
        else swap(Part);
      },
      () => {
        started.current = false;
      },
    );
  }, [swap]);

  const press = React.useCallback(() => {
    pressed.current = true;
    const release = () => {
      for (const event of RELEASE_EVENTS) window.removeEventListener(event, release, true);
      // After the click that follows the release (same task): the look-alike's own click handler runs first.
      setTimeout(() => {
        pressed.current = false;
        if (arrived.current) swap(arrived.current);
        arrived.current = null;
      }, 0);
    };
    for (const event of RELEASE_EVENTS) window.addEventListener(event, release, true);
    start();
  }, [start, swap]);

  React.useEffect(() => {
    if (needed) start();
  }, [needed, start]);

  // Any first input on the page (a key such as Tab, a pointer moving or pressing, a focus) starts the load too, so
  // the real trigger is usually in place before the user gets to it.
  React.useEffect(() => {
    if (loaded) return;
    return onFirstInput(start);
  }, [loaded, start]);

  return {
    loaded,
    triggerProps: {
      ref,
      onPointerEnter: start,
      onPointerDown: press,
      onFocus: start,
      'data-deferred': 'pending',
    },
  };
}

/** Focuses `ref`'s element once, on mount, when `when` is set (a deferred part taking over from its look-alike). */
export function useFocusOnMount(ref: React.RefObject<HTMLElement | null>, when: boolean): void {
  const initial = React.useRef(when);
  React.useLayoutEffect(() => {
    if (initial.current) ref.current?.focus();
  }, [ref]);
}

/** A part's module, loaded once for every instance on the page (see {@link sharedPartLoader}). */
export type SharedPartLoader<Part> = {
  /** Loads the part (once; a failed load is tried again on the next call). */
  load: () => Promise<Part>;
  /** The part once loaded: an instance mounted after that renders it from the start, with no look-alike. */
  current: () => Part | undefined;
  /** Forgets the loaded part, so that instances mounted next start as look-alikes (for stories and tests). */
  forget: () => void;
};

/** Shares one load of a deferred part's module between every instance of it (every select of a page, say). */
export function sharedPartLoader<Part>(load: () => Promise<Part>): SharedPartLoader<Part> {
  let pending: Promise<Part> | undefined;
  let loaded: Part | undefined;
  return {
    load: () => {
      pending ??= load().then(
        (part) => {
          loaded = part;
          return part;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded,
    forget: () => {
      pending = undefined;
      loaded = undefined;
    },
  };
}
