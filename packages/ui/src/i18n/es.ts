// The words of @portal/ui's components in US Spanish (usted; the terms of docs/i18n.md's
// glossary). Every key of en.ts, each a string: a missing or extra key is a type error.
import type { Translation } from '@portal/contracts/i18n';
import type en from './en';

const es: Translation<typeof en> = {
  button: {
    busy: 'Procesando...',
  },
  callButton: {
    call: 'Llamar',
  },
  maskedNumber: {
    ending: 'terminada en',
  },
  pagination: {
    label: 'Paginación',
    previous: 'Anterior',
    next: 'Siguiente',
    page: 'Página {page}',
  },
  stepper: {
    back: 'Atrás',
    next: 'Siguiente',
    optional: '(Opcional)',
    completed: 'completado',
    step: 'Paso {n}: {label}',
  },
  dateRangePicker: {
    start: 'Fecha de inicio',
    end: 'Fecha final',
    calendarButton: 'Elegir fechas',
    format: 'MM/DD/AAAA',
  },

  replacementSummary: {
    heading: 'Lo que sucede',
    closed: 'Cerramos esta tarjeta para que nadie pueda usarla, aunque usted la encuentre.',
    closedExpired: 'Cerramos su tarjeta vencida.',
    physical: 'Le enviamos por correo una tarjeta nueva con un número nuevo, en un plazo de {days} días.',
    virtual:
      'Le enviamos por correo electrónico un enlace a una tarjeta virtual nueva con un número nuevo. Puede usarla de inmediato.',
    balance: 'Su saldo pasa a la tarjeta nueva.',
    fee: 'Se descuenta de su saldo un cargo por reemplazo de {fee}.',
    noFee: 'No hay cargo por reemplazo.',
    loggedOut: 'Al terminar, se cerrará su sesión.',
  },
  replacementAddress: {
    mailHeading: 'Se la enviamos por correo a la dirección registrada',
    emailHeading: 'Se lo enviamos al correo electrónico registrado',
    elsewhere: 'Para enviarla a otro lugar, llame a servicio al cliente al {phone}.',
  },
  replacementDone: {
    heading: 'Su dinero está seguro',
    balance: 'Su nuevo saldo',
    feeTaken: 'Después del cargo por reemplazo de {fee}.',
    noFee: 'No se cobró ningún cargo por reemplazo.',
    newCard: 'Su tarjeta nueva',
    arrivesBy: 'Llega a más tardar el {date}.',
    arrivesWithin: 'Llega en un plazo de {days} días.',
    mailedTo: 'Se la enviamos por correo a:',
    virtualReady: 'Lista ahora: enviamos un enlace a {email}.',
    cases: 'Cargos que usted reportó',
    caseCharge: '{merchant}, {date}, {amount}',
    caseReference: 'Número de referencia {reference}. Le informaremos el resultado a más tardar el {date}.',
    next: 'Qué hacer ahora',
    nextLogIn: 'Cuando llegue la tarjeta nueva, inicie sesión con su número y su código de seguridad (CVV).',
    nextOpenLink:
      'Abra el enlace que le enviamos por correo electrónico para ver el número, la fecha de vencimiento y el código de seguridad de la tarjeta nueva.',
    nextUpdate:
      'Dé el número nuevo a quienes le hacen cargos regulares a su tarjeta, como suscripciones y tiendas en línea.',
    nextCases:
      'Le enviaremos un correo electrónico sobre cada caso. Puede seguirlos en la página de su tarjeta.',
    call: 'Llamar a servicio al cliente',
    closed:
      'Su tarjeta anterior terminada en {closed} está cerrada, así que nadie puede usarla. Se cerró su sesión.',
    closedExpired: 'Su tarjeta vencida terminada en {closed} está cerrada.',
  },
};

export default es;
