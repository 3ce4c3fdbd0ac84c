/** What a screen says while one of the trip's documents is prepared (issue 55). */
export const PREPARING_DOCUMENT = 'Przygotowujemy dokument…';
