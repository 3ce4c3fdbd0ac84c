import type { TripDocumentKind } from '@wycieczki/shared';

/** The trip's PDFs as the menus and the toasts name them. */
export const DOCUMENT_LABELS: Record<TripDocumentKind, string> = {
  karta: 'Karta wycieczki',
  lista: 'Lista uczestników',
  zgody: 'Zgody rodziców',
  linki: 'Linki dla rodziców (PDF)',
  identyfikatory: 'Identyfikatory (PDF)',
};
