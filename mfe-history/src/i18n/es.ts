// The history remote's words in US Spanish (usted; the terms of docs/i18n.md's glossary). Every
// key of en.ts, each a string: a missing or extra key is a type error.
import type { Translation } from '@portal/contracts/i18n';
import type en from './en';

const es: Translation<typeof en> = {
  panel: {
    heading: 'Transacciones recientes',
    rangeLabel: 'Fechas',
    startLabel: 'Fecha de inicio',
    endLabel: 'Fecha final',
    calendarButton: 'Elegir fechas',
    rangeFormat: 'MM/DD/AAAA',
  },

  list: {
    caption: 'Transacciones del {start} al {end}',
    exportCsv: 'Exportar a CSV',
    loading: 'Cargando datos...',
    empty: 'No hay transacciones en estas fechas',
    failed: 'No pudimos cargar sus transacciones',
    retry: 'Volver a intentar',
    showing: 'Se muestran {from}–{to} de {total} transacciones',
    note: 'Tenga en cuenta: es posible que algunas transacciones recientes no aparezcan de inmediato.',
    postedOnly:
      'Solo se muestran las transacciones procesadas. Puede consultar las transacciones pendientes con servicio al cliente por teléfono al {phone}.',
    pagination: 'Páginas de transacciones',
    previous: 'Anterior',
    next: 'Siguiente',
    page: 'Página {page}',
  },

  row: {
    label: '{merchant}, {amount}, {date}, {type}',
    merchant: 'Comercio',
    date: 'Fecha',
    type: 'Tipo',
    amount: 'Monto',
  },

  report: {
    button: 'Reportar un problema',
    label: 'Reportar un problema con {merchant} del {date}',
  },

  reported: {
    short: 'Reporte enviado',
    full: 'Recibimos su reporte. El número de referencia de su caso es {reference}.',
    next: 'También se lo enviamos por correo electrónico. Le informaremos el resultado a más tardar el {date}. Puede seguir el caso en la página de su tarjeta.',
  },

  columns: {
    date: 'Fecha',
    merchant: 'Comercio',
    type: 'Tipo',
    amount: 'Monto',
    report: 'Reportar un problema',
  },

  types: {
    purchase: 'Compra',
    load: 'Recarga',
    fee: 'Cargo',
    refund: 'Reembolso',
    adjustment: 'Ajuste',
  },

  dispute: {
    title: 'Reportar un problema con {merchant}',
    charge: '{type} del {date}, {amount}',
    reasonLegend: '¿Qué problema tiene este cargo?',
    reasons: {
      not_recognised: 'No lo reconozco',
      charged_twice: 'Me cobraron más de una vez',
      wrong_amount: 'El monto es incorrecto',
      not_received: 'Lo pagué, pero no lo recibí',
      not_credited: 'Lo devolví o lo cancelé, pero no me hicieron el reembolso',
    },
    lostStolen:
      'Si no reconoce este cargo, es posible que su tarjeta se haya perdido o que se la hayan robado. Puede reportarla ahora y recibir una tarjeta de reemplazo.',
    lostStolenButton: 'Reportar mi tarjeta perdida o robada',
    description: '¿Qué pasó?',
    descriptionHint: 'Por ejemplo, la fecha en que devolvió el artículo o el monto que esperaba.',
    contact: '¿Cómo podemos comunicarnos con usted?',
    contactHint: 'Un correo electrónico o un número de teléfono',
    submit: 'Enviar reporte',
    back: 'Atrás',
    window: 'Puede reportar un cargo hasta {days} días después de que aparezca en su historial.',
    discard: {
      title: '¿Descartar su reporte?',
      text: 'Lo que escribió no se enviará.',
      keep: 'Seguir editando',
      discard: 'Descartar',
    },
    errors: {
      dispute_window_passed:
        'Este cargo tiene más de {days} días y ya no se puede reportar aquí. Llame a servicio al cliente al {phone}.',
      dispute_not_purchase: 'Aquí solo se pueden reportar compras. Llame a servicio al cliente al {phone}.',
      dispute_already_open:
        'Usted ya reportó este cargo y el caso está abierto. Puede seguirlo en la página de su tarjeta.',
      dispute_already_credited:
        'Ya le devolvimos este cargo a su tarjeta. Si todavía hay algún problema, llame a servicio al cliente al {phone}.',
      failed: 'Algo salió mal. Vuelva a intentarlo más tarde.',
    },
  },
};

export default es;
