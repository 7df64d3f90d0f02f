import type { WordSet } from '../types';

const set: WordSet = {
  id: 'adjectivesVolume',
  card: {
    level: 'A-adjectives',
    order: 19,
    img: 'speaker-high-volume',
    descr: { en: 'Adjectives: loudness', ua: 'Прикметники: гучність', de: 'Adjektive: Lautstärke', ru: 'Прилагательные: громкость', be: 'Прыметнікі: гучнасць', tr: 'Sıfatlar: ses düzeyi', pl: 'Przymiotniki: głośność', es: 'Adjetivos: volumen' },
    paywall: false,
  },
  words: [
    {
      kind: 'adjective',
      de: 'laut',
      img: 'speaker-high-volume',
      tr: { en: 'loud', ua: 'гучний', de: 'man hört es sehr gut, auch von weit weg', ru: 'громкий', be: 'гучны', tr: 'yüksek sesli', pl: 'głośny', es: 'ruidoso' },
    },
    {
      kind: 'adjective',
      de: 'leise',
      img: 'speaker-low-volume',
      tr: { en: 'quiet', ua: 'тихий', de: 'man hört es nur ein bisschen', ru: 'тихий', be: 'ціхі', tr: 'alçak sesli', pl: 'cichy', es: 'suave' },
    },
    {
      kind: 'adjective',
      de: 'still',
      tr: { en: 'silent', ua: 'безмовний', de: 'ohne Geräusche, niemand spricht', ru: 'безмолвный', be: 'бязмоўны', tr: 'sessiz', pl: 'milczący', es: 'callado' },
    },
    {
      kind: 'adjective',
      de: 'ruhig',
      tr: { en: 'calm', ua: 'спокійний', de: 'ohne Lärm und ohne Stress', ru: 'спокойный', be: 'спакойны', tr: 'sakin', pl: 'spokojny', es: 'tranquilo' },
    },
    {
      kind: 'adjective',
      de: 'lautstark',
      tr: { en: 'vociferous', ua: 'крикливий', de: 'mit sehr kräftiger Stimme', ru: 'крикливый', be: 'крыклівы', tr: 'gürültülü', pl: 'krzykliwy', es: 'vociferante' },
    },
    {
      kind: 'adjective',
      de: 'ohrenbetäubend',
      tr: { en: 'deafening', ua: 'оглушливий', de: 'so laut, dass man nichts anderes mehr hört', ru: 'оглушительный', be: 'аглушальны', tr: 'kulakları sağır eden', pl: 'ogłuszający', es: 'ensordecedor' },
    },
    {
      kind: 'adjective',
      de: 'gedämpft',
      tr: { en: 'muffled', ua: 'приглушений', de: 'leiser gemacht, nicht klar zu hören', ru: 'приглушённый', be: 'прыглушаны', tr: 'boğuk', pl: 'przytłumiony', es: 'amortiguado' },
    },
    {
      kind: 'adjective',
      de: 'schallend',
      tr: { en: 'resounding', ua: 'дзвінкий', de: 'klingt laut und hallt weit', ru: 'звонкий', be: 'звонкі', tr: 'çınlayan', pl: 'donośny', es: 'sonoro' },
    },
    {
      kind: 'adjective',
      de: 'stumm',
      tr: { en: 'mute', ua: 'німий', de: 'sagt kein Wort, ohne Ton', ru: 'немой', be: 'нямы', tr: 'dilsiz', pl: 'niemy', es: 'mudo' },
    },
    {
      kind: 'adjective',
      de: 'schrill',
      tr: { en: 'shrill', ua: 'пронизливий', de: 'hoch und unangenehm laut', ru: 'пронзительный', be: 'пранізлівы', tr: 'tiz', pl: 'piskliwy', es: 'estridente' },
    },
    {
      kind: 'adjective',
      de: 'dröhnend',
      tr: { en: 'booming', ua: 'гуркітливий', de: 'tief und sehr laut, wie ein Motor', ru: 'грохочущий', be: 'гулкі', tr: 'gümbürdeyen', pl: 'dudniący', es: 'atronador' },
    },
    {
      kind: 'adjective',
      de: 'lautlos',
      img: 'muted-speaker',
      tr: { en: 'soundless', ua: 'беззвучний', de: 'macht gar kein Geräusch', ru: 'беззвучный', be: 'бязгучны', tr: 'ses çıkarmayan', pl: 'bezgłośny', es: 'silencioso' },
    },
  ],
};

export default set;
