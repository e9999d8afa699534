// The virtual-card remote's words in US Spanish (usted; the terms of docs/i18n.md's glossary).
// Every key of en.ts, each a string: a missing or extra key is a type error.
import type { Translation } from '@portal/contracts/i18n';
import embed from './embed-es';
import type en from './en';

const es: Translation<typeof en> = {
  screen: {
    loading: 'Espere mientras se cargan los datos…',
    heading: 'Esta es su tarjeta virtual',
    imageLoading: 'Espere mientras se cargan los datos...',
    imageAlt: 'Su tarjeta Visa virtual {product}',
    imageAltEnding: 'Visa virtual que termina en {last4}',
  },
  details: {
    heading: 'Datos de la tarjeta',
    loading: 'Cargando los datos de su tarjeta…',
    failed: 'No pudimos mostrar los datos de su tarjeta como texto.',
    retry: 'Volver a intentar',
    number: 'Número de tarjeta',
    expiry: 'Fecha de vencimiento',
    cvv: 'Código de seguridad (CVV)',
    cvvHidden: 'oculto',
    showCvv: 'Mostrar',
    hideCvv: 'Ocultar',
    showCvvName: 'Mostrar el código de seguridad',
    hideCvvName: 'Ocultar el código de seguridad',
    copy: 'Copiar',
    copyNumber: 'Copiar el número de tarjeta',
    copyExpiry: 'Copiar la fecha de vencimiento',
    copyCvv: 'Copiar el código de seguridad',
    copiedNumber: 'Se copió el número de tarjeta.',
    copiedExpiry: 'Se copió la fecha de vencimiento.',
    copiedCvv: 'Se copió el código de seguridad.',
    copyUnavailable: 'Aquí no se puede copiar: seleccione el texto para copiarlo.',
  },
  guide: {
    whatsNextHeading: 'Próximos pasos',
    writeDown:
      'Anote el número de cuenta, la fecha de vencimiento y el código de seguridad que aparecen en su tarjeta, junto con el número de teléfono de servicio al cliente, {phone}.',
    keepSafe: 'Guarde esta información en un lugar seguro.',
    needed: 'Necesitará esta información para hacer compras.',
    notesHeading: 'Notas importantes',
    noPhotos: 'No publique fotos de su tarjeta ni envíe el número de la tarjeta por correo electrónico.',
    noWallets: 'Su tarjeta virtual no es compatible con billeteras móviles.',
    billing:
      'Cuando compre en línea o por teléfono, use como información de facturación la que ingresó al registrarse.',
    inStores: 'No se recomienda usar su tarjeta virtual en tiendas.',
    balance: 'Puede consultar su saldo en este sitio web o por teléfono al {balancePhone}.',
  },
  expired: {
    heading: 'Su enlace venció',
    text: 'Podemos enviarle un enlace nuevo al correo electrónico con el que se registró.',
    call: 'Llamar al servicio al cliente',
    resend: 'Reenviar mi tarjeta virtual',
  },
  agreement: {
    title: 'Le damos la bienvenida al programa Visa virtual {product}',
    intro: 'Acepte los términos a continuación y enseguida verá su tarjeta.',
    region: 'Contrato del titular de la tarjeta y consentimiento para la firma electrónica',
    pdf: 'Descargar el contrato (PDF)',
    newTab: '(se abre en una pestaña nueva)',
    confirm: 'Confirmo que leí el contrato y lo acepto',
    ok: 'Aceptar',
    checking: 'Verificando el contrato',
    fee: 'Cargo',
    amount: 'Monto',
    feeDetails: 'Detalles',
  },
  verify: {
    heading: 'Confirmemos que es usted',
    sentEmail:
      'Para proteger su tarjeta, {product} envió un código de 6 dígitos a {email}. Ingréselo a continuación para ver su tarjeta.',
    sentBoth:
      'Para proteger su tarjeta, {product} envió un código de 6 dígitos a {email} y por mensaje de texto al {phone}. Ingréselo a continuación para ver su tarjeta.',
    sentPhone:
      'Para proteger su tarjeta, {product} envió un código de 6 dígitos por mensaje de texto al {phone}. Ingréselo a continuación para ver su tarjeta.',
    codeLabel: 'Código',
    codeHint: 'El código es válido por 10 minutos.',
    verify: 'Verificar',
    newCode: 'Enviar un código nuevo',
    newCodeSent: 'Le enviamos un código nuevo. Ingrese el último código que recibió.',
    codeRequired: 'Ingrese los 6 dígitos de su código.',
    codeWrongOne: 'Este código no es correcto. Le queda 1 intento más.',
    codeWrongMany: 'Este código no es correcto. Le quedan {tries} intentos más.',
    codeExpired: 'Este código venció. Envíe un código nuevo e ingréselo.',
    locked: 'Demasiados códigos incorrectos. Vuelva a cargar la página para intentarlo de nuevo.',
    tooMany: 'Pidió varios códigos nuevos. Espere unos minutos y vuelva a intentarlo.',
    failed: 'Lo sentimos, algo salió mal. Vuelva a intentarlo más tarde.',
    contactHold:
      'Los datos de contacto de esta tarjeta cambiaron en las últimas 72 horas, así que todavía no podemos enviar un código nuevo. Si usted no los cambió, llame al servicio al cliente de {product} al {phone}.',
  },
  partner: {
    heading: 'Su tarjeta virtual',
    lead: 'Esta tarjeta forma parte del programa {product}. ¿Tiene preguntas sobre ella? Llame al servicio al cliente de {product}.',
    call: 'Llamar',
    writeDown:
      'Anote el número de cuenta, la fecha de vencimiento y el código de seguridad que aparecen en su tarjeta, junto con el número de servicio al cliente de {product}, {phone}.',
    balance: 'Puede consultar su saldo en {website} o por teléfono al {balancePhone}.',
    expiredHeading: 'En este momento no podemos mostrar su tarjeta aquí',
    expiredText:
      '{product} puede enviarle un enlace nuevo a su tarjeta virtual, al correo electrónico con el que se registró.',
    resend: 'Enviarme un enlace a mi tarjeta por correo electrónico',
    expiredHelp: '¿Necesita ayuda? Llame al servicio al cliente de {product}.',
  },
  embed,
};

export default es;
