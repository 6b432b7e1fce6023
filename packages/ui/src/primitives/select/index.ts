export { OptionSelect, type OptionSelectProps, type SelectOption } from './option-select';
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  type SelectProps,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './select';
