export { OfferPanel, type OfferPanelProps } from './offer-panel';
export { moneyLabel, offerTermRows } from './offer-words';
