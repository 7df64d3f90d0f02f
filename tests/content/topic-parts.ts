/**
 * What a blank may hide, per grammar topic (spec 000 §4, issue 27 "A blank tests the topic"): one
 * rule per topic type says which parts of a practice sentence are "the topic" — the verb forms of
 * a tense, the conjunction, the preposition and its case marker, the pronoun. The content marks
 * those parts (`hide`, docs/content.md); the content test checks every hideable part by this rule.
 */
import { partWords } from '@/features/grammar/model/quiz';

const set = (words: string) => new Set(words.split(' '));

const PERSONAL = set('ich du er sie es wir ihr Sie man mich dich ihn uns euch mir dir ihm ihnen Ihnen');
const REFLEXIVE = set('mich dich sich uns euch mir dir');
const ARTICLE = /^(der|die|das|den|dem|des|k?ein|k?eine|k?einen|k?einem|k?einer|k?eines|dieser|diese|dieses|diesen|diesem)$/i;
const POSSESSIVE = /^(mein|dein|sein|ihr|unser|euer|eur|Ihr)(e|en|em|er|es)?$/i;
const PREPOSITION = set(
  'an am ans anstatt auf aus außer bei beim bis durch entlang für gegen gegenüber hinter in im ins mit nach neben ohne seit statt trotz über um unter von vom vor während wegen zu zum zur zwischen innerhalb außerhalb aufgrund',
);
const COMPLEX_PREPOSITION = set('entlang gegenüber während wegen trotz statt anstatt innerhalb außerhalb');
const TWO_WAY = set('an am ans auf in im ins über unter vor hinter neben zwischen');
const CONJUNCTION = set(
  'und oder aber denn sondern weil da dass wenn ob als obwohl damit bevor nachdem während deshalb deswegen trotzdem darum also sobald seitdem bis falls sowohl weder entweder sodass sonst dann',
);
const QUESTION = /^((in )?was für( ein| eine| einen| einem| einer)?|wer|wen|wem|wessen|was|wo|wohin|woher|wann|wie|warum|weshalb|wieso|welche[rnms]?|wo(r)?(mit|für|auf|über|an|von|zu|nach|bei|in|um|aus)|wie (viel|viele|alt|lange|oft|spät|weit|groß)|um wie viel uhr|seit wann|bis wann|mit wem|für wen|an wen|von wem|zu wem|bei wem|auf wen)$/i;
const DA_WO = /^(da|wo)r?(an|auf|aus|bei|für|gegen|in|mit|nach|über|um|unter|von|vor|zu|zwischen)$/i;
const PARTICLE = set('doch ja denn eben halt mal wohl schon aber eigentlich bloß nur etwa ruhig einfach total echt besonders ganz sehr ziemlich wirklich recht sogar gar überhaupt zu vielleicht etwas eventuell');
const MODAL =
  /^(kann|kannst|können|könnt|konnte|konntest|konnten|konntet|könnte|könntest|könnten|muss|musst|müssen|müsst|musste|musstest|mussten|darf|darfst|dürfen|dürft|durfte|durften|soll|sollst|sollen|sollt|sollte|solltest|sollten|will|willst|wollen|wollt|wollte|wolltest|wollten|mag|magst|mögen|mögt|möchte|möchtest|möchten|möchtet)$/i;
const HABEN_SEIN =
  /^(bin|bist|ist|sind|seid|war|warst|waren|wart|sei|seien|sein|habe|hast|hat|haben|habt|hatte|hattest|hatten|hattet|gewesen|gehabt)$/i;
const WERDEN = /^(werde|wirst|wird|werden|werdet|wurde|wurdest|wurden|würde|würdest|würden|geworden)$/i;
const SEPARABLE = set('teil ab an auf aus ein mit vor zu zurück weg fern los heim mit nach hin her vorbei weiter fest');
/** Strong and irregular verb forms the ending rule does not catch. */
const STRONG = set(
  'hab beeil freu setz zieh gib nimm sprich lies iss hilf sieh komm mach ruf fahr geh schreib trink bring vergiss wirf sag frag hör schau zeig kauf koch schlaf bleib lauf such wart sah kam ging lief fuhr blieb aß trank schrieb las nahm gab fand rief schlief sprach stand saß lag hing flog zog sang half traf bat bot fiel hielt ließ schloss verlor vergaß begann weiß tut tu sieh sei seid',
);
/** Words that end like a verb but are not one (adverbs, adjectives, pronouns). */
const NOT_VERB = set(
  'heute gerne gern morgen gestern oben unten zusammen selten vielleicht nicht jetzt erst sonst fast gut laut spät weit leicht alt kalt oft seit mit bitte immer noch schon sehr dann denn hier dort da nie oder aber wieder lange leise müde böse gerade offen trocken eben golden modern nett rot bunt breit kaputt satt perfekt direkt bekannt bereit hart fit eine keine meine deine seine ihre unsere eure diese jede alle viele wenige andere sie Sie mit uns euch ihnen Ihnen einen meinen deinen seinen ihren unseren euren keinen diesen allen vielen anderen mittags abends morgens nachts sonntags samstags montags ganz allein fertig krank groß klein neu schön teuer billig warm gute neue alte welche welchen welcher welches wie inzwischen draußen drinnen sofort alles niemand etwas nichts',
);

function isVerbForm(words: string, first: boolean): boolean {
  if (words.includes(' ')) return false;
  const lower = words.toLowerCase();
  if (!first && words !== lower) return false;
  if (MODAL.test(lower) || HABEN_SEIN.test(lower) || WERDEN.test(lower) || STRONG.has(lower)) return true;
  if (NOT_VERB.has(lower) || QUESTION.test(lower) || PREPOSITION.has(lower) || PERSONAL.has(lower) || CONJUNCTION.has(lower) || ARTICLE.test(lower)) return false;
  return /(e|st|t|en|n)$/.test(lower);
}

/** The sitting/setting family: sitzen, setzen, liegen, legen, stehen, stellen, hängen. */
const POSITION_VERB = /^(sitz|setz|saß|gesessen|gesetzt|lieg|leg|lag|gelegen|gelegt|steh|stell|stand|gestanden|gestellt|häng|hing|gehangen|gehängt)/i;

/** A declined adjective or participle: lower-case, with an adjective ending. */
const DECLINED = /^[a-zäöüß]+(e|en|em|er|es)$/;

type Rule = (words: string, index: number, parts: readonly string[]) => boolean;

const lastPart = (i: number, parts: readonly string[]) => i === parts.length - 1;
/**
 * Where German puts a verb: first or second in a clause (a clause starts the sentence or follows
 * a comma), or last in it (the end of the sentence or the part before a comma).
 */
const verbSlot = (i: number, parts: readonly string[]) =>
  i <= 1 || lastPart(i, parts) || [parts[i], parts[i - 1], parts[i - 2], parts[i - 3]].some((p) => /,$/.test(p ?? ''));
/** A capitalised first word is a verb only where a verb opens the sentence: a question or a command (or a form of sein, haben, a modal). */
const opensWithVerb = (w: string, p: readonly string[]) => /[?!]$/.test(p[p.length - 1] ?? '') || MODAL.test(w) || HABEN_SEIN.test(w) || WERDEN.test(w);
const verb: Rule = (w, i, p) => verbSlot(i, p) && isVerbForm(w, i === 0 || /,$/.test(p[i - 1] ?? '')) && (i > 0 || w === w.toLowerCase() || opensWithVerb(w, p));
const separable: Rule = (w, i, parts) => (lastPart(i, parts) || /,$/.test(parts[i] ?? '')) && SEPARABLE.has(w);
const first = (w: string) => w.split(' ')[0] ?? '';
const afterPreposition = (i: number, parts: readonly string[]) => PREPOSITION.has(partWords(parts[i - 1] ?? '').toLowerCase());
/** A declined adjective before its noun (the next part starts with a capital). */
const declinedAdjective: Rule = (w, i, p) =>
  DECLINED.test(w.toLowerCase()) && (i === 0 || w === w.toLowerCase()) && /^[A-ZÄÖÜ]/.test(p[i + 1] ?? '') && !ARTICLE.test(w) && !POSSESSIVE.test(w) && !PREPOSITION.has(w.toLowerCase()) && !ADVERB.has(w.toLowerCase()) && !(i === 1 && !ARTICLE.test(partWords(p[0] ?? '')) && !POSSESSIVE.test(partWords(p[0] ?? '')) && isVerbForm(w, false));
const ADVERB = set('heute gerne bitte lange morgen gestern damals dort da hier jetzt oft immer bald gern lieber endlich anfangs leider vielleicht zuerst dann danach');
const adverb: Rule = (w, i) => {
  const l = w.toLowerCase();
  if (!(i === 0 || w === l)) return false;
  if (/^am [a-zäöüß]+s?ten$/.test(l)) return true;
  if (!/^[a-zäöüß]+$/.test(l) || PERSONAL.has(l) || ARTICLE.test(l) || PREPOSITION.has(l) || /^(alles|niemand|nichts|etwas)$/.test(l)) return false;
  if (/(weise|lich|ig|s)$/.test(l) || ADVERB.has(l)) return true;
  return i > 0 && !isVerbForm(l, false);
};
const PARTICIPLE = /^[a-zäöüß]*(end|ge[a-zäöüß]+(t|en)|[a-zäöüß]+iert|(ver|be|er|ent|zer)[a-zäöüß]+(t|en))(e|en|em|er|es)?$/;

/** The rule of each topic type, by the topic's slug (A2 lessons as `a2/<slug>`). */
export function ruleFor(slug: string): { name: string; test: Rule } {
  const any = (...rules: Rule[]): Rule => (w, i, p) => rules.some((r) => r(w, i, p));
  if (/^verbs-with-prepositions-/.test(slug))
    return {
      name: 'verb with preposition: the verb, its preposition or da-/wo- word, the case marker after it, a reflexive pronoun',
      test: any(verb, separable, (w, i, p) => PREPOSITION.has(w.toLowerCase()) || DA_WO.test(w) || (i > 1 && REFLEXIVE.has(w)) || (afterPreposition(i, p) && (ARTICLE.test(w) || POSSESSIVE.test(w) || PERSONAL.has(w)))),
    };
  switch (slug) {
    case 'present-tense':
    case 'word-order':
    case 'a2/word-order':
    case 'a2/praeteritum':
    case 'a2/perfekt':
      return { name: 'verb forms (finite verb, participle, separable prefix)', test: any(verb, separable) };
    case 'questions-2':
      return { name: 'the verb that opens a yes/no question, question words', test: any(verb, separable, (w) => QUESTION.test(w)) };
    case 'imperative':
    case 'a2/imperative':
    case 'a2/prefixes':
      return { name: 'verb forms and separable prefixes', test: any(verb, separable) };
    case 'haben-und-sein':
      return { name: 'forms of haben and sein', test: (w) => HABEN_SEIN.test(w) };
    case 'simple-past-haben-sein':
      return { name: 'forms of haben and sein', test: (w) => HABEN_SEIN.test(w) };
    case 'a2/futur-ii':
      return { name: 'werden, haben/sein and the participle', test: any((w) => WERDEN.test(w) || HABEN_SEIN.test(w) || PARTICIPLE.test(w), verb) };
    case 'kann':
    case 'darf':
    case 'modal-duerfen':
    case 'modal-koennen':
    case 'modal-muessen':
    case 'modal-sollen':
    case 'modal-wollen':
    case 'modal-verbs-overview':
    case 'a2/modal-verbs':
      return { name: 'modal verb forms and the infinitive at the end', test: (w, i, p) => MODAL.test(w) || (lastPart(i, p) && isVerbForm(w, false)) };
    case 'reflexive-verbs':
      return { name: 'reflexive pronouns and the verb', test: any((w, i) => i > 0 && REFLEXIVE.has(w), verb) };
    case 'sitting-vs-setting':
      return { name: 'forms of sitzen/setzen, liegen/legen, stehen/stellen, hängen; a reflexive pronoun', test: (w) => POSITION_VERB.test(w) || REFLEXIVE.has(w) };
    case 'conjunctions-1':
    case 'conjunctions-2':
    case 'a2/conjunctions':
      return { name: 'conjunctions', test: (w) => CONJUNCTION.has(w.toLowerCase()) };
    case 'questions-1':
      return { name: 'question words', test: (w) => QUESTION.test(w) };
    case 'a2/questions':
      return { name: 'question words, the verb that opens a yes/no question', test: (w, i, p) => QUESTION.test(w) || w === 'ob' || (i === 0 && verb(w, i, p)) };
    case 'indirect-speech':
      return { name: 'dass, ob and question words', test: (w) => w === 'dass' || w === 'ob' || QUESTION.test(w) };
    case 'a2/indirect-speech':
      return { name: 'dass, ob and the verb in indirect speech', test: any((w) => w === 'dass' || w === 'ob' || QUESTION.test(w), verb) };
    case 'nicht-vs-kein':
      return { name: 'nicht and kein', test: (w) => w === 'nicht' || /^kein(e|en|em|er|es)?$/.test(w) };
    case 'prepositions-two-way':
      return { name: 'two-way prepositions and the article that shows the case', test: (w) => TWO_WAY.has(w.toLowerCase()) || ARTICLE.test(w) };
    case 'a2/complex-prepositions':
      return { name: 'the prepositions and the case marker after them', test: (w, i, p) => COMPLEX_PREPOSITION.has(w.toLowerCase()) || (COMPLEX_PREPOSITION.has(partWords(p[i - 1] ?? '').toLowerCase()) && (ARTICLE.test(first(w)) || POSSESSIVE.test(first(w)))) };
    case 'indefinite-article-accusative':
    case 'indefinite-article-dative':
    case 'indefinite-article-genitive':
      return { name: 'indefinite and negative articles', test: (w) => /^k?(ein|eine|einen|einem|einer|eines)$/i.test(w) };
    case 'possessives-accusative':
    case 'possessives-dative':
    case 'possessives-genitive':
      return { name: 'possessives', test: (w) => POSSESSIVE.test(w) };
    case 'personal-pronouns-nominative':
    case 'personal-pronouns-accusative':
    case 'personal-pronouns-dative':
      return { name: 'personal pronouns', test: (w) => PERSONAL.has(w) || PERSONAL.has(w.toLowerCase()) };
    case 'adjective-endings':
    case 'a2/adjective-declensions':
      return { name: 'declined adjectives before their noun', test: declinedAdjective };
    case 'adjective-comparison':
      return { name: 'comparative and superlative forms, als and wie', test: (w) => !ARTICLE.test(w) && /^(am [a-zäöüß]+s?ten|[a-zäöüß]+er|als|wie|so|mehr|lieber|besser|am liebsten|am besten|am meisten)$/.test(w) };
    case 'adjective-forms-regular':
    case 'adjective-forms-irregular':
      return { name: 'adjective forms', test: (w) => /^(am )?[a-zäöüß]+$/.test(w) };
    case 'a2/partizip':
      return { name: 'participles', test: (w, i, p) => PARTICIPLE.test(w) && (lastPart(i, p) || /^[A-ZÄÖÜ]/.test(p[i + 1] ?? '') || /end$/.test(w)) };
    case 'a2/particles':
      return { name: 'modal particles and intensifiers', test: (w) => PARTICLE.has(w.toLowerCase()) };
    case 'a2/adverbs':
      return { name: 'adverbs', test: adverb };
    case 'a2/complex-complements':
      return { name: 'the dative and accusative objects', test: (w, i) => i > 0 && !/^(ich|du|er|wir|Sie)$/.test(w) && (ARTICLE.test(first(w)) || POSSESSIVE.test(first(w)) || PERSONAL.has(w)) };
    default:
      return { name: 'no rule', test: () => false };
  }
}

/** The parts of a form that may be hidden: the ones `hide` names, or all. */
export function hideableWords(form: string, hide?: readonly string[]): { words: string; index: number; parts: string[] }[] {
  const parts = form.split(' - ');
  return parts.map((p, index) => ({ words: partWords(p), index, parts })).filter((p) => !hide || hide.includes(p.words));
}
