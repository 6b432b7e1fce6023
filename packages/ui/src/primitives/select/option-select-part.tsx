import * as React from 'react';
import { type DeferredPartProps, useFocusOnMount } from '../../lib/deferred-part';
import type { OptionSelectPartProps } from './option-select-types';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

/** The real select of an `OptionSelect` (Radix Select): loaded with the user's first input on the page. */
export function OptionSelectPart({
  options,
  value,
  onValueChange,
  placeholder,
  triggerRef,
  onBlur,
  className,
  contentClassName,
  autoFocusTrigger,
  ...rootProps
}: OptionSelectPartProps & DeferredPartProps) {
  const ownRef = React.useRef<HTMLButtonElement>(null);
  useFocusOnMount(ownRef, autoFocusTrigger);
  return (
    <Select value={value ?? ''} onValueChange={onValueChange} {...rootProps}>
      <SelectTrigger
        ref={(node) => {
          ownRef.current = node;
          if (typeof triggerRef === 'function') return triggerRef(node);
          if (triggerRef) triggerRef.current = node;
        }}
        onBlur={onBlur}
        className={className}
      >
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent className={contentClassName}>
        {options.map((option) => (
          <SelectItem
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            className={option.className}
          >
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
