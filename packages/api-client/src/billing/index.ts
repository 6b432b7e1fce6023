// Billing self-service calls and file downloads, apart from the main entry: only /manage-subscriptions loads them,
// and a module of the main entry is in every signed-in screen's scripts.
export { type BillingEndpoints, createBillingEndpoints } from '../endpoints/billing';
export { attachmentFileName, type DownloadedFile, downloadFile } from '../http/download';
