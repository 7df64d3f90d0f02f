import type { WordSet } from '../types';

const set: WordSet = {
  id: 'socialIssuesAndCauses01',
  card: {
    level: 'A2',
    order: 19,
    img: 'people-holding-hands',
    descr: { en: 'Social issues and causes', ua: 'Суспільні проблеми та ініціативи', de: 'Soziale Probleme und Engagement', ru: 'Общественные проблемы и инициативы', be: 'Грамадскія праблемы і ініцыятывы', tr: 'Toplumsal sorunlar ve davalar', pl: 'Problemy i sprawy społeczne', es: 'Problemas y causas sociales' },
    paywall: false,
  },
  words: [
    {
      kind: 'noun',
      de: 'Armut',
      article: 'die',
      plural: null,
      tr: { en: 'poverty', ua: 'бідність', de: 'Man hat sehr wenig Geld zum Leben.', ru: 'бедность', be: 'беднасць', tr: 'yoksulluk', pl: 'bieda', es: 'pobreza' },
    },
    {
      kind: 'noun',
      de: 'Hunger',
      article: 'der',
      plural: null,
      tr: { en: 'hunger', ua: 'голод', de: 'man möchte etwas essen oder hat nicht genug zu essen', ru: 'голод', be: 'голад', tr: 'açlık', pl: 'głód', es: 'hambre' },
    },
    {
      kind: 'noun',
      de: 'Arbeitslosigkeit',
      article: 'die',
      plural: null,
      tr: { en: 'unemployment', ua: 'безробіття', de: 'Viele Menschen haben keine Stelle.', ru: 'безработица', be: 'беспрацоўе', tr: 'işsizlik', pl: 'bezrobocie', es: 'desempleo' },
    },
    {
      kind: 'noun',
      de: 'Umweltschutz',
      article: 'der',
      plural: null,
      tr: { en: 'environmental protection', ua: 'захист довкілля', de: 'Man passt auf Natur, Luft und Wasser auf.', ru: 'защита окружающей среды', be: 'ахова навакольнага асяроддзя', tr: 'çevre koruma', pl: 'ochrona środowiska', es: 'protección del medio ambiente' },
    },
    {
      kind: 'noun',
      de: 'Klimawandel',
      article: 'der',
      plural: null,
      tr: { en: 'climate change', ua: 'зміна клімату', de: 'Das Wetter auf der Erde wird immer wärmer.', ru: 'изменение климата', be: 'змяненне клімату', tr: 'iklim değişikliği', pl: 'zmiana klimatu', es: 'cambio climático' },
    },
    {
      kind: 'noun',
      de: 'Gleichberechtigung',
      article: 'die',
      plural: null,
      tr: { en: 'equal rights', ua: 'рівноправність', de: 'Frauen und Männer haben die gleichen Rechte.', ru: 'равноправие', be: 'раўнапраўе', tr: 'eşitlik', pl: 'równouprawnienie', es: 'igualdad de derechos' },
    },
    {
      kind: 'noun',
      de: 'Bildung',
      article: 'die',
      plural: null,
      tr: { en: 'education', ua: 'освіта', de: 'was man in Schule und Studium lernt', ru: 'образование', be: 'адукацыя', tr: 'eğitim', pl: 'edukacja', es: 'educación' },
    },
    {
      kind: 'noun',
      de: 'Gewalt',
      article: 'die',
      plural: null,
      tr: { en: 'violence', ua: 'насильство', de: 'Man schlägt oder verletzt andere Menschen.', ru: 'насилие', be: 'гвалт', tr: 'şiddet', pl: 'przemoc', es: 'violencia' },
    },
    {
      kind: 'noun',
      de: 'Flüchtling',
      article: 'der',
      plural: 'Flüchtlinge',
      tr: { en: 'refugee', ua: 'біженець', de: 'Person, die wegen Krieg ihr Land verlässt', ru: 'беженец', be: 'бежанец', tr: 'mülteci', pl: 'uchodźca', es: 'refugiado' },
    },
    {
      kind: 'noun',
      de: 'Spende',
      article: 'die',
      plural: 'Spenden',
      tr: { en: 'donation', ua: 'пожертва', de: 'Geld, das man gibt, um anderen zu helfen', ru: 'пожертвование', be: 'ахвяраванне', tr: 'bağış', pl: 'datek', es: 'donación' },
    },
    {
      kind: 'noun',
      de: 'Demonstration',
      article: 'die',
      plural: 'Demonstrationen',
      tr: { en: 'demonstration', ua: 'демонстрація', de: 'Viele Menschen gehen auf die Straße und protestieren.', ru: 'демонстрация', be: 'дэманстрацыя', tr: 'protesto yürüyüşü', pl: 'demonstracja', es: 'manifestación' },
    },
    {
      kind: 'noun',
      de: 'Menschenrecht',
      article: 'das',
      plural: 'Menschenrechte',
      tr: { en: 'human right', ua: 'право людини', de: 'Recht, das jeder Mensch auf der Welt hat', ru: 'право человека', be: 'права чалавека', tr: 'insan hakkı', pl: 'prawo człowieka', es: 'derecho humano' },
    },
  ],
};

export default set;
