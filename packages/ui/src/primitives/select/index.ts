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
