export { toast } from 'sonner';
export { TOAST_DURATION_MS, Toaster, type ToasterProps } from './toast';
