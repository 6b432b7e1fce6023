export type { Invoice } from '@medhire/domain';
export { InvoiceList, type InvoiceListProps } from './invoice-list';
