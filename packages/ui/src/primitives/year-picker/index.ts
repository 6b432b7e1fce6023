export { YearPicker, type YearPickerProps, yearsBetween } from './year-picker';
