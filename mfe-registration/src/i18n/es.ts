// The registration remote's words in US Spanish (usted; the terms of docs/i18n.md's glossary).
// Every key of en.ts, each a string: a missing or extra key is a type error.
import type { Translation } from '@portal/contracts/i18n';
import type en from './en';

const es: Translation<typeof en> = {
  fieldLabels: {
    cardNumber: 'Número de tarjeta',
    cvv: 'CVV',
    firstName: 'Nombre',
    lastName: 'Apellido',
    dateOfBirth: 'Fecha de nacimiento (opcional)',
    address1: 'Dirección',
    address2: 'Dirección, línea 2 (opcional)',
    addressCity: 'Ciudad',
    addressState: 'Estado',
    addressZipCode: 'Código postal',
    email: 'Correo electrónico',
    phone: 'Número de celular (obligatorio para mensajes de texto)',
  },
  fieldHints: {
    // the field still takes month, day, year: only the letters of the year are Spanish (año)
    dateOfBirth: 'MM/DD/AAAA',
    addressState: 'Dos letras, p. ej., NY',
    phone: 'Su nuevo PIN se envía a este celular por mensaje de texto.',
  },
  registration: {
    title: 'Registro de la tarjeta',
    intro: 'Registre su tarjeta para protegerla y para restablecer su PIN por mensaje de texto.',
    cardSection: 'Su tarjeta',
    holderSection: 'Información del titular de la tarjeta',
    submit: 'Registrar',
    success: 'Su tarjeta se registró correctamente',
    home: 'Inicio',
  },
  stepper: {
    navigation: 'Pasos del registro de la tarjeta virtual',
    title: 'Registre su tarjeta virtual',
    register: 'Registrar',
    ready: 'Lista',
    next: 'Siguiente',
    back: 'Atrás',
    checking: 'Espere mientras se cargan los datos…',
    invalidLinkHeading: 'Este enlace no es válido',
    invalidLinkText:
      'Falta una parte de este enlace o se modificó. Abra el enlace exactamente como aparece en su correo electrónico, o llame al servicio al cliente para pedir uno nuevo.',
  },
};

export default es;
