import type { PhraseSetContent } from '../types';

const set: PhraseSetContent = {
  id: 'reservations',
  title: { en: 'Reservations', ua: 'Бронювання', de: 'Reservierungen', ru: 'Бронирование', be: 'Браніраванне', tr: 'Rezervasyon', pl: 'Rezerwacje', es: 'Reservas' },
  descr: {
    en: 'Book a hotel room, a table or tickets – on the phone and at the desk.',
    ua: 'Бронюйте номер у готелі, столик чи квитки – телефоном і на місці.',
    de: 'Hotelzimmer, Tisch oder Karten reservieren – am Telefon und am Schalter.',
    ru: 'Бронируйте номер в отеле, столик или билеты – по телефону и на месте.',
    be: 'Браніруйце нумар у гатэлі, столік ці білеты – па тэлефоне і на месцы.',
    tr: 'Otel odası, masa ya da bilet ayırtın – telefonda ve gişede.',
    pl: 'Rezerwuj pokój w hotelu, stolik lub bilety – przez telefon i na miejscu.',
    es: 'Reserva una habitación de hotel, una mesa o entradas, por teléfono y en persona.',
  },
  img: 'bellhop-bell',
  paywall: false,
  group: 'travel',
  phrases: [
    {
      de: 'Ich möchte ein Doppelzimmer für zwei Nächte reservieren.',
      tr: { en: "I'd like to book a double room for two nights.", ua: 'Я хочу забронювати двомісний номер на дві ночі.', de: 'Doppelzimmer: Zimmer für zwei Personen', ru: 'Я хочу забронировать двухместный номер на две ночи.', be: 'Я хачу забраніраваць двухмесны нумар на дзве ночы.', tr: 'İki gecelik çift kişilik bir oda ayırtmak istiyorum.', pl: 'Poproszę o rezerwację pokoju dwuosobowego na dwie noce.', es: 'Quisiera reservar una habitación doble para dos noches.' },
    },
    {
      de: 'Haben Sie noch ein Zimmer frei?',
      tr: { en: 'Do you have a room available?', ua: 'У вас є вільний номер?', de: 'ohne Reservierung fragen', ru: 'У вас есть свободный номер?', be: 'У вас ёсць вольны нумар?', tr: 'Boş odanız var mı?', pl: 'Czy mają Państwo wolny pokój?', es: '¿Les queda alguna habitación libre?' },
      register: 'formal',
    },
    {
      de: 'Was kostet das Zimmer pro Nacht?',
      tr: { en: 'How much is the room per night?', ua: 'Скільки коштує номер за ніч?', de: 'nach dem Preis fragen', ru: 'Сколько стоит номер за ночь?', be: 'Колькі каштуе нумар за ноч?', tr: 'Odanın gecelik fiyatı ne kadar?', pl: 'Ile kosztuje pokój za noc?', es: '¿Cuánto cuesta la habitación por noche?' },
    },
    {
      de: 'Ist das Frühstück inklusive?',
      tr: { en: 'Is breakfast included?', ua: 'Сніданок включено?', de: 'im Preis enthalten?', ru: 'Завтрак включён?', be: 'Сняданак уключаны?', tr: 'Kahvaltı dahil mi?', pl: 'Czy śniadanie jest wliczone w cenę?', es: '¿El desayuno está incluido?' },
    },
    {
      de: 'Ich habe ein Zimmer auf den Namen Weber reserviert.',
      tr: { en: "I've booked a room under the name Weber.", ua: 'У мене заброньовано номер на прізвище Вебер.', de: 'an der Rezeption', ru: 'У меня забронирован номер на фамилию Вебер.', be: 'У мяне забраніраваны нумар на прозвішча Вебер.', tr: 'Weber adına bir oda ayırttım.', pl: 'Mam rezerwację pokoju na nazwisko Weber.', es: 'Tengo una habitación reservada a nombre de Weber.' },
      note: {
        en: '„Under the name …“ is „auf den Namen …“ – with „auf“ and the accusative.',
        ua: '„На прізвище …“ – це „auf den Namen …“: з „auf“ і знахідним відмінком.',
        de: 'auf den Namen: mit Akkusativ',
        ru: '„На фамилию …“ – это „auf den Namen …“: с „auf“ и винительным падежом.',
        be: '„На прозвішча …“ – гэта „auf den Namen …“: з „auf“ і вінавальным склонам.',
        tr: '„… adına“ Almancada „auf den Namen …“ olur: „auf“ ve -i hâli (Akkusativ) ile.',
        pl: '„Na nazwisko …“ to „auf den Namen …“ – z „auf“ i biernikiem.',
        es: '„A nombre de …“ es „auf den Namen …“, con „auf“ y acusativo.',
      },
    },
    {
      de: 'Bis wann muss ich das Zimmer verlassen?',
      tr: { en: 'What time do I have to check out?', ua: 'До котрої години треба звільнити номер?', de: 'Frage zur Abreise', ru: 'До какого времени нужно освободить номер?', be: 'Да якой гадзіны трэба вызваліць нумар?', tr: 'Odayı saat kaçta boşaltmam gerekiyor?', pl: 'Do której muszę zwolnić pokój?', es: '¿Hasta qué hora tengo que dejar la habitación?' },
    },
    {
      de: 'Ich möchte einen Tisch für vier Personen reservieren.',
      tr: { en: "I'd like to book a table for four.", ua: 'Я хочу забронювати столик на чотирьох.', de: 'im Restaurant, oft am Telefon', ru: 'Я хочу забронировать столик на четверых.', be: 'Я хачу забраніраваць столік на чатырох.', tr: 'Dört kişilik bir masa ayırtmak istiyorum.', pl: 'Chcę zarezerwować stolik dla czterech osób.', es: 'Quisiera reservar una mesa para cuatro personas.' },
    },
    {
      de: 'Für heute Abend um acht Uhr, bitte.',
      tr: { en: "For eight o'clock tonight, please.", ua: 'На сьогодні, на восьму вечора, будь ласка.', de: 'die Zeit der Reservierung nennen', ru: 'На сегодня, на восемь вечера, пожалуйста.', be: 'На сёння, на восьмую вечара, калі ласка.', tr: 'Bu akşam saat sekiz için, lütfen.', pl: 'Na dziś na ósmą wieczorem, poproszę.', es: 'Para esta noche a las ocho, por favor.' },
    },
    {
      de: 'Haben Sie noch einen Tisch am Fenster frei?',
      tr: { en: 'Do you still have a table by the window?', ua: 'У вас ще є вільний столик біля вікна?', de: 'einen Wunsch zum Platz äußern', ru: 'У вас ещё есть свободный столик у окна?', be: 'У вас яшчэ ёсць вольны столік ля акна?', tr: 'Pencere kenarında boş masanız var mı?', pl: 'Czy jest jeszcze wolny stolik przy oknie?', es: '¿Les queda alguna mesa libre junto a la ventana?' },
      register: 'formal',
    },
    {
      de: 'Auf welchen Namen, bitte?',
      tr: { en: 'What name is it under, please?', ua: 'На яке прізвище, будь ласка?', de: 'fragt das Personal bei der Reservierung', ru: 'На какую фамилию, пожалуйста?', be: 'На якое прозвішча, калі ласка?', tr: 'Kimin adına, lütfen?', pl: 'Na jakie nazwisko?', es: '¿A nombre de quién, por favor?' },
    },
    {
      de: 'Können Sie das bitte buchstabieren?',
      alternatives: ['Könnten Sie das bitte buchstabieren?'],
      tr: { en: 'Could you spell that, please?', ua: 'Можете, будь ласка, продиктувати по літерах?', de: 'Buchstabe für Buchstabe sagen', ru: 'Можете, пожалуйста, продиктовать по буквам?', be: 'Можаце, калі ласка, прадыктаваць па літарах?', tr: 'Harf harf söyleyebilir misiniz, lütfen?', pl: 'Czy może Pan/Pani przeliterować?', es: '¿Puede deletrearlo, por favor?' },
      register: 'formal',
    },
    {
      de: 'Zwei Karten für das Konzert am Freitag, bitte.',
      alternatives: ['Zwei Tickets für das Konzert am Freitag, bitte.'],
      tr: { en: 'Two tickets for the concert on Friday, please.', ua: 'Два квитки на концерт у п’ятницю, будь ласка.', de: 'an der Kasse oder am Telefon', ru: 'Два билета на концерт в пятницу, пожалуйста.', be: 'Два білеты на канцэрт у пятніцу, калі ласка.', tr: 'Cuma günkü konser için iki bilet, lütfen.', pl: 'Poproszę dwa bilety na koncert w piątek.', es: 'Dos entradas para el concierto del viernes, por favor.' },
      note: {
        en: '„Karte“ is a ticket for a concert, the cinema or the theatre; for buses and trains say „Fahrkarte“ or „Ticket“.',
        ua: '„Karte“ – квиток на концерт, у кіно чи театр; для автобуса й потяга кажуть „Fahrkarte“ або „Ticket“.',
        de: 'Karte für Konzert, Kino, Theater; Fahrkarte für Bus und Bahn.',
        ru: '„Karte“ – билет на концерт, в кино или театр; для автобуса и поезда говорят „Fahrkarte“ или „Ticket“.',
        be: '„Karte“ – білет на канцэрт, у кіно ці тэатр; для аўтобуса і цягніка кажуць „Fahrkarte“ або „Ticket“.',
        tr: '„Karte“ konser, sinema ya da tiyatro biletidir; otobüs ve tren için „Fahrkarte“ ya da „Ticket“ denir.',
        pl: '„Karte“ to bilet na koncert, do kina lub teatru; na autobus i pociąg mówi się „Fahrkarte“ albo „Ticket“.',
        es: '„Karte“ es la entrada de un concierto, el cine o el teatro; para autobús y tren se dice „Fahrkarte“ o „Ticket“.',
      },
    },
    {
      de: 'Gibt es noch Karten für heute Abend?',
      alternatives: ['Gibt es noch Tickets für heute Abend?'],
      tr: { en: 'Are there any tickets left for tonight?', ua: 'Ще є квитки на сьогоднішній вечір?', de: 'fragen, ob noch etwas frei ist', ru: 'Ещё есть билеты на сегодняшний вечер?', be: 'Яшчэ ёсць білеты на сённяшні вечар?', tr: 'Bu akşam için hâlâ bilet var mı?', pl: 'Są jeszcze bilety na dziś wieczór?', es: '¿Quedan entradas para esta noche?' },
    },
    {
      de: 'Gibt es eine Ermäßigung für Studenten?',
      tr: { en: 'Is there a discount for students?', ua: 'Чи є знижка для студентів?', de: 'Ermäßigung: niedrigerer Preis', ru: 'Есть ли скидка для студентов?', be: 'Ці ёсць зніжка для студэнтаў?', tr: 'Öğrenci indirimi var mı?', pl: 'Czy jest zniżka dla studentów?', es: '¿Hay descuento para estudiantes?' },
    },
    {
      de: 'Eine Fahrkarte nach Berlin, hin und zurück, bitte.',
      tr: { en: 'A return ticket to Berlin, please.', ua: 'Квиток до Берліна туди й назад, будь ласка.', de: 'am Schalter der Bahn', ru: 'Билет до Берлина туда и обратно, пожалуйста.', be: 'Білет да Берліна туды і назад, калі ласка.', tr: 'Berlin’e gidiş-dönüş bir bilet, lütfen.', pl: 'Poproszę bilet do Berlina w obie strony.', es: 'Un billete de ida y vuelta a Berlín, por favor.' },
    },
    {
      de: 'Kann ich auch einen Sitzplatz reservieren?',
      tr: { en: 'Can I reserve a seat as well?', ua: 'Можна також забронювати місце?', de: 'im Zug kostet das extra', ru: 'Можно также забронировать место?', be: 'Можна таксама забраніраваць месца?', tr: 'Koltuk rezervasyonu da yapabilir miyim?', pl: 'Czy mogę też zarezerwować miejsce?', es: '¿Puedo reservar también un asiento?' },
    },
    {
      de: 'Ich rufe wegen meiner Reservierung an.',
      tr: { en: "I'm calling about my reservation.", ua: 'Я телефоную щодо свого бронювання.', de: 'am Anfang eines Anrufs', ru: 'Я звоню по поводу своей брони.', be: 'Я тэлефаную наконт свайго браніравання.', tr: 'Rezervasyonum için arıyorum.', pl: 'Dzwonię w sprawie mojej rezerwacji.', es: 'Llamo por mi reserva.' },
      note: {
        en: '„wegen“ takes the genitive: wegen meiner Reservierung, wegen des Zimmers.',
        ua: '„wegen“ вимагає родового відмінка: wegen meiner Reservierung, wegen des Zimmers.',
        de: 'wegen + Genitiv',
        ru: '„wegen“ требует родительного падежа: wegen meiner Reservierung, wegen des Zimmers.',
        be: '„wegen“ патрабуе роднага склону: wegen meiner Reservierung, wegen des Zimmers.',
        tr: '„wegen“ Genitiv (tamlayan hâli) ister: wegen meiner Reservierung, wegen des Zimmers.',
        pl: '„wegen“ łączy się z dopełniaczem: wegen meiner Reservierung, wegen des Zimmers.',
        es: '„wegen“ rige genitivo: wegen meiner Reservierung, wegen des Zimmers.',
      },
    },
    {
      de: 'Können wir die Reservierung auf Samstag verschieben?',
      alternatives: ['Könnten wir die Reservierung auf Samstag verschieben?'],
      tr: { en: 'Can we move the reservation to Saturday?', ua: 'Чи можемо ми перенести бронювання на суботу?', de: 'auf einen anderen Tag legen', ru: 'Можно перенести бронь на субботу?', be: 'Ці можна перанесці браніраванне на суботу?', tr: 'Rezervasyonu cumartesiye alabilir miyiz?', pl: 'Czy możemy przełożyć rezerwację na sobotę?', es: '¿Podemos cambiar la reserva al sábado?' },
    },
    {
      de: 'Ich möchte meine Reservierung stornieren.',
      alternatives: ['Ich möchte meine Reservierung absagen.'],
      tr: { en: "I'd like to cancel my reservation.", ua: 'Я хочу скасувати бронювання.', de: 'stornieren: rückgängig machen', ru: 'Я хочу отменить бронь.', be: 'Я хачу скасаваць браніраванне.', tr: 'Rezervasyonumu iptal etmek istiyorum.', pl: 'Chcę anulować rezerwację.', es: 'Quisiera cancelar mi reserva.' },
      note: {
        en: 'Use „stornieren“ for a booking or an order, „absagen“ for a meeting or an appointment.',
        ua: '„stornieren“ кажуть про бронювання чи замовлення; про зустріч або візит – „absagen“.',
        de: 'Buchungen storniert man, Termine sagt man ab.',
        ru: '„stornieren“ говорят о брони или заказе; о встрече или приёме – „absagen“.',
        be: '„stornieren“ кажуць пра браніраванне ці заказ; пра сустрэчу або прыём – „absagen“.',
        tr: 'Rezervasyon ya da sipariş için „stornieren“, buluşma ya da randevu için „absagen“ kullanılır.',
        pl: '„stornieren“ mówi się o rezerwacji i zamówieniu; o spotkaniu lub wizycie – „absagen“.',
        es: 'Para una reserva o un pedido se usa „stornieren“; para una cita o una reunión, „absagen“.',
      },
    },
    {
      de: 'Sie bekommen eine Bestätigung per E-Mail.',
      tr: { en: "You'll get a confirmation by email.", ua: 'Ви отримаєте підтвердження електронною поштою.', de: 'hört man am Ende der Buchung', ru: 'Вы получите подтверждение по электронной почте.', be: 'Вы атрымаеце пацвярджэнне па электроннай пошце.', tr: 'E-postayla bir onay alacaksınız.', pl: 'Otrzyma Pan/Pani potwierdzenie e-mailem.', es: 'Recibirá una confirmación por correo electrónico.' },
      register: 'formal',
    },
    {
      de: 'Tut mir leid, wir sind ausgebucht.',
      tr: { en: "Sorry, we're fully booked.", ua: 'Вибачте, вільних місць немає.', de: 'alles ist schon reserviert', ru: 'Извините, свободных мест нет.', be: 'Прабачце, вольных месцаў няма.', tr: 'Kusura bakmayın, hiç yerimiz kalmadı.', pl: 'Przykro mi, nie mamy wolnych miejsc.', es: 'Lo siento, está todo completo.' },
    },
  ],
};

export default set;
