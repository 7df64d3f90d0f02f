import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-among-the-germanic-languages',
  lang: 'es',
  body: [
    {
      p: 'Si sabes inglés, ya sabes más alemán de lo que crees. {{Hand}} (mano), {{Finger}} (dedo), {{Name}} (nombre), {{Winter}} (invierno) y {{Hunger}} (hambre) se escriben exactamente igual en los dos idiomas, y muchas otras palabras se parecen mucho: {{das Haus}} (house), {{das Wasser}} (water), {{der Bruder}} (brother). No es casualidad. El alemán y el inglés son hermanos dentro de una misma familia, las lenguas germánicas, junto con el neerlandés, las lenguas escandinavas y algunas otras. Saber cómo están emparentadas te ayuda a adivinar el significado de palabras nuevas y a recordarlas con más facilidad.',
    },
    { h2: 'La familia germánica' },
    {
      p: 'Las lenguas germánicas son una rama de la gran familia indoeuropea, que también incluye las lenguas romances (como el español), eslavas, celtas y muchas otras. Los lingüistas suelen dividir la rama germánica en tres grupos.',
    },
    {
      table: {
        caption: 'Las lenguas germánicas',
        head: ['Grupo', 'Lenguas'],
        rows: [
          ['germánicas occidentales', 'alemán, inglés, neerlandés, frisón, luxemburgués, yidis, afrikáans'],
          ['germánicas septentrionales', 'danés, sueco, noruego, islandés, feroés'],
          ['germánicas orientales', 'el gótico y otras lenguas que ya no se hablan'],
        ],
      },
    },
    {
      p: 'Dentro del germánico occidental, el alemán y el neerlandés son especialmente cercanos, y el bajo alemán del norte de Alemania hace de puente entre ambos. El inglés ha cambiado más que sus hermanas: tras la conquista normanda de 1066 adoptó muchísimas palabras del francés, y por eso gran parte de su vocabulario cotidiano es germánico, mientras que buena parte del vocabulario culto procede del francés y del latín.',
    },
    { h2: 'Cognados: palabras de origen común' },
    {
      p: 'Las palabras de lenguas emparentadas que proceden de la misma palabra antepasada se llaman cognados. Muchas de las palabras más básicas –familia, cuerpo, naturaleza, comida, números– son cognados en todas las lenguas germánicas. La tabla compara el alemán con el inglés, el neerlandés y el sueco (como ejemplo de lengua escandinava).',
    },
    {
      table: {
        caption: 'Cognados en cuatro lenguas germánicas',
        head: ['Inglés', 'Alemán', 'Neerlandés', 'Sueco'],
        rows: [
          ['house (casa)', '{{das Haus}}', 'huis', 'hus'],
          ['water (agua)', '{{das Wasser}}', 'water', 'vatten'],
          ['bread (pan)', '{{das Brot}}', 'brood', 'bröd'],
          ['milk (leche)', '{{die Milch}}', 'melk', 'mjölk'],
          ['brother (hermano)', '{{der Bruder}}', 'broer', 'bror'],
          ['summer (verano)', '{{der Sommer}}', 'zomer', 'sommar'],
          ['night (noche)', '{{die Nacht}}', 'nacht', 'natt'],
          ['book (libro)', '{{das Buch}}', 'boek', 'bok'],
          ['good (bueno)', '{{gut}}', 'goed', 'god'],
          ['new (nuevo)', '{{neu}}', 'nieuw', 'ny'],
          ['to drink (beber)', '{{trinken}}', 'drinken', 'dricka'],
          ['to come (venir)', '{{kommen}}', 'komen', 'komma'],
        ],
      },
    },
    {
      p: 'Fíjate en los patrones más que en las palabras sueltas. Donde el inglés y el neerlandés tienen una t, el alemán suele tener ss o z; donde el inglés tiene una d, el alemán suele tener una t; donde el inglés tiene un sonido k, el alemán suele tener ch. Estas diferencias regulares son el resultado de cambios fonéticos.',
    },
    { h2: 'La primera mutación consonántica: germánico frente a latín' },
    {
      p: 'Mucho antes de que el alemán y el inglés se separaran, el antepasado de todas las lenguas germánicas cambió algunas consonantes de forma regular. Este cambio se conoce como ley de Grimm, por Jacob Grimm, el lingüista que la describió en el siglo XIX (y que, con su hermano Wilhelm, también recopiló los famosos cuentos). Al comparar palabras latinas con germánicas se ve con claridad, y a un hispanohablante le resulta especialmente fácil, porque el español conserva las consonantes latinas:',
    },
    {
      table: {
        caption: 'Consonantes latinas y germánicas',
        head: ['Latín', 'Inglés', 'Alemán', 'Cambio'],
        rows: [
          ['pater (padre)', 'father', '{{der Vater}}', 'la p pasa a f'],
          ['piscis (pez)', 'fish', '{{der Fisch}}', 'la p pasa a f'],
          ['tres (tres)', 'three', '{{drei}}', 'la t pasa a th (en alemán, d)'],
          ['cornu (cuerno)', 'horn', '{{das Horn}}', 'la k pasa a h'],
          ['centum (cien)', 'hundred', '{{hundert}}', 'la k pasa a h'],
        ],
      },
    },
    {
      p: 'Por eso las palabras inglesas y alemanas a menudo se parecen, mientras que las francesas o españolas para las mismas cosas son distintas; y por eso el inglés tiene parejas como «father» (germánica) y «paternal» (del latín, como el español «paterno»).',
    },
    { h2: 'La segunda mutación consonántica: por qué el alemán suena distinto' },
    {
      p: 'Más tarde, aproximadamente entre los siglos VI y VIII, un segundo cambio afectó a los dialectos del sur y del centro de la zona de habla alemana. Se llama segunda mutación consonántica o mutación del alto alemán, y es la razón principal de que el alemán estándar se diferencie del inglés, del neerlandés y del bajo alemán. No llegó al norte, y por eso el bajo alemán y el neerlandés aún comparten muchas consonantes con el inglés.',
    },
    {
      table: {
        caption: 'La mutación consonántica del alto alemán',
        head: ['Inglés / neerlandés', 'Alemán', 'Cambio'],
        rows: [
          ['apple / appel (manzana)', '{{der Apfel}}', 'la p pasa a pf'],
          ['ship / schip (barco)', '{{das Schiff}}', 'la p pasa a f o ff'],
          ['open / open (abierto)', '{{offen}}', 'la p pasa a ff'],
          ['ten / tien (diez)', '{{zehn}}', 'la t pasa a z (ts)'],
          ['water / water (agua)', '{{das Wasser}}', 'la t pasa a ss'],
          ['eat / eten (comer)', '{{essen}}', 'la t pasa a ss'],
          ['make / maken (hacer)', '{{machen}}', 'la k pasa a ch'],
          ['book / boek (libro)', '{{das Buch}}', 'la k pasa a ch'],
          ['day / dag (día)', '{{der Tag}}', 'la d pasa a t'],
          ['daughter / dochter (hija)', '{{die Tochter}}', 'la d pasa a t'],
        ],
      },
    },
    {
      p: 'Otro cambio distinto convirtió el sonido th del inglés en d en alemán (y en neerlandés): «thing» (cosa) es {{das Ding}}, «thank» (dar las gracias) es {{danken}}, «three» (tres) es {{drei}}.',
    },
    { h2: 'Usar las mutaciones para adivinar palabras' },
    {
      p: 'Puedes aplicar las reglas al revés. Cuando encuentres una palabra alemana desconocida, prueba a cambiar la z por t, la ch por k, la pf por p o la t por d, y mira si aparece una palabra inglesa. {{die Zunge}} se convierte en «tunge»: tongue (lengua). {{das Pfund}} se convierte en «pund»: pound (libra). {{der Pfeffer}} se convierte en «pepper» (pimienta). No siempre funciona, pero funciona sorprendentemente a menudo.',
    },
    {
      examples: [
        { de: 'Mein Bruder hat ein Haus mit einem Garten.', en: 'Mi hermano tiene una casa con jardín.' },
        { de: 'Im Winter ist die Nacht lang.', en: 'En invierno la noche es larga.' },
        { de: 'Ich trinke Wasser und esse Brot.', en: 'Bebo agua y como pan.' },
        { de: 'Das Buch ist neu und gut.', en: 'El libro es nuevo y bueno.' },
      ],
    },
    { h2: 'Mismo origen, distinto significado' },
    {
      p: 'Los cognados no siempre conservan el mismo significado. A lo largo de los siglos, muchas palabras ampliaron, restringieron o desplazaron su significado en una lengua pero no en la otra. Son fáciles de recordar en cuanto conoces su historia, pero también pueden confundirte.',
    },
    {
      table: {
        caption: 'Cognados cuyos significados se separaron',
        head: ['Alemán', 'Significado', 'Cognado inglés'],
        rows: [
          ['{{das Tier}}', 'animal', 'deer (ciervo; antes cualquier animal, hoy una sola especie)'],
          ['{{die Zeit}}', 'tiempo', 'tide (marea)'],
          ['{{der Hund}}', 'perro', 'hound (perro de caza)'],
          ['{{der Stuhl}}', 'silla', 'stool (taburete)'],
          ['{{sterben}}', 'morir', 'to starve (morir de hambre)'],
          ['{{bekommen}}', 'recibir, conseguir', 'to become (llegar a ser)'],
        ],
      },
    },
    { h2: 'También la gramática está emparentada' },
    {
      ul: [
        'Los **verbos fuertes** cambian de vocal en pasado en las dos lenguas: {{singen – sang – gesungen}} como sing – sang – sung, {{trinken – trank – getrunken}} como drink – drank – drunk.',
        '**Orden de las palabras:** el alemán, el neerlandés y las lenguas escandinavas ponen el verbo en segundo lugar en las oraciones principales. El inglés ha perdido casi del todo esta regla, pero quedan huellas en frases como «Here comes the bus» (Aquí viene el autobús).',
        '**Género y casos:** el alemán conserva tres géneros y cuatro casos. El neerlandés, el sueco y el danés han fusionado en gran parte el masculino y el femenino en un género común y han perdido casi todas las terminaciones de caso; el inglés ha perdido casi por completo el género gramatical.',
      ],
    },
    {
      tip: 'Aprovecha el parecido familiar, pero comprueba cada palabra: apréndela con su artículo y su plural, y ten cuidado con los significados que se han desplazado. Nuestros [conjuntos de vocabulario](/words) son un buen lugar para descubrir cognados, y el artículo sobre [errores frecuentes](/articles/common-mistakes-of-german-learners) recoge más falsos amigos.',
    },
  ],
};

export default translation;
