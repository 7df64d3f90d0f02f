import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-modal-verbs-guide',
  lang: 'es',
  body: [
    {
      p: 'Los verbos modales dicen cómo ve el hablante una acción: como posible, necesaria, permitida, deseada o aconsejada. El alemán tiene seis –{{können}}, {{müssen}}, {{dürfen}}, {{sollen}}, {{wollen}}, {{mögen}}– además del frecuentísimo {{möchten}}, que en realidad es una forma de {{mögen}}. Los necesitas desde las primeras clases ({{Ich möchte einen Kaffee}}) y siguen siendo importantes hasta el nivel avanzado, donde también sirven para expresar suposiciones y transmitir lo que dicen otros.',
    },
    { h2: 'Qué significa cada verbo modal' },
    {
      table: {
        caption: 'Los verbos modales',
        head: ['Verbo', 'Significados principales', 'Ejemplo'],
        rows: [
          ['{{können}}', 'poder, saber: capacidad, posibilidad, (coloquial) permiso', '{{Ich kann gut kochen.}}'],
          ['{{müssen}}', 'tener que: necesidad', '{{Ich muss morgen früh aufstehen.}}'],
          ['{{dürfen}}', 'poder, tener permiso: permiso', '{{Hier darf man nicht parken.}}'],
          ['{{sollen}}', 'deber: una obligación que viene de otro, un consejo', '{{Der Arzt sagt, ich soll viel trinken.}}'],
          ['{{wollen}}', 'querer, tener la intención: deseo firme o plan', '{{Wir wollen im Sommer heiraten.}}'],
          ['{{mögen}}', 'gustar (sobre todo con un sustantivo)', '{{Ich mag Schokolade.}}'],
          ['{{möchten}}', 'querría, me gustaría: deseo cortés', '{{Ich möchte bitte zahlen.}}'],
        ],
      },
    },
    { h2: 'Formas del presente' },
    {
      p: 'Los verbos modales son irregulares en singular: casi todos cambian la vocal, y las formas de {{ich}} y {{er}}/{{sie}}/{{es}} son idénticas y **no llevan terminación**. El plural es regular.',
    },
    {
      table: {
        caption: 'Los verbos modales en presente',
        head: ['Persona', 'können', 'müssen', 'dürfen', 'sollen', 'wollen', 'mögen', 'möchten'],
        rows: [
          ['{{ich}}', '{{kann}}', '{{muss}}', '{{darf}}', '{{soll}}', '{{will}}', '{{mag}}', '{{möchte}}'],
          ['{{du}}', '{{kannst}}', '{{musst}}', '{{darfst}}', '{{sollst}}', '{{willst}}', '{{magst}}', '{{möchtest}}'],
          ['{{er}}/{{sie}}/{{es}}', '{{kann}}', '{{muss}}', '{{darf}}', '{{soll}}', '{{will}}', '{{mag}}', '{{möchte}}'],
          ['{{wir}}', '{{können}}', '{{müssen}}', '{{dürfen}}', '{{sollen}}', '{{wollen}}', '{{mögen}}', '{{möchten}}'],
          ['{{ihr}}', '{{könnt}}', '{{müsst}}', '{{dürft}}', '{{sollt}}', '{{wollt}}', '{{mögt}}', '{{möchtet}}'],
          ['{{sie}}/{{Sie}}', '{{können}}', '{{müssen}}', '{{dürfen}}', '{{sollen}}', '{{wollen}}', '{{mögen}}', '{{möchten}}'],
        ],
      },
    },
    {
      tip: 'Cuidado con {{ich will}}: significa «quiero», nunca futuro (como el will inglés). El futuro es {{ich werde}}. Además, {{ich will}} puede sonar brusco al pedir algo; en tiendas y restaurantes di {{ich möchte}} o {{ich hätte gern}}.',
    },
    { h2: 'Orden: el infinitivo va al final' },
    {
      p: 'El verbo modal se conjuga y va en segunda posición; el verbo principal va al final en infinitivo simple, **sin zu**. En una subordinada, el propio verbo modal pasa al final del todo. Los verbos separables se mantienen unidos en infinitivo.',
    },
    {
      examples: [
        { de: 'Ich kann heute nicht kommen.', en: 'Hoy no puedo venir.' },
        { de: 'Kannst du mir bitte helfen?', en: '¿Me puedes ayudar, por favor?' },
        { de: 'Wir müssen noch einkaufen.', en: 'Todavía tenemos que hacer la compra.' },
        { de: 'Ich glaube, dass ich morgen arbeiten muss.', en: 'Creo que mañana tengo que trabajar.' },
      ],
    },
    {
      p: 'Cuando el significado está claro, el verbo principal se omite a menudo, sobre todo los verbos de movimiento y {{machen}}/{{tun}}: {{Ich muss jetzt nach Hause}} (tengo que irme a casa), {{Ich kann Deutsch}} (sé alemán), {{Das darf man nicht}} (eso no se hace).',
    },
    { h2: 'La gran trampa: nicht müssen y nicht dürfen' },
    {
      p: 'En inglés, «you must not» es una prohibición. En alemán, {{du musst nicht}} solo elimina la necesidad: «no tienes que». La prohibición es {{du darfst nicht}}: «no puedes, no debes».',
    },
    {
      table: {
        caption: 'Verbos modales negados',
        head: ['Alemán', 'Significado'],
        rows: [
          ['{{Du musst nicht kommen.}}', 'No tienes que venir (pero puedes).'],
          ['{{Du brauchst nicht zu kommen.}}', 'No hace falta que vengas (lo mismo, muy frecuente).'],
          ['{{Du darfst nicht kommen.}}', 'No puedes venir / no tienes permiso para venir.'],
          ['{{Du sollst nicht kommen.}}', 'No debes venir (alguien lo ha dicho).'],
        ],
      },
    },
    { h2: 'Sollen, wollen y möchten en detalle' },
    {
      ul: [
        '{{sollen}} transmite una obligación o un consejo de **otra persona**: {{Meine Chefin sagt, ich soll den Bericht schreiben.}} En preguntas ofrece ayuda: {{Soll ich das Fenster aufmachen?}} (¿Abro la ventana?)',
        '{{wollen}} expresa un deseo o plan **firme**: {{Ich will Ärztin werden.}} Es más fuerte y directo que {{möchten}}.',
        '{{möchten}} es la forma cortés y cotidiana de decir lo que te gustaría: {{Möchtest du etwas trinken?}} No tiene infinitivo propio ni pasado: en pasado usa {{wollen}} ({{Ich wollte gestern kommen}}).',
        '{{mögen}} suele ir con un sustantivo: {{Ich mag Hunde}}. Con un verbo, los alemanes prefieren {{gern}}: {{Ich schwimme gern}}.',
      ],
    },
    { h2: 'El pasado: el Präteritum de los modales' },
    {
      p: 'Con los verbos modales, incluso el alemán hablado prefiere el Präteritum al Perfekt. Las formas son terminaciones regulares sobre una raíz **sin diéresis**: {{können}} → {{konnte}}, {{müssen}} → {{musste}}, {{dürfen}} → {{durfte}}, {{sollen}} → {{sollte}}, {{wollen}} → {{wollte}}, {{mögen}} → {{mochte}}.',
    },
    {
      examples: [
        { de: 'Als Kind konnte ich nicht schwimmen.', en: 'De niño no sabía nadar.' },
        { de: 'Gestern musste ich lange arbeiten.', en: 'Ayer tuve que trabajar hasta tarde.' },
        { de: 'Wir durften im Museum keine Fotos machen.', en: 'En el museo no nos dejaron hacer fotos.' },
        { de: 'Sie wollte eigentlich anrufen.', en: 'En realidad ella quería llamar.' },
      ],
    },
    {
      p: 'El Perfekt existe, pero es menos frecuente. Con un segundo verbo lleva al final un «doble infinitivo», una estructura de B1: {{Ich habe gestern arbeiten müssen.}} Sin segundo verbo, el participio es regular: {{Das habe ich nicht gewollt.}} {{Er hat es nicht gekonnt.}}',
    },
    { h2: 'Cortés e hipotético: Konjunktiv II' },
    {
      p: 'El Konjunktiv II de los modales se parece al Präteritum, pero recupera la diéresis cuando el infinitivo la tiene: {{könnte}}, {{müsste}}, {{dürfte}}, {{möchte}}; {{sollte}} y {{wollte}} son iguales que en pasado. Estas formas hacen más corteses las peticiones y más suaves los consejos.',
    },
    {
      examples: [
        { de: 'Könnten Sie das bitte wiederholen?', en: '¿Podría repetirlo, por favor?' },
        { de: 'Dürfte ich kurz stören?', en: '¿Podría interrumpir un momento?' },
        { de: 'Du solltest mehr schlafen.', en: 'Deberías dormir más. (consejo)' },
        { de: 'Wir müssten eigentlich schon los.', en: 'En realidad ya tendríamos que irnos.' },
      ],
    },
    { h2: 'Avanzado: modales de suposición' },
    {
      p: 'A partir de B1/B2 encontrarás verbos modales que expresan lo seguro que está el hablante, no capacidad ni obligación. Son muy frecuentes en las noticias y en la conversación.',
    },
    {
      table: {
        caption: 'Verbos modales para suposiciones',
        head: ['Alemán', 'Significado', 'Certeza'],
        rows: [
          ['{{Er muss krank sein.}}', 'Debe de estar enfermo (estoy casi seguro).', 'muy alta'],
          ['{{Das dürfte stimmen.}}', 'Probablemente sea cierto.', 'alta'],
          ['{{Sie kann im Büro sein.}}', 'Puede que esté en la oficina.', 'posible'],
          ['{{Sie könnte recht haben.}}', 'Podría tener razón.', 'posible'],
          ['{{Er soll sehr reich sein.}}', 'Dicen que es muy rico.', 'lo dicen otros'],
          ['{{Sie will alles allein gemacht haben.}}', 'Afirma haberlo hecho todo ella sola.', 'lo afirma la propia persona'],
        ],
      },
    },
    { h2: 'Errores típicos' },
    {
      ol: [
        'Añadir zu: «Ich muss zu arbeiten» ✗ → {{Ich muss arbeiten.}} ✓',
        'Terminación en ich/er: «ich kanne», «er kannt» ✗ → {{ich kann}}, {{er kann}} ✓',
        'Infinitivo en medio: «Ich kann sprechen Deutsch» ✗ → {{Ich kann Deutsch sprechen.}} ✓',
        'Usar {{nicht müssen}} para prohibir: di {{Hier darf man nicht rauchen.}}',
      ],
    },
    {
      p: 'Los verbos modales siguen la estructura de paréntesis explicada en [el orden de las palabras en alemán](/articles/german-word-order-basics). Para las formas del pasado, compara [Perfekt o Präteritum](/articles/perfekt-vs-praeteritum). Practica en la lección sobre construcciones verbales complejas con modales de nuestro [curso de gramática A2](/grammar/a2).',
    },
  ],
};

export default translation;
