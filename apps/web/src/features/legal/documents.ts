export interface LegalDocument {
  title: string;
  updated: string;
  summary: string;
  sections: { heading: string; paragraphs: string[] }[];
}

export const updated = 'November 25, 2026';
