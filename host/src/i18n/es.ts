// The host's words in US Spanish (usted; the terms of docs/i18n.md's glossary). Every key of
// en.ts, each a string: a missing or extra key is a type error.
import type { Translation } from '@portal/contracts/i18n';
import type en from './en';

const es: Translation<typeof en> = {
  shell: {
    nav: {
      label: 'Principal',
      menu: 'Menú',
      checkBalance: 'CONSULTAR SALDO',
      registerCard: 'Registrar tarjeta',
      logout: 'Cerrar sesión',
      home: 'inicio',
      skip: 'Saltar al contenido principal',
    },
    footer: {
      label: 'Pie de página',
      contactUs: 'Contáctenos',
      cardholderAgreement: 'Contrato del titular de la tarjeta',
      privacyPolicy: 'Política de privacidad',
      californiaChoices: 'Opciones de privacidad de California',
      californiaNotice: 'Aviso de privacidad de California',
      newWindow: '(se abre en una pestaña nueva)',
    },
    language: {
      switchTo: 'English',
    },
  },
  startup: {
    failed: 'El portal no está disponible en este momento. Vuelva a intentarlo en unos minutos.',
    retry: 'Volver a intentar',
  },
  pageTitles: {
    home: 'Tarjetas prepagadas',
    account: 'Mi tarjeta',
    login: 'Inicio de sesión de la cuenta individual',
    cardInfo: 'Su tarjeta virtual',
    virtualRegistration: 'Registro de la tarjeta virtual',
    registration: 'Registro de la tarjeta',
    agreements: 'Contrato del titular de la tarjeta',
    agreementNy: 'Contrato del titular de la tarjeta - Dentro de Nueva York',
    agreementOutsideNy: 'Contrato del titular de la tarjeta - Fuera de Nueva York',
    agreementOutsideNy2: 'Contrato del titular de la tarjeta - Fuera de Nueva York, vencimiento a 2 años',
    agreementVv: 'Contrato del titular de la tarjeta Visa virtual',
    contact: 'Contáctenos',
    notFound: 'Página no encontrada',
  },
  home: {
    home: {
      heading: 'Tarjetas prepagadas',
      intro:
        'Tarjetas Visa prepagadas de recompensa y de regalo para su programa. Consulte su saldo, registre su tarjeta y vea sus transacciones en línea.',
      orderCards: 'Pedir tarjetas',
      orderCardsNote: '¿Necesita tarjetas para su equipo o sus clientes?',
      checkBalanceHeading: '¿Ya tiene una tarjeta? Consulte su saldo',
      registrationHeading: 'Registro de la tarjeta',
      registrationBenefits: [
        'Proteja su saldo: una tarjeta registrada se puede reemplazar si se pierde o se la roban.',
        'Restablezca su PIN por SMS y reciba avisos importantes sobre su tarjeta.',
        'Use su tarjeta en línea y por teléfono con su dirección de facturación registrada.',
      ],
      zeroLiability:
        'La Política de Responsabilidad Cero de Visa cubre las tarjetas registradas: usted no es responsable de las compras no autorizadas que reporte de inmediato.',
      registrationButton: 'Registro de la tarjeta',
      carouselHeading: 'Tipos de tarjetas más populares',
    },
    carousel: {
      previous: 'Tarjeta anterior',
      next: 'Tarjeta siguiente',
      slide: '{n} de {total}',
      goTo: 'Mostrar la tarjeta {n}',
    },
  },
  login: {
    login: {
      pageTitle: 'Inicio de sesión de la cuenta individual',
      formTitle: 'Consulte su saldo',
      cardNumber: 'Número de tarjeta',
      cvv: 'CVV',
      submit: 'Iniciar sesión',
      busy: 'Procesando...',
      cvvHelp: '¿Qué es el CVV?',
      cvvHelpTitle: '¿Qué es el CVV?',
      cvvHelpText:
        'El CVV es el código de seguridad de 3 dígitos impreso en el reverso de su tarjeta, a la derecha del panel de firma.',
      ok: 'Aceptar',
      sanctionsForm: 'formulario',
      sanctionsCall: 'llámenos',
      captchaFailed:
        'No pudimos completar la verificación de seguridad. Revise su conexión y vuelva a presionar Iniciar sesión.',
    },
  },
  replacement: {
    closed:
      'Esta tarjeta se reportó como perdida o robada y está cerrada. Inicie sesión con su tarjeta de reemplazo o llame a servicio al cliente al {phone}.',
    offerHeading: 'Su tarjeta venció.',
    offer:
      'El dinero que tiene no vence: podemos enviarle una tarjeta nueva sin cargo, con su saldo, a la dirección registrada.',
    button: 'Obtener una tarjeta de reemplazo',
    confirmHeading: 'Confirme su tarjeta de reemplazo',
    back: 'Atrás',
    confirm: 'Enviar mi tarjeta nueva',
    loadFailed:
      'Lo sentimos, no pudimos cargar su reemplazo. Vuelva a intentarlo o llame a servicio al cliente al {phone}.',
    failed: 'Lo sentimos, algo salió mal. Vuelva a intentarlo o llame a servicio al cliente al {phone}.',
    held: 'Los datos de contacto de su tarjeta cambiaron en las últimas 72 horas, por lo que todavía no podemos enviarle un reemplazo. Llame a servicio al cliente al {phone}.',
  },
  notFound: {
    notFound: {
      text: 'Lo sentimos, no pudimos encontrar esa página',
      image: 'Una tarjeta con un signo de interrogación',
      home: 'Inicio',
    },
  },
  session: {
    session: {
      ok: 'Aceptar',
      expiringTitle: 'Su sesión está por terminar',
      expiringText: 'Por su seguridad, su sesión se cerrará en {seconds} segundos. ¿Desea seguir conectado?',
      staySignedIn: 'Seguir conectado',
      logout: 'Cerrar sesión',
      refreshFailed: 'No pudimos extender su sesión. Vuelva a iniciar sesión.',
      ended: 'Su sesión terminó.',
    },
  },
  remote: {
    remote: {
      loading: 'Cargando…',
      failedTitle: 'Esta parte de la página no está disponible en este momento',
      failedText: 'No se pudo cargar. Revise su conexión y vuelva a intentarlo.',
      crashedText: 'Algo salió mal. Vuelva a intentarlo más tarde.',
      retry: 'Volver a intentar',
      home: 'Ir a la página de inicio',
    },
  },
};

export default es;
