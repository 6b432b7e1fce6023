import * as React from 'react';
import type { DeferredPartProps } from '../../lib/deferred-part';
import { Combobox, type ComboboxChoiceProps } from './combobox';

/**
 * The combobox of a `DeferredCombobox`, once its code has loaded. Taking over from the look-alike that had the focus,
 * it takes the focus, the caret after what was typed.
 */
export function DeferredComboboxPart({
  autoFocusTrigger,
  ref,
  ...props
}: ComboboxChoiceProps & DeferredPartProps) {
  const focusOnMount = React.useRef(autoFocusTrigger);
  const setRef = (node: HTMLInputElement | null) => {
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
    if (!node || !focusOnMount.current) return;
    focusOnMount.current = false;
    node.focus();
    node.setSelectionRange(node.value.length, node.value.length);
  };
  return <Combobox {...props} ref={setRef} />;
}
