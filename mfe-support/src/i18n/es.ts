// The support remote's words in US Spanish (usted; the terms of docs/i18n.md's glossary). Every
// key of en.ts, each a string: a missing or extra key is a type error.
import type { Translation } from '@portal/contracts/i18n';
import type en from './en';

const es: Translation<typeof en> = {
  contact: {
    title: 'Contáctenos',
    intro: 'Envíenos su pregunta y le responderemos por correo electrónico.',
    formTitle: 'Envíenos un mensaje',
    name: 'Nombre',
    email: 'Correo electrónico',
    cardNumber: 'Número de tarjeta',
    inquiry: 'Motivo de la consulta',
    inquiryPlaceholder: 'Seleccione…',
    inquiryTypes: {
      'Card Balance': 'Saldo de la tarjeta',
      'Card Use': 'Uso de la tarjeta',
      'Technical problems': 'Problemas técnicos',
    },
    message: 'Mensaje',
    optional: '(Opcional)',
    send: 'Enviar',
    sent: {
      reference: 'Su número de referencia:',
      reply: 'Le responderemos a {email} dentro de {days} días hábiles.',
      quote: 'Mencione este número de referencia si nos escribe o nos llama sobre este mensaje.',
      another: 'Enviar otro mensaje',
    },
    phoneHeading: 'Teléfono',
    customerService: 'Servicio al cliente',
    cardBalance: 'Saldo de la tarjeta',
    mailHeading: 'Correo postal',
    websiteHeading: 'Sitio web',
  },

  agreements: {
    title: 'Contrato del titular de la tarjeta',
    intro:
      'Elija el contrato que recibió con su tarjeta. Cada uno está disponible en formato PDF y como página web.',
    pdf: 'PDF',
    html: 'HTML',
    nav: 'Contrato',
    back: 'Todos los contratos del titular de la tarjeta',
    download: 'Descargar PDF',
    fees: 'Cargos',
    fee: 'Cargo',
    amount: 'Monto',
    details: 'Detalles',
    documents: {
      'outside-ny': 'Fuera de NY',
      'outside-ny-2-year': 'Fuera de NY, vencimiento a 2 años',
      ny: 'Dentro de NY',
      vv: 'Contrato de la tarjeta virtual',
    },
  },

  accessibility: {
    title: 'Declaración de accesibilidad',
    intro:
      'Queremos que todas las personas que tienen una {product} puedan usar este portal, sin importar el dispositivo o la tecnología de asistencia que utilicen.',
    reviewed: 'Esta declaración se revisó por última vez el {date}.',

    standard: {
      heading: 'Nuestro estándar',
      conformance:
        'Este portal cumple con las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA.',
      commitment:
        'Nos comprometemos a que siga siendo así. Cuando algo en el portal le impide hacer lo que vino a hacer, lo tratamos como un defecto y lo corregimos.',
    },

    testing: {
      heading: 'Cómo lo evaluamos',
      intro: 'Evaluamos el portal con:',
      items: {
        axe: 'revisiones automáticas de accesibilidad con axe en cada página y cada cuadro de diálogo',
        keyboard: 'recorridos solo con el teclado, sin mouse, en nuestro conjunto de pruebas',
        zoom: 'texto ampliado al 200 % y páginas de 320 píxeles de ancho, para comprobar que nada quede cortado ni obligue a desplazarse hacia los lados',
        screenReaders:
          'lectores de pantalla: NVDA con Firefox y Chrome en Windows, VoiceOver en iOS y macOS, y TalkBack en Android',
      },
    },

    limits: {
      heading: 'Limitaciones conocidas',
      intro: 'Algunas partes del portal todavía no son totalmente accesibles:',
      items: {
        cardImage:
          'La tarjeta virtual se muestra como una imagen. El número de la tarjeta, la fecha de vencimiento y el código de seguridad también aparecen como texto debajo de la imagen, donde puede mostrarlos y copiarlos.',
        pdf: 'Es posible que las versiones en PDF de los contratos del titular de la tarjeta no estén totalmente etiquetadas para lectores de pantalla. La versión HTML de cada contrato tiene el mismo contenido y es la versión accesible.',
        partners:
          'Los sitios de socios que muestran la tarjeta virtual en sus propias páginas son responsables de la accesibilidad de esas páginas.',
      },
    },

    formats: {
      heading: 'Contratos en otro formato',
      html: 'Puede leer cada contrato del titular de la tarjeta en este sitio como página web, desde la página {agreements}.',
      agreementsLink: 'Contrato del titular de la tarjeta',
      request:
        'Si necesita un contrato en letra grande, en braille o en audio, llámenos al {phone}. Se lo enviamos por correo sin costo alguno.',
    },

    contact: {
      heading: 'Contáctenos',
      intro:
        'Avísenos si tiene dificultades para usar el portal o si encuentra un problema de accesibilidad.',
      phone: 'Llame al servicio al cliente al {phone}, {hours}.',
      form: 'O escríbanos mediante el {contactForm}.',
      contactFormLink: 'formulario de contacto',
      answerTime: 'Respondemos a los comentarios sobre accesibilidad dentro de {days} días hábiles.',
    },
  },
};

export default es;
