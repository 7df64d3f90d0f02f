import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-word-order-basics',
  lang: 'es',
  body: [
    {
      p: 'El orden de las palabras en alemán parece caótico al principio –los verbos parecen saltar al final de la oración–, pero sigue unas pocas reglas firmes. Casi todas tratan de una sola cosa: **dónde va el verbo conjugado**. Aprende las tres posiciones básicas (segunda, primera, última) y el «marco oracional», y podrás construir oraciones correctas de cualquier longitud.',
    },
    { h2: 'Regla 1: en una afirmación, el verbo va en la posición 2' },
    {
      p: 'En una oración principal, el verbo conjugado es siempre el **segundo elemento**. Un elemento no es una palabra, sino una unidad: {{ich}}, {{am Montag}}, {{mein alter Freund aus Berlin}} cuentan cada uno como uno solo. En la posición 1 puedes poner casi cualquier cosa –el sujeto, un tiempo, un lugar, un complemento–, pero el verbo sigue en segundo lugar, y si el sujeto no va primero, se coloca justo detrás del verbo.',
    },
    {
      table: {
        caption: 'La posición 1 cambia, el verbo sigue en segundo lugar',
        head: ['Posición 1', 'Verbo', 'Resto'],
        rows: [
          ['{{Ich}}', '{{fahre}}', '{{morgen mit dem Zug nach Köln.}}'],
          ['{{Morgen}}', '{{fahre}}', '{{ich mit dem Zug nach Köln.}}'],
          ['{{Mit dem Zug}}', '{{fahre}}', '{{ich morgen nach Köln.}}'],
          ['{{Nach Köln}}', '{{fahre}}', '{{ich morgen mit dem Zug.}}'],
        ],
      },
    },
    {
      p: 'Muchos estudiantes piensan «Mañana yo voy…» y dicen «Morgen ich fahre» ✗. Recuerda: si la oración empieza con una expresión de tiempo, a continuación viene el verbo: {{Morgen fahre ich}} ✓. Lo que se pone en primer lugar suele ser información ya conocida o algo que se quiere destacar.',
    },
    { h2: 'Regla 2: las preguntas y las órdenes empiezan con el verbo' },
    {
      p: 'Las preguntas de sí o no y el imperativo ponen el verbo en la **posición 1**. Las preguntas con partícula interrogativa ({{wann}}, {{wo}}, {{warum}} …) siguen la regla 1: primero la partícula, el verbo en segundo lugar.',
    },
    {
      examples: [
        { de: 'Fährst du morgen nach Köln?', en: '¿Vas mañana a Colonia?' },
        { de: 'Wann fährst du nach Köln?', en: '¿Cuándo vas a Colonia?' },
        { de: 'Fahren Sie bitte langsamer!', en: '¡Conduzca más despacio, por favor!' },
      ],
    },
    { h2: 'Regla 3: el marco oracional' },
    {
      p: 'Cuando una oración tiene dos partes verbales, el alemán las separa: el verbo conjugado se queda en la posición 2 y la otra parte va **al final del todo**. Todo lo demás queda entre ambas, como el contenido de un paréntesis: es la {{Satzklammer}}. Ocurre con los verbos modales, el Perfekt, el futuro con {{werden}}, la voz pasiva y los verbos separables.',
    },
    {
      table: {
        caption: 'El marco oracional',
        head: ['Estructura', 'Posición 2', 'Centro', 'Final'],
        rows: [
          ['verbo modal', '{{Ich muss}}', '{{heute lange}}', '{{arbeiten.}}'],
          ['Perfekt', '{{Wir haben}}', '{{gestern einen Film}}', '{{gesehen.}}'],
          ['futuro', '{{Sie wird}}', '{{nächstes Jahr in Wien}}', '{{studieren.}}'],
          ['verbo separable', '{{Der Zug kommt}}', '{{um acht Uhr}}', '{{an.}}'],
          ['pasiva', '{{Das Haus wird}}', '{{jetzt}}', '{{renoviert.}}'],
        ],
      },
    },
    {
      tip: 'Escucha hasta el final de la oración alemana. El significado suele llegar al último momento: {{Ich habe meinen Schlüssel gestern im Büro …}} – ¿encontrado? ¿perdido? ¿olvidado? Solo el {{vergessen}} del final te lo dice.',
    },
    { h2: 'Conjunciones que no cambian el orden' },
    {
      p: 'Cinco conjunciones cortas unen dos oraciones principales y ocupan la «posición 0»: no cuentan, así que la oración siguiente mantiene el orden normal: {{und}} (y), {{aber}} (pero), {{oder}} (o), {{denn}} (porque, pues), {{sondern}} (sino). Los estudiantes las recuerdan como **ADUSO**.',
    },
    {
      examples: [
        { de: 'Ich bin müde, aber ich gehe noch einkaufen.', en: 'Estoy cansado, pero todavía voy a hacer la compra.' },
        { de: 'Wir bleiben zu Hause, denn es regnet.', en: 'Nos quedamos en casa, porque está lloviendo.' },
      ],
    },
    { h2: 'Regla 4: en la subordinada, el verbo va al final' },
    {
      p: 'Las conjunciones subordinantes –{{weil}} (porque), {{dass}} (que), {{wenn}} (si, cuando), {{ob}} (si, en preguntas indirectas), {{als}} (cuando, en el pasado), {{obwohl}} (aunque), {{damit}} (para que), {{bevor}}, {{nachdem}}– mandan el verbo conjugado al **final** de su oración. Las oraciones de relativo y las preguntas indirectas funcionan igual. Una coma separa siempre las oraciones.',
    },
    {
      examples: [
        { de: 'Ich lerne Deutsch, weil ich in Wien arbeiten möchte.', en: 'Aprendo alemán porque me gustaría trabajar en Viena.' },
        { de: 'Ich glaube, dass der Kurs um neun beginnt.', en: 'Creo que el curso empieza a las nueve.' },
        { de: 'Weißt du, ob sie heute kommt?', en: '¿Sabes si ella viene hoy?' },
        { de: 'Er sagt, dass er gestern angekommen ist.', en: 'Dice que llegó ayer.' },
      ],
    },
    {
      p: 'Fíjate en el último ejemplo: con dos partes verbales en la subordinada, el verbo conjugado es la última palabra ({{angekommen ist}}). Los verbos separables vuelven a juntarse: {{…, weil der Zug um acht ankommt}}.',
    },
    { h2: 'Primero la subordinada: verbo, coma, verbo' },
    {
      p: 'La subordinada también puede ir delante. Entonces toda ella ocupa la posición 1, y la oración principal empieza por su verbo. El resultado es el patrón típico del alemán: **verbo – coma – verbo**.',
    },
    {
      examples: [
        { de: 'Wenn es regnet, bleibe ich zu Hause.', en: 'Si llueve, me quedo en casa.' },
        { de: 'Weil ich krank war, habe ich nicht gearbeitet.', en: 'Como estaba enfermo, no trabajé.' },
      ],
    },
    { h2: 'El campo central: TeKaMoLo' },
    {
      p: 'Entre las dos posiciones verbales el orden es flexible, pero para los complementos circunstanciales hay un orden por defecto fiable: **Te**mporal (cuándo) – **Ka**usal (por qué) – **Mo**dal (cómo) – **Lo**kal (dónde). No hacen falta los cuatro; los que tengas, ponlos en este orden.',
    },
    {
      examples: [
        { de: 'Ich fahre morgen wegen der Arbeit mit dem Auto nach München.', en: 'Mañana voy en coche a Múnich por trabajo. (cuándo – por qué – cómo – adónde)' },
        { de: 'Sie lernt jeden Abend konzentriert in der Bibliothek.', en: 'Estudia concentrada en la biblioteca todas las tardes.' },
      ],
    },
    {
      p: 'Complementos: los pronombres cortos van pronto, justo después del verbo y el sujeto. Con dos sustantivos, el dativo suele ir antes que el acusativo ({{Ich gebe dem Kind das Buch}}); con dos pronombres, primero va el acusativo ({{Ich gebe es ihm}}). Más en [Los casos del alemán](/articles/german-cases-explained).',
    },
    { h2: '¿Dónde va nicht?' },
    {
      ul: [
        'Para negar toda la oración, {{nicht}} va hacia el final, pero **antes** de la segunda parte verbal, de un prefijo separable o de un adjetivo o lugar que sigue al verbo: {{Ich komme heute nicht.}} {{Ich kann heute nicht kommen.}} {{Das Essen ist nicht teuer.}} {{Er wohnt nicht in Berlin.}}',
        '{{nicht}} va **después** de un complemento determinado y de la mayoría de las expresiones de tiempo: {{Ich kenne den Mann nicht.}} {{Sie arbeitet morgen nicht.}}',
        'Para negar solo una parte, pon {{nicht}} justo delante de ella y añade normalmente una oración con {{sondern}}: {{Ich fahre nicht heute, sondern morgen.}}',
        'Los sustantivos con {{ein}} o sin artículo se niegan con {{kein}}, no con {{nicht}}: {{Ich habe kein Auto.}}',
      ],
    },
    { h2: 'Oraciones de infinitivo con zu' },
    {
      p: 'A partir del nivel A2 aparecen las oraciones de infinitivo. El infinitivo con {{zu}} va al final; en los verbos separables, {{zu}} se coloca entre el prefijo y el verbo ({{anzurufen}}).',
    },
    {
      examples: [
        { de: 'Ich habe keine Zeit, heute einzukaufen.', en: 'Hoy no tengo tiempo de hacer la compra.' },
        { de: 'Vergiss nicht, mich anzurufen!', en: '¡No te olvides de llamarme!' },
      ],
    },
    { h2: 'Cinco errores típicos' },
    {
      ol: [
        '«Heute ich gehe ins Kino» ✗ → {{Heute gehe ich ins Kino.}} ✓ (verbo en segundo lugar)',
        '«Ich kann schwimmen gut» ✗ → {{Ich kann gut schwimmen.}} ✓ (infinitivo al final)',
        '«…, weil ich habe keine Zeit» ✗ → {{…, weil ich keine Zeit habe.}} ✓ (verbo al final después de {{weil}})',
        '«Ich stehe auf um sieben» ✗ → {{Ich stehe um sieben auf.}} ✓ (prefijo al final)',
        '«Wenn ich Zeit habe, ich komme» ✗ → {{Wenn ich Zeit habe, komme ich.}} ✓ (verbo – coma – verbo)',
      ],
    },
    {
      p: 'El orden de las palabras atraviesa todos los demás temas: consulta [los verbos separables](/articles/separable-verbs-in-german), la [guía de los verbos modales](/articles/german-modal-verbs-guide) y [Perfekt o Präteritum](/articles/perfekt-vs-praeteritum). Construye tus propias oraciones en los ejercicios de nuestra [sección de gramática](/grammar).',
    },
  ],
};

export default translation;
