// The words of every email and SMS the server sends a cardholder (and of the history CSV's header
// row), in US Spanish (usted, the
// glossary of docs/i18n.md): every key English has (Translation: a missing one is a type error).
import type { Translation } from '@portal/contracts/i18n';
import type en from './en';

const es: Translation<typeof en> = {
  pinReset: {
    sms: '{product}: su nuevo PIN es {pin}. No lo comparta con nadie.',
    redacted: '{product}: se envió un nuevo PIN al ···{last4}',
  },
  virtualLink: {
    subject: 'Su tarjeta virtual {product}',
    redacted: 'Se envió el enlace de su tarjeta virtual {product} (vence el {expires}).',
    ready: 'Su tarjeta virtual {product} está lista.',
    open: 'Abra este enlace para registrarla y ver su tarjeta: {url}',
    expires: 'El enlace vence el {expires}. Después puede pedir uno nuevo desde la misma página.',
  },
  embedCode: {
    subject: 'Su código de {product}',
    text: 'Su código para ver su tarjeta virtual {product} es {code}. Vence en {minutes} minutos. Escríbalo solo donde se muestra su tarjeta; nadie del programa se lo pedirá. Si usted no pidió ver su tarjeta, llame al {phone}.',
    redacted: 'Se envió un código para ver la tarjeta virtual {product} (vence en {minutes} minutos).',
  },
  locked: {
    subject: '{product}: su tarjeta está bloqueada',
    body: 'Su tarjeta {product} que termina en {last4} está bloqueada porque se ingresaron demasiados códigos de seguridad incorrectos. Llame al {phone} para desbloquearla.',
  },
  contactChanged: {
    subject: '{product}: sus datos de contacto cambiaron',
    body: 'Servicio al cliente cambió los datos de contacto de su tarjeta {product} que termina en {last4} ({changed}). Durante {hours} horas no se enviará ningún PIN nuevo, enlace de la tarjeta, tarjeta de reemplazo ni código para ver la tarjeta. Si usted no lo pidió, llame al {phone} ahora.',
    email: 'correo electrónico',
    phone: 'teléfono',
    and: ' y ',
    none: 'sin cambios',
  },
  contactHold: {
    askedSubject: '{product}: se pidió {what}',
    askedBody:
      'Alguien pidió {what} para su tarjeta {product} que termina en {last4}. Sus datos de contacto cambiaron hace poco, así que {held} antes del {until}. Si usted no los cambió, llame al {phone} ahora.',
    frozenSubject: '{product}: su tarjeta está congelada',
    frozenBody:
      'Su tarjeta {product} que termina en {last4} está congelada porque se reportó como {reason}: nadie puede usarla. Sus datos de contacto cambiaron hace poco, así que su reemplazo no se puede enviar antes del {until}. Llame al {phone}, de inmediato si usted no la reportó o no cambió esos datos.',
    lost: 'perdida',
    stolen: 'robada',
  },
  contactHoldAsked: {
    link: { what: 'un nuevo enlace de la tarjeta virtual', held: 'no se puede enviar' },
    pin: { what: 'un nuevo PIN', held: 'no se puede enviar' },
    embed: { what: 'un código para ver su tarjeta virtual', held: 'no se puede enviar' },
    replacement: { what: 'una tarjeta de reemplazo', held: 'la tarjeta no se puede reemplazar' },
  },
  replacement: {
    subject: '{product}: su tarjeta de reemplazo',
    expired: 'Su tarjeta que termina en {last4} venció, así que la cerramos.',
    reported: 'Su tarjeta que termina en {last4} se reportó como {reason}, así que la cerramos.',
    lost: 'perdida',
    stolen: 'robada',
    nextVirtual:
      'Su nueva tarjeta virtual termina en {last4}. En otro correo electrónico le enviamos el enlace para verla.',
    nextPhysical:
      'Su nueva tarjeta termina en {last4}. La enviamos por correo a la dirección que tenemos registrada en un plazo de {days} días.',
    balanceAfterFee: 'Su nuevo saldo es {balance}, después del cargo por reemplazo de {fee}.',
    balance: 'Su nuevo saldo es {balance}.',
    oneCase:
      'Abrimos un caso de disputa por el cargo que usted no hizo: en otro correo electrónico le damos su número de referencia.',
    cases:
      'Abrimos {n} casos de disputa por los cargos que usted no hizo: en otro correo electrónico le damos el número de referencia de cada uno.',
    notYou: '¿No fue usted? Llame al {phone}.',
  },
  dispute: {
    subject: '{product}: {what} ({reference})',
    greeting: 'Estimado titular de la tarjeta:',
    reference:
      'El número de referencia de su caso es {reference}. Para cualquier asunto urgente, llame al {phone}.',
    signOff: 'Servicio al cliente de {product}',
    receivedSubject: 'recibimos su disputa',
    received: 'Recibimos su reporte sobre el cargo de {amount} en {merchant} del {date}: "{reason}".',
    resultBy: 'Lo investigaremos y le informaremos el resultado a más tardar el {date}.',
    followUpSubject: 'confirme su disputa por escrito',
    reviewing: 'Estamos revisando su disputa del cargo de {amount} en {merchant}.',
    inWriting:
      'Envíenos su reclamo por escrito a más tardar el {date}, con el número de referencia de su caso, a: {address}.',
    creditSubject: 'un crédito provisional mientras investigamos',
    credited:
      'Acreditamos {amount} a su tarjeta de forma provisional mientras investigamos su disputa del cargo en {merchant}.',
    mayReverse: 'Si determinamos que no hubo un error, revertiremos este crédito y le explicaremos por qué.',
    resultSubject: 'el resultado de su disputa',
    inFavour: 'Su disputa del cargo en {merchant} se resolvió a su favor.',
    noError: 'Investigamos su disputa del cargo en {merchant} y no encontramos ningún error.',
    reversed: 'Se revirtió el crédito provisional de {amount}.',
    documents: 'Puede pedirnos copias de los documentos que usamos.',
    foundCredited: 'Encontramos el error que usted reportó y acreditamos {amount} a su tarjeta.',
    foundAlreadyCredited:
      'Encontramos el error que usted reportó; el cargo ya se había acreditado a su tarjeta.',
  },
  disputeReasons: {
    not_recognised: 'No lo reconozco',
    charged_twice: 'Me cobraron más de una vez',
    wrong_amount: 'El monto es incorrecto',
    not_received: 'Pagué pero no lo recibí',
    not_credited: 'Lo devolví o cancelé, pero no me lo acreditaron',
  },
  contactAck: {
    subject: '{product}: recibimos su solicitud',
    body: 'Estimado/a {name}:\n\nRecibimos su solicitud {reference} sobre "{inquiry}" y le responderemos por correo electrónico en un plazo de {days} días hábiles. Para cualquier asunto urgente, llame al {phone}.\n\nServicio al cliente de {product}',
  },
  inquiryTypes: {
    cardBalance: 'Saldo de la tarjeta',
    cardUse: 'Uso de la tarjeta',
    technical: 'Problemas técnicos',
  },
  csv: {
    date: 'Fecha',
    type: 'Tipo',
    merchant: 'Comercio',
    amount: 'Monto',
  },
};
export default es;
