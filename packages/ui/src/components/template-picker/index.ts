export { TemplatePicker, type TemplatePickerProps } from './template-picker';
