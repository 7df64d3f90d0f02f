import type { WordSet } from '../types';

const set: WordSet = {
  id: 'utensils01',
  words: [
    {
      kind: 'noun',
      de: 'Topf',
      article: 'der',
      plural: 'Töpfe',
      img: 'pot-of-food',
      tr: { en: 'pot', ua: 'каструля', de: 'Darin kocht man Suppe oder Nudeln.', ru: 'кастрюля', be: 'рондаль', tr: 'tencere', pl: 'garnek', es: 'olla' },
    },
    {
      kind: 'noun',
      de: 'Pfanne',
      article: 'die',
      plural: 'Pfannen',
      img: 'cooking',
      tr: { en: 'frying pan', ua: 'сковорідка', de: 'Darin brät man Eier oder Fleisch.', ru: 'сковорода', be: 'патэльня', tr: 'tava', pl: 'patelnia', es: 'sartén' },
    },
    {
      kind: 'noun',
      de: 'Deckel',
      article: 'der',
      plural: 'Deckel',
      tr: { en: 'lid', ua: 'кришка', de: 'Man legt ihn oben auf den Topf.', ru: 'крышка', be: 'накрыўка', tr: 'kapak', pl: 'pokrywka', es: 'tapa' },
    },
    {
      kind: 'noun',
      de: 'Schüssel',
      article: 'die',
      plural: 'Schüsseln',
      img: 'bowl-with-spoon',
      tr: { en: 'bowl', ua: 'миска', de: 'tiefes Geschirr für Salat oder Suppe', ru: 'миска', be: 'міска', tr: 'kase', pl: 'miska', es: 'cuenco' },
    },
    {
      kind: 'noun',
      de: 'Besteck',
      article: 'das',
      plural: 'Bestecke',
      img: 'fork-and-knife',
      tr: { en: 'cutlery', ua: 'столові прибори', de: 'Messer, Gabel und Löffel zusammen', ru: 'столовые приборы', be: 'сталовыя прыборы', tr: 'çatal bıçak takımı', pl: 'sztućce', es: 'cubiertos' },
    },
    {
      kind: 'noun',
      de: 'Sieb',
      article: 'das',
      plural: 'Siebe',
      tr: { en: 'sieve', ua: 'сито', de: 'Küchengerät mit vielen kleinen Löchern', ru: 'сито', be: 'сіта', tr: 'süzgeç', pl: 'sito', es: 'colador' },
    },
    {
      kind: 'noun',
      de: 'Teekanne',
      article: 'die',
      plural: 'Teekannen',
      img: 'teapot',
      tr: { en: 'teapot', ua: 'заварник', de: 'Darin bringt man heißen Tee an den Tisch.', ru: 'заварочный чайник', be: 'імбрык', tr: 'demlik', pl: 'dzbanek do herbaty', es: 'tetera' },
    },
    {
      kind: 'noun',
      de: 'Kochlöffel',
      article: 'der',
      plural: 'Kochlöffel',
      tr: { en: 'wooden spoon', ua: 'дерев’яна ложка', de: 'großer Löffel aus Holz zum Rühren', ru: 'деревянная ложка', be: 'драўляная лыжка', tr: 'tahta kaşık', pl: 'drewniana łyżka', es: 'cuchara de madera' },
    },
    {
      kind: 'noun',
      de: 'Schneidebrett',
      article: 'das',
      plural: 'Schneidebretter',
      tr: { en: 'chopping board', ua: 'обробна дошка', de: 'Auf diesem Holz schneidet man Gemüse.', ru: 'разделочная доска', be: 'дошка для нарэзкі', tr: 'kesme tahtası', pl: 'deska do krojenia', es: 'tabla de cortar' },
    },
    {
      kind: 'noun',
      de: 'Dosenöffner',
      article: 'der',
      plural: 'Dosenöffner',
      tr: { en: 'can opener', ua: 'відкривачка для консервів', de: 'Damit macht man eine Dose auf.', ru: 'консервный нож', be: 'кансервавы нож', tr: 'konserve açacağı', pl: 'otwieracz do puszek', es: 'abrelatas' },
    },
    {
      kind: 'noun',
      de: 'Korkenzieher',
      article: 'der',
      plural: 'Korkenzieher',
      tr: { en: 'corkscrew', ua: 'коркотяг', de: 'Damit öffnet man eine Flasche Wein.', ru: 'штопор', be: 'штопар', tr: 'tirbuşon', pl: 'korkociąg', es: 'sacacorchos' },
    },
    {
      kind: 'noun',
      de: 'Wasserkocher',
      article: 'der',
      plural: 'Wasserkocher',
      tr: { en: 'kettle', ua: 'електрочайник', de: 'Gerät, das Wasser für Tee schnell heiß macht', ru: 'электрочайник', be: 'электрачайнік', tr: 'su ısıtıcısı', pl: 'czajnik elektryczny', es: 'hervidor' },
    },
  ],
};

export default set;
