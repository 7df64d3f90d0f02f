import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-colours-and-clothes',
  lang: 'es',
  body: [
    {
      p: 'Los colores y la ropa están entre los primeros campos léxicos de cualquier curso de alemán, y son un terreno de juego perfecto para la gramática: los colores son adjetivos, así que sirven para practicar las terminaciones, y las prendas son sustantivos de los tres géneros. Este artículo te da las palabras, te enseña a usarlas correctamente y termina con las frases para comprar ropa en una tienda.',
    },
    { h2: 'Los colores básicos' },
    {
      table: {
        caption: 'Los colores (die Farben)',
        head: ['Alemán', 'Español', 'Ejemplo'],
        rows: [
          ['{{rot}}', 'rojo', '{{die rote Ampel}}'],
          ['{{orange}}', 'naranja', '{{eine orange Jacke}}'],
          ['{{gelb}}', 'amarillo', '{{die gelbe Banane}}'],
          ['{{grün}}', 'verde', '{{das grüne Gras}}'],
          ['{{blau}}', 'azul', '{{der blaue Himmel}}'],
          ['{{lila}}, {{violett}}', 'morado, violeta', '{{ein lila Schal}}'],
          ['{{rosa}}', 'rosa', '{{ein rosa Kleid}}'],
          ['{{braun}}', 'marrón', '{{braune Schuhe}}'],
          ['{{schwarz}}', 'negro', '{{der schwarze Mantel}}'],
          ['{{weiß}}', 'blanco', '{{ein weißes Hemd}}'],
          ['{{grau}}', 'gris', '{{die graue Hose}}'],
          ['{{beige}}', 'beis', '{{ein beige Pullover}}'],
          ['{{türkis}}', 'turquesa', '{{Das Meer ist türkis.}}'],
          ['{{golden}}, {{silbern}}', 'dorado, plateado', '{{eine goldene Uhr}}'],
        ],
      },
    },
    {
      p: 'Para los tonos claros y oscuros se pone delante {{hell}} o {{dunkel}} y se escribe todo junto: {{hellblau}}, {{dunkelgrün}}, {{hellgrau}}. La terminación **-lich** equivale a «-izo» o «-áceo»: {{rötlich}} (rojizo), {{bläulich}} (azulado), {{gelblich}} (amarillento), {{grünlich}} (verdoso).',
    },
    { h2: 'Los colores y la gramática' },
    {
      p: 'Después de {{sein}}, el color no lleva terminación: {{Das Auto ist rot.}} Delante de un sustantivo lleva las terminaciones normales del adjetivo (consulta [Las terminaciones de los adjetivos alemanes, fáciles](/articles/german-adjective-endings-made-simple)):',
    },
    {
      examples: [
        { de: 'Der Pullover ist blau.', en: 'El jersey es azul.' },
        { de: 'Ich trage einen blauen Pullover.', en: 'Llevo un jersey azul.' },
        { de: 'Sie hat ein schwarzes Kleid und rote Schuhe.', en: 'Tiene un vestido negro y unos zapatos rojos.' },
        { de: 'Mit dem weißen Hemd siehst du elegant aus.', en: 'Con la camisa blanca estás elegante.' },
      ],
    },
    {
      p: 'Los colores tomados de otras lenguas –{{lila}}, {{rosa}}, {{orange}}, {{beige}}– tradicionalmente **no llevan terminación** en el alemán estándar: {{ein rosa Kleid}}, {{mit der lila Tasche}}. En la lengua hablada las oirás con terminación; por escrito, una alternativa segura es añadir **-farben**: {{eine orangefarbene Jacke}}.',
    },
    {
      p: 'Como sustantivos, los colores son neutros y van con mayúscula: {{das Blau}}, {{das Rot}}. Para decir que algo está disponible en un color se usa {{in}} sin artículo: {{Haben Sie das auch in Grün?}} La pregunta es siempre {{Welche Farbe hat …?}}',
    },
    {
      examples: [
        { de: 'Welche Farbe hat dein Fahrrad? – Es ist grün.', en: '¿De qué color es tu bici? – Es verde.' },
        { de: 'Meine Lieblingsfarbe ist Blau.', en: 'Mi color favorito es el azul.' },
      ],
    },
    { h2: 'La ropa: apréndela con artículo y plural' },
    {
      table: {
        caption: 'La ropa (die Kleidung)',
        head: ['Alemán', 'Plural', 'Español'],
        rows: [
          ['{{die Hose}}', '{{die Hosen}}', 'pantalones'],
          ['{{die Jeans}}', '{{die Jeans}}', 'vaqueros'],
          ['{{der Rock}}', '{{die Röcke}}', 'falda'],
          ['{{das Kleid}}', '{{die Kleider}}', 'vestido'],
          ['{{das Hemd}}', '{{die Hemden}}', 'camisa'],
          ['{{die Bluse}}', '{{die Blusen}}', 'blusa'],
          ['{{das T-Shirt}}', '{{die T-Shirts}}', 'camiseta'],
          ['{{der Pullover}}', '{{die Pullover}}', 'jersey, suéter'],
          ['{{die Jacke}}', '{{die Jacken}}', 'chaqueta, cazadora'],
          ['{{der Mantel}}', '{{die Mäntel}}', 'abrigo'],
          ['{{der Anzug}}', '{{die Anzüge}}', 'traje'],
          ['{{die Krawatte}}', '{{die Krawatten}}', 'corbata'],
          ['{{der Schal}}', '{{die Schals}}', 'bufanda'],
          ['{{die Mütze}}', '{{die Mützen}}', 'gorro, gorra'],
          ['{{der Hut}}', '{{die Hüte}}', 'sombrero'],
          ['{{der Handschuh}}', '{{die Handschuhe}}', 'guante'],
          ['{{die Socke}}', '{{die Socken}}', 'calcetín'],
          ['{{der Schuh}}', '{{die Schuhe}}', 'zapato'],
          ['{{der Stiefel}}', '{{die Stiefel}}', 'bota'],
          ['{{der Gürtel}}', '{{die Gürtel}}', 'cinturón'],
          ['{{der Schlafanzug}}', '{{die Schlafanzüge}}', 'pijama'],
          ['{{die Unterwäsche}}', '–', 'ropa interior'],
          ['{{der Badeanzug}}', '{{die Badeanzüge}}', 'bañador, traje de baño'],
        ],
      },
    },
    {
      p: 'Para quien sabe inglés, en esta lista se esconden dos falsos amigos: {{die Hose}} son unos pantalones, no una manguera (el inglés «hose»); y {{der Pullover}} es cualquier jersey, no solo uno que se mete por la cabeza. Fíjate también en que {{die Hose}} y {{die Jeans}} van en singular en alemán: {{Die Hose ist zu lang}} (los pantalones son demasiado largos). Complementos: {{die Tasche}} (bolso), {{der Rucksack}} (mochila), {{die Brille}} (gafas), {{die Kette}} (collar), {{der Ring}} (anillo), {{der Regenschirm}} (paraguas).',
    },
    { h2: 'Verbos para llevar ropa y vestirse' },
    {
      ul: [
        '{{tragen}} – llevar puesto (cambia la vocal: {{du trägst}}, {{er trägt}}): {{Er trägt heute eine Krawatte.}}',
        '{{anhaben}} – tener puesto (separable): {{Was hast du an?}}',
        '{{sich anziehen}} / {{sich ausziehen}} – vestirse / desvestirse: {{Ich ziehe mich schnell an.}}',
        '{{etwas anziehen}} – ponerse algo: {{Zieh eine Jacke an, es ist kalt!}}',
        '{{sich umziehen}} – cambiarse de ropa: {{Ich ziehe mich nach der Arbeit um.}}',
        '{{anprobieren}} – probarse: {{Darf ich die Hose anprobieren?}}',
        '{{passen}} + dativo – quedar bien de talla: {{Die Schuhe passen mir nicht.}}',
        '{{stehen}} + dativo – sentar bien: {{Die Farbe steht dir gut.}}',
        '{{gefallen}} + dativo – gustar: {{Der Rock gefällt mir.}}',
      ],
    },
    { h2: 'Materiales y estampados' },
    {
      p: 'El material se indica con {{aus}}: {{ein Pullover aus Wolle}}, {{Schuhe aus Leder}}, {{ein Hemd aus Baumwolle}}. Los estampados son adjetivos: {{gestreift}} (de rayas), {{kariert}} (de cuadros), {{gepunktet}} (de lunares), {{einfarbig}} (liso, de un solo color).',
    },
    {
      examples: [
        { de: 'Ich suche ein kariertes Hemd aus Baumwolle.', en: 'Busco una camisa de cuadros de algodón.' },
        { de: 'Sie trägt einen gestreiften Rock.', en: 'Lleva una falda de rayas.' },
      ],
    },
    { h2: 'Tallas y ajuste' },
    {
      p: 'Las tallas de ropa en Alemania suelen seguir el sistema europeo continental (por ejemplo, 38 o 40 en ropa de mujer, 48 o 50 en trajes de hombre), y muchas tiendas usan también S, M, L y XL. Los números de calzado también son europeos (p. ej., 39, 42), como en España. La palabra es {{die Größe}}; para el calzado también se dice {{die Schuhgröße}}.',
    },
    {
      table: {
        caption: 'Hablar de cómo queda la ropa',
        head: ['Alemán', 'Español'],
        rows: [
          ['{{zu groß}} / {{zu klein}}', 'demasiado grande / demasiado pequeño'],
          ['{{zu eng}} / {{zu weit}}', 'demasiado estrecho / demasiado ancho'],
          ['{{zu lang}} / {{zu kurz}}', 'demasiado largo / demasiado corto'],
          ['{{eine Nummer größer}} / {{kleiner}}', 'una talla más / una talla menos'],
          ['{{Das passt genau.}}', 'Queda perfecto.'],
        ],
      },
    },
    { h2: 'En la tienda de ropa' },
    {
      examples: [
        { de: 'Kann ich Ihnen helfen? – Danke, ich schaue nur.', en: '¿Le puedo ayudar? – Gracias, solo estoy mirando.' },
        { de: 'Ich suche eine Winterjacke.', en: 'Busco una chaqueta de invierno.' },
        { de: 'Welche Größe haben Sie? – Größe 40.', en: '¿Qué talla tiene? – La 40.' },
        { de: 'Haben Sie das auch in Schwarz?', en: '¿Lo tiene también en negro?' },
        { de: 'Kann ich das anprobieren? Wo ist die Umkleidekabine?', en: '¿Me lo puedo probar? ¿Dónde está el probador?' },
        { de: 'Die Hose ist zu eng. Haben Sie sie eine Nummer größer?', en: 'Los pantalones me quedan estrechos. ¿Los tiene en una talla más?' },
        { de: 'Die passt. Ich nehme sie.', en: 'Estos me quedan bien. Me los llevo.' },
        { de: 'Kann ich das umtauschen?', en: '¿Puedo cambiarlo?' },
      ],
    },
    {
      tip: 'Guarda el tique ({{der Kassenbon}} o {{die Quittung}}). Muchas tiendas te dejan cambiar los artículos, pero en las compras hechas en tienda esto suele ser un gesto de buena voluntad del comercio, no un derecho legal, así que pregunta antes de pagar. Las normas para las compras por internet son distintas y pueden cambiar; las oficinas de asesoramiento al consumidor ({{Verbraucherzentrale}}) las explican.',
    },
    { h2: 'Expresiones con colores' },
    {
      p: 'Al alemán le encantan las expresiones con colores. Estas son algunas que de verdad oirás:',
    },
    {
      ul: [
        '{{blau sein}} – estar borracho (¡no triste!)',
        '{{Er fährt schwarz.}} – viaja sin billete',
        '{{Sie sieht rot.}} – está furiosa',
        '{{grün hinter den Ohren sein}} – ser inexperto («estar verde detrás de las orejas»; en español, «estar verde»)',
        '{{eine Fahrt ins Blaue}} – una excursión sin destino fijo',
        '{{schwarz auf weiß}} – por escrito, negro sobre blanco',
        '{{das Blaue vom Himmel versprechen}} – prometer el oro y el moro',
      ],
    },
    {
      p: 'Aprende más campos léxicos en nuestras páginas de [vocabulario](/words) y ponte a prueba con los [juegos](/games). Para las terminaciones de adjetivo que hay detrás de {{einen blauen Pullover}}, lee [Las terminaciones de los adjetivos alemanes, fáciles](/articles/german-adjective-endings-made-simple).',
    },
  ],
};

export default translation;
