import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'shopping-and-opening-hours-in-germany',
  type: 'Life in Germany',
  title: {
    en: 'Shopping and Opening Hours in Germany',
    ua: 'Покупки та години роботи магазинів у Німеччині',
    de: 'Einkaufen und Öffnungszeiten in Deutschland',
    ru: 'Покупки и часы работы магазинов в Германии',
    be: 'Пакупкі і гадзіны работы крам у Германіі',
    tr: 'Almanya’da alışveriş ve çalışma saatleri',
    pl: 'Zakupy i godziny otwarcia sklepów w Niemczech',
    es: 'Compras y horarios comerciales en Alemania',
  },
  descr: {
    en: 'Why shops close on Sundays, where you can still buy things, how the supermarket checkout works, paying, returns and the German you need for shopping.',
    ua: 'Чому в неділю магазини зачинені, де все ж можна щось купити, як працює каса в супермаркеті, оплата, повернення товару та потрібна німецька.',
    de: 'Warum sonntags die Geschäfte zu sind, wo man trotzdem einkaufen kann, wie es an der Kasse läuft, Bezahlen, Umtausch und nützliche Sätze.',
    ru: 'Почему по воскресеньям магазины закрыты, где всё же можно что-то купить, как устроена касса в супермаркете, оплата, возврат и нужный немецкий.',
    be: 'Чаму ў нядзелю крамы зачыненыя, дзе ўсё ж можна нешта купіць, як працуе каса ў супермаркеце, аплата, вяртанне тавару і патрэбная нямецкая мова.',
    tr: 'Pazar günleri dükkânlar neden kapalı, yine de nereden alışveriş yapılır, süpermarket kasası nasıl işler, ödeme, iade ve alışveriş için gereken Almanca.',
    pl: 'Dlaczego w niedzielę sklepy są zamknięte, gdzie mimo to można coś kupić, jak działa kasa w supermarkecie, płacenie, zwroty i potrzebny niemiecki.',
    es: 'Por qué las tiendas cierran los domingos, dónde comprar aun así, cómo funciona la caja del supermercado, el pago, las devoluciones y el alemán necesario.',
  },
  img: 'shopping-cart',
  date: '2026-07-14',
  body: [
    {
      p: 'Shopping in Germany is straightforward once you know its rhythm. The most important rule for newcomers is simple: on Sundays and public holidays almost all shops are closed. During the week, supermarkets in cities are usually open from the morning until the evening, but smaller shops and shops in the countryside often have shorter hours. This article explains the rules, the exceptions and the customs at the checkout, with the German you need.',
    },
    { h2: 'Opening hours' },
    {
      p: 'Shop opening hours ({{die Öffnungszeiten}}) are regulated by the federal states. Many states allow shops to open late into the night or even around the clock from Monday to Saturday, but in practice few shops do. Typical hours look like this:',
    },
    {
      table: {
        caption: 'Typical opening hours (they vary, so check the door or the website)',
        head: ['Type of shop', 'German', 'Usual opening times'],
        rows: [
          ['supermarket in a city', '{{der Supermarkt}}', 'Monday to Saturday, from early morning until the evening, some until late at night'],
          ['small shop, boutique', '{{das Geschäft}}', 'Monday to Saturday during the day; in small towns sometimes closed at lunchtime and on Saturday afternoons'],
          ['bakery', '{{die Bäckerei}}', 'very early in the morning; many also open for a few hours on Sunday mornings'],
          ['pharmacy', '{{die Apotheke}}', 'normal shop hours, plus a rota for nights and Sundays'],
          ['weekly market', '{{der Wochenmarkt}}', 'on fixed mornings, often once or twice a week'],
        ],
      },
    },
    {
      p: 'In Bavaria, for example, shops must generally close by 8 p.m., while in several other states supermarkets may stay open until 10 p.m. or later. Many shops also close early on Christmas Eve and New Year’s Eve.',
    },
    { h2: 'Sundays and public holidays' },
    {
      p: 'Sunday is protected as a day of rest by the German constitution, and the states’ laws keep most shops closed on Sundays and public holidays. Plan your weekend shopping for Saturday, and remember that the holidays differ between states; see our article on [German public holidays](/articles/german-public-holidays). There are exceptions:',
    },
    {
      ul: [
        '**Shops at large railway stations and airports**, which serve travellers and are often open every day.',
        '**Petrol stations** ({{die Tankstelle}}), which sell drinks, snacks and basic groceries, usually at higher prices.',
        '**Kiosks** ({{der Kiosk}}), known in Berlin as {{der Spätkauf}}, which sell drinks, sweets, newspapers and some groceries, often late into the night. Their Sunday opening depends on local rules.',
        '**Bakeries**, which may open for a few hours on Sunday morning in many states.',
        '**Shopping Sundays** ({{der verkaufsoffene Sonntag}}): a few Sundays a year on which shops in a town are allowed to open, often combined with a festival or market.',
      ],
    },
    { h2: 'Where to buy what' },
    {
      p: 'Besides supermarkets, Germany has discount supermarkets with a smaller range at lower prices, organic food shops ({{der Bioladen}}) and drugstores ({{die Drogerie}}). A drugstore sells cosmetics, cleaning products, baby items and some food, but not medicines that are sold only in pharmacies. For medicines, go to a pharmacy; our article on [healthcare in Germany](/articles/healthcare-in-germany) explains why.',
    },
    { h2: 'At the checkout' },
    {
      p: 'German supermarket checkouts ({{die Kasse}}) are famous for their speed. Put your items on the belt and place a plastic divider behind them so that the next customer’s shopping is kept apart. The cashier scans quickly, and you are expected to pack at the same speed, either at the till or at a shelf after the checkout. Bring your own bag: most shops no longer give away plastic bags, and bags cost money. Many supermarkets also have self-service checkouts.',
    },
    {
      examples: [
        { de: 'Brauchen Sie eine Tüte?', en: 'Do you need a bag?' },
        { de: 'Nein danke, ich habe eine dabei.', en: 'No thanks, I have one with me.' },
        { de: 'Möchten Sie den Kassenbon?', en: 'Would you like the receipt?' },
        { de: 'Kann ich mit Karte zahlen?', en: 'Can I pay by card?' },
        { de: 'Haben Sie es vielleicht kleiner?', en: 'Do you perhaps have smaller change?' },
        { de: 'Entschuldigung, wo finde ich die Milch?', en: 'Excuse me, where can I find the milk?' },
      ],
    },
    { h2: 'Paying' },
    {
      p: 'Card payment has become normal in supermarkets and most shops, and contactless payment by card or phone is widespread. Cash ({{das Bargeld}}) is still more popular in Germany than in many other countries, and some small shops, bakeries and market stalls accept only cash, or only above a minimum amount by card. At many supermarket checkouts you can also withdraw cash when you pay by debit card. More about cards and accounts is in our article on [banking and money in Germany](/articles/banking-and-money-in-germany).',
    },
    { h2: 'Returns and guarantees' },
    {
      ul: [
        '**In a shop**, you have no general legal right to return an item simply because you have changed your mind. Many shops allow an exchange ({{der Umtausch}}) voluntarily, usually with the receipt, so ask before you buy.',
        '**Online**, in the EU you can generally withdraw from a purchase within 14 days ({{das Widerrufsrecht}}).',
        '**Faulty goods**: the seller is liable for defects for a legal period ({{die Gewährleistung}}), in the EU at least two years for new goods. Keep your receipts.',
      ],
    },
    {
      examples: [
        { de: 'Kann ich das umtauschen?', en: 'Can I exchange this?' },
        { de: 'Der Reißverschluss ist kaputt.', en: 'The zip is broken.' },
        { de: 'Ich möchte mein Geld zurück.', en: 'I would like my money back.' },
        { de: 'Haben Sie noch den Kassenbon?', en: 'Do you still have the receipt?' },
      ],
    },
    {
      tip: 'Opening hours are a good reading exercise: on a shop door, "Mo–Fr" stands for {{Montag bis Freitag}} (Monday to Friday), "Sa" for {{Samstag}} (Saturday), {{geöffnet}} means open, {{geschlossen}} closed and {{Betriebsferien}} closed for the holidays. Shopping vocabulary is practised in [our word sets](/words), and the key sentences are also in our [travel phrases](/articles/german-travel-phrases).',
    },
  ],
  sources: [
    { title: 'Verbraucherzentrale – consumer advice centres (returns and guarantees)', url: 'https://www.verbraucherzentrale.de/' },
    { title: 'Your Europe (European Union) – consumer rights', url: 'https://europa.eu/youreurope/' },
    { title: 'Make it in Germany – everyday life', url: 'https://www.make-it-in-germany.com/en/' },
  ],
};

export default article;
