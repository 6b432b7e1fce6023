export { Combobox, type ComboboxOption, type ComboboxProps } from './combobox';
