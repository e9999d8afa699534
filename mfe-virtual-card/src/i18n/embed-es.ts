// The `embed` section in US Spanish (embed-en.ts says who reads it and why it is a module of its own).
import type { Translation } from '@portal/contracts/i18n';
import type embedEn from './embed-en';

const embedEs: Translation<typeof embedEn> = {
  frameTitle: 'Tarjeta virtual',
  expired: 'Esta vista de su tarjeta venció. Vuelva a cargar la página para ver su tarjeta de nuevo.',
  notHere: 'Su tarjeta virtual no se puede mostrar en este sitio.',
  unavailable: 'En este momento no se puede mostrar su tarjeta virtual. Vuelva a intentarlo más tarde.',
  callUs: '¿Tiene preguntas sobre su tarjeta? Llame al servicio al cliente de {product} al {phone}.',
  contactHold:
    'Los datos de contacto de esta tarjeta cambiaron en las últimas 72 horas, así que todavía no se puede mostrar aquí. Si usted no los cambió, llame al servicio al cliente de {product} al {phone}.',
  contactHoldNoPhone:
    'Los datos de contacto de esta tarjeta cambiaron en las últimas 72 horas, así que todavía no se puede mostrar aquí. Si usted no los cambió, llame al servicio al cliente del programa de su tarjeta.',
};

export default embedEs;
