// The account remote's words in US Spanish (usted; the terms of docs/i18n.md's glossary). Every
// key of en.ts, each a string: a missing or extra key is a type error.
import type { Translation } from '@portal/contracts/i18n';
import type en from './en';

const es: Translation<typeof en> = {
  page: {
    heading: 'Mi tarjeta',
    loading: 'Cargando la información de la tarjeta…',
    manage: 'Administrar la tarjeta',
  },

  overview: {
    brand: 'Visa',
    ending: 'terminada en',
    balance: 'Saldo',
    balanceLoading: 'Cargando…',
    balanceFailed: 'No pudimos cargar su saldo.',
    balanceStillFailing: 'Todavía no pudimos cargar su saldo. Vuelva a intentarlo en unos minutos.',
    balanceRetry: 'Volver a intentar',
    balanceRetrying: 'Cargando…',
    balanceByPhone: 'También puede consultar su saldo por teléfono.',
    activateToSee: 'Active su tarjeta para ver su saldo y sus transacciones.',
    status: 'Estado',
    states: {
      activated: 'Activada',
      frozen: 'Congelada',
      notActivated: 'No activada',
      issued: 'Emitida',
      closed: 'Cerrada',
      unknown: 'Estado desconocido',
    },
    name: 'Nombre',
    expires: 'Vence',
    type: 'Tipo',
    virtual: 'Tarjeta virtual',
    physical: 'Tarjeta física',
    notRegistered: 'La tarjeta no está registrada',
    notRegisteredHint: 'Registre su tarjeta para usar todos sus servicios.',
    registerCard: 'Registrar la tarjeta',
  },

  loadFailed: {
    heading: 'No pudimos cargar su tarjeta',
    reason: 'Algo salió mal de nuestro lado al cargar la información de su tarjeta.',
    stillFailing:
      'Todavía no pudimos cargar la información de su tarjeta. Vuelva a intentarlo en unos minutos.',
    safe: 'Su tarjeta y el dinero que tiene no se ven afectados.',
    retry: 'Volver a intentar',
    retrying: 'Cargando…',
    balanceLine: 'También puede consultar su saldo por teléfono.',
  },

  legacy: {
    heading: 'Información importante sobre su tarjeta',
    servicingEnds: 'El servicio de este programa de tarjetas terminó el 31 de octubre de 2020.',
    useUntil: 'Las tarjetas de este programa se podían usar hasta el 30 de octubre de 2020.',
    remainingFunds:
      'Los fondos que quedaron en una tarjeta después de esa fecha se le envían a su titular con un cheque en papel. Para recibir el suyo, asegúrese de que su tarjeta esté registrada; cuando reciba el cheque, destruya su tarjeta.',
    support: '¿Tiene preguntas? Llame a nuestra línea de servicio al cliente.',
    registerCard: 'Registrar la tarjeta',
  },

  freeze: {
    heading: 'Congelar la tarjeta temporalmente',
    description:
      '¿Perdió su tarjeta o notó algo fuera de lo común? Congélela para que nadie pueda usarla. Solo el centro de atención telefónica puede descongelarla.',
    button: 'Congelar la tarjeta',
    confirmTitle: '¿Está seguro de que desea congelar su tarjeta?',
    confirmBody:
      'Mientras su tarjeta esté congelada, no se podrá usar. Para descongelarla, tendrá que llamar al {phone}.',
    cancel: 'Cancelar',
    confirm: 'Congelar',
    processing: 'Procesando...',
    frozenHeading: 'Tarjeta congelada',
    frozenText: 'Nadie puede usar su tarjeta mientras esté congelada.',
    unfreezeText: 'Para descongelar su tarjeta, tendrá que comunicarse con el centro de atención telefónica.',
    unfreeze: 'Llamar para descongelar',
    justFrozen: 'Su tarjeta está congelada.',
  },

  pinReset: {
    heading: 'Restablecer el PIN',
    description:
      'Le enviaremos un PIN nuevo por mensaje de texto al número de celular que nos dio cuando registró su tarjeta.',
    button: 'Restablecer el PIN',
    unavailableUnregistered: 'Registre su tarjeta para restablecer su PIN.',
    unavailableFrozen: 'No puede restablecer su PIN mientras su tarjeta esté congelada.',
    confirmTitle: 'Restablecer el PIN',
    confirmBody: '¿Está seguro de que desea restablecer su PIN? Su PIN actual dejará de funcionar.',
    cancel: 'Cancelar',
    confirm: 'Restablecer el PIN',
    processing: 'Procesando...',
    successTitle: 'PIN restablecido',
    errorTitle: 'No se pudo restablecer el PIN',
    ok: 'Aceptar',
  },

  activation: {
    heading: 'Activación de la tarjeta',
    available: 'Active su tarjeta para empezar a usarla',
    unavailable: '¡Ya casi termina! Para activar su tarjeta, llame a servicio al cliente',
    call: 'Llamar a servicio al cliente',
    button: 'Activar',
    processing: 'Procesando...',
  },

  cases: {
    heading: 'Problemas que reportó',
    failed: 'No pudimos cargar sus casos. Vuelva a intentarlo más tarde.',
    retry: 'Volver a intentar',
    list: 'Casos',
    charge: '{merchant}, {date}, {amount}',
    reference: 'Referencia',
    state: 'Estado',
    reason: 'Motivo',
    openedOn: 'Reportado el',
    followUpDue: 'Confírmelo por escrito a más tardar el',
    investigationDue: 'La investigación termina a más tardar el',
    resultDue: 'Resultado a más tardar el',
    resolvedOn: 'Resuelto el',
    credited: 'Acreditado a su tarjeta',
    explanation: 'Nuestra explicación',
    card: 'Tarjeta',
    oldCard: 'Tarjeta anterior terminada en {ending}',
    states: {
      received: 'Recibido',
      under_review: 'En revisión',
      provisionally_credited: 'Acreditado provisionalmente',
      resolved_in_favour: 'Resuelto a su favor',
      resolved_not_in_favour: 'Resuelto: no a su favor',
    },
    reasons: {
      not_recognised: 'No lo reconozco',
      charged_twice: 'Me cobraron más de una vez',
      wrong_amount: 'El monto es incorrecto',
      not_received: 'Lo pagué, pero no lo recibí',
      not_credited: 'Lo devolví o lo cancelé, pero no me hicieron el reembolso',
    },
  },

  lostStolen: {
    panel: {
      heading: 'Reportar la tarjeta perdida o robada',
      description:
        '¿Perdió su tarjeta o cree que alguien se la llevó? Repórtelo aquí: la cerramos y le enviamos una tarjeta nueva con su saldo.',
      button: 'Reportar la tarjeta perdida o robada',
    },
    dialog: {
      title: 'Reportar su tarjeta como perdida o robada',
      loading: 'Cargando...',
      loadFailed: 'Algo salió mal. Vuelva a intentarlo más tarde.',
      reasonLegend: '¿Qué le pasó a su tarjeta?',
      lost: 'La perdí',
      stolen: 'Me la robaron',
      reasonRequired: 'Elija qué le pasó a su tarjeta',
      purchasesLegend: 'Sus compras de los últimos {days} días',
      purchasesHint:
        'Marque cada compra que usted no hizo. Con este reporte abrimos un caso de disputa por cada una y le enviamos su número de referencia por correo electrónico.',
      noPurchases: 'No hay compras en los últimos {days} días.',
      notMine: 'Yo no hice esta compra',
      notMineLabel: 'Yo no hice esta compra: {purchase}',
      purchase: '{merchant}, {date}, {amount}',
      cancel: 'Cancelar',
      close: 'Cerrar',
      confirm: 'Cerrar la tarjeta y enviar una de reemplazo',
      failed: 'Lo sentimos, algo salió mal. Vuelva a intentarlo o llame a servicio al cliente al {phone}.',
      disputeRefused:
        'No pudimos abrir un caso para una compra que marcó: es posible que ya se haya reportado. Actualizamos la lista. Revísela y vuelva a confirmar.',
      heldFrozen:
        'Congelamos su tarjeta para que nadie pueda usarla. Sus datos de contacto cambiaron en las últimas 72 horas, por lo que todavía no podemos enviarle una tarjeta de reemplazo. Llame a servicio al cliente al {phone}.',
    },
    done: {
      home: 'Inicio',
    },
  },
};

export default es;
