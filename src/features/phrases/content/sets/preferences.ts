import type { PhraseSetContent } from '../types';

const set: PhraseSetContent = {
  id: 'preferences',
  title: { en: 'Preferences', ua: 'Уподобання', de: 'Vorlieben', ru: 'Предпочтения', be: 'Перавагі', tr: 'Tercihler', pl: 'Preferencje', es: 'Preferencias' },
  descr: {
    en: 'Say what you would rather have or do, choose between options and name your favourites.',
    ua: 'Кажіть, чому віддаєте перевагу, вибирайте між варіантами й називайте улюблене.',
    de: 'Sagen, was man lieber hat oder macht, sich entscheiden und sagen, was man am liebsten mag.',
    ru: 'Говорите, что вам больше по душе, выбирайте между вариантами и называйте любимое.',
    be: 'Кажыце, чаму аддаяце перавагу, выбірайце паміж варыянтамі і называйце любімае.',
    tr: 'Neyi tercih ettiğinizi söyleyin, seçenekler arasında seçim yapın ve en sevdiklerinizi anlatın.',
    pl: 'Mów, co wolisz, wybieraj między opcjami i opowiadaj o swoich ulubionych rzeczach.',
    es: 'Di qué prefieres, elige entre opciones y habla de tus cosas favoritas.',
  },
  img: 'thinking-face',
  paywall: false,
  group: 'feelings',
  phrases: [
    {
      de: 'Was ist dir lieber, Tee oder Kaffee?',
      tr: { en: 'Which do you prefer, tea or coffee?', ua: 'Що тобі більше подобається: чай чи кава?', de: 'nach der Vorliebe fragen', ru: 'Что тебе больше нравится: чай или кофе?', be: 'Што табе больш падабаецца: чай ці кава?', tr: 'Hangisini tercih edersin, çay mı kahve mi?', pl: 'Co wolisz, herbatę czy kawę?', es: '¿Qué prefieres, té o café?' },
      register: 'informal',
    },
    {
      de: 'Mir ist Tee lieber.',
      tr: { en: 'I prefer tea.', ua: 'Мені більше до вподоби чай.', de: 'mir ist … lieber: mit Dativ', ru: 'Я предпочитаю чай.', be: 'Мне больш даспадобы чай.', tr: 'Ben çayı tercih ederim.', pl: 'Wolę herbatę.', es: 'Prefiero el té.' },
      note: {
        en: 'The person is in the dative here: mir ist …, dir ist …, Ihnen ist … lieber.',
        ua: 'Особа тут у давальному відмінку: mir ist …, dir ist …, Ihnen ist … lieber.',
        de: 'Die Person steht im Dativ.',
        ru: 'Лицо здесь в дательном падеже: mir ist …, dir ist …, Ihnen ist … lieber.',
        be: 'Асоба тут у давальным склоне: mir ist …, dir ist …, Ihnen ist … lieber.',
        tr: 'Kişi burada Dativ hâlindedir: mir ist …, dir ist …, Ihnen ist … lieber.',
        pl: 'Osoba stoi tu w celowniku: mir ist …, dir ist …, Ihnen ist … lieber.',
        es: 'La persona va aquí en dativo: mir ist …, dir ist …, Ihnen ist … lieber.',
      },
    },
    {
      de: 'Ich fahre lieber mit dem Rad.',
      alternatives: ['Ich fahre lieber mit dem Fahrrad.'],
      tr: { en: "I'd rather go by bike.", ua: 'Я краще поїду на велосипеді.', de: 'lieber: Steigerung von gern', ru: 'Я лучше поеду на велосипеде.', be: 'Я лепш паеду на ровары.', tr: 'Bisikletle gitmeyi tercih ederim.', pl: 'Wolę jechać rowerem.', es: 'Prefiero ir en bici.' },
      note: {
        en: 'gern – lieber – am liebsten: like – prefer – like most of all.',
        ua: 'gern – lieber – am liebsten: охоче – краще – найбільше.',
        de: 'gern, lieber, am liebsten',
        ru: 'gern – lieber – am liebsten: охотно – лучше – больше всего.',
        be: 'gern – lieber – am liebsten: ахвотна – лепш – больш за ўсё.',
        tr: 'gern – lieber – am liebsten: severek – tercihen – en çok.',
        pl: 'gern – lieber – am liebsten: chętnie – chętniej – najchętniej.',
        es: 'gern – lieber – am liebsten: con gusto – mejor – lo que más.',
      },
    },
    {
      de: 'Am liebsten esse ich Nudeln.',
      tr: { en: 'Most of all I like eating pasta.', ua: 'Найбільше я люблю макарони.', de: 'am liebsten: mehr als alles andere', ru: 'Больше всего я люблю макароны.', be: 'Больш за ўсё я люблю макароны.', tr: 'En çok makarna yemeyi severim.', pl: 'Najbardziej lubię jeść makaron.', es: 'Lo que más me gusta comer es la pasta.' },
    },
    {
      de: 'Was machst du am liebsten?',
      tr: { en: 'What do you like doing most?', ua: 'Що ти любиш робити найбільше?', de: 'nach dem Liebsten fragen', ru: 'Что ты любишь делать больше всего?', be: 'Што ты любіш рабіць больш за ўсё?', tr: 'En çok ne yapmayı seversin?', pl: 'Co najbardziej lubisz robić?', es: '¿Qué es lo que más te gusta hacer?' },
      register: 'informal',
    },
    {
      de: 'Was ist dein Lieblingsessen?',
      tr: { en: "What's your favourite food?", ua: 'Яка твоя улюблена страва?', de: 'Lieblings-: was man am meisten mag', ru: 'Какое твоё любимое блюдо?', be: 'Якая твая любімая страва?', tr: 'En sevdiğin yemek ne?', pl: 'Jakie jest twoje ulubione danie?', es: '¿Cuál es tu comida favorita?' },
      register: 'informal',
      note: {
        en: '„Lieblings-“ + noun = favourite …: Lieblingsfarbe, Lieblingsfilm, Lieblingsbuch.',
        ua: '„Lieblings-“ + іменник = улюблений …: Lieblingsfarbe, Lieblingsfilm, Lieblingsbuch.',
        de: 'Lieblings- vor einem Nomen: Lieblingsfilm',
        ru: '„Lieblings-“ + существительное = любимый …: Lieblingsfarbe, Lieblingsfilm, Lieblingsbuch.',
        be: '„Lieblings-“ + назоўнік = любімы …: Lieblingsfarbe, Lieblingsfilm, Lieblingsbuch.',
        tr: '„Lieblings-“ + isim = en sevilen …: Lieblingsfarbe, Lieblingsfilm, Lieblingsbuch.',
        pl: '„Lieblings-“ + rzeczownik = ulubiony …: Lieblingsfarbe, Lieblingsfilm, Lieblingsbuch.',
        es: '„Lieblings-“ + sustantivo = … favorito: Lieblingsfarbe, Lieblingsfilm, Lieblingsbuch.',
      },
    },
    {
      de: 'Meine Lieblingsfarbe ist Grün.',
      tr: { en: 'My favourite colour is green.', ua: 'Мій улюблений колір – зелений.', de: 'Farbe als Nomen: großgeschrieben', ru: 'Мой любимый цвет – зелёный.', be: 'Мой любімы колер – зялёны.', tr: 'En sevdiğim renk yeşil.', pl: 'Mój ulubiony kolor to zielony.', es: 'Mi color favorito es el verde.' },
    },
    {
      de: 'Möchten Sie lieber drinnen oder draußen sitzen?',
      tr: { en: 'Would you rather sit inside or outside?', ua: 'Ви б хотіли сісти всередині чи надворі?', de: 'fragt die Bedienung', ru: 'Вы хотите сесть внутри или на улице?', be: 'Вы хочаце сесці ўнутры ці на вуліцы?', tr: 'İçeride mi, dışarıda mı oturmak istersiniz?', pl: 'Woli Pan/Pani usiąść w środku czy na zewnątrz?', es: '¿Prefiere sentarse dentro o fuera?' },
      register: 'formal',
    },
    {
      de: 'Ich hätte lieber einen Platz am Fenster.',
      tr: { en: "I'd prefer a seat by the window.", ua: 'Мені краще місце біля вікна.', de: 'höflicher Wunsch', ru: 'Мне лучше место у окна.', be: 'Мне лепш месца ля акна.', tr: 'Cam kenarında bir yer tercih ederim.', pl: 'Wolę miejsce przy oknie.', es: 'Preferiría un asiento junto a la ventana.' },
    },
    {
      de: 'Ich würde lieber zu Hause bleiben.',
      tr: { en: "I'd rather stay at home.", ua: 'Мені б краще залишитися вдома.', de: 'höflich einen Vorschlag ablehnen', ru: 'Мне бы лучше остаться дома.', be: 'Мне б лепш застацца дома.', tr: 'Evde kalmayı tercih ederim.', pl: 'Wolałbym / wolałabym zostać w domu.', es: 'Preferiría quedarme en casa.' },
    },
    {
      de: 'Mir wäre Freitag lieber.',
      tr: { en: 'Friday would suit me better.', ua: 'Мені б краще підійшла п’ятниця.', de: 'einen anderen Tag vorschlagen', ru: 'Мне больше подошла бы пятница.', be: 'Мне лепш падышла б пятніца.', tr: 'Benim için cuma daha iyi olur.', pl: 'Piątek bardziej by mi pasował.', es: 'Preferiría el viernes.' },
    },
    {
      de: 'Lieber nicht.',
      tr: { en: "I'd rather not.", ua: 'Краще ні.', de: 'höflich Nein sagen', ru: 'Лучше не надо.', be: 'Лепш не трэба.', tr: 'Olmasa daha iyi.', pl: 'Raczej nie.', es: 'Mejor no.' },
    },
    {
      de: 'Das ist mir egal.',
      tr: { en: "I don't mind.", ua: 'Мені все одно.', de: 'keine Vorliebe haben', ru: 'Мне всё равно.', be: 'Мне ўсё адно.', tr: 'Benim için fark etmez.', pl: 'Wszystko mi jedno.', es: 'Me da igual.' },
      note: {
        en: 'Can sound uninterested or even rude; „Mir ist beides recht“ is friendlier.',
        ua: 'Може звучати байдуже чи навіть грубо; „Mir ist beides recht“ – приязніше.',
        de: 'Kann desinteressiert klingen; freundlicher: „Mir ist beides recht.“',
        ru: 'Может звучать равнодушно или даже грубо; „Mir ist beides recht“ – дружелюбнее.',
        be: 'Можа гучаць абыякава ці нават груба; „Mir ist beides recht“ – больш прыязна.',
        tr: 'İlgisiz, hatta kaba gelebilir; „Mir ist beides recht“ daha samimidir.',
        pl: 'Może brzmieć obojętnie, a nawet niegrzecznie; „Mir ist beides recht“ jest milsze.',
        es: 'Puede sonar indiferente o incluso brusco; „Mir ist beides recht“ es más amable.',
      },
    },
    {
      de: 'Mir ist beides recht.',
      tr: { en: 'Either is fine with me.', ua: 'Мене влаштовує і те, і те.', de: 'freundlich: beides ist in Ordnung', ru: 'Меня устраивает и то, и другое.', be: 'Мяне задавальняе і тое, і другое.', tr: 'İkisi de olur.', pl: 'Oba mi odpowiadają.', es: 'Cualquiera de los dos me va bien.' },
    },
    {
      de: 'Wie du willst.',
      tr: { en: 'Whatever you like.', ua: 'Як хочеш.', de: 'der andere darf entscheiden', ru: 'Как хочешь.', be: 'Як хочаш.', tr: 'Nasıl istersen.', pl: 'Jak chcesz.', es: 'Como quieras.' },
      register: 'informal',
    },
    {
      de: 'Das kommt darauf an.',
      alternatives: ['Das kommt drauf an.'],
      tr: { en: 'It depends.', ua: 'Залежить від обставин.', de: 'keine klare Antwort', ru: 'Зависит от обстоятельств.', be: 'Залежыць ад абставін.', tr: 'Duruma göre değişir.', pl: 'To zależy.', es: 'Depende.' },
    },
    {
      de: 'Ich bevorzuge ruhige Orte.',
      tr: { en: 'I prefer quiet places.', ua: 'Я віддаю перевагу тихим місцям.', de: 'bevorzugen: eher gehoben', ru: 'Я предпочитаю тихие места.', be: 'Я аддаю перавагу ціхім месцам.', tr: 'Sakin yerleri tercih ederim.', pl: 'Wolę spokojne miejsca.', es: 'Prefiero los sitios tranquilos.' },
      note: {
        en: '„bevorzugen“ is correct but a little formal; in conversation „lieber“ is more common.',
        ua: '„bevorzugen“ правильне, але трохи офіційне; у розмові частіше кажуть „lieber“.',
        de: 'Im Gespräch sagt man öfter „lieber“.',
        ru: '„bevorzugen“ правильно, но немного официально; в разговоре чаще говорят „lieber“.',
        be: '„bevorzugen“ правільна, але крыху афіцыйна; у размове часцей кажуць „lieber“.',
        tr: '„bevorzugen“ doğrudur ama biraz resmîdir; konuşmada daha çok „lieber“ denir.',
        pl: '„bevorzugen“ jest poprawne, ale trochę oficjalne; w rozmowie częściej mówi się „lieber“.',
        es: '„bevorzugen“ es correcto pero algo formal; al hablar se usa más „lieber“.',
      },
    },
    {
      de: 'Eigentlich bin ich eher ein Morgenmensch.',
      tr: { en: "Actually, I'm more of a morning person.", ua: 'Взагалі-то я радше жайворонок.', de: 'früh wach und fit', ru: 'Вообще-то я скорее жаворонок.', be: 'Наогул я хутчэй жаўрук.', tr: 'Aslında ben daha çok sabah insanıyım.', pl: 'Właściwie jestem raczej rannym ptaszkiem.', es: 'En realidad, soy más bien de mañanas.' },
    },
    {
      de: 'Welche Farbe gefällt Ihnen besser?',
      tr: { en: 'Which colour do you like better?', ua: 'Який колір вам більше подобається?', de: 'zwischen zwei Dingen wählen', ru: 'Какой цвет вам больше нравится?', be: 'Які колер вам больш падабаецца?', tr: 'Hangi rengi daha çok beğeniyorsunuz?', pl: 'Który kolor bardziej się Panu/Pani podoba?', es: '¿Qué color le gusta más?' },
      register: 'formal',
    },
    {
      de: 'Ich kann mich nicht entscheiden.',
      tr: { en: "I can't decide.", ua: 'Я не можу вирішити.', de: 'zwischen mehreren Dingen schwanken', ru: 'Я не могу решить.', be: 'Я не магу вырашыць.', tr: 'Karar veremiyorum.', pl: 'Nie mogę się zdecydować.', es: 'No me decido.' },
    },
    {
      de: 'Wofür hast du dich entschieden?',
      tr: { en: 'What did you decide on?', ua: 'Що ти обрав / обрала?', de: 'sich entscheiden für + Akkusativ', ru: 'Что ты выбрал / выбрала?', be: 'Што ты выбраў / выбрала?', tr: 'Neye karar verdin?', pl: 'Na co się zdecydowałeś / zdecydowałaś?', es: '¿Por qué te has decidido?' },
      register: 'informal',
    },
  ],
};

export default set;
