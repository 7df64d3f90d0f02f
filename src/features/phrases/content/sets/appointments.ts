import type { PhraseSetContent } from '../types';

const set: PhraseSetContent = {
  id: 'appointments',
  title: { en: 'Appointments', ua: 'Запис на прийом', de: 'Termine', ru: 'Запись на приём', be: 'Запіс на прыём', tr: 'Randevular', pl: 'Wizyty i terminy', es: 'Citas' },
  descr: {
    en: 'Make, move and cancel appointments – at the doctor’s or at the office.',
    ua: 'Записуйтеся, переносьте й скасовуйте прийом – у лікаря чи в установі.',
    de: 'Termine machen, verschieben und absagen – beim Arzt oder im Amt.',
    ru: 'Записывайтесь, переносите и отменяйте приём – у врача или в учреждении.',
    be: 'Запісвайцеся, пераносьце і адмяняйце прыём – у лекара ці ва ўстанове.',
    tr: 'Doktorda veya resmî dairede randevu alın, erteleyin ve iptal edin.',
    pl: 'Umawiaj, przekładaj i odwołuj wizyty – u lekarza albo w urzędzie.',
    es: 'Pide, cambia y anula citas: en el médico o en la oficina.',
  },
  img: 'spiral-calendar',
  paywall: false,
  group: 'everyday',
  phrases: [
    {
      de: 'Ich rufe an, um einen Termin zu vereinbaren.',
      tr: { en: 'I’m calling to make an appointment.', ua: 'Я телефоную, щоб записатися на прийом.', de: 'Anfang eines Telefonats', ru: 'Я звоню, чтобы записаться на приём.', be: 'Я тэлефаную, каб запісацца на прыём.', tr: 'Randevu almak için arıyorum.', pl: 'Dzwonię, żeby umówić wizytę.', es: 'Llamo para pedir cita.' },
    },
    {
      de: 'Ich hätte gern einen Termin.',
      tr: { en: 'I’d like an appointment.', ua: 'Я хотів би / хотіла б записатися на прийом.', de: 'um einen Termin bitten', ru: 'Я хотел бы / хотела бы записаться на приём.', be: 'Я хацеў бы / хацела б запісацца на прыём.', tr: 'Randevu almak istiyorum.', pl: 'Chciałbym / Chciałabym umówić się na wizytę.', es: 'Quería pedir cita.' },
      note: {
        en: 'A "Termin" is any fixed appointment – at the doctor’s, an office or the hairdresser’s.',
        ua: '«Termin» – будь-який призначений час: у лікаря, в установі, у перукаря.',
        de: 'Einen Termin hat man beim Arzt, im Amt oder beim Friseur.',
        ru: '«Termin» – любое назначенное время: у врача, в учреждении, у парикмахера.',
        be: '«Termin» – любы прызначаны час: у лекара, ва ўстанове, у цырульніка.',
        tr: '"Termin" her türlü randevudur: doktorda, resmî dairede, kuaförde.',
        pl: '„Termin” to każda umówiona wizyta: u lekarza, w urzędzie, u fryzjera.',
        es: 'Un «Termin» es cualquier cita: en el médico, en una oficina o en la peluquería.',
      },
    },
    {
      de: 'Ich brauche einen Termin beim Bürgeramt.',
      tr: { en: 'I need an appointment at the citizens’ office.', ua: 'Мені потрібен запис у бюро обслуговування громадян.', de: 'Amt für Anmeldung und Ausweis', ru: 'Мне нужна запись в бюро обслуживания граждан.', be: 'Мне патрэбны запіс у бюро абслугоўвання грамадзян.', tr: 'Nüfus müdürlüğünden randevu almam gerekiyor.', pl: 'Potrzebuję terminu w urzędzie meldunkowym.', es: 'Necesito cita en la oficina de atención al ciudadano.' },
    },
    {
      de: 'Wann haben Sie Zeit?',
      tr: { en: 'When are you free?', ua: 'Коли у вас є час?', de: 'nach einem freien Termin fragen', ru: 'Когда у вас есть время?', be: 'Калі ў вас ёсць час?', tr: 'Ne zaman müsaitsiniz?', pl: 'Kiedy ma pan/pani czas?', es: '¿Cuándo tiene tiempo?' },
      register: 'formal',
    },
    {
      de: 'Haben Sie nächste Woche einen Termin frei?',
      tr: { en: 'Do you have a free appointment next week?', ua: 'У вас є вільний час для запису наступного тижня?', de: 'Frage in der Praxis', ru: 'У вас есть свободное время для записи на следующей неделе?', be: 'Ці ёсць у вас вольны час для запісу на наступным тыдні?', tr: 'Gelecek hafta boş randevunuz var mı?', pl: 'Czy ma pan/pani wolny termin w przyszłym tygodniu?', es: '¿Tiene alguna cita libre la semana que viene?' },
      register: 'formal',
    },
    {
      de: 'Gibt es einen früheren Termin?',
      tr: { en: 'Is there an earlier appointment?', ua: 'Чи є раніший час?', de: 'wenn es eilt', ru: 'Есть ли более раннее время?', be: 'Ці ёсць больш ранні час?', tr: 'Daha erken bir randevu var mı?', pl: 'Czy jest wcześniejszy termin?', es: '¿Hay alguna cita antes?' },
    },
    {
      de: 'Es ist dringend.',
      tr: { en: 'It’s urgent.', ua: 'Це терміново.', de: 'sofort Hilfe nötig', ru: 'Это срочно.', be: 'Гэта тэрмінова.', tr: 'Acil.', pl: 'To pilne.', es: 'Es urgente.' },
    },
    {
      de: 'Passt Ihnen Dienstag um zehn Uhr?',
      tr: { en: 'Does Tuesday at ten suit you?', ua: 'Вам підходить вівторок о десятій?', de: 'einen Termin vorschlagen', ru: 'Вам подходит вторник в десять?', be: 'Вам падыходзіць аўторак а дзясятай?', tr: 'Salı saat onda size uyar mı?', pl: 'Czy pasuje panu/pani wtorek o dziesiątej?', es: '¿Le viene bien el martes a las diez?' },
      register: 'formal',
    },
    {
      de: 'Ja, das passt mir gut.',
      tr: { en: 'Yes, that suits me fine.', ua: 'Так, мені це підходить.', de: 'einen Termin annehmen', ru: 'Да, мне это подходит.', be: 'Так, мне гэта падыходзіць.', tr: 'Evet, bu bana uyar.', pl: 'Tak, to mi pasuje.', es: 'Sí, me viene bien.' },
    },
    {
      de: 'Da kann ich leider nicht.',
      alternatives: ['Dann kann ich leider nicht.'],
      tr: { en: 'Unfortunately I can’t make it then.', ua: 'На жаль, тоді я не можу.', de: 'einen Termin ablehnen', ru: 'К сожалению, тогда я не могу.', be: 'На жаль, тады я не магу.', tr: 'Maalesef o zaman gelemem.', pl: 'Niestety wtedy nie mogę.', es: 'Lo siento, a esa hora no puedo.' },
    },
    {
      de: 'Geht es auch etwas später?',
      tr: { en: 'Would a bit later be possible?', ua: 'А трохи пізніше можна?', de: 'eine andere Uhrzeit vorschlagen', ru: 'А немного позже можно?', be: 'А крыху пазней можна?', tr: 'Biraz daha geç olabilir mi?', pl: 'A może trochę później?', es: '¿Podría ser un poco más tarde?' },
    },
    {
      de: 'Können wir den Termin verschieben?',
      tr: { en: 'Can we move the appointment?', ua: 'Можна перенести запис?', de: 'einen Termin auf später legen', ru: 'Можно перенести встречу?', be: 'Можна перанесці сустрэчу?', tr: 'Randevuyu erteleyebilir miyiz?', pl: 'Czy możemy przełożyć termin?', es: '¿Podemos cambiar la cita?' },
    },
    {
      de: 'Ich muss meinen Termin leider absagen.',
      tr: { en: 'Unfortunately I have to cancel my appointment.', ua: 'На жаль, мені треба скасувати свій запис.', de: 'einen Termin nicht wahrnehmen', ru: 'К сожалению, мне нужно отменить запись.', be: 'На жаль, мне трэба адмяніць свой запіс.', tr: 'Maalesef randevumu iptal etmem gerekiyor.', pl: 'Niestety muszę odwołać wizytę.', es: 'Lamentablemente tengo que anular mi cita.' },
      note: {
        en: 'Cancel at least 24 hours before – some practices charge a fee otherwise.',
        ua: 'Скасовуйте щонайменше за 24 години, бо деякі лікарі інакше беруть плату.',
        de: 'Spätestens 24 Stunden vorher absagen, sonst kostet es manchmal Geld.',
        ru: 'Отменяйте минимум за 24 часа, иначе некоторые врачи берут плату.',
        be: 'Адмяняйце не пазней як за 24 гадзіны, інакш некаторыя лекары бяруць плату.',
        tr: 'En az 24 saat önce iptal edin; yoksa bazı muayenehaneler ücret alır.',
        pl: 'Odwołaj co najmniej 24 godziny wcześniej, bo niektóre gabinety pobierają opłatę.',
        es: 'Anula con al menos 24 horas de antelación; si no, algunas consultas cobran.',
      },
    },
    {
      de: 'Können Sie mir den Termin bitte bestätigen?',
      alternatives: ['Könnten Sie mir den Termin bitte bestätigen?'],
      tr: { en: 'Could you confirm the appointment for me, please?', ua: 'Можете підтвердити мені запис, будь ласка?', de: 'Bestätigung, etwa per E-Mail', ru: 'Можете подтвердить мне запись, пожалуйста?', be: 'Можаце пацвердзіць мне запіс, калі ласка?', tr: 'Randevuyu bana teyit edebilir misiniz lütfen?', pl: 'Czy może pan/pani potwierdzić mi termin?', es: '¿Me puede confirmar la cita, por favor?' },
      register: 'formal',
    },
    {
      de: 'Ich habe um 15 Uhr einen Termin beim Arzt.',
      tr: { en: 'I have a doctor’s appointment at 3 p.m.', ua: 'О 15:00 у мене прийом у лікаря.', de: 'beim Arzt, also in der Praxis', ru: 'В 15:00 у меня приём у врача.', be: 'А 15:00 у мяне прыём у лекара.', tr: 'Saat 15’te doktor randevum var.', pl: 'O 15:00 mam wizytę u lekarza.', es: 'A las 15:00 tengo cita con el médico.' },
    },
    {
      de: 'Guten Tag, ich habe einen Termin um neun.',
      tr: { en: 'Hello, I have an appointment at nine.', ua: 'Добрий день, я записаний / записана на дев’яту.', de: 'sich am Empfang melden', ru: 'Здравствуйте, я записан / записана на девять.', be: 'Добры дзень, я запісаны / запісаная на дзявятую.', tr: 'İyi günler, saat dokuzda randevum var.', pl: 'Dzień dobry, mam wizytę na dziewiątą.', es: 'Buenos días, tengo cita a las nueve.' },
    },
    {
      de: 'Ich bin zum ersten Mal hier.',
      tr: { en: 'I’m here for the first time.', ua: 'Я тут уперше.', de: 'als neuer Patient', ru: 'Я здесь впервые.', be: 'Я тут упершыню.', tr: 'Buraya ilk kez geliyorum.', pl: 'Jestem tu pierwszy raz.', es: 'Es la primera vez que vengo.' },
    },
    {
      de: 'Bringen Sie bitte Ihre Krankenkassenkarte mit.',
      tr: { en: 'Please bring your health insurance card.', ua: 'Візьміть, будь ласка, із собою картку медичного страхування.', de: 'Karte der Krankenversicherung', ru: 'Возьмите, пожалуйста, с собой карточку медицинской страховки.', be: 'Вазьміце, калі ласка, з сабой картку медыцынскага страхавання.', tr: 'Lütfen sağlık sigortası kartınızı getirin.', pl: 'Proszę przynieść kartę ubezpieczenia zdrowotnego.', es: 'Traiga su tarjeta sanitaria, por favor.' },
      register: 'formal',
    },
    {
      de: 'Nehmen Sie bitte im Wartezimmer Platz.',
      tr: { en: 'Please take a seat in the waiting room.', ua: 'Сідайте, будь ласка, у приймальні.', de: 'Satz am Empfang der Praxis', ru: 'Присаживайтесь, пожалуйста, в приёмной.', be: 'Сядайце, калі ласка, у пачакальні.', tr: 'Lütfen bekleme salonunda oturun.', pl: 'Proszę usiąść w poczekalni.', es: 'Siéntese en la sala de espera, por favor.' },
      register: 'formal',
    },
    {
      de: 'Wie lange muss ich warten?',
      tr: { en: 'How long do I have to wait?', ua: 'Скільки мені треба чекати?', de: 'Frage im Wartezimmer', ru: 'Сколько мне нужно ждать?', be: 'Колькі мне трэба чакаць?', tr: 'Ne kadar beklemem gerekiyor?', pl: 'Jak długo muszę czekać?', es: '¿Cuánto tengo que esperar?' },
    },
    {
      de: 'Ich komme etwa zehn Minuten zu spät.',
      alternatives: ['Ich komme ungefähr zehn Minuten zu spät.'],
      tr: { en: 'I’ll be about ten minutes late.', ua: 'Я запізнюся приблизно на десять хвилин.', de: 'eine Verspätung ankündigen', ru: 'Я опоздаю примерно на десять минут.', be: 'Я спазнюся прыкладна на дзесяць хвілін.', tr: 'Yaklaşık on dakika gecikeceğim.', pl: 'Spóźnię się około dziesięciu minut.', es: 'Voy a llegar unos diez minutos tarde.' },
    },
  ],
};

export default set;
