// The words @portal/contracts owns, in US Spanish (usted; the glossary of docs/i18n.md): every key
// of the English catalogue, each a string. Loaded only on a Spanish page (../messages.ts).
import type { Translation } from '../i18n';
import type en from './messages.en';

const es: Translation<typeof en> = {
  messages: {
    cardNumberRequired: 'El número de tarjeta es obligatorio',
    cardNumberInvalid: 'Ingrese un número de tarjeta válido',
    cvvRequired: 'El CVV es obligatorio',
    cvvInvalid: 'Ingrese un CVV válido',
    firstNameRequired: 'El nombre es obligatorio',
    firstNameInvalid: 'Ingrese un nombre válido.',
    lastNameRequired: 'El apellido es obligatorio',
    lastNameInvalid: 'Ingrese un apellido válido.',
    lastNameTooShort: 'Revise, por favor. El apellido debe tener al menos 2 letras.',
    dateOfBirthInvalid: 'Seleccione una fecha de nacimiento válida',
    addressRequired: 'La dirección es obligatoria',
    addressInvalid: 'Ingrese una dirección válida',
    cityRequired: 'La ciudad es obligatoria',
    cityInvalid: 'Ingrese una ciudad válida',
    stateRequired: 'El estado es obligatorio',
    stateInvalid: 'Ingrese un estado válido',
    zipRequired: 'El código postal es obligatorio',
    zipInvalid: 'Ingrese un código postal válido',
    emailRequired: 'El correo electrónico es obligatorio',
    emailInvalid: 'Ingrese un correo electrónico válido',
    phoneRequired: 'El número de teléfono es obligatorio',
    phoneInvalid: 'Ingrese un número de teléfono de 10 dígitos',
    contactNameInvalid: 'Ingrese un nombre válido',
    contactEmailInvalid: 'Ingrese un correo electrónico válido',
    inquiryRequired: 'Elija el motivo de su consulta',
    contactMessageTooLong: 'Escriba un mensaje de menos de 2000 caracteres',
    historyRangeTooLong: 'Limite su solicitud a un período de 3 meses',
    historyRangeInvalid: 'Elija un rango de fechas válido',
    disputeReasonRequired: 'Elija qué problema tiene este cargo',
    disputeDescriptionRequired: 'Cuéntenos qué pasó',
    disputeDescriptionTooLong: 'Use 1000 caracteres como máximo',
    disputeContactRequired:
      'Indique un correo electrónico o un número de teléfono para comunicarnos con usted',
    disputeContactInvalid: 'Ingrese un correo electrónico válido o un número de teléfono de 10 dígitos',
    replacementReasonRequired: 'Elija perdida o robada',
    linkInvalid: 'Este enlace no es válido',
    fieldRequired: 'Este campo es obligatorio',
    fieldInvalid: 'Revise este campo',
  },
  errors: {
    loginSanctions:
      'Para seguir usando su tarjeta, necesitamos información adicional. Comuníquese con nosotros mediante nuestro formulario o llámenos.',
    loginFailed: 'Comuníquese con servicio al cliente para obtener información sobre su cuenta',
    holderMismatch:
      'El número de tarjeta y el CVV no coinciden con nuestros registros. Revise ambos y vuelva a intentar.',
    loginTriesLeft:
      'Tiene {tries} {triesWord} más antes de que se pause el inicio de sesión con esta tarjeta.',
    loginPaused:
      'El inicio de sesión con esta tarjeta está pausado hasta las {time}. Para entrar antes, llámenos.',
    loginHeld:
      'El inicio de sesión con esta tarjeta está bloqueado por demasiados intentos. Llámenos para desbloquearlo.',
    registrationTriesLeft: 'Tiene {tries} {triesWord} más antes de que se pause el registro de esta tarjeta.',
    registrationPaused:
      'El registro de esta tarjeta está pausado hasta las {time}. Para registrarla antes, llámenos.',
    registrationHeld:
      'El registro de esta tarjeta está bloqueado por demasiados intentos. Llámenos para desbloquearlo.',
    oneTry: 'intento',
    manyTries: 'intentos',
    holderTooManyTries:
      'Demasiados intentos desde este dispositivo. Espere unos minutos y vuelva a intentar.',
    alreadyRegistered: 'Esta tarjeta ya está registrada. {login} para verla.',
    alreadyRegisteredLogin: 'Inicie sesión',
    loginFrozen: 'La tarjeta está congelada. Comuníquese con el centro de llamadas al {phone}',
    freezeFailed: 'Algo salió mal. Vuelva a intentar más tarde.',
    activationFailed: 'Lo sentimos, no pudimos activar esta tarjeta. Comuníquese con servicio al cliente.',
    activationSucceeded: '¡La tarjeta se activó correctamente! Ya está lista para usar.',
    pinResetSucceeded:
      '¡El PIN se restableció correctamente! Le enviamos un mensaje de texto con su nuevo PIN a su número de teléfono móvil.',
    pinResetFailed: 'Ocurrió un error. Vuelva a intentar más tarde.',
    historyFailed: 'No pudimos obtener el historial de transacciones. Vuelva a intentar más tarde.',
    registrationFailed: 'Comuníquese con servicio al cliente para obtener información sobre su cuenta',
    stepperFailed: 'Algo salió mal. Vuelva a intentar más tarde.',
    agreementSignFailed: 'Algo salió mal. Vuelva a intentar más tarde.',
    cardImageFailed: 'Ups, algo salió mal. Vuelva a intentar más tarde.',
    resendFailed: 'Lo sentimos, parece que algo salió mal. Comuníquese con servicio al cliente.',
    resendSucceeded: '¡Le reenviamos la información de la tarjeta virtual a su correo electrónico!',
    contactFailed:
      'Ocurrió un error al enviar esta solicitud. Comuníquese con servicio al cliente por teléfono',
    contactSucceeded: 'Su solicitud fue enviada. ¡Gracias!',
    sessionTimeoutTitle: 'Sesión expirada',
    sessionTimeout: 'Su sesión expiró. Vuelva a iniciar sesión.',
  },
  statuses: {
    ACTIVATED: 'Activada',
    REQUIRES_ACTIVATION: 'Requiere activación',
    ISSUED: 'Emitida',
  },
};
export default es;
