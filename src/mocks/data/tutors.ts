/**
 * STAND-IN DATA, NOT REAL TUTORS. Demo profiles served by the stand-in backend for
 * `GET site/get.php?type=tutors` so the page can be built and tested; the real backend serves
 * the real tutors. The people below do not exist; do not ship them as facts.
 */
export interface SeedTutor {
  id: number;
  name: string;
  photo: string | null;
  languages: string[];
  levels: ('A1' | 'A2' | 'B1' | 'B2' | 'C1')[];
  specialities: ('exam-preparation' | 'conversation' | 'business' | 'grammar' | 'children' | 'pronunciation')[];
  priceFrom: number;
  priceTo: number;
  currency: string;
}

export const seedTutors: readonly SeedTutor[] = [
  { id: 1, name: 'Anna Becker', photo: null, languages: ['de', 'en', 'uk'], levels: ['A1', 'A2', 'B1'], specialities: ['conversation', 'grammar', 'pronunciation'], priceFrom: 18, priceTo: 25, currency: 'EUR' },
  { id: 2, name: 'Jonas Richter', photo: null, languages: ['de', 'en', 'es'], levels: ['B1', 'B2', 'C1'], specialities: ['business', 'exam-preparation', 'conversation'], priceFrom: 30, priceTo: 45, currency: 'EUR' },
  { id: 3, name: 'Olena Kovalenko', photo: null, languages: ['de', 'uk', 'ru'], levels: ['A1', 'A2', 'B1', 'B2'], specialities: ['exam-preparation', 'grammar'], priceFrom: 20, priceTo: 30, currency: 'EUR' },
  { id: 4, name: 'Mehmet Yılmaz', photo: null, languages: ['de', 'tr', 'en'], levels: ['A1', 'A2'], specialities: ['children', 'conversation', 'pronunciation'], priceFrom: 15, priceTo: 22, currency: 'EUR' },
  { id: 5, name: 'Katarzyna Nowak', photo: null, languages: ['de', 'pl', 'en'], levels: ['A2', 'B1', 'B2', 'C1'], specialities: ['business', 'grammar', 'exam-preparation'], priceFrom: 25, priceTo: 35, currency: 'EUR' },
];
