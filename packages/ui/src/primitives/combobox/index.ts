export {
  Combobox,
  type ComboboxChoiceProps,
  type ComboboxFreeTextProps,
  type ComboboxOption,
  type ComboboxProps,
} from './combobox';
