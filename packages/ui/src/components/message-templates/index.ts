export { TemplateManager, type TemplateManagerProps } from './template-manager';
