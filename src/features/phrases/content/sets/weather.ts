import type { PhraseSetContent } from '../types';

const set: PhraseSetContent = {
  id: 'weather',
  title: { en: 'Weather', ua: 'Погода', de: 'Das Wetter', ru: 'Погода', be: 'Надвор’е', tr: 'Hava durumu', pl: 'Pogoda', es: 'El tiempo' },
  descr: {
    en: 'Talk about the weather – the favourite topic for a quick chat.',
    ua: 'Говоріть про погоду – улюблену тему для короткої розмови.',
    de: 'Über das Wetter reden – das beliebteste Thema für kurze Gespräche.',
    ru: 'Говорите о погоде – любимой теме для короткого разговора.',
    be: 'Размаўляйце пра надвор’е – любімую тэму для кароткай гутаркі.',
    tr: 'Hava hakkında konuşun – kısa sohbetlerin en sevilen konusu.',
    pl: 'Rozmawiaj o pogodzie – ulubionym temacie krótkich pogawędek.',
    es: 'Habla del tiempo, el tema favorito para una charla breve.',
  },
  img: 'sun-behind-cloud',
  paywall: false,
  group: 'everyday',
  phrases: [
    {
      de: 'Wie ist das Wetter heute?',
      tr: { en: 'What’s the weather like today?', ua: 'Яка сьогодні погода?', de: 'Frage nach dem Wetter', ru: 'Какая сегодня погода?', be: 'Якое сёння надвор’е?', tr: 'Bugün hava nasıl?', pl: 'Jaka jest dziś pogoda?', es: '¿Qué tiempo hace hoy?' },
    },
    {
      de: 'Die Sonne scheint.',
      tr: { en: 'The sun is shining.', ua: 'Світить сонце.', de: 'sonniges Wetter', ru: 'Светит солнце.', be: 'Свеціць сонца.', tr: 'Güneş parlıyor.', pl: 'Świeci słońce.', es: 'Hace sol.' },
    },
    {
      de: 'Es regnet.',
      tr: { en: 'It’s raining.', ua: 'Іде дощ.', de: 'Wasser fällt vom Himmel', ru: 'Идёт дождь.', be: 'Ідзе дождж.', tr: 'Yağmur yağıyor.', pl: 'Pada deszcz.', es: 'Está lloviendo.' },
    },
    {
      de: 'Es schneit.',
      tr: { en: 'It’s snowing.', ua: 'Іде сніг.', de: 'weiße Flocken im Winter', ru: 'Идёт снег.', be: 'Ідзе снег.', tr: 'Kar yağıyor.', pl: 'Pada śnieg.', es: 'Está nevando.' },
    },
    {
      de: 'Es ist windig.',
      tr: { en: 'It’s windy.', ua: 'Вітряно.', de: 'viel Wind', ru: 'Ветрено.', be: 'Ветрана.', tr: 'Hava rüzgârlı.', pl: 'Jest wietrznie.', es: 'Hace viento.' },
    },
    {
      de: 'Es ist bewölkt.',
      alternatives: ['Es ist wolkig.'],
      tr: { en: 'It’s cloudy.', ua: 'Хмарно.', de: 'viele Wolken am Himmel', ru: 'Облачно.', be: 'Воблачна.', tr: 'Hava bulutlu.', pl: 'Jest pochmurno.', es: 'Está nublado.' },
    },
    {
      de: 'Es ist neblig.',
      tr: { en: 'It’s foggy.', ua: 'Туманно.', de: 'man sieht nicht weit', ru: 'Туманно.', be: 'Туманна.', tr: 'Hava sisli.', pl: 'Jest mgliście.', es: 'Hay niebla.' },
    },
    {
      de: 'Heute ist es sehr heiß.',
      tr: { en: 'It’s very hot today.', ua: 'Сьогодні дуже спекотно.', de: 'hohe Temperatur', ru: 'Сегодня очень жарко.', be: 'Сёння вельмі спякотна.', tr: 'Bugün hava çok sıcak.', pl: 'Dziś jest bardzo gorąco.', es: 'Hoy hace mucho calor.' },
    },
    {
      de: 'Es ist schwül.',
      tr: { en: 'It’s muggy.', ua: 'Задушливо.', de: 'warm und feucht, oft vor einem Gewitter', ru: 'Душно.', be: 'Душна.', tr: 'Hava bunaltıcı.', pl: 'Jest parno.', es: 'Hace bochorno.' },
    },
    {
      de: 'Es sind 25 Grad.',
      tr: { en: 'It’s 25 degrees.', ua: 'Зараз 25 градусів.', de: 'die Temperatur nennen', ru: 'Сейчас 25 градусов.', be: 'Цяпер 25 градусаў.', tr: 'Hava 25 derece.', pl: 'Jest 25 stopni.', es: 'Hace 25 grados.' },
    },
    {
      de: 'Mir ist kalt.',
      tr: { en: 'I’m cold.', ua: 'Мені холодно.', de: 'man friert', ru: 'Мне холодно.', be: 'Мне холадна.', tr: 'Üşüyorum.', pl: 'Zimno mi.', es: 'Tengo frío.' },
      note: {
        en: 'Say "Mir ist kalt", not "Ich bin kalt" – that means you are a cold person.',
        ua: 'Кажіть «Mir ist kalt», а не «Ich bin kalt» – це означає «я холодна людина».',
        de: '„Ich bin kalt“ hieße: Ich bin ein kalter Mensch.',
        ru: 'Говорите «Mir ist kalt», а не «Ich bin kalt» – это значит «я холодный человек».',
        be: 'Кажыце «Mir ist kalt», а не «Ich bin kalt» – гэта значыць «я халодны чалавек».',
        tr: '"Ich bin kalt" değil "Mir ist kalt" deyin; ilki "soğuk bir insanım" demektir.',
        pl: 'Mów „Mir ist kalt”, nie „Ich bin kalt” – to znaczy „jestem zimnym człowiekiem”.',
        es: 'Di «Mir ist kalt», no «Ich bin kalt»: eso significa «soy una persona fría».',
      },
    },
    {
      de: 'Zieh dich warm an, es ist eiskalt!',
      tr: { en: 'Wrap up warm, it’s freezing!', ua: 'Одягнися тепло, надворі мороз!', de: 'Rat bei Frost', ru: 'Оденься потеплее, на улице мороз!', be: 'Апраніся цёпла, на вуліцы мароз!', tr: 'Sıkı giyin, hava buz gibi!', pl: 'Ubierz się ciepło, jest lodowato!', es: '¡Abrígate, que hace un frío que pela!' },
      register: 'informal',
    },
    {
      de: 'Draußen ist es glatt.',
      tr: { en: 'It’s slippery outside.', ua: 'Надворі слизько.', de: 'Eis auf Straßen und Wegen', ru: 'На улице скользко.', be: 'На вуліцы слізка.', tr: 'Dışarısı kaygan.', pl: 'Na dworze jest ślisko.', es: 'Fuera el suelo resbala.' },
    },
    {
      de: 'Nimm einen Regenschirm mit!',
      alternatives: ['Nimm einen Schirm mit!'],
      tr: { en: 'Take an umbrella with you!', ua: 'Візьми парасольку!', de: 'Rat bei Regen', ru: 'Возьми зонт!', be: 'Вазьмі парасон!', tr: 'Yanına şemsiye al!', pl: 'Weź parasol!', es: '¡Llévate un paraguas!' },
      register: 'informal',
    },
    {
      de: 'Was für ein schönes Wetter!',
      tr: { en: 'What lovely weather!', ua: 'Яка чудова погода!', de: 'Freude über gutes Wetter', ru: 'Какая прекрасная погода!', be: 'Якое цудоўнае надвор’е!', tr: 'Ne güzel bir hava!', pl: 'Jaka piękna pogoda!', es: '¡Qué buen tiempo hace!' },
    },
    {
      de: 'Das Wetter ist heute echt mies.',
      tr: { en: 'The weather is really lousy today.', ua: 'Погода сьогодні просто паскудна.', de: 'sehr schlechtes Wetter', ru: 'Погода сегодня просто мерзкая.', be: 'Надвор’е сёння проста брыдкае.', tr: 'Hava bugün gerçekten berbat.', pl: 'Pogoda jest dziś naprawdę paskudna.', es: 'Hoy hace un tiempo malísimo.' },
      register: 'slang',
      note: {
        en: 'Colloquial: "mies" means "lousy, bad" – fine among friends.',
        ua: 'Розмовне: «mies» означає «паскудний, поганий» – нормально серед друзів.',
        de: 'Umgangssprachlich: „mies“ heißt „schlecht“.',
        ru: 'Разговорное: «mies» значит «паршивый, плохой» – нормально среди друзей.',
        be: 'Размоўнае: «mies» азначае «паскудны, дрэнны» – нармальна сярод сяброў.',
        tr: 'Gündelik dil: "mies" "berbat, kötü" demektir; arkadaşlar arasında uygundur.',
        pl: 'Potocznie: „mies” znaczy „paskudny, kiepski” – w porządku wśród znajomych.',
        es: 'Coloquial: «mies» significa «malo, fatal»; normal entre amigos.',
      },
    },
    {
      de: 'Morgen soll es regnen.',
      tr: { en: 'It’s supposed to rain tomorrow.', ua: 'Завтра обіцяють дощ.', de: 'laut Wetterbericht', ru: 'Завтра обещают дождь.', be: 'Заўтра абяцаюць дождж.', tr: 'Yarın yağmur yağacakmış.', pl: 'Jutro ma padać.', es: 'Mañana dicen que va a llover.' },
      note: {
        en: '"sollen" here reports what the forecast says.',
        ua: '«sollen» тут передає те, що кажуть у прогнозі.',
        de: '„Sollen“ gibt hier wieder, was der Wetterbericht sagt.',
        ru: '«sollen» здесь передаёт то, что говорит прогноз.',
        be: '«sollen» тут перадае тое, што кажа прагноз.',
        tr: '"sollen" burada hava tahmininin söylediğini aktarır.',
        pl: '„sollen” przekazuje tu to, co mówi prognoza.',
        es: '«sollen» aquí indica lo que dice el pronóstico.',
      },
    },
    {
      de: 'Wie wird das Wetter am Wochenende?',
      tr: { en: 'What will the weather be like at the weekend?', ua: 'Яка погода буде на вихідних?', de: 'Frage nach der Vorhersage', ru: 'Какая погода будет на выходных?', be: 'Якое надвор’е будзе на выхадных?', tr: 'Hafta sonu hava nasıl olacak?', pl: 'Jaka będzie pogoda w weekend?', es: '¿Qué tiempo hará el fin de semana?' },
    },
    {
      de: 'Heute Abend gibt es ein Gewitter.',
      tr: { en: 'There’ll be a thunderstorm tonight.', ua: 'Сьогодні ввечері буде гроза.', de: 'Blitz und Donner', ru: 'Сегодня вечером будет гроза.', be: 'Сёння ўвечары будзе навальніца.', tr: 'Bu akşam gök gürültülü fırtına olacak.', pl: 'Dziś wieczorem będzie burza.', es: 'Esta noche habrá tormenta.' },
    },
    {
      de: 'Es wird langsam wärmer.',
      tr: { en: 'It’s slowly getting warmer.', ua: 'Поступово теплішає.', de: 'der Frühling kommt', ru: 'Постепенно теплеет.', be: 'Паступова цяплее.', tr: 'Hava yavaş yavaş ısınıyor.', pl: 'Powoli robi się cieplej.', es: 'Poco a poco hace más calor.' },
    },
    {
      de: 'Hoffentlich bleibt es trocken.',
      tr: { en: 'Hopefully it’ll stay dry.', ua: 'Сподіваюся, дощу не буде.', de: 'Wunsch: kein Regen', ru: 'Надеюсь, дождя не будет.', be: 'Спадзяюся, дажджу не будзе.', tr: 'Umarım yağmur yağmaz.', pl: 'Oby nie padało.', es: 'Ojalá no llueva.' },
    },
  ],
};

export default set;
