import type { GrammarExerciseCard } from './types';

/**
 * The grammar exercises of the /grammar hub and the footer (spec 000 §3 "Grammar exercise card").
 * Generated from content/a1/*.ts by scripts/gen-grammar-catalogue.mjs — do not edit by hand.
 */
export const grammarCards: readonly GrammarExerciseCard[] = [
  {
    "type": "adjectives",
    "url": "/grammar/adjective-comparison",
    "img": "artist-palette",
    "descr": {
      "en": "Comparison of adjectives",
      "ua": "Ступені порівняння прикметників",
      "de": "Steigerung der Adjektive",
      "ru": "Степени сравнения прилагательных",
      "be": "Ступені параўнання прыметнікаў",
      "tr": "Sıfatlarda karşılaştırma",
      "pl": "Stopniowanie przymiotników",
      "es": "Comparación de los adjetivos"
    },
    "paywall": false
  },
  {
    "type": "adjectives",
    "url": "/grammar/adjective-endings",
    "img": "artist-palette",
    "descr": {
      "en": "Adjective endings",
      "ua": "Закінчення прикметників",
      "de": "Adjektivendungen",
      "ru": "Окончания прилагательных",
      "be": "Канчаткі прыметнікаў",
      "tr": "Sıfat ekleri",
      "pl": "Końcówki przymiotników",
      "es": "Terminaciones de los adjetivos"
    },
    "paywall": false
  },
  {
    "type": "adjectives",
    "url": "/grammar/adjective-forms-irregular",
    "img": "artist-palette",
    "descr": {
      "en": "Irregular adjective forms",
      "ua": "Неправильні форми прикметників",
      "de": "Unregelmäßige Adjektivformen",
      "ru": "Неправильные формы прилагательных",
      "be": "Няправільныя формы прыметнікаў",
      "tr": "Düzensiz sıfat biçimleri",
      "pl": "Nieregularne formy przymiotników",
      "es": "Formas irregulares de los adjetivos"
    },
    "paywall": false
  },
  {
    "type": "adjectives",
    "url": "/grammar/adjective-forms-regular",
    "img": "artist-palette",
    "descr": {
      "en": "Regular adjective forms",
      "ua": "Правильні форми прикметників",
      "de": "Regelmäßige Adjektivformen",
      "ru": "Правильные формы прилагательных",
      "be": "Правільныя формы прыметнікаў",
      "tr": "Düzenli sıfat biçimleri",
      "pl": "Regularne formy przymiotników",
      "es": "Formas regulares de los adjetivos"
    },
    "paywall": false
  },
  {
    "type": "articles",
    "url": "/grammar/article-quiz",
    "img": "memo",
    "descr": {
      "en": "Which article: der, die or das?",
      "ua": "Який артикль: der, die чи das?",
      "de": "Welcher Artikel: der, die oder das?",
      "ru": "Какой артикль: der, die или das?",
      "be": "Які артыкль: der, die ці das?",
      "tr": "Hangi artikel: der, die, das?",
      "pl": "Który rodzajnik: der, die czy das?",
      "es": "¿Qué artículo: der, die o das?"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/case-quiz",
    "img": "books",
    "descr": {
      "en": "Which case is it?",
      "ua": "Який це відмінок?",
      "de": "Welcher Fall ist das?",
      "ru": "Какой это падеж?",
      "be": "Які гэта склон?",
      "tr": "Bu hangi hâl?",
      "pl": "Jaki to przypadek?",
      "es": "¿Qué caso es?"
    },
    "paywall": false
  },
  {
    "type": "conjunctions",
    "url": "/grammar/conjunctions-1",
    "img": "link",
    "descr": {
      "en": "Conjunctions 1 (und, aber, oder…)",
      "ua": "Сполучники 1 (und, aber, oder…)",
      "de": "Konjunktionen 1 (und, aber, oder…)",
      "ru": "Союзы 1 (und, aber, oder…)",
      "be": "Злучнікі 1 (und, aber, oder…)",
      "tr": "Bağlaçlar 1 (und, aber, oder…)",
      "pl": "Spójniki 1 (und, aber, oder…)",
      "es": "Conjunciones 1 (und, aber, oder…)"
    },
    "paywall": false
  },
  {
    "type": "conjunctions",
    "url": "/grammar/conjunctions-2",
    "img": "link",
    "descr": {
      "en": "Conjunctions 2 (weil, dass, wenn, ob)",
      "ua": "Сполучники 2 (weil, dass, wenn, ob)",
      "de": "Konjunktionen 2 (weil, dass, wenn, ob)",
      "ru": "Союзы 2 (weil, dass, wenn, ob)",
      "be": "Злучнікі 2 (weil, dass, wenn, ob)",
      "tr": "Bağlaçlar 2 (weil, dass, wenn, ob)",
      "pl": "Spójniki 2 (weil, dass, wenn, ob)",
      "es": "Conjunciones 2 (weil, dass, wenn, ob)"
    },
    "paywall": false
  },
  {
    "type": "articles",
    "url": "/grammar/definite-indefinite-quiz",
    "img": "memo",
    "descr": {
      "en": "der, ein or no article?",
      "ua": "der, ein чи без артикля?",
      "de": "der, ein oder kein Artikel?",
      "ru": "der, ein или без артикля?",
      "be": "der, ein ці без артыкля?",
      "tr": "der mi, ein mi, artikelsiz mi?",
      "pl": "der, ein czy bez rodzajnika?",
      "es": "¿der, ein o sin artículo?"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/haben-und-sein",
    "img": "books",
    "descr": {
      "en": "haben and sein: to have and to be",
      "ua": "haben і sein: мати і бути",
      "de": "Die Verben haben und sein",
      "ru": "haben и sein: иметь и быть",
      "be": "haben і sein: мець і быць",
      "tr": "haben ve sein: sahip olmak ve olmak",
      "pl": "haben i sein: mieć i być",
      "es": "haben y sein: tener y ser/estar"
    },
    "paywall": false
  },
  {
    "type": "imperative",
    "url": "/grammar/imperative",
    "img": "loudspeaker",
    "descr": {
      "en": "The imperative (Komm! Kommen Sie!)",
      "ua": "Наказовий спосіб (Komm! Kommen Sie!)",
      "de": "Der Imperativ (Komm! Kommen Sie!)",
      "ru": "Повелительное наклонение (Komm!)",
      "be": "Загадны лад (Komm! Kommen Sie!)",
      "tr": "Emir kipi (Komm! Kommen Sie!)",
      "pl": "Tryb rozkazujący (Komm! Kommen Sie!)",
      "es": "El imperativo (Komm! Kommen Sie!)"
    },
    "paywall": false
  },
  {
    "type": "accusative",
    "url": "/grammar/indefinite-article-accusative",
    "img": "bullseye",
    "descr": {
      "en": "Indefinite article in the accusative",
      "ua": "Неозначений артикль в Akkusativ",
      "de": "Unbestimmter Artikel im Akkusativ",
      "ru": "Неопределённый артикль в Akkusativ",
      "be": "Неазначальны артыкль у Akkusativ",
      "tr": "Akkusativde belirsiz artikel",
      "pl": "Rodzajnik nieokreślony w bierniku",
      "es": "Artículo indeterminado en acusativo"
    },
    "paywall": false
  },
  {
    "type": "dative",
    "url": "/grammar/indefinite-article-dative",
    "img": "wrapped-gift",
    "descr": {
      "en": "Indefinite article in the dative",
      "ua": "Неозначений артикль у Dativ",
      "de": "Unbestimmter Artikel im Dativ",
      "ru": "Неопределённый артикль в Dativ",
      "be": "Неазначальны артыкль у Dativ",
      "tr": "Dativde belirsiz artikel",
      "pl": "Rodzajnik nieokreślony w celowniku",
      "es": "Artículo indeterminado en dativo"
    },
    "paywall": false
  },
  {
    "type": "genitive",
    "url": "/grammar/indefinite-article-genitive",
    "img": "puzzle-piece",
    "descr": {
      "en": "Indefinite article in the genitive",
      "ua": "Неозначений артикль у Genitiv",
      "de": "Unbestimmter Artikel im Genitiv",
      "ru": "Неопределённый артикль в Genitiv",
      "be": "Неазначальны артыкль у Genitiv",
      "tr": "Genitivde belirsiz artikel",
      "pl": "Rodzajnik nieokreślony w dopełniaczu",
      "es": "Artículo indeterminado en genitivo"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/indirect-speech",
    "img": "books",
    "descr": {
      "en": "Indirect speech with dass and ob",
      "ua": "Непряма мова з dass і ob",
      "de": "Indirekte Rede mit dass und ob",
      "ru": "Косвенная речь с dass и ob",
      "be": "Ускосная мова з dass і ob",
      "tr": "dass ve ob ile dolaylı anlatım",
      "pl": "Mowa zależna z dass i ob",
      "es": "Estilo indirecto con dass y ob"
    },
    "paywall": false
  },
  {
    "type": "modals",
    "url": "/grammar/kann",
    "img": "flexed-biceps",
    "descr": {
      "en": "können: can, be able to",
      "ua": "können: могти, вміти",
      "de": "Das Modalverb können",
      "ru": "können: мочь, уметь",
      "be": "können: магчы, умець",
      "tr": "können: -ebilmek",
      "pl": "können: móc, umieć",
      "es": "können: poder, saber hacer algo"
    },
    "paywall": false
  },
  {
    "type": "modals",
    "url": "/grammar/modal-duerfen",
    "img": "flexed-biceps",
    "descr": {
      "en": "Modal verb dürfen",
      "ua": "Модальне дієслово dürfen",
      "de": "Das Modalverb dürfen",
      "ru": "Модальный глагол dürfen",
      "be": "Мадальны дзеяслоў dürfen",
      "tr": "Modal fiil dürfen",
      "pl": "Czasownik modalny dürfen",
      "es": "El verbo modal dürfen"
    },
    "paywall": false
  },
  {
    "type": "modals",
    "url": "/grammar/modal-koennen",
    "img": "flexed-biceps",
    "descr": {
      "en": "Modal verb können",
      "ua": "Модальне дієслово können",
      "de": "Das Modalverb können",
      "ru": "Модальный глагол können",
      "be": "Мадальны дзеяслоў können",
      "tr": "Modal fiil können",
      "pl": "Czasownik modalny können",
      "es": "El verbo modal können"
    },
    "paywall": false
  },
  {
    "type": "modals",
    "url": "/grammar/modal-muessen",
    "img": "flexed-biceps",
    "descr": {
      "en": "Modal verb müssen",
      "ua": "Модальне дієслово müssen",
      "de": "Das Modalverb müssen",
      "ru": "Модальный глагол müssen",
      "be": "Мадальны дзеяслоў müssen",
      "tr": "Modal fiil müssen",
      "pl": "Czasownik modalny müssen",
      "es": "El verbo modal müssen"
    },
    "paywall": false
  },
  {
    "type": "modals",
    "url": "/grammar/modal-sollen",
    "img": "flexed-biceps",
    "descr": {
      "en": "Modal verb sollen",
      "ua": "Модальне дієслово sollen",
      "de": "Das Modalverb sollen",
      "ru": "Модальный глагол sollen",
      "be": "Мадальны дзеяслоў sollen",
      "tr": "Modal fiil sollen",
      "pl": "Czasownik modalny sollen",
      "es": "El verbo modal sollen"
    },
    "paywall": false
  },
  {
    "type": "modals",
    "url": "/grammar/modal-verbs-overview",
    "img": "flexed-biceps",
    "descr": {
      "en": "Modal verbs: overview",
      "ua": "Модальні дієслова: огляд",
      "de": "Modalverben im Überblick",
      "ru": "Модальные глаголы: обзор",
      "be": "Мадальныя дзеясловы: агляд",
      "tr": "Modal fiillere genel bakış",
      "pl": "Czasowniki modalne: przegląd",
      "es": "Verbos modales: resumen"
    },
    "paywall": false
  },
  {
    "type": "modals",
    "url": "/grammar/modal-wollen",
    "img": "flexed-biceps",
    "descr": {
      "en": "Modal verb wollen",
      "ua": "Модальне дієслово wollen",
      "de": "Das Modalverb wollen",
      "ru": "Модальный глагол wollen",
      "be": "Мадальны дзеяслоў wollen",
      "tr": "Modal fiil wollen",
      "pl": "Czasownik modalny wollen",
      "es": "El verbo modal wollen"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/nicht-vs-kein",
    "img": "books",
    "descr": {
      "en": "nicht or kein?",
      "ua": "nicht чи kein?",
      "de": "nicht oder kein?",
      "ru": "nicht или kein?",
      "be": "nicht ці kein?",
      "tr": "nicht mi, kein mi?",
      "pl": "nicht czy kein?",
      "es": "¿nicht o kein?"
    },
    "paywall": false
  },
  {
    "type": "personal pronouns",
    "url": "/grammar/personal-pronouns-accusative",
    "img": "busts-in-silhouette",
    "descr": {
      "en": "Personal pronouns: accusative",
      "ua": "Особові займенники: знахідний відмінок",
      "de": "Personalpronomen im Akkusativ",
      "ru": "Личные местоимения: винительный падеж",
      "be": "Асабовыя займеннікі: вінавальны склон",
      "tr": "Kişi zamirleri: -i hâli (Akkusativ)",
      "pl": "Zaimki osobowe: biernik",
      "es": "Pronombres personales: acusativo"
    },
    "paywall": false
  },
  {
    "type": "personal pronouns",
    "url": "/grammar/personal-pronouns-dative",
    "img": "busts-in-silhouette",
    "descr": {
      "en": "Personal pronouns: dative",
      "ua": "Особові займенники: давальний відмінок",
      "de": "Personalpronomen im Dativ",
      "ru": "Личные местоимения: дательный падеж",
      "be": "Асабовыя займеннікі: давальны склон",
      "tr": "Kişi zamirleri: -e hâli (Dativ)",
      "pl": "Zaimki osobowe: celownik",
      "es": "Pronombres personales: dativo"
    },
    "paywall": false
  },
  {
    "type": "personal pronouns",
    "url": "/grammar/personal-pronouns-nominative",
    "img": "busts-in-silhouette",
    "descr": {
      "en": "Personal pronouns: nominative",
      "ua": "Особові займенники: називний відмінок",
      "de": "Personalpronomen im Nominativ",
      "ru": "Личные местоимения: именительный падеж",
      "be": "Асабовыя займеннікі: назоўны склон",
      "tr": "Kişi zamirleri: yalın hâl",
      "pl": "Zaimki osobowe: mianownik",
      "es": "Pronombres personales: nominativo"
    },
    "paywall": false
  },
  {
    "type": "possessive pronouns",
    "url": "/grammar/possessives-accusative",
    "img": "key",
    "descr": {
      "en": "Possessives in the accusative",
      "ua": "Присвійні займенники: Akkusativ",
      "de": "Possessivartikel im Akkusativ",
      "ru": "Притяжательные местоимения: Akkusativ",
      "be": "Прыналежныя займеннікі: Akkusativ",
      "tr": "İyelik sözcükleri: Akkusativ",
      "pl": "Zaimki dzierżawcze w bierniku",
      "es": "Posesivos en acusativo"
    },
    "paywall": false
  },
  {
    "type": "possessive pronouns",
    "url": "/grammar/possessives-dative",
    "img": "key",
    "descr": {
      "en": "Possessives in the dative",
      "ua": "Присвійні займенники: Dativ",
      "de": "Possessivartikel im Dativ",
      "ru": "Притяжательные местоимения: Dativ",
      "be": "Прыналежныя займеннікі: Dativ",
      "tr": "İyelik sözcükleri: Dativ",
      "pl": "Zaimki dzierżawcze w celowniku",
      "es": "Posesivos en dativo"
    },
    "paywall": false
  },
  {
    "type": "possessive pronouns",
    "url": "/grammar/possessives-genitive",
    "img": "key",
    "descr": {
      "en": "Possessives in the genitive",
      "ua": "Присвійні займенники: Genitiv",
      "de": "Possessivartikel im Genitiv",
      "ru": "Притяжательные местоимения: Genitiv",
      "be": "Прыналежныя займеннікі: Genitiv",
      "tr": "İyelik sözcükleri: Genitiv",
      "pl": "Zaimki dzierżawcze w dopełniaczu",
      "es": "Posesivos en genitivo"
    },
    "paywall": false
  },
  {
    "type": "accusative",
    "url": "/grammar/prepositions-accusative",
    "img": "bullseye",
    "descr": {
      "en": "Prepositions with the accusative",
      "ua": "Прийменники зі знахідним відмінком",
      "de": "Präpositionen mit Akkusativ",
      "ru": "Предлоги с винительным падежом",
      "be": "Прыназоўнікі з вінавальным склонам",
      "tr": "Akkusativ alan edatlar",
      "pl": "Przyimki z biernikiem",
      "es": "Preposiciones con acusativo"
    },
    "paywall": false
  },
  {
    "type": "dative",
    "url": "/grammar/prepositions-dative",
    "img": "wrapped-gift",
    "descr": {
      "en": "Prepositions with the dative",
      "ua": "Прийменники з давальним відмінком",
      "de": "Präpositionen mit Dativ",
      "ru": "Предлоги с дательным падежом",
      "be": "Прыназоўнікі з давальным склонам",
      "tr": "Dativ alan edatlar",
      "pl": "Przyimki z celownikiem",
      "es": "Preposiciones con dativo"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/prepositions-two-way",
    "img": "books",
    "descr": {
      "en": "Two-way prepositions: wo or wohin?",
      "ua": "Прийменники місця: wo чи wohin?",
      "de": "Wechselpräpositionen: wo oder wohin?",
      "ru": "Предлоги места: wo или wohin?",
      "be": "Прыназоўнікі месца: wo ці wohin?",
      "tr": "İki hâlli edatlar: wo mu, wohin mi?",
      "pl": "Przyimki miejsca: wo czy wohin?",
      "es": "Preposiciones de lugar: ¿wo o wohin?"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/present-tense",
    "img": "books",
    "descr": {
      "en": "Present tense (Präsens)",
      "ua": "Теперішній час (Präsens)",
      "de": "Das Präsens",
      "ru": "Настоящее время (Präsens)",
      "be": "Цяперашні час (Präsens)",
      "tr": "Şimdiki zaman (Präsens)",
      "pl": "Czas teraźniejszy (Präsens)",
      "es": "El presente (Präsens)"
    },
    "paywall": false
  },
  {
    "type": "questions",
    "url": "/grammar/questions-1",
    "img": "red-question-mark",
    "descr": {
      "en": "Questions 1 (wer, was, wo, wann…)",
      "ua": "Питання 1 (wer, was, wo, wann…)",
      "de": "Fragen 1 (wer, was, wo, wann…)",
      "ru": "Вопросы 1 (wer, was, wo, wann…)",
      "be": "Пытанні 1 (wer, was, wo, wann…)",
      "tr": "Sorular 1 (wer, was, wo, wann…)",
      "pl": "Pytania 1 (wer, was, wo, wann…)",
      "es": "Preguntas 1 (wer, was, wo, wann…)"
    },
    "paywall": false
  },
  {
    "type": "questions",
    "url": "/grammar/questions-2",
    "img": "red-question-mark",
    "descr": {
      "en": "Questions 2 (yes/no, welcher)",
      "ua": "Питання 2 (так/ні, welcher)",
      "de": "Fragen 2 (Ja/Nein-Fragen, welcher)",
      "ru": "Вопросы 2 (да/нет, welcher)",
      "be": "Пытанні 2 (так/не, welcher)",
      "tr": "Sorular 2 (evet/hayır, welcher)",
      "pl": "Pytania 2 (tak/nie, welcher)",
      "es": "Preguntas 2 (sí/no, welcher)"
    },
    "paywall": false
  },
  {
    "type": "reflexive",
    "url": "/grammar/reflexive-verbs",
    "img": "mirror",
    "descr": {
      "en": "Reflexive verbs",
      "ua": "Зворотні дієслова",
      "de": "Reflexive Verben",
      "ru": "Возвратные глаголы",
      "be": "Зваротныя дзеясловы",
      "tr": "Dönüşlü fiiller",
      "pl": "Czasowniki zwrotne",
      "es": "Verbos reflexivos"
    },
    "paywall": false
  },
  {
    "type": "simple past",
    "url": "/grammar/simple-past-haben-sein",
    "img": "hourglass-done",
    "descr": {
      "en": "Simple past: war and hatte",
      "ua": "Минулий час: war і hatte",
      "de": "Präteritum: war und hatte",
      "ru": "Прошедшее время: war и hatte",
      "be": "Прошлы час: war і hatte",
      "tr": "Geçmiş zaman: war ve hatte",
      "pl": "Czas przeszły: war i hatte",
      "es": "Pasado: war y hatte"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/sitting-vs-setting",
    "img": "books",
    "descr": {
      "en": "sitzen or setzen? liegen or legen?",
      "ua": "sitzen чи setzen? liegen чи legen?",
      "de": "sitzen oder setzen? liegen oder legen?",
      "ru": "sitzen или setzen? liegen или legen?",
      "be": "sitzen ці setzen? liegen ці legen?",
      "tr": "sitzen mi setzen mi? liegen mi legen mi?",
      "pl": "sitzen czy setzen? liegen czy legen?",
      "es": "¿sitzen o setzen? ¿liegen o legen?"
    },
    "paywall": false
  },
  {
    "type": "word order",
    "url": "/grammar/word-order",
    "img": "abacus",
    "descr": {
      "en": "Word order: the verb in position 2",
      "ua": "Порядок слів: дієслово на 2-му місці",
      "de": "Satzstellung: Verb auf Position 2",
      "ru": "Порядок слов: глагол на 2-м месте",
      "be": "Парадак слоў: дзеяслоў на 2-м месцы",
      "tr": "Kelime sırası: fiil 2. sırada",
      "pl": "Szyk zdania: czasownik na 2. miejscu",
      "es": "Orden: el verbo en la posición 2"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-01",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions 1",
      "ua": "Дієслова з прийменниками 1",
      "de": "Verben mit Präpositionen 1",
      "ru": "Глаголы с предлогами 1",
      "be": "Дзеясловы з прыназоўнікамі 1",
      "tr": "Edatlı fiiller 1",
      "pl": "Czasowniki z przyimkami 1",
      "es": "Verbos con preposiciones 1"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-02",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions 2",
      "ua": "Дієслова з прийменниками 2",
      "de": "Verben mit Präpositionen 2",
      "ru": "Глаголы с предлогами 2",
      "be": "Дзеясловы з прыназоўнікамі 2",
      "tr": "Edatlı fiiller 2",
      "pl": "Czasowniki z przyimkami 2",
      "es": "Verbos con preposiciones 2"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-03",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions 3",
      "ua": "Дієслова з прийменниками 3",
      "de": "Verben mit Präpositionen 3",
      "ru": "Глаголы с предлогами 3",
      "be": "Дзеясловы з прыназоўнікамі 3",
      "tr": "Edatlı fiiller 3",
      "pl": "Czasowniki z przyimkami 3",
      "es": "Verbos con preposiciones 3"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-04",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions 4",
      "ua": "Дієслова з прийменниками 4",
      "de": "Verben mit Präpositionen 4",
      "ru": "Глаголы с предлогами 4",
      "be": "Дзеясловы з прыназоўнікамі 4",
      "tr": "Edatlı fiiller 4",
      "pl": "Czasowniki z przyimkami 4",
      "es": "Verbos con preposiciones 4"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-05",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions 5",
      "ua": "Дієслова з прийменниками 5",
      "de": "Verben mit Präpositionen 5",
      "ru": "Глаголы с предлогами 5",
      "be": "Дзеясловы з прыназоўнікамі 5",
      "tr": "Edatlı fiiller 5",
      "pl": "Czasowniki z przyimkami 5",
      "es": "Verbos con preposiciones 5"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-06",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions 6",
      "ua": "Дієслова з прийменниками 6",
      "de": "Verben mit Präpositionen 6",
      "ru": "Глаголы с предлогами 6",
      "be": "Дзеясловы з прыназоўнікамі 6",
      "tr": "Edatlı fiiller 6",
      "pl": "Czasowniki z przyimkami 6",
      "es": "Verbos con preposiciones 6"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-07",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions 7",
      "ua": "Дієслова з прийменниками 7",
      "de": "Verben mit Präpositionen 7",
      "ru": "Глаголы с предлогами 7",
      "be": "Дзеясловы з прыназоўнікамі 7",
      "tr": "Edatlı fiiller 7",
      "pl": "Czasowniki z przyimkami 7",
      "es": "Verbos con preposiciones 7"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-08",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions 8",
      "ua": "Дієслова з прийменниками 8",
      "de": "Verben mit Präpositionen 8",
      "ru": "Глаголы с предлогами 8",
      "be": "Дзеясловы з прыназоўнікамі 8",
      "tr": "Edatlı fiiller 8",
      "pl": "Czasowniki z przyimkami 8",
      "es": "Verbos con preposiciones 8"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-09",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions 9",
      "ua": "Дієслова з прийменниками 9",
      "de": "Verben mit Präpositionen 9",
      "ru": "Глаголы с предлогами 9",
      "be": "Дзеясловы з прыназоўнікамі 9",
      "tr": "Edatlı fiiller 9",
      "pl": "Czasowniki z przyimkami 9",
      "es": "Verbos con preposiciones 9"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-10",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions 10",
      "ua": "Дієслова з прийменниками 10",
      "de": "Verben mit Präpositionen 10",
      "ru": "Глаголы с предлогами 10",
      "be": "Дзеясловы з прыназоўнікамі 10",
      "tr": "Edatlı fiiller 10",
      "pl": "Czasowniki z przyimkami 10",
      "es": "Verbos con preposiciones 10"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-11",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions 11",
      "ua": "Дієслова з прийменниками 11",
      "de": "Verben mit Präpositionen 11",
      "ru": "Глаголы с предлогами 11",
      "be": "Дзеясловы з прыназоўнікамі 11",
      "tr": "Edatlı fiiller 11",
      "pl": "Czasowniki z przyimkami 11",
      "es": "Verbos con preposiciones 11"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-12",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions 12",
      "ua": "Дієслова з прийменниками 12",
      "de": "Verben mit Präpositionen 12",
      "ru": "Глаголы с предлогами 12",
      "be": "Дзеясловы з прыназоўнікамі 12",
      "tr": "Edatlı fiiller 12",
      "pl": "Czasowniki z przyimkami 12",
      "es": "Verbos con preposiciones 12"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-13",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions 13",
      "ua": "Дієслова з прийменниками 13",
      "de": "Verben mit Präpositionen 13",
      "ru": "Глаголы с предлогами 13",
      "be": "Дзеясловы з прыназоўнікамі 13",
      "tr": "Edatlı fiiller 13",
      "pl": "Czasowniki z przyimkami 13",
      "es": "Verbos con preposiciones 13"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-14",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions 14",
      "ua": "Дієслова з прийменниками 14",
      "de": "Verben mit Präpositionen 14",
      "ru": "Глаголы с предлогами 14",
      "be": "Дзеясловы з прыназоўнікамі 14",
      "tr": "Edatlı fiiller 14",
      "pl": "Czasowniki z przyimkami 14",
      "es": "Verbos con preposiciones 14"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-15",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions 15",
      "ua": "Дієслова з прийменниками 15",
      "de": "Verben mit Präpositionen 15",
      "ru": "Глаголы с предлогами 15",
      "be": "Дзеясловы з прыназоўнікамі 15",
      "tr": "Edatlı fiiller 15",
      "pl": "Czasowniki z przyimkami 15",
      "es": "Verbos con preposiciones 15"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-16",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions 16",
      "ua": "Дієслова з прийменниками 16",
      "de": "Verben mit Präpositionen 16",
      "ru": "Глаголы с предлогами 16",
      "be": "Дзеясловы з прыназоўнікамі 16",
      "tr": "Edatlı fiiller 16",
      "pl": "Czasowniki z przyimkami 16",
      "es": "Verbos con preposiciones 16"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-17",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions 17",
      "ua": "Дієслова з прийменниками 17",
      "de": "Verben mit Präpositionen 17",
      "ru": "Глаголы с предлогами 17",
      "be": "Дзеясловы з прыназоўнікамі 17",
      "tr": "Edatlı fiiller 17",
      "pl": "Czasowniki z przyimkami 17",
      "es": "Verbos con preposiciones 17"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-18",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions 18",
      "ua": "Дієслова з прийменниками 18",
      "de": "Verben mit Präpositionen 18",
      "ru": "Глаголы с предлогами 18",
      "be": "Дзеясловы з прыназоўнікамі 18",
      "tr": "Edatlı fiiller 18",
      "pl": "Czasowniki z przyimkami 18",
      "es": "Verbos con preposiciones 18"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-19",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions 19",
      "ua": "Дієслова з прийменниками 19",
      "de": "Verben mit Präpositionen 19",
      "ru": "Глаголы с предлогами 19",
      "be": "Дзеясловы з прыназоўнікамі 19",
      "tr": "Edatlı fiiller 19",
      "pl": "Czasowniki z przyimkami 19",
      "es": "Verbos con preposiciones 19"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-20",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions 20",
      "ua": "Дієслова з прийменниками 20",
      "de": "Verben mit Präpositionen 20",
      "ru": "Глаголы с предлогами 20",
      "be": "Дзеясловы з прыназоўнікамі 20",
      "tr": "Edatlı fiiller 20",
      "pl": "Czasowniki z przyimkami 20",
      "es": "Verbos con preposiciones 20"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-21",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions 21",
      "ua": "Дієслова з прийменниками 21",
      "de": "Verben mit Präpositionen 21",
      "ru": "Глаголы с предлогами 21",
      "be": "Дзеясловы з прыназоўнікамі 21",
      "tr": "Edatlı fiiller 21",
      "pl": "Czasowniki z przyimkami 21",
      "es": "Verbos con preposiciones 21"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-22",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions 22",
      "ua": "Дієслова з прийменниками 22",
      "de": "Verben mit Präpositionen 22",
      "ru": "Глаголы с предлогами 22",
      "be": "Дзеясловы з прыназоўнікамі 22",
      "tr": "Edatlı fiiller 22",
      "pl": "Czasowniki z przyimkami 22",
      "es": "Verbos con preposiciones 22"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-23",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions 23",
      "ua": "Дієслова з прийменниками 23",
      "de": "Verben mit Präpositionen 23",
      "ru": "Глаголы с предлогами 23",
      "be": "Дзеясловы з прыназоўнікамі 23",
      "tr": "Edatlı fiiller 23",
      "pl": "Czasowniki z przyimkami 23",
      "es": "Verbos con preposiciones 23"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-24",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions 24",
      "ua": "Дієслова з прийменниками 24",
      "de": "Verben mit Präpositionen 24",
      "ru": "Глаголы с предлогами 24",
      "be": "Дзеясловы з прыназоўнікамі 24",
      "tr": "Edatlı fiiller 24",
      "pl": "Czasowniki z przyimkami 24",
      "es": "Verbos con preposiciones 24"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-25",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions 25",
      "ua": "Дієслова з прийменниками 25",
      "de": "Verben mit Präpositionen 25",
      "ru": "Глаголы с предлогами 25",
      "be": "Дзеясловы з прыназоўнікамі 25",
      "tr": "Edatlı fiiller 25",
      "pl": "Czasowniki z przyimkami 25",
      "es": "Verbos con preposiciones 25"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-26",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions 26",
      "ua": "Дієслова з прийменниками 26",
      "de": "Verben mit Präpositionen 26",
      "ru": "Глаголы с предлогами 26",
      "be": "Дзеясловы з прыназоўнікамі 26",
      "tr": "Edatlı fiiller 26",
      "pl": "Czasowniki z przyimkami 26",
      "es": "Verbos con preposiciones 26"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-27",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions 27",
      "ua": "Дієслова з прийменниками 27",
      "de": "Verben mit Präpositionen 27",
      "ru": "Глаголы с предлогами 27",
      "be": "Дзеясловы з прыназоўнікамі 27",
      "tr": "Edatlı fiiller 27",
      "pl": "Czasowniki z przyimkami 27",
      "es": "Verbos con preposiciones 27"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-28",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions 28",
      "ua": "Дієслова з прийменниками 28",
      "de": "Verben mit Präpositionen 28",
      "ru": "Глаголы с предлогами 28",
      "be": "Дзеясловы з прыназоўнікамі 28",
      "tr": "Edatlı fiiller 28",
      "pl": "Czasowniki z przyimkami 28",
      "es": "Verbos con preposiciones 28"
    },
    "paywall": false
  },
  {
    "type": "other",
    "url": "/grammar/verbs-with-prepositions-overview",
    "img": "books",
    "descr": {
      "en": "Verbs with prepositions: overview",
      "ua": "Дієслова з прийменниками: огляд",
      "de": "Verben mit Präpositionen: Überblick",
      "ru": "Глаголы с предлогами: обзор",
      "be": "Дзеясловы з прыназоўнікамі: агляд",
      "tr": "Edatlı fiiller: genel bakış",
      "pl": "Czasowniki z przyimkami: przegląd",
      "es": "Verbos con preposiciones: resumen"
    },
    "paywall": false
  }
];
