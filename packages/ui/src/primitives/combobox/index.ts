export {
  Combobox,
  type ComboboxChoiceProps,
  type ComboboxFreeTextProps,
  type ComboboxOption,
  type ComboboxProps,
} from './combobox';
export { DeferredCombobox, type DeferredComboboxProps } from './deferred-combobox';
